"""Cards, card sets and the pack (docs/rules.md, "Pack and players": ``deck_size``; docs/hand-record.md: how cards
are written)."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from napdesk.engine.cards import SUIT_MASKS, SUIT_NAMES, Card, CardError, CardSet, iter_bits, pack, shuffled


def cs(text: str) -> CardSet:
    return CardSet(text.split())


# ---------------------------------------------------------------------------------------------- cards


def test_a_card_is_written_rank_then_suit() -> None:
    assert str(Card.parse("TH")) == "TH"
    assert Card.parse("TH").name == "ten of hearts"
    assert Card.parse("QH").name == "queen of hearts"
    assert Card.parse("AS").name == "ace of spades"


@pytest.mark.parametrize("text", ["10H", "10h", "th", "tH"])
def test_tens_and_lower_case_are_read_and_written_canonically(text: str) -> None:
    assert str(Card.parse(text)) == "TH"


@pytest.mark.parametrize("text", ["", "T", "1H", "11H", "TX", "HT", "ZZ", "10", "AHS",
                                  # docs/hand-record.md: cards are written exactly; surrounding whitespace is malformed
                                  " TH ", "KH ", " KH", "KH\n", "\tKH", "K H", " 10H"])
def test_a_malformed_card_is_refused(text: str) -> None:
    with pytest.raises(CardError):
        Card.parse(text)


def test_a_card_that_is_not_text_is_refused() -> None:
    with pytest.raises(CardError):
        Card.parse(12)  # type: ignore[arg-type]


def test_card_index_is_suit_times_13_plus_rank() -> None:
    # suits C D H S = 0..3, ranks 2..A = 0..12
    assert Card.parse("2C").index == 0
    assert Card.parse("AC").index == 12
    assert Card.parse("2D").index == 13
    assert Card.parse("QH").index == 2 * 13 + 10
    assert Card.parse("AS").index == 51
    for i in range(52):
        card = Card.from_index(i)
        assert card.index == i == card.suit * 13 + card.rank
        assert card.bit == 1 << i
        assert Card.parse(str(card)) is card


def test_cards_are_interned_and_survive_copy_and_pickle() -> None:
    card = Card.parse("TH")
    assert Card("10h") is card
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card


def test_a_card_cannot_be_changed() -> None:
    with pytest.raises(AttributeError):
        Card.parse("TH").rank = 3


def test_the_ace_ranks_highest_in_play() -> None:
    ranks = [Card.parse(t + "S").rank for t in "23456789TJQKA"]
    assert ranks == sorted(ranks) == list(range(13))


def test_suit_names_and_masks() -> None:
    assert SUIT_NAMES == ("clubs", "diamonds", "hearts", "spades")
    assert CardSet(SUIT_MASKS[2]) == cs("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")


# ---------------------------------------------------------------------------------------------- card sets


def test_a_card_set_iterates_in_suit_then_rank_order() -> None:
    hand = cs("AS 2C KH TH 3D 9C")
    assert hand.strings() == ["2C", "9C", "3D", "TH", "KH", "AS"]
    assert str(hand) == "2C 9C 3D TH KH AS"
    assert [c.index for c in hand] == sorted(c.index for c in hand)


def test_a_card_set_is_set_like() -> None:
    a, b = cs("2C 3C AS"), cs("3C KH")
    assert len(a) == 3 and bool(a) and not CardSet()
    assert Card.parse("AS") in a and Card.parse("KH") not in a and "AS" not in a
    assert a | b == cs("2C 3C AS KH")
    assert a & b == cs("3C")
    assert a - b == cs("2C AS")
    assert cs("3C") <= a and not b <= a
    assert a.suit(0) == cs("2C 3C")
    assert CardSet(a.mask) == a and hash(CardSet(a.mask)) == hash(a)
    assert list(iter_bits(a.mask)) == [c.index for c in a]


def test_a_card_set_cannot_be_changed_and_pickles() -> None:
    hand = cs("2C AS")
    with pytest.raises(AttributeError):
        hand.mask = 0
    assert pickle.loads(pickle.dumps(hand)) == hand


# ---------------------------------------------------------------------------------------------- the pack


@pytest.mark.parametrize(
    ("deck_size", "lowest"),
    [(52, "2"), (40, "5"), (36, "6"), (32, "7"), (28, "8")],
)
def test_a_short_pack_keeps_the_highest_ranks(deck_size: int, lowest: str) -> None:
    deck = pack(deck_size)
    assert len(deck) == deck_size
    ranks = "23456789TJQKA"
    kept = ranks[ranks.index(lowest):]
    for suit in "CDHS":
        assert deck.suit("CDHS".index(suit)) == cs(" ".join(r + suit for r in kept))


def test_the_32_card_pack_is_ace_to_seven() -> None:
    assert pack(32).suit(3) == cs("7S 8S 9S TS JS QS KS AS")


def test_the_full_pack_holds_every_card_once() -> None:
    assert pack(52) == CardSet(Card.from_index(i) for i in range(52))


def test_the_seeded_shuffle_is_reproducible() -> None:
    deck = pack(52)
    first = shuffled(deck, random.Random(7))
    assert first == shuffled(deck, random.Random(7))
    assert first != shuffled(deck, random.Random(8))
    assert sorted(first) == list(deck)  # a permutation of the pack
    assert first != list(deck)


def test_the_shuffle_of_a_short_pack_stays_in_that_pack() -> None:
    deck = pack(28)
    assert CardSet(shuffled(deck, random.Random(1))) == deck
