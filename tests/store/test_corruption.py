"""A database napdesk cannot read is moved aside, named in a message, never overwritten; a newer one is opened
read-only and left untouched."""

from __future__ import annotations

import logging
import os
import random
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from napdesk.store import Store
from napdesk.store.paths import DB_NAME
from napdesk.store.schema import SCHEMA_VERSION

MOMENT = datetime(2026, 11, 30, 1, 2, 3, tzinfo=UTC)


def _clock() -> datetime:
    return MOMENT


def _good_database(folder: Path, hands: int = 0) -> Path:
    """A real napdesk database with some data, closed."""
    with Store.open(folder, clock=_clock, backup=False).store as store:
        store.settings.set_pref("theme", "green")
        for i in range(40):
            store.settings.save_preset(f"preset {i}", {"preset": "standard", "min_bid": 1 + i % 3})
    return folder / DB_NAME


def _open_expecting_move(folder: Path, caplog: pytest.LogCaptureFixture, reason: str) -> Path:
    original = (folder / DB_NAME).read_bytes()
    with caplog.at_level(logging.WARNING, logger="napdesk.store"):
        result = Store.open(folder, clock=_clock)
    with result.store as store:
        assert not result.read_only
        (message,) = result.messages
        assert message.level == "warning"
        assert reason in message.text
        moved = message.path
        assert moved is not None and moved.is_file()
        assert moved.name == "napdesk.unreadable-20261130-010203.sqlite3"
        assert str(moved) in message.text
        assert moved.read_bytes() == original  # moved, byte for byte
        assert str(moved) in caplog.text  # and logged
        # ... and napdesk goes on with a fresh database
        assert store.sessions() == [] and store.settings.presets() == {}
        store.settings.set_pref("after", 1)
        assert store.settings.get_pref("after") == 1
    return moved


def test_random_bytes(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / DB_NAME).write_bytes(random.Random(1).randbytes(10_000))
    _open_expecting_move(data_dir, caplog, "not a SQLite database")


def test_text_file(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / DB_NAME).write_text("hello, I am not a database\n")
    _open_expecting_move(data_dir, caplog, "not a SQLite database")


def test_truncated_file(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = _good_database(data_dir)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    _open_expecting_move(data_dir, caplog, "truncated")


def test_truncated_inside_the_header(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = _good_database(data_dir)
    path.write_bytes(path.read_bytes()[:50])
    _open_expecting_move(data_dir, caplog, "truncated")


def test_valid_sqlite_with_other_tables(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True)
    db = sqlite3.connect(data_dir / DB_NAME)
    db.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
    db.execute("INSERT INTO recipes VALUES ('toast', 3)")
    db.commit()
    db.close()
    _open_expecting_move(data_dir, caplog, "not napdesk's")


def test_napdesk_database_with_a_table_missing(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = _good_database(data_dir)
    db = sqlite3.connect(path)
    db.execute("DROP TABLE hands")
    db.commit()
    db.close()
    _open_expecting_move(data_dir, caplog, "tables are missing")


def test_integrity_check_failure(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = _good_database(data_dir)
    db = sqlite3.connect(path)
    page_size = db.execute("PRAGMA page_size").fetchone()[0]
    root = db.execute("SELECT rootpage FROM sqlite_schema WHERE name = 'presets'").fetchone()[0]
    db.close()
    with path.open("r+b") as f:  # scribble over the presets table's root page, keeping the file's size
        f.seek((root - 1) * page_size + 8)
        f.write(random.Random(2).randbytes(page_size - 16))
    _open_expecting_move(data_dir, caplog, "integrity check")


def test_moving_aside_never_overwrites(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / DB_NAME).write_bytes(b"first bad file")
    first = _open_expecting_move(data_dir, caplog, "not a SQLite")
    (data_dir / DB_NAME).write_bytes(b"second bad file")  # same second of the same clock
    result = Store.open(data_dir, clock=_clock)
    result.store.close()
    second = result.messages[0].path
    assert second is not None and second != first
    assert first.read_bytes() == b"first bad file" and second.read_bytes() == b"second bad file"


def test_an_unreadable_wal_goes_with_its_database(data_dir: Path, caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / DB_NAME).write_bytes(b"junk" * 100)
    (data_dir / (DB_NAME + "-wal")).write_bytes(b"old wal")
    moved = _open_expecting_move(data_dir, caplog, "not a SQLite")
    assert moved.with_name(moved.name + "-wal").read_bytes() == b"old wal"


def test_the_message_names_the_latest_backup(data_dir: Path) -> None:
    with Store.open(data_dir, clock=_clock).store as store:
        store.create_session("s", {"preset": "standard"}, ["a", "b", "c", "d"], seed=1)
        assert store.backup(force=True) is not None
    (data_dir / DB_NAME).write_bytes(b"junk" * 100)
    for side in ("-wal", "-shm"):
        (data_dir / (DB_NAME + side)).unlink(missing_ok=True)
    result = Store.open(data_dir, clock=_clock)
    result.store.close()
    assert "napdesk-2026-11-30.sqlite3" in result.messages[0].text


def test_empty_file_is_a_fresh_database_and_said_so(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / DB_NAME).write_bytes(b"")
    result = Store.open(data_dir)
    result.store.close()
    (message,) = result.messages
    assert message.level == "warning" and "was empty" in message.text and "No backup" in message.text
    assert not result.read_only and result.store.path == data_dir / DB_NAME
    assert Store.open(data_dir).messages == ()  # the new one is a database, opened as any other


def test_newer_version_is_read_only_and_untouched(data_dir: Path) -> None:
    path = _good_database(data_dir)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    db.execute("CREATE TABLE from_the_future (x)")
    db.commit()
    db.close()
    before = path.read_bytes()
    stat = os.stat(path)
    result = Store.open(data_dir, clock=_clock)
    with result.store as store:
        assert result.read_only and store.read_only
        (message,) = result.messages
        assert "newer napdesk" in message.text and "read-only" in message.text
        assert store.settings.get_pref("theme") == "green"
    assert path.read_bytes() == before
    assert os.stat(path).st_mtime_ns == stat.st_mtime_ns
    assert not list(data_dir.glob("*.unreadable-*"))
    assert not (data_dir / "backups").exists()
