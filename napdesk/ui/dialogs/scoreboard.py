"""The scoreboard window, opened beside the table: a session hand by hand, the standings, a chart of everyone's
chips, all-time statistics per player, and the past sessions (resume, rename, delete, export).

Everything is read from the store a page at a time, so a session of 100,000 hands opens as fast as one of ten:

- the hand-by-hand table is a :class:`QTableView` over :class:`ScoreboardModel`, a lazy model that fetches pages
  of :meth:`Store.scoreboard` as the view scrolls (``canFetchMore``/``fetchMore``);
- the hand table's columns are as wide as their title and the first rows need (never every cell measured);
- the chart (:mod:`napdesk.ui.dialogs.scoreboard_chart`, drawn with QPainter) is made when its tab is first
  shown and filled from a zero-delay timer, a few milliseconds of reading a tick;
- the all-time statistics are read when their tab is first shown.

The words and the data behind the cells are in :mod:`napdesk.ui.dialogs.scoreboard_model`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import (
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut, QShowEvent
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
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from napdesk.store import DamagedSession, SessionInfo, Store, StoreError
from napdesk.store.transfer import export_file
from napdesk.ui import plain
from napdesk.ui.dialogs.common import fit_screen
from napdesk.ui.dialogs.export import ExportProgress
from napdesk.ui.dialogs.scoreboard_costs import CostsLabel
from napdesk.ui.dialogs.scoreboard_model import (
    PAGE,
    STAT_COLUMNS,
    ScoreboardModel,
    chips_text,
    export_csv,
    export_json,
    local_time,
    standings_of,
    stats_row,
)
from napdesk.ui.i18n import shown_name, shown_session_name, unit_word
from napdesk.ui.store_words import damage_text, error_text

if TYPE_CHECKING:
    from napdesk.ui.dialogs.scoreboard_chart import ChipsChart

__all__ = ["PAGE", "ScoreboardModel", "ScoreboardWindow", "export_csv", "export_json"]

SAMPLE_ROWS: Final = 20  # rows measured for the hand table's column widths (the first page holds PAGE)

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
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # the session's name, as it is
        heading.addWidget(self.title, 1)
        self.oldest_first = QCheckBox(self.tr("&Oldest hand first"), board)
        self.oldest_first.setObjectName("oldest_first")
        self.oldest_first.toggled.connect(self._order_changed)
        heading.addWidget(self.oldest_first)
        board_layout.addLayout(heading)
        split = QSplitter(Qt.Orientation.Vertical, board)
        self.standings = _table(split, [self.tr("Rank"), self.tr("Player"), unit_word("counters"),
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
        self.costs = CostsLabel(store, board)  # the person's chips lost to decisions vs to the cards
        board_layout.addWidget(self.costs)
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
        fit_screen(self, 980, 700)

    # -- one session ----------------------------------------------------------------------------------------------

    def show_session(self, session_id: int) -> None:
        """Show a session's scoreboard, standings and chart (a damaged one: :class:`DamagedSession`)."""
        info = self.store.session_info(session_id)
        if info.damaged is not None:
            raise DamagedSession(session_id, info.damaged)
        self.session_id = session_id
        self.title.setText(self.tr("{name}: %n hand(s) ({status})", "", info.hands).format(
            name=shown_session_name(info.name), status=self.tr(info.status)))
        old = self.model
        self.model = ScoreboardModel(self.store, session_id, parent=self,
                                     newest_first=not self.oldest_first.isChecked())
        self.view.setModel(self.model)
        if self.model.canFetchMore():
            self.model.fetchMore()  # the first page now: the view would ask only once it is laid out
        if old is not None:
            old.deleteLater()
        self._size_columns()
        self._fill_standings()
        self.costs.load(session_id)
        self._drop_chart()
        if self.tabs.currentWidget() is self.chart_tab:
            self.show_chart()

    def _size_columns(self) -> None:
        """Each column as wide as its title and the widest of the first rows (resizeColumnsToContents would ask
        the model for every cell fetched, on every open); the player can still drag them wider."""
        assert self.model is not None
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        metrics = self.view.fontMetrics()
        title_metrics = header.fontMetrics()
        rows = min(self.model.rowCount(), SAMPLE_ROWS)
        for column in range(self.model.columnCount()):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal) or "")
            widest = max((metrics.horizontalAdvance(str(self.model.data(self.model.index(r, column)) or ""))
                          for r in range(rows)), default=0)
            header.resizeSection(column, max(title_metrics.horizontalAdvance(title) + 24, widest + 16, 40))

    def show_chart(self) -> ChipsChart | None:
        """The chart of the session shown, made now if it is not yet (its tab's first showing calls this)."""
        if self.chart is None and self.session_id is not None:
            from napdesk.ui.dialogs.scoreboard_chart import ChipsChart

            self.chart = ChipsChart(self.store, self.session_id, self.chart_tab)
            self.chart_layout.addWidget(self.chart)
        return self.chart

    def closeEvent(self, event: QCloseEvent) -> None:
        """Background reading stops while the window is closed (the store may close after it): the chart's pages
        of hands, and the review of the hands (a solver's job)."""
        if self.chart is not None:
            self.chart.pause()
        self.costs.stop()
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.chart is not None:
            self.chart.resume()
        if self.costs.stopped and self.session_id is not None:  # closed before the review was done
            self.costs.load(self.session_id)

    def _drop_chart(self) -> None:
        if self.chart is not None:
            self.chart_layout.removeWidget(self.chart)
            self.chart._timer.stop()
            self.chart.deleteLater()
            self.chart = None

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
        self.standings.setHorizontalHeaderItem(2, QTableWidgetItem(unit_word(unit)))  # the session's unit
        rows = []
        for s in standings_of(self.store, self.session_id):
            rows.append([str(s.rank), shown_name(s.name), chips_text(s.chips, unit), str(s.bought),
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
            name=shown_session_name(info.name), status=self.tr(info.status)))
        if self.chart is not None:
            self.chart.grow(info.hands)
        self.costs.load(self.session_id)

    def _open_hand(self, index: QModelIndex) -> None:
        if self.model is not None and self.session_id is not None and index.isValid():
            self.history_requested.emit(self.session_id, self.model.row(index.row()).number)

    # -- statistics ---------------------------------------------------------------------------------------------

    def _tab_changed(self, index: int) -> None:
        if index == self.stats_index and not self._stats_loaded:
            self.load_stats()
        elif self.tabs.widget(index) is self.chart_tab:
            self.show_chart()

    def load_stats(self) -> None:
        rows, ids = [], []
        for profile, stats in self.store.profiles.all_time():  # by profile: a renamed player keeps his row
            row = stats_row(stats)
            if profile.kind == "computer":
                row[0] = self.tr("{name} (computer)").format(name=shown_name(profile.name))
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
                                        text=shown_name(self.store.profiles.get(profile).name))
        if ok:
            self.rename_player(profile, name)

    def rename_player(self, profile: int, name: str) -> None:
        """A player's new name: his sessions and record stay his (profiles are ids, not names)."""
        try:
            self.store.profiles.rename(profile, name)
        except StoreError as exc:
            plain.warn(self, self.tr("Scoreboard"), error_text(exc))
        self.load_stats()

    # -- past sessions ------------------------------------------------------------------------------------------

    def reload_sessions(self) -> None:
        listed: list[SessionInfo] = self.store.sessions()
        rows = [[i.name, ", ".join(shown_name(p) for p in i.players), str(i.hands),
                 self.tr(i.status) if i.damaged is None else self.tr("damaged"), local_time(i.updated)]
                for i in listed]
        _fill(self.sessions, rows, [i.id for i in listed])
        for row, info in enumerate(listed):  # why a damaged session cannot be opened, on its line
            if info.damaged is not None:
                for column in range(self.sessions.columnCount()):
                    item = self.sessions.item(row, column)
                    if item is not None:
                        item.setToolTip(self.tr("This session cannot be opened: {reason}").format(
                            reason=damage_text(info.damaged)))

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
            plain.warn(self, self.tr("Scoreboard"), error_text(exc))

    def _resume(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        if info.damaged is not None:  # refused here: the table would drop its game for one it cannot open
            raise DamagedSession(session_id, info.damaged)
        self.resume_requested.emit(session_id)

    def _ask_rename(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        shown = shown_session_name(info.name)
        name, ok = QInputDialog.getText(self, self.tr("Rename session"), self.tr("New name:"), text=shown)
        if ok and name.strip() and name.strip() != shown:  # unchanged: a default name stays a code
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
        if plain.ask(self, self.tr("Delete session"),
                     self.tr("Delete the session {name} and its %n hand(s) for good?", "", info.hands)
                     .format(name=shown_session_name(info.name))):
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
        self._drop_chart()
        self.standings.setRowCount(0)
        self.title.setText(self.tr("No session"))

    def _ask_export_json(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        if info.damaged is not None:  # before asking for a file name
            raise DamagedSession(session_id, info.damaged)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export session"), f"{shown_session_name(info.name)}.json",
                                              self.tr("napdesk sessions (*.json)"))
        if path:
            progress = ExportProgress(export_file(self.store, session_id, Path(path)), info.hands,
                                      shown_session_name(info.name), self)
            progress.over.connect(lambda outcome: self._exported(outcome, path))
            self.export_progress = progress

    def _exported(self, outcome: str, path: str) -> None:
        self.export_progress = None
        if outcome == "done":
            self.status.showMessage(self.tr("Saved {path}").format(path=path), 6000)
        elif outcome == "cancelled":
            self.status.showMessage(self.tr("Export cancelled; nothing was written"), 6000)
        else:
            plain.warn(self, self.tr("Scoreboard"), outcome)

    def _ask_export_csv(self, session_id: int) -> None:
        info = self.store.session_info(session_id)
        if info.damaged is not None:  # before asking for a file name
            raise DamagedSession(session_id, info.damaged)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export scoreboard"),
                                              f"{shown_session_name(info.name)}.csv",
                                              self.tr("CSV files (*.csv)"))
        if path:
            hands = export_csv(self.store, session_id, path)
            self.status.showMessage(self.tr("Saved %n hand(s) to {path}", "", hands).format(path=path), 6000)
