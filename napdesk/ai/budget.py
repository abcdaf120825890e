"""The expert's time budget for one decision: how long it samples, when an exact search is given up, and the loop
that judges each sampled deal by the solver while it keeps up and by play-outs past that."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Generic, TypeVar

from napdesk.ai.sampling import Sampler, World
from napdesk.engine.solver import OutOfTime

P = TypeVar("P")
S = TypeVar("S")


class Budget:
    """Samples until ``seconds`` have passed (at least one), or exactly ``fixed`` samples when given."""

    def __init__(self, seconds: float, fixed: int | None = None, most: int = 400, grace: float = 1.0) -> None:
        self.start = time.perf_counter()
        self.deadline = self.start + seconds
        self.fixed = fixed
        self.most = most
        self.grace = grace

    def more(self, n: int, floor: int = 0) -> bool:
        """Another sample? Until the budget's end; past it, while fewer than ``floor`` (cheap samples, judged
        without the solver) and the grace has not run out either."""
        if self.fixed is not None:
            return n < self.fixed
        now = time.perf_counter()
        if n == 0 or (n < self.most and now < self.deadline):
            return True
        return n < floor and self.in_grace()

    def in_grace(self) -> bool:
        """Before the end of the grace after the budget (always with a fixed number of samples)."""
        cutoff = self.cutoff
        return cutoff is None or time.perf_counter() < cutoff

    @property
    def cutoff(self) -> float | None:
        """When a single exact search gives up (:class:`~napdesk.engine.solver.OutOfTime`): ``grace`` times the
        budget (once more by default), at most 0.4 s, after the budget's end. None with a fixed number of samples
        (tests), which are then all solved to the end, however long."""
        if self.fixed is not None:
            return None
        spent = self.deadline - self.start
        return self.deadline + min(spent * self.grace, 0.4)

    def solve_cutoff(self) -> float | None:
        """When an exact search started now gives up: half way through the grace. None with a fixed number of
        samples (it never gives up); the present moment when no search should start now: not past the budget's
        end, since the grace is for finishing one, not for starting one."""
        cutoff = self.cutoff
        if cutoff is None:
            return None
        now = time.perf_counter()
        return (self.deadline + cutoff) / 2 if now < self.deadline else now


@dataclass(slots=True)
class Judged(Generic[P, S]):
    """One sampled deal and what was said about it: by its play-outs, and by the solver (None: not solved)."""

    world: World
    played: P
    exact: S | None = None


def judge(budget: Budget, sampler: Sampler, play: Callable[[World], P],
          solve: Callable[[World, P, float | None], S], floor: int, alone: bool) -> Iterator[Judged[P, S]]:
    """The sampled deals a decision rests on, in the order drawn, each with its play-outs' say (``play``) and the
    exact search's (``solve(world, played, cutoff)``, given when to give up) as far as the time allows.

    The first ``floor`` deals are drawn and played out before any search (that is cheap), so that the decision
    rests on that many however slow the solver is; they are then solved in turn while it keeps up, and further
    deals drawn, played out and solved until the budget's end. Any other deal the solver did not get to counts
    by its play-outs alone (``alone``) only within the grace. The caller may stop taking deals at any one."""
    deals: list[Judged[P, S]] = []
    while len(deals) < floor and budget.more(len(deals), floor):
        world = sampler.sample()
        deals.append(Judged(world, play(world)))
    ahead = len(deals) if len(deals) >= floor else 0  # short of the floor (no time at all): no promise
    solving = True
    i = 0
    while True:
        if i == len(deals):
            if not budget.more(i, floor):
                return
            world = sampler.sample()
            deals.append(Judged(world, play(world)))
        deal = deals[i]
        if solving:
            cutoff = budget.solve_cutoff()
            if cutoff is None or cutoff > time.perf_counter():
                try:
                    deal.exact = solve(deal.world, deal.played, cutoff)
                except OutOfTime:
                    solving = False  # too big to solve in time: this deal and the rest count by their play-outs
        if deal.exact is None and i >= ahead and not (alone and budget.in_grace()):
            return  # no time left even for the play-outs' say (no time at all: the caller's fallback)
        i += 1
        yield deal
