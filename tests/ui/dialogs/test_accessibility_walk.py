"""Every control of the main window and of every dialog has an accessible name: the test walks each window's
widgets (every page of its tabs) and asks Qt's accessibility interface what a screen reader would be told."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.dialogs import (
    HandHistoryWindow,
    HouseRulesDialog,
    NewSessionDialog,
    PreferencesDialog,
    RulesHelpDialog,
)
from napdesk.ui.dialogs.help import AboutDialog, HelpWindow

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QTextEdit, QPlainTextEdit,
            QAbstractSlider, QTabWidget, QGraphicsView)


def _is_control(widget: QWidget) -> bool:
    if not isinstance(widget, CONTROLS) or isinstance(widget, QScrollBar | QHeaderView):
        return False
    parent = widget.parentWidget()
    # Parts of a compound control, named through it: a spin box's or combo's editor, a tab bar's scroll buttons.
    return not (isinstance(widget, QLineEdit) and isinstance(parent, QAbstractSpinBox | QComboBox)) and not (
        isinstance(widget, QAbstractButton) and isinstance(parent, QTabBar))


def _name(widget: QWidget, buddies: set[int]) -> str:
    """What a screen reader is told the control is. A button says its text; any other control needs a name of
    its own or a label whose buddy it is: Qt would otherwise offer a combo box's current item, or nothing."""
    if not isinstance(widget, QAbstractButton) and not widget.accessibleName().strip() and id(widget) not in buddies:
        return ""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def _pages(top: QWidget) -> Iterator[None]:
    """Each page of each tab widget in turn (hidden pages are not walked otherwise)."""
    yield None
    for tabs in top.findChildren(QTabWidget):
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            yield None


def unnamed(top: QWidget) -> list[str]:
    missing: set[str] = set()
    for _ in _pages(top):
        buddies = {id(label.buddy()) for label in top.findChildren(QLabel) if label.buddy() is not None}
        for widget in top.findChildren(QWidget):
            if _is_control(widget) and widget.isVisibleTo(top) and not _name(widget, buddies):
                missing.add(f"{type(widget).__name__} {widget.objectName() or '(no object name)'}"
                            f" in {type(widget.parentWidget()).__name__}")
    return sorted(missing)


def _shown(qtbot: QtBot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_the_main_window_and_every_dialog_name_every_control(qtbot: QtBot, store: Store,
                                                              played: Callable[..., object]) -> None:
    game = played(store, 3)
    sid = game.sid  # type: ignore[attr-defined]
    window = MainWindow(speed="off", seed=1, start=False, store=store)
    _shown(qtbot, window)
    window.new_game()
    from napdesk.ui.dialogs.scoreboard import ScoreboardWindow

    history = HandHistoryWindow(store, art=window.art)
    tops: list[QWidget] = [
        window,
        NewSessionDialog(store),
        HouseRulesDialog(),
        PreferencesDialog(store),
        ScoreboardWindow(store, sid),
        history,
        RulesHelpDialog(),
        HelpWindow(None, window.findChildren(type(window.menus.help_action)), store.data_dir),
        AboutDialog(store.data_dir, window.windowIcon()),
    ]
    problems: dict[str, list[str]] = {}
    for top in tops:
        _shown(qtbot, top)
        if top is history:
            history.open_hand(sid, 1)
        missing = unnamed(top)
        if missing:
            problems[type(top).__name__] = missing
    window.dialog_menus.close_windows()
    qtbot.waitUntil(lambda: not window.table.busy())  # the deal is on the table
    # The card items: the table view speaks for them, by each card's accessible name.
    speakers = [getattr(item, "accessible_name", None) for item in window.table.scene().items()]
    named = [str(speak()) for speak in speakers if callable(speak)]
    assert named, "no card item on the table has an accessible name"
    if not all(named):
        problems["card items"] = [str(len([n for n in named if not n])) + " cards without a name"]
    assert not problems, "\n".join(f"{top}: {', '.join(names)}" for top, names in problems.items())
