"""A game in progress is never replaced without asking (issue 31): House rules > OK with nothing changed changes
nothing, Game > New game (Ctrl+N) mid-hand asks first and keeps the session to resume, a session in which nothing
was played is not kept, and the start-up prompt lists the few newest unfinished sessions with "More…"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import SessionRecorder, Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.house_rules import HouseRulesDialog
from napdesk.ui.dialogs.resume import ResumeDialog

SEATS = [SeatConfig("Ann", True), *(SeatConfig(n, False, "random") for n in ("Bo", "Cy", "Di"))]


def _window(qtbot: QtBot, store: Store, start: bool = False, seed: int = 7) -> MainWindow:
    window = MainWindow(speed="off", seed=seed, seats=SEATS, start=start, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    return window


def _my_turn(qtbot: QtBot, window: MainWindow) -> None:
    def ready() -> bool:
        state = window.controller.state
        return state is not None and not window.table.busy() and (state.is_over or state.to_move == 0)

    qtbot.waitUntil(ready, timeout=20000)


def _act(qtbot: QtBot, window: MainWindow) -> None:
    """The person's first legal action, when his turn comes."""
    _my_turn(qtbot, window)
    state = window.controller.state
    assert state is not None and not state.is_over
    assert window.controller.submit(next(a for a in state.legal_actions() if not isinstance(a, Claim))) is None


def _button(box: QMessageBox, text: str) -> QPushButton:
    found = [b for b in box.buttons() if b.text() == text]
    assert len(found) == 1, [b.text() for b in box.buttons()]
    button = found[0]
    assert isinstance(button, QPushButton)
    return button


def test_house_rules_ok_with_nothing_changed_keeps_the_hand_in_progress(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _act(qtbot, window)
        _my_turn(qtbot, window)
        session, state = window.controller.session, window.controller.state
        assert state is not None
        played = list(state.history)
        window.dialog_menus.house_rules_action.trigger()
        dialog = window.dialog_menus.dialog
        assert isinstance(dialog, HouseRulesDialog)
        qtbot.waitExposed(dialog)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.isVisible())
        QApplication.processEvents()
        box = window.dialog_menus.rules_box
        assert box is None or not box.isVisible()  # nothing to ask about
        assert window.controller.session is session and window.controller.state is state
        assert list(state.history)[:len(played)] == played
        assert len(store.unfinished_sessions()) == 1
        window.close()


def test_ctrl_n_mid_hand_asks_and_keeps_the_session_to_resume(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _act(qtbot, window)
        first = window.controller.session
        first_id = getattr(window.controller.hook, "session_id", None)
        assert isinstance(first_id, int)
        QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Game > New game
        qtbot.waitUntil(lambda: window.launcher.new_game_box is not None and window.launcher.new_game_box.isVisible())
        box = window.launcher.new_game_box
        assert box is not None
        assert box.text() == "Start a new session? The current one is kept and can be resumed."
        assert box.defaultButton() is not _button(box, "Start a new session")  # Enter does not throw it away
        qtbot.mouseClick(_button(box, "Cancel"), Qt.MouseButton.LeftButton)
        asked = box
        qtbot.waitUntil(lambda: not asked.isVisible())
        assert window.controller.session is first  # cancelled: nothing changed
        QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: window.launcher.new_game_box is not None and window.launcher.new_game_box.isVisible())
        box = window.launcher.new_game_box
        assert box is not None
        qtbot.mouseClick(_button(box, "Start a new session"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.session is not first)
        _my_turn(qtbot, window)  # (the new one's random computers may even bid Nap and claim before he speaks)
        assert first_id in [i.id for i in store.unfinished_sessions()]  # the first is kept, to resume
        window.close()


def test_a_session_where_nothing_was_played_is_not_kept(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _my_turn(qtbot, window)  # dealt (the computers before the person may have bid): the person did nothing
        first = window.controller.session
        assert len(store.unfinished_sessions()) == 1
        QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # nothing to lose: not asked
        QApplication.processEvents()
        assert window.launcher.new_game_box is None or not window.launcher.new_game_box.isVisible()
        _my_turn(qtbot, window)
        second = getattr(window.controller.hook, "session_id", None)
        assert window.controller.session is not first and isinstance(second, int)
        assert [i.id for i in store.unfinished_sessions()] == [second]  # the new one only (the store reuses ids)
        # Leaving the new one untouched does not keep it either. (A fresh seed's random computers can bid Nap and
        # claim before the person speaks: a finished hand is kept.)
        finished = window.controller.has_play()
        window.close()
        assert [i.id for i in store.unfinished_sessions()] == ([second] if finished else [])


def test_the_resume_prompt_lists_the_newest_and_more_lists_every_one(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        kept = 0
        for seed in range(1, 40):  # nine sessions left unfinished, each with an action of the person's
            window.new_game() if seed == 1 else window.controller.new_session(seed=seed)
            if seed > 1:
                window.saved.record_new_session()
                window.controller.next_hand()
            _my_turn(qtbot, window)
            state = window.controller.state
            assert state is not None and isinstance(window.controller.hook, SessionRecorder)
            if state.is_over:  # thrown in before the person spoke
                continue
            _act(qtbot, window)
            kept += 1
            if kept == 9:
                break
        window.close()
        assert len(store.unfinished_sessions()) >= 9
        again = _window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: isinstance(again.launcher.resume_box, ResumeDialog) and
                                again.launcher.resume_box.isVisible())
        prompt = again.launcher.resume_box
        assert isinstance(prompt, ResumeDialog)
        shown = [prompt.list.topLevelItem(i) for i in range(prompt.list.topLevelItemCount())]
        visible = [int(r.data(0, Qt.ItemDataRole.UserRole)) for r in shown if r is not None and not r.isHidden()]
        newest = [i.id for i in store.unfinished_sessions()]
        assert visible == newest[:5]  # the five newest
        assert prompt.more_button.isVisible() and prompt.more_button.text() == "More…"
        qtbot.mouseClick(prompt.more_button, Qt.MouseButton.LeftButton)
        visible = [int(r.data(0, Qt.ItemDataRole.UserRole)) for r in shown if r is not None and not r.isHidden()]
        assert visible == newest and not prompt.more_button.isVisible()
        prompt.reject()
        again.close()
