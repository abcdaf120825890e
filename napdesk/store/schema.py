"""The database schema: a list of forward migrations, run in order on open.

The schema version is SQLite's ``PRAGMA user_version``; ``PRAGMA application_id`` marks the file as napdesk's.
Migration *n* takes a database at version *n - 1* to version *n*, inside the same transaction that sets the
new version, so a migration either happens whole or not at all. Never edit a released migration: append a new
one. A database whose version is above :data:`SCHEMA_VERSION` was written by a newer napdesk and is opened
read-only (see :mod:`napdesk.store.store`).

Tables (version 1):

- ``sessions``: one row per session: name, created/updated (ISO 8601 UTC), rules (JSON, every key resolved),
  seed, status (``active``, ``finished``, ``abandoned``), hands finished, the engine's snapshot after the last
  finished hand (JSON), and the hand in progress: its number and its record as dealt (JSON, no actions).
- ``profiles``: players by name (case-insensitive) across sessions.
- ``seats``: who sits where in a session: profile, name, ``person`` or ``computer`` and the computer's level.
- ``actions``: every action of the hand in progress, one row each, committed one at a time.
- ``hands``: finished hands, denormalised for the scoreboard (dealer, bidder, bid, made, pool) with the hand
  record (zlib-compressed JSON without its rules and players, which are the session's).
- ``hand_seats``: each seat's change in chips for each hand, its running total and whether it was dealt in
  (players out, tiebreak hands), keyed (session, seat, number) so that both a page of the scoreboard and a
  player's history are index ranges.
- ``presets``: saved house-rule sets; ``preferences``: key/value JSON.

Version 2 adds ``sessions.current_undos`` and ``hands.undos``: how many times actions of the hand were taken back
(the table's undo), so the scoreboard can mark such a hand.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

APPLICATION_ID: Final = 0x4E415044  # "NAPD"


@dataclass(frozen=True)
class Migration:
    version: int
    summary: str
    apply: Callable[[sqlite3.Connection], None]


def _statements(*sql: str) -> Callable[[sqlite3.Connection], None]:
    def run(db: sqlite3.Connection) -> None:
        for statement in sql:
            db.execute(statement)

    return run


_V1 = _statements(
    """CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        created TEXT NOT NULL,
        updated TEXT NOT NULL,
        rules TEXT NOT NULL,
        seed INTEGER,
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'abandoned')),
        hands INTEGER NOT NULL DEFAULT 0,
        snapshot TEXT,
        current_number INTEGER,
        current_start TEXT
    )""",
    "CREATE INDEX sessions_by_status ON sessions (status, updated)",
    """CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created TEXT NOT NULL,
        data TEXT NOT NULL DEFAULT '{}'
    )""",
    """CREATE TABLE seats (
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        profile_id INTEGER NOT NULL REFERENCES profiles (id),
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('person', 'computer')),
        level TEXT,
        PRIMARY KEY (session_id, seat)
    ) WITHOUT ROWID""",
    "CREATE INDEX seats_by_profile ON seats (profile_id)",
    """CREATE TABLE actions (
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (session_id, number, idx)
    ) WITHOUT ROWID""",
    """CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        dealer INTEGER NOT NULL,
        bidder INTEGER,
        bid TEXT,
        made INTEGER,
        pool_before INTEGER NOT NULL,
        pool_after INTEGER NOT NULL,
        antes TEXT NOT NULL,
        settlement TEXT NOT NULL,
        record BLOB NOT NULL,
        UNIQUE (session_id, number)
    )""",
    "CREATE INDEX hands_by_bidder ON hands (session_id, bidder, bid, made)",
    """CREATE TABLE hand_seats (
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        number INTEGER NOT NULL,
        change INTEGER NOT NULL,
        total INTEGER NOT NULL,
        in_hand INTEGER NOT NULL DEFAULT 1,
        PRIMARY KEY (session_id, seat, number)
    ) WITHOUT ROWID""",
    """CREATE TABLE presets (
        name TEXT PRIMARY KEY COLLATE NOCASE,
        rules TEXT NOT NULL,
        updated TEXT NOT NULL
    )""",
    """CREATE TABLE preferences (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )""",
)

# Version 2: a hand in which a person took back a card or a bid is marked so in the scoreboard.
_V2 = _statements(
    "ALTER TABLE sessions ADD COLUMN current_undos INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE hands ADD COLUMN undos INTEGER NOT NULL DEFAULT 0",
)

MIGRATIONS: Final[tuple[Migration, ...]] = (
    Migration(1, "sessions, profiles, seats, actions, hands, hand_seats, presets, preferences", _V1),
    Migration(2, "undos: how often a hand's actions were taken back", _V2),
)

SCHEMA_VERSION: Final = MIGRATIONS[-1].version

# The tables a database at SCHEMA_VERSION must have; anything less is a damaged file.
TABLES: Final = frozenset(
    {"sessions", "profiles", "seats", "actions", "hands", "hand_seats", "presets", "preferences"}
)


def version_of(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def application_id_of(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA application_id").fetchone()[0])


def tables_of(db: sqlite3.Connection) -> set[str]:
    rows = db.execute("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    return {str(r[0]) for r in rows}


def migrate(db: sqlite3.Connection, target: int = SCHEMA_VERSION) -> list[int]:
    """Bring ``db`` (opened with ``isolation_level=None``) up to ``target``; return the versions applied.

    Each migration runs in its own ``BEGIN IMMEDIATE`` transaction together with the version bump.
    """
    applied = []
    for migration in MIGRATIONS:
        if migration.version > target:
            break
        if migration.version <= version_of(db):
            continue
        db.execute("BEGIN IMMEDIATE")
        try:
            if version_of(db) >= migration.version:  # another connection got there first
                db.execute("ROLLBACK")
                continue
            migration.apply(db)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {migration.version}")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        applied.append(migration.version)
    return applied
