"""Scoreboard benchmark: how long the scoreboard window takes to open on a session of 10,000 and 100,000 hands.

    .venv/bin/python bench/scoreboard.py [--hands 10000,100000] [--runs 3] [--opens 5]

For each size it builds a session in a temporary data directory (40 real hands, then their scoreboard rows
repeated straight into the tables with the running totals carried on: seconds, not minutes), then starts
``--runs`` fresh processes that each do what the program does: a QApplication (offscreen), the chart's stack
imported ahead after start-up (:func:`napdesk.ui.dialogs.scoreboard.warm_up_chart`, its longest UI-thread slice
printed), then the scoreboard opened (built, shown, painted) once ("first open") and ``--opens`` more times
("later opens"), and its chart tab shown once. It prints the medians beside the targets: first open <= 300 ms,
later opens <= 100 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FIRST_TARGET_MS = 300
LATER_TARGET_MS = 100
PLAYERS = ("Ann", "Ben", "Cat", "Dan")
REAL_HANDS = 40
ROOT = Path(__file__).resolve().parents[1]


def build(folder: Path, hands: int) -> int:
    """A session of ``hands`` hands in ``folder``: REAL_HANDS played, then their rows repeated."""
    from napdesk.engine.actions import Claim
    from napdesk.engine.rules import Rules
    from napdesk.engine.session import Session
    from napdesk.store import Seat, Store

    rules = Rules(preset="standard")
    rng = random.Random(1)
    with Store.open(folder, backup=False).store as store:
        session = Session(rules, PLAYERS, 2026)
        sid = store.create_session("bench", rules, [Seat(p) for p in PLAYERS], seed=2026,
                                   snapshot=session.snapshot())
        with store.batch():
            for _ in range(min(REAL_HANDS, hands)):
                hand = session.start_hand()
                while not hand.is_over:
                    moves = [a for a in hand.legal_actions() if not isinstance(a, Claim)] or hand.legal_actions()
                    session.apply(rng.choice(moves))
                store.finish_hand(sid, session.history[-1], session.snapshot())
        db = store.connection
        real = db.execute("SELECT number, dealer, bidder, bid, made, pool_before, pool_after, antes, settlement, "
                          "record FROM hands WHERE session_id = ? ORDER BY number", (sid,)).fetchall()
        changes = {(number, seat): change for seat, number, change in db.execute(
            "SELECT seat, number, change FROM hand_seats WHERE session_id = ?", (sid,))}
        totals = [t for (t,) in db.execute("SELECT total FROM hand_seats WHERE session_id = ? AND number = ? "
                                           "ORDER BY seat", (sid, len(real)))]
        hand_rows, seat_rows = [], []
        for number in range(len(real) + 1, hands + 1):
            src = real[(number - 1) % len(real)]
            hand_rows.append((sid, number, *src[1:]))
            for s in range(len(PLAYERS)):
                totals[s] += changes[(src[0], s)]
                seat_rows.append((sid, s, number, changes[(src[0], s)], totals[s], 1))
        with store.batch():
            db.executemany("INSERT INTO hands (session_id, number, dealer, bidder, bid, made, pool_before, "
                           "pool_after, antes, settlement, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           hand_rows)
            db.executemany("INSERT INTO hand_seats (session_id, seat, number, change, total, in_hand) "
                           "VALUES (?, ?, ?, ?, ?, ?)", seat_rows)
            db.execute("UPDATE sessions SET hands = ? WHERE id = ?", (hands, sid))
    return sid


def measure(folder: Path, sid: int, opens: int) -> dict[str, object]:
    """In this (fresh) process: start-up's warm-up, then the opens. Times in milliseconds."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from napdesk.store import Store

    # The scoreboard module is imported as the menu does it, at the click, within the first open; only the
    # warm-up (absent before the chart stack was imported ahead) may import it earlier, as the program does.
    scoreboard_path = ROOT / "napdesk" / "ui" / "dialogs" / "scoreboard.py"
    warm_up_chart = None
    if "def warm_up_chart" in scoreboard_path.read_text(encoding="utf-8"):
        from napdesk.ui.dialogs import scoreboard

        warm_up_chart = scoreboard.warm_up_chart

    app = QApplication([])
    store = Store.open(folder, backup=False).store
    main = QWidget()  # stands for the main window the warm-up runs beside
    main.show()
    slices: list[float] = []
    t0 = time.perf_counter()
    if warm_up_chart is not None:
        real_import_all = scoreboard._import_all

        def timed(names: tuple[str, ...]) -> None:
            t0 = time.perf_counter()
            real_import_all(names)
            slices.append((time.perf_counter() - t0) * 1000)

        scoreboard._import_all = timed
        warm_up_chart(main)
        while "napdesk.ui.dialogs.scoreboard_chart" not in sys.modules:
            app.processEvents()
            time.sleep(0.001)
    warm = (time.perf_counter() - t0) * 1000

    def open_once() -> tuple[float, QWidget]:
        t0 = time.perf_counter()
        from napdesk.ui.dialogs.scoreboard import ScoreboardWindow

        window = ScoreboardWindow(store, sid)
        window.show()
        QTest.qWaitForWindowExposed(window)
        app.processEvents()
        return (time.perf_counter() - t0) * 1000, window

    def close(window: QWidget) -> None:
        window.close()
        window.deleteLater()
        app.processEvents()

    first, window = open_once()
    t0 = time.perf_counter()
    window.tabs.setCurrentWidget(window.chart_tab)  # type: ignore[attr-defined]
    app.processEvents()
    chart = (time.perf_counter() - t0) * 1000
    close(window)
    later = []
    for _ in range(opens):
        took, window = open_once()
        later.append(took)
        close(window)
    store.close()
    main.close()
    return {"first": first, "later": later, "chart": chart, "warm": warm,
            "slice": max(slices[1:], default=0.0), "thread": slices[0] if slices else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--hands", default="10000,100000", help="session sizes, comma-separated")
    parser.add_argument("--runs", type=int, default=3, help="fresh processes per size (first opens)")
    parser.add_argument("--opens", type=int, default=5, help="later opens per process")
    parser.add_argument("--measure", nargs=2, metavar=("DIR", "SID"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure:
        print(json.dumps(measure(Path(args.measure[0]), int(args.measure[1]), args.opens)))
        return 0
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for hands in (int(h) for h in args.hands.split(",")):
        folder = Path(tempfile.mkdtemp(prefix="napdesk-bench-")) / "data"
        try:
            t0 = time.perf_counter()
            sid = build(folder, hands)
            print(f"{hands:,} hands: built in {time.perf_counter() - t0:.1f} s")
            results = []
            for _ in range(args.runs):
                done = subprocess.run([sys.executable, __file__, "--measure", str(folder), str(sid),
                                       "--opens", str(args.opens)], capture_output=True, text=True, env=env,
                                      check=True)
                results.append(json.loads(done.stdout.strip().splitlines()[-1]))
        finally:
            shutil.rmtree(folder.parent, ignore_errors=True)
        first = statistics.median(r["first"] for r in results)
        later = statistics.median(t for r in results for t in r["later"])
        chart = statistics.median(r["chart"] for r in results)
        print(f"  first open  {first:6.1f} ms  (target <= {FIRST_TARGET_MS} ms)  median of {len(results)} processes")
        print(f"  later opens {later:6.1f} ms  (target <= {LATER_TARGET_MS} ms)  median of "
              f"{len(results) * args.opens}")
        print(f"  chart tab first shown {chart:.1f} ms; start-up warm-up: numpy in a thread "
              f"{statistics.median(r['thread'] for r in results):.0f} ms, longest UI-thread slice "
              f"{statistics.median(r['slice'] for r in results):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
