"""Default seat names are stored as codes (``seat:north``), the UI shows them in the language of the day; the
migration to version 4 turns the names stored before, in any of napdesk's languages, into those codes: North,
Noord and Norte were one computer player, You, Jij and Tú one person."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Store, schema
from napdesk.store.schema import migrate, name_code

RULES = json.dumps(Rules().to_dict())
NOW = "2026-12-01T20:00:00Z"


def test_every_default_name_in_every_language_has_its_code() -> None:
    assert {name_code(n) for n in ("North", "Noord", "Norte", "north")} == {"seat:north"}
    assert {name_code(n) for n in ("You", "Jij", "Tú")} == {"you"}
    assert {name_code(n) for n in ("West", "Oeste")} == {"seat:west"}
    assert [name_code(n) for n in ("Player 2", "Speler 2", "Jugador 2")] == ["player:2"] * 3
    assert [name_code(n) for n in ("Computer 3", "Ordenador 3")] == ["computer:3"] * 2
    assert [name_code(n) for n in ("Ann", "Northwind", "Player", "Player 02", "")] == [None] * 5


def _v3_database(folder: Path) -> None:
    """Three sessions as version 3 stored them: made in English, Dutch and Spanish, the default names in each."""
    folder.mkdir()
    db = sqlite3.connect(folder / "napdesk.sqlite3", isolation_level=None)
    migrate(db, target=3)
    db.execute("INSERT INTO profiles (name, kind, desk, created) VALUES ('You', 'person', 1, ?)", (NOW,))
    db.execute("INSERT INTO profiles (name, kind, created) VALUES ('Ann', 'person', ?)", (NOW,))
    desk = 1
    tables = [("Game", ["You", "West", "North", "East"]), ("Spel", ["Jij", "West", "Noord", "Oost"]),
              ("Partida", ["Tú", "Oeste", "Norte", "Este"]), ("Ann's", ["Ann", "West", "Noord", "Este"])]
    for sid, (name, names) in enumerate(tables, start=1):
        snapshot = json.dumps(Session(Rules(), names, 1).snapshot())
        db.execute("INSERT INTO sessions (id, name, created, updated, rules, seed, status, hands, snapshot) "
                   "VALUES (?, ?, ?, ?, ?, 1, 'active', 1, ?)", (sid, name, NOW, NOW, RULES, snapshot))
        for seat, who in enumerate(names):
            person = seat == 0
            if person:
                pid = desk if who != "Ann" else 2
            else:
                db.execute("INSERT OR IGNORE INTO profiles (name, kind, created) VALUES (?, 'computer', ?)",
                           (who, NOW))
                pid = db.execute("SELECT id FROM profiles WHERE kind = 'computer' AND name = ?", (who,)).fetchone()[0]
            db.execute("INSERT INTO seats (session_id, seat, profile_id, name, kind, level) VALUES (?, ?, ?, ?, ?, ?)",
                       (sid, seat, pid, who, "person" if person else "computer", None if person else "random"))
            db.execute("INSERT INTO hand_seats (session_id, seat, number, change, total) VALUES (?, ?, 1, ?, ?)",
                       (sid, seat, 1 + seat, 21 + seat))
    db.close()


def test_the_migration_to_version_4_makes_one_player_of_each_default_name(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    _v3_database(folder)
    with Store.open(folder).store as store:
        assert schema.version_of(store.connection) == schema.SCHEMA_VERSION >= 4
        assert [(p.name, p.desk) for p in store.profiles.all("person")] == [("Ann", False), ("you", True)]
        computers = {p.name for p in store.profiles.all("computer")}
        assert computers == {"seat:west", "seat:north", "seat:east"}
        north = next(p for p in store.profiles.all("computer") if p.name == "seat:north")
        assert store.profiles.stats(north.id).hands == 4  # North, Noord, Norte and Noord again: one player
        for sid in (1, 2, 3):
            saved = store.load_session(sid)
            assert [s.name for s in saved.seats] == ["you", "seat:west", "seat:north", "seat:east"]
            assert saved.snapshot is not None
            assert list(saved.snapshot["players"]) == ["you", "seat:west", "seat:north", "seat:east"]
        assert [s.name for s in store.load_session(4).seats] == ["Ann", "seat:west", "seat:north", "seat:east"]
        assert store.connection.execute("PRAGMA foreign_key_check").fetchall() == []
