"""The schema's versions and forward migrations."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from napdesk.store import Store, schema
from napdesk.store.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, TABLES, migrate


def _db(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def test_migrations_are_numbered_from_one_without_gaps() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    assert MIGRATIONS[-1].version == SCHEMA_VERSION
    assert all(m.summary for m in MIGRATIONS)


def test_migrate_from_empty(tmp_path: Path) -> None:
    db = _db(tmp_path / "x.sqlite3")
    assert migrate(db) == list(range(1, SCHEMA_VERSION + 1))
    assert schema.version_of(db) == SCHEMA_VERSION
    assert schema.application_id_of(db) == APPLICATION_ID
    assert schema.tables_of(db) >= TABLES
    assert migrate(db) == []  # idempotent
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.mark.parametrize("start", range(SCHEMA_VERSION + 1))
def test_store_opens_a_database_at_every_earlier_version(start: int, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    db = _db(folder / "napdesk.sqlite3")
    migrate(db, target=start)
    if start >= 1:  # a little data of that version, which must survive the later migrations
        db.execute("INSERT INTO preferences (key, value) VALUES ('theme', '\"green\"')")
    db.close()
    result = Store.open(folder)
    with result.store as store:
        if start == 0:  # SQLite left the file empty (0 bytes): napdesk says it starts a new one
            (message,) = result.messages
            assert "was empty" in message.text
        else:
            assert not result.messages
        assert not result.read_only
        assert schema.version_of(store.connection) == SCHEMA_VERSION
        if start >= 1:
            assert store.settings.get_pref("theme") == "green"
        if 1 <= start < SCHEMA_VERSION:  # a copy is kept from before the migration
            assert list((folder / "backups").glob(f"napdesk-before-v{start}-*.sqlite3"))


def test_a_failing_migration_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("boom")

    db = _db(tmp_path / "x.sqlite3")
    migrate(db)
    monkeypatch.setattr(schema, "MIGRATIONS", (*MIGRATIONS, schema.Migration(SCHEMA_VERSION + 1, "broken", broken)))
    with pytest.raises(RuntimeError):
        migrate(db, target=SCHEMA_VERSION + 1)
    assert schema.version_of(db) == SCHEMA_VERSION
    assert "half_done" not in schema.tables_of(db)
