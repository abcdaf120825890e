"""A hand record napdesk refuses says why in the player's language: the engine's code for the fault translated,
the facts filled in (cards as the table shows them, the file's own text as it came), never the record's English
("not a card", "unknown field", "names for a")."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import ActionFault
from napdesk.engine.deal import DealFault
from napdesk.engine.record import RecordFault
from napdesk.ui.dialogs import HandHistoryWindow
from napdesk.ui.i18n import install_translator, translate, translate_n
from napdesk.ui.record_words import CONTEXT, DEAL_TEXTS, NUMERUS, TEXTS

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
ENGLISH = ("not a card", "unknown field", "names for", "dealt twice", "actions:", "a hand under", "record:",
           "deal:", "players:", "action ")


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _golden(name: str) -> dict[str, object]:
    data = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _opened(qtbot: QtBot, tmp_path: Path, record: dict[str, object], name: str = "hand.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    window = HandHistoryWindow()
    qtbot.addWidget(window)
    window.show()
    assert not window.import_file(path)
    text = window.error_text()
    assert not [words for words in ENGLISH if words in text], text
    return text


def test_a_bad_card_in_the_deal_is_said_in_dutch(qtbot: QtBot, tmp_path: Path, speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    text = _opened(qtbot, tmp_path, _golden("malformed_card_in_deal_refused.json"))
    assert text == "hand.json is geen hand die napdesk kan naspelen: de hand van plaats 2: 'ZZ' is geen kaart", text


def test_a_bad_card_in_an_action_is_said_in_spanish(qtbot: QtBot, tmp_path: Path,
                                                    speak: Callable[[str], str]) -> None:
    assert speak("es") == "es"
    text = _opened(qtbot, tmp_path, _golden("malformed_card_in_play_refused.json"))
    assert text == ("hand.json no es una mano que napdesk pueda reproducir: jugada 5 (puesto 1): '1H' no es una "
                    "carta"), text


def test_an_unknown_field_is_said_in_dutch(qtbot: QtBot, tmp_path: Path, speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    record = {**_golden("must_follow_refused.json"), "comment": "played at the club"}
    text = _opened(qtbot, tmp_path, record)
    assert text == "hand.json is geen hand die napdesk kan naspelen: onbekend veld 'comment' in het verslag", text


def test_a_wrong_number_of_names_is_said_in_dutch_with_its_plural(qtbot: QtBot, tmp_path: Path,
                                                                   speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    text = _opened(qtbot, tmp_path, _golden("players_count_mismatch_refused.json"))
    assert text == "hand.json is geen hand die napdesk kan naspelen: 4 namen voor een spel met 5 spelers", text
    record = _golden("players_count_mismatch_refused.json")
    record["players"] = ["Ann"]
    record["rules"] = {"preset": "standard", "players": 2}
    text = _opened(qtbot, tmp_path, record)
    assert text == "hand.json is geen hand die napdesk kan naspelen: 1 naam voor een spel met 2 spelers", text


def test_a_card_dealt_twice_is_said_in_dutch_as_the_table_shows_it(qtbot: QtBot, tmp_path: Path,
                                                                    speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    text = _opened(qtbot, tmp_path, _golden("deal_duplicate_card_refused.json"))
    assert text == "hand.json kan niet worden gedeeld: A♥ is twee keer gedeeld", text


def test_a_wrong_number_of_cards_dealt_is_said_in_spanish(qtbot: QtBot, tmp_path: Path,
                                                          speak: Callable[[str], str]) -> None:
    assert speak("es") == "es"
    text = _opened(qtbot, tmp_path, _golden("deal_wrong_card_count_refused.json"))
    assert text == "hand.json no se puede repartir: el puesto 1 recibió 4 cartas en vez de 5", text


def test_too_many_actions_are_said_in_dutch(qtbot: QtBot, tmp_path: Path, speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    record = _golden("must_follow_refused.json")
    record["actions"] = [{"seat": 1, "bid": "pass"}] * 100
    text = _opened(qtbot, tmp_path, record)
    assert text == ("hand.json is geen hand die napdesk kan naspelen: 100 zetten, maar een hand onder deze regels "
                    "heeft er hoogstens 34"), text


def test_a_rule_napdesk_cannot_play_is_said_in_spanish(qtbot: QtBot, tmp_path: Path,
                                                       speak: Callable[[str], str]) -> None:
    assert speak("es") == "es"
    text = _opened(qtbot, tmp_path, _golden("rule_bad_value_refused.json"))
    assert text.startswith("hand.json no es una mano que napdesk pueda reproducir: las reglas: "), text
    assert "cannot be" not in text, text


def test_every_code_has_a_text() -> None:
    assert set(TEXTS) == {*RecordFault, *ActionFault} and set(DEAL_TEXTS) == set(DealFault)


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_every_code_is_translated(lang: str, speak: Callable[[str], str]) -> None:
    assert speak(lang) == lang
    # "{error}" is a nested error said by its own code (a deal's, the engine's Reason): no words of its own
    worded = [source for source in (*TEXTS.values(), *DEAL_TEXTS.values()) if source != "{error}"]
    untranslated = [source for source in worded
                    if (translate_n(CONTEXT, source, 2) if source in NUMERUS else translate(CONTEXT, source))
                    == source]
    assert not untranslated, untranslated
