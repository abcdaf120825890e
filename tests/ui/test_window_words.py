"""The main window's own words read in the player's language though the code that shows them is written in
mixins (its menus, its saved sessions): each is translated in the context "MainWindow", where lupdate collected
it, not in the mixin's."""

from __future__ import annotations

import sqlite3
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import Store
from napdesk.store.paths import DB_NAME, data_dir
from napdesk.ui.app import MainWindow
from napdesk.ui.cardart import OURS
from napdesk.ui.controller import SeatConfig
from napdesk.ui.i18n import I18N_DIR, install_translator, shown_session_name

WindowFactory = Callable[..., MainWindow]
PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


def _window_texts(lang: str) -> tuple[dict[str, str], dict[str, list[str]]]:
    """The translations of the context "MainWindow" in ``lang``'s .ts file: plain texts, and plural forms."""
    plain: dict[str, str] = {}
    plural: dict[str, list[str]] = {}
    for context in ET.parse(I18N_DIR / f"napdesk_{lang}.ts").getroot().iter("context"):
        if context.findtext("name") != "MainWindow":
            continue
        for message in context.iter("message"):
            source, translation = message.findtext("source") or "", message.find("translation")
            assert translation is not None
            if message.get("numerus") == "yes":
                plural[source] = [f.text or "" for f in translation.iter("numerusform")]
            else:
                plain[source] = translation.text or ""
    return plain, plural


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    """Install the translators of a language for one test; English again afterwards."""
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _menu_words(window: MainWindow) -> list[str]:
    """Every text of the window's own menus in menu order: the titles, and each action's text and status tip.
    Left out: the dialogs' entries (named, and translated in their own context), the card backs (the card art's
    names) and any installed theme but ours (its own name)."""
    foreign = set(window.menus.back_group.actions()) | {a for a in window.menus.theme_group.actions()
                                                        if a.data() != OURS}
    words: list[str] = []

    def walk(menu: QMenu) -> None:
        words.append(menu.title())
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub)
            elif not action.isSeparator() and not action.objectName() and action not in foreign:
                words.extend(text for text in (action.text(), action.statusTip()) if text)

    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        walk(menu)
    return words


def test_the_window_menus_speak_dutch_as_the_translation_says(qtbot: QtBot, make_window: WindowFactory,
                                                              speak: Callable[[str], str]) -> None:
    english = _menu_words(make_window(start=False))
    plain, _ = _window_texts("nl")
    assert not [text for text in english if text not in plain], "menu texts outside the context MainWindow"
    assert speak("nl") == "nl"
    dutch = _menu_words(make_window(start=False))
    assert dutch == [plain[text] for text in english]
    assert {"&Game", "&View", "&Settings", "&Help", "&Hints", "Animation &speed", "Normal", "napdesk (built in)",
            "&About napdesk", "Every key napdesk answers to"} <= set(english)  # from each part of the menus
    assert dutch != english


def _two_unfinished(qtbot: QtBot) -> None:
    """Two unfinished sessions with a hand in progress each, the newer one with a snapshot that does not read."""
    with Store.open().store as store:
        for _ in range(2):
            window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=False, store=store)
            qtbot.addWidget(window)
            window.new_game()
            for _ in range(3):
                state = window.controller.state
                assert state is not None
                assert window.controller.submit(next(a for a in state.legal_actions()
                                                     if not isinstance(a, Claim))) is None
            window.close()
        newest = store.unfinished_sessions()[0].id
    db = sqlite3.connect(data_dir() / DB_NAME)
    db.execute("UPDATE sessions SET snapshot = '{\"chips\": [1,' WHERE id = ?", (newest,))
    db.commit()
    db.close()


def test_the_saved_sessions_speak_dutch(qtbot: QtBot, speak: Callable[[str], str]) -> None:
    """The session's name in the store, the damaged one named (in the plural forms of the language) and the words
    behind the resume prompt."""
    plain, plural = _window_texts("nl")
    assert speak("nl") == "nl"
    _two_unfinished(qtbot)
    with Store.open().store as store:
        game_of = plain["Game of {when}"].split("{when}")[0]
        # stored as a code with its date (issue 31: one name in every language), shown in Dutch
        assert game_of and all(shown_session_name(info.name).startswith(game_of)
                               for info in store.unfinished_sessions())
        window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=True, store=store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.saved.damaged_box is not None and window.saved.damaged_box.isVisible())
        box = window.saved.damaged_box
        assert box is not None
        assert box.windowTitle() == plain["Damaged sessions"]
        one = plural["%n unfinished session(s) cannot be resumed because the saved data is damaged:"][0]
        assert box.text().startswith(one.replace("%n", "1") + "\n\n"), box.text()
        qtbot.waitUntil(lambda: window.launcher.resume_box is not None and window.launcher.resume_box.isVisible())
        assert window.table.info.lines[:2] == [plain["Unfinished sessions"], plain["Resume one, or start a new game"]]
        assert window.launcher.resume_box is not None
        window.launcher.resume_box.reject()
        qtbot.waitUntil(lambda: window.controller.state is not None)
        window.close()


def test_every_action_of_the_window_is_in_its_menus(make_window: WindowFactory) -> None:
    """The menus' walk above reads every action the window makes itself (none is left out of the check)."""
    window = make_window(start=False)
    in_menus: set[QAction] = set()

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub)
            in_menus.add(action)

    for action in window.menuBar().actions():
        sub = action.menu()
        assert isinstance(sub, QMenu)
        walk(sub)
    own = [a for a in window.findChildren(QAction) if a.parent() is window and not a.objectName()]
    assert own and not [a.text() for a in own if a not in in_menus]
