"""Start-up benchmark: what opening the game window costs, and what the first chart costs after it.

    .venv/bin/python bench/startup.py [--runs 5] [--settle 2.0] [--baseline DIR]

Each run is a fresh process (offscreen, a data directory of its own) that starts the program as ``napdesk`` does
(:func:`napdesk.ui.app.run_gui`), with a 5 ms heartbeat timer on the UI thread from before the window is made. Once
the window is shown it lets the loop run ``--settle`` seconds (whatever start-up queued runs then), and reports:
the CPU seconds of the process, its peak RSS, whether numpy and pyqtgraph are loaded, and the longest gap between
two heartbeats in the settle time (a UI-thread stall). Then it imports the chart module, as the chart tab's first
showing does, and reports the CPU that costs (nothing when start-up had imported it already).

It also times ``python -m napdesk --version`` (modules imported, CPU seconds). ``--baseline DIR`` (another napdesk
checkout, e.g. ``git worktree add ../base main``) runs the same beside this one, taking turns, and prints both.
Targets: no numpy/pyqtgraph at start-up; longest stall after the window is shown <= 50 ms (on a quiet machine).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STALL_TARGET_MS = 50.0

CHILD = r"""
import json, os, resource, sys, time
sys.path.insert(0, os.environ["NAPDESK_BENCH_TREE"])
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["napdesk"])
from napdesk.ui.app import MainWindow, run_gui

settle = float(os.environ["NAPDESK_BENCH_SETTLE"])
clock = QElapsedTimer()
clock.start()
beats = []
heart = QTimer()
heart.setInterval(5)
heart.timeout.connect(lambda: beats.append(clock.elapsed()))
heart.start()
out = {}

def look():
    shown = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    if not shown:
        QTimer.singleShot(5, look)
        return
    out["shown_ms"] = clock.elapsed()
    QTimer.singleShot(int(settle * 1000), done)

def done():
    start = out["shown_ms"]
    after = [b for b in beats if b >= start]
    gaps = [b - a for a, b in zip(after, after[1:])]
    out["stall_ms"] = max(gaps) if gaps else 0
    out["cpu_s"] = time.process_time()
    out["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out["heavy"] = sorted(m for m in ("numpy", "pyqtgraph") if m in sys.modules)
    t = time.process_time()
    import napdesk.ui.dialogs.scoreboard_chart  # noqa: F401  what the chart tab's first showing imports
    out["chart_import_cpu_ms"] = (time.process_time() - t) * 1000
    print(json.dumps(out), flush=True)
    app.closeAllWindows()

QTimer.singleShot(0, look)
run_gui(["napdesk"])
"""


def run_child(tree: Path, settle: float) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="napdesk-startup-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_DATA_DIR=str(Path(home) / "data"), HOME=home,
                   XDG_CONFIG_HOME=str(Path(home) / "config"), NAPDESK_BENCH_TREE=str(tree),
                   NAPDESK_BENCH_SETTLE=str(settle), PYTHONPATH=str(tree))
        done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=300,
                              check=True, cwd=home)
    line = [x for x in done.stdout.splitlines() if x.startswith("{")][-1]
    result: dict[str, object] = json.loads(line)
    return result


def version_cost(tree: Path) -> tuple[int, float]:
    """Modules ``python -m napdesk --version`` imports, and its CPU seconds (children's rusage)."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "napdesk", "--version"], env=env,
                          capture_output=True, text=True, timeout=120, check=True, cwd=tree)
    modules = sum(1 for line in done.stderr.splitlines() if line.startswith("import time:")) - 1  # the header
    before = os.times()
    subprocess.run([sys.executable, "-m", "napdesk", "--version"], env=env, capture_output=True, timeout=120,
                   check=True, cwd=tree)
    after = os.times()
    return modules, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def _median(rows: list[dict[str, object]], key: str) -> float:
    return statistics.median(float(r[key]) for r in rows)  # type: ignore[arg-type]


def report(label: str, rows: list[dict[str, object]], versions: list[tuple[int, float]]) -> None:
    heavy = sorted({m for r in rows for m in r["heavy"]})  # type: ignore[attr-defined]
    stall = _median(rows, "stall_ms")
    print(f"{label}")
    print(f"  numpy/pyqtgraph loaded at start-up: {', '.join(heavy) or 'none'}   (target: none)")
    print(f"  longest UI stall after the window is shown: median {stall:.0f} ms, max "
          f"{max(float(r['stall_ms']) for r in rows):.0f} ms   (target <= {STALL_TARGET_MS:.0f} ms, quiet machine)")  # type: ignore[arg-type]
    print(f"  process CPU until then: median {_median(rows, 'cpu_s'):.2f} s; peak RSS median "
          f"{_median(rows, 'rss_mb'):.0f} MB")
    print(f"  chart tab's first showing then imports: median {_median(rows, 'chart_import_cpu_ms'):.0f} ms CPU")
    print(f"  napdesk --version: {statistics.median(v[0] for v in versions):.0f} modules, "
          f"{statistics.median(v[1] for v in versions):.3f} s CPU")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--settle", type=float, default=2.0, help="seconds the loop runs after the window shows")
    parser.add_argument("--baseline", type=Path, metavar="DIR", help="another napdesk checkout to measure beside")
    args = parser.parse_args(argv)
    trees = [("this checkout", ROOT)]
    if args.baseline is not None:
        trees.append((f"baseline {args.baseline}", args.baseline.resolve()))
    rows: dict[str, list[dict[str, object]]] = {label: [] for label, _ in trees}
    versions: dict[str, list[tuple[int, float]]] = {label: [] for label, _ in trees}
    for _ in range(args.runs):  # taking turns, so that a change in the machine's load falls on both alike
        for label, tree in trees:
            rows[label].append(run_child(tree, args.settle))
            versions[label].append(version_cost(tree))
    for label, _ in trees:
        report(label, rows[label], versions[label])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
