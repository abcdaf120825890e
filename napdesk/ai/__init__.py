"""Computer players (floor 2): they see a seat's view, never the whole hand.

``LEVELS`` names the built-in levels; :func:`make_player` builds one from a level name or a plug-in written
``module:Class`` (any class whose instances meet :class:`~napdesk.ai.base.Player`, built with ``Class(seed=...)``
or, failing that, ``Class()``). The UI and ``napdesk simulate`` both build their players here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Final

from napdesk.ai.base import Player, RandomPlayer
from napdesk.ai.expert import ExpertPlayer
from napdesk.ai.levels import BeginnerPlayer, IntermediatePlayer

__all__ = ["LEVELS", "BeginnerPlayer", "ExpertPlayer", "IntermediatePlayer", "Player", "PlayerError",
           "RandomPlayer", "make_player"]

LEVELS: Final[dict[str, Callable[[int], Player]]] = {
    "random": RandomPlayer,
    "beginner": BeginnerPlayer,
    "intermediate": IntermediatePlayer,
    "expert": ExpertPlayer,
}


class PlayerError(ValueError):
    """A player spec that names no level and no importable ``module:Class``."""


def make_player(spec: str, seed: int = 0) -> Player:
    """A player from a level name (``expert``) or a plug-in ``package.module:ClassName``."""
    key = spec.strip()
    level = LEVELS.get(key.lower())
    if level is not None:
        return level(seed)
    if ":" not in key:
        raise PlayerError(f"unknown player {spec!r}: a level ({', '.join(LEVELS)}) or module:Class")
    module_name, _, class_name = key.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise PlayerError(f"cannot import {module_name!r} for player {spec!r}: {exc}") from None
    cls = getattr(module, class_name, None)
    if cls is None or not callable(cls):
        raise PlayerError(f"{module_name!r} has no class {class_name!r}")
    try:
        player = cls(seed=seed)
    except TypeError:
        player = cls()
    if not isinstance(player, Player):
        raise PlayerError(f"{spec!r} does not meet the Player protocol (a name and choose(view))")
    return player
