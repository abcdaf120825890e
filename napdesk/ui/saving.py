"""Saving as the game is played, when saving fails (a full disk, a removed drive): stop, say so, retry.

The controller tries each action on a copy of the session, hands the writes for it to :class:`Saver`, and keeps
the action only once they are all written. When one fails, the game stays at the last saved action: the writes
not yet done wait here and are retried every few seconds (and when the person presses Retry); once they go
through, the action is kept at once (the game in step with the store) and the table told of it from the event
loop: nothing is drawn inside the save. :class:`SaveFailureNotice` is the window's part:
a dialog saying what failed and that play resumes when saving works again.
"""

from __future__ import annotations

import html
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox

from napdesk.store import StoreError
from napdesk.ui.store_words import cause_text

if TYPE_CHECKING:
    from napdesk.ui.persistence import PersistenceHook

SAVE_ERRORS = (StoreError, sqlite3.Error, OSError)  # what a persistence hook raises when a write fails
RETRY_MS = 3000


def at_once(hook: PersistenceHook, writes: Sequence[Callable[[], None]]) -> None:
    """Make ``writes`` in the hook's one-transaction block: all are saved or none is."""
    with hook.together():
        for write in writes:
            write()


@dataclass
class _Pending:
    key: object  # the session the writes belong to
    writes: list[Callable[[], None]]
    keep: Callable[[], None]
    error: str | None = None
    attempts: int = field(default=0)


class Saver(QObject):
    """Writes in order; on a failure holds what is left, retries it, then keeps."""

    failed = Signal(str)  # what failed: at the first failure, and when a retry the person asked for fails
    recovered = Signal()  # the writes held went through: play goes on

    def __init__(self, current: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = current  # the key of the session being played (writes of an older one are dropped)
        self._pending: _Pending | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(RETRY_MS)
        self._timer.timeout.connect(lambda: self.retry(asked=False))

    @property
    def waiting(self) -> bool:
        """True while writes of the session being played wait to be retried (the game waits with them)."""
        if self._pending is not None and self._pending.key != self._current():
            self.drop()
        return self._pending is not None

    @property
    def error(self) -> str | None:
        return None if self._pending is None else self._pending.error

    def save(self, writes: Sequence[Callable[[], None]], keep: Callable[[], None]) -> bool:
        """Run ``writes`` in order. True when all are written: the caller keeps what they save. False when one failed:
        the rest is held and retried, and ``keep()`` runs as soon as it goes through (inside the retry: it draws
        nothing, and tells the table from the event loop)."""
        if self.waiting:
            return False
        self._pending = pending = _Pending(self._current(), list(writes), keep)
        if not self._write(pending, asked=False):
            return False
        self._pending = None
        return True

    def retry(self, asked: bool = True) -> bool:
        """Try the writes held again (``asked``: the person pressed Retry); True once nothing waits."""
        pending = self._pending
        if pending is None or not self.waiting:
            return True
        if not self._write(pending, asked):
            return False
        self._pending = None
        self._timer.stop()
        self.recovered.emit()
        pending.keep()
        return True

    def _write(self, pending: _Pending, asked: bool) -> bool:
        """The writes in order, each dropped once done; False at the first that fails (said as ``failed``)."""
        while pending.writes:
            try:
                pending.writes[0]()
            except SAVE_ERRORS as exc:
                first = pending.error is None
                pending.error = cause_text(exc) or type(exc).__name__
                pending.attempts += 1
                self._timer.start()
                if first or asked:
                    self.failed.emit(pending.error)
                return False
            pending.writes.pop(0)
        return True

    def drop(self) -> None:
        """Forget the writes held (their session is no longer played, or the window goes)."""
        self._pending = None
        self._timer.stop()


class SaveFailureNotice(QObject):
    """The window's dialog for a failed save: what failed, that play resumes when saving works, and Retry."""

    def __init__(self, window: QMainWindow, saver: Saver) -> None:
        super().__init__(window)
        self._window = window
        self._saver = saver
        self.box: QMessageBox | None = None
        saver.failed.connect(self._show)
        saver.recovered.connect(self._recovered)

    def _show(self, error: str) -> None:
        if self.box is None:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The game cannot be saved"), "", parent=self._window)
            self.retry_button = box.addButton(self.tr("&Retry"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("&Wait"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(self.retry_button)
            box.finished.connect(self._answered)
            self.box = box
        self.box.setText(self.tr("<p>napdesk could not save the last move: {error}</p>"
                             "<p>The game stays at the last move that was saved. Play resumes by itself as soon as "
                             "saving works again (napdesk tries every few seconds).</p>")
                         .format(error=html.escape(error, quote=False)))  # the error as it came, never markup
        if not self.box.isVisible():
            self.box.open()

    def _answered(self, _result: int) -> None:
        if self.box is not None and self.box.clickedButton() is self.retry_button:
            QTimer.singleShot(0, self._saver, self._saver.retry)  # not once the saver is gone

    def _recovered(self) -> None:
        if self.box is not None and self.box.isVisible():
            self.box.done(0)
        self._window.statusBar().showMessage(self.tr("Saving works again: play goes on"), 6000)
