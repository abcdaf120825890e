"""The suite's own configuration (pyproject.toml, tests/conftest.py): a test that runs past its timeout fails alone,
and the run goes on to the next test and to its summary, which names it. Checked on a small pytest run of its own
in a child process, with the project's configuration and conftest and a short timeout."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TIMEOUT = 8  # seconds each stuck test gets in the child run

STUCK = '''
import time

from pytestqt.qtbot import QtBot


def test_sleeps() -> None:
    time.sleep(600)


def test_waits_on_qt(qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: False, timeout=600_000)


def test_after_them() -> None:
    pass
'''


def test_a_test_past_its_timeout_fails_and_the_run_goes_on(tmp_path: Path) -> None:
    shutil.copy(REPO / "tests" / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "test_stuck.py").write_text(STUCK, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTEST_ADDOPTS", None)
    run = subprocess.run([sys.executable, "-m", "pytest", "-c", str(REPO / "pyproject.toml"), "--rootdir",
                          str(tmp_path), "-p", "no:cacheprovider", "-p", "no:randomly", "-q",
                          f"--timeout={TIMEOUT}", str(tmp_path / "test_stuck.py")],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "FAILED test_stuck.py::test_sleeps" in out, out
    assert "FAILED test_stuck.py::test_waits_on_qt" in out, out
    assert "Timeout" in out, out
    summary = run.stdout.strip().splitlines()[-1]  # (the stacks of the stuck tests go to stderr)
    assert "2 failed, 1 passed" in summary, out  # test_after_them ran, and the run ended with its summary
