"""What one paint of the whole table costs the UI thread: napdesk's table, and a bare QGraphicsView of the same pixels.

    .venv/bin/python bench/paint.py [--repaints 60] [--size 1280x800] [--seed 1]

A fresh offscreen process deals a hand (a person and three random computers, animations off) and stops when the
person is to play his first card. Then it repaints the table's whole viewport ``--repaints`` times
(``QWidget.repaint``: the paint runs at once, in full) and reports the median wall and CPU milliseconds of the UI
thread per paint. Beside it, a bare QGraphicsView of the same size shows the same pixels with nothing of napdesk's:
the felt as one cached background, each card, plate and panel as a QGraphicsPixmapItem of napdesk's own drawing
at its place. The bare view is the floor of what Qt's raster painting costs for this table here: the deal and the
gathering move cards over most of the table, so their frames are paints of about this size, and a paint is one
slice of the event loop (bench/ui.py's stall, against its bare-Qt probe's).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _timed(repaint: object, n: int) -> tuple[float, float]:
    """Median wall and CPU ms of ``n`` calls of ``repaint`` (after 5 to warm up)."""
    assert callable(repaint)
    for _ in range(5):
        repaint()
    walls, cpus = [], []
    for _ in range(n):
        t0, c0 = time.perf_counter(), time.thread_time()
        repaint()
        walls.append((time.perf_counter() - t0) * 1000)
        cpus.append((time.thread_time() - c0) * 1000)
    return statistics.median(walls), statistics.median(cpus)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repaints", type=int, default=60)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    w, h = (int(x) for x in args.size.split("x"))
    home = tempfile.mkdtemp(prefix="napdesk-bench-paint-")
    os.environ.update(QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(Path(home) / "data"), HOME=home,
                      XDG_CONFIG_HOME=str(Path(home) / "config"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtWidgets import (
        QApplication,
        QGraphicsPixmapItem,
        QGraphicsScene,
        QGraphicsView,
        QStyleOptionGraphicsItem,
    )

    from napdesk.ui import qtenv
    from napdesk.ui.app import MainWindow
    from napdesk.ui.controller import SeatConfig

    qtenv.prepare()  # as run_gui has it (the bare view paints so too): Qt paints on the UI thread alone
    app = QApplication.instance() or QApplication(["napdesk-bench"])
    seats = [SeatConfig(name, i == 0, "random") for i, name in enumerate(("You", "North", "East", "South"))]
    window = MainWindow(speed="off", seed=args.seed, seats=seats, start=False)
    window.resize(w, h)
    window.show()
    window.new_game()
    controller, view = window.controller, window.table
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # the person passes until he is to play a card, the table at rest
        app.processEvents()
        state = controller.state
        if state is None or view.busy() or state.to_move != 0:
            continue
        if state.phase == "play" or state.is_over:
            break
        controller.submit(state.legal_actions()[0])
    app.processEvents()
    vp = view.viewport()
    napdesk_wall, napdesk_cpu = _timed(vp.repaint, args.repaints)
    shown = [item for item in view.scene().items() if item.isVisible()]

    # The bare view: the same picture as pixmaps, the felt as the background, nothing of napdesk's code painting.
    felt = QPixmap(vp.size())
    painter = QPainter(felt)
    view.drawBackground(painter, QRectF(vp.rect()))
    painter.end()
    scene = QGraphicsScene(0, 0, vp.width(), vp.height())
    for item in sorted(shown, key=lambda i: i.zValue()):
        rect = item.sceneBoundingRect().toAlignedRect()
        if rect.isEmpty():
            continue
        pm = QPixmap(rect.size())
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(-QPointF(rect.topLeft()))
        painter.setTransform(item.sceneTransform(), True)
        painter.setOpacity(item.effectiveOpacity())
        item.paint(painter, QStyleOptionGraphicsItem(), None)  # napdesk's drawing of it, once
        painter.end()
        copy = QGraphicsPixmapItem(pm)
        copy.setPos(QPointF(rect.topLeft()))
        copy.setZValue(item.zValue())
        scene.addItem(copy)
    bare = QGraphicsView(scene)
    bare.setBackgroundBrush(felt)
    bare.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    bare.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    bare.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    bare.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    bare.resize(vp.size())
    bare.show()
    app.processEvents()
    bare_wall, bare_cpu = _timed(bare.viewport().repaint, args.repaints)
    print(f"one paint of the whole table at {vp.width()}x{vp.height()} ({len(shown)} items shown), median of "
          f"{args.repaints}:")
    print(f"  napdesk's table      {napdesk_wall:6.2f} ms wall, {napdesk_cpu:6.2f} ms CPU")
    print(f"  bare QGraphicsView   {bare_wall:6.2f} ms wall, {bare_cpu:6.2f} ms CPU   "
          f"(napdesk's CPU {napdesk_cpu / bare_cpu:.1f}x the bare view's)")
    window.close()
    bare.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
