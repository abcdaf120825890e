"""The double-dummy solver against a deliberately simple reference minimax, plus hand-made positions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from napdesk.engine.bounds import _sure_trumps, trump_lead_floor
from napdesk.engine.rankmajor import _SM, _card_from_rm
from napdesk.engine.search import _Search
from napdesk.engine.solver import (
    Position,
    _prepare,
    best_cards,
    can_avoid,
    can_make,
    clear_tables,
    legal_cards,
    max_tricks,
    min_tricks,
    misere_cards,
)
from tests.engine.reference import ref_legal, ref_value, trick_winner


def card(text: str) -> int:
    """``"AS"`` -> the card's index (suit * 13 + rank)."""
    return "CDHS".index(text[1]) * 13 + "23456789TJQKA".index(text[0])


def mask(text: str) -> int:
    out = 0
    for t in text.split():
        out |= 1 << card(t)
    return out


def child(pos: Position, c: int) -> Position:
    trump, tfl = pos.trump, pos.trump_from_lead
    if tfl and not pos.trick:
        trump, tfl = c // 13, False
    return Position(pos.hands, pos.order, pos.leader, (*pos.trick, c), pos.bidder, trump, tfl)


def random_position(rng: random.Random) -> Position:
    """2..6 active seats (maybe with a seat sitting out), 1..4 cards each from a full or short pack, random
    trumps (a suit, none, or fixed by the first lead), then some random legal play: whole tricks and a
    partial one."""
    seats = rng.randint(2, 7)
    active = sorted(rng.sample(range(seats), rng.randint(2, min(seats, 6))))
    n = len(active)
    start = rng.randrange(n)
    order = tuple(active[start:] + active[:start])
    most = {2: 4, 3: 4, 4: 3, 5: 3, 6: 2}[n]
    k = rng.randint(1, most)
    size = max(n * k, rng.choice([52, 32, 24, n * k + rng.randint(0, 6)]))
    pack = rng.sample(rng.sample(range(52), size), n * k)
    hands = [0] * seats
    for i, s in enumerate(order):
        for c in pack[i * k:(i + 1) * k]:
            hands[s] |= 1 << c
    roll = rng.random()
    trump = rng.randrange(4) if roll < 0.4 else None
    tfl = 0.4 <= roll < 0.7
    bidder = rng.choice(order)
    lead = rng.randrange(n)
    trick: list[int] = []
    for _ in range(rng.choice([0, 0, 1, 2, n - 1, n, n + 1, 2 * n - 1])):
        i = (lead + len(trick)) % n
        options = ref_legal(hands[order[i]], tuple(trick))
        if not options or (len(trick) == 0 and len(options) == 1 and rng.random() < 0.5):
            break
        c = rng.choice(options)
        if tfl and not trick:
            trump, tfl = c // 13, False
        hands[order[i]] &= ~(1 << c)
        trick.append(c)
        if len(trick) == n:
            if rng.random() < 0.1:  # leave it full: the solver settles it first
                break
            lead = (lead + trick_winner(tuple(trick), trump)) % n
            trick = []
    return Position(tuple(hands), order, order[lead], tuple(trick), bidder, trump, tfl)


def next_trick(pos: Position) -> tuple[Position, int]:
    """A position with a full trick -> the position from the next trick on, and the bidder's share of it."""
    n = len(pos.order)
    if len(pos.trick) < n:
        return pos, 0
    trump = pos.trick[0] // 13 if pos.trump_from_lead else pos.trump
    winner = pos.order[(pos.order.index(pos.leader) + trick_winner(pos.trick, trump)) % n]
    played = sum(1 << c for c in pos.trick)
    after = Position(tuple(h & ~played for h in pos.hands), pos.order, winner, (), pos.bidder, trump, False)
    return after, int(winner == pos.bidder)


def tricks_left(pos: Position) -> int:
    pos, bonus = next_trick(pos)
    n = len(pos.order)
    i = (pos.order.index(pos.leader) + len(pos.trick)) % n
    return bonus + bin(pos.hands[pos.order[i]] & ~sum(1 << c for c in pos.trick)).count("1")


def check_against_reference(pos: Position, rng: random.Random, *, cards: bool) -> None:
    best = ref_value(pos, True)
    worst = ref_value(pos, False)
    assert max_tricks(pos) == best, pos
    assert min_tricks(pos) == worst, pos
    assert can_avoid(pos) == (worst == 0), pos
    for need in range(-1, tricks_left(pos) + 2):
        assert can_make(pos, need) == (best >= need), (pos, need)
    legal = legal_cards(pos)
    now, bonus = next_trick(pos)
    n = len(now.order)
    mover = now.order[(now.order.index(now.leader) + len(now.trick)) % n]
    assert legal == sum(1 << c for c in ref_legal(now.hands[mover], now.trick))
    if cards and legal:
        after = {c: bonus + ref_value(child(now, c), True) for c in range(52) if legal >> c & 1}
        assert best_cards(pos, None) == after, pos
        need = rng.randint(1, max(1, tricks_left(pos)))
        assert best_cards(pos, need) == {c: int(v >= need) for c, v in after.items()}, (pos, need)
        after_misere = {c: bonus + ref_value(child(now, c), False) for c in after}
        assert misere_cards(pos) == after_misere, pos


def test_against_reference_many_seeds() -> None:
    for seed in range(400):
        rng = random.Random(seed)
        check_against_reference(random_position(rng), rng, cards=seed % 2 == 0)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_against_reference_hypothesis(seed: int) -> None:
    rng = random.Random(seed)
    check_against_reference(random_position(rng), rng, cards=True)


# --------------------------------------------------------------------------------------------------------
# Hand-made positions.


def four(hands: list[str], *, leader: int = 0, trump: int | None = None,
         trump_from_lead: bool = False) -> Position:
    """Four players in seat order; seat 0 bids."""
    return Position(hands=tuple(mask(h) for h in hands), order=(0, 1, 2, 3), leader=leader, bidder=0,
                    trump=trump, trump_from_lead=trump_from_lead)


def test_top_five_trumps_make_five() -> None:
    pos = four(["AS KS QS JS TS", "AH KH QH JH TH", "AD KD QD JD TD", "AC KC QC JC TC"], trump=3)
    assert can_make(pos, 5)
    assert max_tricks(pos) == 5
    # ... wherever the lead is: every one of them beats anything
    assert max_tricks(four(["AS KS QS JS TS", "AH KH QH JH TH", "AD KD QD JD TD", "AC KC QC JC TC"],
                           trump=3, leader=2)) == 5


def test_solid_side_suit_makes_five_when_it_becomes_trumps() -> None:
    hands = ["AH KH QH JH TH", "2S 3S 4S 5S 6S", "7S 8S 9S 2C 3C", "2D 3D 4D 5D 6D"]
    pos = four(hands, trump_from_lead=True)
    assert can_make(pos, 5)
    assert max_tricks(pos) == 5
    assert best_cards(pos, 5) == {card(c): 1 for c in ("AH", "KH", "QH", "JH", "TH")}
    # Fixed spades trumps instead: the defenders ruff every heart.
    assert max_tricks(four(hands, trump=3)) == 0


def test_misere_with_all_twos_is_avoided() -> None:
    pos = four(["2C 2D 2H 2S 3C", "AC KC QC JC TC", "AD KD QD JD TD", "AH KH QH JH AS"])
    assert can_avoid(pos)
    assert min_tricks(pos) == 0
    # The bidder's clubs are safe too: only seat 1 holds clubs, and seat 1 never gets the lead.
    assert can_avoid(four(["AC 2D 2H 2S 3C", "2C KC QC JC TC", "AD KD QD JD TD", "AH KH QH JH AS"]))
    # Top clubs only, on lead: the first trick is his.
    top = four(["AC KC QC JC TC", "2C 3C 4C 5C 6C", "AD KD QD JD TD", "AH KH QH JH AS"])
    assert not can_avoid(top)
    assert min_tricks(top) == 5


def test_follow_suit_is_enforced() -> None:
    # The bidder leads the ace of hearts; seat 1 holds the two of hearts and the ace of trumps (spades), and
    # must follow with the two rather than ruff.
    pos = Position(hands=(mask("AH 5D"), mask("2H AS"), mask("3H 4S")), order=(0, 1, 2), leader=0, bidder=0,
                   trump=3)
    assert can_make(pos, 1)
    assert not can_make(pos, 2)  # the five of diamonds is ruffed
    after = Position(hands=pos.hands, order=pos.order, leader=0, trick=(card("AH"),), bidder=0, trump=3)
    assert legal_cards(after) == mask("2H")
    assert best_cards(after, None) == {card("2H"): 1}
    # Void in hearts, it may ruff, and does.
    void = Position(hands=(mask("AH 2D"), mask("2C AS"), mask("3H 4S")), order=(0, 1, 2), leader=0,
                    bidder=0, trump=3)
    assert max_tricks(void) == 0


def test_seat_without_cards_and_short_pack() -> None:
    # Seat 2 deals and sits out; the pack lacks the aces, so the bidder's kings are top.
    hands = (mask("KS KH"), mask("QS QH"), 0, mask("JS 2C"))
    pos = Position(hands=hands, order=(3, 0, 1), leader=0, bidder=0, trump=None)
    assert max_tricks(pos) == 2
    assert can_make(pos, 2)
    assert not can_make(pos, 3)


def test_current_trick_counts_and_trumps_from_its_lead() -> None:
    # Spades were led to the first trick with trumps still open, so spades are trumps: the bidder, last to
    # play, ruffs nothing but must follow, and his two of spades loses to the queen.
    hands = (mask("2S AH"), mask("KH QS"), mask("3H 5S"))
    pos = Position(hands=hands, order=(1, 2, 0), leader=1, trick=(card("QS"), card("5S")), bidder=0,
                   trump_from_lead=True)
    assert legal_cards(pos) == mask("2S")
    assert max_tricks(pos) == 1  # then the ace of hearts wins
    assert best_cards(pos, None) == {card("2S"): 1}


def test_full_trick_is_resolved() -> None:
    hands = (mask("AS 3H"), mask("KS 2H"))
    pos = Position(hands=hands, order=(0, 1), leader=0, trick=(card("AS"), card("KS")), bidder=0)
    assert max_tricks(pos) == 2  # the finished trick, then the three of hearts
    assert legal_cards(pos) == mask("3H")  # the winner of the full trick leads next
    assert best_cards(pos, None) == {card("3H"): 2}
    assert best_cards(pos, 2) == {card("3H"): 1}
    assert misere_cards(pos) == {card("3H"): 2}
    assert min_tricks(pos) == 2 and not can_avoid(pos)
    pos = Position(hands=hands, order=(0, 1), leader=0, trick=(card("AS"), card("KS")), bidder=1)
    assert max_tricks(pos) == 0


def test_need_outside_the_range() -> None:
    pos = four(["AS", "2S", "3S", "4S"], trump=None)
    assert can_make(pos, 0)
    assert can_make(pos, -3)
    assert can_make(pos, 1)
    assert not can_make(pos, 2)


def test_inconsistent_hands_are_refused() -> None:
    with pytest.raises(ValueError):
        max_tricks(four(["AS KS", "2S", "3S", "4S"]))
    with pytest.raises(ValueError):
        max_tricks(Position(hands=(1, 2), order=(0, 1), leader=5))


def test_seven_card_hands_solve() -> None:
    rng = random.Random(7)
    for _ in range(3):
        pack = rng.sample(range(52), 28)
        hands = tuple(sum(1 << c for c in pack[i * 7:(i + 1) * 7]) for i in range(4))
        pos = Position(hands=hands, order=(0, 1, 2, 3), leader=0, bidder=0, trump_from_lead=True)
        best = max_tricks(pos)
        assert can_make(pos, best) and not can_make(pos, best + 1)
        assert max(best_cards(pos, None).values()) == best


# --------------------------------------------------------------------------------------------------------
# Big tables at small sizes: many seats, trumps spread over several of them (the sure-trump bounds count
# them), positions within a trick, and a hand walked card by card as its analysis does (the solver keeps
# its tables from one call to the next, so each child is solved with the tables its parents filled).


def trump_rich_position(rng: random.Random) -> Position:
    """5..7 active seats with 1..3 cards (2 at most from six seats on), about half of them of one suit: that
    suit is trumps, or trumps are fixed by the first lead, or (rarely) there are none; then maybe a few
    random legal cards, so the position may be within a trick."""
    n = rng.randint(5, 7)
    k = rng.randint(1, 3 if n == 5 else 2)
    suit = rng.randrange(4)
    own = [suit * 13 + r for r in range(13)]
    others = [c for c in range(52) if c // 13 != suit]
    pick = rng.sample(own, min(13, (n * k + 1) // 2))
    pack = pick + rng.sample(others, n * k - len(pick))
    rng.shuffle(pack)
    order = tuple(rng.sample(range(n), n))
    hands = [0] * n
    for i, s in enumerate(order):
        for c in pack[i * k:(i + 1) * k]:
            hands[s] |= 1 << c
    roll = rng.random()
    trump: int | None = suit if roll < 0.5 else None
    tfl = 0.5 <= roll < 0.85
    bidder = rng.choice(order)
    lead = rng.randrange(n)
    trick: list[int] = []
    for _ in range(rng.choice([0, 0, 1, 2, n - 1])):
        i = (lead + len(trick)) % n
        options = ref_legal(hands[order[i]], tuple(trick))
        c = rng.choice(options)
        if tfl and not trick:
            trump, tfl = c // 13, False
        hands[order[i]] &= ~(1 << c)
        trick.append(c)
    return Position(tuple(hands), order, order[lead], tuple(trick), bidder, trump, tfl)


def test_big_tables_against_reference() -> None:
    rng = random.Random(19)
    for case in range(60):
        if case % 10 == 0:  # some from cold tables, most from those the cases before left
            clear_tables()
        pos = trump_rich_position(rng)
        best = ref_value(pos, True)
        worst = ref_value(pos, False)
        assert max_tricks(pos) == best, (case, pos)
        assert min_tricks(pos) == worst, (case, pos)
        assert can_avoid(pos) == (worst == 0), (case, pos)
        for need in range(1, tricks_left(pos) + 1):
            assert can_make(pos, need) == (best >= need), (case, pos, need)
        if case % 3 == 0:
            now, bonus = next_trick(pos)
            legal = legal_cards(pos)
            after = {c: bonus + ref_value(child(now, c), True) for c in range(52) if legal >> c & 1}
            assert best_cards(pos, None) == after, (case, pos)
            assert misere_cards(pos) == {c: bonus + ref_value(child(now, c), False) for c in after}, (case, pos)


def test_a_hand_walked_card_by_card_against_reference() -> None:
    """As the analysis of a finished hand does: the opening, then the position after every card."""
    rng = random.Random(1919)
    steps = 0
    for case in range(12):
        pos = trump_rich_position(rng)
        while True:
            assert max_tricks(pos) == ref_value(pos, True), (case, pos)
            assert can_avoid(pos) == (ref_value(pos, False) == 0), (case, pos)
            pos, _ = next_trick(pos)
            legal = legal_cards(pos)
            if not legal:
                break
            pos = child(pos, rng.choice([c for c in range(52) if legal >> c & 1]))
            steps += 1
    assert steps >= 60  # the walks are long enough to go through several tricks


# --------------------------------------------------------------------------------------------------------
# The cheap bounds the search settles positions with, against the exact value: a bound that is wrong only
# sometimes changes an answer only sometimes, so they are checked on their own.


def boundary_position(rng: random.Random) -> Position:
    """3..6 seats with 1..4 cards (16 in all at most), about half of one suit, which is trumps (rarely none);
    a trick boundary with a random leader."""
    n = rng.randint(3, 6)
    k = rng.randint(1, min(4, 16 // n))
    suit = rng.randrange(4)
    own = [suit * 13 + r for r in range(13)]
    others = [c for c in range(52) if c // 13 != suit]
    pick = rng.sample(own, min(13, rng.randint(1, n * k)))
    pack = pick + rng.sample(others, n * k - len(pick))
    rng.shuffle(pack)
    hands = tuple(sum(1 << c for c in pack[i * k:(i + 1) * k]) for i in range(n))
    trump = suit if rng.random() < 0.9 else None
    return Position(hands, tuple(range(n)), rng.randrange(n), (), rng.randrange(n), trump)


def check_bounds(pos: Position) -> None:
    prep = _prepare(pos)
    for maxmode in (True, False):
        search = _Search(list(prep.hands), prep.b, prep.trump, maxmode)
        lo, hi = search.bounds(prep.ld, prep.left, -1, prep.p)
        assert lo <= ref_value(pos, maxmode) <= hi, (pos, maxmode, lo, hi)


@pytest.mark.slow  # a bounded amount of work, but long on a busy machine: the second pytest of make test
def test_cheap_bounds_hold() -> None:
    rng = random.Random(1999)
    for _ in range(600):
        check_bounds(boundary_position(rng))


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_cheap_bounds_hold_hypothesis(seed: int) -> None:
    check_bounds(boundary_position(random.Random(seed)))


def check_trump_lead_floor(pos: Position) -> int:
    """The floor on the bidder's tricks after a defender leads a trump, against the exact value of the position
    after that lead; returns how many leads were checked."""
    prep = _prepare(pos)
    if prep.b < 0 or prep.ld == prep.b or prep.trump > 3:
        return 0
    checked = 0
    tm = _SM[prep.trump]
    if not prep.hands[prep.b] & tm:
        return 0
    x = prep.hands[prep.ld] & tm
    while x:
        bit = x & -x
        x ^= bit
        floor = trump_lead_floor(prep.hands, prep.b, tm, prep.ld, bit, prep.p)
        led = _card_from_rm(bit.bit_length() - 1)
        assert floor <= ref_value(child(pos, led), True), (pos, led, floor)
        checked += 1
    return checked


def test_trump_lead_floor_holds() -> None:
    rng = random.Random(2020)
    checked = 0
    for _ in range(1500):
        checked += check_trump_lead_floor(boundary_position(rng))
    assert checked >= 200  # enough positions where a defender leads a trump against a bidder holding some


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_trump_lead_floor_holds_hypothesis(seed: int) -> None:
    check_trump_lead_floor(boundary_position(random.Random(seed)))


def spread_trumps_position(rng: random.Random) -> Position:
    """4 or 5 seats with 3 cards (or 4 at four seats) at a trick boundary: the bidder holds 2 or 3 trumps, often the
    top one, and each defender one at most (two now and then), so a trump lead can strip them (the drawing bound)."""
    n = rng.randint(4, 5)
    k = rng.randint(3, 16 // n)
    trump = rng.randrange(4)
    trumps = rng.sample(range(trump * 13, trump * 13 + 13), 13)
    if rng.random() < 0.7:  # the bidder holds the top trump in play
        trumps.sort(reverse=True)
        trumps = trumps[:1] + rng.sample(trumps[1:], 12)
    others = rng.sample([c for c in range(52) if c // 13 != trump], 39)
    bidder = rng.randrange(n)
    hands = []
    for seat in range(n):
        count = rng.randint(2, 3) if seat == bidder else rng.choice([0, 1, 1, 1, 2])
        cards = [trumps.pop(0) for _ in range(count)] + [others.pop() for _ in range(k - count)]
        hands.append(sum(1 << c for c in cards))
    return Position(tuple(hands), tuple(range(n)), rng.randrange(n), (), bidder, trump)


@pytest.mark.slow  # a bounded amount of work, but long on a busy machine: the second pytest of make test
def test_drawing_bound_holds_and_decides() -> None:
    """The lower bound of a bidder who draws the defenders' trumps (he holds one above theirs, or they hold one
    each) never passes the exact value, and it often reaches it where counting sure trumps alone falls short."""
    rng = random.Random(2026)
    reached = 0
    for _ in range(600):
        pos = spread_trumps_position(rng)
        prep = _prepare(pos)
        search = _Search(list(prep.hands), prep.b, prep.trump, True)
        lo, hi = search.bounds(prep.ld, prep.left, -1, prep.p)
        exact = ref_value(pos, True)
        assert lo <= exact <= hi, (pos, lo, hi, exact)
        tm = _SM[prep.trump]
        bt = prep.hands[prep.b] & tm
        dt = prep.p & ~bt & tm
        h = prep.hands[prep.b]
        majority = bt.bit_count() - dt.bit_count() + sum(
            ((h & s) >> (prep.p & ~h & s).bit_length()).bit_count() for s in _SM if s != tm)
        # A defender on lead, where neither the sure trumps nor the trump majority reach the value.
        if prep.ld != prep.b and lo == exact > max(_sure_trumps(bt, dt)[0], majority):
            reached += 1
    assert reached >= 12
