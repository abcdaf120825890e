"""Worker threads and windows: results reach the UI only through the program's dispatcher, and a window's workers
are cancelled and joined before it goes (a window deleted while a worker emitted through it crashed the tests)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.ai.analysis import analyse
from napdesk.ai.hints import hint
from napdesk.ui import controller as controller_module
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.workers import Job, Workers

COMPUTERS = [SeatConfig(f"C{i}", False, "beginner") for i in range(4)]
PERSON = [SeatConfig("You", True), *COMPUTERS[1:]]


def _delete_now(window: MainWindow) -> None:
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _hints_on(window: MainWindow) -> None:
    if not window.menus.hints_action.isChecked():  # remembered from an earlier window
        window.menus.hints_action.trigger()


def _watch(seed: int, use_process: bool = False) -> MainWindow:
    window = MainWindow(speed="off", seed=seed, seats=COMPUTERS, start=False)
    window.controller.pace_ms = 0
    window.controller.use_process = use_process
    window.show()
    window.new_game()
    return window


def test_closing_the_window_waits_for_its_analysis(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    started, finished = threading.Event(), threading.Event()

    def slow_analyse(state: Any, seconds: float | None = None) -> Any:
        started.set()
        threading.Event().wait(0.3)  # long enough for the window to be closed meanwhile
        finished.set()
        return analyse(state, seconds)

    monkeypatch.setattr(controller_module, "analyse", slow_analyse)
    window = _watch(seed=3)
    qtbot.waitUntil(started.is_set, timeout=20000)
    window.close()
    assert finished.is_set()  # joined before the window went, not left running against it
    _delete_now(window)


def test_closing_the_window_waits_for_its_hint(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    started, finished = threading.Event(), threading.Event()

    def slow_hint(view: Any, **kw: Any) -> Any:
        started.set()
        threading.Event().wait(0.3)
        finished.set()
        return hint(view, **kw)

    monkeypatch.setattr(controller_module, "hint", slow_hint)
    window = MainWindow(speed="off", seed=4, seats=PERSON, start=False)
    window.controller.pace_ms = 0
    window.show()
    _hints_on(window)
    window.new_game()
    qtbot.waitUntil(started.is_set, timeout=20000)
    window.close()
    assert finished.is_set()
    _delete_now(window)


def test_no_result_reaches_a_closed_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    got: list[object] = []
    window = _watch(seed=5)
    window.controller.analysed.connect(got.append)
    window.controller.hinted.connect(got.append)
    window.controller.action_done.connect(lambda *a: got.append(a))
    window.close()
    got.clear()
    QTest.qWait(300)  # anything still on its way would arrive now
    assert got == []
    assert window.controller.workers.pending == 0
    _delete_now(window)


@pytest.mark.parametrize("use_process", [False, True])
def test_windows_opened_and_deleted_while_computers_analyses_and_hints_run(qtbot: QtBot, use_process: bool) -> None:
    """The crash of the issue: windows deleted at random moments while their workers are busy."""
    for i in range(16):
        if i % 2:
            window = _watch(seed=i, use_process=use_process)
        else:
            window = MainWindow(speed="off", seed=i, seats=PERSON, start=False)
            window.controller.pace_ms = 0
            window.controller.use_process = use_process
            window.show()
            _hints_on(window)
            window.new_game()
        QTest.qWait(i * 7 % 60)  # from nothing started yet to hands finished and analysed
        controller = window.controller
        _delete_now(window)
        assert controller.workers.pending == 0


def test_a_job_cancelled_before_it_runs_delivers_nothing(qtbot: QtBot) -> None:
    workers = Workers()
    gate = threading.Event()
    delivered: list[object] = []
    first = workers.think(lambda job: gate.wait(5), delivered.append)
    second = workers.think(lambda job: "never", delivered.append)
    assert first is not None and second is not None
    workers.cancel_all()
    gate.set()
    workers.shutdown()
    QTest.qWait(50)
    assert delivered == []
    assert workers.think(lambda job: "late", delivered.append) is None  # nothing starts after shutdown


def test_results_arrive_on_the_ui_thread_in_order(qtbot: QtBot) -> None:
    workers = Workers()
    threads: list[bool] = []
    results: list[object] = []

    def deliver(result: object) -> None:
        threads.append(threading.current_thread() is threading.main_thread())
        results.append(result)

    def work(n: int) -> Callable[[Job], object]:
        return lambda job: n

    for n in range(5):
        workers.think(work(n), deliver)
    workers.think(lambda job: 1 // 0, deliver)
    qtbot.waitUntil(lambda: len(results) == 6)
    assert results[:5] == [0, 1, 2, 3, 4]
    assert isinstance(results[5], ZeroDivisionError)  # an error is delivered, the receiver decides
    assert all(threads)
    workers.shutdown()


class _Receiver(QObject):
    """A window's part that receives a job's result: owned by Python alone, so its last reference going destroys
    its C++ object there and then, on whichever thread lets it go."""

    def got(self, result: object) -> None:
        pass


@pytest.mark.parametrize("started", [True, False], ids=["running", "queued"])
def test_a_cancelled_jobs_receiver_is_let_go_on_the_ui_thread(qtbot: QtBot, started: bool) -> None:
    """A cancelled job delivers nothing, and its worker thread must not be where its receiver (a window's bound
    method: the window itself) dies: a QObject destroyed off the UI thread."""
    died_on: list[str] = []
    receiver = _Receiver()
    receiver.destroyed.connect(lambda: died_on.append(threading.current_thread().name),
                               Qt.ConnectionType.DirectConnection)
    workers = Workers("test-cancelled")
    running, gate = threading.Event(), threading.Event()
    if not started:  # the job waits behind another one on the owner's thread
        workers.think(lambda job: gate.wait(10), lambda result: None)

    def work(job: Job) -> object:
        running.set()
        return gate.wait(10)

    job = workers.think(work, receiver.got)
    assert job is not None
    del job, receiver  # the job's worker holds the last reference to the receiver
    if started:
        assert running.wait(10)
    workers.cancel_all()
    gate.set()
    later: list[object] = []
    workers.think(lambda job: "later", later.append)  # the owner's thread has let go of the cancelled job first
    qtbot.waitUntil(lambda: bool(later))
    qtbot.waitUntil(lambda: bool(died_on))
    assert died_on == [threading.main_thread().name]
    workers.shutdown()
