"""The table is composed of parts the view owns, not mixed from classes that each serve one host."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from typing import Protocol

import napdesk.ui.table as table_package
from napdesk.ui.table import TableView


def _table_classes() -> list[type]:
    out = []
    for info in pkgutil.iter_modules(table_package.__path__):
        module = importlib.import_module(f"napdesk.ui.table.{info.name}")
        out += [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == module.__name__]
    return out


def test_no_table_class_has_more_than_one_napdesk_base() -> None:
    mixed = {
        c.__name__: [b.__name__ for b in c.__bases__ if b.__module__.startswith("napdesk.")]
        for c in _table_classes()
        if Protocol not in c.__bases__
    }
    assert {name: bases for name, bases in mixed.items() if len(bases) > 1} == {}


def test_the_view_is_a_qt_view_and_nothing_of_napdesk() -> None:
    assert [b.__module__ for b in TableView.__bases__] == ["PySide6.QtWidgets"]
