"""What napdesk.store.opening makes of a file before the store uses it: SQLite's errors that mean a damaged file
(by their code or, where Python gives none, their words), a file that is nobody's yet (fresh) told apart from
one that is someone else's or napdesk's own, a truncated file's sizes; its connections (read-only ones too, for
every thread), an older schema read through a migrated copy, a link to nothing, moving a file aside with its side
files, and what the write-ahead log's index says was lost."""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import sys
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from napdesk.store.opening import (
    connect,
    connect_read_only,
    dangling,
    diagnose,
    inspect,
    is_corruption,
    migrated_copy,
    move_aside,
    not_regular,
    wal_loss,
)
from napdesk.store.problems import FileFault
from napdesk.store.schema import APPLICATION_ID, SCHEMA_VERSION, TABLES, migrate, tables_of, version_of


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


def _in_thread(work: Callable[[], object]) -> object:
    """``work()`` run on another thread: the store's connections are shared by its worker threads."""
    got: list[object] = []
    worker = threading.Thread(target=lambda: got.append(work()))
    worker.start()
    worker.join(60)
    assert got, "the work failed on its thread"
    return got[0]


def _napdesk_file(path: Path, version: int = SCHEMA_VERSION) -> Path:
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, version)
    db.close()
    return path


@pytest.mark.parametrize("read_only", [False, True])
def test_a_connection_waits_five_seconds_for_a_lock_and_serves_every_thread(tmp_path: Path, read_only: bool) -> None:
    db = connect(_napdesk_file(tmp_path / "a.db"), read_only=read_only)
    assert db.execute("PRAGMA busy_timeout").fetchone() == (5000,)
    assert db.isolation_level is None
    assert _in_thread(lambda: version_of(db)) == SCHEMA_VERSION
    db.close()


def test_a_read_only_connection_cannot_write(tmp_path: Path) -> None:
    db = connect(_napdesk_file(tmp_path / "a.db"), read_only=True)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        db.execute("CREATE TABLE notes (x)")
    db.close()


def test_a_log_sqlite_cannot_open_is_skipped_by_reading_the_file_as_it_is(tmp_path: Path) -> None:
    path = _napdesk_file(tmp_path / "a.db")
    sqlite3.connect(path).execute("PRAGMA journal_mode = WAL").connection.close()
    (tmp_path / "a.db-wal").mkdir()  # SQLite cannot open it (nor could it make one in a read-only folder)
    with pytest.raises(sqlite3.OperationalError):
        connect(path, read_only=True).execute("PRAGMA user_version")
    db = connect_read_only(path)
    assert _in_thread(lambda: version_of(db)) == SCHEMA_VERSION
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        db.execute("CREATE TABLE notes (x)")
    db.close()
    plain = connect_read_only(_napdesk_file(tmp_path / "b.db"))
    assert _in_thread(lambda: version_of(plain)) == SCHEMA_VERSION
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        plain.execute("CREATE TABLE notes (x)")
    plain.close()


def test_an_older_schema_is_read_through_a_copy_brought_up_to_date(tmp_path: Path) -> None:
    path = _napdesk_file(tmp_path / "a.db", version=1)
    before = path.read_bytes()
    source = connect_read_only(path)
    copy = migrated_copy(source)
    source.close()
    assert _in_thread(lambda: (version_of(copy), tables_of(copy) >= TABLES)) == (SCHEMA_VERSION, True)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        copy.execute("DELETE FROM sessions")
    copy.close()
    assert path.read_bytes() == before
    with contextlib.closing(sqlite3.connect(path)) as db:
        assert version_of(db) == 1


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges on Windows")
def test_a_link_to_nothing_says_where_it_points(tmp_path: Path) -> None:
    link = tmp_path / "a.db"
    link.symlink_to(tmp_path / "gone" / "a.db")
    assert dangling(link) == str(tmp_path / "gone" / "a.db")
    (tmp_path / "gone").mkdir()
    _napdesk_file(tmp_path / "gone" / "a.db")
    assert dangling(link) is None  # it points at a file again
    assert dangling(tmp_path / "gone" / "a.db") is None and dangling(tmp_path / "none.db") is None


def test_moving_aside_takes_every_side_file_and_never_reuses_a_name(tmp_path: Path) -> None:
    moment = datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC)
    taken = tmp_path / "a.unreadable-20260304-050607.db-journal"  # only a side file of the first name is there
    taken.write_bytes(b"older")
    path = tmp_path / "a.db"
    for suffix in ("", "-wal", "-shm", "-journal"):
        (tmp_path / f"a.db{suffix}").write_bytes(suffix.encode() or b"main")
    target = move_aside(path, moment)
    assert target == tmp_path / "a.unreadable-20260304-050607-2.db"
    for suffix in ("", "-wal", "-shm", "-journal"):
        assert (tmp_path / f"{target.name}{suffix}").read_bytes() == (suffix.encode() or b"main")
        assert not (tmp_path / f"a.db{suffix}").exists()
    assert taken.read_bytes() == b"older"


def test_at_this_version_the_missing_tables_are_named(tmp_path: Path) -> None:
    path = _napdesk_file(tmp_path / "a.db")
    db = sqlite3.connect(path)
    db.execute("DROP TABLE presets")
    db.execute("DROP TABLE preferences")
    db.commit()
    db.close()
    assert diagnose(path).reason == "tables are missing from it (preferences, presets)"


def test_a_schema_sqlite_cannot_read_is_unreadable(tmp_path: Path) -> None:
    path = _napdesk_file(tmp_path / "a.db")
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xab" * (4096 - 100)  # the schema's page scribbled over, the header kept
    path.write_bytes(bytes(data))
    verdict = diagnose(path)
    assert verdict.kind == "unreadable" and verdict.trouble is not None
    assert verdict.trouble.fault is FileFault.SQLITE_CANNOT_READ
    assert verdict.reason == "SQLite cannot read it (database disk image is malformed)"


def _crashed_copy(tmp_path: Path) -> Path:
    """A WAL database as a crash leaves it: committed writes in its ``-wal``, not yet in the file."""
    live = tmp_path / "live"
    live.mkdir()
    db = sqlite3.connect(live / "a.db", isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA wal_autocheckpoint = 0")
    migrate(db)
    path = tmp_path / "a.db"
    shutil.copyfile(live / "a.db", path)
    shutil.copyfile(live / "a.db-wal", tmp_path / "a.db-wal")
    db.close()
    return path


def test_looking_at_a_crashed_file_leaves_its_log_as_it_was(tmp_path: Path) -> None:
    path = _crashed_copy(tmp_path)
    before = (path.read_bytes(), (tmp_path / "a.db-wal").read_bytes())
    verdict = diagnose(path)
    assert (verdict.kind, verdict.version) == ("ok", SCHEMA_VERSION)  # the tables are in the log only
    assert (path.read_bytes(), (tmp_path / "a.db-wal").read_bytes()) == before


def test_a_truncated_looking_file_with_a_log_is_read_not_refused(tmp_path: Path) -> None:
    path = _crashed_copy(tmp_path)
    pages = int.from_bytes(path.read_bytes()[28:32], "big")
    page_size = int.from_bytes(path.read_bytes()[16:18], "big")
    with path.open("r+b") as f:  # as if the file had been cut after the header said how long it is
        f.seek(28)
        f.write((pages + 1).to_bytes(4, "big"))
    assert path.stat().st_size < page_size * (pages + 1)
    assert diagnose(path).kind == "ok"
    (tmp_path / "a.db-wal").unlink()
    verdict = diagnose(path)
    assert verdict.trouble is not None and verdict.trouble.fault is FileFault.TRUNCATED_AT


def test_a_file_a_read_only_look_cannot_recover_is_looked_at_read_write(tmp_path: Path) -> None:
    live = tmp_path / "live"
    live.mkdir()
    db = sqlite3.connect(live / "a.db", isolation_level=None)
    migrate(db)
    db.execute("PRAGMA cache_size = 1")  # the change spills into the file before it commits
    db.execute("BEGIN")
    db.execute("CREATE TABLE big (x)")
    for _ in range(300):
        db.execute("INSERT INTO big VALUES (?)", ("x" * 500,))
    path = tmp_path / "a.db"
    shutil.copyfile(live / "a.db", path)
    shutil.copyfile(live / "a.db-journal", tmp_path / "a.db-journal")  # a crash mid-write: a hot journal
    db.rollback()
    db.close()
    assert inspect(path, read_only=True).kind == "error"  # rolling the journal back is a write
    assert (diagnose(path).kind, diagnose(path).version) == ("ok", SCHEMA_VERSION)
    with contextlib.closing(sqlite3.connect(path)) as db:
        assert "big" not in tables_of(db)  # rolled back


def _shm(path: Path, committed: int, backfilled: int, size: int = 136) -> None:
    """A WAL index: its header twice (initialised, ``committed`` frames, the next fields set as SQLite sets
    them), then the checkpoint's ``backfilled`` frames and read marks."""
    head = bytearray(48)
    head[12] = 1
    head[16:20] = committed.to_bytes(4, sys.byteorder)
    head[20:24] = (7).to_bytes(4, sys.byteorder)  # the database's size in pages
    tail = backfilled.to_bytes(4, sys.byteorder) + (0xFFFFFFFF).to_bytes(4, sys.byteorder)
    path.with_name(path.name + "-shm").write_bytes((bytes(head) * 2 + tail).ljust(size, b"\0")[:size])


def _wal(path: Path, frames: float, page: int = 1024, magic: int = 0x377F0682, extra: int = 0) -> None:
    head = magic.to_bytes(4, "big") + (3007000).to_bytes(4, "big") + page.to_bytes(4, "big")
    frame = (page or 1) + 24
    path.with_name(path.name + "-wal").write_bytes(head.ljust(32, b"\1") + b"\2" * (int(frames * frame) + extra))


def test_no_log_and_no_index_lost_nothing(tmp_path: Path) -> None:
    assert wal_loss(tmp_path / "a.db") == (None, False)


@pytest.mark.parametrize(("committed", "backfilled", "lost"), [(5, 2, "deleted"), (2, 2, None), (1, 3, None)])
def test_a_log_gone_lost_what_its_index_says_was_not_yet_in_the_file(tmp_path: Path, committed: int,
                                                                     backfilled: int, lost: str | None) -> None:
    path = tmp_path / "a.db"
    _shm(path, committed, backfilled)
    assert wal_loss(path) == (lost, False)
    (tmp_path / "a.db-wal").write_bytes(b"\0" * 31)  # shorter than a log's header: no log
    assert wal_loss(path) == (lost, False)


@pytest.mark.parametrize("size", [135, 137])
def test_an_index_of_another_size_is_read_only_if_whole(tmp_path: Path, size: int) -> None:
    path = tmp_path / "a.db"
    _shm(path, 5, 2, size=size)
    assert wal_loss(path) == ("deleted" if size > 136 else None, False)


def test_an_index_whose_copies_disagree_or_never_started_says_nothing(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _shm(path, 5, 2)
    shm = path.with_name("a.db-shm")
    data = bytearray(shm.read_bytes())
    data[47] ^= 1
    shm.write_bytes(bytes(data))
    assert wal_loss(path) == (None, False)
    data[47] ^= 1
    data[12] = data[60] = 0
    shm.write_bytes(bytes(data))
    assert wal_loss(path) == (None, False)


@pytest.mark.parametrize("magic", [0x377F0682, 0x377F0683])  # the two byte orders of the log's checksums
def test_a_log_with_every_committed_frame_lost_nothing(tmp_path: Path, magic: int) -> None:
    path = tmp_path / "a.db"
    _wal(path, 3, magic=magic)
    assert wal_loss(path) == (None, True)  # no index: nothing to compare with
    _shm(path, 3, 0)
    assert wal_loss(path) == (None, True)
    _shm(path, 4, 4)  # all of them already in the file
    _wal(path, 0, magic=magic)
    assert wal_loss(path) == (None, True)


@pytest.mark.parametrize(("frames", "extra", "page"), [(0, 0, 1024), (2, 0, 1024), (2, 1047, 1024),
                                                       (2, 0, 4096), (3.84, 0, 0)])
def test_a_log_shorter_than_its_committed_frames_was_cut_short(tmp_path: Path, frames: float, extra: int,
                                                               page: int) -> None:
    path = tmp_path / "a.db"
    _wal(path, frames, page=page, extra=extra)
    _shm(path, 3 if page else 4, 0)
    assert wal_loss(path) == ("truncated", True)


def test_a_log_whose_header_is_not_a_logs_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _wal(path, 0, magic=0x377F0684)
    assert path.with_name("a.db-wal").stat().st_size == 32  # a header alone
    assert wal_loss(path) == ("damaged", True)
    _shm(path, 3, 3)
    assert wal_loss(path) == ("damaged", True)


def test_a_truncated_file_of_the_largest_pages_says_its_size(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA page_size = 65536")  # stored as 1 in the header
    migrate(db)
    db.close()
    data = path.read_bytes()
    assert int.from_bytes(data[16:18], "big") == 1
    pages = int.from_bytes(data[28:32], "big")
    path.write_bytes(data[: 65536 * (pages - 1)])
    assert diagnose(path).reason == f"it is truncated ({65536 * (pages - 1)} bytes of {65536 * pages})"


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges on Windows")
def test_a_path_that_cannot_even_be_looked_at_says_why(tmp_path: Path) -> None:
    loop = tmp_path / "a.db"
    loop.symlink_to(loop)  # a link to itself: stat fails with "too many levels of symbolic links"
    why = not_regular(loop)
    assert why is not None and why.startswith(f"napdesk cannot read {loop} (")
    assert not_regular(tmp_path / "none.db") is None and not_regular(_napdesk_file(tmp_path / "b.db")) is None


def test_a_file_sqlite_cannot_open_is_an_error_not_damage(tmp_path: Path) -> None:
    verdict = inspect(tmp_path, read_only=False)  # a folder
    assert verdict.kind == "error" and verdict.trouble is not None and verdict.trouble.fault is FileFault.SQLITE


def test_the_migrated_copy_is_kept_in_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _napdesk_file(tmp_path / "a.db", version=1)
    monkeypatch.chdir(tmp_path)
    source = connect_read_only(path)
    migrated_copy(source).close()
    source.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db"]
