"""Writing one action of the hand in progress (:meth:`napdesk.store.Store.record_action`), inside its write.

The index an action takes is the hand's actions before it. A caller that knows it passes it and the store checks
it by key: the action before it is saved, and the primary key refuses a second one at it. Without it, the store
finds the last one saved (a lookup by key, from the end). Sir Garnet's take is saved as soon as it happens (the
taker has seen the widow; a resume must not put him back uncommitted) as a pending row, which its discards then
complete at the same index: a hand record holds the take and its discards as one widow action.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Final

from napdesk.engine.actions import Action, TakeWidow, action_to_record
from napdesk.store import records
from napdesk.store.values import StoreError, UnknownSession

# At an index only if the action before it is saved: where counting the hand's actions was a scan of them.
_INSERT: Final = (
    "INSERT INTO actions (session_id, number, idx, seat, action) SELECT s.id, s.current_number, ?, ?, ? "
    "FROM sessions s WHERE s.id = ? AND s.current_number IS NOT NULL AND (? = 0 OR EXISTS (SELECT 1 FROM actions a "
    "WHERE a.session_id = s.id AND a.number = s.current_number AND a.idx = ? - 1))"
)


def record(db: sqlite3.Connection, session_id: int, seat: int, action: Action, index: int | None) -> int:
    """Write ``seat``'s ``action`` at ``index`` (None: after the last one saved); returns the index."""
    pending = isinstance(action, TakeWidow) and action.discards is None
    completes = isinstance(action, TakeWidow) and not pending
    entry = records.dumps({"seat": seat, "widow": None} if pending else action_to_record(seat, action))
    if index is None:
        index = _next_index(db, session_id, seat if completes else None)
    if completes and _complete_take(db, session_id, seat, index, entry):
        return index
    try:
        done = db.execute(_INSERT, (index, seat, entry, session_id, index, index)).rowcount
    except sqlite3.IntegrityError:
        raise StoreError(f"session {session_id}: action {index} of the hand is saved already") from None
    if not done:
        _next_index(db, session_id, None)  # raises for an unknown session or one with no hand in progress
        raise StoreError(f"session {session_id}: action {index} does not follow the last one saved")
    return index


def _next_index(db: sqlite3.Connection, session_id: int, taker: int | None) -> int:
    """The index after the hand's last saved action; the last one's own when it is ``taker``'s pending take."""
    row = db.execute(
        "SELECT s.current_number, a.idx, a.action FROM sessions s LEFT JOIN actions a ON a.session_id = s.id "
        "AND a.number = s.current_number WHERE s.id = ? ORDER BY a.idx DESC LIMIT 1", (session_id,)).fetchone()
    if row is None:
        raise UnknownSession(session_id)
    if row[0] is None:
        raise StoreError(f"session {session_id} has no hand in progress")
    if row[1] is None:
        return 0
    return int(row[1]) if taker is not None and _pending_take(row[2], taker) else int(row[1]) + 1


def _complete_take(db: sqlite3.Connection, session_id: int, seat: int, index: int, entry: str) -> bool:
    """Write the discards into ``seat``'s pending take at ``index``, if that is what is there."""
    row = db.execute("SELECT a.number, a.action FROM actions a JOIN sessions s ON s.id = a.session_id AND "
                     "a.number = s.current_number WHERE a.session_id = ? AND a.idx = ?", (session_id, index)).fetchone()
    if row is None or not _pending_take(row[1], seat):
        return False
    db.execute("UPDATE actions SET action = ? WHERE session_id = ? AND number = ? AND idx = ?",
               (entry, session_id, row[0], index))
    return True


def _pending_take(text: object, seat: int) -> bool:
    try:
        return bool(json.loads(str(text)) == {"seat": seat, "widow": None})
    except ValueError:
        return False
