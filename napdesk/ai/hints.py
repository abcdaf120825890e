"""Hints for the human seat: what the expert would do, and why, within a time budget (300 ms by default).

:func:`hint` takes the human seat's :class:`~napdesk.engine.view.View` (nothing more) and returns a :class:`Hint`:
the suggested action, a one-line reason, and in the bidding the expert's estimated chance of making each open
bid. The expert's own sampling budget is set to leave room for the rest of the work, so the answer comes back
within ``budget_ms`` on an ordinary machine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from napdesk.ai.expert import ExpertPlayer
from napdesk.engine.actions import Action, Bid, Play
from napdesk.engine.view import View

DEFAULT_BUDGET_MS = 300.0
_SHARE = 0.6  # of the budget given to sampling; the rest covers set-up, the last solve and slow machines
_GRACE = 0.2  # of the sampling share, past its end, before a search too big for the time is given up


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    chances: dict[str, float] = field(default_factory=dict)  # bid name -> estimated chance of making it
    samples: int = 0
    elapsed_ms: float = 0.0


def hint(view: View, *, budget_ms: float = DEFAULT_BUDGET_MS, seed: int = 0) -> Hint:
    """The expert's suggestion for the seat to move in ``view`` (which must be that seat's own view)."""
    start = time.perf_counter()
    if not view.legal:
        raise ValueError("it is not this seat's turn: no hint to give")
    expert = ExpertPlayer(seed, budget_ms=budget_ms * _SHARE, grace=_GRACE)
    action = expert.choose(view)
    thinking = expert.thinking
    reason = thinking.reason or "the expert's choice"
    if isinstance(action, Play) and not thinking.reason:
        reason = f"play {action.card}"
    chances = dict(thinking.chances)
    if isinstance(action, Bid) and chances:
        ranked = ", ".join(f"{Bid.parse(name).label if name != 'widow' else 'Widow'} {p:.0%}"
                           for name, p in chances.items())
        reason = f"{reason} (chances: {ranked})"
    elapsed = (time.perf_counter() - start) * 1000
    return Hint(action, reason, chances, thinking.samples, elapsed)
