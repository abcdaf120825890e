"""The expert's bid estimate is the raw share of sampled deals that make a bid, put through a per-kind calibration
(fitted by bench/bidding.py --fit): a map that keeps 0 and 1, never turns a better raw chance into a worse one, and
leaves bids it was not fitted for as they are."""

from __future__ import annotations

import itertools

from napdesk.ai import ExpertPlayer
from napdesk.ai.bidvalue import BID_CALIBRATION, calibrated
from napdesk.ai.budget import Budget
from napdesk.engine.actions import MISERE, NAP, Bid
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules

GRID = [i / 200 for i in range(201)]


def test_the_calibration_keeps_the_ends_and_the_order() -> None:
    for bid in (Bid.number(2), Bid.number(3), Bid.number(4), MISERE, NAP):
        values = [calibrated(bid, p) for p in GRID]
        assert values[0] == 0.0 and values[-1] == 1.0, bid
        assert all(0.0 <= v <= 1.0 for v in values)
        assert all(b >= a - 1e-12 for a, b in itertools.pairwise(values)), bid
        assert all(abs(b - a) < 0.05 for a, b in itertools.pairwise(values)), bid  # no jump


def test_a_bid_not_fitted_is_used_raw() -> None:
    assert "2" in BID_CALIBRATION
    for bid in (Bid.number(1), Bid.number(3), MISERE, NAP):
        assert bid.name not in BID_CALIBRATION
        assert [calibrated(bid, p) for p in GRID] == GRID


def test_the_expert_bids_on_the_calibrated_chances() -> None:
    import random
    rules = Rules()
    state = HandState(rules, 0, deal_hand(rules, 0, random.Random(3)))
    view = state.view(state.to_move)
    expert = ExpertPlayer(2)
    chances, _, n, _ = expert.bid_chances(view, Budget(0.0, fixed=12))
    assert n == 12
    assert {b.name for b in chances} == set(expert.raw_chances)
    for bid, p in chances.items():
        assert p == calibrated(bid, expert.raw_chances[bid.name])
