"""The intermediate level's card play over int masks, and a play-out loop that builds no View.

A rollout (:mod:`napdesk.ai.rollout`) plays a sampled deal out with the intermediate level's judgement at every
seat, and :meth:`~napdesk.ai.sampling.Sampler.play_likelihood` asks that judgement about every card already
played. Building a :class:`~napdesk.engine.view.View` and a ``levels.Table`` for each of those cards was a third
of the expert's time. Here the same judgement reads what it needs straight from masks (card index
``suit * 13 + rank`` as in :mod:`napdesk.engine.cards`): the seat's hand, the cards others may hold, the trick so
far, the suits each seat has shown void in.

:func:`pick` makes the same choice as ``IntermediatePlayer.pick_card`` (``levels.HeuristicPlayer``) for every
position; ``tests/ai/test_fastplay.py`` checks it on random positions of every kind of table. Ties go, as
Python's ``min``/``max`` over the legal cards in index order give them, to the lowest card index.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from napdesk.ai.heuristics import trick_estimate
from napdesk.engine.cards import SUIT_MASKS, iter_bits, pack

if TYPE_CHECKING:
    from napdesk.engine.view import View

_SUIT: Final = tuple(c // 13 for c in range(52))
_RANK: Final = tuple(c % 13 for c in range(52))
# The cards of the same suit above / below each card.
_ABOVE: Final = tuple(SUIT_MASKS[c // 13] & ~((2 << c) - 1) for c in range(52))
_BELOW: Final = tuple(SUIT_MASKS[c // 13] & ((1 << c) - 1) for c in range(52))
NO_TRUMP: Final = -1

def _low_key(c: int, trump: int) -> tuple[bool, int]:
    """Sort key for the card to throw: side cards before trumps, low before high."""
    return (_SUIT[c] == trump, _RANK[c])


def _cheapest(cards: list[int], trump: int) -> int:
    return min(cards, key=lambda c: (_SUIT[c] == trump, _RANK[c]))


def _highest(cards: list[int]) -> int:
    """The highest-ranked card (the lowest index among equal ranks, as ``max`` gives it)."""
    best = cards[0]
    for c in cards:
        if _RANK[c] > _RANK[best]:
            best = c
    return best


def _lowest(cards: list[int]) -> int:
    best = cards[0]
    for c in cards:
        if _RANK[c] < _RANK[best]:
            best = c
    return best


def _beats(c: int, w: int, trump: int) -> bool:
    if _SUIT[c] == _SUIT[w]:
        return c > w
    return _SUIT[c] == trump


def pick(cands: int, hand: int, out: int, trump: int, led: int, win: int, win_seat: int, me: int, bidder: int,
         misere: bool, first_lead: bool, voids: Sequence[int], others: Sequence[int], after: Sequence[int],
         deck: int, active: int) -> int:
    """The intermediate level's card among ``cands`` (a mask of legal cards that follow suit when they can).

    ``hand``: the seat's cards; ``out``: the cards others may hold as far as the seat knows; ``trump``:
    :data:`NO_TRUMP` when none; ``led``: the suit led to this trick, ``win`` / ``win_seat`` the card winning it
    and who played it (all -1 when leading); ``first_lead``: no trick completed and no trumps yet; ``voids``: per seat,
    the suits (bit ``1 << suit``) it has shown void in; ``others``: every active seat but this one; ``after``:
    the seats still to play to this trick after this one."""
    cards = list(iter_bits(cands))
    if len(cards) == 1:
        return cards[0]
    # The cards that would beat the one winning the trick: higher in its suit, or trumps if it is none.
    beat = 0
    if win >= 0:
        beat = _ABOVE[win] | (SUIT_MASKS[trump] if trump >= 0 and _SUIT[win] != trump else 0)
    if misere:
        if me == bidder:
            return _misere_bidder(cards, out, trump, win, beat, after)
        return _misere_defender(cards, hand, led, win, win_seat, beat, bidder, after)
    if me == bidder:
        if led >= 0:
            return _bidder_follow(cards, out, trump, led, beat, voids, after)
        return _bidder_lead(cards, hand, out, trump, first_lead, voids, others, deck, active)
    if led >= 0:
        return _defender_follow(cards, out, trump, led, win, win_seat, beat, bidder, voids, after)
    return _defender_lead(cards, hand, out, trump, bidder, voids)


def _trumps_out(out: int, trump: int) -> int:
    return (out & SUIT_MASKS[trump]).bit_count() if trump >= 0 else 0


def _bidder_lead(cards: list[int], hand: int, out: int, trump: int, first_lead: bool, voids: Sequence[int],
                 others: Sequence[int], deck: int, active: int) -> int:
    if trump < 0 and first_lead:
        # The first lead names trumps: the suit the hand is best with.
        suit = trick_estimate(hand, deck, active)[1]
        return _highest([c for c in cards if _SUIT[c] == suit] or cards)
    trumps = [c for c in cards if _SUIT[c] == trump]
    side = [c for c in cards if _SUIT[c] != trump]
    tout = _trumps_out(out, trump)
    if trumps and tout:
        top = trumps[-1]
        if not out & _ABOVE[top] or len(trumps) >= 2:
            return top
    masters = [c for c in side if not out & _ABOVE[c]]
    if masters and not tout:
        return _highest(masters)
    if masters:
        # A side winner is safest where no one has shown he can trump it.
        shown = 0
        for s in others:
            shown |= voids[s]
        safe = [c for c in masters if not shown >> _SUIT[c] & 1]
        if safe:
            return _highest(safe)
    if trumps:
        return trumps[-1]
    return min(side, key=lambda c: (not out & _ABOVE[c], _RANK[c]))


def _bidder_follow(cards: list[int], out: int, trump: int, led: int, beat: int, voids: Sequence[int],
                   after: Sequence[int]) -> int:
    winners = [c for c in cards if beat >> c & 1]
    if not winners:
        return _cheapest(cards, trump)
    if not after:
        return min(winners, key=lambda c: (_SUIT[c] == trump, _RANK[c]))
    may_ruff = trump >= 0 and _trumps_out(out, trump) > 0 and any(voids[s] >> led & 1 for s in after)
    sure = [c for c in winners if not out & _ABOVE[c] and (_SUIT[c] == trump or not may_ruff)]
    if sure:
        return min(sure, key=lambda c: (_SUIT[c] == trump, _RANK[c]))
    return max(winners, key=lambda c: (_SUIT[c] == trump, _RANK[c]))


def _defender_lead(cards: list[int], hand: int, out: int, trump: int, bidder: int, voids: Sequence[int]) -> int:
    bvoids = voids[bidder]
    side = [c for c in cards if _SUIT[c] != trump]
    bidder_trumps = trump >= 0 and not bvoids >> trump & 1 and _trumps_out(out, trump) > 0
    masters = [c for c in side if not out & _ABOVE[c] and (not bvoids >> _SUIT[c] & 1 or not bidder_trumps)]
    if masters:
        return _highest(masters)
    safe = [c for c in side if not bvoids >> _SUIT[c] & 1] or side or cards
    # Lead low from the longest suit: the bidder must guess, partners may hold the top.
    return min(safe, key=lambda c: (-(hand & SUIT_MASKS[_SUIT[c]]).bit_count(), _RANK[c]))


def _defender_follow(cards: list[int], out: int, trump: int, led: int, win: int, win_seat: int, beat: int,
                     bidder: int, voids: Sequence[int], after: Sequence[int]) -> int:
    winners = [c for c in cards if beat >> c & 1]
    if win_seat == bidder:
        if winners:
            return min(winners, key=lambda c: (_SUIT[c] == trump, _RANK[c]))
        return _cheapest(cards, trump)
    # A partner is winning.
    if bidder not in after:
        return _cheapest(cards, trump)
    bidder_may_ruff = trump >= 0 and led != trump and bool(voids[bidder] >> led & 1)
    win_master = not out & _ABOVE[win]
    partner_safe = (_SUIT[win] == trump and win_master) or (win_master and not bidder_may_ruff)
    if partner_safe or not winners:
        return _cheapest(cards, trump)
    sure = [c for c in winners if not out & _ABOVE[c] and (_SUIT[c] == trump or not bidder_may_ruff)]
    if sure:
        return min(sure, key=lambda c: (_SUIT[c] == trump, _RANK[c]))
    high = max(winners, key=lambda c: (_SUIT[c] == trump, _RANK[c]))
    return high if (out & _ABOVE[high]).bit_count() <= 1 else _cheapest(cards, trump)


def _misere_bidder(cards: list[int], out: int, trump: int, win: int, beat: int, after: Sequence[int]) -> int:
    if win < 0:
        # Lead the card the others can least get under.
        return min(cards, key=lambda c: ((out & _BELOW[c]).bit_count(), -(out & _ABOVE[c]).bit_count(), _RANK[c]))
    losers = [c for c in cards if not beat >> c & 1]
    if losers:
        return max(losers, key=lambda c: (_SUIT[c] != trump, _RANK[c]))
    return _lowest(cards) if after else _highest(cards)


def _misere_defender(cards: list[int], hand: int, led: int, win: int, win_seat: int, beat: int,
                     bidder: int, after: Sequence[int]) -> int:
    if win < 0:
        # Lead low: the bidder has to find a card under it.
        return min(cards, key=lambda c: (_RANK[c], -(hand & SUIT_MASKS[_SUIT[c]]).bit_count()))
    if win_seat == bidder:
        under = [c for c in cards if not beat >> c & 1]
        return _highest(under) if under else _lowest(cards)
    if bidder in after:
        follows = [c for c in cards if _SUIT[c] == led]
        return _lowest(follows) if follows else _highest(cards)
    return _highest(cards)


@functools.cache
def whole_pack(deck: int) -> int:
    """The mask of the pack of ``deck`` cards (asked once a play-out)."""
    return pack(deck).mask


_ORDERS: dict[tuple[int, ...], tuple[list[int], list[tuple[int, ...]], list[tuple[int, ...]]]] = {}


def _seating(order: tuple[int, ...]) -> tuple[list[int], list[tuple[int, ...]], list[tuple[int, ...]]]:
    """Per seat number: the next seat, every other active seat, the seats after it round the table."""
    got = _ORDERS.get(order)
    if got is None:
        size = max(order) + 1
        n = len(order)
        nxt = [-1] * size
        others: list[tuple[int, ...]] = [()] * size
        after: list[tuple[int, ...]] = [()] * size
        for i, s in enumerate(order):
            nxt[s] = order[(i + 1) % n]
            others[s] = tuple(x for x in order if x != s)
            after[s] = order[i + 1:] + order[:i]
        got = _ORDERS[order] = (nxt, others, after)
    return got


def play_out(hands: list[int], order: tuple[int, ...], seat: int, card: int, trick: Sequence[int], leader: int,
             bidder: int, need: int, misere: bool, trump: int, trump_from_lead: bool, done: int, btricks: int,
             dtricks: int, played: int, voids: list[int], size: int, deck: int, stop: bool,
             rng: random.Random | None = None) -> tuple[bool, int]:
    """Play on from a position where ``seat`` plays ``card`` now, every seat then choosing by :func:`pick` (or at
    random among its legal cards when ``rng`` is given: the benchmark's bare loop): (made, the bidder's tricks);
    with ``stop``, only until the result is decided. ``hands`` (changed in place): every active seat's cards;
    ``trick``: the cards already on the table, led by ``leader``; ``done``: tricks completed; ``played``: every
    card played so far; ``voids`` (changed in place): per seat, the suits it has shown void in. ``trump`` is
    :data:`NO_TRUMP` while none; ``trump_from_lead``: the first card led names it."""
    n = len(order)
    nxt, others, after_of = _seating(order)
    whole = whole_pack(deck)
    suit_of = _SUIT  # locals: this loop is the hot path of every rollout
    suit_masks = SUIT_MASKS
    tlen = len(trick)
    led = win = win_seat = -1
    if trick:
        led = _SUIT[trick[0]]
        s = leader
        for c in trick:
            if win < 0 or _beats(c, win, trump):
                win, win_seat = c, s
            s = nxt[s]
    while True:
        bit = 1 << card
        hands[seat] ^= bit
        played |= bit
        if not tlen:
            led = suit_of[card]
            if trump < 0 and trump_from_lead and not done:
                trump = led
            win, win_seat = card, seat
        else:
            cs = suit_of[card]
            if cs != led:
                voids[seat] |= 1 << led
                if cs == trump and (suit_of[win] != trump or card > win):
                    win, win_seat = card, seat
            elif card > win and suit_of[win] == led:
                win, win_seat = card, seat
        tlen += 1
        if tlen == n:
            done += 1
            tlen = 0
            if win_seat == bidder:
                btricks += 1
            else:
                dtricks += 1
            if done == size:
                return (btricks == 0 if misere else btricks >= need), btricks
            if stop:
                if misere:
                    if btricks:
                        return False, btricks
                elif btricks >= need:
                    return True, btricks
                elif dtricks > size - need:
                    return False, btricks
            seat = win_seat
            hand = hands[seat]
            cands = hand
        else:
            seat = nxt[seat]
            hand = hands[seat]
            cands = hand & suit_masks[led] or hand
        if not cands & (cands - 1):
            card = cands.bit_length() - 1
            continue
        if rng is not None:
            for _ in range(int(rng.random() * cands.bit_count())):
                cands &= cands - 1
            card = (cands & -cands).bit_length() - 1
            continue
        if tlen:
            card = pick(cands, hand, whole & ~played & ~hand, trump, led, win, win_seat, seat, bidder, misere,
                        False, voids, others[seat], after_of[seat][:n - 1 - tlen], deck, n)
        else:
            card = pick(cands, hand, whole & ~played & ~hand, trump, -1, -1, -1, seat, bidder, misere,
                        trump < 0 and not done, voids, others[seat], after_of[seat][:n - 1], deck, n)


def void_masks(view: View) -> list[int]:
    """Per seat (by seat number), the suits it has shown void in, as bits ``1 << suit``."""
    out = [0] * len(view.hand_counts)
    for seat, suits in view.voids().items():
        for s in suits:
            out[seat] |= 1 << s
    return out


def view_pick(view: View, cands: int) -> int:
    """:func:`pick` for a seat's :class:`View` (the cards it remembers as gone: every card played, its own
    discards and the peep card it saw in the widow), as ``IntermediatePlayer.pick_card`` reads it."""
    me = view.seat
    hand = view.hand.mask
    rules = view.rules
    out = pack(rules.deck_size).mask & ~view.played.mask & ~view.discarded.mask & ~hand
    if view.peep_card is not None and view.widow_count:
        out &= ~view.peep_card.bit
    voids = void_masks(view)
    order = view.order
    n = len(order)
    trick = [c.index for c in view.trick_cards]
    trump = NO_TRUMP if view.trump is None else view.trump
    led = _SUIT[trick[0]] if trick else -1
    win = win_seat = -1
    if trick:
        assert view.trick_leader is not None
        lead_i = order.index(view.trick_leader)
        for k, c in enumerate(trick):
            if k == 0 or _beats(c, win, trump):
                win, win_seat = c, order[(lead_i + k) % n]
    i = order.index(me)
    after = (order[i + 1:] + order[:i])[:n - 1 - len(trick)]
    contract = view.contract
    bidder = view.bidder if view.bidder is not None else -1
    return pick(cands, hand, out, trump, led, win, win_seat, me, bidder,
                contract is not None and contract.is_misere, trump < 0 and not view.tricks, voids,
                tuple(s for s in order if s != me), after, rules.deck_size, n)
