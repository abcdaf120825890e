"""The napdesk hand record (``napdesk-hand/1``): reading, writing and replaying one hand (docs/hand-record.md)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any, Final, TypeGuard

from napdesk.engine.actions import (
    TAKE_WIDOW,
    Action,
    ActionError,
    ActionFault,
    Bid,
    Play,
    action_from_record,
    action_to_record,
)
from napdesk.engine.cards import SUITS, Card, CardError, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import DealError, HandState
from napdesk.engine.replaying import ReplayError, ReplayFault, replay_onto
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


class RecordFault(Enum):
    """Why napdesk refuses a record, each code with its English as its value: the command line's words after
    "action 0: " (docs/hand-record.md); the UI translates the code and fills in the facts. A fact is a number, a
    field's name, the file's own text (``value``: a card or a number as the record wrote it), or a nested error
    with a code of its own (``error``: a RuleError, a DealError, an IllegalAction)."""

    # the file as a whole
    TOO_LONG = "record: too long for a hand record (more than {limit:,} bytes)"
    NOT_JSON = "record: not JSON: {error} at line {line} column {column}"  # error: the JSON parser's own words
    TOO_DEEP = "record: not a record: JSON nested too deeply"
    NUMBER_TOO_LONG = "record: not a record: a number in it is too long"
    NOT_AN_OBJECT = "record: a hand record must be a JSON object"
    UNKNOWN_FORMAT = "format: unknown format {value} (expected napdesk-hand/1)"
    UNKNOWN_FIELD = "record: unknown field {field!r}"
    MATCH_NOT_OBJECT = "match: expected an object"
    # reading the file (the command line's own steps)
    CANNOT_READ_FILE = "cannot read the file: {error}"  # error: the operating system's own words
    NOT_UTF8 = "not a UTF-8 text file (byte {byte} cannot be read)"
    FILE_TOO_LONG = "too long for a hand record (more than {limit:,} bytes)"
    # rules, players, dealer, pool
    PLAYERS_NOT_NAMES = "players: expected a list of names"
    RULES_NOT_OBJECT = "rules: expected an object: a preset name plus any keys that differ"
    RULES = "rules: {error}"
    PLAYER_COUNT = "players: {names} names for a {players}-player game"
    DEALER_NOT_A_SEAT = "dealer: expected a seat from 0 to {last}, not {value}"
    POOL_NOT_WHOLE = "pool: expected a whole number of chips, not {value}"
    NO_POOL = "pool: {pool} chips in the pool, but the rules have no pool (pool is off)"
    # the deal
    DEAL_NOT_OBJECT = "deal: expected an object with hands"
    DEAL_UNKNOWN_FIELD = "deal: unknown field {field!r}"
    HAND_NOT_A_LIST = "deal: hand of seat {seat}: expected a list of cards, not {value}"
    HAND_NOT_A_CARD = "deal: hand of seat {seat}: not a card: {value!r}"
    HAND_TWICE = "deal: seat {seat}'s hand names a card twice"
    WIDOW_NOT_A_LIST = "deal: widow: expected a list of cards, not {value}"
    WIDOW_NOT_A_CARD = "deal: widow: not a card: {value!r}"
    WIDOW_TWICE = "deal: the widow names a card twice"
    STOCK_NOT_A_LIST = "deal: stock: expected a list of cards, not {value}"
    STOCK_NOT_A_CARD = "deal: stock: not a card: {value!r}"
    DEAL = "deal: {error}"
    # the actions as written
    ACTIONS_NOT_A_LIST = "actions: expected a list"
    TOO_MANY_ACTIONS = "actions: {actions} actions: a hand under these rules holds at most {most}"
    # (an action that cannot be read: the action reader's own ActionFault)
    # replaying them
    HAND_OVER = ReplayFault.HAND_OVER.value
    NOT_THE_TURN = ReplayFault.NOT_THE_TURN.value
    REFUSED = ReplayFault.REFUSED.value  # error: the engine's IllegalAction (its own code)


Facts = Mapping[str, object]
NO_FACTS: Final[Facts] = MappingProxyType({})


class RecordError(ValueError):
    """A record napdesk refuses: the ``fault`` and its ``facts``. ``index`` counts actions from 1; 0 is the rules,
    players, dealer, pool or deal. ``reason`` is the fault's English, ``describe()`` the command line's line."""

    def __init__(self, index: int, fault: RecordFault | ActionFault, facts: Facts = NO_FACTS,
                 seat: int | None = None, action: Action | None = None) -> None:
        self.index = index
        self.fault = fault
        self.facts = MappingProxyType(dict(facts))
        self.seat = seat
        self.action = action
        super().__init__(self.describe())

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled by its code and facts (a worker process's error reaches the parent whole)."""
        return type(self), (self.index, self.fault, dict(self.facts), self.seat, self.action)

    @property
    def reason(self) -> str:
        return self.fault.value.format_map(self.facts)

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
            raise _fault(RecordFault.DEAL, error=exc) from None

    def replay(self, each: Callable[[HandState], object] | None = None) -> HandState:
        """Apply every action in turn (``each(state)`` after each one); raise :class:`RecordError` at the first
        that cannot be taken."""
        state = self.start()
        try:
            return replay_onto(state, self.actions, each=each)
        except ReplayError as exc:
            raise RecordError(exc.index, RecordFault[exc.fault.name], exc.facts, exc.seat, exc.action) from None


def _fault(fault: RecordFault, **facts: object) -> RecordError:
    return RecordError(0, fault, facts)


def _card_list(value: object, faults: tuple[RecordFault, RecordFault], **facts: object) -> list[Card]:
    """The cards of a list; else the first of ``faults`` (not a list) or the second (a value not a card)."""
    if not isinstance(value, list):
        raise _fault(faults[0], value=json.dumps(value), **facts)
    cards = []
    for v in value:
        try:
            cards.append(Card.parse(v))
        except CardError:
            raise _fault(faults[1], value=v, **facts) from None
    return cards


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_record(data: object) -> HandRecord:
    """Check a decoded JSON document's form (not yet its actions' legality) and read it."""
    if not isinstance(data, dict):
        raise _fault(RecordFault.NOT_AN_OBJECT)
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise _fault(RecordFault.UNKNOWN_FORMAT, value=json.dumps(fmt))
    # "match": where `napdesk simulate --records` played the hand (deal, rotation, entries, outcome); replay
    # checks only that it is an object, since the hand itself is what the rest of the record says.
    known = {"format", "rules", "players", "dealer", "pool", "deal", "actions", "match"}
    extra = sorted(set(data) - known)
    if extra:
        raise _fault(RecordFault.UNKNOWN_FIELD, field=extra[0])
    if not isinstance(data.get("match", {}), dict):
        raise _fault(RecordFault.MATCH_NOT_OBJECT)
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _fault(RecordFault.PLAYERS_NOT_NAMES)
    raw_rules = data.get("rules", {"preset": "standard"})
    if not isinstance(raw_rules, dict):
        raise _fault(RecordFault.RULES_NOT_OBJECT)
    if "players" not in raw_rules:
        raw_rules = {**raw_rules, "players": len(players)}
    try:
        rules = Rules.from_dict(raw_rules)
    except RuleError as exc:
        raise _fault(RecordFault.RULES, error=exc) from None
    if len(players) != rules.players:
        raise _fault(RecordFault.PLAYER_COUNT, names=len(players), players=rules.players)
    dealer = data.get("dealer")
    if not _whole(dealer) or not 0 <= dealer < rules.players:
        raise _fault(RecordFault.DEALER_NOT_A_SEAT, last=rules.players - 1, value=json.dumps(dealer))
    pool = data.get("pool", 0)
    if not _whole(pool) or pool < 0:
        raise _fault(RecordFault.POOL_NOT_WHOLE, value=json.dumps(pool))
    if pool and not rules.pool:
        raise _fault(RecordFault.NO_POOL, pool=pool)
    deal = data.get("deal")
    if not isinstance(deal, dict) or not isinstance(deal.get("hands"), list):
        raise _fault(RecordFault.DEAL_NOT_OBJECT)
    extra = sorted(set(deal) - {"hands", "widow", "stock"})
    if extra:
        raise _fault(RecordFault.DEAL_UNKNOWN_FIELD, field=extra[0])
    hands = []
    for seat, h in enumerate(deal["hands"]):
        cards = _card_list(h, (RecordFault.HAND_NOT_A_LIST, RecordFault.HAND_NOT_A_CARD), seat=seat)
        if len(set(cards)) != len(cards):
            raise _fault(RecordFault.HAND_TWICE, seat=seat)
        hands.append(CardSet(cards))
    widow = _card_list(deal.get("widow", []), (RecordFault.WIDOW_NOT_A_LIST, RecordFault.WIDOW_NOT_A_CARD))
    stock = _card_list(deal.get("stock", []), (RecordFault.STOCK_NOT_A_LIST, RecordFault.STOCK_NOT_A_CARD))
    if len(set(widow)) != len(widow):
        raise _fault(RecordFault.WIDOW_TWICE)
    the_deal = Deal(hands=tuple(hands), widow=CardSet(widow), stock=tuple(stock))
    actions_raw = data.get("actions", [])
    if not isinstance(actions_raw, list):
        raise _fault(RecordFault.ACTIONS_NOT_A_LIST)
    most = most_actions(rules)
    if len(actions_raw) > most:  # refused before a single action is read
        raise _fault(RecordFault.TOO_MANY_ACTIONS, actions=len(actions_raw), most=most)
    actions = []
    for i, entry in enumerate(actions_raw, start=1):
        try:
            actions.append(action_from_record(entry))
        except ActionError as exc:
            said = entry.get("seat") if isinstance(entry, dict) else None
            raise RecordError(i, exc.fault, exc.facts, said if _whole(said) else None) from None
    return HandRecord(rules, tuple(players), dealer, pool, the_deal, tuple(actions))


def load_record(text: str) -> HandRecord:
    if len(text) > MAX_RECORD_BYTES:  # characters: at least as many bytes, so a text this long is too big
        raise _fault(RecordFault.TOO_LONG, limit=MAX_RECORD_BYTES)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fault(RecordFault.NOT_JSON, error=exc.msg, line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise _fault(RecordFault.TOO_DEEP) from None
    except ValueError:  # json.loads refuses an integer of more than 4300 digits with a plain ValueError
        raise _fault(RecordFault.NUMBER_TOO_LONG) from None
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
