"""Qt objects caught in reference cycles are collected on the UI thread, never on a worker thread that happens to
allocate (napdesk.ui.collector): destroying a QObject there froze the program."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from napdesk.ui.collector import GarbageCollector, install_collector


class Holder:
    """A cycle holding a QObject, as a closed dialog's wrapper and its slots make one."""

    def __init__(self) -> None:
        self.me = self
        self.obj = QObject()


def churn() -> None:
    """What a worker thread does: allocate, cycles among it (enough to fill the youngest generation many times)."""
    for _ in range(100_000):
        a: list[object] = []
        a.append(a)


def test_cyclic_garbage_with_qt_objects_dies_on_the_ui_thread(qapp: QApplication, qtbot: QtBot) -> None:
    died_on: list[str] = []
    holder = Holder()
    weakref.finalize(holder, lambda: died_on.append(threading.current_thread().name))
    del holder
    worker = threading.Thread(target=churn, name="worker")
    worker.start()
    worker.join()
    assert died_on == [], "a worker thread collected a Qt object"
    qtbot.waitUntil(lambda: bool(died_on))
    assert died_on == [threading.main_thread().name]


def test_the_collector_is_installed_once_and_keeps_pythons_thresholds(qapp: QApplication) -> None:
    collector = install_collector(qapp)
    assert install_collector(qapp) is collector
    assert isinstance(collector, GarbageCollector) and collector.parent() is qapp
    assert not gc.isenabled()
    assert collector.timer.isActive()
    gc.collect()
    assert collector.check() == 0  # nothing past a threshold right after a collection


def test_what_lives_from_start_up_is_frozen_and_later_garbage_still_dies_on_the_ui_thread(
        qapp: QApplication, qtbot: QtBot) -> None:
    """A full collection walked every object of the program (47,000 in a game: 17-33 ms of the UI thread, more
    on a busy machine, in the middle of a deal); the modules and the window live as long as the program, so the
    program freezes them once it is up (gc.freeze) and a full collection walks only what came after."""
    collector = install_collector(qapp)
    try:
        survivors = Holder()  # alive at the freeze: left alone from then on
        collector.freeze_survivors()
        assert gc.get_freeze_count() > 1000
        assert gc.get_freeze_count() >= len(gc.get_objects()) // 2  # most of what there is
        died_on: list[str] = []
        holder = Holder()  # garbage made after the freeze
        weakref.finalize(holder, lambda: died_on.append(threading.current_thread().name))
        del holder
        worker = threading.Thread(target=churn, name="worker")
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: bool(died_on))
        assert died_on == [threading.main_thread().name]
        assert survivors.me is survivors
    finally:
        gc.unfreeze()  # the tests after this one collect as before


class _CycleWidget(QWidget):
    """A test's widget in a Python cycle: only a garbage collection or its deletion ends it."""

    def __init__(self) -> None:
        super().__init__()
        self.me = self


_handed_to_qtbot: list[weakref.ref[_CycleWidget]] = []


def test_a_widget_handed_to_qtbot_is_shown(qtbot: QtBot) -> None:
    widget = _CycleWidget()
    qtbot.addWidget(widget)
    widget.show()
    _handed_to_qtbot.append(weakref.ref(widget))


def test_the_widget_of_the_test_before_is_deleted_by_its_end(qtbot: QtBot) -> None:
    """Deleted at its own test's teardown (tests/ui/conftest.py), not left to a garbage collection in this one."""
    if not _handed_to_qtbot:
        pytest.skip("runs after test_a_widget_handed_to_qtbot_is_shown")
    widget = _handed_to_qtbot[0]()
    assert widget is None or not shiboken6.isValid(widget)
