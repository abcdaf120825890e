"""The table's step queue hands the event loop a turn: it starts from a zero timer, and a YIELD step splits a scene.

The controller publishes an action from inside its own work (the engine, the save, the snapshot); were the table's
steps run inside that call, one slice of the UI thread would hold both, and a paint after them (bench/ui.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from napdesk.ui.table.steps import YIELD, StepQueue


class _Owner(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.log: list[str] = []
        self.queue = StepQueue(self, hold=lambda: self.log.append("hold"), release=lambda: self.log.append("release"),
                               done=lambda: self.log.append("done"), wait_click=lambda _on: None)


def test_a_queue_starts_from_the_event_loop_not_inside_the_call_that_fills_it(qtbot: QtBot) -> None:
    owner = _Owner()
    owner.queue.enqueue(lambda: owner.log.append("step"))
    assert owner.log == ["hold"]  # held at once: a computer waits for the table from now on
    assert owner.queue.running
    qtbot.waitUntil(lambda: "release" in owner.log)
    assert owner.log == ["hold", "step", "done", "release"]
    assert not owner.queue.running


def test_a_yield_step_lets_the_event_loop_run_before_the_next(qtbot: QtBot) -> None:
    owner = _Owner()

    def first() -> str:
        owner.log.append("first")
        QTimer.singleShot(0, lambda: owner.log.append("loop"))  # what the loop has to do meanwhile: a paint, a beat
        return YIELD

    owner.queue.enqueue(first)
    owner.queue.enqueue(lambda: owner.log.append("second"))
    qtbot.waitUntil(lambda: "release" in owner.log)
    assert owner.log.index("first") < owner.log.index("loop") < owner.log.index("second")


def test_finish_runs_a_queue_not_yet_started_and_one_between_slices_at_once(qtbot: QtBot) -> None:
    owner = _Owner()
    owner.queue.enqueue(lambda: owner.log.append("a"))
    owner.queue.enqueue(lambda: YIELD)
    owner.queue.enqueue(lambda: owner.log.append("b"))
    owner.queue.finish()  # a person acted, the table was resized: no step waits for the loop
    assert owner.log == ["hold", "a", "b", "done", "release"]
    qtbot.wait(20)
    assert owner.log == ["hold", "a", "b", "done", "release"]  # and nothing runs twice
