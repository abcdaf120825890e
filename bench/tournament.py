"""Benchmark of ``napdesk simulate --jobs``: the same expert tournament on one process and on two.

    .venv/bin/python bench/tournament.py --hands 16

Plays a duplicate match, an expert against three intermediates (standard rules), through the per-block function
``napdesk simulate`` uses (:func:`napdesk.commands.tournament.play_match`), once with ``--jobs 1`` and once with
``--jobs 2``, checks that both give exactly the same JSON (times aside) and records, and prints the wall-time ratio
beside the target (>= 1.8x on 2 cores). The expert here samples a fixed number of deals per decision instead of
thinking to a clock, so that its choices, and so the check, do not depend on how loaded the machine is; its work
per decision is about that of the clocked expert (roughly 0.1 s of the solver).
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from napdesk.ai.expert import ExpertPlayer
from napdesk.commands.match import entries_from
from napdesk.commands.tournament import BLOCK_DEALS, play_match
from napdesk.engine.rules import Rules

TARGET = 1.8
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


def scaling(hands: int, seed: int = 0, spec: str = SPEC) -> tuple[float, float, bool]:
    """(seconds with one process, with two, whether both gave the same JSON and records)."""
    entries = entries_from([spec, "intermediate", "intermediate", "intermediate"], ["expert", "i1", "i2", "i3"])
    runs = {}
    for jobs in (1, 2):
        records = io.StringIO()
        t0 = time.perf_counter()
        data = play_match(Rules(), entries, hands, seed, duplicate=True, records=records, jobs=jobs)
        runs[jobs] = (time.perf_counter() - t0, _timeless(data), records.getvalue())
    return runs[1][0], runs[2][0], runs[1][1:] == runs[2][1:]


def report(hands: int, emit: Any = print) -> None:
    one, two, same = scaling(hands)
    blocks = -(-hands // BLOCK_DEALS)
    emit(f"   expert (24 samples a decision) vs three intermediates, duplicate, {hands} deals x 4 rotations "
         f"({blocks} blocks of {BLOCK_DEALS} deals)")
    emit(f"   --jobs 1 {one:6.1f} s   --jobs 2 {two:6.1f} s   ratio {one / two:4.2f}x "
         f"(target >= {TARGET}x: {'ok' if one / two >= TARGET else 'MISSED'})   same JSON and records: "
         f"{'yes' if same else 'NO'}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=16, help="deals (default 16: two blocks)")
    args = parser.parse_args(argv)
    report(args.hands)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
