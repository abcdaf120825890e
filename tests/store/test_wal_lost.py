"""Killed with SIGKILL and its ``-wal`` deleted, the database file still holds every finished hand (each finished
hand is checkpointed after its transaction commits, the game's one that writes a hand's last action and its end
included), and opening says when a log of saves was lost: from the WAL index (``-shm``) when it is left, else
from the store's own mark that the file was in use when napdesk stopped."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from napdesk.store import Store
from napdesk.store.paths import DB_NAME
from napdesk.store.problems import Problem

DRIVER = Path(__file__).with_name("crash_driver.py")

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")


def _play_and_kill(data_dir: Path, hands: int) -> dict[str, Any]:
    """Run the driver (writing as the game does) until ``hands`` hands are finished and some actions of the next
    one are saved, SIGKILL it, and return the last line it acknowledged."""
    env = {**os.environ, "NAPDESK_DATA_DIR": str(data_dir), "PYTHONUNBUFFERED": "1"}
    # Held once there (--hold-at): read from a pipe, the lines lag the writes, and on a busy machine the driver
    # had finished a fourth hand by the time the third's line was read.
    proc = subprocess.Popen([sys.executable, str(DRIVER), "7", str(10**9), "together", "--hold-at", str(hands)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    try:
        last: dict[str, Any] = {}
        while True:
            text = proc.stdout.readline()
            assert text, proc.stderr.read() if proc.stderr else "the driver stopped"
            last = json.loads(text)
            hand = last["state"]["hand"]
            if last["state"]["number"] == hands + 1 and hand is not None and hand["actions"] >= 3:
                break
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    return last


def _wal(data_dir: Path) -> Path:
    return data_dir / (DB_NAME + "-wal")


def _shm(data_dir: Path) -> Path:
    return data_dir / (DB_NAME + "-shm")


def _lost(messages: tuple[Any, ...]) -> list[Any]:
    return [m for m in messages if m.code is Problem.WAL_LOST]


def test_kill_9_then_delete_the_wal_keeps_every_finished_hand_and_says_the_log_was_lost(data_dir: Path) -> None:
    last = _play_and_kill(data_dir, hands=3)
    assert _wal(data_dir).exists() and _shm(data_dir).exists()
    _wal(data_dir).unlink()
    result = Store.open(data_dir, backup=False)
    with result.store as store:
        (info,) = store.sessions()
        assert info.hands == 3 == last["state"]["number"] - 1
        assert len(list(store.hand_records(info.id))) == 3
        (lost,) = _lost(result.messages)
        assert lost.level == "warning" and lost.facts["how"] == "deleted"
        assert lost.facts["wal"] == str(_wal(data_dir))


def test_the_wal_and_its_index_both_deleted_is_found_by_the_stores_mark(data_dir: Path) -> None:
    _play_and_kill(data_dir, hands=2)
    _wal(data_dir).unlink()
    _shm(data_dir).unlink()
    result = Store.open(data_dir, backup=False)
    with result.store as store:
        assert store.sessions()[0].hands == 2
        assert [m.facts["how"] for m in _lost(result.messages)] == ["deleted"]


def test_a_damaged_wal_is_said(data_dir: Path) -> None:
    _play_and_kill(data_dir, hands=1)
    with _wal(data_dir).open("r+b") as f:  # its header overwritten: SQLite would ignore every frame
        f.write(b"\0" * 32)
    result = Store.open(data_dir, backup=False)
    with result.store as store:
        assert store.sessions()[0].hands == 1
        assert [m.facts["how"] for m in _lost(result.messages)] == ["damaged"]


def test_a_kill_with_the_wal_kept_or_a_clean_close_says_nothing(data_dir: Path) -> None:
    _play_and_kill(data_dir, hands=1)
    result = Store.open(data_dir, backup=False)  # the WAL is there: SQLite recovers every action from it
    with result.store as store:
        (info,) = store.sessions()
        assert info.hands == 1 and info.in_progress
        assert _lost(result.messages) == []
    assert not _wal(data_dir).exists()
    again = Store.open(data_dir, backup=False)  # closed cleanly: no -wal, and nothing to say
    again.store.close()
    assert _lost(again.messages) == []


def test_a_backup_put_back_in_place_is_not_taken_for_a_lost_log(data_dir: Path) -> None:
    import shutil

    store = Store.open(data_dir, backup=False).store
    try:
        store.create_session("Friday", {"players": 4}, ["Ann", "Ben", "Cat", "Dan"], seed=1)
        backup = store.backup(force=True)  # taken while the file is in use
    finally:
        store.close()
    assert backup is not None
    shutil.copyfile(backup, data_dir / DB_NAME)  # the person restores it
    result = Store.open(data_dir, backup=False)
    with result.store as restored:
        assert [s.name for s in restored.sessions()] == ["Friday"]
    assert _lost(result.messages) == []
