"""A saved action the rules do not allow (a row edited by hand or by another tool): the window names the session
as damaged, with the hand, the action and why, instead of a status line and a new game; the other session is
offered and resumes; the damaged one's finished hands are still there, on its scoreboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.dialogs.resume import ResumeDialog
from tests.ui.illegal_rows import shown_window, unfinished


def test_an_illegal_saved_action_names_the_session_damaged_and_the_other_resumes(qtbot: QtBot) -> None:
    good, bad = unfinished(qtbot, 2)
    with Store.open().store as store:
        info = store.session_info(bad)
        assert info.damaged is not None and info.damaged.facts["action"] == 3
        window = shown_window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: window.saved.damaged_box is not None and
                                window.saved.damaged_box.isVisible(), timeout=20000)
        box = window.saved.damaged_box
        assert box is not None
        assert "action 3 of its hand in progress cannot be played" in box.text()
        qtbot.waitUntil(lambda: window.launcher.resume_box is not None and
                                window.launcher.resume_box.isVisible(), timeout=20000)
        offer = window.launcher.resume_box
        assert isinstance(offer, ResumeDialog)
        assert offer.list.topLevelItemCount() == 1  # only the one that can be played is offered
        qtbot.mouseClick(offer.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.state is not None, timeout=20000)
        state = window.controller.state
        assert state is not None and len(state.history) == 5
        assert getattr(window.controller.hook, "session_id", None) == good
        assert window.statusBar().currentMessage() != "" and "cannot" not in window.statusBar().currentMessage()
