"""Scoreboard queries over the denormalised ``hands`` and ``hand_seats`` tables (no JSON is parsed).

A session's scoreboard is read a page at a time by hand number, so a session of 100,000 hands opens as fast as
one of ten: each page is two index range scans.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from typing import Final

FIVE_TRICK_BIDS: Final = ("nap", "wellington", "blucher")
# The ranks of napdesk.engine.actions: a number bid n is 10 n, so misère (35) comes between Three and Four.
_BID_ORDER: Final = {**{str(n): 10 * n for n in range(1, 8)}, "misere": 35, "nap": 50, "wellington": 80, "blucher": 90}


@dataclass(frozen=True)
class HandRow:
    """One line of a scoreboard: a finished hand."""

    number: int
    dealer: int
    bidder: int | None  # None: every player passed (the hand was thrown in)
    bid: str | None  # as in records: "3", "misere", "nap", ...
    made: bool | None
    pool_after: int
    changes: tuple[int, ...]  # each seat's change in chips (settlement less antes)
    totals: tuple[int, ...]  # each seat's chips after the hand
    undone: bool = False  # a person took back a card or a bid in this hand


@dataclass(frozen=True)
class ScoreboardPage:
    session_id: int
    players: tuple[str, ...]
    hands: int  # finished hands in the session
    first: int  # the number of the first row asked for (rows may be fewer at the end)
    rows: tuple[HandRow, ...]
    standings: tuple[int, ...]  # each seat's chips after the last finished hand


@dataclass(frozen=True)
class BidTally:
    made: int = 0
    failed: int = 0


@dataclass(frozen=True)
class PlayerStats:
    name: str
    sessions: int = 0
    hands: int = 0  # hands dealt in (not those played while out, or tiebreaks between others)
    chips_won: int = 0  # net, over every hand played
    bids: dict[str, BidTally] = field(default_factory=dict)  # by bid, in the order of the bidding ladder
    naps_made: int = 0  # nap, wellington and blucher bids made
    biggest_win: int | None = None  # the most chips won in one hand

    @property
    def bids_made(self) -> int:
        return sum(t.made for t in self.bids.values())

    @property
    def bids_failed(self) -> int:
        return sum(t.failed for t in self.bids.values())


def scoreboard_page(
    db: sqlite3.Connection, session_id: int, players: tuple[str, ...], starting_chips: int,
    first: int | None, count: int,
) -> ScoreboardPage:
    n = len(players)
    hands = int(db.execute("SELECT hands FROM sessions WHERE id = ?", (session_id,)).fetchone()[0])
    count = max(0, count)
    if first is None:
        first = max(1, hands - count + 1)
    first = max(1, first)
    last = first + count - 1
    rows = db.execute(
        "SELECT number, dealer, bidder, bid, made, pool_after, undos FROM hands "
        "WHERE session_id = ? AND number BETWEEN ? AND ? ORDER BY number", (session_id, first, last)
    ).fetchall()
    seats = ",".join(str(s) for s in range(n))
    per_seat: dict[int, list[tuple[int, int]]] = {}
    for seat, number, change, total in db.execute(
        f"SELECT seat, number, change, total FROM hand_seats WHERE session_id = ? AND seat IN ({seats}) "
        "AND number BETWEEN ? AND ?", (session_id, first, last)
    ):
        per_seat.setdefault(number, [(0, 0)] * n)[seat] = (change, total)
    out = []
    for number, dealer, bidder, bid, made, pool_after, undos in rows:
        cells = per_seat.get(number, [(0, 0)] * n)
        out.append(HandRow(number, dealer, bidder, bid, None if made is None else bool(made), pool_after,
                           tuple(c for c, _ in cells), tuple(t for _, t in cells), bool(undos)))
    if hands == 0:
        standings = (starting_chips,) * n
    elif out and out[-1].number == hands:
        standings = out[-1].totals
    else:
        got = dict(db.execute(
            f"SELECT seat, total FROM hand_seats WHERE session_id = ? AND seat IN ({seats}) AND number = ?",
            (session_id, hands)).fetchall())
        standings = tuple(int(got.get(s, starting_chips)) for s in range(n))
    return ScoreboardPage(session_id, players, hands, first, tuple(out), standings)


def player_stats(db: sqlite3.Connection, name: str) -> PlayerStats:
    """A person's record, found by name (a computer of the same name is someone else)."""
    row = db.execute("SELECT id FROM profiles WHERE name = ? AND kind = 'person'", (name,)).fetchone()
    return PlayerStats(name) if row is None else profile_stats(db, int(row[0]))


def profile_stats(db: sqlite3.Connection, profile: int) -> PlayerStats:
    row = db.execute("SELECT name FROM profiles WHERE id = ?", (profile,)).fetchone()
    if row is None:
        return PlayerStats("")
    canonical = str(row[0])
    sessions = int(db.execute("SELECT count(DISTINCT session_id) FROM seats WHERE profile_id = ?",
                              (profile,)).fetchone()[0])
    hands, won, biggest = db.execute(
        "SELECT coalesce(sum(h.in_hand), 0), coalesce(sum(h.change), 0), max(h.change) FROM seats s "
        "JOIN hand_seats h ON h.session_id = s.session_id AND h.seat = s.seat WHERE s.profile_id = ?",
        (profile,)).fetchone()
    tallies = db.execute(
        "SELECT h.bid, sum(h.made = 1), sum(h.made = 0) FROM seats s "
        "JOIN hands h ON h.session_id = s.session_id AND h.bidder = s.seat "
        "WHERE s.profile_id = ? AND h.bid IS NOT NULL AND h.made IS NOT NULL GROUP BY h.bid", (profile,)
    ).fetchall()
    bids = {str(bid): BidTally(int(m), int(f)) for bid, m, f in
            sorted(tallies, key=lambda t: _BID_ORDER.get(str(t[0]), 1000))}
    naps = sum(t.made for b, t in bids.items() if b in FIVE_TRICK_BIDS)
    return PlayerStats(canonical, sessions, int(hands), int(won), bids, naps,
                       int(biggest) if biggest is not None and biggest > 0 else None)
