"""Benchmark of ``napdesk simulate --jobs``: the same expert tournament on one process and on two.

    .venv/bin/python bench/tournament.py --hands 16

Plays a duplicate match, an expert against three intermediates (standard rules), through the function
``napdesk simulate`` uses (:func:`napdesk.commands.tournament.play_match`), once with ``--jobs 1`` and once with
``--jobs 2``, each in a new Python process as the command runs, checks that both give exactly the same JSON (times
aside) and records, and prints the wall-time ratio beside the target (>= 1.8x on 2 cores). ``--start spawn`` or
``--start fork`` starts the workers so instead of as napdesk chooses (:func:`napdesk.commands.tournament.start_method`),
to compare the two. The expert here samples a fixed number of deals per decision instead of
thinking to a clock, so that its choices, and so the check, do not depend on how loaded the machine is; its work
per decision is about that of the clocked expert (roughly 0.1 s of the solver).

On a shared machine the wall ratio says as much about the neighbours as about napdesk, so it also prints a figure
that does not depend on the load: the CPU ratio, the CPU seconds of every run of hands added up (what one process
would spend) over the CPU seconds of the busiest worker plus its start-up (a spawned worker's imports, a forked
one's almost nothing; what the match waits for when each process has a core to itself), and the balance, that
ratio over the number of processes (1.0: the work split evenly and nothing spent on start-up). Beside it, the same
figure for the same hands' costs dealt out in blocks of eight deals to whichever worker is free first (the cut
napdesk used before a hand became the unit of work).
"""

from __future__ import annotations

import argparse
import hashlib
import heapq
import io
import json
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from napdesk.ai.expert import ExpertPlayer
from napdesk.commands import tournament
from napdesk.commands.match import entries_from
from napdesk.commands.tournament import UnitDone, play_match
from napdesk.engine.rules import Rules

ROOT = Path(__file__).resolve().parents[1]
TARGET = 1.8
JOBS = 2
OLD_BLOCK = 8
ROTATIONS = 4
SPEC = "bench.tournament:FixedExpert"  # this module, from the project's folder (on the workers' path too)


class FixedExpert(ExpertPlayer):
    """The expert on a fixed number of sampled deals per decision: the same choices on any machine."""

    name = "expert-fixed"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, samples=24)


def _timeless(data: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in data.items() if k not in {"seconds", "hands_per_s"}}
    out["seats"] = [{k: v for k, v in s.items() if k != "decision_ms"} for s in data["seats"]]
    return out


def side(hands: int, jobs: int, seed: int = 0, spec: str = SPEC, start: str = "auto") -> dict[str, Any]:
    """One side of the comparison, in this process: the seconds, the JSON (times aside), a digest of the records
    and the runs of hands."""
    if start != "auto":
        setattr(tournament, "start_method", lambda: start)  # noqa: B010 (a bench's override of napdesk's choice)
    entries = entries_from([spec, "intermediate", "intermediate", "intermediate"], ["expert", "i1", "i2", "i3"])
    records = io.StringIO()
    done: list[UnitDone] = []
    how = tournament.start_method() if jobs > 1 else "none"  # asked as play_match asks it, before its pool
    t0 = time.perf_counter()
    data = play_match(Rules(), entries, hands, seed, duplicate=True, records=records, jobs=jobs,
                      observe=done.append)
    seconds = time.perf_counter() - t0
    return {"seconds": seconds, "json": _timeless(data),
            "records": hashlib.sha256(records.getvalue().encode()).hexdigest(),
            "start": how,
            "units": [[u.hands.start, u.hands.stop, u.cpu_s, u.worker, u.startup_s] for u in done]}


def _side_in_new_process(hands: int, jobs: int, seed: int, spec: str, start: str) -> dict[str, Any]:
    # Each side starts from a new Python, as the command does: the solver keeps tables between searches, and
    # workers forked from a process that has just played the match with --jobs 1 would start with them warm.
    out = subprocess.run([sys.executable, __file__, "--side", str(jobs), "--hands", str(hands), "--seed", str(seed),
                          "--spec", spec, "--start", start], check=True, capture_output=True, text=True, cwd=ROOT)
    raw: dict[str, Any] = json.loads(out.stdout)
    raw["units"] = [UnitDone(range(a, b), cpu, worker, startup) for a, b, cpu, worker, startup in raw["units"]]
    return raw


def scaling(hands: int, seed: int = 0, spec: str = SPEC, start: str = "auto") -> dict[str, Any]:
    """The seconds with one process and with two, each in a new Python, whether both gave the same JSON and
    records, and the runs of hands of each."""
    runs = {jobs: _side_in_new_process(hands, jobs, seed, spec, start) for jobs in (1, JOBS)}
    one, many = runs[1], runs[JOBS]
    return {"one": one["seconds"], "many": many["seconds"], "start": many["start"],
            "same": (one["json"], one["records"]) == (many["json"], many["records"]),
            "units1": one["units"], "units": many["units"]}


def cpu_ratio(units: Sequence[UnitDone]) -> tuple[float, float, int]:
    """(CPU ratio, the busiest worker's start-up seconds, workers) of a run with a pool."""
    busy: dict[int, float] = defaultdict(float)
    startup: dict[int, float] = {}
    for u in units:
        busy[u.worker] += u.cpu_s
        startup[u.worker] = u.startup_s
    worst = max(busy, key=lambda w: busy[w] + startup[w])
    return sum(busy.values()) / (busy[worst] + startup[worst]), startup[worst], len(busy)


def blocks_ratio(costs: Sequence[float], startup_s: float, block: int, jobs: int = JOBS) -> float:
    """The CPU ratio of the same per-hand costs cut into blocks, each block going to the first worker free."""
    free = [startup_s] * jobs
    for a in range(0, len(costs), block):
        heapq.heapreplace(free, free[0] + sum(costs[a:a + block]))
    return sum(costs) / max(free)


def report(hands: int, emit: Any = print, start: str = "auto") -> None:
    r = scaling(hands, start=start)
    one, many = r["one"], r["many"]
    emit(f"   expert (24 samples a decision) vs three intermediates, duplicate, {hands} deals x 4 rotations, "
         f"{len(r['units'])} runs of hands on {JOBS} processes ({r['start']}ed)")
    emit(f"   --jobs 1 {one:6.1f} s   --jobs {JOBS} {many:6.1f} s   wall ratio {one / many:4.2f}x "
         f"(target >= {TARGET}x: {'ok' if one / many >= TARGET else 'MISSED'})   same JSON and records: "
         f"{'yes' if r['same'] else 'NO'}")
    ratio, startup_s, workers = cpu_ratio(r["units"])
    total1 = sum(u.cpu_s for u in r["units1"])
    total = sum(u.cpu_s for u in r["units"])
    emit(f"   CPU ratio {ratio:4.2f}x (target >= {TARGET}x: {'ok' if ratio >= TARGET else 'MISSED'}), "
         f"balance {ratio / JOBS:4.2f} on {workers} workers; worker start-up {startup_s:.2f} CPU s; "
         f"hands' CPU {total1:.1f} s in one process, {total:.1f} s in the pool")
    if all(len(u.hands) == 1 for u in r["units"]):
        costs = [u.cpu_s for u in r["units"]]
        old = blocks_ratio(costs, startup_s, OLD_BLOCK * ROTATIONS)
        emit(f"   the same hands' costs in blocks of {OLD_BLOCK} deals: CPU ratio {old:4.2f}x, "
             f"balance {old / JOBS:4.2f}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=16, help="deals (default 16)")
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--spec", default=SPEC, help=argparse.SUPPRESS)
    parser.add_argument("--start", choices=("auto", "spawn", "fork"), default="auto",
                        help="how the workers start (default: as napdesk chooses)")
    parser.add_argument("--side", type=int, help=argparse.SUPPRESS)  # one side, in this process, as JSON
    args = parser.parse_args(argv)
    if args.side is not None:
        print(json.dumps(side(args.hands, args.side, args.seed, args.spec, args.start)))
        return 0
    report(args.hands, start=args.start)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
