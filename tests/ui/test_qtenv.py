"""Qt paints on the UI thread alone: its raster painter's own thread pool is off (napdesk.ui.qtenv)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from napdesk.ui import qtenv

# The program as `napdesk` starts it; once its window has painted the table in full, the names of its threads.
PAINT_AND_LIST_THREADS = """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from napdesk.ui import app as app_module

shown = app_module.MainWindow.show

def show(window):
    shown(window)
    def look():
        window.grab()  # the whole window, the table with its cards, painted now
        tasks = sorted(os.listdir("/proc/self/task"))
        print([open(f"/proc/self/task/{t}/comm").read().strip() for t in tasks])
        QApplication.instance().closeAllWindows()
    QTimer.singleShot(1500, look)

app_module.MainWindow.show = show
sys.exit(app_module.run_gui(["napdesk", "--watch"], watch=True))
"""


def test_prepare_turns_the_pool_off_and_keeps_what_the_user_set() -> None:
    env: dict[str, str] = {}
    qtenv.prepare(env)
    assert env == {"QT_NO_GUI_THREADPOOL": "1"}
    mine = {"QT_NO_GUI_THREADPOOL": "0"}
    qtenv.prepare(mine)
    assert mine == {"QT_NO_GUI_THREADPOOL": "0"}


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="thread names from Linux's /proc")
def test_the_program_paints_its_table_with_no_thread_of_qts_pool(tmp_path: Path) -> None:
    """Qt's pool took the big fills of a paint and the UI thread waited for it: on a busy machine for a core too."""
    env = {k: v for k, v in os.environ.items() if k != qtenv.NO_GUI_THREADPOOL}
    env.update(QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", PAINT_AND_LIST_THREADS], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    names = eval(done.stdout.strip().splitlines()[-1])  # our own child's printed list
    assert names and "Thread (pooled)" not in names
