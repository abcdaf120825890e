"""Choosing the first dealer, the pone's cut and the deal in packets: the hand's chance steps.

Every function here draws its randomness from an explicit source (a :class:`random.Random`), so a deal is
reproducible from its seed. There are two deals of the same cards. :func:`deal_hand` shuffles the whole pack,
lets the pone cut and deals: a session's hands, whose seed must deal them again as they were saved (a resumed
or imported session checks every hand's deal against it). :func:`quick_deal` draws the same deal, every order
of the cards dealt as likely, with a few random numbers instead of one per card: ``napdesk simulate`` and the
benchmarks, which deal hands by the thousand.
"""

from __future__ import annotations

import functools
import hashlib
import operator
import random
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Final, Protocol

from napdesk.engine.cards import BITS, CARDS, RANKS, Card, CardSet, cardset, pack, shuffled
from napdesk.engine.faults import FaultError
from napdesk.engine.rules import Rules

_PACKETS: Final = {"3-2": (3, 2), "2-3": (2, 3), "singly": (1,)}
MIN_CUT: Final = 4
# The largest product of choices drawn as one random number: a machine-sized int keeps its arithmetic quick.
_DRAW_LIMIT: Final = 1 << 60


class DealFault(Enum):
    """Why a deal cannot have come from this pack and these rules: each code with its English (the command line's
    words) as its value; the UI translates the code and fills in the facts (``cards`` is a :class:`CardSet`)."""

    DEALER_NOT_A_SEAT = "dealer {dealer} is not a seat of {players} players"
    HAND_COUNT = "the deal has {hands} hands for {players} players"
    STOCK_TWICE = "the stock holds a card twice"
    DEALT_TWICE = "{cards} dealt twice"
    NOT_IN_PACK = "{cards} not in a {deck_size}-card pack"
    SEAT_DEALT = "seat {seat} was dealt {dealt} cards, not {wanted}"
    SITTER_DEALT = "the dealer, who sits out, was dealt {dealt} cards, not 0"
    WIDOW_SIZE = "the widow holds {dealt} cards, not {wanted}"


class DealError(FaultError[DealFault]):
    """A deal that cannot have come from this pack and these rules: ``fault`` and its ``facts``; ``str()`` is the
    English."""


class RandomBits(Protocol):
    """Where a deal's randomness comes from: a :class:`random.Random`, or :class:`SeededBits`."""

    def getrandbits(self, k: int, /) -> int:
        ...


@dataclass(frozen=True)
class Deal:
    """The cards as dealt: each seat's hand (empty for a dealer who sits out), the widow or peep card, the stock."""

    hands: tuple[CardSet, ...]
    widow: CardSet = field(default_factory=CardSet)
    stock: tuple[Card, ...] = ()
    # The card indices dealt, in the order they left the pack, and the packets they went in (seat or -1 for the
    # widow, how many cards): kept raw, as only the table's animation reads them, through ``packets``.
    dealt: tuple[int, ...] = field(default=(), compare=False, repr=False)
    plan: tuple[tuple[int, int], ...] = field(default=(), compare=False, repr=False)
    cut: int = field(default=0, compare=False)

    @property
    def raw(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Each seat's hand as a mask, then the widow's; and the stock's card indices, the top first: what a hand
        state starts from."""
        raw = vars(self).get("_raw")
        if raw is None:
            raw = (*(h.mask for h in self.hands), self.widow.mask), tuple(c.index for c in self.stock)
        return raw

    if not TYPE_CHECKING:  # (hidden from mypy, which would take every attribute of a Deal to be Any)
        def __getattr__(self, name: str) -> Any:
            """A quick deal's cards as sets, made when first read: a random hand is played from the masks alone,
            and making a set of each hand and the stock's cards took a sixth of its deal."""
            made = vars(self)
            if "_raw" not in made or name not in _LAZY:
                raise AttributeError(name)
            masks, stock = made["_raw"]
            if name == "stock":
                value = made["stock"] = _cards_at(stock)
            elif name == "hands":
                value = made["hands"] = tuple(map(cardset, masks[:-1]))
            else:
                value = made["widow"] = cardset(masks[-1])
            return value

    @property
    def packets(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """Each packet as dealt: (seat, or -1 for the widow; its cards), in order from the top of the pack."""
        out = []
        top = 0
        for seat, count in self.plan:
            out.append((seat, tuple(CARDS[c] for c in self.dealt[top:top + count])))
            top += count
        return tuple(out)


# A quick deal makes its stock when first read (Deal.__getattr__), which a class-level default would hide; the
# dataclass's __init__ keeps its own default.
del Deal.stock


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


def deal_hand(rules: Rules, dealer: int, rng: random.Random | RandomBits) -> Deal:
    """Shuffle, let the pone cut (at least four cards in each packet) and deal in the rules' packets. The one deal
    function, for two sources of randomness:

    - a :class:`random.Random`: a session's deal, the same for a seed as it has always been (``rng.shuffle`` then
      ``rng.randint`` for the cut), drawn without their per-card calls;
    - any other source of bits (:class:`SeededBits`: ``napdesk simulate``, the benchmarks): :func:`quick_deal`,
      the same packets with every order of the cards dealt as likely, from a few random numbers."""
    if not isinstance(rng, random.Random):
        return quick_deal(rules, dealer, rng)
    order = list(_pack_indices(rules.deck_size))
    if type(rng) is not random.Random:  # a subclass may draw its own way: ask it
        rng.shuffle(order)
        cut = rng.randint(MIN_CUT, len(order) - MIN_CUT)
        return _deal_from(rules, dealer, order[cut:] + order[:cut], cut)
    # Exactly the numbers Random.shuffle and Random.randint draw (each choice below n: getrandbits of n's bit
    # length, drawn again while it is n or more), without a method call per card, each step's n and bit length
    # worked out once per pack size.
    getrandbits = rng.getrandbits
    steps, width, k = _shuffle_steps(len(order))
    for i, n, bits in steps:
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        order[i], order[j] = order[j], order[i]
    cut = getrandbits(k)
    while cut >= width:
        cut = getrandbits(k)
    cut += MIN_CUT
    return _lazy_deal(rules, dealer, order[cut:] + order[:cut], cut)


@functools.cache
def _shuffle_steps(size: int) -> tuple[tuple[tuple[int, int, int], ...], int, int]:
    """Random.shuffle's steps for a pack of ``size`` cards, each (place, choices, their bit length), from the
    bottom of the pack up; then Random.randint's choices for the cut and their bit length."""
    steps = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    width = size - 2 * MIN_CUT + 1
    return steps, width, width.bit_length()


def _lazy_deal(rules: Rules, dealer: int, order: list[int], cut: int) -> Deal:
    """:func:`_deal_from`'s deal, its sets made when first read (as a quick deal's) and known to fit the rules."""
    _, to, _, _, dealt, plan, fits = _quick_plan(rules, dealer)
    masks = [0] * (rules.players + 2)  # the hands, the widow, the stock (not kept)
    bits_of = BITS
    # who receives each card from the top, as the quick deal deals it (the places drawn: the rest is stock)
    for c, who in zip(order, to, strict=False):
        masks[who] |= bits_of[c]
    deal = _new_deal(Deal)
    made = vars(deal)
    made["_raw"] = (tuple(masks[:-1]), tuple(order[dealt:]))
    made["dealt"] = tuple(order[:dealt])
    made["plan"] = plan
    made["cut"] = cut
    made["_fits"] = fits
    return deal


def _deal_from(rules: Rules, dealer: int, order: list[int], cut: int) -> Deal:
    """The deal of a pack in ``order`` (card indices, the top first) in the rules' packets."""
    hands = [0] * rules.players
    widow = 0
    top = 0
    plan = _plan(rules, dealer)
    for seat, count in plan:
        mask = 0
        for c in order[top:top + count]:
            mask |= 1 << c
        top += count
        if seat < 0:
            widow |= mask
        else:
            hands[seat] |= mask
    return Deal(hands=tuple(map(CardSet, hands)), widow=CardSet(widow),
                stock=tuple(map(CARDS.__getitem__, order[top:])), dealt=tuple(order[:top]), plan=plan, cut=cut)


_Draw = tuple[int, int, tuple[tuple[int, int, int], ...]]


@functools.cache
def _quick_plan(rules: Rules, dealer: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[_Draw, ...], int, int,
                                                    tuple[tuple[int, int], ...], tuple[Rules, int]]:
    """How :func:`quick_deal` draws for these rules and dealer: the pack; who receives the card at each place from
    the top (``players`` standing for the widow, ``players + 1`` for the stock); the draws, each (product of its
    choices, its bit length, and for each place it is for: its number of choices, the place, who receives its
    card); the number of cuts; the number of cards dealt; the packets (:func:`_plan`); and the deal's ``_fits``
    mark, made once."""
    plan = _plan(rules, dealer)
    to: list[int] = []
    for seat, count in plan:
        to.extend([rules.players if seat < 0 else seat] * count)
    size = rules.deck_size
    # Only the cards dealt need drawing, unless the stock is drawn from (Purchase): then every place but the last,
    # whose card is what is left; unless the hands take the whole pack, and that card is a hand's as well.
    dealt = len(to)
    places = max(size - 1, dealt) if rules.purchase != "off" else dealt
    to.extend([rules.players + 1] * (places - len(to)))
    cuts = size - 2 * MIN_CUT + 1  # the cut leaves MIN_CUT .. size - MIN_CUT cards above it
    draws: list[_Draw] = []
    steps: list[tuple[int, int, int]] = []
    product = cuts  # the first draw also chooses the cut: its remainder over ``cuts``
    for p in range(places):
        k = size - p
        if product * k >= _DRAW_LIMIT:
            draws.append((product, product.bit_length(), tuple(steps)))
            product, steps = 1, []
        product *= k
        steps.append((k, p, to[p]))
    draws.append((product, product.bit_length(), tuple(steps)))
    return _pack_indices(size), tuple(to), tuple(draws), cuts, dealt, plan, (rules, dealer)


def quick_deal(rules: Rules, dealer: int, rng: RandomBits) -> Deal:
    """The deal of :func:`deal_hand` (the same packets, every order of the cards dealt as likely, a cut), drawn
    with a few random numbers: a Fisher-Yates shuffle of the places dealt from, each run of choices that fits in
    a machine word drawn as one number below their product (drawn again when over it, so every choice is
    exactly as likely). A cut of a shuffled pack is as random as the pack: the cut is drawn but needs no moving.
    Without Purchase the stock is never drawn from, so its cards stay in the order the shuffle left them."""
    order, _, draws, cuts, dealt, plan, fits = _quick_plan(rules, dealer)
    cards = list(order)
    masks = [0] * (rules.players + 2)  # the hands, the widow, the stock (not kept)
    getrandbits = rng.getrandbits
    bits_of = BITS
    cut = -1
    for product, bits, steps in draws:
        r = getrandbits(bits)
        while r >= product:
            r = getrandbits(bits)
        if cut < 0:
            cut = r % cuts
            r //= cuts
        for k, p, who in steps:  # % and // rather than divmod: no call and no tuple to unpack, for every card
            j = p + r % k
            r //= k
            c = cards[j]
            cards[j] = cards[p]
            cards[p] = c
            masks[who] |= bits_of[c]
    deal = _new_deal(Deal)  # filled in directly: a frozen dataclass's __init__ sets each field the slow way
    # The hands, the widow and the stock are made from these when first read (Deal.__getattr__).
    made = vars(deal)
    made["_raw"] = (tuple(masks[:-1]), tuple(cards[dealt:]))
    made["dealt"] = tuple(cards[:dealt])
    made["plan"] = plan
    made["cut"] = MIN_CUT + cut
    made["_fits"] = fits
    return deal


_new_deal: Final = object.__new__
_LAZY: Final = frozenset({"hands", "widow", "stock"})


def _cards_at(indices: list[int]) -> tuple[Card, ...]:
    """The cards of ``indices``, in order: an itemgetter takes them three times as fast as a map over them
    (it gives a lone card, not a tuple, for one index)."""
    if len(indices) > 1:
        return operator.itemgetter(*indices)(CARDS)
    return tuple(map(CARDS.__getitem__, indices))


class SeededBits:
    """Random bits from BLAKE2b of a text and a counter: reproducible from the text on any machine, like
    ``random.Random(text)``, and much cheaper to start (no 2.5 KB generator state to seed) for one deal."""

    __slots__ = ("_block", "_have", "_key", "_pool")

    def __init__(self, text: str) -> None:
        self._key = text.encode()
        self._block = 0
        self._pool = 0
        self._have = 0

    def getrandbits(self, k: int, /) -> int:
        while self._have < k:
            digest = hashlib.blake2b(self._key, digest_size=64, salt=self._block.to_bytes(16, "little")).digest()
            self._pool |= int.from_bytes(digest, "little") << self._have
            self._have += 512
            self._block += 1
        out = self._pool & ((1 << k) - 1)
        self._pool >>= k
        self._have -= k
        return out


def check_deal(rules: Rules, dealer: int, deal: Deal) -> None:
    """Raise :class:`DealError` unless ``deal`` could have come from this pack and these rules (a deal that
    :func:`quick_deal` dealt for them is known to)."""
    if vars(deal).get("_fits") == (rules, dealer):
        return
    n = rules.players
    if not 0 <= dealer < n:
        raise DealError(DealFault.DEALER_NOT_A_SEAT, dealer=dealer, players=n)
    if len(deal.hands) != n:
        raise DealError(DealFault.HAND_COUNT, hands=len(deal.hands), players=n)
    bits = [c.bit for c in deal.stock]
    stock = sum(bits)  # the sum of distinct bits is their union: fewer set bits than cards means a repeat
    if stock.bit_count() != len(bits):
        raise DealError(DealFault.STOCK_TWICE)
    seen = 0
    for mask in (*(h.mask for h in deal.hands), deal.widow.mask, stock):
        if seen & mask:
            raise DealError(DealFault.DEALT_TWICE, cards=CardSet(seen & mask))
        seen |= mask
    outside = seen & ~pack(rules.deck_size).mask
    if outside:
        raise DealError(DealFault.NOT_IN_PACK, cards=CardSet(outside), deck_size=rules.deck_size)
    sits_out = rules.dealer_sits_out_now
    for seat, hand in enumerate(deal.hands):
        want = 0 if sits_out and seat == dealer else rules.hand_size
        if hand.mask.bit_count() != want:
            if want == 0:
                raise DealError(DealFault.SITTER_DEALT, dealt=len(hand))
            raise DealError(DealFault.SEAT_DEALT, seat=seat, dealt=len(hand), wanted=want)
    if deal.widow.mask.bit_count() != rules.widow_size:
        raise DealError(DealFault.WIDOW_SIZE, dealt=len(deal.widow), wanted=rules.widow_size)
