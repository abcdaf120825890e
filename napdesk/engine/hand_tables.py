"""What a hand works out once and keeps, for :mod:`napdesk.engine.hand`: the plays of each suit held, the bids open
over each highest bid, a rule set and dealer's table, and tricks made quickly. Everything here is the same for
every hand it is asked for, so it is kept and shared (a hand is played in tens of microseconds, and working
these out again was a good part of it)."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Final

from napdesk.engine.actions import PLAYS, Action, Bid
from napdesk.engine.cards import Card, iter_bits
from napdesk.engine.deal import active_seats
from napdesk.engine.facts import bid_ladder
from napdesk.engine.rules import Rules
from napdesk.engine.view import Outcome, Trick

__all__ = ["OUTCOMES_KEPT", "Table", "kept_plays", "make_trick", "plays_of", "subsets", "suit_plays",
           "table"]

_SUIT_PLAYS: dict[int, tuple[Action, ...]] = {}
kept_plays: Final = _SUIT_PLAYS.get  # by ``ranks << 2 | suit``: a suit's plays if worked out before, else None


def suit_plays(suit: int, ranks: int) -> tuple[Action, ...]:
    """The plays of the cards of one suit held (``ranks`` is that suit's 13-bit slice of a hand), kept by
    ``ranks << 2 | suit``: a hand's suits repeat from hand to hand, and a dict lookup of an int is the quickest."""
    key = ranks << 2 | suit
    plays = _SUIT_PLAYS.get(key)
    if plays is None:
        plays = _SUIT_PLAYS[key] = tuple(PLAYS[13 * suit + r] for r in iter_bits(ranks))
    return plays


def plays_of(hand: int) -> tuple[Action, ...]:
    """The plays of every card of ``hand``, in suit then rank order: the four suits written out, not looped over
    (a lead asks for them, and the loop's own steps cost more than the look-ups)."""
    get = _SUIT_PLAYS.get
    empty: tuple[Action, ...] = ()
    ranks = hand & 0x1FFF
    out = (get(ranks << 2) or suit_plays(0, ranks)) if ranks else empty
    ranks = (hand >> 13) & 0x1FFF
    if ranks:
        out += get(ranks << 2 | 1) or suit_plays(1, ranks)
    ranks = (hand >> 26) & 0x1FFF
    if ranks:
        out += get(ranks << 2 | 2) or suit_plays(2, ranks)
    ranks = hand >> 39  # a hand holds no bits above the spades'
    if ranks:
        out += get(ranks << 2 | 3) or suit_plays(3, ranks)
    return out


# The highest bid's order -> the bids open over it, and those with a pass first.
OpenOver = dict[int, tuple[tuple[Bid, ...], tuple[Bid, ...]]]
Table = tuple[tuple[int, ...], tuple[int, ...], tuple[Bid, ...], dict[str, Bid], dict[tuple[object, ...], Outcome],
              OpenOver]
OUTCOMES_KEPT: Final = 4096  # a table's outcomes memo is emptied past this many (a session's pools vary)


@functools.cache
def table(rules: Rules, dealer: int) -> Table:
    """What a hand needs of its rules and dealer before it starts, the same for every hand dealt so: the active
    seats in order, each seat's next, the bid ladder, the ladder by name, the outcomes of the hands ended so
    far (by everything else an outcome depends on: asking :func:`settling.outcome` itself would hash the rules
    and the contract, both in Python, at every hand's end), and the bids open over each highest bid found so far
    (kept here, not by rule set, for the same reason)."""
    order = active_seats(rules.players, dealer, rules.dealer_sits_out_now)
    nxt = [0] * rules.players
    for i, s in enumerate(order):
        nxt[s] = order[(i + 1) % len(order)]
    bids = tuple(bid_ladder(rules))
    return order, tuple(nxt), bids, {b.name: b for b in bids}, {}, {}


_new_trick: Final = object.__new__
_TRICK_SET: Final = tuple(Trick.__dict__[name].__set__ for name in ("leader", "cards", "winner"))


def make_trick(leader: int, cards: tuple[Card, ...], winner: int) -> Trick:
    """``Trick(leader, cards, winner)`` set through the slots' own setters: a frozen dataclass's __init__ sets
    each field through object.__setattr__, nearly twice as slow, and a hand turns a trick at every fourth card."""
    trick = _new_trick(Trick)
    set_leader, set_cards, set_winner = _TRICK_SET
    set_leader(trick, leader)
    set_cards(trick, cards)
    set_winner(trick, winner)
    return trick


def subsets(mask: int, sizes: Sequence[int]) -> Iterator[int]:
    bits = [1 << i for i in iter_bits(mask)]
    for k in sizes:
        for combo in combinations(bits, k):
            yield sum(combo)
