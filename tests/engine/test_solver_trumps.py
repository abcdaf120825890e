"""The bound for a bidder who holds trumps only (bounds._trumps_alone), against the reference minimax: it never
passes the exact value, wherever the cards below the ones it rests on lie, and it reaches the value where the
other bounds fall short (the positions that made the hardest seven-card proofs slow)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from napdesk.engine.bounds import _sure_trumps, _trumps_alone
from napdesk.engine.rankmajor import _SM
from napdesk.engine.rests import _close
from napdesk.engine.search import _Search
from napdesk.engine.solver import Position, _prepare
from tests.engine.reference import ref_value
from tests.engine.test_solver_rel import value, variants


def trumps_only_position(rng: random.Random) -> Position:
    """3 to 5 seats with 2 to 4 cards (16 in all at most) at a trick boundary: the bidder holds trumps only, the
    defenders some trumps (one of them often two or more) and side cards."""
    n = rng.randint(3, 5)
    k = rng.randint(2, min(4, 16 // n))
    trump = rng.randrange(4)
    trumps = rng.sample(range(trump * 13, trump * 13 + 13), 13)
    others = rng.sample([c for c in range(52) if c // 13 != trump], 39)
    bidder = rng.randrange(n)
    hands = []
    for seat in sorted(range(n), key=lambda s: s != bidder):  # the bidder's trumps first
        count = k if seat == bidder else min(k, len(trumps), rng.choice([0, 0, 1, 1, 2, 3]))
        cards = [trumps.pop() for _ in range(count)] + [others.pop() for _ in range(k - count)]
        hands.append((seat, sum(1 << c for c in cards)))
    return Position(tuple(h for _, h in sorted(hands)), tuple(range(n)), rng.randrange(n), (), bidder, trump)


def check(pos: Position, rng: random.Random) -> bool:
    """The bound holds on ``pos`` and on positions alike below what it rests on; True if it reaches the exact
    value where the sure trumps do not."""
    prep = _prepare(pos)
    search = _Search(list(prep.hands), prep.b, prep.trump, True)
    lo, hi = search.bounds(prep.ld, prep.left, -1, prep.p)
    exact = ref_value(pos, True)
    assert lo <= exact <= hi, (pos, lo, hi, exact)
    rlo = _close(search.rlo, prep.p)
    for other in variants(prep.hands, prep.p, rlo, rng, 2):
        assert value(other, prep.ld, pos, True) >= lo, (pos, other, lo)
    tm = _SM[prep.trump]
    h = prep.hands[prep.b]
    return lo == exact > _sure_trumps(h & tm, prep.p & ~h & tm)[0]


@pytest.mark.slow  # a bounded amount of work, but long on a busy machine: the second pytest of make test
def test_a_bidder_with_trumps_only_is_sure_of_no_more_than_he_makes() -> None:
    rng = random.Random(41)
    reached = sum(check(trumps_only_position(rng), rng) for _ in range(500))
    assert reached >= 100  # and decides where the other bounds do not (56 of these 500 without it)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_a_bidder_with_trumps_only_hypothesis(seed: int) -> None:
    rng = random.Random(seed)
    check(trumps_only_position(rng), rng)


def test_the_game_of_trumps_alone() -> None:
    # rank-major trumps of one suit: bit 4r + 3 is the rank 2 + r of spades
    def card(rank: str) -> int:
        return 1 << (4 * "23456789TJQKA".index(rank) + 3)

    def mask(ranks: str) -> int:
        return sum(card(r) for r in ranks)

    # 8 7 3 2 against one defender's J 6: leading the 8 and then the 7 forces both out; three tricks
    assert _trumps_alone(mask("8732"), (0, mask("J6"), 0), -1, {}) == 3
    # and against the 5 of a second defender too: the 8 draws the 5 and one of J 6
    assert _trumps_alone(mask("8732"), (mask("5"), mask("J6"), 0), -1, {}) == 3
    # the defenders on lead with J 6 (and two side cards) lead the side card: he ruffs, then as before
    assert _trumps_alone(mask("8732"), (0, mask("J6"), 0), 1, {}) == 3
    # no trumps against him: every trick
    assert _trumps_alone(mask("32"), (0, 0), 1, {}) == 2
    # a defender holding A 9 only, on lead, wins both tricks
    assert _trumps_alone(mask("54"), (mask("A9"), 0), 0, {}) == 0
