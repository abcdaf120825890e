"""The hand review: each of one player's decisions that cost something, worst first, with the better choice
(:func:`napdesk.ai.review.hand_review`: the cards double dummy, the bids and passes by the expert's sampled
estimate); what the hand cost that player, split between the decisions and the cards; and "Try that again" on a
marked decision, which replays the hand from there as a practice hand at the table (``retry_requested``: the
hand at that decision and the mark).

The review is a solver's job, so it runs beside the window (:meth:`napdesk.ui.workers.Workers.courtesy`, as the
hand history's analysis does) and is shown when it is done; another player chosen, or the window closed, drops
the one under way."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from napdesk.ai.analysis import ANALYSIS_SECONDS
from napdesk.ai.review import Marked, costs_summary, hand_at, hand_review
from napdesk.engine.hand import HandState
from napdesk.engine.solver import OutOfTime
from napdesk.ui.coach_words import marks_text
from napdesk.ui.dialogs.common import fit_screen
from napdesk.ui.i18n import shown_name
from napdesk.ui.workers import Workers, close_current


class ReviewWindow(QWidget):
    """The review of one finished hand, for the player chosen (the person's seat first)."""

    retry_requested = Signal(object, object)  # the HandState at the marked decision, the Mark or BidMark

    def __init__(self, state: HandState, players: tuple[str, ...], seat: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handReview")
        self.setWindowTitle(self.tr("Hand review"))
        self.state = state
        self.marks: tuple[Marked, ...] = ()
        self.reviewed: int | None = None  # the seat whose review is shown (None: under way, or none yet)
        self._workers = Workers("napdesk-review")
        # The last resort, as the history window's: deleted with that window, never closed itself, it stops the
        # review under way, whose result would otherwise reach a deleted window (each seat's review puts its
        # workers in the list).
        self._current = [self._workers]
        self.destroyed.connect(partial(close_current, self._current))
        box = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Whose cards:"), self))
        self.seat_box = QComboBox(self)
        self.seat_box.setAccessibleName(self.tr("Whose cards to review"))
        for s in range(state.rules.players):
            self.seat_box.addItem(shown_name(players[s]) if s < len(players) else str(s + 1), s)
        row.addWidget(self.seat_box, 1)
        box.addLayout(row)
        self.list = QListWidget(self)
        self.list.setObjectName("reviewMarks")
        self.list.setAccessibleName(self.tr("Costly decisions, worst first"))
        self.list.setWordWrap(True)  # a bid's mark runs past the window's edge: wrapped, not cut
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.addWidget(self.list, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        box.addWidget(self.summary)
        self.retry_button = QPushButton(self.tr("&Try that again"), self)
        self.retry_button.setAccessibleName(self.tr("Play the hand again from the chosen decision"))
        self.retry_button.setEnabled(False)
        box.addWidget(self.retry_button)
        self.seat_box.currentIndexChanged.connect(lambda _i: self.show_seat(int(self.seat_box.currentData())))
        self.list.currentRowChanged.connect(lambda row: self.retry_button.setEnabled(0 <= row < len(self.marks)))
        self.retry_button.clicked.connect(self._retry)
        fit_screen(self, 620, 420)
        self.seat_box.setCurrentIndex(max(0, min(seat, self.seat_box.count() - 1)))
        if self.seat_box.currentIndex() == 0:
            self.show_seat(0)

    def show_seat(self, seat: int) -> None:
        """Review ``seat``'s decisions beside the window (what was under way for another seat is dropped)."""
        self._workers.shutdown(wait=False)
        self._workers = self._current[0] = Workers("napdesk-review")
        self.list.clear()
        self.marks = ()
        self.reviewed = None
        self.retry_button.setEnabled(False)
        self.summary.setText(self.tr("Reviewing the decisions…"))
        # In a courtesy child process (picklable: the review function and a copy of the hand).
        self._workers.courtesy(partial(hand_review, self.state.copy(), seat, ANALYSIS_SECONDS),
                               partial(self._reviewed, seat))

    def _reviewed(self, seat: int, result: object) -> None:
        """Show the review (on the UI thread) if it is of the seat still chosen."""
        if self.seat_box.currentData() != seat:
            return
        self.reviewed = seat
        if isinstance(result, OutOfTime):
            self.summary.setText(self.tr("This hand is too big to review in %n second(s).", "",
                                         round(ANALYSIS_SECONDS)))
            return
        if not isinstance(result, tuple):  # the review must never take the window down
            self.summary.setText(self.tr("The review failed: {error}").format(error=result))
            return
        self.marks = result
        for text in marks_text(self.marks):
            self.list.addItem(text)
        paid = self.state.outcome.settlement[seat] if self.state.outcome is not None else 0
        costs = costs_summary(self.marks, paid)
        self.summary.setText(self.tr("Chips lost to the decisions: {decisions}; to the cards: {cards}.").format(
            decisions=costs.decisions, cards=costs.cards))
        if self.marks:
            self.list.setCurrentRow(0)
        self.retry_button.setEnabled(bool(self.marks))

    def closeEvent(self, event: QCloseEvent) -> None:
        self._workers.shutdown(wait=False)  # nothing more is delivered to a closed window
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._workers.closed and self.reviewed is None:  # closed before the review was done
            self.show_seat(int(self.seat_box.currentData()))

    def _retry(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.marks):
            mark = self.marks[row]
            self.retry_requested.emit(hand_at(self.state, mark.index), mark)
