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


def rollout(view: View, hands: tuple[int, ...], card: Card) -> bool:
    """Does the bidder make the contract when this seat plays ``card`` now and everyone then plays as the
    intermediate level would, in the deal where the seats hold ``hands``?"""
    contract = view.contract
    bidder = view.bidder
    assert contract is not None and bidder is not None
    rules = view.rules
    trick = [c.index for c in view.trick_cards]
    leader = view.trick_leader if trick and view.trick_leader is not None else view.seat
    trump = NO_TRUMP if view.trump is None else view.trump
    return play_out(list(hands), view.order, view.seat, card.index, trick, leader, bidder, contract.tricks,
                    contract.is_misere, trump, trumps_from_first_lead(rules, contract), len(view.tricks),
                    view.bidder_tricks, view.defender_tricks, view.played.mask, void_masks(view), rules.hand_size,
                    rules.deck_size, True)[0]


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
