"""An action's index in the hand is known to whoever plays it: the recorder passes it, and the store checks it with
a lookup by key (the action before it saved, none at it) instead of counting the hand's actions."""

from __future__ import annotations

from pathlib import Path

import pytest

from napdesk.engine.actions import TAKE_WIDOW, Claim, TakeWidow
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, SessionRecorder, Store, StoreError, resume_session

from .conftest import NewGame

PLAYERS = ["You", "West", "North", "East"]


def _recorder(store: Store, rules: Rules | None = None) -> tuple[SessionRecorder, Session]:
    session = Session(rules or Rules(), PLAYERS, 42)
    return SessionRecorder.create(store, "Tonight", session, [Seat(p) for p in PLAYERS]), session


def _play(recorder: SessionRecorder, session: Session, count: int) -> None:
    """``count`` actions of a long hand: the first seat bids one, then each takes its first legal action."""
    state = session.hand
    assert state is not None
    for _ in range(count):
        seat = state.to_move
        legal = [a for a in state.legal_actions() if not isinstance(a, Claim)]
        action = legal[0] if state.history else legal[1]
        session.apply(action)
        recorder.record_action(seat, action, state)


def test_the_recorder_s_actions_are_saved_without_counting_the_hand(data_dir: Path) -> None:
    with Store.open().store as store:
        recorder, session = _recorder(store)
        recorder.begin_hand(session, session.start_hand())
        statements: list[str] = []
        store.connection.set_trace_callback(statements.append)
        _play(recorder, session, 8)
        store.connection.set_trace_callback(None)
        assert not [s for s in statements if "count(" in s.lower()]
        writes = [s for s in statements if s.split()[0].upper() not in ("BEGIN", "COMMIT", "PRAGMA")]
        assert len(writes) == 8  # one statement an action
        hand = session.hand
        assert hand is not None
        assert resume_session(store, recorder.session_id).session.hand.history == hand.history  # type: ignore[union-attr]


def test_an_index_that_does_not_follow_the_last_action_saved_is_refused(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store)
        game.begin()
        hand = game.session.hand
        assert hand is not None
        first = hand.legal_actions()[0]
        seat = hand.to_move
        with pytest.raises(StoreError, match="does not follow"):
            store.record_action(game.sid, seat, first, index=1)  # nothing saved at 0
        assert store.record_action(game.sid, seat, first, index=0) == 0
        with pytest.raises(StoreError, match="saved already"):
            store.record_action(game.sid, seat, first, index=0)
        current = store.load_session(game.sid).current
        assert current is not None and len(current.record["actions"]) == 1
        game.session.apply(first)
        second = hand.legal_actions()[0]
        assert store.record_action(game.sid, hand.to_move, second) == 1  # no index: after the last one saved


def test_a_widow_take_and_its_discards_share_one_index(data_dir: Path, new_game: NewGame) -> None:
    with Store.open().store as store:
        game = new_game(store, Rules(preset="sir_garnet"))
        game.begin()
        hand = game.session.hand
        assert hand is not None and TAKE_WIDOW in hand.legal_actions()
        taker, index = hand.to_move, len(hand.history)
        game.session.apply(TAKE_WIDOW)
        assert store.record_action(game.sid, taker, TAKE_WIDOW, index=index) == index
        keep = hand.legal_actions()[0]
        assert isinstance(keep, TakeWidow) and keep.discards is not None
        game.session.apply(keep)
        assert store.record_action(game.sid, taker, keep, index=index) == index
        current = store.load_session(game.sid).current
        assert current is not None and current.record["actions"] == [{"seat": taker, "widow": keep.discards.strings()}]


def test_the_recorder_finds_its_place_again_after_a_resume_an_undo_and_a_failed_write(data_dir: Path) -> None:
    with Store.open().store as store:
        recorder, session = _recorder(store)
        recorder.begin_hand(session, session.start_hand())
        _play(recorder, session, 5)
    with Store.open().store as store:
        again, resumed = SessionRecorder.resume(store, recorder.session_id)
        session = resumed.session
        _play(again, session, 2)
        again.undo(1)
        session.hand = _without_last(session)  # the table's undo: the hand rebuilt without its last action
        with pytest.raises(RuntimeError), again.together():  # written, then rolled back with the transaction
            _play(again, session.copy(), 1)
            raise RuntimeError
        _play(again, session, 2)
        hand = session.hand
        assert hand is not None
        assert resume_session(store, again.session_id).session.hand.history == hand.history  # type: ignore[union-attr]


def _without_last(session: Session) -> HandState:
    hand = session.hand
    assert hand is not None
    fresh = HandState(hand.rules, hand.dealer, hand.deal, hand.pool_before)
    for _, action in hand.history[:-1]:
        fresh.apply(action)
    return fresh
