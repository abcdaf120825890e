"""The table's step queue: animations, pauses and "click to continue", one after another.

A step is a callable returning an animation (run to its end), a number of ms to pause, ``"click"`` (wait for a
click or Enter), :data:`YIELD` (let the event loop run once: the next step comes from a zero timer), or None. While
steps run, the controller is held, so computers wait for the table.

The queue never starts inside the call that fills it: the first step runs from a zero timer. The controller
publishes an action from inside its own work (the engine, the save, the snapshot), and the table's share (cards
moved, the panel laid out, then their paint) is a slice of the event loop's own: no one slice holds the loop for
the sum of both.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    QVariantAnimation,
)

from napdesk.ui.table.cards import CardItem
from napdesk.ui.table.targets import Target

Step = Callable[[], "QAbstractAnimation | int | str | None"]
YIELD = "yield"  # a step's answer: the next step runs once the event loop has had its turn (a paint, a timer)


def alone(work: Callable[[], object]) -> Step:
    """A step that does ``work`` and then lets the event loop have its turn (a costly layout, say)."""

    def step() -> str:
        work()
        return YIELD

    return step


class StepQueue(QObject):
    def __init__(self, parent: QObject, hold: Callable[[], None], release: Callable[[], None],
                 done: Callable[[], None], wait_click: Callable[[bool], None]) -> None:
        super().__init__(parent)
        self._hold, self._release, self._done, self._wait_click = hold, release, done, wait_click
        self.steps: list[Step] = []
        self.running = False
        self.instant = False
        self.anim: QAbstractAnimation | None = None
        self.waiting_click = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self.run_next)
        # After an animation the controller is released from a timer, once the event loop has painted the last
        # frame: the action it takes then is written to the store on this thread, and must not hold that frame.
        self._animated = False  # an animation ran since the queue last started
        self._release_later = QTimer(self)
        self._release_later.setSingleShot(True)
        self._release_later.setInterval(0)
        self._release_later.timeout.connect(self._release)
        self._start = QTimer(self)  # the first step of a queue that was idle, and the step after a YIELD
        self._start.setSingleShot(True)
        self._start.setInterval(0)
        self._start.timeout.connect(self.run_next)

    def enqueue(self, step: Step) -> None:
        self.steps.append(step)
        if not self.running:
            self.running = True
            self._hold()
            self._start.start()

    def push_front(self, step: Step) -> None:
        self.steps.insert(0, step)

    def run_next(self) -> None:
        self._start.stop()
        self.anim = None
        while self.steps:
            result = self.steps.pop(0)()
            if isinstance(result, QAbstractAnimation):
                if self.instant:
                    result.start()
                    result.setCurrentTime(result.totalDuration())
                    result.stop()
                    result.deleteLater()
                    continue
                self.anim = result
                self._animated = True
                result.finished.connect(self.run_next)
                result.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
                return
            if isinstance(result, int) and result > 0 and not self.instant:
                self._pause.start(result)
                return
            if result == YIELD and not self.instant:
                self._start.start()
                return
            if result == "click" and not self.instant:
                self.waiting_click = True
                self._wait_click(True)
                return
        self.running = False
        self.instant = False
        animated, self._animated = self._animated, False
        self._done()
        if animated:
            self._release_later.start()
        else:
            self._release()

    def finish(self) -> None:
        """Run whatever is queued to its end at once (a person acted, the table was resized)."""
        if not self.running:
            return
        self.instant = True
        self.waiting_click = False
        self._wait_click(False)
        anim = self.anim
        if anim is not None:
            anim.setCurrentTime(anim.totalDuration())
            if anim.state() != QAbstractAnimation.State.Stopped:
                anim.stop()
                self.run_next()
        else:
            self._pause.stop()
            self.run_next()  # a queue not yet started, or between two slices (YIELD), too

    def proceed(self) -> None:
        """A click or Enter: end a "click to continue" or a pause."""
        if self.waiting_click:
            self.waiting_click = False
            self._wait_click(False)
            self.run_next()
        elif self._pause.isActive():
            self._pause.stop()
            self.run_next()

    def shutdown(self) -> None:
        self.steps.clear()
        self._pause.stop()
        self._start.stop()
        self._release_later.stop()
        anim, self.anim = self.anim, None
        if anim is not None:
            with contextlib.suppress(RuntimeError):
                anim.finished.disconnect(self.run_next)
                anim.stop()
        self.running = False


def add_flip(group: QParallelAnimationGroup, item: CardItem, ms: int) -> None:
    """Turn a card over: it narrows to its edge showing the old side, and widens showing the new."""
    turn = QVariantAnimation()
    turn.setDuration(max(ms, 160))
    turn.setStartValue(0.001)
    turn.setEndValue(1.0)

    def step(value: object) -> None:
        with contextlib.suppress(RuntimeError):
            item.flip = float(value)  # type: ignore[arg-type]
            item.update()

    def done() -> None:
        with contextlib.suppress(RuntimeError):
            item.flip = 0.0
            item.update()

    turn.valueChanged.connect(step)
    turn.finished.connect(done)
    group.addAnimation(turn)


def add_move(group: QParallelAnimationGroup | QSequentialAnimationGroup, item: CardItem, t: Target, ms: int,
             delay: int = 0) -> None:
    seq = QSequentialAnimationGroup()
    if delay:
        seq.addPause(delay)
    par = QParallelAnimationGroup()
    for prop, value in ((b"pos", QPointF(t.x, t.y)), (b"scale", t.scale), (b"opacity", t.opacity)):
        a = QPropertyAnimation(item, prop)
        a.setDuration(ms)
        a.setEndValue(value)
        a.setEasingCurve(QEasingCurve.Type.OutCubic)
        par.addAnimation(a)
    seq.addAnimation(par)

    def landed() -> None:
        with contextlib.suppress(RuntimeError):  # the item went with its table
            item.setZValue(t.z)
            item.setVisible(t.opacity > 0)

    seq.finished.connect(landed)
    group.addAnimation(seq)
