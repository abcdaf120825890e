"""Practice hands: a deal played again ("Play this deal again" after a hand, "Restart hand" during one).

A practice hand is kept beside its session, never among its hands: it changes no chips, no scoreboard row, no
all-time statistic, and a resume never sees it (a practice hand left unfinished is simply not kept). Its record
is a complete hand record (with its rules and players), so the hand history can replay it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from napdesk.store import records
from napdesk.store.transactions import Transactions
from napdesk.store.values import UnknownSession


@dataclass(frozen=True)
class PracticeHand:
    id: int
    session_id: int
    number: int  # the session's hand whose deal was played again
    played: str  # when it was finished (ISO 8601 UTC)
    record: dict[str, Any]


class Practice:
    """The store's practice hands (``store.practice``)."""

    def __init__(self, transactions: Transactions) -> None:
        self._tx = transactions

    def add(self, session_id: int, number: int, record: Mapping[str, Any]) -> int:
        """Keep a finished practice hand of ``session_id`` that replayed hand ``number``'s deal; returns its id."""
        with self._tx.write() as db:
            if db.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is None:
                raise UnknownSession(session_id)
            cur = db.execute("INSERT INTO practice_hands (session_id, number, played, record) VALUES (?, ?, ?, ?)",
                             (session_id, number, self._tx.now(), records.dumps(dict(record))))
        return int(cur.lastrowid or 0)

    def hands(self, session_id: int) -> list[PracticeHand]:
        """The session's practice hands, in the order they were played."""
        with self._tx.read() as db:
            rows = db.execute("SELECT id, number, played, record FROM practice_hands WHERE session_id = ? "
                              "ORDER BY id", (session_id,)).fetchall()
        return [PracticeHand(int(r[0]), session_id, int(r[1]), str(r[2]), json.loads(r[3])) for r in rows]
