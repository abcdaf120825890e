"""Garbage collection on the UI thread only.

Python's cyclic collector runs in whichever thread happens to allocate when a generation fills up: a worker thread
thinking for a computer player, the thread that feeds the AI process its jobs. Garbage often holds Qt objects
(a closed dialog's wrapper caught in a cycle with its slots), and destroying a QObject off the thread that owns it
is not allowed: its ``disconnect`` takes Qt's connection lock and then asks for the GIL, while the UI thread, holding
the GIL, waits for that lock to create a widget. The program froze that way in a test run (the AI feeder thread
collected a dialog while the window built the next one).

So, as qutebrowser does, napdesk turns the automatic collector off once the QApplication exists and collects on
the UI thread from a timer, generation by generation with Python's own thresholds: the same collections, always
in the thread where Qt objects may die. Reference counting still frees everything not in a cycle at once, in any
thread, as before.

Once the window is up, what is alive then (the modules, the window, the store: nearly all of the 47,000 objects a
game holds) lives as long as the program: :meth:`GarbageCollector.freeze_survivors` moves it out of the
collector's sight (``gc.freeze``), so a full collection walks only what came since, well under a millisecond
instead of 17-33 ms of the UI thread.
"""

from __future__ import annotations

import gc
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, QTimer

# Often enough that the youngest generation is collected about as promptly as Python would (it fills in
# milliseconds while the computers think), rarely enough to cost nothing when idle: one count read per tick.
INTERVAL_MS: Final = 100


class GarbageCollector(QObject):
    """Owned by the application: collects when a generation passes Python's threshold, on each tick."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("garbage-collector")
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def check(self) -> int:
        """Collect the generations past their thresholds, the oldest one that is and all younger; the number of
        objects found unreachable."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                return gc.collect(generation)
        return 0


    def freeze_survivors(self) -> None:
        """Collect everything now, then leave what survives alone for good (start-up's objects: see above)."""
        gc.collect()
        gc.freeze()


def install_collector(app: QCoreApplication) -> GarbageCollector:
    """Turn the automatic collector off and collect on the UI thread from now on (once per application)."""
    existing = app.findChild(GarbageCollector, "garbage-collector")
    if isinstance(existing, GarbageCollector):
        return existing
    return GarbageCollector(app)
