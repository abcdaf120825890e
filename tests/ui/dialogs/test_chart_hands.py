"""The scoreboard chart's own parts: its summary of a long session (each pixel column's lowest and highest value,
kept up to date as hands are read) and the keys, wheel, drag and double click a player uses on it."""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QPen, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.dialogs.scoreboard_chart import BLOCK, ChipsChart, Curve, Summary


@settings(max_examples=60, deadline=None)
@given(hands=st.integers(20, 3000), columns=st.integers(1, 9), seed=st.integers(0, 10**6),
       chunks=st.lists(st.integers(1, 700), min_size=1, max_size=12), first=st.integers(0, 18))
def test_the_summary_read_in_chunks_is_that_of_all_the_hands(hands: int, columns: int, seed: int,
                                                             chunks: list[int], first: int) -> None:
    """Of the hands in view (``first`` on, as zoomed into), with whole blocks of hands (many a column) or not.
    Two hands in view at least: the chart summarises only a view of more hands than twice its columns (one column
    at least), and draws fewer one by one; ``first`` 19 of 20 hands left no column, an input the chart never
    makes."""
    rng = random.Random(seed)
    curves = [Curve(name, QPen(), array("q", (rng.randint(-500, 500) for _ in range(hands)))) for name in "AB"]
    columns = min(columns, (hands - first) // 2)
    summary = Summary((first, hands - 1, columns), len(curves))
    count = 0
    for step in [*chunks, hands]:  # the hands read so far grow chunk by chunk
        count = min(hands, count + step)
        summary.bring_up_to(curves, count)
    bounds = summary.bounds
    assert bounds[0] == first and bounds[-1] == hands and len(bounds) == columns + 1
    assert all(a < b for a, b in pairwise(bounds))
    per = (hands - first) / columns
    assert all(abs(b - (first + c * per)) <= 1 + BLOCK / 2 for c, b in enumerate(bounds))  # an even share each
    for curve, lows, highs in zip(curves, summary.lows, summary.highs, strict=True):
        runs = [curve.values[bounds[c]:bounds[c + 1]] for c in range(columns)]
        assert lows == [min(r) for r in runs] and highs == [max(r) for r in runs]
    xs, values = summary.points()
    assert len(xs) == 2 * columns and all(len(v) == 2 * columns for v in values)


def _chart(qtbot: QtBot, store: Store, played: Callable[..., object], hands: int) -> ChipsChart:
    sid = played(store, hands).sid  # type: ignore[attr-defined]
    chart = ChipsChart(store, sid)
    qtbot.addWidget(chart)
    chart.resize(700, 420)
    chart.show()
    qtbot.waitExposed(chart)
    qtbot.waitUntil(lambda: chart.is_loaded)
    return chart


def test_the_arrow_keys_walk_the_hands(qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    chart = _chart(qtbot, store, played, 6)
    QTest.mouseClick(chart.plot, Qt.MouseButton.LeftButton, pos=chart.plot.plot_rect().center().toPoint())
    assert chart.plot.hasFocus()
    QTest.keyClick(chart.plot, Qt.Key.Key_End)
    assert chart.hover.text().startswith("Hand 6 ")
    QTest.keyClick(chart.plot, Qt.Key.Key_Left)
    assert chart.hover.text().startswith("Hand 5 ") and chart.marker.value == 5
    QTest.keyClick(chart.plot, Qt.Key.Key_Home)
    assert chart.hover.text().startswith("Start: ") and chart.marker.value == 0


def test_the_wheel_zooms_a_drag_pans_and_a_double_click_shows_all(
        qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    chart = _chart(qtbot, store, played, 12)
    view = chart.plot
    assert view.hand_range() == (0.0, 12.0)
    middle = view.plot_rect().center()
    wheel = QWheelEvent(middle, view.mapToGlobal(middle), QPoint(), QPoint(0, 240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view, wheel)  # two notches towards the player: closer
    low, high = view.hand_range()
    assert 0 < high - low < 12 and low < view.hand_at(middle.x()) < high
    start = middle.toPoint()
    QTest.mousePress(view, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(view, start + QPoint(-60, 0))
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, pos=start + QPoint(-60, 0))
    moved = view.hand_range()
    assert moved[0] > low and abs((moved[1] - moved[0]) - (high - low)) < 1e-9  # later hands, as wide
    QTest.mouseDClick(view, Qt.MouseButton.LeftButton, pos=QPointF(middle).toPoint())
    assert view.hand_range() == (0.0, 12.0)


def test_seven_players_amounts_under_the_chart_are_read_whole(qtbot: QtBot, store: Store) -> None:
    """Seven players' amounts ran past the window's edge, cut off after the fifth."""
    from napdesk.engine.rules import Rules
    from tests.ui.dialogs.conftest import play

    names = ("Annabel", "Benedict", "Catherine", "Dominic", "Eleanor", "Frederick", "Gwendolyn")
    sid = play(store, 3, rules=Rules({"players": 7}), players=names).sid
    chart = ChipsChart(store, sid)
    qtbot.addWidget(chart)
    chart.resize(640, 420)
    chart.show()
    qtbot.waitExposed(chart)
    qtbot.waitUntil(lambda: chart.is_loaded)
    text = chart.show_hand(2)
    assert all(name in text for name in names)
    hover = chart.hover
    metrics = hover.fontMetrics()
    assert metrics.horizontalAdvance(text) > hover.width()  # longer than one line of the window
    needed = metrics.boundingRect(QRect(0, 0, hover.width(), 10_000), Qt.TextFlag.TextWordWrap, text).height()
    assert hover.wordWrap()
    qtbot.waitUntil(lambda: hover.height() >= needed)  # every line of it shown


def test_the_hand_under_the_pointer_names_its_bid_as_the_table_does(
        qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    """The hover said "Cat bid 3" where the table, its panels and the scoreboard say "Three"."""
    chart = _chart(qtbot, store, played, 30)
    rows = store.scoreboard(chart.session_id, 1, 30).rows
    hand = next(r for r in rows if r.bid == "3")  # the session of seed 3 has a bid of three tricks
    assert hand.bidder is not None
    view = chart.plot
    rect = view.plot_rect()
    low, high = view.hand_range()
    x = rect.left() + (hand.number - low) / (high - low) * rect.width()
    QTest.mouseMove(view, QPointF(x, rect.center().y()).toPoint())
    qtbot.waitUntil(lambda: chart.hover.text().startswith(f"Hand {hand.number} "))
    assert f"({chart.players[hand.bidder]} bid Three, " in chart.hover.text()
    assert " bid 3," not in chart.hover.text()


def test_the_scoreboard_names_the_bids_as_the_table_does(
        qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    from napdesk.ui.dialogs.scoreboard_model import ScoreboardModel

    sid = played(store, 30).sid  # type: ignore[attr-defined]
    model = ScoreboardModel(store, sid, newest_first=False)
    model.fetchMore()
    bids = {model.row(r).bid: model.data(model.index(r, 3)) for r in range(model.rowCount())}
    assert bids["3"] == "Three" and bids["4"] == "Four"
    assert bids["nap"] == "Nap" and bids["misere"] == "Misère"


def test_a_hand_without_its_totals_keeps_the_chips_of_the_hand_before(
        qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    sid = played(store, 8).sid  # type: ignore[attr-defined]
    before = [store.scoreboard(sid, 4, 1).rows[0].totals[s] for s in range(4)]
    store.connection.execute("DELETE FROM hand_seats WHERE session_id = ? AND number = 5", (sid,))
    chart = ChipsChart(store, sid)
    qtbot.addWidget(chart)
    chart.load_all()
    assert chart.is_loaded and chart.point_count() == 9
    assert [chart.series(s)[5] for s in range(4)] == before
    assert [chart.series(s)[8] for s in range(4)] == list(store.scoreboard(sid, 8, 1).rows[0].totals)
