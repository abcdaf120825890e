"""The words guard, second part: the person at the screen is spoken to in every language, counts take the language's
plural forms, and dates and decimals are written as the language in force writes them.

A sentence about a seat is whole in both persons ("You bid Two and made it", "Ann bid Two and made it"): the code
picks one, it never puts the person's name (or "You", "Jij", "Tú") in the place of a third person's, which gave
"Tú apostó" and "You plays the ten of hearts". A count in a sentence is Qt's %n, which gave "after 1 hands" when it
was a figure put in.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt, QTimeZone
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Bid
from napdesk.engine.cards import Card
from napdesk.engine.rules import OPTIONS, Rules
from napdesk.store.scoreboard import PlayerStats
from napdesk.ui.accessibility import TableAnnouncer
from napdesk.ui.controller import GameController, SeatConfig
from napdesk.ui.dialogs.house_rules import summary_html
from napdesk.ui.dialogs.resume import when_text
from napdesk.ui.dialogs.scoreboard_model import local_time, stats_row
from napdesk.ui.i18n import I18N_DIR, bid_label, install_translator
from napdesk.ui.words import verdict_html

LANGUAGES = ("en", "nl", "es")
NAMES = ["Zed", "Ann", "Ben", "Cat"]
TEN_OF_HEARTS = Card.parse("TH")


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _verdicts(humans: list[int]) -> list[str]:
    """Every head the result panel can have for seat 0 as the bidder (and seat 0 or 2 as the revoker)."""
    return [verdict_html(NAMES, humans, 0, "Two", made, reason, revoker, 1, played)
            for made in (True, False) for reason, revoker in ((None, None), ("claim", None), ("revoke", 2),
                                                              ("revoke", 0))
            for played in (0, 3)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_result_speaks_to_the_one_person_and_names_the_others(lang: str, speak: Callable[[str], str]) -> None:
    assert speak(lang) == lang
    for text in _verdicts([0]):  # the one person at the table bid: he is spoken to, never named
        assert "Zed" not in text, text
    for text in _verdicts([0, 1]):  # a hot-seat table: the bidder is named
        assert "Zed" in text, text
    for text in _verdicts([1]):  # another person bid: named, and "you" only for the one who revoked
        assert "Zed" in text, text


@pytest.mark.parametrize(("lang", "made", "claimed"), [
    ("en", "<h2>You bid Two and made it</h2><p>You took 1 of 3 tricks played.</p>",
     "<h2>You bid Two and made it by a claim</h2><p>You claimed the remaining tricks after 3 tricks, having taken "
     "1.</p>"),
    ("nl", "<h2>Je bood Twee en haalde het</h2><p>Gespeeld: 3 slagen; je haalde er 1.</p>",
     "<h2>Je bood Twee en haalde het met een claim</h2><p>Je claimde de overige slagen na 3 slagen, waarvan je er "
     "1 had gehaald.</p>"),
    ("es", "<h2>Apostaste Dos y la cumpliste</h2><p>Ganaste 1 de 3 bazas jugadas.</p>",
     "<h2>Apostaste Dos y la cumpliste reclamando</h2><p>Reclamaste las bazas restantes tras 3 bazas, con 1 "
     "ganadas.</p>"),
])
def test_the_result_of_your_bid_in_each_language(lang: str, made: str, claimed: str,
                                                 speak: Callable[[str], str]) -> None:
    """A claimed hand says the claim: the tricks after it were never played ("You took 1 of 3 tricks played" read
    as if the bid of Two had been made with one trick)."""
    assert speak(lang) == lang
    two = bid_label(Bid.parse("2"))
    assert verdict_html(NAMES, [0], 0, two, True, None, None, 1, 3) == made
    assert verdict_html(NAMES, [0], 0, two, True, "claim", None, 1, 3) == claimed


@pytest.mark.parametrize(("lang", "played", "won"), [
    ("en", "You play the ten of hearts", "You win trick 1"),
    ("nl", "Je speelt ", "Je wint slag 1"),
    ("es", "Juegas ", "Ganas la baza 1"),
])
def test_the_announcements_speak_to_the_person_at_the_table(lang: str, played: str, won: str, qtbot: QtBot,
                                                            speak: Callable[[str], str]) -> None:
    assert speak(lang) == lang
    seats = [SeatConfig("Zed", True), *(SeatConfig(n, False, "random") for n in NAMES[1:])]
    controller = GameController(Rules(), seats, seed=4)
    view = QWidget()
    qtbot.addWidget(view)
    announcer = TableAnnouncer(view, controller.name)
    announcer.follow(controller)
    controller.new_session()
    heard: list[str] = []
    announcer.announced.connect(heard.append)
    announcer.card_played(0, TEN_OF_HEARTS)
    announcer.trick_won(0, 1)
    announcer.card_played(1, TEN_OF_HEARTS)
    assert heard[0].startswith(played) and heard[1] == won, heard
    assert "Zed" not in heard[0] + heard[1] and heard[2].startswith("Ann")
    controller.shutdown()


# A count put in as a figure before a counted word, allowed only where the count is never one (its option's
# minimum says so): "{value} players sit at the table" (two at least).
_COUNTED = re.compile(r"\{(\w*)\} (?:hand|trick|time|card|deal|player|chip|session|counter|point)s\b")
_MINIMUM = {o.key: o.minimum for o in OPTIONS}
_OPTION_OF = {s: o.key for o in OPTIONS for s in o.says}


def _figure_counts(lang: str) -> list[str]:
    found = []
    for context in ET.parse(I18N_DIR / f"napdesk_{lang}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            match = _COUNTED.search(source)
            if match is None or message.get("numerus") == "yes":
                continue
            key = match.group(1)
            option = _OPTION_OF.get(source) if key == "value" else key
            least = _MINIMUM.get(option or "")
            if least is None or least < 2:
                found.append(source)
    return found


@pytest.mark.parametrize("lang", ["nl", "es"])
def test_no_count_that_can_be_one_is_a_figure_before_a_plural(lang: str) -> None:
    assert _figure_counts(lang) == []


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The session ends after 1 hand."), ("nl", "De sessie eindigt na 1 hand."),
    ("es", "La sesión termina tras 1 mano."),
])
def test_the_house_rules_count_one_hand_in_the_singular(lang: str, said: str, speak: Callable[[str], str]) -> None:
    assert speak(lang) == lang
    assert said in summary_html(Rules({"session_end": "hands", "session_length": 1}))


@pytest.mark.parametrize(("lang", "decimal"), [("en", "-0.33"), ("nl", "-0,33"), ("es", "-0,33")])
def test_dates_and_decimals_are_written_as_the_language_writes_them(lang: str, decimal: str,
                                                                    speak: Callable[[str], str]) -> None:
    """Whatever the system's locale (C on a bare machine wrote "2 12 2026 07:20"), the language in force writes the
    date and the decimals, unless the system's locale is of that same language (en_GB stays en_GB)."""
    before = QLocale()
    assert speak(lang) == lang
    locale = QLocale()
    assert locale.language() == QLocale(lang).language()
    if before.language() != locale.language():
        assert locale.name() == QLocale(lang).name()
    stamp = "2026-12-02T07:20:00Z"
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    moment.setTimeZone(QTimeZone.utc())
    expected = locale.toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
    assert local_time(stamp) == when_text(stamp) == expected
    assert expected != QLocale.c().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
    stats = PlayerStats(name="Zed", sessions=1, hands=3, chips_won=-1)
    assert stats_row(stats)[4] == decimal
