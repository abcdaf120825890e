"""The actions a seat can take, as small immutable values in the hand-record notation.

An action does not carry its seat: it is always taken by the seat whose turn it is (``HandState.to_move``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Final, final

from napdesk.engine.cards import Card, CardError, CardSet
from napdesk.engine.faults import FaultError


class ActionFault(Enum):
    """Why an action written in a record cannot be read, each code with its English as its value (the command
    line's words, docs/hand-record.md); the UI translates the code and fills in the facts (``value``: the file's
    own text; ``verb``: the action's key; ``verbs``: the keys found)."""

    NOT_OBJECT = "an action must be an object, not {value!r}"
    NO_SEAT = "an action needs a whole-number seat"
    NO_VERB = "an action needs exactly one of bid, play, exchange, peep, widow, discard, claim; got none"
    VERBS = "an action needs exactly one of bid, play, exchange, peep, widow, discard, claim; got {verbs}"
    NOT_A_BID = "not a bid: {value!r}"
    NOT_A_CARD = "not a card: {value!r}"
    PLAY_NOT_ONE_CARD = "play takes one card, not {value!r}"
    CARDS_NOT_A_LIST = "{verb} takes a list of cards, not {value!r}"
    CARDS_TWICE = "{verb} names a card twice"
    DISCARD_NOT_ONE = "discard takes exactly one card"
    PEEP_NOT_TRUE = "peep must be true"
    CLAIM_NOT_TRUE = "claim must be true"


class ActionError(FaultError[ActionFault]):
    """An action written in a way napdesk cannot read: the ``fault`` and its ``facts``; ``str()`` is its English."""


@final
@dataclass(frozen=True, slots=True)
class Bid:
    """A bid, or a pass. ``order`` ranks them: 1, 2, 3, misère, 4, nap (5), 6, 7, Wellington, Blücher."""

    name: str
    order: int
    tricks: int

    @staticmethod
    def parse(text: object) -> Bid:
        if isinstance(text, str):
            bid = _BY_NAME.get(text.strip().lower())
            if bid is not None:
                return bid
        raise ActionError(ActionFault.NOT_A_BID, value=text)

    @staticmethod
    def number(tricks: int) -> Bid:
        return _NUMBERS[tricks]

    @property
    def is_pass(self) -> bool:
        return self.order == 0

    @property
    def is_misere(self) -> bool:
        return self.name == "misere"

    def __str__(self) -> str:
        return self.name

    def to_record(self) -> dict[str, Any]:
        return {"bid": self.name}

    @property
    def label(self) -> str:
        """How a player says it: ``Pass``, ``Three``, ``Misère``, ``Nap``, ``Blücher``."""
        return _LABELS.get(self.name) or _NUMBER_WORDS[self.tricks]

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Bids are interned and the engine compares them by identity (``bid is NAP``): a copy or an unpickled
        # bid must be the interned value again, as for Card.
        return (Bid.parse, (self.name,))


PASS: Final = Bid("pass", 0, 0)
MISERE: Final = Bid("misere", 35, 0)
NAP: Final = Bid("nap", 50, 5)
WELLINGTON: Final = Bid("wellington", 80, 5)
BLUCHER: Final = Bid("blucher", 90, 5)
_NUMBERS: Final = {n: Bid(str(n), 10 * n, n) for n in range(1, 8)}
_BY_NAME: Final = {
    **{b.name: b for b in (PASS, MISERE, NAP, WELLINGTON, BLUCHER, *_NUMBERS.values())},
    "misère": MISERE, "blücher": BLUCHER,
}
_LABELS: Final = {"pass": "Pass", "misere": "Misère", "nap": "Nap", "wellington": "Wellington",
                  "blucher": "Blücher"}
_NUMBER_WORDS: Final = ("", "One", "Two", "Three", "Four", "Five", "Six", "Seven")


@final
@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def to_record(self) -> dict[str, Any]:
        return {"play": str(self.card)}

    def __str__(self) -> str:
        return f"play {self.card}"


@final
@dataclass(frozen=True, slots=True)
class Exchange:
    """Purchase: discard these cards and draw as many from the stock (none = stand pat)."""

    cards: CardSet

    def to_record(self) -> dict[str, Any]:
        return {"exchange": self.cards.strings()}

    def __str__(self) -> str:
        return f"exchange [{self.cards}]"


@final
@dataclass(frozen=True, slots=True)
class Peep:
    def to_record(self) -> dict[str, Any]:
        return {"peep": True}

    def __str__(self) -> str:
        return "peep"


@final
@dataclass(frozen=True, slots=True)
class TakeWidow:
    """Sir Garnet: take the widow, committing to the least open five-trick bid, and discard as many cards.

    ``TAKE_WIDOW`` (no discards) is the first step as a seat lives it: take the widow unseen, then choose what to
    keep from the combined cards. A record writes the whole of it as one action, the discards named.
    """

    discards: CardSet | None = None

    def to_record(self) -> dict[str, Any]:
        if self.discards is None:
            raise ValueError("taking the widow is recorded with its discards")  # a program's mistake, not a record's
        return {"widow": self.discards.strings()}

    def __str__(self) -> str:
        return "take the widow" if self.discards is None else f"widow [{self.discards}]"


@final
@dataclass(frozen=True, slots=True)
class Discard:
    """Peep: the bidder's discard after taking the peep card."""

    card: Card

    def to_record(self) -> dict[str, Any]:
        return {"discard": [str(self.card)]}

    def __str__(self) -> str:
        return f"discard {self.card}"


@final
@dataclass(frozen=True, slots=True)
class Claim:
    def to_record(self) -> dict[str, Any]:
        return {"claim": True}

    def __str__(self) -> str:
        return "claim"


Action = Bid | Play | Exchange | Peep | TakeWidow | Discard | Claim

PEEP: Final = Peep()
TAKE_WIDOW: Final = TakeWidow()
CLAIM: Final = Claim()
PLAYS: Final = tuple(Play(Card.from_index(i)) for i in range(52))
DISCARDS: Final = tuple(Discard(Card.from_index(i)) for i in range(52))

_VERBS: Final = ("bid", "play", "exchange", "peep", "widow", "discard", "claim")


def _card(value: Any) -> Card:
    try:
        return Card.parse(value)
    except CardError:
        raise ActionError(ActionFault.NOT_A_CARD, value=value) from None


def _cards(value: object, verb: str) -> CardSet:
    if not isinstance(value, list):
        raise ActionError(ActionFault.CARDS_NOT_A_LIST, verb=verb, value=value)
    cards = [_card(v) for v in value]
    if len(set(cards)) != len(cards):
        raise ActionError(ActionFault.CARDS_TWICE, verb=verb)
    return CardSet(cards)


def action_from_record(entry: object) -> tuple[int, Action]:
    """Read one entry of a record's ``actions``: ``{"seat": 2, "play": "9S"}`` -> ``(2, Play(9S))``."""
    if not isinstance(entry, dict):
        raise ActionError(ActionFault.NOT_OBJECT, value=entry)
    seat = entry.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ActionError(ActionFault.NO_SEAT)
    verbs = [k for k in entry if k != "seat"]
    if not verbs:
        raise ActionError(ActionFault.NO_VERB)
    if len(verbs) != 1 or verbs[0] not in _VERBS:
        raise ActionError(ActionFault.VERBS, verbs=", ".join(verbs))
    verb = verbs[0]
    value = entry[verb]
    action: Action
    if verb == "bid":
        action = Bid.parse(value)
    elif verb == "play":
        if not isinstance(value, str):
            raise ActionError(ActionFault.PLAY_NOT_ONE_CARD, value=value)
        action = PLAYS[_card(value).index]
    elif verb == "exchange":
        action = Exchange(_cards(value, verb))
    elif verb == "widow":
        action = TakeWidow(_cards(value, verb))
    elif verb == "discard":
        cards = _cards(value, verb)
        if len(cards) != 1:
            raise ActionError(ActionFault.DISCARD_NOT_ONE)
        action = DISCARDS[next(iter(cards)).index]
    elif verb == "peep":
        if value is not True:
            raise ActionError(ActionFault.PEEP_NOT_TRUE)
        action = PEEP
    else:
        if value is not True:
            raise ActionError(ActionFault.CLAIM_NOT_TRUE)
        action = CLAIM
    return seat, action


def action_to_record(seat: int, action: Action) -> dict[str, Any]:
    return {"seat": seat, **action.to_record()}
