"""Every big window opens within the screen: on a screen 700 pixels high the house rules' OK button was below its
bottom edge (the dialog asked for 720), and the lessons' window (820) hid the person's cards. The screens here say
they have 1024 x 600 pixels of room, less than each window asks for."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.coach import CoachWindow
from napdesk.ui.dialogs import HouseRulesDialog, RulesHelpDialog
from napdesk.ui.dialogs.help import HelpWindow
from napdesk.ui.dialogs.history import HandHistoryWindow
from napdesk.ui.dialogs.scoreboard import ScoreboardWindow


def _windows(store: Store) -> dict[str, Callable[[], QWidget]]:
    return {
        "house rules": lambda: HouseRulesDialog(),
        "rules help": lambda: RulesHelpDialog(),
        "help": lambda: HelpWindow(None, (), None),
        "hand history": lambda: HandHistoryWindow(store),
        "scoreboard": lambda: ScoreboardWindow(store),
        "learn to play": lambda: CoachWindow(speed="off", store=None),
    }


@pytest.mark.parametrize("which", ["house rules", "rules help", "help", "hand history", "scoreboard",
                                   "learn to play"])
def test_a_window_opens_within_the_screen(qtbot: QtBot, store: Store, which: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    room = QRect(0, 0, 1024, 600)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: room)
    window = _windows(store)[which]()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.frameGeometry().height() <= room.height(), (window.frameGeometry(), room)
    assert window.frameGeometry().width() <= room.width(), (window.frameGeometry(), room)
