"""One person at the desk: his sessions in any language count once, a watched session's computers never."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.i18n import shown_session_name


def _cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def _something_played(qtbot: QtBot, window: MainWindow) -> None:
    """The person acts once: a session where he did nothing is empty and not kept (issue 31)."""
    def played() -> bool:
        state = window.controller.state
        if state is not None and not state.is_over and window.controller.is_human(state.to_move):
            window.controller.submit(state.legal_actions()[0])
        return window.controller.has_play()

    qtbot.waitUntil(played, timeout=20000)


def _window(qtbot: QtBot, store: Store, seats: list[SeatConfig] | None = None) -> MainWindow:
    window = MainWindow(speed="off", seed=3, seats=seats, start=False, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_the_desk_person_is_one_profile_and_watched_computers_do_not_count(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.controller.pace_ms = 0
        window.new_game()  # "You" and three computers
        _something_played(qtbot, window)  # a session with nothing played is not kept
        qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: window.watch and len(store.sessions()) == 2)
        qtbot.waitUntil(window.controller.has_play, timeout=20000)  # watched a little: kept
        window.stop_watching()
        window.close()
        dutch = [SeatConfig("Jij", True)] + [SeatConfig(n, False) for n in ("West", "Noord", "Oost")]
        again = _window(qtbot, store, dutch)
        again.new_game()
        _something_played(qtbot, again)
        (person,) = store.profiles.all("person")
        assert person.desk and person.name == "you"  # the default name is stored as its code, shown "You"
        assert store.profiles.stats(person.id).sessions == 2  # the two games, not the watched one
        watching = [i.id for i in store.sessions() if shown_session_name(i.name).startswith("Watching")]
        watched = store.load_session(max(watching))
        assert all(s.kind == "computer" and s.profile != person.id for s in watched.seats)

        qtbot.keyClick(again, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)  # the scoreboard
        board = again.dialog_menus.scoreboard
        assert board is not None
        qtbot.waitExposed(board)
        bar = board.tabs.tabBar()
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(board.stats_index).center())
        qtbot.waitUntil(lambda: board.stats.rowCount() > 0)
        assert (_cell(board.stats, 0, 0), _cell(board.stats, 0, 1)) == ("You", "2")
        names = [_cell(board.stats, r, 0) for r in range(board.stats.rowCount())]
        assert "Jij" not in names and all(n == "You" or n.endswith("(computer)") for n in names)
        again.close()  # its computers stop before the store closes


def test_renaming_the_desk_player_in_the_scoreboard_keeps_his_record(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.controller.pace_ms = 0
        window.new_game()
        _something_played(qtbot, window)
        qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        board = window.dialog_menus.scoreboard
        assert board is not None
        qtbot.waitExposed(board)
        bar = board.tabs.tabBar()
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(board.stats_index).center())
        qtbot.waitUntil(lambda: board.stats.rowCount() > 0)
        board.stats.selectRow(0)
        profile = board.selected_profile()
        assert profile is not None and store.profiles.get(profile).desk
        board.rename_player(profile, "Sam")
        assert _cell(board.stats, 0, 0) == "Sam" and _cell(board.stats, 0, 1) == "1"
        assert store.profiles.stats(profile).sessions == 1
        window.close()
