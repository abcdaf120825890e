"""One settings object: every preference declared once, its default in force on a fresh install, the View menu and
the Preferences dialog in step, and nothing written outside the data directory."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from napdesk.store import Store, data_dir
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs.preferences import PreferencesDialog
from napdesk.ui.prefs import DEFAULTS, OURS, OURS_FOUR, PREF, PREFS, Pref
from napdesk.ui.settings import Settings


def _files(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*")} if folder.exists() else set()


def _in_force(window: MainWindow) -> dict[str, object]:
    """What the window actually does now, preference by preference."""
    art, table = window.art, window.table
    faces = (OURS_FOUR if art.four_colour else OURS) if art.theme == OURS else art.theme
    return {
        "table.faces": faces, "table.back": art.back, "table.felt": table.felt.name(), "table.speed": table.speed,
        "table.trick_pause": table.trick_pause_ms, "table.click_to_continue": table.click_to_continue,
        "play.hints": table.hints_on, "play.undo": window.controller.undo_allowed,
        "play.confirm_card": table.confirm_card, "play.forced": table.forced_plays,
        "play.signals": window.controller.computer_signals, "sound.cards": window.sounds.enabled,
        "language": window.prefs.value("language"),
    }


def _shown(dialog: PreferencesDialog, pref: Pref) -> object:
    widget = dialog.widgets[pref.key]
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    assert isinstance(widget, QPushButton)
    return widget.text()


def test_a_fresh_install_has_every_default_in_force_and_writes_only_in_the_data_dir(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    config = Path(os.environ["XDG_CONFIG_HOME"])
    config.mkdir(parents=True, exist_ok=True)
    before = _files(home) | _files(config)
    assert not data_dir().exists() or not any(data_dir().iterdir())

    with Store.open().store as store:
        window = MainWindow(seed=1, start=False, store=store)  # no speed given: the preference decides
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        assert window.prefs.values() == dict(DEFAULTS)
        assert _in_force(window) == dict(DEFAULTS)
        window.dialog_menus.open_preferences()
        dialog = window.dialog_menus.dialog
        assert isinstance(dialog, PreferencesDialog)
        qtbot.waitExposed(dialog)
        assert [p.key for p in PREFS] == list(dialog.widgets)  # generated from the declarations, in order
        for pref in PREFS:
            assert _shown(dialog, pref) == pref.default, pref.key

        # One settings object: the View menu's choice shows in the dialog, the dialog's in the View menu.
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() in (window, dialog))
        window.menus.hints_action.trigger()
        assert dialog.hints.isChecked() and window.table.hints_on
        speed = dialog.speed
        assert isinstance(speed, QComboBox)
        speed.setFocus()
        qtbot.keyClick(speed, Qt.Key.Key_Home)
        first = speed.itemData(0)
        assert window.menus.speed_actions[first].isChecked() and window.table.speed == first
        box = dialog.confirm_card
        assert isinstance(box, QCheckBox)
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert window.table.confirm_card
        dialog.close()
        window.close()
        assert store.settings.preferences() == {"play.hints": True, "table.speed": first, "play.confirm_card": True}

    assert _files(home) | _files(config) == before  # nothing under $HOME or $XDG_CONFIG_HOME
    assert (data_dir() / "window.ini").exists()  # the window's size and place, in the data directory


def test_a_stored_value_its_declaration_refuses_is_ignored(qtbot: QtBot) -> None:
    with Store.open().store as store:
        store.settings.set_pref("table.speed", "warp")
        store.settings.set_pref("table.trick_pause", 10**9)
        store.settings.set_pref("play.undo", False)
        settings = Settings(store)
        assert settings.value("table.speed") == PREF["table.speed"].default
        assert settings.value("table.trick_pause") == PREF["table.trick_pause"].default
        assert settings.value("play.undo") is False
        with pytest.raises(ValueError):
            settings.set("table.back", "tartan")



def _fits(window: MainWindow) -> bool:
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen().availableGeometry()
    return window.width() <= screen.width() and window.height() <= screen.height()


def test_the_first_window_fits_a_screen_smaller_than_its_usual_size(qtbot: QtBot) -> None:
    """On a first start (no size remembered) the window takes its usual size only where the screen has room for
    it: on a small screen no plate or panel is off it. (The offscreen screen is 800x800.)"""
    window = MainWindow(speed="off", seed=1, start=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert _fits(window), (window.width(), window.height())


def test_a_size_remembered_from_a_bigger_screen_is_fitted_to_this_one(qtbot: QtBot) -> None:
    """A window last closed on a bigger screen comes back inside this one."""
    from napdesk.ui.settings import window_state

    first = MainWindow(speed="off", seed=1, start=False)
    qtbot.addWidget(first)
    first.resize(3000, 2000)
    state = window_state()
    state.setValue("window/geometry", first.saveGeometry())
    state.sync()
    again = MainWindow(speed="off", seed=1, start=False)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert _fits(again), (again.width(), again.height())
