"""What napdesk.store.opening makes of a file before the store uses it: SQLite's errors that mean a damaged file
(by their code or, where Python gives none, their words), a file that is nobody's yet (fresh) told apart from
one that is someone else's or napdesk's own, and a truncated file's sizes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from napdesk.store.opening import diagnose, inspect, is_corruption
from napdesk.store.problems import FileFault
from napdesk.store.schema import APPLICATION_ID, SCHEMA_VERSION, migrate


def _error(text: str, name: str | None = None) -> sqlite3.Error:
    exc = sqlite3.DatabaseError(text)
    if name is not None:
        exc.sqlite_errorname = name
    return exc


@pytest.mark.parametrize(("exc", "corrupt"), [
    (_error("whatever", "SQLITE_CORRUPT"), True),
    (_error("whatever", "SQLITE_CORRUPT_VTAB"), True),  # an extended code of the same family
    (_error("whatever", "SQLITE_NOTADB"), True),
    (_error("database disk image is malformed"), True),  # no code: the words say it
    (_error("File is NOT A DATABASE"), True),
    (_error("database is locked", "SQLITE_BUSY"), False),
    (_error("disk I/O error", "SQLITE_IOERR"), False),
    (_error("unable to open database file"), False),
    (_error("malformed", "SQLITE_BUSY"), True),  # the words count even beside another code
])
def test_corruption_is_known_by_its_code_or_its_words(exc: sqlite3.Error, corrupt: bool) -> None:
    assert is_corruption(exc) is corrupt


def _database(path: Path, *, app_id: int = 0, version: int = 0, table: bool = False) -> Path:
    db = sqlite3.connect(path)
    if table:
        db.execute("CREATE TABLE notes (x)")
    db.execute(f"PRAGMA application_id = {app_id}")
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()
    return path


def test_a_database_with_nothing_in_it_is_fresh(tmp_path: Path) -> None:
    path = _database(tmp_path / "a.db", table=True)
    sqlite3.connect(path).execute("DROP TABLE notes").connection.commit()
    assert inspect(path, read_only=True).kind == "fresh"
    assert diagnose(path).kind == "fresh"


@pytest.mark.parametrize(("app_id", "version", "table"), [(0, 0, True), (0, 3, False), (7, 0, False)])
def test_a_database_with_anything_of_someone_elses_is_not_fresh(tmp_path: Path, app_id: int, version: int,
                                                               table: bool) -> None:
    path = _database(tmp_path / "a.db", app_id=app_id, version=version, table=table)
    for verdict in (inspect(path, read_only=True), diagnose(path)):
        assert verdict.kind == "unreadable"
        assert verdict.trouble is not None and verdict.trouble.fault is FileFault.NOT_NAPDESK


def test_napdesks_mark_without_tables_yet_is_an_old_schema_not_fresh(tmp_path: Path) -> None:
    path = _database(tmp_path / "a.db", app_id=APPLICATION_ID, version=0)
    verdict = diagnose(path)
    assert (verdict.kind, verdict.version, verdict.trouble) == ("ok", 0, None)


def test_napdesks_database_is_ok_and_says_its_version(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db)
    db.close()
    verdict = diagnose(path)
    assert (verdict.kind, verdict.version, verdict.reason) == ("ok", SCHEMA_VERSION, "")


def test_a_newer_schema_is_newer_and_one_at_this_version_missing_tables_is_unreadable(tmp_path: Path) -> None:
    newer = _database(tmp_path / "n.db", app_id=APPLICATION_ID, version=SCHEMA_VERSION + 1, table=True)
    verdict = diagnose(newer)
    assert (verdict.kind, verdict.version) == ("newer", SCHEMA_VERSION + 1)
    bare = _database(tmp_path / "b.db", app_id=APPLICATION_ID, version=SCHEMA_VERSION, table=True)
    verdict = diagnose(bare)
    assert verdict.kind == "unreadable" and verdict.trouble is not None
    assert verdict.trouble.fault is FileFault.TABLES_MISSING
    assert verdict.reason.startswith("tables are missing from it (") and "notes" not in verdict.reason


def test_a_truncated_file_says_how_much_of_it_is_left(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db)
    db.close()
    data = path.read_bytes()
    page_size = int.from_bytes(data[16:18], "big")
    pages = int.from_bytes(data[28:32], "big")
    assert pages > 1 and len(data) == page_size * pages
    path.write_bytes(data[: page_size * (pages - 1)])
    verdict = diagnose(path)
    assert verdict.kind == "unreadable" and verdict.trouble is not None
    assert verdict.trouble.fault is FileFault.TRUNCATED_AT
    assert verdict.reason == f"it is truncated ({page_size * (pages - 1)} bytes of {page_size * pages})"


def test_a_header_alone_is_truncated_and_other_bytes_are_not_sqlite(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 20)
    assert diagnose(path).reason == "it is truncated"
    path.write_bytes(b"SQLite format 2\x00" + b"\x00" * 200)
    assert diagnose(path).reason == "it is not a SQLite database"


def test_an_empty_file_is_empty_unless_its_wal_holds_the_database(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    path.write_bytes(b"")
    assert diagnose(path).kind == "empty"
    (tmp_path / "a.db-wal").write_bytes(b"")
    assert diagnose(path).kind == "empty"
    (tmp_path / "a.db-wal").write_bytes(b"x" * 32)
    assert diagnose(path).kind != "empty"


def test_a_missing_file_is_fresh(tmp_path: Path) -> None:
    assert diagnose(tmp_path / "none.db").kind == "fresh"


def test_a_folder_where_the_file_should_be_cannot_be_read(tmp_path: Path) -> None:
    folder = tmp_path / "a.db"
    folder.mkdir()
    verdict = diagnose(folder)
    assert verdict.kind == "error" and verdict.trouble is not None
    assert verdict.trouble.fault is FileFault.CANNOT_READ
    assert verdict.reason == f"cannot read {folder}: Is a directory"
