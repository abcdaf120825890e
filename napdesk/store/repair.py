"""Repairing a session with an action the engine refuses: keep everything before it, drop it and what follows.

:func:`plan` says what a repair would drop and writes nothing (what the person is asked about); :func:`repair`
does it, after a copy of the database into ``backups/``, in one transaction:

- an action of the hand in progress refused (action *k*): its rows from *k* on are dropped, and the session
  resumes at action *k - 1* of that hand (a deal the engine refuses: the whole hand in progress is dropped);
- finished hand *k* refused (an action of it, or it stops before it is over): hands *k* and later and the hand in
  progress are dropped, the session's snapshot is the one after hand *k - 1*, and a finished session is active
  again.

Only damage the engine finds (:data:`napdesk.store.replay.FAULTS`) is repaired: rows that cannot be read at all
stay as they are, and the session stays damaged.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from napdesk.engine.rules import RuleError, Rules
from napdesk.engine.session import Session, SessionError
from napdesk.store import backup as backups
from napdesk.store import records, replay
from napdesk.store.paths import BACKUP_DIR
from napdesk.store.problems import Damage, Part
from napdesk.store.store import Store
from napdesk.store.values import SavedSession

__all__ = ["Repair", "plan", "repair"]


@dataclass(frozen=True)
class Repair:
    """What a repair of ``session`` drops: ``damage`` is what the engine refused, in hand ``hand``.

    ``finished`` says whether that hand was a finished one; ``hands`` is how many finished hands go (that one and
    every later one), ``actions`` how many action rows of the hand in progress, ``kept`` how many of them stay.
    ``backup`` is the copy taken before (None until done, or for a store in memory)."""

    session: int
    damage: Damage
    hand: int
    finished: bool
    hands: int
    actions: int
    kept: int
    backup: Path | None = None


def _checker(saved: SavedSession) -> Session | None:
    """A session at its first hand, to play the finished hands again (as export does); None without a seed."""
    if saved.seed is None:
        return None
    first = None if saved.snapshot is None or saved.snapshot.get("first_dealer_cut", False) else \
        saved.snapshot.get("first_dealer")
    try:
        return Session(Rules.from_dict(saved.rules), list(saved.players), saved.seed,
                       first_dealer=first if isinstance(first, int) and not isinstance(first, bool) else None)
    except (RuleError, SessionError, TypeError, ValueError):
        return None


def _first_bad_hand(store: Store, saved: SavedSession) -> Damage | None:
    checker = _checker(saved)
    if checker is None:
        return None
    for number, record in enumerate(store.hand_records(saved.info.id, 1, saved.info.hands), start=1):
        found = replay.finished(checker, record, number)
        if found is not None:
            return found
        del checker.history[:-1]  # memory stays bounded
    return None


def _snapshot_before(store: Store, saved: SavedSession, hand: int) -> dict[str, Any]:
    """The session's snapshot after finished hand ``hand - 1`` (the hands before it played again)."""
    checker = _checker(saved)
    assert checker is not None  # a bad finished hand was found with one
    if hand > 1:
        for record in store.hand_records(saved.info.id, 1, hand - 1):
            checker.resume_hand(dict(record))
            del checker.history[:-1]
    return checker.snapshot()


def _number(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def plan(store: Store, session_id: int) -> Repair | None:
    """What :func:`repair` would drop (nothing is written); None when the engine refuses nothing in the session.
    A session whose rows cannot be read at all raises :class:`DamagedSession`: repairing it is not for napdesk."""
    saved = store.load_session(session_id, salvage=True)
    info = saved.info
    bad = _first_bad_hand(store, saved) if info.hands else None
    count = 0 if saved.current is None else len(saved.current.record.get("actions", []))
    if bad is not None:
        hand = _number(bad.facts.get("hand"), 1)
        return Repair(session_id, bad, hand, True, info.hands - hand + 1, count, 0)
    damage = info.damaged
    if damage is None or damage.part not in (Part.CURRENT_ACTION, Part.CURRENT_DEAL) or saved.current is None:
        return None
    kept = _number(damage.facts.get("action"), 1) - 1 if damage.part is Part.CURRENT_ACTION else 0
    kept = max(0, min(kept, count))
    return Repair(session_id, damage, saved.current.number, False, 0, count - kept, kept)


def repair(store: Store, session_id: int) -> Repair | None:
    """Drop what the engine refuses in the session and everything after it (see the module's docstring), after a
    backup; returns what was dropped, or None when nothing was refused (nothing is written then)."""
    found = plan(store, session_id)
    if found is None:
        return None
    saved = store.load_session(session_id, salvage=True)
    snapshot = _snapshot_before(store, saved, found.hand) if found.finished else None
    copy = None
    if store.data_dir is not None and not store.read_only:
        with store.transactions.read() as db:
            copy = backups.before_repair(db, store.data_dir / BACKUP_DIR, session_id, store.transactions.clock())
    with store.transactions.write() as db:
        if found.finished:
            _drop_hands(db, session_id, found.hand, snapshot or {}, store.transactions.now())
        elif found.kept == 0 and found.damage.part is Part.CURRENT_DEAL:
            db.execute("DELETE FROM actions WHERE session_id = ?", (session_id,))
            db.execute("UPDATE sessions SET current_number = NULL, current_start = NULL, current_undos = 0, "
                       "updated = ? WHERE id = ?", (store.transactions.now(), session_id))
        else:
            db.execute("DELETE FROM actions WHERE session_id = ? AND number = ? AND idx >= ?",
                       (session_id, found.hand, found.kept))
            db.execute("UPDATE sessions SET updated = ? WHERE id = ?", (store.transactions.now(), session_id))
    with contextlib.suppress(KeyError):
        del store._damaged[session_id]  # found in a hand now dropped
    store.transactions.checkpoint()
    return Repair(found.session, found.damage, found.hand, found.finished, found.hands, found.actions, found.kept,
                  copy)


def _drop_hands(db: Any, session_id: int, hand: int, snapshot: Mapping[str, Any], now: str) -> None:
    db.execute("DELETE FROM hand_seats WHERE session_id = ? AND number >= ?", (session_id, hand))
    db.execute("DELETE FROM hands WHERE session_id = ? AND number >= ?", (session_id, hand))
    db.execute("DELETE FROM actions WHERE session_id = ?", (session_id,))
    db.execute("UPDATE sessions SET hands = ?, snapshot = ?, current_number = NULL, current_start = NULL, "
               "current_undos = 0, status = CASE status WHEN 'finished' THEN 'active' ELSE status END, "
               "updated = ? WHERE id = ?", (hand - 1, records.dumps(dict(snapshot)), now, session_id))

