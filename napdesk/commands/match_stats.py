"""The figures ``napdesk simulate --json`` reports for each entry, and the paired comparison of two entries.

Chips per hand are judged over *deals*: with ``--duplicate`` one deal is played once per rotation, and the hands
of one deal are not independent (the same cards), so each deal gives one sample, the entry's mean over its
rotations. The 95% interval is the normal one over those samples (mean ± 1.96 standard errors); with fewer than
two deals there is no interval.
"""

from __future__ import annotations

import bisect
import itertools
import math
import operator
from array import array
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["PHASES", "EntryStats", "interval", "paired", "tally_hand"]

# Decision kinds whose times are reported apart: a bid (and every other auction-time choice: peep, exchange, the
# widow, the peep discard), a card that was the only legal one, the opening lead of the hand, any other card.
PHASES = ("bid", "forced", "lead", "searched")
ROLES = ("bidder", "defender", "none")  # "none": a hand thrown in, or fees paid before any contract
FAULT_KINDS = ("exception", "illegal", "slow", "claim_refused")
Z95 = 1.959964
UNDER = 20  # the expert's own floor for a card decision (napdesk.ai.expert.MIN_SAMPLES): fewer is a guess


def interval(samples: Sequence[float]) -> tuple[float, float] | None:
    """The 95% interval of the mean of ``samples`` (None below two samples)."""
    n = len(samples)
    if n < 2:
        return None
    mean = sum(samples) / n
    var = sum([(x - mean) ** 2 for x in samples]) / (n - 1)  # a list, not a generator: a match has many deals
    half = Z95 * math.sqrt(var / n)
    return (mean - half, mean + half)


def _quantiles(counts: Mapping[float, int]) -> dict[str, float | int]:
    """p50, p99 and max, in milliseconds, of the times counted in ``counts`` (time -> how many): the times at those
    places of all of them sorted."""
    n = sum(counts.values())
    if not n:
        return {"n": 0, "p50": 0.0, "p99": 0.0, "max": 0.0}
    values = sorted(counts)
    below = list(itertools.accumulate(map(counts.__getitem__, values)))  # the times up to each value, itself too

    def q(f: float) -> float:
        return round(1000 * values[bisect.bisect_right(below, min(n - 1, int(f * n)))], 3)

    return {"n": n, "p50": q(0.5), "p99": q(0.99), "max": round(1000 * values[-1], 3)}


def _rounded(pair: tuple[float, float] | None) -> list[float] | None:
    return None if pair is None else [round(pair[0], 4), round(pair[1], 4)]


class EntryStats:
    """Everything counted for one ``--seats`` entry over a match."""

    def __init__(self, name: str, spec: str) -> None:
        self.name = name
        self.spec = spec
        # The entry's hands and chips by role (their sums are its hands and chips: counted once, at every hand).
        self.role_hands = dict.fromkeys(ROLES, 0)
        self.role_chips = dict.fromkeys(ROLES, 0)
        self.bids: dict[str, dict[str, int]] = {}
        self.faults = dict.fromkeys(FAULT_KINDS, 0)
        # Seconds per decision, as arrays of doubles: a run of hands sends them to the calling process, where a
        # list of floats would cost ten times as much to unpickle.
        self.times: dict[str, array[float]] = {p: array("d") for p in PHASES}
        # The sampled deals of each decision that was not forced, for players that say (the expert).
        self.samples: array[int] = array("l")
        # deal index -> (hands, chips, chips as bidder, chips as defender) summed over its rotations. Tuples, made
        # anew when a rotation adds to one: the collector stops tracking a tuple of ints, and a match keeps a row
        # per deal and entry (as lists, tens of thousands of them made its collections long, a few per cent of
        # a random match)
        self.per_deal: dict[int, tuple[int, ...]] = {}

    @property
    def hands(self) -> int:
        return sum(self.role_hands.values())

    @property
    def chips(self) -> int:
        return sum(self.role_chips.values())

    def merge(self, other: EntryStats) -> None:
        """Add what ``other`` counted (the same entry, over other deals) to these figures. ``other`` is spent: the
        rows of deals it alone played become these figures' own (a finished run's figures are merged once)."""
        for r in ROLES:
            self.role_hands[r] += other.role_hands[r]
            self.role_chips[r] += other.role_chips[r]
        for kind, tally in other.bids.items():
            mine = self.bids.setdefault(kind, {"made": 0, "failed": 0, "played": 0})
            for k, v in tally.items():
                mine[k] += v
        for k, v in other.faults.items():
            self.faults[k] += v
        for p in PHASES:
            self.times[p].extend(other.times[p])
        self.samples.extend(other.samples)
        per_deal = self.per_deal
        if per_deal.keys().isdisjoint(other.per_deal):  # the usual case: no deal of the run was played before
            per_deal.update(other.per_deal)
            return
        for d, row in other.per_deal.items():
            mine_row = per_deal.get(d)
            if mine_row is None:  # the usual case: a deal's rotations are mostly played in one run
                per_deal[d] = row
            else:
                per_deal[d] = tuple(map(operator.add, mine_row, row))

    def decision(self, phase: str, seconds: float) -> None:
        self.times[phase].append(seconds)

    def bid(self, kind: str, made: bool) -> None:
        tally = self.bids.get(kind)
        if tally is None:  # (not setdefault: that makes the dict at every hand)
            tally = self.bids[kind] = {"made": 0, "failed": 0, "played": 0}
        tally["made" if made else "failed"] += 1
        tally["played"] += 1

    def deal_means(self, column: int = 1) -> dict[int, float]:
        """Per deal, the entry's chips per hand (column 1), or the part of them won as bidder (2) or defender (3)."""
        return {d: row[column] / row[0] for d, row in self.per_deal.items() if row[0]}

    def _means(self, column: int = 1) -> list[float]:
        """The values of :meth:`deal_means`, in its order, without its dict."""
        return [row[column] / row[0] for row in self.per_deal.values() if row[0]]

    def to_json(self) -> dict[str, Any]:
        # Each time counted, not sorted: a fast level's times repeat (ticks of the clock), a few thousand values for
        # millions of decisions, and sorting those few is quicker than sorting every time.
        by_phase = {p: Counter(self.times[p]) for p in PHASES}
        every: Counter[float] = Counter()
        for counted in by_phase.values():
            every.update(counted)
        per_hand = self.chips / self.hands if self.hands else 0.0

        def role(r: str, column: int | None) -> dict[str, Any]:
            out: dict[str, Any] = {"hands": self.role_hands[r], "chips": self.role_chips[r],
                                   "per_hand": round(self.role_chips[r] / self.hands, 4) if self.hands else 0.0}
            if column is not None:
                out["ci95"] = _rounded(interval(self._means(column)))
            return out

        return {
            "name": self.name,
            "player": self.spec,
            "hands": self.hands,
            "chips": self.chips,
            "chips_per_hand": round(per_hand, 4),
            "ci95": _rounded(interval(self._means())),
            "as_bidder": role("bidder", 2),
            "as_defender": role("defender", 3),
            "bids": self.bids,
            "faults": self.faults,
            "decision_ms": {**_quantiles(every), "by_phase": {p: _quantiles(by_phase[p]) for p in PHASES}},
            **({"samples": _sample_counts(self.samples)} if self.samples else {}),
        }


def tally_hand(stats: Sequence[EntryStats], entry_at: Sequence[int], deal: int, bidder: int | None,
               order: Sequence[int], settlement: Sequence[int]) -> None:
    """Count one hand of deal ``deal``: each seat's chips (``settlement``) for the entry that played the seat
    (``entry_at``), by the seat's role: every seat's "none" without a contract (``bidder`` None), else the bidder's,
    a defender's, or "none" for a seat not dealt in (``order``: a dealer sitting out defends nothing). The seats
    in one call, not one each: a match counts thousands of hands a second."""
    for seat, chips in enumerate(settlement):
        role = "none" if bidder is None else "bidder" if seat == bidder else "defender" if seat in order else "none"
        entry = stats[entry_at[seat]]
        entry.role_hands[role] += 1
        entry.role_chips[role] += chips
        row = entry.per_deal.get(deal)
        if row is None:  # the usual case, a deal played once: its row made whole
            entry.per_deal[deal] = (1, chips, chips if role == "bidder" else 0, chips if role == "defender" else 0)
            continue
        entry.per_deal[deal] = (row[0] + 1, row[1] + chips, row[2] + (chips if role == "bidder" else 0),
                                row[3] + (chips if role == "defender" else 0))


def _sample_counts(samples: Sequence[int]) -> dict[str, float | int]:
    """How many sampled deals the entry's decisions rested on (those not forced): a busy machine gives a player
    that budgets wall time fewer, and this shows it."""
    t = sorted(samples)

    def q(f: float) -> int:
        return t[min(len(t) - 1, int(f * len(t)))]

    return {"decisions": len(t), "min": t[0], "p10": q(0.1), "p50": q(0.5), "mean": round(sum(t) / len(t), 1),
            "under_20": sum(1 for x in t if x < UNDER)}


def paired(a: EntryStats, b: EntryStats) -> dict[str, Any]:
    """The per-deal difference of chips per hand, ``a`` minus ``b``, over the deals both played."""
    ma, mb = a.deal_means(), b.deal_means()
    deals = sorted(set(ma) & set(mb))
    diffs = [ma[d] - mb[d] for d in deals]
    mean = sum(diffs) / len(diffs) if diffs else 0.0
    return {"a": a.name, "b": b.name, "deals": len(deals), "diff_per_hand": round(mean, 4),
            "ci95": _rounded(interval(diffs))}
