"""Benchmark of the computer players: one command, one table.

    .venv/bin/python bench/ai.py                 # the full run: 2,000 strength deals, 400 duplicate deals
    .venv/bin/python bench/ai.py --deals 300 --duplicate-deals 100 --jobs 2

Sections:

1. Decision time per level (every seat that level), 4 players (standard), 5 active players (standard, the
   dealer never sits out) and "6x7": seven players with seven cards, the dealer sitting out (six hands of seven,
   where one exact search can take minutes): p50, p99, max in ms. Targets: expert p50 <= 150 ms (4 players),
   <= 300 ms (5), max < 1 s everywhere.
2. Strength on seeded 4-player deals: the seat with the best hand (its own cards judged alone) is given a
   contract of 3. As bidder, each level against three intermediate defenders: success rate with its 95% (Wilson)
   interval, beside the double-dummy ceiling (share of deals where 3 is makeable with all cards seen). As
   defenders, each level (all three defenders) against an intermediate bidder: the expert must cut the bidder's
   success by at least 2.5 points (the cut's interval is paired: the same deals against intermediate defenders).
   ``expert:nosignals`` is the expert without the defenders' discard convention. Two references follow, not levels,
   to show how much any defence could cut:
   defenders who see every card and beat the bid double-dummy when they can, and the same also searching for a line
   that beats the bidder's own card play when double-dummy defence cannot.
3. Calibration of the expert's bid estimator: its chance of making 3, estimated from its own view at its turn to
   bid, against the result when it then plays the contract: the Brier score (target <= 0.18). The same for every
   contract the expert bids in the duplicate tournament (section 4), its chance for the bid it made.
4. A duplicate tournament, expert against three intermediates (standard rules, free bidding), every deal played in
   every rotation, through the function ``napdesk simulate`` plays its deals with (on ``--jobs`` processes): the
   expert's chips per hand with a 95% interval over deals (must be > 0).
5. Bidding against the double-dummy value (bench/bidding.py): per bid kind the Brier score of the expert's
   estimate (target <= 0.18 each), the share of each level's passes with a makeable open bid, the bidding EV per
   hand against the double-dummy best bid, and forced contracts played out, raw and calibrated estimates side by
   side.
6. ``--jobs`` (bench/tournament.py): the same expert tournament on one process and on two, the same JSON and
   records, and the ratio (target >= 1.8x on 2 cores).
7.-9. Play-outs per second, sampled deals per card-play decision, hints on a loaded machine: see bench/ai_fast.py
   (``--before DIR`` sets the older code's figures beside them, ``--hog 2`` loads both cores during the hints).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import bidding, tournament
from bench.ai_fast import hints_section, playouts_section, samples_section
from napdesk.ai import LEVELS, ExpertPlayer, make_player
from napdesk.ai.base import Player
from napdesk.ai.expert import play_position
from napdesk.ai.heuristics import trick_estimate
from napdesk.ai.levels import IntermediatePlayer
from napdesk.commands.match import entries_from
from napdesk.commands.tournament import play_match
from napdesk.engine.actions import PASS, Action, Bid, Play
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.solver import Position, best_cards, can_make

T = TypeVar("T")
THREE = Bid.number(3)
CUT_TARGET = 2.5  # points of the intermediate bidder's success the expert's defenders must take away


def wilson(k: int, n: int) -> tuple[float, float]:
    if n == 0:
        return (0.0, 0.0)
    z = 1.96
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def paired_interval(diffs: Sequence[float]) -> tuple[float, float]:
    """95% interval of the mean of per-deal differences (normal approximation; the same deals on both sides)."""
    n = len(diffs)
    if n < 2:
        return (0.0, 0.0)
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n)
    return (mean - half, mean + half)


def player(level: str, seed: int) -> Player:
    return make_player(level, seed)


def parallel(fn: Callable[[Any], T], items: Sequence[Any], jobs: int) -> list[T]:
    if jobs <= 1:
        return [fn(x) for x in items]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(fn, items, chunksize=max(1, len(items) // (jobs * 8))))


# -- 1. decision time -----------------------------------------------------------------------------------------


def _timed_hand(arg: tuple[str, dict[str, Any], int]) -> list[float]:
    level, rules_dict, seed = arg
    rules = Rules.from_dict(rules_dict)
    rng = random.Random(f"bench-time:{seed}")
    dealer = seed % rules.players
    state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
    players = [player(level, seed * 10 + s) for s in range(rules.players)]
    times = []
    while not state.is_over:
        seat = state.to_move
        view = state.view(seat)
        t0 = time.perf_counter()
        action = players[seat].choose(view)
        times.append(time.perf_counter() - t0)
        state.apply(action)
    return times


def quantiles(xs: list[float]) -> tuple[float, float, float]:
    s = sorted(xs)
    if not s:
        return (0.0, 0.0, 0.0)
    return (1000 * s[len(s) // 2], 1000 * s[min(len(s) - 1, int(0.99 * len(s)))], 1000 * s[-1])


# -- 2/3. strength and calibration ---------------------------------------------------------------------------


def setup(seed: int) -> tuple[HandState, int]:
    """Deal ``seed``: the hand and the seat with the best hand, judged from each seat's own cards alone (so the
    choice reveals nothing about the others' cards to the estimator)."""
    rules = Rules()
    rng = random.Random(f"bench-strength:{seed}")
    dealer = seed % 4
    state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
    best = max(state.order, key=lambda s: trick_estimate(state.hands[s], 52, 4)[0])
    return state, best


def auction(state: HandState, bidder: int, before: Callable[[HandState], None] | None = None) -> None:
    while state.phase == "bidding":
        if state.to_move == bidder:
            if before is not None:
                before(state)
            state.apply(THREE)
        else:
            state.apply(PASS)


# Reference defenders, not levels: they see every card. "seen" plays a card that beats the bid double-dummy
# when there is one; "seen+model" also searches, against the bidder's own (deterministic) card play, for a
# line that beats a bid the double-dummy defence cannot. They bound what any defence could cut.
SEEN = "all cards seen"
SEEN_MODEL = "all cards seen + bidder's play"


def true_position(state: HandState) -> Position:
    return play_position(state.view(state.to_move), tuple(state.hands))


def beats_model(state: HandState, bidder: Player, budget: list[int]) -> bool:
    """Can defenders who see every card beat the bid from here, the bidder playing as ``bidder`` does?"""
    contract = state.contract
    assert contract is not None
    if state.is_over:
        return not (state.outcome is not None and state.outcome.made)
    if state.bidder_tricks >= contract.tricks:
        return False
    seat = state.to_move
    if seat == state.bidder:
        child = state.copy()
        child.apply(bidder.choose(state.view(seat)))
        return beats_model(child, bidder, budget)
    if not can_make(true_position(state), contract.tricks - state.bidder_tricks):
        return True
    budget[0] -= 1
    if budget[0] < 0:
        return False
    for action in state.legal_actions():
        if isinstance(action, Play):
            child = state.copy()
            child.apply(action)
            if beats_model(child, bidder, budget):
                return True
    return False


def _seeing_card(state: HandState, helper: IntermediatePlayer, bidder: Player | None) -> Action:
    view = state.view(state.to_move)
    plays = [a for a in view.legal if isinstance(a, Play)]
    contract = state.contract
    assert contract is not None
    if len(plays) > 1:
        need = contract.tricks - state.bidder_tricks
        values = best_cards(true_position(state), None)
        good = [p for p in plays if values[p.card.index] < need]
        if not good and bidder is not None:
            budget = [20000]
            for p in plays:
                child = state.copy()
                child.apply(p)
                if beats_model(child, bidder, budget):
                    good.append(p)
        plays = good or plays
    return helper.pick_card(view, plays)


def _strength_deal(arg: tuple[int, str, str]) -> dict[str, Any]:
    """One deal: ``bidder_level`` plays 3 for the best seat against ``defender_level`` defenders (a level, or
    one of the references that see every card)."""
    seed, bidder_level, defender_level = arg
    state, best = setup(seed)
    out: dict[str, Any] = {}
    pos = Position(tuple(state.hands), state.order, best, (), best, None, True)
    out["ceiling"] = can_make(pos, 3)
    seeing = defender_level in (SEEN, SEEN_MODEL)
    players: list[Player] = []
    for s in range(4):
        level = bidder_level if s == best or seeing else defender_level
        players.append(player(level, seed * 10 + s))
    helper = IntermediatePlayer(seed)

    def estimate(st: HandState) -> None:
        if bidder_level == "expert":
            expert = players[best]
            assert isinstance(expert, ExpertPlayer)
            view = st.view(best)
            budget = expert._budget(view, "bid")
            chances, _, _, _ = expert.bid_chances(view, budget)
            out["estimate"] = chances.get(THREE)

    auction(state, best, estimate)
    while not state.is_over:
        seat = state.to_move
        if seeing and seat != best:
            state.apply(_seeing_card(state, helper, players[best] if defender_level == SEEN_MODEL else None))
        else:
            state.apply(players[seat].choose(state.view(seat)))
    assert state.outcome is not None
    out["made"] = bool(state.outcome.made)
    return out


# -- the table -------------------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=2000, help="strength deals (default 2000)")
    parser.add_argument("--duplicate-deals", type=int, default=400, help="duplicate deals (default 400)")
    parser.add_argument("--timing-hands", type=int, default=20, help="hands per level for decision times")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--bidding-deals", type=int, default=400, help="deals of the bidding section")
    parser.add_argument("--jobs-deals", type=int, default=16, help="deals of the --jobs section")
    parser.add_argument("--skip", default="",
                        help="sections to skip: time,strength,duplicate,bidding,jobs,playouts,samples,hints")
    parser.add_argument("--before", metavar="DIR", help="a checkout of older code: its play-outs and samples per "
                        "decision beside this code's (run in a second process)")
    parser.add_argument("--hints", type=int, default=500, help="hints timed in section 9 (default 500)")
    parser.add_argument("--hog", type=int, default=0, help="busy processes beside the hints (a loaded machine)")
    parser.add_argument("--hints-before", metavar="DIR", help="a checkout of older code: its hints timed first, "
                        "beside the same busy processes, and set beside this code's")
    parser.add_argument("--defenders", default="",
                        help="section 2 with only these defenders (comma-separated levels, e.g. "
                             "expert,expert:nosignals) against the intermediate bidder, and no other bidder")
    args = parser.parse_args(argv)
    skip = set(filter(None, args.skip.split(",")))
    started = time.perf_counter()
    lines: list[str] = []

    def emit(line: str = "") -> None:
        print(line, flush=True)
        lines.append(line)

    emit(f"napdesk AI benchmark: --deals {args.deals} --duplicate-deals {args.duplicate_deals} "
         f"--timing-hands {args.timing_hands} --jobs {args.jobs}")
    if "time" not in skip:
        emit()
        emit("1. Decision time per level, ms (every seat that level; timing runs one process at a time)")
        emit(f"   {'level':<13}{'players':>8}{'decisions':>11}{'p50':>9}{'p99':>9}{'max':>9}  target")
        setups = (("4", Rules().to_dict()), ("5", Rules({"players": 5, "dealer_sits_out": "never"}).to_dict()),
                  # the biggest table: seven players, seven cards each, the dealer sitting out
                  ("6x7", Rules({"players": 7}, preset="seven_card").to_dict()))
        for level in LEVELS:
            for label, rd in setups:
                hands = args.timing_hands
                times: list[float] = []
                for seed in range(hands):
                    times.extend(_timed_hand((level, rd, seed)))
                p50, p99, mx = quantiles(times)
                target = ""
                if level == "expert" and label != "6x7":
                    limit = 150 if label == "4" else 300
                    ok = p50 <= limit and mx < 1000
                    target = f"p50 <= {limit}, max < 1000: {'ok' if ok else 'MISSED'}"
                elif level == "expert":
                    target = f"max < 1000: {'ok' if mx < 1000 else 'MISSED'}"
                emit(f"   {level:<13}{label:>8}{len(times):>11}{p50:>9.1f}{p99:>9.1f}{mx:>9.1f}  {target}")


    if "strength" not in skip:
        n = args.deals
        emit()
        emit(f"2. Strength: {n} seeded 4-player deals, contract 3 for the seat with the best hand")
        results: dict[str, list[dict[str, Any]]] = {}
        bidders = ("intermediate",) if args.defenders else LEVELS
        for level in bidders:
            results[f"bid:{level}"] = parallel(_strength_deal, [(s, level, "intermediate") for s in range(n)],
                                               args.jobs)
        ceiling = sum(r["ceiling"] for r in results["bid:intermediate"])
        lo, hi = wilson(ceiling, n)
        emit(f"   double-dummy ceiling (3 makeable, all cards seen): {100 * ceiling / n:5.1f}%"
             f"  [{100 * lo:.1f}, {100 * hi:.1f}]")
        emit(f"   {'level as bidder (vs 3 intermediate)':<40}{'success':>9}   95% interval")
        for level in bidders:
            k = sum(r["made"] for r in results[f"bid:{level}"])
            lo, hi = wilson(k, n)
            emit(f"   {level:<40}{100 * k / n:8.1f}%   [{100 * lo:.1f}, {100 * hi:.1f}]")
        emit(f"   {'level as defenders (vs intermediate bidder)':<40}{'bidder':>9}   95% interval   "
             f"cut (paired 95% interval)")
        base_rs = results["bid:intermediate"]
        base = sum(r["made"] for r in base_rs) / n
        defenders = args.defenders.split(",") if args.defenders else [*LEVELS, "expert:nosignals", SEEN, SEEN_MODEL]
        for level in defenders:
            if level == SEEN:
                emit("   references, not levels: defenders who see every card")
            rs = base_rs if level == "intermediate" else parallel(
                _strength_deal, [(s, "intermediate", level) for s in range(n)], args.jobs)
            k = sum(r["made"] for r in rs)
            lo, hi = wilson(k, n)
            cut = 100 * (base - k / n)
            clo, chi = paired_interval([float(a["made"]) - float(b["made"]) for a, b in zip(base_rs, rs, strict=True)])
            note = f"  (target >= {CUT_TARGET}: {'ok' if cut >= CUT_TARGET else 'MISSED'})" if level == "expert" else ""
            emit(f"   {level:<40}{100 * k / n:8.1f}%   [{100 * lo:.1f}, {100 * hi:.1f}]  {cut:+5.1f} "
                 f"[{100 * clo:+.1f}, {100 * chi:+.1f}]{note}")
        emit()
        est = [(r["estimate"], r["made"]) for r in results.get("bid:expert", []) if r.get("estimate") is not None]
        if est:
            brier = statistics.fmean((p - float(m)) ** 2 for p, m in est)
            mean_p = statistics.fmean(p for p, _ in est)
            rate = statistics.fmean(float(m) for _, m in est)
            emit(f"3. Bid-estimator calibration (expert's chance of 3 from its own view, then played): "
                 f"Brier {brier:.3f} over {len(est)} deals (target <= 0.18: {'ok' if brier <= 0.18 else 'MISSED'})"
                 f"; mean estimate {100 * mean_p:.1f}%, made {100 * rate:.1f}%")
            for a, b in ((0.0, 0.5), (0.5, 0.8), (0.8, 0.95), (0.95, 1.01)):
                bucket = [m for p, m in est if a <= p < b]
                if bucket:
                    emit(f"   estimate in [{a:.2f}, {min(b, 1.0):.2f}): {len(bucket):5d} deals, "
                         f"made {100 * sum(bucket) / len(bucket):5.1f}%")

    if "duplicate" not in skip:
        d = args.duplicate_deals
        emit()
        entries = entries_from(["expert", "intermediate", "intermediate", "intermediate"],
                               ["expert", "i1", "i2", "i3"])
        match = play_match(Rules(), entries, d, 0, duplicate=True, jobs=args.jobs)
        expert = match["seats"][0]
        mean = expert["chips_per_hand"]
        lo, hi = expert["ci95"] or (mean, mean)
        emit(f"4. Duplicate tournament, expert vs three intermediates, {d} deals x 4 rotations (napdesk simulate "
             f"--seed 0 --duplicate, {args.jobs} jobs, {match['seconds']:.0f} s): expert {mean:+.3f} chips per hand "
             f"[{lo:+.3f}, {hi:+.3f}] (target > 0: {'ok' if lo > 0 else ('mean ok' if mean > 0 else 'MISSED')})")
        bids = ", ".join(f"{k} {v['made']}/{v['played']}" for k, v in sorted(expert["bids"].items()))
        emit(f"   as bidder {expert['as_bidder']['per_hand']:+.3f}, as defender "
             f"{expert['as_defender']['per_hand']:+.3f} per hand; bids made/played: {bids}")
    if "bidding" not in skip:
        emit()
        emit("5. Bidding against the double-dummy value (bench/bidding.py)")
        bidding.run(args.bidding_deals, args.jobs, emit)
        bidding.played_table("bench-bidding", max(1, args.bidding_deals // 2), args.jobs, emit)
    if "jobs" not in skip:
        emit()
        emit("6. napdesk simulate --jobs (bench/tournament.py)")
        tournament.report(args.jobs_deals, emit)
    if "playouts" not in skip:
        playouts_section(emit, args.before)
    if "samples" not in skip:
        samples_section(emit, args.before)
    if "hints" not in skip:
        hints_section(emit, args.hints, args.hog, args.hints_before)
    emit()
    emit(f"total {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
