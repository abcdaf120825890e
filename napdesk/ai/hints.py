"""Hints for the human seat: what the expert would do, and why, within a time budget (300 ms by default).

:func:`hint` takes the human seat's :class:`~napdesk.engine.view.View` (nothing more) and returns a :class:`Hint`:
the suggested action, its reason as data (:class:`~napdesk.ai.advice.Advice`), and in the bidding the expert's
estimated chance of making each open bid. The expert's own sampling budget is set to leave room for the rest of
the work, so the answer comes back within ``budget_ms`` even on a loaded machine: the search stops by its clock
(checked before each sampled deal and each exact search, and inside the search), and a search still running at its
cutoff is given up. A hint that rests on fewer than :data:`EVIDENCE` sampled deals says it is only a guess.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

from napdesk.ai.advice import Advice, AdviceKind, english
from napdesk.ai.expert import ExpertPlayer
from napdesk.engine.actions import Action, Play
from napdesk.engine.view import View

DEFAULT_BUDGET_MS = 300.0
_SHARE = 0.45  # of the budget given to sampling; the rest covers set-up, the last solve and slow machines
_GRACE = 0.1  # of the sampling share, past its end, before a search too big for the time is given up
EVIDENCE = 20  # sampled deals a hint must rest on to be more than a guess
# The kinds whose reason is the sampled deals (the others: the only choice, the one card to weigh, the
# intermediate level's bid when there was no time at all, which says so itself).
_SAMPLED = frozenset({AdviceKind.PLAY_BEST, AdviceKind.PLAY_ANY, AdviceKind.BID, AdviceKind.TAKE_WIDOW,
                      AdviceKind.PASS, AdviceKind.PEEP, AdviceKind.EXCHANGE, AdviceKind.KEEP, AdviceKind.DISCARD})


@dataclass(frozen=True)
class Hint:
    action: Action
    advice: Advice  # why, as data: napdesk.ui.words says it in the player's language
    chances: dict[str, float] = field(default_factory=dict)  # bid name ("widow": taking it) -> chance of making it
    samples: int = 0
    elapsed_ms: float = 0.0

    @property
    def reason(self) -> str:
        """The advice in plain English (for logs and the benchmark)."""
        return english(self.advice)


def hint(view: View, *, budget_ms: float = DEFAULT_BUDGET_MS, seed: int = 0) -> Hint:
    """The expert's suggestion for the seat to move in ``view`` (which must be that seat's own view)."""
    start = time.perf_counter()
    if not view.legal:
        raise ValueError("it is not this seat's turn: no hint to give")
    expert = ExpertPlayer(seed, budget_ms=budget_ms * _SHARE, grace=_GRACE)
    action = expert.choose(view)
    thinking = expert.thinking
    advice = thinking.advice
    if advice is None:
        advice = Advice(AdviceKind.PLAY, card=action.card) if isinstance(action, Play) else Advice(AdviceKind.EXPERT)
    if advice.kind in _SAMPLED and thinking.samples < EVIDENCE:
        advice = replace(advice, guess=True, samples=thinking.samples)
    elapsed = (time.perf_counter() - start) * 1000
    return Hint(action, advice, dict(thinking.chances), thinking.samples, elapsed)
