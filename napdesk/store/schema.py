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

Version 3 gives a player an identity that is not his name (see :mod:`napdesk.store.profiles`): ``profiles`` gets
``kind`` (``person`` or ``computer``: a computer seat never counts towards a person) and ``desk`` (the one person
at this computer, whatever his seat is called in the language of the day), names are unique per kind only, and a
profile can be renamed and keep its history. The migration moves every computer seat to a computer profile of its
name, merges the person profiles called by the default seat name in any language ("You", "Jij", "Tú") into the desk
profile, and drops the profiles left with no seat and no data. It also adds ``practice_hands``: deals played again
("Play this deal again", "Restart hand"), kept apart from the session's hands so they never change its chips.

Version 4 stores a default seat name as a code (:data:`NAME_CODES`: ``you``, ``seat:north``, ``player:2``,
``computer:3``), which the UI shows in the language of the day; only a name a person typed is stored as text. The
migration turns the default names stored so far, in any language napdesk speaks ("North", "Noord", "Norte"), into
their codes, in the seats, the profiles (merging the profiles that were one player under three names) and the
players of the sessions' snapshots and hands in progress.
"""

from __future__ import annotations

import json
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
    # A migration that rebuilds a table others refer to runs with foreign keys off (SQLite's documented way to
    # change a table's constraints) and checks them all before it commits.
    rebuilds: bool = False


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

# The default name of the person's seat in every language napdesk speaks, as version 2 stored it (context
# "GameController", "You"): these profiles were one person.
DESK_NAMES: Final = ("You", "Jij", "Tú")


def _v3(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE profiles_v3 (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL COLLATE NOCASE,
        kind TEXT NOT NULL DEFAULT 'person' CHECK (kind IN ('person', 'computer')),
        desk INTEGER NOT NULL DEFAULT 0 CHECK (desk IN (0, 1)),
        created TEXT NOT NULL,
        data TEXT NOT NULL DEFAULT '{}',
        UNIQUE (kind, name)
    )""")
    db.execute("INSERT INTO profiles_v3 (id, name, kind, created, data) "
               "SELECT id, name, 'person', created, data FROM profiles")
    # Computer seats: one computer profile per name.
    for name, created in db.execute(
            "SELECT s.name, min(p.created) FROM seats s JOIN profiles p ON p.id = s.profile_id "
            "WHERE s.kind = 'computer' GROUP BY s.name COLLATE NOCASE").fetchall():
        cur = db.execute("INSERT INTO profiles_v3 (name, kind, created) VALUES (?, 'computer', ?)", (name, created))
        db.execute("UPDATE seats SET profile_id = ? WHERE kind = 'computer' AND name = ? COLLATE NOCASE",
                   (cur.lastrowid, name))
    # The person at the desk: the profiles of the default seat name, in any language, are one.
    marks = ", ".join("?" for _ in DESK_NAMES)
    desk = [int(r[0]) for r in db.execute(
        f"SELECT DISTINCT p.id FROM profiles_v3 p JOIN seats s ON s.profile_id = p.id AND s.kind = 'person' "
        f"WHERE p.kind = 'person' AND p.name IN ({marks}) ORDER BY p.id", DESK_NAMES)]
    if desk:
        db.execute("UPDATE profiles_v3 SET desk = 1 WHERE id = ?", (desk[0],))
        for other in desk[1:]:
            db.execute("UPDATE seats SET profile_id = ? WHERE profile_id = ?", (desk[0], other))
    db.execute("DELETE FROM profiles_v3 WHERE kind = 'person' AND desk = 0 AND data = '{}' "
               "AND id NOT IN (SELECT profile_id FROM seats)")
    db.execute("DROP TABLE profiles")
    db.execute("ALTER TABLE profiles_v3 RENAME TO profiles")
    db.execute("CREATE UNIQUE INDEX profiles_one_desk ON profiles (desk) WHERE desk = 1")
    db.execute("""CREATE TABLE practice_hands (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        played TEXT NOT NULL,
        record TEXT NOT NULL
    )""")
    db.execute("CREATE INDEX practice_by_session ON practice_hands (session_id, number)")


# The default names, by code: the English source and its Dutch and Spanish translations (context "GameController"),
# as napdesk stored them before version 4. "Player {n}" and "Computer {n}" are PLAYER_WORDS and COMPUTER_WORDS.
NAME_CODES: Final[dict[str, tuple[str, ...]]] = {
    "you": ("You", "Jij", "Tú"),
    "seat:west": ("West", "Oeste"),
    "seat:north": ("North", "Noord", "Norte"),
    "seat:east": ("East", "Oost", "Este"),
    "seat:north-west": ("North-west", "Noordwest", "Noroeste"),
    "seat:north-east": ("North-east", "Noordoost", "Nordeste"),
    "seat:north-north-west": ("North-north-west", "Noordnoordwest", "Nornoroeste"),
    "seat:north-north-east": ("North-north-east", "Noordnoordoost", "Nornordeste"),
}
PLAYER_WORDS: Final = ("Player", "Speler", "Jugador")
COMPUTER_WORDS: Final = ("Computer", "Ordenador")


def name_code(name: str) -> str | None:
    """The code of a default seat name in any of napdesk's languages ("Noord" -> ``seat:north``, "Speler 2" ->
    ``player:2``); None for any other name."""
    folded = name.strip().casefold()
    for code, names in NAME_CODES.items():
        if folded in (n.casefold() for n in names):
            return code
    word, _, number = name.strip().rpartition(" ")
    if number.isdigit() and not number.startswith("0"):
        if word.casefold() in (w.casefold() for w in PLAYER_WORDS):
            return f"player:{number}"
        if word.casefold() in (w.casefold() for w in COMPUTER_WORDS):
            return f"computer:{number}"
    return None


def _coded(names: object) -> object:
    return [name_code(n) or n if isinstance(n, str) else n for n in names] if isinstance(names, list) else names


def _v4(db: sqlite3.Connection) -> None:
    for session_id, seat, name in db.execute("SELECT session_id, seat, name FROM seats").fetchall():
        code = name_code(str(name))
        if code is not None:
            db.execute("UPDATE seats SET name = ? WHERE session_id = ? AND seat = ?", (code, session_id, seat))
    # One profile per code and kind: the one with the lowest id (the desk's person first) keeps the history.
    kept: dict[tuple[str, str], int] = {}
    for pid, name, kind in db.execute("SELECT id, name, kind FROM profiles ORDER BY desk DESC, id").fetchall():
        code = name_code(str(name))
        if code is None:
            continue
        if (code, kind) in kept:
            db.execute("UPDATE seats SET profile_id = ? WHERE profile_id = ?", (kept[(code, kind)], pid))
            db.execute("DELETE FROM profiles WHERE id = ?", (pid,))
        else:
            kept[(code, kind)] = int(pid)
    for (code, kind), pid in kept.items():
        taken = db.execute("SELECT id FROM profiles WHERE kind = ? AND name = ? AND id != ?", (kind, code, pid))
        for (other,) in taken.fetchall():  # a profile a person named with the code itself: one player
            db.execute("UPDATE seats SET profile_id = ? WHERE profile_id = ?", (pid, other))
            db.execute("DELETE FROM profiles WHERE id = ?", (other,))
        db.execute("UPDATE profiles SET name = ? WHERE id = ?", (code, pid))
    for column in ("snapshot", "current_start"):
        for session_id, text in db.execute(f"SELECT id, {column} FROM sessions WHERE {column} IS NOT NULL").fetchall():
            try:
                data = json.loads(text)
            except ValueError:
                continue  # damaged: the store says so when the session is opened
            if isinstance(data, dict) and "players" in data:
                data["players"] = _coded(data["players"])
                db.execute(f"UPDATE sessions SET {column} = ? WHERE id = ?",
                           (json.dumps(data, ensure_ascii=False, separators=(",", ":")), session_id))


MIGRATIONS: Final[tuple[Migration, ...]] = (
    Migration(1, "sessions, profiles, seats, actions, hands, hand_seats, presets, preferences", _V1),
    Migration(2, "undos: how often a hand's actions were taken back", _V2),
    Migration(3, "profiles by id (person or computer, the desk's person), practice hands", _v3, rebuilds=True),
    Migration(4, "default seat names stored as codes, one profile for each", _v4),
)

SCHEMA_VERSION: Final = MIGRATIONS[-1].version

# The tables a database at SCHEMA_VERSION must have; anything less is a damaged file.
TABLES: Final = frozenset(
    {"sessions", "profiles", "seats", "actions", "hands", "hand_seats", "presets", "preferences", "practice_hands"}
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
        keys_on = bool(db.execute("PRAGMA foreign_keys").fetchone()[0])
        if migration.rebuilds and keys_on:
            db.execute("PRAGMA foreign_keys = OFF")  # a no-op inside a transaction: set before BEGIN
        db.execute("BEGIN IMMEDIATE")
        try:
            if version_of(db) >= migration.version:  # another connection got there first
                db.execute("ROLLBACK")
                _restore_keys(db, migration, keys_on)
                continue
            migration.apply(db)
            if migration.rebuilds:
                broken = db.execute("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise sqlite3.IntegrityError(f"migration {migration.version} broke references: {broken[:3]}")
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {migration.version}")
        except BaseException:
            db.execute("ROLLBACK")
            _restore_keys(db, migration, keys_on)
            raise
        db.execute("COMMIT")
        _restore_keys(db, migration, keys_on)
        applied.append(migration.version)
    return applied


def _restore_keys(db: sqlite3.Connection, migration: Migration, keys_on: bool) -> None:
    if migration.rebuilds and keys_on:
        db.execute("PRAGMA foreign_keys = ON")
