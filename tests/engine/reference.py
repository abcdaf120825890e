"""The solver's reference: plain minimax over every legal card, no pruning (memoised only to keep the tests quick).
The solver's tests check its answers against this, and the search's relevance tests their variants."""

from __future__ import annotations

from functools import cache

from napdesk.engine.solver import Position

SUIT = 0x1FFF


def trick_winner(trick: tuple[int, ...], trump: int | None) -> int:
    """Offset in the trick of the winning card."""
    best = 0
    for k in range(1, len(trick)):
        c, w = trick[k], trick[best]
        if c // 13 == w // 13:
            if c > w:
                best = k
        elif trump is not None and c // 13 == trump:
            best = k
    return best


def ref_legal(hand: int, trick: tuple[int, ...]) -> list[int]:
    if trick:
        follow = hand & (SUIT << (13 * (trick[0] // 13)))
        if follow:
            hand = follow
    return [c for c in range(52) if hand >> c & 1]


def ref_value(pos: Position, bidder_max: bool) -> int:
    """The bidder's tricks of the rest; he maximises them (or minimises, for misère), the others do the
    opposite."""
    order = pos.order
    n = len(order)

    @cache
    def value(hands: tuple[int, ...], lead: int, trick: tuple[int, ...], trump: int | None, tfl: bool) -> int:
        if len(trick) == n:
            w = (lead + trick_winner(trick, trump)) % n
            return (order[w] == pos.bidder) + value(hands, w, (), trump, tfl)
        i = (lead + len(trick)) % n
        if not hands[i]:
            return 0
        results = []
        for c in ref_legal(hands[i], trick):
            t, f = (c // 13, False) if tfl and not trick else (trump, tfl)
            rest = (*hands[:i], hands[i] & ~(1 << c), *hands[i + 1:])
            results.append(value(rest, lead, (*trick, c), t, f))
        return max(results) if (order[i] == pos.bidder) == bidder_max else min(results)

    played = sum(1 << c for c in pos.trick)
    trump, tfl = pos.trump, pos.trump_from_lead
    if tfl and pos.trick:
        trump, tfl = pos.trick[0] // 13, False
    hands = tuple(pos.hands[s] & ~played for s in order)
    return value(hands, order.index(pos.leader), tuple(pos.trick), trump, tfl)


