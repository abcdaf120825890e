"""Damaged rows in the saved games (bad JSON in a session, a bad hand record): the window starts, tells the
person which session cannot be opened and why, and the others still open."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import Store
from napdesk.store.paths import DB_NAME, data_dir
from napdesk.ui import plain
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs import ScoreboardWindow
from napdesk.ui.dialogs.resume import ResumeDialog

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


def _window(qtbot: QtBot, store: Store, start: bool) -> MainWindow:
    window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=start, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _two_unfinished(qtbot: QtBot) -> tuple[int, int]:
    """Two unfinished sessions with a hand in progress each; the newer one ends up with a bad snapshot."""
    with Store.open().store as store:
        ids = []
        for _ in range(2):
            window = _window(qtbot, store, start=False)
            window.new_game()
            for _ in range(5):
                state = window.controller.state
                assert state is not None
                moves = [a for a in state.legal_actions() if not isinstance(a, Claim)]
                assert window.controller.submit(moves[0]) is None
            ids.append(store.unfinished_sessions()[0].id)
            window.close()
    db = sqlite3.connect(data_dir() / DB_NAME)
    db.execute("UPDATE sessions SET snapshot = '{\"chips\": [1,' WHERE id = ?", (ids[1],))
    db.commit()
    db.close()
    return ids[0], ids[1]


def test_a_damaged_unfinished_session_is_named_and_the_other_offered(qtbot: QtBot) -> None:
    good, _ = _two_unfinished(qtbot)
    with Store.open().store as store:
        window = _window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: window.saved.damaged_box is not None and window.saved.damaged_box.isVisible())
        box = window.saved.damaged_box
        assert box is not None and "damaged" in box.text() and "snapshot is not valid JSON" in box.text()
        qtbot.waitUntil(lambda: window.launcher.resume_box is not None and window.launcher.resume_box.isVisible())
        offer = window.launcher.resume_box
        assert isinstance(offer, ResumeDialog)
        assert offer.list.topLevelItemCount() == 1  # the damaged one is not offered
        qtbot.mouseClick(offer.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.state is not None)
        state = window.controller.state
        assert state is not None and len(state.history) == 5
        assert store.session_info(good).in_progress


def test_the_scoreboard_lists_a_damaged_session_and_refuses_it(qtbot: QtBot, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    good, bad = _two_unfinished(qtbot)
    warnings: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda _parent, _title, text, *a, **k: warnings.append(text))
    with Store.open().store as store:
        board = ScoreboardWindow(store)
        qtbot.addWidget(board)
        board.show()
        qtbot.waitExposed(board)
        assert board.session_id == good  # the newest it can read
        board.tabs.setCurrentIndex(board.sessions_index)
        assert board.sessions.rowCount() == 2
        board.select_session(bad)
        row = board.sessions.currentRow()
        status = board.sessions.item(row, 3)
        assert status is not None and status.text() == "damaged" and "snapshot" in status.toolTip()
        for key in ("show", "resume", "json"):
            qtbot.mouseClick(board.session_buttons[key], Qt.MouseButton.LeftButton)
        assert len(warnings) == 3 and all(f"Session {bad} is damaged" in w for w in warnings)
        assert board.session_id == good


def test_saved_games_that_cannot_be_written_are_shown_and_a_new_game_is_played(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    good, _ = _two_unfinished(qtbot)
    folder = data_dir()
    real = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, *a, **k: False if mode & os.W_OK and
                        Path(path).resolve() == folder.resolve() else real(path, mode, *a, **k))
    opened = Store.open()
    assert opened.read_only and "nothing new will be saved" in opened.messages[0].text
    with opened.store as store:
        window = _window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: window.controller.state is not None)
        assert window.launcher.resume_box is None  # nothing resumed could be saved: a new game, not saved
        board = ScoreboardWindow(store)
        qtbot.addWidget(board)
        assert board.sessions.rowCount() == 2 and board.session_id == good
