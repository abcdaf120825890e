"""Flaw 3 of the table: dragging a card must leave no trail on the felt or across the hand, at any scale.

A trail is a pixel the view forgot to repaint: the window's backing store (what the screen shows, built up from
the partial repaints of each move) then differs from a fresh paint of the same scene. The test drags a card with
real mouse events and compares the two after every move and after the release. The scale is read when Qt starts,
so scale 2 runs the same test in a child pytest with ``QT_SCALE_FACTOR=2``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QRegion, QTransform
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import PASS, PLAYS
from napdesk.engine.cards import Card
from napdesk.engine.hand import HandState
from napdesk.ui.app import MainWindow
from napdesk.ui.table import TableView
from napdesk.ui.table.cards import CardItem

WindowFactory = Callable[..., MainWindow]


def _my_play(qtbot: QtBot, window: MainWindow) -> HandState:
    """Bid low and play the first legal card until seat 0 holds at least two legal cards to play."""
    for _ in range(400):
        qtbot.waitUntil(lambda: window.controller.state is not None and not window.table.busy() and (
            window.controller.state.is_over or window.controller.state.to_move == 0), timeout=10000)
        state = window.controller.state
        assert state is not None
        if state.is_over:
            window.controller.next_hand()
            continue
        legal = state.legal_actions()
        if state.phase == "play":
            plays = [c for c in state.hand(0) if PLAYS[c.index] in legal]
            if len(plays) >= 2:
                return state
            if len(plays) == 1 and len(legal) == 1:  # a forced card goes by itself
                before = len(state.history)
                qtbot.waitUntil(lambda s=state, b=before: len(s.history) > b or s.is_over)  # type: ignore[misc]
                continue
            window.controller.submit(PLAYS[plays[0].index])
        else:
            window.controller.submit(PASS if PASS in legal else legal[0])
    raise AssertionError("seat 0 never had a card to play")


class Screen(QObject):
    """What the screen shows of the viewport, built up as the backing store is: each paint event of the viewport
    copies the freshly painted scene into its own region only, and everything else keeps what it had.

    (The offscreen platform's window grab gives the real backing store, but at a scale above 1 only its top-left
    quarter, so both scales use this; at scale 1 the test also checks the real one.)"""

    def __init__(self, table: TableView) -> None:
        super().__init__()
        self.table = table
        self.dpr = table.viewport().devicePixelRatioF()
        self.image = _fresh(table)
        self.painted = QRegion()
        self.grabbing = False
        table.viewport().installEventFilter(self)

    def fresh(self) -> QImage:
        """A fresh paint of the whole viewport (its paint event is no repaint of the screen's)."""
        self.grabbing = True
        try:
            return _fresh(self.table)
        finally:
            self.grabbing = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.grabbing:
            self.painted += event.region()  # type: ignore[attr-defined]
        return False

    def now(self) -> QImage:
        """After the queued repaints ran: the picture with each repainted region taken from a fresh paint."""
        if not self.painted.isEmpty():
            fresh = self.fresh()
            painter = QPainter(self.image)
            painter.setClipRegion(QTransform.fromScale(self.dpr, self.dpr).map(self.painted))
            painter.drawImage(0, 0, fresh)
            painter.end()
            self.painted = QRegion()
        return self.image


def _backing_store(table: TableView) -> QImage:
    """The viewport as the window's backing store holds it (scale 1: see :class:`Screen`)."""
    vp = table.viewport()
    at = vp.mapTo(table.window(), QPoint(0, 0))
    screen = QGuiApplication.primaryScreen()
    pm = screen.grabWindow(table.window().winId(), at.x(), at.y(), vp.width(), vp.height())
    return pm.toImage().convertToFormat(QImage.Format.Format_RGB32)


def _fresh(table: TableView) -> QImage:
    """The viewport painted afresh, all of it, in device pixels."""
    image = table.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(1.0)
    return image


def _device_rect(table: TableView, item: CardItem, dpr: float) -> QRect:
    """The item's whole painted area (card, ring, shadow) in device pixels of the viewport, a pixel wider."""
    rect = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRect(int(rect.x() * dpr) - 2, int(rect.y() * dpr) - 2, int(rect.width() * dpr) + 4,
                 int(rect.height() * dpr) + 4)


def _stray_pixels(shown: QImage, fresh: QImage, allowed: list[QRect], step: int = 1) -> list[tuple[int, int]]:
    """Pixels that differ between the two images outside ``allowed`` (a channel off by more than 8)."""
    assert (shown.width(), shown.height()) == (fresh.width(), fresh.height())
    out: list[tuple[int, int]] = []
    for y in range(0, shown.height(), step):
        for x in range(0, shown.width(), step):
            a, b = shown.pixel(x, y), fresh.pixel(x, y)
            if a == b or any(r.contains(x, y) for r in allowed):
                continue
            if max(abs(((a >> s) & 255) - ((b >> s) & 255)) for s in (0, 8, 16)) > 8:
                out.append((x, y))
    return out


def _rows_differ(shown: QImage, fresh: QImage) -> list[int]:
    """The rows where the two differ at all (fast: whole scan lines compared as bytes)."""
    bpl = shown.bytesPerLine()
    a, b = bytes(shown.constBits()), bytes(fresh.constBits())
    return [y for y in range(shown.height()) if a[y * bpl:(y + 1) * bpl] != b[y * bpl:(y + 1) * bpl]]


def _check(screen: Screen, item: CardItem, when: str) -> None:
    QApplication.processEvents()  # the queued repaint of this move reaches the backing store
    pictures = [screen.now()]
    if screen.dpr == 1:
        pictures.append(_backing_store(screen.table))
    fresh = screen.fresh()
    for shown in pictures:
        _compare(screen.table, shown, fresh, item, screen.dpr, when)


def _compare(table: TableView, shown: QImage, fresh: QImage, item: CardItem, dpr: float, when: str) -> None:
    rows = _rows_differ(shown, fresh)
    if not rows:
        return
    allowed = [_device_rect(table, item, dpr)]
    top, bottom = rows[0], rows[-1]
    region = shown.copy(0, top, shown.width(), bottom - top + 1), fresh.copy(0, top, fresh.width(), bottom - top + 1)
    shifted = [r.translated(0, -top) for r in allowed]
    stray = _stray_pixels(*region, shifted)
    assert not stray, f"{when}: {len(stray)} pixels left behind, first at {[(x, y + top) for x, y in stray[:5]]}"


def _drag_and_check(qtbot: QtBot, window: MainWindow, end_at: str) -> None:
    table = window.table
    state = _my_play(qtbot, window)
    legal = [c for c in state.hand(0) if PLAYS[c.index] in state.legal_actions()]
    card: Card = legal[len(legal) // 2]
    item = table.item_for(card)
    dpr = table.viewport().devicePixelRatioF()
    assert dpr == float(os.environ.get("QT_SCALE_FACTOR", "1"))
    QApplication.processEvents()
    screen = Screen(table)
    vp = table.viewport()
    rect = item.sceneBoundingRect()
    start = table.mapFromScene(rect.left() + min(14.0, rect.width() / 4), rect.center().y())
    if end_at == "felt":  # up onto the felt, back down across the hand, and let go on the felt
        path = [start + QPoint(dx, dy) for dx, dy in ((6, -10), (20, -40), (60, -90), (-40, -20), (-90, 5),
                                                    (30, -100), (120, -140))]
    else:  # along the hand, a little lifted, and let go over it
        path = [start + QPoint(dx, dy) for dx, dy in ((6, -6), (25, -12), (60, -15), (100, -10), (140, -5),
                                                    (100, 0))]
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i, p in enumerate(path):
        QTest.mouseMove(vp, p, 5)
        if i:  # past the drag distance: the card is lifted and follows the pointer
            assert item.lifted
            _check(screen, item, f"move {i} to {p.toTuple()}")
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, path[-1], 5)
    qtbot.waitUntil(lambda: not table.busy() and (item.pos() - item.home).manhattanLength() < 0.5)
    for _ in range(3):
        QApplication.processEvents()
    _check(screen, item, "after the release")


@pytest.mark.parametrize("end_at", ["felt", "hand"])
def test_dragging_a_card_leaves_no_trail(qtbot: QtBot, make_window: WindowFactory, end_at: str) -> None:
    window = make_window(seed=5, size=(1024, 700))
    _drag_and_check(qtbot, window, end_at)


@pytest.mark.skipif(os.environ.get("QT_SCALE_FACTOR") is not None, reason="this is the scaled run itself")
def test_dragging_a_card_leaves_no_trail_at_scale_2(tmp_path: Path) -> None:
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"{__file__}::"
                          "test_dragging_a_card_leaves_no_trail"], env=env, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "2 passed" in run.stdout
