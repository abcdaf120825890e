"""Deals consistent with what one seat knows: the worlds Perfect Information Monte Carlo solves.

A :class:`Sampler` reads a :class:`~napdesk.engine.view.View` and nothing else. The cards the seat has not seen
are shared out among the places they can be: each other active seat (as many cards as it holds now), the face-down
widow or peep card, the stock, and the cards others put out of play face down. Hard constraints are kept exactly:

- a seat that failed to follow a suit holds none of it (its *void*);
- a card the seat has seen elsewhere is not unseen: its own hand and discards, every card played, the peep card
  it looked at (which, once the bidder has taken it, is in the bidder's hand or his discard);
- the counts of every hand, the widow and the stock.

The bidding is kept softly: a world where a seat bid more than its cards are worth, or passed holding far more
than the bid it let stand, is accepted only with a small probability (rejection sampling, a few tries).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from napdesk.ai.fastplay import NO_TRUMP, pick
from napdesk.ai.heuristics import misere_chance, trick_estimate
from napdesk.ai.signals import convention_index
from napdesk.engine.actions import PLAYS
from napdesk.engine.cards import FULL_MASK, SUIT_MASKS, Card, CardSet, iter_bits, pack
from napdesk.engine.facts import trumps_from_first_lead
from napdesk.engine.view import Trick, View

WIDOW = -2  # bucket ids besides seats
STOCK = -3
OUT = -4


@dataclass(frozen=True, slots=True)
class World:
    """One deal consistent with a view: every seat's hand now (the viewer's own as it is), and the hidden rest."""

    hands: tuple[int, ...]
    widow: int
    stock: tuple[int, ...]  # card indices: in the order they would be drawn if the sampler was asked for it
    out: int


class Sampler:
    """Samples :class:`World` values for ``view`` with ``rng``. ``known_widow``: widow cards the seat knows
    (Sir Garnet, once it decides to take them). ``known``: other seats' hands as they are now, where the seat has
    been told them; nothing in play tells a seat that, only the benchmarks' reference defenders are told.
    ``stock_order``: the worlds' stocks in a random order, the order they would be drawn (a purchase draws from
    it); else lowest card first, which spares a shuffle a world where only what the stock holds matters."""

    def __init__(self, view: View, rng: random.Random, *, infer_bids: bool = True, known_widow: int = 0,
                 known: Mapping[int, int] | None = None, stock_order: bool = False) -> None:
        self.view = view
        self.stock_order = stock_order
        self.rng = rng
        self.infer_bids = infer_bids
        me = view.seat
        unseen = view.unseen().mask & ~known_widow
        self.known_widow = known_widow
        peep = view.peep_card
        # The peep card this seat saw is somewhere it cannot see any more once the bidder has taken it.
        peep_hidden = 0
        if peep is not None and view.widow_count == 0 and view.bidder != me and not view.played.mask & peep.bit:
            peep_hidden = peep.bit
            unseen |= peep_hidden
        self.unseen = unseen
        voids = view.voids()
        buckets: list[int] = []
        caps: list[int] = []
        allowed: list[int] = []
        for s in view.order:
            if s == me:
                continue
            buckets.append(s)
            caps.append(view.hand_counts[s])
            mask = FULL_MASK
            for suit in voids.get(s, ()):
                mask &= ~SUIT_MASKS[suit]
            if peep_hidden and s != view.bidder:
                mask &= ~peep_hidden
            allowed.append(mask)
        widow_known = peep is not None and view.widow_count > 0  # the peep card, face down, looked at
        self.fixed_widow = peep.bit if widow_known and peep is not None else 0
        self.fixed_widow |= known_widow
        widow_cap = 0 if (widow_known or known_widow) else view.widow_count
        buckets.append(WIDOW)
        caps.append(widow_cap)
        allowed.append(FULL_MASK & ~peep_hidden)
        buckets.append(STOCK)
        caps.append(view.stock_count)
        allowed.append(FULL_MASK & ~peep_hidden)
        rest = unseen.bit_count() - sum(caps)
        buckets.append(OUT)
        caps.append(max(rest, 0))
        allowed.append(FULL_MASK)
        if rest < 0:  # cannot happen with a consistent view; keep going with the stock short
            caps[-2] = max(0, caps[-2] + rest)
        if known:
            told = 0
            for m in known.values():
                told |= m
            allowed = [known[b] if b in known else a & ~told for b, a in zip(buckets, allowed, strict=True)]
        self.buckets = buckets
        self.caps = caps
        self.allowed = allowed
        self.constrained = any(a != FULL_MASK for a in allowed)
        self._stock_index = buckets.index(STOCK)
        self._cards = list(iter_bits(unseen))
        self._order_cards()
        self._played_by = played_by(view)
        self._events: list[tuple[Any, ...]] | None = None  # see _play_events
        self._event_table: tuple[int, bool, int, int, int] = (-1, False, 0, 0, 0)
        self.attempts = 0

    def _order_cards(self) -> None:
        """Split the unseen cards: the *tight* ones may not go to every place that takes cards (a void, the peep
        card), the *free* ones may. Tight cards are dealt first, most constrained first, each to a place drawn
        by its room; the free cards then fill the room left, which is the same draw done as one shuffle."""
        capped = [i for i, cap in enumerate(self.caps) if cap]
        places = {c: sum(1 for i in capped if self.allowed[i] >> c & 1) for c in self._cards}
        self._free = [c for c in self._cards if places[c] == len(capped)]
        self._free_mask = sum(1 << c for c in self._free)
        tight = [c for c in self._cards if places[c] < len(capped)]
        self._tight = tight
        self._places = places

    def _deal_once(self, relax: bool) -> list[int] | None:
        rng = self.rng
        rand = rng.random
        caps = list(self.caps)
        got = [0] * len(caps)
        if self.constrained and not relax and self._tight:
            allowed = self.allowed
            places = self._places
            cards = self._tight[:]
            _shuffle(cards, rand)
            cards.sort(key=places.__getitem__)
            nb = len(caps)
            for c in cards:
                total = 0
                for i in range(nb):
                    if caps[i] and allowed[i] >> c & 1:
                        total += caps[i]
                if not total:
                    return None
                x = int(rand() * total)
                for i in range(nb):
                    if caps[i] and allowed[i] >> c & 1:
                        x -= caps[i]
                        if x < 0:
                            got[i] |= 1 << c
                            caps[i] -= 1
                            break
            cards = self._free[:]
            rest = self._free_mask
        else:
            cards = self._cards[:]
            rest = self.unseen
        # The free cards fill the room left in order, so only the places before the last one with room need
        # their cards drawn (a partial shuffle: a draw a card they take); the last takes whatever is left. At a
        # four-handed table that is the others' fifteen cards, not the whole unseen pack twice over.
        last = len(caps) - 1
        while last >= 0 and not caps[last]:
            last -= 1
        size = len(cards)
        k = 0
        for i in range(last):
            cap = caps[i]
            if not cap:
                continue
            m = 0
            for a in range(k, min(k + cap, size)):
                j = a + int(rand() * (size - a))
                c = cards[j]
                cards[j] = cards[a]
                m |= 1 << c
            got[i] |= m
            rest &= ~m
            k += cap
        if last >= 0:
            got[last] |= rest
        return got

    def _world(self, got: list[int], stock_cards: tuple[int, ...]) -> World:
        view = self.view
        hands = [0] * len(view.hand_counts)
        hands[view.seat] = view.hand.mask
        widow = self.fixed_widow
        out = 0
        for b, m in zip(self.buckets, got, strict=True):
            if b >= 0:
                hands[b] = m
            elif b == WIDOW:
                widow |= m
            elif b == OUT:
                out |= m
        return World(tuple(hands), widow, stock_cards, out)

    def plausibility(self, hands: tuple[int, ...]) -> float:
        """How well a world fits the bids and passes made (1 = fully)."""
        view = self.view
        if not self.infer_bids or not view.bids:
            return 1.0
        deck = view.rules.deck_size
        active = len(view.order)
        p = 1.0
        high = 0.0
        for seat, bid in view.bids:
            if seat == view.seat:
                if not bid.is_pass:
                    high = bid.tricks if not bid.is_misere else 3.5
                continue
            if view.widow_taker == seat and not bid.is_pass:
                continue
            hand = hands[seat] | self._played_by.get(seat, 0)
            if bid.is_pass:
                est = trick_estimate(hand, deck, active)[0]
                over = est - max(high, view.rules.min_bid - 0.5) - 1.3
                if over > 0:
                    p *= math.exp(-1.2 * over)
            elif bid.is_misere:
                chance = misere_chance(hand, deck, active)
                if chance < 0.3:
                    p *= 0.15 + chance * 2
                high = 3.5
            else:
                est = trick_estimate(hand, deck, active)[0]
                short = bid.tricks - 0.6 - est
                if short > 0:
                    p *= math.exp(-1.5 * short)
                high = bid.tricks
        return p

    def play_likelihood(self, world: World, policy: Any = None, miss: float = 0.25,
                        seats: Collection[int] | None = None, signals: bool = False) -> float:
        """How likely the cards the others have played are, in this world, if they play like ``policy`` (an
        object with ``pick_card(view, plays)``; None: the intermediate level, judged over masks by
        :func:`napdesk.ai.fastplay.pick` with no View built, and with ``signals`` the defenders' discards by the
        convention, as :class:`napdesk.ai.signals.SignalPolicy` plays them): each play that ``policy`` would not
        have made there costs a factor ``miss``. The views it is asked about are built from that seat's cards in
        this world alone. ``seats``: only these seats' plays count (default: every seat but this one)."""
        if policy is not None:
            return self._policy_likelihood(world, policy, miss, seats)
        events = self._events
        if events is None:
            events = self._events = self._play_events()
        if not events:
            return 1.0
        hands = world.hands
        bidder, misere, whole, deck, n = self._event_table
        weight = 1.0
        for (seat, card, later, follow, played, trump, led, win, win_seat, first, voids, others, after,
             signal) in events:
            if seats is not None and seat not in seats:
                continue
            hand = hands[seat] | later
            legal = hand & follow or hand
            if not legal & (legal - 1):
                continue
            out = whole & ~played & ~hand
            chosen = pick(legal, hand, out, trump, led, win, win_seat, seat, bidder, misere, first, voids, others,
                          after, deck, n)
            if signals and signal is not None and chosen // 13 != led and chosen // 13 != trump:
                conv = convention_index(hand, out, led, trump, misere, signal)
                if conv is not None:
                    chosen = conv
            if chosen != card:
                weight *= miss
        return weight

    def _play_events(self) -> list[tuple[Any, ...]]:
        """Every card the others have played, with what the mask judgement needs to ask about it that does not
        depend on the world: the seat, the card, the seat's cards played from then on (its hand then is its
        world hand and these), the suit to follow, the cards gone before it, the trick's state, the voids shown
        so far; for a defender's play to a led trick, whether it had discarded before (the convention), else
        None. Worked out once per view; every sampled deal only adds its own hands."""
        view = self.view
        tricks = [(t.leader, t.cards) for t in view.tricks]
        if view.trick_leader is not None and view.trick_cards:
            tricks.append((view.trick_leader, view.trick_cards))
        order = view.order
        n = len(order)
        contract = view.contract
        trump_from_lead = contract is not None and trumps_from_first_lead(view.rules, contract)
        misere = contract is not None and contract.is_misere
        bidder = view.bidder if view.bidder is not None else -1
        deck = view.rules.deck_size
        self._event_table = (bidder, misere, pack(deck).mask, deck, n)
        defending = contract is not None and view.bidder is not None
        gone = dict(self._played_by)  # per seat: the cards it plays from the event on
        played = 0
        voids = [0] * len(view.hand_counts)
        shed = [0] * len(view.hand_counts)  # per seat: the suits it has discarded in completed tricks
        trump = NO_TRUMP
        events: list[tuple[Any, ...]] = []
        for t, (leader, cards) in enumerate(tricks):
            i = order.index(leader)
            led = cards[0].suit
            win = win_seat = -1
            for k, card in enumerate(cards):
                seat = order[(i + k) % n]
                if seat != view.seat:
                    signal = None
                    if defending and k and seat != bidder:
                        signal = any(s != trump for s in iter_bits(shed[seat]))
                    others = tuple(s for s in order if s != seat)
                    after = tuple(order[(i + j) % n] for j in range(k + 1, n))
                    events.append((seat, card.index, gone.get(seat, 0), SUIT_MASKS[led] if k else 0, played, trump,
                                   led if k else -1, win, win_seat, trump == NO_TRUMP and not t, tuple(voids),
                                   others, after, signal))
                gone[seat] = gone.get(seat, 0) & ~card.bit
                played |= card.bit
                if k and card.suit != led:
                    voids[seat] |= 1 << led
                    if len(cards) == n:
                        shed[seat] |= 1 << card.suit
                if trump == NO_TRUMP and not t and k == 0 and trump_from_lead:
                    trump = card.suit
                if k == 0 or (card.suit == win // 13 and card.index > win) or (
                        card.suit != win // 13 and card.suit == trump):
                    win, win_seat = card.index, seat
        return events

    def _policy_likelihood(self, world: World, policy: Any, miss: float, seats: Collection[int] | None) -> float:
        """:meth:`play_likelihood` asking ``policy`` with a View built for every card played."""
        view = self.view
        tricks = [(t.leader, t.cards) for t in view.tricks]
        if view.trick_leader is not None and view.trick_cards:
            tricks.append((view.trick_leader, view.trick_cards))
        if not tricks:
            return 1.0
        order = view.order
        n = len(order)
        hands = [h | self._played_by.get(s, 0) for s, h in enumerate(world.hands)]
        counts = [h.bit_count() for h in hands]
        done: list[Trick] = []
        trump = None
        contract = view.contract
        trump_from_lead = contract is not None and trumps_from_first_lead(view.rules, contract)
        btricks = dtricks = 0
        weight = 1.0
        for leader, cards in tricks:
            i = order.index(leader)
            for k, card in enumerate(cards):
                seat = order[(i + k) % n]
                if seat != view.seat and (seats is None or seat in seats):
                    hand = hands[seat]
                    legal = hand
                    if k:
                        follow = hand & SUIT_MASKS[cards[0].suit]
                        if follow:
                            legal = follow
                    if legal & (legal - 1):
                        plays = [PLAYS[c] for c in iter_bits(legal)]
                        v = dataclasses.replace(
                            view, seat=seat, to_move=seat, hand=CardSet(hand), hand_counts=tuple(counts),
                            discarded=CardSet(), peep_card=None, trump=trump, tricks=tuple(done),
                            trick_leader=leader if k else None, trick_cards=tuple(cards[:k]),
                            bidder_tricks=btricks, defender_tricks=dtricks, legal=tuple(plays))
                        if policy.pick_card(v, plays).card is not card:
                            weight *= miss
                hands[seat] &= ~card.bit
                counts[seat] -= 1
                if trump is None and not done and k == 0 and trump_from_lead:
                    trump = card.suit
            if len(cards) == n:
                w = _winner(cards, trump)
                winner = order[(i + w) % n]
                done.append(Trick(leader, tuple(cards), winner))
                if winner == view.bidder:
                    btricks += 1
                else:
                    dtricks += 1
        return weight

    def sample(self) -> World:
        """One world; bids are weighed by rejection, a few tries at most."""
        best: World | None = None
        best_p = -1.0
        for _ in range(6):
            world = self._sample_hard()
            p = self.plausibility(world.hands)
            if p >= 1.0 or self.rng.random() < p:
                return world
            if p > best_p:
                best, best_p = world, p
        assert best is not None
        return best

    def _sample_hard(self) -> World:
        self.attempts += 1
        got = None
        for _ in range(30):
            got = self._deal_once(False)
            if got is not None:
                break
        if got is None:  # the voids cannot all be kept (a revoke at a table that allows them): drop them
            got = self._deal_once(True)
            assert got is not None
        stock = got[self._stock_index]
        if self.stock_order:
            stock_cards = list(iter_bits(stock))
            _shuffle(stock_cards, self.rng.random)
            return self._world(got, tuple(stock_cards))
        return self._world(got, _BYTES[0][stock & 255] + _BYTES[1][stock >> 8 & 255] + _BYTES[2][stock >> 16 & 255]
                           + _BYTES[3][stock >> 24 & 255] + _BYTES[4][stock >> 32 & 255]
                           + _BYTES[5][stock >> 40 & 255] + _BYTES[6][stock >> 48])


# The card indices of each byte of a mask, by the byte's place: a 32-card stock listed in seven steps, not 32.
_BYTES: Final = tuple(tuple(tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)) for k in range(7))


def _shuffle(cards: list[int], rand: Callable[[], float]) -> None:
    """Fisher-Yates with one ``random()`` a card: a third of ``Random.shuffle``'s time, which draws its indices
    bit by bit (the tiny bias of scaling a float is far below what sampling deals could notice)."""
    for i in range(len(cards) - 1, 0, -1):
        j = int(rand() * (i + 1))
        cards[i], cards[j] = cards[j], cards[i]


def played_by(view: View) -> dict[int, int]:
    """The cards each active seat has played so far, as masks."""
    out = dict.fromkeys(view.order, 0)
    order = view.order
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick_leader is not None:
        tricks.append((view.trick_leader, view.trick_cards))
    for leader, cards in tricks:
        i = order.index(leader)
        for k, c in enumerate(cards):
            out[order[(i + k) % len(order)]] |= c.bit
    return out


def _winner(cards: Sequence[Card], trump: int | None) -> int:
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if (c.suit == b.suit and c.rank > b.rank) or (c.suit != b.suit and c.suit == trump):
            best = i
    return best
