"""A screen reader walks the main window's accessibility tree and finds the table's parts: each seat's plate, the
information panel and the trick, with names and descriptions; during the bidding no card "may be played"."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import OPTION, Rules
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs import HandHistoryWindow, HouseRulesDialog, NewSessionDialog
from napdesk.ui.main_menus import full_screen_keys

WindowFactory = Callable[..., MainWindow]


def _walk(interface: QAccessibleInterface, depth: int = 0) -> Iterator[QAccessibleInterface]:
    yield interface
    if depth > 12:
        return
    for i in range(interface.childCount()):
        child = interface.child(i)
        if child is not None and child.isValid():
            yield from _walk(child, depth + 1)


def _tree(window: MainWindow) -> list[tuple[str, str, QAccessible.Role]]:
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return [(i.text(QAccessible.Text.Name), i.text(QAccessible.Text.Description), i.role()) for i in _walk(root)]


def test_the_plates_the_panel_and_the_trick_are_in_the_tree(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    controller = window.controller
    controller.pace_ms = 0
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.phase.value == "bidding"
                    and controller.state.to_move == 0, timeout=20000)
    qtbot.waitUntil(lambda: window.table.snap is not None and window.table.snap.my_turn, timeout=20000)
    tree = _tree(window)
    names = {name for name, _, _ in tree}
    assert {"You", "West", "North", "East"} <= names, names
    assert {"Hand information", "Trick"} <= names, names
    you = next(d for n, d, _ in tree if n == "You")
    assert "chips" in you or "counters" in you, you  # the plate's chips, as it shows them
    info = next(d for n, d, _ in tree if n == "Hand information")
    assert "Hand 1" in info, info
    table = next(d for n, d, _ in tree if n == "Card table")
    assert table and "may be played" not in table and "may not be played" not in table, table
    trick = next(d for n, d, _ in tree if n == "Trick")
    assert trick == "No card played yet"
    # the parts say who they are to the tree: each one's parent is the table, and the table finds it again
    view = QAccessible.queryAccessibleInterface(window.table)
    assert view is not None
    parts = [view.child(i) for i in range(view.childCount())]
    plates = [p for p in parts if p is not None and p.text(QAccessible.Text.Name) in {"You", "West", "North", "East"}]
    assert len(plates) == 4
    for plate in plates:
        parent = plate.parent()
        assert parent is not None and parent.object() is window.table
        assert view.indexOfChild(plate) == parts.index(plate)


def _labelled(widget: QWidget) -> list[str]:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return [label.text(QAccessible.Text.Name) for label, _ in interface.relations(QAccessible.RelationFlag.Label)]


def test_the_session_practice_and_preset_combos_and_every_seat_are_labelled(qtbot: QtBot) -> None:
    with Store.open().store as store:
        _labelled_dialogs(qtbot, store)


def _labelled_dialogs(qtbot: QtBot, store: Store) -> None:
    history = HandHistoryWindow(store)
    qtbot.addWidget(history)
    assert _labelled(history.session_box) == ["Session:"] and _labelled(history.practice_box) == ["Practice hands:"]
    rules = HouseRulesDialog(Rules(), store)
    qtbot.addWidget(rules)
    assert _labelled(rules.preset_box) == ["Start from:"]
    dialog = NewSessionDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.preset_box.accessibleName()
    assert len(dialog.seat_rows) == OPTION["players"].maximum  # a row for each seat the rules allow
    for n, row in enumerate(dialog.seat_rows, start=1):
        line = row.name.lineEdit()
        assert line is not None
        # On Linux a combo box's name is its current text, and the screen reader names it by its label: the seat's
        # label is the name box's buddy. Its editor is a control of its own, named too.
        assert _labelled(row.name)[0] == f"Seat {n}"  # then the group box, "Who plays"
        editor = QAccessible.queryAccessibleInterface(line)
        assert editor is not None and editor.text(QAccessible.Text.Name) == f"Seat {n} name"
        assert row.kind.accessibleName() == f"Seat {n} player"  # what Windows and macOS read for it
        assert _labelled(row.kind)[0] == f"Seat {n} player"  # and the label a Linux screen reader reads


def test_f11_turns_full_screen_on_and_off_wherever_the_platform_names_no_key(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under X11 without a platform theme the standard full-screen key is empty: F11 is given then (as Ctrl+Shift+Z
    is for redo). Offscreen, Qt gives F11 and Alt+Enter; the test takes the theme's keys away as X11 does."""
    given = QKeySequence.keyBindings

    def bare_x11(key: QKeySequence.StandardKey) -> list[QKeySequence]:
        return [] if key == QKeySequence.StandardKey.FullScreen else given(key)

    assert QKeySequence("F11") in full_screen_keys()
    monkeypatch.setattr(QKeySequence, "keyBindings", staticmethod(bare_x11))
    assert full_screen_keys() == [QKeySequence("F11")]
    window = make_window(start=False)
    assert window.menus.full_action.shortcuts() == [QKeySequence("F11")]
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: window.menus.full_action.isChecked() and window.isFullScreen(), timeout=10000)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.menus.full_action.isChecked() and not window.isFullScreen(), timeout=10000)
