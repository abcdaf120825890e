"""Shared test set-up for every floor.

- Qt runs offscreen unless the caller chose a platform (pytest-qt's ``qapp`` aborts the process when neither
  QT_QPA_PLATFORM nor DISPLAY is set), and paints as the program has it (napdesk.ui.qtenv). This must happen
  before anything imports Qt, hence at import time.
- Every test gets its own empty user data and config folders, so no test reads or writes the real ones.
- Sized for a busy 2-core machine, where a test may run ten times slower than on a quiet one:
  a Qt wait (qtbot.waitUntil, waitSignal, waitExposed...) not told how long waits up to QT_WAIT_MS, since it
  returns as soon as what it waits for happens; Hypothesis never judges an example by the clock (no deadline);
  a test marked ``slow`` may run SLOW_TIMEOUT seconds (the rest: pyproject.toml's ``timeout``).
- The per-test timeout raises in the main thread (pyproject.toml). Should a test be stuck for good inside C++,
  where that cannot happen, a watchdog ends the run with every thread's stack after BACKSTOP_FACTOR times the
  test's timeout, rather than let it hang.
"""

from __future__ import annotations

import faulthandler
import os
import signal
import sys
import threading
from collections.abc import Generator
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
from hypothesis import settings

from napdesk.ui import qtenv  # the package's __init__ and this module import no Qt

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
qtenv.prepare()

QT_WAIT_MS = 20_000  # pytest-qt's own default is 5 s
SLOW_TIMEOUT = 900.0  # seconds, for a test marked slow
BACKSTOP_FACTOR = 2  # the watchdog's limit, in per-test timeouts

settings.register_profile("napdesk", deadline=None)  # examples are bounded by each test's max_examples
settings.load_profile("napdesk")


def _qt_waits_default_to(ms: int) -> None:
    from pytestqt.qtbot import QtBot

    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback"):
        defaults = getattr(QtBot, name).__kwdefaults__
        if defaults is not None and "timeout" in defaults:
            defaults["timeout"] = ms


_qt_waits_default_to(QT_WAIT_MS)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("slow") is not None and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))


_stderr: list[int] = []  # the terminal's stderr, before pytest captures it for each test
_EXPIRED = pytest.StashKey[bool]()


def pytest_configure(config: pytest.Config) -> None:
    _stderr.append(os.dup(sys.stderr.fileno()))


def _ours(frame: FrameType) -> bool:
    """A frame of a test, a fixture or the code they call, rather than of pytest's or pluggy's machinery."""
    name = frame.f_code.co_filename.replace(os.sep, "/")
    return "/_pytest/" not in name and "/pluggy/" not in name


def _in_qt_event_loop() -> bool:
    """Whether Python runs inside a Qt event loop of this thread: in a slot or an event handler Qt called."""
    core = sys.modules.get("PySide6.QtCore")
    return core is not None and core.QThread.currentThread().loopLevel() > 0


def _raise_outside_qt(frame: FrameType | None, message: str) -> None:
    """Raise the timeout at the next line one of the frames from ``frame`` up to the test runs outside a Qt event
    loop (once a frame).

    In a Qt event loop (a qtbot wait, a dialog's exec), the signal is handled in the first Python code Qt calls, a
    slot: an exception there would be caught by pytest-qt, and the slot's work left undone (the wait's own
    timeout, which quits its loop, and it would wait for ever). Once that loop has returned, a frame of the test,
    of its fixture or of pytest-qt's wait raises it instead."""
    def on_line(f: FrameType, event: str, _arg: object) -> object:
        __tracebackhide__ = True
        if event == "line" and not _in_qt_event_loop():
            f.f_trace = None
            pytest.fail(message)
        return on_line

    while frame is not None and _ours(frame):
        frame.f_trace = on_line
        frame = frame.f_back
    sys.settrace(lambda *_: None)  # line events for the frames above; no tracing of new calls


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_set_timer(item: pytest.Item, settings: Any) -> bool | None:
    """pytest-timeout's signal method, made to hold in Qt tests (see _raise_outside_qt), with the watchdog of
    the module's docstring behind it."""
    if settings.method != "signal" or threading.current_thread() is not threading.main_thread():
        return None
    item.stash[_EXPIRED] = False
    message = f"Timeout (>{settings.timeout:.1f}s) from pytest-timeout."

    def expired(signum: int, frame: FrameType | None) -> None:
        __tracebackhide__ = True
        item.stash[_EXPIRED] = True
        faulthandler.dump_traceback(file=_stderr[0] if _stderr else 2, all_threads=True)
        if _in_qt_event_loop():
            _raise_outside_qt(frame, message)
        else:
            pytest.fail(message)

    signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, settings.timeout)
    if _stderr:
        faulthandler.dump_traceback_later(BACKSTOP_FACTOR * settings.timeout + 60, exit=True, file=_stderr[0])
    return True


@pytest.hookimpl(tryfirst=True)
def pytest_timeout_cancel_timer(item: pytest.Item) -> bool | None:
    if _EXPIRED not in item.stash:
        return None
    del item.stash[_EXPIRED]
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    faulthandler.cancel_dump_traceback_later()
    sys.settrace(None)
    return True


def _phase_ended(item: pytest.Item) -> None:
    if item.stash.get(_EXPIRED, False):
        sys.settrace(None)  # the timeout got through: the later phases run without it
        item.stash[_EXPIRED] = False


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, object, object]:
    try:
        return (yield)
    finally:
        _phase_ended(item)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    try:
        return (yield)
    finally:
        _phase_ended(item)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, object, object]:
    try:
        return (yield)
    finally:
        _phase_ended(item)


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point napdesk's data dir, and the XDG folders platformdirs/QStandardPaths read, at tmp_path."""
    home = tmp_path / "user"
    monkeypatch.setenv("NAPDESK_DATA_DIR", str(home / "napdesk-data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "xdg-config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "xdg-state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "xdg-cache"))
