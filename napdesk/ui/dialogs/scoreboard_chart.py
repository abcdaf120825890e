"""The scoreboard's chart: each player's chips over the session (pyqtgraph over numpy), filled in chunks from a
zero-delay timer so that a long session loads while the window stays responsive; pyqtgraph draws it downsampled
(peak mode, clipped to the view) and hovering shows the hand under the pointer.

The window imports this module only when its chart tab is first shown: numpy and pyqtgraph take longer to import
than the rest of the scoreboard takes to open, and nobody who never looks at the chart should pay for them."""

from __future__ import annotations

from typing import Final

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from napdesk.store import Store, StoreError
from napdesk.ui.accessibility import GRAPHICS_CONTRAST, readable
from napdesk.ui.dialogs.scoreboard_model import bid_text, result_text
from napdesk.ui.i18n import format_chips, shown_name, unit_word

CHART_CHUNK: Final = 2500  # hands the chart reads per timer tick (about 40 ms)
SEAT_COLOURS: Final = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2")


class HandAxis(pg.AxisItem):
    """The chart's hand axis: whole hands only (pyqtgraph would also mark 0.5, 1.5 when zoomed in)."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        levels = super().tickValues(minVal, maxVal, size)
        whole = [(spacing, [v for v in values if float(v).is_integer()]) for spacing, values in levels if spacing >= 1]
        if any(values for _, values in whole):
            return whole
        # Zoomed in past one hand: mark the whole hands in view (or the nearest one).
        low, high = int(np.ceil(min(minVal, maxVal))), int(np.floor(max(minVal, maxVal)))
        return [(1.0, [float(v) for v in range(low, high + 1)] or [float(round(minVal))])]


class ChipsChart(QWidget):
    """Each player's chips over the session (pyqtgraph), filled in chunks; hover shows the hand."""

    loaded = Signal()

    def __init__(self, store: Store, session_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.session_id = session_id
        saved = store.load_session(session_id)
        self.players = tuple(shown_name(p) for p in saved.players)
        self.unit = str(saved.rules.get("stake_unit", "counters"))
        start = int(saved.rules.get("starting_chips", 50))
        self.hands = saved.info.hands
        n = len(self.players)
        self.xs = np.arange(self.hands + 1, dtype=np.float64)
        self.ys = np.zeros((n, self.hands + 1), dtype=np.float64)
        self.ys[:, 0] = start
        self.count = 1  # points read so far (hand 0: the starting chips)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The palette's colours (a dark one too): the chart was white whatever the palette.
        palette = QApplication.palette()
        background = palette.color(QPalette.ColorRole.Base)
        ink = palette.color(QPalette.ColorRole.Text)
        self.plot = pg.PlotWidget(self, background=background, axisItems={"bottom": HandAxis(orientation="bottom")})
        self.plot.setObjectName("chips_chart")
        self.plot.setAccessibleName(self.tr("{unit} after each hand").format(unit=unit_word(self.unit)))
        self.plot.setAccessibleDescription(self.tr("A line per player: {unit} (up) after each hand (across)").format(
            unit=unit_word(self.unit).lower()))
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setPen(pg.mkPen(ink))
            axis.setTextPen(pg.mkPen(ink))
        item.setLabel("bottom", self.tr("Hand"))
        item.setLabel("left", unit_word(self.unit))
        item.addLegend(offset=(10, 10))
        item.setDownsampling(auto=True, mode="peak")
        item.setClipToView(True)
        self.curves = [
            item.plot(self.xs[:1], self.ys[s, :1], name=name, pen=pg.mkPen(self.seat_colour(s, background), width=1.5))
            for s, name in enumerate(self.players)
        ]
        # The hand under the pointer: the palette's mid tone, in a shade that stands out from the background (3:1)
        marker = readable(palette.color(QPalette.ColorRole.Mid), background, GRAPHICS_CONTRAST)
        self.marker = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(marker, style=Qt.PenStyle.DashLine))
        self.marker.setVisible(False)
        item.addItem(self.marker, ignoreBounds=True)
        layout.addWidget(self.plot, 1)
        self.hover = QLabel(self.tr("Point at the chart to see a hand"), self)
        self.hover.setTextFormat(Qt.TextFormat.PlainText)  # the players' names, as they are
        self.hover.setObjectName("chart_hover")
        layout.addWidget(self.hover)
        self._hovered: int | None = None
        self.plot.scene().sigMouseMoved.connect(self._mouse_moved)
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._load_chunk)
        if self.hands:
            self._timer.start()
        else:
            QTimer.singleShot(0, self.loaded.emit)

    @staticmethod
    def seat_colour(seat: int, background: QColor) -> QColor:
        """A seat's line colour, in a shade that stands out from the chart's background (3:1, WCAG AA)."""
        return readable(QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)]), background, GRAPHICS_CONTRAST)

    def pause(self) -> None:
        """Stop reading hands (its window closed: no query of a store that may close next); :meth:`resume` goes on."""
        self._timer.stop()

    def resume(self) -> None:
        """Read the hands not read yet, if any (its window shown again)."""
        if not self.is_loaded:
            self._timer.start()

    def grow(self, hands: int) -> None:
        """The session now has ``hands`` finished hands: read the new ones too."""
        if hands <= self.hands:
            return
        extra = hands - self.hands
        self.xs = np.arange(hands + 1, dtype=np.float64)
        self.ys = np.concatenate([self.ys, np.zeros((self.ys.shape[0], extra), dtype=np.float64)], axis=1)
        self.hands = hands
        self._timer.start()

    @property
    def is_loaded(self) -> bool:
        return self.count >= self.hands + 1

    def point_count(self) -> int:
        """Hands drawn so far (hand 0, the starting chips, included)."""
        return self.count

    def load_all(self) -> None:
        """Read every remaining hand now (tests, exports)."""
        while not self.is_loaded:
            self._load_chunk()

    def _load_chunk(self) -> None:
        if self.is_loaded:
            self._timer.stop()
            return
        first = self.count
        try:
            page = self.store.scoreboard(self.session_id, first, CHART_CHUNK)
        except StoreError:
            self._timer.stop()
            return
        rows = page.rows
        if not rows:
            self.hands = self.count - 1
        for i, r in enumerate(rows):
            self.ys[:, first + i] = r.totals
        self.count += len(rows)
        for s, curve in enumerate(self.curves):
            curve.setData(self.xs[: self.count], self.ys[s, : self.count])
        if self.is_loaded:
            self._timer.stop()
            if self._hovered is None:
                self.hover.setText(self.tr("Point at the chart to see a hand"))
            self.loaded.emit()
        elif self._hovered is None:
            self.hover.setText(self.tr("Reading hands: {done} of {total}…").format(done=self.count - 1,
                                                                                  total=self.hands))

    def _mouse_moved(self, pos: QPointF) -> None:
        item = self.plot.getPlotItem()
        if not item.sceneBoundingRect().contains(pos):
            return
        point = item.vb.mapSceneToView(pos)
        self.show_hand(round(point.x()))

    def show_hand(self, number: int) -> str:
        """Put the cursor on hand ``number`` and describe it under the chart; return the text shown."""
        number = max(0, min(number, self.count - 1))
        if number == self._hovered:
            return self.hover.text()
        self._hovered = number
        self.marker.setValue(number)
        self.marker.setVisible(True)
        chips = ", ".join(f"{name}: {format_chips(int(self.ys[s, number]), self.unit)}"
                          for s, name in enumerate(self.players))
        if number == 0:
            text = self.tr("Start: {amounts}").format(amounts=chips)
        else:
            detail = ""
            try:
                rows = self.store.scoreboard(self.session_id, number, 1).rows
            except StoreError:
                rows = ()
            if rows:
                r = rows[0]
                if r.bidder is None:
                    detail = self.tr("all passed")
                else:
                    detail = self.tr("{who} bid {bid}, {result}").format(
                        who=self.players[r.bidder], bid=bid_text(r.bid), result=result_text(r.made))
            text = self.tr("Hand {n} ({detail}): {amounts}").format(n=number, detail=detail, amounts=chips)
        self.hover.setText(text)
        return text
