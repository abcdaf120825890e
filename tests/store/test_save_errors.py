"""Every error of a write is a coded :class:`StoreError` whose code says what to do: the file read-only, locked by
another program, the disk full, the file damaged; each made for real (the permission bits hold for root too:
privileges.py). A file napdesk may not write opens read-only, and says so, instead of failing at its first save."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from napdesk.store import ReadOnlyStore, Store, StoreError
from napdesk.store.opening import connect
from napdesk.store.paths import DB_NAME
from napdesk.store.problems import Problem
from tests.store.privileges import bits_obeyed


def _saved(data_dir: Path) -> Path:
    """A data folder with a preference and a session in it, closed cleanly; returns the database file."""
    with Store.open(data_dir, backup=False).store as store:
        store.settings.set_pref("table.speed", "normal")
        store.create_session("Friday", {"players": 4}, ["Ann", "Ben", "Cat", "Dan"], seed=1)
    return data_dir / DB_NAME


def _refusal(store: Store) -> StoreError:
    with pytest.raises(StoreError) as caught:
        store.settings.set_pref("table.speed", "fast")  # the Speed menu's write
    return caught.value


def test_a_read_only_file_opens_read_only_and_says_so(data_dir: Path) -> None:
    path = _saved(data_dir)
    path.chmod(0o444)
    with bits_obeyed():
        result = Store.open(data_dir, backup=False)
        with result.store as store:
            assert result.read_only and store.read_only
            (message,) = result.messages
            assert message.code is Problem.READ_ONLY_FILE and message.facts["path"] == str(path)
            assert [s.name for s in store.sessions()] == ["Friday"]
            assert store.settings.get_pref("table.speed") == "normal"
            with pytest.raises(ReadOnlyStore):
                store.settings.set_pref("table.speed", "fast")


def test_a_write_sqlite_refuses_as_read_only_says_the_file_cannot_be_written(data_dir: Path) -> None:
    path = _saved(data_dir)
    path.chmod(0o444)
    with bits_obeyed():
        db = connect(path)  # SQLite opens a file it may not write read-only, and says nothing until a write
        store = Store(db, data_dir=data_dir)
        try:
            refusal = _refusal(store)
        finally:
            store.close()
    assert refusal.code is Problem.SAVE_READ_ONLY and refusal.facts["path"] == str(path)
    assert "readonly" in str(refusal.facts["error"])


def test_a_write_lock_held_by_another_program_says_so(data_dir: Path) -> None:
    path = _saved(data_dir)
    with Store.open(data_dir, backup=False).store as store:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # a database tool with a write open
        store.connection.execute("PRAGMA busy_timeout = 100")
        try:
            refusal = _refusal(store)
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert refusal.code is Problem.SAVE_LOCKED and "locked" in str(refusal.facts["error"])
        store.settings.set_pref("table.speed", "fast")  # let go: it saves
        assert store.settings.get_pref("table.speed") == "fast"


def test_a_full_disk_says_so(data_dir: Path) -> None:
    _saved(data_dir)
    with Store.open(data_dir, backup=False).store as store:
        db = store.connection
        db.execute("CREATE TABLE ballast (b BLOB)")
        db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")
        with pytest.raises(sqlite3.OperationalError, match="full"):
            while True:
                db.execute("INSERT INTO ballast VALUES (zeroblob(2000))")
        with pytest.raises(StoreError) as caught:
            store.settings.set_pref("napdesk.test", "x" * 20000)  # a value that needs pages more
        assert caught.value.code is Problem.SAVE_FULL and "full" in str(caught.value.facts["error"])


def test_a_damaged_file_says_so(data_dir: Path) -> None:
    path = _saved(data_dir)
    db = sqlite3.connect(path)
    root = db.execute("SELECT rootpage FROM sqlite_schema WHERE name = 'preferences'").fetchone()[0]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    with path.open("r+b") as f:  # the preferences' page overwritten: what a bad sector or a stray write does
        f.seek((root - 1) * size)
        f.write(b"\xff" * size)
    store = Store(connect(path), data_dir=data_dir)  # opened before the damage was there to find
    try:
        refusal = _refusal(store)
    finally:
        store.close()
    assert refusal.code is Problem.SAVE_DAMAGED and "malformed" in str(refusal.facts["error"])
