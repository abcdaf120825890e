"""Round trips through the store: sessions, hands, actions, profiles, presets, preferences."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from napdesk.engine.actions import PASS
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import ReadOnlyStore, Seat, Store, StoreError, UnknownSession, data_dir, resume_session
from napdesk.store.paths import DB_NAME
from napdesk.store.schema import SCHEMA_VERSION

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)


def test_data_dir_honours_the_environment(data_dir: Path) -> None:
    assert data_dir.name == "napdesk-data"
    from napdesk.store import paths

    assert paths.data_dir() == data_dir
    with Store.open().store as store:
        assert store.path == data_dir / DB_NAME
        assert store.path.is_file()


def test_data_dir_default_is_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NAPDESK_DATA_DIR", raising=False)
    import platformdirs

    assert data_dir() == Path(platformdirs.user_data_dir("napdesk", appauthor=False))


def test_session_round_trip(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store)
        game.play_hands(6, batch=False)
        for _ in range(3):  # three actions into hand 7
            game.step()
        sid = game.sid
    # ... closed and opened again, as after a restart
    with Store.open().store as store:
        (info,) = store.unfinished_sessions()
        assert (info.id, info.name, info.hands, info.status, info.in_progress) == (sid, "Friday", 6, "active", True)
        assert info.players == ("Ann", "Ben", "Cat", "Dan")
        saved = store.load_session(sid)
        assert saved.seats[0] == Seat("Ann") and saved.seats[1] == Seat("Ben", "computer", "random")
        assert saved.rules == Rules(preset="pool").to_dict()
        assert saved.seed == 1
        assert saved.current is not None and saved.current.number == 7
        assert saved.current.record["actions"] == [
            {"seat": seat, **a.to_record()} for seat, a in game.session.hand.history
        ]
        for result in game.session.history:
            assert store.hand_record(sid, result.number) == result.record
        assert list(store.hand_records(sid, 2, 4)) == [r.record for r in game.session.history[1:4]]
        resumed = resume_session(store, sid).session
        assert resumed.chips == game.session.chips and resumed.pool == game.session.pool
        assert resumed.hand is not None and game.session.hand is not None
        assert resumed.hand.history == game.session.hand.history
        assert resumed.hand.hands == game.session.hand.hands and resumed.hand.to_move == game.session.hand.to_move


def test_resume_settles_a_hand_that_ended_before_it_was_finished(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store)
        game.play_hands(2)
        s = game.session
        hand = s.start_hand()
        game.store.begin_hand(game.sid, s.number, {**hand_record(s, hand)})
        while not hand.is_over:  # every action committed, but the program "dies" before finish_hand
            seat = hand.to_move
            action = next(a for a in hand.legal_actions() if a.__class__.__name__ != "Claim")
            s.apply(action)
            store.record_action(game.sid, seat, action)
        resumed = resume_session(store, game.sid)
        assert resumed.settled
        assert resumed.session.chips == s.chips and resumed.session.number == s.number == 4
        info = store.session_info(game.sid)
        assert info.hands == 3 and not info.in_progress


def hand_record(session: Session, hand: HandState) -> dict[str, Any]:
    from napdesk.engine.record import record_of

    return record_of(hand, [session.players[x] for x in session.seats])


def test_hand_bookkeeping_errors(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store)
        with pytest.raises(StoreError, match="no hand in progress"):
            store.record_action(game.sid, 0, PASS)
        with pytest.raises(StoreError, match="next hand is number 1"):
            store.begin_hand(game.sid, 5, {})
        game.step()
        with pytest.raises(StoreError, match="still in progress"):
            store.begin_hand(game.sid, 2, {})
        with pytest.raises(UnknownSession):
            store.record_action(999, 0, PASS)
        with pytest.raises(UnknownSession):
            store.load_session(999)
        with pytest.raises(StoreError, match="seats for a 4-player game"):
            store.create_session("x", Rules(), ["a", "b"])
        with pytest.raises(StoreError, match="rules"):
            store.create_session("x", {"players": 99}, ["a", "b"])


def test_status_rename_delete(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        a = new_game(store, name="A")
        a.play_hands(2)
        a.step()
        b = new_game(store, name="B", seed=2)
        store.set_status(a.sid, "finished")
        assert [s.name for s in store.unfinished_sessions()] == ["B"]
        with pytest.raises(StoreError):
            store.set_status(a.sid, "paused")
        store.rename_session(b.sid, "B2")
        store.delete_session(a.sid)
        assert [s.name for s in store.sessions()] == ["B2"]
        db = store.connection
        for table in ("hands", "hand_seats", "actions", "seats"):
            assert db.execute(f"SELECT count(*) FROM {table} WHERE session_id = ?", (a.sid,)).fetchone()[0] == 0
        with pytest.raises(UnknownSession):
            store.delete_session(a.sid)


def test_a_session_that_ends_is_marked_finished(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store, rules=Rules(preset="standard").replace(session_end="hands", session_length=3,
                                                                       tiebreak="shared"))
        game.play_hands(3)
        assert game.session.is_over
        assert store.session_info(game.sid).status == "finished"
        assert store.unfinished_sessions() == []


def test_profiles_presets_preferences(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        new_game(store)
        new_game(store, players=("ann", "Eve", "Cat", "Dan"))
        assert [p.name for p in store.profiles.all()] == ["Ann", "Ben", "Cat", "Dan", "Eve"]  # by name, any case
        store.profiles.set_data("Ann", {"colour": "red"})
        store.settings.save_preset("Our house", Rules(preset="pub").replace(players=5))
        store.settings.save_preset("Quick", {"preset": "standard", "min_bid": 2})
        store.settings.save_preset("quick", {"preset": "standard", "min_bid": 3})  # same name: replaced
        store.settings.set_pref("window", {"w": 800, "h": 600})
        store.settings.set_pref("sound", False)
        with pytest.raises(TypeError):
            store.settings.set_pref("bad", object())
        with pytest.raises(StoreError):
            store.settings.save_preset("bad", {"players": 1})
    with Store.open().store as store:
        assert {p.name: p.data for p in store.profiles.all()}["Ann"] == {"colour": "red"}
        presets = store.settings.presets()
        assert list(presets) == ["Our house", "Quick"]
        assert presets["Our house"] == Rules(preset="pub").replace(players=5).to_dict()
        assert presets["Quick"]["min_bid"] == 3
        assert store.settings.delete_preset("QUICK") and not store.settings.delete_preset("nope")
        assert store.settings.get_pref("window") == {"w": 800, "h": 600}
        assert store.settings.get_pref("sound") is False and store.settings.get_pref("missing", 7) == 7
        assert store.settings.preferences() == {"sound": False, "window": {"w": 800, "h": 600}}


def test_batch_is_all_or_nothing(data_dir: Path) -> None:
    with Store.open().store as store:
        with pytest.raises(RuntimeError), store.batch():
            store.settings.set_pref("a", 1)
            store.settings.save_preset("p", Rules())
            raise RuntimeError("stop")
        assert store.settings.preferences() == {} and store.settings.presets() == {}
        with store.batch():
            store.settings.set_pref("a", 1)
            store.settings.set_pref("b", 2)
        assert store.settings.preferences() == {"a": 1, "b": 2}


def test_unwritable_data_dir_gives_an_in_memory_store(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = Store.open(blocker / "data")
    assert result.messages and result.messages[0].level == "error"
    assert "cannot write" in str(result.messages[0])
    with result.store as store:
        assert store.path is None
        store.settings.set_pref("x", 1)  # works, but only in memory
        assert store.settings.get_pref("x") == 1
        assert store.backup() is None


def test_memory_store() -> None:
    with Store.memory() as store:
        store.settings.set_pref("a", [1, 2])
        assert store.settings.get_pref("a") == [1, 2]


def test_read_only_store_refuses_writes(data_dir: Path) -> None:
    with Store.open().store as store:
        store.settings.set_pref("a", 1)
    result = Store.open(data_dir)  # the first holds no lock any more
    result.store.close()
    db = sqlite3.connect(data_dir / DB_NAME)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    result = Store.open()
    with result.store as store:
        assert result.read_only and store.read_only
        assert store.settings.get_pref("a") == 1
        with pytest.raises(ReadOnlyStore):
            store.settings.set_pref("a", 2)
    assert os.path.exists(data_dir / DB_NAME)


def test_session_recorder_as_the_controller_uses_it(data_dir: Path) -> None:
    from napdesk.engine.hand import HandState as State
    from napdesk.store import SessionRecorder

    session = Session(Rules(), ["You", "West", "North", "East"], 42)
    with Store.open().store as store:
        recorder = SessionRecorder.create(store, "Tonight", session, [Seat("You"), *(
            Seat(n, "computer", "intermediate") for n in ("West", "North", "East"))])
        rng = __import__("random").Random(4)
        for _ in range(3):  # three whole hands
            state = session.start_hand()
            recorder.begin_hand(session, state)
            while not state.is_over:
                seat, action = state.to_move, rng.choice(state.legal_actions())
                if action.__class__.__name__ == "Claim":
                    continue
                session.apply(action)
                recorder.record_action(seat, action, state)
            recorder.finish_hand(session, state)
        state = session.start_hand()
        recorder.begin_hand(session, state)
        for _ in range(6):
            seat, action = state.to_move, next(a for a in state.legal_actions() if a.__class__.__name__ != "Claim")
            session.apply(action)
            recorder.record_action(seat, action, state)
        # the table's undo: the last two actions taken back, the hand rebuilt without them
        kept = list(state.history)[:-2]
        fresh = State(state.rules, state.dealer, state.deal, state.pool_before)
        for _, action in kept:
            fresh.apply(action)
        session.hand = fresh
        recorder.undo(2)
    with Store.open().store as store:
        (info,) = store.unfinished_sessions()
        again, resumed = SessionRecorder.resume(store, info.id)
        assert again.session_id == recorder.session_id
        hand = resumed.session.hand
        assert hand is not None and hand.history == fresh.history and hand.to_move == fresh.to_move
        assert resumed.session.chips == session.chips and resumed.session.number == 4


def test_a_widow_taken_survives_a_restart_before_its_discards(data_dir: Path, new_game: NewGame) -> None:
    """Sir Garnet: the taker has seen the widow the moment he takes it; a resume must keep him committed."""
    from napdesk.engine.actions import TAKE_WIDOW, TakeWidow

    with Store.open().store as store:
        game = new_game(store, Rules(preset="sir_garnet"))
        game.begin()
        hand = game.session.hand
        assert hand is not None and TAKE_WIDOW in hand.legal_actions()
        taker = hand.to_move
        game.session.apply(TAKE_WIDOW)
        store.record_action(game.sid, taker, TAKE_WIDOW)
        resumed = resume_session(store, game.sid).session.hand
        assert resumed is not None and resumed.phase == "widow" and resumed.to_move == taker
        assert resumed.hands == hand.hands and resumed.bids == hand.bids
        keep = hand.legal_actions()[0]
        assert isinstance(keep, TakeWidow) and keep.discards is not None
        game.session.apply(keep)
        store.record_action(game.sid, taker, keep)
        (row,) = store.load_session(game.sid).current.record["actions"]  # type: ignore[union-attr]
        assert row == {"seat": taker, "widow": keep.discards.strings()}
        again = resume_session(store, game.sid).session.hand
        assert again is not None and again.history == hand.history and again.hands == hand.hands


def test_a_number_too_large_for_sqlite_is_refused_and_nothing_is_half_written(data_dir: Path,
                                                                             new_game: NewGame) -> None:
    import dataclasses

    from napdesk.engine.actions import Claim

    with Store.open().store as store:
        game = new_game(store)
        game.begin()
        hand = game.session.hand
        assert hand is not None
        while not hand.is_over:
            seat = hand.to_move
            action = next(a for a in hand.legal_actions() if not isinstance(a, Claim))
            game.session.apply(action)
            store.record_action(game.sid, seat, action)
        huge = dataclasses.replace(game.session.history[-1], pool_after=1 << 70)  # a pool doubled a hundred times
        with pytest.raises(StoreError, match="too large"):
            store.finish_hand(game.sid, huge, game.session.snapshot())
        assert store.session_info(game.sid).hands == 0 and store.session_info(game.sid).in_progress
        store.finish_hand(game.sid, game.session.history[-1], game.session.snapshot())
        assert store.session_info(game.sid).hands == 1
