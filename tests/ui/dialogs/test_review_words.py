"""The hand review's own words: the seats as the player reads them, and marks read whole."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from napdesk.engine.actions import PASS, Bid
from napdesk.engine.cards import CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.ui.dialogs.review import ReviewWindow
from napdesk.ui.i18n import shown_name

HANDS = ("AS KS QS AH 2C", "JS TS 3H 4H 5H", "2S KH QH 3C 4C", "9S 8S JH AC KC")


def _bid_hand() -> HandState:
    state = HandState(Rules(), 3, Deal(hands=tuple(CardSet(h.split()) for h in HANDS)))
    state.apply(Bid.number(3))
    for _ in range(3):
        state.apply(PASS)
    return state


def test_the_seats_are_named_as_the_table_names_them(qtbot: QtBot) -> None:
    """A saved session keeps the default names as codes: the review offered "you" and "seat:west"."""
    codes = ("you", "seat:west", "seat:north", "seat:east")
    review = ReviewWindow(_bid_hand(), codes, 0)
    qtbot.addWidget(review)
    assert [review.seat_box.itemText(i) for i in range(4)] == [shown_name(c) for c in codes]
    assert review.seat_box.itemText(0) == "You"


def test_a_long_mark_is_wrapped_not_cut(qtbot: QtBot) -> None:
    """A bid's mark (the better bid, the chips, that it is an estimate) ran past the window's edge."""
    review = ReviewWindow(_bid_hand(), ("You", "West", "North", "East"), 0)
    qtbot.addWidget(review)
    assert review.list.wordWrap()
    assert review.list.horizontalScrollBarPolicy().name == "ScrollBarAlwaysOff"


def test_the_history_speaks_to_the_person_as_the_table_does() -> None:
    """Its analysis read "with all cards seen, You could have taken 1 of the 5 tricks" (Dutch: "had Jij ...")."""
    from napdesk.ai.analysis import Analysis
    from napdesk.ui.dialogs.history import spoken_to
    from napdesk.ui.words import analysis_note

    players = ("you", "seat:west", "seat:north", "seat:east")
    assert spoken_to(players) == (0,)
    assert spoken_to(("Ann", "Bob", "Cat", "Dan")) == ()
    analysis = Analysis(bidder=0, contract="3", could_make=1, makeable=False, made=False, swings=())
    names = [shown_name(p) for p in players]
    assert analysis_note(analysis, names, spoken_to(players), 5) == (
        "With all cards seen, you could have taken 1 of the 5 tricks.")
