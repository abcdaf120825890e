"""The house rules' help lines are readable (enough contrast with the dialog's background) and name the source
texts by their titles, not by bare numbers."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import OPTIONS, SOURCE_TEXTS, cite_sources
from napdesk.ui.dialogs import HouseRulesDialog
from napdesk.ui.dialogs.rules_help import rules_html


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_house_rules_help_lines_have_readable_contrast(qtbot: QtBot) -> None:
    dialog = HouseRulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    background = dialog.palette().color(QPalette.ColorRole.Window)
    for key, control in dialog.controls.items():
        control.help.ensurePolished()
        text = control.help.palette().color(control.help.foregroundRole())
        assert contrast(text, background) >= 4.5, (key, text.name(), background.name())


def test_sources_are_named_by_their_texts_not_their_numbers(qtbot: QtBot) -> None:
    bare = re.compile(r"\b00[0-4]\b")
    dialog = HouseRulesDialog()
    qtbot.addWidget(dialog)
    for key, control in dialog.controls.items():
        assert not bare.search(control.help.text()), (key, control.help.text())
        assert not bare.search(control.widget.toolTip()), key
    assert "Foster's Complete Hoyle (1897)" in dialog.controls["players"].help.text()
    assert not bare.search(rules_html())
    for option in OPTIONS:
        cited = cite_sources(option.source)
        assert not bare.search(cited), option.key
        assert any(name.lower() in cited.lower() for name in SOURCE_TEXTS.values()), option.key
