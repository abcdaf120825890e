"""``napdesk simulate`` stopped by a signal: its workers end, and it reports the hands finished, marked partial
(SIGTERM left both workers of ``--jobs 2`` blocked in a pipe read for ever, and wrote nothing)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

linux_only = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table in /proc")
START_SECONDS = 120.0
END_SECONDS = 30.0


def _group(pgid: int) -> set[int]:
    """The live (not zombie) processes of process group ``pgid``, from /proc."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()  # after "pid (comm) ": state, ppid, pgrp, ...
        if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
            found.add(int(entry.name))
    return found


@linux_only
@pytest.mark.parametrize("how", ["sigterm", "sigint-group"])
def test_a_signal_ends_the_workers_and_reports_the_hands_finished(tmp_path: Path, how: str) -> None:
    records = tmp_path / "records.jsonl"
    cmd = [sys.executable, "-m", "napdesk", "simulate", "--jobs", "2", "--hands", "10000000", "--seats",
           "random,random,random,random", "--records", str(records), "--json"]
    app = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        deadline = time.monotonic() + START_SECONDS
        # Some progress: records written (runs came back from the workers), and both workers running.
        while not (records.exists() and records.stat().st_size > 0 and len(_group(app.pid)) >= 3):
            assert app.poll() is None, app.communicate()
            assert time.monotonic() < deadline, f"no progress after {START_SECONDS:.0f} s"
            time.sleep(0.1)
        if how == "sigterm":
            os.kill(app.pid, signal.SIGTERM)
        else:  # Ctrl+C in a terminal: the whole foreground process group
            os.killpg(app.pid, signal.SIGINT)
        try:
            out, err = app.communicate(timeout=END_SECONDS)
        except subprocess.TimeoutExpired:
            pytest.fail(f"simulate had not ended {END_SECONDS:.0f} s after the signal")
        deadline = time.monotonic() + END_SECONDS
        while _group(app.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _group(app.pid), "workers left running"
        expected = signal.SIGTERM if how == "sigterm" else signal.SIGINT
        assert app.returncode == 128 + expected, (app.returncode, err)
        data = json.loads(out)
        assert data["partial"] is True
        assert 0 < data["hands"] < 10_000_000
        assert sum(s["hands"] for s in data["seats"]) == 4 * data["hands"]
        lines = records.read_text(encoding="utf-8").splitlines()
        assert len(lines) == data["hands"]  # the records of just the hands reported
    finally:
        for pid in _group(app.pid):
            os.kill(pid, signal.SIGKILL)
        if app.poll() is None:
            app.wait(timeout=30)
