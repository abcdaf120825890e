"""The scoreboard's session summary, on a fixed session whose costly decision is known: the person bids three and
leads the two of clubs (clubs become trumps), which gives two tricks and the bid away; the summary (reviewed in
the background) puts the nine chips it cost on the decisions, none on the cards. Closing the window stops it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import NAP, PASS, PLAYS, Action, Bid, Claim
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import BegunHand, Session
from napdesk.store import Seat, Store
from napdesk.ui.dialogs import ScoreboardWindow, scoreboard_costs
from napdesk.ui.dialogs.scoreboard_costs import session_costs
from tests.ui.held_review import hold_reviews

HANDS = ("AS KS QS AH 2C", "JS TS 3H 4H 5H", "2S KH QH 3C 4C", "9S 8S JH AC KC")
PLAYERS = ("Ann", "Ben", "Cat", "Dan")
WAIT = 30000


def _fixed_session(store: Store, hands: tuple[str, ...] = HANDS,
                   actions: tuple[Action, ...] = (Bid.number(3), PASS, PASS, PASS, PLAYS[Card("2C").index])) -> int:
    """One finished hand: dealt HANDS by seat 3; Ann (seat 0) bids three and leads the two of clubs."""
    session = Session(Rules(), PLAYERS, 1, first_dealer=3)

    def deal(plan: BegunHand) -> HandState:
        return HandState(plan.rules, plan.seats.index(plan.dealer),
                         Deal(hands=tuple(CardSet(h.split()) for h in hands)), plan.pool)

    session._deal = deal  # type: ignore[method-assign]
    seats = [Seat(p) if i == 0 else Seat(p, "computer", "random") for i, p in enumerate(PLAYERS)]
    sid = store.create_session("Fixed", Rules(), seats, seed=1, snapshot=session.snapshot())
    hand = session.start_hand()
    store.begin_hand(sid, session.number, record_of(hand, list(PLAYERS)))
    for action in actions:
        seat = hand.to_move
        session.apply(action)
        store.record_action(sid, seat, action)
    while not hand.is_over:
        seat = hand.to_move
        move = next(a for a in hand.legal_actions() if not isinstance(a, Claim))
        session.apply(move)
        store.record_action(sid, seat, move)
    store.finish_hand(sid, session.history[-1], session.snapshot())
    return sid


def test_session_costs_put_the_costly_lead_on_the_decisions(store: Store) -> None:
    costs = session_costs(store, _fixed_session(store))
    assert (costs.hands, costs.decisions, costs.cards) == (1, 9, 0)


def test_session_costs_count_a_hopeless_bid_on_the_decisions(store: Store) -> None:
    # Ann holds nothing and bids nap: lost for certain, 5 chips to each of three; a pass would have cost nothing.
    poor = ("9C 8D 7H 9S 8H", "AS KS 3H 4H 5H", "2S KH QH 3C 4C", "TS 7S AH AC KC")
    costs = session_costs(store, _fixed_session(store, poor, (NAP,)))
    assert (costs.hands, costs.decisions, costs.cards) == (1, 15, 0)


def test_the_scoreboard_shows_the_chips_lost_to_decisions(qtbot: QtBot, store: Store) -> None:
    sid = _fixed_session(store)
    window = ScoreboardWindow(store, sid)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    label = window.costs
    qtbot.waitUntil(lambda: label.costs is not None, timeout=WAIT)
    assert "chips lost to your decisions 9, to the cards 0" in label.text()
    assert "last 1 hand:" in label.text()
    assert not label.stopped


def test_closing_the_scoreboard_stops_the_review(qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    sid = _fixed_session(store)
    started, release = hold_reviews(monkeypatch, scoreboard_costs, WAIT)
    window = ScoreboardWindow(store, sid)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    label = window.costs
    qtbot.waitUntil(started.is_set, timeout=WAIT)
    assert "Reviewing" in label.text()
    window.close()
    assert label.stopped
    release.set()
    qtbot.wait(200)  # the review ends; what it found is not delivered to a closed window
    assert label.costs is None


def test_a_scoreboard_deleted_unclosed_takes_no_review(qtbot: QtBot, store: Store,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A scoreboard deleted with the main window, never closed itself: its review is stopped as it goes, and its
    result reaches no deleted label (it did: "Internal C++ object (CostsLabel) already deleted")."""
    sid = _fixed_session(store)
    started, release = hold_reviews(monkeypatch, scoreboard_costs, WAIT)
    window = ScoreboardWindow(store, sid)
    window.show()
    qtbot.waitExposed(window)
    workers = window.costs._workers
    qtbot.waitUntil(started.is_set, timeout=WAIT)
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert workers.closed  # stopped with the label, so nothing is delivered to it
    release.set()
    qtbot.wait(200)  # the review ends; a result delivered would raise in the event loop and fail the test
