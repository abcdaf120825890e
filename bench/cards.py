"""Card art benchmark: how long our deck's pictures take to render, as the table renders each at a new size.

    .venv/bin/python bench/cards.py [--runs 5] [--baseline CHECKOUT]

Renders every back and a sample of faces of ``assets/cards/napdesk.svg`` at table size (104 x 150 device pixels)
and at a HiDPI screen's 2x (208 x 300), ``--runs`` times each, and prints the median milliseconds per picture.
A card is rendered the first time it is shown at a size (then cached), so a slow picture is a slow frame: the
deal's first frame draws every back at once. With ``--baseline`` another checkout's deck (say ``git worktree add
/tmp/old HEAD~1``) is rendered the same way, alternating, and the ratios printed. Target: no picture over 5 ms at
2x (a frame is 16.7 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((104, 150), (208, 300))
BACKS = ("back_blue", "back_red", "back_green")
FACES = ("spade_1", "heart_king", "diamond_queen", "club_jack", "heart_10", "club_2")
TARGET_MS = 5.0


def render_ms(svg: Path, element: str, size: tuple[int, int]) -> float:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainter, QPixmap
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    picture = QPixmap(*size)
    picture.fill(QColor(0, 0, 0, 0))
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    t0 = time.perf_counter()
    renderer.render(painter, element, QRectF(0, 0, *size))
    took = (time.perf_counter() - t0) * 1000
    painter.end()
    return took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--baseline", metavar="CHECKOUT", help="another checkout whose deck is rendered beside")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841  # QPixmap needs one
    decks = {"new": ROOT / "assets" / "cards" / "napdesk.svg"}
    if args.baseline:
        decks["old"] = Path(args.baseline).resolve() / "assets" / "cards" / "napdesk.svg"
    print(f"median ms of {args.runs} renders" + "".join(f"{name:>10}" for name in decks)
          + ("   new/old" if "old" in decks else ""))
    worst = 0.0
    for w, h in SIZES:
        for kind, elements in (("backs", BACKS), ("faces", FACES)):
            times: dict[str, list[float]] = {name: [] for name in decks}
            for _ in range(args.runs):
                for element in elements:
                    for name, svg in decks.items():  # side by side: the same load for both
                        times[name].append(render_ms(svg, element, (w, h)))
            m = {name: statistics.median(ts) for name, ts in times.items()}
            worst = max(worst, max(times["new"]))
            line = f"  {kind} at {w} x {h}".ljust(28) + "".join(f"{m[name]:10.2f}" for name in decks)
            if "old" in m:
                line += f"   {m['new'] / m['old']:7.2f}"
            print(line)
    print(f"  slowest picture of this checkout: {worst:.2f} ms   (target <= {TARGET_MS:.0f} ms at 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
