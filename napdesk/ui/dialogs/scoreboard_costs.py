"""The scoreboard's session summary: the chips the person lost to their own decisions and to the cards, over the
session's last finished hands (:func:`napdesk.ai.review.hand_review`: the costly cards and bids, and
:func:`~napdesk.ai.review.costs_summary`, hand by hand).

A review is a solver's job, so it runs off the UI thread (:class:`napdesk.ui.workers.Workers`, whose result comes
back through the one dispatcher and never through this label), bounded to the last :data:`LAST_HANDS` hands and a
time limit per hand; a new session shown, or the window closed, cancels it. Each hand's review is done in a
courtesy child process (:func:`napdesk.ui.aiproc.beside`): judging the bids samples hundreds of deals a hand,
which the UI process's GIL is spared.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import CancelledError
from dataclasses import dataclass
from functools import partial
from typing import Final

from PySide6.QtWidgets import QLabel, QWidget

from napdesk.ai.analysis import ANALYSIS_SECONDS
from napdesk.ai.review import costs_summary, hand_review
from napdesk.engine.record import parse_record
from napdesk.engine.solver import OutOfTime
from napdesk.store import Store
from napdesk.ui import aiproc
from napdesk.ui.workers import Job, Workers, close_current

LAST_HANDS: Final = 50  # the most hands reviewed for the summary (the latest ones)


@dataclass(frozen=True)
class SessionCosts:
    """What the person lost over the hands reviewed: to their decisions and to the cards."""

    hands: int  # hands reviewed
    decisions: int
    cards: int
    skipped: int = 0  # hands too big to review in the time given


@dataclass(frozen=True)
class _Asked:
    """A caller's ``cancelled()`` as the job :func:`~napdesk.ui.aiproc.beside` polls."""

    asked: Callable[[], bool]

    @property
    def cancelled(self) -> bool:
        return self.asked()


def session_costs(store: Store, session_id: int, cancelled: Callable[[], bool] = lambda: False,
                  last: int = LAST_HANDS, seconds: float | None = ANALYSIS_SECONDS) -> SessionCosts:
    """The person's (the session's first player's) losses over the session's last ``last`` finished hands, split
    between decisions and cards. Raises ``CancelledError`` as soon as ``cancelled()`` says so."""
    info = store.session_info(session_id)
    person = info.players[0] if info.players else None
    hands = decisions = cards = skipped = 0
    for record in store.hand_records(session_id, max(1, info.hands - last + 1), info.hands):
        if cancelled():
            raise CancelledError
        players = record.get("players")
        if not isinstance(players, list) or person not in players:
            continue  # the person sat this hand out
        seat = players.index(person)
        state = parse_record(record).replay()
        if state.outcome is None:
            continue
        try:
            marks = aiproc.beside(_Asked(cancelled), partial(hand_review, state, seat, seconds))
        except OutOfTime:
            skipped += 1
            continue
        costs = costs_summary(marks, state.outcome.settlement[seat])
        hands += 1
        decisions += costs.decisions
        cards += costs.cards
    return SessionCosts(hands, decisions, cards, skipped)


class CostsLabel(QLabel):
    """The summary line under the standings, filled in when the review of the session's hands is done."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("session_costs")
        self.setWordWrap(True)
        self.setAccessibleName(self.tr("Chips lost to decisions and to the cards"))
        self.store = store
        self.costs: SessionCosts | None = None
        self._workers = Workers("napdesk-review")
        self._session: int | None = None
        # The last resort, as the history window's: a label deleted with its window, never closed itself, stops
        # the review under way, whose result would otherwise reach a deleted label (a new review's workers go
        # in the list).
        self._current = [self._workers]
        self.destroyed.connect(partial(close_current, self._current))

    def load(self, session_id: int) -> None:
        """Review the session's last hands in the background (what was under way for another is dropped)."""
        self.stop()
        self._workers = self._current[0] = Workers("napdesk-review")
        self._session = session_id
        self.costs = None
        self.setText(self.tr("Reviewing your decisions in the last %n hand(s)…", "", LAST_HANDS))
        store = self.store

        def work(job: Job) -> SessionCosts:
            return session_costs(store, session_id, lambda: job.cancelled)

        self._workers.think(work, self._loaded)

    def _loaded(self, result: object) -> None:
        self._workers.shutdown(wait=False)  # done: nothing more of this review to come
        if not isinstance(result, SessionCosts):
            self.setText(self.tr("Your decisions could not be reviewed: {error}").format(error=result))
            return
        self.costs = result
        if result.hands == 0:
            self.setText(self.tr("No finished hand of yours to review yet."))
            return
        text = self.tr("Over your last %n hand(s): chips lost to your decisions {decisions}, to the cards {cards}.",
                       "", result.hands).format(decisions=result.decisions, cards=result.cards)
        if result.skipped:
            text += " " + self.tr("%n hand(s) too big to review.", "", result.skipped)
        self.setText(text)

    @property
    def stopped(self) -> bool:
        """No review is under way or to come: the last was stopped before it was done."""
        return self._workers.closed and self.costs is None

    def stop(self) -> None:
        """Cancel the review under way (the window closes): nothing more is delivered."""
        self._workers.shutdown(wait=False)
