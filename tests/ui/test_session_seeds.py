"""Every new session deals new cards: its seed comes from the operating system, never from the last session."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox
from pytestqt.qtbot import QtBot

from napdesk.engine.deal import Deal, deal_hand
from napdesk.engine.rules import Rules
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig


def first_deals(rules: Rules, seed: int, count: int = 10) -> list[Deal]:
    """The deals of hands 1..count of a session with ``seed`` (dealer 0: the cards depend on the seed only)."""
    return [deal_hand(rules, 0, random.Random(f"napdesk:{seed}:{k}")) for k in range(1, count + 1)]


def _dealt(window: MainWindow) -> tuple[object, ...]:
    state = window.controller.state
    assert state is not None
    return state.deal.hands


def _press_new_game(qtbot: QtBot, window: MainWindow) -> None:
    before = window.controller.session
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.session is not before and window.controller.state is not None)


def _no_deal_in_common(a: list[Deal], b: list[Deal]) -> None:
    hands_a = {d.hands for d in a}
    assert not hands_a & {d.hands for d in b}


def test_two_new_games_in_one_window_deal_different_cards(qtbot: QtBot,
                                                         make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=1)
    _press_new_game(qtbot, window)
    first = window.controller.session
    first_hand = _dealt(window)
    _press_new_game(qtbot, window)
    second = window.controller.session
    assert first is not None and second is not None and first is not second
    assert first.seed != second.seed
    _no_deal_in_common(first_deals(first.rules, first.seed), first_deals(second.rules, second.seed))
    assert _dealt(window) != first_hand


def test_a_new_game_after_a_resume_does_not_reuse_the_resumed_seed(qtbot: QtBot) -> None:
    people = [SeatConfig(name, True) for name in ("Ann", "Ben", "Cat", "Dan")]
    with Store.open().store as store:
        window = MainWindow(speed="off", seed=7, seats=people, start=False, store=store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.new_game()
        (info,) = store.unfinished_sessions()
        window.resume_session(info.id)
        assert window.controller.session is not None and window.controller.session.seed == 7
        _press_new_game(qtbot, window)
        after = window.controller.session
        assert after is not None and after.seed != 7
        _no_deal_in_common(first_deals(after.rules, 7), first_deals(after.rules, after.seed))


def test_house_rules_ok_starts_a_session_with_a_fresh_seed(qtbot: QtBot,
                                                          make_window: Callable[..., MainWindow]) -> None:
    window = make_window(seed=1)
    seen = window.controller.session
    assert seen is not None
    window.dialog_menus.open_house_rules()
    dialog = window.dialog_menus.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    # A rule changed (OK with nothing changed changes nothing, issue 31): the new session is dealt afresh.
    claims = dialog.findChild(QCheckBox, "rule_claims")
    assert claims is not None
    qtbot.mouseClick(claims, Qt.MouseButton.LeftButton, pos=QPoint(8, claims.height() // 2))
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    _answer_new_session_prompt(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.session is not seen)
    fresh = window.controller.session
    assert fresh is not None and fresh.seed != seen.seed
    _no_deal_in_common(first_deals(seen.rules, seen.seed), first_deals(fresh.rules, fresh.seed))


def _answer_new_session_prompt(qtbot: QtBot, window: MainWindow) -> None:
    """House rules > OK mid-game asks before starting a new session: say yes (by clicking)."""
    box = window.dialog_menus.rules_box
    if box is None:  # nothing played yet: nothing to ask about
        return
    qtbot.waitUntil(box.isVisible)
    yes = next(b for b in box.buttons() if b.text() == "Start a new session")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
