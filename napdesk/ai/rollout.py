"""Play a sampled deal out with the intermediate level's judgement at every seat: the expert's second opinion.

The solver answers "what if everyone saw every card"; a rollout answers "what if everyone played like a sound
club player who does not". The expert scores each card by both, so that it also plays for the mistakes a real
bidder or defender makes. A rollout runs on card masks; each seat to play gets a :class:`View` built from the
seat's own sampled cards and the public play so far (never the other hands), and the intermediate level's card
choice for it.
"""

from __future__ import annotations

import dataclasses

from napdesk.ai.levels import IntermediatePlayer, trick_winner
from napdesk.engine.actions import PLAYS, Bid, Play
from napdesk.engine.cards import Card, CardSet, iter_bits
from napdesk.engine.facts import Phase, trumps_from_first_lead
from napdesk.engine.view import Trick, View


def _legal(hand: int, led: Card | None) -> tuple[Play, ...]:
    if led is not None:
        follow = hand & (0x1FFF << (13 * led.suit))
        if follow:
            hand = follow
    return tuple(PLAYS[i] for i in iter_bits(hand))


def rollout(view: View, hands: tuple[int, ...], card: Card, policy: IntermediatePlayer) -> bool:
    """Does the bidder make the contract when this seat plays ``card`` now and everyone then plays by
    ``policy``, in the deal where the seats hold ``hands``?"""
    return _play(view, hands, card, policy, True)[0]


def opening_tricks(view: View, hands: tuple[int, ...], contract: Bid, policy: IntermediatePlayer) -> int:
    """Before the play: the tricks this seat takes as bidder of ``contract`` (all five or seven played out, misère
    included) when everyone plays by ``policy``, in the deal where the seats hold ``hands``."""
    me = view.seat
    start = dataclasses.replace(
        view, phase=Phase.PLAY, to_move=me, bidder=me, contract=contract, trump=None, tricks=(), trick_leader=None,
        trick_cards=(), bidder_tricks=0, defender_tricks=0, hand=CardSet(hands[me]),
        hand_counts=tuple(h.bit_count() for h in hands), legal=_legal(hands[me], None))
    card = policy.pick_card(start, list(_legal(hands[me], None))).card
    return _play(start, hands, card, policy, False)[1]


def _play(view: View, hands: tuple[int, ...], card: Card, policy: IntermediatePlayer, stop: bool
          ) -> tuple[bool, int]:
    """Play on from ``view`` with ``card``: (made, the bidder's tricks); with ``stop`` only until decided."""
    contract = view.contract
    bidder = view.bidder
    assert contract is not None and bidder is not None
    rules = view.rules
    size = rules.hand_size
    order = view.order
    n = len(order)
    nxt = {s: order[(i + 1) % n] for i, s in enumerate(order)}
    cur = list(hands)
    tricks = list(view.tricks)
    trick = list(view.trick_cards)
    leader = view.trick_leader if trick and view.trick_leader is not None else view.seat
    trump = view.trump
    first = not tricks and not trick and trump is None
    if first and trumps_from_first_lead(rules, contract):
        trump = card.suit
    btricks = view.bidder_tricks
    dtricks = view.defender_tricks
    need = contract.tricks
    seat = view.seat
    counts = list(view.hand_counts)
    while True:
        cur[seat] &= ~card.bit
        counts[seat] -= 1
        trick.append(card)
        if len(trick) == n:
            w = trick_winner(trick, trump)
            winner = leader
            for _ in range(w):
                winner = nxt[winner]
            tricks.append(Trick(leader, tuple(trick), winner))
            trick = []
            if winner == bidder:
                btricks += 1
            else:
                dtricks += 1
            if len(tricks) == size:
                return (btricks == 0 if contract.is_misere else btricks >= need), btricks
            if stop:
                if contract.is_misere:
                    if btricks:
                        return False, btricks
                elif btricks >= need:
                    return True, btricks
                elif dtricks > size - need:
                    return False, btricks
            leader = seat = winner
        else:
            seat = nxt[seat]
        legal = _legal(cur[seat], trick[0] if trick else None)
        if len(legal) == 1:
            card = legal[0].card
            continue
        v = dataclasses.replace(
            view, seat=seat, to_move=seat, hand=CardSet(cur[seat]), hand_counts=tuple(counts),
            discarded=CardSet(), peep_card=None, trump=trump, tricks=tuple(tricks),
            trick_leader=leader if trick else None, trick_cards=tuple(trick), bidder_tricks=btricks,
            defender_tricks=dtricks, legal=legal)
        card = policy.pick_card(v, list(legal)).card
