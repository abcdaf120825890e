"""The engine's one replay of a hand: actions taken in turn from a state (normally the deal), each checked.

``HandState.replay`` (the deal from the start) and ``Session.undo`` (the hand in progress without its last actions)
are built on :func:`replay_onto`, and so are the hand records (``HandRecord.replay``), the hand history's steps and
the analysis. An action is given with the seat that took it, as a hand's ``history`` and a record hold them; the
first that cannot be taken raises :class:`ReplayError`: the hand was over, it was not that seat's turn, or the
engine refused it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import TYPE_CHECKING

from napdesk.engine.actions import Action
from napdesk.engine.facts import Phase
from napdesk.engine.reasons import IllegalAction

if TYPE_CHECKING:
    from napdesk.engine.hand import HandState


class ReplayFault(Enum):
    """Why a replay stopped; the names are those of the hand record's faults (``RecordFault``)."""

    HAND_OVER = "the hand is already over"
    NOT_THE_TURN = "not seat {seat}'s turn: seat {to_move} is to act"
    REFUSED = "{error}"


class ReplayError(ValueError):
    """Action ``index`` (from 1) of a replay could not be taken by ``seat``: the ``fault``, with ``to_move`` (the
    seat whose turn it was) and ``refusal`` (the engine's, for ``REFUSED``)."""

    def __init__(self, index: int, fault: ReplayFault, seat: int, action: Action, to_move: int,
                 refusal: IllegalAction | None = None) -> None:
        self.index = index
        self.fault = fault
        self.seat = seat
        self.action = action
        self.to_move = to_move
        self.refusal = refusal
        super().__init__(f"action {index} (seat {seat} {action}): {fault.value.format_map(self.facts)}")

    @property
    def facts(self) -> Mapping[str, object]:
        """What the fault's sentence names."""
        if self.fault is ReplayFault.NOT_THE_TURN:
            return {"seat": self.seat, "to_move": self.to_move}
        if self.fault is ReplayFault.REFUSED:
            return {"error": self.refusal}
        return {}


def replay_onto(state: HandState, actions: Iterable[tuple[int, Action]], until: Phase | None = None,
                each: Callable[[HandState], object] | None = None) -> HandState:
    """Take ``actions`` (seat, action) in turn on ``state`` itself, and return it; ``each(state)`` after every
    one. With ``until`` the replay stops, the rest left, once the hand reaches that phase (or its end)."""
    for index, (seat, action) in enumerate(actions, start=1):
        if until is not None and (state.phase == until or state.is_over):
            break
        if state.is_over:
            raise ReplayError(index, ReplayFault.HAND_OVER, seat, action, state.to_move)
        if seat != state.to_move:
            raise ReplayError(index, ReplayFault.NOT_THE_TURN, seat, action, state.to_move)
        try:
            state.apply(action)
        except IllegalAction as exc:  # a ClaimRefused too: a record's claim stands or the record is refused
            raise ReplayError(index, ReplayFault.REFUSED, seat, action, state.to_move, exc) from None
        if each is not None:
            each(state)
    return state
