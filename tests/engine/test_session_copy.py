"""Session.copy: an action tried on a copy changes nothing of the original (the controller saves, then keeps)."""

from __future__ import annotations

import random

import pytest

from napdesk.engine.actions import Claim
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session


@pytest.mark.parametrize("preset", ["standard", "pool", "purchase", "peep"])
def test_an_action_tried_on_a_copy_leaves_the_session_alone_and_replays_the_same(preset: str) -> None:
    rules = Rules.from_dict({"preset": preset})
    session = Session(rules, ["A", "B", "C", "D"], seed=11)
    rng = random.Random(5)
    for _ in range(6):
        if session.is_over:
            break
        trial = session.copy()
        trial.start_hand()
        before = session.snapshot()
        assert session.hand is None or session.hand.is_over
        assert session.snapshot() == before
        session.start_hand()
        hand = session.hand
        assert hand is not None and trial.hand is not None
        assert trial.hand.deal == hand.deal
        while not hand.is_over:
            action = rng.choice([a for a in hand.legal_actions() if not isinstance(a, Claim)])
            trial = session.copy()
            trial.apply(action)
            snapshot, history = session.snapshot(), list(hand.history)
            assert session.snapshot() == snapshot and hand.history == history  # the original untouched
            session.apply(action)
            assert session.hand is not None and session.hand.history == trial.hand.history  # type: ignore[union-attr]
        assert session.snapshot() == trial.snapshot()
        assert session.history[-1] == trial.history[-1]


@pytest.mark.parametrize("preset", ["standard", "pool", "purchase"])
def test_a_session_that_adopts_its_tried_copy_is_where_applying_would_have_left_it(preset: str) -> None:
    """The controller tries each action on a copy, saves it, then keeps the copy's state: no second apply."""
    rules = Rules.from_dict({"preset": preset})
    kept, applied = Session(rules, ["A", "B", "C", "D"], seed=11), Session(rules, ["A", "B", "C", "D"], seed=11)
    rng = random.Random(7)
    for _ in range(4):
        if kept.is_over:
            break
        trial = kept.copy()
        trial.start_hand()
        kept.adopt(trial)
        applied.start_hand()
        hand = kept.hand
        while kept.hand is not None and not kept.hand.is_over:
            action = rng.choice([a for a in kept.hand.legal_actions() if not isinstance(a, Claim)])
            trial = kept.copy()
            trial.apply(action)
            kept.adopt(trial)
            applied.apply(action)
            assert kept.snapshot() == applied.snapshot()
            assert kept.hand is hand  # moved on in place: whoever holds the hand sees the action
            assert applied.hand is not None and hand is not None and hand.history == applied.hand.history
        assert kept.history == applied.history and kept.chips == applied.chips


def test_a_session_adopts_only_a_copy_of_itself() -> None:
    session = Session(Rules(), ["A", "B", "C", "D"], seed=11)
    with pytest.raises(ValueError):
        session.adopt(Session(Rules(), ["A", "B", "C", "D"], seed=12))


def test_a_hand_adopts_only_a_copy_of_itself() -> None:
    first, other = Session(Rules(), ["A", "B", "C", "D"], seed=11), Session(Rules(), ["A", "B", "C", "D"], seed=12)
    hand, stranger = first.start_hand(), other.start_hand()
    with pytest.raises(ValueError):
        hand.adopt(stranger)
