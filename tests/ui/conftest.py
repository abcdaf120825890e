"""Helpers for driving the card table with real (offscreen) mouse and key events."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.collector import install_collector
from napdesk.ui.controller import SeatConfig
from napdesk.ui.i18n import install_translator


@pytest.fixture(autouse=True, scope="session")
def _english(qapp: QApplication) -> None:
    """English as the program speaks it: ``main`` installs its plural forms ("1 hand", "5 hands") before any window.
    And garbage collected on the UI thread only, as ``run_gui`` has it (napdesk.ui.collector)."""
    install_translator(qapp, "en")
    install_collector(qapp)


@pytest.fixture(autouse=True)
def _widgets_deleted_at_teardown() -> Iterator[None]:
    """The widgets a test gave qtbot are closed and deleteLater'd by pytest-qt before the fixtures' teardown; here
    their C++ objects are deleted, at this test's end. Left to the next test's first event loop, one still alive in
    a Python cycle could instead be torn down inside a garbage collection there (the collector's tick, on the UI
    thread), the next test's, in the middle of whatever it does."""
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _default_settings() -> Iterator[None]:
    """Each test starts from the default view settings. QSettings keeps the config folder of the first test for
    the whole process, so without this a test inherited what an earlier one chose (hints on relabel the bid
    buttons with their chances, and a test looking for "Pass" or "Three" then found no such button)."""
    QSettings("napdesk", "napdesk").clear()
    yield


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
