"""A session's snapshot: everything of a :class:`napdesk.engine.session.Session` but its history, as JSON-able
values (the store keeps the hands as records), and the session read back from one, checked value by value
(mixed into the session: :meth:`SessionSnapshots.snapshot`, :meth:`SessionSnapshots.from_snapshot`). A hand in
progress is rebuilt from its record by ``Session.resume_hand``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Self

from napdesk.engine.deal import FirstDealer, choose_first_dealer
from napdesk.engine.rules import Rules
from napdesk.engine.session_values import BegunHand, PoolShare, SessionError

__all__ = ["SNAPSHOT_FORMAT", "SessionSnapshots"]

SNAPSHOT_FORMAT: Final = "napdesk-session/1"


class SessionSnapshots:
    """The session's snapshot methods."""

    rules: Rules
    players: tuple[str, ...]
    seed: int
    first: FirstDealer | None
    first_dealer: int
    dealer: int
    chips: list[int]
    bought: list[int]
    out_after: list[int | None]
    pool: int
    pool_formed: bool
    hands_played: int
    deals: list[int]
    ending: bool
    tied: tuple[int, ...] | None
    over: bool
    pool_share: PoolShare | None
    next_rules: Rules | None
    _begun: BegunHand | None

    if TYPE_CHECKING:
        def __init__(self, rules: Rules, players: Sequence[str], seed: int,
                     first_dealer: int | None = None) -> None: ...
        def rules_refused(self, rules: Rules) -> str | None: ...

    def snapshot(self) -> dict[str, Any]:
        """Everything but the history, as JSON-able values (the store keeps the hands as records)."""
        snap = {
            "format": SNAPSHOT_FORMAT,
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "first_dealer_cut": self.first is not None,
            "dealer": self.dealer,
            "chips": list(self.chips),
            "bought": list(self.bought),
            "out_after": list(self.out_after),
            "out": [o is not None for o in self.out_after],
            "pool": self.pool,
            "pool_formed": self.pool_formed,
            "hands_played": self.hands_played,
            "deals": list(self.deals),
            "ending": self.ending,
            "tiebreak": None if self.tied is None else list(self.tied),
            "over": self.over,
            "pool_share": None if self.pool_share is None else self.pool_share.to_dict(),
            "hand": None if self._begun is None else self._begun.to_dict(),
        }
        if self.next_rules is not None:  # only while a change waits for the next hand
            snap["next_rules"] = self.next_rules.to_dict()
        return snap

    @classmethod
    def from_snapshot(cls, snap: Mapping[str, Any]) -> Self:
        """A session as :meth:`snapshot` left it (without history). A hand in progress is rebuilt with
        ``Session.resume_hand``. Raises :class:`SessionError` (a ValueError) for a snapshot it cannot read."""
        try:
            return cls._read_snapshot(snap)
        except SessionError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SessionError(f"unreadable session snapshot: {type(exc).__name__}: {exc}") from None

    @classmethod
    def _read_snapshot(cls, snap: Mapping[str, Any]) -> Self:
        if not isinstance(snap, Mapping):
            raise SessionError("a session snapshot must be a JSON object")
        if snap.get("format", SNAPSHOT_FORMAT) != SNAPSHOT_FORMAT:
            raise SessionError(f"unknown session format {snap.get('format')!r} (expected {SNAPSHOT_FORMAT})")
        rules = Rules.from_dict(snap["rules"])
        players = [str(p) for p in snap["players"]]
        n = len(players)
        self = cls(rules, players, snap["seed"], first_dealer=_int(snap["first_dealer"]))
        if snap.get("first_dealer_cut"):
            self.first = choose_first_dealer(rules, random.Random(f"napdesk:{self.seed}:first"))

        def seats_list(key: str, value: Any) -> list[Any]:
            if not isinstance(value, list) or len(value) != n:
                raise SessionError(f"snapshot {key}: expected a list of {n}")
            return value

        self.dealer = _seat(snap["dealer"], n)
        self.chips = [_int(c) for c in seats_list("chips", snap["chips"])]
        self.bought = [_int(c) for c in seats_list("bought", snap.get("bought", [0] * n))]
        outs = snap.get("out_after")
        if outs is None:
            outs = [0 if o else None for o in seats_list("out", snap.get("out", [False] * n))]
        self.out_after = [None if o is None else _int(o) for o in seats_list("out_after", outs)]
        self.pool = _int(snap["pool"])
        self.pool_formed = bool(snap["pool_formed"])
        self.hands_played = _int(snap["hands_played"])
        self.deals = [_int(c) for c in seats_list("deals", snap.get("deals", [0] * n))]
        self.ending = bool(snap.get("ending", False))
        tied = snap.get("tiebreak")
        self.tied = None if tied is None else tuple(_seat(s, n) for s in tied)
        self.over = bool(snap.get("over", False))
        share = snap.get("pool_share")
        if share is not None:
            self.pool_share = PoolShare(_int(share["total"]), _int(share["each"]),
                                        tuple(_seat(s, n) for s in share["among"]), _int(share["remainder"]))
        if snap.get("next_rules") is not None:
            self.next_rules = Rules.from_dict(snap["next_rules"])
            if self.rules_refused(self.next_rules) is not None:
                raise SessionError("snapshot next_rules: " + str(self.rules_refused(self.next_rules)))
        hand = snap.get("hand")
        if hand is not None:
            seats = tuple(_seat(s, n) for s in hand["seats"])
            k = len(seats)
            self._begun = BegunHand(
                number=_int(hand["number"]), seats=seats, dealer=_seat(hand["dealer"], n),
                antes=tuple(_int(a) for a in seats_list("hand antes", hand["antes"])),
                bought=tuple(_int(a) for a in seats_list("hand bought", hand.get("bought", [0] * n))),
                tiebreak=bool(hand.get("tiebreak", False)),
                rules=rules if k == n else rules.replace(players=k),
                pool=_int(hand.get("pool", self.pool)),
            )
            if self._begun.dealer not in seats:
                raise SessionError("snapshot hand: the dealer is not in the hand")
        return self


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SessionError(f"expected a whole number, not {value!r}")
    return value


def _seat(value: object, n: int) -> int:
    v = _int(value)
    if not 0 <= v < n:
        raise SessionError(f"{v} is not a seat of {n} players")
    return v
