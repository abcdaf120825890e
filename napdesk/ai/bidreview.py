"""The hand review of the bidding: each of a person's bids and passes that the expert's sampled estimate puts
:data:`BID_MARK_CHIPS` or more below the best open choice.

Double dummy every bid is made or beaten with certainty, which would mislead (a bid is a bet on cards not seen),
so a bid is judged as the hints judge it: :meth:`~napdesk.ai.expert.ExpertPlayer.bid_chances` over sampled
deals, and :func:`~napdesk.ai.bidvalue.bid_value` for the chips each choice is expected to bring (a pass: none).
The deals are drawn from a fixed seed, :data:`BID_SAMPLES` of them, each solved to the end: the same hand gets
the same verdict every time, however loaded the machine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Final

from napdesk.ai.bidvalue import bid_value
from napdesk.ai.budget import Budget
from napdesk.ai.expert import ExpertPlayer
from napdesk.engine.actions import PASS, Bid
from napdesk.engine.facts import Phase
from napdesk.engine.hand import HandState
from napdesk.engine.solver import OutOfTime

BID_MARK_CHIPS: Final = 0.5  # a bid or pass is marked when a better choice is estimated this many chips above it
BID_SAMPLES: Final = 200  # sampled deals behind each verdict
BID_SEED: Final = 32  # the seed they are drawn from: a fixed set, so a verdict is reproducible


@dataclass(frozen=True)
class BidMark:
    """One costly bid or pass: the ``index``-th action of the hand's history, made by ``seat``."""

    index: int
    seat: int
    bid: Bid  # the bid (or pass) made
    better: Bid  # the choice the estimate puts highest
    cost: float  # expected chips the better choice was worth over the one made (an estimate)
    chips: int  # the cost in whole chips, as the summary counts it
    samples: int  # sampled deals the estimate rests on
    values: tuple[tuple[Bid, float], ...]  # each open choice -> its expected chips, in bidding order

    def cost_of(self, bid: Bid) -> float:
        """What ``bid`` (another choice at the same decision) gives away against the best, by the same estimate."""
        values = dict(self.values)
        return max(values.values()) - values[bid] if bid in values else 0.0


def whole_chips(cost: float) -> int:
    """An estimated cost in whole chips, a half up: a marked one is at least one."""
    return int(cost + 0.5)


class _Fixed(Budget):
    """Exactly ``fixed`` sampled deals, each solved to the end; past ``deadline`` the review is given up."""

    def __init__(self, fixed: int, deadline: float | None) -> None:
        super().__init__(0.0, fixed)
        self._stop = deadline

    def more(self, n: int, floor: int = 0) -> bool:
        if self._stop is not None and time.perf_counter() > self._stop:
            raise OutOfTime
        return super().more(n, floor)


def _estimate(state: HandState, samples: int, seed: int, deadline: float | None) -> tuple[dict[Bid, float], int]:
    view = state.view(state.to_move)
    expert = ExpertPlayer(seed, samples=samples)
    chances, _widow, n, _helps = expert.bid_chances(view, _Fixed(samples, deadline))
    values = {b: bid_value(view, b, p) for b, p in chances.items()}
    if PASS in view.legal:
        values[PASS] = 0.0
    return values, n


def bid_values(state: HandState, samples: int = BID_SAMPLES, seed: int = BID_SEED,
               deadline: float | None = None) -> dict[Bid, float]:
    """For the seat to bid in ``state``: each open bid (and the pass) -> the chips it is expected to bring, by
    the expert's estimate over ``samples`` deals drawn from ``seed``. Empty outside the bidding."""
    if state.phase != Phase.BIDDING or state.is_over or not any(isinstance(a, Bid) for a in state.legal_actions()):
        return {}
    return _estimate(state, samples, seed, deadline)[0]


def bid_review(state: HandState, seat: int, seconds: float | None = None, *, deadline: float | None = None
               ) -> tuple[BidMark, ...]:
    """``seat``'s costly bids and passes in ``state`` (any hand past them), in the order made. ``seconds`` (or
    an absolute ``deadline``): raise :class:`~napdesk.engine.solver.OutOfTime` rather than take longer."""
    if deadline is None and seconds is not None:
        deadline = time.perf_counter() + seconds
    replay = HandState(state.rules, state.dealer, state.deal, state.pool_before)
    marks: list[BidMark] = []
    for j, (who, action) in enumerate(state.history):
        if replay.phase != Phase.BIDDING or replay.is_over:
            break
        if who == seat and isinstance(action, Bid):
            values, n = _estimate(replay, BID_SAMPLES, BID_SEED, deadline)
            if action in values:
                better = max(values, key=lambda b: (values[b], -b.order))  # a tie: the lower, the safer
                cost = values[better] - values[action]
                if cost >= BID_MARK_CHIPS:
                    marks.append(BidMark(j, seat, action, better, cost, whole_chips(cost), n,
                                         tuple(sorted(values.items(), key=lambda bv: bv[0].order))))
        replay.apply(action)
    return tuple(marks)
