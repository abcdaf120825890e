"""The table's undo in the store (:meth:`Store.undo_actions`): the last actions of the hand in progress taken back,
found from the index the store keeps (the hand's last one, a lookup by key) instead of counting the hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from napdesk.engine.actions import Action, Claim
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, SessionRecorder, Store, StoreError, resume_session

PLAYERS = ["You", "West", "North", "East"]


def _played(store: Store, count: int) -> tuple[int, list[tuple[int, Action]]]:
    """A session with ``count`` actions of its first hand saved: its id and those actions."""
    session = Session(Rules(), PLAYERS, 42)
    recorder = SessionRecorder.create(store, "Tonight", session, [Seat(p) for p in PLAYERS])
    state = session.start_hand()
    recorder.begin_hand(session, state)
    for _ in range(count):
        seat = state.to_move
        legal = [a for a in state.legal_actions() if not isinstance(a, Claim)]
        action = legal[0] if state.history else legal[1]  # the first seat bids, so the hand is played
        session.apply(action)
        recorder.record_action(seat, action, state)
    return recorder.session_id, list(state.history)


def _saved(store: Store, sid: int) -> list[tuple[int, Action]]:
    hand = resume_session(store, sid).session.hand
    assert hand is not None
    return list(hand.history)


def _undos(store: Store, sid: int) -> int:
    return int(store.connection.execute("SELECT current_undos FROM sessions WHERE id = ?", (sid,)).fetchone()[0])


@pytest.mark.parametrize("count", [1, 3, 7])
def test_the_last_actions_are_taken_back(data_dir: Path, count: int) -> None:
    with Store.open().store as store:
        sid, history = _played(store, 8)
        assert store.undo_actions(sid, count) == count
        assert _saved(store, sid) == history[:-count]
        assert _undos(store, sid) == 1  # the scoreboard marks the hand, once an undo


def test_taking_back_more_than_there_are_takes_back_all(data_dir: Path) -> None:
    with Store.open().store as store:
        sid, _ = _played(store, 3)
        assert store.undo_actions(sid, 10) == 3
        assert _saved(store, sid) == []
        assert store.undo_actions(sid, 1) == 0  # nothing left: nothing done, and no undo marked
        assert store.undo_actions(sid, 0) == 0
        assert _undos(store, sid) == 1


def test_an_undo_after_a_resume_and_the_play_goes_on(data_dir: Path) -> None:
    with Store.open().store as store:
        sid, history = _played(store, 6)
    with Store.open().store as store:
        recorder, resumed = SessionRecorder.resume(store, sid)
        hand = resumed.session.hand
        assert hand is not None and list(hand.history) == history
        recorder.undo(2)
        assert _saved(store, sid) == history[:-2]
        again = resume_session(store, sid).session
        state = again.hand
        assert state is not None
        seat, action = state.to_move, state.legal_actions()[0]
        again.apply(action)
        recorder.record_action(seat, action, state)  # the index after the cut: the undo left no gap
        assert _saved(store, sid) == [*history[:-2], (seat, action)]


def test_the_cut_is_found_by_key_not_by_counting_the_hand(data_dir: Path) -> None:
    with Store.open().store as store:
        sid, history = _played(store, 8)
        statements: list[str] = []
        store.connection.set_trace_callback(statements.append)
        assert store.undo_actions(sid, 2) == 2
        store.connection.set_trace_callback(None)
        assert not [s for s in statements if "count(" in s.lower()], statements
        on_actions = [s for s in statements if "actions" in s.lower()]
        assert len(on_actions) == 1 and on_actions[0].upper().startswith("DELETE"), statements  # one query
        assert _saved(store, sid) == history[:-2]


def test_an_undo_with_no_hand_in_progress_is_refused(data_dir: Path) -> None:
    with Store.open().store as store:
        session = Session(Rules(), PLAYERS, 42)
        recorder = SessionRecorder.create(store, "Tonight", session, [Seat(p) for p in PLAYERS])
        with pytest.raises(StoreError, match="no hand in progress"):
            store.undo_actions(recorder.session_id, 1)
