"""The one protocol every computer player meets, built-in levels and plug-ins alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol, runtime_checkable

from napdesk.engine.actions import Action, Claim
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


HOOKS: Final = ("start_hand", "end_hand")


def has_hooks(player: object) -> bool:
    """Whether the player has a hand hook at all (most have none, and need not be told anything)."""
    return any(callable(getattr(player, hook, None)) for hook in HOOKS)


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
    """Uniform over the legal actions: the baseline every other level must beat.

    Its randomness is a 64-bit linear congruential generator read from its high bits, not a
    :class:`random.Random`: ``napdesk simulate`` makes a player per hand, and seeding a Mersenne Twister (2.5 KB of
    state) cost more than the random player's whole hand of choices. The high 32 bits of this generator are
    uniform enough for a baseline: a choice among n is off from 1/n by less than n / 2**32."""

    # A slot, not a __dict__: a random match makes four of these a hand (a subclass, a plug-in's, gets its dict)
    __slots__ = ("_state",)

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        # one round of splitmix64 spreads nearby seeds (a match's seeds are hashes, a test's are 0, 1, 2...)
        z = ((seed + 1) * 0x9E3779B97F4A7C15) & _M64  # seed * G + G, one product
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        self._state = z ^ (z >> 31)

    def choose(self, view: View) -> Action:
        return self.choose_from(view.legal)

    def choose_from(self, legal: Sequence[Action]) -> Action:
        """The choice among ``legal`` (a view's ``legal``, or those of its actions the seat may still take), all
        this level reads of a view: ``napdesk simulate`` gives it the legal actions alone, and makes no view for
        it."""
        # A claim is a question to the solver, not a move: choosing it at random would only be refused. The
        # engine lists a claim last, after the cards (HandState.legal_tuple), so only the last action can be one:
        # asked of its type (Claim is final), not of every action's (that loop cost half the choice).
        moves = legal  # the usual case, no claim: no list to make
        if type(legal[-1]) is Claim and len(legal) > 1:
            moves = legal[:-1]
        # A number below len(moves) from the generator's next state, in line: a random match makes a choice per
        # action, millions of them, and a method's call cost as much as the arithmetic.
        self._state = s = (self._state * 6364136223846793005 + 1442695040888963407) & _M64
        return moves[((s >> 32) * len(moves)) >> 32]


_M64: Final = (1 << 64) - 1
