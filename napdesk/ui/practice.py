"""Practice hands for the game controller: "Play this deal again" (a finished hand) and "Restart hand" (the hand
in progress) deal the same cards by the same dealer again (``napdesk.engine.session.deal_again``).

A practice hand is played at the table like any other but belongs to no session: the controller applies its
actions to it alone, records none of them as the session's, and a finished one goes to the store apart from the
session's hands (``practice_hands``), so it never changes chips, scoreboard or statistics. A practice hand is not
resumed: quit during one and the session comes back exactly as it was before it (its hand in progress, if it was
set aside by "Restart hand", where it stood).
"""

from __future__ import annotations

from typing import Protocol

from napdesk.engine.hand import HandState
from napdesk.engine.record import record_of
from napdesk.engine.session import Session, deal_again
from napdesk.ui.persistence import PersistenceHook


class PracticeHost(Protocol):
    """What the practice part reads of the game controller, and the one thing it asks of it."""

    session: Session | None
    seat_map: tuple[int, ...]
    hook: PersistenceHook

    @property
    def state(self) -> HandState | None: ...

    def show_hand(self, announce: bool) -> None:
        """The hand shown is another one: nothing in flight lands on it; ``announce``: the table deals it and
        whoever is to move starts."""
        ...


class PracticeHands:
    """The practice hand the game controller plays instead of the session's, if any (owned by the controller)."""

    def __init__(self, host: PracticeHost) -> None:
        self._host = host
        # A deal played again ("Play this deal again", "Restart hand"): shown and played instead of the session's
        # hand, which it never changes; None when the session's own hand is played.
        self.hand: HandState | None = None
        self.of = 0  # the number of the session's hand whose deal is played again

    def can_replay_deal(self) -> bool:
        """"Play this deal again": the hand shown is over."""
        state = self._host.state
        return state is not None and state.is_over and self._host.session is not None

    def can_restart_hand(self) -> bool:
        """"Restart hand": a hand is in progress and something of it was played."""
        state = self._host.state
        return state is not None and not state.is_over and bool(state.history)

    def play_again(self) -> bool:
        """Deal the hand shown (finished or in progress) again, same cards and dealer, as a practice hand: it
        counts for nothing. A session's hand in progress is set aside as it stands and taken up again after."""
        session, state = self._host.session, self._host.state
        if session is None or state is None:
            return False
        if self.hand is None:
            self.of = session.number if session.hand is not None and not session.hand.is_over \
                else session.hands_played
        self.practise(deal_again(state))
        return True

    def practise(self, state: HandState) -> None:
        """Play ``state`` as a practice hand from where it stands: a set deal (the coach's lessons) or a deal
        replayed up to a decision ("try that again"). It counts for nothing, like a deal played again."""
        self.hand = state
        self._host.show_hand(announce=True)

    def end(self) -> None:
        """Back to the session: its hand in progress where it stood, else the table waits for the next hand."""
        if self.hand is None:
            return
        self.hand = None
        hand = self._host.state
        self._host.show_hand(announce=hand is not None and not hand.is_over)

    def keep(self, state: HandState) -> None:
        """A finished practice hand goes to the store apart from the session's hands (if it keeps them)."""
        session = self._host.session
        if session is not None:
            names = [session.players[s] for s in self._host.seat_map]
            self._host.hook.practice_hand(self.of, record_of(state, names))
