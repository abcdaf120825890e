"""Computer players in a child process, so their search never holds the UI thread's GIL.

The table's worker thread sends a seat's :class:`~napdesk.engine.view.View` (picklable, like every engine value)
to one shared child process and waits there, GIL released, for the action. The child keeps one player object per
seat and session, so a player that remembers things between decisions still can. If no child process can be
started (a frozen build without multiprocessing support, a sandbox), callers fall back to thinking in-thread.
"""

from __future__ import annotations

import atexit
import multiprocessing
import sys
import threading
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from napdesk.ai import PlayerError, make_player
from napdesk.ai.base import Player, RandomPlayer

_PLAYERS: dict[tuple[object, ...], Player] = {}
_lock = threading.Lock()
_executor: ProcessPoolExecutor | None = None
_broken = False


def _player(level: str, seed: int) -> Player:
    try:
        return make_player(level, seed)
    except (PlayerError, ImportError):
        return RandomPlayer(seed)


def choose_in_child(key: tuple[object, ...], level: str, seed: int, view: Any) -> Any:
    """Runs in the child process: the seat's player chooses from its view."""
    player = _PLAYERS.get(key)
    if player is None:
        if len(_PLAYERS) > 64:
            _PLAYERS.clear()
        player = _PLAYERS[key] = _player(level, seed)
    return player.choose(view)


def executor() -> ProcessPoolExecutor | None:
    """The shared child process (started on first use), or None when none can run."""
    global _executor, _broken
    with _lock:
        if _broken or getattr(sys, "frozen", False):  # a frozen build: think in-thread
            return None
        if _executor is None:
            try:
                _executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
            except (OSError, ValueError, NotImplementedError):
                _broken = True
                return None
            atexit.register(shutdown)
        return _executor


def mark_broken() -> None:
    global _broken, _executor
    with _lock:
        _broken = True
        if _executor is not None:
            _executor.shutdown(wait=False, cancel_futures=True)
            _executor = None


def shutdown() -> None:
    global _executor
    with _lock:
        if _executor is not None:
            _executor.shutdown(wait=False, cancel_futures=True)
            _executor = None
