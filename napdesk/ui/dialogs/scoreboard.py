"""The scoreboard window, opened beside the table: a session hand by hand, the standings, a chart of everyone's
chips, all-time statistics per player, and the past sessions (resume, rename, delete, export).

Everything is read from the store a page at a time, so a session of 100,000 hands opens as fast as one of ten:

- the hand-by-hand table is a :class:`QTableView` over :class:`ScoreboardModel`, a lazy model that fetches pages
  of :meth:`Store.scoreboard` as the view scrolls (``canFetchMore``/``fetchMore``);
- the chart (pyqtgraph) is filled in chunks from a zero-delay timer after the window is shown, so the window
  stays responsive while a long session loads; pyqtgraph draws it downsampled (peak mode, clipped to the view);
  hovering shows the hand under the pointer;
- the all-time statistics are read when their tab is first shown.
"""

from __future__ import annotations

import contextlib
import csv
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from napdesk.engine.actions import ActionError, Bid
from napdesk.engine.money import format_chips
from napdesk.engine.session import Session, SessionError, Standing
from napdesk.store import DamagedSession, HandRow, PlayerStats, SessionInfo, Store, StoreError
from napdesk.store.files import AtomicFile
from napdesk.store.transfer import export_file, run
from napdesk.ui.dialogs.common import translate
from napdesk.ui.dialogs.export import ExportProgress
from napdesk.ui.i18n import bid_label

PAGE: Final = 200  # rows the table fetches at a time
CHART_CHUNK: Final = 2500  # hands the chart reads per timer tick (about 40 ms)
SEAT_COLOURS: Final = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2")
NEGATIVE: Final = QColor("#b00020")
POSITIVE: Final = QColor("#1b7a2f")
Index = QModelIndex | QPersistentModelIndex

BID_NAMES: Final = {"misere": "Misère", "nap": "Nap", "wellington": "Wellington", "blucher": "Blücher"}


def bid_text(bid: str | None) -> str:
    if bid is None:
        return translate("Scoreboard", "all passed")
    return translate("Scoreboard", BID_NAMES.get(bid, bid))


def local_time(iso: str) -> str:
    """A stored ISO 8601 time (UTC) in the user's time zone, written as the user's locale writes dates."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


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


def result_text(made: bool | None) -> str:
    if made is None:
        return translate("Scoreboard", "thrown in")
    return translate("Scoreboard", "made") if made else translate("Scoreboard", "failed")


def chips_text(amount: int, unit: str) -> str:
    """Chips in a table cell: a bare number for counters (the header says what they are), else money."""
    return str(amount) if unit == "counters" else format_chips(amount, unit)


def signed(amount: int, unit: str) -> str:
    text = chips_text(amount, unit)
    return "+" + text if amount > 0 else text


class ScoreboardModel(QAbstractTableModel):
    """The hands of one session, fetched from the store a page at a time as the view scrolls.

    ``newest_first`` (the scoreboard's default): the last hands are on top, so a long session opens on its latest
    hands and new hands appear at the top as they are played; older pages are fetched as the view scrolls down.
    Otherwise the oldest hand is on top and new hands are added at the bottom.
    """

    FIXED: Final = ("Hand", "Dealer", "Bidder", "Bid", "Result")

    def __init__(self, store: Store, session_id: int, page: int = PAGE, parent: Any = None, *,
                 newest_first: bool = True) -> None:
        super().__init__(parent)
        self.store = store
        self.session_id = session_id
        self.page = page
        self.newest_first = newest_first
        saved = store.load_session(session_id)
        self.players: tuple[str, ...] = saved.players
        self.unit = str(saved.rules.get("stake_unit", "counters"))
        self.hands = saved.info.hands
        self._rows: list[HandRow] = []  # in display order
        self._low = self.hands + 1 if newest_first else 1  # newest first: the lowest hand number loaded
        self._high = self.hands if newest_first else 0  # the highest hand number loaded (or covered)

    # -- shape ------------------------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's own default
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.FIXED) + 2 * len(self.players) + 1

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        if parent.isValid():
            return False
        return self._low > 1 if self.newest_first else self._high < self.hands

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or not self.canFetchMore():
            return
        if self.newest_first:
            first = max(1, self._low - self.page)
            rows = list(reversed(self._read(first, self._low - 1)))
            self._low = first
        else:
            first = self._high + 1
            rows = self._read(first, min(self.hands, first + self.page - 1))
            self._high = first + len(rows) - 1 if rows else self.hands
        if rows:
            self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(rows) - 1)
            self._rows.extend(rows)
            self.endInsertRows()

    def _read(self, first: int, last: int) -> list[HandRow]:
        if last < first:
            return []
        return list(self.store.scoreboard(self.session_id, first, last - first + 1).rows)

    def refresh(self) -> None:
        """Take in the hands finished since (the table calls this after each hand)."""
        hands = self.store.session_info(self.session_id).hands
        if hands <= self.hands:
            return
        if self.newest_first:
            new = list(reversed(self._read(self._high + 1, hands)))
            self.hands = hands
            self._high = hands
            if new:
                self.beginInsertRows(QModelIndex(), 0, len(new) - 1)
                self._rows[:0] = new
                self.endInsertRows()
        else:
            at_end = self._high >= self.hands
            self.hands = hands
            if at_end:
                self.fetchMore()

    def row(self, i: int) -> HandRow:
        return self._rows[i]

    # -- cells --------------------------------------------------------------------------------------------------

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        fixed = len(self.FIXED)
        if section < fixed:
            return self.tr(self.FIXED[section])
        k = section - fixed
        if k < 2 * len(self.players):
            name = self.players[k // 2]
            return self.tr("{name} ±").format(name=name) if k % 2 == 0 else name
        return self.tr("Pool")

    def _name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.players[seat] if 0 <= seat < len(self.players) else str(seat)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        col = index.column()
        fixed = len(self.FIXED)
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(r.number)
            if col == 1:
                return self._name(r.dealer)
            if col == 2:
                return self._name(r.bidder)
            if col == 3:
                return bid_text(r.bid)
            if col == 4:
                # a hand in which a person took back a card or a bid is marked so
                return result_text(r.made) + (self.tr(" (undo)") if r.undone else "")
            k = col - fixed
            if k < 2 * len(self.players):
                seat = k // 2
                return signed(r.changes[seat], self.unit) if k % 2 == 0 else chips_text(r.totals[seat], self.unit)
            return chips_text(r.pool_after, self.unit)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col == 0 or col >= fixed:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if col == 4 and r.made is not None:
                return QBrush(POSITIVE if r.made else NEGATIVE)
            k = col - fixed
            if 0 <= k < 2 * len(self.players) and k % 2 == 0:
                change = r.changes[k // 2]
                if change:
                    return QBrush(POSITIVE if change > 0 else NEGATIVE)
            return None
        if role == Qt.ItemDataRole.ToolTipRole and col == 4 and r.undone:
            return self.tr("A card or a bid was taken back in this hand")
        if role == Qt.ItemDataRole.UserRole:
            return r.number
        return None


# ------------------------------------------------------------------------------------------------ chart


class ChipsChart(QWidget):
    """Each player's chips over the session (pyqtgraph), filled in chunks; hover shows the hand."""

    loaded = Signal()

    def __init__(self, store: Store, session_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.session_id = session_id
        saved = store.load_session(session_id)
        self.players = saved.players
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
        self.plot = pg.PlotWidget(self, background="w", axisItems={"bottom": HandAxis(orientation="bottom")})
        self.plot.setObjectName("chips_chart")
        self.plot.setAccessibleName(self.tr("Chips after each hand"))
        self.plot.setAccessibleDescription(self.tr("A line per player: chips (up) after each hand (across)"))
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        item.setLabel("bottom", self.tr("Hand"))
        item.setLabel("left", self.tr("Chips"))
        item.addLegend(offset=(10, 10))
        item.setDownsampling(auto=True, mode="peak")
        item.setClipToView(True)
        self.curves = [
            item.plot(self.xs[:1], self.ys[s, :1], name=name, pen=pg.mkPen(SEAT_COLOURS[s % len(SEAT_COLOURS)],
                                                                          width=1.5))
            for s, name in enumerate(self.players)
        ]
        self.marker = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888888", style=Qt.PenStyle.DashLine))
        self.marker.setVisible(False)
        item.addItem(self.marker, ignoreBounds=True)
        layout.addWidget(self.plot, 1)
        self.hover = QLabel(self.tr("Point at the chart to see a hand"), self)
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
        chips = ", ".join(f"{name} {format_chips(int(self.ys[s, number]), self.unit)}"
                          for s, name in enumerate(self.players))
        if number == 0:
            text = self.tr("Start: {chips}").format(chips=chips)
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
            text = self.tr("Hand {n} ({detail}): {chips}").format(n=number, detail=detail, chips=chips)
        self.hover.setText(text)
        return text


# ------------------------------------------------------------------------------------------------ statistics


STAT_COLUMNS: Final = ("Player", "Sessions", "Hands", "Chips won", "Chips per hand", "Bids made", "Bids failed",
                       "Naps made", "Biggest win", "By bid (made/failed)")


def _bid_word(bid: str) -> str:
    """``Three``, ``Nap``: a bid as the player says it (the ladder's numbers in words), translated."""
    try:
        return bid_label(Bid.parse(bid))
    except ActionError:
        return bid_text(bid)


def stats_row(stats: PlayerStats) -> list[str]:
    per_hand = f"{stats.chips_won / stats.hands:+.2f}" if stats.hands else "-"
    # "Three: 3 made, 1 failed" rather than "3 3/1", which read as a fraction.
    tally = translate("Scoreboard", "{bid}: {made} made, {failed} failed")
    by_bid = "; ".join(tally.format(bid=_bid_word(bid), made=t.made, failed=t.failed) for bid, t in stats.bids.items())
    return [stats.name, str(stats.sessions), str(stats.hands), f"{stats.chips_won:+d}", per_hand,
            str(stats.bids_made), str(stats.bids_failed), str(stats.naps_made),
            "-" if stats.biggest_win is None else str(stats.biggest_win), by_bid]


def _table(parent: QWidget, headers: list[str], name: str) -> QTableWidget:
    table = QTableWidget(0, len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], data: list[Any] | None = None) -> None:
    table.setRowCount(len(rows))
    for i, cells in enumerate(rows):
        for j, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if data is not None:
                item.setData(Qt.ItemDataRole.UserRole, data[i])
            table.setItem(i, j, item)


def standings_of(store: Store, session_id: int) -> list[Standing]:
    """The session's standings from its snapshot (chips, stacks bought, rank); from the totals if it has none."""
    saved = store.load_session(session_id)
    if saved.snapshot is not None:
        try:
            return Session.from_snapshot(saved.snapshot).standings()
        except SessionError:
            pass
    page = store.scoreboard(session_id, None, 1)
    order = sorted(range(len(saved.players)), key=lambda s: -page.standings[s])
    out = []
    for s in order:
        chips = page.standings[s]
        rank = 1 + sum(1 for t in page.standings if t > chips)
        out.append(Standing(s, saved.players[s], chips, 0, chips, rank, False))
    return out


def export_csv(store: Store, session_id: int, path: Path | str) -> int:
    """Write the session's scoreboard to a CSV file, one line per hand; returns the number of hands written."""
    saved = store.load_session(session_id)
    players = saved.players
    header = ["hand", "dealer", "bidder", "bid", "made"]
    for name in players:
        header += [f"{name} change", f"{name} total"]
    header.append("pool")
    written = 0
    with AtomicFile(path, newline="") as f:
        out = csv.writer(f)
        out.writerow(header)
        first = 1
        while True:
            rows = store.scoreboard(session_id, first, 5000).rows
            if not rows:
                break
            for r in rows:
                line: list[object] = [r.number, players[r.dealer],
                                      "" if r.bidder is None else players[r.bidder], r.bid or "",
                                      "" if r.made is None else ("yes" if r.made else "no")]
                for c, t in zip(r.changes, r.totals, strict=True):
                    line += [c, t]
                line.append(r.pool_after)
                out.writerow(line)
            written += len(rows)
            first = rows[-1].number + 1
    return written


def export_json(store: Store, session_id: int, path: Path | str) -> None:
    """The session as a ``napdesk-session/1`` document, at once (the window's button shows its progress)."""
    run(export_file(store, session_id, Path(path)))


# ------------------------------------------------------------------------------------------------ the window


class ScoreboardWindow(QMainWindow):
    """The scoreboard of one session (the current one by default) beside the table, and the past sessions."""

    resume_requested = Signal(int)  # a past session's id: the main window resumes it
    history_requested = Signal(int, int)  # session id, hand number: open it in the hand history

    def __init__(self, store: Store, session_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard_window")
        self.setWindowTitle(self.tr("Scoreboard"))
        self.store = store
        self.session_id: int | None = None
        self.model: ScoreboardModel | None = None
        self.chart: ChipsChart | None = None
        self._stats_loaded = False
        self.export_progress: ExportProgress | None = None  # an export under way

        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(self.tr("Scoreboard pages"))
        central = QWidget(self)
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.addWidget(self.tabs, 1)
        # A window, not a dialog: it gets a Close button and Esc like one.
        close_row = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, central)
        close_row.setObjectName("scoreboard_buttons")
        close_row.rejected.connect(self.close)
        central_layout.addWidget(close_row)
        self.setCentralWidget(central)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)

        # Scoreboard tab: standings above, hands below.
        board = QWidget(self.tabs)
        board_layout = QVBoxLayout(board)
        heading = QHBoxLayout()
        self.title = QLabel(board)
        self.title.setObjectName("session_title")
        heading.addWidget(self.title, 1)
        self.oldest_first = QCheckBox(self.tr("&Oldest hand first"), board)
        self.oldest_first.setObjectName("oldest_first")
        self.oldest_first.toggled.connect(self._order_changed)
        heading.addWidget(self.oldest_first)
        board_layout.addLayout(heading)
        split = QSplitter(Qt.Orientation.Vertical, board)
        self.standings = _table(split, [self.tr("Rank"), self.tr("Player"), self.tr("Chips"),
                                        self.tr("Stacks bought"), self.tr("Net"), self.tr("Status")], "standings")
        self.view = QTableView(split)
        self.view.setObjectName("hands_view")
        self.view.setAccessibleName(self.tr("Hands of the session"))
        self.view.setAccessibleDescription(self.tr("Double-click a hand to replay it card by card"))
        self.standings.setAccessibleName(self.tr("Standings"))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(22)
        self.view.doubleClicked.connect(self._open_hand)
        self.view.setToolTip(self.tr("Double-click a hand to replay it card by card"))
        split.addWidget(self.standings)
        split.addWidget(self.view)
        split.setStretchFactor(1, 3)
        board_layout.addWidget(split, 1)
        self.tabs.addTab(board, self.tr("Scoreboard"))

        self.chart_tab = QWidget(self.tabs)
        self.chart_layout = QVBoxLayout(self.chart_tab)
        self.chart_layout.setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self.chart_tab, self.tr("Chart"))

        stats_tab = QWidget(self.tabs)
        stats_layout = QVBoxLayout(stats_tab)
        stats_layout.addWidget(QLabel(self.tr("Every player's record across all sessions"), stats_tab))
        self.stats = _table(stats_tab, [self.tr(c) for c in STAT_COLUMNS], "player_stats")
        self.stats.setAccessibleName(self.tr("Every player's record across all sessions"))
        stats_layout.addWidget(self.stats, 1)
        self.rename_player_button = QPushButton(self.tr("Rename player…"), stats_tab)
        self.rename_player_button.setObjectName("rename_player")
        self.rename_player_button.clicked.connect(self._ask_rename_player)
        stats_row = QHBoxLayout()
        stats_row.addWidget(self.rename_player_button)
        stats_row.addStretch(1)
        stats_layout.addLayout(stats_row)
        self.stats_index = self.tabs.addTab(stats_tab, self.tr("All-time"))

        past = QWidget(self.tabs)
        past_layout = QVBoxLayout(past)
        self.sessions = _table(past, [self.tr("Name"), self.tr("Players"), self.tr("Hands"), self.tr("Status"),
                                      self.tr("Last played")], "sessions")
        self.sessions.setAccessibleName(self.tr("Past sessions"))
        self.sessions.doubleClicked.connect(lambda _: self._act(self.show_session))
        past_layout.addWidget(self.sessions, 1)
        row = QHBoxLayout()
        self.session_buttons: dict[str, QPushButton] = {}
        for key, text, slot in (
            ("show", self.tr("Show"), lambda: self._act(self.show_session)),
            ("resume", self.tr("Resume"), lambda: self._act(self._resume)),
            ("rename", self.tr("Rename…"), lambda: self._act(self._ask_rename)),
            ("close", self.tr("Close"), lambda: self._act(self.close_session)),
            ("delete", self.tr("Delete…"), lambda: self._act(self._ask_delete)),
            ("json", self.tr("Export JSON…"), lambda: self._act(self._ask_export_json)),
            ("csv", self.tr("Export CSV…"), lambda: self._act(self._ask_export_csv)),
        ):
            button = QPushButton(text, past)
            button.setObjectName(f"session_{key}")
            button.clicked.connect(slot)
            row.addWidget(button)
            self.session_buttons[key] = button
        row.addStretch(1)
        past_layout.addLayout(row)
        self.sessions_index = self.tabs.addTab(past, self.tr("Sessions"))
        self.status = self.statusBar()

        self.tabs.currentChanged.connect(self._tab_changed)
        self.reload_sessions()
        if session_id is None:  # the most recent session napdesk can read
            session_id = next((i.id for i in store.sessions() if i.damaged is None), None)
        if session_id is not None:
            self.show_session(session_id)
        self.resize(980, 700)

    # -- one session ----------------------------------------------------------------------------------------------

    def show_session(self, session_id: int) -> None:
        """Show a session's scoreboard, standings and chart (a damaged one: :class:`DamagedSession`)."""
        info = self.store.session_info(session_id)
        if info.damaged is not None:
            raise DamagedSession(session_id, info.damaged)
        self.session_id = session_id
        self.title.setText(self.tr("{name}: %n hand(s) ({status})", "", info.hands).format(
            name=info.name, status=self.tr(info.status)))
        old = self.model
        self.model = ScoreboardModel(self.store, session_id, parent=self,
                                     newest_first=not self.oldest_first.isChecked())
        self.view.setModel(self.model)
        if self.model.canFetchMore():
            self.model.fetchMore()  # the first page now: the view would ask only once it is laid out
        if old is not None:
            old.deleteLater()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setDefaultSectionSize(78)
        self.view.resizeColumnsToContents()
        self._fill_standings()
        if self.chart is not None:
            self.chart_layout.removeWidget(self.chart)
            self.chart._timer.stop()
            self.chart.deleteLater()
        self.chart = ChipsChart(self.store, session_id, self.chart_tab)
        self.chart_layout.addWidget(self.chart)

    def _order_changed(self) -> None:
        if self.session_id is None:
            return
        old = self.model
        self.model = ScoreboardModel(self.store, self.session_id, parent=self,
                                     newest_first=not self.oldest_first.isChecked())
        self.view.setModel(self.model)
        self.model.fetchMore()
        if old is not None:
            old.deleteLater()

    def _fill_standings(self) -> None:
        assert self.session_id is not None
        unit = self.model.unit if self.model is not None else "counters"
        rows = []
        for s in standings_of(self.store, self.session_id):
            rows.append([str(s.rank), s.name, chips_text(s.chips, unit), str(s.bought),
                         chips_text(s.net, unit), self.tr("out") if s.out else ""])
        _fill(self.standings, rows)

    def refresh(self) -> None:
        """After a hand is finished in the session shown: new rows, standings, chart."""
        if self.session_id is None or self.model is None:
            return
        self.model.refresh()
        self._fill_standings()
        info = self.store.session_info(self.session_id)
        self.title.setText(self.tr("{name}: %n hand(s) ({status})", "", info.hands).format(
            name=info.name, status=self.tr(info.status)))
        if self.chart is not None:
            self.chart.grow(info.hands)

    def _open_hand(self, index: QModelIndex) -> None:
        if self.model is not None and self.session_id is not None and index.isValid():
            self.history_requested.emit(self.session_id, self.model.row(index.row()).number)

    # -- statistics ---------------------------------------------------------------------------------------------

    def _tab_changed(self, index: int) -> None:
        if index == self.stats_index and not self._stats_loaded:
            self.load_stats()

    def load_stats(self) -> None:
        rows, ids = [], []
        for profile, stats in self.store.all_time():  # by profile: a renamed player keeps his row
            row = stats_row(stats)
            if profile.kind == "computer":
                row[0] = self.tr("{name} (computer)").format(name=profile.name)
            rows.append(row)
            ids.append(profile.id)
        _fill(self.stats, rows, ids)
        self._stats_loaded = True

    def selected_profile(self) -> int | None:
        item = self.stats.item(self.stats.currentRow(), 0) if self.stats.currentRow() >= 0 else None
        data = None if item is None else item.data(Qt.ItemDataRole.UserRole)
        return data if isinstance(data, int) else None

    def _ask_rename_player(self) -> None:
        profile = self.selected_profile()
        if profile is None:
            self.status.showMessage(self.tr("Choose a player first"), 4000)
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename player"), self.tr("New name:"),
                                        text=self.store.profile(profile).name)
        if ok:
            self.rename_player(profile, name)

    def rename_player(self, profile: int, name: str) -> None:
        """A player's new name: his sessions and record stay his (profiles are ids, not names)."""
        try:
            self.store.rename_profile(profile, name)
        except StoreError as exc:
            QMessageBox.warning(self, self.tr("Scoreboard"), str(exc))
        self.load_stats()

    # -- past sessions ------------------------------------------------------------------------------------------

    def reload_sessions(self) -> None:
        listed: list[SessionInfo] = self.store.sessions()
        rows = [[i.name, ", ".join(i.players), str(i.hands),
                 self.tr(i.status) if i.damaged is None else self.tr("damaged"), local_time(i.updated)]
                for i in listed]
        _fill(self.sessions, rows, [i.id for i in listed])
        for row, info in enumerate(listed):  # why a damaged session cannot be opened, on its line
            if info.damaged is not None:
                for column in range(self.sessions.columnCount()):
                    item = self.sessions.item(row, column)
                    if item is not None:
                        item.setToolTip(self.tr("This session cannot be opened: {reason}").format(
                            reason=info.damaged))

    def selected_session(self) -> int | None:
        row = self.sessions.currentRow()
        item = self.sessions.item(row, 0) if row >= 0 else None
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def select_session(self, session_id: int) -> None:
        for row in range(self.sessions.rowCount()):
            item = self.sessions.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == session_id:
                self.sessions.selectRow(row)
                return
        raise KeyError(session_id)

    def _act(self, action: Callable[[int], object]) -> None:
        sid = self.selected_session()
        if sid is None:
            self.status.showMessage(self.tr("Choose a session first"), 4000)
            return
        try:
            action(sid)
        except (StoreError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Scoreboard"), str(exc))

    def _resume(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        if info.damaged is not None:  # refused here: the table would drop its game for one it cannot open
            raise DamagedSession(session_id, info.damaged)
        self.resume_requested.emit(session_id)

    def _ask_rename(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        name, ok = QInputDialog.getText(self, self.tr("Rename session"), self.tr("New name:"), text=info.name)
        if ok and name.strip():
            self.rename_session(session_id, name.strip())

    def rename_session(self, session_id: int, name: str) -> None:
        self.store.rename_session(session_id, name)
        self.reload_sessions()
        if session_id == self.session_id:
            self.show_session(session_id)

    def close_session(self, session_id: int) -> None:
        """An unfinished session the players are done with: kept, no longer offered for resuming."""
        if self.store.session_info(session_id).status == "active":
            self.store.set_status(session_id, "abandoned")
            self.status.showMessage(self.tr("Closed: it is no longer offered for resuming"), 6000)
        self.reload_sessions()
        with contextlib.suppress(KeyError):
            self.select_session(session_id)

    def _ask_delete(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        answer = QMessageBox.question(self, self.tr("Delete session"),
                                      self.tr("Delete the session {name} and its %n hand(s) for good?", "",
                                              info.hands).format(name=info.name))
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_session(session_id)

    def delete_session(self, session_id: int) -> None:
        self.store.delete_session(session_id)
        self.reload_sessions()
        if session_id == self.session_id:
            listed = self.store.sessions()
            if listed:
                self.show_session(listed[0].id)
            else:
                self.clear()

    def clear(self) -> None:
        """Show no session (the last one was deleted)."""
        self.session_id = None
        self.view.setModel(None)
        if self.model is not None:
            self.model.deleteLater()
            self.model = None
        if self.chart is not None:
            self.chart._timer.stop()
            self.chart.deleteLater()
            self.chart = None
        self.standings.setRowCount(0)
        self.title.setText(self.tr("No session"))

    def _ask_export_json(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        if info.damaged is not None:  # before asking for a file name
            raise DamagedSession(session_id, info.damaged)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export session"), f"{info.name}.json",
                                              self.tr("napdesk sessions (*.json)"))
        if path:
            progress = ExportProgress(export_file(self.store, session_id, Path(path)), info.hands, info.name, self)
            progress.over.connect(lambda outcome: self._exported(outcome, path))
            self.export_progress = progress

    def _exported(self, outcome: str, path: str) -> None:
        self.export_progress = None
        if outcome == "done":
            self.status.showMessage(self.tr("Saved {path}").format(path=path), 6000)
        elif outcome == "cancelled":
            self.status.showMessage(self.tr("Export cancelled; nothing was written"), 6000)
        else:
            QMessageBox.warning(self, self.tr("Scoreboard"), outcome)

    def _ask_export_csv(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        if info.damaged is not None:  # before asking for a file name
            raise DamagedSession(session_id, info.damaged)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export scoreboard"), f"{info.name}.csv",
                                              self.tr("CSV files (*.csv)"))
        if path:
            hands = export_csv(self.store, session_id, path)
            self.status.showMessage(self.tr("Saved %n hand(s) to {path}", "", hands).format(path=path), 6000)
