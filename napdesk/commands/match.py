"""Playing a match between computer players, as ``napdesk simulate`` does, where a player's fault is its seat's.

A player's fault never ends the run: a claim the engine refuses is refused and the same player is asked again
without the claim (as at the table); an exception, an action outside ``view.legal`` or a decision past the slow
limit is logged (the seat, the entry and the view), counted for its entry, and the seat plays the intermediate
level's choice instead. With ``strict`` the first fault stops the match (:class:`MatchFault`).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import struct
import time
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from napdesk.ai import LEVELS, IntermediatePlayer, PlayerError, player_maker
from napdesk.ai.base import Player, RandomPlayer, has_hooks, tell_end, tell_start
from napdesk.commands.match_stats import PHASES, EntryStats, tally_hand
from napdesk.engine.actions import TAKE_WIDOW, Action, Bid, Claim, Play, action_to_record
from napdesk.engine.deal import Deal, SeededBits, deal_hand
from napdesk.engine.hand import OVER, PLAY, ClaimRefused, HandState, IllegalAction
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.view import View

__all__ = ["Block", "Entry", "MatchFault", "entries_from", "play_hands", "player_seeds", "slow_limit_ms"]

# Without a budget, a decision is a fault only past this; with one, past ten budgets and a second (a budget is
# a target, and a loaded machine stretches it: only a decision far over it is a player's fault).
SLOW_MS_WITHOUT_BUDGET = 30_000.0


_clock: Final = time.perf_counter


def slow_limit_ms(budget_ms: float | None) -> float:
    return SLOW_MS_WITHOUT_BUDGET if budget_ms is None else 10 * budget_ms + 1000


@dataclass(frozen=True)
class Entry:
    """One ``--seats`` entry: the name it is reported under and the player spec it is built from."""

    name: str
    spec: str


class MatchFault(Exception):
    """A player's fault in a strict match: what went wrong, where."""


def entries_from(specs: Sequence[str], names: Sequence[str] | None = None) -> list[Entry]:
    """Entries from seat specs (``NAME=SPEC`` names one) and optional names; a name used twice gets ``#2``…"""
    if names is not None and len(names) != len(specs):
        raise PlayerError(f"--names gives {len(names)} names for {len(specs)} seats")
    out: list[Entry] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(specs):
        spec = raw.strip()
        name = ""
        if "=" in spec:
            name, _, spec = (part.strip() for part in spec.partition("="))
        if names is not None:
            name = names[i].strip()
        if not spec:
            raise PlayerError(f"seat {i + 1} names no player")
        # a built-in level with its option ("expert:nosignals") keeps its whole spec; a plug-in its class name
        name = name or (spec if spec.partition(":")[0].lower() in LEVELS else spec.split(":")[-1])
        seen[name] = seen.get(name, 0) + 1
        if seen[name] > 1:
            name = f"{name}#{seen[name]}"
        out.append(Entry(name, spec))
    return out


def _phase(legal: Sequence[Action], first_lead: bool) -> str:
    """The kind of decision, for the timing figures: ``legal`` is the engine's, its plays first and a claim last;
    ``first_lead`` says no card has been played yet (:func:`_first_lead`, asked of the state: asking the view would
    make its tricks for nothing)."""
    if not legal or type(legal[0]) is not Play:
        return "bid"
    plays = len(legal) - (type(legal[-1]) is Claim)
    if plays == 1:
        return "forced"
    return "lead" if first_lead else "searched"


def _first_lead(state: HandState) -> bool:
    """No card has been played yet in the hand (for the timing figures: the opening lead is reported apart)."""
    return not state.tricks and not state.trick_cards


def _view_text(view: View) -> str:
    """The view, shortly, for the fault log: whose, which phase, its cards and what it could do."""
    return json.dumps({"seat": view.seat, "phase": view.phase, "hand": view.hand.strings(),
                       "trick": [str(c) for c in view.trick_cards],
                       "legal": [_legal_text(view.seat, a) for a in view.legal]})


def _legal_text(seat: int, action: Action) -> dict[str, Any]:
    """A legal action as a record writes it; taking the widow, whose discards are not chosen yet, as the store
    writes a pending take (``"widow": null``)."""
    return {"seat": seat, "widow": None} if action is TAKE_WIDOW else action_to_record(seat, action)


# Where a hand is in the match, (deal, rotation), for a fault's line: written out only for a fault (a match plays
# thousands of hands a second, nearly all without one).
Where = tuple[int, int]


def _where_text(where: Where) -> str:
    return f"deal {where[0]} rotation {where[1]}"


class _Seats:
    """The players of one match and what happens when one of them is at fault."""

    def __init__(self, entries: Sequence[Entry], makers: Sequence[Callable[[int], Player]],
                 budget_ms: float | None, strict: bool, log: list[str]) -> None:
        # Made once for a run of hands; each hand's players come from new_hand().
        self.makers = makers
        # The random level's players have no hooks (the class has none, and a player is a new instance of it):
        # a random match need not look for them at every hand, and plays its hands in _play_bare_hand.
        self.all_bare = all(make is RandomPlayer for make in makers)
        # Per entry: the random level, which reads only a view's legal actions, is given them alone, and no view
        # is made for it (a view per decision cost more than the random player's whole choice).
        self.bare = tuple(make is RandomPlayer for make in makers)
        self.players: list[Player] = []
        self.hooked = False
        self.sampling: tuple[bool, ...] = ()
        self.seeds: Sequence[int] = ()
        self._fallback: dict[int, IntermediatePlayer] = {}
        self.entries = entries
        self.budget_ms = budget_ms
        self.slow_s = slow_limit_ms(budget_ms) / 1000
        self.strict = strict
        self.log = log

    def new_hand(self, seeds: Sequence[int]) -> None:
        """The players of one hand: one object per entry, seeded apart."""
        if self.all_bare:  # every entry the random level: each player made by the class itself, in one map
            self.players = list(map(RandomPlayer, seeds))
        else:
            self.players = [make(seed) for make, seed in zip(self.makers, seeds, strict=True)]
        # Whether any player has a hand hook to be told of the hand's start and end (most have none).
        self.hooked = not self.all_bare and any(map(has_hooks, self.players))
        # Which players say what their last decision rested on (the expert's ``thinking.samples``).
        self.sampling = () if self.all_bare else tuple(hasattr(p, "thinking") for p in self.players)
        self.seeds = seeds
        if self._fallback:  # made at an entry's first fault (most never fault), seeded for its hand
            self._fallback = {}

    def fallback(self, e: int) -> IntermediatePlayer:
        """The intermediate level that plays for entry ``e`` after a fault, seeded as the entry is."""
        player = self._fallback.get(e)
        if player is None:
            player = self._fallback[e] = IntermediatePlayer(self.seeds[e])
        return player

    def fault(self, stats: EntryStats, kind: str, where: Where, e: int, view: View, detail: str) -> None:
        stats.faults[kind] += 1
        line = f"{_where_text(where)} seat {view.seat} ({self.entries[e].name}): {kind}: {detail}"
        if self.strict:
            raise MatchFault(line)
        self.log.append(f"napdesk simulate: fault: {line}; view {_view_text(view)}")

    def tell(self, start: bool, e: int, seat: int, state: HandState, stats: EntryStats, where: Where) -> None:
        """Tell the entry's player the hand starts (``start_hand``) or is over (``end_hand``, with the seat's last
        view), if it has that hook. The hook's exception is the player's fault, and the hand goes on."""
        player = self.players[e]
        try:
            if start:
                tell_start(player, state.rules, seat, self.budget_ms)
            else:
                tell_end(player, state.view(seat))
        except Exception as exc:
            self.fault(stats, "exception", where, e, state.view(seat), f"{type(exc).__name__}: {exc}")

    def failed(self, e: int, view: View, stats: EntryStats, where: Where, state: HandState, seconds: float,
               exc: Exception) -> Action:
        """The intermediate level's action for ``view``, the entry's player having raised ``exc`` after
        ``seconds``."""
        stats.decision(_phase(view.legal, _first_lead(state)), seconds)
        self.fault(stats, "exception", where, e, view, f"{type(exc).__name__}: {exc}")
        return self.fallback(e).choose(view)

    def judged(self, e: int, view: View, stats: EntryStats, where: Where, action: Action, seconds: float) -> Action:
        """The entry's ``action`` if it is sound (one of ``view.legal``, chosen within the slow limit), else the
        intermediate level's: the match's loop asks only of an action it did not find at once among the legal
        ones, or of a slow one."""
        if action not in view.legal:
            self.fault(stats, "illegal", where, e, view, f"{action!r} is not a legal action")
            return self.fallback(e).choose(view)
        if seconds > self.slow_s:
            self.fault(stats, "slow", where, e, view, f"{seconds * 1000:.0f} ms for one decision "
                       f"(limit {self.slow_s * 1000:.0f} ms)")
            return self.fallback(e).choose(view)
        return action


def _play_hand(state: HandState, seats: _Seats, entry_at: Sequence[int], stats: Sequence[EntryStats],
               times: Sequence[dict[str, array[float]]], where: Where, refused: bool = False) -> None:
    """Play the hand to its end: each decision the entry's, timed and checked (``times``: each entry's
    ``stats.times``), a fault's the intermediate level's instead. ``refused``: the seat to move has just had a
    claim refused (:func:`_play_bare_hand` hands such a hand over here)."""
    if seats.hooked:
        for seat in state.order:
            e = entry_at[seat]
            seats.tell(True, e, seat, state, stats[e], where)
    # This loop is the match, millions of decisions in a fast one: what it needs is looked up once, and a sound
    # decision (nearly every one) is timed, counted and checked here, not in a method of its own.
    view_of, legal_of, apply, clock = state.view, state.legal_tuple, state.apply, _clock
    players: Sequence[Any] = seats.players  # the bare entries' are RandomPlayers
    bare, sampling, slow_s = seats.bare, seats.sampling, seats.slow_s
    # refused: the seat's claim was just refused, and it is asked again without the claim
    while state.outcome is None:
        seat = state.to_move
        e = entry_at[seat]
        view: View | None = None
        if bare[e]:
            legal: Sequence[Action] = legal_of()
            if refused:
                legal = [a for a in legal if not isinstance(a, Claim)]
        else:
            view = view_of(seat)
            if refused:
                view = dataclasses.replace(view, legal=tuple(a for a in view.legal if not isinstance(a, Claim)))
            legal = view.legal
        t0 = clock()
        try:
            action = players[e].choose(view) if view is not None else players[e].choose_from(legal)
        except Exception as exc:
            view = view if view is not None else _shown(state, seat, legal)
            action = seats.failed(e, view, stats[e], where, state, clock() - t0, exc)
        else:
            seconds = clock() - t0
            # The kind of decision, _phase(legal, _first_lead(state)) written out; whether no card has been played
            # yet is asked only of a choice between cards.
            if not legal or type(legal[0]) is not Play:
                phase = "bid"
            elif len(legal) - (type(legal[-1]) is Claim) == 1:
                phase = "forced"
            else:
                phase = "lead" if not state.tricks and not state.trick_cards else "searched"
            times[e][phase].append(seconds)
            if sampling and sampling[e] and phase != "forced":
                # The sampled deals it rested on: on a loaded machine a wall-clock budget buys fewer, and the
                # JSON says so rather than report a weaker player as the same one.
                stats[e].samples.append(int(getattr(getattr(players[e], "thinking", None), "samples", 0) or 0))
            # Sound if in time and one of the legal actions: the random level's is, it picks one of those it was
            # given by its place; any other's is looked for (_listed).
            if seconds > slow_s or not (bare[e] or _listed(action, legal)):
                view = view if view is not None else _shown(state, seat, legal)
                action = seats.judged(e, view, stats[e], where, action, seconds)
        try:
            apply(action)
        except ClaimRefused:
            # Refused as at the table: the claim is not made, and the same player plays on without it.
            seats.fault(stats[e], "claim_refused", where, e, view if view is not None else _shown(state, seat, legal),
                        "the defence could beat the claim")
            refused = True
            continue
        except IllegalAction as exc:  # view.legal promised it: the engine's fault, not the player's
            raise _own_refused(where, action, exc) from None
        refused = False
    if seats.hooked:
        for seat in state.order:
            e = entry_at[seat]
            seats.tell(False, e, seat, state, stats[e], where)


# A seat's time arrays' appends, one tuple per kind of decision (PHASES' order), each indexed by seat: made once
# per rotation of a run of hands, for _play_bare_hand.
SeatTimes = tuple[Sequence[Callable[[float], None]], ...]


def _seat_times(entry_at: Sequence[int], times: Sequence[dict[str, array[float]]]) -> SeatTimes:
    return tuple([times[e][phase].append for e in entry_at] for phase in PHASES)


def _play_bare_hand(state: HandState, seats: _Seats, entry_at: Sequence[int], stats: Sequence[EntryStats],
                    times: Sequence[dict[str, array[float]]], seat_times: SeatTimes, where: Where) -> None:
    """:func:`_play_hand` for a table of the random level alone (``seats.all_bare``): each player given its legal
    actions alone and nothing to be told or read back, so a decision is only asked, timed and counted, and these
    loops do no more. The kind of a decision follows from where the hand is: every one before the play is a bid
    (an exchange, a peep, the widow and the peep discard too), the first card of the play is the lead, and a card
    is forced when it is the only one. A fault is handled as _play_hand handles it; after a refused claim (a
    fault's stand-in may claim) the rest of the hand is _play_hand's."""
    players: Sequence[Any] = seats.players  # RandomPlayers
    choose = [players[e].choose_from for e in entry_at]  # by seat
    bid_times, forced_times, lead_times, searched_times = seat_times
    legal_of, apply, clock, slow_s = state.legal_tuple, state.apply, _clock, seats.slow_s
    phase = state.phase
    while phase is not PLAY:  # the auction
        if phase is OVER:  # thrown in
            return
        seat = state.to_move
        legal = legal_of()
        t0 = clock()
        try:
            action = choose[seat](legal)
        except Exception as exc:
            action = _bare_failed(state, seats, seat, entry_at[seat], legal, stats, where, t0, exc)
        else:
            seconds = clock() - t0
            bid_times[seat](seconds)
            if seconds > slow_s:
                action = _bare_slow(state, seats, seat, entry_at[seat], legal, stats, where, action, seconds)
        try:
            apply(action)
        except IllegalAction as exc:  # the engine's own legal action (a claim is refused only in the play)
            raise _own_refused(where, action, exc) from None
        phase = state.phase
    unforced = lead_times  # the first card of the play is the hand's lead, any later one a "searched" card
    while state.outcome is None:
        seat = state.to_move
        legal = legal_of()
        t0 = clock()
        try:
            action = choose[seat](legal)
        except Exception as exc:
            action = _bare_failed(state, seats, seat, entry_at[seat], legal, stats, where, t0, exc)
        else:
            seconds = clock() - t0
            # forced: one card to choose from, the legal actions less a claim, which the engine lists last (more
            # than two actions, as most are, hold two cards at least: no type to ask)
            if len(legal) > 2 or len(legal) - (type(legal[-1]) is Claim) != 1:
                unforced[seat](seconds)
            else:
                forced_times[seat](seconds)
            if seconds > slow_s:
                action = _bare_slow(state, seats, seat, entry_at[seat], legal, stats, where, action, seconds)
        try:
            apply(action)
        except ClaimRefused:
            e = entry_at[seat]
            seats.fault(stats[e], "claim_refused", where, e, _shown(state, seat, legal),
                        "the defence could beat the claim")
            _play_hand(state, seats, entry_at, stats, times, where, refused=True)
            return
        except IllegalAction as exc:
            raise _own_refused(where, action, exc) from None
        unforced = searched_times


def _bare_failed(state: HandState, seats: _Seats, seat: int, e: int, legal: Sequence[Action],
                 stats: Sequence[EntryStats], where: Where, t0: float, exc: Exception) -> Action:
    """A bare entry's player raised ``exc``: the fault, as _play_hand takes it."""
    view = _shown(state, seat, legal)
    return seats.failed(e, view, stats[e], where, state, _clock() - t0, exc)


def _bare_slow(state: HandState, seats: _Seats, seat: int, e: int, legal: Sequence[Action],
               stats: Sequence[EntryStats], where: Where, action: Action, seconds: float) -> Action:
    """A bare entry's decision over the slow limit: judged, as _play_hand judges it."""
    return seats.judged(e, _shown(state, seat, legal), stats[e], where, action, seconds)


def _own_refused(where: Where, action: Action, exc: IllegalAction) -> AssertionError:
    return AssertionError(f"{_where_text(where)}: the engine refused its own legal action {action!r}: {exc}")


def _listed(action: Action, legal: Sequence[Action]) -> bool:
    """Whether ``action`` is one of ``legal``, looked for by identity: the engine's actions are interned, and
    ``in`` would compare a dataclass with each one before it."""
    return any(a is action for a in legal)


def _shown(state: HandState, seat: int, legal: Sequence[Action]) -> View:
    """The view of a bare entry's decision, for a fault's log and the player put in its place: the state's view
    now (a decision changes nothing), with the legal actions the entry was given."""
    view = state.view(seat)
    return view if len(view.legal) == len(legal) else dataclasses.replace(view, legal=tuple(legal))


@dataclass
class Block:
    """What playing a run of deals gave: each entry's figures, the records and fault lines in order, in a strict
    match the fault that stopped it, and the CPU seconds it took (for bench/tournament.py's balance figure)."""

    stats: list[EntryStats]
    records: list[str] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)
    hands: int = 0
    stopped: str | None = None
    cpu_s: float = 0.0


def player_seeds(seed: int, deal: int, entries: int) -> list[int]:
    """The seeds of the entries' players for one deal: the same whichever process plays the deal (one hash for
    them all, not a seeded Random: they are asked for every deal, and a fast match plays thousands a second)."""
    digest = hashlib.blake2b(f"napdesk-simulate-players:{seed}:{deal}".encode(), digest_size=4 * entries).digest()
    # Each entry's four bytes as a big-endian word, read in one call (a slice and an int.from_bytes each cost
    # more than the hash)
    return [word >> 2 for word in _words(entries).unpack(digest)]


@functools.cache
def _words(count: int) -> struct.Struct:
    return struct.Struct(f">{count}I")


def play_hands(rules: Rules, entries: Sequence[Entry], hands: range, seed: int, duplicate: bool, records: bool,
               budget_ms: float | None, strict: bool, on_hand: Callable[[], None] | None = None,
               stop: Callable[[], bool] | None = None) -> Block:
    """Play hands ``hands`` of the match: hand ``h`` is deal ``h // rotations`` in rotation ``h % rotations`` (one
    rotation without ``duplicate``). Each hand has players of its own, seeded from (seed, deal, entry), so that a
    hand plays the same however the hands are cut up and whichever process plays it. ``stop`` is asked before each
    hand: once it says so, the block holds the hands finished until then."""
    cpu = time.process_time()
    n = rules.players
    names = [e.name for e in entries]
    out = Block([EntryStats(e.name, e.spec) for e in entries])
    rotations = n if duplicate else 1
    dealt: tuple[int, Deal] | None = None
    seats = _Seats(entries, [player_maker(e.spec) for e in entries], budget_ms, strict, out.faults)
    entries_at = [[(s - r) % n for s in range(n)] for r in range(rotations)]  # per rotation: seat -> entry
    stats = out.stats
    times = [s.times for s in stats]
    seat_times = [_seat_times(entry_at, times) for entry_at in entries_at] if seats.all_bare else None
    count = len(entries)
    for h in hands:
        if stop is not None and stop():
            break
        i, r = divmod(h, rotations) if duplicate else (h, 0)
        dealer = i % n
        if dealt is None or dealt[0] != i:  # a deal's rotations mostly come in one run: deal it once
            dealt = (i, deal_hand(rules, dealer, SeededBits(f"napdesk-simulate:{seed}:{i}")))
        seats.new_hand(player_seeds(seed, i, count))
        entry_at = entries_at[r]
        state = HandState(rules, dealer, dealt[1])
        try:
            if seat_times is not None:
                _play_bare_hand(state, seats, entry_at, stats, times, seat_times[r], (i, r))
            else:
                _play_hand(state, seats, entry_at, stats, times, (i, r))
        except MatchFault as exc:
            out.stopped = str(exc)
            out.cpu_s = time.process_time() - cpu
            return out
        _tally(state, entry_at, stats, i)
        if records:
            doc = record_of(state, [names[entry_at[s]] for s in range(n)])
            doc["match"] = _match_part(state, i, r, entry_at)
            out.records.append(json.dumps(doc))
        out.hands += 1
        if on_hand is not None:
            on_hand()
    out.cpu_s = time.process_time() - cpu
    return out


def _tally(state: HandState, entry_at: Sequence[int], stats: Sequence[EntryStats], deal: int) -> None:
    outcome = state.outcome
    assert outcome is not None
    bidder = state.bidder if outcome.made is not None else None
    tally_hand(stats, entry_at, deal, bidder, state.order, outcome.settlement)
    if bidder is not None and state.contract is not None and outcome.made is not None:
        stats[entry_at[bidder]].bid(state.contract.name, outcome.made)


def _match_part(state: HandState, deal: int, rotation: int, entry_at: Sequence[int]) -> dict[str, Any]:
    """What a record of ``simulate --records`` says of its place in the match (docs/bots.md)."""
    outcome = state.outcome
    assert outcome is not None
    contract: Bid | None = state.contract
    return {"deal": deal, "rotation": rotation, "entries": list(entry_at),
            "outcome": {"contract": None if contract is None or outcome.made is None
                        else {"seat": state.bidder, "bid": contract.name},
                        "made": outcome.made, "reason": outcome.reason,
                        "settlement": list(outcome.settlement)}}
