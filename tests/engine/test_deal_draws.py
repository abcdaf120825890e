"""How the quick deal draws its randomness: each number it asks for fits in a machine word (below 2**60), so its
arithmetic stays quick however big the pack, and it asks for no more numbers than the words need."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from napdesk.engine.cards import CardSet
from napdesk.engine.deal import MIN_CUT, DealError, DealFault, SeededBits, check_deal, deal_hand, quick_deal
from napdesk.engine.rules import PRESETS, Rules


class Recording(random.Random):
    """A random source that writes down how many bits each draw asked for."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.asked: list[int] = []

    def getrandbits(self, k: int, /) -> int:
        self.asked.append(k)
        return super().getrandbits(k)


@pytest.mark.parametrize("preset", ["purchase", "standard"])
def test_every_draw_fits_in_a_machine_word_and_there_are_as_few_as_that_allows(preset: str) -> None:
    assert preset in PRESETS
    rules = Rules(preset=preset)
    rng = Recording(3)
    quick_deal(rules, 0, rng)
    assert rng.asked and all(k <= 60 for k in rng.asked)
    # the choices drawn: the cut, then one place for each card drawn (the whole pack less one with Purchase)
    size = rules.deck_size
    drawn = size - 1 if rules.purchase != "off" else rules.players * rules.hand_size + rules.widow_size
    choices = math.log2(size - 2 * MIN_CUT + 1) + sum(math.log2(size - p) for p in range(drawn))
    words = math.ceil(choices / 60)
    assert words <= len(rng.asked) <= 2 * words  # a redraw now and then, never one per card


def test_seeded_bits_are_the_same_as_they_always_were() -> None:
    """BLAKE2b of the text and a block counter from 0, read from the low bits up: pinned, as a deal drawn from
    them must be the same on every machine and in every version."""
    bits = SeededBits("napdesk:7:4")
    assert bits.getrandbits(64) == 6403535264683202406  # even: the lowest bit, too, comes from the hash
    assert bits.getrandbits(600) % 10**12 == 716251913735  # its last twelve digits
    assert bits.getrandbits(3) == 7


def test_a_deal_is_checked_down_to_the_size_of_its_widow() -> None:
    rules = Rules(preset="widow") if "widow" in PRESETS else Rules().replace(widow=True)
    assert rules.widow_size > 0
    deal = deal_hand(rules, 0, random.Random(5))
    check_deal(rules, 0, deal)  # a deal as dealt passes
    short = replace(deal, widow=CardSet(list(deal.widow)[1:]),
                    stock=(*deal.stock, next(iter(deal.widow))))
    with pytest.raises(DealError) as caught:
        check_deal(rules, 0, short)
    assert caught.value.fault is DealFault.WIDOW_SIZE
    assert str(caught.value) == f"the widow holds {rules.widow_size - 1} cards, not {rules.widow_size}"


def test_a_dealer_who_sits_out_and_a_seat_short_of_cards_are_told_apart() -> None:
    rules = Rules({"players": 5, "dealer_sits_out": "five_plus"})
    deal = deal_hand(rules, 2, random.Random(5))
    check_deal(rules, 2, deal)
    moved = next(iter(deal.hands[3]))
    hands = list(deal.hands)
    hands[3] = CardSet(c for c in deal.hands[3] if c != moved)
    hands[2] = CardSet([moved])  # the dealer, who sits out, holds a card
    with pytest.raises(DealError) as caught:
        check_deal(rules, 2, replace(deal, hands=tuple(hands)))
    assert str(caught.value) == "the dealer, who sits out, was dealt 1 cards, not 0"
    hands[2] = CardSet()
    hands[4] = CardSet([*deal.hands[4], moved])
    with pytest.raises(DealError) as caught:
        check_deal(rules, 2, replace(deal, hands=tuple(hands)))
    assert str(caught.value) == "seat 3 was dealt 4 cards, not 5"
