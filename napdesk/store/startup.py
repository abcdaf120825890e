"""Opening the store: what to do with each verdict :mod:`napdesk.store.opening` gives on the database file (a
fresh start, a file moved aside, a newer or unmigratable one read-only, a folder napdesk cannot write in, another
napdesk running), so that opening never fails for a bad file and always says what it did
(:meth:`napdesk.store.Store.open`)."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal

from napdesk.store import backup as backups
from napdesk.store import opening, paths
from napdesk.store.lock import InstanceLock
from napdesk.store.paths import BACKUP_DIR, DB_NAME, LOCK_NAME
from napdesk.store.problems import FileFault, Problem, facts_of, trouble
from napdesk.store.schema import APPLICATION_ID, SCHEMA_VERSION, application_id_of, migrate, version_of
from napdesk.store.values import AlreadyRunning, Clock, Message, OpenResult

if TYPE_CHECKING:
    from napdesk.store.store import Store

log = logging.getLogger("napdesk.store")


def open_store(make: type[Store], data_dir: Path | str | None, *, clock: Clock,
               if_running: Literal["raise", "read_only"], backup: bool) -> OpenResult:
    """:meth:`napdesk.store.Store.open`, which says what it does; ``make`` builds the store once a database is
    open."""
    folder = Path(data_dir) if data_dir is not None else paths.data_dir()
    messages: list[Message] = []
    for name in (DB_NAME, LOCK_NAME):
        refusal = opening.not_regular(folder / name)
        if refusal is not None:
            return _in_memory(make, folder, refusal + "; nothing will be saved this time.", clock,
                              Problem.NOT_A_FILE, path=str(folder / name))
    if not opening.writable(folder):
        return _open_unwritable(make, folder, "it is read-only", clock)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = InstanceLock(folder / LOCK_NAME)
        got_lock = lock.acquire()
    except OSError as exc:
        return _open_unwritable(make, folder, exc.strerror or str(exc), clock)
    if not got_lock:
        if if_running == "raise":
            raise AlreadyRunning(folder, lock.owner())
        return _open_beside_running(make, folder, lock, clock)
    try:
        result = _open_locked(make, folder, lock, clock, messages, backup)
    except BaseException:
        lock.release()
        raise
    for message in result.messages:
        (log.info if message.level == "info" else log.warning)("%s", message.text)
    return result

def _open_locked(
    make: type[Store], folder: Path, lock: InstanceLock, clock: Clock, messages: list[Message], backup: bool
) -> OpenResult:
    path = folder / DB_NAME
    link = opening.dangling(path)
    if link is not None:  # SQLite would say only "unable to open database file"
        lock.release()
        found = trouble(FileFault.DANGLING_LINK, target=link)
        return _in_memory(make, folder, f"napdesk cannot open {path} ({found}); nothing will be saved this time.",
                          clock, Problem.CANNOT_OPEN, path=str(path), error=found)
    verdict = opening.diagnose(path)
    if verdict.kind == "ok":  # (a newer one is opened read-only anyway, and says why)
        refused = opening.cannot_write(path)
        if refused is not None:
            return _open_read_only_file(make, folder, lock, clock, verdict, refused)
    lost, has_wal = opening.wal_loss(path) if verdict.kind == "ok" else (None, False)
    moved = False
    if verdict.kind == "unreadable":
        moment = clock()
        try:
            target = opening.move_aside(path, moment)
        except OSError as exc:
            lock.release()
            return _in_memory(
                make, folder, f"The saved games in {path} cannot be read ({verdict.reason}) and could not be "
                f"moved aside ({exc.strerror or exc}); nothing will be saved this time.", clock,
                Problem.CANNOT_MOVE_ASIDE, path=str(path), reason=verdict.trouble, error=exc.strerror or str(exc))
        moved = True
        text = (f"The saved games could not be read ({verdict.reason}). The file was moved to {target} "
                "and napdesk started a new one.")
        latest = backups.latest(folder / BACKUP_DIR)
        if latest is not None:
            text += f" The most recent backup is {latest}."
        messages.append(Message("warning", text, target, Problem.MOVED_ASIDE, facts_of(
            reason=verdict.trouble, target=str(target), backup=None if latest is None else str(latest))))
        verdict = opening.Verdict("fresh")
    elif verdict.kind == "empty":  # nothing to lose, but a file emptied by a crash or a tool is news
        text = f"The saved games file {path} was empty (0 bytes), so napdesk started a new one."
        latest = backups.latest(folder / BACKUP_DIR)
        text += (f" The most recent backup is {latest}." if latest is not None
                 else " No backup of it was found.")
        messages.append(Message("warning", text, latest, Problem.EMPTY_FILE, facts_of(
            path=str(path), backup=None if latest is None else str(latest))))
        verdict = opening.Verdict("fresh")
    elif verdict.kind == "error":
        lock.release()
        return _in_memory(make, folder, f"napdesk cannot open {path} ({verdict.reason}); "
                          "nothing will be saved this time.", clock,
                          Problem.CANNOT_OPEN, path=str(path), error=verdict.trouble)
    if verdict.kind == "newer":
        db = opening.connect(path, read_only=True)
        db.execute("PRAGMA query_only = ON")
        messages.append(Message(
            "warning",
            f"The saved games in {path} were written by a newer napdesk (data version {verdict.version}, "
            f"this napdesk reads up to {SCHEMA_VERSION}). They are shown read-only and left untouched; "
            "nothing new will be saved.", path, Problem.NEWER_DATA,
            facts_of(path=str(path), version=verdict.version, supported=SCHEMA_VERSION)))
        store = make(db, data_dir=folder, read_only=True, lock=lock, clock=clock)
        return OpenResult(store, tuple(messages), True)
    opened: list[sqlite3.Connection] = []
    try:
        db = opening.connect(path)
        opened.append(db)
        opening.configure(db)
        if verdict.kind == "ok" and verdict.version < SCHEMA_VERSION and backup:
            backups.before_migration(db, folder / BACKUP_DIR, verdict.version, clock())
        migrate(db)
    except sqlite3.Error as exc:
        for failed in opened:
            with contextlib.suppress(sqlite3.Error):
                failed.close()
        if verdict.kind != "ok":
            lock.release()
            return _in_memory(make, folder, f"napdesk cannot open {path} ({exc}); nothing will be saved this "
                              "time.", clock, Problem.CANNOT_OPEN, path=str(path), error=str(exc))
        why = (f"The saved games in {path} could not be brought up to date for this napdesk ({exc}). "
               "They are shown read-only and left untouched; nothing new will be saved.")
        try:
            copy = opening.migrated_copy(opening.connect_read_only(path))
        except sqlite3.Error as again:
            lock.release()
            return _in_memory(make, folder, f"{why[:-1]}, and they cannot be read either ({again}).", clock,
                              Problem.CANNOT_MIGRATE_OR_READ, path=str(path), error=str(exc),
                              again=str(again))
        messages.append(Message("warning", why, path, Problem.CANNOT_MIGRATE,
                                facts_of(path=str(path), error=str(exc))))
        return OpenResult(make(copy, data_dir=folder, read_only=True, lock=lock, clock=clock),
                          tuple(messages), True)
    store = make(db, data_dir=folder, read_only=False, lock=lock, clock=clock)
    was_in_play = store.transactions.mark_in_play()
    if lost is None and was_in_play and not has_wal:  # the -wal and its index both gone
        lost = "deleted"
    if lost is not None:
        wal = path.with_name(path.name + "-wal")
        messages.append(Message(
            "warning", f"The log of recent saves ({wal}) was {_LOSSES[lost]} after napdesk stopped without "
            "closing: what was played of the hand in progress then may be lost. Every finished hand is kept.",
            wal, Problem.WAL_LOST, facts_of(path=str(path), wal=str(wal), how=lost)))
    if backup and not moved:
        try:
            store.backup()
        except (OSError, sqlite3.Error) as exc:
            messages.append(Message("warning", f"The daily backup failed: {exc}", None,
                                    Problem.BACKUP_FAILED, facts_of(error=str(exc))))
    return OpenResult(store, tuple(messages), False)

_LOSSES: Final = {"deleted": "missing", "truncated": "cut short", "damaged": "damaged"}


def _open_read_only_file(make: type[Store], folder: Path, lock: InstanceLock, clock: Clock,
                         verdict: opening.Verdict, why: str) -> OpenResult:
    """A database file napdesk may not write (read-only, on a read-only file system): its saved games read-only,
    and said so, rather than a store that fails at its first save."""
    path = folder / DB_NAME
    try:
        db = opening.connect_read_only(path)
        if verdict.kind == "ok" and verdict.version < SCHEMA_VERSION:
            db = opening.migrated_copy(db)
    except sqlite3.Error as exc:
        lock.release()
        return _in_memory(make, folder, f"napdesk cannot write {path} ({why}) and cannot read it ({exc}); "
                          "nothing will be saved this time.", clock, Problem.CANNOT_OPEN, path=str(path),
                          error=str(exc))
    text = (f"napdesk cannot write {path} ({why}). Your saved games are shown read-only; nothing new will be "
            "saved until the file can be written again.")
    return OpenResult(make(db, data_dir=folder, read_only=True, lock=lock, clock=clock),
                      (Message("warning", text, path, Problem.READ_ONLY_FILE, facts_of(path=str(path), error=why)),),
                      True)


def _open_beside_running(make: type[Store], folder: Path, lock: InstanceLock, clock: Clock) -> OpenResult:
    path = folder / DB_NAME
    pid = lock.owner()
    who = f" (process {pid})" if pid else ""
    note = Message("info", f"napdesk is running{who}; the saved games are shown read-only.", path,
                   Problem.RUNNING_READ_ONLY, facts_of(pid=pid or None))
    try:
        db = opening.connect(path, read_only=True)
        db.execute("PRAGMA query_only = ON")
        version = version_of(db)
        if version == 0 or application_id_of(db) != APPLICATION_ID:
            db.close()
            raise sqlite3.DatabaseError("no napdesk data yet")
    except sqlite3.Error:
        db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        migrate(db)
        db.execute("PRAGMA query_only = ON")
    return OpenResult(make(db, data_dir=folder, read_only=True, clock=clock), (note,), True)

def _open_unwritable(make: type[Store], folder: Path, why: str, clock: Clock) -> OpenResult:
    """A data directory napdesk cannot write in: its saved games read-only (no lock is needed: no one
    writes there), else an in-memory store."""
    path = folder / DB_NAME
    cannot = f"napdesk cannot write in {folder} ({why})"
    if not path.is_file():
        return _in_memory(make, folder, f"{cannot}; nothing will be saved this time.", clock,
                          Problem.CANNOT_WRITE_OR_READ, folder=str(folder), path=None, error=why)
    verdict = opening.inspect(path, read_only=True, immutable=True)
    if verdict.kind not in ("ok", "newer"):
        found = verdict.trouble or trouble(FileFault.NO_SAVED_GAMES)
        return _in_memory(make, folder, f"{cannot} and cannot read {path} ({found}); nothing will be saved "
                          "this time.", clock, Problem.CANNOT_WRITE_OR_READ, folder=str(folder),
                          path=str(path), error=found)
    try:
        db = opening.connect_read_only(path)
        if verdict.kind == "ok" and verdict.version < SCHEMA_VERSION:
            db = opening.migrated_copy(db)
    except sqlite3.Error as exc:
        return _in_memory(make, folder, f"{cannot} and cannot read {path} ({exc}); nothing will be saved "
                          "this time.", clock, Problem.CANNOT_WRITE_OR_READ, folder=str(folder),
                          path=str(path), error=str(exc))
    text = (f"{cannot}. Your saved games are shown read-only; nothing new will be saved until napdesk can "
            "write there again.")
    return OpenResult(make(db, data_dir=folder, read_only=True, clock=clock),
                      (Message("warning", text, folder, Problem.CANNOT_WRITE,
                               facts_of(folder=str(folder), error=why)),), True)

def _in_memory(make: type[Store], folder: Path, reason: str, clock: Clock, code: Problem = Problem.OTHER, /,
               **facts: object) -> OpenResult:
    log.warning("%s", reason)
    db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA foreign_keys = ON")
    migrate(db)
    return OpenResult(make(db, data_dir=None, clock=clock),
                      (Message("error", reason, folder, code, facts_of(**facts)),), False)
