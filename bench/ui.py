"""The table's responsiveness beside a person: event-loop stalls and frame pacing, against a bare-Qt probe.

    .venv/bin/python bench/ui.py [--level expert] [--speed normal] [--hands 2] [--runs 1] [--watch]
                                 [--baseline DIR] [--trace] [--profile]

Each run is a fresh offscreen process playing ``--hands`` hands: a person at seat 0 and three ``--level``
computers. The person plays with real events: Ctrl+H turns hints on (each of its decisions then asks for one), it
waits for the hint, then clicks a bid button or drags a legal card from its hand to the trick (mouse press, moves,
release); other choices (widow, discards) go through the controller. ``--watch`` seats four computers instead.

A 5 ms QTimer heartbeat runs on the UI thread; a stall is how late a beat comes. Beside it, in a process of its
own, a bare-Qt probe (a QApplication and the same heartbeat, nothing else) runs for the same time (started first,
idle till the table measures): its stalls are what the machine alone does to a Qt loop, so napdesk's are judged
against them. The window has a store, as the
program has (in the run's temporary home): every action is committed to SQLite when it is taken, on the UI thread.

Frame pacing, while the deal flies and while a finished trick is shown and gathered: every interval between two
paints of the table while a frame is due, that is while the table's step queue runs an animation, and up to the
paint after it ended (the cards' last places); an animation's first interval runs from its start, so a slow
start counts. An interval over 1.5 frames (25 ms) missed a frame. The stills between two animations are no
frame intervals: the finished trick held in the middle for the person to read (the trick pause, 800 ms at
normal speed) moves nothing, paints nothing and is meant to; counted, as it was until this definition, each
trick's pause was one "missed frame" of ~800 ms (about 2.8% of the gathering's intervals by itself), whatever
the UI thread did. The slice that starts the game (``new_game`` itself, till the loop's first beat) is left out of
the stalls and printed by itself. Targets: longest stall <= 50 ms and <= 1.5x the probe's (on a quiet machine); frame
intervals missed during the deal and the gathering <= 2% (the median of the runs). Beside the verdict, each run's
longest stall is put against its own probe's (the same minutes of the machine). ``--trace`` lists each missed
frame (when, how long); ``--profile`` adds what the UI thread's stack held during it.

``--baseline DIR`` (another napdesk checkout, e.g. ``git worktree add ../base main``) runs the same beside this
one, taking turns, and prints old and new side by side.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
ROOT = HERE.parents[1]
BEAT_MS = 5
FRAME_MS = 1000 / 60
MISSED_MS = 1.5 * FRAME_MS
STALL_TARGET_MS = 50.0
PROBE_RATIO_TARGET = 1.5
MISSED_TARGET = 2.0  # per cent


def _stalls(gaps: list[float]) -> dict[str, float]:
    late = sorted(max(0.0, g - BEAT_MS) for g in gaps)
    if not late:
        return {"max": 0.0, "p99": 0.0, "beats": 0}
    return {"max": late[-1], "p99": late[min(len(late) - 1, int(len(late) * 0.99))], "beats": len(late)}


# ------------------------------------------------------------------------------------------------ the probe


def probe(home: Path) -> int:
    """A bare Qt loop with the heartbeat: up and beating, it says so (``home``/probe-ready); it counts its stalls
    from when the table starts measuring (``home``/ready) until ``home``/stop, and prints them as JSON."""
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    ready, stop = home / "ready", home / "stop"
    app = QApplication(["napdesk-probe"])
    clock = QElapsedTimer()
    clock.start()
    last = [0.0]
    gaps: list[float] = []
    counting = [False]
    beats = [0]

    def beat() -> None:
        now = clock.nsecsElapsed() / 1e6
        if counting[0]:
            gaps.append(now - last[0])
        last[0] = now
        beats[0] += 1
        if beats[0] == 1:
            (home / "probe-ready").write_text("ready")
        if not counting[0] and ready.exists():
            counting[0] = True
        if beats[0] % 20 == 0 and stop.exists():
            app.quit()

    heart = QTimer()
    heart.setTimerType(Qt.TimerType.PreciseTimer)
    heart.setInterval(BEAT_MS)
    heart.timeout.connect(beat)
    heart.start()
    app.exec()
    print(json.dumps(_stalls(gaps)), flush=True)
    return 0


# ------------------------------------------------------------------------------------------------ the table


class StackSampler:
    """A thread that notes the UI thread's Python stack every 2 ms (``--profile``): where a stall was spent."""

    def __init__(self) -> None:
        import threading

        self.samples: list[tuple[float, tuple[str, ...]]] = []
        self._main = threading.main_thread().ident
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bench-sampler", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._done.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._done.wait(0.002):
            frame = sys._current_frames().get(self._main or 0)
            stack = []
            while frame is not None:
                code = frame.f_code
                path = Path(code.co_filename)
                stack.append(f"{path.parent.name}/{path.name}:{code.co_name}")
                frame = frame.f_back
            self.samples.append((time.perf_counter(), tuple(stack)))

    def during(self, start: float, end: float, top: int = 6) -> list[tuple[str, int]]:
        """The functions most often on the stack between ``start`` and ``end`` (inclusive counts), innermost
        napdesk frames first among equals; the bench's own frames left out."""
        from collections import Counter

        seen: Counter[str] = Counter()
        for t, stack in self.samples:
            if start <= t <= end:
                seen.update({f for f in stack if not f.startswith("bench/")})
        return seen.most_common(top)



def table(args: argparse.Namespace) -> int:
    """In this (fresh) process: play the hands, print the figures as JSON."""
    sys.path.insert(0, os.environ.get("NAPDESK_BENCH_TREE") or str(ROOT))
    from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, QPoint, QPointF, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from napdesk.engine.actions import Bid, Play
    from napdesk.store import Store
    from napdesk.ui.app import MainWindow
    from napdesk.ui.collector import install_collector
    from napdesk.ui.controller import SeatConfig
    from napdesk.ui.table.steps import StepQueue

    try:
        from napdesk.ui import qtenv
    except ImportError:  # a --baseline checkout from before it
        pass
    else:
        qtenv.prepare()  # as run_gui has it: Qt paints on the UI thread alone
    app = QApplication.instance() or QApplication(["napdesk-bench"])
    clock = QElapsedTimer()
    clock.start()
    now = lambda: clock.nsecsElapsed() / 1e6  # noqa: E731
    # When the step queue's animation now running started (ms on the bench's clock): patched into the class before
    # any queue exists, so that the queue's own timer (the end of a pause) calls it too.
    started: dict[int, float | None] = {}  # id(queue) -> the start, None while none runs
    run_next = StepQueue.run_next

    def run_next_noted(self: StepQueue) -> None:
        run_next(self)
        started[id(self)] = now() if self.anim is not None else None

    StepQueue.run_next = run_next_noted  # type: ignore[method-assign]
    collector = install_collector(app)  # as run_gui has it: Qt garbage dies on the UI thread
    names = ("You", "North", "East", "South")
    seats = [SeatConfig(name, i == 0 and not args.watch, args.level) for i, name in enumerate(names)]
    store = Store.open().store  # as run_gui has it: each action written to SQLite (the temporary home's) when taken
    window = MainWindow(speed=args.speed, seed=args.seed, seats=seats, start=False, store=store)
    window.resize(1280, 800)
    window.show()
    collector.freeze_survivors()  # as run_gui has it, once the window is up: its objects live till the end
    app.processEvents()
    controller, view = window.controller, window.table

    gaps: list[float] = []
    stamps: list[float] = []
    last = [0.0]

    wall: list[float] = []  # each beat's time.perf_counter(), the sampler's clock

    def beat() -> None:
        t = now()
        gaps.append(t - last[0])
        stamps.append(t)
        wall.append(time.perf_counter())
        last[0] = t

    sampler = StackSampler() if args.profile else None

    heart = QTimer()
    heart.setTimerType(Qt.TimerType.PreciseTimer)
    heart.setInterval(BEAT_MS)
    heart.timeout.connect(beat)

    # Frame pacing: the table's paints while the deal flies or a trick is gathered, counted while a frame is due:
    # while the step queue runs an animation, and once more when it has ended (its cards' last places). The first
    # interval of an animation runs from its start, so a slow start is a missed frame; a still between two
    # animations (the finished trick held in view, the trick pause) is no frame interval.
    phase = [""]
    paints: dict[str, list[float]] = {"deal": [], "gathering": []}
    intervals: dict[str, list[float]] = {"deal": [], "gathering": []}
    misses: list[tuple[str, float, float, float]] = []  # phase, start (ms), length (ms), end (perf_counter)
    queue = view.scenes.queue
    moving = [False]  # an animation of the table's step queue ran at the last paint
    closing = [False]  # the phase is over, but the paint of its animation's end is still to come

    class Painted(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.Paint or not phase[0]:
                return False
            running = queue.anim is not None
            if closing[0]:  # the next action came (or the table went idle) before the last frame was painted
                seen = paints[phase[0]]
                if seen and now() - seen[-1] < 1000:
                    intervals[phase[0]].append(now() - seen[-1])
                    if now() - seen[-1] > MISSED_MS:
                        misses.append((phase[0], seen[-1], now() - seen[-1], time.perf_counter()))
                set_phase("")
            elif running or moving[0]:  # a frame of an animation, or its last
                seen = paints[phase[0]]
                t = now()
                start = started.get(id(queue)) if running else None
                since = [*seen[-1:], *([start] if start is not None else [])]
                if since and t - max(since) < 1000:
                    interval = t - max(since)
                    intervals[phase[0]].append(interval)
                    if interval > MISSED_MS:
                        misses.append((phase[0], max(since), interval, time.perf_counter()))
                seen.append(t)
            moving[0] = running
            return False

    painted = Painted()
    view.viewport().installEventFilter(painted)

    def set_phase(name: str) -> None:
        phase[0] = name
        closing[0] = False
        for seen in paints.values():
            seen.clear()

    def end_phase() -> None:
        """The phase's steps are done; the paint of their last frame counts if it is still to come (the controller
        takes the next action, and writes it, before the event loop paints)."""
        if moving[0]:
            closing[0] = True
        else:
            set_phase("")

    controller.hand_started.connect(lambda: set_phase("deal"))

    def acted(_seat: int, _action: object) -> None:
        state = controller.state
        if state is not None and state.phase == "play" and not state.trick_cards and state.tricks:
            set_phase("gathering")  # that card finished a trick: it is shown, then gathered
        elif (phase[0] == "deal" and not view.busy()) or phase[0] == "gathering":
            end_phase()

    controller.action_done.connect(acted)
    view.idle.connect(lambda: end_phase() if phase[0] == "deal" else None)

    # The person: hints on, then each decision by mouse once its hint has come.
    # Asked to shown, as the person waits: from when a decision is before him (his turn, the table idle) to its own
    # hint; 0 when the hint came first (the table asks once his turn shows, a finished trick still held in view).
    # (A hint that came before the person looked used to leave his look's time behind, for the next hint to be
    # counted from: the "longest" was then the time between two decisions.)
    hints: list[float] = []
    asked: dict[str, Any] = {}
    acting = [False]

    def decision_key() -> object:
        state = controller.state
        return None if state is None else (id(state), len(state.history))

    def hinted(_hint: object) -> None:
        if asked.get("key") == decision_key() and "at" in asked:
            hints.append(now() - asked.pop("at"))

    controller.hinted.connect(hinted)

    def person() -> None:
        state = controller.state
        if args.watch or acting[0] or state is None or state.is_over or state.to_move != 0 or view.busy():
            return
        key = decision_key()
        if asked.get("key") != key:
            asked.clear()
            asked["key"], asked["since"] = key, time.monotonic()
            if controller.current_hint() is not None:
                hints.append(0.0)
            else:
                asked["at"] = now()
            return  # the hint is here or on its way (hints are on: the table asked for it)
        if controller.current_hint() is None and time.monotonic() - asked["since"] < 3.0:
            return
        acting[0] = True
        try:
            legal = state.legal_actions()
            if state.phase == "play":
                cards = [a.card for a in legal if isinstance(a, Play)]
                card = cards[len(hints) % len(cards)]
                item = view.item_for(card)
                rect = item.sceneBoundingRect()
                start = view.mapFromScene(QPointF(rect.left() + min(14.0, rect.width() / 4), rect.center().y()))
                end = view.mapFromScene(view.zone.rect.center())
                vp = view.viewport()
                QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
                for i in range(1, 13):
                    QTest.mouseMove(vp, start + (end - start) * (i / 12), 16)  # a frame apart, as a hand moves
                QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 16)
            elif state.phase == "bidding":
                bids = [a for a in legal if isinstance(a, Bid)]
                choice = bids[0] if len(hints) % 3 else bids[min(1, len(bids) - 1)]
                button = view.bar.button(choice.label)
                if button is not None and button.isEnabled():
                    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint())
                else:
                    controller.submit(choice)
            else:
                controller.submit(legal[0])
        finally:
            acting[0] = False

    hand_timer = QTimer()
    hand_timer.setInterval(40)
    hand_timer.timeout.connect(person)

    done = QEventLoop()
    hands = [0]

    def on_result() -> None:
        hands[0] += 1
        if hands[0] >= args.hands:
            controller.stop()
            done.quit()
        elif not args.watch:
            QTimer.singleShot(800, controller.next_hand)  # the person reads the result, then deals on

    view.result_shown.connect(on_result)
    menus: Any = getattr(window, "menus", window)  # a --baseline checkout from before the window's parts
    if not args.watch and not menus.hints_action.isChecked():
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # View > Hints
    window.watch = args.watch and args.hands > 1
    Path(os.environ["NAPDESK_BENCH_READY"]).write_text("ready")  # the probe starts measuring with us
    t0 = time.perf_counter()
    last[0] = now()
    heart.start()
    hand_timer.start()
    if sampler is not None:
        sampler.start()
    window.new_game()
    QTimer.singleShot(900_000, done.quit)
    done.exec()
    heart.stop()
    hand_timer.stop()
    elapsed = time.perf_counter() - t0
    start_ms = stamps[0] if stamps else 0.0  # the first beat waits for new_game itself: left out
    during = [g for g, t in zip(gaps, stamps, strict=True) if t > start_ms]
    first = max(0.0, gaps[0] - BEAT_MS) if gaps else 0.0  # new_game's own slice, till the loop's first beat
    out: dict[str, Any] = {"hands": hands[0], "seconds": elapsed, "stalls": _stalls(during), "first": first,
                           "hints": hints,
                           "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None}
    for name, seen in intervals.items():
        out[name] = {"intervals": len(seen), "missed": sum(1 for i in seen if i > MISSED_MS)}
    worst = sorted(range(len(gaps)), key=lambda i: gaps[i], reverse=True)[:5]
    if args.trace:
        out["worst"] = [(round(stamps[i] / 1000, 2), round(gaps[i] - BEAT_MS, 1)) for i in sorted(worst)]
        out["misses"] = [(name, round(t / 1000, 2), round(length, 1)) for name, t, length, _ in misses]
    if sampler is not None:
        sampler.stop()
        out["missed_where"] = [(name, round(length, 1), sampler.during(end - length / 1000, end, top=10))
                               for name, _, length, end in misses]
        out["where"] = [(round(gaps[i] - BEAT_MS, 1), sampler.during(wall[i] - gaps[i] / 1000, wall[i]))
                        for i in worst]
    print(json.dumps(out), flush=True)
    window.close()
    store.close()
    return 0


# ------------------------------------------------------------------------------------------------ the runs


def one_run(tree: Path, args: argparse.Namespace) -> dict[str, Any]:
    """The table in a fresh process running the napdesk in ``tree``, and the probe beside it."""
    with tempfile.TemporaryDirectory(prefix="napdesk-bench-ui-") as home:
        ready, stop = Path(home) / "ready", Path(home) / "stop"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(Path(home) / "data"), HOME=home,
                   XDG_CONFIG_HOME=str(Path(home) / "config"), NAPDESK_BENCH_TREE=str(tree), PYTHONPATH=str(tree),
                   NAPDESK_BENCH_READY=str(ready))
        # The probe first, up and idle before the table starts: started as the table began measuring, the probe's
        # own start (Python and Qt loaded, 0.3 s of a core) came beside the table's first slices.
        prober = subprocess.Popen([sys.executable, str(HERE), "--probe", home], env=env, cwd=home,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        while not (Path(home) / "probe-ready").exists() and prober.poll() is None:
            time.sleep(0.01)
        cmd = [sys.executable, str(HERE), "--child", "--level", args.level, "--speed", args.speed, "--hands",
               str(args.hands), "--seed", str(args.seed), *(["--watch"] if args.watch else []),
               *(["--trace"] if args.trace else []), *(["--profile"] if args.profile else [])]
        child = subprocess.Popen(cmd, env=env, cwd=home, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out, err = child.communicate(timeout=1200)
        stop.write_text("stop")
        probe_out, _ = prober.communicate(timeout=60)
    if child.returncode != 0:
        raise SystemExit(f"bench/ui.py: the table's run failed:\n{err}")
    result: dict[str, Any] = json.loads([x for x in out.splitlines() if x.startswith("{")][-1])
    result["probe"] = json.loads(probe_out.strip().splitlines()[-1])
    return result


def _verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def report(label: str, runs: list[dict[str, Any]]) -> list[str]:
    worst = max(r["stalls"]["max"] for r in runs)
    p99 = statistics.median(r["stalls"]["p99"] for r in runs)
    probe_worst = max(r["probe"]["max"] for r in runs)
    probe_p99 = statistics.median(r["probe"]["p99"] for r in runs)
    ratio = worst / probe_worst if probe_worst else float("inf")
    lines = [label,
             f"  longest stall {worst:6.1f} ms  (probe {probe_worst:6.1f} ms, {ratio:.1f}x)   target <= "
             f"{STALL_TARGET_MS:.0f} ms: {_verdict(worst <= STALL_TARGET_MS)}, <= {PROBE_RATIO_TARGET}x the probe: "
             f"{_verdict(ratio <= PROBE_RATIO_TARGET)}",
             f"  p99 stall     {p99:6.1f} ms  (probe {probe_p99:6.1f} ms)"]
    # The longest of all runs against the probe's longest of all runs pairs moments minutes apart (one run's
    # hiccup of the machine decides the probe's figure): each run's against its own probe's, at the same time.
    pairs = [(r["stalls"]["max"], r["probe"]["max"]) for r in runs]
    ratios = [a / b if b else float("inf") for a, b in pairs]
    lines.append(f"  each run's longest stall against its probe's: median {statistics.median(ratios):.1f}x "
                 f"(runs, ms: {', '.join(f'{a:.1f}/{b:.1f}' for a, b in pairs)})")
    if all("first" in r for r in runs):  # a --baseline checkout from before this figure has none
        lines.append(f"  new game's first slice {max(r['first'] for r in runs):6.1f} ms  (the longest of the runs; "
                     "left out of the stalls above: what the click that starts a game holds the loop for)")
    for name in ("deal", "gathering"):
        seen = sum(r[name]["intervals"] for r in runs)
        missed = sum(r[name]["missed"] for r in runs)
        share = 100 * missed / seen if seen else 0.0
        shares = [100 * r[name]["missed"] / r[name]["intervals"] for r in runs if r[name]["intervals"]]
        middle = statistics.median(shares) if shares else 0.0
        lines.append(f"  frames missed during the {name:<9} {share:5.1f}% of {seen} intervals, median of the runs "
                     f"{middle:4.1f}%   target <= {MISSED_TARGET:.0f}%: {_verdict(middle <= MISSED_TARGET)}")
    hints = [h for r in runs for h in r["hints"]]
    if hints:
        lines.append(f"  hints {len(hints)}: asked to shown median {statistics.median(hints):.0f} ms, "
                     f"longest {max(hints):.0f} ms")
    loads = [r["load"] for r in runs if r["load"] is not None]
    lines.append(f"  {sum(r['hands'] for r in runs)} hands in {sum(r['seconds'] for r in runs):.0f} s; load "
                 f"average {statistics.median(loads) if loads else float('nan'):.1f} on {os.cpu_count()} cores")
    for r in runs:
        if "worst" in r:
            lines.append(f"  five longest stalls (s, ms): {r['worst']}")
        if "misses" in r:
            lines.append(f"  missed frames (phase, s, ms): {r['misses']}")
        for name, length, frames in r.get("missed_where", []):
            lines.append(f"  a missed frame of {length:.0f} ms ({name}), on the UI thread's stack: "
                         + ("; ".join(f"{f} ({n})" for f, n in frames) or "no Python frame sampled"))
        for stall, frames in r.get("where", []):
            lines.append(f"  a stall of {stall:.0f} ms, on the UI thread's stack: "
                         + ("; ".join(f"{name} ({n})" for name, n in frames) or "no Python frame sampled"))
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--speed", default="normal", choices=["off", "fast", "normal", "slow"])
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--watch", action="store_true", help="four computers, no person")
    parser.add_argument("--trace", action="store_true", help="say when the five longest stalls came")
    parser.add_argument("--profile", action="store_true",
                        help="sample the UI thread's stack every 2 ms; say where it was during the longest stalls")
    parser.add_argument("--baseline", type=Path, metavar="DIR", help="another napdesk checkout to run beside")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--probe", type=Path, metavar="HOME", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.probe is not None:
        return probe(args.probe)
    if args.child:
        return table(args)
    trees = [("this checkout", ROOT)]
    if args.baseline is not None:
        trees.append((f"baseline {args.baseline}", args.baseline.resolve()))
    results: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in trees}
    for _ in range(args.runs):  # taking turns, so that a change in the machine's load falls on both alike
        for label, tree in trees:
            results[label].append(one_run(tree, args))
    who = "four computers" if args.watch else "a person (drags, bids by mouse, hints on) and three computers"
    print(f"level {args.level}, speed {args.speed}, {args.hands} hand(s) a run, {args.runs} run(s): {who}")
    for label, _ in trees:  # old and new one after the other, line for line
        print("\n".join(report(label, results[label])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
