"""Opening the saved games where they cannot be written, cannot be migrated, are not a file, or are empty: the
games are shown whenever they can be read, and a message always says what happened."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import napdesk.store.startup as startup_module
from napdesk.store import ReadOnlyStore, Store, resume_session
from napdesk.store.lock import InstanceLock
from napdesk.store.paths import DB_NAME
from napdesk.store.schema import migrate

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)


def _saved(data_dir: Path, new_game: NewGame) -> int:
    with Store.open(data_dir, backup=False).store as store:
        game = new_game(store, seed=5)
        game.play_hands(3)
        game.step()
        return game.sid


def _read_only_folder(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder napdesk may not write in. chmod alone stops nobody running as root (the tests may), so
    os.access is made to answer as it would for anyone else."""
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP)
    real = os.access

    def access(path: Any, mode: int, *args: Any, **kwargs: Any) -> bool:
        if mode & os.W_OK and Path(path).resolve() == folder.resolve():
            return False
        return real(path, mode, *args, **kwargs)

    monkeypatch.setattr(os, "access", access)


def _check_read_only(data_dir: Path, sid: int, words: tuple[str, ...]) -> None:
    result = Store.open(data_dir)
    with result.store as store:
        assert result.read_only and store.read_only
        (message,) = result.messages
        assert all(w in message.text for w in words), message.text
        (info,) = store.sessions()
        assert info.id == sid and info.hands == 3 and info.damaged is None
        assert len(list(store.hand_records(sid))) == 3
        assert resume_session(store, sid).session.number == 4
        with pytest.raises(ReadOnlyStore):
            store.settings.set_pref("theme", "green")


def test_a_folder_that_cannot_be_written_shows_the_games_read_only(data_dir: Path, new_game: NewGame,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    sid = _saved(data_dir, new_game)
    before = (data_dir / DB_NAME).read_bytes()
    _read_only_folder(data_dir, monkeypatch)
    try:
        _check_read_only(data_dir, sid, ("cannot write in", "read-only", "nothing new will be saved"))
    finally:
        data_dir.chmod(0o755)
    assert (data_dir / DB_NAME).read_bytes() == before


def test_a_lock_that_cannot_be_taken_shows_the_games_read_only(data_dir: Path, new_game: NewGame,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    sid = _saved(data_dir, new_game)

    def refuse(self: InstanceLock) -> bool:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(InstanceLock, "acquire", refuse)
    _check_read_only(data_dir, sid, ("cannot write in", "Permission denied", "read-only"))


def test_a_schema_that_cannot_be_migrated_is_shown_read_only(data_dir: Path, new_game: NewGame,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    sid = _saved(data_dir, new_game)
    db = sqlite3.connect(data_dir / DB_NAME)  # back to version 1: before the undo counts
    db.execute("ALTER TABLE sessions DROP COLUMN current_undos")
    db.execute("ALTER TABLE hands DROP COLUMN undos")
    db.execute("DROP TABLE practice_hands")  # and before what version 3 adds (the profiles' columns may stay)
    db.execute("DROP INDEX profiles_one_desk")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    before = (data_dir / DB_NAME).read_bytes()

    def failing(db: sqlite3.Connection, *args: Any, **kwargs: Any) -> list[int]:
        if any(row[2] for row in db.execute("PRAGMA database_list")):  # the file itself: say the disk failed
            raise sqlite3.OperationalError("disk I/O error")
        return migrate(db, *args, **kwargs)

    monkeypatch.setattr(startup_module, "migrate", failing)
    _check_read_only(data_dir, sid, ("could not be brought up to date", "disk I/O error", "read-only"))
    assert (data_dir / DB_NAME).read_bytes() == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
def test_a_fifo_is_refused_not_waited_on(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    os.mkfifo(data_dir / DB_NAME)
    results: list[Any] = []
    opener = threading.Thread(target=lambda: results.append(Store.open(data_dir)), daemon=True)
    opener.start()
    opener.join(20)
    assert not opener.is_alive(), "Store.open waits on a FIFO"
    (result,) = results
    with result.store as store:
        (message,) = result.messages
        assert message.level == "error" and "FIFO" in message.text and str(data_dir / DB_NAME) in message.text
        assert store.sessions() == []
    assert stat.S_ISFIFO(os.stat(data_dir / DB_NAME).st_mode)  # left as it was
    done = subprocess.run([sys.executable, "-m", "napdesk", "sessions", "list"], capture_output=True, text=True,
                          timeout=60, check=False, stdin=subprocess.DEVNULL)
    assert done.returncode == 1 and "FIFO" in done.stderr and "Traceback" not in done.stderr
    assert "no saved sessions" not in done.stdout


def test_an_emptied_database_is_replaced_and_the_backup_named(data_dir: Path, new_game: NewGame) -> None:
    _saved(data_dir, new_game)
    with Store.open(data_dir).store as store:
        backup = store.backup(force=True)
    assert backup is not None
    (data_dir / DB_NAME).write_bytes(b"")
    result = Store.open(data_dir)
    with result.store as store:
        (message,) = result.messages
        assert message.level == "warning" and "empty" in message.text and str(backup) in message.text
        assert not result.read_only and store.sessions() == []


def test_the_saved_games_are_kept_in_a_log_synced_at_each_commit_with_their_links_checked(data_dir: Path) -> None:
    with Store.open(data_dir, backup=False).store as store:
        db = store.connection
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert db.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
        assert db.execute("PRAGMA foreign_keys").fetchone() == (1,)
        with pytest.raises(sqlite3.IntegrityError):  # a seat of no session
            db.execute("INSERT INTO seats (session_id, seat, profile_id, name, kind) "
                       "VALUES (99, 0, 99, 'Ann', 'person')")
