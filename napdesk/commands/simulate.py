"""``napdesk simulate``: headless matches between computer players.

Every hand is independent: hand ``i`` is dealt by seat ``i mod players`` with ``napdesk.engine.deal_hand`` (given
seeded bits, it is the quick deal) from random bits seeded with ``(--seed, i)`` (``SeededBits``), starts with an
empty pool (fees and pool payments count in the chips), and is played to the end by the players named in
``--seats``, each given only its seat's view. With ``--duplicate`` every deal is played once per rotation of the
seats (entry ``e`` sits at seat ``(e + r) mod players`` in rotation ``r``), so that the luck of the cards cancels;
an entry's figures are its own wherever it sat. A player's fault is its seat's and the run goes on
(napdesk.commands.match); ``--strict`` stops at the first.

``--json`` prints one object (docs/bots.md, "Tournaments", lists every field): the hands and deals played, the
time, and per ``--seats`` entry its name, chips per hand with a 95% interval over deals, the part won as bidder and
as defender, bids made and played by kind, faults and decision times by phase; with ``--compare A,B`` the paired
per-deal difference of two entries. ``--records FILE.jsonl`` writes every hand as a hand record, one per line, with
its place in the match.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from napdesk.ai import LEVELS, PlayerError
from napdesk.commands.match import MatchFault, entries_from
from napdesk.commands.tournament import default_jobs, play_match
from napdesk.engine.rules import PRESETS, RuleError, Rules

__all__ = ["configure", "run"]


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", default="standard", choices=sorted(PRESETS), help="the house rules to start from")
    parser.add_argument("--rules", metavar="FILE",
                        help="a JSON file of rule keys (and optionally \"preset\") over --preset")
    parser.add_argument("--players", type=int, help="number of players (overrides the rules)")
    parser.add_argument("--hands", type=int, default=100, help="deals to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and the players (default 0)")
    parser.add_argument("--seats", metavar="P1,P2,...",
                        help=f"one player per seat: a level ({', '.join(LEVELS)}) or module:Class, "
                             "optionally named NAME=SPEC; default intermediate everywhere")
    parser.add_argument("--names", metavar="N1,N2,...", help="the name each --seats entry is reported under")
    parser.add_argument("--budget-ms", type=float, metavar="MS",
                        help="the time each player is told it may take per decision (default: its own); a decision "
                             "over ten budgets and a second is a fault")
    parser.add_argument("--strict", action="store_true", help="stop at the first fault of a player")
    parser.add_argument("--jobs", type=int, metavar="N",
                        help="processes to play the deals on (default: the number of cores); the results are "
                             "the same with any N")
    parser.add_argument("--compare", metavar="A,B",
                        help="also report the paired per-deal difference in chips per hand of entries A and B")
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
    specs = args.seats.split(",") if args.seats else ["intermediate"] * rules.players
    if any(":" in s for s in specs) and os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())  # plug-ins in the current folder, as `python -m` would find them
    compare = None
    if args.compare:
        parts = [c.strip() for c in args.compare.split(",")]
        if len(parts) != 2:
            err.write("napdesk simulate: --compare takes two entry names, A,B\n")
            return 2
        compare = (parts[0], parts[1])
    if args.budget_ms is not None and not args.budget_ms > 0:
        err.write("napdesk simulate: --budget-ms must be more than 0\n")
        return 2
    if args.jobs is not None and args.jobs < 1:
        err.write("napdesk simulate: --jobs must be 1 or more\n")
        return 2
    jobs = args.jobs or default_jobs()
    progress = err if err.isatty() else None
    stopped: list[int] = []  # the signal that stopped the match, if one did
    try:
        entries = entries_from(specs, args.names.split(",") if args.names else None)

        def match(records: TextIO | None) -> dict[str, Any]:
            return play_match(rules, entries, args.hands, args.seed, args.duplicate, records, progress,
                              budget_ms=args.budget_ms, strict=args.strict, faults=err, compare=compare,
                              jobs=jobs, stop=lambda: bool(stopped))

        with _stopped_by_signals(stopped):
            if args.records:
                with open(args.records, "w", encoding="utf-8") as rec:
                    result = match(rec)
            else:
                result = match(None)
    except PlayerError as exc:
        err.write(f"napdesk simulate: {exc}\n")
        return 2
    except MatchFault as exc:
        err.write(f"napdesk simulate: stopped (--strict): {exc}\n")
        return 1
    except OSError as exc:
        err.write(f"napdesk simulate: {exc}\n")
        return 1
    if args.as_json:
        out.write(json.dumps(result) + "\n")
    else:
        out.write(f"{result['hands']} hands in {result['seconds']:.1f} s ({result['hands_per_s'] or 0:.1f}/s)\n")
        for e, s in enumerate(result["seats"]):
            bids = ", ".join(f"{k} {v['made']}/{v['played']}" for k, v in sorted(s["bids"].items()))
            ms = s["decision_ms"]
            ci = s["ci95"]
            spread = f" [{ci[0]:+.2f}, {ci[1]:+.2f}]" if ci else ""
            faults = sum(s["faults"].values())
            out.write(f"  {e}: {s['name']:<14} chips {s['chips']:+6d} ({s['chips_per_hand']:+.2f}/hand{spread})  "
                      f"p50 {ms['p50']:.1f} ms  max {ms['max']:.1f} ms  bids made {bids or '-'}"
                      f"{f'  faults {faults}' if faults else ''}\n")
        if "compare" in result:
            c = result["compare"]
            ci = c["ci95"]
            spread = f" [{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else ""
            out.write(f"  {c['a']} - {c['b']}: {c['diff_per_hand']:+.3f} chips/hand{spread} over {c['deals']} deals\n")
    if stopped:
        if not args.as_json:
            out.write(f"stopped by {signal.Signals(stopped[0]).name}: the figures of the hands finished\n")
        out.flush()
        return 128 + stopped[0]  # as a shell reports a command ended by that signal
    return 0


@contextlib.contextmanager
def _stopped_by_signals(stopped: list[int]) -> Iterator[None]:
    """While the match plays, SIGINT and SIGTERM stop it (between hands; the workers are ended) rather than kill
    the process: ``stopped`` gets the signal, and the command reports the hands finished. Outside the main thread
    (a caller's own thread) the signals stay as they are."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    wanted = [signal.SIGINT, signal.SIGTERM]
    before = {sig: signal.getsignal(sig) for sig in wanted}

    def handler(signum: int, _frame: object) -> None:
        stopped.append(signum)

    for sig in wanted:
        signal.signal(sig, handler)
    try:
        yield
    finally:
        for sig, old in before.items():
            signal.signal(sig, old)
