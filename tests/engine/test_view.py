"""What one seat may know (``HandState.view``): its own cards and discards and everything public; never
another seat's cards, the widow, the stock, others' discards, nor the peep card unless it peeped."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from napdesk.engine.actions import NAP, PEEP, PLAYS, TAKE_WIDOW, Bid, Discard, Exchange, TakeWidow
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules


def cs(text: str) -> CardSet:
    return CardSet(text.split())


def new(hands: tuple[str, ...], preset: str = "standard", widow: str = "", stock: str = "",
        values: dict[str, Any] | None = None) -> HandState:
    deal = Deal(hands=tuple(cs(h) for h in hands), widow=cs(widow),
                stock=tuple(Card.parse(s) for s in stock.split()))
    return HandState(Rules(values, preset=preset), 0, deal)


def cards_in(value: object, skip: tuple[type, ...] = ()) -> Iterator[Card]:
    """Every card anywhere in a value: cards, card sets, actions, tricks, nested containers, dataclasses."""
    if isinstance(value, (*skip, Rules, str, bytes)):
        return
    if isinstance(value, Card):
        yield value
    elif isinstance(value, CardSet):
        yield from value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(k, skip)
            yield from cards_in(v, skip)
    elif isinstance(value, tuple | list | set | frozenset):
        for v in value:
            yield from cards_in(v, skip)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name), skip)


def seen(state: HandState, seat: int, skip: tuple[type, ...] = ()) -> CardSet:
    view = state.view(seat)
    return CardSet(list(cards_in([getattr(view, f.name) for f in dataclasses.fields(view)], skip)))


HANDS = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")


def test_a_seat_sees_its_own_hand_and_no_other() -> None:
    state = new(HANDS)
    for seat in range(4):
        view = state.view(seat)
        assert view.seat == seat and view.hand == cs(HANDS[seat])
        assert seen(state, seat) == cs(HANDS[seat])
        assert view.hand_counts == (5, 5, 5, 5)


def test_only_the_seat_to_move_is_given_its_legal_actions() -> None:
    state = new(HANDS)
    assert state.view(1).legal == tuple(state.legal_actions())
    for seat in (0, 2, 3):
        assert state.view(seat).legal == ()


def test_played_cards_are_public() -> None:
    state = new(HANDS)
    for b in ("2", "pass", "pass", "pass"):
        state.apply(Bid.parse(b))
    for card in ("AS", "2D", "2H", "2C", "KS", "3D"):
        state.apply(PLAYS[Card.parse(card).index])
    for seat in range(4):
        view = state.view(seat)
        assert view.tricks == tuple(state.tricks)
        assert [str(c) for c in view.trick_cards] == ["KS", "3D"]
        assert view.trick_leader == 1
        assert view.hand == state.hand(seat)
        assert seen(state, seat) == state.hand(seat) | cs("AS 2D 2H 2C KS 3D")
    # Seats 2, 3 and 0 did not follow the spade lead: each has shown a void in spades (suit 3).
    assert state.view(2).voids() == {0: {3}, 1: set(), 2: {3}, 3: {3}}


def test_the_widow_is_not_shown() -> None:
    state = new(HANDS, preset="sir_garnet", widow="AH KH QH JH TH")
    for seat in (0, 2, 3):  # not to move: no legal actions to list
        view = state.view(seat)
        assert view.widow_count == 5
        assert seen(state, seat) == cs(HANDS[seat])
    # The seat to move: nothing but its hand, leaving aside the TakeWidow actions (see the next test).
    assert seen(state, 1, (TakeWidow,)) == cs(HANDS[1])


def test_the_legal_actions_do_not_show_the_widow() -> None:
    state = new(HANDS, preset="sir_garnet", widow="AH KH QH JH TH")
    assert seen(state, 1) == cs(HANDS[1])


def test_the_widow_is_seen_only_once_taken() -> None:
    state = new(HANDS, preset="sir_garnet", widow="AH KH QH JH TH")
    state.apply(TAKE_WIDOW)
    assert state.phase == "widow" and state.to_move == 1 and state.bids == [(1, NAP)]
    assert state.view(1).hand == cs(HANDS[1]) | cs("AH KH QH JH TH")
    for seat in (0, 2, 3):
        assert seen(state, seat) == cs(HANDS[seat])
    assert TAKE_WIDOW not in state.legal_actions()  # taken is taken: no putting it back


def test_the_widow_takers_discards_are_his_alone() -> None:
    state = new(HANDS, preset="sir_garnet", widow="AH KH QH JH TH", values={"wellington": True})
    state.apply(TakeWidow(cs("TS JS QS TH JH")))
    assert state.view(1).discarded == cs("TS JS QS TH JH")
    assert state.view(1).hand == cs("AS KS AH KH QH")
    for seat in (0, 2, 3):
        assert state.view(seat).discarded == CardSet()
        assert state.view(seat).widow_count == 0 and state.view(seat).widow_taker == 1
        assert seen(state, seat) == cs(HANDS[seat])


def test_the_stock_and_others_exchanges_are_not_shown() -> None:
    state = new(HANDS, preset="purchase", stock="AH KH QH JH TH 9H")
    assert state.view(1).stock_count == 6
    state.apply(Exchange(cs("TS JS")))
    assert state.view(1).discarded == cs("TS JS")
    assert state.view(1).hand == cs("AS KS QS AH KH")
    for seat in (0, 2, 3):
        view = state.view(seat)
        assert view.discarded == CardSet() and view.stock_count == 4
        assert view.exchanged == {1: 2}  # how many, but not which
        assert seen(state, seat, (Exchange,)) == cs(HANDS[seat])
    # The seat to move sees its own possible exchanges, which are only its own cards.
    assert seen(state, 2) == cs(HANDS[2])


def test_the_peep_card_only_to_a_seat_that_peeped_and_to_the_bidder() -> None:
    state = new(HANDS, preset="peep", widow="AH")
    state.apply(Bid.parse("pass"))
    state.apply(PEEP)  # seat 2 peeps
    for seat in range(4):
        view = state.view(seat)
        assert view.peep_card == (Card.parse("AH") if seat == 2 else None)
        assert view.peeped == (2,)
        assert (Card.parse("AH") in seen(state, seat)) is (seat == 2)
    state.apply(Bid.parse("pass"))
    state.apply(Bid.parse("3"))  # seat 3 bids without peeping
    state.apply(Bid.parse("pass"))
    assert state.phase == "discard" and state.bidder == 3
    assert state.view(3).peep_card == Card.parse("AH") and Card.parse("AH") in state.view(3).hand
    assert state.view(0).peep_card is None and state.view(1).peep_card is None
    assert Card.parse("AH") not in seen(state, 0) | seen(state, 1)


def test_a_discarded_peep_card_stays_hidden_from_the_others() -> None:
    state = new(HANDS, preset="peep", widow="AH")
    for b in ("3", "pass", "pass", "pass"):
        state.apply(Bid.parse(b))
    state.apply(Discard(Card.parse("AH")))
    assert state.view(1).discarded == cs("AH")
    for seat in (0, 2, 3):
        assert seen(state, seat) == cs(HANDS[seat])
