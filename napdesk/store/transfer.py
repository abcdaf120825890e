"""A whole session as one JSON document (``napdesk-session/1``), to move it to another computer.

```
{"format": "napdesk-session/1", "napdesk": "0.1.0", "name": "Friday", "created": "2026-11-30T01:00:00Z",
 "status": "active", "rules": {...every key...}, "seed": 7,
 "seats": [{"name": "Ann", "kind": "person", "level": null}, ...],
 "snapshot": {...the engine's session snapshot after the last finished hand, or null...},
 "hands": [{"number": 1, "dealer": 0, "bidder": 2, "bid": "3", "made": true, "pool_before": 0,
            "pool_after": 0, "antes": [0, 0, 0, 0], "settlement": [-3, -3, 9, -3], "chips": [47, 47, 59, 47],
            "record": {...the hand record, docs/hand-record.md...}}, ...],
 "current": {"number": 2, "record": {...deal and the actions so far...}} or null}
```

Import trusts nothing it can check: the whole session is played again by the engine (a new ``Session`` with the
same rules, players, seed and first dealer, each hand rebuilt from its record with ``resume_hand``), so every
deal must be the seed's and every action legal; dealer, bidder, bid, made, antes, settlement, pool and chips are
taken from that replay, and a file whose own values disagree with it is refused. The snapshot is the replay's
too; the file's is read only for the first dealer.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from napdesk import __version__
from napdesk.engine.record import RecordError
from napdesk.engine.rules import RuleError, Rules
from napdesk.engine.session import HandResult, Session, SessionError
from napdesk.store.store import STATUSES, Seat, StoreError

if TYPE_CHECKING:
    from napdesk.store.store import Store

FORMAT: Final = "napdesk-session/1"


class TransferError(StoreError):
    """A session file napdesk refuses; the message says where and why."""


def export_session(store: Store, session_id: int) -> dict[str, Any]:
    saved = store.load_session(session_id)
    db = store.connection
    totals: dict[int, list[int]] = {}
    n = len(saved.seats)
    for seat, number, total in db.execute(
        "SELECT seat, number, total FROM hand_seats WHERE session_id = ?", (session_id,)
    ):
        totals.setdefault(number, [0] * n)[seat] = total
    hands = []
    for row, record in zip(store.hand_rows(session_id), store.hand_records(session_id), strict=True):
        hands.append({**row, "chips": totals.get(row["number"]), "record": record})
    current = None
    if saved.current is not None:
        current = {"number": saved.current.number, "record": saved.current.record}
    return {
        "format": FORMAT,
        "napdesk": __version__,
        "name": saved.info.name,
        "created": saved.info.created,
        "status": saved.info.status,
        "rules": saved.rules,
        "seed": saved.seed,
        "seats": [s.to_json() for s in saved.seats],
        "snapshot": saved.snapshot,
        "hands": hands,
        "current": current,
    }


def import_session(store: Store, doc: Mapping[str, Any]) -> int:
    if not isinstance(doc, Mapping):
        raise TransferError("not a napdesk session: the file must hold a JSON object")
    if doc.get("format") != FORMAT:
        raise TransferError(f"not a napdesk session: format {json.dumps(doc.get('format'))}, expected {FORMAT}")
    name = doc.get("name")
    if not isinstance(name, str):
        raise TransferError("the session has no name")
    try:
        rules = Rules.from_dict(doc.get("rules") or {})
    except (RuleError, TypeError, ValueError, AttributeError) as exc:
        raise TransferError(f"rules: {exc}") from None
    raw_seats = doc.get("seats")
    if not isinstance(raw_seats, list):
        raise TransferError("seats: expected a list")
    try:
        seats = [Seat.from_json(s) for s in raw_seats]
    except ValueError as exc:
        raise TransferError(f"seats: {exc}") from None
    n = rules.players
    if len(seats) != n:
        raise TransferError(f"seats: {len(seats)} seats for a {n}-player game")
    status = doc.get("status", "active")
    if status not in STATUSES:
        raise TransferError(f"status: {json.dumps(status)} is not one of {', '.join(STATUSES)}")
    seed = doc.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TransferError("seed: expected a whole number (the deals are replayed from it)")
    snapshot = doc.get("snapshot")
    if snapshot is not None and not isinstance(snapshot, Mapping):
        raise TransferError("snapshot: expected an object or null")
    created = doc.get("created")
    if created is not None and not isinstance(created, str):
        raise TransferError("created: expected a date and time as text")
    raw_hands = doc.get("hands", [])
    if not isinstance(raw_hands, list):
        raise TransferError("hands: expected a list")
    current = doc.get("current")
    if current is not None and (not isinstance(current, Mapping) or not isinstance(current.get("record"), dict)):
        raise TransferError("current: expected an object with the record of the hand in progress")

    # Play the whole session again through the engine: same seed, same first dealer, every hand's record.
    first_dealer = None
    if snapshot is not None and not snapshot.get("first_dealer_cut", False):
        first_dealer = snapshot.get("first_dealer")
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not 0 <= first_dealer < n:
            raise TransferError("snapshot: first_dealer is not a seat")
    session = Session(rules, [s.name for s in seats], seed, first_dealer=first_dealer)
    results: list[tuple[HandResult, list[int]]] = []
    for number, entry in enumerate(raw_hands, start=1):
        results.append(_replay_hand(session, entry, number))
    between = session.snapshot()  # what the store keeps: the session after its last finished hand
    current_record = None
    if current is not None:
        current_record = dict(current["record"])
        where = f"hand {len(raw_hands) + 1} (in progress)"
        if current.get("number") != len(raw_hands) + 1:
            raise TransferError(f"{where}: numbered {json.dumps(current.get('number'))}")
        try:
            state = session.resume_hand(current_record)
        except (RecordError, SessionError) as exc:
            raise TransferError(f"{where}: {_reason(exc)}") from None
        if state.is_over:
            raise TransferError(f"{where}: the record is of a finished hand")
    with store.batch():
        session_id = store.create_session(name, rules, seats, seed=seed, status=status, created=created)
        for result, chips in results:
            store.finish_hand(session_id, result, chips=chips)
        if current_record is not None:
            store.begin_hand(session_id, len(results) + 1, current_record)
        store.set_snapshot(session_id, between)
    return session_id


def _reason(exc: Exception) -> str:
    return exc.describe() if isinstance(exc, RecordError) else str(exc)


def _replay_hand(session: Session, entry: object, number: int) -> tuple[HandResult, list[int]]:
    where = f"hand {number}"
    if not isinstance(entry, Mapping):
        raise TransferError(f"{where}: expected an object")
    if entry.get("number", number) != number:
        raise TransferError(f"{where}: numbered {json.dumps(entry.get('number'))}; hands must run 1, 2, 3, ...")
    record = entry.get("record")
    if not isinstance(record, dict):
        raise TransferError(f"{where}: no hand record")
    try:
        state = session.resume_hand(record)
    except (RecordError, SessionError) as exc:
        raise TransferError(f"{where}: {_reason(exc)}") from None
    except RuntimeError as exc:  # the session was already over
        raise TransferError(f"{where}: {exc}") from None
    if not state.is_over:
        raise TransferError(f"{where}: the record stops before the hand is over")
    result = session.history[-1]
    chips = list(session.chips)
    found = {
        "dealer": result.dealer, "bidder": result.bidder, "bid": result.contract, "made": result.made,
        "pool_before": result.pool_before, "pool_after": result.pool_after,
        "antes": list(result.antes), "settlement": list(result.settlement), "chips": chips,
    }
    for key, value in found.items():
        if entry.get(key) is not None and entry[key] != value:
            raise TransferError(f"{where}: {key} is {json.dumps(entry[key])} in the file but "
                                f"{json.dumps(value)} when its record is played again")
    return result, chips


def write_file(doc: Mapping[str, Any], path: Path) -> None:
    """Write ``doc`` as UTF-8 JSON, atomically (a temporary file renamed into place)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with tmp.open("w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, separators=(",", ":"))
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def read_file(path: Path) -> Any:
    """The JSON document in ``path``; a :class:`TransferError` saying why not."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise TransferError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise TransferError(f"{path} is not a UTF-8 text file") from None
    except json.JSONDecodeError as exc:
        raise TransferError(f"{path} is not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except (ValueError, RecursionError):
        raise TransferError(f"{path} is not a napdesk session file") from None
