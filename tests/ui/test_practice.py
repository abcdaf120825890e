"""Play this deal again / Restart hand: the same cards by the same dealer, a practice hand that counts for nothing,
kept apart in the history, and never resumed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


def _window(qtbot: QtBot, store: Store, start: bool = False) -> MainWindow:
    window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=start, store=store)
    qtbot.addWidget(window)
    window.prefs.set("play.forced", False)  # each card is the test's to play
    window.show()
    qtbot.waitExposed(window)
    if not start:
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def _play(window: MainWindow, count: int | None = None) -> None:
    done = 0
    while count is None or done < count:
        state = window.controller.state
        assert state is not None
        if state.is_over:
            return
        moves = [a for a in state.legal_actions() if not isinstance(a, Claim)]
        assert window.controller.submit(moves[0]) is None
        done += 1


def test_play_this_deal_again_is_a_practice_hand_that_changes_nothing(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _play(window)
        session = window.controller.session
        finished = window.controller.state
        assert session is not None and finished is not None and finished.is_over
        chips, pool = list(session.chips), session.pool
        assert not window.menus.restart_action.isEnabled()
        qtbot.waitUntil(window.menus.again_action.isEnabled)
        qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        practice = window.controller.state
        assert practice is not None and practice is window.controller.practice and practice is not finished
        assert practice.deal == finished.deal and practice.dealer == finished.dealer and practice.history == []
        assert "Practice hand" in window.statusBar().currentMessage()
        _play(window)
        assert practice.is_over
        assert (session.chips, session.pool, session.hands_played) == (chips, pool, 1)  # it counted for nothing
        (info,) = store.sessions()
        assert info.hands == 1 and store.scoreboard(info.id).standings == tuple(chips)
        (kept,) = store.practice.hands(info.id)
        assert kept.number == 1 and kept.record["deal"] == store.hand_record(info.id, 1)["deal"]

        history = window.dialog_menus.open_history()
        qtbot.waitExposed(history)
        assert history.practice_box.count() == 1 and history.practice_box.currentText() == "Practice of hand 1"
        qtbot.mouseClick(history.practice_button, Qt.MouseButton.LeftButton)
        assert "Practice of hand 1" in history.windowTitle()
        history.close()

        qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Next hand: the session's
        qtbot.waitUntil(lambda: window.controller.practice is None and session.number == 2)
        window.close()


def test_restart_hand_sets_the_hand_aside_and_a_resume_never_sees_the_practice(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _play(window, 3)
        real = window.controller.state
        assert real is not None
        played = list(real.history)
        qtbot.waitUntil(window.menus.restart_action.isEnabled)  # the menu follows once the table has shown the cards
        assert not window.menus.again_action.isEnabled()
        window.menus.restart_action.trigger()
        practice = window.controller.state
        assert practice is not None and practice is not real
        assert practice.deal == real.deal and practice.history == []
        _play(window, 5)  # the practice goes further than the real hand
        window.close()

        again = _window(qtbot, store, start=True)  # quit during a practice: the session comes back as it stood
        qtbot.waitUntil(lambda: again.launcher.resume_box is not None and again.launcher.resume_box.isVisible())
        box = again.launcher.resume_box
        assert box is not None
        box.accept()
        qtbot.waitUntil(lambda: again.controller.state is not None)
        again.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is again)
        resumed = again.controller.state
        assert resumed is not None and resumed.history == played and again.controller.practice is None
        (info,) = store.sessions()
        assert store.practice.hands(info.id) == []  # an unfinished practice hand is not kept

        again.menus.restart_action.trigger()
        _play(again)  # the practice to its end, then back to the real hand where it stood
        qtbot.keyClick(again, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: again.controller.practice is None)
        back = again.controller.state
        assert back is not None and back.history == played and not back.is_over
        (kept,) = store.practice.hands(info.id)
        assert kept.number == 1
        again.close()
