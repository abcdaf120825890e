"""Rolling backups with SQLite's online backup API: one a day at most, the last :data:`KEEP` kept.

Files are ``backups/napdesk-YYYY-MM-DD.sqlite3`` (the day, UTC, of the clock the store was given), written to a
temporary name first and renamed into place, so a crash never leaves half a backup under a backup's name. A copy
taken just before a schema migration is ``backups/napdesk-before-vN-YYYYMMDD-HHMMSS.sqlite3`` and is not
rotated.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

KEEP: Final = 5
_DAILY: Final = re.compile(r"napdesk-\d{4}-\d{2}-\d{2}\.sqlite3")


def existing(folder: Path) -> list[Path]:
    """The daily backups, oldest first."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if _DAILY.fullmatch(p.name))


def latest(folder: Path) -> Path | None:
    found = existing(folder)
    return found[-1] if found else None


def _copy(db: sqlite3.Connection, target: Path) -> None:
    tmp = target.with_name(target.name + ".tmp")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    dst = sqlite3.connect(tmp)
    try:
        db.backup(dst)
        # A copy is not in use: without the store's mark (Transactions.mark_in_play), a backup put back in place is not
        # taken for a file whose log of saves was lost.
        with contextlib.suppress(sqlite3.Error):
            dst.execute("DELETE FROM preferences WHERE key LIKE 'napdesk.store.%'")
            dst.commit()
    finally:
        dst.close()
    os.replace(tmp, target)


def rolling(db: sqlite3.Connection, folder: Path, now: datetime, keep: int = KEEP, force: bool = False) -> Path | None:
    """Today's backup if there is none yet (or ``force``); then remove all but the newest ``keep``."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"napdesk-{now.astimezone(UTC):%Y-%m-%d}.sqlite3"
    if target.exists() and not force:
        return None
    if any(p.name > target.name for p in existing(folder)) and not force:
        return None  # the clock went back: the newest backup is from a later day than today
    _copy(db, target)
    for old in existing(folder)[:-keep]:
        with contextlib.suppress(OSError):
            old.unlink()
    return target


def before_migration(db: sqlite3.Connection, folder: Path, version: int, now: datetime) -> Path:
    """A copy of a database at ``version`` about to be migrated."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"napdesk-before-v{version}-{now.astimezone(UTC):%Y%m%d-%H%M%S}.sqlite3"
    _copy(db, target)
    return target


def before_repair(db: sqlite3.Connection, folder: Path, session: int, now: datetime) -> Path:
    """A copy of a database about to lose the actions of ``session`` that the engine refuses (and what follows)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"napdesk-before-repair-{session}-{now.astimezone(UTC):%Y%m%d-%H%M%S}.sqlite3"
    _copy(db, target)
    return target
