"""Settlement (docs/rules.md, "Stakes"): every row of the stakes table, made and lost, and the dealer who sits
out (``sitting_out_dealer_settles``)."""

from __future__ import annotations

from typing import Any

import pytest

from napdesk.engine.actions import CLAIM, Bid
from napdesk.engine.cards import CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.settling import stakes


def cs(text: str) -> CardSet:
    return CardSet(text.split())


# Dealer 0, seat 1 bids. STRONG: seat 1 holds the top spades (he can claim anything but a misère and takes the
# first trick whatever he leads). WEAK: seat 2 holds them and seat 1 takes no trick at all.
STRONG = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2S 3S 4S 5S 6S", "2H 3H 4H 5H 6H")
WEAK = ("2C 3C 4C 5C 6C", "2S 3S 4S 5S 6S", "AS KS QS JS TS", "2H 3H 4H 5H 6H")
STRONG7 = ("2C 3C 4C 5C 6C 7C 8C", "AS KS QS JS TS 9S 8S", "2S 3S 4S 5S 6S 7S 2H",
           "3H 4H 5H 6H 7H 8H 9H")
WEAK7 = ("2C 3C 4C 5C 6C 7C 8C", "2S 3S 4S 5S 6S 7S 2H", "AS KS QS JS TS 9S 8S",
         "3H 4H 5H 6H 7H 8H 9H")
# Both big bids may be bid directly, so that one helper can bid every contract.
BIG = {"wellington": True, "blucher": True, "wellington_needs_nap": False, "blucher_needs_wellington": False}


def hand(hands: tuple[str, ...], contract: str, values: dict[str, Any], preset: str = "standard",
         dealer: int = 0, bidder: int = 1) -> HandState:
    state = HandState(Rules(values, preset=preset), dealer, Deal(hands=tuple(cs(h) for h in hands)))
    while state.phase == "bidding":
        state.apply(Bid.parse(contract if state.to_move == bidder else "pass"))
    assert state.contract == Bid.parse(contract) and state.bidder == bidder
    return state


def play_out(state: HandState) -> None:
    """Play on with each seat's first legal card (never claiming)."""
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if a is not CLAIM))


def made(contract: str, values: dict[str, Any], preset: str = "standard") -> tuple[int, ...]:
    seven = Rules(values, preset=preset).hand_size == 7
    if contract == "misere":
        state = hand(WEAK7 if seven else WEAK, contract, values, preset)
        play_out(state)
    else:
        state = hand(STRONG7 if seven else STRONG, contract, values, preset)
        state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.made is True
    return state.outcome.settlement


def lost(contract: str, values: dict[str, Any], preset: str = "standard") -> tuple[int, ...]:
    seven = Rules(values, preset=preset).hand_size == 7
    strong, weak = (STRONG7, WEAK7) if seven else (STRONG, WEAK)
    state = hand(strong if contract == "misere" else weak, contract, values, preset)
    play_out(state)
    assert state.outcome is not None and state.outcome.made is False
    return state.outcome.settlement


# (contract, rules, win, loss): docs/rules.md, "Stakes", row by row.
TABLE: list[tuple[str, dict[str, Any], int, int]] = [
    ("1", {}, 1, 1),
    ("2", {}, 2, 2),
    ("3", {}, 3, 3),
    ("4", {}, 4, 4),
    ("misere", {}, 3, 3),
    ("misere", {"misere_stakes": "three", "nap_stakes": "12/6"}, 3, 3),
    ("misere", {"misere_stakes": "nap"}, 10, 5),
    ("misere", {"misere_stakes": "nap", "nap_stakes": "12/6"}, 12, 6),
    ("nap", {}, 10, 5),
    ("nap", {"nap_stakes": "12/6"}, 12, 6),
    ("wellington", BIG, 20, 10),
    ("wellington", {**BIG, "nap_stakes": "12/6"}, 24, 12),
    ("wellington", {**BIG, "big_bid_stakes": "penalty_only"}, 10, 10),
    ("wellington", {**BIG, "big_bid_stakes": "penalty_only", "nap_stakes": "12/6"}, 12, 12),
    ("blucher", BIG, 30, 15),
    ("blucher", {**BIG, "nap_stakes": "12/6"}, 36, 18),
    ("blucher", {**BIG, "big_bid_stakes": "penalty_only"}, 10, 20),
    ("blucher", {**BIG, "big_bid_stakes": "penalty_only", "nap_stakes": "12/6"}, 12, 24),
]
SEVEN: list[tuple[str, dict[str, Any], int, int]] = [
    ("3", {}, 3, 3),
    ("misere", {}, 3, 3),
    ("4", {}, 4, 4),
    ("5", {}, 5, 5),
    ("6", {}, 6, 6),
    ("7", {}, 24, 12),
    ("7", {"seven_top_win": 30, "seven_top_loss": 0}, 30, 0),
    ("7", {"seven_top_win": 1000, "seven_top_loss": 1000, "nap_stakes": "12/6"}, 1000, 1000),
]


def ids(row: tuple[str, dict[str, Any], int, int]) -> str:
    contract, values, _, _ = row
    return "-".join([contract, *(f"{k}={v}" for k, v in values.items() if k not in BIG)])


@pytest.mark.parametrize("row", TABLE, ids=ids)
def test_the_stakes_table(row: tuple[str, dict[str, Any], int, int]) -> None:
    contract, values, win, loss = row
    assert stakes(Rules(values), Bid.parse(contract)) == (win, loss)


@pytest.mark.parametrize("row", SEVEN, ids=ids)
def test_the_stakes_table_in_seven_card_nap(row: tuple[str, dict[str, Any], int, int]) -> None:
    contract, values, win, loss = row
    assert stakes(Rules(values, preset="seven_card"), Bid.parse(contract)) == (win, loss)


@pytest.mark.parametrize("row", TABLE, ids=ids)
def test_made_every_opponent_pays_the_win_stake(row: tuple[str, dict[str, Any], int, int]) -> None:
    contract, values, win, _ = row
    assert made(contract, values) == (-win, 3 * win, -win, -win)


@pytest.mark.parametrize("row", TABLE, ids=ids)
def test_lost_the_bidder_pays_every_opponent_the_loss_stake(row: tuple[str, dict[str, Any], int, int]) -> None:
    contract, values, _, loss = row
    assert lost(contract, values) == (loss, -3 * loss, loss, loss)


@pytest.mark.parametrize("row", SEVEN, ids=ids)
def test_seven_card_settlement(row: tuple[str, dict[str, Any], int, int]) -> None:
    contract, values, win, loss = row
    assert made(contract, values, "seven_card") == (-win, 3 * win, -win, -win)
    assert lost(contract, values, "seven_card") == (loss, -3 * loss, loss, loss)


def test_over_tricks_count_for_nothing() -> None:
    state = hand(STRONG, "1", {"hand_end": "all_tricks", "claims": False})
    play_out(state)
    assert state.bidder_tricks == 5
    assert state.outcome is not None and state.outcome.settlement == (-1, 3, -1, -1)


@pytest.mark.parametrize(("players", "expected"), [(2, (-3, 3)), (3, (-3, 6, -3)),
                                                   (4, (-3, 9, -3, -3))])
def test_the_bidder_is_paid_by_each_opponent(players: int, expected: tuple[int, ...]) -> None:
    state = hand(STRONG[:players], "3", {"players": players})
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.settlement == expected


# ---------------------------------------------------------------------------------------------- sitting out

FIVE_STRONG = ("", "AS KS QS JS TS", "2S 3S 4S 5S 6S", "2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C")
FIVE_WEAK = ("", "2S 3S 4S 5S 6S", "AS KS QS JS TS", "2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C")


@pytest.mark.parametrize(
    ("settles", "made_row", "lost_row"),
    [
        (False, (0, 9, -3, -3, -3), (0, -9, 3, 3, 3)),
        (True, (-3, 12, -3, -3, -3), (3, -12, 3, 3, 3)),
    ],
)
def test_a_dealer_who_sits_out(settles: bool, made_row: tuple[int, ...], lost_row: tuple[int, ...]) -> None:
    values = {"players": 5, "sitting_out_dealer_settles": settles}
    state = hand(FIVE_STRONG, "3", values)
    assert 0 not in state.order
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.settlement == made_row
    state = hand(FIVE_WEAK, "3", values)
    play_out(state)
    assert state.outcome is not None and state.outcome.settlement == lost_row


def test_sitting_out_dealer_settles_means_nothing_when_the_dealer_plays() -> None:
    state = hand(STRONG, "3", {"sitting_out_dealer_settles": True})
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.settlement == (-3, 9, -3, -3)


def test_the_short_pack_preset_makes_the_dealer_who_sits_out_settle() -> None:
    hands = ("", "AS KS QS JS TS", "7S 8S 9S 7H 8H", "9H TH JH QH KH", "7C 8C 9C TC JC", "7D 8D 9D TD JD")
    state = hand(hands, "2", {"players": 6}, preset="short_pack")
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.settlement == (-2, 10, -2, -2, -2, -2)
