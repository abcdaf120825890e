"""Play (docs/rules.md, "Play"): the bidder leads, the first lead fixes trumps, following suit, who wins a trick,
when the hand ends (``hand_end``) and claims (``claims``)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from napdesk.engine.actions import CLAIM, PLAYS, Bid
from napdesk.engine.cards import SUITS, Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import ClaimRefused, HandState, IllegalAction
from napdesk.engine.rules import Rules


def cs(text: str) -> CardSet:
    return CardSet(text.split())


def snapshot(state: HandState) -> dict[str, Any]:
    names = set(getattr(state, "__dict__", {}))
    for cls in type(state).__mro__:
        names.update(getattr(cls, "__slots__", ()))
    return {n: copy.deepcopy(getattr(state, n)) for n in sorted(names) if hasattr(state, n)}


def playing(hands: tuple[str, ...], bid: str, bidder: int, values: dict[str, Any] | None = None,
            dealer: int = 0) -> HandState:
    """A hand dealt as given, bid: ``bidder`` bids ``bid`` and everyone else passes."""
    state = HandState(Rules(values), dealer, Deal(hands=tuple(cs(h) for h in hands)))
    while state.phase == "bidding":
        state.apply(Bid.parse(bid if state.to_move == bidder else "pass"))
    assert state.phase == "play" and state.bidder == bidder
    return state


def play(state: HandState, *cards: str) -> None:
    for c in cards:
        state.apply(PLAYS[Card.parse(c).index])


def plays(state: HandState) -> list[str]:
    return sorted(str(a.card) for a in state.legal_actions() if a is not CLAIM)  # type: ignore[union-attr]


def trump(state: HandState) -> str | None:
    return None if state.trump is None else SUITS[state.trump]


# Dealer 0; seat 1 speaks first and leads when he wins the bidding.
TRICKS = (
    "6H QS KD AD 2C",  # seat 0
    "2H 3H 4S 5S 6S",  # seat 1
    "4H AS 7D 8D 9D",  # seat 2
    "5H KS TD JD QD",  # seat 3
)


# ---------------------------------------------------------------------------------------------- leading, trumps


def test_the_bidder_leads_the_first_trick() -> None:
    state = playing(TRICKS, "2", bidder=2)
    assert state.to_move == 2
    assert "AS" in plays(state) and len(plays(state)) == 5
    with pytest.raises(IllegalAction):
        state.apply(PLAYS[Card.parse("2H").index])  # seat 1's card: not his turn, not his card


def test_the_first_lead_fixes_trumps_even_a_low_card() -> None:
    state = playing(TRICKS, "2", bidder=1)
    assert state.trump is None
    play(state, "4S")
    assert trump(state) == "S"
    play(state, "AS", "KS", "QS")
    assert trump(state) == "S"  # and stays so
    assert state.tricks[0].winner == 2


def test_a_later_lead_does_not_change_trumps() -> None:
    state = playing(TRICKS, "2", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "2H", "4H", "5H", "6H")
    play(state, "AD")
    assert trump(state) == "H"


def test_misere_has_no_trumps() -> None:
    state = playing(TRICKS, "misere", bidder=1)
    play(state, "4S")
    assert state.trump is None
    play(state, "AS", "KS", "QS")
    assert state.tricks[0].winner == 2
    # Seat 2 leads a diamond; seat 1, void in diamonds, discards a heart: no trump, it cannot win.
    play(state, "7D", "TD", "AD", "2H")
    assert state.tricks[1].winner == 0


def test_misere_with_trumps_fixed_by_the_first_lead() -> None:
    state = playing(TRICKS, "misere", bidder=1, values={"misere_trumps": "first_lead"})
    play(state, "2H")
    assert trump(state) == "H"
    play(state, "4H", "5H", "6H")
    play(state, "AD", "3H")  # seat 0 leads the ace of diamonds; seat 1 trumps it
    play(state, "7D", "TD")
    assert state.tricks[1].winner == 1
    assert state.is_over and state.outcome is not None and state.outcome.made is False


# ---------------------------------------------------------------------------------------------- following suit


def test_must_follow_suit_and_an_illegal_card_changes_nothing() -> None:
    state = playing(TRICKS, "2", bidder=1)
    play(state, "2H")
    assert state.to_move == 2
    assert plays(state) == ["4H"]
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        play(state, "7D")
    assert caught.value.reason == "must follow hearts"
    assert caught.value.message == "You must follow hearts"
    assert caught.value.seat == 2 and caught.value.action == PLAYS[Card.parse("7D").index]
    assert snapshot(state) == before
    play(state, "4H")


def test_a_card_not_held_is_refused_and_changes_nothing() -> None:
    state = playing(TRICKS, "2", bidder=1)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        play(state, "AS")
    assert caught.value.reason == "do not hold the ace of spades"
    assert caught.value.message == "You do not hold the ace of spades"
    assert snapshot(state) == before


def test_no_duty_to_trump_or_to_head_the_trick() -> None:
    state = playing(TRICKS, "2", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "2H", "4H", "5H", "6H")
    play(state, "AD")
    # Seat 1 has no diamond: any card, trump or not.
    assert plays(state) == ["3H", "4S", "5S", "6S"]
    play(state, "4S")
    # Seat 2 need not beat the ace, nor play his highest diamond.
    assert plays(state) == ["7D", "8D", "9D"]
    play(state, "7D")
    assert plays(state) == ["JD", "QD", "TD"]
    play(state, "TD")
    assert state.tricks[1].winner == 0


# ---------------------------------------------------------------------------------------------- who wins


def test_a_trump_beats_the_ace_of_the_suit_led() -> None:
    state = playing(TRICKS, "2", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "2H", "4H", "5H", "6H")  # hearts are trumps; seat 0 wins with the six
    assert state.tricks[0].winner == 0 and state.to_move == 0
    play(state, "AD", "3H", "7D", "TD")
    assert state.tricks[1].winner == 1
    assert state.to_move == 1  # the winner leads the next trick


def test_the_highest_card_of_the_suit_led_wins_and_a_discard_never_does() -> None:
    state = playing(TRICKS, "2", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "2H", "4H", "5H", "6H")
    play(state, "AD", "3H", "7D", "TD")
    play(state, "4S", "AS", "KS", "QS")
    assert state.tricks[2].winner == 2
    play(state, "8D", "JD", "KD", "5S")
    assert state.tricks[3].winner == 0  # the king of diamonds; seat 1's spade (not trumps) cannot win
    play(state, "2C", "6S", "9D", "QD")
    assert state.tricks[4].winner == 0  # the two of clubs: nobody else holds a club or a trump
    assert [t.leader for t in state.tricks] == [1, 0, 1, 2, 0]
    assert state.bidder_tricks == 1 and state.defender_tricks == 4


def test_a_higher_trump_overtrumps() -> None:
    hands = (
        "AC 2D 3D 4D 5D",  # seat 0
        "2S 3S 4S 5S 6S",  # seat 1: bidder
        "7S KC 7D 8D 9D",  # seat 2
        "8S QC TD JD QD",  # seat 3
    )
    state = playing(hands, "1", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "2S", "7S", "8S", "AC")  # spades are trumps; seat 0 has none and discards his ace of clubs
    assert state.tricks[0].winner == 3
    play(state, "QC", "2D", "3S", "KC")
    assert state.tricks[1].winner == 1
    play(state, "4S", "7D", "TD", "3D")
    assert state.tricks[2].winner == 1


# ---------------------------------------------------------------------------------------------- the end of the hand


def test_decided_stops_as_soon_as_the_bid_is_made() -> None:
    hands = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = playing(hands, "2", bidder=1)
    play(state, "AS", "2D", "2H", "2C")
    assert not state.is_over
    play(state, "KS", "3D", "3H", "3C")
    assert state.is_over and len(state.tricks) == 2
    assert state.outcome is not None and state.outcome.made is True and state.outcome.reason == "play"
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction) as caught:
        play(state, "QS")
    assert caught.value.reason == "the hand is over"


def test_decided_stops_as_soon_as_the_bid_cannot_be_made() -> None:
    hands = ("AC KC QC JC TC", "2S 3S 4S 5S 6S", "AS KS QS JS TS", "2H 3H 4H 5H 6H")
    state = playing(hands, "4", bidder=1)
    play(state, "2S", "AS", "2H", "AC")
    assert not state.is_over
    play(state, "KS", "3H", "KC", "3S")
    assert state.is_over and len(state.tricks) == 2  # two tricks lost: four cannot be made
    assert state.outcome is not None and state.outcome.made is False


def test_decided_stops_a_misere_at_the_bidders_first_trick() -> None:
    hands = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = playing(hands, "misere", bidder=1)
    play(state, "AS", "2D", "2H", "2C")
    assert state.is_over and state.outcome is not None and state.outcome.made is False


def test_a_misere_is_made_only_when_every_trick_is_played() -> None:
    hands = ("AC KC QC JC TC", "2C 3C 4C 5C 6C", "AD KD QD JD TD", "AH KH QH JH TH")
    state = playing(hands, "misere", bidder=1, values={"claims": False})
    play(state, "2C", "TD", "TH", "TC")
    for cards in (("JC", "3C", "JD", "JH"), ("QC", "4C", "QD", "QH"), ("KC", "5C", "KD", "KH")):
        assert not state.is_over
        play(state, *cards)
    assert not state.is_over
    play(state, "AC", "6C", "AD", "AH")
    assert state.is_over and len(state.tricks) == 5 and state.bidder_tricks == 0
    assert state.outcome is not None and state.outcome.made is True
    assert state.outcome.settlement == (-3, 9, -3, -3)


def test_all_tricks_plays_on_after_the_bid_is_made() -> None:
    hands = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = playing(hands, "1", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "AS", "2D", "2H", "2C")
    assert not state.is_over and state.bidder_tricks == 1
    for spade, n in zip(("KS", "QS", "JS", "TS"), range(3, 7), strict=True):
        play(state, spade, f"{n}D", f"{n}H", f"{n}C")
    assert state.is_over and len(state.tricks) == 5 and state.bidder_tricks == 5
    assert state.outcome is not None and state.outcome.made is True
    # nothing is paid for over-tricks: a one is a one
    assert state.outcome.settlement == (-1, 3, -1, -1)


def test_all_tricks_plays_out_a_lost_bid() -> None:
    hands = ("AC KC QC JC TC", "2S 3S 4S 5S 6S", "AS KS QS JS TS", "2H 3H 4H 5H 6H")
    state = playing(hands, "4", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "2S", "AS", "2H", "AC")
    play(state, "KS", "3H", "KC", "3S")
    assert not state.is_over
    while not state.is_over:
        play(state, str(state.legal_actions()[0].card))  # type: ignore[union-attr]
    assert len(state.tricks) == 5 and state.outcome is not None and state.outcome.made is False


# ---------------------------------------------------------------------------------------------- claims


def test_a_claim_on_the_first_lead_is_accepted_and_the_hand_is_made() -> None:
    hands = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = playing(hands, "nap", bidder=1)
    assert CLAIM in state.legal_actions()
    state.apply(CLAIM)
    assert state.is_over and state.outcome is not None
    assert state.outcome.made is True and state.outcome.reason == "claim"
    assert state.outcome.settlement == (-10, 30, -10, -10)
    assert state.history[-1] == (1, CLAIM)


def test_a_claim_later_in_the_hand() -> None:
    hands = ("AC 3C 4C 5C 6C", "AS KS QS JS 2C", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = playing(hands, "4", bidder=1)
    play(state, "AS", "2D", "2H", "3C")
    assert state.to_move == 1 and CLAIM in state.legal_actions()
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.made is True and state.outcome.reason == "claim"


def test_a_refused_claim_raises_and_changes_nothing() -> None:
    hands = ("AH KH QH JH TH", "2S 3S 4S 5S 6S", "AS KS QS JS TS", "AD KD QD JD TD")
    state = playing(hands, "1", bidder=1)
    assert CLAIM in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(ClaimRefused) as caught:
        state.apply(CLAIM)
    assert isinstance(caught.value, IllegalAction)
    assert caught.value.reason == "claim refused: the defence can beat it"
    assert snapshot(state) == before
    assert CLAIM in state.legal_actions()
    play(state, "2S")  # play goes on


def test_a_misere_claim() -> None:
    # Two players: every suit the bidder holds, the defender holds as often and higher.
    hands = ("AC KC AD AH AS", "2C 3C 2D 2H 2S")
    state = playing(hands, "misere", bidder=1, values={"players": 2})
    state.apply(CLAIM)
    assert state.outcome is not None and state.outcome.made is True and state.outcome.reason == "claim"
    assert state.outcome.settlement == (-3, 3)


def test_only_the_bidder_on_lead_may_claim() -> None:
    state = playing(TRICKS, "2", bidder=1, values={"hand_end": "all_tricks"})
    play(state, "2H")
    assert CLAIM not in state.legal_actions()  # a defender to play
    play(state, "4H", "5H", "6H")
    assert state.to_move == 0  # a defender on lead
    assert CLAIM not in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(CLAIM)
    assert not isinstance(caught.value, ClaimRefused)
    assert caught.value.reason == "cannot claim now: only the bidder may claim, when he is on lead"
    assert snapshot(state) == before
    play(state, "AD")
    assert state.to_move == 1  # the bidder, but not on lead
    assert CLAIM not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(CLAIM)


def test_no_claims_when_claims_are_off() -> None:
    hands = ("2C 3C 4C 5C 6C", "AS KS QS JS TS", "2D 3D 4D 5D 6D", "2H 3H 4H 5H 6H")
    state = playing(hands, "nap", bidder=1, values={"claims": False})
    assert CLAIM not in state.legal_actions()
    with pytest.raises(IllegalAction) as caught:
        state.apply(CLAIM)
    assert caught.value.reason == "claims are not allowed at this table"


def test_no_claim_during_the_bidding() -> None:
    state = HandState(Rules(), 0, Deal(hands=tuple(cs(h) for h in TRICKS)))
    with pytest.raises(IllegalAction) as caught:
        state.apply(CLAIM)
    assert not isinstance(caught.value, ClaimRefused)


def test_a_copy_holds_every_slot_and_shares_no_list_changed_in_place() -> None:
    """copy() writes each slot out: one left out would be unset in the copy; the lists a hand changes in place
    must be the copy's own, so that playing on in the copy leaves the original as it was."""
    state = playing(("AS KS QS JS TS", "2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D"), "3", 1)
    play(state, "2H")
    other = state.copy()
    assert snapshot(other) == {**snapshot(state), "_legal": None}
    before = snapshot(state)
    play(other, "2C", "2D", "AS")
    assert snapshot(state) == before
