"""The defenders' discard convention (Foster's Hoyle): the card it picks, the expert playing it among equal cards,
its partners reading it when they weigh sampled deals, and the level option that turns it off."""

from __future__ import annotations

import random
from typing import Any

import pytest

from napdesk.ai import ExpertPlayer, PlayerError, make_player, may_play
from napdesk.ai.levels import IntermediatePlayer
from napdesk.ai.sampling import Sampler, World
from napdesk.ai.signals import SignalPolicy, convention_card
from napdesk.engine.actions import PLAYS, Play
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.view import View

BIDDER = "AS KS QS 2H 3H"  # seat 1 bids 3 and leads the ace of spades: spades are trumps


def after_lead(ai: Any, seat2: str, seat0: str = "2C 4C 6C 8C 9C", bid: str = "3", lead: str = "AS",
               bidder: str = BIDDER) -> HandState:
    """Seat 1 bids ``bid`` and leads ``lead``; seat 2, void in the suit led, is to play."""
    state: HandState = ai.dealt(Rules(), 0, [seat0, bidder, seat2, "JS 10S 9S 8S 7S"])
    ai.bid_all(state, {1: bid})
    state.apply(PLAYS[Card(lead).index])
    return state


def card(view: View) -> str | None:
    c = convention_card(view)
    return None if c is None else str(c)


def test_a_weak_discard_is_the_lowest_of_the_weakest_suit(ai: Any) -> None:
    # K D is guarded by the 2: the clubs, with the most cards out above them, are thrown; the intermediate
    # level throws its lowest card, unguarding the king.
    view = after_lead(ai, "KD 2D 9H 8H 7C").view(2)
    assert card(view) == "7C"
    plays = [a for a in view.legal if isinstance(a, Play)]
    assert str(IntermediatePlayer(0).pick_card(view, plays).card) == "2D"


def test_command_of_a_suit_is_shown_by_its_best_card(ai: Any) -> None:
    assert card(after_lead(ai, "AH KH 7D 5C 3C").view(2)) == "AH"


def test_k_q_is_command_once_the_ace_is_gone(ai: Any) -> None:
    # Trick 1: seat 0, void in spades, throws the ace of hearts; at trick 2 seat 2 is void and holds K Q.
    state = after_lead(ai, "2S KH QH 7D 5C", seat0="AH 4C 6C 8C 9C")
    for c in ("2S", "7S", "AH"):
        state.apply(PLAYS[Card(c).index])
    state.apply(PLAYS[Card("KS").index])
    assert card(state.view(2)) == "KH"
    # With the ace still out, K Q is no command: the weak clubs go.
    fresh = after_lead(ai, "2S KH QH 7D 5C")
    for c in ("2S", "7S", "2C"):
        fresh.apply(PLAYS[Card(c).index])
    fresh.apply(PLAYS[Card("KS").index])
    assert card(fresh.view(2)) == "5C"


def test_against_misere_the_first_discard_is_the_top_of_the_shortest_suit(ai: Any) -> None:
    state = after_lead(ai, "AH 3H KD 9D 5C", seat0="2C 4C 6C 8C 9C", bid="misere", lead="2S",
                       bidder="2S 3S 4S 2H 4H")
    view = state.view(2)
    assert card(view) == "5C"  # the intermediate level would throw its highest card, the ace of hearts
    for c in ("5C", "7S", "2C"):
        state.apply(PLAYS[Card(c).index])
    # Seat 3 won with the 7 of spades and leads spades again: seat 2's second discard is left to the play.
    state.apply(PLAYS[Card("8S").index])
    state.apply(PLAYS[Card("4C").index])
    state.apply(PLAYS[Card("3S").index])
    assert card(state.view(2)) is None


def test_the_convention_says_nothing_when_following_or_bidding(ai: Any) -> None:
    state = after_lead(ai, "2S KH QH 7D 5C")
    assert card(state.view(2)) is None  # it follows suit
    bidder_view = state.view(1)
    assert convention_card(bidder_view) is None


def _expert_with_scores(ai: Any, scores: dict[str, float], expert: ExpertPlayer | None = None) -> str:
    """The card ``expert`` (signalling by default) plays at the weak-discard position when its search scores
    the cards so (0.5 where not given)."""
    view = after_lead(ai, "KD 2D 9H 8H 7C").view(2)
    player = expert or ExpertPlayer(1, samples=8)

    def fake(view: View, plays: list[Play], budget: Any) -> tuple[dict[Play, float], dict[Play, float], int]:
        return ({p: scores.get(str(p.card), 0.5) for p in plays}, dict.fromkeys(plays, 1.0), 100)

    player.card_scores = fake  # type: ignore[method-assign]
    action = player.choose(view)
    assert isinstance(action, Play)
    return str(action.card)


def test_the_expert_signals_among_equal_cards(ai: Any) -> None:
    assert _expert_with_scores(ai, {}) == "7C"
    assert _expert_with_scores(ai, {}, ExpertPlayer(1, samples=8, signals=False)) == "2D"


def test_the_expert_never_gives_up_a_better_card_for_the_signal(ai: Any) -> None:
    assert _expert_with_scores(ai, {"2D": 0.9, "KD": 0.9}) == "2D"
    # Within the search's noise of the best card, but below it: still no signal.
    assert _expert_with_scores(ai, {"2D": 0.52}) == "2D"


def test_a_partner_reads_the_discard_in_the_sample_weights(ai: Any) -> None:
    """Seat 2 threw the ace of hearts: to seat 3, a deal where seat 2 holds the king (command shown) is four
    times as likely as one where it does not, under the convention; the intermediate level's reading tells
    the two apart not at all."""
    state = after_lead(ai, "AH KH 7D 5C 3C")
    state.apply(PLAYS[Card("AH").index])
    view = state.view(3)
    hands = [CardSet(h.split()).mask for h in ("2C 4C 6C 8C 9C", "KS QS 2H 3H", "KH 7D 5C 3C",
                                                  "JS 10S 9S 8S 7S")]
    swapped = list(hands)
    swapped[2] = CardSet(["9C", "7D", "5C", "3C"]).mask
    swapped[0] = CardSet(["2C", "4C", "6C", "8C", "KH"]).mask
    sampler = Sampler(view, random.Random(0))
    told, not_told = (World(tuple(h), 0, (), 0) for h in (hands, swapped))
    helper = IntermediatePlayer(0)
    reading = SignalPolicy(helper)
    assert sampler.play_likelihood(told, reading) == pytest.approx(4 * sampler.play_likelihood(not_told, reading))
    assert sampler.play_likelihood(told, helper) == pytest.approx(sampler.play_likelihood(not_told, helper))


def test_the_level_option_turns_the_convention_off(ai: Any) -> None:
    plain = make_player("expert:nosignals", 1)
    assert isinstance(plain, ExpertPlayer) and plain.name == "expert"
    assert may_play("expert:nosignals") and may_play("Expert:NoSignals")
    assert not may_play("expert:loud")
    with pytest.raises(PlayerError, match="expert:nosignals"):
        make_player("expert:loud")
    with pytest.raises(PlayerError, match="takes none"):
        make_player("intermediate:nosignals")
    assert isinstance(plain, ExpertPlayer)
    assert _expert_with_scores(ai, {}, plain) == "2D"  # the intermediate level's card, no signal
