"""The :class:`Store`: napdesk's one SQLite database and everything else in the data directory.

See the package docstring (:mod:`napdesk.store`) for the API as a whole; this module holds the class, its value
types and the opening procedure (lock, migrations, daily backup, what to do with each verdict of
:mod:`napdesk.store.opening`, which diagnoses the file and moves an unreadable one aside).
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal

from napdesk.engine.actions import Action, TakeWidow, action_to_record
from napdesk.engine.rules import RuleError, Rules
from napdesk.engine.session import HandResult
from napdesk.store import backup as backups
from napdesk.store import opening, paths, records, validate
from napdesk.store.lock import InstanceLock
from napdesk.store.paths import BACKUP_DIR, DB_NAME, LOCK_NAME
from napdesk.store.practice import PracticeQueries
from napdesk.store.problems import NO_FACTS, Facts, Problem, facts_of
from napdesk.store.profiles import ProfileQueries
from napdesk.store.schema import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    application_id_of,
    migrate,
    version_of,
)
from napdesk.store.scoreboard import PlayerStats, ScoreboardPage, player_stats, scoreboard_page

log = logging.getLogger("napdesk.store")
log.addHandler(logging.NullHandler())  # the application decides where messages go; they are returned too

Clock = Callable[[], datetime]
STATUSES: Final = ("active", "finished", "abandoned")
KINDS: Final = ("person", "computer")


def utc_now() -> datetime:
    return datetime.now(UTC)


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# ------------------------------------------------------------------------------------------------ value types


class StoreError(Exception):
    """Something the store cannot do. ``message`` (and ``str(error)``) is the English sentence for the command
    line and the log; the UI translates ``code`` with its ``facts`` (:mod:`napdesk.store.problems`)."""

    def __init__(self, message: str, code: Problem = Problem.OTHER, **facts: object) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.facts: Facts = facts_of(**facts)


class AlreadyRunning(StoreError):
    """Another napdesk holds the data directory's lock."""

    def __init__(self, data_dir: Path, pid: int | None) -> None:
        self.data_dir = data_dir
        self.pid = pid
        who = f" (process {pid})" if pid else ""
        super().__init__(f"napdesk is already running{who} with the data in {data_dir}; close it first",
                         Problem.ALREADY_RUNNING, folder=str(data_dir), pid=pid or None)


class ReadOnlyStore(StoreError):
    """A write to a store opened read-only."""


class DamagedSession(StoreError):
    """A session whose rows napdesk cannot read (``reason`` says which); the other sessions are not affected."""

    def __init__(self, session_id: int, reason: str) -> None:
        self.session_id = session_id
        self.reason = reason
        super().__init__(f"session {session_id} is damaged: {reason}", Problem.DAMAGED_SESSION,
                         session=session_id, reason=reason)


class UnknownSession(StoreError):
    def __init__(self, session_id: int) -> None:
        self.session_id = session_id
        super().__init__(f"there is no session {session_id}", Problem.UNKNOWN_SESSION, session=session_id)


@dataclass(frozen=True)
class Message:
    """Something the user should be told about opening the store: the UI shows ``text``; ``path`` is the file
    it is about (where an unreadable database went, for one)."""

    level: Literal["info", "warning", "error"]
    text: str  # in English, for the log; the UI translates code and facts
    path: Path | None = None
    code: Problem = Problem.OTHER
    facts: Facts = field(default_factory=lambda: NO_FACTS)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a person, or a computer player of some level."""

    name: str
    kind: Literal["person", "computer"] = "person"
    level: str | None = None
    # a person's profile id (napdesk.store.profiles); None: found by name. Not part of what the seat is.
    profile: int | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(data: object) -> Seat:
        if not isinstance(data, Mapping):
            raise ValueError("a seat must be an object with a name")
        name, kind, level = data.get("name"), data.get("kind", "person"), data.get("level")
        if not isinstance(name, str) or not name.strip():
            raise ValueError("a seat needs a name")
        if kind not in KINDS:
            raise ValueError(f"a seat's kind is person or computer, not {kind!r}")
        if level is not None and not isinstance(level, str):
            raise ValueError("a computer's level must be text")
        return Seat(name, kind, level)


@dataclass(frozen=True)
class SessionInfo:
    """A line of the session list."""

    id: int
    name: str
    created: str
    updated: str
    status: str
    hands: int
    players: tuple[str, ...]
    in_progress: bool  # a hand was started and not finished
    damaged: str | None = None  # why napdesk cannot read the session (it is listed, but cannot be opened)

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"id": self.id, "name": self.name, "hands": self.hands, "status": self.status}
        if self.damaged is not None:
            doc["damaged"] = self.damaged
        return doc


@dataclass(frozen=True)
class CurrentHand:
    """The hand in progress: its number and its record as far as it went (deal and every stored action)."""

    number: int
    record: dict[str, Any]


@dataclass(frozen=True)
class SavedSession:
    """All that is needed to resume a session (see :func:`napdesk.store.resume.resume_session`)."""

    info: SessionInfo
    rules: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int | None
    snapshot: dict[str, Any] | None
    current: CurrentHand | None

    @property
    def id(self) -> int:
        return self.info.id

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


@dataclass(frozen=True)
class OpenResult:
    """What :meth:`Store.open` gives: the store, what to tell the user, and whether it can be written."""

    store: Store
    messages: tuple[Message, ...] = ()
    read_only: bool = False


# ------------------------------------------------------------------------------------------------ the store


class Store(ProfileQueries, PracticeQueries):
    """napdesk's saved data. Open it with :meth:`Store.open`; see the package docstring for the API."""

    def __init__(
        self,
        db: sqlite3.Connection,
        *,
        data_dir: Path | None,
        read_only: bool = False,
        lock: InstanceLock | None = None,
        clock: Clock = utc_now,
    ) -> None:
        self._db = db
        self.data_dir = data_dir
        self.read_only = read_only
        self._lock = lock
        self._clock = clock
        self._mutex = threading.RLock()
        self._batch_depth = 0
        self._damaged: dict[int, str] = {}  # damage found while reading (hand records), by session id

    # -------------------------------------------------------------------------------------- open and close

    @classmethod
    def open(
        cls,
        data_dir: Path | str | None = None,
        *,
        clock: Clock = utc_now,
        if_running: Literal["raise", "read_only"] = "raise",
        backup: bool = True,
    ) -> OpenResult:
        """Open (or create) the database in ``data_dir`` (default: :func:`napdesk.store.paths.data_dir`).

        Never raises for a bad file: an unreadable database is moved aside and a fresh one started; a newer
        one is opened read-only, and so is one in a data directory napdesk cannot write in or one whose
        migration fails; a FIFO or other non-regular file gives an in-memory store. Each case adds a
        :class:`Message`. If another napdesk holds the directory, raises :class:`AlreadyRunning`, or
        with ``if_running="read_only"`` opens the database read-only beside it.
        """
        folder = Path(data_dir) if data_dir is not None else paths.data_dir()
        messages: list[Message] = []
        for name in (DB_NAME, LOCK_NAME):
            refusal = opening.not_regular(folder / name)
            if refusal is not None:
                return cls._in_memory(folder, refusal + "; nothing will be saved this time.", clock,
                                      Problem.NOT_A_FILE, path=str(folder / name))
        if not opening.writable(folder):
            return cls._open_unwritable(folder, "it is read-only", clock)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            lock = InstanceLock(folder / LOCK_NAME)
            got_lock = lock.acquire()
        except OSError as exc:
            return cls._open_unwritable(folder, exc.strerror or str(exc), clock)
        if not got_lock:
            if if_running == "raise":
                raise AlreadyRunning(folder, lock.owner())
            return cls._open_beside_running(folder, lock, clock)
        try:
            result = cls._open_locked(folder, lock, clock, messages, backup)
        except BaseException:
            lock.release()
            raise
        for message in result.messages:
            (log.info if message.level == "info" else log.warning)("%s", message.text)
        return result

    @classmethod
    def _open_locked(
        cls, folder: Path, lock: InstanceLock, clock: Clock, messages: list[Message], backup: bool
    ) -> OpenResult:
        path = folder / DB_NAME
        verdict = opening.diagnose(path)
        moved = False
        if verdict.kind == "unreadable":
            moment = clock()
            try:
                target = opening.move_aside(path, moment)
            except OSError as exc:
                lock.release()
                return cls._in_memory(
                    folder, f"The saved games in {path} cannot be read ({verdict.reason}) and could not be "
                    f"moved aside ({exc.strerror or exc}); nothing will be saved this time.", clock,
                    Problem.CANNOT_MOVE_ASIDE, path=str(path), reason=verdict.reason, error=exc.strerror or str(exc))
            moved = True
            text = (f"The saved games could not be read ({verdict.reason}). The file was moved to {target} "
                    "and napdesk started a new one.")
            latest = backups.latest(folder / BACKUP_DIR)
            if latest is not None:
                text += f" The most recent backup is {latest}."
            messages.append(Message("warning", text, target, Problem.MOVED_ASIDE, facts_of(
                reason=verdict.reason, target=str(target), backup=None if latest is None else str(latest))))
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
            return cls._in_memory(folder, f"napdesk cannot open {path} ({verdict.reason}); "
                                  "nothing will be saved this time.", clock,
                                  Problem.CANNOT_OPEN, path=str(path), error=verdict.reason)
        if verdict.kind == "newer":
            db = opening.connect(path, read_only=True)
            db.execute("PRAGMA query_only = ON")
            messages.append(Message(
                "warning",
                f"The saved games in {path} were written by a newer napdesk (data version {verdict.version}, "
                f"this napdesk reads up to {SCHEMA_VERSION}). They are shown read-only and left untouched; "
                "nothing new will be saved.", path, Problem.NEWER_DATA,
                facts_of(path=str(path), version=verdict.version, supported=SCHEMA_VERSION)))
            store = cls(db, data_dir=folder, read_only=True, lock=lock, clock=clock)
            return OpenResult(store, tuple(messages), True)
        try:
            db = opening.connect(path)
            opening.configure(db)
            if verdict.kind == "ok" and verdict.version < SCHEMA_VERSION and backup:
                backups.before_migration(db, folder / BACKUP_DIR, verdict.version, clock())
            migrate(db)
        except sqlite3.Error as exc:
            with contextlib.suppress(sqlite3.Error):
                db.close()
            if verdict.kind != "ok":
                lock.release()
                return cls._in_memory(folder, f"napdesk cannot open {path} ({exc}); nothing will be saved this "
                                      "time.", clock, Problem.CANNOT_OPEN, path=str(path), error=str(exc))
            why = (f"The saved games in {path} could not be brought up to date for this napdesk ({exc}). "
                   "They are shown read-only and left untouched; nothing new will be saved.")
            try:
                copy = opening.migrated_copy(opening.connect_read_only(path))
            except sqlite3.Error as again:
                lock.release()
                return cls._in_memory(folder, f"{why[:-1]}, and they cannot be read either ({again}).", clock,
                                      Problem.CANNOT_MIGRATE_OR_READ, path=str(path), error=str(exc),
                                      again=str(again))
            messages.append(Message("warning", why, path, Problem.CANNOT_MIGRATE,
                                    facts_of(path=str(path), error=str(exc))))
            return OpenResult(cls(copy, data_dir=folder, read_only=True, lock=lock, clock=clock),
                              tuple(messages), True)
        store = cls(db, data_dir=folder, read_only=False, lock=lock, clock=clock)
        if backup and not moved:
            try:
                store.backup()
            except (OSError, sqlite3.Error) as exc:
                messages.append(Message("warning", f"The daily backup failed: {exc}", None,
                                        Problem.BACKUP_FAILED, facts_of(error=str(exc))))
        return OpenResult(store, tuple(messages), False)

    @classmethod
    def _open_beside_running(cls, folder: Path, lock: InstanceLock, clock: Clock) -> OpenResult:
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
        return OpenResult(cls(db, data_dir=folder, read_only=True, clock=clock), (note,), True)

    @classmethod
    def _open_unwritable(cls, folder: Path, why: str, clock: Clock) -> OpenResult:
        """A data directory napdesk cannot write in: its saved games read-only (no lock is needed: no one
        writes there), else an in-memory store."""
        path = folder / DB_NAME
        cannot = f"napdesk cannot write in {folder} ({why})"
        if not path.is_file():
            return cls._in_memory(folder, f"{cannot}; nothing will be saved this time.", clock,
                                  Problem.CANNOT_WRITE_OR_READ, folder=str(folder), path=None, error=why)
        verdict = opening.inspect(path, read_only=True)
        if verdict.kind not in ("ok", "newer"):
            reason = verdict.reason or "there are no saved games in it"
            return cls._in_memory(folder, f"{cannot} and cannot read {path} ({reason}); nothing will be saved "
                                  "this time.", clock, Problem.CANNOT_WRITE_OR_READ, folder=str(folder),
                                  path=str(path), error=reason)
        try:
            db = opening.connect_read_only(path)
            if verdict.kind == "ok" and verdict.version < SCHEMA_VERSION:
                db = opening.migrated_copy(db)
        except sqlite3.Error as exc:
            return cls._in_memory(folder, f"{cannot} and cannot read {path} ({exc}); nothing will be saved "
                                  "this time.", clock, Problem.CANNOT_WRITE_OR_READ, folder=str(folder),
                                  path=str(path), error=str(exc))
        text = (f"{cannot}. Your saved games are shown read-only; nothing new will be saved until napdesk can "
                "write there again.")
        return OpenResult(cls(db, data_dir=folder, read_only=True, clock=clock),
                          (Message("warning", text, folder, Problem.CANNOT_WRITE,
                                   facts_of(folder=str(folder), error=why)),), True)

    @classmethod
    def _in_memory(cls, folder: Path, reason: str, clock: Clock, code: Problem = Problem.OTHER, /,
                   **facts: object) -> OpenResult:
        log.warning("%s", reason)
        db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA foreign_keys = ON")
        migrate(db)
        return OpenResult(cls(db, data_dir=None, clock=clock),
                          (Message("error", reason, folder, code, facts_of(**facts)),), False)

    @classmethod
    def memory(cls, clock: Clock = utc_now) -> Store:
        """A store that keeps nothing on disk (tests, previews)."""
        db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA foreign_keys = ON")
        migrate(db)
        return cls(db, data_dir=None, clock=clock)

    @property
    def path(self) -> Path | None:
        """The database file, or None for an in-memory store."""
        return None if self.data_dir is None else self.data_dir / DB_NAME

    def close(self) -> None:
        with self._mutex:
            if not self.read_only and self.data_dir is not None:
                with contextlib.suppress(sqlite3.Error):  # quitting never waits for a reader beside us
                    self._db.execute("PRAGMA busy_timeout = 0")
                self.checkpoint("TRUNCATE")
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
            if self._lock is not None:
                self._lock.release()
                self._lock = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -------------------------------------------------------------------------------------- transactions

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One committed transaction (or a part of the enclosing :meth:`batch`)."""
        if self.read_only:
            raise ReadOnlyStore("the saved games are open read-only; nothing can be changed", Problem.READ_ONLY)
        with self._mutex:
            if self._batch_depth:
                yield self._db
                return
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise StoreError(f"cannot save: {exc}", Problem.CANNOT_SAVE, error=str(exc)) from exc
            try:
                yield self._db
            except OverflowError as exc:  # a number beyond SQLite's 64 bits (runaway pools in random play)
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute("ROLLBACK")
                raise StoreError(f"cannot save: a number is too large ({exc})", Problem.CANNOT_SAVE,
                                 error=f"OverflowError: {exc}") from exc
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute("ROLLBACK")
                raise
            try:
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute("ROLLBACK")
                raise StoreError(f"cannot save: {exc}", Problem.CANNOT_SAVE, error=str(exc)) from exc

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Group many writes into one transaction (imports, bulk loads): all or nothing, one disk flush."""
        with self._write():
            self._batch_depth += 1
            try:
                yield
            finally:
                self._batch_depth -= 1

    def _now(self) -> str:
        return _stamp(self._clock())

    # -------------------------------------------------------------------------------------- sessions

    def create_session(
        self,
        name: str,
        rules: Rules | Mapping[str, Any],
        seats: Sequence[Seat | str],
        *,
        seed: int | None = None,
        snapshot: Mapping[str, Any] | None = None,
        status: str = "active",
        created: str | None = None,
    ) -> int:
        """A new session; returns its id. Each seat's name becomes (or finds) a player profile."""
        resolved = _resolve_rules(rules)
        seat_list = [s if isinstance(s, Seat) else Seat(s) for s in seats]
        if len(seat_list) != resolved["players"]:
            raise StoreError(f"{len(seat_list)} seats for a {resolved['players']}-player game")
        if status not in STATUSES:
            raise StoreError(f"unknown status {status!r}")
        now = self._now()
        with self._write() as db:
            cur = db.execute(
                "INSERT INTO sessions (name, created, updated, rules, seed, status, snapshot) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (name, created or now, now, records.dumps(resolved), seed, status,
                 None if snapshot is None else records.dumps(snapshot)),
            )
            session_id = int(cur.lastrowid or 0)
            for seat, s in enumerate(seat_list):
                profile = self._seat_profile(db, s, now)
                db.execute(
                    "INSERT INTO seats (session_id, seat, profile_id, name, kind, level) VALUES (?, ?, ?, ?, ?, ?)",
                    (session_id, seat, profile, s.name, s.kind, s.level),
                )
        return session_id

    def begin_hand(self, session_id: int, number: int, record_start: Mapping[str, Any]) -> None:
        """A hand is dealt: keep its record as dealt (``record_of(hand, players)`` before any action)."""
        start = dict(record_start)
        actions = start.pop("actions", []) or []
        with self._write() as db:
            row = self._session_row(db, session_id, "hands, current_number")
            if row[1] is not None:
                raise StoreError(f"session {session_id}: hand {row[1]} is still in progress")
            if number != row[0] + 1:
                raise StoreError(f"session {session_id}: the next hand is number {row[0] + 1}, not {number}")
            db.execute("DELETE FROM actions WHERE session_id = ?", (session_id,))
            db.execute(
                "UPDATE sessions SET current_number = ?, current_start = ?, current_undos = 0, updated = ? "
                "WHERE id = ?",
                (number, records.dumps({**start, "actions": []}), self._now(), session_id),
            )
            for i, entry in enumerate(actions):
                db.execute(
                    "INSERT INTO actions (session_id, number, idx, seat, action) VALUES (?, ?, ?, ?, ?)",
                    (session_id, number, i, int(entry["seat"]), records.dumps(entry)),
                )

    def record_action(self, session_id: int, seat: int, action: Action) -> int:
        """Commit one action of the hand in progress (after the engine accepted it, before the next is taken).
        Returns its index in the hand, from 0. When this returns, the action survives a crash or power cut."""
        # Sir Garnet's take is saved as soon as it happens (the taker has seen the widow; a resume must not
        # put him back uncommitted) as a pending row, which its discards then complete: a hand record holds
        # the take and its discards as one widow action.
        pending = isinstance(action, TakeWidow) and action.discards is None
        entry = records.dumps({"seat": seat, "widow": None} if pending else action_to_record(seat, action))
        with self._write() as db:
            row = db.execute(
                "SELECT current_number, (SELECT count(*) FROM actions a WHERE a.session_id = s.id "
                "AND a.number = s.current_number) FROM sessions s WHERE id = ?", (session_id,)
            ).fetchone()
            if row is None:
                raise UnknownSession(session_id)
            if row[0] is None:
                raise StoreError(f"session {session_id} has no hand in progress")
            if isinstance(action, TakeWidow) and not pending and row[1]:
                last = db.execute("SELECT action FROM actions WHERE session_id = ? AND number = ? AND idx = ?",
                                  (session_id, row[0], row[1] - 1)).fetchone()
                if json.loads(last[0]) == {"seat": seat, "widow": None}:
                    db.execute("UPDATE actions SET action = ? WHERE session_id = ? AND number = ? AND idx = ?",
                               (entry, session_id, row[0], row[1] - 1))
                    return int(row[1] - 1)
            db.execute(
                "INSERT INTO actions (session_id, number, idx, seat, action) VALUES (?, ?, ?, ?, ?)",
                (session_id, row[0], row[1], seat, entry),
            )
        return int(row[1])

    def undo_actions(self, session_id: int, count: int) -> int:
        """Take back the last ``count`` actions of the hand in progress (the table's undo); returns how many
        were removed. A resumed hand is rebuilt without them."""
        if count <= 0:
            return 0
        with self._write() as db:
            row = self._session_row(db, session_id, "current_number")
            if row[0] is None:
                raise StoreError(f"session {session_id} has no hand in progress")
            total = db.execute("SELECT count(*) FROM actions WHERE session_id = ? AND number = ?",
                               (session_id, row[0])).fetchone()[0]
            removed = int(db.execute("DELETE FROM actions WHERE session_id = ? AND number = ? AND idx >= ?",
                                     (session_id, row[0], max(0, total - count))).rowcount)
            if removed:  # the scoreboard marks a hand in which something was taken back
                db.execute("UPDATE sessions SET current_undos = current_undos + 1 WHERE id = ?", (session_id,))
            return removed

    def finish_hand(
        self,
        session_id: int,
        result: HandResult,
        snapshot: Mapping[str, Any] | None = None,
        chips: Sequence[int] | None = None,
    ) -> None:
        """A hand is over and settled: keep its record and settlement, the session's snapshot after it, and
        drop the actions of the hand in progress, all in one transaction.

        ``chips`` (each seat's chips after the hand) defaults to ``snapshot["chips"]`` if the snapshot has it,
        else to the previous running totals plus this hand's change (settlement less antes).
        """
        with self._write() as db:
            row = self._session_row(db, session_id, "hands, current_number, rules, current_undos")
            hands, current, rules_json, undos = int(row[0]), row[1], str(row[2]), int(row[3])
            if result.number != hands + 1 or (current is not None and current != result.number):
                raise StoreError(f"session {session_id}: hand {result.number} is not the hand in progress "
                                 f"(finished {hands}, in progress {current})")
            try:  # only to leave the session's rules out of the record: no need to check them as rules here
                rules = validate.json_object(rules_json, "its rules")
            except validate.Damaged as exc:
                raise DamagedSession(session_id, str(exc)) from None
            players = self._players(db, session_id)
            n = len(players)
            settlement = [int(v) for v in result.settlement]
            antes = [int(v) for v in result.antes] if result.antes else [0] * n
            changes = [settlement[s] - antes[s] for s in range(n)]
            totals = _chips_after(snapshot, chips, n)
            if totals is None:
                prev = self._totals(db, session_id, hands) or [int(rules["starting_chips"])] * n
                totals = [prev[s] + changes[s] for s in range(n)]
            db.execute(
                "INSERT INTO hands (session_id, number, dealer, bidder, bid, made, pool_before, pool_after, "
                "antes, settlement, record, undos) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (session_id, result.number, result.dealer, result.bidder, result.contract,
                 None if result.made is None else int(result.made), result.pool_before, result.pool_after,
                 records.dumps(antes), records.dumps(settlement),
                 records.pack(result.record, rules, list(players)), undos),
            )
            dealt_in = set(result.seats) if result.seats else set(range(n))
            db.executemany(
                "INSERT INTO hand_seats (session_id, seat, number, change, total, in_hand) VALUES (?, ?, ?, ?, ?, ?)",
                [(session_id, s, result.number, changes[s], totals[s], int(s in dealt_in)) for s in range(n)],
            )
            db.execute("DELETE FROM actions WHERE session_id = ?", (session_id,))
            db.execute(
                "UPDATE sessions SET hands = ?, snapshot = coalesce(?, snapshot), current_number = NULL, "
                "current_start = NULL, current_undos = 0, updated = ? WHERE id = ?",
                (result.number, None if snapshot is None else records.dumps(snapshot), self._now(), session_id),
            )
            if snapshot is not None and snapshot.get("over") is True:
                db.execute("UPDATE sessions SET status = 'finished' WHERE id = ?", (session_id,))
        self.checkpoint()

    def checkpoint(self, mode: Literal["PASSIVE", "TRUNCATE"] = "PASSIVE") -> bool:
        """Copy the WAL into the database file (and fsync it), so the file alone holds every finished hand: a
        lost or truncated ``-wal`` then costs at most the hand in progress. Done after each finished hand and at
        close. PASSIVE never waits for a reader beside us (``napdesk sessions list``); frames a reader still
        needs are copied at the next checkpoint. Returns whether the whole WAL was copied; a no-op inside
        :meth:`batch` (its commit comes later) and for read-only or in-memory stores."""
        if self.read_only or self.data_dir is None:
            return False
        with self._mutex:
            if self._batch_depth:
                return False
            try:
                busy, frames, copied = self._db.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
            except sqlite3.Error as exc:  # a checkpoint is an optimisation of safety, never a failed save
                log.warning("checkpoint failed: %s", exc)
                return False
        return not busy and copied == frames

    def set_snapshot(self, session_id: int, snapshot: Mapping[str, Any]) -> None:
        """Replace the session's snapshot (between hands: after ``Session.finish()``, say). A snapshot that says
        the session is over marks it finished, as :meth:`finish_hand` does."""
        with self._write() as db:
            self._session_row(db, session_id, "id")
            db.execute("UPDATE sessions SET snapshot = ?, updated = ? WHERE id = ?",
                       (records.dumps(snapshot), self._now(), session_id))
            if snapshot.get("over") is True:
                db.execute("UPDATE sessions SET status = 'finished' WHERE id = ?", (session_id,))

    def set_status(self, session_id: int, status: str) -> None:
        """``active``, ``finished`` or ``abandoned``; only active sessions are offered for resuming."""
        if status not in STATUSES:
            raise StoreError(f"unknown status {status!r} (one of {', '.join(STATUSES)})")
        with self._write() as db:
            self._session_row(db, session_id, "id")
            db.execute("UPDATE sessions SET status = ?, updated = ? WHERE id = ?", (status, self._now(), session_id))

    def rename_session(self, session_id: int, name: str) -> None:
        with self._write() as db:
            self._session_row(db, session_id, "id")
            db.execute("UPDATE sessions SET name = ?, updated = ? WHERE id = ?", (name, self._now(), session_id))

    def delete_session(self, session_id: int) -> None:
        with self._write() as db:
            self._session_row(db, session_id, "id")
            db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def sessions(self, status: str | None = None) -> list[SessionInfo]:
        """Every session (or those with ``status``), most recently played first. A session napdesk cannot
        read is listed with ``damaged`` saying why (its own row is checked here; a bad hand record once it has
        been read)."""
        where, args = ("WHERE status = ?", (status,)) if status else ("", ())
        with self._mutex:
            rows = self._db.execute(f"{_INFO} {where} ORDER BY updated DESC, id DESC", args).fetchall()
            return [self._info(r) for r in rows]

    def unfinished_sessions(self) -> list[SessionInfo]:
        """Sessions to offer for resuming: status ``active``, most recent first."""
        return self.sessions("active")

    def session_info(self, session_id: int) -> SessionInfo:
        with self._mutex:
            row = self._db.execute(f"{_INFO} WHERE id = ?", (session_id,)).fetchone()
            if row is None:
                raise UnknownSession(session_id)
            return self._info(row)

    def _info(self, row: Sequence[Any]) -> SessionInfo:
        sid = int(row[0])
        damaged = self._damaged.get(sid)
        try:
            self._checked(sid, row)
        except validate.Damaged as exc:
            damaged = str(exc)
        hands = row[5] if isinstance(row[5], int) else 0
        names = tuple(str(row[7]).split("\x1f")) if row[7] else ()
        return SessionInfo(sid, str(row[1]), str(row[2]), str(row[3]), str(row[4]), hands, names, bool(row[6]),
                           damaged)

    def _checked(self, sid: int, row: Sequence[Any]) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """The rules and snapshot of an :data:`_INFO` row, every JSON column of it checked."""
        actions: list[object] = []
        if row[10] is not None:
            actions = [r[0] for r in self._db.execute(
                "SELECT action FROM actions WHERE session_id = ? AND number = ? ORDER BY idx", (sid, row[10]))]
        return validate.session(row[8], row[9], row[5], int(row[12]), row[10], row[11], actions)

    def load_session(self, session_id: int) -> SavedSession:
        """Everything needed to resume: rules, seats, seed, the snapshot after the last finished hand and the
        hand in progress (its record: deal plus every committed action)."""
        with self._mutex:
            info = self.session_info(session_id)
            if info.damaged is not None:
                raise DamagedSession(session_id, info.damaged)
            row = self._db.execute(f"{_INFO} WHERE id = ?", (session_id,)).fetchone()
            rules, snapshot = self._checked(session_id, row)  # checked by session_info just now
            seed, number, start = self._session_row(self._db, session_id, "seed, current_number, current_start")
            try:
                seats = tuple(
                    replace(Seat.from_json({"name": r[0], "kind": r[1], "level": r[2]}),
                            profile=None if r[3] is None else int(r[3]))
                    for r in self._db.execute(
                        "SELECT name, kind, level, profile_id FROM seats WHERE session_id = ? ORDER BY seat",
                        (session_id,)))
            except (TypeError, ValueError) as exc:
                raise DamagedSession(session_id, f"a seat is not valid ({exc})") from None
            current = None
            if number is not None:
                record = validate.json_object(start, "the deal of its hand in progress")
                record["actions"] = [json.loads(r[0]) for r in self._db.execute(
                    "SELECT action FROM actions WHERE session_id = ? AND number = ? ORDER BY idx",
                    (session_id, number))]
                current = CurrentHand(int(number), record)
        return SavedSession(info, rules, seats, seed if isinstance(seed, int) else None, snapshot, current)

    def hand_record(self, session_id: int, number: int) -> dict[str, Any]:
        """The record of finished hand ``number``, as ``record_of`` wrote it."""
        with self._mutex:
            rules, players = self._rules_players(session_id)
            row = self._db.execute("SELECT record FROM hands WHERE session_id = ? AND number = ?",
                                   (session_id, number)).fetchone()
        if row is None:
            raise StoreError(f"session {session_id} has no finished hand {number}")
        try:
            return records.unpack(row[0], rules, players, number)
        except validate.Damaged as exc:
            raise self._found_damage(session_id, str(exc)) from None

    def hand_records(self, session_id: int, first: int = 1, last: int | None = None) -> Iterator[dict[str, Any]]:
        """The records of finished hands ``first``..``last`` in order (lazily, a page at a time)."""
        rules, players = self._rules_players(session_id)
        number = first
        while last is None or number <= last:
            upper = number + 499 if last is None else min(last, number + 499)
            with self._mutex:
                rows = self._db.execute(
                    "SELECT number, record FROM hands WHERE session_id = ? AND number BETWEEN ? AND ? "
                    "ORDER BY number", (session_id, number, upper)).fetchall()
            if not rows:
                return
            for found, blob in rows:
                try:
                    yield records.unpack(blob, rules, players, found)
                except validate.Damaged as exc:
                    raise self._found_damage(session_id, str(exc)) from None
            number = upper + 1

    def hand_totals(self, session_id: int, first: int = 1, last: int | None = None) -> dict[int, list[int]]:
        """Each seat's chips after finished hands ``first``..``last``, by hand number."""
        with self._mutex:
            n = len(self._players(self._db, session_id))
            totals: dict[int, list[int]] = {}
            for seat, number, total in self._db.execute(
                    "SELECT seat, number, total FROM hand_seats WHERE session_id = ? AND number BETWEEN ? AND ?",
                    (session_id, first, last if last is not None else 2**62)):
                totals.setdefault(number, [0] * n)[seat] = total
        return totals

    def _found_damage(self, session_id: int, reason: str) -> DamagedSession:
        """Remember damage found in a hand, so the session is listed as damaged from now on."""
        self._damaged.setdefault(session_id, reason)
        log.warning("session %d is damaged: %s", session_id, reason)
        return DamagedSession(session_id, reason)

    def hand_rows(self, session_id: int, first: int = 1, last: int | None = None) -> list[dict[str, Any]]:
        """Finished hands ``first``..``last``: each one's stored summary (what export writes beside the
        record), in order."""
        with self._mutex:
            n = len(self._players(self._db, session_id))
            rows = self._db.execute(
                "SELECT number, dealer, bidder, bid, made, pool_before, pool_after, antes, settlement "
                "FROM hands WHERE session_id = ? AND number BETWEEN ? AND ? ORDER BY number",
                (session_id, first, last if last is not None else 2**62)).fetchall()
        try:
            return [
                {"number": r[0], "dealer": r[1], "bidder": r[2], "bid": r[3],
                 "made": None if r[4] is None else bool(r[4]), "pool_before": r[5], "pool_after": r[6],
                 "antes": validate.json_ints(r[7], f"the antes of hand {r[0]}", n),
                 "settlement": validate.json_ints(r[8], f"the settlement of hand {r[0]}", n)}
                for r in rows
            ]
        except validate.Damaged as exc:
            raise self._found_damage(session_id, str(exc)) from None

    # -------------------------------------------------------------------------------------- scoreboards

    def scoreboard(self, session_id: int, first: int | None = None, count: int = 50) -> ScoreboardPage:
        """A page of the session's scoreboard: hands ``first``..``first + count - 1`` (default: the last page),
        each with dealer, bidder, bid, made, every seat's change and running total."""
        with self._mutex:
            rules, players = self._rules_players(session_id)
            return scoreboard_page(self._db, session_id, tuple(players), int(rules["starting_chips"]), first, count)

    def player_stats(self, name: str) -> PlayerStats:
        """One person's record across every session (matched by name, ignoring case; see also
        :meth:`profile_stats` and :meth:`all_time`, by profile)."""
        with self._mutex:
            return player_stats(self._db, name)

    def set_profile_data(self, name: str, data: Mapping[str, Any]) -> None:
        """Free-form data kept with a player's profile (avatar, colour, ...); creates the profile if needed."""
        with self._write() as db:
            profile = self._profile_id(db, name, self._now())
            db.execute("UPDATE profiles SET data = ? WHERE id = ?", (records.dumps(dict(data)), profile))

    # -------------------------------------------------------------------------------------- presets, preferences

    def save_preset(self, name: str, rules: Rules | Mapping[str, Any]) -> None:
        """Save (or replace) a named house-rule set; stored in full, every key resolved."""
        resolved = _resolve_rules(rules)
        with self._write() as db:
            db.execute("INSERT INTO presets (name, rules, updated) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE "
                       "SET rules = excluded.rules, updated = excluded.updated",
                       (name, records.dumps(resolved), self._now()))

    def presets(self) -> dict[str, dict[str, Any]]:
        with self._mutex:
            rows = self._db.execute("SELECT name, rules FROM presets ORDER BY name").fetchall()
        found = {str(r[0]): _json_or(r[1], None, f"preset {r[0]!r}") for r in rows}
        return {name: rules for name, rules in found.items() if isinstance(rules, dict)}

    def delete_preset(self, name: str) -> bool:
        with self._write() as db:
            return db.execute("DELETE FROM presets WHERE name = ?", (name,)).rowcount > 0

    def get_pref(self, key: str, default: Any = None) -> Any:
        with self._mutex:
            row = self._db.execute("SELECT value FROM preferences WHERE key = ?", (key,)).fetchone()
        return default if row is None else _json_or(row[0], default, f"preference {key!r}")

    def set_pref(self, key: str, value: Any) -> None:
        text = records.dumps(value)  # fails (TypeError) before touching the database if not JSON
        with self._write() as db:
            db.execute("INSERT INTO preferences (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE "
                       "SET value = excluded.value", (key, text))

    def preferences(self) -> dict[str, Any]:
        with self._mutex:
            rows = self._db.execute("SELECT key, value FROM preferences ORDER BY key").fetchall()
        out = {}
        for key, text in rows:
            with contextlib.suppress(validate.Damaged):
                out[str(key)] = validate.json_value(text, f"preference {key!r}")
        return out

    # -------------------------------------------------------------------------------------- backup, transfer

    def backup(self, force: bool = False) -> Path | None:
        """Today's backup into ``backups/`` if there is none yet (or ``force``), keeping the last five; returns
        the new file, or None when none was due (or the store is in memory or empty)."""
        if self.data_dir is None:
            return None
        with self._mutex:
            if not force and self._db.execute("SELECT count(*) FROM sessions").fetchone()[0] == 0:
                return None
            return backups.rolling(self._db, self.data_dir / BACKUP_DIR, self._clock(), force=force)

    def backups(self) -> list[Path]:
        """The backup files, oldest first."""
        return [] if self.data_dir is None else backups.existing(self.data_dir / BACKUP_DIR)

    # -------------------------------------------------------------------------------------- internals

    def _session_row(self, db: sqlite3.Connection, session_id: int, columns: str) -> tuple[Any, ...]:
        row = db.execute(f"SELECT {columns} FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if row is None:
            raise UnknownSession(session_id)
        return tuple(row)

    def _players(self, db: sqlite3.Connection, session_id: int) -> tuple[str, ...]:
        return tuple(str(r[0]) for r in db.execute(
            "SELECT name FROM seats WHERE session_id = ? ORDER BY seat", (session_id,)))

    def _rules_players(self, session_id: int) -> tuple[dict[str, Any], list[str]]:
        with self._mutex:
            row = self._session_row(self._db, session_id, "rules")
            try:
                rules = validate.rules(row[0])
            except validate.Damaged as exc:
                raise DamagedSession(session_id, str(exc)) from None
            return rules, list(self._players(self._db, session_id))

    def _totals(self, db: sqlite3.Connection, session_id: int, number: int) -> list[int] | None:
        rows = db.execute("SELECT total FROM hand_seats WHERE session_id = ? AND number = ? ORDER BY seat",
                          (session_id, number)).fetchall()
        return [int(r[0]) for r in rows] or None

    @property
    def connection(self) -> sqlite3.Connection:
        """The raw connection, for tests and benchmarks only."""
        return self._db


def _resolve_rules(rules: Rules | Mapping[str, Any]) -> dict[str, Any]:
    try:
        resolved = rules if isinstance(rules, Rules) else Rules.from_dict(rules)
    except RuleError as exc:
        raise StoreError(f"rules: {exc}") from None
    return dict(resolved.to_dict())


def _chips_after(snapshot: Mapping[str, Any] | None, chips: Sequence[int] | None, n: int) -> list[int] | None:
    value: object = chips
    if value is None and snapshot is not None:
        value = snapshot.get("chips")
    if isinstance(value, Sequence) and len(value) == n and all(isinstance(v, int) for v in value):
        return [int(v) for v in value]
    return None


# A line of the session list: its columns, the seats' names, and every column _checked reads.
_INFO: Final = (
    "SELECT id, name, created, updated, status, hands, current_number IS NOT NULL, "
    "(SELECT group_concat(name, char(31)) FROM (SELECT name FROM seats WHERE session_id = s.id ORDER BY seat)), "
    "rules, snapshot, current_number, current_start, (SELECT count(*) FROM seats WHERE session_id = s.id) "
    "FROM sessions s"
)


def _json_or(text: object, default: Any, what: str) -> Any:
    """A preference, preset or profile's JSON; a damaged one is logged and read as ``default``."""
    try:
        return validate.json_value(text, what)
    except validate.Damaged as exc:
        log.warning("ignored: %s", exc)
        return default

