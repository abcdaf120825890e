"""Message boxes that show their text as it is: never rendered as HTML.

A message often holds stored or typed text: a session's, a seat's or a player's name, a level, a file path, an
error that quotes one. Qt guesses whether a text is rich (``Qt.AutoText``): a name such as ``<img src=x>`` would
load an image, ``<a href=...>`` show a link. Every box here is ``Qt.PlainText``, so what was stored is what is shown.
Used instead of QMessageBox's static ``warning``/``question``/``critical``, which cannot be told the format.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def plain_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None,
              buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok) -> QMessageBox:
    """A message box showing ``text`` as plain text (not yet shown: ``open()`` or ``exec()`` it)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.warning``, the text shown as it is."""
    plain_box(QMessageBox.Icon.Warning, title, text, parent).exec()


def critical(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.critical``, the text shown as it is."""
    plain_box(QMessageBox.Icon.Critical, title, text, parent).exec()


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """``QMessageBox.question`` with Yes and No, the text shown as it is: True for Yes."""
    yes_no = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = plain_box(QMessageBox.Icon.Question, title, text, parent, yes_no)
    return box.exec() == QMessageBox.StandardButton.Yes


def escaped(text: str) -> str:
    """``text`` to go into rich text (a layout that needs HTML): its ``<``, ``>`` and ``&`` shown, not read."""
    return html.escape(text, quote=False)
