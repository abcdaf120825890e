"""The mask-based card play (napdesk.ai.fastplay) makes the intermediate level's choices.

Random positions of every preset (and five and seven players) are reached by a mix of intermediate and random
card play; at each one the fast judgement must pick the card ``IntermediatePlayer.pick_card`` picks, for the
whole legal set and for random subsets (the expert asks about the cards it found equal). Rollouts and the
likelihood of the play so far are checked against the same computation done with a View per card.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from napdesk.ai.expert import ExpertPlayer
from napdesk.ai.fastplay import view_pick
from napdesk.ai.levels import BeginnerPlayer, IntermediatePlayer, following, trick_winner
from napdesk.ai.rollout import opening_tricks, rollout
from napdesk.ai.sampling import Sampler
from napdesk.ai.signals import SignalPolicy
from napdesk.engine.actions import PLAYS, Action, Bid, Play
from napdesk.engine.cards import Card, CardSet, iter_bits
from napdesk.engine.deal import deal_hand
from napdesk.engine.facts import Phase, trumps_from_first_lead
from napdesk.engine.hand import HandState
from napdesk.engine.rules import PRESETS, Rules
from napdesk.engine.view import Trick, View

TABLES = [Rules(preset=p) for p in sorted(PRESETS)] + [
    Rules({"players": 5, "dealer_sits_out": "never"}),
    Rules({"players": 7}, preset="seven_card"),
    Rules({"misere_trumps": "first_lead"}),
]


def positions(rules: Rules, seed: int) -> Iterator[tuple[HandState, View, list[Play]]]:
    """Every card-play decision of one hand with more than one card to weigh: bids by the intermediate level
    (a beginner's now and then, for more misères and big bids), cards half by it and half at random."""
    rng = random.Random(seed)
    dealer = rng.randrange(rules.players)
    state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
    bidders = [IntermediatePlayer(seed), BeginnerPlayer(seed)]
    player = IntermediatePlayer(seed)
    while not state.is_over:
        view = state.view(state.to_move)
        action: Action
        if state.phase == Phase.PLAY:
            plays = following(view, [a for a in view.legal if isinstance(a, Play)])
            if len(plays) > 1:
                yield state, view, plays
            action = player.pick_card(view, plays) if rng.random() < 0.5 else rng.choice(plays)
        else:
            action = bidders[seed % 2].choose(view)
        state.apply(action)


def test_fast_judgement_picks_the_intermediate_card() -> None:
    player = IntermediatePlayer(0)
    rng = random.Random(7)
    checked = 0
    for rules in TABLES:
        for seed in range(40):
            for _, view, plays in positions(rules, seed):
                subsets = [plays] + [rng.sample(plays, rng.randint(2, len(plays))) for _ in range(2)]
                for sub in subsets:
                    sub.sort(key=lambda p: p.card.index)
                    mask = sum(p.card.bit for p in sub)
                    assert view_pick(view, mask) == player.pick_card(view, sub).card.index, (rules.to_dict(), view)
                    checked += 1
    assert checked > 3000


def _view_rollout(view: View, hands: tuple[int, ...], card: Card, policy: IntermediatePlayer, stop: bool
                  ) -> tuple[bool, int]:
    """The rollout as it was written over Views: a View and a levels.Table for every card (the reference)."""
    contract, bidder, rules, order = view.contract, view.bidder, view.rules, view.order
    assert contract is not None and bidder is not None
    n = len(order)
    nxt = {s: order[(i + 1) % n] for i, s in enumerate(order)}
    cur, tricks, trick = list(hands), list(view.tricks), list(view.trick_cards)
    leader = view.trick_leader if trick and view.trick_leader is not None else view.seat
    trump = view.trump
    if not tricks and not trick and trump is None and trumps_from_first_lead(rules, contract):
        trump = card.suit
    btricks, dtricks, seat, counts = view.bidder_tricks, view.defender_tricks, view.seat, list(view.hand_counts)
    size, need = rules.hand_size, contract.tricks
    while True:
        cur[seat] &= ~card.bit
        counts[seat] -= 1
        trick.append(card)
        if len(trick) == n:
            winner = leader
            for _ in range(trick_winner(trick, trump)):
                winner = nxt[winner]
            tricks.append(Trick(leader, tuple(trick), winner))
            trick = []
            if winner == bidder:
                btricks += 1
            else:
                dtricks += 1
            if len(tricks) == size:
                return (btricks == 0 if contract.is_misere else btricks >= need), btricks
            if stop:
                if contract.is_misere and btricks:
                    return False, btricks
                if not contract.is_misere and btricks >= need:
                    return True, btricks
                if not contract.is_misere and dtricks > size - need:
                    return False, btricks
            leader = seat = winner
        else:
            seat = nxt[seat]
        hand = cur[seat]
        if trick and hand & (0x1FFF << 13 * trick[0].suit):
            hand &= 0x1FFF << 13 * trick[0].suit
        legal = tuple(PLAYS[i] for i in iter_bits(hand))
        if len(legal) == 1:
            card = legal[0].card
            continue
        v = dataclasses.replace(
            view, seat=seat, to_move=seat, hand=CardSet(cur[seat]), hand_counts=tuple(counts),
            discarded=CardSet(), peep_card=None, trump=trump, tricks=tuple(tricks),
            trick_leader=leader if trick else None, trick_cards=tuple(trick), bidder_tricks=btricks,
            defender_tricks=dtricks, legal=legal)
        card = policy.pick_card(v, list(legal)).card


@pytest.mark.parametrize("rules", TABLES[:3] + TABLES[-3:], ids=lambda r: f"{r.players}x{r.hand_size}")
def test_rollouts_match_the_view_by_view_rollout(rules: Rules) -> None:
    policy = IntermediatePlayer(0)
    for seed in range(12):
        for state, view, plays in positions(rules, seed):
            hands = tuple(state.hands)
            for p in plays:
                assert rollout(view, hands, p.card) == _view_rollout(view, hands, p.card, policy, True)[0]


@pytest.mark.parametrize("rules", TABLES[:3] + TABLES[-3:], ids=lambda r: f"{r.players}x{r.hand_size}")
def test_opening_tricks_match_the_view_by_view_rollout(rules: Rules) -> None:
    policy = IntermediatePlayer(0)
    for seed in range(30):
        rng = random.Random(seed)
        dealer = rng.randrange(rules.players)
        state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
        if state.phase != Phase.BIDDING:
            continue
        view = state.view(state.to_move)
        hands = tuple(state.hands)
        me = view.seat
        for contract in (Bid.number(3), Bid.parse("misere")):
            start = dataclasses.replace(
                view, phase=Phase.PLAY, to_move=me, bidder=me, contract=contract, trump=None, tricks=(),
                trick_leader=None, trick_cards=(), bidder_tricks=0, defender_tricks=0, hand=CardSet(hands[me]),
                hand_counts=tuple(h.bit_count() for h in hands),
                legal=tuple(PLAYS[i] for i in iter_bits(hands[me])))
            first = policy.pick_card(start, list(start.legal)).card  # type: ignore[arg-type]
            want = _view_rollout(start, hands, first, policy, False)[1]
            assert opening_tricks(view, hands, contract) == want


def test_play_likelihood_fast_path_matches_the_policy() -> None:
    policy = IntermediatePlayer(0)
    for rules in TABLES:
        for seed in range(8):
            for _, view, _ in positions(rules, seed):
                sampler = Sampler(view, random.Random(seed))
                for _ in range(3):
                    world = sampler.sample()
                    assert sampler.play_likelihood(world) == sampler.play_likelihood(world, policy)


def test_play_likelihood_with_the_convention_over_masks_matches_the_signal_policy() -> None:
    """signals=True: the defenders' discards judged by the convention over masks, as SignalPolicy does with a View
    per play (positions reached by random play are full of discards)."""
    policy = SignalPolicy(IntermediatePlayer(0))
    differ = 0
    for rules in TABLES:
        for seed in range(8):
            for _, view, _ in positions(rules, seed):
                sampler = Sampler(view, random.Random(seed))
                for _ in range(3):
                    world = sampler.sample()
                    fast = sampler.play_likelihood(world, signals=True)
                    assert fast == sampler.play_likelihood(world, policy), (rules.to_dict(), view)
                    differ += fast != sampler.play_likelihood(world)
    assert differ > 20, "the convention changed some weights"


def test_the_judgement_lists_a_mask_lowest_card_first() -> None:
    """pick's ties go to the lowest index: it reads the candidates in the engine's order, lowest first."""
    assert list(iter_bits(0)) == []
    assert list(iter_bits(1 << 51 | 1 << 3 | 1)) == [0, 3, 51]


@pytest.mark.parametrize("rules", [Rules(), Rules({"players": 5, "dealer_sits_out": "never"}),
                                   Rules(preset="seven_card")], ids=["4x5", "5x5", "4x7"])
def test_the_expert_at_a_fixed_sample_count_is_a_function_of_view_and_seed(rules: Rules) -> None:
    """samples=N: the same cards, scores and sample counts run after run (no clock decides anything)."""
    for seed in range(3):
        for k, (_, view, _) in enumerate(positions(rules, seed)):
            if k % 3:
                continue
            runs = []
            for _ in range(2):
                expert = ExpertPlayer(seed, samples=6)
                runs.append((expert.choose(view), expert.thinking.values, expert.thinking.samples))
            assert runs[0] == runs[1]
            assert runs[0][2] == 6
