"""What the store's writes keep beyond a plain round trip: a hand begun with actions already taken (an import of a
hand in progress), the index each saved action gets (Sir Garnet's take completed in place), a snapshot that ends
the session, a session resumed from its seed alone checked by the engine, running totals where a seat's row is
lost, the log emptied at close even with a reader beside, and the rows export writes (and the hand their damage
names)."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from napdesk.engine.actions import TAKE_WIDOW, Bid, Claim, TakeWidow
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.engine.session_values import HandResult
from napdesk.store import DamagedSession, Seat, Store
from napdesk.store.paths import DB_NAME
from napdesk.store.problems import Fault, Part, damage

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)
PLAYERS = ("Ann", "Ben", "Cat", "Dan")


def _seats() -> list[Seat]:
    return [Seat(p) if i == 0 else Seat(p, "computer", "random") for i, p in enumerate(PLAYERS)]


def test_a_hand_begun_with_its_actions_keeps_them(data_dir: Path) -> None:
    rules = Rules(preset="pool")
    session = Session(rules, PLAYERS, 4)
    hand = session.start_hand()
    for _ in range(2):
        session.apply(next(a for a in hand.legal_actions() if not isinstance(a, Claim)))
    record = record_of(hand, list(PLAYERS))
    assert len(record["actions"]) == 2
    with Store.open(data_dir, backup=False).store as store:
        sid = store.create_session("Carried", rules, _seats(), seed=4, snapshot=None)
        store.begin_hand(sid, 1, record)
        saved = store.load_session(sid)
        assert saved.current is not None and saved.current.record["actions"] == record["actions"]
        assert store.session_info(sid).damaged is None


def test_each_action_says_its_index_and_a_widows_discards_complete_its_take(data_dir: Path,
                                                                             new_game: NewGame) -> None:
    with Store.open(data_dir, backup=False).store as store:
        game = new_game(store, Rules(preset="sir_garnet"))
        game.begin()
        hand = game.session.hand
        assert hand is not None
        seat = hand.to_move
        first = Bid.parse("pass") if Bid.parse("pass") in hand.legal_actions() else hand.legal_actions()[0]
        game.session.apply(first)
        assert store.record_action(game.sid, seat, first) == 0
        while TAKE_WIDOW not in hand.legal_actions():
            seat = hand.to_move
            action = hand.legal_actions()[0]
            game.session.apply(action)
            store.record_action(game.sid, seat, action)
        taken_at = len(hand.history)
        taker = hand.to_move
        game.session.apply(TAKE_WIDOW)
        assert store.record_action(game.sid, taker, TAKE_WIDOW) == taken_at
        keep = hand.legal_actions()[0]
        assert isinstance(keep, TakeWidow) and keep.discards is not None
        game.session.apply(keep)
        assert store.record_action(game.sid, taker, keep) == taken_at  # the same row, completed
        seat = hand.to_move
        action = next(a for a in hand.legal_actions() if not isinstance(a, Claim))
        game.session.apply(action)
        assert store.record_action(game.sid, seat, action) == taken_at + 1


def test_a_snapshot_that_ends_the_session_finishes_it_and_another_does_not(data_dir: Path) -> None:
    with Store.open(data_dir, backup=False).store as store:
        going = store.create_session("Going", Rules(preset="pool"), _seats(), seed=1)
        store.set_snapshot(going, {"over": False, "chips": [1, 2, 3, 4]})
        ended = store.create_session("Ended", Rules(preset="pool"), _seats(), seed=1)
        store.set_snapshot(ended, {"over": True})
        assert store.session_info(going).status == "active"
        assert store.session_info(ended).status == "finished"


def test_a_session_kept_without_a_snapshot_has_its_hand_checked_from_the_seed(data_dir: Path) -> None:
    rules = Rules(preset="pool")
    session = Session(rules, PLAYERS, 9)
    hand = session.start_hand()
    with Store.open(data_dir, backup=False).store as store:
        sid = store.create_session("Seeded", rules, _seats(), seed=9, snapshot=None)
        store.begin_hand(sid, 1, record_of(hand, list(PLAYERS)))
        seat = hand.to_move
        store.record_action(sid, seat, hand.legal_actions()[0])
        assert store.session_info(sid).damaged is None
        store.record_action(sid, seat, Bid.parse("pass"))  # the same seat twice: the engine refuses it
        damaged = store.session_info(sid).damaged
        assert damaged is not None and damaged.fault is Fault.NOT_PLAYABLE


def test_running_totals_where_a_seats_row_is_lost_are_noughts(data_dir: Path, new_game: NewGame) -> None:
    with Store.open(data_dir, backup=False).store as store:
        game = new_game(store)
        game.play_hands(2)
        store.connection.execute("DELETE FROM hand_seats WHERE session_id = ? AND number = 2 AND seat = 1",
                                 (game.sid,))
        totals = store.hand_totals(game.sid)
        assert sorted(totals) == [1, 2] and totals[2][1] == 0
        assert totals[2][0] == game.session.chips[0]


def test_closing_empties_the_log_even_with_a_reader_beside(data_dir: Path, new_game: NewGame) -> None:
    store = Store.open(data_dir, backup=False).store
    game = new_game(store)
    game.play_hands(1)
    game.begin()
    game.step()  # a saved action: in the log, not yet in the file
    with contextlib.closing(sqlite3.connect(data_dir / DB_NAME)) as reader:
        assert reader.execute("SELECT count(*) FROM sessions").fetchone() == (1,)
        store.close()  # the reader beside keeps SQLite from removing the log: the store empties it
        wal = data_dir / (DB_NAME + "-wal")
        assert not wal.exists() or wal.stat().st_size == 0


def _result(number: int, bidder: int | None, contract: str | None, made: bool | None) -> HandResult:
    return HandResult(number=number, dealer=(number + 1) % 4, record={"format": "napdesk-hand/1", "actions": []},
                      settlement=(3, -1, -1, -1) if made else (0, 0, 0, 0), antes=(), pool_before=0, pool_after=0,
                      bidder=bidder, contract=contract, made=made)


def test_the_rows_export_writes_say_made_or_failed_and_nothing_for_a_hand_thrown_in(data_dir: Path) -> None:
    with Store.open(data_dir, backup=False).store as store:
        sid = store.create_session("Rows", Rules(preset="pool"), _seats(), seed=1)
        store.finish_hand(sid, _result(1, 0, "3", True))
        store.finish_hand(sid, _result(2, None, None, None))
        store.finish_hand(sid, _result(3, 2, "nap", False))
        rows = store.hand_rows(sid)
    assert [(r["number"], r["bidder"], r["bid"], r["made"]) for r in rows] == [
        (1, 0, "3", True), (2, None, None, None), (3, 2, "nap", False)]


@pytest.mark.parametrize("column", ["antes", "settlement"])
def test_a_hands_unreadable_chips_name_that_hand(data_dir: Path, column: str) -> None:
    with Store.open(data_dir, backup=False).store as store:
        sid = store.create_session("Rows", Rules(preset="pool"), _seats(), seed=1)
        for number in (1, 2, 3):
            store.finish_hand(sid, _result(number, 0, "3", True))
        store.connection.execute(f"UPDATE hands SET {column} = '[1, 2]' WHERE session_id = ? AND number = 3",
                                 (sid,))
        with pytest.raises(DamagedSession) as caught:
            store.hand_rows(sid)
        assert caught.value.damage.facts["hand"] == 3
        assert store.session_info(sid).damaged == caught.value.damage


def test_damage_found_outside_the_store_lists_the_session_as_damaged(data_dir: Path) -> None:
    with Store.open(data_dir, backup=False).store as store:
        sid = store.create_session("Found", Rules(preset="pool"), _seats(), seed=1)
        found = damage(Part.RECORD, Fault.UNFINISHED, hand=1)
        assert store.found_damage(sid, found) == found
        assert store.session_info(sid).damaged == found
        assert store.found_damage(sid, damage(Part.RECORD, Fault.UNFINISHED, hand=2)) == found  # the first stays
