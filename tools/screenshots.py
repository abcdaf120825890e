#!/usr/bin/env python3
"""Run the real app (on Xvfb under ``make screenshots``) and save PNGs of the table in each phase.

    xvfb-run -a -s "-screen 0 1920x1200x24" .venv/bin/python tools/screenshots.py [OUT_DIR]

Each set is taken at 1024x700, at 1920x1080 and at ``QT_SCALE_FACTOR=2`` on an 800x500 logical window (that one
in a child process: the scale is read when Qt starts): bidding, play at four and at seven players, a Peep, a
Purchase and a Sir Garnet hand, the result panel with its analysis line, a tie-break, the resume prompt, and the
table in Dutch and in Spanish. The script drives the window through the controller and real mouse events.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QPointF, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from napdesk.engine.actions import PASS, PLAYS, TAKE_WIDOW, Claim
from napdesk.engine.rules import Rules
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.collector import install_collector
from napdesk.ui.controller import SeatConfig
from napdesk.ui.i18n import install_translator

COMPUTERS = [SeatConfig(n, False, "random") for n in ("Ann", "Bob", "Cy", "Di")]


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


class Shots:
    def __init__(self, out: Path, size: tuple[int, int], tag: str) -> None:
        self.out, self.size, self.tag = out, size, tag

    def shot(self, w: MainWindow, name: str, screen: bool = False) -> None:
        spin(80)
        path = self.out / f"{self.tag}-{name}.png"
        if screen:  # the whole screen: a dialog of the window is a window of its own
            QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
        else:
            w.grab().save(str(path))
        print(path)

    def grab(self, widget: QWidget, name: str) -> None:
        """A window of its own (a dialog, the hand history), as it shows."""
        spin(250)
        path = self.out / f"{self.tag}-{name}.png"
        widget.grab().save(str(path))
        print(path)

    def window(self, rules: Rules | None = None, seed: int = 1, speed: str = "off",
               seats: list[SeatConfig] | None = None, store: Store | None = None, start: bool = False) -> MainWindow:
        w = MainWindow(speed=speed, seed=seed, rules=rules, seats=seats, start=start, store=store)
        w.resize(*self.size)
        w.show()
        w.activateWindow()
        spin(150)
        return w


def my_turn(w: MainWindow, phase: str | None = None) -> bool:
    s = w.controller.state
    return s is not None and not w.table.busy() and (s.is_over or (
        s.to_move == 0 and (phase is None or s.phase == phase)))


def play_to(w: MainWindow, ok: Callable[[MainWindow], bool], hands: int = 6) -> bool:
    """Seat 0 passes (or bids the least) and plays its first legal card until ``ok``."""
    ctl = w.controller
    for _ in range(hands * 40):
        wait(lambda: my_turn(w))
        s = ctl.state
        assert s is not None
        if ok(w):
            return True
        if s.is_over:
            ctl.next_hand()
            continue
        legal = [a for a in s.legal_actions() if not isinstance(a, Claim)]
        before = len(s.history)
        if s.phase == "play" and len(legal) == 1:
            wait(lambda s=s, before=before: len(s.history) > before or s.is_over)  # type: ignore[misc]
            continue
        ctl.submit(PASS if PASS in legal else legal[0])
    return False


def find(shots: Shots, rules: Rules | None, ok: Callable[[MainWindow], bool], seats: list[SeatConfig] | None = None,
         speed: str = "off") -> MainWindow | None:
    for seed in range(1, 40):
        w = shots.window(rules, seed=seed, seats=seats, speed=speed)
        w.new_game()
        if play_to(w, ok, hands=1):
            return w
        w.close()
    return None


def bidding(w: MainWindow) -> bool:
    s = w.controller.state
    return s is not None and not s.is_over and s.phase == "bidding" and bool(s.bids)


def following(w: MainWindow) -> bool:
    s = w.controller.state
    return s is not None and not s.is_over and s.phase == "play" and len(s.trick_cards) >= 2


def click_card(w: MainWindow, index: int) -> None:
    table = w.table
    item = table.item_for(table.hand_cards()[index])
    pt = table.mapFromScene(item.card_rect().topLeft() + QPointF(8, item.card_rect().height() / 2))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)


def take_set(shots: Shots) -> None:
    w = find(shots, None, bidding)
    if w is not None:
        shots.shot(w, "01-bidding")
        w.close()
    w = find(shots, None, following)
    if w is not None:
        shots.shot(w, "02-play-4-players")
        w.close()
    w = find(shots, Rules({"players": 7}), following)
    if w is not None:
        shots.shot(w, "03-play-7-players")
        w.close()
    w = find(shots, Rules(preset="peep"), lambda w: w.table.bar.button("Peep (1 chip)") is not None)
    if w is not None:
        peep = w.table.bar.button("Peep (1 chip)")
        assert peep is not None
        QTest.mouseClick(peep, Qt.MouseButton.LeftButton)
        peeper = w
        wait(lambda: my_turn(peeper))
        shots.shot(w, "04-peep")
        w.close()
    w = find(shots, Rules(preset="purchase"), lambda w: bool(w.controller.state)
             and w.controller.state.phase == "exchange")  # type: ignore[union-attr]
    if w is not None:
        click_card(w, 0)
        click_card(w, 2)
        shots.shot(w, "05-purchase")
        w.close()
    w = find(shots, Rules(preset="sir_garnet"), lambda w: bool(w.controller.state)
             and TAKE_WIDOW in w.controller.state.legal_actions())  # type: ignore[union-attr]
    if w is not None:
        take = next(b for b in w.table.bar.buttons if b.text().startswith("Take the widow"))
        QTest.mouseClick(take, Qt.MouseButton.LeftButton)
        garnet = w
        wait(lambda: my_turn(garnet, "widow"))
        for i in (0, 2, 4):
            click_card(w, i)
        shots.shot(w, "06-sir-garnet")
        w.close()
    result_with_analysis(shots)
    tiebreak(shots)
    resume_prompt(shots)
    practice(shots)
    for lang, name in (("nl", "10-dutch"), ("es", "11-spanish")):
        install_translator(QApplication.instance(), lang)  # type: ignore[arg-type]
        w = find(shots, Rules(preset="purchase"), bidding) or find(shots, None, following)
        if w is not None:
            shots.shot(w, name)
            w.close()
        words(shots, lang)
        install_translator(QApplication.instance(), "en")  # type: ignore[arg-type]


def my_bid(w: MainWindow) -> bool:
    s = w.controller.state
    return s is not None and not s.is_over and s.phase == "bidding" and s.to_move == 0


def illegal_card(w: MainWindow) -> bool:
    """Seat 0 is to follow and holds a card it may not play."""
    s = w.controller.state
    return (s is not None and not s.is_over and s.phase == "play" and s.to_move == 0 and bool(s.trick_cards)
            and any(PLAYS[c.index] not in s.legal_actions() for c in s.hand(0)))


def words(shots: Shots, lang: str) -> None:
    """Issue 15's set in the language installed: the bidding with a hint, a refusal, the result panel, the hand
    history, New session and House rules."""
    with Store.open(tempfile.mkdtemp(prefix="napdesk-shots-")).store as store:
        w = shots.window(seed=2, store=store)
        w.prefs.set("play.hints", True)
        w.new_game()
        if play_to(w, my_bid, hands=1):
            wait(lambda: bool(w.statusBar().currentMessage()), 5000)
            shots.shot(w, f"12-{lang}-bidding-hint")
        w.prefs.set("play.hints", False)
        if play_to(w, illegal_card, hands=3):
            s = w.controller.state
            assert s is not None
            table = w.table
            card = next(c for c in s.hand(0) if PLAYS[c.index] not in s.legal_actions())
            item = table.item_for(card)
            rect = item.card_rect()
            pt = table.mapFromScene(rect.topLeft() + QPointF(8, rect.height() / 2))
            QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pt)
            shots.shot(w, f"13-{lang}-refusal")
        if play_to(w, lambda w: bool(w.controller.state) and w.controller.state.is_over,  # type: ignore[union-attr]
                   hands=1):
            wait(lambda: w.table.result.isVisible(), 5000)
            wait(lambda: "<i>" in w.table.result.content(), 8000)  # the analysis line
            shots.shot(w, f"14-{lang}-result")
        history = w.dialog_menus.open_history()
        history.resize(1000, 640)
        shots.grab(history, f"15-{lang}-hand-history")
        history.close()
        for number, name, open_dialog in ((16, "new-session", w.dialog_menus.open_new_session),
                                          (17, "house-rules", w.dialog_menus.open_house_rules)):
            dialog = open_dialog()
            shots.grab(dialog, f"{number}-{lang}-{name}")
            dialog.reject()
        w.close()
        w.deleteLater()  # with its dialogs and the history, before the store they read is closed
        spin(300)


def practice(shots: Shots) -> None:
    """A practice hand: its marker on the info panel, and its own result panel."""
    w = shots.window(seed=7)
    w.new_game()
    over = lambda w: bool(w.controller.state) and w.controller.state.is_over  # noqa: E731
    if play_to(w, over, hands=1):
        w.table.finish_animations()
        w.menus.again_action.trigger()
        if play_to(w, lambda w: w.controller.practice is not None and my_turn(w), hands=1):
            shots.shot(w, "18-practice-hand")
        if play_to(w, over, hands=1):
            wait(lambda: w.table.result.isVisible(), 5000)
            shots.shot(w, "19-practice-result")
    w.close()


def result_with_analysis(shots: Shots) -> None:
    for seed in range(1, 20):
        w = shots.window(seed=seed)
        w.new_game()
        play_to(w, lambda w: bool(w.controller.state) and w.controller.state.is_over, hands=1)  # type: ignore[union-attr]
        s = w.controller.state
        if s is not None and s.outcome is not None and s.outcome.made is not None:
            wait(lambda w=w: "With all cards seen" in w.table.result.content(), 15000)  # type: ignore[misc]
            shots.shot(w, "07-result-with-analysis")
            w.close()
            return
        w.close()


def tiebreak(shots: Shots) -> None:
    rules = Rules({"session_end": "hands", "session_length": 1, "tiebreak": "extra_hand"})
    for seed in range(1, 30):
        w = shots.window(rules, seed=seed, seats=COMPUTERS, speed="normal")
        w.watch = False
        w.new_game()
        wait(lambda w=w: w.table.result.isVisible(), 30000)  # type: ignore[misc]
        session = w.controller.session
        if session is not None and session.tied is not None:
            w.controller.next_hand()
            if wait(lambda w=w: w.table.cut_panel.isVisible(), 3000):  # type: ignore[misc]
                spin(300)
                shots.shot(w, "08-tie-break")
                w.close()
                return
        w.close()


def resume_prompt(shots: Shots) -> None:
    with Store.open(tempfile.mkdtemp(prefix="napdesk-shots-")).store as store:
        people = [SeatConfig("You", True), *COMPUTERS[1:]]
        w = shots.window(seed=3, seats=people, store=store)
        w.new_game()
        play_to(w, lambda w: bool(w.controller.state and w.controller.state.tricks))
        w.close()
        again = shots.window(seed=4, store=store, start=True)
        wait(lambda: again.launcher.resume_box is not None and again.launcher.resume_box.isVisible(), 5000)
        spin(300)
        shots.shot(again, "09-resume-prompt", screen=True)
        if again.launcher.resume_box is not None:
            again.launcher.resume_box.reject()
        again.close()


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("NAPDESK_DATA_DIR", tempfile.mkdtemp())
    scaled = os.environ.get("QT_SCALE_FACTOR") == "2"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_collector(app)  # as run_gui has it: Qt garbage dies on the UI thread
    install_translator(app, "en")  # as the app starts: English has its plural forms ("1 counter", "50 counters")
    sizes = [((800, 500), "scale2-800x500")] if scaled else [((1024, 700), "1024x700"), ((1920, 1080), "1920x1080")]
    for size, tag in sizes:
        take_set(Shots(out, size, tag))
    del app
    if not scaled:  # the same at scale 2, in a Qt of its own
        env = dict(os.environ, QT_SCALE_FACTOR="2")
        return subprocess.call([sys.executable, __file__, str(out)], env=env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
