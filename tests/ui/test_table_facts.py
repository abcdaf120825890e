"""Facts the table shares with the preferences and the engine are declared once, where they belong."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from napdesk.engine.facts import Phase
from napdesk.engine.rules import Rules
from napdesk.ui.cardart import CardArt
from napdesk.ui.controller import GameController, SeatConfig
from napdesk.ui.prefs import PREF
from napdesk.ui.table import TableView

TABLE = Path(__file__).resolve().parents[2] / "napdesk" / "ui" / "table"


def test_a_table_starts_with_the_preferences_defaults(qtbot: QtBot) -> None:
    """A table no window has applied the preferences to (the bench's, say) pauses and looks as a fresh install."""
    controller = GameController(Rules(), [SeatConfig(n, n == "You", "random") for n in ("You", "B", "C", "D")])
    table = TableView(controller, CardArt())
    qtbot.addWidget(table)
    try:
        assert table.trick_pause_ms == PREF["table.trick_pause"].default
        assert table.felt == QColor(PREF["table.felt"].default)
    finally:
        table.shutdown()
        controller.shutdown()


def _phase_words(path: Path) -> list[str]:
    """Each string compared with a ``.phase`` that is a phase's word ("play", "bidding", ...)."""
    words = {str(p) for p in Phase}
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if not any(isinstance(s, ast.Attribute) and s.attr == "phase" for s in sides):
            continue
        for side in sides:
            for c in side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]:
                if isinstance(c, ast.Constant) and c.value in words:
                    found.append(f"{path.name}:{c.lineno}: {c.value!r}")
    return found


def test_the_table_names_phases_by_the_engines_enum() -> None:
    assert [hit for path in sorted(TABLE.glob("*.py")) for hit in _phase_words(path)] == []
