"""``napdesk simulate``: headless matches between computer players.

Every hand is independent: hand ``i`` is dealt by seat ``i mod players`` from its own RNG seeded with
``(--seed, i)``, starts with an empty pool (fees and pool payments count in the chips), and is played to the end
by the players named in ``--seats``, each given only its seat's view. With ``--duplicate`` every deal is played
once per rotation of the seats (entry ``e`` sits at seat ``(e + r) mod players`` in rotation ``r``), so that the
luck of the cards cancels; an entry's figures are its own wherever it sat.

``--json`` prints one object: ``hands`` (hands played), ``seconds``, ``hands_per_s`` and ``seats``, one object per
``--seats`` entry in its order with ``player``, ``chips`` (net change), ``bids`` (for each kind of bid it won the
auction with: ``{"made": n, "failed": n}``) and ``decision_ms`` (``p50``, ``p99``, ``max`` of its decisions).
``--records FILE.jsonl`` writes every hand as a hand record, one per line.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from napdesk.ai import LEVELS, PlayerError, make_player
from napdesk.ai.base import Player
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.record import record_of
from napdesk.engine.rules import PRESETS, RuleError, Rules

__all__ = ["configure", "play_match", "run"]


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", default="standard", choices=sorted(PRESETS), help="the house rules to start from")
    parser.add_argument("--rules", metavar="FILE",
                        help="a JSON file of rule keys (and optionally \"preset\") over --preset")
    parser.add_argument("--players", type=int, help="number of players (overrides the rules)")
    parser.add_argument("--hands", type=int, default=100, help="deals to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and the players (default 0)")
    parser.add_argument("--seats", metavar="P1,P2,...",
                        help=f"one player per seat: a level ({', '.join(LEVELS)}) or module:Class; "
                             "default intermediate everywhere")
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal once per rotation of the seats")
    parser.add_argument("--records", metavar="FILE.jsonl", help="write every hand as a hand record, one per line")
    parser.add_argument("--json", dest="as_json", action="store_true", help="print one JSON object")


def _rules(args: argparse.Namespace) -> Rules:
    data: dict[str, Any] = {"preset": args.preset}
    if args.rules:
        loaded = json.loads(Path(args.rules).read_text(encoding="utf-8-sig"))
        if not isinstance(loaded, dict):
            raise RuleError("the rules file must hold a JSON object")
        data.update(loaded)
    if args.players is not None:
        data["players"] = args.players
    return Rules.from_dict(data)


class _Stats:
    def __init__(self, spec: str) -> None:
        self.player = spec
        self.chips = 0
        self.bids: dict[str, dict[str, int]] = {}
        self.times: list[float] = []

    def to_json(self) -> dict[str, Any]:
        t = sorted(self.times)

        def q(f: float) -> float:
            return round(1000 * t[min(len(t) - 1, int(f * len(t)))], 3) if t else 0.0

        return {"player": self.player, "chips": self.chips, "bids": self.bids,
                "decision_ms": {"p50": q(0.5), "p99": q(0.99), "max": round(1000 * t[-1], 3) if t else 0.0}}


def play_match(rules: Rules, specs: Sequence[str], hands: int, seed: int, duplicate: bool = False,
        records: TextIO | None = None, progress: TextIO | None = None) -> dict[str, Any]:
    """Play the match; return the ``--json`` object."""
    n = rules.players
    if len(specs) != n:
        raise PlayerError(f"--seats names {len(specs)} players for a {n}-player game")
    stats = [_Stats(s) for s in specs]
    # One player object per entry, seeded apart; it keeps its seed's stream across the match.
    players: list[Player] = [make_player(spec, seed * 1000 + e) for e, spec in enumerate(specs)]
    rotations = n if duplicate else 1
    total = hands * rotations
    names = [s.split(":")[-1] for s in specs]
    played = 0
    start = time.perf_counter()
    for i in range(hands):
        dealer = i % n
        deal = deal_hand(rules, dealer, random.Random(f"napdesk-simulate:{seed}:{i}"))
        for r in range(rotations):
            entry_at = [(s - r) % n for s in range(n)]  # seat -> entry
            state = HandState(rules, dealer, deal)
            while not state.is_over:
                seat = state.to_move
                e = entry_at[seat]
                view = state.view(seat)
                t0 = time.perf_counter()
                action = players[e].choose(view)
                stats[e].times.append(time.perf_counter() - t0)
                state.apply(action)
            outcome = state.outcome
            assert outcome is not None
            for seat, amount in enumerate(outcome.settlement):
                stats[entry_at[seat]].chips += amount
            if outcome.made is not None and state.bidder is not None and state.contract is not None:
                tally = stats[entry_at[state.bidder]].bids.setdefault(state.contract.name, {"made": 0, "failed": 0})
                tally["made" if outcome.made else "failed"] += 1
            if records is not None:
                records.write(json.dumps(record_of(state, [names[entry_at[s]] for s in range(n)])) + "\n")
            played += 1
            if progress is not None:
                _bar(progress, played, total, time.perf_counter() - start)
    seconds = time.perf_counter() - start
    if progress is not None:
        progress.write("\n")
        progress.flush()
    return {"hands": played, "seconds": round(seconds, 3),
            "hands_per_s": round(played / seconds, 3) if seconds > 0 else None,
            "seats": [s.to_json() for s in stats]}


def _bar(out: TextIO, done: int, total: int, seconds: float) -> None:
    width = 30
    fill = width * done // max(total, 1)
    rate = done / seconds if seconds > 0 else 0.0
    out.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} hands, {rate:.1f}/s")
    out.flush()


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        rules = _rules(args)
    except (OSError, ValueError) as exc:  # RuleError and JSON errors are ValueErrors
        err.write(f"napdesk simulate: rules: {exc}\n")
        return 2
    if args.hands < 0:
        err.write("napdesk simulate: --hands must be 0 or more\n")
        return 2
    specs = [s.strip() for s in args.seats.split(",")] if args.seats else ["intermediate"] * rules.players
    if any(":" in s for s in specs) and os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())  # plug-ins in the current folder, as `python -m` would find them
    progress = err if err.isatty() else None
    try:
        if args.records:
            with open(args.records, "w", encoding="utf-8") as rec:
                result = play_match(rules, specs, args.hands, args.seed, args.duplicate, rec, progress)
        else:
            result = play_match(rules, specs, args.hands, args.seed, args.duplicate, None, progress)
    except PlayerError as exc:
        err.write(f"napdesk simulate: {exc}\n")
        return 2
    except OSError as exc:
        err.write(f"napdesk simulate: {exc}\n")
        return 1
    if args.as_json:
        out.write(json.dumps(result) + "\n")
    else:
        out.write(f"{result['hands']} hands in {result['seconds']:.1f} s ({result['hands_per_s'] or 0:.1f}/s)\n")
        for e, s in enumerate(result["seats"]):
            bids = ", ".join(f"{k} {v['made']}/{v['made'] + v['failed']}" for k, v in sorted(s["bids"].items()))
            ms = s["decision_ms"]
            out.write(f"  {e}: {s['player']:<14} chips {s['chips']:+6d}  p50 {ms['p50']:.1f} ms  "
                      f"max {ms['max']:.1f} ms  bids made {bids or '-'}\n")
    return 0
