"""The scoreboard's chart: each player's chips over the session, drawn with QPainter, filled in slices from a
zero-delay timer so that a long session loads while the window stays responsive: each slice reads pages of hands
(their running totals only) until its time is up, so a slow or busy machine reads fewer hands a slice, not slower
slices; a slice that redraws the lines reads nothing.

Drawn by hand rather than with a plotting library: pyqtgraph (with numpy) took a 240-310 ms slice of the UI thread
to import when the chart tab was first shown, and 36 MB, for a chart of a few lines. A long session is drawn
downsampled (the lowest and highest value of the hands under each pixel column, summarised as the hands are read),
so a paint costs the same for 100 hands as for 100,000. The pointer (or the arrow keys) shows the hand under it;
the wheel zooms the hand axis around the pointer, a drag pans it, a double click (or Ctrl+Home) shows it all."""

from __future__ import annotations

import math
import time
from array import array
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QVBoxLayout, QWidget

from napdesk.store import Store, StoreError
from napdesk.ui.accessibility import GRAPHICS_CONTRAST, readable
from napdesk.ui.dialogs.scoreboard_model import bid_text, result_text
from napdesk.ui.i18n import format_chips, shown_name, unit_word

CHART_CHUNK: Final = 500  # hands the chart reads a query (about 1.2 ms on a quiet machine)
SLICE_S: Final = 0.008  # a timer tick reads pages until this long has passed (at least one page)
REDRAW_S: Final = 0.2  # while a long session is read, its lines are redrawn this often (a redraw: about 12 ms)
SEAT_COLOURS: Final = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2")
TICK_GAP_PX: Final = 70  # the least room between two labelled ticks
BLOCK: Final = 16  # hands a block of a line's summary holds (see Curve.blocks)
ZOOM_STEP: Final = 0.8  # one wheel notch shows this share of the hands in view
GRID_ALPHA: Final = 64  # a quarter of the ink


class HandAxis:
    """Ticks for a whole-number axis (hands, chips): 1, 2 or 5 times a power of ten apart, never a fraction."""

    @staticmethod
    def spacing(low: float, high: float, size: float) -> float:
        room = max(1.0, size / TICK_GAP_PX)  # how many labelled ticks fit
        raw = max(1.0, abs(high - low) / room)
        power = 10.0 ** math.floor(math.log10(raw))
        return next(step * power for step in (1, 2, 5, 10) if step * power >= raw)

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        """[(spacing, values)] like a plotting library's axis: the whole numbers to mark between the two ends."""
        low, high = min(minVal, maxVal), max(minVal, maxVal)
        step = self.spacing(low, high, size)
        values = [float(v) for v in range(int(math.ceil(low / step) * step), math.floor(high) + 1, int(step))]
        return [(step, values or [float(round(low))])]


@dataclass
class Curve:
    """One player's line: the chips after each hand (index 0: the start), and its pen; and the lowest and highest
    value of each whole :data:`BLOCK` of hands read, so that a pixel column of many hands is summarised from a few
    blocks rather than from every hand (a zoom into 80,000 hands: 14 ms hand by hand)."""

    name: str
    pen: QPen
    values: array[int]  # array('q'): 8 bytes a hand, not a Python int each
    block_lows: array[int] = field(default_factory=lambda: array("q"))
    block_highs: array[int] = field(default_factory=lambda: array("q"))

    def blocks(self, count: int) -> tuple[array[int], array[int]]:
        """Block i's lowest and highest value (hands ``i * BLOCK`` up to ``(i + 1) * BLOCK``), for every block of
        the first ``count`` values (those read: they do not change once read)."""
        have, whole = len(self.block_lows), count // BLOCK
        if whole > have:
            runs = [self.values[i * BLOCK:(i + 1) * BLOCK] for i in range(have, whole)]
            self.block_lows.extend(map(min, runs))
            self.block_highs.extend(map(max, runs))
        return self.block_lows, self.block_highs


@dataclass
class Marker:
    """The dashed line at the hand shown under the chart."""

    pen: QPen
    value: int = 0
    visible: bool = False


class Summary:
    """Each pixel column's lowest and highest value, per line, for a view of many hands: ``key`` is (first hand,
    last hand, columns); column c holds the hands from ``bounds[c]`` up to ``bounds[c + 1]``. Where a column
    holds four blocks or more, the bounds between columns are on whole blocks (moved by half a block at most, an
    eighth of a column), so that each column is summarised from its blocks."""

    def __init__(self, key: tuple[int, int, int], lines: int) -> None:
        self.key = key
        first, last, columns = key
        per = (last - first + 1) / columns  # at least 2: fewer hands are drawn one by one
        self.bounds = [first + int(c * per) for c in range(columns)] + [last + 1]
        self.blocked = per >= 4 * BLOCK
        if self.blocked:
            self.bounds[1:-1] = [round(b / BLOCK) * BLOCK for b in self.bounds[1:-1]]
        self.lows: list[list[int]] = [[] for _ in range(lines)]
        self.highs: list[list[int]] = [[] for _ in range(lines)]
        self.upto = first  # hands summarised: first up to here
        self.column = 0  # the column holding ``upto`` (it may be summarised in part)
        self._xs: list[float] = []

    def bring_up_to(self, curves: Sequence[Curve], count: int) -> None:
        """Summarise the hands read since the last call (those before ``count``): a line at a time, its columns
        through map() rather than one by one in Python."""
        bounds = self.bounds
        end = min(count, bounds[-1])
        if self.upto >= end:
            return
        c = self.column
        whole = bisect_right(bounds, end, lo=c) - 1  # columns c..whole-1 end at or before ``end``
        spans = [(bounds[i], bounds[i + 1]) for i in range(c, whole)]
        if whole < len(bounds) - 1 and bounds[whole] < end:
            spans.append((bounds[whole], end))  # a column read in part: summarised again once it is whole
        # On blocks: the columns whose two ends are on whole blocks, that is all but the first and the last
        aligned = [a % BLOCK == 0 and b % BLOCK == 0 for a, b in spans] if self.blocked else [False] * len(spans)
        on_blocks = [slice(a // BLOCK, b // BLOCK) for (a, b), yes in zip(spans, aligned, strict=True) if yes]
        for lows, highs, curve in zip(self.lows, self.highs, curves, strict=True):
            del lows[c:], highs[c:]  # the column summarised in part before, if any: again
            block_lows, block_highs = curve.blocks(end) if on_blocks else (curve.values, curve.values)
            inner_lows = map(min, map(block_lows.__getitem__, on_blocks))
            inner_highs = map(max, map(block_highs.__getitem__, on_blocks))
            for (a, b), yes in zip(spans, aligned, strict=True):
                if yes:
                    lows.append(next(inner_lows))
                    highs.append(next(inner_highs))
                else:
                    run = curve.values[a:b]
                    lows.append(min(run))
                    highs.append(max(run))
        self.upto = end
        self.column = whole

    def points(self) -> tuple[list[float], list[list[int]]]:
        """Two points a column, its lowest value then its highest, at the column's middle hand."""
        done = len(self.lows[0]) if self.lows else 0
        for c in range(len(self._xs) // 2, done):
            mid = (self.bounds[c] + self.bounds[c + 1] - 1) / 2
            self._xs += (mid, mid)
        return self._xs[: 2 * done], [[v for pair in zip(lo, hi, strict=True) for v in pair]
                                       for lo, hi in zip(self.lows, self.highs, strict=True)]


class ChartView(QWidget):
    """The drawing: axes, grid, the players' lines, the marker and the legend; pointer and keys pick a hand."""

    def __init__(self, chart: ChipsChart) -> None:
        super().__init__(chart)
        self.chart = chart
        self.setObjectName("chips_chart")
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 160)
        palette = QApplication.palette()
        self.background = palette.color(QPalette.ColorRole.Base)
        self.ink = palette.color(QPalette.ColorRole.Text)
        self.axis = HandAxis()
        self.span: tuple[float, float] | None = None  # the hands in view; None: all of them
        self.painted_points: list[int] = []  # points drawn per line at the last paint (downsampled)
        self._drag_from: tuple[float, tuple[float, float]] | None = None
        self._picture: tuple[object, QPixmap] | None = None  # the last chart drawn, and what it showed
        self._summary: Summary | None = None

    # -- what is in view

    def hand_range(self) -> tuple[float, float]:
        """The hands across the plot: the whole session (its lines grow to the right while it is read), or the
        span zoomed into."""
        last = max(1.0, float(self.chart.hands))
        if self.span is None:
            return 0.0, last
        low, high = self.span
        return max(0.0, low), min(last, high)

    def plot_rect(self) -> QRectF:
        """Where the lines are drawn: the widget less room for the tick labels and the axis titles."""
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("-00000") + metrics.height() + 8
        right = metrics.horizontalAdvance("000000") / 2 + 4  # half the last hand's label, centred on the edge
        bottom = 2 * metrics.height() + 8
        return QRectF(left, 8, max(10, self.width() - left - right), max(10, self.height() - bottom - 8))

    def hand_at(self, x: float) -> int:
        rect = self.plot_rect()
        low, high = self.hand_range()
        return round(low + (x - rect.left()) / rect.width() * (high - low))

    # -- painting

    def catch_up(self) -> None:
        """Summarise the hands read since the last paint, for the view as it was painted."""
        if self._summary is not None:
            self._summary.bring_up_to(self.chart.curves, self.chart.count)

    def _runs(self, hands: tuple[float, float], columns: int) -> tuple[list[float], list[list[int]]]:
        """The hands to draw at and each line's values there: every hand read when few are in view; else each
        pixel column's lowest and highest value (peaks kept), summarised once and brought up to date as hands
        arrive, so that reading a long session costs each hand once, not once a paint."""
        first = max(0, math.floor(hands[0]))
        curves = self.chart.curves
        if math.ceil(hands[1]) - first + 1 <= 2 * columns:
            xs = range(first, min(self.chart.count - 1, math.ceil(hands[1])) + 1)
            return [float(x) for x in xs], [[c.values[h] for h in xs] for c in curves]
        key = (first, math.ceil(hands[1]), columns)
        if self._summary is None or self._summary.key != key:
            self._summary = Summary(key, len(curves))
        self._summary.bring_up_to(curves, self.chart.count)
        return self._summary.points()

    def _lines(self, rect: QRectF, hands: tuple[float, float]) -> tuple[list[QPolygonF], tuple[float, float]]:
        """The lines as polygons in the plot's pixels, and the chips the plot spans (those in view, padded)."""
        xs, runs = self._runs(hands, max(1, int(rect.width())))
        low = min((min(vs) for vs in runs if vs), default=0)
        high = max((max(vs) for vs in runs if vs), default=1)
        pad = max(1.0, (high - low) * 0.05)
        chips = (low - pad, high + pad)
        x_scale = rect.width() / max(1e-9, hands[1] - hands[0])
        y_scale = rect.height() / max(1e-9, chips[1] - chips[0])
        px = [rect.left() + (x - hands[0]) * x_scale for x in xs]
        bottom = rect.bottom()
        lines = [QPolygonF([QPointF(x, bottom - (v - chips[0]) * y_scale) for x, v in zip(px, vs, strict=True)])
                 for vs in runs]
        return lines, chips

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = self.plot_rect()
        hands = self.hand_range()
        ratio = self.devicePixelRatioF()
        key = (self.chart.count, hands, self.width(), self.height(), ratio)
        if self._picture is None or self._picture[0] != key:  # a hover only moves the marker over the picture
            self._picture = (key, self._draw(rect, hands, ratio))
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture[1])
        marker = self.chart.marker
        if marker.visible and hands[0] <= marker.value <= hands[1]:
            x = rect.left() + (marker.value - hands[0]) / max(1e-9, hands[1] - hands[0]) * rect.width()
            painter.setPen(marker.pen)
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        painter.end()

    def _draw(self, rect: QRectF, hands: tuple[float, float], ratio: float) -> QPixmap:
        """The chart without its marker: background, axes, grid, lines and legend."""
        picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(self.background)
        lines, chips = self._lines(rect, hands)
        painter = QPainter(picture)
        painter.setFont(self.font())
        self._axes(painter, rect, hands, chips)  # straight lines on whole pixels: no antialiasing needed
        painter.save()
        painter.setClipRect(rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for curve, polygon in zip(self.chart.curves, lines, strict=True):
            painter.setPen(curve.pen)
            painter.drawPolyline(polygon)
        painter.restore()
        self._legend(painter, rect)
        painter.end()
        self.painted_points = [p.size() for p in lines]
        return picture

    def _axes(self, painter: QPainter, rect: QRectF, hands: tuple[float, float], chips: tuple[float, float]) -> None:
        metrics = self.fontMetrics()
        grid = QColor(self.ink)
        grid.setAlpha(GRID_ALPHA)
        for _, values in self.axis.tickValues(hands[0], hands[1], rect.width()):
            for v in values:
                x = rect.left() + (v - hands[0]) / max(1e-9, hands[1] - hands[0]) * rect.width()
                painter.setPen(grid)
                painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
                painter.setPen(self.ink)
                label = f"{int(v)}"
                painter.drawText(QPointF(x - metrics.horizontalAdvance(label) / 2, rect.bottom() + metrics.height()),
                                 label)
        for _, values in self.axis.tickValues(chips[0], chips[1], rect.height()):
            for v in values:
                y = rect.bottom() - (v - chips[0]) / max(1e-9, chips[1] - chips[0]) * rect.height()
                painter.setPen(grid)
                painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
                painter.setPen(self.ink)
                label = f"{int(v)}"
                painter.drawText(QPointF(rect.left() - metrics.horizontalAdvance(label) - 4,
                                         y + metrics.ascent() / 2 - 1), label)
        painter.setPen(self.ink)
        painter.drawRect(rect)
        title = self.chart.hand_title
        painter.drawText(QPointF(rect.center().x() - metrics.horizontalAdvance(title) / 2,
                                 rect.bottom() + 2 * metrics.height() + 2), title)
        painter.save()  # the chips' title, up the left side
        painter.translate(metrics.ascent(), rect.center().y() + metrics.horizontalAdvance(self.chart.chips_title) / 2)
        painter.rotate(-90)
        painter.drawText(QPointF(0, 0), self.chart.chips_title)
        painter.restore()

    def _legend(self, painter: QPainter, rect: QRectF) -> None:
        metrics = self.fontMetrics()
        line = metrics.height()
        width = max((metrics.horizontalAdvance(c.name) for c in self.chart.curves), default=0) + 34
        box = QRectF(rect.left() + 10, rect.top() + 10, width, line * len(self.chart.curves) + 8)
        shade = QColor(self.background)
        shade.setAlpha(200)
        painter.fillRect(box, shade)
        for i, curve in enumerate(self.chart.curves):
            y = box.top() + 4 + line * i + line / 2
            painter.setPen(curve.pen)
            painter.drawLine(QPointF(box.left() + 6, y), QPointF(box.left() + 24, y))
            painter.setPen(self.ink)
            painter.drawText(QPointF(box.left() + 30, y + metrics.ascent() / 2 - 1), curve.name)

    # -- pointer and keys

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._drag_from is not None:
            x0, (low, high) = self._drag_from
            rect = self.plot_rect()
            shift = (x0 - pos.x()) / rect.width() * (high - low)
            self._show_span(low + shift, high + shift)
        elif self.plot_rect().contains(pos):
            self.chart.show_hand(self.hand_at(pos.x()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.plot_rect().contains(event.position()):
            self._drag_from = (event.position().x(), self.hand_range())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag_from = None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.show_all()

    def wheelEvent(self, event: QWheelEvent) -> None:
        notches = event.angleDelta().y() / 120
        if notches:
            self.zoom(ZOOM_STEP ** notches, self.hand_at(event.position().x()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        shown = self.chart.marker.value if self.chart.marker.visible else 0
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.chart.show_hand(shown + (1 if key == Qt.Key.Key_Right else -1))
        elif key == Qt.Key.Key_End:
            self.chart.show_hand(self.chart.count - 1)
        elif key == Qt.Key.Key_Home:
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.show_all()
            else:
                self.chart.show_hand(0)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
            self.zoom(ZOOM_STEP if key != Qt.Key.Key_Minus else 1 / ZOOM_STEP, shown)
        else:
            super().keyPressEvent(event)

    def zoom(self, factor: float, around: float) -> None:
        """Show ``factor`` times the hands in view, keeping ``around`` where it is."""
        low, high = self.hand_range()
        width = max(2.0, (high - low) * factor)
        share = (around - low) / max(1e-9, high - low)
        self._show_span(around - share * width, around - share * width + width)

    def _show_span(self, low: float, high: float) -> None:
        last = max(1.0, float(self.chart.hands))
        width = min(high - low, last)
        low = min(max(0.0, low), last - width)
        self.span = None if width >= last else (low, low + width)
        self.update()

    def show_all(self) -> None:
        self.span = None
        self.update()


class ChipsChart(QWidget):
    """Each player's chips over the session, read a few milliseconds a tick; the pointer shows the hand under it."""

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
        self.count = 1  # points read so far (hand 0: the starting chips)
        self.hand_title = self.tr("Hand")
        self.chips_title = unit_word(self.unit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plot = ChartView(self)  # the palette's colours (a dark one too): the chart was white whatever it was
        self.plot.setAccessibleName(self.tr("{unit} after each hand").format(unit=unit_word(self.unit)))
        self.plot.setAccessibleDescription(self.tr("A line per player: {unit} (up) after each hand (across)").format(
            unit=unit_word(self.unit).lower()))
        background = self.plot.background
        # array * n: repeated in C (a list of 100,001 starts made first cost 4 ms a line)
        self.curves = [Curve(name, QPen(self.seat_colour(s, background), 1.5), array("q", [start]) * (self.hands + 1))
                       for s, name in enumerate(self.players)]
        # The hand under the pointer: the palette's mid tone, in a shade that stands out from the background (3:1)
        palette = QApplication.palette()
        shade = readable(palette.color(QPalette.ColorRole.Mid), background, GRAPHICS_CONTRAST)
        self.marker = Marker(QPen(shade, 1, Qt.PenStyle.DashLine))
        layout.addWidget(self.plot, 1)
        self.hover = QLabel(self.tr("Point at the chart to see a hand"), self)
        self.hover.setTextFormat(Qt.TextFormat.PlainText)  # the players' names, as they are
        self.hover.setObjectName("chart_hover")
        # Seven players' amounts are wider than the window: two lines, kept, so the chart does not jump as it grows
        self.hover.setWordWrap(True)
        self.hover.setMinimumHeight(2 * self.hover.fontMetrics().lineSpacing() + 4)
        layout.addWidget(self.hover)
        self._hovered: int | None = None
        self._drawn_at = 0.0  # when the lines were last redrawn while the session is read
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._load_chunk)
        if self.hands:
            self._timer.start()
        else:
            QTimer.singleShot(0, self, self.loaded.emit)  # not once the chart is gone

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
        for curve in self.curves:
            curve.values.extend(array("q", [curve.values[self.count - 1]]) * (hands - self.hands))
        self.hands = hands
        self._timer.start()

    @property
    def is_loaded(self) -> bool:
        return self.count >= self.hands + 1

    def point_count(self) -> int:
        """Hands drawn so far (hand 0, the starting chips, included)."""
        return self.count

    def series(self, seat: int) -> Sequence[int]:
        """A seat's chips after each hand read so far (index 0: the start)."""
        return self.curves[seat].values[: self.count]

    def load_all(self) -> None:
        """Read every remaining hand now (tests, exports)."""
        while not self.is_loaded:
            self._load_chunk()

    def _load_chunk(self) -> None:
        """One timer tick: pages of hands until :data:`SLICE_S` has passed, or the lines redrawn (never both)."""
        if self.is_loaded:
            self._timer.stop()
            return
        start = time.monotonic()
        if self.count > 1 and start - self._drawn_at >= REDRAW_S:  # a long session: redrawn as it grows
            self._drawn_at = start
            self.plot.repaint()  # now, in this tick: update() would paint it in the next, beside a read
            if self._hovered is None:
                self.hover.setText(self.tr("Reading hands: {done} of {total}…").format(done=self.count - 1,
                                                                                      total=self.hands))
            return
        budget = SLICE_S if self.count > 1 else 0.0  # the first tick beside the tab's first paint: one page
        while True:
            try:
                more = self._read_page()
            except StoreError:
                self._timer.stop()
                return
            if not more or self.is_loaded or time.monotonic() - start >= budget:
                break
        self.plot.catch_up()  # the summary of the lines, here rather than in the next redraw (then all at once)
        if self.is_loaded:
            self._timer.stop()
            self.plot.update()
            if self._hovered is None:
                self.hover.setText(self.tr("Point at the chart to see a hand"))
            self.loaded.emit()

    def _read_page(self) -> bool:
        """Read the next :data:`CHART_CHUNK` hands' running totals; False when the session has no more (it had
        fewer hands than it said: the chart ends where they do)."""
        first = self.count
        totals = self.store.hand_totals(self.session_id, first, min(self.hands, first + CHART_CHUNK - 1))
        if not totals:
            self.hands = self.count - 1
            return False
        last = max(totals)
        if len(totals) == last - first + 1:  # every hand has its totals
            rows = [totals[number] for number in range(first, last + 1)]
            for s, curve in enumerate(self.curves):
                curve.values[first:last + 1] = array("q", (r[s] for r in rows))
        else:  # a hand without (damaged): its chips as after the hand before, not the start's
            for s, curve in enumerate(self.curves):
                value = curve.values[first - 1]
                for number in range(first, last + 1):
                    row = totals.get(number)
                    if row is not None:
                        value = row[s]
                    curve.values[number] = value
        self.count = last + 1
        for curve in self.curves:
            curve.blocks(self.count)  # a page's blocks as it is read, not all of them at a zoom or redraw
        return True

    def show_hand(self, number: int) -> str:
        """Put the cursor on hand ``number`` and describe it under the chart; return the text shown."""
        number = max(0, min(number, self.count - 1))
        if number == self._hovered:
            return self.hover.text()
        self._hovered = number
        self.marker.value = number
        self.marker.visible = True
        self.plot.update()
        chips = ", ".join(f"{c.name}: {format_chips(int(c.values[number]), self.unit)}" for c in self.curves)
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
