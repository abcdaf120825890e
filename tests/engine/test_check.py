"""``HandState.check``: the refusal ``apply`` would raise, found without changing the state or copying it.

Property tests over the same random rule sets and random legal play as tests/engine/test_properties.py: at every
step, every action of a universe of actions (every card played or discarded, every bid, peeps, widow takes, claims,
exchanges) is checked; ``check`` is None exactly for the legal ones, and otherwise is the very refusal ``apply``
raises (seat, action, code and arguments).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from napdesk.engine.actions import CLAIM, DISCARDS, PEEP, PLAYS, TAKE_WIDOW, Action, Bid, Exchange, TakeWidow
from napdesk.engine.cards import CardSet, pack
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import ClaimRefused, HandState, IllegalAction
from napdesk.engine.reasons import Reason
from napdesk.engine.rules import Rules
from tests.engine.test_properties import ALL_BIDS, BASES, SETTINGS, games, play_out, snapshot


def universe(state: HandState, rnd: random.Random) -> Iterator[Action]:
    """Every play and discard of the pack, every bid, a peep, a claim, the widow taken bare; the legal actions
    (exchanges and widow discards among them); and random exchanges and widow discards, legal or not."""
    deck = list(pack(state.rules.deck_size))
    yield from (PLAYS[c.index] for c in deck)
    yield from (DISCARDS[c.index] for c in deck)
    yield from ALL_BIDS
    yield from (PEEP, TAKE_WIDOW, CLAIM)
    yield from state.legal_actions()
    held = list(state.hand(state.to_move)) if not state.is_over else []
    for _ in range(3):
        yield Exchange(CardSet(rnd.sample(deck, rnd.randint(0, 5))))
        yield Exchange(CardSet(rnd.sample(held, rnd.randint(0, len(held)))))
        yield TakeWidow(CardSet(rnd.sample(deck, state.rules.hand_size)))
        mine = held + list(CardSet(state.widow))
        count = state.rules.hand_size + rnd.choice((-1, 0, 0, 1))
        if 0 <= count <= len(mine):
            yield TakeWidow(CardSet(rnd.sample(mine, count)))  # from the hand and the widow: mostly legal in one


def taken_at_once(state: HandState, action: Action) -> bool:
    """A widow taken with its discards in one action (as a record writes it): legal when taking the widow is and
    those discards are after it."""
    if not (isinstance(action, TakeWidow) and action.discards is not None and TAKE_WIDOW in state.legal_actions()):
        return False
    taken = state.copy()
    taken.apply(TAKE_WIDOW)
    return action in taken.legal_actions()


def check_every_action(state: HandState, rnd: random.Random) -> None:
    legal = state.legal_actions()
    before = snapshot(state)
    found = [(action, state.check(action)) for action in universe(state, rnd)]
    assert snapshot(state) == before, "check changed the state"
    for action, refused in found:
        if action in legal or (state.phase == "bidding" and taken_at_once(state, action)):
            assert refused is None, f"{action} is legal, but check refuses it: {refused}"
            continue
        assert refused is not None, f"{action} is not legal, but check lets it pass"
        assert type(refused) is IllegalAction  # a refused claim is the solver's, never check's
        with pytest.raises(IllegalAction) as caught:
            state.copy().apply(action)
        raised = caught.value
        assert not isinstance(raised, ClaimRefused)
        assert (raised.seat, raised.action, raised.code, raised.arguments) == (
            refused.seat, refused.action, refused.code, refused.arguments), action
        assert str(raised) == str(refused)
        event(f"refused {refused.code.value} in {state.phase}")


@pytest.mark.parametrize("base", BASES)
@SETTINGS
@given(data=st.data())
def test_check_is_none_for_the_legal_actions_and_else_the_refusal_apply_raises(base: str,
                                                                               data: st.DataObject) -> None:
    game = data.draw(games(BASES[base]), label="game")
    play_out(game, lambda state: check_every_action(state, game.rnd))


def test_check_copies_nothing_and_applies_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    state = HandState(Rules(), 0, deal_hand(Rules(), 0, random.Random(5)))
    state.apply(Bid.number(3))

    def forbidden(*args: object) -> None:
        raise AssertionError("check must not copy or apply")

    refusals = []
    monkeypatch.setattr(HandState, "copy", forbidden)
    monkeypatch.setattr(HandState, "apply", forbidden)
    for action in universe(state, random.Random(1)):
        refusals.append(state.check(action))
    monkeypatch.undo()
    assert any(r is None for r in refusals) and any(r is not None for r in refusals)
    assert {r.code for r in refusals if r is not None} >= {Reason.WRONG_PHASE, Reason.BID_NOT_HIGHER}
