"""Saved sessions with an action the rules do not allow, as a row edited by hand or by another tool leaves them:
for the tests of the window that names such a session and of the one that resumes it up to its last good action."""

from __future__ import annotations

import sqlite3

from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import Store
from napdesk.store.paths import DB_NAME, data_dir
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


def shown_window(qtbot: QtBot, store: Store, start: bool) -> MainWindow:
    shown = MainWindow(speed="off", seed=7, seats=PEOPLE, start=start, store=store)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def unfinished(qtbot: QtBot, count: int) -> list[int]:
    """``count`` unfinished sessions, five actions into a hand each; the newest one's third action made illegal."""
    ids = []
    with Store.open().store as store:
        for _ in range(count):
            played = shown_window(qtbot, store, start=False)
            played.new_game()
            for _ in range(5):
                state = played.controller.state
                assert state is not None
                moves = [a for a in state.legal_actions() if not isinstance(a, Claim)]
                assert played.controller.submit(moves[0]) is None
            ids.append(store.unfinished_sessions()[0].id)
            played.close()
    db = sqlite3.connect(data_dir() / DB_NAME)
    second = db.execute("SELECT action FROM actions WHERE session_id = ? AND idx = 1", (ids[-1],)).fetchone()[0]
    db.execute("UPDATE actions SET action = ? WHERE session_id = ? AND idx = 2", (second, ids[-1]))  # a seat twice
    db.commit()
    db.close()
    return ids
