"""Looking back at a finished hand with every card seen.

:func:`analyse` takes a finished :class:`~napdesk.engine.hand.HandState` (or one replayed from its record) and
works out, with the exact solver:

- ``could_make``: how many tricks the bidder could have made with best play by both sides from the position after
  the bidding (after the peep discard, before the first lead); for misère, the fewest he could be held to;
- ``makeable``: whether the contract could be made from there against any defence;
- ``swings``: walking the cards played, solving before and after each, every card whose play changed the result
  with best play from then on (the bidder's or a defender's mistake), with the cards that would have kept it.
  The result can change more than once: a bidder can throw a made bid away and a defender hand it back, so
  that the result reached is the one the deal allowed although two cards changed it;
- ``turning_point``: the first of them, None when no card changed the result.

Given ``seconds``, it raises :class:`~napdesk.engine.solver.OutOfTime` rather than search longer (a six-handed
seven-card deal can take the exact solver minutes).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Final

from napdesk.engine.actions import Play
from napdesk.engine.cards import Card
from napdesk.engine.facts import Phase, trumps_from_first_lead
from napdesk.engine.hand import HandState
from napdesk.engine.solver import Position, best_cards, can_avoid, can_make, max_tricks, min_tricks, misere_cards

# The time the table and the hand history give the analysis of a finished hand before giving it up (no line is
# shown): four or five hands of five cards take milliseconds, six hands of seven cards can take the exact solver
# minutes.
ANALYSIS_SECONDS: Final = 5.0


@dataclass(frozen=True)
class TurningPoint:
    index: int  # position of the play in the hand's history (from 0)
    trick: int  # trick number, from 1
    seat: int
    card: Card
    before: bool  # could the bidder make the contract before this card
    after: bool
    better: tuple[Card, ...]  # the cards that would have kept the result

    def describe(self) -> str:
        who = f"seat {self.seat}"
        result = "let the bid be made" if self.after else "lost the bid"
        alt = " or ".join(str(c) for c in self.better)
        return f"trick {self.trick}: {who} played {self.card}, which {result}" + (f" ({alt} would not)" if alt
                                                                                     else "")


@dataclass(frozen=True)
class Analysis:
    bidder: int | None
    contract: str | None
    could_make: int | None
    makeable: bool | None
    made: bool | None
    swings: tuple[TurningPoint, ...] = ()

    @property
    def turning_point(self) -> TurningPoint | None:
        return self.swings[0] if self.swings else None

    @property
    def first_and_last(self) -> tuple[TurningPoint, ...]:
        """The swings a player is told of: the first, and the last when the result changed back and forth."""
        return self.swings[:1] + self.swings[1:][-1:]


def _position(state: HandState) -> Position:
    assert state.contract is not None and state.bidder is not None
    first = not state.tricks and not state.trick_cards and state.trump is None
    tfl = first and trumps_from_first_lead(state.rules, state.contract)
    leader = state.leader if state.trick_cards else state.to_move
    return Position(hands=tuple(state.hands), order=state.order, leader=leader,
                    trick=tuple(c.index for c in state.trick_cards), bidder=state.bidder, trump=state.trump,
                    trump_from_lead=tfl)


def _makeable(state: HandState, deadline: float | None) -> bool:
    assert state.contract is not None
    pos = _position(state)
    if state.contract.is_misere:
        return state.bidder_tricks == 0 and can_avoid(pos, deadline)
    return can_make(pos, state.contract.tricks - state.bidder_tricks, deadline)


def replay_to_play(state: HandState) -> tuple[HandState, int]:
    """``state``'s deal replayed up to its play (or to its end, for a hand that never reached play), and the
    index in ``state.history`` of the first action not replayed."""
    replay = state.replay(state.history, until=Phase.PLAY)
    return replay, len(replay.history)  # each action replayed is one of the history's


def analyse(state: HandState, seconds: float | None = None) -> Analysis:
    """The analysis of a hand that has reached play (normally a finished one), within ``seconds`` if given."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    replay, i = replay_to_play(state)
    history = state.history
    if replay.contract is None or replay.phase != Phase.PLAY:
        return Analysis(replay.bidder, None, None, None, None)
    contract = replay.contract
    pos = _position(replay)
    could = min_tricks(pos, deadline) if contract.is_misere else max_tricks(pos, deadline)
    # Before the first card the bidder has no trick yet: the contract is makeable when he could take that many
    # (misère: when he could be held to none).
    value = could == 0 if contract.is_misere else could >= contract.tricks
    makeable = value
    swings: list[TurningPoint] = []
    for j in range(i, len(history)):
        seat, action = history[j]
        if replay.is_over or not isinstance(action, Play) or replay.revokes:
            break
        before_pos = _position(replay)
        tricks_before = replay.bidder_tricks
        trick_no = len(replay.tricks) + 1
        replay.apply(action)
        after = replay.outcome.made if replay.is_over and replay.outcome is not None else None
        if after is None:
            # Each side plays the card best for it: the bidder's card cannot make a lost contract makeable, nor a
            # defender's lose a makeable one. Only the other cards are solved (about half of them, and among them
            # fewer of the proofs that the bid is still makeable, the searches that cost the most).
            after = value if (seat == replay.bidder) != value else _makeable(replay, deadline)
        if after != value:
            if contract.is_misere:
                keep = [c for c, v in misere_cards(before_pos, deadline).items() if (v == 0) == value]
            else:
                vals = best_cards(before_pos, contract.tricks - tricks_before, deadline)
                keep = [c for c, v in vals.items() if (v == 1) == value]
            swings.append(TurningPoint(j, trick_no, seat, action.card, value, after,
                                       tuple(Card.from_index(c) for c in sorted(keep))))
        value = after
    made = state.outcome.made if state.outcome is not None else None
    return Analysis(replay.bidder, contract.name, could, makeable, made, tuple(swings))
