"""The deal (docs/rules.md, "Pack and players"): the pone's cut, packets, the dealer sitting out, the widow and the
peep card, the first dealer by the cut or by the first jack, and the deal's reproducibility from its seed."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from typing import Any

import pytest

from napdesk.engine import deal as deal_module
from napdesk.engine.cards import Card, CardSet, pack
from napdesk.engine.deal import (
    MIN_CUT,
    Deal,
    FirstDealer,
    SeededBits,
    active_seats,
    check_deal,
    choose_first_dealer,
    cut_rank,
    deal_hand,
    packet_sizes,
    quick_deal,
)
from napdesk.engine.hand import HandState
from napdesk.engine.rules import PRESETS, Rules


def cs(text: str) -> CardSet:
    return CardSet(text.split())


class StackedRandom(random.Random):
    """An RNG whose shuffle leaves the pack in pack order (2C, 3C, ... AS, the top first) and whose
    ``randint`` cuts at the lowest or highest place it is offered, remembering what it was offered."""

    def __init__(self, cut: str = "low") -> None:
        super().__init__(0)
        self.cut = cut
        self.offered: list[tuple[int, int]] = []

    def shuffle(self, x: Any) -> None:
        x.sort()

    def randint(self, a: int, b: int) -> int:
        self.offered.append((a, b))
        return a if self.cut == "low" else b


def packets(deal: Deal) -> list[tuple[int, str]]:
    return [(seat, " ".join(str(c) for c in cards)) for seat, cards in deal.packets]


def shape(deal: Deal) -> list[tuple[int, int]]:
    return [(seat, len(cards)) for seat, cards in deal.packets]


# ---------------------------------------------------------------------------------------------- the cut


def test_the_pone_cuts_leaving_at_least_four_cards_in_each_packet() -> None:
    rng = StackedRandom("low")
    deal = deal_hand(Rules(), 0, rng)
    assert rng.offered == [(4, 48)]
    assert deal.cut == 4
    # The four cards above the cut go to the bottom: dealing starts at the fifth card of the pack.
    assert packets(deal)[0] == (1, "6C 7C 8C")
    assert list(deal.stock)[-4:] == [Card.parse(c) for c in ("2C", "3C", "4C", "5C")]


def test_the_deepest_cut_leaves_four_cards_below() -> None:
    rng = StackedRandom("high")
    deal = deal_hand(Rules({"deck_size": 32}), 0, rng)
    assert rng.offered == [(4, 28)]
    assert deal.cut == 28
    # Pack order of a 32-card pack: 7C..AC, 7D..AD, 7H..AH, 7S..AS; the last four (JS QS KS AS) come to the top.
    assert packets(deal)[0] == (1, "JS QS KS")


@pytest.mark.parametrize("deck_size", [52, 40, 36, 32, 28])
def test_every_cut_of_a_seeded_deal_leaves_four_cards_each_side(deck_size: int) -> None:
    rules = Rules({"deck_size": deck_size, "players": 3})
    cuts = {deal_hand(rules, 0, random.Random(seed)).cut for seed in range(300)}
    assert min(cuts) >= 4 and max(cuts) <= deck_size - 4
    assert len(cuts) > 10  # the cut does vary


# ---------------------------------------------------------------------------------------------- packets


def test_three_then_two_from_the_dealers_left_the_dealer_last() -> None:
    deal = deal_hand(Rules(), 0, StackedRandom())
    assert packets(deal) == [
        (1, "6C 7C 8C"), (2, "9C TC JC"), (3, "QC KC AC"), (0, "2D 3D 4D"),
        (1, "5D 6D"), (2, "7D 8D"), (3, "9D TD"), (0, "JD QD"),
    ]
    assert deal.hands == (cs("2D 3D 4D JD QD"), cs("6C 7C 8C 5D 6D"), cs("9C TC JC 7D 8D"),
                          cs("QC KC AC 9D TD"))
    assert deal.widow == CardSet()
    assert [str(c) for c in deal.stock[:3]] == ["KD", "AD", "2H"]


def test_two_then_three() -> None:
    deal = deal_hand(Rules({"deal_packets": "2-3"}), 2, StackedRandom())
    assert packets(deal) == [
        (3, "6C 7C"), (0, "8C 9C"), (1, "TC JC"), (2, "QC KC"),
        (3, "AC 2D 3D"), (0, "4D 5D 6D"), (1, "7D 8D 9D"), (2, "TD JD QD"),
    ]


def test_singly_one_card_a_round() -> None:
    deal = deal_hand(Rules({"deal_packets": "singly", "players": 3}), 1, StackedRandom())
    assert shape(deal) == [(2, 1), (0, 1), (1, 1)] * 5
    assert deal.hands[2] == cs("6C 9C QC 2D 5D")


@pytest.mark.parametrize(
    ("deal_packets", "five", "seven"),
    [("3-2", (3, 2), (3, 2, 2)), ("2-3", (2, 3), (2, 3, 2)), ("singly", (1,) * 5, (1,) * 7)],
)
def test_packet_sizes_for_five_and_seven_cards(deal_packets: str, five: tuple[int, ...],
                                               seven: tuple[int, ...]) -> None:
    assert tuple(packet_sizes(deal_packets, 5)) == five
    assert tuple(packet_sizes(deal_packets, 7)) == seven


def test_seven_card_nap_deals_three_two_two() -> None:
    deal = deal_hand(Rules(preset="seven_card"), 3, StackedRandom())
    assert shape(deal) == [(0, 3), (1, 3), (2, 3), (3, 3), (0, 2), (1, 2), (2, 2), (3, 2),
                           (0, 2), (1, 2), (2, 2), (3, 2)]
    assert all(len(h) == 7 for h in deal.hands)
    assert len(deal.stock) == 52 - 28


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_every_card_is_dealt_exactly_once(preset: str, players: int) -> None:
    try:
        rules = Rules({"players": players}, preset=preset)
    except ValueError:
        pytest.skip("the hands do not fit this pack")
    for seed in range(3):
        deal = deal_hand(rules, seed % players, random.Random(seed))
        parts = [*deal.hands, deal.widow, CardSet(deal.stock)]
        assert sum(len(p) for p in parts) == len(pack(rules.deck_size)) == len(deal.stock) + sum(
            len(p) for p in parts[:-1])
        union = CardSet()
        for p in parts:
            union = union | p
        assert union == pack(rules.deck_size)
        HandState(rules, seed % players, deal)  # the engine accepts it


def test_a_seeded_deal_is_reproducible() -> None:
    rules = Rules(preset="purchase")
    a = deal_hand(rules, 1, random.Random(2024))
    b = deal_hand(rules, 1, random.Random(2024))
    assert (a.hands, a.widow, a.stock, a.cut, a.packets) == (b.hands, b.widow, b.stock, b.cut, b.packets)
    c = deal_hand(rules, 1, random.Random(2025))
    assert c.hands != a.hands


# ---------------------------------------------------------------------------------------------- sitting out


@pytest.mark.parametrize(
    ("rule", "players", "sits_out"),
    [
        ("five_plus", 4, False), ("five_plus", 5, True), ("five_plus", 6, True),
        ("six_plus", 5, False), ("six_plus", 6, True), ("six_plus", 7, True),
        ("never", 5, False), ("never", 6, False), ("never", 7, False),
    ],
)
def test_the_dealer_sits_out(rule: str, players: int, sits_out: bool) -> None:
    rules = Rules({"players": players, "dealer_sits_out": rule})
    dealer = 2
    assert rules.dealer_sits_out_now is sits_out
    assert rules.active_players == players - sits_out
    deal = deal_hand(rules, dealer, random.Random(5))
    assert len(deal.hands[dealer]) == (0 if sits_out else 5)
    assert all(len(h) == 5 for s, h in enumerate(deal.hands) if s != dealer)
    assert dealer not in [seat for seat, _ in deal.packets] or not sits_out
    state = HandState(rules, dealer, deal)
    left = [(dealer + i) % players for i in range(1, players + 1)]
    assert state.order == tuple(left[:-1] if sits_out else left)
    assert state.to_move == (dealer + 1) % players


def test_active_seats_start_at_the_dealers_left() -> None:
    assert active_seats(5, 3, True) == (4, 0, 1, 2)
    assert active_seats(5, 3, False) == (4, 0, 1, 2, 3)
    assert active_seats(4, 0, False) == (1, 2, 3, 0)


# ---------------------------------------------------------------------------------------------- widow and peep


def test_the_widow_is_dealt_just_before_the_dealer_in_each_round() -> None:
    deal = deal_hand(Rules(preset="sir_garnet"), 0, StackedRandom())
    assert packets(deal) == [
        (1, "6C 7C 8C"), (2, "9C TC JC"), (3, "QC KC AC"), (-1, "2D 3D 4D"), (0, "5D 6D 7D"),
        (1, "8D 9D"), (2, "TD JD"), (3, "QD KD"), (-1, "AD 2H"), (0, "3H 4H"),
    ]
    assert deal.widow == cs("2D 3D 4D AD 2H")


def test_the_widow_with_a_dealer_who_sits_out_comes_last_in_each_round() -> None:
    deal = deal_hand(Rules({"players": 5, "widow": True}), 2, StackedRandom())
    assert shape(deal) == [(3, 3), (4, 3), (0, 3), (1, 3), (-1, 3), (3, 2), (4, 2), (0, 2), (1, 2), (-1, 2)]
    assert len(deal.widow) == 5 and deal.hands[2] == CardSet()


def test_the_widow_singly_and_with_seven_cards() -> None:
    deal = deal_hand(Rules({"widow": True, "deal_packets": "singly", "players": 3}), 0, StackedRandom())
    assert shape(deal) == [(1, 1), (2, 1), (-1, 1), (0, 1)] * 5
    deal = deal_hand(Rules({"widow": True, "hand_size": 7, "min_bid": 3}), 0, StackedRandom())
    assert len(deal.widow) == 7
    assert [n for seat, n in shape(deal) if seat == -1] == [3, 2, 2]


def test_the_peep_card_is_dealt_on_the_first_round_only() -> None:
    deal = deal_hand(Rules(preset="peep"), 0, StackedRandom())
    assert packets(deal) == [
        (1, "6C 7C 8C"), (2, "9C TC JC"), (3, "QC KC AC"), (-1, "2D"), (0, "3D 4D 5D"),
        (1, "6D 7D"), (2, "8D 9D"), (3, "TD JD"), (0, "QD KD"),
    ]
    assert deal.widow == cs("2D")


# ---------------------------------------------------------------------------------------------- first dealer


def check_cut(first: FirstDealer, players: int) -> None:
    """Each cuts; the lowest (ace low) deals; ties cut again, and only the tied players."""
    rounds = first.rounds
    assert [seat for seat, _ in rounds[0]] == list(range(players))
    for earlier, later in itertools.pairwise(rounds):
        low = min(cut_rank(c) for _, c in earlier)
        tied = [seat for seat, c in earlier if cut_rank(c) == low]
        assert len(tied) >= 2
        assert [seat for seat, _ in later] == tied
    low = min(cut_rank(c) for _, c in rounds[-1])
    assert [seat for seat, c in rounds[-1] if cut_rank(c) == low] == [first.dealer]
    for cuts in rounds:
        assert len({c for _, c in cuts}) == len(cuts)


def test_the_cut_ranks_the_ace_low() -> None:
    order = [cut_rank(Card.parse(r + "S")) for r in "A23456789TJQK"]
    assert order == sorted(order) and len(set(order)) == 13


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_lowest_cut_deals_and_ties_cut_again(players: int) -> None:
    rules = Rules({"players": players})
    for seed in range(200):
        check_cut(choose_first_dealer(rules, random.Random(seed)), players)


def test_an_ace_cut_beats_a_two() -> None:
    rules = Rules()
    found = 0
    for seed in range(300):
        first = choose_first_dealer(rules, random.Random(seed))
        ranks = {str(c)[0] for _, c in first.rounds[0]}
        if "A" in ranks and "2" in ranks:
            aces = [seat for seat, c in first.rounds[0] if str(c)[0] == "A"]
            assert first.dealer in aces
            found += 1
    assert found


def test_a_tie_is_cut_again_by_the_tied_players_only() -> None:
    rules = Rules()
    ties = 0
    for seed in range(300):
        first = choose_first_dealer(rules, random.Random(seed))
        if len(first.rounds) > 1:
            ties += 1
            low = min(cut_rank(c) for _, c in first.rounds[0])
            tied = {seat for seat, c in first.rounds[0] if cut_rank(c) == low}
            assert {seat for seat, _ in first.rounds[1]} == tied
    assert ties


def test_the_first_dealer_is_deterministic_with_a_seed() -> None:
    for first_dealer in ("cut_low", "first_jack", "random"):
        rules = Rules({"first_dealer": first_dealer, "players": 5})
        results = {choose_first_dealer(rules, random.Random(99)) for _ in range(3)}
        assert len(results) == 1
        dealers = {choose_first_dealer(rules, random.Random(s)).dealer for s in range(60)}
        assert dealers == set(range(5))


def test_the_first_jack_deals() -> None:
    rules = Rules({"first_dealer": "first_jack", "players": 3})
    for seed in range(100):
        first = choose_first_dealer(rules, random.Random(seed))
        (shown,) = first.rounds
        # Cards are dealt face up in turn from seat 0 until a jack appears.
        assert [seat for seat, _ in shown] == [i % 3 for i in range(len(shown))]
        assert [str(c)[0] for _, c in shown[:-1]].count("J") == 0
        assert str(shown[-1][1])[0] == "J"
        assert first.dealer == shown[-1][0]


# ---------------------------------------------------------------------------------------------- the quick deal


class CountingRandom(random.Random):
    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.calls = 0

    def getrandbits(self, k: int, /) -> int:
        self.calls += 1
        return super().getrandbits(k)


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_the_quick_deal_deals_every_card_once_in_the_same_packets(preset: str, players: int) -> None:
    try:
        rules = Rules({"players": players}, preset=preset)
    except ValueError:
        pytest.skip("the hands do not fit this pack")
    for seed in range(3):
        dealer = seed % players
        deal = quick_deal(rules, dealer, random.Random(seed))
        parts = [*deal.hands, deal.widow, CardSet(deal.stock)]
        assert sum(len(p) for p in parts) == len(pack(rules.deck_size))
        union = CardSet()
        for p in parts:
            union = union | p
        assert union == pack(rules.deck_size)
        assert shape(deal) == shape(deal_hand(rules, dealer, random.Random(seed)))
        assert MIN_CUT <= deal.cut <= rules.deck_size - MIN_CUT
        for seat, cards in deal.packets:  # the packets hold the cards dealt to their seat (or the widow)
            assert CardSet(cards) <= (deal.widow if seat < 0 else deal.hands[seat])
        HandState(rules, dealer, deal)  # the engine accepts it
        HandState(rules, dealer, Deal(deal.hands, deal.widow, deal.stock))  # and checks it when not its own


@pytest.mark.parametrize(("preset", "changes"), [
    ("purchase", {"deck_size": 28, "hand_size": 7, "dealer_sits_out": "never"}),  # the whole pack dealt: no stock
    ("purchase", {"deck_size": 32, "hand_size": 7, "dealer_sits_out": "never"}),  # four cards left to buy
    ("standard", {"deck_size": 28, "hand_size": 7, "dealer_sits_out": "never"}),
])
def test_the_quick_deal_gives_every_hand_its_cards_when_the_pack_runs_out(preset: str,
                                                                          changes: dict[str, Any]) -> None:
    """With Purchase the quick deal draws every place but the last; when the hands take the whole pack, the last
    place is a hand's card all the same, and must reach that hand."""
    rules = Rules(preset=preset).replace(**changes)
    for seed in range(20):
        deal = quick_deal(rules, seed % rules.players, random.Random(seed))
        assert [len(h) for h in deal.hands] == [rules.hand_size] * rules.players
        assert sum(len(h) for h in deal.hands) + len(deal.stock) == rules.deck_size


def test_the_quick_deal_draws_a_few_numbers_and_is_reproducible() -> None:
    rules = Rules(preset="purchase")
    rng = CountingRandom(7)
    a = quick_deal(rules, 1, rng)
    assert rng.calls <= 12  # 9 machine words cover the whole 52-card pack; deal_hand draws once per card
    b = quick_deal(rules, 1, CountingRandom(7))
    assert (a.hands, a.widow, a.stock, a.cut, a.packets) == (b.hands, b.widow, b.stock, b.cut, b.packets)
    rng = CountingRandom(7)
    quick_deal(Rules(), 1, rng)  # without Purchase only the cards dealt are drawn
    assert rng.calls <= 4
    assert quick_deal(rules, 1, CountingRandom(8)).hands != a.hands


def test_every_card_is_as_likely_in_every_place() -> None:
    """Over many seeded deals each card leaves the pack at each place dealt from as often as chance says, and so
    lands in each hand, the widow and the stock (a fixed seed: the test is exact, and a biased draw, such as a
    choice taken modulo without drawing again, fails it)."""
    rules = Rules({"deck_size": 28, "players": 3, "widow": True})  # 3 hands of 5, a widow of 5, a stock of 8
    deals = 6000
    at = [[0] * 52 for _ in range(20)]
    places = [[0] * 52 for _ in range(5)]
    rng = random.Random(2026)
    for _ in range(deals):
        deal = quick_deal(rules, 0, rng)
        for place, index in enumerate(deal.dealt):
            at[place][index] += 1
        for place, part in enumerate((*deal.hands, deal.widow, CardSet(deal.stock))):
            for c in part:
                places[place][c.index] += 1

    def near(count: int, share: float) -> bool:
        return abs(count - deals * share) < 4.5 * (deals * share * (1 - share)) ** 0.5

    for card in pack(28):
        assert all(near(at[place][card.index], 1 / 28) for place in range(20)), card
        assert all(near(places[place][card.index], share)
                   for place, share in enumerate((5 / 28,) * 4 + (8 / 28,))), card
    cuts = {quick_deal(rules, 0, random.Random(s)).cut for s in range(300)}
    assert cuts == set(range(MIN_CUT, 28 - MIN_CUT + 1))


def test_seeded_bits_are_the_same_in_every_process() -> None:
    """``napdesk simulate`` deals from SeededBits: a text gives the same bits run after run, whatever the process's
    string hashing."""
    code = ("from napdesk.engine.deal import SeededBits; b = SeededBits('napdesk-simulate:3:14'); "
            "print([b.getrandbits(k) for k in (1, 7, 60, 512, 700)])")
    outs = {subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": h}, check=True,
                           capture_output=True, text=True).stdout for h in ("1", "2")}
    assert len(outs) == 1
    bits = SeededBits("napdesk-simulate:3:14")
    assert str([bits.getrandbits(k) for k in (1, 7, 60, 512, 700)]) + "\n" in outs
    assert SeededBits("a").getrandbits(64) != SeededBits("b").getrandbits(64)


# ------------------------------------------------------------------------------------ one deal function, fast


def _shuffle_and_cut(rules: Rules, dealer: int, rng: random.Random) -> tuple[Any, ...]:
    """The session's deal as it has always been drawn: Random.shuffle of the pack, then Random.randint's cut."""
    order = [c.index for c in pack(rules.deck_size)]
    rng.shuffle(order)
    cut = rng.randint(4, len(order) - 4)
    deal = deal_module._deal_from(rules, dealer, order[cut:] + order[:cut], cut)
    return deal.hands, deal.widow, deal.stock, deal.cut, deal.packets


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_sessions_deal_is_the_shuffle_and_cut_it_always_was(preset: str) -> None:
    """deal_hand draws a Random's numbers without Random.shuffle's call per card: the same deals, and the
    generator left where shuffle and randint left it."""
    rules = Rules(preset=preset)
    for seed in range(60):
        dealer = seed % rules.players
        mine, theirs = random.Random(f"napdesk:{seed}:1"), random.Random(f"napdesk:{seed}:1")
        deal = deal_hand(rules, dealer, mine)
        assert (deal.hands, deal.widow, deal.stock, deal.cut, deal.packets) == _shuffle_and_cut(rules, dealer, theirs)
        assert mine.getstate() == theirs.getstate()
        check_deal(rules, dealer, deal)


def test_deal_hand_takes_seeded_bits_and_deals_the_quick_deal() -> None:
    """One deal function: given seeded bits (napdesk simulate's), deal_hand is the quick deal, not a second API."""
    rules = Rules(preset="purchase")
    for i in range(20):
        a = deal_hand(rules, i % 4, SeededBits(f"napdesk-simulate:3:{i}"))
        b = quick_deal(rules, i % 4, SeededBits(f"napdesk-simulate:3:{i}"))
        assert (a.hands, a.widow, a.stock, a.cut, a.packets) == (b.hands, b.widow, b.stock, b.cut, b.packets)
    from napdesk.engine import SeededBits as exported

    assert exported is SeededBits


def test_seeded_bits_are_those_of_their_definition() -> None:
    """SeededBits' bits, however they are asked for, are the stream of its definition: block after block the
    BLAKE2b (64 bytes) of the text salted with the block's number (16 bytes, little-endian), each block's bits above
    the last's, taken from the lowest."""
    import hashlib

    def stream(text: str, bits: int) -> int:
        blocks = -(-bits // 512)
        return sum(int.from_bytes(hashlib.blake2b(text.encode(), digest_size=64, salt=b.to_bytes(16, "little"))
                                  .digest(), "little") << (512 * b) for b in range(blocks))

    rng = random.Random(5)
    for n in range(40):
        text = f"napdesk-simulate:{n}:{rng.randrange(10**6)}"
        sizes = [rng.choice((1, 7, 56, 58, 60, 64, 500, 512, 513, 1100)) for _ in range(rng.randrange(1, 12))]
        bits = SeededBits(text)
        drawn = [bits.getrandbits(k) for k in sizes]
        whole = stream(text, sum(sizes))
        for k, got in zip(sizes, drawn, strict=True):
            assert got == whole & ((1 << k) - 1)
            whole >>= k
