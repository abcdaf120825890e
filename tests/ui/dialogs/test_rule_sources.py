"""The source note of a house rule ("Source: …") reads in the player's language: our paraphrase translated, the
books' quotations kept in their own words, the source numbers named by the translated names of the texts."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import OPTION, OPTIONS, SOURCE_TEXTS, cite_sources
from napdesk.ui import rule_texts
from napdesk.ui.dialogs import HouseRulesDialog
from napdesk.ui.dialogs.common import RULES_CONTEXT, SOURCE_CONTEXT
from napdesk.ui.i18n import qm_path

MARK = "«»"
QUOTED = re.compile(r'"[^"]*"')
# Two notes as the Dutch translation gives them: the quotation of Foster stays in English, between its quotes.
DUTCH: dict[str, str] = {
    OPTION["players"].source:
        '000: "Any number from two to six can play; but four is the best game"; 003: drie tot zeven spelers',
    OPTION["deck_size"].source:
        '000: "a full pack of fifty-two cards"; 004: spellen van 28 tot 52 kaarten, 28-32 voor vier spelers, '
        '36-40 voor vijf',
}


class Notes(QTranslator):
    """A translator for the source notes: the Dutch above, or every note marked (``mark``) to show that it went
    through the translator. Any other text is napdesk's own Dutch (``beneath``: the real translation), else the
    English source (a Python translator's empty answer is taken as a translation, not passed on)."""

    def __init__(self, parent: QApplication, mark: bool = False, beneath: QTranslator | None = None) -> None:
        super().__init__(parent)
        self.mark = mark
        self.beneath = beneath

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if context == SOURCE_CONTEXT:
            return MARK + source if self.mark else DUTCH.get(source, source)
        said = self.beneath.translate(context, source, disambiguation, n) if self.beneath else ""
        return said or source

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def dutch(qapp: QApplication) -> Iterator[None]:
    real = QTranslator(qapp)
    assert real.load(str(qm_path("nl")))
    notes = Notes(qapp, beneath=real)
    QCoreApplication.installTranslator(notes)
    yield
    QCoreApplication.removeTranslator(notes)


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    notes = Notes(qapp, mark=True)
    QCoreApplication.installTranslator(notes)
    yield
    QCoreApplication.removeTranslator(notes)


def shown(qtbot: QtBot, dialog: QWidget) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


def plain(rich: str) -> str:
    doc = QTextDocument()
    doc.setHtml(rich)
    return doc.toPlainText()


def marked_texts() -> list[tuple[str, str]]:
    """(context, text) of every ``QT_TRANSLATE_NOOP`` in napdesk/ui/rule_texts.py, as lupdate reads them."""
    tree = ast.parse(Path(rule_texts.__file__).read_text(encoding="utf-8"))
    return [(ast.literal_eval(call.args[0]), ast.literal_eval(call.args[1])) for call in ast.walk(tree)
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            and call.func.id == "QT_TRANSLATE_NOOP"]


def test_every_source_note_reaches_the_translator() -> None:
    texts = marked_texts()
    missing = [o.key for o in OPTIONS if (SOURCE_CONTEXT, o.source) not in texts]
    assert not missing, f"source notes not in napdesk/ui/rule_texts.py (run tools/rule_texts.py): {missing}"


def test_the_house_rules_speak_the_source_note_in_dutch_with_the_quotation_verbatim(qtbot: QtBot,
                                                                                     dutch: None) -> None:
    dialog = HouseRulesDialog()
    shown(qtbot, dialog)
    control = dialog.controls["players"]
    note = ('Bron: Foster\'s Complete Hoyle (1897): "Any number from two to six can play; but four is the best '
            'game"; de Nederlandse kroegregels: drie tot zeven spelers')
    assert note in plain(control.help.text())
    assert note in control.widget.toolTip() and note in control.label.toolTip()
    deck = plain(dialog.controls["deck_size"].help.text())
    assert ('"a full pack of fifty-two cards"; de Spaanse encyclopedie: spellen van 28 tot 52 kaarten, 28-32 voor '
            'vier spelers, 36-40 voor vijf') in deck
    assert "three to seven players" not in plain(control.help.text())


def test_every_note_is_translated_whole_then_its_sources_named(qtbot: QtBot, marked: None) -> None:
    """One translation unit per note, quotations and source numbers in it; the numbers are named afterwards."""
    dialog = HouseRulesDialog()
    shown(qtbot, dialog)
    names = {n: QCoreApplication.translate(RULES_CONTEXT, name) for n, name in SOURCE_TEXTS.items()}
    for opt in OPTIONS:
        control = dialog.controls[opt.key]
        expected = cite_sources(MARK + opt.source, names)
        assert expected in control.widget.toolTip(), opt.key
        assert expected in plain(control.help.text()), opt.key
        assert QUOTED.findall(expected) == QUOTED.findall(opt.source), opt.key  # the books' words untouched
