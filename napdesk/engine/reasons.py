"""Why the engine refuses an action, as data: a :class:`Reason` code and its arguments.

:class:`IllegalAction` carries a code and the facts it names (a suit, a card, a bid, counts,
the phase); :func:`english` writes them as the English sentence the command line and the hand records show
("must follow hearts"). The UI translates the code with the same arguments, so no one parses a sentence back.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from napdesk.engine.actions import Action, Bid, Claim, Discard, Exchange, Peep, Play, TakeWidow
from napdesk.engine.cards import SUIT_NAMES, Card
from napdesk.engine.facts import Phase


class Reason(StrEnum):
    """Every reason the engine gives for refusing an action. The arguments each one names are in brackets."""

    HAND_OVER = "hand_over"
    WRONG_PHASE = "wrong_phase"  # verb, phase: what was tried, and what the phase wants
    NOT_HELD = "not_held"  # card
    MUST_FOLLOW = "must_follow"  # suit
    BID_NOT_HIGHER = "bid_not_higher"  # bid: the highest bid so far
    MUST_BID = "must_bid"
    WELLINGTON_NEEDS_NAP = "wellington_needs_nap"
    BLUCHER_NEEDS_WELLINGTON = "blucher_needs_wellington"
    FIVE_IS_NAP = "five_is_nap"
    SEVEN_IS_7 = "seven_is_7"
    LEAST_BID = "least_bid"  # bid: the least bid of the table
    BID_NOT_PLAYED = "bid_not_played"  # bid
    CLAIM_NOT_NOW = "claim_not_now"
    NO_CLAIMS = "no_claims"
    CLAIM_REFUSED = "claim_refused"
    NO_PEEP = "no_peep"
    PEEPED = "peeped"
    NO_WIDOW = "no_widow"
    WIDOW_GONE = "widow_gone"
    NO_WIDOW_BID = "no_widow_bid"
    WIDOW_TAKEN = "widow_taken"
    DISCARD_NOT_HELD = "discard_not_held"
    DISCARD_COUNT = "discard_count"  # count: the cards to discard
    EXCHANGE_NOT_HELD = "exchange_not_held"
    STOCK_SHORT = "stock_short"  # count: the cards asked for; stock: the cards the stock holds


class Verb(StrEnum):
    """What a refused action tried to do, as the English sentence words it."""

    PASS = "pass"
    BID = "bid"
    PLAY = "play a card"
    EXCHANGE = "exchange"
    PEEP = "peep"
    TAKE_WIDOW = "take the widow"
    DISCARD = "discard"
    CLAIM = "claim"


def verb_of(action: Action) -> Verb:
    if isinstance(action, Bid):
        return Verb.PASS if action.is_pass else Verb.BID
    return {Play: Verb.PLAY, Exchange: Verb.EXCHANGE, Peep: Verb.PEEP, TakeWidow: Verb.TAKE_WIDOW,
            Discard: Verb.DISCARD, Claim: Verb.CLAIM}[type(action)]


@dataclass(frozen=True, slots=True)
class ReasonArgs:
    """The facts a reason names; each reason uses the ones listed beside it in :class:`Reason`."""

    suit: int | None = None
    card: Card | None = None
    bid: Bid | None = None
    count: int | None = None
    stock: int | None = None
    verb: Verb | None = None
    phase: Phase | None = None


NO_ARGS: Final = ReasonArgs()

# What each phase waits for, after "it is time to".
WANTED: Final[dict[Phase, str]] = {
    Phase.EXCHANGE: "exchange cards or stand pat",
    Phase.BIDDING: "bid or pass",
    Phase.WIDOW: "choose the cards to discard with the widow",
    Phase.DISCARD: "discard a card",
    Phase.PLAY: "play a card",
}

# The English sentences, read after the seat ("[You] must follow hearts").
ENGLISH: Final[dict[Reason, str]] = {
    Reason.HAND_OVER: "the hand is over",
    Reason.WRONG_PHASE: "cannot {verb} now: it is time to {wanted}",
    Reason.NOT_HELD: "do not hold the {card}",
    Reason.MUST_FOLLOW: "must follow {suit}",
    Reason.BID_NOT_HIGHER: "must bid higher than {bid}",
    Reason.MUST_BID: "must bid: everyone else has passed",
    Reason.WELLINGTON_NEEDS_NAP: "may bid Wellington only over a nap",
    Reason.BLUCHER_NEEDS_WELLINGTON: "may bid Blücher only over a Wellington",
    Reason.FIVE_IS_NAP: "the bid of five tricks is written nap",
    Reason.SEVEN_IS_7: "in seven-card Nap the bid of all seven is written 7",
    Reason.LEAST_BID: "the least bid is {tricks}",
    Reason.BID_NOT_PLAYED: "{label} is not played at this table",
    Reason.CLAIM_NOT_NOW: "cannot claim now: only the bidder may claim, when he is on lead",
    Reason.NO_CLAIMS: "claims are not allowed at this table",
    Reason.CLAIM_REFUSED: "claim refused: the defence can beat it",
    Reason.NO_PEEP: "there is no peep card at this table",
    Reason.PEEPED: "have already peeped",
    Reason.NO_WIDOW: "there is no widow at this table",
    Reason.WIDOW_GONE: "the widow is gone",
    Reason.NO_WIDOW_BID: "no five-trick bid is open to take the widow",
    Reason.WIDOW_TAKEN: "have taken the widow already: choose the cards to discard",
    Reason.DISCARD_NOT_HELD: "may discard only cards from your hand and the widow",
    Reason.DISCARD_COUNT: "must discard {count} cards with the widow",
    Reason.EXCHANGE_NOT_HELD: "may exchange only cards in your hand",
    Reason.STOCK_SHORT: "cannot draw {count}: the stock holds {stock}",
}


def english(code: Reason, args: ReasonArgs) -> str:
    """The English sentence of ``code`` with ``args``, after the seat: "must follow hearts"."""
    bid = args.bid
    return ENGLISH[code].format(
        verb=args.verb, wanted=WANTED[args.phase] if args.phase is not None else "",
        card=args.card.name if args.card is not None else "",
        suit=SUIT_NAMES[args.suit] if args.suit is not None else "",
        bid=bid.label.lower() if bid is not None else "", label=bid.label if bid is not None else "",
        tricks=bid.tricks if bid is not None else "", count=args.count, stock=args.stock)


class IllegalAction(ValueError):
    """An action the rules do not allow now: ``code`` says why and ``args`` holds the facts it names (the suit to
    follow, the card not held, ...), for the UI to say in the player's language. ``reason`` is the English,
    read after the seat: "must follow hearts"."""

    def __init__(self, seat: int, action: Action | None, code: Reason, arguments: ReasonArgs = NO_ARGS) -> None:
        reason = english(code, arguments)
        super().__init__(reason)
        self.seat = seat
        self.action = action
        self.code = code
        self.arguments = arguments
        self.reason = reason

    @property
    def message(self) -> str:
        """For the player whose action it was: "You must follow hearts"."""
        r = self.reason
        if r.startswith(("must ", "may ", "cannot ", "do not ", "have ")):
            return "You " + r
        return r[:1].upper() + r[1:]


class ClaimRefused(IllegalAction):
    """The defenders could beat the claim; play goes on."""
