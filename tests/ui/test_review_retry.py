"""The hand review on a fixed deal whose costly card is known, and "Try that again" from it at the table, with
real mouse events: the review marks the lead that gave two tricks away with the better cards, its button
replays the hand from that lead as a practice hand, and the coach speaks after the retry."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import PASS, PLAYS, Bid, Claim, Play
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs.review import ReviewWindow

HANDS = ("AS KS QS AH 2C", "JS TS 3H 4H 5H", "2S KH QH 3C 4C", "9S 8S JH AC KC")
WAIT = 20000


def _lost_hand() -> HandState:
    """Seat 0 bids three and leads the two of clubs (clubs become trumps): two tricks given away."""
    state = HandState(Rules(), 3, Deal(hands=tuple(CardSet(h.split()) for h in HANDS)))
    state.apply(Bid.number(3))
    for _ in range(3):
        state.apply(PASS)
    state.apply(PLAYS[Card("2C").index])
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if not isinstance(a, Claim)))
    return state


def test_the_review_marks_the_costly_lead_and_try_again_replays_it(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=WAIT)
    state = _lost_hand()
    review = ReviewWindow(state, ("You", "West", "North", "East"), 0)
    qtbot.addWidget(review)
    review.retry_requested.connect(window.try_again)
    review.show()
    qtbot.waitExposed(review)
    qtbot.waitUntil(lambda: review.reviewed == 0, timeout=WAIT)  # reviewed beside the window
    assert review.list.count() >= 1
    first = review.list.item(0).text()
    assert "Trick 1: your 2♣ gave away 2 tricks" in first and "A♠" in first
    assert "Chips lost to the decisions: 9" in review.summary.text()
    QTest.mouseClick(review.retry_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.practice is not None, timeout=WAIT)
    practice = controller.practice
    assert practice is not None and practice.history == state.history[:4] and practice.to_move == 0
    table = window.table
    qtbot.waitUntil(lambda: table.snap is not None and table.snap.my_turn and not table.busy()
                    and table.snap.phase == "play", timeout=WAIT)
    rect = table.item_for(Card("AS")).sceneBoundingRect()
    start = table.mapFromScene(QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y()))
    end = table.mapFromScene(table.zone.rect.center())
    vp = table.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (i / 8), 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
    qtbot.waitUntil(lambda: len(practice.history) > 4, timeout=WAIT)
    assert practice.history[4] == (0, Play(Card("AS")))
    qtbot.waitUntil(lambda: "gave nothing away" in window.statusBar().currentMessage(), timeout=WAIT)
    assert "A♠" in window.statusBar().currentMessage()


def test_the_hand_history_opens_the_review_of_the_hand_shown(qtbot: QtBot) -> None:
    from napdesk.engine.record import parse_record, record_of
    from napdesk.ui.dialogs import HandHistoryWindow

    history = HandHistoryWindow(None)
    qtbot.addWidget(history)
    history.show()
    qtbot.waitExposed(history)
    state = _lost_hand()
    assert history.load(parse_record(record_of(state, ("You", "West", "North", "East"))), "a lost three")
    QTest.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    review = history.review_window
    assert review is not None
    qtbot.waitUntil(review.isVisible, timeout=WAIT)
    qtbot.waitUntil(lambda: review.reviewed == 0, timeout=WAIT)
    assert "your 2♣ gave away 2 tricks" in review.list.item(0).text()
    with qtbot.waitSignal(history.retry_requested, timeout=WAIT) as blocker:
        QTest.mouseClick(review.retry_button, Qt.MouseButton.LeftButton)
    again, mark = blocker.args
    assert isinstance(again, HandState) and again.history == state.history[:4] and mark.card == Card("2C")
    review.close()
