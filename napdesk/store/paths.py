"""Where napdesk keeps its files: one data directory, chosen once."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

ENV_VAR: Final = "NAPDESK_DATA_DIR"
DB_NAME: Final = "napdesk.sqlite3"
LOCK_NAME: Final = "napdesk.lock"
BACKUP_DIR: Final = "backups"


def data_dir() -> Path:
    """``$NAPDESK_DATA_DIR`` if set (tests, portable installs), else the platform's user data directory."""
    override = os.environ.get(ENV_VAR, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir("napdesk", appauthor=False))
