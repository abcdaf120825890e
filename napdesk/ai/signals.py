"""The defenders' discard convention, as Foster's Hoyle gives it for Napoleon, and its reading.

A defender *discards* when it cannot follow suit and does not trump: the card it throws tells its partners
something, if they agree what it means. The book's convention:

- Against a trick bid, "discards should indicate weakness, unless you can show command of such a suit as A K, or
  K Q, by discarding the best of it": a defender throws the lowest card of its weakest side suit; holding the two
  best cards still out in a suit (A K, or K Q once the ace has gone), it throws the better of them instead, so
  its partners know it holds the next and can let that suit go.
- Against a misère, "the first discard should be from the shortest suit, and always the highest card of it".
  Later discards are not part of the convention.

:func:`convention_card` is the card the convention picks for a seat, from its view alone, or None where it says
nothing. :class:`SignalPolicy` plays like another policy (the intermediate level) except that a defender's
discard follows the convention. The expert plays the convention's card where its search scores it as high as
the card it would play otherwise (:func:`signal_among`), and its sampler weighs a sampled deal by how likely
every card played is under the policy (:meth:`napdesk.ai.sampling.Sampler.play_likelihood`): a partner's discard
that the convention would make in that deal keeps the deal's weight, and one it would not make costs the deal
the same factor as any other unexpected card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from napdesk.ai.heuristics import ranks
from napdesk.ai.levels import Table
from napdesk.engine.actions import Play
from napdesk.engine.cards import SUIT_MASKS, Card
from napdesk.engine.view import View


class CardPolicy(Protocol):
    def pick_card(self, view: View, plays: list[Play]) -> Play: ...


def is_discard(view: View, card: Card) -> bool:
    """Is ``card``, played now, a discard: a trick led, and neither its suit nor a trump?"""
    if not view.trick_cards:
        return False
    return card.suit != view.trick_cards[0].suit and card.suit != view.trump


def defending(view: View) -> bool:
    return view.contract is not None and view.bidder is not None and view.seat != view.bidder


def has_discarded(view: View, seat: int) -> bool:
    """Has ``seat`` discarded in an earlier trick of this hand (a card of neither the led suit nor trumps)?"""
    order = view.order
    for t in view.tricks:
        i = order.index(t.leader)
        led = t.cards[0].suit
        for k, c in enumerate(t.cards[1:], start=1):
            if order[(i + k) % len(order)] == seat and c.suit != led and c.suit != view.trump:
                return True
    return False


def convention_card(view: View) -> Card | None:
    """The card the convention has this seat discard now, or None: not a defender, not discarding (a trick to
    follow, or only trumps besides), or against a misère after its first discard."""
    if not defending(view) or not view.trick_cards:
        return None
    contract = view.contract
    assert contract is not None
    trump = -1 if view.trump is None else view.trump
    c = convention_index(view.hand.mask, Table(view).out, view.trick_cards[0].suit, trump, contract.is_misere,
                         contract.is_misere and has_discarded(view, view.seat))
    return None if c is None else Card.from_index(c)


def convention_index(hand: int, out: int, led: int, trump: int, misere: bool, discarded: bool) -> int | None:
    """:func:`convention_card` over masks, for a defender to play to a trick led in suit ``led``: ``hand`` its
    cards, ``out`` the cards others may hold as far as it knows, ``trump`` -1 while there are none,
    ``discarded``: it has discarded in an earlier trick. A card index, or None."""
    if hand & SUIT_MASKS[led]:
        return None
    side = [s for s in range(4) if s != led and s != trump and hand & SUIT_MASKS[s]]
    if not side:
        return None
    if misere:
        if discarded:
            return None
        # The shortest suit; between two as short, the one with the higher top card (the more dangerous one).
        suit = min(side, key=lambda s: (ranks(hand, s).bit_count(), -ranks(hand, s).bit_length(), s))
        return 13 * suit + ranks(hand, suit).bit_length() - 1
    # The side suits in which the hand holds the two best cards still out (A K, or K Q with the ace gone).
    command = []
    for s in side:
        r = ranks(hand, s)
        if r.bit_count() >= 2 and not ranks(out, s) >> (r & ~(1 << (r.bit_length() - 1))).bit_length():
            command.append(s)
    if command:
        # The suit whose best card is highest (A K before K Q), then the longer: one signal, clearly read.
        suit = max(command, key=lambda s: (ranks(hand, s).bit_length(), ranks(hand, s).bit_count(), -s))
        return 13 * suit + ranks(hand, suit).bit_length() - 1

    def strength(s: int) -> tuple[int, int, int]:
        # Weakest: the most cards out above its best; then the shorter (a guarded honour is worth keeping).
        r = ranks(hand, s)
        return (-(ranks(out, s) >> r.bit_length()).bit_count(), r.bit_count(), s)

    suit = min(side, key=strength)
    return 13 * suit + (ranks(hand, suit) & -ranks(hand, suit)).bit_length() - 1


def signal_choice(view: View, plays: list[Play], base: Play) -> Play:
    """``base``, unless it is a defender's discard and the convention's card is among ``plays``: then that card.
    Whether to discard at all (rather than trump, or keep a card the search prefers) is left to ``base``."""
    if not is_discard(view, base.card):
        return base
    card = convention_card(view)
    if card is None:
        return base
    return next((p for p in plays if p.card is card), base)


def signal_among(view: View, plays: list[Play], scores: Mapping[Play, float], base: Play) -> Play:
    """The expert's card: ``base`` (its choice among ``plays``, the cards its search found near-equal), or the
    convention's discard if the search scored it no lower than ``base``. Near-equal is within sampling noise, a
    few points; a signal is worth less than that, so it is made only with a card as good as the one it replaces."""
    equal = [p for p in plays if scores[p] >= scores[base] - 1e-9]
    return signal_choice(view, equal, base)


class SignalPolicy:
    """``policy``'s card play, with a defender's discards made by the convention."""

    def __init__(self, policy: CardPolicy) -> None:
        self.policy = policy

    def pick_card(self, view: View, plays: list[Play]) -> Play:
        return signal_choice(view, plays, self.policy.pick_card(view, plays))
