"""Start-up loads nothing heavy on the UI thread (numpy and pyqtgraph, a 240-310 ms slice and +36 MB, are no longer
used at all), and once the window is up what lives then is frozen out of the collector's sight."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

START_SECONDS = 120.0

STARTED = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from napdesk.ui.app import MainWindow, run_gui

app = QApplication([])
seen = []

def look():
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    if not windows:
        QTimer.singleShot(20, look)
        return
    seen.append(windows[0])
    QTimer.singleShot(1500, done)  # the loop runs on: anything queued after start-up has happened by then

def done():
    print("heavy:", ",".join(sorted(m for m in ("numpy", "pyqtgraph") if m in sys.modules)) or "none")
    import gc
    print("frozen:", gc.get_freeze_count() > 1000)
    app.closeAllWindows()

QTimer.singleShot(0, look)
status = run_gui(["napdesk"])
print("shown:", bool(seen))
sys.exit(status)
"""


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> str:
    """What the program printed of itself, started once for this file's tests (a start is seconds of CPU)."""
    home = tmp_path_factory.mktemp("start")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(home / "data"),
               HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    done = subprocess.run([sys.executable, "-c", STARTED], env=env, capture_output=True, text=True,
                          timeout=START_SECONDS, check=False)
    assert done.returncode == 0, done.stderr
    assert "shown: True" in done.stdout, done.stdout + done.stderr
    return done.stdout


def test_the_main_window_starts_without_numpy_or_pyqtgraph(started: str) -> None:
    """At every start the chart's warm-up imported pyqtgraph on the UI thread, a slice of 240-310 ms."""
    assert "heavy: none" in started, started


def test_once_the_window_is_up_what_lives_then_is_frozen(started: str) -> None:
    """A full collection walked the whole program (17-33 ms of the UI thread) once start-up was over."""
    assert "frozen: True" in started, started
