"""A saved action the rules do not allow (a row edited by hand or by another tool): the window names the session
as damaged, with the hand, the action and why, instead of a status line and a new game; the other session is
offered and resumes; the damaged one's finished hands are still there, on its scoreboard."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import Store
from napdesk.store.paths import DB_NAME, data_dir
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.resume import ResumeDialog

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


def _window(qtbot: QtBot, store: Store, start: bool) -> MainWindow:
    window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=start, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _two_unfinished(qtbot: QtBot) -> tuple[int, int]:
    """Two unfinished sessions, five actions into a hand each; the newer one's third action made illegal."""
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
    second = db.execute("SELECT action FROM actions WHERE session_id = ? AND idx = 1", (ids[1],)).fetchone()[0]
    db.execute("UPDATE actions SET action = ? WHERE session_id = ? AND idx = 2", (second, ids[1]))  # a seat twice
    db.commit()
    db.close()
    return ids[0], ids[1]


def test_an_illegal_saved_action_names_the_session_damaged_and_the_other_resumes(qtbot: QtBot) -> None:
    good, bad = _two_unfinished(qtbot)
    with Store.open().store as store:
        info = store.session_info(bad)
        assert info.damaged is not None and info.damaged.facts["action"] == 3
        window = _window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: window._damaged_box is not None and window._damaged_box.isVisible(), timeout=20000)
        box = window._damaged_box
        assert box is not None
        assert "action 3 of its hand in progress cannot be played" in box.text()
        qtbot.waitUntil(lambda: window._resume_box is not None and window._resume_box.isVisible(), timeout=20000)
        offer = window._resume_box
        assert isinstance(offer, ResumeDialog)
        assert offer.list.topLevelItemCount() == 1  # only the one that can be played is offered
        qtbot.mouseClick(offer.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.state is not None, timeout=20000)
        state = window.controller.state
        assert state is not None and len(state.history) == 5
        assert getattr(window.controller.hook, "session_id", None) == good
        assert window.statusBar().currentMessage() != "" and "cannot" not in window.statusBar().currentMessage()
