"""Cheap hand judgement shared by the levels: trick estimates, misère risk, which cards to keep.

Everything works on the engine's 52-bit card masks (index ``suit * 13 + rank``) and knows only what it is given:
a hand, the pack in use, and optionally the cards already gone (played or discarded, as far as the caller knows).
"""

from __future__ import annotations

import functools
import math
from typing import Final

from napdesk.engine.cards import SUIT_MASKS, iter_bits

SUIT_BITS: Final = 0x1FFF


def pack_low(deck_size: int) -> int:
    """The lowest rank in a pack of ``deck_size`` (0 = the two for 52 cards, 5 = the seven for 32)."""
    return 13 - deck_size // 4


@functools.cache
def pack_suit(deck_size: int) -> int:
    """The 13-bit rank mask of one suit of the pack."""
    low = pack_low(deck_size)
    return (SUIT_BITS >> low) << low


def ranks(mask: int, suit: int) -> int:
    return (mask >> (13 * suit)) & SUIT_BITS


def above(rank_mask: int, rank: int) -> int:
    """How many ranks of ``rank_mask`` lie above ``rank``."""
    return (rank_mask >> (rank + 1)).bit_count()


def below(rank_mask: int, rank: int) -> int:
    return (rank_mask & ((1 << rank) - 1)).bit_count()


@functools.lru_cache(maxsize=1 << 16)  # one suit's few patterns come back in every sampled deal
def _trump_value(mine: int, out: int, length_bonus: float) -> float:
    """Tricks from holding ``mine`` (a 13-bit rank mask) as trumps; ``out`` are trumps others may hold."""
    value = 0.0
    held_above = 0
    r = mine.bit_length() - 1
    while r >= 0:
        if mine >> r & 1:
            missing = above(out, r)
            if missing <= held_above:
                value += 1.0
            elif missing == held_above + 1:
                value += 0.55
            else:
                value += length_bonus
            held_above += 1
        r -= 1
    return value


# A void side suit is worth a ruff or two with three trumps or more: by the number of trumps.
_VOID: Final = tuple(0.25 * min(t - 2, 2) if t >= 3 else 0.0 for t in range(14))


@functools.lru_cache(maxsize=1 << 16)
def _side_value(mine: int, out: int, active: int) -> float:
    """Tricks from a side suit the hand holds (``mine``, not empty) when ``out`` are the ranks others may hold."""
    ace = 0.95 - 0.07 * (active - 3)
    value = 0.0
    held_above = 0
    r = mine.bit_length() - 1
    count = mine.bit_count()
    while r >= 0 and held_above < 2:
        if mine >> r & 1:
            missing = above(out, r)
            if missing <= held_above:
                value += ace * (0.8 if held_above else 1.0)
            elif missing == held_above + 1 and count >= 2:
                value += 0.35
            held_above += 1
        r -= 1
    return value


# Remembered: the samplers and the play-outs ask it of the same hands deal after deal (late in the play few
# cards are unseen), and it is a pure function of its ints.
@functools.lru_cache(maxsize=1 << 16)
def trick_estimate(hand: int, deck_size: int, active: int, gone: int = 0) -> tuple[float, int]:
    """(tricks the hand should take as bidder with its best trump suit, that suit); (0, -1) for no cards.

    ``gone`` holds cards known to be out of play (played or discarded): they no longer beat anything."""
    psuit = pack_suit(deck_size)
    best = (0.0, -1)
    size = float(hand.bit_count())
    # Each suit judged once (its length, its worth as trumps, as a side suit), not once per trump suit.
    suits = [_suit_values((hand >> (13 * s)) & SUIT_BITS, psuit & ~(hand >> (13 * s)) & ~(gone >> (13 * s)),
                          active) for s in range(4)]
    for t in range(4):
        count, e, _ = suits[t]
        if not count:
            continue
        for s in range(4):
            if s != t:
                v = suits[s][2]
                e += v if v >= 0 else _VOID[count]
        e = min(e, size)
        if e > best[0] or best[1] < 0:
            best = (e, t)
    return best


@functools.lru_cache(maxsize=1 << 16)
def _suit_values(mine: int, out: int, active: int) -> tuple[int, float, float]:
    """One suit of a hand (``mine``, 13-bit ranks; ``out`` the ranks others may hold): its length, its tricks as
    trumps, as a side suit (-1 when void: a void's worth depends on the trumps)."""
    if not mine:
        return 0, 0.0, -1.0
    count = mine.bit_count()
    return count, _trump_value(mine, out, 0.35 if count >= 3 else 0.15), _side_value(mine, out, active)


def misere_chance(hand: int, deck_size: int, active: int = 4, gone: int = 0) -> float:
    """A rough chance of taking no trick with this hand (no trumps).

    A card is in danger when the others hold cards below it to lead or play under it; each lower card of its
    own suit the hand holds covers one of them."""
    psuit = pack_suit(deck_size)
    size = max(hand.bit_count(), 1)
    unseen = max(deck_size - size - gone.bit_count(), 1)
    frac = min(1.0, (active - 1) * size / unseen)
    p = 1.0
    for s in range(4):
        mine = ranks(hand, s)
        if not mine:
            continue
        others = psuit & ~mine & ~ranks(gone, s)
        for j, r in enumerate(iter_bits(mine)):
            risk = 0.4 * frac * (below(others, r) - j)
            if risk > 0:
                p *= 1.0 - min(0.9, risk)
    return p


def card_keep_value(card: int, hand: int, trump: int, deck_size: int, gone: int = 0) -> float:
    """How much a card is worth keeping for a trick-taking bid with ``trump`` as trumps."""
    suit, rank = divmod(card, 13)
    psuit = pack_suit(deck_size)
    mine = ranks(hand, suit)
    out = psuit & ~mine & ~ranks(gone, suit)
    missing = above(out, rank)
    if suit == trump:
        return 10.0 + rank - 2 * missing
    held_above = above(mine, rank)
    if missing <= held_above:
        return 6.0 + rank / 13
    if missing == held_above + 1 and mine.bit_count() >= 2:
        return 3.0 + rank / 13
    return rank / 13 - 0.2 * mine.bit_count()


def best_keep(cards: int, keep: int, deck_size: int, active: int, gone: int = 0) -> int:
    """The ``keep`` cards of ``cards`` best for a trick-taking bid (greedy, per trump suit)."""
    if cards.bit_count() <= keep:
        return cards
    best_mask, best_value = 0, -math.inf
    for t in range(4):
        if not cards & SUIT_MASKS[t]:
            continue
        order = sorted(iter_bits(cards), key=lambda c: card_keep_value(c, cards, t, deck_size, gone),
                       reverse=True)
        mask = 0
        for c in order[:keep]:
            mask |= 1 << c
        value = trick_estimate(mask, deck_size, active, gone)[0]
        if value > best_value:
            best_mask, best_value = mask, value
    return best_mask


def misere_keep(cards: int, keep: int, deck_size: int, active: int = 4, gone: int = 0) -> int:
    """The ``keep`` cards of ``cards`` safest for misère: throw the highest-risk cards."""
    mask = cards
    while mask.bit_count() > keep:
        worst = max(iter_bits(mask), key=lambda c: (misere_chance(mask & ~(1 << c), deck_size, active, gone), c % 13))
        mask &= ~(1 << worst)
    return mask
