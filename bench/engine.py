"""Engine benchmark: random full hands per second through the engine's API and through ``napdesk simulate``, and
the time to check a claim at the first lead.

    python bench/engine.py [--hands N] [--runs R] [--deals N] [--processes P] [--baseline DIR]

- engine API: random legal 4-player hands (the exported ``deal_hand`` with a ``random.Random``, as a session
  deals; bidding, play, settlement) with ``legal_actions()`` and ``apply()``, one process: hands per second of
  wall time and per CPU-second. Target 30,000 a second.
- simulate random x4: the match ``napdesk simulate --seats random,random,random,random --jobs 1`` plays (each
  seat given what it reads, for the random level its legal actions; the players built and seeded per hand, the
  figures tallied), in one process, timed as the command times itself (its ``hands_per_s``). Target 20,000 per
  CPU-second (judged on the CPU time, which a loaded machine does not stretch as it does the wall time; with
  ``--baseline`` the old figure is judged beside the new).
- simulate random x4 at the default ``--jobs`` (the number of cores): the same match as the command plays it by
  default, five times as many hands a run (the workers' start is part of its time, as it is of the command's).
- with ``--processes P`` > 1, the engine API figure of P processes at once.
- the claim check at the bidder's first lead, 4 and 5 players.

Prints medians over ``--runs`` repeats; the machines are noisy, so compare ratios measured in one run, not single
figures. ``--baseline DIR`` (another checkout of napdesk, e.g. ``git worktree add ../base main``) measures the
same figures with that code too, in child processes taking turns with this code's, and prints the ratios.
"""

from __future__ import annotations

import argparse
import functools
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve()
# A child measuring a --baseline imports that checkout's napdesk instead of this one's.
sys.path.insert(0, os.environ.get("NAPDESK_BENCH_TREE") or str(HERE.parent.parent))

from napdesk.engine import Claim, HandState, Rules, deal_hand  # noqa: E402
from napdesk.engine.hand import BIDDING, PLAY  # noqa: E402

_deal = deal_hand  # the exported deal, with a random.Random: a session's deal, as the program deals it

ENGINE_TARGET = 30_000
SIMULATE_TARGET = 20_000


@functools.cache
def _rules(preset: str) -> Rules:
    """One rule set per preset, shared by the warm-up and the timed run, as one match shares its rules: the
    engine keeps what it works out per rule set, and finding an equal but other rule set costs a comparison."""
    return Rules(preset=preset)


def random_hands(count: int, seed: int, preset: str = "standard") -> float:
    """Play ``count`` random legal 4-player hands (deal, bidding, play, settlement); return seconds taken.

    Claims are left out of the random choice: each is a full solve, measured on its own below.
    """
    rules = _rules(preset)
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(count):
        dealer = i % rules.players
        state = HandState(rules, dealer, _deal(rules, dealer, rng))
        while state.outcome is None:
            actions = state.legal_actions()
            action = actions[int(rng.random() * len(actions))]
            if type(action) is Claim:
                action = actions[0]
            state.apply(action)
    return time.perf_counter() - start


def simulate_random(count: int, seed: int) -> float:
    """Play the match of ``napdesk simulate --seats random,random,random,random --jobs 1``; return its seconds."""
    from napdesk.commands.match import entries_from
    from napdesk.commands.tournament import play_match

    result = play_match(_rules("standard"), entries_from(["random"] * 4), count, seed, jobs=1)
    return float(result["seconds"])


def simulate_all_cores(count: int, seed: int) -> float:
    """:func:`simulate_random` on as many processes as ``napdesk simulate`` takes by default, five times the
    hands (so that starting the workers weighs as it does in a real tournament, not most of the run)."""
    from napdesk.commands.match import entries_from
    from napdesk.commands.tournament import play_match

    result = play_match(_rules("standard"), entries_from(["random"] * 4), 5 * count, seed, jobs=JOBS)
    return float(result["seconds"]) / 5


JOBS = os.cpu_count() or 1
FIGURES: dict[str, Callable[[int, int], float]] = {"engine": random_hands, "simulate": simulate_random,
                                                   "simulate_jobs": simulate_all_cores}


def timed(kind: str, count: int, seed: int) -> tuple[float, float]:
    """(hands per second of wall time, per CPU-second) of one run, after a short warm-up."""
    FIGURES[kind](max(count // 20, 50), seed + 1000)
    cpu = time.process_time()
    wall = FIGURES[kind](count, seed)
    cpu = time.process_time() - cpu
    if kind == "simulate_jobs":  # the workers' CPU time is not this process's: no per CPU-second figure
        return count / wall, 0.0
    return count / wall, count / max(cpu, 1e-9)


def timed_in(tree: Path, kind: str, count: int, seed: int) -> tuple[float, float]:
    """:func:`timed` in a child process running the napdesk in ``tree``."""
    env = {**os.environ, "NAPDESK_BENCH_TREE": str(tree), "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, str(HERE), "--child", kind, "--hands", str(count), "--seed", str(seed)],
                         env=env, cwd=tree, check=True, capture_output=True, text=True).stdout
    wall, cpu = json.loads(out.splitlines()[-1])
    return wall, cpu


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def claim_times(deals: int, seed: int, players: int = 4) -> list[float]:
    """Seconds to check the bidder's claim at his first lead, over ``deals`` seeded deals with random bidding."""
    rules = Rules(preset="standard").replace(players=players)
    times = []
    for n in range(deals):
        rng = random.Random(f"claim:{seed}:{n}")
        dealer = n % players
        state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
        while state.phase == BIDDING:
            state.apply(rng.choice(state.legal_actions()))
        if state.phase != PLAY:
            continue
        t = time.perf_counter()
        state.claim_holds()
        times.append(time.perf_counter() - t)
    return times


def _worker(args: tuple[int, int]) -> float:
    return random_hands(*args)


def _line(label: str, rates: list[tuple[float, float]], target: int | None, runs: int, count: int,
          per_cpu_target: bool = False) -> str:
    """One figure's medians; ``target`` is judged on the hands per second of wall time, or with
    ``per_cpu_target`` per CPU-second (a loaded machine stretches the wall time, not the CPU time)."""
    wall = statistics.median(r[0] for r in rates)
    cpu = statistics.median(r[1] for r in rates)
    per_cpu = f"{cpu:9,.0f}" if cpu else f"{'n/a':>9}"
    judged = cpu if per_cpu_target else wall
    verdict = "" if target is None else (f"   target {target:,}{' per CPU-second' if per_cpu_target else ''}: "
                                         f"{'met' if judged >= target else 'NOT met'}")
    return (f"{label:<34} median {wall:9,.0f}/s   per CPU-second {per_cpu}   "
            f"(min {min(r[0] for r in rates):,.0f}, max {max(r[0] for r in rates):,.0f}; "
            f"{runs} runs of {count:,} hands){verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20_000, help="hands per timing run (default 20000)")
    parser.add_argument("--runs", type=int, default=5, help="timing runs; the median is reported (default 5)")
    parser.add_argument("--deals", type=int, default=1000, help="deals for the claim check (default 1000)")
    parser.add_argument("--processes", type=int, default=2, help="processes for the parallel figure (default 2)")
    parser.add_argument("--baseline", type=Path, metavar="DIR",
                        help="another napdesk checkout to measure beside this one (e.g. main's)")
    parser.add_argument("--child", choices=sorted(FIGURES), help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(timed(args.child, args.hands, args.seed)))
        return

    here = HERE.parent.parent
    for kind, label, target in (("engine", "engine API, random 4-player hands", ENGINE_TARGET),
                                ("simulate", "simulate random x4, --jobs 1", SIMULATE_TARGET),
                                ("simulate_jobs", f"simulate random x4, --jobs {JOBS} (default)", SIMULATE_TARGET)):
        per_cpu_target = kind == "simulate"  # issue 28: --jobs 1 plays 20,000 hands per CPU-second
        mine: list[tuple[float, float]] = []
        base: list[tuple[float, float]] = []
        for run in range(args.runs):
            if args.baseline is None:
                mine.append(timed(kind, args.hands, run))
            else:  # taking turns, so that a change in the machine's load falls on both alike
                mine.append(timed_in(here, kind, args.hands, run))
                base.append(timed_in(args.baseline.resolve(), kind, args.hands, run))
        print(_line(label, mine, target, args.runs, args.hands, per_cpu_target))
        if base:
            print(_line("  baseline " + str(args.baseline), base, target, args.runs, args.hands, per_cpu_target))
            ratios = [m[0] / b[0] for m, b in zip(mine, base, strict=True)]
            pairs = list(zip(mine, base, strict=True))
            cpu_ratio = ("" if not all(m[1] and b[1] for m, b in pairs) else
                         f" (per CPU-second {statistics.median(m[1] / b[1] for m, b in pairs):.2f}x)")
            print(f"  {'':<32} ratio: median {statistics.median(ratios):.2f}x{cpu_ratio}")

    if args.processes > 1:
        with multiprocessing.Pool(args.processes) as pool:
            t = time.perf_counter()
            pool.map(_worker, [(args.hands, 100 + p) for p in range(args.processes)])
            elapsed = time.perf_counter() - t
        rate = args.processes * args.hands / elapsed
        print(f"engine API, {args.processes} processes at once     {rate:9,.0f}/s")

    for players in (4, 5):
        times = [t * 1000 for t in claim_times(args.deals, seed=1, players=players)]
        print(f"claim check at the first lead, {players} players, {len(times)} deals: "
              f"p50 {statistics.median(times):.3f} ms, p99 {percentile(times, 99):.3f} ms, "
              f"max {max(times):.3f} ms   (target for 4: p50 < 1 ms, p99 < 10 ms)")


if __name__ == "__main__":
    main()
