"""Why the expert chose an action, as data: an :class:`AdviceKind` and the figures behind it.

The expert records its reason as an :class:`Advice` (the kind, the card or cards, the bid, the chance and the
number of sampled deals it rests on, the chips it is worth); :func:`english` writes it as a sentence for the
benchmark and the logs, and the UI says it in the player's language (``napdesk.ui.words``) with cards as the table
shows them. No sentence is assembled here for a player to read.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from napdesk.engine.actions import Bid
from napdesk.engine.cards import Card


class AdviceKind(StrEnum):
    """Every kind of reason a hint gives; the figures each one uses are in brackets."""

    ONLY_CHOICE = "only_choice"
    EXPERT = "expert"  # the expert's choice, with nothing more to say about it
    PLAY = "play"  # card: the only card worth weighing (following suit leaves one)
    PLAY_BEST = "play_best"  # card, chance, samples, bidder: the best chance to make (bidder) or beat the bid
    PLAY_ANY = "play_any"  # chance, samples, bidder: every card is as good
    BID_QUICK = "bid_quick"  # no time to look deeper: a sound club player's bid
    PEEP = "peep"  # value: the chips the look is worth, more than its fee
    TAKE_WIDOW = "take_widow"  # bid, chance, samples
    BID = "bid"  # bid, chance, samples, value
    PASS = "pass"  # no bid is worth its risk
    KEEP = "keep"  # cards: Sir Garnet, the cards to keep
    DISCARD = "discard"  # card: the card to discard after the peep
    EXCHANGE = "exchange"  # cards (none: stand pat), value: after the fee


@dataclass(frozen=True, slots=True)
class Advice:
    kind: AdviceKind
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    bid: Bid | None = None
    chance: float | None = None  # 0..1
    samples: int = 0
    value: float | None = None  # chips
    bidder: bool = True  # PLAY_*: the seat to move is the bidder (to make the bid), else a defender (to beat it)
    guess: bool = False  # it rests on too few sampled deals (``samples``) to be more than a guess


def english(advice: Advice) -> str:
    """The advice as a plain English sentence (for the benchmark and logs; players read napdesk.ui.words)."""
    text = _english(advice)
    return f"{text} (only a guess: {advice.samples} sampled deals)" if advice.guess else text


def _english(advice: Advice) -> str:
    k, n = advice.kind, advice.samples
    chance = f"{advice.chance:.0%}" if advice.chance is not None else "?"
    side = "make the bid" if advice.bidder else "beat the bid"
    cards = " ".join(str(c) for c in advice.cards)
    label = advice.bid.label if advice.bid is not None else ""
    value = advice.value if advice.value is not None else 0.0
    return {
        AdviceKind.ONLY_CHOICE: "the only legal choice",
        AdviceKind.EXPERT: "the expert's choice",
        AdviceKind.PLAY: f"play {advice.card}",
        AdviceKind.PLAY_BEST: f"{advice.card} gives the best chance to {side}: {chance} over {n} sampled deals",
        AdviceKind.PLAY_ANY: (f"every card is as good: {side} in {chance} of {n} sampled deals" if n
                              else "every card is as good"),
        AdviceKind.BID_QUICK: "no time to look deeper: a sound club player's bid",
        AdviceKind.PEEP: f"the look is worth about {value:.1f} chips, more than its fee",
        AdviceKind.TAKE_WIDOW: f"take the widow for {label}: made in {chance} of {n} sampled deals",
        AdviceKind.BID: f"{label}: made in {chance} of {n} sampled deals, worth {value:+.1f} chips",
        AdviceKind.PASS: "no bid is worth its risk",
        AdviceKind.KEEP: f"keep {cards}: it makes the bid most often",
        AdviceKind.DISCARD: f"discard {advice.card}: the rest makes the bid most often",
        AdviceKind.EXCHANGE: (f"exchange {cards}: worth {value:+.1f} chips after the fee" if cards
                              else f"stand pat: worth {value:+.1f} chips"),
    }[k]
