"""``napdesk simulate``'s results for a seed, pinned: a speed-up of the match must leave every figure and record
of a seeded random match exactly as it was (the golden file was written by the code before the speed-ups)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from napdesk.commands.match import entries_from, play_hands
from napdesk.commands.tournament import play_match
from napdesk.engine import Rules

GOLDEN = Path(__file__).parent / "golden" / "simulate_random.json"
CASES = [("standard", 4, 7, False), ("standard", 4, 11, True), ("standard", 5, 3, False)]
TIMING = {"seconds", "hands_per_s", "decision_ms"}


def _strip(doc: Any) -> Any:
    """The document without its timing figures (wall-clock, never the same twice)."""
    if isinstance(doc, dict):
        return {k: _strip(v) for k, v in doc.items() if k not in TIMING}
    if isinstance(doc, list):
        return [_strip(v) for v in doc]
    return doc


def _case(preset: str, players: int, seed: int, duplicate: bool) -> dict[str, Any]:
    rules = Rules(preset=preset).replace(players=players)
    entries = entries_from(["random"] * players)
    result = play_match(rules, entries, 200, seed, jobs=1, duplicate=duplicate)
    block = play_hands(rules, entries, range(60), seed, duplicate, True, None, False)
    records = hashlib.sha256("\n".join(block.records).encode()).hexdigest()
    return {"json": json.dumps(_strip(result), sort_keys=True), "records": records}


def _all() -> dict[str, Any]:
    return {f"{p}:{n}:{s}:{d}": _case(p, n, s, d) for p, n, s, d in CASES}


@pytest.mark.parametrize("case", CASES, ids=lambda c: ":".join(map(str, c)))
def test_seeded_random_match_is_byte_for_byte_as_before(case: tuple[str, int, int, bool]) -> None:
    golden = json.loads(GOLDEN.read_text())
    assert _case(*case) == golden[":".join(map(str, case))]


if __name__ == "__main__":  # rewrite the golden file (only from the code whose results it pins)
    GOLDEN.write_text(json.dumps(_all(), indent=1, sort_keys=True) + "\n")
