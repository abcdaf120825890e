"""The AI child process: it never outlives the program, however the program ends, and frozen builds use it too."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from napdesk.ui import aiproc

START_SECONDS = 90.0  # for the app to start its AI child on a busy machine (normally about a second)
# For the child and the resource tracker to end after the app died. They end on an event (the parent's sentinel,
# the tracker's pipe closing), well within a second on a quiet machine; the limit is for a busy one, not a measure.
GONE_SECONDS = 60.0

linux_only = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process tree in /proc")


def _ppid_and_state(pid: int) -> tuple[int, str] | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()  # after "pid (comm) "
    return int(fields[1]), fields[0]


def _descendants(root: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            info = _ppid_and_state(int(entry.name))
            if info is not None:
                children.setdefault(info[0], []).append(int(entry.name))
    found: set[int] = set()
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def _alive(pid: int) -> bool:
    info = _ppid_and_state(pid)
    return info is not None and info[1] not in ("Z", "X")  # a zombie has ended; only its parent's wait is due


@linux_only
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_the_ai_child_and_resource_tracker_end_when_the_app_is_killed(tmp_path: Path, how: signal.Signals) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(tmp_path / "data"),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    app = subprocess.Popen([sys.executable, "-m", "napdesk", "--watch"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seen: set[int] = set()
    try:
        deadline = time.monotonic() + START_SECONDS
        while not any("spawn_main" in _cmdline(pid) for pid in seen):
            assert app.poll() is None, f"the app ended by itself with status {app.returncode}"
            assert time.monotonic() < deadline, f"no AI child process after {START_SECONDS:.0f} s"
            time.sleep(0.1)
            seen |= _descendants(app.pid)
        seen |= _descendants(app.pid)  # the child and multiprocessing's resource tracker
        os.kill(app.pid, how)
        app.wait(timeout=30)
        deadline = time.monotonic() + GONE_SECONDS
        while any(_alive(pid) for pid in seen) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = {pid: _cmdline(pid) for pid in seen if _alive(pid)}
        assert not left, f"still running {GONE_SECONDS:.0f} s after the app died: {left}"
    finally:
        for pid in seen | ({app.pid} if app.poll() is None else set()):
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        if app.poll() is None:
            app.wait(timeout=30)


def test_a_frozen_build_thinks_in_the_child_process(monkeypatch: pytest.MonkeyPatch) -> None:
    aiproc.shutdown()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(aiproc, "_broken", set())  # the pools that could not start: none
    try:
        pool = aiproc.executor()
        assert pool is not None  # not None: a frozen build would think on the UI thread's GIL
    finally:
        aiproc.shutdown()


QUIT_WHILE_STARTING = """
import multiprocessing, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from napdesk.ui.app import run_gui

app = QApplication([])

def poll():
    if multiprocessing.active_children():  # the AI child is starting: quit now
        app.closeAllWindows()
    else:
        QTimer.singleShot(5, poll)

QTimer.singleShot(0, poll)
sys.exit(run_gui(["napdesk", "--watch"], watch=True))
"""


def test_quitting_while_the_ai_child_starts_ends_cleanly(tmp_path: Path) -> None:
    """Quitting as the child was starting hung the app (or printed multiprocessing's finaliser tracebacks)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(tmp_path / "data"),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    try:
        done = subprocess.run([sys.executable, "-c", QUIT_WHILE_STARTING], env=env, capture_output=True,
                              text=True, timeout=START_SECONDS)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the app had not quit {START_SECONDS:.0f} s after its window closed")
    errors = [line for line in done.stderr.splitlines() if "propagateSizeHints" not in line]  # offscreen's note
    assert done.returncode == 0 and errors == []


@pytest.mark.skipif(not hasattr(os, "nice"), reason="POSIX niceness")
def test_a_courtesy_child_gives_way_to_the_program_and_the_computers_child_does_not() -> None:
    """The scoreboard's review kept two courtesy children busy for seconds beside the UI, on two cores."""
    aiproc.shutdown()
    here = os.nice(0)
    try:
        courtesy, ai = aiproc.executor(aiproc.COURTESY), aiproc.executor(aiproc.AI)
        assert courtesy is not None and ai is not None
        assert courtesy.submit(os.nice, 0).result(timeout=60) == min(19, here + aiproc.COURTESY_NICE) > here
        assert ai.submit(os.nice, 0).result(timeout=60) == here  # a computer's move is waited for at the table
    finally:
        aiproc.shutdown()


@pytest.mark.skipif(not hasattr(os, "setpriority"), reason="POSIX niceness")
def test_a_courtesy_child_is_lowered_as_it_starts_not_after_its_imports(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its initializer lowers it only after the imports unpickling it needs (0.3 s of a core): at the program's
    priority they took the core a new game's first paints wanted."""
    aiproc.shutdown()
    here = os.getpriority(os.PRIO_PROCESS, 0)
    seen: list[int] = []
    lowered = aiproc._give_way

    def noting(pool: Any) -> None:
        lowered(pool)
        seen.extend(os.getpriority(os.PRIO_PROCESS, p.pid) for p in pool._processes.values())

    monkeypatch.setattr(aiproc, "_give_way", noting)
    try:
        assert aiproc.beside(SimpleNamespace(cancelled=False), os.getpid) != os.getpid()  # it ran in the child
    finally:
        aiproc.shutdown()
    assert seen and all(n == min(19, here + aiproc.COURTESY_NICE) for n in seen)


def test_a_window_starts_the_computers_child_before_any_game(qtbot: Any) -> None:
    """Started by a new game's first decision, the child's start took a core beside the game's first paints."""
    from napdesk.ui.app import MainWindow

    aiproc.shutdown()
    window = MainWindow(speed="off", seed=1, start=False)
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: bool(getattr(aiproc._pools.get(aiproc.AI), "_processes", None)), timeout=20000)
        assert window.controller.session is None  # no game yet
    finally:
        window.controller.shutdown()
        aiproc.shutdown()
