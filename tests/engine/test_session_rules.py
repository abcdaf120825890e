"""Session-level house rules (docs/rules.md, "Session"), the chips' display, and the hand-level pool, peep, widow,
purchase, revoke and seven-card rules as a session sees them."""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from napdesk.engine.actions import (
    CLAIM,
    NAP,
    PASS,
    PEEP,
    TAKE_WIDOW,
    Action,
    Bid,
    Claim,
    Discard,
    Exchange,
    Play,
    TakeWidow,
    action_from_record,
)
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import ClaimRefused, HandState
from napdesk.engine.money import UNITS, format_chips
from napdesk.engine.record import RecordError, parse_record, record_of
from napdesk.engine.rules import OPTION, OPTIONS, PRESETS, RuleError, Rules
from napdesk.engine.session import (
    SNAPSHOT_FORMAT,
    HandResult,
    Session,
    SessionError,
    pay_transfers,
    share_evenly,
)
from napdesk.engine.settling import POOL, stakes

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Guy")


def _session(rules: Rules, seed: int = 1, first_dealer: int | None = 0) -> Session:
    return Session(rules, NAMES[: rules.players], seed, first_dealer=first_dealer)


def _play_hand(session: Session, rng: random.Random, claims: bool = False) -> None:
    """Deal and play one hand with random legal actions (a claim now and then, refused or not)."""
    hand = session.start_hand()
    while not hand.is_over:
        legal = hand.legal_actions()
        if claims and CLAIM in legal and rng.random() < 0.2:
            try:
                session.apply(CLAIM)
                continue
            except ClaimRefused:
                pass
        session.apply(rng.choice([a for a in legal if not isinstance(a, Claim)] or legal))


def _deal(*hands: str, widow: str = "", stock: str = "") -> Deal:
    return Deal(
        hands=tuple(CardSet(h.split()) for h in hands),
        widow=CardSet(widow.split()),
        stock=tuple(Card.parse(c) for c in stock.split()),
    )


def _apply_all(state: HandState, actions: list[Action]) -> None:
    for a in actions:
        state.apply(a)


def _plays(*cards: str) -> list[Action]:
    return [Play(Card.parse(c)) for c in cards]


# -- money ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("amount", "unit", "shown"),
    [
        (1, "counters", "1 counter"),
        (12, "counters", "12 counters"),
        (-5, "counters", "-5 counters"),
        (-1, "counters", "-1 counter"),
        (0, "counters", "0 counters"),
        (6, "penny", "6d"),
        (12, "penny", "1s"),
        (18, "penny", "1s 6d"),
        (-30, "penny", "-2s 6d"),
        (0, "penny", "0d"),
        (300, "penny", "25s"),
        (1, "sixpence", "6d"),
        (2, "sixpence", "1s"),
        (3, "sixpence", "1s 6d"),
        (-5, "sixpence", "-2s 6d"),
        (1, "nickel", "$0.05"),
        (25, "nickel", "$1.25"),
        (-3, "nickel", "-$0.15"),
        (0, "nickel", "$0.00"),
        (1, "quarter", "$0.25"),
        (5, "quarter", "$1.25"),
        (-4, "quarter", "-$1.00"),
    ],
)
def test_format_chips(amount: int, unit: str, shown: str) -> None:
    assert format_chips(amount, unit) == shown


def test_format_chips_knows_every_stake_unit_and_no_other() -> None:
    assert OPTION["stake_unit"].choices == UNITS
    for unit in UNITS:
        assert format_chips(7, unit)
    with pytest.raises(ValueError, match="unknown stake unit"):
        format_chips(1, "guinea")
    with pytest.raises(TypeError):
        format_chips(True, "counters")


# -- paying what one has ------------------------------------------------------------------------------------

def test_share_evenly() -> None:
    assert share_evenly(10, [5, 5, 5]) == [4, 3, 3]
    assert share_evenly(2, [5, 5, 5]) == [1, 1, 0]
    assert share_evenly(9, [1, 10, 10]) == [1, 4, 4]
    assert share_evenly(0, [3, 3]) == [0, 0]
    assert share_evenly(6, [3, 3]) == [3, 3]


def test_broke_bidder_shares_what_he_has_from_his_left_pool_last() -> None:
    # seat 2 lost a nap (5 to each of three opponents) and owes the pool 8; he has 10.
    chips = [50, 50, 10, 50]
    transfers = [(2, 3, 5), (2, 0, 5), (2, 1, 5), (2, POOL, 8)]
    pool, paid = pay_transfers(chips, 8, transfers, (0, 1, 2, 3), in_full=False)
    # 10 among four debts: 3, 3 to the first two from his left (seats 3 and 0), 2, 2 to seat 1 and the pool.
    assert paid == [(2, 3, 3), (2, 0, 3), (2, 1, 2), (2, POOL, 2)]
    assert chips == [53, 52, 0, 53]
    assert pool == 10


def test_in_full_and_seat_mapping() -> None:
    chips = [5, 0, 7, 50, 9]
    # a three-player hand over session seats 0, 3 and 4; table seat 1 (session 3) pays table 0 and 2
    pool, paid = pay_transfers(chips, 3, [(1, 0, 20), (1, 2, 20), (POOL, 1, 3)], (0, 3, 4), in_full=True)
    assert paid == [(3, 0, 20), (3, 4, 20), (POOL, 3, 3)]
    assert chips == [25, 0, 7, 13, 29] and pool == 0


def test_fee_capped_and_pool_pays_what_it_holds() -> None:
    chips = [1, 30]
    pool, paid = pay_transfers(chips, 4, [(0, POOL, 3), (POOL, 1, 9)], (0, 1), in_full=False)
    assert paid == [(0, POOL, 1), (POOL, 1, 5)]
    assert chips == [0, 35] and pool == 0


# -- the hand-level rules, as dealt by hand -----------------------------------------------------------------

def test_pool_nap_made_takes_the_pool() -> None:
    rules = Rules(preset="pool")
    deal = _deal("AH KH QH JH TH", "2H 2C 3C 4C 5C", "3H 6C 7C 8C 9C", "4H TC JC QC KC")
    state = HandState(rules, 3, deal, pool=8)
    _apply_all(state, [NAP])  # nothing can top a nap here: the bidding ends at once
    assert state.phase == "play" and state.bidder == 0
    _apply_all(state, _plays("AH", "2H", "3H", "4H", "KH", "2C", "6C", "TC"))
    _apply_all(state, _plays("QH", "3C", "7C", "JC", "JH", "4C", "8C", "QC", "TH", "5C", "9C", "KC"))
    assert state.outcome is not None and state.outcome.made
    assert state.outcome.transfers == ((1, 0, 10), (2, 0, 10), (3, 0, 10), (POOL, 0, 8))
    assert state.outcome.pool_after == 0


def test_pool_nap_lost_pays_the_pool_as_much_as_it_holds() -> None:
    rules = Rules(preset="pool")
    deal = _deal("AH KH QH JH 2S", "2H AS 3C 4C 5C", "3H 6C 7C 8C 9C", "4H TC JC QC KC")
    state = HandState(rules, 3, deal, pool=8)
    _apply_all(state, [NAP, *_plays("2S", "AS", "6C", "TC")])
    assert state.outcome is not None and state.outcome.made is False
    assert state.outcome.transfers == ((0, 1, 5), (0, 2, 5), (0, 3, 5), (0, POOL, 8))
    assert state.outcome.pool_after == 16


def test_penalised_revoke_by_an_opponent_in_a_pool_game() -> None:
    rules = Rules({"revokes": "penalised"}, preset="pool")
    deal = _deal("AH KH QH JH TH", "2H 2C 3C 4C 5C", "3H 6C 7C 8C 9C", "4H TC JC QC KC")
    state = HandState(rules, 3, deal, pool=8)
    _apply_all(state, [NAP, *_plays("AH", "2C", "3H", "4H")])  # seat 1 revokes: he holds 2H
    assert state.outcome is None
    _apply_all(state, _plays("KH", "2H"))  # and shows hearts: the revoke is established, the hand stops
    out = state.outcome
    assert out is not None and out.reason == "revoke" and out.revoker == 1 and out.made is True
    assert out.transfers == ((1, 0, 30), (1, POOL, 5))
    assert out.settlement == (30, -35, 0, 0) and out.pool_after == 13


def test_peep_fee_and_the_bidder_takes_the_peep_card() -> None:
    rules = Rules(preset="peep")
    deal = _deal("AH KH QH JH 2S", "2H AS 3C 4C 5C", "3H 6C 7C 8C 9C", "4H TC JC QC KC", widow="TH")
    state = HandState(rules, 3, deal, pool=8)
    assert PEEP in state.legal_actions()
    _apply_all(state, [PEEP])
    assert PEEP not in state.legal_actions() and state.pool == 9 and state.fees == [-1, 0, 0, 0]
    assert state.view(0).peep_card == Card.parse("TH") and state.view(1).peep_card is None
    _apply_all(state, [NAP])
    assert state.phase == "discard" and Card.parse("TH") in state.hand(0) and len(state.hand(0)) == 6
    _apply_all(state, [Discard(Card.parse("2S"))])
    assert state.phase == "play" and state.to_move == 0
    _apply_all(state, _plays("AH", "2H", "3H", "4H", "KH", "AS", "6C", "TC"))
    _apply_all(state, _plays("QH", "3C", "7C", "JC", "JH", "4C", "8C", "QC", "TH", "5C", "9C", "KC"))
    assert state.outcome is not None
    assert state.outcome.transfers == ((0, POOL, 1), (1, 0, 10), (2, 0, 10), (3, 0, 10), (POOL, 0, 9))


def test_sir_garnet_widow_commits_to_nap() -> None:
    rules = Rules(preset="sir_garnet")
    deal = _deal("2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2S 3S 4S 5S 6S",
                 widow="AH KH QH JH TH")
    state = HandState(rules, 3, deal)
    take = TakeWidow(CardSet(["2H", "3H", "4H", "5H", "6H"]))
    # The seat is offered the widow unseen (TAKE_WIDOW); a record's one-step take with its discards applies too.
    assert TAKE_WIDOW in state.legal_actions() and take not in state.legal_actions()
    _apply_all(state, [take])
    assert state.bids == [(0, NAP)] and state.widow_taker == 0 and state.hand(0) == CardSet(
        ["AH", "KH", "QH", "JH", "TH"])
    assert state.phase == "play"  # nothing tops a nap at this table
    assert stakes(rules, NAP) == (10, 5)


def test_purchase_fees() -> None:
    deal = _deal("2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D", "2S 3S 4S 5S 6S", stock="AH KH QH")
    for purchase, fee in (("per_card", 2), ("flat", 1)):
        state = HandState(Rules({"purchase": purchase}, preset="purchase"), 3, deal, pool=8)
        _apply_all(state, [Exchange(CardSet(["2H", "3H"])), Exchange(CardSet())])
        assert state.hand(0) == CardSet(["AH", "KH", "4H", "5H", "6H"])
        assert state.pool == 8 + fee and state.fees == [-fee, 0, 0, 0]
        assert [a.cards for a in state.legal_actions() if isinstance(a, Exchange)] == [
            CardSet(), *(CardSet([c]) for c in ["2D", "3D", "4D", "5D", "6D"])]  # one card left in the stock


def test_seven_card_stakes() -> None:
    rules = Rules(preset="seven_card")
    assert stakes(rules, Bid.number(7)) == (24, 12)
    assert stakes(rules, Bid.number(5)) == (5, 5) and stakes(rules, Bid.number(6)) == (6, 6)
    assert stakes(rules.replace(seven_top_win=30, seven_top_loss=20), Bid.number(7)) == (30, 20)


# -- sessions ---------------------------------------------------------------------------------------------

def test_deal_seed_is_as_before() -> None:
    s = _session(Rules())
    hand = s.start_hand()
    from napdesk.engine.deal import deal_hand

    expected = deal_hand(s.rules, 0, random.Random(f"napdesk:{s.seed}:1"))
    assert hand.deal == expected


def test_pool_antes_dealer_antes_and_a_new_pool_after_a_take() -> None:
    rules = Rules(preset="pool")
    rng = random.Random(5)
    s = _session(rules, seed=3)
    total = s.total()
    formed_next = True
    for _ in range(40):
        dealer = s.dealer
        _play_hand(s, rng)
        r = s.history[-1]
        if formed_next:
            assert r.antes == (2, 2, 2, 2)
        else:
            assert r.antes == tuple(2 if seat == dealer else 0 for seat in range(4))
        taken = any(payer == POOL for payer, _, _ in r.transfers)
        formed_next = taken
        assert s.pool_formed is not taken
        assert s.total() == total
    assert any(r.antes == (2, 2, 2, 2) for r in s.history[1:]), "no pool was taken in 40 hands"


def test_redeal_when_all_pass_fees_stay_and_the_deal_passes_on() -> None:
    rules = Rules({"pool": True, "session_end": "open"}, preset="pub")
    s = _session(rules)
    hand = s.start_hand()
    assert s.pool == 8
    while not hand.is_over:
        s.apply(PASS)
    r = s.history[-1]
    assert r.reason == "thrown_in" and r.made is None and r.contract is None
    assert s.pool == 8 and s.dealer == 1 and s.hands_played == 1 and s.deals == [1, 0, 0, 0]
    s.start_hand()
    assert s.pool == 10  # the next dealer adds his ante to the same pool


def test_buy_stacks_and_standings() -> None:
    rules = Rules({"starting_chips": 10})
    s = _session(rules)
    s.chips = [-3, 25, -10, 28]  # as a hand might leave them
    assert s._buy() == [1, 0, 1, 0]
    assert s.chips == [7, 25, 0, 28] and s.bought == [1, 0, 1, 0]
    assert s.total() == 40
    table = s.standings()
    assert [(x.seat, x.net, x.rank) for x in table] == [(3, 28, 1), (1, 25, 2), (0, -3, 3), (2, -10, 4)]
    assert s.chips[0] - 10 == table[2].net and table[2].bought == 1
    assert table[1].to_dict()["name"] == "Ben"
    s.chips[3] = 25  # a tie shares the rank
    assert [x.rank for x in s.standings()] == [1, 1, 3, 4]


def test_buy_mode_never_ends_below_zero() -> None:
    rules = Rules({"starting_chips": 10, "session_end": "hands", "session_length": 25})
    s = _session(rules)
    rng = random.Random(2)
    while not s.is_over:
        _play_hand(s, rng)
        assert min(s.chips) >= 0 and s.total() == 40
    assert sum(s.bought) > 0
    assert all(r.bought == tuple(0 for _ in r.bought) or min(r.bought) >= 0 for r in s.history)


def test_out_players_are_skipped_and_hands_shrink() -> None:
    rules = Rules({"starting_chips": 10, "session_end": "open"}, preset="pub")
    s = _session(rules, seed=4)
    rng = random.Random(4)
    out_before: set[int] = set()
    while not s.is_over and s.hands_played < 300:
        _play_hand(s, rng)
        r = s.history[-1]
        assert not out_before & set(r.seats) and r.dealer in r.seats
        assert r.record["rules"]["players"] == len(r.seats)
        assert r.record["players"] == [NAMES[x] for x in r.seats]
        for x in r.went_out:
            assert s.chips[x] == 0
        out_before |= set(r.went_out)
        assert min(s.chips) >= 0 and s.total() == 40
    assert s.is_over and len(s.still_in) == 1 and s.winners == s.still_in
    assert s.standings()[0].seat == s.winners[0]
    assert s.chips[s.winners[0]] == 40


def test_session_ends_after_hands_and_rounds() -> None:
    rng = random.Random(9)
    s = _session(Rules({"session_end": "hands", "session_length": 3, "tiebreak": "shared"}))
    while not s.is_over:
        _play_hand(s, rng)
    assert s.hands_played == 3
    s = _session(Rules({"session_end": "rounds", "session_length": 2, "tiebreak": "shared"}))
    while not s.is_over:
        _play_hand(s, rng)
    assert s.hands_played == 8 and s.deals == [2, 2, 2, 2]
    with pytest.raises(RuntimeError, match="over"):
        s.start_hand()


def test_open_session_finishes_when_asked() -> None:
    s = _session(Rules())
    rng = random.Random(1)
    for _ in range(3):
        _play_hand(s, rng)
    assert not s.is_over
    s.chips = [60, 40, 55, 45]
    s.finish()
    assert s.is_over and s.winners == (0,)


def test_tiebreak_shared_and_the_pool_left_over() -> None:
    s = _session(Rules({"tiebreak": "shared"}, preset="pool"))
    s.chips, s.pool = [60, 60, 40, 33], 7
    s.finish()
    assert s.is_over and s.winners == (0, 1)
    assert s.chips == [61, 61, 41, 34] and s.pool == 3
    share = s.pool_share
    assert share is not None and (share.total, share.each, share.among, share.remainder) == (7, 1, (0, 1, 2, 3), 3)
    assert s.snapshot()["pool_share"] == {"total": 7, "each": 1, "among": [0, 1, 2, 3], "remainder": 3}


def test_tiebreak_extra_hand_between_the_leaders_alone() -> None:
    rules = Rules(preset="pool")
    s = _session(rules, first_dealer=3)
    s.chips = [60, 40, 60, 38]
    s.pool, s.pool_formed = 2, True
    s.finish()
    assert not s.is_over and s.tied == (0, 2) and s.seats == (0, 2)
    assert s.hand_rules.players == 2 and s.dealer == 0  # the next tied player left of seat 3
    rng = random.Random(3)
    for _ in range(30):
        if s.is_over:
            break
        hand = s.start_hand()
        assert hand.rules.players == 2
        _play_hand_rest(s, rng)
        r = s.history[-1]
        assert r.tiebreak and r.seats == (0, 2)
        assert r.settlement[1] == r.settlement[3] == r.antes[1] == r.antes[3] == 0
    assert s.is_over and len(s.winners) == 1 and s.winners[0] in (0, 2)
    assert s.total() == 200


def _play_hand_rest(session: Session, rng: random.Random) -> None:
    hand = session.hand
    assert hand is not None
    while not hand.is_over:
        legal = hand.legal_actions()
        session.apply(rng.choice([a for a in legal if not isinstance(a, Claim)] or legal))


# -- persistence ------------------------------------------------------------------------------------------

def test_snapshot_is_json_and_round_trips_mid_hand() -> None:
    rules = Rules({"when_broke": "out", "starting_chips": 100}, preset="peep")
    s = _session(rules, seed=11, first_dealer=None)
    rng = random.Random(11)
    for _ in range(6):
        _play_hand(s, rng)
    assert not s.is_over
    hand = s.start_hand()
    for _ in range(5):
        s.apply(rng.choice([a for a in hand.legal_actions() if not isinstance(a, Claim)]))
    snap = json.loads(json.dumps(s.snapshot()))
    assert snap["format"] == SNAPSHOT_FORMAT and snap["hand"]["number"] == 7
    record = json.loads(json.dumps(record_of(hand, [NAMES[x] for x in s.seats])))
    again = Session.from_snapshot(snap)
    assert again.snapshot() == snap and again.first == s.first
    with pytest.raises(RuntimeError, match="resume"):
        again.start_hand()
    resumed = again.resume_hand(record)
    assert resumed.history == hand.history and resumed.deal == hand.deal
    while not hand.is_over:
        action = rng.choice([a for a in hand.legal_actions() if not isinstance(a, Claim)])
        s.apply(action)
        again.apply(action)
    assert again.snapshot() == s.snapshot()


def test_resume_a_hand_begun_after_the_snapshot_and_a_finished_one() -> None:
    s = _session(Rules(preset="pool"), seed=5)
    rng = random.Random(5)
    _play_hand(s, rng)
    snap = s.snapshot()
    assert snap["hand"] is None
    _play_hand(s, rng)
    again = Session.from_snapshot(snap)
    again.resume_hand(s.history[-1].record)  # complete: settled at once
    assert again.snapshot() == s.snapshot()


def test_resume_refuses_another_hand() -> None:
    s = _session(Rules(), seed=5)
    hand = s.start_hand()
    record = record_of(hand, NAMES[:4])
    snap = s.snapshot()
    for change, match in (
        ({"dealer": 2}, "dealer"),
        ({"players": ["A", "B", "C", "D"]}, "players"),
        ({"rules": {"preset": "standard", "min_bid": 2}}, "rules"),
    ):
        with pytest.raises(SessionError, match=match):
            Session.from_snapshot(snap).resume_hand({**record, **change})
    # A pool in a game without one is wrong in the record itself, before it is compared with the session.
    with pytest.raises(RecordError, match="pool"):
        Session.from_snapshot(snap).resume_hand({**record, "pool": 3})
    other = record_of(_session(Rules(), seed=6).start_hand(), NAMES[:4])
    with pytest.raises(SessionError, match="deal"):
        Session.from_snapshot(snap).resume_hand(other)
    bad = {**record, "actions": [{"seat": 3, "bid": "2"}]}
    with pytest.raises(RecordError):
        Session.from_snapshot(snap).resume_hand(bad)


@pytest.mark.parametrize(
    "change",
    [{"format": "nope"}, {"chips": [1, 2]}, {"dealer": 9}, {"rules": {"preset": "nope"}}, {"pool": "x"},
     {"hand": {"seats": [0, 1]}}],
)
def test_from_snapshot_refuses_a_bad_snapshot(change: dict[str, Any]) -> None:
    snap = _session(Rules()).snapshot()
    with pytest.raises(SessionError):
        Session.from_snapshot({**snap, **change})
    assert issubclass(SessionError, ValueError)


def test_snapshot_keys() -> None:
    snap = _session(Rules(preset="pub")).snapshot()
    for key in ("rules", "players", "seed", "dealer", "chips", "bought", "out", "pool", "pool_formed",
                "hands_played", "deals", "tiebreak", "over", "hand"):
        assert key in snap
    assert snap["rules"] == Rules(preset="pub").to_dict()


# -- property: whole sessions under random rules --------------------------------------------------------

def _values(key: str) -> st.SearchStrategy[Any]:
    option = OPTION[key]
    if option.kind == "bool":
        return st.booleans()
    if option.kind == "choice":
        return st.sampled_from(option.choices)
    assert option.minimum is not None and option.maximum is not None
    top = {"starting_chips": 40, "pool_ante": 5, "pool_dealer_ante": 5, "session_length": 4}.get(key)
    return st.integers(option.minimum, min(option.maximum, top) if top else option.maximum)


_TUNABLE = tuple(o.key for o in OPTIONS if o.key not in ("session_end",))


@st.composite
def rule_sets(draw: st.DrawFn) -> Rules:
    rules = Rules(preset=draw(st.sampled_from(tuple(PRESETS))))
    for key in draw(st.lists(st.sampled_from(_TUNABLE), max_size=8)):
        with contextlib.suppress(RuleError):  # a combination napdesk refuses: keep the rules as they were
            rules = rules.replace(**{key: draw(_values(key))})
    end = draw(st.sampled_from(("hands", "rounds", "open")))
    length = draw(st.integers(1, 12 if end == "hands" else 2))
    if end == "rounds" and rules.players * length > 14:
        length = 1
    return rules.replace(session_end=end, session_length=length)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 2**32), open_hands=st.integers(1, 8))
# The last hand puts both players left out at once: they are the contenders and share the pool of 40.
@example(rules=Rules({"starting_chips": 10, "when_broke": "out", "session_end": "rounds", "session_length": 2},
                     preset="purchase"), seed=17929588, open_hands=1)
def test_whole_sessions_keep_the_chips_and_end_as_configured(rules: Rules, seed: int, open_hands: int) -> None:
    s = Session(rules, NAMES[: rules.players], seed)
    rng = random.Random(seed)
    total = s.total()
    assert total == rules.players * rules.starting_chips
    out_before: set[int] = set()
    regular = 0
    for _ in range(60):
        if s.is_over:
            break
        if rules.session_end == "open" and s.hands_played == open_hands:
            s.finish()
            if s.is_over:
                break
        _play_hand(s, rng, claims=rules.hand_size == 5 and rules.players <= 4)
        r = s.history[-1]
        assert s.total() == total
        assert not out_before & set(r.seats), "a player who is out was dealt in"
        assert r.dealer in r.seats and len(r.seats) >= 2
        assert sum(t[2] for t in r.transfers) >= 0
        assert sum(r.settlement) + r.pool_after - r.pool_before == 0
        if not r.tiebreak:
            regular += 1
            assert regular == r.number and set(r.seats) == set(range(rules.players)) - out_before
        if rules.when_broke == "out":
            assert min(s.chips) >= 0
            out_before |= set(r.went_out)
            # A player out holds nothing, except the share of a pool left over when the session ends: a last
            # hand that puts everyone out leaves those it put out as the contenders, and they share the pool.
            share_of = s.pool_share.each if s.is_over and s.pool_share is not None else 0
            among = s.pool_share.among if s.is_over and s.pool_share is not None else ()
            assert all(s.chips[x] == (share_of if x in among else 0) for x in out_before)
        else:
            assert min(s.chips) >= 0 and not r.went_out
        if rng.random() < 0.3:
            snap = json.loads(json.dumps(s.snapshot()))
            assert Session.from_snapshot(snap).snapshot() == snap
    assert s.is_over, f"not over after {s.hands_played} hands"
    alive = s.contenders
    if len(alive) > 1 and s.still_in:
        if rules.session_end == "hands":
            assert regular == rules.session_length
        elif rules.session_end == "rounds":
            assert all(s.deals[x] >= rules.session_length for x in alive)
        else:
            assert regular == open_hands
        best = max(s.net(x) for x in alive)
        if rules.tiebreak == "extra_hand":
            assert len(s.winners) == 1
        assert all(s.net(x) == best for x in s.winners)
    else:
        assert s.winners == alive
    share = s.pool_share
    assert share is not None and share.among == alive
    assert share.total == share.each * len(alive) + share.remainder and 0 <= share.remainder < len(alive)
    assert s.pool == share.remainder
    assert rules.pool or share.total == 0
    assert s.total() == total
    ranks = [x.rank for x in s.standings()]
    assert ranks == sorted(ranks) and ranks[0] == 1


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_plays_to_the_end(preset: str) -> None:
    rules = Rules({"session_end": "hands", "session_length": 5}, preset=preset)
    s = Session(rules, NAMES[: rules.players], 7)
    rng = random.Random(7)
    while not s.is_over and s.hands_played < 40:
        _play_hand(s, rng)
        assert s.total() == rules.players * rules.starting_chips
    assert s.is_over and s.winners


def test_everyone_out_at_once_share_the_win() -> None:
    rules = Rules({"players": 2, "when_broke": "out", "pool_ante": 2}, preset="pool")
    for seed in range(50):
        s = _session(rules, seed=seed)
        s.chips = [2, 2]  # both ante their last chips
        _play_hand(s, random.Random(seed))
        if not s.still_in:
            break
    else:
        pytest.fail("no hand put both players out")
    assert s.is_over and s.winners == (0, 1) and s.contenders == (0, 1)
    assert s.pool_share is not None and s.pool_share.among == (0, 1)
    assert [x.rank for x in s.standings()] == [1, 1]


# -- golden sessions ------------------------------------------------------------------------------------------
# tests/golden/session_*.json: whole sessions, every hand's actions and what the session made of them, and the
# final snapshot. They pin the session rules (paying what one has, players out and smaller tables, stacks
# bought, the pool shared, tiebreak hands). Regenerate after a deliberate change of those rules with
# ``python tests/engine/test_session_rules.py`` and review the diff.

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
GOLDEN_SESSIONS: dict[str, tuple[dict[str, Any], int]] = {
    # five players, 10 chips each, broke players out: the table shrinks to two; payments capped
    "session_out_shrinking": ({"preset": "pub", "starting_chips": 10, "players": 5, "session_length": 12}, 0),
    # peep pool, stacks bought, an extra hand between tied leaders, the pool shared with a remainder
    "session_pool_buy": ({"preset": "peep", "starting_chips": 10, "session_end": "hands", "session_length": 8,
                          "pool_ante": 1, "pool_dealer_ante": 1}, 17),
    # one round, then tiebreak hands between four, three and two tied leaders
    "session_tiebreak_rounds": ({"preset": "sir_garnet", "session_end": "rounds", "session_length": 1,
                                 "when_broke": "out", "starting_chips": 20}, 1),
}


def _result_json(r: HandResult) -> dict[str, Any]:
    return {"number": r.number, "dealer": r.dealer, "seats": list(r.seats), "antes": list(r.antes),
            "transfers": [list(t) for t in r.transfers], "settlement": list(r.settlement),
            "bought": list(r.bought), "went_out": list(r.went_out), "pool_before": r.pool_before,
            "pool_after": r.pool_after, "bidder": r.bidder, "contract": r.contract, "made": r.made,
            "tiebreak": r.tiebreak, "reason": r.reason}


def _golden_session(rules_dict: dict[str, Any], seed: int) -> dict[str, Any]:
    rules = Rules.from_dict(rules_dict)
    s = Session(rules, NAMES[: rules.players], seed)
    rng = random.Random(seed)
    while not s.is_over:
        _play_hand(s, rng)
    return {
        "rules": rules_dict,
        "seed": seed,
        "hands": [{"actions": r.record["actions"], "result": _result_json(r)} for r in s.history],
        "final": s.snapshot(),
    }


@pytest.mark.parametrize("name", list(GOLDEN_SESSIONS))
def test_golden_sessions(name: str) -> None:
    golden = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    rules = Rules.from_dict(golden["rules"])
    s = Session(rules, NAMES[: rules.players], golden["seed"])
    for i, hand in enumerate(golden["hands"]):
        state = s.start_hand()
        for entry in hand["actions"]:
            seat, action = action_from_record(entry)
            assert seat == state.to_move
            s.apply(action)
        assert state.is_over
        assert _result_json(s.history[i]) == hand["result"], f"hand {i + 1}"
    assert s.is_over
    assert s.snapshot() == golden["final"]
    assert s.total() == rules.players * rules.starting_chips


def test_golden_sessions_show_what_they_claim() -> None:
    out = json.loads((GOLDEN / "session_out_shrinking.json").read_text(encoding="utf-8"))
    assert [len(h["result"]["seats"]) for h in out["hands"]][-1] == 2
    capped = False
    for h in out["hands"]:
        seats = h["result"]["seats"]
        record = {"format": "napdesk-hand/1", "rules": {**Rules.from_dict(out["rules"]).to_dict(),
                                                        "players": len(seats)},
                  "players": [NAMES[x] for x in seats], "dealer": seats.index(h["result"]["dealer"]),
                  "pool": h["result"]["pool_before"], "deal": _deal_of(out, h), "actions": h["actions"]}
        owed = parse_record(record).replay().outcome
        assert owed is not None
        if sum(t[2] for t in owed.transfers) > sum(t[2] for t in h["result"]["transfers"]):
            capped = True
    assert capped, "no payment was capped in session_out_shrinking"
    pool = json.loads((GOLDEN / "session_pool_buy.json").read_text(encoding="utf-8"))
    assert sum(pool["final"]["bought"]) > 0 and pool["final"]["pool_share"]["remainder"] > 0
    assert any(h["result"]["tiebreak"] for h in pool["hands"])
    tie = json.loads((GOLDEN / "session_tiebreak_rounds.json").read_text(encoding="utf-8"))
    assert [len(h["result"]["seats"]) for h in tie["hands"] if h["result"]["tiebreak"]] == [4, 3, 2]


def _deal_of(golden: dict[str, Any], hand: dict[str, Any]) -> dict[str, Any]:
    rules = Rules.from_dict(golden["rules"])
    seats = hand["result"]["seats"]
    table = rules if len(seats) == rules.players else rules.replace(players=len(seats))
    from napdesk.engine.deal import deal_hand

    deal = deal_hand(table, seats.index(hand["result"]["dealer"]),
                     random.Random(f"napdesk:{golden['seed']}:{hand['result']['number']}"))
    return {"hands": [h.strings() for h in deal.hands], "widow": deal.widow.strings(),
            "stock": [str(c) for c in deal.stock]}


if __name__ == "__main__":  # regenerate the golden sessions
    GOLDEN.mkdir(exist_ok=True)
    for golden_name, (golden_rules, golden_seed) in GOLDEN_SESSIONS.items():
        text = json.dumps(_golden_session(golden_rules, golden_seed), indent=1, ensure_ascii=False)
        (GOLDEN / f"{golden_name}.json").write_text(text + "\n", encoding="utf-8")
        print("wrote", GOLDEN / f"{golden_name}.json")
