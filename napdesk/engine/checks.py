"""Why the seat to move may not take an action now, found without changing the hand or copying it.

:func:`refusal` is ``HandState.check``; ``HandState.apply`` asks the same functions before it changes anything
(for a play, it reads :func:`play_refused`'s test off what it works out anyway, and asks it only for the reason of
a card it refuses), so a refusal shown beforehand (a greyed card's reason, "why not?") is the very one applying
would raise. Each returns the :class:`~napdesk.engine.reasons.IllegalAction` to raise, or None. A claim that may
be made is not refused here: whether it stands is the solver's answer, given when it is applied (``ClaimRefused``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from napdesk.engine.actions import (
    CLAIM,
    NAP,
    PEEP,
    WELLINGTON,
    Action,
    Bid,
    Claim,
    Discard,
    Exchange,
    Peep,
    Play,
    TakeWidow,
)
from napdesk.engine.cards import SUIT_MASKS
from napdesk.engine.facts import Phase
from napdesk.engine.reasons import IllegalAction, Reason, ReasonArgs, verb_of

if TYPE_CHECKING:
    from napdesk.engine.hand import HandState

BIDDING: Final = Phase.BIDDING
PLAY: Final = Phase.PLAY
WIDOW: Final = Phase.WIDOW


def refusal(state: HandState, action: Action) -> IllegalAction | None:
    """The refusal ``state.apply(action)`` would raise for the seat to move, or None when it would be taken."""
    seat = state.to_move
    phase = state.phase
    if phase == PLAY:
        if type(action) is Play:
            return play_refused(state, seat, action)
        if type(action) is Claim:
            return claim_refused(state, seat)
    elif phase == BIDDING:
        if type(action) is Bid:
            return bid_refused(state, seat, action)
        if type(action) is Peep:
            return peep_refused(state, seat)
        if type(action) is TakeWidow:
            return widow_refused(state, seat, action)
    elif phase == WIDOW and type(action) is TakeWidow:
        return widow_refused(state, seat, action)
    elif phase == Phase.EXCHANGE and type(action) is Exchange:
        return exchange_refused(state, seat, action)
    elif phase == Phase.DISCARD and type(action) is Discard:
        return discard_refused(state, seat, action)
    return wrong_phase(state, seat, action)


def play_refused(state: HandState, seat: int, action: Play) -> IllegalAction | None:
    """A card not held, or one that does not follow where the rules prevent revokes. ``HandState.apply`` reads
    these two tests off its own work and asks here only for the reason (tests/engine/test_check.py holds the two
    to the same answer)."""
    card = action.card
    hand = state.hands[seat]
    if not hand & card.bit:
        return IllegalAction(seat, action, Reason.NOT_HELD, ReasonArgs(card=card))
    trick = state.trick_cards
    if trick and state._must_follow:
        led = trick[0].suit
        if card.suit != led and hand & SUIT_MASKS[led]:
            return IllegalAction(seat, action, Reason.MUST_FOLLOW, ReasonArgs(suit=led))
    return None


def claim_refused(state: HandState, seat: int) -> IllegalAction | None:
    if not state.rules.claims:
        return IllegalAction(seat, CLAIM, Reason.NO_CLAIMS)
    if seat != state.bidder or state.trick_cards:
        return IllegalAction(seat, CLAIM, Reason.CLAIM_NOT_NOW)
    return None


def bid_refused(state: HandState, seat: int, bid: Bid) -> IllegalAction | None:
    if not bid.order:  # bid.is_pass, without the property's call
        # only the last speaker may have to bid (as _must_bid() asks first): the others pass without its call
        last = state._speaker == state._active - 1
        return IllegalAction(seat, bid, Reason.MUST_BID) if last and state._must_bid() else None
    # bids are interned: the very one is open (``in`` would call __eq__); the bids open are looked up again only
    # when the highest bid changed
    for open_bid in state._open if state._open_for is state.high else state._open_bids():
        if open_bid is bid:
            return None
    if state._ladder.get(bid.name) is not bid:
        hand_size = state.hand_size
        if bid.name == "5" and hand_size == 5:
            return IllegalAction(seat, bid, Reason.FIVE_IS_NAP)
        if bid is NAP and hand_size == 7:
            return IllegalAction(seat, bid, Reason.SEVEN_IS_7)
        least = state.rules.min_bid
        if bid.tricks and bid.order < 50 and bid.tricks < least:
            return IllegalAction(seat, bid, Reason.LEAST_BID, ReasonArgs(bid=Bid.number(least)))
        return IllegalAction(seat, bid, Reason.BID_NOT_PLAYED, ReasonArgs(bid=bid))
    if bid.order <= state.high.order:
        return IllegalAction(seat, bid, Reason.BID_NOT_HIGHER, ReasonArgs(bid=state.high))
    if bid is WELLINGTON:
        return IllegalAction(seat, bid, Reason.WELLINGTON_NEEDS_NAP)
    return IllegalAction(seat, bid, Reason.BLUCHER_NEEDS_WELLINGTON)


def peep_refused(state: HandState, seat: int) -> IllegalAction | None:
    if state.peep_card is None:
        return IllegalAction(seat, PEEP, Reason.NO_PEEP)
    if seat in state.peeped:
        return IllegalAction(seat, PEEP, Reason.PEEPED)
    return None


def widow_refused(state: HandState, seat: int, action: TakeWidow) -> IllegalAction | None:
    """Taking the widow in the bidding (with its discards at once, as a record writes it, or without), or choosing
    the discards once it is taken."""
    if state.phase == BIDDING:
        if state.widow_bid() is None:
            code = (Reason.NO_WIDOW if not state.rules.widow else Reason.WIDOW_GONE if not state.widow
                    else Reason.NO_WIDOW_BID)
            return IllegalAction(seat, action, code)
        combined = state.hands[seat] | state.widow
    elif action.discards is None:
        return IllegalAction(seat, action, Reason.WIDOW_TAKEN)
    else:
        combined = state.hands[seat]
    if action.discards is not None:
        d = action.discards.mask
        if d & ~combined:
            return IllegalAction(seat, action, Reason.DISCARD_NOT_HELD)
        if d.bit_count() != state.hand_size:
            return IllegalAction(seat, action, Reason.DISCARD_COUNT, ReasonArgs(count=state.hand_size))
    return None


def exchange_refused(state: HandState, seat: int, action: Exchange) -> IllegalAction | None:
    d = action.cards.mask
    if d & ~state.hands[seat]:
        return IllegalAction(seat, action, Reason.EXCHANGE_NOT_HELD)
    k = d.bit_count()
    if k > len(state.stock):
        return IllegalAction(seat, action, Reason.STOCK_SHORT, ReasonArgs(count=k, stock=len(state.stock)))
    return None


def discard_refused(state: HandState, seat: int, action: Discard) -> IllegalAction | None:
    if not state.hands[seat] & action.card.bit:
        return IllegalAction(seat, action, Reason.NOT_HELD, ReasonArgs(card=action.card))
    return None


def wrong_phase(state: HandState, seat: int, action: Action) -> IllegalAction:
    if state.phase == Phase.OVER:
        return IllegalAction(seat, action, Reason.HAND_OVER)
    if isinstance(action, Claim):
        return IllegalAction(seat, action, Reason.CLAIM_NOT_NOW)
    return IllegalAction(seat, action, Reason.WRONG_PHASE, ReasonArgs(verb=verb_of(action), phase=Phase(state.phase)))
