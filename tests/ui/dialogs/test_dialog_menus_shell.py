"""The dialogs' entries reach the window's menus through its typed parts, never by a menu's title or a lookup
by name: a window whose menus read otherwise (another language) still gets each entry in its place."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs.menus import DialogMenus


def test_the_entries_go_into_the_menus_the_window_names_whatever_their_titles(qtbot: QtBot) -> None:
    window = MainWindow(speed="off", seed=1, start=False)  # its own entries made; a second set follows
    qtbot.addWidget(window)
    menus = window.menus
    for menu, title in ((menus.game, "&Spel"), (menus.settings, "&Instellingen"), (menus.help, "&Hulp")):
        menu.setTitle(title)
    bar = len(window.menuBar().actions())
    again = DialogMenus(window, menus)
    assert len(window.menuBar().actions()) == bar  # no menu made for a title it did not find
    game = menus.game.actions()
    assert game.index(again.new_session_action) + 1 == game.index(menus.new_action) and game[-1] is menus.quit_action
    assert game.index(again.scoreboard_action) < game.index(again.history_action) < game.index(menus.quit_action)
    assert again.house_rules_action in menus.settings.actions()
    help_items = menus.help.actions()
    assert help_items.index(again.rules_help_action) + 1 == help_items.index(menus.shortcuts_action)
    assert all(isinstance(a.menu(), QMenu) for a in window.menuBar().actions())


def test_a_new_session_from_the_dialog_plays_through_the_shell(qtbot: QtBot) -> None:
    window = MainWindow(speed="off", seed=1, start=False)
    qtbot.addWidget(window)
    window.new_game()
    assert window.dialog_menus.current_session_id() is None  # no store: nothing kept, and said so by the hook
    assert window.dialog_menus.current_rules() is window.controller.rules
