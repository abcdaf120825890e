"""The table's accessible interfaces do not keep the table alive: once a window is deleted (after a screen reader
asked about its view and plates), its view and plates are freed, and what the screen reader knew of them (their
accessibility ids, as it holds them) finds nothing instead of a dead object."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow

WindowFactory = Callable[..., MainWindow]


def _read_the_table(window: MainWindow) -> list[int]:
    """What a screen reader does: it asks for the table's interface and its children, reads the plates' names, and
    keeps their ids (it holds no interface: Qt may delete one whenever its object goes)."""
    view = QAccessible.queryAccessibleInterface(window.table)
    assert view is not None and view.isValid()
    parts = [p for p in (view.child(i) for i in range(view.childCount())) if p is not None]
    names = {p.text(QAccessible.Text.Name) for p in parts}
    plates = {plate.name for plate in window.table.plates}
    assert len(plates) == len(window.table.plates) and plates <= names, (plates, names)
    return [QAccessible.uniqueId(i) for i in [view, *parts]]


def _open_and_read(qtbot: QtBot, make_window: WindowFactory) -> tuple[list[int], list[weakref.ref[QObject]]]:
    window = make_window()
    qtbot.waitUntil(lambda: window.table.snap is not None, timeout=20000)
    ids = _read_the_table(window)
    objects: list[QObject] = [window.table, *window.table.plates]
    table = [weakref.ref(o) for o in objects]
    window.close()
    window.deleteLater()
    return ids, table


def test_a_deleted_window_s_table_and_plates_are_freed(qtbot: QtBot, make_window: WindowFactory) -> None:
    ids, table = _open_and_read(qtbot, make_window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # on the UI thread, as the window's loop
    gc.collect()
    alive = [type(ref()).__name__ for ref in table if ref() is not None]
    assert not alive  # the view and each plate, Python's objects too
    assert [QAccessible.accessibleInterface(i) for i in ids] == [None] * len(ids)


def _read_five_then_seat_four(qtbot: QtBot, window: MainWindow) -> tuple[list[int], weakref.ref[QObject]]:
    qtbot.waitUntil(lambda: window.table.snap is not None and len(window.table.plates) == 5, timeout=20000)
    ids = _read_the_table(window)
    fifth: QObject = window.table.plates[4]
    interface = QAccessible.queryAccessibleInterface(fifth)
    assert interface is not None and interface.text(QAccessible.Text.Name)
    gone = QAccessible.uniqueId(interface), weakref.ref(fifth)
    window.controller.rules = Rules({"players": 4})  # as the house rules set them for the next session
    window.new_game()
    qtbot.waitUntil(lambda: window.table.snap is not None and window.table.snap.rules.players == 4
                    and len(window.table.plates) == 4, timeout=20000)
    assert gone[0] in ids
    return [gone[0]], gone[1]


def test_a_plate_the_next_session_has_no_seat_for_is_freed(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window(rules=Rules({"players": 5}))
    ids, plate = _read_five_then_seat_four(qtbot, window)
    gc.collect()
    assert plate() is None
    assert QAccessible.accessibleInterface(ids[0]) is None
    # and the table the screen reader reads again has the four plates, read from them as they are now
    _read_the_table(window)
