"""The hand review: each of a person's cards that cost something, worked out with every card seen.

:func:`card_costs` takes a hand at a play decision and gives, for each legal card, the tricks it gives away with
best play by both sides from then on (the double-dummy value of the best card less its own, for the seat's side);
:func:`review` walks a finished hand's cards and marks each of the given seat's plays that gave away a trick,
with the cards that would have kept it, the tricks lost and the chips lost (when the card changed whether the bid
was made), worst first. :func:`costs_summary` splits what a seat lost in a hand between its decisions and the
cards it was dealt.

A bid is not marked from the solver: double dummy every bid is made or beaten with certainty, which would mislead
(a bid is a bet on cards not seen). The hints' sampled estimate judges the bids instead
(:mod:`napdesk.ai.bidreview`); :func:`hand_review` gives both kinds of marks, worst first.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from napdesk.ai.analysis import _position, replay_to_play
from napdesk.ai.bidreview import BidMark, bid_review
from napdesk.engine.actions import Play
from napdesk.engine.cards import Card
from napdesk.engine.facts import Phase, payers
from napdesk.engine.hand import HandState
from napdesk.engine.settling import stakes
from napdesk.engine.solver import best_cards, misere_cards


@dataclass(frozen=True)
class Mark:
    """One costly decision: the ``index``-th action of the hand's history, a card ``seat`` played."""

    index: int
    trick: int  # from 1
    seat: int
    card: Card
    better: tuple[Card, ...]  # the cards that would have given nothing away
    tricks: int  # tricks given away, with best play from then on
    chips: int  # chips the seat lost by it (0 when the bid's result did not change)
    bidder: bool  # the seat was the bidder


def _values(state: HandState, deadline: float | None) -> dict[Card, int]:
    """Each legal card of the seat to move -> the bidder's tricks from the remaining ones after it (best play)."""
    assert state.contract is not None
    pos = _position(state)
    raw = misere_cards(pos, deadline) if state.contract.is_misere else best_cards(pos, None, deadline)
    return {Card.from_index(c): v for c, v in raw.items()}


def card_costs(state: HandState, deadline: float | None = None) -> dict[Card, int]:
    """For the seat to move in play: each legal card -> the tricks it gives away to the other side (0: a best
    card). The bidder wants tricks (none in misère), the defenders the opposite."""
    if state.phase != Phase.PLAY or state.is_over or state.contract is None or state.bidder is None:
        return {}
    values = _values(state, deadline)
    if not values:
        return {}
    bidder = state.to_move == state.bidder
    misere = state.contract.is_misere
    wants_more = bidder != misere  # the bidder of a normal bid, or a defender against misère
    top, low = max(values.values()), min(values.values())
    return {c: (top - v if wants_more else v - low) for c, v in values.items()}


def _made(state: HandState, tricks: int) -> bool:
    """Whether the bid is made when the bidder ends with ``tricks`` in all."""
    assert state.contract is not None
    return tricks == 0 if state.contract.is_misere else tricks >= state.contract.tricks


def _chips(state: HandState, seat: int, made_best: bool, made_now: bool) -> int:
    """What ``seat`` lost by a card that turned the bid from ``made_best`` to ``made_now`` (0: no change)."""
    if made_best == made_now or state.contract is None or state.bidder is None:
        return 0
    win, loss = stakes(state.rules, state.contract)
    if seat == state.bidder:
        return (win + loss) * len(payers(state.rules, state.order, state.dealer, state.bidder))
    return win + loss


def review(state: HandState, seat: int, seconds: float | None = None) -> tuple[Mark, ...]:
    """``seat``'s costly plays in the finished (or played out) hand ``state``, worst first."""
    return _card_marks(state, seat, None if seconds is None else time.perf_counter() + seconds)


def _card_marks(state: HandState, seat: int, deadline: float | None) -> tuple[Mark, ...]:
    replay, i = replay_to_play(state)
    marks: list[Mark] = []
    history = state.history
    for j in range(i, len(history)):
        who, action = history[j]
        if replay.is_over or not isinstance(action, Play) or replay.revokes:
            break
        if who == seat:
            values = _values(replay, deadline)
            costs = card_costs(replay, deadline)
            lost = costs.get(action.card, 0)
            if lost > 0:
                better = tuple(sorted((c for c, v in costs.items() if v == 0), key=lambda c: c.index))
                best_total = replay.bidder_tricks + values[better[0]]
                now_total = replay.bidder_tricks + values[action.card]
                chips = _chips(replay, seat, _made(replay, best_total), _made(replay, now_total))
                marks.append(Mark(j, len(replay.tricks) + 1, seat, action.card, better, lost, chips,
                                  seat == replay.bidder))
        replay.apply(action)
    return tuple(sorted(marks, key=_worst_first))


Marked = Mark | BidMark  # a costly card, or a costly bid or pass


def _worst_first(mark: Marked) -> tuple[int, int, int]:
    return -mark.chips, -(mark.tricks if isinstance(mark, Mark) else 0), mark.index


def hand_review(state: HandState, seat: int, seconds: float | None = None) -> tuple[Marked, ...]:
    """``seat``'s costly bids and plays in the finished hand ``state``, worst first: the plays double dummy
    (:func:`review`), the bids by the expert's sampled estimate (:func:`~napdesk.ai.bidreview.bid_review`).
    Given ``seconds`` for the whole, raises ``OutOfTime`` rather than take longer."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    marks: list[Marked] = [*bid_review(state, seat, deadline=deadline), *_card_marks(state, seat, deadline)]
    return tuple(sorted(marks, key=_worst_first))


@dataclass(frozen=True)
class Costs:
    """What one seat lost in a hand: to its own decisions (chips the costly cards threw away, and the costly bids
    by their estimate) and to the cards (the rest of what it paid)."""

    decisions: int
    cards: int


def costs_summary(marks: Sequence[Marked], paid: int) -> Costs:
    """Split a seat's net result ``paid`` of a hand (negative: it lost chips) between its decisions and the
    cards."""
    decisions = sum(m.chips for m in marks)
    lost = max(0, -paid)
    mine = min(decisions, lost)
    return Costs(mine, lost - mine)


def hand_at(state: HandState, index: int) -> HandState:
    """``state``'s deal replayed to just before its ``index``-th action: the deal and the actions before it
    kept (for "try that again")."""
    return state.replay(state.history[:index])
