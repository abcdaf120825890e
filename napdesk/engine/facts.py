"""The rule facts the rest of napdesk asks the engine for, each worked out in one place.

The bid ladder of a table, the bids open before anyone has bid, the five-trick bids, who pays a bidder, the fee
for buying cards, and whether the first lead fixes trumps: :class:`~napdesk.engine.hand.HandState`, the computer
players, the hints and the table all call these rather than deriving them again.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from napdesk.engine.actions import BLUCHER, MISERE, NAP, WELLINGTON, Bid
from napdesk.engine.rules import Rules


class Phase(StrEnum):
    """The phases of a hand; the values are the words the views and records have always used."""

    EXCHANGE = "exchange"  # Purchase: each player in turn exchanges cards with the stock
    BIDDING = "bidding"
    WIDOW = "widow"  # Sir Garnet: the widow taken, its taker choosing what to keep
    DISCARD = "discard"  # Peep: the bidder discards one of the cards he holds with the peep card
    PLAY = "play"
    OVER = "over"


def bid_ladder(rules: Rules) -> tuple[Bid, ...]:
    """Every bid of this table, low to high (passes aside)."""
    top = rules.hand_size
    bids = [Bid.number(k) for k in range(rules.min_bid, top if top == 5 else top + 1)]
    if rules.misere:
        bids.append(MISERE)
    if top == 5:
        bids.append(NAP)
        if rules.wellington:
            bids.append(WELLINGTON)
            if rules.blucher:
                bids.append(BLUCHER)
    return tuple(sorted(bids, key=lambda b: b.order))


def open_over(rules: Rules, high: Bid, ladder: Sequence[Bid] | None = None) -> list[Bid]:
    """The bids open over the highest bid ``high`` (a pass before anyone has bid)."""
    return [b for b in (bid_ladder(rules) if ladder is None else ladder)
            if b.order > high.order
            and not (b is WELLINGTON and rules.wellington_needs_nap and high is not NAP)
            and not (b is BLUCHER and rules.blucher_needs_wellington and high is not WELLINGTON)]


def opening_bids(rules: Rules) -> list[Bid]:
    """The bids open to the first to speak."""
    return open_over(rules, Bid.parse("pass"))


def is_five_trick(rules: Rules, bid: Bid) -> bool:
    """Nap, Wellington, Blücher, a widow's bid; all seven in seven-card Nap."""
    return bid.tricks == rules.hand_size and not bid.is_misere


def payers(rules: Rules, order: Sequence[int], dealer: int, bidder: int) -> list[int]:
    """The seats that settle with ``bidder``: the other active players, and a dealer who sat out when the rules
    make him settle."""
    out = [s for s in order if s != bidder]
    if rules.sitting_out_dealer_settles and dealer not in order:
        out.append(dealer)
    return out


def peep_fee(rules: Rules) -> int:
    """What a look at the peep card costs, paid to the pool (000 "Peep Nap": each player may pay 1)."""
    return 1


def purchase_fee(rules: Rules, cards: int) -> int:
    """What exchanging ``cards`` cards with the stock costs (Purchase): per card, or one for any exchange."""
    if rules.purchase == "per_card":
        return cards
    return int(cards > 0)


def trumps_from_first_lead(rules: Rules, contract: Bid) -> bool:
    """Whether the first card led fixes trumps for ``contract`` (always, but in a misère only by that rule)."""
    return not contract.is_misere or rules.misere_trumps == "first_lead"
