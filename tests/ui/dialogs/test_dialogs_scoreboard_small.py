"""The scoreboard's small things: whole hands on the chart's axis, dates in the locale's words, the tally by bid
in plain words, a Close button, and Esc closes it."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.store import BidTally, PlayerStats, Store
from napdesk.ui.dialogs import ScoreboardWindow
from napdesk.ui.dialogs.scoreboard import stats_row
from napdesk.ui.dialogs.scoreboard_chart import ChipsChart, HandAxis


def _shown(qtbot: QtBot, store: Store, sid: int | None = None) -> ScoreboardWindow:
    window = ScoreboardWindow(store, sid)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_hand_axis_shows_whole_hands_only(qapp: QApplication) -> None:
    axis = HandAxis()
    for low, high, pixels in ((0, 3, 600), (0, 1, 800), (0.5, 2.5, 400), (0, 100000, 800), (0, 7, 50)):
        levels = axis.tickValues(low, high, pixels)
        ticks = [t for _, values in levels for t in values]
        assert ticks, (low, high)
        assert all(float(t).is_integer() for t in ticks), (low, high, ticks)


def test_the_chart_uses_the_hand_axis(qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    sid = played(store, 3).sid  # type: ignore[attr-defined]
    chart = ChipsChart(store, sid)
    qtbot.addWidget(chart)
    assert isinstance(chart.plot.axis, HandAxis)


def test_last_played_is_written_in_the_locale(qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    sid = played(store, 2, name="Monday").sid  # type: ignore[attr-defined]
    window = _shown(qtbot, store, sid)
    info = store.session_info(sid)
    item = window.sessions.item(0, 4)
    assert item is not None
    when = QDateTime.fromString(info.updated, Qt.DateFormat.ISODate).toLocalTime()
    assert item.text() == QLocale().toString(when, QLocale.FormatType.ShortFormat)
    assert "T" not in item.text() and info.updated not in item.text()


def test_by_bid_reads_in_words() -> None:
    stats = PlayerStats("Ann", sessions=1, hands=5, bids={"2": BidTally(1, 0), "3": BidTally(3, 1),
                                                           "nap": BidTally(0, 2)})
    assert stats_row(stats)[-1] == "Two: 1 made, 0 failed; Three: 3 made, 1 failed; Nap: 0 made, 2 failed"


def test_close_button_and_escape_close_the_scoreboard(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                      closes: Callable[..., None]) -> None:
    sid = played(store, 2).sid  # type: ignore[attr-defined]
    window = _shown(qtbot, store, sid)
    closes(qtbot, window, "scoreboard_buttons", window.view)


CHART_STACK_PROBE = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store
from napdesk.ui.dialogs import ScoreboardWindow
store = Store.memory()
names = ("Ann", "Ben", "Cat", "Dan")
sid = store.create_session("probe", Rules(), [Seat(n) for n in names], seed=1,
                           snapshot=Session(Rules(), names, 1).snapshot())
window = ScoreboardWindow(store, sid)
window.show()
app.processEvents()
window.tabs.setCurrentWidget(window.chart_tab)
app.processEvents()
print("charted", window.chart is not None, "pyqtgraph" in sys.modules, "numpy" in sys.modules)
"""


def test_the_chart_is_drawn_without_a_plotting_stack() -> None:
    """Showing the chart imports neither pyqtgraph nor numpy: their import alone was one slice of 240-310 ms of
    the UI thread (and 36 MB) at the chart's first showing."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", CHART_STACK_PROBE], capture_output=True, text=True, env=env,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:1] == ["charted True False False"], done.stdout + done.stderr


def _headers(table: object) -> list[str]:
    from PySide6.QtWidgets import QTableWidget

    assert isinstance(table, QTableWidget)
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]


def test_amounts_go_by_the_stake_unit_the_rules_name(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                     qapp: QApplication) -> None:
    """Counters where the rules play for counters, pennies where they play for pennies: never "chips"."""
    from napdesk.engine.rules import Rules
    from napdesk.ui.dialogs.resume import ResumeDialog
    from napdesk.ui.i18n import install_translator

    counters = played(store, 2, name="Counters").sid  # type: ignore[attr-defined]
    pennies = played(store, 2, name="Pennies", rules=Rules({"stake_unit": "penny"})).sid  # type: ignore[attr-defined]
    window = _shown(qtbot, store, counters)
    assert "Counters" in _headers(window.standings) and "Chips" not in _headers(window.standings)
    assert {"Counters won", "Counters per hand"} <= set(_headers(window.stats))
    window.tabs.setCurrentWidget(window.chart_tab)
    chart = window.chart
    assert chart is not None
    qtbot.waitUntil(lambda: chart.is_loaded)
    assert chart.chips_title == "Counters"
    assert "counters" in chart.show_hand(1) and "chips" not in chart.show_hand(0).lower()
    window.show_session(pennies)
    assert "Pennies" in _headers(window.standings)
    dialog = ResumeDialog(store, store.sessions())
    qtbot.addWidget(dialog)
    header = dialog.list.headerItem()
    assert "Chips" not in [header.text(c) for c in range(dialog.list.columnCount())]
    cells = [dialog.list.topLevelItem(r).text(4) for r in range(2)]  # type: ignore[union-attr]
    assert any("counters" in c for c in cells)
    assert any(re.fullmatch(r"(-?\d+[sd]( \d+d)?\n?)+", c) for c in cells), cells  # pennies: 4s 2d, a line a seat
    install_translator(qapp, "nl")
    try:
        dutch = ScoreboardWindow(store, counters)
        qtbot.addWidget(dutch)
        assert "Fiches" in _headers(dutch.standings)
        dutch.tabs.setCurrentWidget(dutch.chart_tab)
        assert dutch.chart is not None and "fiches" in dutch.chart.show_hand(0)
    finally:
        install_translator(qapp, "en")


def test_dates_are_written_as_the_language_writes_them(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                       qapp: QApplication) -> None:
    """The scoreboard's sessions and the resume dialog write "last played" through QLocale, in Dutch as in Dutch."""
    from napdesk.ui.dialogs.resume import ResumeDialog
    from napdesk.ui.i18n import install_translator

    sid = played(store, 2, name="Monday").sid  # type: ignore[attr-defined]
    when = QDateTime.fromString(store.session_info(sid).updated, Qt.DateFormat.ISODate).toLocalTime()
    dutch = QLocale(QLocale.Language.Dutch, QLocale.Country.Netherlands).toString(when, QLocale.FormatType.ShortFormat)
    install_translator(qapp, "nl")
    try:
        window = _shown(qtbot, store, sid)
        item = window.sessions.item(0, 4)
        assert item is not None and item.text() == dutch
        dialog = ResumeDialog(store, store.sessions())
        qtbot.addWidget(dialog)
        row = dialog.list.topLevelItem(0)
        assert row is not None and row.text(0) == dutch
    finally:
        install_translator(qapp, "en")
