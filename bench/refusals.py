"""What finding the reasons for refused actions costs: the engine's applies and state copies for one table snapshot
and for "why not?" on each refused card.

    QT_QPA_PLATFORM=offscreen python bench/refusals.py [--baseline DIR]

A fixed hand: seat 3 leads a spade and the person at seat 0, holding one spade, must follow; his other cards are
refused. The same in the bidding, where the bids up to the highest so far are refused. Counts
are exact (no timing), so one run says it; ``--baseline DIR`` (another napdesk checkout) prints that code's
counts beside these.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

HERE = Path(__file__).resolve()
sys.path.insert(0, os.environ.get("NAPDESK_BENCH_TREE") or str(HERE.parent.parent))

from napdesk.engine import PASS, Bid, Card, CardSet, Deal, HandState, Rules, Session  # noqa: E402
from napdesk.engine.actions import PLAYS, Action  # noqa: E402

HANDS = ("AS AH KH QH 2C", "JS TS 3H 4H 5H", "2S KS QS 3C 4C", "9S 8S JH AC KC")


def counted(calls: Counter[str], run: Callable[[], object]) -> dict[str, int]:
    """``run()`` with every ``HandState.apply`` and ``HandState.copy`` counted."""
    originals = {name: getattr(HandState, name) for name in ("apply", "copy")}

    def wrap(name: str) -> Callable[..., Any]:
        original = originals[name]

        def counting(*args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return original(*args, **kwargs)
        return counting

    calls.clear()
    for name in originals:
        setattr(HandState, name, wrap(name))
    try:
        run()
    finally:
        for name, original in originals.items():
            setattr(HandState, name, original)
    return {name: calls[name] for name in originals}


def figures() -> dict[str, dict[str, int]]:
    from napdesk.ui import snapshot
    from napdesk.ui.controller import GameController

    session = Session(Rules(), ["You", "West", "North", "East"], 3)
    session.start_hand()
    play = HandState(Rules(), 2, Deal(hands=tuple(CardSet(h.split()) for h in HANDS)))
    for action in (Bid.number(2), PASS, PASS, PASS, PLAYS[Card("9S").index]):
        play.apply(action)
    bidding = HandState(Rules(), 0, Deal(hands=tuple(CardSet(h.split()) for h in HANDS)))
    for action in (PASS, Bid.number(3), PASS):
        bidding.apply(action)
    calls: Counter[str] = Counter()
    out: dict[str, dict[str, int]] = {}
    for name, state in (("play", play), ("bidding", bidding)):
        seat = state.to_move
        source: Any = SimpleNamespace(session=session, state=state, stopped=False, table_size=4,
                                      session_seat=lambda s: s)

        def build(source: Any = source, seat: int = seat) -> snapshot.TableSnapshot | None:
            return snapshot.build(source, "action", seat, session.players, [True] * 4, ["random"] * 4)

        snap = build()
        assert snap is not None
        refused = [a for a, _ in snap.refusals]
        out[f"snapshot, {name} ({len(refused)} refused)"] = counted(calls, build)
        controller: Any = SimpleNamespace(state=state)

        def why_not(controller: Any = controller, refused: list[Action] = refused) -> list[str | None]:
            return [GameController.why_not(controller, a) for a in refused]

        out[f"why not, each of the {len(refused)}"] = counted(calls, why_not)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, metavar="DIR", help="another napdesk checkout to count beside this")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    mine = figures()
    if args.json:
        print(json.dumps(mine))
        return
    base: dict[str, dict[str, int]] = {}
    if args.baseline is not None:
        env = {**os.environ, "NAPDESK_BENCH_TREE": str(args.baseline.resolve()), "PYTHONPATH": str(args.baseline)}
        done = subprocess.run([sys.executable, str(HERE), "--json"], env=env, capture_output=True, text=True,
                              check=True)
        base = json.loads(done.stdout)
    for name, counts in mine.items():
        line = f"{name:32} " + "  ".join(f"{k} {v:3}" for k, v in counts.items())
        if name in base:
            line += "    baseline: " + "  ".join(f"{k} {v:3}" for k, v in base[name].items())
        print(line)


if __name__ == "__main__":
    main()
