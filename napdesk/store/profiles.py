"""Players with an identity that is not their name.

A profile has an id, a name (which can change: renaming keeps the history, the seats point at the id), a kind
(``person`` or ``computer``) and at most one profile is the *desk*: the person at this computer, one profile
whatever the seat is called in the language of the day. A person's seat finds its profile by the id it is given
(:attr:`napdesk.store.Seat.profile`), else by name among persons; a computer's seat by name among computers, so a
computer never counts towards a person (watch mode's computer in "your" seat included).

The all-time table (:meth:`Profiles.all_time`) has a row per person profile, the desk first.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from napdesk.store import records
from napdesk.store.problems import Problem
from napdesk.store.scoreboard import PlayerStats, profile_stats
from napdesk.store.transactions import Transactions
from napdesk.store.values import Seat, StoreError

Kind = Literal["person", "computer"]


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    created: str
    data: dict[str, Any] = field(default_factory=dict)
    kind: Kind = "person"
    desk: bool = False  # the person at this computer


_COLUMNS = "id, name, created, data, kind, desk"


def _profile(row: tuple[Any, ...]) -> Profile:
    try:  # a damaged profile's data is read as none, so the rest of the profile still shows
        data = json.loads(row[3]) if row[3] is not None else {}
    except (TypeError, ValueError):
        data = {}
    return Profile(int(row[0]), str(row[1]), str(row[2]), data if isinstance(data, dict) else {}, row[4],
                   bool(row[5]))


class Profiles:
    """The store's player profiles (``store.profiles``)."""

    def __init__(self, transactions: Transactions) -> None:
        self._tx = transactions

    def all(self, kind: Kind | None = None) -> list[Profile]:
        """The profiles of ``kind`` (None: every one), by name."""
        where, args = ("WHERE kind = ?", (kind,)) if kind else ("", ())
        with self._tx.read() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM profiles {where} ORDER BY name, id", args).fetchall()
        return [_profile(r) for r in rows]

    def get(self, profile_id: int) -> Profile:
        with self._tx.read() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        if row is None:
            raise StoreError(f"there is no player profile {profile_id}", Problem.NO_PROFILE, profile=profile_id)
        return _profile(row)

    def desk(self, name: str) -> Profile:
        """The person at this computer; made, called ``name``, the first time it is asked for (a store opened
        read-only that has none gives an unsaved one with id 0)."""
        with self._tx.read() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM profiles WHERE desk = 1").fetchone()
            if row is not None:
                return _profile(row)
            if self._tx.read_only:
                return Profile(0, name, self._tx.now(), desk=True)
            with self._tx.write() as db:
                taken = db.execute("SELECT id FROM profiles WHERE kind = 'person' AND name = ?", (name,)).fetchone()
                if taken is not None:  # a person of that name who played here before: it was the desk's person
                    db.execute("UPDATE profiles SET desk = 1 WHERE id = ?", (taken[0],))
                else:
                    db.execute("INSERT INTO profiles (name, kind, desk, created) VALUES (?, 'person', 1, ?)",
                               (name, self._tx.now()))
            row = db.execute(f"SELECT {_COLUMNS} FROM profiles WHERE desk = 1").fetchone()
        return _profile(row)

    def rename(self, profile_id: int, name: str) -> None:
        """Give a profile another name; its sessions and statistics stay with it."""
        name = name.strip()
        if not name:
            raise StoreError("a player needs a name", Problem.PROFILE_NEEDS_NAME)
        with self._tx.write() as db:
            row = db.execute("SELECT kind FROM profiles WHERE id = ?", (profile_id,)).fetchone()
            if row is None:
                raise StoreError(f"there is no player profile {profile_id}", Problem.NO_PROFILE, profile=profile_id)
            clash = db.execute("SELECT id FROM profiles WHERE kind = ? AND name = ? AND id != ?",
                               (row[0], name, profile_id)).fetchone()
            if clash is not None:
                raise StoreError(f"there is already a player called {name}", Problem.PROFILE_NAME_TAKEN, name=name)
            db.execute("UPDATE profiles SET name = ? WHERE id = ?", (name, profile_id))

    def set_data(self, name: str, data: Mapping[str, Any]) -> None:
        """Free-form data kept with a player's profile (avatar, colour, ...); creates the profile if needed."""
        with self._tx.write() as db:
            profile = self.find_or_make(db, name, self._tx.now())
            db.execute("UPDATE profiles SET data = ? WHERE id = ?", (records.dumps(dict(data)), profile))

    def stats(self, profile_id: int) -> PlayerStats:
        """One profile's record across every session (its seats, whatever they were called)."""
        with self._tx.read() as db:
            return profile_stats(db, profile_id)

    def all_time(self, computers: bool = True) -> Iterator[tuple[Profile, PlayerStats]]:
        """The all-time table: each person profile with its record, the desk's person first, then by name; then
        (if ``computers``) the computers' profiles, each a row of its own."""
        def order(p: Profile) -> tuple[bool, bool, str, int]:
            return (p.kind != "person", not p.desk, p.name.casefold(), p.id)

        for profile in sorted(self.all(None if computers else "person"), key=order):
            yield profile, self.stats(profile.id)

    def of_seat(self, db: sqlite3.Connection, seat: Seat, now: str) -> int:
        """The profile a seat plays as: the id it carries (a person's), else found or made by name and kind (in
        the write ``db`` is in)."""
        if seat.profile is not None and seat.kind == "person":
            row = db.execute("SELECT id FROM profiles WHERE id = ? AND kind = 'person'", (seat.profile,)).fetchone()
            if row is not None:
                return int(row[0])
        return self.find_or_make(db, seat.name, now, seat.kind)

    @staticmethod
    def find_or_make(db: sqlite3.Connection, name: str, now: str, kind: Kind = "person") -> int:
        row = db.execute("SELECT id FROM profiles WHERE kind = ? AND name = ?", (kind, name)).fetchone()
        if row:
            return int(row[0])
        return int(db.execute("INSERT INTO profiles (name, kind, created) VALUES (?, ?, ?)",
                              (name, kind, now)).lastrowid or 0)
