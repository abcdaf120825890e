"""The main window, driven through real (offscreen) Qt events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.resources import asset_path
from napdesk.ui.app import MainWindow, run_gui
from napdesk.ui.dialogs.help import AboutDialog
from napdesk.ui.launcher import SessionLauncher
from napdesk.ui.table import TableView


def _shown_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(speed="off", seed=1)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_window_shows_titled_napdesk(qtbot: QtBot) -> None:
    window = _shown_window(qtbot)
    assert window.isVisible()
    assert window.windowTitle() == "napdesk"


def test_window_icon_is_the_app_icon(qtbot: QtBot) -> None:
    window = _shown_window(qtbot)
    assert QSvgRenderer(str(asset_path("icons", "napdesk.svg"))).isValid()
    assert not window.windowIcon().pixmap(32, 32).isNull()


def test_the_card_table_is_the_central_widget(qtbot: QtBot) -> None:
    window = _shown_window(qtbot)
    table = window.centralWidget()
    assert isinstance(table, TableView)
    assert table.accessibleName() == "Card table"
    qtbot.waitUntil(lambda: window.controller.state is not None)


def test_menus_game_and_help(qtbot: QtBot) -> None:
    window = _shown_window(qtbot)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Settings", "&Help"]
    assert window.menus.undo_action.shortcut().toString() == "Ctrl+Z"
    assert window.menus.new_action.shortcut().toString() == "Ctrl+N"
    assert window.menus.quit_action.shortcut().toString() == "Ctrl+Q"


def test_ctrl_q_closes_the_window(qtbot: QtBot) -> None:
    window = _shown_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    with qtbot.waitSignal(window.menus.quit_action.triggered):
        qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_about_box_names_the_game(qtbot: QtBot) -> None:
    window = _shown_window(qtbot)
    window.menus.about_action.trigger()
    box = window.findChild(AboutDialog)
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "Napoleon" in box.title.text()
    assert "0.1.0" in box.title.text()
    box.accept()
    qtbot.waitUntil(lambda: not box.isVisible())


def test_run_gui_runs_until_the_window_closes(qtbot: QtBot) -> None:
    def close_windows() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.close()

    QTimer.singleShot(50, close_windows)
    assert run_gui(["napdesk"]) == 0


def test_window_geometry_is_remembered(qtbot: QtBot) -> None:
    window = _shown_window(qtbot)
    window.resize(761, 593)
    qtbot.waitUntil(lambda: window.width() == 761)
    window.close()
    again = _shown_window(qtbot)
    assert (again.width(), again.height()) == (761, 593)


def test_watch_flag_on_the_command_line() -> None:
    from napdesk.cli import build_parser

    assert build_parser().parse_args(["--watch"]).watch
    assert not build_parser().parse_args([]).watch


def test_watch_window_has_no_person(qtbot: QtBot) -> None:
    window = MainWindow(speed="off", seed=2, watch=True, start=False)
    qtbot.addWidget(window)
    assert window.watch and not window.controller.humans
    assert window.table.show_all


def test_a_window_deleted_before_its_first_event_loop_starts_nothing(qtbot: QtBot,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The start (a resume prompt, or a new game) is queued for the first turn of the event loop: a window deleted
    before that starts nothing on its deleted self."""
    started: list[object] = []
    monkeypatch.setattr(SessionLauncher, "start", lambda self: started.append(self))
    window = MainWindow(speed="off", seed=1)
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)  # the queued start's turn
    assert started == []
