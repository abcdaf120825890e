"""The hand review marks a seat's bids and passes by the expert's sampled estimate (the bid chances the hints
use), on fixed deals whose costly bid is known: a hand that makes nap passed, a hopeless nap bid. The verdict
rests on a fixed, seeded set of sampled deals, so the same hand gets the same marks every time."""

from __future__ import annotations

import pytest

from napdesk.ai.bidreview import BID_MARK_CHIPS, BidMark, bid_review, bid_values
from napdesk.ai.review import Mark, costs_summary, hand_at, hand_review
from napdesk.engine.actions import NAP, PASS, PLAYS, Bid, Claim
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.solver import OutOfTime

# Seat 0 (first to bid: seat 3 deals) holds the five top spades: nap is certain, worth 10 from each of three.
NAP_HANDS = ("AS KS QS JS TS", "AH KH 3H 4H 5H", "2S KD QH 3C 4C", "9S 8S JH AC KC")
# Seat 0 holds nothing: a nap bid is lost for certain (5 to each of three), a pass costs nothing.
POOR_HANDS = ("9C 8D 7H 9S 8H", "AS KS 3H 4H 5H", "2S KH QH 3C 4C", "TS 7S AH AC KC")
# Seat 0 holds the top three spades and the ace of hearts: four is all but certain.
FOUR_HANDS = ("AS KS QS AH 2C", "JS TS 3H 4H 5H", "2S KH QH 3C 4C", "9S 8S JH AC KC")


def _deal(hands: tuple[str, ...]) -> HandState:
    return HandState(Rules(), 3, Deal(hands=tuple(CardSet(h.split()) for h in hands)))


def _bid(state: HandState, *bids: Bid) -> HandState:
    """The bids given, then passes to the end of the bidding (the lowest bid for a dealer who must bid)."""
    for bid in bids:
        state.apply(bid)
    while bids and state.phase == "bidding":
        state.apply(PASS if PASS in state.legal_actions() else state.legal_actions()[0])
    return state


def _play_out(state: HandState) -> HandState:
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if not isinstance(a, Claim)))
    return state


def test_a_passed_nap_is_marked_with_the_nap_it_missed() -> None:
    state = _play_out(_bid(_deal(NAP_HANDS), PASS, Bid.number(2), PASS, PASS))
    marks = bid_review(state, 0)
    assert len(marks) == 1
    mark = marks[0]
    assert isinstance(mark, BidMark)
    assert (mark.index, mark.seat, mark.bid, mark.better) == (0, 0, PASS, NAP)
    assert 29.5 <= mark.cost <= 30.0 and mark.chips == 30  # nap made: 10 from each of three, pass: 0
    assert mark.samples > 0


def test_a_hopeless_nap_is_marked_with_a_better_choice() -> None:
    state = _play_out(_bid(_deal(POOR_HANDS), NAP))
    (mark,) = bid_review(state, 0)
    assert mark.bid == NAP and mark.better != NAP and mark.index == 0
    assert mark.cost >= 15.0  # a pass is worth 0; the nap is lost for certain: 5 to each of three
    assert mark.chips == round(mark.cost)


def test_the_best_bid_and_the_other_seats_bids_are_not_marked() -> None:
    state = _play_out(_bid(_deal(FOUR_HANDS), Bid.number(4), PASS, PASS, PASS))
    assert bid_review(state, 0) == ()
    passed = _play_out(_bid(_deal(NAP_HANDS), Bid.number(1), PASS, PASS, PASS))
    assert all(m.seat == 2 for m in bid_review(passed, 2))  # seat 2's pass: only its own decisions


def test_a_bid_short_of_the_best_by_less_than_the_threshold_is_not_marked() -> None:
    state = _bid(_deal(FOUR_HANDS))
    values = bid_values(state)
    best = max(values.values())
    assert values[Bid.number(4)] == best
    close = [b for b, v in values.items() if 0 < best - v < BID_MARK_CHIPS]
    far = [b for b, v in values.items() if best - v >= BID_MARK_CHIPS]
    assert Bid.number(3) in far and NAP in far
    for bid in close + far:
        marks = bid_review(_play_out(_bid(_deal(FOUR_HANDS), bid)), 0)
        assert bool(marks) == (bid in far)


def test_the_verdict_is_the_same_every_time() -> None:
    state = _deal(POOR_HANDS)
    assert bid_values(state) == bid_values(state.copy())
    done = _play_out(_bid(_deal(POOR_HANDS), NAP))
    assert bid_review(done, 0) == bid_review(done, 0)


def test_the_hand_review_sorts_bid_and_card_marks_worst_first() -> None:
    # Three bid where four was worth more, then the two of clubs led: two tricks and the bid thrown away.
    state = _bid(_deal(FOUR_HANDS), Bid.number(3), PASS, PASS, PASS)
    state.apply(PLAYS[Card("2C").index])
    _play_out(state)
    marks = hand_review(state, 0)
    first = marks[0]
    assert isinstance(first, Mark) and first.card == Card("2C")  # it swung 18 chips
    (bid,) = [m for m in marks if isinstance(m, BidMark)]  # an estimated two or three
    assert [m.chips for m in marks] == sorted((m.chips for m in marks), reverse=True)
    assert first.chips > bid.chips > 0
    assert isinstance(bid, BidMark) and bid.bid == Bid.number(3) and bid.better == Bid.number(4)
    assert not hand_at(state, bid.index).history and hand_at(state, bid.index).to_move == 0


def test_bid_marks_count_in_the_chips_lost_to_decisions() -> None:
    state = _play_out(_bid(_deal(POOR_HANDS), NAP))
    assert state.outcome is not None and state.outcome.settlement[0] == -15
    marks = hand_review(state, 0)
    assert any(isinstance(m, BidMark) for m in marks)
    costs = costs_summary(marks, state.outcome.settlement[0])
    assert (costs.decisions, costs.cards) == (15, 0)


def test_a_review_out_of_time_says_so_rather_than_judge_on_fewer_deals() -> None:
    state = _play_out(_bid(_deal(POOR_HANDS), NAP))
    with pytest.raises(OutOfTime):
        bid_review(state, 0, seconds=0.0)
    with pytest.raises(OutOfTime):
        hand_review(state, 0, seconds=0.0)
