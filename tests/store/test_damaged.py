"""Rows that pass SQLite's integrity check but not napdesk's reading (bad JSON, a bad compressed hand record):
the session is listed as damaged with its reason, reading it raises a StoreError saying what, and every other
session still opens."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from napdesk.store import DamagedSession, Store, StoreError, resume_session
from napdesk.store.paths import DB_NAME
from napdesk.store.transfer import export_session

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)


def _three_sessions(data_dir: Path, new_game: NewGame) -> list[int]:
    with Store.open(data_dir, backup=False).store as store:
        ids = []
        for seed in (1, 2, 3):
            game = new_game(store, seed=seed, name=f"S{seed}")
            game.play_hands(3)
            game.step()  # a hand in progress
            ids.append(game.sid)
        store.settings.set_pref("theme", "green")
    return ids


def _damage(data_dir: Path, *sql: str) -> None:
    db = sqlite3.connect(data_dir / DB_NAME)
    for statement in sql:
        db.execute(statement)
    db.commit()
    db.close()


@pytest.mark.parametrize(("sql", "reason"), [
    ("UPDATE sessions SET snapshot = '{\"chips\": [1, 2' WHERE id = {sid}", "snapshot"),
    ("UPDATE sessions SET rules = 'not json' WHERE id = {sid}", "rules"),
    ("UPDATE sessions SET rules = '{\"players\": \"four\"}' WHERE id = {sid}", "rules"),
    ("UPDATE sessions SET current_start = '[1, 2]' WHERE id = {sid}", "hand in progress"),
    ("UPDATE actions SET action = '{\"seat\": 0, ' WHERE session_id = {sid}", "hand in progress"),
    ("UPDATE sessions SET hands = 'many' WHERE id = {sid}", "hands"),
])
def test_a_damaged_session_row_is_listed_with_its_reason(data_dir: Path, new_game: NewGame, sql: str,
                                                          reason: str) -> None:
    first, bad, last = _three_sessions(data_dir, new_game)
    _damage(data_dir, sql.replace("{sid}", str(bad)))
    with Store.open(data_dir).store as store:
        listed = {info.id: info for info in store.sessions()}
        assert set(listed) == {first, bad, last}
        damaged = listed[bad].damaged
        assert damaged is not None and reason in str(damaged)
        assert listed[first].damaged is None and listed[last].damaged is None
        assert listed[bad].to_json()["damaged"] == str(damaged)
        with pytest.raises(DamagedSession, match=reason) as caught:
            store.load_session(bad)
        assert isinstance(caught.value, StoreError) and caught.value.session_id == bad
        with pytest.raises(StoreError, match=reason):
            resume_session(store, bad)
        with pytest.raises(StoreError, match=reason):
            export_session(store, bad)
        for sid in (first, last):  # the others still open, whole
            assert resume_session(store, sid).session.number == 4
            assert len(export_session(store, sid)["hands"]) == 3


@pytest.mark.parametrize("blob", ["x'00112233'", "zeroblob(20)", "'text, not a blob'"])
def test_a_bad_hand_record_is_named_when_read(data_dir: Path, new_game: NewGame, blob: str) -> None:
    first, bad, _ = _three_sessions(data_dir, new_game)
    _damage(data_dir, f"UPDATE hands SET record = {blob} WHERE session_id = {bad} AND number = 2")
    with Store.open(data_dir).store as store:
        assert store.hand_record(bad, 1)["actions"]
        with pytest.raises(DamagedSession, match="hand 2"):
            store.hand_record(bad, 2)
        with pytest.raises(DamagedSession, match="hand 2"):
            list(store.hand_records(bad))
        with pytest.raises(StoreError, match="hand 2"):
            export_session(store, bad)
        # Found once, it is listed as damaged from then on (in this process: reading every record of every
        # session on each listing would make the list as slow as an export).
        listed = {info.id: info for info in store.sessions()}
        reason = listed[bad].damaged
        assert reason is not None and "hand 2" in str(reason)
        assert listed[first].damaged is None
        assert store.scoreboard(bad, 1, 10).rows  # the scoreboard does not need the records


def test_bad_preferences_presets_and_profiles_are_skipped(data_dir: Path, new_game: NewGame) -> None:
    _three_sessions(data_dir, new_game)
    with Store.open(data_dir).store as store:
        store.settings.save_preset("mine", {"preset": "standard"})
        store.settings.save_preset("good", {"preset": "pool"})
        store.settings.set_pref("language", "nl")
    _damage(data_dir, "UPDATE preferences SET value = '{oops' WHERE key = 'theme'",
            "UPDATE presets SET rules = '[' WHERE name = 'mine'",
            "UPDATE profiles SET data = 'nope' WHERE name = 'Ann'")
    with Store.open(data_dir).store as store:
        assert store.settings.get_pref("theme", "blue") == "blue"
        assert store.settings.get_pref("language") == "nl"
        assert store.settings.preferences() == {"language": "nl"}
        assert set(store.settings.presets()) == {"good"}
        assert {p.name: p.data for p in store.profiles.all()}["Ann"] == {}


@pytest.mark.parametrize(("sql", "english"), [
    ("UPDATE sessions SET snapshot = '[1,' WHERE id = {sid}",
     "its snapshot is not valid JSON (Expecting value at character 3)"),
    ("UPDATE sessions SET rules = json_set(rules, '$.players', 9) WHERE id = {sid}",
     "its rules are not valid (Players (players) must be a whole number from 2 to 7, not 9)"),
    ("UPDATE sessions SET hands = 'many' WHERE id = {sid}", "its number of hands is not a whole number ('many')"),
    ("UPDATE actions SET action = '[1]' WHERE session_id = {sid} AND idx = 0",
     "action 1 of its hand in progress is not a JSON object"),
    ("UPDATE sessions SET current_start = NULL WHERE id = {sid}", "the deal of its hand in progress is missing"),
    ("DELETE FROM seats WHERE seat = 3 AND session_id = {sid}", "it has 3 seats for a 4-player game"),
])
def test_the_reason_reads_in_english_as_it_always_has(data_dir: Path, new_game: NewGame, sql: str,
                                                       english: str) -> None:
    """The command line's and the log's words: each reason's code says them as the store always wrote them."""
    _, bad, _ = _three_sessions(data_dir, new_game)
    _damage(data_dir, sql.replace("{sid}", str(bad)))
    with Store.open(data_dir).store as store:
        assert str(store.session_info(bad).damaged) == english
        with pytest.raises(DamagedSession) as caught:
            store.load_session(bad)
        assert str(caught.value) == f"session {bad} is damaged: {english}"
