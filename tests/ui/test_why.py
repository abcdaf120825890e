""""Why?" at the main table, with real events: beside a hint it gives the hint's reason in words (the bid or card,
the sampled chance, the danger left), and after a refused card the rule behind the refusal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.ai.advice import AdviceKind
from napdesk.ai.hints import Hint
from napdesk.engine.actions import PASS, PLAYS, Bid
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.reasons import Reason
from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.why_words import RULES, rule_text
from tests.ui.test_hints import _my_bid

HANDS = ("AS KS QS AH 2C", "JS TS 3H 4H 5H", "2S KH QH 3C 4C", "9S 8S JH AC KC")
WAIT = 20000


def test_every_refusal_has_its_rule() -> None:
    assert set(RULES) == set(Reason)


def test_why_beside_a_hint_gives_its_reason(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=4)
    _my_bid(qtbot, window)
    assert not window.why_button.isVisible()  # no hint, no refusal: nothing to explain
    with qtbot.waitSignal(window.controller.hinted, timeout=WAIT) as got:
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Hints
    hint = got.args[0]
    assert isinstance(hint, Hint)
    qtbot.waitUntil(window.why_button.isVisible, timeout=WAIT)
    QTest.mouseClick(window.why_button, Qt.MouseButton.LeftButton)
    text = window.statusBar().currentMessage()
    assert text.startswith("Why: ")
    advice = hint.advice
    if advice.kind in (AdviceKind.BID, AdviceKind.TAKE_WIDOW):
        assert f"{round(100 * (advice.chance or 0))}%" in text and "sampled deal" in text
        assert "The danger:" in text or "Not one of those deals goes wrong" in text
    else:
        assert text[len("Why: "):]  # a plain reason ("Pass: no bid is worth its risk")
    # the keyboard asks too, and the Why? button never takes the focus from the table
    assert window.table.hasFocus() or not window.why_button.hasFocus()
    with qtbot.waitSignal(window.why_button.explained, timeout=WAIT) as said:
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert said.args[0] == text


def test_why_after_a_refused_card_gives_the_rule(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=WAIT)
    # Seat 3 bids two and leads the nine of spades: the person holds spades and must follow.
    state = HandState(Rules(), 2, Deal(hands=tuple(CardSet(h.split()) for h in HANDS)))
    for action in (Bid.number(2), PASS, PASS, PASS, PLAYS[Card("9S").index]):
        state.apply(action)
    assert state.to_move == 0
    window.controller.practise(state)
    table = window.table
    qtbot.waitUntil(lambda: table.snap is not None and table.snap.my_turn and not table.busy()
                    and table.snap.phase == "play", timeout=WAIT)
    rect = table.item_for(Card("AH")).sceneBoundingRect()
    start = table.mapFromScene(QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y()))
    end = table.mapFromScene(table.zone.rect.center())
    vp = table.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (i / 8), 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
    qtbot.waitUntil(window.why_button.isVisible, timeout=WAIT)
    assert window.controller.practice is not None and len(window.controller.practice.history) == 5  # refused
    QTest.mouseClick(window.why_button, Qt.MouseButton.LeftButton)
    text = window.statusBar().currentMessage()
    assert text == "Why: " + rule_text(Reason.MUST_FOLLOW)
    assert "suit led" in text
