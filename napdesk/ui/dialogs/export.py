"""A progress dialog for a long export: the work is done a step at a time on the UI thread, between events."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from napdesk.store import StoreError
from napdesk.store.transfer import Progress
from napdesk.ui.store_words import error_text


class ExportProgress(QProgressDialog):
    """A session exported a page of hands per turn of the event loop, so the window stays responsive; Cancel
    stops it and leaves no file behind (the export writes to a temporary file renamed into place at the end)."""

    DELAY_MS = 400  # shown only for an export that takes longer than this
    over = Signal(str)  # "done", "cancelled" or what went wrong

    def __init__(self, steps: Progress, hands: int, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("export_progress")
        self.setWindowTitle(self.tr("Export session"))
        self.setLabelText(self.tr("Exporting “{name}”…").format(name=name))
        self.setRange(0, max(1, hands))
        self.setAutoReset(False)
        self.setMinimumDuration(self.DELAY_MS)
        self.outcome: str | None = None  # "done", "cancelled" or the error's text, once it is over
        self._steps = steps
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)
        self.canceled.connect(self._cancel)
        self._timer.start()
        self.setValue(0)

    def _step(self) -> None:
        try:
            done, _ = next(self._steps)
        except StopIteration:
            self._end("done")
            return
        except (StoreError, OSError) as exc:
            self._end(error_text(exc))
            return
        self.setValue(min(done, self.maximum()))

    def _cancel(self) -> None:
        if self.outcome is None:
            self._steps.close()  # the generator's own clean-up removes the temporary file
            self._end("cancelled")

    def _end(self, outcome: str) -> None:
        self.outcome = outcome
        self._timer.stop()
        self.hide()
        self.over.emit(outcome)
        self.deleteLater()
