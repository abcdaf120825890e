"""The table is composed of parts the view owns, not mixed from classes that each serve one host."""

from __future__ import annotations

from napdesk.ui.table import TableView


def test_the_view_is_a_qt_view_and_nothing_of_napdesk() -> None:
    assert [b.__module__ for b in TableView.__bases__] == ["PySide6.QtWidgets"]
