"""Start-up loads nothing heavy on the UI thread (numpy and pyqtgraph, a 240-310 ms slice and +36 MB, are no longer
used at all), and once the window is up what lives then is frozen out of the collector's sight."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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


def test_the_main_window_starts_without_numpy_or_pyqtgraph(tmp_path: Path) -> None:
    """At every start the chart's warm-up imported pyqtgraph on the UI thread, a slice of 240-310 ms."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(tmp_path / "data"),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", STARTED], env=env, capture_output=True, text=True,
                          timeout=START_SECONDS, check=False)
    assert done.returncode == 0, done.stderr
    assert "shown: True" in done.stdout, done.stdout + done.stderr
    assert "heavy: none" in done.stdout, done.stdout


def test_once_the_window_is_up_what_lives_then_is_frozen(tmp_path: Path) -> None:
    """A full collection walked the whole program (17-33 ms of the UI thread) once start-up was over."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(tmp_path / "data"),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", STARTED], env=env, capture_output=True, text=True,
                          timeout=START_SECONDS, check=False)
    assert done.returncode == 0, done.stderr
    assert "frozen: True" in done.stdout, done.stdout + done.stderr
