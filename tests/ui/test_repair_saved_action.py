"""A session whose hand in progress has an action the rules do not allow can be resumed up to the action before
it: the Damaged box offers it, the person is asked, and only a yes changes the saved games (after a backup)."""

from __future__ import annotations

import hashlib
import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.store.paths import DB_NAME, data_dir
from napdesk.ui.app import MainWindow
from tests.ui.illegal_rows import shown_window, unfinished


def _rows(sid: int) -> str:
    """What the saved games hold of session ``sid`` (the window's new game is another session)."""
    db = sqlite3.connect(data_dir() / DB_NAME)
    digest = hashlib.sha256()
    for table, key in (("sessions", "id"), ("hands", "session_id"), ("hand_seats", "session_id"),
                       ("actions", "session_id")):
        for row in sorted(repr(r) for r in db.execute(f"SELECT * FROM {table} WHERE {key} = ?", (sid,))):
            digest.update(row.encode())
    db.close()
    return digest.hexdigest()


def _repair_button(qtbot: QtBot, window: MainWindow) -> QAbstractButton:
    qtbot.waitUntil(lambda: window.saved.damaged_box is not None and
                            window.saved.damaged_box.isVisible(), timeout=20000)
    box = window.saved.damaged_box
    assert box is not None
    return next(b for b in box.buttons() if "up to the last good action" in b.text())


def _question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.saved.repair_box is not None and window.saved.repair_box.isVisible(), timeout=20000)
    question = window.saved.repair_box
    assert question is not None
    assert "Action 3 of hand 1" in question.text()
    return question


def test_yes_resumes_the_damaged_session_at_the_action_before_the_bad_one(qtbot: QtBot) -> None:
    good, bad = unfinished(qtbot, 2)
    with Store.open().store as store:
        window = shown_window(qtbot, store, start=True)
        qtbot.mouseClick(_repair_button(qtbot, window), Qt.MouseButton.LeftButton)
        question = _question(qtbot, window)
        yes = next(b for b in question.buttons() if "Resume up to there" in b.text().replace("&", ""))
        qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: getattr(window.controller.hook, "session_id", None) == bad, timeout=20000)
        state = window.controller.state
        assert state is not None and len(state.history) == 2  # actions 1 and 2; the third was refused
        assert window.launcher.resume_box is None  # the offer of the other session was put away, not answered
        assert store.session_info(bad).damaged is None
        assert good in [i.id for i in store.unfinished_sessions()]
        folder = store.data_dir
        assert folder is not None and any(p.name.startswith(f"napdesk-before-repair-{bad}-")
                                          for p in (folder / "backups").iterdir())
        window.close()


def test_no_leaves_the_saved_games_as_they_are(qtbot: QtBot) -> None:
    (bad,) = unfinished(qtbot, 1)
    before = _rows(bad)
    with Store.open().store as store:
        window = shown_window(qtbot, store, start=True)
        qtbot.mouseClick(_repair_button(qtbot, window), Qt.MouseButton.LeftButton)
        question = _question(qtbot, window)
        no = next(b for b in question.buttons() if "Leave it as it is" in b.text().replace("&", ""))
        qtbot.mouseClick(no, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not question.isVisible(), timeout=20000)
        assert getattr(window.controller.hook, "session_id", None) != bad
        assert store.session_info(bad).damaged is not None
        window.close()
    assert _rows(bad) == before
