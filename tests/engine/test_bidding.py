"""Bidding (docs/rules.md, "Bidding"): one round from the dealer's left, the ranking of the bids, the options that
open or close bids, the bid nothing can exceed, and what happens when everyone passes."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from napdesk.engine.actions import BLUCHER, MISERE, NAP, PASS, PEEP, PLAYS, WELLINGTON, Bid
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState, IllegalAction
from napdesk.engine.rules import RuleError, Rules


def cs(text: str) -> CardSet:
    return CardSet(text.split())


# Dealer 0: seat 1 speaks first, then 2, 3 and the dealer.
FOUR = Deal(hands=(
    cs("2C 3C 4C 5C 6C"),
    cs("AS KS QS JS TS"),
    cs("2D 3D 4D 5D 6D"),
    cs("2H 3H 4H 5H 6H"),
))
# Five players, dealer 0 sits out: seats 1, 2, 3, 4 speak.
FIVE = Deal(hands=(
    CardSet(),
    cs("AS KS QS JS TS"),
    cs("2D 3D 4D 5D 6D"),
    cs("2H 3H 4H 5H 6H"),
    cs("2C 3C 4C 5C 6C"),
))
SEVEN_CARDS = Deal(hands=(
    cs("2C 3C 4C 5C 6C 7C 8C"),
    cs("AS KS QS JS TS 9S 8S"),
    cs("2D 3D 4D 5D 6D 7D 8D"),
    cs("2H 3H 4H 5H 6H 7H 8H"),
))


def start(values: dict[str, Any] | None = None, deal: Deal = FOUR, dealer: int = 0,
          preset: str = "standard") -> HandState:
    return HandState(Rules(values, preset=preset), dealer, deal)


def say(state: HandState, *bids: str) -> None:
    for b in bids:
        state.apply(Bid.parse(b))


def names(actions: list[Any]) -> list[str]:
    return [a.name for a in actions if isinstance(a, Bid)]


def refused(state: HandState, bid: str) -> str:
    before = (state.to_move, list(state.bids), state.high, state.bidder, state.phase)
    with pytest.raises(IllegalAction) as caught:
        state.apply(Bid.parse(bid))
    assert (state.to_move, list(state.bids), state.high, state.bidder, state.phase) == before
    return caught.value.reason


# ---------------------------------------------------------------------------------------------- the ranking


def test_the_ranking_low_to_high() -> None:
    ladder = [Bid.parse(b) for b in ("1", "2", "3", "misere", "4", "nap", "wellington", "blucher")]
    orders = [b.order for b in ladder]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)
    assert PASS.order < ladder[0].order
    assert Bid.parse("misère") is MISERE and Bid.parse("Blücher") is BLUCHER
    assert [b.label for b in ladder] == ["One", "Two", "Three", "Misère", "Four", "Nap", "Wellington",
                                         "Blücher"]


def test_seven_card_bids_rank_after_four_and_misere_between_three_and_four() -> None:
    orders = [Bid.parse(b).order for b in ("3", "misere", "4", "5", "6", "7")]
    assert orders == sorted(orders)


def test_the_first_speaker_is_the_dealers_left_and_may_bid_anything() -> None:
    state = start()
    assert state.phase == "bidding" and state.to_move == 1
    assert state.legal_actions() == [PASS, *(Bid.parse(b) for b in ("1", "2", "3", "misere", "4", "nap"))]


def test_every_bid_is_open_in_order_when_all_are_played() -> None:
    state = start({"wellington": True, "blucher": True, "wellington_needs_nap": False,
                   "blucher_needs_wellington": False})
    assert names(state.legal_actions()) == ["pass", "1", "2", "3", "misere", "4", "nap", "wellington",
                                            "blucher"]


def test_each_bid_must_be_higher_than_every_bid_so_far() -> None:
    state = start()
    say(state, "3")
    assert names(state.legal_actions()) == ["pass", "misere", "4", "nap"]
    assert refused(state, "3") == "must bid higher than three"
    assert refused(state, "2") == "must bid higher than three"
    say(state, "misere")
    assert names(state.legal_actions()) == ["pass", "4", "nap"]
    assert refused(state, "misere") == "must bid higher than misère"
    say(state, "4")
    assert state.bidder == 3 and state.high == Bid.number(4)


def test_the_message_for_a_player() -> None:
    state = start()
    say(state, "3")
    with pytest.raises(IllegalAction) as caught:
        state.apply(Bid.number(2))
    assert caught.value.message == "You must bid higher than three"
    assert caught.value.seat == 2 and caught.value.action == Bid.number(2)


def test_five_is_written_nap_in_five_card_nap() -> None:
    state = start()
    assert Bid.number(5) not in state.legal_actions()
    assert refused(state, "5") == "the bid of five tricks is written nap"
    assert "6" not in names(state.legal_actions())


# ---------------------------------------------------------------------------------------------- min_bid, misère


@pytest.mark.parametrize("min_bid", [1, 2, 3])
def test_min_bid(min_bid: int) -> None:
    state = start({"min_bid": min_bid})
    assert names(state.legal_actions())[1] == str(min_bid)
    for low in range(1, min_bid):
        assert refused(state, str(low)) == f"the least bid is {min_bid}"
    say(state, str(min_bid))
    assert state.bidder == 1


def test_misere_off() -> None:
    state = start({"misere": False})
    assert MISERE not in state.legal_actions()
    assert refused(state, "misere") == "Misère is not played at this table"
    say(state, "3")
    assert names(state.legal_actions()) == ["pass", "4", "nap"]


def test_misere_on_by_default_and_off_in_classic() -> None:
    assert MISERE in start().legal_actions()
    assert MISERE not in start(preset="classic").legal_actions()


# ---------------------------------------------------------------------------------------------- wellington, blücher


def test_wellington_only_over_a_nap() -> None:
    state = start({"wellington": True})
    assert WELLINGTON not in state.legal_actions()
    assert refused(state, "wellington") == "may bid Wellington only over a nap"
    say(state, "4")
    assert WELLINGTON not in state.legal_actions()
    assert refused(state, "wellington") == "may bid Wellington only over a nap"
    say(state, "nap")
    assert names(state.legal_actions()) == ["pass", "wellington"]
    say(state, "wellington")
    assert state.contract is WELLINGTON and state.bidder == 3 and state.phase == "play"


def test_wellington_without_a_nap_when_wellington_needs_nap_is_off() -> None:
    state = start({"wellington": True, "wellington_needs_nap": False})
    assert WELLINGTON in state.legal_actions()
    say(state, "2", "wellington")
    assert state.contract is WELLINGTON and state.bidder == 2  # nothing can exceed it: the bidding ends


def test_wellington_off() -> None:
    state = start()
    say(state, "nap")
    assert state.phase == "play"
    state = start()
    assert refused(state, "wellington") == "Wellington is not played at this table"


def test_blucher_needs_wellington_in_the_rules() -> None:
    with pytest.raises(RuleError) as caught:
        Rules({"blucher": True})
    assert set(caught.value.keys) == {"wellington", "blucher"}


def test_blucher_only_over_a_wellington() -> None:
    state = start({"wellington": True, "blucher": True})
    assert refused(state, "blucher") == "may bid Blücher only over a Wellington"
    say(state, "nap")
    assert names(state.legal_actions()) == ["pass", "wellington"]
    assert refused(state, "blucher") == "may bid Blücher only over a Wellington"
    say(state, "wellington")
    assert names(state.legal_actions()) == ["pass", "blucher"]
    say(state, "blucher")
    assert state.contract is BLUCHER and state.bidder == 3


def test_blucher_over_anything_when_blucher_needs_wellington_is_off() -> None:
    state = start({"wellington": True, "blucher": True, "blucher_needs_wellington": False})
    assert BLUCHER in state.legal_actions()
    say(state, "nap")
    assert names(state.legal_actions()) == ["pass", "wellington", "blucher"]


# ---------------------------------------------------------------------------------------------- the end of bidding


def test_a_nap_ends_the_bidding_at_once_when_nothing_can_exceed_it() -> None:
    state = start()
    say(state, "nap")
    assert state.phase == "play" and state.contract is NAP
    assert state.bids == [(1, NAP)]  # seats 2, 3 and 0 never speak
    assert state.to_move == 1 == state.bidder


def test_blucher_ends_the_bidding_at_once() -> None:
    state = start({"wellington": True, "blucher": True, "wellington_needs_nap": False,
                   "blucher_needs_wellington": False})
    say(state, "blucher")
    assert state.phase == "play" and state.bids == [(1, BLUCHER)]


def test_wellington_without_blucher_ends_the_bidding() -> None:
    state = start({"wellington": True})
    say(state, "pass", "nap", "wellington")
    assert state.phase == "play" and state.contract is WELLINGTON and state.bidder == 3
    assert len(state.bids) == 3


def test_a_nap_does_not_end_the_bidding_while_wellington_is_open() -> None:
    state = start({"wellington": True})
    say(state, "nap")
    assert state.phase == "bidding" and state.to_move == 2


def test_seven_ends_the_bidding_in_seven_card_nap() -> None:
    state = start(deal=SEVEN_CARDS, preset="seven_card")
    assert names(state.legal_actions()) == ["pass", "3", "misere", "4", "5", "6", "7"]
    say(state, "5")
    assert state.phase == "bidding"
    say(state, "7")
    assert state.phase == "play" and state.contract == Bid.number(7) and state.bidder == 2


def test_each_player_speaks_once_and_the_highest_bid_wins() -> None:
    state = start()
    speakers = []
    for b in ("2", "3", "pass", "pass"):
        speakers.append(state.to_move)
        say(state, b)
    assert speakers == [1, 2, 3, 0]
    assert state.phase == "play" and state.bidder == 2 and state.contract == Bid.number(3)
    assert state.to_move == 2  # the bidder leads


def test_a_bid_once_made_cannot_be_changed() -> None:
    state = start()
    say(state, "2")
    # Seat 1 has spoken: the turn has passed, and there is no second round for him even when outbid.
    assert state.to_move == 2
    say(state, "3", "4", "pass")
    assert state.phase == "play"
    assert state.bids == [(1, Bid.number(2)), (2, Bid.number(3)), (3, Bid.number(4)), (0, PASS)]
    assert [seat for seat, _ in state.history] == [1, 2, 3, 0]


# ---------------------------------------------------------------------------------------------- all pass


def test_all_pass_redeal_throws_the_hand_in() -> None:
    state = start({"all_pass": "redeal"})
    say(state, "pass", "pass", "pass", "pass")
    assert state.is_over and state.legal_actions() == []
    outcome = state.outcome
    assert outcome is not None
    assert outcome.made is None and outcome.reason == "thrown_in"
    assert outcome.settlement == (0, 0, 0, 0) and outcome.pool_after == 0
    assert state.contract is None and state.bidder is None


def test_all_pass_redeal_keeps_the_fees_already_paid() -> None:
    deal = Deal(hands=FOUR.hands, widow=cs("AH"))
    state = HandState(Rules({"all_pass": "redeal"}, preset="peep"), 0, deal, pool=8)
    state.apply(Bid.parse("pass"))
    state.apply(PEEP)  # seat 2 peeps (1 into the pool)
    say(state, "pass", "pass", "pass")
    outcome = state.outcome
    assert outcome is not None and outcome.reason == "thrown_in"
    assert outcome.settlement == (0, 0, -1, 0)
    assert outcome.pool_after == 9


def test_the_dealer_must_bid_when_all_pass_to_him() -> None:
    state = start()
    say(state, "pass", "pass", "pass")
    assert state.to_move == 0
    legal = state.legal_actions()
    assert PASS not in legal
    assert names(legal) == ["1", "2", "3", "misere", "4", "nap"]  # misère and nap included
    assert refused(state, "pass") == "must bid: everyone else has passed"
    say(state, "1")
    assert state.contract == Bid.number(1) and state.bidder == 0 and state.phase == "play"


def test_the_dealer_must_bid_at_least_min_bid() -> None:
    state = start({"min_bid": 3})
    say(state, "pass", "pass", "pass")
    assert names(state.legal_actions()) == ["3", "misere", "4", "nap"]


def test_the_dealer_may_pass_when_someone_has_bid() -> None:
    state = start()
    say(state, "pass", "2", "pass")
    assert PASS in state.legal_actions()
    say(state, "pass")
    assert state.bidder == 2


def test_a_dealer_who_sits_out_leaves_the_last_active_speaker_to_bid() -> None:
    state = start({"players": 5}, deal=FIVE)
    assert state.order == (1, 2, 3, 4)
    say(state, "pass", "pass", "pass")
    assert state.to_move == 4
    assert PASS not in state.legal_actions()
    assert refused(state, "pass") == "must bid: everyone else has passed"
    say(state, "misere")
    assert state.bidder == 4 and state.contract is MISERE


# ---------------------------------------------------------------------------------------------- wrong phase


def test_a_play_during_the_bidding_is_refused() -> None:
    state = start()
    with pytest.raises(IllegalAction) as caught:
        state.apply(PLAYS[51])
    assert caught.value.reason == "cannot play a card now: it is time to bid or pass"
    assert state.history == [] and state.to_move == 1


def test_a_bid_during_the_play_is_refused() -> None:
    state = start()
    say(state, "nap")
    with pytest.raises(IllegalAction) as caught:
        state.apply(PASS)
    assert caught.value.reason == "cannot pass now: it is time to play a card"


# ---------------------------------------------------------------------------------------------- interning


@pytest.mark.parametrize("name", ["pass", "2", "misere", "nap", "wellington", "blucher"])
def test_a_bid_stays_the_same_value_when_copied_or_pickled(name: str) -> None:
    bid = Bid.parse(name)
    assert copy.deepcopy(bid) is bid
    assert copy.copy(bid) is bid
    assert pickle.loads(pickle.dumps(bid)) is bid


def test_a_pickled_legal_bid_is_still_legal() -> None:
    state = start()
    legal = state.legal_actions()
    for bid in pickle.loads(pickle.dumps(legal)):
        trial = state.copy()
        trial.apply(bid)


def test_a_pickled_hand_settles_a_nap_as_a_nap() -> None:
    state = start()
    say(state, "nap")
    state = pickle.loads(pickle.dumps(state))
    for spade in ("AS", "KS", "QS", "JS", "TS"):
        state.apply(PLAYS[Card.parse(spade).index])
        while state.to_move != 1 and not state.is_over:
            state.apply(state.legal_actions()[0])
    assert state.outcome is not None and state.outcome.made
    assert state.outcome.settlement == (-10, 30, -10, -10)
