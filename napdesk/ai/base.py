"""The one protocol every computer player meets, built-in levels and plug-ins alike."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from napdesk.engine.actions import CLAIM, Action, Claim
from napdesk.engine.rules import Rules
from napdesk.engine.view import View


@runtime_checkable
class Player(Protocol):
    """A computer player: given what its seat may know, it returns one of ``view.legal``."""

    name: str

    def choose(self, view: View) -> Action:
        ...


@runtime_checkable
class HandHooks(Protocol):
    """Optional: a player that has these methods is told when a hand starts and ends (``napdesk simulate`` and the
    built-in levels use them; a player without them is simply not told).

    ``start_hand`` comes before the player's first decision of a hand, with the table's rules, the seat it plays
    and the time it may take for each decision, in milliseconds (None: no budget is set, take your own);
    ``end_hand`` comes once the hand is over, with the seat's last view (``view.outcome`` says how it went)."""

    def start_hand(self, rules: Rules, seat: int, budget_ms: float | None) -> None:
        ...

    def end_hand(self, view: View) -> None:
        ...


def tell_start(player: object, rules: Rules, seat: int, budget_ms: float | None) -> None:
    """Call the player's ``start_hand`` hook if it has one."""
    hook = getattr(player, "start_hand", None)
    if callable(hook):
        hook(rules, seat, budget_ms)


def tell_end(player: object, view: View) -> None:
    """Call the player's ``end_hand`` hook if it has one."""
    hook = getattr(player, "end_hand", None)
    if callable(hook):
        hook(view)


class RandomPlayer:
    """Uniform over the legal actions: the baseline every other level must beat."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def start_hand(self, rules: Rules, seat: int, budget_ms: float | None) -> None:
        pass  # it needs no time and remembers nothing

    def end_hand(self, view: View) -> None:
        pass

    def choose(self, view: View) -> Action:
        # A claim is a question to the solver, not a move: choosing it at random would only be refused.
        legal = view.legal
        if CLAIM not in legal:  # the usual case: no list to make
            return self._rng.choice(legal)
        moves: list[Action] = [a for a in legal if not isinstance(a, Claim)] or list(legal)
        return self._rng.choice(moves)
