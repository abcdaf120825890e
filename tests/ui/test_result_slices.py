"""The result panel is written in one slice of the event loop and shown in the next: what comes between is kept."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.ai.analysis import Analysis
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import GameController
from napdesk.ui.snapshot import TableSnapshot
from napdesk.ui.table.scenes import SceneDirector
from napdesk.ui.table.steps import YIELD, alone
from tests.ui.play_along import play_to_the_end

WindowFactory = Callable[..., MainWindow]


def test_an_analysis_that_comes_between_the_panel_written_and_shown_is_on_it(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    written = SceneDirector.write_result
    came: list[str] = []

    def write_then_the_analysis(self: SceneDirector, snap: TableSnapshot) -> str | None:
        out = written(self, snap)
        assert not self.stage.result.isVisible()  # written, not yet shown: the event loop has its turn first
        bidder = snap.bidder if snap.bidder is not None else 0
        self.on_analysed(Analysis(bidder, "1", 1, True, True), snap)  # the worker's answer lands in that turn
        came.append(self.stage.result.content())
        return out

    monkeypatch.setattr(SceneDirector, "write_result", write_then_the_analysis)
    # The analysis is the one above: the real one, from the courtesy child, could come before the words (the child
    # warm from the tests before this one), and the panel is then written with it.
    monkeypatch.setattr(GameController, "_on_analysed", lambda *_args: None)
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(window.table.result.isVisible, timeout=20000)
    assert came and "With all cards seen" not in came[0]  # it came after the words were written...
    assert "With all cards seen" in window.table.result.content()  # ...and the panel shown says it


def test_a_hidden_panel_is_not_laid_out_as_it_is_written(
        make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Laying out a result's text (5-7 ms) is a slice of its own (Overlay.measure), and the panel is sized as it is
    shown: written hidden, it was laid out there too, for nothing."""
    window = make_window(seed=3, start=False)
    panel = window.table.result
    laid_out: list[object] = []
    monkeypatch.setattr(type(panel), "adjustSize", lambda self: laid_out.append(self))
    panel.hide()
    panel.set_content("<h2>West made Nap</h2><p>and won 10 chips.</p>", [("&Next hand", lambda: None)])
    assert laid_out == []
    assert alone(panel.measure)() == YIELD  # a step of the table's queue: the loop has its turn before the next


def test_the_result_is_laid_out_at_the_width_it_is_shown_at_only(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Shown, then fitted, the panel's text was laid out at the panel's old width as it showed and at its new one
    as it was fitted (1-2 ms each, a seven-player result's table 2-3)."""
    monkeypatch.setattr(GameController, "_on_analysed", lambda *_args: None)
    window = make_window(seed=3)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(window.table.result.isVisible, timeout=20000)
    scenes, panel = window.table.scenes, window.table.result
    snap = scenes.latest
    assert snap is not None and snap.over
    panel.hide()
    panel.resize(200, 100)  # the size it had from the hand before: any but the one it is fitted to
    widths: list[int] = []
    laid_out = panel.text.heightForWidth

    def noting(width: int) -> int:
        widths.append(width)
        return laid_out(width)

    panel.text.heightForWidth = noting  # type: ignore[method-assign]  # Qt's layouts call it here too
    scenes.write_result(snap)
    panel.measure()
    scenes.show_result(snap)
    QApplication.processEvents()
    assert panel.isVisible()
    assert len(set(widths)) == 1, widths
    assert panel.text.width() in set(widths)


def test_a_panel_text_remembers_its_height_for_a_width_till_its_text_or_size_changes(
        make_window: WindowFactory) -> None:
    """Qt's layouts and the panel's fit ask the height of the same text at the same width several times a fit."""
    window = make_window(seed=3, start=False)
    panel = window.table.result
    panel.set_px(14)
    panel.set_content("<h2>West made Nap</h2><p>and won ten chips from each of the others at the table.</p>", [])
    text = panel.text
    first = text.heightForWidth(220)
    assert text.heightForWidth(220) == first
    panel.set_px(22)  # a larger text: taller at the same width
    QApplication.processEvents()
    taller = text.heightForWidth(220)
    assert taller > first
    panel.set_content("<h2>West made Nap</h2>", [])  # a shorter text: shorter
    assert text.heightForWidth(220) < taller
