"""A practice hand at the table: marked as one on the info panel while it is played, and ended by a result panel
that says it counted for nothing (no chips, no totals), whose button goes back to the session."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.ui.app import MainWindow

WindowFactory = Callable[..., MainWindow]


def _play_out(qtbot: QtBot, window: MainWindow) -> None:
    """Seat 0 plays its first legal action until the hand is over (the computers play theirs)."""
    for _ in range(400):
        qtbot.waitUntil(lambda: window.controller.state is not None and not window.table.busy() and (
            window.controller.state.is_over or window.controller.state.to_move == 0), timeout=10000)
        state = window.controller.state
        assert state is not None
        if state.is_over:
            return
        window.controller.submit(next(a for a in state.legal_actions() if not isinstance(a, Claim)))
    raise AssertionError("the hand never ended")


def test_a_practice_hand_is_marked_and_ends_with_its_own_result(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(seed=7)
    window.prefs.set("play.forced", False)
    table = window.table
    _play_out(qtbot, window)
    qtbot.waitUntil(table.result.isVisible)
    assert not table.info.lines[0].startswith("Practice")
    chips = [p.chips for p in table.plates]
    qtbot.waitUntil(window.menus.again_action.isEnabled)
    window.menus.again_action.trigger()  # Play this deal again
    qtbot.waitUntil(lambda: not table.result.isVisible() and window.controller.practice is not None)
    assert table.info.lines[0].startswith("Practice: hand 1"), table.info.lines
    _play_out(qtbot, window)
    qtbot.waitUntil(table.result.isVisible)
    text = table.result.content()
    assert "A practice hand" in text and "counted for nothing" in text
    assert "This hand" not in text and "Total" not in text  # nobody paid: no totals
    assert [p.chips for p in table.plates] == chips
    assert table.info.lines[0].startswith("Practice")
    (back,) = table.result.buttons
    assert back.text() == "&Back to the session"
    QTest.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.practice is None and not table.result.isVisible())
    qtbot.waitUntil(lambda: not table.info.lines[0].startswith("Practice"))
