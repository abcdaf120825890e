"""What the search's results rest on (``_Search.rel``): a result found for one position is kept and reused for
every position with the same suit lengths in every hand whose top cards of each suit lie the same, down to the
cards it rests on. Here every such claim the search makes is checked against the reference minimax on positions
that differ from the searched one only below those cards."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from napdesk.engine import rankmajor
from napdesk.engine.rankmajor import _from_rm
from napdesk.engine.rests import _CLUBS, _FULL, _SENT, _alike, _close, _depths, _run_rel, _unsqueeze
from napdesk.engine.search import _Search
from napdesk.engine.solver import Position, _prepare
from tests.engine.reference import ref_value


def deal(rng: random.Random) -> Position:
    """3 seats with 3 or 4 cards or 4 with 3, a random bidder and leader, trumps a suit (sometimes none): big
    enough for several tricks of choices, small enough for the reference."""
    n = rng.randint(3, 4)
    k = rng.randint(3, 4) if n == 3 else 3
    pack = rng.sample(range(52), n * k)
    hands = tuple(sum(1 << c for c in pack[i * k:(i + 1) * k]) for i in range(n))
    trump = rng.randrange(4) if rng.random() < 0.85 else None
    return Position(hands, tuple(range(n)), rng.randrange(n), (), rng.randrange(n), trump)


def variants(hands: list[int], p: int, rel: int, rng: random.Random, count: int) -> Iterator[list[int]]:
    """Hands (rank-major) with the cards of ``p`` below ``rel`` (closed) dealt again among their holders, each
    keeping as many cards of each suit."""
    for _ in range(count):
        out = list(hands)
        for s in range(4):
            free = p & rankmajor._SM[s] & ~rel
            cards = [c for c in range(52) if free >> c & 1]
            owners = [j for j, h in enumerate(out) for _ in range((h & free).bit_count())]
            rng.shuffle(owners)
            out = [h & ~free for h in out]
            for c, j in zip(cards, owners, strict=True):
                out[j] |= 1 << c
        yield out


def value(hands: list[int], ld: int, pos: Position, maxmode: bool) -> int:
    """The reference value of rank-major ``hands`` with seat ``ld`` to lead (seats in order 0..n-1)."""
    there = Position(tuple(_from_rm(h) for h in hands), pos.order, ld, (), pos.bidder, pos.trump)
    return ref_value(there, maxmode)


class Recording(_Search):
    """The search, keeping every result of a trick boundary with what it rests on."""

    def __init__(self, hands: list[int], b: int, trump: int, maxmode: bool) -> None:
        super().__init__(hands, b, trump, maxmode)
        self.seen: list[tuple[list[int], int, int, int, bool, int]] = []

    def boundary(self, ld: int, need: int, p: int) -> bool:
        r = super().boundary(ld, need, p)
        self.seen.append((list(self.hands), ld, need, p, r, _close(self.rel, p)))
        return r


def check_results(pos: Position, rng: random.Random) -> int:
    """Search ``pos`` for every need in both modes; every result kept, on a sample of positions alike below the
    cards it rests on, against the reference. Returns how many results were checked."""
    prep = _prepare(pos)
    checked = 0
    for maxmode in (True, False):
        search = Recording(list(prep.hands), prep.b, prep.trump, maxmode)
        for need in range(1, prep.left + 1):
            search.boundary(prep.ld, need, prep.p)
        for hands, ld, need, p, r, rel in rng.sample(search.seen, min(len(search.seen), 12)):
            for other in variants(hands, p, rel, rng, 2):
                assert (value(other, ld, pos, maxmode) >= need) == r, (pos, maxmode, hands, other, ld, need, r)
                checked += 1
    return checked


def test_results_hold_wherever_the_cards_they_rest_on_lie_the_same() -> None:
    rng = random.Random(7)
    checked = sum(check_results(deal(rng), rng) for _ in range(60))
    assert checked >= 1000


@pytest.mark.slow  # a bounded amount of work, but long on a busy machine: the second pytest of make test
def test_bounds_hold_wherever_the_cards_they_rest_on_lie_the_same() -> None:
    rng = random.Random(11)
    for _ in range(400):
        pos = deal(rng)
        prep = _prepare(pos)
        for maxmode in (True, False):
            search = _Search(list(prep.hands), prep.b, prep.trump, maxmode)
            lo, hi = search.bounds(prep.ld, prep.left, -1, prep.p)
            rlo, rhi = _close(search.rlo, prep.p), _close(search.rhi, prep.p)
            for other in variants(prep.hands, prep.p, rlo, rng, 2):
                assert value(other, prep.ld, pos, maxmode) >= lo, (pos, maxmode, other, lo)
            for other in variants(prep.hands, prep.p, rhi, rng, 2):
                assert value(other, prep.ld, pos, maxmode) <= hi, (pos, maxmode, other, hi)


def test_the_helpers() -> None:
    assert [_CLUBS << s for s in range(4)] == list(rankmajor._SM)
    assert (_FULL, _SENT) == (rankmajor._FULL, rankmajor._SENT)
    p = rankmajor._to_rm(0b1011011 | 0b111 << 13)  # clubs 2 3 5 6 8, diamonds 2 3 4
    club = rankmajor._SM[0]
    six = 1 << (4 * 4)  # the six of clubs, rank-major
    # the top cards down to the six: 8 and 6; the depths count them, four bits a suit
    assert _close(six, p) == p & club & ~(six - 1)
    assert _depths(six, p) == 2
    assert _unsqueeze(_depths(six, p), p) == _close(six, p)
    # below every club the result rests on: any card of the 5 down, which gives the same result played instead
    five = 1 << (3 * 4)
    assert _alike(six, 1 << 4) == club & (six - 1)
    assert _alike(six, five) == _alike(six, 1 << 4)
    assert _alike(six, 1 << (6 * 4)) == 0  # the eight is one of the cards it rests on
    # a run of one hand (5 and 3 of clubs with the 4 gone) tried as its top: a result resting on the 5 rests on
    # the 3 as well, as it would after the 3
    hand = five | 1 << 4
    assert _run_rel(five, hand, p, five) == five | 1 << 4
    assert _run_rel(1 << (6 * 4), hand, p, five) == 1 << (6 * 4)  # above the run: unchanged
