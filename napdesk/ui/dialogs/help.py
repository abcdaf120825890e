"""The help window and the About dialog.

:class:`HelpWindow` has four pages: how to play, the rules of the table being played (in words, from the rule
declarations: :func:`napdesk.ui.dialogs.rules_help.rules_html`), the keyboard shortcuts (read from the main
window's actions, so that the list is never out of date, and the table's own keys) and where napdesk keeps its
data. :class:`AboutDialog` shows the version, the licence text, the credits and the data folder.
"""

from __future__ import annotations

import html
import importlib.metadata
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from napdesk import __version__
from napdesk.engine.rules import Rules
from napdesk.ui.dialogs.common import fit_screen, translate
from napdesk.ui.dialogs.rules_help import rules_html
from napdesk.ui.i18n import QT_TRANSLATE_NOOP

CONTEXT: Final = "HelpWindow"
PAGES: Final = ("play", "rules", "keys", "data")

HOW_TO_PLAY = QT_TRANSLATE_NOOP(
    "HelpWindow",
    "<h2>Playing napdesk</h2>"
    "<p>Each player is dealt five cards. Starting at the dealer's left, everyone speaks once: pass, or bid more "
    "tricks than anyone so far. The highest bidder plays alone against all the others; the suit of his first "
    "card is trumps. Everyone must follow suit if he can. Make the bid and every opponent pays you; fail and "
    "you pay each of them.</p>"
    "<p><b>Bid</b> with the buttons on the table: only the bids the rules allow now are enabled.</p>"
    "<p><b>Play</b> a card by dragging it to the middle of the table, by double-clicking it, or with the "
    "keyboard: Left and Right choose a card, Enter plays it. A card you may not play says why.</p>"
    "<p><b>Purchase, Sir Garnet and the peep discard</b>: click cards (or Up and Down with the keyboard) to "
    "choose them, then press the button on the table.</p>"
    "<p>Undo takes back your last card or bid; L shows the last trick. The scoreboard keeps every hand of the "
    "session, and Hand history replays any of them card by card.</p>",
)

# The table's own keys (they are not menu actions): key, what it does.
TABLE_KEYS: Final = (
    (QT_TRANSLATE_NOOP("HelpWindow", "Left, Right"), QT_TRANSLATE_NOOP("HelpWindow", "Choose a card in your hand")),
    (QT_TRANSLATE_NOOP("HelpWindow", "Enter"), QT_TRANSLATE_NOOP("HelpWindow", "Play the chosen card")),
    (QT_TRANSLATE_NOOP("HelpWindow", "Enter"),
     QT_TRANSLATE_NOOP("HelpWindow", "On a hand's result: deal the next hand (a moment after the result appears)")),
    (QT_TRANSLATE_NOOP("HelpWindow", "Up, Down"),
     QT_TRANSLATE_NOOP("HelpWindow", "Choose or unchoose a card to exchange or discard")),
    (QT_TRANSLATE_NOOP("HelpWindow", "Tab"), QT_TRANSLATE_NOOP("HelpWindow", "Move between the bid buttons")),
)

CREDITS = QT_TRANSLATE_NOOP(
    "AboutDialog",
    "<p>Made by the napdesk developers. The cards are napdesk's own vector art. The rules come from Foster's "
    "Complete Hoyle (1897) and other old and new descriptions of the game.</p>"
    "<p>Built with Qt and PySide6 (LGPL), platformdirs (MIT), miniaudio (MIT) and SQLite "
    "(public domain). The packaged program ships the DejaVu fonts (free licence).</p>",
)


def licence_text() -> str:
    """napdesk's licence: from the installed distribution's metadata, else the source checkout's file."""
    try:
        text = importlib.metadata.distribution("napdesk").read_text("licenses/LICENSE")
    except importlib.metadata.PackageNotFoundError:
        text = None
    if text:
        return text
    source = Path(__file__).resolve().parents[3] / "LICENSE"
    return source.read_text(encoding="utf-8") if source.is_file() else "MIT License"


def shortcuts_html(actions: Sequence[QAction]) -> str:
    """A table of every action that has a shortcut (its menu text without the accelerator), then the table's keys."""
    rows = []
    seen: set[str] = set()
    for action in actions:
        keys = action.shortcut()
        text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()
        if keys.isEmpty() or not text or text in seen:
            continue
        seen.add(text)
        shown = keys.toString(QKeySequence.SequenceFormat.NativeText)
        rows.append((shown, text))
    rows += [(translate(CONTEXT, key), translate(CONTEXT, what)) for key, what in TABLE_KEYS]
    body = "".join(f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(w)}</td></tr>" for k, w in rows)
    return (f"<h2>{html.escape(translate(CONTEXT, 'Keyboard shortcuts'))}</h2>"
            f"<table cellspacing='0' cellpadding='4' border='1'><tr><th>{html.escape(translate(CONTEXT, 'Keys'))}</th>"
            f"<th>{html.escape(translate(CONTEXT, 'What they do'))}</th></tr>{body}</table>")


def data_html(data_dir: Path | None) -> str:
    folder = str(data_dir) if data_dir is not None else translate(CONTEXT, "(no data folder: nothing is saved)")
    return (f"<h2>{html.escape(translate(CONTEXT, 'Where your data is kept'))}</h2>"
            f"<p>{html.escape(translate(CONTEXT, 'Everything napdesk saves is in one folder:'))}</p>"
            f"<p><code>{html.escape(folder)}</code></p>"
            "<p>" + html.escape(translate(CONTEXT,
                "It holds one SQLite database (sessions, hands, scoreboards, profiles, saved house rules, "
                "preferences), its lock file and rolling backups. Set the environment variable "
                "NAPDESK_DATA_DIR to use another folder. A database that cannot be read is moved aside under a "
                "dated name and never overwritten. From a terminal, napdesk sessions list, export, import and "
                "delete work on it.")) + "</p>")


def _browser(name: str, accessible: str, parent: QWidget) -> QTextBrowser:
    browser = QTextBrowser(parent)
    browser.setObjectName(name)
    browser.setOpenExternalLinks(False)
    browser.setAccessibleName(accessible)
    return browser


class HelpWindow(QDialog):
    """napdesk's help: how to play, the rules of this table, keyboard shortcuts, where data is kept."""

    def __init__(self, rules: Rules | None, actions: Sequence[QAction], data_dir: Path | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_window")
        self.setWindowTitle(self.tr("napdesk Help"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("help_pages")
        self.tabs.setAccessibleName(self.tr("Help pages"))
        self.pages: dict[str, QTextBrowser] = {
            "play": _browser("help_play", self.tr("How to play"), self.tabs),
            "rules": _browser("help_rules", self.tr("Rules of this table"), self.tabs),
            "keys": _browser("help_keys", self.tr("Keyboard shortcuts"), self.tabs),
            "data": _browser("help_data", self.tr("Where your data is kept"), self.tabs),
        }
        self.pages["play"].setHtml(translate(CONTEXT, HOW_TO_PLAY))
        self.set_rules(rules or Rules())
        self.set_actions(actions)
        self.pages["data"].setHtml(data_html(data_dir))
        for browser in self.pages.values():
            self.tabs.addTab(browser, browser.accessibleName())
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("help_buttons")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_screen(self, 780, 640)

    def set_rules(self, rules: Rules) -> None:
        self.pages["rules"].setHtml(rules_html(rules))

    def set_actions(self, actions: Sequence[QAction]) -> None:
        self.pages["keys"].setHtml(shortcuts_html(actions))

    def show_page(self, name: str) -> None:
        """Show and raise the window on one of :data:`PAGES`."""
        self.tabs.setCurrentWidget(self.pages[name])
        self.show()
        self.raise_()
        self.activateWindow()
        self.pages[name].setFocus()

    def current_page(self) -> str:
        return next(name for name, page in self.pages.items() if page is self.tabs.currentWidget())


class AboutDialog(QDialog):
    """The version, the licence text, the credits and the data folder."""

    def __init__(self, data_dir: Path | None, icon: QIcon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(self.tr("About napdesk"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        logo = QLabel(self)
        logo.setPixmap(icon.pixmap(64, 64))
        logo.setAccessibleName(self.tr("napdesk logo"))
        top.addWidget(logo, 0, Qt.AlignmentFlag.AlignTop)
        self.title = QLabel(self)
        self.title.setObjectName("about_title")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.title.setText(
            f"<h2>napdesk {html.escape(__version__)}</h2><p>"
            + html.escape(self.tr("Napoleon (Nap), the Victorian trick-taking card game, with the house rules "
                                  "of the old books and computer opponents.")) + "</p>")
        top.addWidget(self.title, 1)
        layout.addLayout(top)
        self.credits = QLabel(translate("AboutDialog", CREDITS), self)
        self.credits.setObjectName("about_credits")
        self.credits.setTextFormat(Qt.TextFormat.RichText)
        self.credits.setWordWrap(True)
        layout.addWidget(self.credits)
        folder = str(data_dir) if data_dir is not None else self.tr("(none: nothing is saved)")
        self.data_label = QLabel(self.tr("Your data: {folder}").format(folder=folder), self)
        self.data_label.setObjectName("about_data")
        self.data_label.setTextFormat(Qt.TextFormat.PlainText)  # a folder's path, as it is
        self.data_label.setWordWrap(True)
        self.data_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.data_label)
        licence_title = QLabel(self.tr("Licence"), self)
        layout.addWidget(licence_title)
        self.licence = QPlainTextEdit(self)
        self.licence.setObjectName("about_licence")
        self.licence.setReadOnly(True)
        self.licence.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # the text has its own line breaks
        self.licence.setPlainText(licence_text())
        self.licence.setAccessibleName(self.tr("Licence"))
        licence_title.setBuddy(self.licence)
        layout.addWidget(self.licence, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("about_buttons")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_screen(self, 640, 600)
