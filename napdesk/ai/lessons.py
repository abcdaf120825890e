"""The coach's lessons: set deals, each teaching one idea of Nap, and what the coach says before a decision.

A :class:`Lesson` is data: the four hands, the dealer, the bid the person should make and the computers' bids.
The computers bid as the lesson says and play by rules of thumb (:class:`LessonPlayer`), so a lesson goes the
same way each time the person plays it the same way.

:func:`tip` gives the coach's word before one of the person's decisions as a code with its facts (:class:`Tip`):
the rule that applies (follow suit, trumps set by the first lead, ...) and the cards it points at, the best ones
with every card seen (:func:`napdesk.ai.review.card_costs`: a lesson is the coach's own deal). :func:`judge` says
what is wrong with a card or bid the person chose: nothing, a card that gives a trick away (with the better
ones), or a bid other than the lesson's. The UI says both in the player's language (``napdesk.ui.coach``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from napdesk.ai.levels import IntermediatePlayer
from napdesk.ai.review import card_costs
from napdesk.engine.actions import PASS, Action, Bid, Play
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.facts import Phase
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.view import View

PERSON = 0  # the person sits in seat 0; the dealer is seat 3, so the person speaks first


class LessonKey(StrEnum):
    FOLLOW = "follow"  # follow suit; the bidder's first lead sets trumps
    BIDDING = "bidding"  # what a bid means, and when to pass
    TRUMPS = "trumps"  # leading trumps as the bidder
    MISERE = "misere"  # misère: throw the dangerous cards
    DEFEND = "defend"  # defending together


@dataclass(frozen=True)
class Lesson:
    key: LessonKey
    hands: tuple[str, str, str, str]  # seat 0 (the person) to seat 3 (the dealer)
    bids: tuple[str, str, str, str]  # the bid the person should make, then each computer's
    dealer: int = 3

    def start(self) -> HandState:
        """The lesson's hand before the first bid (the default house rules, four players)."""
        deal = Deal(hands=tuple(CardSet(h.split()) for h in self.hands))
        return HandState(Rules(), self.dealer, deal)

    @property
    def bid(self) -> Bid:
        """The bid the lesson asks of the person."""
        return Bid.parse(self.bids[PERSON])


LESSONS: tuple[Lesson, ...] = (
    # West bids two and leads a heart: hearts are trumps. You hold hearts, so you must follow.
    Lesson(LessonKey.FOLLOW, ("7H 4H 9C 6D 3S", "AH KH QH 2C 5D", "JH 8C 7C 4D 2S", "TH KC 9D 8D 6S"),
           ("pass", "2", "pass", "pass")),
    # Three sure winners (the ace, king and queen of spades): bid three, and lead spades.
    Lesson(LessonKey.BIDDING, ("AS KS QS 4H 2D", "JS TS 3H 9H 5C", "2S KH QH 3C 4C", "9S 8S JH AC KC"),
           ("3", "pass", "pass", "pass")),
    # Four diamonds headed by the ace and king: lead them, and the defenders' trumps fall under yours.
    Lesson(LessonKey.TRUMPS, ("AD KD JD 9D AC", "QD 5D KC 7S 4H", "6D QC JC 8H 3S", "TD 2C AS KS 9H"),
           ("4", "pass", "pass", "pass")),
    # Nothing but low cards and a void: bid misère, take no trick, and throw the high cards when you cannot follow.
    Lesson(LessonKey.MISERE, ("2H 3H 4H 2C 5S", "AH KH TC 9D KS", "QH JH AC 8D 4S", "TH 9H KC QD AS"),
           ("misere", "pass", "pass", "pass")),
    # North bids four; you and West defend together: don't overtake a partner who is winning, keep your king.
    Lesson(LessonKey.DEFEND, ("KH 5H JC 6C 4S", "QH 2S 7C 5D 3D", "AS KS QS 7H 2C", "AH 3S 9C 8D 4H"),
           ("pass", "pass", "4", "pass")),
)


def lesson(key: str) -> Lesson:
    return next(x for x in LESSONS if x.key == key)


class LessonPlayer(IntermediatePlayer):
    """A computer at a lesson: the lesson's bid, then the intermediate level's cards."""

    name = "lesson"

    def __init__(self, bid: str, seed: int = 0) -> None:
        super().__init__(seed)
        self._bid = Bid.parse(bid)

    def choose(self, view: View) -> Action:
        if view.phase == Phase.BIDDING:
            return self._bid if self._bid in view.legal else PASS
        return super().choose(view)


# -- what the coach says before a decision ---------------------------------------------------------------------


class TipKind(StrEnum):
    """Each thing the coach says before a decision; the facts it names are in brackets."""

    BID = "bid"  # count (sure winners), bid: the lesson's bid
    BID_LONG = "bid_long"  # count (sure winners), bid: more tricks than those, the long suit's once trumps are drawn
    PASS = "pass"  # count: too few sure winners
    MISERE = "misere"  # a hand of low cards, and a void
    FIRST_LEAD = "first_lead"  # suit: the first lead sets trumps
    DRAW_TRUMPS = "draw_trumps"  # suit (trumps), count (trumps the others hold)
    LEAD = "lead"  # the bidder (or a defender) leads
    MISERE_LEAD = "misere_lead"  # the misère bidder leads: a low card
    FOLLOW = "follow"  # suit (led), trump
    RUFF = "ruff"  # suit (led), trump: no card of the suit led; a trump wins
    THROW = "throw"  # suit (led): neither the suit nor trumps; throw the least useful card
    KEEP = "keep"  # count: the tricks the defenders need; a defender who cannot follow keeps his high cards
    MISERE_UNDER = "misere_under"  # card (winning the trick): play under it
    MISERE_THROW = "misere_throw"  # suit (led): a void in misère, throw the most dangerous card
    PARTNER_WINS = "partner_wins"  # card: a fellow defender is winning the trick
    BEAT_BIDDER = "beat_bidder"  # card: the bidder is winning the trick
    ONLY = "only"  # one card left to play


@dataclass(frozen=True)
class Tip:
    kind: TipKind
    cards: tuple[Card, ...] = ()  # the cards the coach points at
    suit: int | None = None
    trump: int | None = None
    card: Card | None = None
    bid: Bid | None = None
    count: int = 0


def sure_winners(cards: CardSet) -> int:
    """Tricks a hand takes by its top cards alone: per suit the ace, and each card below it held in sequence."""
    total = 0
    for suit in range(4):
        ranks = {c.rank for c in cards if c.suit == suit}
        rank = 12
        while rank in ranks:
            total += 1
            rank -= 1
    return total


def _winning(trick: list[Card], trump: int | None) -> int:
    """The position in ``trick`` of the card winning it so far."""
    best = 0
    for i, c in enumerate(trick[1:], 1):
        b = trick[best]
        if (c.suit == b.suit and c.rank > b.rank) or (trump is not None and c.suit == trump and b.suit != trump):
            best = i
    return best


def best_cards(state: HandState) -> tuple[Card, ...]:
    """The cards that give nothing away, with every card seen (the coach's own deal)."""
    costs = card_costs(state)
    return tuple(sorted((c for c, v in costs.items() if v == 0), key=lambda c: c.index))


def _prefer(cards: tuple[Card, ...], suit: int) -> tuple[Card, ...]:
    """The cards of ``suit`` among ``cards`` if any, else all of them."""
    return tuple(c for c in cards if c.suit == suit) or cards


def tip(item: Lesson, state: HandState) -> Tip | None:
    """The coach's word before the person's decision in ``state`` (None when it is not the person's)."""
    if state.is_over or state.to_move != PERSON:
        return None
    hand = CardSet(state.hands[PERSON])
    if state.phase == Phase.BIDDING:
        count = sure_winners(hand)
        if item.bid.is_misere:
            return Tip(TipKind.MISERE, bid=item.bid, count=count)
        if item.bid.is_pass:
            return Tip(TipKind.PASS, count=count)
        return Tip(TipKind.BID_LONG if item.bid.tricks > count else TipKind.BID, bid=item.bid, count=count)
    if state.phase != Phase.PLAY or state.contract is None:
        return None
    legal = [a.card for a in state.legal_actions() if isinstance(a, Play)]
    best = best_cards(state)
    if len(legal) == 1:
        return Tip(TipKind.ONLY, cards=tuple(legal))
    misere = state.contract.is_misere
    bidder = state.bidder == PERSON
    trick = list(state.trick_cards)
    if not trick:
        if misere and bidder:
            return Tip(TipKind.MISERE_LEAD, cards=best)
        if state.trump is None and bidder and not misere:
            suit = max(range(4), key=lambda s: (sure_winners(CardSet(c for c in hand if c.suit == s)),
                                                sum(1 for c in hand if c.suit == s)))
            return Tip(TipKind.FIRST_LEAD, cards=_prefer(best, suit), suit=suit)
        if bidder and not misere and state.trump is not None and any(c.suit == state.trump for c in legal):
            out = sum(1 for s in state.order if s != PERSON for c in CardSet(state.hands[s]) if c.suit == state.trump)
            if out and any(c.suit == state.trump for c in best):
                return Tip(TipKind.DRAW_TRUMPS, cards=_prefer(best, state.trump), trump=state.trump, count=out)
            # The defenders' trumps drawn, every card may give nothing away: a ring round each taught nothing.
            # The coach points at the trumps, the sure winners the lessons count and lead.
            return Tip(TipKind.LEAD, cards=_prefer(best, state.trump), trump=state.trump)
        return Tip(TipKind.LEAD, cards=best, trump=state.trump)
    led = trick[0].suit
    trump = state.trump
    if any(c.suit == led for c in hand):
        if misere and bidder:
            return Tip(TipKind.MISERE_UNDER, cards=best, card=trick[_winning(trick, trump)], suit=led)
        if not bidder and not misere:
            win = _winning(trick, trump)
            winner = state.order[(state.order.index(state.leader) + win) % len(state.order)]
            kind = TipKind.BEAT_BIDDER if winner == state.bidder else TipKind.PARTNER_WINS
            if item.key == LessonKey.DEFEND:
                return Tip(kind, cards=best, card=trick[win], suit=led, trump=trump)
        return Tip(TipKind.FOLLOW, cards=best, suit=led, trump=trump)
    if misere:
        return Tip(TipKind.MISERE_THROW, cards=best, suit=led)
    if trump is not None and any(c.suit == trump for c in hand):
        return Tip(TipKind.RUFF, cards=best, suit=led, trump=trump)
    low = min((c.rank for c in best), default=0)
    if item.key == LessonKey.DEFEND and not bidder:
        need = state.hand_size - state.contract.tricks + 1
        return Tip(TipKind.KEEP, cards=tuple(c for c in best if c.rank == low), suit=led, trump=trump, count=need)
    return Tip(TipKind.THROW, cards=tuple(c for c in best if c.rank == low), suit=led, trump=trump)


class VerdictKind(StrEnum):
    GOOD = "good"
    POOR = "poor"  # tricks (given away), cards (the better ones)
    WRONG_BID = "wrong_bid"  # bid (the lesson's), count (sure winners)


@dataclass(frozen=True)
class Verdict:
    kind: VerdictKind
    cards: tuple[Card, ...] = ()
    tricks: int = 0
    bid: Bid | None = None
    count: int = 0


def judge(item: Lesson, state: HandState, action: Action) -> Verdict:
    """What the coach thinks of the person's legal ``action`` in ``state`` (an illegal one the engine refuses)."""
    if state.phase == Phase.BIDDING and isinstance(action, Bid):
        if action == item.bid:
            return Verdict(VerdictKind.GOOD)
        return Verdict(VerdictKind.WRONG_BID, bid=item.bid, count=sure_winners(CardSet(state.hands[PERSON])))
    if isinstance(action, Play) and state.phase == Phase.PLAY:
        lost = card_costs(state).get(action.card, 0)
        if lost > 0:
            return Verdict(VerdictKind.POOR, cards=best_cards(state), tricks=lost)
    return Verdict(VerdictKind.GOOD)
