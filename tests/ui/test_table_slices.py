"""The table's work for one event is cut into slices of the event loop: none holds it for the sum of its parts
(a heartbeat beside the table measured each part; napdesk.ui.table.steps)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.snapshot import TableSnapshot
from napdesk.ui.table import scenes
from napdesk.ui.table.scenes import SceneDirector
from napdesk.ui.table.steps import StepQueue

WindowFactory = Callable[..., MainWindow]


@pytest.mark.parametrize("players", [4, 7])
def test_a_deal_builds_its_cards_flights_a_few_a_slice(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    """Each flight is three animations in two groups (0.2 ms): a deal's 20 (35 at seven players) built in one
    slice held the loop 4-13 ms."""
    built: list[int] = [0]
    most = [0]
    add_move, run_next = scenes.add_move, StepQueue.run_next

    def noting_move(*args: object, **kwargs: object) -> None:
        built[0] += 1
        add_move(*args, **kwargs)  # type: ignore[arg-type]

    def one_slice(self: StepQueue) -> None:
        built[0] = 0
        run_next(self)
        most[0] = max(most[0], built[0])

    monkeypatch.setattr(scenes, "add_move", noting_move)
    monkeypatch.setattr(StepQueue, "run_next", one_slice)
    seats = [SeatConfig(f"P{i}", False, "random") for i in range(players)]
    window = make_window(seed=3, rules=Rules({"players": players}), seats=seats, speed="normal", start=False)
    table = window.table
    window.new_game()
    qtbot.waitUntil(lambda: bool(table.scenes.cards) and table.scenes.queue.anim is not None, timeout=20000)
    qtbot.waitUntil(lambda: table.scenes.snap is not None and not table.busy(), timeout=30000)
    window.controller.stop()
    assert len(table.scenes.cards) >= 5 * min(players, 6)  # at seven the dealer may sit out
    assert 0 < most[0] <= scenes.FLIGHTS_A_SLICE


def test_a_finished_trick_is_sent_to_the_middle_in_one_slice_and_the_plates_follow_in_the_next(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The trick's cards sent to the middle and the plates, info panel and controls brought up to date: 2-3 ms
    in one slice."""
    inside: list[bool] = [False]
    both: list[str] = []
    updated: list[int] = []
    show = SceneDirector.show_snapshot

    def showing(self: SceneDirector, snap: TableSnapshot, *args: object, **kwargs: object) -> object:
        inside[0] = kwargs.get("shown") is not None
        try:
            return show(self, snap, *args, **kwargs)  # type: ignore[arg-type]
        finally:
            inside[0] = False

    monkeypatch.setattr(SceneDirector, "show_snapshot", showing)
    seats = [SeatConfig(f"P{i}", False, "random") for i in range(4)]
    window = make_window(seed=3, seats=seats, speed="fast", start=False)
    table = window.table
    plates = table.update_plates

    def noting_plates() -> None:
        if inside[0]:
            both.append("plates updated in the slice that moved the trick")
        elif table.scenes.shown is not None:
            updated.append(table.scenes.shown)
        plates()

    monkeypatch.setattr(table, "update_plates", noting_plates)
    window.new_game()
    qtbot.waitUntil(lambda: table.scenes.shown is not None, timeout=30000)
    shown = table.scenes.shown
    qtbot.waitUntil(lambda: table.scenes.shown is None or table.scenes.queue.anim is None, timeout=30000)
    window.controller.stop()
    assert shown is not None
    assert both == []
    assert shown in updated  # the plates did follow the trick while it was held in the middle
