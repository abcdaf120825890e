"""Helpers for driving the card table with real (offscreen) mouse and key events."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig


@pytest.fixture
def make_window(qtbot: QtBot) -> Callable[..., MainWindow]:
    """A shown, exposed main window with animations off and a fixed seed."""

    def make(seed: int = 1, rules: Rules | None = None, seats: Sequence[SeatConfig] | None = None,
             size: tuple[int, int] = (1280, 800), speed: str = "off", start: bool = True) -> MainWindow:
        window = MainWindow(speed=speed, seed=seed, rules=rules, seats=seats, start=False)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        if start:
            window.new_game()
        return window

    return make
