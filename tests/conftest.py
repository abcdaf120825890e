"""Shared test set-up for every floor.

- Qt runs offscreen unless the caller chose a platform (pytest-qt's ``qapp`` aborts the process when neither
  QT_QPA_PLATFORM nor DISPLAY is set). This must happen before anything imports Qt, hence at import time.
- Every test gets its own empty user data and config folders, so no test reads or writes the real ones.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point napdesk's data dir, and the XDG folders platformdirs/QStandardPaths read, at tmp_path."""
    home = tmp_path / "user"
    monkeypatch.setenv("NAPDESK_DATA_DIR", str(home / "napdesk-data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "xdg-config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "xdg-state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "xdg-cache"))
