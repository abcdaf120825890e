"""The table saves every action in the store and, started again, offers the unfinished session."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from napdesk.engine.actions import Claim
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.resume import ResumeDialog

PEOPLE = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]


def _window(qtbot: QtBot, store: Store, start: bool) -> MainWindow:
    window = MainWindow(speed="off", seed=7, seats=PEOPLE, start=start, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _play(window: MainWindow, count: int) -> None:
    for _ in range(count):
        state = window.controller.state
        assert state is not None and not state.is_over
        moves = [a for a in state.legal_actions() if not isinstance(a, Claim)]
        assert window.controller.submit(moves[0]) is None


def test_a_new_game_is_saved_action_by_action(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = _window(qtbot, store, start=False)
        window.new_game()
        _play(window, 6)
        (info,) = store.unfinished_sessions()
        saved = store.load_session(info.id)
        assert [s.name for s in saved.seats] == ["Ann", "Ben", "Cat", "Dan"]
        state = window.controller.state
        assert saved.current is not None and state is not None
        assert len(saved.current.record["actions"]) == len(state.history) == 6
        window.close()  # before its store closes (a forced play may be due)


def test_started_again_it_offers_the_unfinished_session_and_resumes_it(qtbot: QtBot) -> None:
    with Store.open().store as store:
        first = _window(qtbot, store, start=False)
        first.new_game()
        _play(first, 7)
        before = first.controller.state
        session = first.controller.session
        assert before is not None and session is not None
        history, hands, chips = list(before.history), list(before.hands), list(session.chips)
        first.close()

        again = _window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: again.launcher.resume_box is not None and again.launcher.resume_box.isVisible())
        box = again.launcher.resume_box
        assert isinstance(box, ResumeDialog)
        row = box.list.topLevelItem(0)
        assert row is not None  # the numerus form of the language in force (English plurals come with its .qm)
        assert row.text(3) == "The first hand is in progress"  # not "0 hands, one in progress": none finished
        # the last column holds what each seat has now, a line each, in any session's unit (it was headed "Stakes",
        # a group of house rules, which reads as what a hand is played for)
        header = box.list.headerItem()
        assert header.text(4) == "Balance" and row.text(4).startswith(f"{chips[0]} ") and row.text(4).count("\n") == 3
        qtbot.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: again.controller.state is not None)
        after = again.controller.state
        assert after is not None
        assert after.history == history and after.hands == hands
        assert again.controller.session is not None and again.controller.session.chips == chips
        assert [s.name for s in again.controller.seats] == ["Ann", "Ben", "Cat", "Dan"]
        _play(again, 1)  # and play goes on, saved as before
        saved = store.load_session(store.unfinished_sessions()[0].id)
        assert saved.current is not None and len(saved.current.record["actions"]) == 8


def test_new_game_instead_of_resuming_starts_afresh(qtbot: QtBot) -> None:
    with Store.open().store as store:
        first = _window(qtbot, store, start=False)
        first.new_game()
        _play(first, 3)
        first.close()
        again = _window(qtbot, store, start=True)
        qtbot.waitUntil(lambda: again.launcher.resume_box is not None and again.launcher.resume_box.isVisible())
        box = again.launcher.resume_box
        assert isinstance(box, ResumeDialog)
        qtbot.mouseClick(box.new_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: again.controller.state is not None)
        state = again.controller.state
        assert state is not None and state.history == []
        assert len(store.unfinished_sessions()) == 2  # the old one is kept, to resume from the session list



def test_watch_mode_started_again_resumes_its_own_session(qtbot: QtBot) -> None:
    with Store.open().store as store:
        first = MainWindow(speed="off", seed=11, watch=True, start=False, store=store)
        qtbot.addWidget(first)
        first.new_game()
        qtbot.waitUntil(first.controller.has_play, timeout=20000)  # a session with nothing played is not kept
        first.stop_watching()
        (info,) = store.unfinished_sessions()
        first.close()
        again = MainWindow(speed="off", seed=99, watch=True, start=True, store=store)
        qtbot.addWidget(again)
        qtbot.waitUntil(lambda: again.controller.session is not None)
        assert again.controller.session is not None and again.controller.session.seed == 11
        assert again.launcher.resume_box is None  # no question asked in watch mode
        again.stop_watching()
        assert [s.id for s in store.unfinished_sessions()] == [info.id]  # no new session opened
