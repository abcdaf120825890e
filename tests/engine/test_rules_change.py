"""A running session takes some rule changes from its next hand: stakes and pace, never the pack or the chips."""

from __future__ import annotations

import pytest

from napdesk.engine.actions import Claim
from napdesk.engine.rules import Rules
from napdesk.engine.session import NEXT_HAND_RULES, Session, SessionError


def _play_out(session: Session) -> None:
    hand = session.hand
    assert hand is not None
    while not hand.is_over:
        moves = [a for a in hand.legal_actions() if not isinstance(a, Claim)]
        session.apply(moves[0])


def test_stakes_change_from_the_next_hand_and_the_hand_in_progress_keeps_its_own() -> None:
    session = Session(Rules(), ["A", "B", "C", "D"], 5)
    session.start_hand()
    dearer = session.rules.replace(nap_stakes=session.rules.nap_stakes, stake_unit="penny", claims=False)
    assert session.rules_refused(dearer) is None
    session.change_rules(dearer)
    assert session.rules.stake_unit == "counters" and session.hand is not None
    assert session.hand.rules.claims  # the hand being played keeps the rules it was dealt under
    again = Session.from_snapshot(session.snapshot())
    assert again.next_rules == dearer  # a snapshot taken now keeps the change
    _play_out(session)
    assert session.rules == dearer and session.next_rules is None
    assert session.start_hand().rules == dearer
    assert session.snapshot()["rules"] == dearer.to_dict()


def test_the_pack_the_chips_and_the_pool_cannot_change_in_a_session() -> None:
    session = Session(Rules(), ["A", "B", "C", "D"], 5)
    for change in ({"starting_chips": 100}, {"pool": True}, {"when_broke": "out"}, {"deck_size": 32}):
        key = next(iter(change))
        assert key not in NEXT_HAND_RULES
        other = session.rules.replace(**change)
        reason = session.rules_refused(other)
        assert reason is not None and key in reason
        with pytest.raises(SessionError):
            session.change_rules(other)
    assert session.rules == Rules()


def test_a_shorter_session_must_leave_something_to_play() -> None:
    rules = Rules().replace(session_end="hands", session_length=10, tiebreak="shared")
    session = Session(rules, ["A", "B", "C", "D"], 5)
    for _ in range(3):
        session.start_hand()
        _play_out(session)
    assert session.rules_refused(rules.replace(session_length=3)) is not None
    session.change_rules(rules.replace(session_length=4))
    session.start_hand()
    _play_out(session)
    assert session.is_over


def test_a_record_of_a_hand_played_under_changed_stakes_replays_into_a_fresh_session() -> None:
    played = Session(Rules(), ["A", "B", "C", "D"], 9)
    played.start_hand()
    _play_out(played)
    played.change_rules(played.rules.replace(stake_unit="penny", claims=False))
    played.start_hand()
    _play_out(played)
    again = Session(Rules(), ["A", "B", "C", "D"], 9)  # as an import or a resume rebuilds it
    for result in played.history:
        again.resume_hand(result.record)
    assert again.rules == played.rules and again.chips == played.chips
    pooled = Session(Rules(), ["A", "B", "C", "D"], 9)
    record = dict(played.history[1].record)
    pooled.resume_hand(played.history[0].record)
    with pytest.raises(SessionError):  # the pack, the chips, the pool: never taken from a record
        pooled.resume_hand({**record, "rules": {**record["rules"], "pool": True}})
