"""Rolling backups: at most one a day, the last five kept, each a readable copy."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from napdesk.store import Store


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def test_one_a_day_last_five(data_dir: Path) -> None:
    clock = FakeClock()
    with Store.open(data_dir, clock=clock).store as store:
        assert store.backups() == []  # nothing to back up yet
        store.create_session("s", {"preset": "standard"}, ["a", "b", "c", "d"], seed=1)
    for day in range(8):
        for hour in (0, 5, 11):  # opened three times a day: one backup
            clock.now = datetime(2026, 11, 1 + day, 8, tzinfo=UTC) + timedelta(hours=hour)
            with Store.open(data_dir, clock=clock).store as store:
                store.settings.set_pref("day", day)
    with Store.open(data_dir, clock=clock).store as store:
        names = [p.name for p in store.backups()]
    assert names == [f"napdesk-2026-11-0{d}.sqlite3" for d in range(4, 9)]
    latest = data_dir / "backups" / names[-1]
    db = sqlite3.connect(latest)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert db.execute("SELECT value FROM preferences WHERE key = 'day'").fetchone()[0] == "6"  # as opened on day 7
    assert db.execute("SELECT name FROM sessions").fetchall() == [("s",)]
    db.close()
    assert not list((data_dir / "backups").glob("*.tmp"))


def test_forced_backup_and_clock_going_back(data_dir: Path) -> None:
    clock = FakeClock()
    with Store.open(data_dir, clock=clock).store as store:
        store.create_session("s", {"preset": "standard"}, ["a", "b", "c", "d"], seed=1)
        first = store.backup()
        assert first is not None and first.name == "napdesk-2026-11-01.sqlite3"
        assert store.backup() is None  # already one today
        assert store.backup(force=True) == first
        clock.now -= timedelta(days=3)
        assert store.backup() is None  # a backup from "the future" exists: do not rotate it away
        assert [p.name for p in store.backups()] == ["napdesk-2026-11-01.sqlite3"]
