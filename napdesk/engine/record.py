"""The napdesk hand record (``napdesk-hand/1``): reading, writing and replaying one hand (docs/hand-record.md)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeGuard

from napdesk.engine.actions import TAKE_WIDOW, Action, ActionError, Bid, Play, action_from_record, action_to_record
from napdesk.engine.cards import SUITS, Card, CardError, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import ClaimRefused, DealError, HandState, IllegalAction
from napdesk.engine.rules import RuleError, Rules

FORMAT: Final = "napdesk-hand/1"
# The most text one record may take: a hand of seven players and seven cards, every rule key written out and
# long names, is some kilobytes; anything near this is not a hand, and refusing it before it is read keeps a
# damaged or hostile file from taking seconds and gigabytes.
MAX_RECORD_BYTES: Final = 1 << 20


def most_actions(rules: Rules) -> int:
    """The most actions one hand under ``rules`` can hold: each active seat exchanges, peeps, speaks (taking
    the widow is his turn to speak) and plays every card; one discard and one claim."""
    return rules.players * (3 + rules.hand_size) + 2


class RecordError(ValueError):
    """A record napdesk refuses. ``index`` counts actions from 1; 0 is the rules, players, dealer, pool or deal."""

    def __init__(self, index: int, reason: str, seat: int | None = None, action: Action | None = None) -> None:
        self.index = index
        self.reason = reason
        self.seat = seat
        self.action = action
        super().__init__(self.describe())

    def describe(self) -> str:
        if self.index == 0:
            return f"action 0: {self.reason}"
        if self.seat is None:
            return f"action {self.index}: {self.reason}"
        what = f" {_said(self.action)}" if self.action is not None else ""
        return f"action {self.index} (seat {self.seat}{what}): {self.reason}"


def _said(action: Action) -> str:
    """An action as the record says it: ``play 9S``, ``bid 3``, ``pass`` (a bare ``3`` would be unreadable)."""
    if isinstance(action, Bid) and not action.is_pass:
        return f"bid {action}"
    return str(action)


@dataclass(frozen=True)
class HandRecord:
    rules: Rules
    players: tuple[str, ...]
    dealer: int
    pool: int
    deal: Deal
    actions: tuple[tuple[int, Action], ...]

    def start(self) -> HandState:
        """The hand as dealt, before any action."""
        try:
            return HandState(self.rules, self.dealer, self.deal, self.pool)
        except DealError as exc:
            raise RecordError(0, f"deal: {exc}") from None

    def replay(self) -> HandState:
        """Apply every action in turn; raise :class:`RecordError` at the first that is not legal."""
        state = self.start()
        for i, (seat, action) in enumerate(self.actions, start=1):
            if state.is_over:
                raise RecordError(i, "the hand is already over", seat, action)
            if seat != state.to_move:
                raise RecordError(i, f"not seat {seat}'s turn: seat {state.to_move} is to act", seat, action)
            try:
                state.apply(action)
            except ClaimRefused as exc:
                raise RecordError(i, exc.reason, seat, action) from None
            except IllegalAction as exc:
                raise RecordError(i, exc.reason, seat, action) from None
        return state


def _fault(part: str, reason: str) -> RecordError:
    return RecordError(0, f"{part}: {reason}")


def _card_list(value: object, part: str) -> list[Card]:
    if not isinstance(value, list):
        raise _fault(part, f"expected a list of cards, not {json.dumps(value)}")
    try:
        return [Card.parse(v) for v in value]
    except CardError as exc:
        raise _fault(part, str(exc)) from None


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_record(data: object) -> HandRecord:
    """Check a decoded JSON document's form (not yet its actions' legality) and read it."""
    if not isinstance(data, dict):
        raise _fault("record", "a hand record must be a JSON object")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise _fault("format", f"unknown format {json.dumps(fmt)} (expected {FORMAT})")
    # "match": where `napdesk simulate --records` played the hand (deal, rotation, entries, outcome); replay
    # checks only that it is an object, since the hand itself is what the rest of the record says.
    known = {"format", "rules", "players", "dealer", "pool", "deal", "actions", "match"}
    extra = sorted(set(data) - known)
    if extra:
        raise _fault("record", f"unknown field {extra[0]!r}")
    if not isinstance(data.get("match", {}), dict):
        raise _fault("match", "expected an object")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _fault("players", "expected a list of names")
    raw_rules = data.get("rules", {"preset": "standard"})
    if not isinstance(raw_rules, dict):
        raise _fault("rules", "expected an object: a preset name plus any keys that differ")
    if "players" not in raw_rules:
        raw_rules = {**raw_rules, "players": len(players)}
    try:
        rules = Rules.from_dict(raw_rules)
    except RuleError as exc:
        raise _fault("rules", str(exc)) from None
    if len(players) != rules.players:
        raise _fault("players", f"{len(players)} names for a {rules.players}-player game")
    dealer = data.get("dealer")
    if not _whole(dealer) or not 0 <= dealer < rules.players:
        raise _fault("dealer", f"expected a seat from 0 to {rules.players - 1}, not {json.dumps(dealer)}")
    pool = data.get("pool", 0)
    if not _whole(pool) or pool < 0:
        raise _fault("pool", f"expected a whole number of chips, not {json.dumps(pool)}")
    if pool and not rules.pool:
        raise _fault("pool", f"{pool} chips in the pool, but the rules have no pool (pool is off)")
    deal = data.get("deal")
    if not isinstance(deal, dict) or not isinstance(deal.get("hands"), list):
        raise _fault("deal", "expected an object with hands")
    extra = sorted(set(deal) - {"hands", "widow", "stock"})
    if extra:
        raise _fault("deal", f"unknown field {extra[0]!r}")
    hands = []
    for seat, h in enumerate(deal["hands"]):
        cards = _card_list(h, f"deal: hand of seat {seat}")
        if len(set(cards)) != len(cards):
            raise _fault("deal", f"seat {seat}'s hand names a card twice")
        hands.append(CardSet(cards))
    widow = _card_list(deal.get("widow", []), "deal: widow")
    stock = _card_list(deal.get("stock", []), "deal: stock")
    if len(set(widow)) != len(widow):
        raise _fault("deal", "the widow names a card twice")
    the_deal = Deal(hands=tuple(hands), widow=CardSet(widow), stock=tuple(stock))
    actions_raw = data.get("actions", [])
    if not isinstance(actions_raw, list):
        raise _fault("actions", "expected a list")
    most = most_actions(rules)
    if len(actions_raw) > most:  # refused before a single action is read
        raise _fault("actions", f"{len(actions_raw)} actions: a hand under these rules holds at most {most}")
    actions = []
    for i, entry in enumerate(actions_raw, start=1):
        try:
            actions.append(action_from_record(entry))
        except ActionError as exc:
            said = entry.get("seat") if isinstance(entry, dict) else None
            raise RecordError(i, str(exc), said if _whole(said) else None) from None
    return HandRecord(rules, tuple(players), dealer, pool, the_deal, tuple(actions))


def load_record(text: str) -> HandRecord:
    if len(text) > MAX_RECORD_BYTES:  # characters: at least as many bytes, so a text this long is too big
        raise _fault("record", f"too long for a hand record (more than {MAX_RECORD_BYTES:,} bytes)")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fault("record", f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise _fault("record", "not a record: JSON nested too deeply") from None
    except ValueError:  # json.loads refuses an integer of more than 4300 digits with a plain ValueError
        raise _fault("record", "not a record: a number in it is too long") from None
    return parse_record(data)


def record_of(state: HandState, players: Sequence[str]) -> dict[str, Any]:
    """The record of a hand as played so far, every rule key resolved."""
    deal = state.deal
    doc: dict[str, Any] = {
        "format": FORMAT,
        "rules": state.rules.to_dict(),
        "players": list(players),
        "dealer": state.dealer,
        "pool": state.pool_before,
        "deal": {
            "hands": [h.strings() for h in deal.hands],
            "widow": deal.widow.strings(),
            "stock": [str(c) for c in deal.stock],
        },
        "actions": [action_to_record(seat, a) for seat, a in state.history],
    }
    return doc


def summary(state: HandState) -> dict[str, Any]:
    """What ``napdesk replay --json`` prints for a hand (docs/hand-record.md, Replaying)."""
    tricks: list[dict[str, Any]] = [
        {"leader": t.leader, "cards": [str(c) for c in t.cards], "winner": t.winner} for t in state.tricks
    ]
    if state.trick_cards:
        tricks.append({"leader": state.leader, "cards": [str(c) for c in state.trick_cards], "winner": None})
    outcome = state.outcome
    out: dict[str, Any] = {"complete": outcome is not None}
    if outcome is None:
        out["to_move"] = state.to_move
        out["legal"] = legal_records(state)
    contract = state.contract
    thrown_in = outcome is not None and outcome.reason == "thrown_in"
    out["contract"] = None if contract is None or thrown_in else {"seat": state.bidder, "bid": contract.name}
    out["trump"] = None if state.trump is None else SUITS[state.trump]
    out["tricks"] = tricks
    out["bidder_tricks"] = None if contract is None else state.bidder_tricks
    out["made"] = None if outcome is None else outcome.made
    out["settlement"] = list(outcome.settlement) if outcome else list(state.fees)
    out["pool"] = {"before": state.pool_before, "after": outcome.pool_after if outcome else state.pool}
    return out


def legal_records(state: HandState) -> list[dict[str, Any]]:
    """The legal actions in record form; taking the widow is one entry per choice of discards."""
    seat = state.to_move
    actions = state.legal_actions()
    if TAKE_WIDOW in actions:
        taken = state.copy()
        taken.apply(TAKE_WIDOW)
        actions = [a for a in actions if a is not TAKE_WIDOW] + taken.legal_actions()
    legal = [action_to_record(seat, a) for a in actions]
    return sorted(legal, key=json.dumps)


def describe_hand(state: HandState, players: Sequence[str]) -> list[str]:
    """A plain account of a hand, one line per event: what ``napdesk replay`` prints without ``--json``."""
    def who(seat: int) -> str:
        return f"{players[seat]} (seat {seat})"

    lines = [f"{state.rules.players} players, {who(state.dealer)} deals; rules: {state.rules.preset}"
             + "".join(f", {k}={v}" for k, v in state.rules.overrides().items())]
    for seat, action in state.history:
        if isinstance(action, Bid):
            lines.append(f"  {who(seat)}: {'passes' if action.is_pass else 'bids ' + action.label}")
        elif not isinstance(action, Play):
            lines.append(f"  {who(seat)}: {action}")
    for n, t in enumerate(state.tricks, start=1):
        cards = ", ".join(str(c) for c in t.cards)
        lines.append(f"  trick {n}: {cards} (led by {players[t.leader]}) won by {players[t.winner or 0]}")
    if state.trick_cards:
        lines.append(f"  trick {len(state.tricks) + 1} so far: {', '.join(str(c) for c in state.trick_cards)}")
    outcome = state.outcome
    if outcome is None:
        lines.append(f"  incomplete: {who(state.to_move)} to act")
        return lines
    if outcome.made is None:
        lines.append("  all passed: the hand is thrown in")
    else:
        assert state.contract is not None and state.bidder is not None
        verdict = "made" if outcome.made else "lost"
        how = {"claim": " on a claim", "revoke": f" by a revoke of {players[outcome.revoker or 0]}"}
        trump = "no trumps" if state.trump is None else f"trumps {SUITS[state.trump]}"
        lines.append(f"  {who(state.bidder)} bid {state.contract.label}, {trump}: {verdict}"
                     f"{how.get(outcome.reason, '')}, {state.bidder_tricks} tricks")
    pays = ", ".join(f"{players[s]} {v:+d}" for s, v in enumerate(outcome.settlement))
    lines.append(f"  settlement: {pays}; pool {state.pool_before} -> {outcome.pool_after}")
    return lines
