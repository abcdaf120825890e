"""Profiles by id: one person at the desk whatever the language, computers apart, renames keep the history; and
the migration from version 2, where profiles were names."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from napdesk.engine.rules import Rules
from napdesk.store import Seat, Store, StoreError, schema
from napdesk.store.schema import migrate

RULES = json.dumps(Rules().to_dict())


def _v2_database(folder: Path) -> None:
    """A version-2 database as napdesk wrote it: profiles by name, computer seats sharing them."""
    folder.mkdir()
    db = sqlite3.connect(folder / "napdesk.sqlite3", isolation_level=None)
    migrate(db, target=2)
    now = "2026-11-30T20:00:00Z"
    sessions = [  # (name, seats as (name, kind)): English, Dutch, a watch session with a computer called "You"
        ("Game", [("You", "person"), ("West", "computer"), ("North", "computer"), ("East", "computer")]),
        ("Spel", [("Jij", "person"), ("West", "computer"), ("Noord", "computer"), ("Oost", "computer")]),
        ("Watching", [("You", "computer"), ("West", "computer"), ("North", "computer"), ("East", "computer")]),
    ]
    for sid, (name, seats) in enumerate(sessions, start=1):
        db.execute("INSERT INTO sessions (id, name, created, updated, rules, seed, status, hands) "
                   "VALUES (?, ?, ?, ?, ?, 1, 'active', 1)", (sid, name, now, now, RULES))
        for seat, (who, kind) in enumerate(seats):
            db.execute("INSERT OR IGNORE INTO profiles (name, created) VALUES (?, ?)", (who, now))
            pid = db.execute("SELECT id FROM profiles WHERE name = ?", (who,)).fetchone()[0]
            db.execute("INSERT INTO seats (session_id, seat, profile_id, name, kind, level) VALUES (?, ?, ?, ?, ?, ?)",
                       (sid, seat, pid, who, kind, None if kind == "person" else "random"))
            db.execute("INSERT INTO hand_seats (session_id, seat, number, change, total) VALUES (?, ?, 1, ?, ?)",
                       (sid, seat, 10 * sid, 20 + 10 * sid))
    db.execute("INSERT INTO profiles (name, created, data) VALUES ('Ann', ?, '{\"colour\": \"red\"}')", (now,))
    db.close()


def test_the_migration_from_version_2_makes_one_desk_person_and_puts_computers_apart(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    _v2_database(folder)
    with Store.open(folder).store as store:
        assert schema.version_of(store.connection) == schema.SCHEMA_VERSION
        people = store.profiles.all("person")
        # "Jij" was the same person; since version 4 a default name is stored as its code (test_name_codes)
        assert [(p.name, p.desk) for p in people] == [("Ann", False), ("you", True)]
        desk = store.profiles.desk("Tú")
        assert desk.name == "you"
        stats = store.profiles.stats(desk.id)
        assert (stats.sessions, stats.hands, stats.chips_won) == (2, 2, 10 + 20)  # not the watch session's 30
        computers = {p.name for p in store.profiles.all("computer")}
        assert computers == {"you", "seat:west", "seat:north", "seat:east"}  # North and Noord: one player
        assert store.player_stats("seat:west").hands == 0  # a computer never counts as a person
        assert all(s.profile != desk.id for s in store.load_session(3).seats)
        assert {p.name: p.data for p in people}["Ann"] == {"colour": "red"}  # kept: it had data
        assert store.connection.execute("PRAGMA foreign_key_check").fetchall() == []
        assert store.connection.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_the_desk_person_is_one_profile_whatever_the_seat_is_called(tmp_path: Path) -> None:
    with Store.open(tmp_path / "d").store as store:
        desk = store.profiles.desk("You")
        rules = Rules()
        for me in ("You", "Jij", "Tú"):
            store.create_session("s", rules, [Seat(me, profile=desk.id)] +
                                 [Seat(n, "computer", "random") for n in ("West", "North", "East")])
        store.create_session("watch", rules, [Seat(n, "computer", "random") for n in ("You", "West", "North", "East")])
        assert [p.id for p in store.profiles.all("person")] == [desk.id]
        assert store.profiles.stats(desk.id).sessions == 3
        assert store.profiles.desk("Jij").id == desk.id  # asked again in another language: the same one


def test_renaming_a_profile_keeps_its_history_and_the_all_time_table_is_by_profile(tmp_path: Path) -> None:
    with Store.open(tmp_path / "d").store as store:
        desk = store.profiles.desk("You")
        rules = Rules()
        store.create_session("s", rules, [Seat("You", profile=desk.id), Seat("Ann"),
                                          Seat("West", "computer", "random"), Seat("East", "computer", "random")])
        store.profiles.rename(desk.id, "Sam")
        rows = [(p.name, s.sessions) for p, s in store.profiles.all_time(computers=False)]
        assert rows == [("Sam", 1), ("Ann", 1)]  # the desk first; no computer in it
        kinds = [p.kind for p, _ in store.profiles.all_time()]
        assert kinds == ["person", "person", "computer", "computer"]  # the computers after the people
        with pytest.raises(StoreError):
            store.profiles.rename(desk.id, "ann")  # another person's name
        assert store.player_stats("Sam").sessions == 1
