"""What one card dragged to the trick costs the program: the napdesk calls it makes, and how often it applies the
action, builds a snapshot and updates the table.

    .venv/bin/python bench/one_card.py [--seed 5] [--level beginner] [--speed off]

A real window (offscreen, a store in a fresh data folder, a person at seat 0 and three computers) is played up to
the person's first card (bids and other choices through the controller); then one legal card is dragged from the
hand to the trick with real mouse events (press, eight moves, release) while ``sys.setprofile`` watches the UI
thread, until the table is idle with the card played. The computers' thinking is held back until the count is
done, so what is counted is the person's card alone, the same on every run. Then, counted the same way, the
computer's card after it: from its thinking let go to the table idle with it played (the next one held back).

Prints one line per figure:
  call events         Python calls into napdesk code (press to idle)
  modules             napdesk files those calls were in
  max depth           most napdesk frames on the stack at once
  HandState.apply     applies of the action (outside snapshots), and those a snapshot made to find refusals
  snapshots built     napdesk.ui.snapshot.build
  update_plates, update_legal, refresh_controls   the table's updates
  updates in the save the table updates made inside the save's callback (Saver on the stack)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = str(ROOT / "napdesk") + os.sep
UPDATES = ("update_plates", "update_legal", "refresh_controls")


class Counts:
    """The profile hook: napdesk call events on this thread, and what they were."""

    def __init__(self) -> None:
        self.calls = 0
        self.files: set[str] = set()
        self.depth = 0
        self.names: Counter[str] = Counter()

    def hook(self, frame: FrameType, event: str, _arg: object) -> None:
        if event != "call":
            return
        code = frame.f_code
        if not code.co_filename.startswith(PACKAGE):
            return
        self.calls += 1
        self.files.add(code.co_filename)
        stack = []
        f: FrameType | None = frame
        while f is not None:
            if f.f_code.co_filename.startswith(PACKAGE):
                stack.append(f.f_code)
            f = f.f_back
        self.depth = max(self.depth, len(stack))
        name, where = code.co_name, code.co_filename[len(PACKAGE):]
        if name == "apply" and where == os.path.join("engine", "hand.py"):
            inside = any(c.co_name == "build" and c.co_filename.endswith("snapshot.py") for c in stack[1:])
            self.names["apply in snapshots" if inside else "apply"] += 1
        elif name == "build" and where == os.path.join("ui", "snapshot.py"):
            self.names["snapshots"] += 1
        elif name in UPDATES and where.startswith("ui" + os.sep):
            if any(c.co_name == name for c in stack[1:]):
                return  # the view passing the call on to the part that does it: one update, not two
            self.names[name] += 1
            if any(c.co_filename.endswith("saving.py") for c in stack[1:]):
                self.names["in the save"] += 1


def report(title: str, counts: Counts) -> None:
    names = counts.names
    print(title)
    print(f"  call events         {counts.calls}")
    print(f"  modules             {len(counts.files)}")
    print(f"  max depth           {counts.depth}")
    print(f"  HandState.apply     {names['apply']} (+{names['apply in snapshots']} in snapshots, finding refusals)")
    print(f"  snapshots built     {names['snapshots']}")
    for name in UPDATES:
        print(f"  {name:<19} {names[name]}")
    print(f"  updates in the save {names['in the save']}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--level", default="beginner")
    parser.add_argument("--speed", default="off", choices=["off", "fast", "normal", "slow"])
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="napdesk-one-card-") as home:
        os.environ.update(QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(Path(home) / "data"), HOME=home,
                          XDG_CONFIG_HOME=str(Path(home) / "config"))
        sys.path.insert(0, str(ROOT))
        return run(args)


def run(args: argparse.Namespace) -> int:
    import time

    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from napdesk.engine.actions import PASS, Play
    from napdesk.store import Store
    from napdesk.ui.app import MainWindow
    from napdesk.ui.collector import install_collector
    from napdesk.ui.controller import SeatConfig
    from napdesk.ui.i18n import install_translator

    app = QApplication.instance() or QApplication(["napdesk-bench"])
    collector = install_collector(app)
    install_translator(app, "en")
    opened = Store.open()
    seats = [SeatConfig(name, i == 0, args.level) for i, name in enumerate(("you", "seat:west", "seat:north",
                                                                              "seat:east"))]
    window = MainWindow(speed=args.speed, seed=args.seed, seats=seats, start=False, store=opened.store)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    controller, view = window.controller, window.table

    def wait(ready: Callable[[], bool], seconds: float = 60.0) -> None:
        end = time.monotonic() + seconds
        counting = sys.getprofile()
        while True:
            sys.setprofile(None)  # asking is not counted: how often it asks depends on the machine
            done = ready()
            sys.setprofile(counting)
            if done:
                return
            if time.monotonic() > end:
                raise SystemExit("bench/one_card.py: the table never got there")
            app.processEvents()
            time.sleep(0.002)

    def idle() -> bool:
        state = controller.state
        return state is not None and not view.busy() and (state.is_over or controller.is_human(state.to_move))

    window.new_game()
    while True:  # on to the person's first card
        wait(idle)
        state = controller.state
        assert state is not None
        if state.is_over:
            controller.next_hand()
            continue
        if state.phase == "play":
            break
        legal = state.legal_actions()
        controller.submit(PASS if state.phase == "bidding" and PASS in legal else legal[-1])

    held: list[tuple[Any, ...]] = []
    think = controller.workers.think
    controller.workers.think = lambda *job: held.append(job)  # type: ignore[method-assign]
    collector.timer.stop()  # its ticks are not the card's
    state = controller.state
    assert state is not None
    before = len(state.history)
    card = [a.card for a in state.legal_actions() if isinstance(a, Play)][-1]
    rect = view.item_for(card).sceneBoundingRect()
    start = view.mapFromScene(QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y()))
    end = view.mapFromScene(view.zone.rect.center())
    vp = view.viewport()

    def played(count: int) -> bool:
        state = controller.state
        return state is not None and len(state.history) >= count and not view.busy()

    counts = Counts()
    sys.setprofile(counts.hook)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (i / 8), 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
    wait(lambda: played(before + 1))
    for _ in range(3):  # what the card posted (a repaint, a zero timer) runs too
        app.processEvents()
    sys.setprofile(None)
    report("the person's card, dragged", counts)

    # The computer's card after it: from its thinking let go to the table idle (the next one held back).
    state = controller.state
    if state is not None and not state.is_over and not controller.is_human(state.to_move) and held:
        jobs, held[:] = list(held), []
        computer = Counts()
        sys.setprofile(computer.hook)
        for job in jobs:
            think(*job)
        wait(lambda: played(before + 2))
        for _ in range(3):
            app.processEvents()
        sys.setprofile(None)
        report("the computer's card after it", computer)

    controller.workers.think = think  # type: ignore[method-assign]
    for job in held:
        think(*job)
    collector.timer.start()
    window.close()
    opened.store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
