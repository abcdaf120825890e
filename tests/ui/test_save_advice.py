"""A save that fails says why and what to do about it, by the error's code: a file that cannot be written is not
told to free disk space. The Speed menu's preference write on saved games that cannot be written is refused in
words, not by an exception escaping into Qt."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from napdesk.engine.hand import HandState
from napdesk.store import SessionRecorder, Store, StoreError
from napdesk.store.problems import Problem
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.store_words import message_text
from tests.store.privileges import bits_obeyed

COMPUTERS = [SeatConfig(f"C{i}", False, "beginner") for i in range(4)]


def _state(window: MainWindow) -> HandState:
    state = window.controller.state
    assert state is not None
    return state


def _refuse_writes(store: Store, refuse: bool) -> None:
    """What SQLite does with a file it may not write (SQLITE_READONLY at each write), at the connection."""
    store.connection.execute(f"PRAGMA query_only = {'ON' if refuse else 'OFF'}")


def test_a_save_refused_as_read_only_says_make_it_writable_not_free_space(qtbot: QtBot) -> None:
    store = Store.open().store
    window = MainWindow(speed="off", seed=6, seats=COMPUTERS, store=store, start=False)
    qtbot.addWidget(window)
    window.controller.pace_ms = 0
    window.show()
    qtbot.waitExposed(window)
    window.new_game()
    assert isinstance(window.controller.hook, SessionRecorder)
    qtbot.waitUntil(lambda: len(_state(window).history) >= 2, timeout=20000)
    _refuse_writes(store, True)
    notice = window.save_notice
    qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=20000)
    assert notice.box is not None
    text = notice.box.text()
    assert "cannot be written" in text and "writable" in text and str(store.path) in text
    assert "space" not in text
    _refuse_writes(store, False)
    QTest.mouseClick(notice.retry_button, Qt.MouseButton.LeftButton)
    box = notice.box
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=20000)
    window.close()
    store.close()


def test_a_read_only_file_opens_read_only_and_the_speed_menu_raises_nothing(qtbot: QtBot) -> None:
    with Store.open().store as store:
        store.create_session("Friday", {"players": 4}, ["Ann", "Ben", "Cat", "Dan"], seed=1)
        path = store.path
    assert path is not None
    path.chmod(0o444)
    with bits_obeyed():  # the file's bits hold, root or not
        opened = Store.open()
        assert opened.read_only
        (message,) = opened.messages
        assert message.code is Problem.READ_ONLY_FILE
        assert str(path) in message_text(message) and "read-only" in message_text(message)
        with opened.store as store:
            window = MainWindow(speed=None, seed=6, seats=COMPUTERS, store=store, start=False)
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
            window.menus.speed_actions["fast"].trigger()  # in force for this run, not saved, and nothing raised
            assert window.table.speed == "fast"
            with pytest.raises(StoreError) as caught:
                store.settings.set_pref("table.speed", "slow")
            assert caught.value.code is Problem.READ_ONLY
            window.close()
