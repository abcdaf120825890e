"""The variants of docs/rules.md ("Pools and variants", "Play"): Purchase, Peep, the widow (Sir Garnet), pools,
revokes penalised and Seven-card Nap."""

from __future__ import annotations

from typing import Any

import pytest

from napdesk.engine.actions import (
    CLAIM,
    NAP,
    PASS,
    PEEP,
    PLAYS,
    TAKE_WIDOW,
    WELLINGTON,
    Bid,
    Discard,
    Exchange,
    TakeWidow,
)
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState, IllegalAction
from napdesk.engine.rules import RuleError, Rules


def cs(text: str) -> CardSet:
    return CardSet(text.split())


def c(text: str) -> Card:
    return Card.parse(text)


def new(hands: tuple[str, ...], values: dict[str, Any] | None = None, preset: str = "standard",
        widow: str = "", stock: str = "", pool: int = 0, dealer: int = 0) -> HandState:
    deal = Deal(hands=tuple(cs(h) for h in hands), widow=cs(widow), stock=tuple(c(s) for s in stock.split()))
    return HandState(Rules(values, preset=preset), dealer, deal, pool)


def say(state: HandState, *bids: str) -> None:
    for b in bids:
        state.apply(Bid.parse(b))


def play(state: HandState, *cards: str) -> None:
    for card in cards:
        state.apply(PLAYS[c(card).index])


def reason(state: HandState, action: Any) -> str:
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    return caught.value.reason


def balanced(state: HandState) -> None:
    assert state.outcome is not None
    assert sum(state.outcome.settlement) + state.outcome.pool_after - state.pool_before == 0


STRONG = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
WEAK = ("2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S", "AS KS QS JS TS", "2H 3H 4H 5H 6H")


# ---------------------------------------------------------------------------------------------- purchase


def test_purchase_per_card() -> None:
    hands = ("7C 8C 9C TC JC", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = new(hands, preset="purchase", stock="AS KS QS JS TS 9S", pool=8)
    assert state.phase == "exchange" and state.to_move == 1  # from the dealer's left
    state.apply(Exchange(cs("2C 3C")))
    assert state.hand(1) == cs("4C 5C 6C AS KS")  # drawn from the top of the stock
    assert state.discarded[1] == cs("2C 3C").mask
    assert state.fees == [0, -2, 0, 0] and state.pool == 10
    assert state.exchanged == {1: 2}
    assert state.to_move == 2
    state.apply(Exchange(CardSet()))  # stands pat: free
    assert state.fees == [0, -2, 0, 0]
    state.apply(Exchange(cs("2H 3H 4H")))
    assert state.hand(3) == cs("5H 6H QS JS TS") and state.fees[3] == -3
    # The stock limits what can be drawn: one card left.
    assert [a for a in state.legal_actions() if isinstance(a, Exchange) and len(a.cards) > 1] == []
    assert reason(state, Exchange(cs("7C 8C"))) == "cannot draw 2: the stock holds 1"
    state.apply(Exchange(cs("7C")))
    assert state.hand(0) == cs("8C 9C TC JC 9S") and state.stock == []
    assert state.phase == "bidding" and state.to_move == 1
    assert state.pool == 8 + 6


def test_purchase_flat_pays_one_for_any_exchange() -> None:
    hands = ("7C 8C 9C TC JC", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = new(hands, {"purchase": "flat"}, preset="purchase", stock="AS KS QS JS TS 9S 8S")
    state.apply(Exchange(cs("2C 3C 4C")))
    state.apply(Exchange(CardSet()))
    state.apply(Exchange(cs("2H")))
    state.apply(Exchange(CardSet()))
    assert state.fees == [0, -1, 0, -1] and state.pool == 2


def test_purchase_a_choice_once_said_is_final() -> None:
    hands = ("7C 8C 9C TC JC", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = new(hands, preset="purchase", stock="AS KS QS JS TS 9S")
    state.apply(Exchange(CardSet()))
    assert state.to_move == 2  # seat 1 has had his one chance
    for _ in range(3):
        state.apply(Exchange(CardSet()))
    assert state.phase == "bidding" and state.to_move == 1
    assert reason(state, Exchange(cs("2C"))) == "cannot exchange now: it is time to bid or pass"


def test_purchase_only_cards_in_hand() -> None:
    hands = ("7C 8C 9C TC JC", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = new(hands, preset="purchase", stock="AS KS QS JS TS 9S")
    assert reason(state, Exchange(cs("2D"))) == "may exchange only cards in your hand"
    assert reason(state, PASS) == "cannot pass now: it is time to exchange cards or stand pat"
    assert len(state.legal_actions()) == 2**5  # every subset of the hand, standing pat included
    assert state.fees == [0, 0, 0, 0] and state.to_move == 1


def test_purchase_needs_a_pool() -> None:
    with pytest.raises(RuleError) as caught:
        Rules({"purchase": "per_card"})
    assert set(caught.value.keys) == {"pool", "purchase"}


def test_purchase_fees_go_to_a_nap_that_takes_the_pool() -> None:
    hands = ("7C 8C 9C TC JC", "AS KS QS JS 2C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = new(hands, preset="purchase", stock="TS 9S", pool=6)
    state.apply(Exchange(cs("2C")))  # draws the ten of spades, pays 1
    for _ in range(3):
        state.apply(Exchange(CardSet()))
    say(state, "nap")
    state.apply(CLAIM)
    assert state.outcome is not None
    assert state.outcome.settlement == (-10, -1 + 30 + 7, -10, -10)
    assert state.outcome.pool_after == 0
    balanced(state)


# ---------------------------------------------------------------------------------------------- peep


def test_peep_pay_one_to_look_before_speaking() -> None:
    state = new(STRONG, preset="peep", widow="AH", pool=8)
    assert state.to_move == 1 and PEEP in state.legal_actions()
    assert state.view(1).peep_card is None
    state.apply(PEEP)
    assert state.to_move == 1  # still his turn to speak
    assert state.fees == [0, -1, 0, 0] and state.pool == 9 and state.peeped == [1]
    assert state.view(1).peep_card == c("AH")
    assert state.view(2).peep_card is None and state.view(0).peep_card is None
    assert PEEP not in state.legal_actions()
    assert reason(state, PEEP) == "have already peeped"
    say(state, "pass")
    assert PEEP in state.legal_actions()  # the next player may peep in his turn


def test_peep_the_bidder_takes_the_card_and_discards_one() -> None:
    state = new(STRONG, preset="peep", widow="AH")
    say(state, "pass", "2", "pass", "pass")
    # Seat 2 won without peeping: he takes the card all the same.
    assert state.phase == "discard" and state.to_move == 2
    assert state.hand(2) == cs("2D 3D 4D 5D 6D AH")
    assert state.view(2).peep_card == c("AH")
    assert state.view(1).peep_card is None
    assert sorted(str(a.card) for a in state.legal_actions()) == sorted(  # type: ignore[union-attr]
        ["2D", "3D", "4D", "5D", "6D", "AH"])
    assert reason(state, PLAYS[c("AH").index]) == "cannot play a card now: it is time to discard a card"
    assert reason(state, Discard(c("AS"))) == "do not hold the ace of spades"
    state.apply(Discard(c("2D")))
    assert state.hand(2) == cs("3D 4D 5D 6D AH") and state.discarded[2] == cs("2D").mask
    assert state.phase == "play" and state.to_move == 2


def test_peep_the_bidder_may_discard_the_peep_card_itself() -> None:
    state = new(STRONG, preset="peep", widow="AH")
    say(state, "3", "pass", "pass", "pass")
    state.apply(Discard(c("AH")))
    assert state.hand(1) == cs("AS KS QS JS TS")  # the hand as dealt
    assert state.discarded[1] == cs("AH").mask and state.widow == 0
    assert state.view(1).peep_card == c("AH")


def test_peep_needs_a_pool_and_not_a_widow() -> None:
    with pytest.raises(RuleError) as caught:
        Rules({"peep": True})
    assert set(caught.value.keys) == {"pool", "peep"}
    with pytest.raises(RuleError) as caught:
        Rules({"widow": True}, preset="peep")
    assert set(caught.value.keys) == {"peep", "widow"}


def test_no_peep_without_the_peep_rule() -> None:
    state = new(STRONG, preset="pool")
    assert PEEP not in state.legal_actions()
    assert reason(state, PEEP) == "there is no peep card at this table"


# ---------------------------------------------------------------------------------------------- widow


WIDOW = "AH KH QH JH TH"


def test_taking_the_widow_is_a_turn_to_speak_and_bids_nap() -> None:
    state = new(STRONG, preset="sir_garnet", widow=WIDOW)
    assert reason(state, TakeWidow(cs("2S 3S 4S 5S 6S"))) == "may discard only cards from your hand and the widow"
    take = TakeWidow(cs("AS KS QS JS TS"))
    assert TAKE_WIDOW in state.legal_actions() and take not in state.legal_actions()  # offered unseen
    state.apply(TAKE_WIDOW)
    assert state.phase == "widow" and take in state.legal_actions()
    state.apply(take)
    assert state.hand(1) == cs(WIDOW) and state.discarded[1] == cs("AS KS QS JS TS").mask
    assert state.widow == 0 and state.widow_taker == 1
    assert state.bids == [(1, NAP)]
    # Nothing can exceed a nap here: the bidding ends and the taker leads.
    assert state.phase == "play" and state.contract is NAP and state.to_move == 1


def test_the_widow_keeps_any_five_of_the_ten() -> None:
    state = new(STRONG, preset="sir_garnet", widow=WIDOW)
    state.apply(TakeWidow(cs("TS JS TH JH QH")))
    assert state.hand(1) == cs("AS KS QS AH KH")
    assert len([a for a in state.legal_actions() if a is not CLAIM]) == 5


def test_the_widow_must_be_discarded_from_the_ten_and_hand_size_cards() -> None:
    state = new(STRONG, preset="sir_garnet", widow=WIDOW)
    assert reason(state, TakeWidow(cs("AS KS QS JS"))) == "must discard 5 cards with the widow"
    assert reason(state, TakeWidow(cs("AS KS QS JS 2D"))) == \
        "may discard only cards from your hand and the widow"
    assert state.widow == cs(WIDOW).mask and state.to_move == 1 and state.bids == []


def test_over_a_nap_the_widow_commits_to_the_least_higher_five_trick_bid() -> None:
    state = new(STRONG, {"wellington": True}, preset="sir_garnet", widow=WIDOW)
    say(state, "nap")
    assert state.widow_bid() is WELLINGTON
    state.apply(TakeWidow(cs("2D 3D 4D 5D 6D")))
    assert state.bids == [(1, NAP), (2, WELLINGTON)]
    assert state.contract is WELLINGTON and state.bidder == 2


def test_the_widow_once_taken_is_gone() -> None:
    state = new(STRONG, {"wellington": True}, preset="sir_garnet", widow=WIDOW)
    state.apply(TakeWidow(cs("TS JS QS KS AS")))
    assert state.phase == "bidding" and state.to_move == 2
    assert not any(isinstance(a, TakeWidow) for a in state.legal_actions())
    assert reason(state, TakeWidow(cs("2D 3D 4D 5D 6D"))) == "the widow is gone"


def test_no_widow_without_the_rule() -> None:
    state = new(STRONG)
    assert reason(state, TakeWidow(cs("AS KS QS JS TS"))) == "there is no widow at this table"


def test_the_widow_stakes_are_a_naps() -> None:
    state = new(STRONG, preset="sir_garnet", widow="2S 3S 4S 5S 6S")
    state.apply(TakeWidow(cs("2S 3S 4S 5S 6S")))
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.settlement == (-10, 30, -10, -10)


def test_the_widow_in_seven_card_nap_bids_seven() -> None:
    hands = ("2C 3C 4C 5C 6C 7C 8C", "2S 3S 4S 5S 6S 7S 8S", "2D 3D 4D 5D 6D 7D 8D", "2H 3H 4H 5H 6H 7H 8H")
    state = new(hands, {"widow": True}, preset="seven_card", widow="AS KS QS JS TS 9S 9C")
    state.apply(TakeWidow(cs("2S 3S 4S 5S 6S 7S 8S")))
    assert state.contract == Bid.number(7) and state.phase == "play"


# ---------------------------------------------------------------------------------------------- pool


def test_a_nap_made_takes_the_pool() -> None:
    state = new(STRONG, preset="pool", pool=8)
    say(state, "nap")
    state.apply(CLAIM)
    assert state.outcome is not None
    assert state.outcome.settlement == (-10, 38, -10, -10) and state.outcome.pool_after == 0
    balanced(state)


def test_a_nap_lost_pays_into_the_pool_as_much_as_it_holds() -> None:
    state = new(WEAK, preset="pool", pool=8)
    say(state, "nap")
    play(state, "2S", "AS", "2H", "2C")
    assert state.outcome is not None and state.outcome.made is False
    assert state.outcome.settlement == (5, -15 - 8, 5, 5) and state.outcome.pool_after == 16
    balanced(state)


@pytest.mark.parametrize("contract", ["3", "4", "misere"])
def test_a_bid_below_five_tricks_leaves_the_pool_alone(contract: str) -> None:
    state = new(WEAK if contract == "misere" else STRONG, {"misere_stakes": "nap"}, preset="pool", pool=8)
    say(state, contract)
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if a is not CLAIM))
    assert state.outcome is not None and state.outcome.made is True
    assert state.outcome.pool_after == 8
    win = {"3": 3, "4": 4, "misere": 10}[contract]
    assert state.outcome.settlement == (-win, 3 * win, -win, -win)


def test_wellington_takes_the_pool() -> None:
    state = new(STRONG, {"wellington": True, "wellington_needs_nap": False}, preset="pool", pool=4)
    say(state, "wellington")
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.settlement == (-20, 64, -20, -20)


def test_without_a_pool_nothing_goes_to_a_pool() -> None:
    state = new(STRONG)
    say(state, "nap")
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.pool_after == 0
    assert state.outcome.settlement == (-10, 30, -10, -10)


# ---------------------------------------------------------------------------------------------- revokes


REVOKE = (
    "2C 3C 4C 5C 6C",  # seat 0
    "AS KS QS 2H 3H",  # seat 1, the bidder
    "2S 4H 5H 6H 7H",  # seat 2: one spade
    "2D 3D 4D 5D 6D",  # seat 3: no spade
)


def test_revokes_prevented_by_default() -> None:
    state = new(REVOKE)
    say(state, "2", "pass", "pass", "pass")
    play(state, "AS")
    assert reason(state, PLAYS[c("4H").index]) == "must follow spades"


def test_a_revoking_opponent_pays_the_bidder_for_every_opponent() -> None:
    state = new(REVOKE, {"revokes": "penalised"})
    say(state, "2", "pass", "pass", "pass")
    play(state, "AS")
    assert sorted(str(a.card) for a in state.legal_actions()) == ["2S", "4H", "5H", "6H", "7H"]  # type: ignore[union-attr]
    play(state, "4H", "2D", "2C")  # seat 2 revokes; seat 3, void in spades, does not
    assert not state.is_over and state.tricks[0].winner == 1
    assert state.revokes == [(2, 3)]
    play(state, "KS", "2S")  # seat 2 shows a spade: the revoke is established and the hand stops
    assert state.is_over and state.outcome is not None
    assert state.outcome.reason == "revoke" and state.outcome.revoker == 2 and state.outcome.made is True
    assert state.outcome.settlement == (0, 6, -6, 0)


def test_a_revoke_is_established_at_the_end_of_the_hand() -> None:
    state = new(REVOKE, {"revokes": "penalised"})
    say(state, "1", "pass", "pass", "pass")
    play(state, "AS", "4H", "2D", "2C")  # the one is made: the hand ends, and the revoke with it
    assert state.outcome is not None
    assert state.outcome.reason == "revoke" and state.outcome.revoker == 2
    assert state.outcome.settlement == (0, 3, -3, 0)


def test_a_revoking_bidder_pays_as_for_a_lost_bid() -> None:
    hands = ("AH KH QH JH TH", "2H 3H 2S 3S 4S", "2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C")
    state = new(hands, {"revokes": "penalised"})
    say(state, "2", "pass", "pass", "pass")
    play(state, "2H", "2D", "2C", "AH")
    play(state, "KH", "2S", "3D", "3C")  # the bidder revokes, holding the three of hearts
    assert state.tricks[1].winner == 0
    play(state, "QH", "3H")
    assert state.outcome is not None
    assert state.outcome.reason == "revoke" and state.outcome.revoker == 1 and state.outcome.made is False
    assert state.outcome.settlement == (2, -6, 2, 2)


def test_a_revoke_in_a_pool_game_costs_five_to_the_pool_and_cancels_the_pool() -> None:
    hands = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2S 4H 5H 6H 7H", "2D 3D 4D 5D 6D")
    state = new(hands, {"revokes": "penalised"}, preset="pool", pool=8)
    say(state, "nap")
    play(state, "AS", "4H", "2D", "2C", "KS", "2S")
    assert state.outcome is not None and state.outcome.reason == "revoke"
    assert state.outcome.settlement == (0, 30, -35, 0)
    assert state.outcome.pool_after == 13
    balanced(state)


def test_a_revoking_nap_bidder_does_not_pay_the_pool() -> None:
    hands = ("AH KH QH JH TH", "2H 3H AS KS QS", "2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C")
    state = new(hands, {"revokes": "penalised", "hand_end": "all_tricks"}, preset="pool", pool=8)
    say(state, "nap")
    play(state, "2H", "2D", "2C", "AH")
    play(state, "KH", "AS", "3D", "3C", "QH", "3H")
    assert state.outcome is not None and state.outcome.revoker == 1
    assert state.outcome.settlement == (5, -15 - 5, 5, 5)
    assert state.outcome.pool_after == 13


# ---------------------------------------------------------------------------------------------- seven-card nap


SEVEN = ("2C 3C 4C 5C 6C 7C 8C", "AS KS QS JS TS 9S 8S", "2D 3D 4D 5D 6D 7D 8D", "2H 3H 4H 5H 6H 7H 8H")


def test_seven_card_nap_bids_up_to_seven() -> None:
    state = new(SEVEN, preset="seven_card")
    assert [a.name for a in state.legal_actions()] == ["pass", "3", "misere", "4", "5", "6", "7"]  # type: ignore[union-attr]
    assert reason(state, NAP) == "in seven-card Nap the bid of all seven is written 7"
    assert reason(state, Bid.number(2)) == "the least bid is 3"


def test_seven_card_nap_plays_seven_tricks() -> None:
    state = new(SEVEN, {"hand_end": "all_tricks", "claims": False}, preset="seven_card")
    say(state, "6", "pass", "pass", "pass")
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 7 and state.bidder_tricks == 7
    assert state.outcome is not None and state.outcome.settlement == (-6, 18, -6, -6)


def test_seven_card_nap_has_no_wellington_or_blucher() -> None:
    with pytest.raises(RuleError) as caught:
        Rules({"wellington": True}, preset="seven_card")
    assert set(caught.value.keys) == {"hand_size", "wellington"}


def test_in_seven_card_nap_seven_takes_the_pool() -> None:
    state = new(SEVEN, {"pool": True}, preset="seven_card", pool=6)
    say(state, "7")
    state.apply(CLAIM)
    assert state.outcome is not None
    assert state.outcome.settlement == (-24, 72 + 6, -24, -24) and state.outcome.pool_after == 0


def test_in_seven_card_nap_six_leaves_the_pool_alone() -> None:
    state = new(SEVEN, {"pool": True}, preset="seven_card", pool=6)
    say(state, "6", "pass", "pass", "pass")
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.pool_after == 6
