"""Hand review benchmark: what judging the bids adds to the review of a hand, and how far the bid verdict on
its fixed sample set agrees with one on many more deals.

    .venv/bin/python bench/review.py [--hands 40] [--presets standard,seven_card] [--reference 1000]

For each preset it deals ``--hands`` hands (seeds bench-review:<preset>:0.., the deal going round), bids them
(a pass where one may, six times in ten, else a random bid) and plays them out with seeded random legal choices,
and times, for seat 0, the review of its cards (:func:`napdesk.ai.review.review`) and of its bids
(:func:`napdesk.ai.bidreview.bid_review`): median and slowest per hand. Then, for each of seat 0's bids, the
verdict (marked or not, and the better choice) on the review's :data:`BID_SAMPLES` deals is set beside the one on
``--reference`` deals drawn from another seed: the share that agree.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from napdesk.ai.bidreview import BID_MARK_CHIPS, BID_SAMPLES, bid_review, bid_values
from napdesk.ai.review import review
from napdesk.engine.actions import PASS, Bid, Claim
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules


def random_hand(rules: Rules, dealer: int, seed: str) -> HandState:
    rng = random.Random(seed)
    state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
    while not state.is_over:
        legal = [a for a in state.legal_actions() if not isinstance(a, Claim)]
        state.apply(PASS if PASS in legal and rng.random() < 0.6 else rng.choice(legal))
    return state


def verdict(values: dict[Bid, float], bid: Bid) -> tuple[bool, Bid | None]:
    best = max(values, key=lambda b: (values[b], -b.order))
    marked = values[best] - values[bid] >= BID_MARK_CHIPS
    return marked, best if marked else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--presets", default="standard,seven_card")
    parser.add_argument("--reference", type=int, default=1000)
    args = parser.parse_args()
    for preset in args.presets.split(","):
        rules = Rules(preset=preset)
        cards_ms: list[float] = []
        bids_ms: list[float] = []
        agree = judged = marks = 0
        for i in range(args.hands):
            state = random_hand(rules, i % rules.players, f"bench-review:{preset}:{i}")
            start = time.perf_counter()
            review(state, 0)
            cards_ms.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            marks += len(bid_review(state, 0))
            bids_ms.append((time.perf_counter() - start) * 1000)
            replay = HandState(rules, state.dealer, state.deal, state.pool_before)
            for who, action in state.history:
                if replay.phase != "bidding":
                    break
                if who == 0 and isinstance(action, Bid):
                    fixed = bid_values(replay)
                    many = bid_values(replay, args.reference, seed=1)
                    judged += 1
                    agree += verdict(fixed, action) == verdict(many, action)
                replay.apply(action)
        print(f"{preset}: {args.hands} hands; cards: median {statistics.median(cards_ms):.1f} ms, slowest "
              f"{max(cards_ms):.1f} ms; bids: median {statistics.median(bids_ms):.1f} ms, slowest "
              f"{max(bids_ms):.1f} ms; {judged} bids, {marks} marked; the verdict on {BID_SAMPLES} deals agrees "
              f"with {args.reference} on {agree}/{judged}")


if __name__ == "__main__":
    main()
