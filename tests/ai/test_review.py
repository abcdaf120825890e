"""The hand review marks each of a seat's cards that gave something away double dummy, with the better cards,
worst first; and "try that again" starts from the deal with the actions before the marked one."""

from __future__ import annotations

from napdesk.ai.review import Mark, card_costs, costs_summary, hand_at, review
from napdesk.engine.actions import PASS, PLAYS, Bid, Claim
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules

# Seat 0 bids three and holds the top three spades: a spade lead (trumps spades) makes it; the two of clubs led
# makes clubs trumps, where seat 3's ace and king of clubs take two tricks.
HANDS = ("AS KS QS AH 2C", "JS TS 3H 4H 5H", "2S KH QH 3C 4C", "9S 8S JH AC KC")


def _bid_three() -> HandState:
    deal = Deal(hands=tuple(CardSet(h.split()) for h in HANDS))
    state = HandState(Rules(), 3, deal)
    state.apply(Bid.number(3))
    for _ in range(3):
        state.apply(PASS)
    return state


def _play_out(state: HandState) -> None:
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if not isinstance(a, Claim)))


def test_card_costs_name_the_cards_that_give_tricks_away() -> None:
    costs = card_costs(_bid_three())
    assert costs[Card("AS")] == costs[Card("KS")] == costs[Card("QS")] == 0
    assert costs[Card("2C")] == 2


def test_a_costly_lead_is_marked_with_the_better_cards() -> None:
    state = _bid_three()
    state.apply(PLAYS[Card("2C").index])
    _play_out(state)
    marks = review(state, 0)
    assert marks, "the lead of the two of clubs gave two tricks away"
    worst = marks[0]
    assert isinstance(worst, Mark)
    assert (worst.index, worst.trick, worst.card, worst.tricks) == (4, 1, Card("2C"), 2)
    assert {Card("AS"), Card("KS"), Card("QS")} <= set(worst.better)
    assert worst.bidder and worst.chips > 0  # it turned a made bid into a lost one
    assert state.outcome is not None and not state.outcome.made


def test_best_play_is_not_marked() -> None:
    state = _bid_three()
    state.apply(PLAYS[Card("AS").index])
    while not state.is_over:  # the bidder keeps to a best card; the others play their first
        costs = card_costs(state)
        if state.to_move == 0:
            state.apply(PLAYS[min((c for c, v in costs.items() if v == 0), key=lambda c: c.index).index])
        else:
            state.apply(next(a for a in state.legal_actions() if not isinstance(a, Claim)))
    assert review(state, 0) == ()


def test_costs_split_between_decisions_and_cards() -> None:
    mark = Mark(4, 1, 0, Card("2C"), (Card("AS"),), 2, 18, True)
    assert costs_summary((mark,), -9).decisions == 9
    assert costs_summary((mark,), -20) == costs_summary((mark,), -20).__class__(18, 2)
    assert costs_summary((), -6).cards == 6


def test_hand_at_keeps_the_deal_and_the_actions_before() -> None:
    state = _bid_three()
    state.apply(PLAYS[Card("2C").index])
    _play_out(state)
    again = hand_at(state, 4)
    assert again.history == state.history[:4]
    assert again.to_move == 0 and again.phase == "play"
    assert CardSet(again.hands[0]) == CardSet(HANDS[0].split())
