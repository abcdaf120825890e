"""Resuming a saved session with the engine: the snapshot after the last finished hand, then the hand in
progress rebuilt from its deal and every committed action (``Session.resume_hand``)."""

from __future__ import annotations

from dataclasses import dataclass

from napdesk.engine.actions import TAKE_WIDOW
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store.problems import Problem
from napdesk.store.store import Store
from napdesk.store.values import SavedSession, StoreError


@dataclass
class Resumed:
    """A session back in the engine's hands, exactly where it was left."""

    session: Session
    saved: SavedSession
    settled: bool = False  # the hand in progress had ended before the crash and was settled now


def rebuild(saved: SavedSession) -> Session:
    """The engine session for ``saved`` (no store writes): snapshot, then the hand in progress if any."""
    if saved.snapshot is not None:
        session = Session.from_snapshot(saved.snapshot)
    else:
        if saved.seed is None:
            raise StoreError(f"session {saved.id} has neither a snapshot nor a seed: it cannot be resumed",
                             Problem.CANNOT_RESUME, session=saved.id, error="no snapshot and no seed")
        session = Session(Rules.from_dict(saved.rules), saved.players, saved.seed)
    if saved.current is not None:
        record = saved.current.record
        actions = list(record.get("actions", []))
        # A widow taken whose discards were not yet chosen: replay up to it, then take it again.
        taken = bool(actions) and isinstance(actions[-1], dict) and actions[-1].get("widow", []) is None
        hand = session.resume_hand({**record, "actions": actions[:-1]} if taken else record)
        if taken:
            hand.apply(TAKE_WIDOW)
    return session


def resume_session(store: Store, session_id: int) -> Resumed:
    """Load and rebuild a session. If its hand in progress turns out to be over (the program stopped between
    its last action and its settlement), the hand is settled and saved now, as it would have been."""
    saved = store.load_session(session_id)
    try:
        session = rebuild(saved)
    except (ValueError, RuntimeError, TypeError, KeyError, IndexError, AttributeError) as exc:
        # SessionError, RecordError, RuleError are ValueErrors; the others, a snapshot of the wrong shape
        raise StoreError(f"session {session_id} cannot be resumed: {exc}", Problem.CANNOT_RESUME,
                         session=session_id, error=str(exc)) from exc
    settled = False
    if saved.current is not None and session.hand is not None and session.hand.is_over and not store.read_only:
        store.finish_hand(session_id, session.history[-1], session.snapshot())
        settled = True
    return Resumed(session, saved, settled)
