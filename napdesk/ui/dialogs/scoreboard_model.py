"""What the scoreboard shows, without the widgets around it: the lazy hand-by-hand model, the standings, the
all-time statistics' rows, the cells' words and the exports (the chart:
:mod:`napdesk.ui.dialogs.scoreboard_chart`)."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QDateTime, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QApplication

from napdesk.engine.actions import ActionError, Bid
from napdesk.engine.money import format_chips
from napdesk.engine.session import Session, SessionError, Standing
from napdesk.store import HandRow, PlayerStats, Store
from napdesk.store.files import AtomicFile
from napdesk.store.transfer import export_file, run
from napdesk.ui.accessibility import readable
from napdesk.ui.dialogs.common import translate
from napdesk.ui.i18n import bid_label, shown_name

PAGE: Final = 200  # rows the table fetches at a time
NEGATIVE: Final = QColor("#b00020")
POSITIVE: Final = QColor("#1b7a2f")
Index = QModelIndex | QPersistentModelIndex



def bid_text(bid: str | None) -> str:
    """A stored bid (the engine's code: ``3``, ``misere``) as the table names it (``Three``, ``Misère``),
    translated; a hand nobody bid in: ``all passed``."""
    if bid is None:
        return translate("Scoreboard", "all passed")
    try:
        return bid_label(Bid.parse(bid))
    except ActionError:  # not a bid napdesk knows: shown as stored
        return bid


def local_time(iso: str) -> str:
    """A stored ISO 8601 time (UTC) in the user's time zone, written as the user's locale writes dates."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


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
        self.players: tuple[str, ...] = tuple(shown_name(p) for p in saved.players)  # default names translated
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
                return figure_brush(bool(r.made))
            k = col - fixed
            if 0 <= k < 2 * len(self.players) and k % 2 == 0:
                change = r.changes[k // 2]
                if change:
                    return figure_brush(change > 0)
            return None
        if role == Qt.ItemDataRole.ToolTipRole and col == 4 and r.undone:
            return self.tr("A card or a bid was taken back in this hand")
        if role == Qt.ItemDataRole.UserRole:
            return r.number
        return None


STAT_COLUMNS: Final = ("Player", "Sessions", "Hands", "Counters won", "Counters per hand", "Bids made", "Bids failed",
                       "Naps made", "Biggest win", "By bid (made/failed)")


def figure_brush(gain: bool) -> QBrush:
    """Green for a gain, red for a loss, in a shade that reads on the palette's background (WCAG AA, 4.5:1): the
    light palette's #1b7a2f and #b00020 fell to 2.28:1 and 3.07:1 on a dark one."""
    background = QApplication.palette().color(QPalette.ColorRole.Base)
    return QBrush(readable(POSITIVE if gain else NEGATIVE, background))


def signed_decimal(value: float) -> str:
    """``+0,33``, ``-1,50``: two decimals with their sign, as the language writes them (QLocale)."""
    locale = QLocale()
    text = locale.toString(abs(value), "f", 2)
    if round(abs(value), 2) == 0:
        return text
    return (locale.positiveSign() if value > 0 else locale.negativeSign()) + text


def stats_row(stats: PlayerStats) -> list[str]:
    per_hand = signed_decimal(stats.chips_won / stats.hands) if stats.hands else "-"
    # "Three: 3 made, 1 failed" rather than "3 3/1", which read as a fraction.
    tally = translate("Scoreboard", "{bid}: {made} made, {failed} failed")
    by_bid = "; ".join(tally.format(bid=bid_text(bid), made=t.made, failed=t.failed) for bid, t in stats.bids.items())
    return [shown_name(stats.name), str(stats.sessions), str(stats.hands), f"{stats.chips_won:+d}", per_hand,
            str(stats.bids_made), str(stats.bids_failed), str(stats.naps_made),
            "-" if stats.biggest_win is None else str(stats.biggest_win), by_bid]


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
        out.append(Standing(s, shown_name(saved.players[s]), chips, 0, chips, rank, False))
    return out


def export_csv(store: Store, session_id: int, path: Path | str) -> int:
    """Write the session's scoreboard to a CSV file, one line per hand; returns the number of hands written."""
    saved = store.load_session(session_id)
    players = [shown_name(p) for p in saved.players]
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
