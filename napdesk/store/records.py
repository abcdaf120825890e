"""Hand records as the store keeps them: compact, compressed, without what the session already holds."""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping
from typing import Any

from napdesk.store import validate

# The order record_of writes a record's keys in; a record read back has the same shape.
_KEYS = ("format", "rules", "players", "dealer", "pool", "deal", "actions")


def dumps(value: object) -> str:
    """Compact JSON text, the form every JSON column holds."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def pack(record: Mapping[str, Any], rules: Mapping[str, Any], players: list[str]) -> bytes:
    """zlib-compressed JSON of ``record``; its rules and players are left out when they are the session's."""
    doc = dict(record)
    if doc.get("rules") == rules:
        doc.pop("rules")
    if doc.get("players") == players:
        doc.pop("players")
    return zlib.compress(dumps(doc).encode("utf-8"), 6)


def unpack(blob: object, rules: Mapping[str, Any], players: list[str], number: int = 0) -> dict[str, Any]:
    """The record of hand ``number`` as it was packed; :class:`~napdesk.store.validate.Damaged` if it is not
    one."""
    doc = validate.record(blob, number)
    doc.setdefault("rules", dict(rules))
    doc.setdefault("players", list(players))
    ordered = {key: doc.pop(key) for key in _KEYS if key in doc}
    ordered.update(doc)
    return ordered
