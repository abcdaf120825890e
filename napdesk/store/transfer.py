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

Both directions stream, in bounded memory: :func:`write_session` writes the document a page of hands at a
time and :func:`read_session` replays each hand as it is read (:mod:`napdesk.store.jsonstream`), all its writes
in one transaction, so a refused file changes nothing. Each yields ``(done, total)`` as it goes, for a progress
bar; :func:`export_session` and :func:`import_session` are the same on a document in memory (small sessions,
tests). Files are written with :class:`napdesk.store.files.AtomicFile`.
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any, Final, TextIO

from napdesk import __version__
from napdesk.engine.record import RecordError
from napdesk.engine.rules import RuleError, Rules
from napdesk.engine.session import HandResult, Session, SessionError
from napdesk.store import replay
from napdesk.store.files import AtomicFile
from napdesk.store.jsonstream import JsonStreamError, ObjectReader
from napdesk.store.problems import Problem
from napdesk.store.store import Store
from napdesk.store.values import STATUSES, DamagedSession, Seat, StoreError

FORMAT: Final = "napdesk-session/1"
PAGE = 200  # hands read from the store (and written) at a time: one step of the progress
Progress = Generator[tuple[int, int], None, Any]  # yields (done, total): hands written or characters read;
# an import returns the new session's id


class TransferError(StoreError):
    """A session file napdesk refuses; the message says where and why (the code: NOT_A_SESSION_FILE, with the
    message as its ``error``, unless it names another)."""

    def __init__(self, message: str, code: Problem = Problem.NOT_A_SESSION_FILE, **facts: object) -> None:
        if code is Problem.NOT_A_SESSION_FILE and not facts:
            facts = {"error": message}
        super().__init__(message, code, **facts)


# ------------------------------------------------------------------------------------------------ export


def write_session(store: Store, session_id: int, out: IO[str]) -> Progress:
    """Write the session to ``out`` as a ``napdesk-session/1`` document, a page of hands at a time; yields
    ``(hands written, hands)`` after each page. Each hand is played again by the engine first: a session with an
    action it refuses is written whole up to that hand (no hand in progress), then raises :class:`DamagedSession`
    naming the hand, the action and why."""
    saved = store.load_session(session_id, salvage=True)
    total = saved.info.hands
    # Every hand is played again by the engine, as import will: the file holds the hands before one it refuses
    # (and the store lists the session as damaged from then on, with that hand's action and the reason).
    first_dealer = None if saved.snapshot is None or saved.snapshot.get("first_dealer_cut", False) else \
        saved.snapshot.get("first_dealer")
    checker: Session | None = None
    try:
        if saved.seed is not None:  # else the deals cannot be played again
            checker = Session(Rules.from_dict(saved.rules), list(saved.players), saved.seed,
                              first_dealer=first_dealer if isinstance(first_dealer, int) else None)
    except (RuleError, SessionError, TypeError, ValueError):
        checker = None
    damaged = saved.info.damaged
    head = {
        "format": FORMAT, "napdesk": __version__, "name": saved.info.name, "created": saved.info.created,
        "status": saved.info.status, "rules": saved.rules, "seed": saved.seed,
        "seats": [s.to_json() for s in saved.seats], "snapshot": saved.snapshot,
    }
    out.write(_dumps(head)[:-1] + ',"hands":[')
    done = 0
    yield done, total
    while done < total:
        last = min(total, done + PAGE)
        rows = store.hand_rows(session_id, done + 1, last)
        if not rows:
            break  # fewer hands stored than the session counts: what there is
        totals = store.hand_totals(session_id, done + 1, last)
        for row, record in zip(rows, store.hand_records(session_id, done + 1, last), strict=True):
            found = None if checker is None else replay.finished(checker, record, row["number"])
            if found is not None:
                damaged = store.found_damage(session_id, found)
                break
            if checker is not None:
                del checker.history[:-1]  # memory stays bounded
            out.write(("," if done else "") + _dumps({**row, "chips": totals.get(row["number"]), "record": record}))
            done += 1
        yield done, total
        if damaged is not None:
            break
    current = None if saved.current is None or damaged is not None else \
        {"number": saved.current.number, "record": saved.current.record}
    out.write('],"current":' + _dumps(current) + "}\n")
    yield total, total
    if damaged is not None:  # the document is whole, without what the engine refused: say so
        raise DamagedSession(session_id, damaged)


def export_session(store: Store, session_id: int) -> dict[str, Any]:
    """The whole session as a document in memory (for small sessions and tests; files use :func:`write_session`)."""
    buffer = io.StringIO()
    for _ in write_session(store, session_id, buffer):
        pass
    doc: dict[str, Any] = json.loads(buffer.getvalue())
    return doc


def export_file(store: Store, session_id: int, path: Path) -> Progress:
    """:func:`write_session` into ``path``, atomically: a file stopped half way (an error, the generator
    closed by a cancel) leaves no trace and the old file in place. A session with an action the engine refuses
    is written up to that hand, then :class:`DamagedSession` says what was left out."""
    target = AtomicFile(path)
    try:
        yield from write_session(store, session_id, target.file)
    except DamagedSession as exc:
        if exc.damage.fault not in replay.FAULTS:  # it could not be read: nothing was written whole
            target.abort()
            raise
        target.commit()  # every hand before the one the engine refuses, in a file import takes
        raise
    except BaseException:
        target.abort()
        raise
    target.commit()


def write_file(doc: Mapping[str, Any], path: Path) -> None:
    """Write a document in memory as UTF-8 JSON, atomically."""
    with AtomicFile(path) as f:
        f.write(_dumps(doc) + "\n")


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# ------------------------------------------------------------------------------------------------ import


def import_session(store: Store, doc: Mapping[str, Any]) -> int:
    """Check a document in memory (every hand replayed by the engine) and add it; returns its new id."""
    if not isinstance(doc, Mapping):
        raise TransferError("not a napdesk session: the file must hold a JSON object")
    raw_hands = doc.get("hands", [])
    if not isinstance(raw_hands, list):
        raise TransferError("hands: expected a list")
    steps = _import(store, doc, raw_hands, lambda: doc)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return int(stop.value)


def read_session(store: Store, stream: TextIO, name: str, size: int = 0) -> Progress:
    """Import the document read from ``stream`` (called ``name`` in messages), replaying each hand as it is
    read; yields ``(characters read, size)`` as it goes and returns the new session's id (``StopIteration``'s
    value, or use :func:`run`)."""
    reader = ObjectReader(stream)
    head: dict[str, Any] = {}
    tail: dict[str, Any] = {}
    try:
        keys = reader.members()
        hands: Iterable[object] = ()
        for key in keys:
            if key != "hands":
                head[key] = reader.value()
                continue
            if not all(k in head for k in ("format", "rules", "seats", "seed", "snapshot")):
                hands = list(reader.elements())  # written in another order: hold the hands, read the rest
                for other in keys:
                    head[other] = reader.value()
                break
            hands = reader.elements()  # read as they are replayed; the keys after them, then
            break
    except JsonStreamError as exc:
        raise TransferError(f"{name} is not JSON: {exc}", Problem.NOT_JSON, name=name, error=str(exc)) from None
    except UnicodeDecodeError:
        raise TransferError(f"{name} is not a UTF-8 text file", Problem.NOT_UTF8, name=name) from None

    def rest() -> Mapping[str, Any]:
        try:
            for key in keys:
                tail[key] = reader.value()
        except JsonStreamError as exc:
            raise TransferError(f"{name} is not JSON: {exc}", Problem.NOT_JSON, name=name, error=str(exc)) from None
        return {**head, **tail}

    offset = (lambda: reader.offset) if size > 0 else None  # else, without a size: hands counted
    steps = _import(store, head, _guarded(hands, name), rest, offset, size)
    return (yield from steps)


def _guarded(hands: Iterable[Any], name: str) -> Iterator[Any]:
    """The hands (or keys), with a file that turns out not to be JSON half way said so."""
    try:
        yield from hands
    except JsonStreamError as exc:
        raise TransferError(f"{name} is not JSON: {exc}", Problem.NOT_JSON, name=name, error=str(exc)) from None
    except UnicodeDecodeError:
        raise TransferError(f"{name} is not a UTF-8 text file", Problem.NOT_UTF8, name=name) from None


def run(steps: Progress, progress: Callable[[int, int], object] | None = None) -> Any:
    """Drive an export or import to its end, telling ``progress`` each step; returns the generator's value."""
    while True:
        try:
            done, total = next(steps)
        except StopIteration as stop:
            return stop.value
        if progress is not None:
            progress(done, total)


def import_file(store: Store, path: Path) -> Progress:
    """:func:`read_session` of a file, or of standard input for ``-``."""
    if str(path) == "-":
        import sys

        return (yield from read_session(store, sys.stdin, "standard input"))
    try:
        stream = path.open(encoding="utf-8-sig")
        size = os.fstat(stream.fileno()).st_size
    except OSError as exc:
        raise TransferError(f"cannot read {path}: {exc.strerror or exc}", Problem.CANNOT_READ_FILE, path=str(path),
                            error=exc.strerror or str(exc)) from None
    with stream:
        return (yield from read_session(store, stream, str(path), size))


def _import(store: Store, doc: Mapping[str, Any], hands: Iterable[object], rest: Callable[[], Mapping[str, Any]],
            where: Callable[[], int] | None = None, size: int = 0) -> Progress:
    """Check the session's fields, then replay and write each hand as it comes, all in one transaction."""
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

    # Play the whole session again through the engine: same seed, same first dealer, every hand's record.
    first_dealer = None
    if snapshot is not None and not snapshot.get("first_dealer_cut", False):
        first_dealer = snapshot.get("first_dealer")
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not 0 <= first_dealer < n:
            raise TransferError("snapshot: first_dealer is not a seat")
    session = Session(rules, [s.name for s in seats], seed, first_dealer=first_dealer)
    count = 0
    with store.batch():  # all or nothing: an error anywhere below rolls every write back
        session_id = store.create_session(name, rules, seats, seed=seed, status=status, created=created)
        for count, entry in enumerate(hands, start=1):
            result, chips = _replay_hand(session, entry, count)
            store.finish_hand(session_id, result, chips=chips)
            del session.history[:-1]  # the store has them: memory stays bounded
            if count % 100 == 0:
                yield (where(), size) if where else (count, 0)  # 0: a total not known
        current = rest().get("current")
        if current is not None and (not isinstance(current, Mapping) or not isinstance(current.get("record"), dict)):
            raise TransferError("current: expected an object with the record of the hand in progress")
        between = session.snapshot()  # what the store keeps: the session after its last finished hand
        if current is not None:
            current_record = dict(current["record"])
            where_ = f"hand {count + 1} (in progress)"
            if current.get("number") != count + 1:
                raise TransferError(f"{where_}: numbered {json.dumps(current.get('number'))}")
            try:
                state = session.resume_hand(current_record)
            except (RecordError, SessionError) as exc:
                raise TransferError(f"{where_}: {_reason(exc)}") from None
            if state.is_over:
                raise TransferError(f"{where_}: the record is of a finished hand")
            store.begin_hand(session_id, count + 1, current_record)
        store.set_snapshot(session_id, between)
    yield (size, size) if where else (count, count)
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


def read_file(path: Path) -> Any:
    """The JSON document in ``path`` whole (small files; imports stream with :func:`import_file`); a
    :class:`TransferError` saying why not."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise TransferError(f"cannot read {path}: {exc.strerror or exc}", Problem.CANNOT_READ_FILE, path=str(path),
                            error=exc.strerror or str(exc)) from None
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise TransferError(f"{path} is not a UTF-8 text file") from None
    except json.JSONDecodeError as exc:
        raise TransferError(f"{path} is not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except (ValueError, RecursionError):
        raise TransferError(f"{path} is not a napdesk session file") from None
