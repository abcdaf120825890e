"""The values a session (:class:`napdesk.engine.session.Session`) is made of and gives out: a finished hand as it
keeps it (:class:`HandResult`), a line of its standings (:class:`Standing`), the pool shared at its end
(:class:`PoolShare`), the hand dealt and not yet settled (:class:`BegunHand`), and its error (:class:`SessionError`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from napdesk.engine.rules import Rules

__all__ = ["BegunHand", "HandResult", "PoolShare", "SessionError", "Standing"]


class SessionError(ValueError):
    """A snapshot or a hand record that does not fit this session."""


@dataclass(frozen=True)
class HandResult:
    """One finished hand as the session keeps it: its record and what it did to the chips (session seats)."""

    number: int
    dealer: int
    record: dict[str, Any]
    settlement: tuple[int, ...]  # each session seat's change from the hand's payments as made (antes apart)
    antes: tuple[int, ...]  # paid into the pool when the hand began, by session seat
    pool_before: int  # the pool as the hand's actions began, its antes in it
    pool_after: int  # the pool after the hand, as paid
    bidder: int | None
    contract: str | None
    made: bool | None
    seats: tuple[int, ...] = ()  # table seat -> session seat
    # as paid: (payer, payee, chips), session seats, POOL (-1) for the pool
    transfers: tuple[tuple[int, int, int], ...] = ()
    bought: tuple[int, ...] = ()  # stacks each session seat bought from the bank with this hand
    went_out: tuple[int, ...] = ()  # session seats out after this hand
    tiebreak: bool = False  # an extra hand between tied leaders
    reason: str | None = None  # the hand's Outcome.reason


@dataclass(frozen=True)
class Standing:
    """One line of the scoreboard."""

    seat: int
    name: str
    chips: int
    bought: int  # stacks bought from the bank
    net: int  # chips less chips bought: what the ranking reads
    rank: int  # from 1; equal players share a rank
    out: bool

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "chips": self.chips, "bought": self.bought,
                "net": self.net, "rank": self.rank, "out": self.out}


@dataclass(frozen=True)
class PoolShare:
    """The pool left over at the session's end: ``each`` to every seat of ``among``; ``remainder`` stays."""

    total: int
    each: int
    among: tuple[int, ...]
    remainder: int

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "each": self.each, "among": list(self.among),
                "remainder": self.remainder}


@dataclass
class BegunHand:
    """The hand dealt (antes paid) and not yet settled."""

    number: int
    seats: tuple[int, ...]
    dealer: int  # session seat
    antes: tuple[int, ...]  # by session seat
    bought: tuple[int, ...]  # stacks bought after the antes, by session seat
    tiebreak: bool
    rules: Rules = field(compare=False)
    pool: int = 0  # the pool as the hand begins, antes in it

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "seats": list(self.seats), "dealer": self.dealer,
                "antes": list(self.antes), "bought": list(self.bought), "tiebreak": self.tiebreak,
                "pool": self.pool}
