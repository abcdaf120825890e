"""Benchmark of the double-dummy solver: ``python bench/solver.py [--deals N] [--repeat R] [--cards]``.

For each table size (``--sizes``, default 4 and 5 players with 5 cards, and 4 players with 7) it deals N
seeded random deals from a full pack. A random seat is the bidder and leads the first trick; trumps are fixed
by that lead (``trump_from_lead``), except in the ``misère NT`` row. Rows:

- ``can_make``: with a need drawn uniformly from 1..cards;
- ``max_tricks``;
- ``claim nap``: ``can_make`` for every trick (the claim check of a nap, or of a full contract);
- ``claim misère NT`` / ``claim misère TFL``: ``can_avoid`` at no trumps / with trumps from the first lead
  (the engine's claim check of a misère, under either rule);
- with ``--cards``: ``best_cards(pos, None)`` and ``misere_cards`` at the first lead (what the expert AI asks
  per sampled deal).

Times are per call, in milliseconds: median, 99th percentile and maximum, measured with
``time.perf_counter``. Each call builds its own tables, so timing it ``--repeat`` times and keeping the
fastest run measures the same work while filtering out the noise of a busy machine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from napdesk.engine.solver import Position, best_cards, can_avoid, can_make, max_tricks, misere_cards


def deal(rng: random.Random, players: int, cards: int, *, trump_from_lead: bool = True) -> Position:
    """One random deal from a full pack; a random seat bids and leads."""
    pack = list(range(52))
    rng.shuffle(pack)
    hands = []
    for i in range(players):
        mask = 0
        for c in pack[i * cards:(i + 1) * cards]:
            mask |= 1 << c
        hands.append(mask)
    bidder = rng.randrange(players)
    order = tuple((bidder + k) % players for k in range(players))
    return Position(tuple(hands), order, bidder, (), bidder, None, trump_from_lead)


def timed(calls: Sequence[Callable[[], object]], repeat: int) -> tuple[list[float], list[object]]:
    """Milliseconds per call (the fastest of ``repeat`` runs) and the results."""
    times = []
    results = []
    clock = time.perf_counter
    for call in calls:
        best = float("inf")
        result: object = None
        for _ in range(repeat):
            t0 = clock()
            result = call()
            best = min(best, clock() - t0)
        results.append(result)
        times.append(best * 1000.0)
    return times, results


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def row(name: str, times: list[float], note: str) -> str:
    return (f"{name:<32} {statistics.median(times):9.3f} {percentile(times, 0.99):9.2f} {max(times):9.2f}"
            f" {sum(times) / 1000:8.2f}s  {note}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000, help="deals per table size (default 1000)")
    parser.add_argument("--seed", type=int, default=2024, help="random seed (default 2024)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="time each call this many times and keep the fastest (default 1)")
    parser.add_argument("--sizes", default="4x5,5x5,4x7", help="players x cards, comma separated")
    parser.add_argument("--cards", action="store_true", help="also time best_cards and misere_cards")
    args = parser.parse_args(argv)
    print(f"napdesk solver benchmark: {args.deals} deals per size, seed {args.seed}, repeat {args.repeat},"
          f" Python {sys.version.split()[0]}")
    print(f"{'case':<32} {'p50 ms':>9} {'p99 ms':>9} {'max ms':>9} {'total':>9}  results")
    for size in args.sizes.split(","):
        players, cards = (int(x) for x in size.split("x"))
        rng = random.Random(f"{args.seed}-{players}-{cards}")
        deals = [deal(rng, players, cards) for _ in range(args.deals)]
        needs = [rng.randint(1, cards) for _ in deals]
        no_trumps = [Position(p.hands, p.order, p.leader, (), p.bidder, None, False) for p in deals]
        label = f"{players}p x {cards}"

        calls = [partial(can_make, p, k) for p, k in zip(deals, needs, strict=True)]
        times, res = timed(calls, args.repeat)
        print(row(f"{label} can_make(1..{cards})", times, f"{sum(map(bool, res))} made"))
        times, res = timed([partial(max_tricks, p) for p in deals], args.repeat)
        counts = [sum(1 for v in res if v == t) for t in range(cards + 1)]
        print(row(f"{label} max_tricks", times, "deals by tricks 0..: " + " ".join(map(str, counts))))
        times, res = timed([partial(can_make, p, cards) for p in deals], args.repeat)
        print(row(f"{label} claim nap", times, f"{sum(map(bool, res))} made"))
        times, res = timed([partial(can_avoid, p) for p in no_trumps], args.repeat)
        print(row(f"{label} claim misère NT", times, f"{sum(map(bool, res))} avoided"))
        times, res = timed([partial(can_avoid, p) for p in deals], args.repeat)
        print(row(f"{label} claim misère TFL", times, f"{sum(map(bool, res))} avoided"))
        if args.cards:
            times, res = timed([partial(best_cards, p, None) for p in deals], args.repeat)
            print(row(f"{label} best_cards (1st lead)", times, ""))
            times, res = timed([partial(misere_cards, p) for p in no_trumps], args.repeat)
            print(row(f"{label} misere_cards NT (1st lead)", times, ""))


if __name__ == "__main__":
    main()
