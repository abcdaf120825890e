"""The hand review's bid marks on fixed deals whose costly bid is known, and "Try that again" from them at the
table, with real mouse events: a passed nap is marked with the nap it missed and the chips it cost by the expert's
estimate; its button replays the hand from that pass as a practice hand, the bid is made again with the bidding
buttons, and the coach says what the new choice is worth. The review runs beside the window: it answers while
the review is under way, and a closed window is given nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.ai.bidreview import BidMark
from napdesk.engine.actions import NAP, PASS, Bid, Claim
from napdesk.engine.cards import CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs import review as review_dialog
from napdesk.ui.dialogs.review import ReviewWindow
from napdesk.ui.i18n import bid_label
from tests.ui.held_review import hold_reviews

# Seat 0 (first to bid: seat 3 deals) holds the five top spades: nap is certain.
NAP_HANDS = ("AS KS QS JS TS", "AH KH 3H 4H 5H", "2S KD QH 3C 4C", "9S 8S JH AC KC")
# Seat 0 holds nothing: a nap bid is lost for certain.
POOR_HANDS = ("9C 8D 7H 9S 8H", "AS KS 3H 4H 5H", "2S KH QH 3C 4C", "TS 7S AH AC KC")
PLAYERS = ("You", "West", "North", "East")
# The chip counts are matched up to "chip": the English plural forms of a new text ("chips") come with the
# translations, its source ("chip(s)") before.
WAIT = 20000


def _hand(hands: tuple[str, ...], *bids: Bid) -> HandState:
    state = HandState(Rules(), 3, Deal(hands=tuple(CardSet(h.split()) for h in hands)))
    for bid in bids:
        state.apply(bid)
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if not isinstance(a, Claim)))
    return state


def _open_review(qtbot: QtBot, window: MainWindow, state: HandState) -> ReviewWindow:
    review = ReviewWindow(state, PLAYERS, 0)
    qtbot.addWidget(review)
    review.retry_requested.connect(window.try_again)
    review.show()
    qtbot.waitExposed(review)
    qtbot.waitUntil(lambda: bool(review.marks), timeout=WAIT)  # reviewed off the UI thread
    return review


def _retry_and_bid(qtbot: QtBot, window: MainWindow, review: ReviewWindow, bid: Bid) -> None:
    """"Try that again" on the mark chosen, then ``bid`` with the bidding buttons at the table."""
    QTest.mouseClick(review.retry_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.practice is not None, timeout=WAIT)
    practice = controller.practice
    assert practice is not None and not practice.history and practice.to_move == 0  # the deal, before the bid
    assert practice.deal == review.state.deal
    table = window.table
    qtbot.waitUntil(lambda: table.snap is not None and table.snap.my_turn and not table.busy()
                    and table.snap.phase == "bidding" and table.bar.button(bid_label(bid)) is not None,
                    timeout=WAIT)
    button = table.bar.button(bid_label(bid))
    assert button is not None and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(practice.history) >= 1, timeout=WAIT)
    assert practice.history[0] == (0, bid)


def test_a_passed_nap_is_marked_and_try_again_replays_the_bid(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=WAIT)
    review = _open_review(qtbot, window, _hand(NAP_HANDS, PASS, Bid.number(2)))
    mark = review.marks[0]
    assert isinstance(mark, BidMark) and mark.bid == PASS and mark.better == NAP  # worst first
    first = review.list.item(0).text()
    assert "Bidding: you chose Pass; Nap was worth about 30 chip" in first
    assert "estimate" in first and "not with every card seen" in first
    _retry_and_bid(qtbot, window, review, NAP)
    status = window.statusBar()
    qtbot.waitUntil(lambda: "Nap this time" in status.currentMessage(), timeout=WAIT)
    assert "nothing given away" in status.currentMessage()


def test_a_hopeless_nap_is_marked_and_the_retry_says_what_it_costs_again(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=WAIT)
    review = _open_review(qtbot, window, _hand(POOR_HANDS, NAP))
    mark = review.marks[0]
    assert isinstance(mark, BidMark) and mark.bid == NAP and mark.chips >= 15
    assert "Bidding: you chose Nap;" in review.list.item(0).text()
    assert "Chips lost to the decisions: 15; to the cards: 0." in review.summary.text()
    _retry_and_bid(qtbot, window, review, NAP)
    status = window.statusBar()
    qtbot.waitUntil(lambda: "Nap this time gives away about" in status.currentMessage(), timeout=WAIT)
    assert f"about {mark.chips} chip" in status.currentMessage() and bid_label(mark.better) in status.currentMessage()


def test_the_review_runs_beside_the_window_and_closing_it_drops_the_review(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    started, release = hold_reviews(monkeypatch, review_dialog, WAIT)
    review = ReviewWindow(_hand(POOR_HANDS, NAP), PLAYERS, 0)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    qtbot.waitUntil(started.is_set, timeout=WAIT)
    assert "Reviewing" in review.summary.text() and not review.retry_button.isEnabled()  # the window answers
    review.close()
    release.set()
    qtbot.wait(200)  # the review ends; what it found is not delivered to a closed window
    assert review.marks == () and review.reviewed is None


def test_a_review_deleted_unclosed_drops_the_review(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A review window deleted with its history window, never closed itself: its review is stopped as it goes,
    and what it found reaches no deleted window."""
    started, release = hold_reviews(monkeypatch, review_dialog, WAIT)
    review = ReviewWindow(_hand(POOR_HANDS, NAP), PLAYERS, 0)
    review.show()
    qtbot.waitExposed(review)
    workers = review._workers
    qtbot.waitUntil(started.is_set, timeout=WAIT)
    review.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert workers.closed  # stopped with the window, so nothing is delivered to it
    release.set()
    qtbot.wait(200)  # the review ends; a result delivered would raise in the event loop and fail the test
