"""Flaw 10 of the table: behind the "Unfinished sessions" prompt the table is laid out (the session's seats on
their plates, a word on the info panel, not "napdesk" alone), and the prompt, like every dialog, opens centred on
the main window, wherever that window is."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.resume import ResumeDialog

SEATS = [SeatConfig("Ann", True), SeatConfig("Bo", False, "random"), SeatConfig("Cy", False, "random"),
         SeatConfig("Di", False, "random"), SeatConfig("Ed", False, "random")]


def _window(qtbot: QtBot, store: Store, start: bool, seats: list[SeatConfig] | None = None) -> MainWindow:
    window = MainWindow(speed="off", seed=7, seats=seats, start=start, store=store)
    qtbot.addWidget(window)
    window.move(40, 110)  # away from the screen's corner and centre, and on it (Qt keeps a dialog on its screen)
    window.resize(720, 580)
    window.show()
    qtbot.waitExposed(window)
    return window


def _leave_one_unfinished(qtbot: QtBot, store: Store) -> None:
    from napdesk.engine.rules import Rules

    window = MainWindow(speed="off", seed=7, seats=SEATS, rules=Rules({"players": 5}), start=False, store=store)
    qtbot.addWidget(window)
    window.show()
    window.new_game()
    for _ in range(4):
        qtbot.waitUntil(lambda: not window.table.busy())
        state = window.controller.state
        assert state is not None
        if state.to_move == 0:
            window.controller.submit(next(a for a in state.legal_actions() if not isinstance(a, Claim)))
    window.close()


def _centred_on(dialog: QWidget, window: QWidget) -> bool:
    a, b = dialog.frameGeometry().center(), window.frameGeometry().center()
    return abs(a.x() - b.x()) <= 3 and abs(a.y() - b.y()) <= 3


def test_behind_the_resume_prompt_the_table_is_laid_out(qtbot: QtBot) -> None:
    with Store.open().store as store:
        _leave_one_unfinished(qtbot, store)
        window = _window(qtbot, store, start=True)
        table = window.table
        qtbot.waitUntil(lambda: isinstance(window.launcher.resume_box, ResumeDialog) and
                                window.launcher.resume_box.isVisible())
        box = window.launcher.resume_box
        assert isinstance(box, ResumeDialog)
        assert _centred_on(box, window), (box.frameGeometry(), window.frameGeometry())
        # the table behind it: laid out for its size, the newest unfinished session's seats on their plates
        assert table.lay is not None and table.lay.w == table.viewport().width()
        assert [p.name for p in table.plates if p.isVisible()] == ["Ann", "Bo", "Cy", "Di", "Ed"]
        assert all(p.chips for p in table.plates)
        for plate, box_ in zip(table.plates, table.lay.plates, strict=True):
            assert (plate.pos().x(), plate.pos().y()) == (box_.x, box_.y)
        assert table.info.lines and table.info.lines != ["napdesk"]
        assert "Unfinished session" in " ".join(table.info.lines), table.info.lines
        regions = table.layout_regions()
        assert sum(name.startswith("plate") for name in regions) == 5
        box.reject()  # a new game instead: the table takes the new session's seats
        qtbot.waitUntil(lambda: window.controller.state is not None)


DIALOGS: list[tuple[str, Callable[[MainWindow], object]]] = [
    ("new session", lambda w: w.dialog_menus.open_new_session()),
    ("house rules", lambda w: w.dialog_menus.open_house_rules()),
    ("preferences", lambda w: w.dialog_menus.open_preferences()),
    ("rules help", lambda w: w.dialog_menus.open_rules_help()),
    ("about", lambda w: w.menus.about_action.trigger()),
]


@pytest.mark.parametrize(("name", "opener"), DIALOGS, ids=[d[0] for d in DIALOGS])
def test_every_dialog_opens_centred_on_the_window(qtbot: QtBot, make_window: Callable[..., MainWindow], name: str,
                                                  opener: Callable[[MainWindow], object]) -> None:
    window = make_window(size=(720, 580))
    window.move(QPoint(40, 110))
    qtbot.waitUntil(lambda: window.pos() == QPoint(40, 110))
    before = set(QApplication.topLevelWidgets())
    opener(window)
    qtbot.waitUntil(lambda: any(w.isVisible() and w not in before for w in QApplication.topLevelWidgets()))
    opened = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in before]
    for dialog in opened:
        assert _centred_on(dialog, window), (name, dialog.frameGeometry(), window.frameGeometry())
        dialog.close()
