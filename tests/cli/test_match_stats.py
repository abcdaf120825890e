"""The decision times ``napdesk simulate --json`` reports: each phase's and all of them together, counted (a fast
level's times repeat, ticks of the clock) and not sorted one by one, are the very quantiles of the sorted times."""

from __future__ import annotations

import random

import pytest

from napdesk.commands.match_stats import PHASES, EntryStats


def _sorted_quantiles(times: list[float]) -> dict[str, float | int]:
    """The figures by their definition: p50 and p99 the times at those places of the sorted times, in ms."""
    t = sorted(times)
    if not t:
        return {"n": 0, "p50": 0.0, "p99": 0.0, "max": 0.0}

    def at(f: float) -> float:
        return round(1000 * t[min(len(t) - 1, int(f * len(t)))], 3)

    return {"n": len(t), "p50": at(0.5), "p99": at(0.99), "max": round(1000 * t[-1], 3)}


@pytest.mark.parametrize("seed", range(6))
def test_the_reported_times_are_the_quantiles_of_the_sorted_times(seed: int) -> None:
    rng = random.Random(seed)
    stats = EntryStats("a", "random")
    # a few distinct values (a fast level's clock ticks) in one phase, all distinct in another, one or none
    ticks = [rng.randrange(1, 40) * 1e-7 for _ in range(rng.randrange(1, 3000))]
    distinct = [rng.random() / 100 for _ in range(rng.randrange(1, 300))]
    stats.times["bid"].extend(ticks)
    stats.times["searched"].extend(distinct)
    stats.times["lead"].extend([0.25] if seed % 2 else [])
    reported = stats.to_json()["decision_ms"]
    every = [x for p in PHASES for x in stats.times[p]]
    assert {k: v for k, v in reported.items() if k != "by_phase"} == _sorted_quantiles(every)
    assert reported["by_phase"] == {p: _sorted_quantiles(list(stats.times[p])) for p in PHASES}
