"""The question at start-up: the unfinished sessions, newest first (the few newest, and "More…" for the rest), to
resume one or start a new game.

Each row gives when the session was last played (in the user's locale), its name, its players, how many hands
were played (and whether one is in progress) and each player's chips now, a line for each player.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimeZone
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from napdesk.store import SessionInfo, Store, StoreError
from napdesk.ui.i18n import format_chips, shown_name, shown_session_name

FIRST_SHOWN: Final = 5  # the unfinished sessions listed before "More…"


def when_text(stamp: str) -> str:
    """An ISO 8601 UTC time as the user's locale writes a short date and time, in local time."""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return stamp
    moment.setTimeZone(QTimeZone.utc())
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def chips_of(store: Store, info: SessionInfo) -> tuple[int, ...]:
    """Each seat's chips after the session's last finished hand."""
    try:
        return store.scoreboard(info.id, count=0).standings
    except StoreError:
        return ()


def unit_of(store: Store, info: SessionInfo) -> str:
    """The stake unit the session's rules name (counters when they cannot be read)."""
    try:
        return str(store.load_session(info.id).rules.get("stake_unit", "counters"))
    except StoreError:
        return "counters"


class ResumeDialog(QDialog):
    """Unfinished sessions to resume; :meth:`chosen` is the session picked, or None for a new game."""

    def __init__(self, store: Store, sessions: Sequence[SessionInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resume_dialog")
        self.setWindowTitle(self.tr("Unfinished sessions"))
        self._new = False
        layout = QVBoxLayout(self)
        text = self.tr("%n session(s) were not finished. Go on with one where it stopped?", "", len(sessions))
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.list = QTreeWidget(self)
        self.list.setObjectName("unfinished")
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setHeaderLabels([self.tr("Last played"), self.tr("Session"), self.tr("Players"), self.tr("Hands"),
                                   self.tr("Balance")])
        for info in sessions:
            hands = self.tr("%n hand(s)", "", info.hands)
            if info.in_progress:  # the hands counted are the finished ones: the one in progress is not among them
                hands = (self.tr("%n hand(s) finished, one more in progress", "", info.hands) if info.hands
                         else self.tr("The first hand is in progress"))
            chips = chips_of(store, info)
            unit = unit_of(store, info)
            # A line for each player, his balance beside him: seven names on one line run wider than the prompt.
            players = "\n".join(shown_name(p) for p in info.players)  # default names in the language of the day
            row = QTreeWidgetItem([when_text(info.updated), shown_session_name(info.name), players, hands,
                                   "\n".join(format_chips(c, unit) for c in chips)])
            for column in range(5):
                row.setTextAlignment(column, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            row.setData(0, Qt.ItemDataRole.UserRole, info.id)
            self.list.addTopLevelItem(row)
        # The few newest first; "More…" shows the rest (sessions left over the months pile up).
        self.more_button = QPushButton(self.tr("More…"), self)
        self.more_button.setObjectName("more_sessions")
        self.more_button.clicked.connect(self.show_all)
        for i in range(FIRST_SHOWN, self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            if item is not None:
                item.setHidden(True)
        for column in range(self.list.columnCount()):
            self.list.resizeColumnToContents(column)
        newest = self.list.topLevelItem(0)
        if newest is not None:
            self.list.setCurrentItem(newest)
        self.list.itemDoubleClicked.connect(lambda *_: self.accept())
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(self)
        self.resume_button = QPushButton(self.tr("Resume"), self)
        self.new_button = QPushButton(self.tr("New game"), self)
        buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.addButton(self.more_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.more_button.setVisible(len(sessions) > FIRST_SHOWN)
        self.resume_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 320)

    def show_all(self) -> None:
        """"More…": every unfinished session in the list, the newest still first."""
        for i in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            if item is not None:
                item.setHidden(False)
        self.more_button.hide()
        self.list.setFocus()

    def chosen(self) -> int | None:
        """The session to resume (None: start a new game)."""
        if self.result() != QDialog.DialogCode.Accepted:
            return None
        item = self.list.currentItem()
        return None if item is None else int(item.data(0, Qt.ItemDataRole.UserRole))
