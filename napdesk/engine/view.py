"""What one seat may know of a hand: the only thing a computer player is given.

A view the engine makes (:meth:`HandState.view`) is filled in lazily: it keeps each field's value, or the raw
form it is made from, and builds a field the first time it is read. Most players read a few fields of most views
(a random player only ``legal``), so a view costs little more than what is read of it. It is a :class:`View` all
the same: equal to, printed and pickled as the view built in full.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Final

from napdesk.engine.cards import SUIT_MASKS, Card, CardSet, cardset, pack

if TYPE_CHECKING:
    from napdesk.engine.actions import Action, Bid
    from napdesk.engine.rules import Rules


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[Card, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the hand ended. ``made`` is None for a hand thrown in; ``settlement`` includes pool payments."""

    made: bool | None
    reason: str  # "play", "claim", "revoke", "thrown_in"
    settlement: tuple[int, ...]
    pool_after: int
    revoker: int | None = None
    # Every payment of the hand as (payer, payee, chips), -1 standing for the pool, in the order owed: a
    # session that lets a broke player pay only what he has needs them, not just the net settlement.
    transfers: tuple[tuple[int, int, int], ...] = ()


class _Lazy:
    """Where a lazily made view keeps what its fields are made from (unset in a view built in full)."""

    __slots__ = ("_src",)
    _src: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class View(_Lazy):
    """A seat's knowledge: its own cards and discards, everything public, the peep card only if it saw it."""

    rules: Rules
    seat: int
    dealer: int
    order: tuple[int, ...]
    phase: str
    to_move: int
    hand: CardSet
    hand_counts: tuple[int, ...]
    discarded: CardSet
    bids: tuple[tuple[int, Bid], ...]
    bidder: int | None
    contract: Bid | None
    peeped: tuple[int, ...]
    peep_card: Card | None
    widow_taker: int | None
    widow_count: int
    exchanged: dict[int, int]
    stock_count: int
    trump: int | None
    tricks: tuple[Trick, ...]
    trick_leader: int | None
    trick_cards: tuple[Card, ...]
    bidder_tricks: int
    defender_tricks: int
    pool: int
    fees: tuple[int, ...]
    legal: tuple[Action, ...]
    outcome: Outcome | None

    @property
    def played(self) -> CardSet:
        """Every card played so far, the current trick included."""
        mask = 0
        for t in self.tricks:
            for c in t.cards:
                mask |= c.bit
        for c in self.trick_cards:
            mask |= c.bit
        return CardSet(mask)

    def unseen(self) -> CardSet:
        """Cards this seat has not seen: in other hands, the widow, the stock or others' discards."""
        seen = self.hand.mask | self.discarded.mask | self.played.mask
        if self.peep_card is not None:
            seen |= self.peep_card.bit
        return CardSet(pack(self.rules.deck_size).mask & ~seen)

    def voids(self) -> dict[int, set[int]]:
        """Suits each seat has shown it does not hold, by failing to follow."""
        out: dict[int, set[int]] = {s: set() for s in self.order}
        tricks = [(t.leader, t.cards) for t in self.tricks]
        if self.trick_leader is not None:
            tricks.append((self.trick_leader, self.trick_cards))
        for leader, cards in tricks:
            if not cards:
                continue
            i = self.order.index(leader)
            led = cards[0].suit
            for k, c in enumerate(cards[1:], start=1):
                if c.suit != led:
                    out[self.order[(i + k) % len(self.order)]].add(led)
        return out

    def suit_cards(self, suit: int) -> CardSet:
        return CardSet(self.hand.mask & SUIT_MASKS[suit])

    if not TYPE_CHECKING:  # hidden from mypy, which would otherwise accept any attribute name on a View
        def __getattr__(self, name: str) -> Any:
            """A field of a lazy view not read before: made from its raw form, and kept."""
            i = _INDEX.get(name)
            if i is None:
                raise AttributeError(f"'View' object has no attribute {name!r}")
            raw = _SRC_GET(self)[i]  # an unset _src (a view built in full) raises AttributeError, as it should
            make = _MAKE[i]
            value = raw if make is None else make(raw)
            _SETTERS[i](self, value)
            return value


# How a field is made from the raw form a lazy view keeps of it (None: kept as it is). The raw forms hold only
# what the seat may know: its own cards and discards as masks, the widow as its size, and the state's own lists and
# dict of public facts, which the state replaces when they change and never changes in place.
_RAW_MAKERS: Final[dict[str, Callable[[Any], Any]]] = {
    "hand": cardset, "discarded": cardset, "exchanged": dict,
    "bids": tuple, "peeped": tuple, "tricks": tuple, "trick_cards": tuple, "fees": tuple,
}
_NAMES: Final = tuple(f.name for f in fields(View))
_INDEX: Final = {name: i for i, name in enumerate(_NAMES)}
_MAKE: Final = tuple(_RAW_MAKERS.get(name) for name in _NAMES)
_SETTERS: Final = tuple(View.__dict__[name].__set__ for name in _NAMES)  # the slots' own setters: a View is frozen
_SRC_GET: Final = _Lazy.__dict__["_src"].__get__
_SRC_SET: Final = _Lazy.__dict__["_src"].__set__
_LEGAL_SET: Final = _SETTERS[_INDEX["legal"]]
VIEW_FIELDS: Final = _NAMES


def lazy_view(src: tuple[Any, ...], legal: tuple[Action, ...]) -> View:
    """A view whose fields are made when first read from ``src``: every field in :data:`VIEW_FIELDS` order, as its
    value or its raw form (hand, discarded: a mask; bids, peeped, tricks, trick_cards, fees: a list, exchanged: a
    dict, that nobody changes after). ``legal`` is set at once: every player reads it."""
    view = _new_view(View)
    _SRC_SET(view, src)
    _LEGAL_SET(view, legal)
    return view


_new_view: Final = object.__new__
# lazy_view's three steps, for HandState.view to take in line: it makes a view per decision, and the call cost a
# sixth of the view.
LAZY_VIEW_STEPS: Final = (_new_view, _SRC_SET, _LEGAL_SET)
