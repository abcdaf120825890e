"""The engine's one replay: ``HandState.replay`` (a hand's deal from the start, actions taken in turn, each checked)
and ``Session.undo`` (the hand in progress without its last actions)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from napdesk.engine.actions import PASS, PLAYS, Action, Bid
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.facts import Phase
from napdesk.engine.hand import HandState
from napdesk.engine.reasons import Reason
from napdesk.engine.record import record_of, summary
from napdesk.engine.replaying import ReplayError, ReplayFault
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from tests.engine.test_properties import BASES, NAMES, SETTINGS, games, play_out

HANDS = ("AS KS QS AH 2C", "JS TS 3H 4H 5H", "2S KH QH 3C 4C", "9S 8S JH AC KC")


def dealt(rules: Rules | None = None) -> HandState:
    return HandState(rules or Rules(), 2, Deal(hands=tuple(CardSet(h.split()) for h in HANDS)))


def same(a: HandState, b: HandState) -> bool:
    names = NAMES[: a.rules.players]
    return json.dumps(record_of(a, names)) == json.dumps(record_of(b, names)) and summary(a) == summary(b)


@pytest.mark.parametrize("base", BASES)
@SETTINGS
@given(data=st.data())
def test_a_hand_replayed_from_its_history_is_the_same_hand_at_every_step(base: str, data: st.DataObject) -> None:
    game = data.draw(games(BASES[base]), label="game")

    def check(state: HandState) -> None:
        if state.phase == Phase.WIDOW:  # a widow taken, its discards not chosen: not yet an action of the history
            return
        seen: list[int] = []
        again = state.replay(state.history, each=lambda s: seen.append(len(s.history)))
        assert same(again, state) and again is not state
        assert seen == list(range(1, len(state.history) + 1))
        to_play = state.replay(state.history, until=Phase.PLAY)
        assert to_play.phase == Phase.PLAY or to_play.is_over or to_play.history == state.history
        assert to_play.history == state.history[: len(to_play.history)]

    play_out(game, check)


def test_replay_leaves_the_hand_it_starts_from_as_it_was() -> None:
    state = dealt()
    for action in (Bid.number(2), PASS, PASS):
        state.apply(action)
    again = state.replay(state.history[:1])
    assert len(state.history) == 3 and len(again.history) == 1
    assert again.to_move == state.order[1]


def test_replay_stops_at_the_first_action_that_cannot_be_taken() -> None:
    start = dealt()
    with pytest.raises(ReplayError) as turn:
        start.replay([(3, Bid.number(2)), (3, PASS)])
    assert (turn.value.index, turn.value.fault, turn.value.seat, turn.value.to_move) == (
        2, ReplayFault.NOT_THE_TURN, 3, 0)
    assert str(turn.value) == "action 2 (seat 3 pass): not seat 3's turn: seat 0 is to act"
    with pytest.raises(ReplayError) as refused:
        start.replay([(3, Bid.number(2)), (0, Bid.number(2))])
    assert refused.value.fault is ReplayFault.REFUSED and refused.value.index == 2
    assert refused.value.refusal is not None and refused.value.refusal.code is Reason.BID_NOT_HIGHER
    thrown_in = [(s, PASS) for s in (3, 0, 1, 2)]
    start = dealt(Rules({"all_pass": "redeal"}))
    over = start.replay(thrown_in)
    assert over.is_over
    with pytest.raises(ReplayError) as late:
        start.replay([*thrown_in, (3, PASS)])
    assert late.value.fault is ReplayFault.HAND_OVER and late.value.index == 5


def test_session_undo_takes_back_the_last_actions_and_keeps_the_chips() -> None:
    session = Session(Rules(), ["Ann", "Ben", "Cat", "Dan"], 7)
    hand = session.start_hand()
    while hand.phase != Phase.PLAY or len(hand.trick_cards) < 2:
        hand.apply(hand.legal_actions()[0] if hand.phase == Phase.PLAY else (
            Bid.number(2) if Bid.number(2) in hand.legal_actions() else PASS))
    chips, pool = list(session.chips), session.pool
    before = hand.copy()
    taken = session.undo(3)
    assert taken == before.history[-3:]
    assert session.hand is not hand and session.hand is not None
    assert session.hand.history == before.history[:-3]
    assert same(session.hand, before.replay(before.history[:-3]))
    assert (session.chips, session.pool) == (chips, pool)
    for _, action in taken:
        session.apply(action)
    assert same(session.hand, before)
    assert session.undo(0) == [] and same(session.hand, before)
    with pytest.raises(ValueError, match="cannot take back"):
        session.undo(len(before.history) + 1)


def test_session_undo_refuses_a_settled_hand() -> None:
    session = Session(Rules(), ["Ann", "Ben", "Cat", "Dan"], 7)
    session.start_hand()
    with pytest.raises(ValueError):
        session.undo(1)  # nothing to take back yet
    hand = session.hand
    assert hand is not None
    while not hand.is_over:
        session.apply(PASS if PASS in hand.legal_actions() else hand.legal_actions()[0])
    with pytest.raises(RuntimeError, match="no hand in progress"):
        session.undo(1)


def test_a_refused_card_is_refused_again_in_a_replay() -> None:
    start = dealt()
    history: list[tuple[int, Action]] = [(3, Bid.number(2)), (0, PASS), (1, PASS), (2, PASS),
                                         (3, PLAYS[Card("9S").index]), (0, PLAYS[Card("AH").index])]
    with pytest.raises(ReplayError) as caught:
        start.replay(history)
    assert caught.value.refusal is not None and caught.value.refusal.code is Reason.MUST_FOLLOW
    assert caught.value.refusal == caught.value.facts["error"]
