"""The one protocol every computer player meets, built-in levels and plug-ins alike."""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from napdesk.engine.actions import Action, Claim
from napdesk.engine.view import View


@runtime_checkable
class Player(Protocol):
    """A computer player: given what its seat may know, it returns one of ``view.legal``."""

    name: str

    def choose(self, view: View) -> Action:
        ...


class RandomPlayer:
    """Uniform over the legal actions: the baseline every other level must beat."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View) -> Action:
        # A claim is a question to the solver, not a move: choosing it at random would only be refused.
        moves: list[Action] = [a for a in view.legal if not isinstance(a, Claim)] or list(view.legal)
        return self._rng.choice(moves)
