"""The scoreboard window: a lazy table over the store's pages, standings, the chart, statistics, past sessions."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QPushButton, QTableWidget
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui import plain
from napdesk.ui.dialogs import ScoreboardWindow
from napdesk.ui.dialogs.scoreboard import PAGE


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def make(qtbot: QtBot, store: Store, sid: int | None = None) -> ScoreboardWindow:
    window = ScoreboardWindow(store, sid)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_dialog_scoreboard_of_a_short_session(qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    game = played(store, 12)
    sid = game.sid  # type: ignore[attr-defined]
    window = make(qtbot, store, sid)
    model = window.model
    assert model is not None
    assert model.rowCount() == 12 and not model.canFetchMore()
    assert model.columnCount() == 5 + 2 * 4 + 1
    assert model.headerData(5, Qt.Orientation.Horizontal) == "Ann ±"
    last = store.scoreboard(sid, 12, 1).rows[0]
    assert model.data(model.index(0, 0)) == "12"  # the latest hand on top
    assert model.data(model.index(11, 0)) == "1"
    assert model.data(model.index(0, 6)) == str(last.totals[0])
    assert window.standings.rowCount() == 4
    chips = sorted(int(cell(window.standings, r, 2).split()[0]) for r in range(4))
    assert chips == sorted(game.session.chips)  # type: ignore[attr-defined]
    assert window.chart is None  # made when its tab is first shown
    window.tabs.setCurrentWidget(window.chart_tab)
    chart = window.chart
    assert chart is not None
    qtbot.waitUntil(lambda: chart.is_loaded)
    assert chart.point_count() == 13
    assert [chart.series(s)[-1] for s in range(len(chart.curves))] == list(last.totals)
    # the pointer over the chart shows the hand under it
    qtbot.waitExposed(chart.plot)
    target = chart.plot.plot_rect().center().toPoint()
    qtbot.mouseMove(chart.plot, target)
    qtbot.waitUntil(lambda: chart.hover.text().startswith("Hand "))
    assert "Ann" in chart.hover.text() and chart.marker.visible
    text = chart.show_hand(12)
    assert text.startswith("Hand 12") and "Ann" in text
    # double-click a hand: the history is asked for it
    with qtbot.waitSignal(window.history_requested) as asked:
        window.view.doubleClicked.emit(model.index(3, 0))
    assert asked.args == [sid, 9]
    # oldest first, by a click
    box = window.oldest_first
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    model = window.model
    assert model is not None and model.data(model.index(0, 0)) == "1" and model.rowCount() == 12
    # all-time statistics are read when their tab is shown
    window.tabs.setCurrentIndex(window.stats_index)
    assert window.stats.rowCount() == 4
    ann = [cell(window.stats, 0, c) for c in range(window.stats.columnCount())]
    assert ann[0] == "Ann" and ann[1] == "1" and ann[2] == "12"


def test_dialog_scoreboard_of_100000_hands_opens_with_one_page(qtbot: QtBot, bulk_dir: Path) -> None:
    """What keeps it fast, asserted without a clock: the window opens on one page of hands, more are fetched as
    the view scrolls, and the chart fills after the window is up."""
    store = Store.open(bulk_dir, backup=False).store
    try:
        (info,) = store.sessions()
        assert info.hands == 100_000
        window = ScoreboardWindow(store, info.id)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        model = window.model
        assert model is not None
        assert model.rowCount() == PAGE and model.canFetchMore()
        assert model.data(model.index(0, 0)) == "100000"
        window.view.scrollToBottom()
        qtbot.waitUntil(lambda: model.rowCount() > PAGE)
        assert model.data(model.index(PAGE, 0)) == str(100_000 - PAGE)
        assert window.chart is None  # made when its tab is first shown
        window.tabs.setCurrentWidget(window.chart_tab)
        chart = window.chart
        assert chart is not None
        assert chart.point_count() < 100_001  # filled after the tab is up
        with qtbot.waitSignal(chart.loaded, timeout=100_000):  # 40 chunks: seconds quiet, far more when busy
            pass
        assert chart.point_count() == 100_001
        assert len(chart.series(0)) == 100_001  # every hand is kept...
        width = chart.plot.plot_rect().width()  # ...and drawn downsampled: at most 4 points a pixel column
        qtbot.waitUntil(lambda: bool(chart.plot.painted_points) and max(chart.plot.painted_points) <= 4 * width)
        assert chart.show_hand(99_999).startswith("Hand 99999")
    finally:
        window.close()  # before the store: its chart reads no more
        store.close()


def _chart_mid_load(qtbot: QtBot, store: Store, sid: int, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr("napdesk.ui.dialogs.scoreboard_chart.CHART_CHUNK", 1)  # a hand a timer tick:
    monkeypatch.setattr("napdesk.ui.dialogs.scoreboard_chart.SLICE_S", 0.0)  # one page a tick, however quick
    window = make(qtbot, store, sid)
    window.tabs.setCurrentWidget(window.chart_tab)
    chart = window.chart
    assert chart is not None and not chart.is_loaded
    return window, chart


def test_dialog_scoreboard_closed_mid_load_queries_no_closed_store(
        qtbot: QtBot, tmp_path: Path, played: Callable[..., object], monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store.open(tmp_path / "own", backup=False).store
    sid = played(store, 12).sid  # type: ignore[attr-defined]
    window, chart = _chart_mid_load(qtbot, store, sid, monkeypatch)
    box = window.findChild(QDialogButtonBox, "scoreboard_buttons")
    assert box is not None
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Close), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.isVisible())
    asked: list[object] = []
    for read in ("scoreboard", "hand_totals"):  # the pages of the table and of the chart
        monkeypatch.setattr(store, read, lambda *a, **k: asked.append(a))
    store.close()
    assert not chart._timer.isActive()
    qtbot.wait(100)  # timer ticks, had the loader gone on
    assert asked == [] and not chart.is_loaded


def test_dialog_scoreboard_shown_again_reads_the_rest_of_its_chart(
        qtbot: QtBot, store: Store, played: Callable[..., object], monkeypatch: pytest.MonkeyPatch) -> None:
    sid = played(store, 12).sid  # type: ignore[attr-defined]
    window, chart = _chart_mid_load(qtbot, store, sid, monkeypatch)
    window.close()
    assert not chart._timer.isActive()
    window.show()
    qtbot.waitUntil(lambda: chart.is_loaded)
    assert chart.point_count() == 13


def test_dialog_scoreboard_past_sessions(qtbot: QtBot, store: Store, played: Callable[..., object], tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    first = played(store, 3, name="Monday").sid  # type: ignore[attr-defined]
    second = played(store, 5, seed=9, name="Tuesday").sid  # type: ignore[attr-defined]
    window = make(qtbot, store)
    assert window.session_id == second  # the most recent
    window.tabs.setCurrentIndex(window.sessions_index)
    assert window.sessions.rowCount() == 2
    window.select_session(first)
    qtbot.mouseClick(window.session_buttons["show"], Qt.MouseButton.LeftButton)
    assert window.session_id == first and window.model is not None and window.model.rowCount() == 3

    with qtbot.waitSignal(window.resume_requested) as resumed:
        qtbot.mouseClick(window.session_buttons["resume"], Qt.MouseButton.LeftButton)
    assert resumed.args == [first]

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Blue Monday", True))
    qtbot.mouseClick(window.session_buttons["rename"], Qt.MouseButton.LeftButton)
    assert store.session_info(first).name == "Blue Monday"
    assert "Blue Monday" in window.title.text()

    json_path = tmp_path / "monday.json"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(json_path), ""))
    window.select_session(first)
    qtbot.mouseClick(window.session_buttons["json"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.export_progress is None)  # written a page at a time between events
    assert "Saved" in window.status.currentMessage()
    doc = json.loads(json_path.read_text(encoding="utf-8"))
    assert len(doc["hands"]) == 3

    csv_path = tmp_path / "tuesday.csv"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(csv_path), ""))
    window.select_session(second)
    qtbot.mouseClick(window.session_buttons["csv"], Qt.MouseButton.LeftButton)
    with csv_path.open(encoding="utf-8") as f:
        lines = list(csv.reader(f))
    assert lines[0][:5] == ["hand", "dealer", "bidder", "bid", "made"] and len(lines) == 6

    monkeypatch.setattr(plain, "ask", lambda *a, **k: True)
    window.select_session(first)
    qtbot.mouseClick(window.session_buttons["delete"], Qt.MouseButton.LeftButton)
    assert [i.id for i in store.sessions()] == [second]
    assert window.sessions.rowCount() == 1 and window.session_id == second


def test_dialog_scoreboard_follows_the_session_being_played(qtbot: QtBot, store: Store,
                                                           played: Callable[..., object],
                                                           more: Callable[[object, int], None]) -> None:
    game = played(store, 3)
    window = make(qtbot, store, game.sid)  # type: ignore[attr-defined]
    assert window.model is not None and window.model.rowCount() == 3
    more(game, 2)
    window.refresh()
    assert window.model.rowCount() == 5
    assert [window.model.data(window.model.index(r, 0)) for r in range(5)] == ["5", "4", "3", "2", "1"]
    assert "5 hands" in window.title.text()
    window.tabs.setCurrentWidget(window.chart_tab)
    chart = window.chart
    assert chart is not None
    qtbot.waitUntil(lambda: chart.is_loaded)
    assert chart.point_count() == 6


@pytest.mark.parametrize("newest_first", [True, False])
def test_dialog_scoreboard_model_pages_both_ways(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                 more: Callable[[object, int], None], newest_first: bool) -> None:
    from napdesk.ui.dialogs import ScoreboardModel

    game = played(store, 7)
    model = ScoreboardModel(store, game.sid, page=3, newest_first=newest_first)  # type: ignore[attr-defined]
    numbers: list[int] = []
    while model.canFetchMore():
        model.fetchMore()
    numbers = [model.row(i).number for i in range(model.rowCount())]
    assert numbers == (list(range(7, 0, -1)) if newest_first else list(range(1, 8)))
    more(game, 2)
    model.refresh()
    numbers = [model.row(i).number for i in range(model.rowCount())]
    assert numbers == (list(range(9, 0, -1)) if newest_first else list(range(1, 10)))


def test_dialog_scoreboard_marks_a_hand_with_an_undo(qtbot: QtBot, store: Store,
                                                     played: Callable[..., object]) -> None:
    game = played(store, 3)
    sid = game.sid  # type: ignore[attr-defined]
    with store.batch():  # as finish_hand leaves a hand in which undo_actions took something back
        store.connection.execute("UPDATE hands SET undos = 1 WHERE session_id = ? AND number = 2", (sid,))
    window = make(qtbot, store, sid)
    model = window.model
    assert model is not None
    results = {model.data(model.index(r, 0)): model.data(model.index(r, 4)) for r in range(3)}
    assert "(undo)" in results["2"] and "(undo)" not in results["1"] + results["3"]
    assert "taken back" in model.data(model.index(1, 4), Qt.ItemDataRole.ToolTipRole)


def test_dialog_scoreboard_export_shows_progress_and_cancels_cleanly(
        qtbot: QtBot, store: Store, played: Callable[..., object], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from napdesk.store import transfer
    from napdesk.ui.dialogs import scoreboard
    from napdesk.ui.dialogs.export import ExportProgress

    sid = played(store, 30).sid  # type: ignore[attr-defined]
    monkeypatch.setattr(transfer, "PAGE", 1)  # a step per hand: 30 turns of the event loop
    monkeypatch.setattr(ExportProgress, "DELAY_MS", 0)
    real_export = scoreboard.export_file
    calls: list[int] = []

    def held_export(*args: Any, **kwargs: Any) -> Any:
        """The real export; the first one held at its third page until cancelled, since a fast machine would
        finish it before the test could press Cancel."""
        calls.append(1)
        hold = len(calls) == 1
        steps = real_export(*args, **kwargs)
        for done, total in steps:
            while hold and done >= 3:
                yield done, total
            yield done, total

    monkeypatch.setattr(scoreboard, "export_file", held_export)
    target = tmp_path / "out" / "friday.json"
    target.parent.mkdir()
    target.write_text("the old file")
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    window = make(qtbot, store, sid)
    window.tabs.setCurrentIndex(window.sessions_index)
    window.select_session(sid)
    qtbot.mouseClick(window.session_buttons["json"], Qt.MouseButton.LeftButton)
    progress = window.export_progress
    assert progress is not None
    qtbot.waitUntil(lambda: progress.isVisible() and progress.value() >= 3)
    assert progress.maximum() == 30
    cancel = progress.findChild(QPushButton)
    assert cancel is not None
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.export_progress is None)
    assert "cancelled" in window.status.currentMessage()
    assert target.read_text() == "the old file"  # untouched, and no temporary file left beside it
    assert [p.name for p in target.parent.iterdir()] == ["friday.json"]
    # and again to the end, now shown page by page until done
    qtbot.mouseClick(window.session_buttons["json"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.export_progress is None, timeout=20000)
    assert len(json.loads(target.read_text(encoding="utf-8"))["hands"]) == 30
    assert [p.name for p in target.parent.iterdir()] == ["friday.json"]


def test_dialog_scoreboard_standings_name_default_seats_as_the_table_does(
        qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    """A session of the default seats stores their names' codes ("you", "seat:east"): the standings show each
    as the table does ("You", "East"), never the code."""
    codes = ("you", "seat:west", "seat:north", "seat:east")
    game = played(store, 3, players=codes)
    window = make(qtbot, store, game.sid)  # type: ignore[attr-defined]
    names = {cell(window.standings, r, 1) for r in range(window.standings.rowCount())}
    assert names == {"You", "West", "North", "East"}
