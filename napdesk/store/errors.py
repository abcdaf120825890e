"""What a failed write tells the person: SQLite's error sorted into what can be done about it (make the file
writable, close the program holding it, free some space, let napdesk move a damaged file aside), each a
:class:`~napdesk.store.problems.Problem` code of its own, with SQLite's words kept as the ``error`` fact."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Final

from napdesk.store.problems import Problem
from napdesk.store.values import StoreError

# SQLite's primary result codes (sqlite_errorname is the extended name, e.g. SQLITE_READONLY_DBMOVED)
_BY_CODE: Final = (
    ("SQLITE_READONLY", Problem.SAVE_READ_ONLY),
    ("SQLITE_PERM", Problem.SAVE_READ_ONLY),
    ("SQLITE_CANTOPEN", Problem.SAVE_READ_ONLY),
    ("SQLITE_BUSY", Problem.SAVE_LOCKED),
    ("SQLITE_LOCKED", Problem.SAVE_LOCKED),
    ("SQLITE_FULL", Problem.SAVE_FULL),
    ("SQLITE_CORRUPT", Problem.SAVE_DAMAGED),
    ("SQLITE_NOTADB", Problem.SAVE_DAMAGED),
)
_ADVICE: Final = {
    Problem.SAVE_READ_ONLY: "the file or its folder cannot be written",
    Problem.SAVE_LOCKED: "another program is holding the file",
    Problem.SAVE_FULL: "the disk is full",
    Problem.SAVE_DAMAGED: "the file is damaged",
}


def save_problem(exc: sqlite3.Error) -> Problem:
    """Which of the save problems ``exc`` is (CANNOT_SAVE: none of them, an I/O error say)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    for code, problem in _BY_CODE:
        if name == code or name.startswith(code + "_"):
            return problem
    text = str(exc).lower()
    if "readonly" in text or "read-only" in text:
        return Problem.SAVE_READ_ONLY
    if "locked" in text:
        return Problem.SAVE_LOCKED
    if "full" in text:
        return Problem.SAVE_FULL
    if "malformed" in text or "not a database" in text:
        return Problem.SAVE_DAMAGED
    return Problem.CANNOT_SAVE


def save_error(exc: sqlite3.Error, path: Path | None) -> StoreError:
    """The :class:`StoreError` for a write that SQLite refused; its message keeps SQLite's words."""
    problem = save_problem(exc)
    advice = _ADVICE.get(problem)
    where = "" if path is None else f" {path}"
    message = f"cannot save{where}: {exc}" if advice is None else f"cannot save{where}: {advice} ({exc})"
    where_facts = {} if path is None else {"path": str(path)}
    return StoreError(message, problem, **where_facts, error=str(exc))
