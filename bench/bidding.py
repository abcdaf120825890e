"""Benchmark of the expert's bidding against each deal's double-dummy value (bench/ai.py's section 5).

    .venv/bin/python bench/bidding.py --deals 200 --jobs 2
    .venv/bin/python bench/bidding.py --fit --deals 400     # the per-kind correction, on seeds of its own

Each deal (standard rules, four players) is bid by intermediates up to one seat (the seat turns with the deal);
there the expert and the intermediate level each choose from the same view, and the expert's estimated chance of
every open bid is kept. The deal is then solved with every card seen, the seat leading as bidder: each open bid is
makeable or not (double-dummy). The tables:

- per bid kind, the Brier score of the expert's estimate against the double-dummy result (target <= 0.18 each),
  the mean estimate beside the makeable share (an over- or under-estimate shows as their difference), and the same
  with the estimate as the expert uses it (``napdesk.ai.bidvalue.calibrated``) and raw (the mix before calibration);
- the share of each level's passes where an open bid was makeable (the issue measured 25-31% for the expert,
  about half for the intermediate level);
- the bidding EV per hand: the stake of the chosen bid at its double-dummy result (pass 0), against the best bid
  at the same (the double-dummy best bid), and the gap in chips per hand; for the expert raw and calibrated;
- for the contracts the expert then bids and plays against three intermediates (free bidding, the deal played to
  its end), the Brier score of its estimate against the result, per kind.

The benchmark's deals are seeded ``bench-bidding:<n>``; ``--fit`` uses ``bench-bidding-fit:<n>`` (disjoint) to fit
the per-kind correction and prints it as the table ``napdesk.ai.bidvalue.BID_CALIBRATION`` holds.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from napdesk.ai import ExpertPlayer
from napdesk.ai.bidvalue import bid_value, opening_position
from napdesk.ai.levels import IntermediatePlayer
from napdesk.engine.actions import PASS, Action, Bid
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.solver import can_avoid, max_tricks
from napdesk.engine.view import View

TARGET = 0.18
KINDS = ("1", "2", "3", "4", "misere", "nap+")


def kind(bid: str) -> str:
    """The table's row of a bid: its name, nap and the bids over it together."""
    return bid if bid in KINDS else "nap+"


def _choice(view: View, chances: dict[str, float], legal: Sequence[Action]) -> str:
    """The bid the expert's rule makes from these chances (the best expected value, pass 0): "pass" or a name."""
    best, value = "pass", 0.0 if PASS in legal else float("-inf")
    for a in legal:
        if isinstance(a, Bid) and not a.is_pass and a.name in chances:
            v = bid_value(view, a, chances[a.name])
            if v >= value:  # as the expert's rule: a bid worth what passing is, is made
                best, value = a.name, v
    return best


def _bidding_deal(arg: tuple[str, int]) -> dict[str, Any]:
    prefix, seed = arg
    rules = Rules()
    dealer = seed % 4
    state = HandState(rules, dealer, deal_hand(rules, dealer, random.Random(f"{prefix}:{seed}")))
    seat = state.order[(seed // 4) % 4]
    helpers = [IntermediatePlayer(seed * 10 + s) for s in range(4)]
    expert = ExpertPlayer(seed * 10 + seat)
    while state.to_move != seat:
        state.apply(helpers[state.to_move].choose(state.view(state.to_move)))
    view = state.view(seat)
    legal = list(view.legal)
    bids = [a for a in legal if isinstance(a, Bid) and not a.is_pass]
    mine = expert.choose(view)
    cal = dict(expert.thinking.chances)
    raw = dict(expert.raw_chances)
    other = helpers[seat].choose(view)
    hands = tuple(state.hands)
    most = max_tricks(opening_position(view, hands, False))
    avoid = can_avoid(opening_position(view, hands, True)) if any(b.is_misere for b in bids) else False
    dd = {b.name: (avoid if b.is_misere else most >= b.tricks) for b in bids}
    by_name = {b.name: b for b in bids}

    def ev(name: str) -> float:
        return 0.0 if name == "pass" else bid_value(view, by_name[name], 1.0 if dd[name] else 0.0)

    best = max([0.0 if PASS in legal else float("-inf"), *(ev(b) for b in dd)])
    name = {a: (a.name if isinstance(a, Bid) and not a.is_pass else "pass") for a in (mine, other)}
    out: dict[str, Any] = {
        "dd": dd, "raw": raw, "cal": cal, "best_ev": best, "makeable": any(dd.values()),
        "expert": name[mine], "intermediate": name[other], "expert_raw": _choice(view, raw, legal),
    }
    out["ev"] = {k: ev(out[k]) for k in ("expert", "intermediate", "expert_raw")}
    # then the deal is played out, the expert in its seat, intermediates elsewhere
    state.apply(mine)
    estimate = cal.get(name[mine])
    while not state.is_over:
        s = state.to_move
        if s == seat:
            action = expert.choose(state.view(s))
            if isinstance(action, Bid) and not action.is_pass:
                estimate = expert.thinking.chances.get(action.name)
        else:
            action = helpers[s].choose(state.view(s))
        state.apply(action)
    outcome = state.outcome
    assert outcome is not None
    if state.bidder == seat and state.contract is not None and outcome.made is not None and estimate is not None:
        out["played"] = (state.contract.name, estimate, bool(outcome.made))
    return out


def _forced_deal(arg: tuple[str, int]) -> list[tuple[str, float, float, bool]]:
    """Every seat before the measured one passes; for each open bid the expert gives between 15% and 95%, it bids
    it (the others pass) and plays it against three intermediates: (kind, raw estimate, calibrated, made)."""
    prefix, seed = arg
    rules = Rules()
    dealer = seed % 4
    start = HandState(rules, dealer, deal_hand(rules, dealer, random.Random(f"{prefix}:{seed}")))
    seat = start.order[(seed // 4) % 4]
    while start.to_move != seat:
        start.apply(PASS)
    view = start.view(seat)
    expert = ExpertPlayer(seed * 10 + seat)
    chances, _, _, _ = expert.bid_chances(view, expert._budget(view, "bid"))
    out = []
    for bid, p in chances.items():
        raw = expert.raw_chances[bid.name]
        if not 0.15 <= raw <= 0.95 or bid.tricks == 1:
            continue
        state = start.copy()
        state.apply(bid)
        helpers = [IntermediatePlayer(seed * 10 + s) for s in range(4)]
        player = ExpertPlayer(seed * 10 + seat + 1)
        while not state.is_over:
            s = state.to_move
            action = player.choose(state.view(s)) if s == seat else (
                PASS if state.phase == "bidding" else helpers[s].choose(state.view(s)))
            state.apply(action)
        assert state.outcome is not None
        out.append((kind(bid.name), raw, p, bool(state.outcome.made)))
    return out


def played_table(prefix: str, deals: int, jobs: int, emit: Callable[[str], None]
                 ) -> list[tuple[str, float, float, bool]]:
    """Forced contracts played out: per kind, the estimate (raw and calibrated) against the result."""
    rows = [r for rs in _parallel(_forced_deal, [(prefix, s) for s in range(deals)], jobs) for r in rs]
    emit(f"   forced contracts ({prefix}:0..{deals - 1}, the others passing; estimates 15-95%), played against "
         "three intermediates")
    emit(f"   {'kind':<8}{'n':>6}{'made':>8}{'estimate':>10}{'Brier':>8}{'raw est':>9}{'raw Brier':>11}  target")
    for k in KINDS:
        cal = [(p, m) for kk, _, p, m in rows if kk == k]
        raw = [(r, m) for kk, r, _, m in rows if kk == k]
        if cal:
            brier = _brier(cal)
            emit(f"   {k:<8}{len(cal):>6}{100 * statistics.fmean(float(m) for _, m in cal):>7.1f}%"
                 f"{100 * statistics.fmean(p for p, _ in cal):>9.1f}%{brier:>8.3f}"
                 f"{100 * statistics.fmean(p for p, _ in raw):>8.1f}%{_brier(raw):>11.3f}  "
                 f"<= {TARGET}: {'ok' if brier <= TARGET else 'MISSED'}")
    return rows


def _parallel(fn: Callable[[Any], Any], items: Sequence[Any], jobs: int) -> list[Any]:
    if jobs <= 1:
        return [fn(x) for x in items]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(fn, items, chunksize=max(1, len(items) // (jobs * 8))))


def _brier(pairs: Sequence[tuple[float, bool]]) -> float:
    return statistics.fmean((p - float(m)) ** 2 for p, m in pairs)


def run(deals: int, jobs: int, emit: Callable[[str], None], prefix: str = "bench-bidding") -> list[dict[str, Any]]:
    rows = _parallel(_bidding_deal, [(prefix, s) for s in range(deals)], jobs)
    emit(f"   {deals} deals ({prefix}:0..{deals - 1}); estimate at the seat's first bid vs double-dummy")
    emit(f"   {'kind':<8}{'n':>6}{'made dd':>9}{'estimate':>10}{'Brier':>8}{'raw est':>9}{'raw Brier':>11}  target")
    for k in KINDS:
        cal = [(r["cal"][b], m) for r in rows for b, m in r["dd"].items() if kind(b) == k and b in r["cal"]]
        raw = [(r["raw"][b], m) for r in rows for b, m in r["dd"].items() if kind(b) == k and b in r["raw"]]
        if not cal:
            continue
        brier = _brier(cal)
        emit(f"   {k:<8}{len(cal):>6}{100 * statistics.fmean(float(m) for _, m in cal):>8.1f}%"
             f"{100 * statistics.fmean(p for p, _ in cal):>9.1f}%{brier:>8.3f}"
             f"{100 * statistics.fmean(p for p, _ in raw):>8.1f}%{_brier(raw):>11.3f}  "
             f"<= {TARGET}: {'ok' if brier <= TARGET else 'MISSED'}")
    emit(f"   {'level':<22}{'passes':>7}{'makeable':>10}{'EV/hand':>9}{'dd best':>9}{'gap':>8}")
    best = statistics.fmean(r["best_ev"] for r in rows)
    for who, label in (("expert", "expert"), ("expert_raw", "expert, raw estimate"),
                       ("intermediate", "intermediate")):
        passes = [r for r in rows if r[who] == "pass"]
        open_ = sum(r["makeable"] for r in passes)
        share = f"{100 * open_ / len(passes):.1f}%" if passes else "-"
        ev = statistics.fmean(r["ev"][who] for r in rows)
        emit(f"   {label:<22}{len(passes):>7}{share:>10}{ev:>+9.3f}{best:>+9.3f}{ev - best:>+8.3f}")
    played = [r["played"] for r in rows if "played" in r]
    if played:
        emit("   contracts the expert bid and played against three intermediates: Brier of its estimate")
        for k in KINDS:
            pairs = [(p, m) for b, p, m in played if kind(b) == k]
            if pairs:
                brier = _brier(pairs)
                emit(f"   {k:<8}{len(pairs):>6} made {100 * statistics.fmean(float(m) for _, m in pairs):5.1f}%"
                     f"  estimate {100 * statistics.fmean(p for p, _ in pairs):5.1f}%  Brier {brier:.3f}"
                     f"  <= {TARGET}: {'ok' if brier <= TARGET else 'MISSED'}")
    return rows


def fit(rows: Sequence[tuple[str, float, float, bool]]) -> dict[str, tuple[float, float]]:
    """Per kind, the least-squares line from the raw estimate to the played result (a, b: p' = a + b p)."""
    out: dict[str, tuple[float, float]] = {}
    for k in KINDS:
        pairs = [(r, float(m)) for kk, r, _, m in rows if kk == k]
        if len(pairs) < 20:
            continue
        mx = statistics.fmean(p for p, _ in pairs)
        my = statistics.fmean(m for _, m in pairs)
        sxx = sum((p - mx) ** 2 for p, _ in pairs)
        b = sum((p - mx) * (m - my) for p, m in pairs) / sxx if sxx > 1e-9 else 0.0
        out[k] = (round(my - b * mx, 3), round(b, 3))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--forced-deals", type=int, default=150, help="deals whose open bids are played out")
    parser.add_argument("--fit", action="store_true", help="fit the per-kind correction on its own seeds")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    prefix = "bench-bidding-fit" if args.fit else "bench-bidding"
    if args.fit:
        print(f"   BID_CALIBRATION = {fit(played_table(prefix, args.deals, args.jobs, print))!r}")
    else:
        run(args.deals, args.jobs, print, prefix)
        played_table(prefix, args.forced_deals, args.jobs, print)
    print(f"   {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
