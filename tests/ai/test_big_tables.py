"""Big tables (six hands of seven cards): the exact solver can take minutes there, so a player with a time budget
gives a search up at a deadline, and what it decides on then is still legal and sensible."""

from __future__ import annotations

import time
from typing import Any

import pytest

from napdesk.ai import ExpertPlayer
from napdesk.ai.advice import AdviceKind
from napdesk.ai.analysis import analyse
from napdesk.ai.levels import IntermediatePlayer
from napdesk.engine.actions import PASS, Bid, Play
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.solver import (
    OutOfTime,
    Position,
    best_cards,
    can_avoid,
    can_make,
    max_tricks,
    min_tricks,
    misere_cards,
)

BIG = Rules({"players": 7}, preset="seven_card")  # six active hands of seven cards (the dealer sits out)


class SearchClock:
    """The expert's clock (napdesk.ai.budget) in a test: it stands still but for what ``spend`` adds, so what a
    decision rests on follows from the work done (a search taking so long), not from how busy the machine is."""

    def __init__(self) -> None:
        self.now = time.perf_counter()

    def perf_counter(self) -> float:
        return self.now

    def spend(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> SearchClock:
    import napdesk.ai.budget as budget

    fake = SearchClock()
    monkeypatch.setattr(budget, "time", fake)
    return fake


def _opening(state: HandState, bidder: int) -> Position:
    return Position(tuple(state.hands), state.order, bidder, (), bidder, None, True)


def test_a_search_past_its_deadline_stops(ai: Any) -> None:
    state = ai.random_hand(BIG, 5)
    assert len(state.order) == 6 and all(len(state.hand(s)) == 7 for s in state.order)
    pos = _opening(state, state.order[0])
    gone = time.perf_counter() - 1
    with pytest.raises(OutOfTime):
        max_tricks(pos, gone)
    with pytest.raises(OutOfTime):
        best_cards(pos, None, gone)


@pytest.mark.parametrize("seed", range(40))
def test_a_deadline_far_off_changes_no_answer(seed: int, ai: Any) -> None:
    state = ai.random_hand(Rules(), seed)
    pos = _opening(state, state.order[seed % 4])
    later = time.perf_counter() + 600
    assert max_tricks(pos, later) == max_tricks(pos)
    assert min_tricks(pos, later) == min_tricks(pos)
    assert can_make(pos, 3, later) == can_make(pos, 3)
    assert can_avoid(pos, later) == can_avoid(pos)
    assert best_cards(pos, None, later) == best_cards(pos, None)
    assert best_cards(pos, 3, later) == best_cards(pos, 3)
    assert misere_cards(pos, later) == misere_cards(pos)


def test_the_expert_out_of_time_still_plays_a_legal_hand(ai: Any) -> None:
    """With no time at all every exact search is given up: the expert bids as the intermediate level would and
    plays legal cards (the engine refuses any other), and the hand is played to its end."""
    state = ai.random_hand(BIG, 3)
    experts = {s: ExpertPlayer(s, budget_ms=0) for s in state.order}
    unsolved_bids = 0
    while not state.is_over:
        seat = state.to_move
        view = state.view(seat)
        action = experts[seat].choose(view)
        if isinstance(action, Bid) and experts[seat].thinking.samples == 0:
            unsolved_bids += 1
            assert action == IntermediatePlayer(seat).bid(view, list(view.legal))
        state.apply(action)
    assert unsolved_bids >= 1
    assert state.outcome is not None


def _play_view(ai: Any, rules: Rules, seed: int) -> Any:
    """The bidder's first lead after a bid of 3 (the others pass)."""
    state = ai.random_hand(rules, seed)
    bidder = state.order[0]
    while state.phase == "bidding":
        legal = state.legal_actions()
        if state.to_move == bidder and Bid.number(3) in legal:
            state.apply(Bid.number(3))
        else:
            state.apply(PASS if PASS in legal else legal[0])
    assert state.phase == "play" and state.to_move == bidder
    return state.view(bidder)


def test_the_expert_gives_up_a_search_at_its_cutoff(ai: Any) -> None:
    """The bidder's first lead in deal 5: one sampled deal there takes the exact solver seconds. With no time at all
    the search is given up, no sample counts, and every card is as good: the intermediate level's judgement picks.
    (How long decisions take is measured in bench/ai.py, not here.)"""
    view = _play_view(ai, BIG, 5)
    expert = ExpertPlayer(5, budget_ms=0)
    action = expert.choose(view)
    assert expert.thinking.samples == 0
    plays = [a for a in view.legal if isinstance(a, Play)]
    assert action == IntermediatePlayer(5).pick_card(view, plays)


def test_analysis_gives_up_at_its_deadline_and_not_before(ai: Any) -> None:
    small = ai.random_hand(Rules(), 5)
    ai.play_out(small, [IntermediatePlayer(s) for s in range(4)])
    if small.contract is not None:
        assert analyse(small, 60.0) == analyse(small)
    big = ai.random_hand(BIG, 1)
    ai.play_out(big, [IntermediatePlayer(s) for s in range(BIG.players)])
    assert big.contract is not None
    with pytest.raises(OutOfTime):
        analyse(big, 0.0)


def test_a_bid_too_big_to_solve_in_time_still_rests_on_twenty_deals(ai: Any, monkeypatch: pytest.MonkeyPatch,
                                                                     clock: SearchClock) -> None:
    """When every exact search runs out of time, the grace after the budget goes to deals judged by play-outs alone
    (as in the card play), so that the bid, and a hint on it, rests on MIN_SAMPLES deals rather than on none."""
    import napdesk.ai.expert as expert_module

    def out_of_time(*_args: object, **_kw: object) -> object:
        clock.spend(0.25)  # past the budget's end, within its grace
        raise OutOfTime

    monkeypatch.setattr(expert_module, "max_tricks", out_of_time)
    monkeypatch.setattr(expert_module, "can_avoid", out_of_time)
    state = ai.random_hand(BIG, 3)
    view = state.view(state.to_move)
    expert = ExpertPlayer(1, budget_ms=200)
    action = expert.choose(view)
    assert action in view.legal
    assert expert.thinking.samples >= expert_module.MIN_SAMPLES
    assert expert.thinking.advice is not None and expert.thinking.advice.kind is not AdviceKind.BID_QUICK


def test_a_card_rests_on_twenty_deals_when_each_search_takes_most_of_the_budget(
        ai: Any, monkeypatch: pytest.MonkeyPatch, clock: SearchClock) -> None:
    """Every exact search takes 40 ms of a 50 ms budget (a big table, a loaded machine): the first twenty deals
    are played out before any search, so the card still rests on twenty, not on the two the solver finished."""
    import napdesk.ai.expert as expert_module

    real = expert_module.best_cards
    solved: list[object] = []

    def slow(pos: Any, need: Any, _cutoff: object = None) -> Any:
        clock.spend(0.04)
        solved.append(pos)
        return real(pos, need)  # solved to the end: the 40 ms are the clock's

    monkeypatch.setattr(expert_module, "best_cards", slow)
    view = _play_view(ai, Rules(), 5)
    expert = ExpertPlayer(1, budget_ms=50, grace=0.1)
    assert isinstance(expert.choose(view), Play)
    assert expert.thinking.samples >= expert_module.MIN_SAMPLES
    assert len(solved) == 2  # the budget's end came after two searches


def test_an_exchange_too_big_to_solve_in_time_still_rests_on_twenty_deals(
        ai: Any, monkeypatch: pytest.MonkeyPatch, clock: SearchClock) -> None:
    """The purchase judges a deal the solver did not get to by playing it out, as the bidding does."""
    import napdesk.ai.expert as expert_module

    def out_of_time(*_args: object, **_kw: object) -> object:
        clock.spend(0.15)  # past the budget's end, within its grace
        raise OutOfTime

    monkeypatch.setattr(expert_module, "max_tricks", out_of_time)
    monkeypatch.setattr(expert_module, "can_avoid", out_of_time)
    state = ai.random_hand(Rules(preset="purchase"), 2)
    while state.phase != "exchange":
        state.apply(IntermediatePlayer(0).choose(state.view(state.to_move)))
    view = state.view(state.to_move)
    expert = ExpertPlayer(1, budget_ms=100)
    assert expert.choose(view) in view.legal
    assert expert.thinking.samples >= expert_module.MIN_SAMPLES
