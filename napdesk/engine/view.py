"""What one seat may know of a hand: the only thing a computer player is given."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from napdesk.engine.cards import SUIT_MASKS, Card, CardSet, pack

if TYPE_CHECKING:
    from napdesk.engine.actions import Action, Bid
    from napdesk.engine.rules import Rules


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[Card, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the hand ended. ``made`` is None for a hand thrown in; ``settlement`` includes pool payments."""

    made: bool | None
    reason: str  # "play", "claim", "revoke", "thrown_in"
    settlement: tuple[int, ...]
    pool_after: int
    revoker: int | None = None
    # Every payment of the hand as (payer, payee, chips), -1 standing for the pool, in the order owed: a
    # session that lets a broke player pay only what he has needs them, not just the net settlement.
    transfers: tuple[tuple[int, int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class View:
    """A seat's knowledge: its own cards and discards, everything public, the peep card only if it saw it."""

    rules: Rules
    seat: int
    dealer: int
    order: tuple[int, ...]
    phase: str
    to_move: int
    hand: CardSet
    hand_counts: tuple[int, ...]
    discarded: CardSet
    bids: tuple[tuple[int, Bid], ...]
    bidder: int | None
    contract: Bid | None
    peeped: tuple[int, ...]
    peep_card: Card | None
    widow_taker: int | None
    widow_count: int
    exchanged: dict[int, int]
    stock_count: int
    trump: int | None
    tricks: tuple[Trick, ...]
    trick_leader: int | None
    trick_cards: tuple[Card, ...]
    bidder_tricks: int
    defender_tricks: int
    pool: int
    fees: tuple[int, ...]
    legal: tuple[Action, ...]
    outcome: Outcome | None

    @property
    def played(self) -> CardSet:
        """Every card played so far, the current trick included."""
        mask = 0
        for t in self.tricks:
            for c in t.cards:
                mask |= c.bit
        for c in self.trick_cards:
            mask |= c.bit
        return CardSet(mask)

    def unseen(self) -> CardSet:
        """Cards this seat has not seen: in other hands, the widow, the stock or others' discards."""
        seen = self.hand.mask | self.discarded.mask | self.played.mask
        if self.peep_card is not None:
            seen |= self.peep_card.bit
        return CardSet(pack(self.rules.deck_size).mask & ~seen)

    def voids(self) -> dict[int, set[int]]:
        """Suits each seat has shown it does not hold, by failing to follow."""
        out: dict[int, set[int]] = {s: set() for s in self.order}
        tricks = [(t.leader, t.cards) for t in self.tricks]
        if self.trick_leader is not None:
            tricks.append((self.trick_leader, self.trick_cards))
        for leader, cards in tricks:
            if not cards:
                continue
            i = self.order.index(leader)
            led = cards[0].suit
            for k, c in enumerate(cards[1:], start=1):
                if c.suit != led:
                    out[self.order[(i + k) % len(self.order)]].add(led)
        return out

    def suit_cards(self, suit: int) -> CardSet:
        return CardSet(self.hand.mask & SUIT_MASKS[suit])
