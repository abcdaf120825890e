"""One event, one render: the plates, the info panel, the controls and the legal marks are brought up to date once,
after the steps of the event (not once per step and again at the end)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from tests.ui.test_table import _to_my_play, card_point, drag, legal_cards, state_of, zone_point


def _count(counts: Counter[str], part: object, name: str) -> None:
    real: Callable[..., Any] = getattr(part, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        counts[name] += 1
        return real(*args, **kwargs)

    setattr(part, name, counted)


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_one_dragged_card_updates_each_part_once(qtbot: QtBot, make_window: Callable[..., MainWindow],
                                                 speed: str) -> None:
    window = make_window(seed=5)
    state = _to_my_play(qtbot, window)
    table = window.table
    table.set_speed(speed)
    assert len(state.trick_cards) < state.n - 1  # the card ends no trick (a trick held in the middle is a pause)
    card = legal_cards(state)[-1]
    counts: Counter[str] = Counter()
    for name in ("update_plates", "update_info"):
        _count(counts, table.seating, name)
    for name in ("update_legal", "refresh_controls"):
        _count(counts, table.input, name)
    seen: list[Counter[str]] = []
    table.idle.connect(lambda: seen.append(Counter(counts)))
    before = len(state.history)
    drag(table, card_point(table, card), zone_point(table))
    qtbot.waitUntil(lambda: len(state_of(window).history) > before and bool(seen), timeout=20000)
    assert seen[0] == {"update_plates": 1, "update_info": 1, "update_legal": 1, "refresh_controls": 1}


class _Painted(QObject):
    """The region of the viewport its paint events repainted, summed."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()
        self.region_changed: Callable[[], None] = lambda: None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.region += event.region()  # type: ignore[attr-defined]
            self.region_changed()
        return False


def test_cards_laid_out_where_they_lie_repaint_nothing(qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Each step sends every card where its snapshot wants it; a card already there, as it is shown, is not
    repainted: the paint at the start of each animation (before its first frame) covers only what changes."""
    window = make_window(seed=5)
    _to_my_play(qtbot, window)
    table = window.table
    QApplication.processEvents()
    painted = _Painted()
    table.viewport().installEventFilter(painted)
    table.scenes.apply_cards(animate=False)  # what a step does with the cards it does not move
    QApplication.processEvents()
    table.viewport().removeEventFilter(painted)
    assert painted.region.isEmpty(), painted.region.boundingRect()


def test_the_next_action_waits_for_the_last_frame_of_the_animation(qtbot: QtBot,
                                                                   make_window: Callable[..., MainWindow]) -> None:
    """The controller, held while the table animates, takes its next action (and writes it to the store, on this
    thread) once released; the table releases it after the animation's last frame is painted, so that write never
    holds back the frame that puts the cards in their places."""
    seats = [SeatConfig(name, False, "random") for name in ("North", "East", "South", "West")]
    window = make_window(seats=seats, speed="normal", start=False)
    window.controller.pace_ms = 0  # each decision, come during the animation, is taken at the release
    painted = _Painted()
    window.table.viewport().installEventFilter(painted)
    queue = window.table.scenes.queue
    # m: a paint while an animation runs, p: another paint, d: an event's steps done, a: an action taken
    events: list[str] = []
    painted.region_changed = lambda: events.append("m" if queue.anim is not None else "p")
    window.table.idle.connect(lambda: events.append("d"))
    window.controller.action_done.connect(lambda _seat, _action: events.append("a"))
    window.new_game()
    qtbot.waitUntil(lambda: events.count("a") >= 12, timeout=60_000)
    window.controller.stop()
    runs = "".join(events)
    assert "md" in runs  # animations ended with the table's steps
    assert "mda" not in runs, runs  # an animation ended, and the next action came before its last frame
