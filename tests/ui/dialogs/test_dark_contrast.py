"""The scoreboard on a dark palette: its red and green figures reach WCAG AA's 4.5:1 against the table's
background (they fell to 2.28:1 and 3.07:1), and the chart takes the palette's background, its lines 3:1."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.accessibility import contrast_ratio, readable
from napdesk.ui.dialogs.scoreboard_chart import ChipsChart
from napdesk.ui.dialogs.scoreboard_model import NEGATIVE, POSITIVE, ScoreboardModel


def test_the_contrast_ratio_is_wcag_s() -> None:
    assert contrast_ratio(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)
    dark = QColor("#1e1e1e")
    assert contrast_ratio(POSITIVE, dark) == pytest.approx(3.07, abs=0.01)  # as seen: below AA
    assert contrast_ratio(NEGATIVE, dark) == pytest.approx(2.28, abs=0.01)
    assert contrast_ratio(readable(NEGATIVE, dark), dark) >= 4.5
    assert readable(NEGATIVE, QColor("white")) == NEGATIVE  # already readable: kept


@pytest.fixture
def dark(qapp: QApplication) -> Iterator[QPalette]:
    before = QPalette(qapp.palette())
    palette = QPalette(before)
    for role, colour in ((QPalette.ColorRole.Window, "#2b2b2b"), (QPalette.ColorRole.Base, "#1e1e1e"),
                         (QPalette.ColorRole.Text, "#e0e0e0"), (QPalette.ColorRole.WindowText, "#e0e0e0")):
        palette.setColor(role, QColor(colour))
    qapp.setPalette(palette)
    yield palette
    qapp.setPalette(before)


def test_the_figures_and_the_chart_read_on_a_dark_palette(qtbot: QtBot, store: Store, played: Callable[..., object],
                                                          dark: QPalette) -> None:
    game = played(store, 6)
    sid = game.sid  # type: ignore[attr-defined]
    background = dark.color(QPalette.ColorRole.Base)
    model = ScoreboardModel(store, sid)
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    coloured = []
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            brush = model.data(model.index(row, col), Qt.ItemDataRole.ForegroundRole)
            if isinstance(brush, QBrush):
                coloured.append(contrast_ratio(brush.color(), background))
    assert coloured and min(coloured) >= 4.5, coloured
    chart = ChipsChart(store, sid)
    qtbot.addWidget(chart)
    assert chart.plot.background == background  # not white
    for curve in chart.curves:
        assert contrast_ratio(curve.pen.color(), background) >= 3.0


@pytest.mark.parametrize("base", ["#1e1e1e", "#ffffff", "#5a5a5a", "#8a8a8a"])
def test_the_charts_hover_marker_stands_out_from_the_palettes_background(
        qtbot: QtBot, store: Store, played: Callable[..., object], qapp: QApplication, base: str) -> None:
    """The dashed line under the pointer is drawn from the palette, 3:1 (WCAG AA for graphics) against the
    chart's background, whatever its shade: a fixed #888888 vanished on a mid-grey one."""
    game = played(store, 2)
    before = QPalette(qapp.palette())
    palette = QPalette(before)
    palette.setColor(QPalette.ColorRole.Base, QColor(base))
    qapp.setPalette(palette)
    try:
        chart = ChipsChart(store, game.sid)  # type: ignore[attr-defined]
        qtbot.addWidget(chart)
        pen = chart.marker.pen
        assert pen.style() == Qt.PenStyle.DashLine
        assert contrast_ratio(pen.color(), QColor(base)) >= 3.0, pen.color().name()
    finally:
        qapp.setPalette(before)
