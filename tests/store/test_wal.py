"""The WAL never holds more than the hand in progress: each finished hand, and closing the store, checkpoint it
into the database file, so losing ``napdesk.sqlite3-wal`` (deleted, truncated, left behind by a copy) loses at
most the actions of the current hand."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from napdesk.store import Store
from napdesk.store.paths import DB_NAME

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)


def _without_wal(data_dir: Path, where: Path) -> Store:
    """The database file alone, as if its -wal had been deleted, opened in another folder."""
    where.mkdir()
    shutil.copyfile(data_dir / DB_NAME, where / DB_NAME)
    return Store.open(where, backup=False).store


def test_a_finished_hand_is_in_the_database_file(data_dir: Path, tmp_path: Path, new_game: NewGame) -> None:
    store = Store.open(data_dir, backup=False).store
    try:
        game = new_game(store, seed=3)
        game.play_hands(2, batch=False)  # each action committed, each hand finished as the game does it
        with _without_wal(data_dir, tmp_path / "copy") as copy:
            (info,) = copy.sessions()
            assert info.id == game.sid and info.hands == 2
            assert copy.scoreboard(game.sid, 1, 10).rows == store.scoreboard(game.sid, 1, 10).rows
    finally:
        store.close()


def test_closing_empties_the_wal(data_dir: Path, new_game: NewGame) -> None:
    store = Store.open(data_dir, backup=False).store
    game = new_game(store, seed=4)
    game.play_hands(1, batch=False)
    game.step()  # an action of the next hand, in the WAL only until the close
    store.close()
    wal = data_dir / (DB_NAME + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
