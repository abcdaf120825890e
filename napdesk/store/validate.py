"""Every row the store reads is checked before it is used: a row can pass SQLite's integrity check and still not
be napdesk's (bad JSON written by another tool, a flipped bit in a compressed hand record, a hand edited by
hand). A bad value raises :class:`Damaged` with a short reason ("its snapshot is not valid JSON"); the store
names the session it belongs to and the other sessions go on opening."""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping
from typing import Any

from napdesk.engine.rules import RuleError, Rules


class Damaged(ValueError):
    """A value read from the database that napdesk cannot use; ``str()`` is the reason, without the session."""


def json_value(text: object, what: str) -> Any:
    """The JSON value in ``text`` (a TEXT or BLOB column) or :class:`Damaged` naming ``what`` it is."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise Damaged(f"{what} is not UTF-8 text") from None
    if not isinstance(text, str):
        raise Damaged(f"{what} is missing")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise Damaged(f"{what} is not valid JSON ({exc.msg} at character {exc.pos})") from None
    except (ValueError, RecursionError):
        raise Damaged(f"{what} is not valid JSON") from None


def json_object(text: object, what: str) -> dict[str, Any]:
    value = json_value(text, what)
    if not isinstance(value, dict):
        raise Damaged(f"{what} is not a JSON object")
    return value


def json_ints(text: object, what: str, count: int) -> list[int]:
    """A JSON list of ``count`` whole numbers (a hand's antes or settlement)."""
    value = json_value(text, what)
    if not isinstance(value, list) or len(value) != count or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise Damaged(f"{what} is not a list of {count} whole numbers")
    return value


def rules(text: object) -> dict[str, Any]:
    """A session's rules: a JSON object the engine accepts."""
    value = json_object(text, "its rules")
    try:
        Rules.from_dict(value)
    except (RuleError, TypeError, ValueError, AttributeError) as exc:
        raise Damaged(f"its rules are not valid ({exc})") from None
    return value


def whole(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise Damaged(f"{what} is not a whole number ({value!r})")
    return value


def record(blob: object, number: int) -> dict[str, Any]:
    """A finished hand's stored record (zlib-compressed JSON object)."""
    what = f"the record of hand {number}"
    if not isinstance(blob, bytes):
        raise Damaged(f"{what} is not compressed data")
    try:
        text = zlib.decompress(blob)
    except zlib.error as exc:
        raise Damaged(f"{what} cannot be decompressed ({exc})") from None
    doc = json_object(text, what)
    if not isinstance(doc.get("deal"), Mapping) or not isinstance(doc.get("actions"), list):
        raise Damaged(f"{what} has no deal or no actions")
    return doc


def session(rules_text: object, snapshot: object, hands: object, seats: int, current: object,
            current_start: object, actions: list[object]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """A ``sessions`` row and the actions of its hand in progress; returns its rules and snapshot."""
    resolved = rules(rules_text)
    whole(hands, "its number of hands")
    if seats != resolved["players"]:
        raise Damaged(f"it has {seats} seats for a {resolved['players']}-player game")
    snap = None if snapshot is None else json_object(snapshot, "its snapshot")
    if current is not None:
        whole(current, "the number of its hand in progress")
        json_object(current_start, "the deal of its hand in progress")
        for i, action in enumerate(actions):
            json_object(action, f"action {i + 1} of its hand in progress")
    return resolved, snap
