"""The hand history's analysis runs beside the window, within the table's time, and what the window says is always
of the hand it shows."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from pytestqt.qtbot import QtBot

from napdesk.ai import analysis
from napdesk.engine.record import parse_record
from napdesk.engine.solver import OutOfTime
from napdesk.store import Store
from napdesk.ui import workers
from napdesk.ui.dialogs import HandHistoryWindow

BAD = '{"format": "napdesk-hand/1", "players": ["A", "B", "C", "D"], "dealer": 0, "deal": {"hands": [["ZZ"]]}}'


def _window(qtbot: QtBot, store: Store) -> HandHistoryWindow:
    window = HandHistoryWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _first_bid_hand(store: Store, sid: int) -> int:
    return next(row.number for row in store.scoreboard(sid, 1, 50).rows if row.bidder is not None)


def test_a_slow_analysis_leaves_the_window_answering(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A seven-card hand can keep the exact solver busy for minutes: the analysis ran on the UI thread, with no
    time limit, and the window froze until it ended. Here the analysis runs until the test lets it end, after
    the window's timer has ticked while it ran (no clock: on the UI thread, it would block the ticks)."""
    calls: list[tuple[bool, float | None]] = []
    running = threading.Event()
    may_end = threading.Event()
    real = analysis.analyse

    def slow(state: object, seconds: float | None = None) -> analysis.Analysis:
        calls.append((threading.current_thread() is threading.main_thread(), seconds))
        running.set()
        may_end.wait(timeout=60)
        return real(state, seconds)  # type: ignore[arg-type]

    monkeypatch.setattr(analysis, "analyse", slow)
    sid = played(store, 6).sid  # type: ignore[attr-defined]
    window = _window(qtbot, store)
    beats: list[bool] = []  # one a tick of the window's timer: whether the analysis was running then
    timer = QTimer(window)
    timer.timeout.connect(lambda: beats.append(running.is_set() and not may_end.is_set()))
    timer.start(20)
    try:
        assert window.open_hand(sid, _first_bid_hand(store, sid))
        qtbot.waitUntil(lambda: beats.count(True) >= 3)  # the window kept answering while it ran
        assert window.analysis_label.text() == ""
    finally:
        may_end.set()
    qtbot.waitUntil(lambda: window.analysis_label.text() != "")
    timer.stop()
    assert calls and calls[0] == (False, analysis.ANALYSIS_SECONDS)  # on a worker thread, within its time
    assert "tricks" in window.analysis_label.text()


def test_a_refused_record_leaves_nothing_of_the_hand_before(qtbot: QtBot, store: Store,
                                                          played: Callable[..., object]) -> None:
    sid = played(store, 6).sid  # type: ignore[attr-defined]
    window = _window(qtbot, store)
    assert window.open_hand(sid, _first_bid_hand(store, sid))
    qtbot.waitUntil(lambda: window.analysis_label.text() != "", timeout=10_000)
    assert not window.load_text(BAD, "bad.json")
    assert "bad.json" in window.error_text()
    assert window.analysis_label.text() == "" and window.step_label.text() == ""
    assert not window.turning_button.isEnabled() and window.windowTitle() == "Hand history"


def test_an_analysis_that_comes_after_another_hand_is_opened_is_dropped(qtbot: QtBot, store: Store,
                                                                      played: Callable[..., object],
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The analysis of the hand before must not be said of the hand shown now. The first hand's analysis ends
    only after the second's is shown; then the window has taken in whatever the first's job handed on."""
    real = analysis.analyse
    sid = played(store, 8).sid  # type: ignore[attr-defined]
    hands = [row.number for row in store.scoreboard(sid, 1, 50).rows if row.bidder is not None][:2]
    first = parse_record(store.hand_record(sid, hands[0])).replay()
    first_may_end = threading.Event()

    def slow(state: Any, seconds: float | None = None) -> analysis.Analysis:
        if state.history == first.history:
            first_may_end.wait(timeout=60)
        return real(state, seconds)

    monkeypatch.setattr(analysis, "analyse", slow)
    window = _window(qtbot, store)
    jobs: list[workers.Job] = []  # the analyses started
    start = window.workers.courtesy

    def courtesy(*args: Any) -> workers.Job | None:
        job = start(*args)
        if job is not None:
            jobs.append(job)
        return job

    monkeypatch.setattr(window.workers, "courtesy", courtesy)
    try:
        assert window.open_hand(sid, hands[0])
        assert window.load(parse_record(store.hand_record(sid, hands[1])), "second")
        qtbot.waitUntil(lambda: window.analysis is not None)
    finally:
        first_may_end.set()
    # Each job's future is done once it ran to its end (a result handed on, if any) or was cancelled unstarted.
    qtbot.waitUntil(lambda: len(jobs) == 2 and all(j.future is not None and j.future.done() for j in jobs))
    QCoreApplication.processEvents()  # what the first job handed on, had it, was posted before it was done
    assert window.analysis is not None and window.replay is not None
    assert window.analysis.bidder == window.replay.final.bidder
    assert window.analysis.could_make == real(window.replay.final).could_make


def test_a_hand_too_big_to_analyse_in_time_says_so(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    def out_of_time(state: object, seconds: float | None = None) -> analysis.Analysis:
        raise OutOfTime

    monkeypatch.setattr(analysis, "analyse", out_of_time)
    sid = played(store, 6).sid  # type: ignore[attr-defined]
    window = _window(qtbot, store)
    assert window.open_hand(sid, _first_bid_hand(store, sid))
    qtbot.waitUntil(lambda: window.analysis_label.text() != "", timeout=10_000)
    assert window.analysis_label.text() == "This hand is too big to analyse in 5 seconds."
    assert window.analysis is None and not window.turning_button.isEnabled()
