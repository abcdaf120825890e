"""Opening the database file: what it is (diagnosis without changing it), how to connect read-only where SQLite
cannot write beside it, and moving an unreadable file aside. :meth:`napdesk.store.store.Store.open` decides
what to do with each verdict."""

from __future__ import annotations

import os
import sqlite3
import stat
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from napdesk.store.problems import FileFault, FileTrouble, trouble
from napdesk.store.schema import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    TABLES,
    application_id_of,
    migrate,
    tables_of,
    version_of,
)


@dataclass
class Verdict:
    kind: Literal["fresh", "empty", "ok", "newer", "unreadable", "error"]
    trouble: FileTrouble | None = None  # why it cannot be read (unreadable, error)
    version: int = 0

    @property
    def reason(self) -> str:
        """Why it cannot be read, in English (the log's and the command line's words)."""
        return "" if self.trouble is None else str(self.trouble)


_CORRUPT_CODES: Final = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})
_HEADER: Final = b"SQLite format 3\x00"
_SIDECARS: Final = ("-wal", "-shm", "-journal")


def connect(path: Path | str, read_only: bool = False) -> sqlite3.Connection:
    if read_only:
        uri = Path(path).resolve().as_uri() + "?mode=ro"
        db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False, timeout=5)
    else:
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=5)
    return db


def is_corruption(exc: sqlite3.Error) -> bool:
    name = getattr(exc, "sqlite_errorname", "") or ""
    if any(name.startswith(code) for code in _CORRUPT_CODES):
        return True
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


def diagnose(path: Path) -> Verdict:
    """Read ``path`` without changing it and say what it is."""
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            header = f.read(100)
    except FileNotFoundError:
        return Verdict("fresh")
    except OSError as exc:
        return Verdict("error", trouble(FileFault.CANNOT_READ, path=str(path), error=exc.strerror or str(exc)))
    if size == 0:
        wal = path.with_name(path.name + "-wal")
        if not (wal.is_file() and wal.stat().st_size > 0):  # else SQLite rebuilds it from the WAL
            return Verdict("empty")
    if not header.startswith(_HEADER):
        return Verdict("unreadable", trouble(FileFault.NOT_SQLITE))
    if len(header) < 100:
        return Verdict("unreadable", trouble(FileFault.TRUNCATED))
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    has_wal = path.with_name(path.name + "-wal").exists()
    if page_size and pages and size < page_size * pages and not has_wal:
        return Verdict("unreadable", trouble(FileFault.TRUNCATED_AT, size=size, expected=page_size * pages))
    verdict = inspect(path, read_only=True)
    if verdict.kind == "error":  # e.g. a WAL file a read-only connection cannot recover: look read-write
        verdict = inspect(path, read_only=False)
    return verdict


def not_regular(path: Path) -> str | None:
    """Why ``path`` (which may not exist) cannot be one of our files: reading a FIFO would wait for ever."""
    try:
        mode = path.stat().st_mode
    except (FileNotFoundError, NotADirectoryError):  # not there yet; opening says why it cannot be made
        return None
    except OSError as exc:
        return f"napdesk cannot read {path} ({exc.strerror or exc})"
    if stat.S_ISREG(mode):
        return None
    kind = "a folder" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode) else "not a regular file"
    return f"napdesk cannot use {path}: it is {kind}, not a file of saved games"


def writable(folder: Path) -> bool:
    """Whether napdesk may write in ``folder`` (or create it): read-only mounts, permissions."""
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return os.access(folder, os.W_OK)


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection, also where SQLite cannot create the ``-shm`` beside a WAL database (a read-only
    folder): then ``immutable``, which is true there, as nothing can change a file in a folder no one writes."""
    db: sqlite3.Connection | None = None
    try:
        db = connect(path, read_only=True)
        db.execute("PRAGMA user_version").fetchone()
    except sqlite3.Error:
        if db is not None:
            db.close()
        uri = path.resolve().as_uri() + "?mode=ro&immutable=1"
        db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False, timeout=5)
    db.execute("PRAGMA query_only = ON")
    return db


def migrated_copy(db: sqlite3.Connection) -> sqlite3.Connection:
    """An in-memory copy of ``db`` brought up to this napdesk's schema, for reading an older database that
    cannot be migrated in place; the file is left as it is."""
    copy = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    db.backup(copy)
    migrate(copy)
    copy.execute("PRAGMA query_only = ON")
    return copy


def dangling(path: Path) -> str | None:
    """Where ``path`` points if it is a symbolic link to nothing (a folder since removed, a drive not mounted)."""
    try:
        return os.readlink(path) if path.is_symlink() and not path.exists() else None
    except OSError:
        return None


def cannot_write(path: Path) -> str | None:
    """Why the existing file ``path`` cannot be written (it is read-only, its file system is), else None; found by
    trying to open it for writing, as permission bits say nothing for a process that may ignore them."""
    try:
        fd = os.open(path, os.O_RDWR)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return exc.strerror or str(exc)
    os.close(fd)
    return None


# What a lost write-ahead log cost: "deleted" (the -wal is gone), "truncated" (it is shorter than the frames its
# index says were committed), "damaged" (its header is not a WAL's).
WalLoss = Literal["deleted", "truncated", "damaged"]
_WAL_MAGIC: Final = (0x377F0682, 0x377F0683)
_WAL_HEADER: Final = 32


def wal_loss(path: Path) -> tuple[WalLoss | None, bool]:
    """Before SQLite opens ``path``: whether committed writes in its write-ahead log were lost (and how), and
    whether there is a log at all. The WAL index (``-shm``, which SQLite keeps beside the log while it is in use
    and which survives a crash) says how many frames were committed (``mxFrame``) and how many of them are
    already in the database file (``nBackfill``); a log missing, shorter than that, or with a header that is not
    a WAL's lost the difference."""
    wal, shm = path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")
    try:
        size = wal.stat().st_size if wal.is_file() else 0
        head = b""
        if size:
            with wal.open("rb") as f:
                head = f.read(_WAL_HEADER)
    except OSError:
        size, head = 0, b""
    committed = _unbackfilled(shm)
    if size >= _WAL_HEADER and int.from_bytes(head[:4], "big") not in _WAL_MAGIC:
        return "damaged", True
    if size < _WAL_HEADER:
        return ("deleted" if committed is not None and committed[0] > committed[1] else None), False
    if committed is not None and committed[0] > committed[1]:
        page = int.from_bytes(head[8:12], "big") or 1
        if (size - _WAL_HEADER) // (page + 24) < committed[0]:
            return "truncated", True
    return None, True


def _unbackfilled(shm: Path) -> tuple[int, int] | None:
    """``(mxFrame, nBackfill)`` from a WAL index (native byte order, as SQLite maps it), if there is a valid one."""
    try:
        with shm.open("rb") as f:
            head = f.read(136)
    except OSError:
        return None
    if len(head) < 136 or head[:48] != head[48:96] or not head[12]:  # both copies agree, and it is initialised
        return None
    return int.from_bytes(head[16:20], sys.byteorder), int.from_bytes(head[96:100], sys.byteorder)


def inspect(path: Path, read_only: bool, immutable: bool = False) -> Verdict:
    """What ``path`` is; ``immutable``: read it as a file nothing can change (a folder no one can write in,
    where SQLite could not make the ``-shm`` a WAL database needs)."""
    try:
        db = connect_read_only(path) if immutable else connect(path, read_only=read_only)
    except sqlite3.Error as exc:
        return Verdict("unreadable" if is_corruption(exc) else "error", trouble(FileFault.SQLITE, error=str(exc)))
    try:
        version = version_of(db)
        app_id = application_id_of(db)
        tables = tables_of(db)
        problems = [str(r[0]) for r in db.execute("PRAGMA quick_check(3)")]
        if problems != ["ok"]:
            lines = [ln.strip() for p in problems for ln in p.splitlines() if ln.strip() and "***" not in ln]
            first = (lines or ["?"])[0]
            return Verdict("unreadable", trouble(FileFault.INTEGRITY, error=first[:120]))
        if version == 0 and app_id == 0 and not tables:
            return Verdict("fresh")
        if app_id != APPLICATION_ID:
            return Verdict("unreadable", trouble(FileFault.NOT_NAPDESK))
        if version > SCHEMA_VERSION:
            return Verdict("newer", version=version)
        if version == SCHEMA_VERSION and not tables >= TABLES:
            missing = ", ".join(sorted(TABLES - tables))
            return Verdict("unreadable", trouble(FileFault.TABLES_MISSING, missing=missing))
        return Verdict("ok", version=version)
    except sqlite3.Error as exc:
        if is_corruption(exc):
            return Verdict("unreadable", trouble(FileFault.SQLITE_CANNOT_READ, error=str(exc)))
        return Verdict("error", trouble(FileFault.SQLITE, error=str(exc)))
    finally:
        db.close()


def move_aside(path: Path, moment: datetime) -> Path:
    """Rename the database (and its -wal, -shm, -journal) to a timestamped name never used before."""
    stem = f"{path.stem}.unreadable-{moment.astimezone(UTC):%Y%m%d-%H%M%S}"
    n = 1
    while True:
        target = path.with_name(f"{stem}{'' if n == 1 else f'-{n}'}{path.suffix}")
        taken = [target.with_name(target.name + s) for s in ("", *_SIDECARS)]
        if not any(t.exists() for t in taken):
            break
        n += 1
    for suffix in _SIDECARS:
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    os.replace(path, target)
    return target


def configure(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA journal_mode = WAL")
    # FULL: a commit is on disk (the WAL fsynced) before record_action returns, power cut included.
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA foreign_keys = ON")
