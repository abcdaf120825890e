"""Why a saved session cannot be opened reaches the player as the store's code and facts, said in the player's
language (napdesk.ui.store_words.damage_text): the part of the session that is damaged and how, never the store's
English clause, which stays for the command line and the log. Only a parser's own message is shown as it came."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import DamagedSession, Store
from napdesk.store.paths import DB_NAME, data_dir
from napdesk.store.problems import Damage, Fault, Part, damage
from napdesk.ui import plain
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs import HandHistoryWindow, ScoreboardWindow
from napdesk.ui.i18n import install_translator, shown_session_name
from napdesk.ui.store_words import FAULTS, PARTS, damage_text, error_text

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]
# The store's English, which none of these may show in Dutch or Spanish.
ENGLISH = ("is not valid JSON", "its snapshot", "at character", "is damaged", "hand in progress", "record of hand",
           "whole number", "are not valid", "seats for a")


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _english_free(text: str) -> None:
    assert not [words for words in ENGLISH if words in text], text


def _unfinished(qtbot: QtBot, count: int = 2) -> list[int]:
    """``count`` unfinished sessions with a finished hand and a hand in progress each, newest last."""
    ids = []
    with Store.open().store as store:
        for _ in range(count):
            window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=False, store=store)
            qtbot.addWidget(window)
            window.new_game()
            controller = window.controller
            while True:  # to the first action of the second hand
                assert controller.session is not None
                state = controller.state
                assert state is not None
                if state.is_over:
                    controller.next_hand()
                    continue
                if controller.session.hands_played and state.history:
                    break
                assert controller.submit(next(a for a in state.legal_actions() if not isinstance(a, Claim))) is None
            ids.append(store.unfinished_sessions()[0].id)
            window.close()
    return ids


def _damage(sql: str, *args: object) -> None:
    db = sqlite3.connect(data_dir() / DB_NAME)
    db.execute(sql, args)
    db.commit()
    db.close()


def _damaged_box(qtbot: QtBot, store: Store) -> str:
    window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=True, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.saved.damaged_box is not None and window.saved.damaged_box.isVisible())
    assert window.saved.damaged_box is not None
    return window.saved.damaged_box.text()


def test_every_part_and_fault_has_a_text() -> None:
    assert set(PARTS) == set(Part) and set(FAULTS) == set(Fault)


@pytest.mark.parametrize(("lang", "line"), [
    ("nl", "in de momentopname staat geen geldige JSON (Expecting value bij teken 13)"),
    ("es", "en su instantánea no hay JSON válido (Expecting value en el carácter 13)"),
])
def test_the_start_up_box_says_why_in_the_language(qtbot: QtBot, speak: Callable[[str], str], lang: str,
                                                   line: str) -> None:
    assert speak(lang) == lang
    _, newest = _unfinished(qtbot)
    _damage("UPDATE sessions SET snapshot = '{\"chips\": [1,' WHERE id = ?", newest)
    with Store.open().store as store:
        name = shown_session_name(store.session_info(newest).name)  # a default name, in the language of the day
        text = _damaged_box(qtbot, store)
    assert text.endswith(f"\n\n{name}: {line}"), text
    _english_free(text)


def test_the_start_up_box_is_read_before_the_resume_prompt(qtbot: QtBot) -> None:
    """Opened before the prompt, the box comes forward over it: else it waits unseen behind it."""
    _, newest = _unfinished(qtbot)
    _damage("UPDATE sessions SET snapshot = 'x' WHERE id = ?", newest)
    with Store.open().store as store:
        window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=True, store=store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.launcher.resume_box is not None and window.launcher.resume_box.isVisible())
        box = window.saved.damaged_box
        assert box is not None and box.isVisible()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is box)


def test_a_bad_hand_record_found_in_the_hand_history_is_said_in_dutch(qtbot: QtBot,
                                                                      speak: Callable[[str], str]) -> None:
    """The row reads, so the session is listed; its hand record does not, which opening the hand finds."""
    assert speak("nl") == "nl"
    (sid,) = _unfinished(qtbot, 1)
    _damage("UPDATE hands SET record = x'0badbeef' WHERE session_id = ? AND number = 1", sid)
    with Store.open().store as store:
        window = HandHistoryWindow(store)
        qtbot.addWidget(window)
        window.show()
        assert not window.open_hand(sid, 1)
        shown = window.error_text()
    assert shown.startswith(f"Hand 1 kan niet worden geopend: Sessie {sid} is beschadigd en kan niet worden geopend "
                            "(het verslag van hand 1 kan niet worden uitgepakt ("), shown
    _english_free(shown)


@pytest.mark.parametrize(("sql", "dutch"), [
    ("UPDATE sessions SET rules = '{\"players\": \"four\"}' WHERE id = ?", "de spelregels zijn ongeldig ("),
    ("UPDATE sessions SET hands = 'many' WHERE id = ?", "in het aantal handen staat geen geheel getal ('many')"),
    ("UPDATE actions SET action = '[1]' WHERE session_id = ?", "in zet 1 van de lopende hand staat geen JSON-object"),
    ("UPDATE sessions SET current_start = NULL WHERE id = ?", "er is niets bewaard voor de deling van de lopende hand"),
    ("DELETE FROM seats WHERE seat = 3 AND session_id = ?", "de sessie heeft 3 plaatsen voor een spel met 4 spelers"),
])
def test_each_part_of_a_session_is_named_in_dutch(qtbot: QtBot, speak: Callable[[str], str], sql: str,
                                                  dutch: str) -> None:
    assert speak("nl") == "nl"
    _, newest = _unfinished(qtbot)
    _damage(sql, newest)
    with Store.open().store as store:
        text = _damaged_box(qtbot, store)
    assert dutch in text, text
    _english_free(text)


def test_the_scoreboard_says_it_in_dutch(qtbot: QtBot, speak: Callable[[str], str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    assert speak("nl") == "nl"
    _, bad = _unfinished(qtbot)
    _damage("UPDATE sessions SET snapshot = 'x' WHERE id = ?", bad)
    warnings: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda _parent, _title, text, *a, **k: warnings.append(text))
    with Store.open().store as store:
        board = ScoreboardWindow(store)
        qtbot.addWidget(board)
        board.show()
        board.tabs.setCurrentIndex(board.sessions_index)
        board.select_session(bad)
        status = board.sessions.item(board.sessions.currentRow(), 3)
        assert status is not None and status.text() == "beschadigd"
        tip = status.toolTip()
        assert "in de momentopname staat geen geldige JSON (Expecting value bij teken 0)" in tip, tip
        _english_free(tip)
        qtbot.mouseClick(board.session_buttons["show"], Qt.MouseButton.LeftButton)
    assert warnings == [f"Sessie {bad} is beschadigd en kan niet worden geopend (in de momentopname staat geen "
                        "geldige JSON (Expecting value bij teken 0))."]


def test_counts_take_the_plural_forms_of_the_language(speak: Callable[[str], str]) -> None:
    one = damage(Part.ANTES, Fault.NOT_INTS, hand=3, count=1)
    four = damage(Part.SETTLEMENT, Fault.NOT_INTS, hand=3, count=4)
    seats = damage(Part.SEATS, Fault.SEAT_COUNT, seats=1, players=2)
    assert [damage_text(d) for d in (one, four, seats)] == [
        "the antes of hand 3 is not a list of 1 whole number", "the settlement of hand 3 is not a list of 4 whole "
        "numbers", "it has 1 seat for a 2-player game"]
    assert speak("nl") == "nl"
    assert [damage_text(d) for d in (one, four, seats)] == [
        "in de inleg van hand 3 staat geen lijst van 1 geheel getal",
        "in de afrekening van hand 3 staat geen lijst van 4 gehele getallen",
        "de sessie heeft 1 plaats voor een spel met 2 spelers"]
    assert speak("es") == "es"
    assert damage_text(four) == "en la liquidación de la mano 3 no hay una lista de 4 números enteros"


def test_english_reads_as_the_store_says_it() -> None:
    """In English the player reads the command line's clause (a seat's fault names the seat instead)."""
    facts: dict[Fault, dict[str, object]] = {
        Fault.NOT_JSON_AT: {"error": "Expecting value", "position": 3}, Fault.NOT_INTS: {"count": 4},
        Fault.NOT_WHOLE: {"value": "'many'"}, Fault.CANNOT_DECOMPRESS: {"error": "incorrect header check"},
        Fault.SEAT_COUNT: {"seats": 3, "players": 4}, Fault.NOT_PLAYABLE: {"error": "it is seat 2's turn"}}
    for fault in Fault:
        for part in Part:
            found = damage(part, fault, hand=2, action=5, seat=1, key="theme", **facts.get(fault, {}))
            if fault is Fault.SEAT_NOT_VALID:
                said = str(damage(part, Fault.NOT_JSON, **found.facts)).removesuffix(" JSON")
                assert damage_text(found) == said, (part, fault)
            elif fault is not Fault.RULES_NOT_VALID:
                assert damage_text(found) == str(found), (part, fault)


def test_a_damaged_session_error_carries_its_damage() -> None:
    found = damage(Part.RECORD, Fault.NO_DEAL_OR_ACTIONS, hand=2)
    error = DamagedSession(7, found)
    assert str(error) == "session 7 is damaged: the record of hand 2 has no deal or no actions"
    assert error.damage == found and isinstance(error.damage, Damage)
    assert error_text(error) == "Session 7 is damaged and cannot be opened (the record of hand 2 has no deal or no " \
                                "actions)."


def test_the_cli_keeps_its_english(tmp_path: Path) -> None:
    found = damage(Part.CURRENT_ACTION, Fault.NOT_JSON_AT, action=2, error="Expecting value", position=0)
    assert str(found) == "action 2 of its hand in progress is not valid JSON (Expecting value at character 0)"
