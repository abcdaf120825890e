"""The expert: honest (its choice depends on its view alone), sound on plain positions, PIMC sampling exact."""

from __future__ import annotations

import random
from typing import Any

import pytest

from napdesk.ai import LEVELS, ExpertPlayer, make_player
from napdesk.ai.base import Player
from napdesk.ai.sampling import Sampler
from napdesk.engine.actions import PEEP, PLAYS, Bid, Play
from napdesk.engine.cards import Card, CardSet, pack
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.view import View


def _shuffled_deal(rules: Rules, fixed: dict[int, str], seed: int) -> Deal:
    """A deal where the seats in ``fixed`` hold exactly those cards and everything else is shuffled by ``seed``."""
    rng = random.Random(seed)
    hands: dict[int, CardSet] = {s: CardSet(h.split()) for s, h in fixed.items()}
    used = 0
    for h in hands.values():
        used |= h.mask
    rest = [c for c in pack(rules.deck_size) if not used & c.bit]
    rng.shuffle(rest)
    out = []
    for s in range(rules.players):
        if s in hands:
            out.append(hands[s])
        else:
            out.append(CardSet(rest[:rules.hand_size]))
            del rest[:rules.hand_size]
    return Deal(hands=tuple(out), stock=tuple(rest))


def _player(level: str, seed: int) -> Player:
    return ExpertPlayer(seed, samples=16) if level == "expert" else make_player(level, seed)


@pytest.mark.parametrize("level", list(LEVELS))
def test_choice_depends_on_the_view_alone(level: str, ai: Any) -> None:
    """Same view and seed, different hidden cards: the same choice, at the auction and in the play."""
    rules = Rules()
    # Seat 1 speaks first (dealer 0); seat 2 answers seat 1's lead of the ace of spades.
    fixed = {1: "AS 9H 7D 4C 3C", 2: "KS 8S 6H JD 2C"}
    views: dict[str, list[View]] = {"auction": [], "lead": [], "follow": []}
    for seed in (1, 2, 3):
        state = HandState(rules, 0, _shuffled_deal(rules, fixed, seed))
        views["auction"].append(state.view(1))
        ai.bid_all(state, {1: "2"})
        views["lead"].append(state.view(1))
        state.apply(PLAYS[Card("AS").index])
        views["follow"].append(state.view(2))
    for key, vs in views.items():
        assert vs[0] == vs[1] == vs[2], key
        seat = vs[0].to_move
        choices = {str(_player(level, 11).choose(v)) for v in vs}
        assert len(choices) == 1, (level, key, seat, choices)


def test_players_are_given_views_only(ai: Any) -> None:
    seen: list[object] = []

    class Spy:
        name = "spy"

        def __init__(self) -> None:
            self.inner = ExpertPlayer(3, samples=2)

        def choose(self, view: View) -> Any:
            seen.append(view)
            return self.inner.choose(view)

    state = ai.random_hand(Rules(preset="peep"), 9)
    ai.play_out(state, [Spy() for _ in range(4)])
    assert seen and all(type(v) is View for v in seen)
    for v in seen:
        assert isinstance(v, View)
        assert not hasattr(v, "hands")  # a view holds one hand: its own


def test_defender_takes_the_trick_that_beats_the_bid(ai: Any) -> None:
    """Bid of one; the bidder leads the king of hearts (trumps); only the ace stops him."""
    state = ai.dealt(Rules(), 0, ["JH TC TD TS 8C", "KH 2C 2D 2S 3S", "AH 3H AC AD AS", "QH 9C 9D 9S 8S"])
    ai.bid_all(state, {1: "1"})
    state.apply(PLAYS[Card("KH").index])
    view = state.view(2)
    for seed in range(3):
        assert ExpertPlayer(seed, samples=12).choose(view) == PLAYS[Card("AH").index]
        assert ExpertPlayer(seed).choose(view) == PLAYS[Card("AH").index]  # with its time budget


def test_bidder_names_the_trumps_that_make_the_bid(ai: Any) -> None:
    """Four top spades and the ace of diamonds, bid of four: lead a spade, never the ace of diamonds."""
    state = ai.dealt(Rules(), 0, ["2H 3H 4H 5H 6H", "AS KS QS JS AD", "2C 3C 4C 5C 6C", "TS 9S 8S 7S 2D"])
    ai.bid_all(state, {1: "4"})
    view = state.view(1)
    for seed in range(3):
        action = ExpertPlayer(seed, samples=24).choose(view)
        assert isinstance(action, Play) and action.card.suit == 3, action


def test_expert_bids_a_cold_nap_and_passes_rubbish(ai: Any) -> None:
    rules = Rules()
    cold = ai.dealt(rules, 0, ["2H 3H 4H 5H 6H", "AS KS QS JS TS", "2C 3C 4C 5C 6C", "9S 8S 7S 2D 3D"])
    view = cold.view(1)
    assert ExpertPlayer(1, samples=20).choose(view) == Bid.parse("nap")
    # Middling cards: no misère, and three tricks (the least bid here) are far out of reach.
    poor = ai.dealt(Rules({"min_bid": 3}), 0, ["4H 5H 6H 7H 2H", "8S 7D 8C 9H 6D", "5C 6C 7C 9C 2C",
                                                "AS KS 7S 4D 5D"])
    assert ExpertPlayer(1, samples=20).choose(poor.view(1)) == Bid.parse("pass")


def test_sampling_keeps_voids_counts_and_cards_seen(ai: Any) -> None:
    rules = Rules()
    state = ai.dealt(rules, 0, ["JH TC TD TS 8C", "KH 2C 2D 2S 3S", "AC AD AS KC KD", "QH 9C 9D 9S 8S"],
                     stock=True)
    ai.bid_all(state, {1: "1"})
    state.apply(PLAYS[Card("KH").index])  # hearts trumps; seat 2 has none
    state.apply(PLAYS[Card("AC").index])  # seat 2 shows a void in hearts
    view = state.view(3)
    assert view.voids()[2] == {2}
    sampler = Sampler(view, random.Random(5))
    played = view.played.mask
    for _ in range(300):
        world = sampler.sample()
        assert world.hands[3] == view.hand.mask
        assert not world.hands[2] & (0x1FFF << 26), "seat 2 showed it holds no hearts"
        for seat in range(4):
            assert world.hands[seat].bit_count() == view.hand_counts[seat]
            assert not world.hands[seat] & played
            if seat != 3:
                assert not world.hands[seat] & view.hand.mask
        everything = world.widow | world.out | sum(1 << c for c in world.stock)
        for h in world.hands:
            assert not everything & h
            everything |= h
        assert everything | played == pack(52).mask


class _Seen:
    """A card-play model that plays what ``cards`` says each seat played, and notes whom it was asked about."""

    def __init__(self, cards: dict[int, str]) -> None:
        self.cards = cards
        self.asked: list[int] = []

    def pick_card(self, view: View, plays: list[Play]) -> Play:
        self.asked.append(view.seat)
        return next((p for p in plays if str(p.card) == self.cards[view.seat]), plays[0])


def test_sampling_with_hands_told_and_the_plays_of_some_seats(ai: Any) -> None:
    state = ai.dealt(Rules(), 0, ["JH TC TD TS 8C", "KH 2C 2D 2S 3S", "AC AD AS KC KD", "QH 9C 9D 9S 8S"],
                     stock=True)
    ai.bid_all(state, {1: "1"})
    state.apply(PLAYS[Card("KH").index])
    state.apply(PLAYS[Card("AC").index])
    view = state.view(3)
    told = CardSet(["2C", "2D", "2S", "3S"]).mask
    sampler = Sampler(view, random.Random(3), known={1: told})
    for _ in range(100):
        world = sampler.sample()
        assert world.hands[1] == told
        assert not (world.hands[0] | world.hands[2] | world.widow | world.out) & told
        assert not any(told & (1 << c) for c in world.stock)
        assert not world.hands[2] & (0x1FFF << 26), "the void is still kept"
    world = sampler.sample()
    faithful = _Seen({1: "KH", 2: "AC"})
    assert sampler.play_likelihood(world, faithful, miss=0.0) == 1.0
    assert sorted(faithful.asked) == [1, 2]
    contrary = _Seen({1: "KH", 2: "KD"})  # seat 2 would have shed the king, not the ace
    assert sampler.play_likelihood(world, contrary, miss=0.25) == 0.25
    contrary.asked.clear()
    assert sampler.play_likelihood(world, contrary, miss=0.25, seats={1}) == 1.0
    assert contrary.asked == [1]


def test_sampling_keeps_the_peep_card_where_it_is(ai: Any) -> None:
    rules = Rules(preset="peep")
    state = ai.random_hand(rules, 12)
    first = state.to_move
    state.apply(PEEP)
    view = state.view(first)
    assert view.peep_card is not None
    peep = view.peep_card.bit
    sampler = Sampler(view, random.Random(1))
    for _ in range(100):
        world = sampler.sample()
        assert world.widow == peep and not any(h & peep for h in world.hands)
    # Once the bidder has taken it, the seat that looked knows it is with the bidder (or in his discard).
    state.apply(Bid.parse("pass"))
    ai.bid_all(state, {state.to_move: "2"})
    bidder = state.bidder
    assert bidder is not None and bidder != first
    view = state.view(first)
    sampler = Sampler(view, random.Random(2))
    for _ in range(100):
        world = sampler.sample()
        assert world.widow == 0
        for seat, h in enumerate(world.hands):
            if seat != bidder:
                assert not h & peep
