"""The relative-key tables the solver's search (:mod:`napdesk.engine.search`) keeps from one call to the next.

A relative key (the leader and every hand with the cards gone squeezed out) holds all that the value of a position
depends on, given the number of seats, the bidder's place, the trumps and the mode; so its bounds stay true for
any later call, as does how many top cards of each suit each rests on (see rests._depths). The positions of one
hand's analysis, of a hint and the cards after it, are children of each other and meet the same positions again.
The tables are bounded: the least recently used go first once they hold more than _TABLE_LIMIT entries together.

Plain Python, not compiled with the search: a search asks for its table once. The compiled copy and the Python
module share these tables; their entries mean the same.
"""

from __future__ import annotations

import threading
from typing import Final

__all__ = ["clear_tables"]

_TABLE_LIMIT: Final = 1 << 18
_tables: dict[tuple[int, int, int, bool], dict[tuple[int, ...], tuple[int, int, int, int]]] = {}
_tables_lock = threading.Lock()


def _table(n: int, b: int, trump: int, maxmode: bool) -> dict[tuple[int, ...], tuple[int, int, int, int]]:
    key = (n, b, trump, maxmode)
    with _tables_lock:
        table = _tables.pop(key, None)
        if table is None:
            table = {}
        total = len(table) + sum(len(t) for t in _tables.values())
        while total > _TABLE_LIMIT and _tables:
            total -= len(_tables.pop(next(iter(_tables))))
        if total > _TABLE_LIMIT:
            table = {}
        _tables[key] = table  # the most recently used last
        return table


def clear_tables() -> None:
    """Drop the tables kept between calls (to give their memory back, or to time a call from cold)."""
    with _tables_lock:
        _tables.clear()
