"""Computer players (floor 2): they see a seat's view, never the whole hand.

``LEVELS`` names the built-in levels; :func:`make_player` builds one from a level name or a plug-in written
``module:Class`` (any class whose instances meet :class:`~napdesk.ai.base.Player`, built with ``Class(seed=...)``
when its signature takes a ``seed``, else ``Class()``). The UI and ``napdesk simulate`` both build their players
here. A built-in level may take an option after a colon: ``expert:nosignals`` is the expert without the
defenders' discard convention (:data:`LEVEL_OPTIONS`).

Building a plug-in imports its module, which runs its code. So a level that comes from data (a saved session, an
imported export) is first checked by :func:`may_play`: only the built-in levels and the plug-ins the person has
allowed are played (on the command line, or by saying yes when asked: :mod:`napdesk.ai.trust`, never anything the
data itself holds); any other seat plays :data:`FALLBACK_LEVEL`, and the person is told.
"""

from __future__ import annotations

import functools
import importlib
import inspect
from collections.abc import Callable, Iterable
from typing import Final

from napdesk.ai.base import Player, RandomPlayer
from napdesk.ai.expert import ExpertPlayer
from napdesk.ai.levels import BeginnerPlayer, IntermediatePlayer

__all__ = ["FALLBACK_LEVEL", "LEVELS", "LEVEL_OPTIONS", "BeginnerPlayer", "ExpertPlayer", "IntermediatePlayer",
           "Player", "PlayerError", "RandomPlayer", "is_plugin", "make_player", "may_play", "player_maker",
           "without_signals"]

LEVELS: Final[dict[str, Callable[[int], Player]]] = {
    "random": RandomPlayer,
    "beginner": BeginnerPlayer,
    "intermediate": IntermediatePlayer,
    "expert": ExpertPlayer,
}

# Options a built-in level takes after a colon (``expert:nosignals``): the keyword arguments each one passes.
LEVEL_OPTIONS: Final[dict[str, dict[str, dict[str, object]]]] = {
    "expert": {"nosignals": {"signals": False}},
}


# What a seat plays when the level saved for it is a plug-in the person has not allowed.
FALLBACK_LEVEL: Final = "intermediate"


class PlayerError(ValueError):
    """A player spec that names no level and no importable ``module:Class``."""


def is_plugin(spec: str) -> bool:
    """Does ``spec`` name a plug-in (``module:Class``, which building would import), not a built-in level (with
    or without an option) nor a spec that names nothing? Nothing is imported to decide."""
    key = spec.strip()
    return ":" in key and key.lower().partition(":")[0] not in LEVELS


def may_play(spec: str, allowed: Iterable[str] = ()) -> bool:
    """May a level read from data be played? A built-in level always; a plug-in only if the person allowed it.
    Nothing is imported to decide."""
    key = spec.strip()
    return _level_option(key) is not None or key in {a.strip() for a in allowed}


def without_signals(spec: str) -> str:
    """``spec`` without the defenders' discard convention: ``expert`` becomes ``expert:nosignals``; a level or
    plug-in that has no such option is left as it is."""
    key = spec.strip()
    return f"{key}:nosignals" if "nosignals" in LEVEL_OPTIONS.get(key.lower(), {}) else spec


def _level_option(key: str) -> tuple[str, dict[str, object]] | None:
    """A built-in level and its keyword arguments, if ``key`` names one (``expert``, ``expert:nosignals``)."""
    level, _, option = key.lower().partition(":")
    if level not in LEVELS:
        return None
    if not option:
        return level, {}
    kwargs = LEVEL_OPTIONS.get(level, {}).get(option)
    return (level, kwargs) if kwargs is not None else None


def make_player(spec: str, seed: int = 0) -> Player:
    """A player from a level name (``expert``) or a plug-in ``package.module:ClassName``."""
    return player_maker(spec)(seed)


def player_maker(spec: str) -> Callable[[int], Player]:
    """What builds the player of ``spec`` from a seed, the spec read (and a plug-in imported) once: a match
    builds a player per hand, thousands a second. Raises :class:`PlayerError` for a spec that names nothing."""
    key = spec.strip()
    found = _level_option(key)
    if found is not None:
        level, kwargs = found
        return functools.partial(LEVELS[level], **kwargs) if kwargs else LEVELS[level]
    base = key.lower().partition(":")[0]
    if base in LEVELS:
        options = ", ".join(f"{base}:{o}" for o in LEVEL_OPTIONS.get(base, {})) or "none"
        raise PlayerError(f"unknown option in player {spec!r}: level {base!r} takes {options}")
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
    return functools.partial(_build_plugin, spec, cls, _takes_seed(cls))


def _build_plugin(spec: str, cls: Callable[..., object], takes_seed: bool, seed: int) -> Player:
    try:
        player = cls(seed=seed) if takes_seed else cls()
    except Exception as exc:  # a plug-in's own failure: its spec and the reason, never a traceback at the table
        raise PlayerError(f"{spec!r} could not be built: {type(exc).__name__}: {exc}") from None
    if not isinstance(player, Player):
        raise PlayerError(f"{spec!r} does not meet the Player protocol (a name and choose(view))")
    return player


def _takes_seed(cls: Callable[..., object]) -> bool:
    """Does ``cls(seed=...)`` bind? Asked of the signature, so a TypeError raised inside a constructor that does
    take a seed is reported, not retried without it."""
    try:
        params = inspect.signature(cls).parameters.values()
    except (TypeError, ValueError):  # no signature to read (some built-in types): try the seed
        return True
    return any(p.kind is p.VAR_KEYWORD or (p.name == "seed" and p.kind is not p.POSITIONAL_ONLY) for p in params)
