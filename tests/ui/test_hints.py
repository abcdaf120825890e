"""Hints on the table: the chance of making each bid on its button, and the expert's suggestion."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

import napdesk.ai.hints as hints
from napdesk.engine.hand import HandState
from napdesk.ui import aiproc
from napdesk.ui import controller as controller_module
from napdesk.ui.app import MainWindow


def _my_bid(qtbot: QtBot, window: MainWindow) -> HandState:
    def ready() -> bool:
        state = window.controller.state
        return state is not None and state.phase == "bidding" and state.to_move == 0 and not window.table.busy()

    def bidding_over() -> bool:
        state = window.controller.state
        return state is not None and state.phase != "bidding"

    for seed in range(1, 40):  # a deal where seat 0 speaks before the bidding ends
        window.controller.new_session(seed=seed)
        window.controller.next_hand()
        # Wait for the event either way (seat 0 to speak, or the bidding over without it), not for a time.
        qtbot.waitUntil(lambda: ready() or bidding_over(), timeout=30_000)
        if not ready():
            continue
        state = window.controller.state
        assert state is not None
        return state
    raise AssertionError("seat 0 never had a bid to make")


def test_hints_show_the_chance_of_each_bid_and_a_suggestion(qtbot: QtBot,
                                                             make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=4)
    _my_bid(qtbot, window)
    bar = window.table.bar
    assert not any("%" in b.text() for b in bar.buttons)  # hints are off to begin with
    with qtbot.waitSignal(window.controller.hinted, timeout=10000):
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Hints
    assert window.menus.hints_action.isChecked()
    qtbot.waitUntil(lambda: any("%" in b.text() for b in bar.buttons if b.isEnabled()))
    assert "Hint:" in window.statusBar().currentMessage()
    disabled = [b for b in bar.buttons if not b.isEnabled()]
    assert all("%" not in b.text() for b in disabled)  # only the bids open now get a chance


def test_a_hint_on_too_few_sampled_deals_says_it_is_a_guess(qtbot: QtBot, make_window: Callable[..., MainWindow],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hints, "EVIDENCE", 10**6)  # no hint rests on enough deals: each must say so

    def guessing(view: Any, **kw: Any) -> hints.Hint:  # not picklable: searched here, where EVIDENCE is patched
        return hints.hint(view, **kw)

    monkeypatch.setattr(controller_module, "hint", guessing)
    window = make_window(seed=4)
    _my_bid(qtbot, window)
    with qtbot.waitSignal(window.controller.hinted, timeout=10000) as got:
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Hints
    result = got.args[0]
    assert result.advice.guess
    message = window.statusBar().currentMessage()
    assert message.startswith("Hint:")
    assert f"(only a guess: {result.samples} sampled deal" in message


def test_turning_hints_on_starts_their_child_process_before_the_first_is_asked(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The searches a person waits for run in a child process that takes about a second to start (Python and the
    search modules): started when hints are turned on, the first hint does not wait for it."""
    aiproc.shutdown()  # no child left by an earlier test
    window = make_window(start=False)  # no session yet: no search is asked for (the computers' child starts)

    def searchers() -> int:
        pool = aiproc._pools.get(aiproc.COURTESY)
        return len(getattr(pool, "_processes", None) or {})

    assert searchers() == 0
    window.menus.hints_action.trigger()  # View > Hints
    qtbot.waitUntil(lambda: searchers() == 1, timeout=60_000)
    assert window.controller.last_hint is None  # none was asked: the child was started for the first one
