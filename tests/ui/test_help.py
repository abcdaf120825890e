"""The help window (F1) and the About dialog: the Help menu's order, each page's content, real keys."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from napdesk import __version__
from napdesk.engine.rules import Rules
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs.help import PAGES, AboutDialog, HelpWindow


def _window(qtbot: QtBot, store: Store | None = None) -> MainWindow:
    window = MainWindow(speed="off", seed=1, start=False, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _plain(text: str) -> str:
    return text.replace("&", "")


def test_help_menu_order_contents_rules_shortcuts_about_last(qtbot: QtBot) -> None:
    window = _window(qtbot)
    (help_menu,) = [a.menu() for a in window.menuBar().actions() if _plain(a.text()) == "Help"]
    assert isinstance(help_menu, QMenu)
    names = [_plain(a.text()) for a in help_menu.actions() if not a.isSeparator()]
    assert names == ["Contents", "Learn to play", "Rules of Nap", "Keyboard shortcuts", "About napdesk"]
    assert window.menus.help_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)


def test_f1_opens_the_help_window_on_how_to_play(qtbot: QtBot) -> None:
    window = _window(qtbot)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    helper = window.findChild(HelpWindow)
    assert helper is not None
    qtbot.waitUntil(helper.isVisible)
    assert helper.current_page() == "play"
    assert list(helper.pages) == list(PAGES)
    assert "Enter plays it" in helper.pages["play"].toPlainText()
    qtbot.keyClick(helper, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not helper.isVisible())


def test_the_rules_page_shows_the_rules_of_this_table(qtbot: QtBot) -> None:
    window = _window(qtbot)
    window.controller.rules = Rules(preset="pub")
    helper = window.show_help("rules")
    text = helper.pages["rules"].toPlainText()
    assert "preset Pub" in text and "Wellington" in text  # presets by their titles
    window.controller.rules = Rules(preset="seven_card")
    assert "preset Seven card" in window.show_help("rules").pages["rules"].toPlainText()


def test_the_shortcuts_page_lists_the_windows_keys(qtbot: QtBot) -> None:
    window = _window(qtbot)
    window.menus.shortcuts_action.trigger()
    helper = window.findChild(HelpWindow)
    assert helper is not None and helper.current_page() == "keys"
    text = helper.pages["keys"].toPlainText()
    for action in (window.menus.undo_action, window.menus.new_action,
                   window.menus.quit_action, window.menus.help_action):
        assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in text
        assert _plain(action.text()) in text
    assert "Play the chosen card" in text
    assert "On a hand's result: deal the next hand" in text  # Enter on the result panel (a fresh press) deals


def test_the_data_page_and_about_name_the_data_folder(qtbot: QtBot, tmp_path: Path) -> None:
    opened = Store.open(tmp_path / "data")
    try:
        window = _window(qtbot, opened.store)
        assert str(tmp_path / "data") in window.show_help("data").pages["data"].toPlainText()
        about = window.show_about()
        assert isinstance(about, AboutDialog)
        qtbot.waitUntil(about.isVisible)
        assert str(tmp_path / "data") in about.data_label.text()
        assert f"napdesk {__version__}" in about.title.text()
        assert "MIT License" in about.licence.toPlainText()
        assert "Permission is hereby granted" in about.licence.toPlainText()
        assert "PySide6" in about.credits.text()
        qtbot.keyClick(about, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not about.isVisible())
        window.close()
    finally:
        opened.store.close()
