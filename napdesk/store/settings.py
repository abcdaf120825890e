"""Named house-rule sets and preferences, kept in the store (``store.settings``)."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Mapping
from typing import Any

from napdesk.engine.rules import Rules
from napdesk.store import records, validate
from napdesk.store.problems import Part
from napdesk.store.transactions import Transactions
from napdesk.store.values import resolve_rules

log = logging.getLogger("napdesk.store")


class Settings:
    """The store's presets and preferences (``store.settings``)."""

    def __init__(self, transactions: Transactions) -> None:
        self._tx = transactions

    def save_preset(self, name: str, rules: Rules | Mapping[str, Any]) -> None:
        """Save (or replace) a named house-rule set; stored in full, every key resolved."""
        resolved = resolve_rules(rules)
        with self._tx.write() as db:
            db.execute("INSERT INTO presets (name, rules, updated) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE "
                       "SET rules = excluded.rules, updated = excluded.updated",
                       (name, records.dumps(resolved), self._tx.now()))

    def presets(self) -> dict[str, dict[str, Any]]:
        with self._tx.read() as db:
            rows = db.execute("SELECT name, rules FROM presets ORDER BY name").fetchall()
        found = {str(r[0]): _json_or(r[1], None, Part.PRESET, r[0]) for r in rows}
        return {name: rules for name, rules in found.items() if isinstance(rules, dict)}

    def delete_preset(self, name: str) -> bool:
        with self._tx.write() as db:
            return db.execute("DELETE FROM presets WHERE name = ?", (name,)).rowcount > 0

    def get_pref(self, key: str, default: Any = None) -> Any:
        with self._tx.read() as db:
            row = db.execute("SELECT value FROM preferences WHERE key = ?", (key,)).fetchone()
        return default if row is None else _json_or(row[0], default, Part.PREFERENCE, key)

    def set_pref(self, key: str, value: Any) -> None:
        text = records.dumps(value)  # fails (TypeError) before touching the database if not JSON
        with self._tx.write() as db:
            db.execute("INSERT INTO preferences (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE "
                       "SET value = excluded.value", (key, text))

    def preferences(self) -> dict[str, Any]:
        with self._tx.read() as db:
            rows = db.execute("SELECT key, value FROM preferences WHERE key NOT LIKE 'napdesk.store.%' "
                                    "ORDER BY key").fetchall()
        out = {}
        for key, text in rows:
            with contextlib.suppress(validate.Damaged):
                out[str(key)] = validate.json_value(text, Part.PREFERENCE, key=key)
        return out


def _json_or(text: object, default: Any, part: Part, key: object) -> Any:
    """A preference or preset's JSON; a damaged one is logged and read as ``default``."""
    try:
        return validate.json_value(text, part, key=key)
    except validate.Damaged as exc:
        log.warning("ignored: %s", exc)
        return default
