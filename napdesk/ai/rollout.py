"""Play a sampled deal out with the intermediate level's judgement at every seat: the expert's second opinion.

The solver answers "what if everyone saw every card"; a rollout answers "what if everyone played like a sound
club player who does not". The expert scores each card by both, so that it also plays for the mistakes a real
bidder or defender makes. A rollout runs on card masks (:mod:`napdesk.ai.fastplay`): each seat to play chooses as
the intermediate level would from the seat's own sampled cards and the public play so far (never the other
hands), with no View built per card.
"""

from __future__ import annotations

from napdesk.ai.fastplay import NO_TRUMP, pick, play_out, void_masks
from napdesk.engine.actions import Bid
from napdesk.engine.cards import Card, pack
from napdesk.engine.facts import trumps_from_first_lead
from napdesk.engine.view import View


class Rollouts:
    """:func:`rollout` for one view, over any number of sampled deals: the public part of the position (the trick
    so far, the trumps, the suits each seat has shown void in) is read from the view once, not once a card."""

    __slots__ = ("args", "bidder", "order", "played", "seat", "stats", "trick", "voids")

    def __init__(self, view: View) -> None:
        contract = view.contract
        bidder = view.bidder
        assert contract is not None and bidder is not None
        rules = view.rules
        self.trick = [c.index for c in view.trick_cards]
        self.order = view.order
        self.seat = view.seat
        self.bidder = bidder
        self.played = view.played.mask
        self.voids = void_masks(view)
        leader = view.trick_leader if self.trick and view.trick_leader is not None else view.seat
        trump = NO_TRUMP if view.trump is None else view.trump
        self.args = (leader, bidder, contract.tricks, contract.is_misere, trump,
                     trumps_from_first_lead(rules, contract), len(view.tricks))
        self.stats = (view.bidder_tricks, view.defender_tricks, rules.hand_size, rules.deck_size)

    def made(self, hands: tuple[int, ...], card: int) -> bool:
        """Does the bidder make the contract when this seat plays ``card`` (an index) now, in the deal where the
        seats hold ``hands``?"""
        leader, bidder, need, misere, trump, tfl, done = self.args
        bt, dt, size, deck = self.stats
        return play_out(list(hands), self.order, self.seat, card, self.trick, leader, bidder, need, misere, trump,
                        tfl, done, bt, dt, self.played, self.voids[:], size, deck, True)[0]


def rollout(view: View, hands: tuple[int, ...], card: Card) -> bool:
    """Does the bidder make the contract when this seat plays ``card`` now and everyone then plays as the
    intermediate level would, in the deal where the seats hold ``hands``?"""
    return Rollouts(view).made(hands, card.index)


def opening_tricks(view: View, hands: tuple[int, ...], contract: Bid) -> int:
    """Before the play: the tricks this seat takes as bidder of ``contract`` (all five or seven played out, misère
    included) when everyone plays as the intermediate level would, in the deal where the seats hold ``hands``."""
    me = view.seat
    rules = view.rules
    order = view.order
    hand = hands[me]
    # The seat's first lead is judged from its own view: what it has discarded or looked at is not out.
    out = pack(rules.deck_size).mask & ~view.discarded.mask & ~hand
    if view.peep_card is not None and view.widow_count:
        out &= ~view.peep_card.bit
    voids = [0] * len(hands)
    others = tuple(s for s in order if s != me)
    card = pick(hand, hand, out, NO_TRUMP, -1, -1, -1, me, me, contract.is_misere, True, voids, others, others,
                rules.deck_size, len(order))
    return play_out(list(hands), order, me, card, [], me, me, contract.tricks, contract.is_misere, NO_TRUMP,
                    trumps_from_first_lead(rules, contract), 0, 0, 0, 0, voids, rules.hand_size, rules.deck_size,
                    False)[1]
