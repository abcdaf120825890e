"""Redo beside Undo: what was taken back in the hand in progress is put back, and saved again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.hand import HandState
from napdesk.store import Store
from napdesk.ui.app import MainWindow


def _my_turn(qtbot: QtBot, window: MainWindow) -> HandState:
    def ready() -> bool:
        state = window.controller.state
        return state is not None and not window.table.busy() and (state.is_over or state.to_move == 0)

    qtbot.waitUntil(ready, timeout=10000)
    state = window.controller.state
    assert state is not None
    return state


def _window(qtbot: QtBot, store: Store, seed: int) -> MainWindow:
    window = MainWindow(speed="off", seed=seed, start=False, store=store)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.prefs.set("play.forced", False)  # each card is the test's to play
    window.controller.pace_ms = 0
    window.new_game()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _stored_actions(store: Store) -> int:
    (info,) = store.unfinished_sessions()
    current = store.load_session(info.id).current
    assert current is not None
    return len(current.record["actions"])


def test_redo_puts_back_the_bid_undo_took_back(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store, seed=3)
        state = _my_turn(qtbot, window)
        assert not state.is_over and state.phase == "bidding"
        before = list(state.history)
        assert not window.menus.redo_action.isEnabled()
        button = window.table.bar.button("Pass")
        assert button is not None
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        state = _my_turn(qtbot, window)
        played = list(state.history)
        assert len(played) > len(before)
        saved = _stored_actions(store)

        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        state = _my_turn(qtbot, window)
        assert state.history == before
        assert _stored_actions(store) == len(before)
        assert window.menus.redo_action.isEnabled()

        QTest.keyClick(window, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        state = _my_turn(qtbot, window)
        assert state.history == played
        assert _stored_actions(store) == saved == len(played)
        assert not window.menus.redo_action.isEnabled()


def test_redo_uses_the_platform_key_and_a_new_action_forgets_what_was_taken_back(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store, seed=3)
        keys = window.menus.redo_action.shortcuts()
        assert QKeySequence("Ctrl+Shift+Z") in keys
        assert all(k in keys for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
        _my_turn(qtbot, window)
        button = window.table.bar.button("Pass")
        assert button is not None
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        _my_turn(qtbot, window)
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        _my_turn(qtbot, window)
        assert window.controller.can_redo()
        button = window.table.bar.button("Pass")
        assert button is not None
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        _my_turn(qtbot, window)
        assert not window.controller.can_redo() and not window.menus.redo_action.isEnabled()
