"""Killed at any moment, napdesk resumes at the exact action where it stopped, and nothing acknowledged is lost.

A driver (crash_driver.py) plays random legal actions through the store in a subprocess and prints a line after
each committed write; we SIGKILL it at random moments (25 times), start it again on the same data directory, and
compare what it resumes with what it had acknowledged: the same event count (or one more, committed but not yet
acknowledged), and then the same cards, turn, chips and pool.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from napdesk.engine.record import parse_record
from napdesk.store import Store

DRIVER = Path(__file__).with_name("crash_driver.py")
KILLS = 25

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")


def _start(data_dir: Path, seed: int, limit: int) -> subprocess.Popen[str]:
    env = {**os.environ, "NAPDESK_DATA_DIR": str(data_dir), "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, str(DRIVER), str(seed), str(limit)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)


def _lines(text: str) -> list[dict[str, Any]]:
    out = []
    for line in text.splitlines(keepends=True):
        if line.endswith("\n"):  # a line cut short by the kill was never acknowledged
            out.append(json.loads(line))
    return out


def _check_resume(resume: dict[str, Any], last: dict[str, Any] | None, run: int) -> None:
    if last is None:
        assert resume["resume"] == 0
        return
    # It resumes where the last acknowledged event left it, or one event later (committed, not acknowledged).
    assert resume["resume"] in (last["event"], last["event"] + 1), (run, resume, last)
    if resume["resume"] == last["event"]:
        assert resume["actions"] == last["actions"]
        assert resume["state"] == last["state"], f"run {run}: resumed a different state"


def test_sigkill_at_random_points_loses_nothing_acknowledged(data_dir: Path) -> None:
    rng = random.Random(5)
    acked: dict[int, dict[str, Any]] = {}  # action number (from 1) -> the action acknowledged
    last: dict[str, Any] | None = None  # the last acknowledged event
    for run in range(KILLS + 1):
        final = run == KILLS
        proc = _start(data_dir, seed=run, limit=(last["actions"] if last else 0) + 30 if final else 10**9)
        assert proc.stdout is not None
        if final:
            out, err = proc.communicate(timeout=60)
            assert proc.returncode == 0, err
            lines = _lines(out)
        elif run % 5 == 4:  # now and then, kill it early: while it opens, checks, resumes or deals
            time.sleep(rng.uniform(0.0, 0.25))
            proc.send_signal(signal.SIGKILL)
            out, _ = proc.communicate(timeout=30)
            lines = _lines(out)
        else:
            lines = []
            wanted = rng.randint(2, 40)
            while len(lines) < wanted:
                text = proc.stdout.readline()
                assert text, proc.stderr.read() if proc.stderr else "the driver stopped"
                lines.append(json.loads(text))
            time.sleep(rng.uniform(0, 0.004))  # let it get somewhere inside its next write
            proc.send_signal(signal.SIGKILL)
            # Read the rest through the same text stream: readline may have buffered lines already, and
            # communicate() would read the pipe past that buffer and lose them.
            out = proc.stdout.read()
            proc.wait(timeout=30)
            if proc.stderr is not None:
                proc.stderr.close()
            assert proc.returncode == -signal.SIGKILL
            lines += _lines(out)  # acknowledged before it died: they were still in the pipe
        if not lines:
            continue  # killed before it could say anything: the next run must resume as before
        resume: dict[str, Any] = lines[0]
        events = lines[1:]
        _check_resume(resume, last, run)
        last = {"event": resume["resume"], "actions": resume["actions"], "state": resume["state"]}
        for event in events:
            assert event["event"] == last["event"] + 1
            if event["action"] is not None:
                assert event["actions"] == last["actions"] + 1
                acked[event["actions"]] = event["action"]
            last = event

    # Everything acknowledged is in the store, in order, and every hand replays.
    with Store.open(data_dir).store as store:
        (info,) = store.sessions()
        saved = store.load_session(info.id)
        stored: list[dict[str, Any]] = []
        for record in store.hand_records(info.id):
            assert parse_record(record).replay().is_over
            stored += record["actions"]
        if saved.current is not None:
            parse_record(saved.current.record).replay()
            stored += saved.current.record["actions"]
        assert last is not None and len(stored) == last["actions"] == max(acked)
        for n, action in acked.items():
            assert stored[n - 1] == action, f"acknowledged action {n} lost or changed"
    assert len(acked) > KILLS
