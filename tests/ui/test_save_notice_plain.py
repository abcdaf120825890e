"""The "cannot be saved" box shows the error as it came (SQLite's or the system's words, or a path with angle
brackets in it): never rendered as markup."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from napdesk.store import StoreError
from napdesk.store.problems import Problem
from napdesk.ui.saving import SaveFailureNotice, Saver


def test_the_error_in_the_cannot_be_saved_box_is_shown_literally(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    saver = Saver(lambda: 1, window)
    notice = SaveFailureNotice(window, saver)

    def fail() -> None:
        raise StoreError("cannot save: <b>x</b>", Problem.CANNOT_SAVE, error="<b>x</b>")

    assert not saver.save([fail], lambda: None)
    qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=20000)
    assert notice.box is not None
    shown = QTextDocument()
    shown.setHtml(notice.box.text())
    assert "<b>x</b>" in shown.toPlainText()
    saver.drop()
    notice.box.done(0)
