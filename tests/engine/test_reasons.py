"""Reasons as data: a refused action carries a code and the facts it names, and its English sentence is the one
the command line and the hand records have always shown. The rule facts have one owner (napdesk.engine.facts)."""

from __future__ import annotations

import typing

import pytest

from napdesk.engine.actions import BLUCHER, MISERE, NAP, PEEP, PLAYS, TAKE_WIDOW, WELLINGTON, Bid, Exchange
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.facts import (
    Phase,
    bid_ladder,
    is_five_trick,
    opening_bids,
    payers,
    purchase_fee,
    trumps_from_first_lead,
)
from napdesk.engine.hand import HandState, IllegalAction
from napdesk.engine.reasons import ENGLISH, Reason, ReasonArgs, Verb
from napdesk.engine.rules import OPTIONS, Rules


def cs(text: str) -> CardSet:
    return CardSet(text.split())


FOUR = Deal(hands=(cs("2C 3C 4C 5C 6C"), cs("AS KS QS JS TS"), cs("2D 3D 4D 5D 6D"), cs("2H 3H 4H 5H 6H")))


def refusal(state: HandState, action: object) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.apply(action)  # type: ignore[arg-type]
    return info.value


def test_a_card_not_followed_names_the_suit_led() -> None:
    deal = Deal(hands=(cs("2C 3C 4C 5C 6C"), cs("AS KS QS JS 7D"), cs("TS 2D 3D 4D 5D"), cs("2H 3H 4H 5H 6H")))
    state = HandState(Rules(), 0, deal)
    state.apply(NAP)  # nothing is over a nap here: play begins, the bidder on lead
    state.apply(PLAYS[Card("AS").index])
    exc = refusal(state, PLAYS[Card("2D").index])
    assert (exc.code, exc.arguments.suit) == (Reason.MUST_FOLLOW, Card("TS").suit)
    assert exc.message == "You must follow spades"


def test_the_codes_carry_their_facts_and_read_as_before() -> None:
    state = HandState(Rules({"wellington": True}), 0, FOUR)
    exc = refusal(state, PLAYS[Card("AS").index])
    assert exc.code is Reason.WRONG_PHASE
    assert exc.arguments == ReasonArgs(verb=Verb.PLAY, phase=Phase.BIDDING)
    assert exc.reason == "cannot play a card now: it is time to bid or pass"
    assert exc.message == "You cannot play a card now: it is time to bid or pass"
    state.apply(Bid.number(3))
    exc = refusal(state, Bid.number(2))
    assert (exc.code, exc.arguments.bid) == (Reason.BID_NOT_HIGHER, Bid.number(3))
    assert exc.message == "You must bid higher than three"
    exc = refusal(state, WELLINGTON)
    assert exc.code is Reason.WELLINGTON_NEEDS_NAP
    assert exc.message == "You may bid Wellington only over a nap"
    exc = refusal(state, PEEP)
    assert exc.code is Reason.NO_PEEP and str(exc) == "there is no peep card at this table"
    exc = refusal(state, TAKE_WIDOW)
    assert exc.code is Reason.NO_WIDOW


def test_the_least_bid_and_the_bids_not_played() -> None:
    state = HandState(Rules({"min_bid": 3, "misere": False}), 0, FOUR)
    exc = refusal(state, Bid.number(2))
    assert (exc.code, exc.arguments.bid) == (Reason.LEAST_BID, Bid.number(3))
    assert exc.reason == "the least bid is 3"
    exc = refusal(state, MISERE)
    assert (exc.code, exc.arguments.bid) == (Reason.BID_NOT_PLAYED, MISERE)
    assert exc.message == "Misère is not played at this table"
    assert refusal(state, Bid.parse("5")).code is Reason.FIVE_IS_NAP


def test_a_card_not_held_names_the_card() -> None:
    state = HandState(Rules(), 0, FOUR)
    state.apply(NAP)  # nothing is over a nap here: play begins, the bidder on lead
    exc = refusal(state, PLAYS[Card("QH").index])
    assert (exc.code, exc.arguments.card) == (Reason.NOT_HELD, Card("QH"))
    assert exc.message == "You do not hold the queen of hearts"


def test_an_exchange_beyond_the_stock_counts_the_cards() -> None:
    rules = Rules({"purchase": "per_card", "pool": True})
    deal = Deal(hands=FOUR.hands, stock=tuple(Card(c) for c in ("7S", "8S")))
    state = HandState(rules, 0, deal)
    exc = refusal(state, Exchange(cs("2C")))  # seat 1 speaks first and holds the spades
    assert exc.code is Reason.EXCHANGE_NOT_HELD
    state.apply(Exchange(CardSet()))
    exc = refusal(state, Exchange(cs("2D 3D 4D")))
    assert (exc.code, exc.arguments.count, exc.arguments.stock) == (Reason.STOCK_SHORT, 3, 2)
    assert exc.reason == "cannot draw 3: the stock holds 2"


def test_every_reason_has_its_english() -> None:
    assert set(ENGLISH) == set(Reason)


def test_phases_are_the_words_records_use() -> None:
    assert [p.value for p in Phase] == ["exchange", "bidding", "widow", "discard", "play", "over"]
    state = HandState(Rules(), 0, FOUR)
    assert state.phase == "bidding" and state.phase is Phase.BIDDING and state.view(1).phase is Phase.BIDDING


# -- the rule facts --------------------------------------------------------------------------------------------


def test_the_ladder_and_the_opening_bids() -> None:
    rules = Rules({"wellington": True, "blucher": True})
    assert bid_ladder(rules)[-3:] == (NAP, WELLINGTON, BLUCHER)
    ladder = bid_ladder(rules)
    assert MISERE in ladder and ladder == tuple(sorted(ladder, key=lambda b: b.order))
    opening = opening_bids(rules)
    assert (WELLINGTON in opening) is (not rules.wellington_needs_nap)
    assert BLUCHER not in opening or not rules.blucher_needs_wellington
    seven = Rules({"hand_size": 7, "players": 3, "deck_size": 32})
    assert bid_ladder(seven)[-1] == Bid.number(7) and NAP not in bid_ladder(seven)
    assert is_five_trick(seven, Bid.number(7)) and not is_five_trick(seven, NAP)
    assert is_five_trick(Rules(), NAP) and not is_five_trick(Rules(), MISERE)


def test_who_pays_fees_and_trumps() -> None:
    rules = Rules()
    assert payers(rules, (1, 2, 3, 0), 0, 2) == [1, 3, 0]
    assert purchase_fee(Rules({"purchase": "per_card", "pool": True}), 3) == 3
    flat = Rules({"purchase": "flat", "pool": True})
    assert purchase_fee(flat, 3) == 1 and purchase_fee(flat, 0) == 0
    assert trumps_from_first_lead(rules, NAP)
    assert trumps_from_first_lead(Rules({"misere_trumps": "first_lead"}), MISERE)
    assert not trumps_from_first_lead(Rules({"misere_trumps": "none"}), MISERE)


def test_every_rule_has_the_type_of_its_choices() -> None:
    """The annotations a type checker reads on Rules say what OPTIONS declares: a choice is a Literal of exactly its
    choices (so that mypy refuses ``rules.purchase == "per-card"``), a number an int, a switch a bool."""
    hints = typing.get_type_hints(Rules)
    for option in OPTIONS:
        hint = hints[option.key]
        if option.kind == "choice":
            assert typing.get_origin(hint) is typing.Literal, option.key
            assert typing.get_args(hint) == option.choices, option.key
        else:
            assert hint is {"int": int, "bool": bool}[option.kind], option.key
