"""The seam between the controller and whatever keeps a session as it is played: :class:`PersistenceHook`
declares every call made on it (the store's ``SessionRecorder`` meets it structurally), :class:`NullHook`
keeps nothing."""

from __future__ import annotations

import contextlib
from typing import Any, Protocol

from napdesk.engine.actions import Action
from napdesk.engine.hand import HandState
from napdesk.engine.session import Session


class PersistenceHook(Protocol):
    """What the controller and the window use to write a session as it is played (the store's SessionRecorder)."""

    @property
    def session_id(self) -> int | None: ...  # where the session is kept; None: it is not

    def begin_hand(self, session: Session, state: HandState) -> None: ...

    def record_action(self, seat: int, action: Action, state: HandState) -> None: ...

    def finish_hand(self, session: Session, state: HandState) -> None: ...

    def together(self) -> contextlib.AbstractContextManager[None]: ...  # the writes inside: all saved, or none

    def undo(self, count: int) -> None: ...  # the last ``count`` actions taken back

    def practice_hand(self, number: int, record: dict[str, Any]) -> None: ...  # kept apart from the session

    def session_changed(self, session: Session) -> None: ...  # between hands, e.g. its rules changed


class NullHook:
    """Writes nothing: a session that is not being saved."""

    session_id: int | None = None

    def begin_hand(self, session: Session, state: HandState) -> None:
        pass

    def record_action(self, seat: int, action: Action, state: HandState) -> None:
        pass

    def finish_hand(self, session: Session, state: HandState) -> None:
        pass

    def together(self) -> contextlib.AbstractContextManager[None]:
        return contextlib.nullcontext()

    def undo(self, count: int) -> None:
        pass

    def practice_hand(self, number: int, record: dict[str, Any]) -> None:
        pass

    def session_changed(self, session: Session) -> None:
        pass
