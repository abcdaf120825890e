"""The bridge between a running engine ``Session`` and the store: what the UI controller calls as it plays.

:class:`SessionRecorder` meets the controller's persistence protocol (``begin_hand(session, state)``,
``record_action(seat, action, state)``, ``finish_hand(session, state)``, ``undo(count)``, ``together()``)
structurally, so the store needs nothing from the UI. Each call is one committed transaction: when
``record_action`` returns, the action survives a crash; the controller calls it after the engine has accepted the
action (on a copy of the session) and before it keeps it and takes the next. Writes made inside ``together()``
are one transaction (the last action of a hand and the hand's end).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

from napdesk.engine.actions import Action, TakeWidow
from napdesk.engine.hand import HandState
from napdesk.engine.record import record_of
from napdesk.engine.session import Session
from napdesk.store.resume import Resumed, resume_session
from napdesk.store.store import Store
from napdesk.store.values import Seat


class SessionRecorder:
    """Writes one session to ``store`` as it is played."""

    def __init__(self, store: Store, session_id: int) -> None:
        self.store = store
        self.session_id = session_id
        # The index of the hand's next action, passed to the store so that it need not look for it; None when
        # not known (a resume, an undo, a write that failed): the store then finds it.
        self._next: int | None = None

    @classmethod
    def create(cls, store: Store, name: str, session: Session, seats: Sequence[Seat | str]) -> SessionRecorder:
        """A new session in the store for an engine session that has not started a hand yet."""
        sid = store.create_session(name, session.rules, seats, seed=session.seed, snapshot=session.snapshot())
        return cls(store, sid)

    @classmethod
    def resume(cls, store: Store, session_id: int) -> tuple[SessionRecorder, Resumed]:
        """The session rebuilt where it stopped, and a recorder to go on writing it."""
        return cls(store, session_id), resume_session(store, session_id)

    def begin_hand(self, session: Session, state: HandState) -> None:
        names = [session.players[s] for s in session.seats]
        record = record_of(state, names)
        self._next = None
        self.store.begin_hand(self.session_id, session.number, record)
        self._next = len(record.get("actions") or [])

    def record_action(self, seat: int, action: Action, state: HandState | None = None) -> None:
        index, self._next = self._next, None
        index = self.store.record_action(self.session_id, seat, action, index)
        # a take whose discards are still to come leaves its index to them
        self._next = index if isinstance(action, TakeWidow) and action.discards is None else index + 1

    def finish_hand(self, session: Session, state: HandState | None = None) -> None:
        self._next = None
        self.store.finish_hand(self.session_id, session.history[-1], session.snapshot())

    @contextlib.contextmanager
    def together(self) -> Iterator[None]:
        """Writes made inside are one transaction: the last action of a hand and its end, saved or not at all."""
        try:
            with self.store.batch():
                yield
        except BaseException:
            self._next = None  # what was written inside is rolled back
            raise

    def undo(self, count: int) -> None:
        self._next = None
        self.store.undo_actions(self.session_id, count)

    def practice_hand(self, number: int, record: dict[str, Any]) -> None:
        """A finished practice hand that replayed hand ``number``'s deal: kept apart, it counts for nothing."""
        self.store.practice.add(self.session_id, number, record)

    def session_changed(self, session: Session) -> None:
        """Between hands, after the session changed outside a hand (``Session.finish()``)."""
        self.store.set_snapshot(self.session_id, session.snapshot())
