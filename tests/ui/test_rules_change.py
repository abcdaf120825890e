"""House rules > OK mid-game asks first; stakes and pace may apply from the next hand; the start-up question lists
every unfinished session; the scoreboard closes one."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox, QMessageBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import SessionRecorder, Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.house_rules import HouseRulesDialog
from napdesk.ui.dialogs.resume import ResumeDialog

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


def _window(qtbot: QtBot, store: Store, start: bool = False, seed: int = 7) -> MainWindow:
    window = MainWindow(speed="off", seed=seed, seats=PEOPLE, start=start, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _play(window: MainWindow, count: int | None = None) -> None:
    """``count`` actions of the hand in progress (None: to its end), the first legal card or bid each time."""
    done = 0
    while count is None or done < count:
        state = window.controller.state
        assert state is not None
        if state.is_over:
            return
        moves = [a for a in state.legal_actions() if not isinstance(a, Claim)]
        assert window.controller.submit(moves[0]) is None
        done += 1


def _house_rules(qtbot: QtBot, window: MainWindow) -> HouseRulesDialog:
    window.dialog_menus.house_rules_action.trigger()
    dialog = window.dialog_menus.dialog
    assert isinstance(dialog, HouseRulesDialog)
    qtbot.waitExposed(dialog)
    return dialog


def _click_check(qtbot: QtBot, dialog: HouseRulesDialog, key: str) -> None:
    box = dialog.findChild(QCheckBox, f"rule_{key}")
    assert box is not None
    before = box.isChecked()
    box.setFocus()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked() != before


def _ok(qtbot: QtBot, dialog: HouseRulesDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def _prompt(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.dialog_menus.rules_box is not None and window.dialog_menus.rules_box.isVisible())
    box = window.dialog_menus.rules_box
    assert box is not None
    return box


def _button(box: QMessageBox, text: str) -> QPushButton:
    found = [b for b in box.buttons() if b.text() == text]
    assert len(found) == 1, [b.text() for b in box.buttons()]
    button = found[0]
    assert isinstance(button, QPushButton)
    return button


def test_house_rules_ok_mid_game_asks_and_keeps_the_session_to_resume(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _play(window, 3)
        first = window.controller.session
        dialog = _house_rules(qtbot, window)
        _click_check(qtbot, dialog, "claims")
        _ok(qtbot, dialog)
        box = _prompt(qtbot, window)
        assert box.text() == "Start a new session with these rules? The current one is kept and can be resumed."
        qtbot.mouseClick(_button(box, "Cancel"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not box.isVisible())
        assert window.controller.session is first  # cancelled: nothing changed
        assert first is not None and first.rules.claims

        dialog = _house_rules(qtbot, window)
        _click_check(qtbot, dialog, "claims")
        _ok(qtbot, dialog)
        box = _prompt(qtbot, window)
        qtbot.mouseClick(_button(box, "Start a new session"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.session is not first)
        second = window.controller.session
        assert second is not None and not second.rules.claims
        _play(window, 2)
        assert [i.status for i in store.sessions()] == ["active", "active"]  # the first one is not abandoned
        window.close()

        again = _window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: isinstance(again.launcher.resume_box, ResumeDialog) and
                                again.launcher.resume_box.isVisible())
        prompt = again.launcher.resume_box
        assert isinstance(prompt, ResumeDialog)
        rows = [prompt.list.topLevelItem(i) for i in range(prompt.list.topLevelItemCount())]
        ids = [int(r.data(0, Qt.ItemDataRole.UserRole)) for r in rows if r is not None]
        assert ids == [i.id for i in store.unfinished_sessions()] and len(ids) == 2  # every one, newest first
        newest = rows[0]
        assert newest is not None and newest.text(2) == "Ann\nBen\nCat\nDan"  # a line a seat
        assert newest.text(4) == "\n".join(["50 counters"] * 4)  # in the unit the rules name
        assert newest.text(0) and newest.text(0)[0].isdigit()  # a date in the user's locale
        older = rows[1]
        assert older is not None
        prompt.list.setCurrentItem(older)
        qtbot.mouseClick(prompt.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: again.controller.session is not None and again.controller.session.rules.claims)
        again.close()


def test_stakes_changed_mid_game_can_apply_from_the_next_hand(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _play(window, 2)
        session = window.controller.session
        assert session is not None
        dialog = _house_rules(qtbot, window)
        spin = dialog.findChild(QSpinBox, "rule_seven_top_win")
        assert spin is not None
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, "30")
        _ok(qtbot, dialog)
        box = _prompt(qtbot, window)
        qtbot.mouseClick(_button(box, "Apply from the next hand"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not box.isVisible())
        assert window.controller.session is session and session.rules.seven_top_win == 24  # this hand: as dealt
        _play(window)
        assert session.rules.seven_top_win == 30
        (info,) = store.unfinished_sessions()
        snapshot = store.load_session(info.id).snapshot
        assert snapshot is not None and snapshot["rules"]["seven_top_win"] == 30
        window.close()


def test_rules_a_session_cannot_change_offer_only_a_new_session(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _play(window, 2)
        dialog = _house_rules(qtbot, window)
        _click_check(qtbot, dialog, "pool")
        _ok(qtbot, dialog)
        box = _prompt(qtbot, window)
        texts = [b.text() for b in box.buttons()]
        assert "Apply from the next hand" not in texts and "Start a new session" in texts
        qtbot.mouseClick(_button(box, "Cancel"), Qt.MouseButton.LeftButton)
        window.close()


def test_the_scoreboard_closes_a_session_so_it_is_not_offered_again(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        _play(window, 2)
        old = window.controller.hook
        assert isinstance(old, SessionRecorder)
        window.new_game()
        _play(window, 1)
        old_id = old.session_id
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        board = window.dialog_menus.scoreboard
        assert board is not None
        qtbot.waitExposed(board)
        board.tabs.setCurrentIndex(board.sessions_index)
        board.select_session(old_id)
        qtbot.mouseClick(board.session_buttons["close"], Qt.MouseButton.LeftButton)
        assert store.session_info(old_id).status == "abandoned"
        assert old_id not in [i.id for i in store.unfinished_sessions()]
        board.select_session(old_id)  # still listed, and can be deleted
        board.delete_session(old_id)
        assert old_id not in [i.id for i in store.sessions()]
        window.close()


def test_a_game_left_before_anything_was_played_is_not_kept(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store)
        window.new_game()
        window.new_game()  # nothing played in the first: it is not offered later
        assert len(store.sessions()) == 1
        _play(window, 1)
        window.new_game()
        assert len(store.sessions()) == 2
        window.close()
