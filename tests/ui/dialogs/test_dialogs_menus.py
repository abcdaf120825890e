"""The dialogs in the main window's menus: opened from the menus, their results applied to the game."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QMenu
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs import HandHistoryWindow, HouseRulesDialog, NewSessionDialog, PreferencesDialog
from napdesk.ui.dialogs.menus import DialogMenus


@pytest.fixture
def settings_kept() -> Iterator[None]:
    """The window remembers View choices in QSettings, whose file Qt picks once per process: put them back."""
    settings = QSettings("napdesk", "napdesk")
    before = {key: settings.value(key) for key in settings.allKeys()}
    yield
    settings.clear()
    for key, value in before.items():
        settings.setValue(key, value)
    settings.sync()


@pytest.mark.usefixtures("settings_kept")
def test_dialog_menus_in_the_main_window(qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    game = played(store, 4)
    window = MainWindow(speed="off", seed=1, start=False, store=store)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    menus = window.dialog_menus
    assert isinstance(menus, DialogMenus)
    titles = {a.text().replace("&", "") for m in window.menuBar().actions() if isinstance(menu := m.menu(), QMenu)
              for a in menu.actions()}
    assert {"New session…", "Scoreboard", "Hand history…", "House rules…", "Preferences…", "Rules of Nap"} <= titles
    by_title = {m.text().replace("&", ""): menu for m in window.menuBar().actions()
                if isinstance(menu := m.menu(), QMenu)}
    game_items = [a.text().replace("&", "") for a in by_title["Game"].actions()]
    assert game_items[0] == "New session…" and game_items[-1] == "Quit"
    assert game_items.index("Scoreboard") < game_items.index("Quit")
    assert [a.text().replace("&", "") for a in by_title["Settings"].actions()] == ["House rules…", "Preferences…"]

    # House rules: misère off, OK: the next game is played without it
    menus.house_rules_action.trigger()
    dialog = menus.dialog
    assert isinstance(dialog, HouseRulesDialog)
    qtbot.waitExposed(dialog)
    box = dialog.controls["misere"].widget
    assert isinstance(box, QCheckBox)
    dialog.scroll_area.ensureWidgetVisible(box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.controller.rules == Rules({"misere": False})
    assert window.controller.session is not None and window.controller.session.rules.misere is False

    # New session: five players
    menus.new_session_action.trigger()
    new = menus.dialog
    assert isinstance(new, NewSessionDialog)
    qtbot.waitExposed(new)
    new.players_spin.setValue(5)
    with qtbot.waitSignal(menus.session_requested) as requested:
        qtbot.mouseClick(new.ok_button, Qt.MouseButton.LeftButton)
    assert len(requested.args[0].seats) == 5
    assert window.controller.rules.players == 5 and len(window.controller.seats) == 5
    assert window.controller.rules.misere is False  # the rules chosen before are kept
    assert window.controller.seats[0].human and not window.controller.seats[1].human
    sid = menus.current_session_id()
    assert sid is not None and store.session_info(sid).name == requested.args[0].name  # recorded under its name

    # Preferences: a change reaches the window at once
    menus.preferences_action.trigger()
    prefs = menus.dialog
    assert isinstance(prefs, PreferencesDialog)
    prefs.set_pref("table.speed", "slow")
    assert window.table.speed == "slow"
    prefs.set_pref("table.faces", "napdesk four-colour")
    assert window.art.four_colour and window.menus.four_action.isChecked()
    prefs.set_pref("play.hints", not window.table.hints_on)
    assert window.table.hints_on == prefs.prefs["play.hints"] == window.menus.hints_action.isChecked()
    prefs.close()

    # Scoreboard of a past session (Ctrl+B), and a hand opened from it in the history
    assert menus.scoreboard_action.shortcut().toString() == "Ctrl+B"
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: menus.scoreboard is not None and menus.scoreboard.isVisible())
    board = menus.open_scoreboard()
    assert board is not None and board.isVisible()
    board.show_session(game.sid)  # type: ignore[attr-defined]
    board.history_requested.emit(game.sid, 2)  # type: ignore[attr-defined]
    history = menus.history
    assert isinstance(history, HandHistoryWindow) and history.isVisible()
    assert history.replay is not None and history.replay.steps > 0

    menus.rules_help_action.trigger()
    assert "Misère" in menus.dialog.browser.toPlainText()  # type: ignore[union-attr]
    menus.close_windows()
