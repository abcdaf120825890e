"""The sampler's deals are fair: with nothing known about the others' cards, every unseen card is as likely to be
in each place as its room says, and a stock asked for in its order is drawn in a random one."""

from __future__ import annotations

import math
import random
from collections import Counter

from napdesk.ai.sampling import Sampler
from napdesk.engine.cards import iter_bits
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules

DEALS = 4000


def _first_view(rules: Rules) -> tuple[HandState, Sampler, list[int]]:
    state = HandState(rules, 0, deal_hand(rules, 0, random.Random(3)))
    view = state.view(state.to_move)  # the first to bid: no bid or play says anything about the others
    return state, Sampler(view, random.Random(11), stock_order=True), list(iter_bits(view.unseen().mask))


def _near(count: int, p: float) -> bool:
    """Within five standard deviations of DEALS * p (some 150 cells a test: none should stray that far)."""
    return abs(count - DEALS * p) < 5 * math.sqrt(DEALS * p * (1 - p))


def test_every_unseen_card_goes_to_each_place_by_its_room() -> None:
    state, sampler, unseen = _first_view(Rules())
    me = state.to_move
    others = [s for s in state.order if s != me]
    held: Counter[tuple[int, int]] = Counter()
    stocked: Counter[int] = Counter()
    first: Counter[int] = Counter()
    for _ in range(DEALS):
        world = sampler.sample()
        for s in others:
            for c in iter_bits(world.hands[s]):
                held[s, c] += 1
        for c in world.stock:
            stocked[c] += 1
        first[world.stock[0]] += 1
    room = len(unseen)
    stock = room - 5 * len(others)
    for c in unseen:
        for s in others:
            assert _near(held[s, c], 5 / room), (s, c, held[s, c])
        assert _near(stocked[c], stock / room), (c, stocked[c])
        assert _near(first[c], 1 / room), (c, first[c])  # the top of the stock: any card as likely


def test_the_stock_comes_lowest_first_unless_its_order_is_asked_for() -> None:
    state = HandState(Rules(), 0, deal_hand(Rules(), 0, random.Random(3)))
    world = Sampler(state.view(state.to_move), random.Random(1)).sample()
    assert list(world.stock) == sorted(world.stock)
    assert len(world.stock) == 32
