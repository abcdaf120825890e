"""Every row the store reads is checked before it is used: a row can pass SQLite's integrity check and still not
be napdesk's (bad JSON written by another tool, a flipped bit in a compressed hand record, a hand edited by
hand). A bad value raises :class:`Damaged` with its :class:`~napdesk.store.problems.Damage` (the part, the fault,
their facts: "its snapshot is not valid JSON"); the store names the session it belongs to and the other sessions
go on opening."""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from napdesk.engine.rules import RuleError, Rules
from napdesk.store.problems import Damage, Fault, Part, damage
from napdesk.store.values import Seat


class Damaged(ValueError):
    """A value read from the database that napdesk cannot use: ``damage`` says which part and how; ``str()`` is
    its English clause, without the session."""

    def __init__(self, found: Damage) -> None:
        super().__init__(str(found))
        self.damage = found


def _damaged(part: Part, fault: Fault, **facts: object) -> Damaged:
    return Damaged(damage(part, fault, **facts))


def json_value(text: object, part: Part, **where: object) -> Any:
    """The JSON value in ``text`` (a TEXT or BLOB column), or :class:`Damaged` naming the ``part`` it is (and
    ``where`` it is: the facts the part names)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise _damaged(part, Fault.NOT_UTF8, **where) from None
    if not isinstance(text, str):
        raise _damaged(part, Fault.MISSING, **where)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _damaged(part, Fault.NOT_JSON_AT, **where, error=exc.msg, position=exc.pos) from None
    except (ValueError, RecursionError):
        raise _damaged(part, Fault.NOT_JSON, **where) from None


def json_object(text: object, part: Part, **where: object) -> dict[str, Any]:
    value = json_value(text, part, **where)
    if not isinstance(value, dict):
        raise _damaged(part, Fault.NOT_OBJECT, **where)
    return value


def json_ints(text: object, part: Part, count: int, **where: object) -> list[int]:
    """A JSON list of ``count`` whole numbers (a hand's antes or settlement)."""
    value = json_value(text, part, **where)
    if not isinstance(value, list) or len(value) != count or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise _damaged(part, Fault.NOT_INTS, **where, count=count)
    return value


def rules(text: object) -> dict[str, Any]:
    """A session's rules: a JSON object the engine accepts."""
    value = json_object(text, Part.RULES)
    try:
        Rules.from_dict(value)
    except RuleError as exc:  # kept whole, so that the UI can say it in the player's language
        raise _damaged(Part.RULES, Fault.RULES_NOT_VALID, error=str(exc), keys=exc.keys,
                       summary=exc.summary) from None
    except (TypeError, ValueError, AttributeError) as exc:
        raise _damaged(Part.RULES, Fault.RULES_NOT_VALID, error=str(exc)) from None
    return value


def whole(value: object, part: Part) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _damaged(part, Fault.NOT_WHOLE, value=repr(value))
    return value


def record(blob: object, number: int) -> dict[str, Any]:
    """A finished hand's stored record (zlib-compressed JSON object)."""
    if not isinstance(blob, bytes):
        raise _damaged(Part.RECORD, Fault.NOT_COMPRESSED, hand=number)
    try:
        text = zlib.decompress(blob)
    except zlib.error as exc:
        raise _damaged(Part.RECORD, Fault.CANNOT_DECOMPRESS, hand=number, error=str(exc)) from None
    doc = json_object(text, Part.RECORD, hand=number)
    if not isinstance(doc.get("deal"), Mapping) or not isinstance(doc.get("actions"), list):
        raise _damaged(Part.RECORD, Fault.NO_DEAL_OR_ACTIONS, hand=number)
    return doc


def session(rules_text: object, snapshot: object, hands: object, seats: int, current: object,
            current_start: object, actions: list[object]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """A ``sessions`` row and the actions of its hand in progress; returns its rules and snapshot."""
    resolved = rules(rules_text)
    whole(hands, Part.HANDS)
    if seats != resolved["players"]:
        raise _damaged(Part.SEATS, Fault.SEAT_COUNT, seats=seats, players=resolved["players"])
    snap = None if snapshot is None else json_object(snapshot, Part.SNAPSHOT)
    if current is not None:
        whole(current, Part.CURRENT_NUMBER)
        json_object(current_start, Part.CURRENT_DEAL)
        for i, action in enumerate(actions):
            json_object(action, Part.CURRENT_ACTION, action=i + 1)
    return resolved, snap


def seat(number: int, row: Sequence[Any]) -> Seat:
    """Seat ``number`` (from 1) of a ``seats`` row (name, kind, level, profile id)."""
    try:
        found = Seat.from_json({"name": row[0], "kind": row[1], "level": row[2]})
        return replace(found, profile=None if row[3] is None else int(row[3]))
    except (TypeError, ValueError) as exc:
        raise _damaged(Part.SEAT, Fault.SEAT_NOT_VALID, seat=number, error=str(exc)) from None
