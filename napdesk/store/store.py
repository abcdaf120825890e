"""The :class:`Store`: napdesk's one SQLite database and everything else in the data directory.

See the package docstring (:mod:`napdesk.store`) for the API as a whole; this module holds the class: its
sessions, hands and backups. Its parts are objects of their own: the transactions they all share
(:mod:`napdesk.store.transactions`), profiles (:mod:`napdesk.store.profiles`), practice hands
(:mod:`napdesk.store.practice`), presets and preferences (:mod:`napdesk.store.settings`). Its value types and
errors are in :mod:`napdesk.store.values`, the opening procedure in :mod:`napdesk.store.startup`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, Final, Literal

from napdesk.engine.actions import Action
from napdesk.engine.rules import Rules
from napdesk.engine.session import HandResult
from napdesk.store import backup as backups
from napdesk.store import hand_actions, records, replay, startup, validate
from napdesk.store.lock import InstanceLock
from napdesk.store.paths import BACKUP_DIR
from napdesk.store.practice import Practice
from napdesk.store.problems import Damage, Part
from napdesk.store.profiles import Profiles
from napdesk.store.schema import migrate
from napdesk.store.scoreboard import PlayerStats, ScoreboardPage, player_stats, scoreboard_page
from napdesk.store.settings import Settings
from napdesk.store.transactions import Transactions
from napdesk.store.values import (
    STATUSES,
    Clock,
    CurrentHand,
    DamagedSession,
    OpenResult,
    SavedSession,
    Seat,
    SessionInfo,
    StoreError,
    UnknownSession,
    resolve_rules,
    utc_now,
)

__all__ = ["Store"]

log = logging.getLogger("napdesk.store")
log.addHandler(logging.NullHandler())  # the application decides where messages go; they are returned too


# ------------------------------------------------------------------------------------------------ the store


class Store:
    """napdesk's saved data. Open it with :meth:`Store.open`; see the package docstring for the API.

    Its parts, each an object over the one :class:`Transactions` they share: :attr:`profiles`, :attr:`practice`
    (practice hands) and :attr:`settings` (presets and preferences); the sessions and their hands are its own."""

    def __init__(
        self,
        db: sqlite3.Connection,
        *,
        data_dir: Path | None,
        read_only: bool = False,
        lock: InstanceLock | None = None,
        clock: Clock = utc_now,
    ) -> None:
        self._tx = Transactions(db, data_dir=data_dir, read_only=read_only, clock=clock)
        self.profiles = Profiles(self._tx)
        self.practice = Practice(self._tx)
        self.settings = Settings(self._tx)
        self._lock = lock
        self._damaged: dict[int, Damage] = {}  # damage found while reading (hand records), by session id

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
        with ``if_running="read_only"`` opens the database read-only beside it (:mod:`napdesk.store.startup`).
        """
        return startup.open_store(cls, data_dir, clock=clock, if_running=if_running, backup=backup)

    @classmethod
    def memory(cls, clock: Clock = utc_now) -> Store:
        """A store that keeps nothing on disk (tests, previews)."""
        db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA foreign_keys = ON")
        migrate(db)
        return cls(db, data_dir=None, clock=clock)

    @property
    def transactions(self) -> Transactions:
        """The connection, its lock and its writes, which the store and its parts share."""
        return self._tx

    @property
    def data_dir(self) -> Path | None:
        """The data directory, or None for an in-memory store."""
        return self._tx.data_dir

    @property
    def read_only(self) -> bool:
        return self._tx.read_only

    @property
    def path(self) -> Path | None:
        """The database file, or None for an in-memory store."""
        return self._tx.path

    def close(self) -> None:
        with self._tx.read() as db:
            if not self.read_only and self.data_dir is not None:
                with contextlib.suppress(sqlite3.Error):  # quitting never waits for a reader beside us
                    db.execute("PRAGMA busy_timeout = 0")
                self._tx.unmark_in_play()
                self._tx.checkpoint("TRUNCATE")
            with contextlib.suppress(sqlite3.Error):
                db.close()
            if self._lock is not None:
                self._lock.release()
                self._lock = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def batch(self) -> AbstractContextManager[None]:
        """Group many writes, of any part, into one transaction: all or nothing, one disk flush."""
        return self._tx.batch()

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
        resolved = resolve_rules(rules)
        seat_list = [s if isinstance(s, Seat) else Seat(s) for s in seats]
        if len(seat_list) != resolved["players"]:
            raise StoreError(f"{len(seat_list)} seats for a {resolved['players']}-player game")
        if status not in STATUSES:
            raise StoreError(f"unknown status {status!r}")
        now = self._tx.now()
        with self._tx.write() as db:
            cur = db.execute(
                "INSERT INTO sessions (name, created, updated, rules, seed, status, snapshot) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (name, created or now, now, records.dumps(resolved), seed, status,
                 None if snapshot is None else records.dumps(snapshot)),
            )
            session_id = int(cur.lastrowid or 0)
            for seat, s in enumerate(seat_list):
                profile = self.profiles.of_seat(db, s, now)
                db.execute(
                    "INSERT INTO seats (session_id, seat, profile_id, name, kind, level) VALUES (?, ?, ?, ?, ?, ?)",
                    (session_id, seat, profile, s.name, s.kind, s.level),
                )
        return session_id

    def begin_hand(self, session_id: int, number: int, record_start: Mapping[str, Any]) -> None:
        """A hand is dealt: keep its record as dealt (``record_of(hand, players)`` before any action)."""
        start = dict(record_start)
        actions = start.pop("actions", []) or []
        with self._tx.write() as db:
            row = self._session_row(db, session_id, "hands, current_number")
            if row[1] is not None:
                raise StoreError(f"session {session_id}: hand {row[1]} is still in progress")
            if number != row[0] + 1:
                raise StoreError(f"session {session_id}: the next hand is number {row[0] + 1}, not {number}")
            db.execute("DELETE FROM actions WHERE session_id = ?", (session_id,))
            db.execute(
                "UPDATE sessions SET current_number = ?, current_start = ?, current_undos = 0, updated = ? "
                "WHERE id = ?",
                (number, records.dumps({**start, "actions": []}), self._tx.now(), session_id),
            )
            for i, entry in enumerate(actions):
                db.execute(
                    "INSERT INTO actions (session_id, number, idx, seat, action) VALUES (?, ?, ?, ?, ?)",
                    (session_id, number, i, int(entry["seat"]), records.dumps(entry)),
                )

    def record_action(self, session_id: int, seat: int, action: Action, index: int | None = None) -> int:
        """Commit one action of the hand in progress (after the engine accepted it, before the next is taken).
        Returns its index in the hand, from 0. When this returns, the action survives a crash or power cut.

        ``index``, when the caller knows it (the hand's actions before this one; :class:`SessionRecorder` does),
        is checked by key; without it, the store finds the last one saved (:mod:`napdesk.store.hand_actions`)."""
        with self._tx.write() as db:
            return hand_actions.record(db, session_id, seat, action, index)

    def undo_actions(self, session_id: int, count: int) -> int:
        """Take back the last ``count`` actions of the hand in progress (the table's undo); returns how many
        were removed. A resumed hand is rebuilt without them."""
        if count <= 0:
            return 0
        with self._tx.write() as db:
            row = self._session_row(db, session_id, "current_number")
            if row[0] is None:
                raise StoreError(f"session {session_id} has no hand in progress")
            removed = int(db.execute(_UNDO, {"sid": session_id, "number": row[0], "count": count}).rowcount)
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
        with self._tx.write() as db:
            row = self._session_row(db, session_id, "hands, current_number, rules, current_undos")
            hands, current, rules_json, undos = int(row[0]), row[1], str(row[2]), int(row[3])
            if result.number != hands + 1 or (current is not None and current != result.number):
                raise StoreError(f"session {session_id}: hand {result.number} is not the hand in progress "
                                 f"(finished {hands}, in progress {current})")
            try:  # only to leave the session's rules out of the record: no need to check them as rules here
                rules = validate.json_object(rules_json, Part.RULES)
            except validate.Damaged as exc:
                raise DamagedSession(session_id, exc.damage) from None
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
                (result.number, None if snapshot is None else records.dumps(snapshot), self._tx.now(), session_id),
            )
            if snapshot is not None and snapshot.get("over") is True:
                db.execute("UPDATE sessions SET status = 'finished' WHERE id = ?", (session_id,))
        self._tx.hand_finished()

    def set_snapshot(self, session_id: int, snapshot: Mapping[str, Any]) -> None:
        """Replace the session's snapshot (between hands: after ``Session.finish()``, say). A snapshot that says
        the session is over marks it finished, as :meth:`finish_hand` does."""
        with self._tx.write() as db:
            self._session_row(db, session_id, "id")
            db.execute("UPDATE sessions SET snapshot = ?, updated = ? WHERE id = ?",
                       (records.dumps(snapshot), self._tx.now(), session_id))
            if snapshot.get("over") is True:
                db.execute("UPDATE sessions SET status = 'finished' WHERE id = ?", (session_id,))

    def set_status(self, session_id: int, status: str) -> None:
        """``active``, ``finished`` or ``abandoned``; only active sessions are offered for resuming."""
        if status not in STATUSES:
            raise StoreError(f"unknown status {status!r} (one of {', '.join(STATUSES)})")
        with self._tx.write() as db:
            self._session_row(db, session_id, "id")
            db.execute("UPDATE sessions SET status = ?, updated = ? WHERE id = ?", (status, self._tx.now(), session_id))

    def rename_session(self, session_id: int, name: str) -> None:
        with self._tx.write() as db:
            self._session_row(db, session_id, "id")
            db.execute("UPDATE sessions SET name = ?, updated = ? WHERE id = ?", (name, self._tx.now(), session_id))

    def delete_session(self, session_id: int) -> None:
        with self._tx.write() as db:
            self._session_row(db, session_id, "id")
            db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def sessions(self, status: str | None = None) -> list[SessionInfo]:
        """Every session (or those with ``status``), most recently played first. A session napdesk cannot
        read is listed with ``damaged`` saying why (its own row is checked here; a bad hand record once it has
        been read)."""
        where, args = ("WHERE status = ?", (status,)) if status else ("", ())
        with self._tx.read() as db:
            rows = db.execute(f"{_INFO} {where} ORDER BY updated DESC, id DESC", args).fetchall()
            return [self._info(r) for r in rows]

    def unfinished_sessions(self) -> list[SessionInfo]:
        """Sessions to offer for resuming: status ``active``, most recent first."""
        return self.sessions("active")

    def session_info(self, session_id: int) -> SessionInfo:
        with self._tx.read() as db:
            row = db.execute(f"{_INFO} WHERE id = ?", (session_id,)).fetchone()
            if row is None:
                raise UnknownSession(session_id)
            return self._info(row)

    def _info(self, row: Sequence[Any]) -> SessionInfo:
        sid = int(row[0])
        damaged = self._damaged.get(sid)
        try:
            self._checked(sid, row)
        except validate.Damaged as exc:
            damaged = exc.damage
        hands = row[5] if isinstance(row[5], int) else 0
        names = tuple(str(row[7]).split("\x1f")) if row[7] else ()
        return SessionInfo(sid, str(row[1]), str(row[2]), str(row[3]), str(row[4]), hands, names, bool(row[6]),
                           damaged)

    def _checked(self, sid: int, row: Sequence[Any], replayed: bool = True
                 ) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """The rules and snapshot of an :data:`_INFO` row, every JSON column of it checked and (``replayed``) the
        hand in progress replayed by the engine (:mod:`napdesk.store.replay`)."""
        actions: list[object] = []
        if row[10] is not None:
            actions = [r[0] for r in self._tx.db.execute(
                "SELECT action FROM actions WHERE session_id = ? AND number = ? ORDER BY idx", (sid, row[10]))]
        rules, snapshot = validate.session(row[8], row[9], row[5], int(row[12]), row[10], row[11], actions)
        if replayed and row[10] is not None:  # the hand in progress, replayed by the engine
            names = tuple(str(row[7]).split("\x1f")) if row[7] else ()
            found = replay.in_progress(rules, names, row[13], snapshot, row[11], actions)
            if found is not None:
                raise validate.Damaged(found)
        return rules, snapshot

    def load_session(self, session_id: int, salvage: bool = False) -> SavedSession:
        """Everything needed to resume: rules, seats, seed, the snapshot after the last finished hand and the
        hand in progress (its record: deal plus every committed action).

        A damaged session raises :class:`DamagedSession`; with ``salvage``, one whose rows can all be read but
        which has an action the engine refuses (``info.damaged`` says which) is loaded all the same, for
        what goes before that action (an export)."""
        with self._tx.read() as db:
            info = self.session_info(session_id)
            if info.damaged is not None and not (salvage and info.damaged.fault in replay.FAULTS):
                raise DamagedSession(session_id, info.damaged)
            row = db.execute(f"{_INFO} WHERE id = ?", (session_id,)).fetchone()
            rules, snapshot = self._checked(session_id, row, replayed=False)  # checked by session_info just now
            seed, number, start = self._session_row(db, session_id, "seed, current_number, current_start")
            try:
                seats = tuple(validate.seat(n, r) for n, r in enumerate(db.execute(
                    "SELECT name, kind, level, profile_id FROM seats WHERE session_id = ? ORDER BY seat",
                    (session_id,)), start=1))
            except validate.Damaged as exc:
                raise DamagedSession(session_id, exc.damage) from None
            current = None
            if number is not None:
                record = validate.json_object(start, Part.CURRENT_DEAL)
                record["actions"] = [json.loads(r[0]) for r in db.execute(
                    "SELECT action FROM actions WHERE session_id = ? AND number = ? ORDER BY idx",
                    (session_id, number))]
                current = CurrentHand(int(number), record)
        return SavedSession(info, rules, seats, seed if isinstance(seed, int) else None, snapshot, current)

    def hand_record(self, session_id: int, number: int) -> dict[str, Any]:
        """The record of finished hand ``number``, as ``record_of`` wrote it."""
        with self._tx.read() as db:
            rules, players = self._rules_players(session_id)
            row = db.execute("SELECT record FROM hands WHERE session_id = ? AND number = ?",
                                   (session_id, number)).fetchone()
        if row is None:
            raise StoreError(f"session {session_id} has no finished hand {number}")
        try:
            return records.unpack(row[0], rules, players, number)
        except validate.Damaged as exc:
            raise self._found_damage(session_id, exc.damage) from None

    def hand_records(self, session_id: int, first: int = 1, last: int | None = None) -> Iterator[dict[str, Any]]:
        """The records of finished hands ``first``..``last`` in order (lazily, a page at a time)."""
        rules, players = self._rules_players(session_id)
        number = first
        while last is None or number <= last:
            upper = number + 499 if last is None else min(last, number + 499)
            with self._tx.read() as db:
                rows = db.execute(
                    "SELECT number, record FROM hands WHERE session_id = ? AND number BETWEEN ? AND ? "
                    "ORDER BY number", (session_id, number, upper)).fetchall()
            if not rows:
                return
            for found, blob in rows:
                try:
                    yield records.unpack(blob, rules, players, found)
                except validate.Damaged as exc:
                    raise self._found_damage(session_id, exc.damage) from None
            number = upper + 1

    def hand_totals(self, session_id: int, first: int = 1, last: int | None = None) -> dict[int, list[int]]:
        """Each seat's chips after finished hands ``first``..``last``, by hand number."""
        with self._tx.read() as db:
            n = len(self._players(db, session_id))
            totals: dict[int, list[int]] = {}
            # The seats named, so that each is a range scan of the primary key (session, seat, number): without
            # them SQLite scanned the whole session's rows, 20 ms a page of 1,000 hands where this takes 2
            seats = ",".join(str(s) for s in range(n))
            for seat, number, total in db.execute(
                    f"SELECT seat, number, total FROM hand_seats WHERE session_id = ? AND seat IN ({seats}) "
                    "AND number BETWEEN ? AND ?", (session_id, first, last if last is not None else 2**62)):
                totals.setdefault(number, [0] * n)[seat] = total
        return totals

    def _found_damage(self, session_id: int, damage: Damage) -> DamagedSession:
        """Remember damage found in a hand, so the session is listed as damaged from now on."""
        self._damaged.setdefault(session_id, damage)
        log.warning("session %d is damaged: %s", session_id, damage)
        return DamagedSession(session_id, damage)

    def found_damage(self, session_id: int, damage: Damage) -> Damage:
        """Damage found outside the store (an action the engine refuses when a hand is played again): the session
        is listed as damaged from now on. Returns what the session is listed with."""
        self._found_damage(session_id, damage)
        return self._damaged[session_id]


    def hand_rows(self, session_id: int, first: int = 1, last: int | None = None) -> list[dict[str, Any]]:
        """Finished hands ``first``..``last``: each one's stored summary (what export writes beside the
        record), in order."""
        with self._tx.read() as db:
            n = len(self._players(db, session_id))
            rows = db.execute(
                "SELECT number, dealer, bidder, bid, made, pool_before, pool_after, antes, settlement "
                "FROM hands WHERE session_id = ? AND number BETWEEN ? AND ? ORDER BY number",
                (session_id, first, last if last is not None else 2**62)).fetchall()
        try:
            return [
                {"number": r[0], "dealer": r[1], "bidder": r[2], "bid": r[3],
                 "made": None if r[4] is None else bool(r[4]), "pool_before": r[5], "pool_after": r[6],
                 "antes": validate.json_ints(r[7], Part.ANTES, n, hand=r[0]),
                 "settlement": validate.json_ints(r[8], Part.SETTLEMENT, n, hand=r[0])}
                for r in rows
            ]
        except validate.Damaged as exc:
            raise self._found_damage(session_id, exc.damage) from None

    # -------------------------------------------------------------------------------------- scoreboards

    def scoreboard(self, session_id: int, first: int | None = None, count: int = 50) -> ScoreboardPage:
        """A page of the session's scoreboard: hands ``first``..``first + count - 1`` (default: the last page),
        each with dealer, bidder, bid, made, every seat's change and running total."""
        with self._tx.read() as db:
            rules, players = self._rules_players(session_id)
            return scoreboard_page(db, session_id, tuple(players), int(rules["starting_chips"]), first, count)

    def player_stats(self, name: str) -> PlayerStats:
        """One person's record across every session (matched by name, ignoring case; see also
        :meth:`profile_stats` and :meth:`all_time`, by profile)."""
        with self._tx.read() as db:
            return player_stats(db, name)

    # -------------------------------------------------------------------------------------- backup, transfer

    def backup(self, force: bool = False) -> Path | None:
        """Today's backup into ``backups/`` if there is none yet (or ``force``), keeping the last five; returns
        the new file, or None when none was due (or the store is in memory or empty)."""
        if self.data_dir is None:
            return None
        with self._tx.read() as db:
            if not force and db.execute("SELECT count(*) FROM sessions").fetchone()[0] == 0:
                return None
            return backups.rolling(db, self.data_dir / BACKUP_DIR, self._tx.clock(), force=force)

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
        with self._tx.read() as db:
            row = self._session_row(db, session_id, "rules")
            try:
                rules = validate.rules(row[0])
            except validate.Damaged as exc:
                raise DamagedSession(session_id, exc.damage) from None
            return rules, list(self._players(db, session_id))

    def _totals(self, db: sqlite3.Connection, session_id: int, number: int) -> list[int] | None:
        rows = db.execute("SELECT total FROM hand_seats WHERE session_id = ? AND number = ? ORDER BY seat",
                          (session_id, number)).fetchall()
        return [int(r[0]) for r in rows] or None

    @property
    def connection(self) -> sqlite3.Connection:
        """The raw connection, for tests and benchmarks only."""
        return self._tx.db


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
    "rules, snapshot, current_number, current_start, (SELECT count(*) FROM seats WHERE session_id = s.id), seed "
    "FROM sessions s"
)

# The table's undo: the hand's last ``count`` actions, cut where the index the store keeps says (the hand's indices
# run from 0 with no gap, each saved only after the one before: the last one's plus one is how many there are), found
# by key in the same statement, where counting the hand's actions read every one of them. None saved: none removed.
_UNDO: Final = (
    "DELETE FROM actions WHERE session_id = :sid AND number = :number AND idx >= (SELECT max(idx) + 1 FROM actions "
    "WHERE session_id = :sid AND number = :number) - :count"
)
