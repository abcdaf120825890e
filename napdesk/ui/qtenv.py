"""How Qt is set up for napdesk before the QApplication exists: what Qt reads from the environment once, at start.

Qt's raster painter hands every fill of 96 spans or more (a card turned or flying, a plate redrawn, most of a frame
of the deal) to a pool of threads of its own and waits for them. On a busy two-core machine those threads wait
for a core while the computers' child searches, and the UI thread waits with them: a paint of the whole table was
2.6-3.6 ms wall for 1.6-2.4 ms of the UI thread's CPU, and the cut's first paint held the loop for 45 ms beside
the children starting (``python bench/paint.py``, ``python bench/ui.py``). Painting on the UI thread alone, the
same paint is 1.3-1.5 ms wall and CPU: our fills are small enough that the hand-off costs more than it saves.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from typing import Final

NO_GUI_THREADPOOL: Final = "QT_NO_GUI_THREADPOOL"  # Qt 6.6+: set, the raster painter fills on its own thread


def prepare(environ: MutableMapping[str, str] = os.environ) -> None:
    """Set what Qt must read before the QApplication exists; a value the user set is left as it is."""
    environ.setdefault(NO_GUI_THREADPOOL, "1")
