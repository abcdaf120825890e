"""A hand record that stops at a refused action says which and why in the player's language: the action as the
history lists it, the engine's reason as the table says it, never the record's English ("not seat 0's turn")."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.dialogs import HandHistoryWindow
from napdesk.ui.i18n import install_translator


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _record(store: Store, played: Callable[..., object]) -> dict[str, object]:
    sid = played(store, 3).sid  # type: ignore[attr-defined]
    number = next(row.number for row in store.scoreboard(sid, 1, 50).rows if row.bidder is not None)
    return store.hand_record(sid, number)


def _opened(qtbot: QtBot, tmp_path: Path, record: dict[str, object]) -> str:
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    window = HandHistoryWindow()
    qtbot.addWidget(window)
    window.show()
    assert not window.import_file(path)
    return window.error_text()


def test_an_action_out_of_turn_is_said_in_dutch(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                 tmp_path: Path, speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    record = _record(store, played)
    actions = record["actions"]
    assert isinstance(actions, list)
    plays = [i for i, a in enumerate(actions) if "play" in a]
    actions[plays[2]] = dict(actions[plays[1]])  # the second card's player again: not his turn
    text = _opened(qtbot, tmp_path, record)
    assert text.startswith(f"Het verslag stopt bij een geweigerde zet: zet {plays[2] + 1} (plaats "), text
    assert " speelt " in text and " is niet aan de beurt: plaats " in text and "turn" not in text


def test_an_action_after_the_end_is_said_in_spanish(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                    tmp_path: Path, speak: Callable[[str], str]) -> None:
    assert speak("es") == "es"
    record = _record(store, played)
    actions = record["actions"]
    assert isinstance(actions, list)
    actions.append(dict(actions[-1]))
    text = _opened(qtbot, tmp_path, record)
    assert text.startswith(f"El registro se detiene en una jugada rechazada: jugada {len(actions)} (puesto "), text
    assert text.endswith("): La mano ha terminado. La mano se puede recorrer paso a paso hasta ahí."), text


def test_a_file_that_is_not_json_is_said_in_dutch(qtbot: QtBot, tmp_path: Path, speak: Callable[[str], str]) -> None:
    """The likeliest wrong file, said in the player's language; the JSON parser's own words as they came."""
    assert speak("nl") == "nl"
    path = tmp_path / "notities.txt"
    path.write_text("boodschappen:\n  melk", encoding="utf-8")
    window = HandHistoryWindow()
    qtbot.addWidget(window)
    window.show()
    assert not window.import_file(path)
    assert window.error_text() == ("notities.txt is geen hand die napdesk kan naspelen: het is geen JSON "
                                   "(Expecting value op regel 1, kolom 1)"), window.error_text()
