"""The searches a person waits for (a hint with its bid chances, the after-hand analysis, the hand history's
analysis) run in a child process, never on a thread of the UI process: under its GIL a 300 ms hint made stalls
over 50 ms 1.2-1.6x as frequent at the table.

Each test breaks the search in this (the UI) process only: a child process starts afresh and has the real one, so
the answer still arrives if, and only if, the search ran there."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.ai import analysis
from napdesk.ai.expert import ExpertPlayer
from napdesk.ai.hints import Hint
from napdesk.store import Store
from napdesk.ui import aiproc
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs import HandHistoryWindow
from napdesk.ui.workers import Workers

WAIT_MS = 30_000  # the first answer also waits for the child to start, on a busy 2-core machine


def _my_bid(qtbot: QtBot, window: MainWindow) -> None:
    """A deal where seat 0 (the person) has a bid to make, and its turn (as tests/ui/test_hints.py finds one)."""
    def ready() -> bool:
        state = window.controller.state
        return state is not None and state.phase == "bidding" and state.to_move == 0 and not window.table.busy()

    for seed in range(1, 40):
        window.controller.new_session(seed=seed)
        window.controller.next_hand()
        try:
            qtbot.waitUntil(ready, timeout=3000)
        except AssertionError:
            continue
        return
    raise AssertionError("seat 0 never had a bid to make")


def _broken_here(*_args: Any, **_kwargs: Any) -> Any:
    raise AssertionError(f"searched in the UI process ({os.getpid()})")


@pytest.fixture
def no_search_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """The expert and the exact solver's analysis fail if called in this process."""
    monkeypatch.setattr(ExpertPlayer, "choose", _broken_here)
    monkeypatch.setattr(analysis, "max_tricks", _broken_here)
    monkeypatch.setattr(analysis, "min_tricks", _broken_here)


def test_courtesy_work_runs_in_another_process(qtbot: QtBot) -> None:
    workers = Workers()
    got: list[object] = []
    workers.courtesy(aiproc.worker_pid, got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT_MS)
    assert isinstance(got[0], int) and got[0] != os.getpid()
    workers.shutdown()


def test_a_hint_and_its_bid_chances_are_searched_in_another_process(
        qtbot: QtBot, make_window: Callable[..., MainWindow], no_search_here: None) -> None:
    window = make_window(seed=4)
    _my_bid(qtbot, window)
    with qtbot.waitSignal(window.controller.hinted, timeout=WAIT_MS) as got:
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Hints
    result = got.args[0]
    assert isinstance(result, Hint) and result.chances  # the bidding's hint: a chance for each open bid
    assert "Hint:" in window.statusBar().currentMessage()


def test_the_after_hand_analysis_is_searched_in_another_process(qtbot: QtBot, no_search_here: None) -> None:
    window = MainWindow(speed="off", seed=3, seats=[SeatConfig(f"C{i}", False, "beginner") for i in range(4)],
                        start=False)
    qtbot.addWidget(window)
    window.controller.pace_ms = 0
    window.show()
    with qtbot.waitSignal(window.controller.analysed, timeout=WAIT_MS * 2) as got:
        window.new_game()
    assert isinstance(got.args[0], analysis.Analysis)


def test_the_history_analysis_is_searched_in_another_process(qtbot: QtBot, store: Store,
                                                             played: Callable[..., object],
                                                             no_search_here: None) -> None:
    sid = played(store, 6).sid  # type: ignore[attr-defined]
    window = HandHistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    number = next(row.number for row in store.scoreboard(sid, 1, 50).rows if row.bidder is not None)
    assert window.open_hand(sid, number)
    qtbot.waitUntil(lambda: window.analysis_label.text() != "", timeout=WAIT_MS)
    assert "tricks" in window.analysis_label.text(), window.analysis_label.text()
