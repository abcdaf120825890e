"""Waiting for the table and playing a hand through for seat 0: shared by the UI tests that drive a whole hand.

Every wait is on the event it names, with one generous limit (a loaded 2-core machine takes seconds per trick).
"""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from napdesk.engine.actions import PASS, Claim, Play
from napdesk.engine.hand import HandState
from napdesk.ui.app import MainWindow

LIMIT_MS = 20000


def state_of(window: MainWindow) -> HandState:
    state = window.controller.state
    assert state is not None
    return state


def legal_plays(state: HandState) -> list[Play]:
    return [a for a in state.legal_actions() if isinstance(a, Play)]


def grew(window: MainWindow, before: int) -> Callable[[], bool]:
    """The hand has gone on past ``before`` actions (or ended)."""
    return lambda: len(state_of(window).history) > before or state_of(window).is_over


def idle_at(qtbot: QtBot, window: MainWindow, seat: int = 0) -> HandState:
    """Wait until the table is still and ``seat`` is to act (or the hand is over)."""
    def ready() -> bool:
        state = window.controller.state
        return state is not None and not window.table.busy() and (state.is_over or state.to_move == seat)

    qtbot.waitUntil(ready, timeout=LIMIT_MS)
    return state_of(window)


def play_to_the_end(qtbot: QtBot, window: MainWindow) -> None:
    """Seat 0 passes and plays its first legal card until the hand is over (a forced card plays itself, unless a
    claim is offered beside it)."""
    for _ in range(200):
        state = idle_at(qtbot, window)
        if state.is_over:
            return
        before = len(state.history)
        actions = state.legal_actions()
        if state.phase == "play":
            plays = legal_plays(state)
            if len(plays) == 1 and not any(isinstance(a, Claim) for a in actions):
                qtbot.waitUntil(grew(window, before), timeout=LIMIT_MS)
                continue
            window.controller.submit(plays[0])
        else:
            window.controller.submit(PASS if PASS in actions else actions[0])
    raise AssertionError("the hand did not end")
