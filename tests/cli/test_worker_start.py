"""How ``simulate --jobs`` starts its workers: forked where that is safe (one thread in the process, on Linux),
spawned otherwise (``test_simulate.py`` plays the same match both ways)."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from napdesk.commands import tournament

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")


def _python(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.skipif(not LINUX, reason="fork is chosen on Linux only")
def test_a_process_of_one_thread_forks_and_one_of_several_spawns() -> None:
    assert _python("from napdesk.commands.tournament import start_method; print(start_method())") == "fork\n"
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert tournament.start_method() == "spawn"
    finally:
        stop.set()
        other.join()


def test_a_thread_outside_python_counts_too() -> None:
    """A library's own thread is not in ``threading``'s list, but a forked copy of it can hang all the same: the
    count is the operating system's (faulthandler's watchdog is such a thread, started from C)."""
    code = ("import faulthandler, threading; from napdesk.commands.tournament import start_method; "
            "faulthandler.dump_traceback_later(60); print(threading.active_count(), start_method())")
    assert _python(code) == "1 spawn\n"
