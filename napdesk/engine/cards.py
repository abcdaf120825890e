"""Cards, suits and sets of cards as 52-bit masks.

A card's index is ``suit * 13 + rank``: suits clubs, diamonds, hearts, spades (0..3), ranks two..ace (0..12).
Iterating a :class:`CardSet` therefore yields cards in suit then rank order, the order records print them in.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Iterator
from typing import Final, final

SUITS: Final = "CDHS"
RANKS: Final = "23456789TJQKA"
SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES: Final = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                     "jack", "queen", "king", "ace")
SUIT_MASKS: Final = tuple(0x1FFF << (13 * s) for s in range(4))
FULL_MASK: Final = (1 << 52) - 1
BITS: Final = tuple(1 << i for i in range(52))  # each card index's bit: a lookup is quicker than a shift


class CardError(ValueError):
    """A card written in a way napdesk cannot read."""


@final
class Card:
    """One playing card. Instances are interned: ``Card("TH") is Card("TH")``."""

    __slots__ = ("bit", "index", "rank", "suit")
    index: int
    rank: int
    suit: int
    bit: int

    def __new__(cls, text: str) -> Card:
        return cls.parse(text)

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "rank", index % 13)
        object.__setattr__(card, "suit", index // 13)
        object.__setattr__(card, "bit", 1 << index)
        return card

    @staticmethod
    def from_index(index: int) -> Card:
        return _CARDS[index]

    @staticmethod
    def parse(text: str) -> Card:
        """Read ``TH``, ``10h``, ``as``; raise :class:`CardError` otherwise, also for ``"TH "``: a record's
        cards are written exactly (docs/hand-record.md), so surrounding whitespace makes a card malformed."""
        if not isinstance(text, str):
            raise CardError(f"not a card: {text!r}")
        t = text.upper()
        if t.startswith("10"):
            t = "T" + t[2:]
        if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
            raise CardError(f"not a card: {text!r}")
        return _CARDS[SUITS.index(t[1]) * 13 + RANKS.index(t[0])]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return RANKS[self.rank] + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @property
    def name(self) -> str:
        """``queen of hearts``."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"


_CARDS: Final = tuple(Card._make(i) for i in range(52))
CARDS: Final = _CARDS  # every card, by index


def suit_of(text: str) -> int:
    """The suit index of a suit letter (``"H"`` -> 2)."""
    return SUITS.index(text.upper())


def iter_bits(mask: int) -> Iterator[int]:
    """Card indices in a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@final
class CardSet:
    """An immutable set of cards backed by an int mask; iterates in suit then rank order."""

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[Card | str] | int = 0) -> None:
        if isinstance(cards, int):
            mask = cards
        else:
            mask = 0
            for c in cards:
                mask |= (c if isinstance(c, Card) else Card.parse(c)).bit
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (CardSet, (self.mask,))

    def __iter__(self) -> Iterator[Card]:
        return (_CARDS[i] for i in iter_bits(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def suit(self, suit: int) -> CardSet:
        return CardSet(self.mask & SUIT_MASKS[suit])

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def __repr__(self) -> str:
        return f"CardSet({str(self)!r})"

    def strings(self) -> list[str]:
        return [str(c) for c in self]


_new_set: Final = object.__new__
_set_mask: Final = CardSet.__dict__["mask"].__set__


def cardset(mask: int) -> CardSet:
    """``CardSet(mask)`` for an int mask, made quicker (no type test): for the engine's hot paths."""
    cards = _new_set(CardSet)
    _set_mask(cards, mask)
    return cards


@functools.cache
def pack(deck_size: int) -> CardSet:
    """The pack for a ``deck_size``: short packs keep the highest ranks (32 = A..7 in each suit)."""
    per_suit = deck_size // 4
    low = 13 - per_suit
    suit_mask = ((1 << per_suit) - 1) << low
    mask = 0
    for s in range(4):
        mask |= suit_mask << (13 * s)
    return CardSet(mask)


def shuffled(deck: CardSet, rng: random.Random) -> list[Card]:
    """The pack in a random order drawn from an explicit, seeded RNG."""
    cards = list(deck)
    rng.shuffle(cards)
    return cards
