"""The expert's time budget for one decision: how long it samples, and when an exact search is given up."""

from __future__ import annotations

import time


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

    def solve_cutoff(self, reserve: float, short: bool) -> float | None:
        """When an exact search started now gives up, keeping ``reserve`` seconds for samples judged without
        one: half way through the grace at the latest, at the budget's end when ``short`` of the samples wanted
        (the grace is theirs). None with a fixed number of samples (it never gives up); the present moment or
        earlier when no search should start now: not past the budget's end, since the grace is for finishing
        one, not for starting one."""
        cutoff = self.cutoff
        if cutoff is None:
            return None
        end = min(self.deadline if short else (self.deadline + cutoff) / 2, cutoff - reserve)
        now = time.perf_counter()
        return end if now < self.deadline and now < end else now
