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

Big tables (``--big``, default 5x7, 6x7 and 7x7) get only the ``max_tricks`` row, each call given up
after ``--cap`` seconds (then counted as taking the cap), with its target p99 printed beside it, and a
second row with the CPU time of the same calls (on a busy machine the wall time includes waiting for a core).
``--only 8,33`` times only those deals (counted from 0) of the ``--deals`` a big table deals, and prints each
one's time: the way to look at the hard ones alone. The
``analysis 7x7`` row analyses ``--hands`` finished hands of seven players with seven cards each (played
by the intermediate level, seven-card rules with no dealer sitting out), each given the 5 s the table
allows, and prints the share finished in time against the target of 99%.

Times are per call, in milliseconds: median, 99th percentile and maximum, measured with
``time.perf_counter``. Each call builds its own tables, so timing it ``--repeat`` times and keeping the
fastest run measures the same work while filtering out the noise of a busy machine. The solver keeps
its tables from one call to the next; every timed call starts from cold ones (``clear_tables``). ``--baseline FILE``
times a second copy of the solver module (e.g. ``git show main:napdesk/engine/solver.py > old.py``) on the
same deals, call after call, and prints the ratio of the medians: the way to compare two versions on a busy
machine; ``--baseline-search FILE`` gives that copy its own copy of ``napdesk/engine/search.py`` (e.g.
``git show main:napdesk/engine/search.py > old_search.py``). ``--python`` makes the baseline today's solver on
the Python search, to compare the compiled copy (napdesk.engine.compiled) with what runs without one; a
``--baseline`` copy of the solver imports the Python search too. The answers of both are checked to agree.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from napdesk.ai import analysis
from napdesk.ai.analysis import ANALYSIS_SECONDS  # what the table gives the analysis of a finished hand
from napdesk.ai.levels import IntermediatePlayer
from napdesk.engine import compiled, solver
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.solver import Position, best_cards, can_avoid, can_make, max_tricks, misere_cards

BIG_TARGETS = {(5, 7): 300.0, (6, 7): 2000.0, (7, 7): 2000.0}  # p99 of max_tricks, ms
ANALYSIS_TARGET = 0.99


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
            solver.clear_tables()
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


def load(path: str, name: str = "baseline_solver", option: str = "--baseline") -> ModuleType:
    """A copy of a module from a file, for ``--baseline`` (and ``--baseline-search``)."""
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"{option} {path}: not a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def python_baseline() -> ModuleType:
    """``--python``: today's solver on the Python search, beside the compiled one."""
    module = load(solver.__file__, "python_solver", "--python")
    search = compiled.python_search
    module._Search = search._Search  # type: ignore[attr-defined]
    module.clear_tables = search.clear_tables  # type: ignore[attr-defined]
    module.OutOfTime = search.OutOfTime  # type: ignore[attr-defined]
    return module


def load_baseline(path: str, search_path: str | None) -> ModuleType:
    """The baseline solver; with ``search_path`` it imports its search from that copy of the search module
    (its own tables and all), so the old solver runs on the old search and the new one on the new."""
    if search_path is None:
        return load(path)
    old_search = load(search_path, "baseline_search", "--baseline-search")
    current = sys.modules["napdesk.engine.search"]
    sys.modules["napdesk.engine.search"] = old_search  # what the baseline's imports find
    try:
        return load(path)
    finally:
        sys.modules["napdesk.engine.search"] = current


def cold(module: Any) -> None:
    """Drop the tables a solver keeps between calls (a baseline may keep none)."""
    clear = getattr(module, "clear_tables", None)
    if clear is not None:
        clear()


def capped(module: Any, pos: Position, cap: float) -> tuple[float, float, object]:
    """Wall and CPU milliseconds of ``module.max_tricks(pos)``, given up at ``cap`` seconds of wall time (then
    the cap, and None)."""
    p = module.Position(pos.hands, pos.order, pos.leader, pos.trick, pos.bidder, pos.trump, pos.trump_from_lead)
    cold(module)
    c0 = time.process_time()
    t0 = time.perf_counter()
    try:
        value: object = module.max_tricks(p, t0 + cap)
    except module.OutOfTime:
        return cap * 1000.0, (time.process_time() - c0) * 1000.0, None
    return (time.perf_counter() - t0) * 1000.0, (time.process_time() - c0) * 1000.0, value


def big_rows(args: argparse.Namespace, baseline: ModuleType | None) -> None:
    for size in args.big.split(","):
        if not size:
            continue
        players, cards = (int(x) for x in size.split("x"))
        rng = random.Random(f"{args.seed}-{players}-{cards}")
        deals = [deal(rng, players, cards) for _ in range(args.deals)]
        if args.only is not None:
            deals = [deals[i] for i in args.only]
        target = BIG_TARGETS.get((players, cards))
        note = f"target p99 <= {target:.0f} ms" if target else ""
        new: list[float] = []
        cpu: list[float] = []
        old: list[float] = []
        for number, pos in enumerate(deals):
            ms, cpu_ms, value = capped(solver, pos, args.cap)
            new.append(ms)
            cpu.append(cpu_ms)
            line = f"  deal {args.only[number]}: {ms:.1f} ms ({cpu_ms:.1f} ms CPU), {value} tricks" if args.only else ""
            before: object = None
            if baseline is not None:
                ms, _, before = capped(baseline, pos, args.cap)
                old.append(ms)
                line += f"; baseline {ms:.1f} ms"
            if args.only:
                print(line)
                if value is not None and before is not None and value != before:
                    raise SystemExit(f"the baseline disagrees on {pos}: {before} against {value}")
        label = f"{players}p x {cards} max_tricks"
        given_up = sum(1 for t in new if t >= args.cap * 1000.0)
        print(row(label, new, f"{note}; {given_up} given up at {args.cap:g} s"))
        # On a machine shared with other work the wall time includes the waits for a core; the CPU time of
        # the same calls is what they cost on a quiet one.
        print(row(label + " (CPU)", cpu, "the same calls' CPU time"))
        if baseline is not None:
            given_up = sum(1 for t in old if t >= args.cap * 1000.0)
            print(row(label + " (baseline)", old, f"{given_up} given up; median ratio"
                      f" {statistics.median(old) / max(statistics.median(new), 1e-9):.2f}x,"
                      f" p99 ratio {percentile(old, 0.99) / max(percentile(new, 0.99), 1e-9):.2f}x"))


def finished_hands(seed: int, count: int) -> list[HandState]:
    """Finished hands of seven players holding seven cards each, played by the intermediate level."""
    rules = Rules({"players": 7, "dealer_sits_out": "never"}, preset="seven_card")
    rng = random.Random(f"{seed}-analysis")
    hands: list[HandState] = []
    while len(hands) < count:
        dealer = rng.randrange(rules.players)
        state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
        players = [IntermediatePlayer(s) for s in range(rules.players)]
        while not state.is_over:
            state.apply(players[state.to_move].choose(state.view(state.to_move)))
        if state.contract is not None:
            hands.append(state)
    return hands


def analysed(module: Any, state: HandState) -> tuple[float, bool]:
    """Milliseconds of the analysis of ``state`` with the solver ``module``, and whether it finished in time."""
    names = ("Position", "best_cards", "can_avoid", "can_make", "max_tricks", "min_tricks", "misere_cards")
    saved = {name: getattr(analysis, name) for name in names}
    for name in names:
        setattr(analysis, name, getattr(module, name))
    cold(module)
    t0 = time.perf_counter()
    try:
        analysis.analyse(state, ANALYSIS_SECONDS)
        done = True
    except module.OutOfTime:
        done = False
    finally:
        for name, value in saved.items():
            setattr(analysis, name, value)
    return (time.perf_counter() - t0) * 1000.0, done


def analysis_rows(args: argparse.Namespace, baseline: ModuleType | None) -> None:
    hands = finished_hands(args.seed, args.hands)
    runs = [("analysis 7x7", solver)] + ([("analysis 7x7 (baseline)", baseline)] if baseline else [])
    results: dict[str, list[tuple[float, bool]]] = {name: [] for name, _ in runs}
    for state in hands:
        for name, module in runs:
            results[name].append(analysed(module, state))
    for name, _ in runs:
        times = [t for t, _ in results[name]]
        done = sum(1 for _, ok in results[name] if ok)
        print(row(name, times, f"{done}/{len(hands)} = {done / len(hands):.1%} within {ANALYSIS_SECONDS:g} s"
                               f" (target >= {ANALYSIS_TARGET:.0%})"))


def deal_numbers(text: str) -> list[int]:
    """``--only``: deal numbers, comma separated."""
    try:
        return [int(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of deal numbers: {text!r}") from None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100, help="deals per table size (default 100)")
    parser.add_argument("--seed", type=int, default=2024, help="random seed (default 2024)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="time each call this many times and keep the fastest (default 1)")
    parser.add_argument("--sizes", default="4x5,5x5,4x7", help="players x cards, comma separated")
    parser.add_argument("--cards", action="store_true", help="also time best_cards and misere_cards")
    parser.add_argument("--big", default="5x7,6x7,7x7",
                        help="big tables, max_tricks only (default 5x7,6x7,7x7; empty for none)")
    parser.add_argument("--cap", type=float, default=10.0,
                        help="seconds after which a big-table call is given up (default 10)")
    parser.add_argument("--only", type=deal_numbers, metavar="I,J",
                        help="big tables: time only these deals (from 0) of the --deals dealt")
    parser.add_argument("--hands", type=int, default=20,
                        help="finished 7x7 hands to analyse (default 20; 0 for none)")
    parser.add_argument("--baseline", metavar="FILE", help="also time this copy of the solver module")
    parser.add_argument("--python", action="store_true",
                        help="the baseline is today's solver on the Python search (to time the compiled one)")
    parser.add_argument("--baseline-search", metavar="FILE",
                        help="the copy of napdesk/engine/search.py the baseline solver imports (default: today's)")
    args = parser.parse_args(argv)
    if args.baseline_search and not args.baseline:
        parser.error("--baseline-search needs --baseline")
    if args.only is not None and not all(0 <= i < args.deals for i in args.only):
        parser.error(f"--only: deal numbers run from 0 to {args.deals - 1} (--deals {args.deals})")
    if args.python and args.baseline:
        parser.error("--python is a baseline of its own: not with --baseline")
    baseline = load_baseline(args.baseline, args.baseline_search) if args.baseline else None
    if args.python:
        baseline = python_baseline()
    kind = "compiled" if compiled.search is not compiled.python_search else "Python (forced, or none built)"
    print(f"napdesk solver benchmark: {args.deals} deals per size, seed {args.seed}, repeat {args.repeat},"
          f" Python {sys.version.split()[0]}, search: {kind}")
    print(f"{'case':<32} {'p50 ms':>9} {'p99 ms':>9} {'max ms':>9} {'total':>9}  results")
    for size in args.sizes.split(","):
        if not size:
            continue
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
    big_rows(args, baseline)
    if args.hands:
        analysis_rows(args, baseline)


if __name__ == "__main__":
    main()
