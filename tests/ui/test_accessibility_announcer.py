"""napdesk.ui.accessibility on its own: card names in the player's language with whether they may be played, the
focus and value-change events as the keyboard moves through a hand, and the announcements of cards played and
tricks won (from a real session played by computers)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Play
from napdesk.engine.cards import Card
from napdesk.engine.rules import Rules
from napdesk.ui.accessibility import TableAnnouncer, card_accessible_name
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import GameController, SeatConfig
from napdesk.ui.i18n import card_name, install_translator

QH = Card.parse("QH")


def test_card_names_say_whether_the_card_may_be_played() -> None:
    assert card_accessible_name(QH) == "Queen of hearts"
    assert card_accessible_name(QH, playable=True) == "Queen of hearts, may be played"
    assert card_accessible_name(QH, playable=False) == "Queen of hearts, may not be played"
    assert (card_accessible_name(QH, playable=False, reason="You must follow spades")
            == "Queen of hearts, may not be played: You must follow spades")
    assert card_accessible_name(None) == "Card face down"


def test_card_names_are_in_the_players_language(qapp: QApplication) -> None:
    try:
        install_translator(qapp, "nl")
        dutch = card_name(QH)
        assert dutch != "queen of hearts"
        assert dutch.lower() in card_accessible_name(QH, playable=True).lower()
    finally:
        install_translator(qapp, "en")
    assert card_accessible_name(QH) == "Queen of hearts"


def test_moving_through_the_hand_sends_focus_and_value_events(qtbot: QtBot) -> None:
    view = QWidget()
    qtbot.addWidget(view)
    view.setAccessibleName("Card table")
    announcer = TableAnnouncer(view, lambda seat: ["Ann", "Ben", "Cat", "Dan"][seat])
    hand = [Card.parse(c) for c in ("AS", "QH", "2C")]
    for i, card in enumerate(hand):
        announcer.focus_card(card, i, len(hand), playable=card.suit == QH.suit,
                             reason=None if card.suit == QH.suit else "You must follow hearts")
    kinds = [kind for kind, _ in announcer.events]
    assert kinds == ["description", "focus", "value"] * 3
    values = [text for kind, text in announcer.events if kind == "value"]
    assert values == ["Ace of spades, may not be played: You must follow hearts", "Queen of hearts, may be played",
                      "Two of clubs, may not be played: You must follow hearts"]
    assert view.accessibleName() == "Card table"
    assert view.accessibleDescription() == ("Two of clubs, may not be played: You must follow hearts. "
                                            "Card 3 of 3 in your hand")


def test_every_card_played_and_every_trick_won_is_announced(qtbot: QtBot) -> None:
    seats = [SeatConfig(n, False, "random") for n in ("Ann", "Ben", "Cat", "Dan")]
    controller = GameController(Rules(), seats, seed=4)
    controller.pace_ms = 0  # computers act at once
    view = QWidget()
    qtbot.addWidget(view)
    announcer = TableAnnouncer(view, controller.name)
    announcer.follow(controller)
    heard: list[str] = []
    announcer.announced.connect(heard.append)
    for _ in range(2):  # two hands: the trick count starts again with each
        heard.clear()
        if controller.session is None:
            controller.new_session()
        controller.next_hand()
        qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_over, timeout=20000)
        state = controller.state
        assert state is not None
        plays = [(seat, a) for seat, a in state.history if isinstance(a, Play)]
        said_plays = [t for t in heard if " plays the " in t]
        assert said_plays == [f"{controller.name(seat)} plays the {card_name(a.card)}" for seat, a in plays]
        said_tricks = [t for t in heard if " wins trick " in t]
        winners = [t.winner for t in state.tricks]
        assert None not in winners
        assert said_tricks == [f"{controller.name(w or 0)} wins trick {i}" for i, w in enumerate(winners, 1)]
        assert said_tricks, "no trick was played"
        assert [kind for kind, _ in announcer.events[-len(heard):]] == ["announcement"] * len(heard)
    controller.stop()
    # The finished hands' analyses run on the pool: let them end while the controller that receives them lives.
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=30000)


def test_the_main_window_announces_from_its_table(make_window: Callable[..., MainWindow]) -> None:
    window = make_window(start=False)
    assert window.announcer.view is window.table
