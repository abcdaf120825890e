"""One person, one profile, every language: a default seat name is stored as its code and shown in the language
of the day, so a session made in Dutch reads in Spanish when napdesk speaks Spanish, and North, Noord and Norte are
one player in the all-time table."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.i18n import install_translator


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    yield lambda language: install_translator(qapp, language)
    install_translator(qapp, "en")


def _window(qtbot: QtBot, store: Store) -> MainWindow:
    window = MainWindow(speed="off", seed=3, start=False, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.pace_ms = 0
    return window


def _game_with_something_played(qtbot: QtBot, window: MainWindow) -> None:
    window.new_game()

    def played() -> bool:
        state = window.controller.state
        if state is not None and not state.history and window.controller.is_human(state.to_move):
            window.controller.submit(state.legal_actions()[0])
        return state is not None and bool(state.history)

    qtbot.waitUntil(played, timeout=20000)


def test_a_session_made_in_dutch_reads_in_spanish(qtbot: QtBot, speak: Callable[[str], str]) -> None:
    assert speak("nl") == "nl"
    with Store.open().store as store:
        dutch = _window(qtbot, store)
        _game_with_something_played(qtbot, dutch)
        qtbot.waitUntil(lambda: {p.name for p in dutch.table.plates} == {"Jij", "West", "Noord", "Oost"},
                        timeout=20000)
        sid = store.unfinished_sessions()[0].id
        assert [s.name for s in store.load_session(sid).seats] == ["you", "seat:west", "seat:north", "seat:east"]
        dutch.close()
        assert speak("es") == "es"
        spanish = _window(qtbot, store)
        spanish.resume_session(sid)
        qtbot.waitUntil(lambda: spanish.controller.state is not None, timeout=20000)
        qtbot.waitUntil(lambda: {p.name for p in spanish.table.plates} == {"Tú", "Oeste", "Norte", "Este"},
                        timeout=20000)
        spanish.close()


def _cells(table: QTableWidget, column: int) -> list[str]:
    return [item.text() for r in range(table.rowCount()) if (item := table.item(r, column)) is not None]


def test_north_noord_and_norte_are_one_player_in_the_all_time_table(qtbot: QtBot,
                                                                    speak: Callable[[str], str]) -> None:
    with Store.open().store as store:
        for lang in ("en", "nl", "es"):
            assert speak(lang) == lang
            window = _window(qtbot, store)
            _game_with_something_played(qtbot, window)
            window.close()
        assert speak("es") == "es"
        window = _window(qtbot, store)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)  # the scoreboard
        board = window.dialog_menus.scoreboard
        assert board is not None
        qtbot.waitExposed(board)
        bar = board.tabs.tabBar()
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(board.stats_index).center())
        qtbot.waitUntil(lambda: board.stats.rowCount() > 0)
        names = _cells(board.stats, 0)
        norths = [n for n in names if n.startswith(("North", "Noord", "Norte"))]
        assert len(norths) == 1 and norths[0].startswith("Norte"), names
        assert len(names) == 4, names  # Tú and three computers, whatever language each game was made in
        window.close()


def test_a_default_session_name_made_in_dutch_reads_in_spanish(qtbot: QtBot, speak: Callable[[str], str]) -> None:
    """"Spel van …" is stored as its code with its date and shown as "Partida del …" in Spanish; a name the
    person typed stays as typed."""
    from napdesk.ui.dialogs.resume import ResumeDialog

    assert speak("nl") == "nl"
    with Store.open().store as store:
        dutch = _window(qtbot, store)
        _game_with_something_played(qtbot, dutch)
        (info,) = store.unfinished_sessions()
        assert not info.name.startswith("Spel van"), info.name  # a code, not Dutch words
        assert speak("es") == "es"
        dialog = ResumeDialog(store, store.unfinished_sessions())
        qtbot.addWidget(dialog)
        shown = dialog.list.topLevelItem(0)
        assert shown is not None
        assert shown.text(1).startswith("Partida del "), shown.text(1)
        assert any(ch.isdigit() for ch in shown.text(1))
        store.rename_session(info.id, "Spel van oma")  # typed: as typed, in every language
        dialog = ResumeDialog(store, store.unfinished_sessions())
        qtbot.addWidget(dialog)
        shown = dialog.list.topLevelItem(0)
        assert shown is not None and shown.text(1) == "Spel van oma"
        dutch.close()


def test_the_new_session_dialogs_default_name_is_kept_as_a_code(qtbot: QtBot, speak: Callable[[str], str]) -> None:
    from napdesk.ui.dialogs.new_session import NewSessionDialog
    from napdesk.ui.i18n import shown_session_name

    assert speak("nl") == "nl"
    with Store.open().store as store:
        dialog = NewSessionDialog(store)
        qtbot.addWidget(dialog)
        assert dialog.name_edit.text().startswith("Sessie van ")
        code = dialog.spec().name
        assert code.startswith("session:")  # untouched: the default, not Dutch words
        assert speak("es") == "es"
        assert shown_session_name(code).startswith("Sesión del ")
        dialog.name_edit.setText("  Kaartavond  ")
        assert dialog.spec().name == "Kaartavond"  # typed: kept as typed
