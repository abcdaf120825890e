"""Choosing the first dealer, the pone's cut and the deal in packets: the hand's chance steps.

Every function here draws its randomness from an explicit :class:`random.Random`, so a deal is reproducible
from its seed.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass, field
from typing import Final

from napdesk.engine.cards import CARDS, RANKS, Card, CardSet, pack, shuffled
from napdesk.engine.rules import Rules

_PACKETS: Final = {"3-2": (3, 2), "2-3": (2, 3), "singly": (1,)}
MIN_CUT: Final = 4


@dataclass(frozen=True)
class Deal:
    """The cards as dealt: each seat's hand (empty for a dealer who sits out), the widow or peep card, the stock."""

    hands: tuple[CardSet, ...]
    widow: CardSet = field(default_factory=CardSet)
    stock: tuple[Card, ...] = ()
    # (seat or -1 for the widow, card indices) in the order they left the pack, kept raw: only the table's
    # animation reads them, through ``packets``.
    raw_packets: tuple[tuple[int, tuple[int, ...]], ...] = field(default=(), compare=False, repr=False)
    cut: int = field(default=0, compare=False)

    @property
    def packets(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """Each packet as dealt: (seat, or -1 for the widow; its cards), in order from the top of the pack."""
        return tuple((seat, tuple(CARDS[c] for c in cards)) for seat, cards in self.raw_packets)


@dataclass(frozen=True)
class FirstDealer:
    """How the first dealer was found: every card shown, round by round, and who deals."""

    dealer: int
    rounds: tuple[tuple[tuple[int, Card], ...], ...]


def cut_rank(card: Card) -> int:
    """A card's rank for cutting: ace low, king high."""
    return (card.rank + 1) % 13


@functools.cache
def packet_sizes(deal_packets: str, hand_size: int) -> tuple[int, ...]:
    """The packets a player receives: ``3-2`` gives 3 then 2 (for seven cards 3, 2, 2)."""
    pattern = _PACKETS[deal_packets]
    sizes: list[int] = []
    i = 0
    while sum(sizes) < hand_size:
        sizes.append(min(pattern[min(i, len(pattern) - 1)], hand_size - sum(sizes)))
        i += 1
    return tuple(sizes)


def active_seats(players: int, dealer: int, dealer_sits_out: bool) -> tuple[int, ...]:
    """The seats dealt in, in order from the dealer's left (the dealer last, unless he sits out)."""
    seats = [(dealer + i) % players for i in range(1, players + 1)]
    return tuple(seats[:-1]) if dealer_sits_out else tuple(seats)


def choose_first_dealer(rules: Rules, rng: random.Random) -> FirstDealer:
    """The first dealer by the rules' ``first_dealer``: the cut (ace low, ties cut again), the first Jack, or lots."""
    n = rules.players
    if rules.first_dealer == "random":
        return FirstDealer(rng.randrange(n), ())
    deck = shuffled(pack(rules.deck_size), rng)
    if rules.first_dealer == "first_jack":
        shown: list[tuple[int, Card]] = []
        seat = 0
        for card in deck:
            shown.append((seat, card))
            if RANKS[card.rank] == "J":
                return FirstDealer(seat, (tuple(shown),))
            seat = (seat + 1) % n
        raise AssertionError("every pack holds a jack")
    rounds: list[tuple[tuple[int, Card], ...]] = []
    cutters = list(range(n))
    while True:
        if len(deck) < len(cutters):
            deck = shuffled(pack(rules.deck_size), rng)
        cuts = tuple((seat, deck.pop()) for seat in cutters)
        rounds.append(cuts)
        low = min(cut_rank(c) for _, c in cuts)
        cutters = [seat for seat, c in cuts if cut_rank(c) == low]
        if len(cutters) == 1:
            return FirstDealer(cutters[0], tuple(rounds))


@functools.cache
def _pack_indices(deck_size: int) -> tuple[int, ...]:
    return tuple(c.index for c in pack(deck_size))


@functools.cache
def _plan(rules: Rules, dealer: int) -> tuple[tuple[int, int], ...]:
    """Who receives each packet, and how many cards: -1 is the widow (or the peep card)."""
    seats = active_seats(rules.players, dealer, rules.dealer_sits_out_now)
    plan: list[tuple[int, int]] = []
    # The dealer helps the widow (or the peep card, first round only) just before himself; when he sits
    # out, at the end of the round where his own cards would have gone.
    widow_after = len(seats) if rules.dealer_sits_out_now else len(seats) - 1
    for round_no, size in enumerate(packet_sizes(rules.deal_packets, rules.hand_size)):
        for i, seat in enumerate((*seats, -1)):
            if i == widow_after and (rules.widow or (rules.peep and round_no == 0)):
                plan.append((-1, size if rules.widow else 1))
            if seat >= 0:
                plan.append((seat, size))
    return tuple(plan)


def deal_hand(rules: Rules, dealer: int, rng: random.Random) -> Deal:
    """Shuffle, let the pone cut (at least four cards in each packet) and deal in the rules' packets."""
    order = list(_pack_indices(rules.deck_size))
    rng.shuffle(order)
    cut = rng.randint(MIN_CUT, len(order) - MIN_CUT)
    order = order[cut:] + order[:cut]
    hands = [0] * rules.players
    widow = 0
    packets: list[tuple[int, tuple[int, ...]]] = []
    top = 0
    for seat, count in _plan(rules, dealer):
        taken = tuple(order[top:top + count])
        top += count
        mask = 0
        for c in taken:
            mask |= 1 << c
        if seat < 0:
            widow |= mask
        else:
            hands[seat] |= mask
        packets.append((seat, taken))
    return Deal(
        hands=tuple(map(CardSet, hands)),
        widow=CardSet(widow),
        stock=tuple(map(CARDS.__getitem__, order[top:])),
        raw_packets=tuple(packets),
        cut=cut,
    )
