#!/usr/bin/env python3
"""Run the real app (on Xvfb under ``make screenshots``) and save PNGs of the table in each phase.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/screenshots.py [OUT_DIR]

The script drives the window through the controller and real mouse events, and grabs the window after each step.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from napdesk.engine.actions import PASS, PLAYS, TAKE_WIDOW
from napdesk.engine.rules import Rules
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")


def spin(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait(cond: Callable[[], bool], limit_ms: int = 20000) -> bool:
    waited = 0
    while not cond() and waited < limit_ms:
        spin(20)
        waited += 20
    return cond()


def shot(window: MainWindow, name: str) -> None:
    spin(60)
    path = OUT / f"{name}.png"
    window.grab().save(str(path))
    print(path)


def window_for(rules: Rules | None = None, seed: int = 1, size: tuple[int, int] = (1280, 800),
               speed: str = "off", seats: list[SeatConfig] | None = None) -> MainWindow:
    w = MainWindow(speed=speed, seed=seed, rules=rules, seats=seats, start=False)
    w.resize(*size)
    w.show()
    w.activateWindow()
    spin(150)
    return w


def my_turn(w: MainWindow, phase: str | None = None) -> bool:
    s = w.controller.state
    return (s is not None and not w.table.busy() and (s.is_over or (
        s.to_move == 0 and (phase is None or s.phase == phase))))


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("NAPDESK_DATA_DIR", tempfile.mkdtemp())
    app = QApplication.instance() or QApplication(sys.argv[:1])
    del app

    # 1. the cut for the first dealer and the deal, at normal speed
    w = window_for(speed="normal", seed=7)
    w.new_game()
    spin(500)
    shot(w, "01-cut-for-deal")
    wait(lambda: not w.table.cut_panel.isVisible())
    spin(450)
    shot(w, "02-dealing")
    w.close()

    # 2. bidding: find a seed where the person speaks before the bidding ends
    for seed in range(1, 30):
        w = window_for(seed=seed)
        w.new_game()
        wait(lambda w=w: my_turn(w))  # type: ignore[misc]
        s = w.controller.state
        if s is not None and s.phase == "bidding" and s.bids:
            break
        w.close()
    shot(w, "03-bidding")
    nap = w.table.bar.button("Nap")
    if nap is not None:
        QTest.mouseClick(nap, Qt.MouseButton.LeftButton)
    wait(lambda: my_turn(w, "play"))
    shot(w, "04-your-lead")
    s = w.controller.state
    assert s is not None
    # drag a card over the trick zone and hold it there
    table = w.table
    if not s.is_over and s.phase == "play":
        card = table.hand_cards()[-1]
        item = table.item_for(card)
        start = table.mapFromScene(item.sceneBoundingRect().topLeft() + QPointF(14, 60))
        end = table.mapFromScene(table.zone.rect.center())
        vp = table.viewport()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 9):
            QTest.mouseMove(vp, start + (end - start) * (i / 8), 5)
        shot(w, "05-dragging-to-the-trick")
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
        wait(lambda: my_turn(w, "play"))
        shot(w, "06-trick-in-play")
    w.close()

    # 3. an illegal card refused with the reason
    w = window_for(seed=2)
    w.set_speed("off")
    w.new_game()
    ctl = w.controller
    for _ in range(400):
        wait(lambda: my_turn(w))
        s = ctl.state
        assert s is not None
        if s.is_over:
            ctl.next_hand()
            continue
        if s.phase == "play":
            legal = [c for c in s.hand(0) if PLAYS[c.index] in s.legal_actions()]
            if len(legal) < len(s.hand(0)):
                break
            ctl.submit(PLAYS[legal[0].index])
        else:
            la = s.legal_actions()
            ctl.submit(PASS if PASS in la else la[-1])
    s = ctl.state
    assert s is not None
    bad = next((c for c in s.hand(0) if PLAYS[c.index] not in s.legal_actions()), None)
    if bad is not None:
        item = w.table.item_for(bad)
        pt = w.table.mapFromScene(item.sceneBoundingRect().topLeft() + QPointF(14, 60))
        end = w.table.mapFromScene(w.table.zone.rect.center())
        vp = w.table.viewport()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)
        for i in range(1, 6):
            QTest.mouseMove(vp, pt + (end - pt) * (i / 5), 5)
        shot(w, "07-illegal-card-says-why")
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
    # play on to the result
    for _ in range(100):
        wait(lambda: my_turn(w))
        s = ctl.state
        assert s is not None
        if s.is_over:
            break
        la = s.legal_actions()
        ctl.submit(PASS if PASS in la else la[0])
    wait(w.table.result.isVisible)
    shot(w, "08-result")
    w.close()

    # 4. purchase, sir garnet, peep
    for preset, phase, name in (("purchase", "exchange", "09-purchase"), ("sir_garnet", "bidding", "10-sir-garnet"),
                                ("peep", "bidding", "11-peep")):
        for seed in range(1, 30):
            w = window_for(Rules(preset=preset), seed=seed)
            w.new_game()
            wait(lambda w=w: my_turn(w))  # type: ignore[misc]
            s = w.controller.state
            ok = s is not None and not s.is_over and s.phase == phase
            if ok and preset == "sir_garnet":
                ok = TAKE_WIDOW in s.legal_actions()  # type: ignore[union-attr]
            if ok and preset == "peep":
                ok = w.table.bar.button("Peep (1 chip)") is not None
            if ok:
                break
            w.close()
        table = w.table
        if preset == "purchase":
            for c in table.hand_cards()[:2]:
                QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 table.mapFromScene(table.item_for(c).sceneBoundingRect().topLeft()
                                                    + QPointF(14, 60)))
        elif preset == "sir_garnet":
            take = next(b for b in table.bar.buttons if b.text().startswith("Take the widow"))
            QTest.mouseClick(take, Qt.MouseButton.LeftButton)
            wait(lambda w=w: my_turn(w, "widow"))  # type: ignore[misc]
            for c in table.hand_cards()[:3]:
                QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 table.mapFromScene(table.item_for(c).sceneBoundingRect().topLeft()
                                                    + QPointF(14, 60)))
        else:
            peep = table.bar.button("Peep (1 chip)")
            if peep is not None:
                QTest.mouseClick(peep, Qt.MouseButton.LeftButton)
                wait(lambda w=w: my_turn(w))  # type: ignore[misc]
        shot(w, name)
        if preset == "peep":
            nap = table.bar.button("Nap")
            if nap is not None and nap.isEnabled():
                QTest.mouseClick(nap, Qt.MouseButton.LeftButton)
                wait(lambda w=w: my_turn(w))  # type: ignore[misc]
                shot(w, "12-peep-discard")
        w.close()

    # 5. sizes, the four-colour deck, the privacy screen, watch mode
    for size in ((1024, 700), (1920, 1080)):
        w = window_for(seed=5, size=size)
        w.new_game()
        wait(lambda w=w: my_turn(w))  # type: ignore[misc]
        shot(w, f"13-size-{size[0]}x{size[1]}")
        w.close()
    w = window_for(seed=5)
    w.four_action.trigger()
    w._set_back("red")
    w.new_game()
    wait(lambda: my_turn(w))
    shot(w, "14-four-colour-red-backs")
    w.four_action.trigger()
    w._set_back("theme")
    w.close()
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", True), SeatConfig("Cy", False), SeatConfig("Di", False)]
    w = window_for(seed=4, seats=seats)
    w.new_game()
    wait(lambda: w.table.privacy.isVisible() or my_turn(w), 5000)
    shot(w, "15-privacy-screen")
    w.close()
    w = window_for(seed=9, speed="fast", seats=[SeatConfig(n, False) for n in ("Ann", "Bob", "Cy", "Di")])
    w.new_game()
    wait(lambda: bool(w.controller.state and w.controller.state.tricks), 20000)
    spin(200)
    shot(w, "16-watch-mode")
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
