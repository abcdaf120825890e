"""Engine benchmark: random legal hands per second, and the time to check a claim at the first lead.

    python bench/engine.py [--hands N] [--deals N] [--processes P]

Prints medians over repeated runs; the machines are noisy, so compare ratios, not single figures.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from napdesk.engine import Claim, HandState, Rules, deal_hand
from napdesk.engine.hand import BIDDING, PLAY


def random_hands(count: int, seed: int, preset: str = "standard") -> float:
    """Play ``count`` random legal 4-player hands (deal, bidding, play, settlement); return seconds taken.

    Claims are left out of the random choice: each is a full solve, measured on its own below.
    """
    rules = Rules(preset=preset)
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(count):
        dealer = i % rules.players
        state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
        while state.outcome is None:
            actions = state.legal_actions()
            action = actions[int(rng.random() * len(actions))]
            if type(action) is Claim:
                action = actions[0]
            state.apply(action)
    return time.perf_counter() - start


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


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def _worker(args: tuple[int, int]) -> float:
    return random_hands(*args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20_000, help="hands per timing run (default 20000)")
    parser.add_argument("--runs", type=int, default=5, help="timing runs; the median is reported (default 5)")
    parser.add_argument("--deals", type=int, default=1000, help="deals for the claim check (default 1000)")
    parser.add_argument("--processes", type=int, default=2, help="processes for the parallel figure (default 2)")
    args = parser.parse_args()

    rates = [args.hands / random_hands(args.hands, seed) for seed in range(args.runs)]
    print(f"random legal 4-player hands/s, one process : median {statistics.median(rates):9,.0f}"
          f"   (min {min(rates):,.0f}, max {max(rates):,.0f}, {args.runs} runs of {args.hands:,})   target 20,000")
    if args.processes > 1:
        with multiprocessing.Pool(args.processes) as pool:
            t = time.perf_counter()
            pool.map(_worker, [(args.hands, 100 + p) for p in range(args.processes)])
            elapsed = time.perf_counter() - t
        rate = args.processes * args.hands / elapsed
        print(f"random legal 4-player hands/s, {args.processes} processes: {rate:9,.0f}")

    for players in (4, 5):
        times = [t * 1000 for t in claim_times(args.deals, seed=1, players=players)]
        print(f"claim check at the first lead, {players} players, {len(times)} deals: "
              f"p50 {statistics.median(times):.3f} ms, p99 {percentile(times, 99):.3f} ms, "
              f"max {max(times):.3f} ms   (target for 4: p50 < 1 ms, p99 < 10 ms)")


if __name__ == "__main__":
    main()
