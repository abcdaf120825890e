"""A session (docs/rules.md, "Session" and "Pools and variants"): hands in sequence, the deal passing to the left,
chips moved by each settlement, pools formed and fed, everything reproducible from the seed, and no chip created
or lost."""

from __future__ import annotations

import contextlib
import json
import random

import pytest

from napdesk.engine.actions import CLAIM
from napdesk.engine.deal import choose_first_dealer
from napdesk.engine.hand import ClaimRefused, HandState
from napdesk.engine.record import parse_record, summary
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus")


def play_hand(session: Session, rnd: random.Random) -> HandState:
    """Deal the next hand and play it with random legal actions (a claim refused is tried no more)."""
    hand = session.start_hand()
    while not hand.is_over:
        legal = hand.legal_actions()
        action = rnd.choice(legal)
        try:
            session.apply(action)
        except ClaimRefused:
            session.apply(rnd.choice([a for a in legal if a is not CLAIM]))
    return hand


def test_the_first_dealer_comes_from_the_seed() -> None:
    rules = Rules()
    session = Session(rules, NAMES[:4], seed=11)
    expected = choose_first_dealer(rules, random.Random("napdesk:11:first"))
    assert session.first == expected and session.dealer == expected.dealer
    assert Session(rules, NAMES[:4], seed=11).dealer == session.dealer
    dealers = {Session(rules, NAMES[:4], seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}


def test_a_first_dealer_may_be_given() -> None:
    session = Session(Rules(), NAMES[:4], seed=1, first_dealer=2)
    assert session.dealer == 2 and session.first is None
    assert session.start_hand().dealer == 2


def test_the_names_must_match_the_players() -> None:
    with pytest.raises(ValueError):
        Session(Rules(), NAMES[:3], seed=1)


def test_the_deal_passes_to_the_left() -> None:
    rules = Rules({"players": 5})
    session = Session(rules, NAMES[:5], seed=3, first_dealer=3)
    rnd = random.Random(0)
    dealers = [play_hand(session, rnd).dealer for _ in range(7)]
    assert dealers == [3, 4, 0, 1, 2, 3, 4]
    assert [h.dealer for h in session.history] == dealers
    assert session.dealer == 0


def test_the_deal_passes_to_the_left_after_a_hand_thrown_in() -> None:
    session = Session(Rules(preset="pub"), NAMES[:4], seed=3, first_dealer=1)
    hand = session.start_hand()
    while not hand.is_over:
        session.apply(hand.legal_actions()[0])  # pass is listed first: everyone passes
    assert hand.outcome is not None and hand.outcome.reason == "thrown_in"
    assert session.dealer == 2 and session.history[-1].made is None


def test_chips_change_by_the_settlement() -> None:
    rules = Rules()
    session = Session(rules, NAMES[:4], seed=5)
    rnd = random.Random(1)
    assert session.chips == [50, 50, 50, 50]
    for _ in range(10):
        before = list(session.chips)
        bought = list(session.bought)
        hand = play_hand(session, rnd)
        assert hand.outcome is not None
        stacks = [(a - b) * 50 for a, b in zip(session.bought, bought, strict=True)]
        assert session.chips == [b + s + k for b, s, k in zip(before, hand.outcome.settlement, stacks,
                                                              strict=True)]
        assert session.history[-1].settlement == hand.outcome.settlement


def test_a_session_is_reproducible_from_its_seed() -> None:
    def run(seed: int) -> tuple[list[int], list[str]]:
        session = Session(Rules(preset="purchase"), NAMES[:4], seed=seed)
        rnd = random.Random(42)
        for _ in range(6):
            play_hand(session, rnd)
        return session.chips, [json.dumps(h.record) for h in session.history]

    assert run(8) == run(8)
    assert run(8)[1] != run(9)[1]


def test_the_same_seed_deals_the_same_hands_whatever_is_played() -> None:
    a = Session(Rules(), NAMES[:4], seed=21, first_dealer=0)
    b = Session(Rules(), NAMES[:4], seed=21, first_dealer=0)
    for k in range(3):
        ha, hb = play_hand(a, random.Random(k)), play_hand(b, random.Random(100 + k))
        assert ha.deal == hb.deal


def test_each_hand_is_kept_as_a_record_that_replays() -> None:
    session = Session(Rules(preset="peep"), NAMES[:4], seed=2)
    rnd = random.Random(3)
    hands = [play_hand(session, rnd) for _ in range(4)]
    for hand, result in zip(hands, session.history, strict=True):
        replayed = parse_record(json.loads(json.dumps(result.record))).replay()
        assert summary(replayed) == summary(hand)
        assert hand.outcome is not None
        assert result.pool_before == hand.pool_before and result.pool_after == hand.outcome.pool_after


def held(session: Session) -> int:
    """Chips at the table plus the pool, less the stacks bought from the bank (``when_broke = buy``)."""
    return sum(session.chips) + session.pool - sum(session.bought) * session.rules.starting_chips


@pytest.mark.parametrize("preset", ["standard", "pool", "purchase", "peep", "sir_garnet", "pub", "seven_card"])
@pytest.mark.parametrize("players", [3, 5])
def test_chips_plus_pool_stay_constant(preset: str, players: int) -> None:
    rules = Rules({"players": players, "starting_chips": 20}, preset=preset)
    session = Session(rules, NAMES[:players], seed=17)
    total = rules.starting_chips * rules.players
    rnd = random.Random(5)
    while not session.is_over and len(session.history) < 30:
        hand = session.start_hand()
        assert held(session) == total == session.total()
        while not hand.is_over:
            legal = hand.legal_actions()
            with contextlib.suppress(ClaimRefused):  # a refused claim changes nothing: play on
                session.apply(rnd.choice(legal))
            assert held(session) == total
        if rules.when_broke == "out":
            assert session.bought == [0] * players and sum(session.chips) + session.pool == total
    session.finish()
    assert held(session) == total


def test_pool_antes_everyone_first_then_each_dealer_and_again_when_the_pool_is_taken() -> None:
    rules = Rules({"pool_ante": 3, "pool_dealer_ante": 2}, preset="pool")
    session = Session(rules, NAMES[:4], seed=4)
    rnd = random.Random(9)
    taken = 0
    for _ in range(120):
        pool_was = session.pool
        formed = not session.history or session.history[-1].pool_after == 0
        hand = play_hand(session, rnd)
        antes = session.history[-1].antes
        if formed:
            assert antes == (3, 3, 3, 3)
        else:
            assert antes == tuple(2 if s == hand.dealer else 0 for s in range(4))
        assert hand.pool_before == pool_was + sum(antes)
        taken += hand.outcome is not None and hand.outcome.pool_after == 0
    assert taken  # the seed does reach a pool taken


def test_one_hand_at_a_time() -> None:
    session = Session(Rules(), NAMES[:4], seed=1)
    with pytest.raises(RuntimeError):
        session.apply(CLAIM)
    session.start_hand()
    with pytest.raises(RuntimeError):
        session.start_hand()
