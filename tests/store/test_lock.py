"""Two napdesks on one data directory: the second is told the first is running and changes nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from napdesk.store import AlreadyRunning, ReadOnlyStore, Store

HOLDER = textwrap.dedent("""
    import sys
    from napdesk.store import AlreadyRunning, Store
    try:
        store = Store.open().store
    except AlreadyRunning as exc:
        print("busy", exc, flush=True)
        sys.exit(3)
    store.settings.set_pref("owner", "first")
    print("ready", flush=True)
    sys.stdin.readline()  # hold the store until told to stop
    store.settings.set_pref("owner", "done")
    store.close()
""")


def _holder(data_dir: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "NAPDESK_DATA_DIR": str(data_dir)}
    return subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)


def test_second_process_is_told_the_first_is_running(data_dir: Path) -> None:
    first = _holder(data_dir)
    assert first.stdout is not None and first.stdin is not None
    assert first.stdout.readline().strip() == "ready"
    try:
        with pytest.raises(AlreadyRunning) as caught:
            Store.open()
        assert caught.value.pid == first.pid
        assert "already running" in str(caught.value) and str(data_dir) in str(caught.value)
        # A reader may look beside it (napdesk sessions list does), read-only.
        result = Store.open(if_running="read_only")
        with result.store as store:
            assert result.read_only and "running" in result.messages[0].text
            assert store.settings.get_pref("owner") == "first"
            with pytest.raises(ReadOnlyStore):
                store.settings.set_pref("owner", "second")
    finally:
        first.stdin.write("stop\n")
        first.stdin.close()
        assert first.wait(timeout=30) == 0
    with Store.open().store as store:  # the first is gone: the lock is free
        assert store.settings.get_pref("owner") == "done"


def test_a_killed_holder_leaves_no_stale_lock(data_dir: Path) -> None:
    first = _holder(data_dir)
    assert first.stdout is not None
    assert first.stdout.readline().strip() == "ready"
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=30)
    result = Store.open()
    with result.store as store:
        assert result.messages == ()
        assert store.settings.get_pref("owner") == "first"


def test_two_started_at_once_one_wins(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    procs = [_holder(data_dir) for _ in range(2)]
    lines = []
    for p in procs:
        assert p.stdout is not None
        lines.append(p.stdout.readline().split()[0])
    assert sorted(lines) == ["busy", "ready"]
    for p, line in zip(procs, lines, strict=True):
        if line == "ready":
            assert p.stdin is not None
            p.stdin.write("stop\n")
            p.stdin.close()
        assert p.wait(timeout=30) == (0 if line == "ready" else 3)
    with Store.open().store as store:
        assert store.settings.get_pref("owner") == "done"
        assert store.connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
