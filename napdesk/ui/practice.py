"""Practice hands for the game controller: "Play this deal again" (a finished hand) and "Restart hand" (the hand
in progress) deal the same cards by the same dealer again (``napdesk.engine.session.deal_again``).

A practice hand is played at the table like any other but belongs to no session: the controller applies its
actions to it alone, records none of them as the session's, and a finished one goes to the store apart from the
session's hands (``practice_hands``), so it never changes chips, scoreboard or statistics. A practice hand is not
resumed: quit during one and the session comes back exactly as it was before it (its hand in progress, if it was
set aside by "Restart hand", where it stood).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from napdesk.engine.hand import HandState
from napdesk.engine.record import record_of
from napdesk.engine.session import Session, deal_again

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance


class PracticeHands:
    """Mixed into :class:`napdesk.ui.controller.GameController`."""

    practice: HandState | None
    practice_of: int  # the number of the session's hand whose deal is played again
    session: Session | None
    seat_map: tuple[int, ...]
    hook: Any
    _token: int
    _pending: Any
    _redo: list[Any]

    if TYPE_CHECKING:
        hand_started: SignalInstance

        @property
        def state(self) -> HandState | None: ...
        def _advance(self) -> None: ...

    def can_replay_deal(self) -> bool:
        """"Play this deal again": the hand shown is over."""
        state = self.state
        return state is not None and state.is_over and self.session is not None

    def can_restart_hand(self) -> bool:
        """"Restart hand": a hand is in progress and something of it was played."""
        state = self.state
        return state is not None and not state.is_over and bool(state.history)

    def play_again(self) -> bool:
        """Deal the hand shown (finished or in progress) again, same cards and dealer, as a practice hand: it
        counts for nothing. A session's hand in progress is set aside as it stands and taken up again after."""
        session = self.session
        state = self.state
        if session is None or state is None:
            return False
        if self.practice is None:
            self.practice_of = session.number if session.hand is not None and not session.hand.is_over \
                else session.hands_played
        self.practise(deal_again(state))
        return True

    def practise(self, state: HandState) -> None:
        """Play ``state`` as a practice hand from where it stands: a set deal (the coach's lessons) or a deal
        replayed up to a decision ("try that again"). It counts for nothing, like a deal played again."""
        self.practice = state
        self._token += 1
        self._pending = None
        self._redo.clear()
        self.hand_started.emit()
        self._advance()

    def end_practice(self) -> None:
        """Back to the session: its hand in progress where it stood, else the table waits for the next hand."""
        if self.practice is None:
            return
        self.practice = None
        self._token += 1
        self._pending = None
        self._redo.clear()
        hand = self.state
        if hand is not None and not hand.is_over:
            self.hand_started.emit()
            self._advance()

    def _keep_practice(self, state: HandState) -> None:
        """A finished practice hand goes to the store apart from the session's hands (if it keeps them)."""
        keep = getattr(self.hook, "practice_hand", None)
        if callable(keep) and self.session is not None:
            names = [self.session.players[s] for s in self.seat_map]
            keep(self.practice_of, record_of(state, names))

