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
