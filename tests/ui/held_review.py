"""A review held in its worker until the test lets it go: for the tests of a window closed or deleted while its
review runs (the scoreboard's costs, the review window)."""

from __future__ import annotations

import threading
from types import ModuleType

import pytest

from napdesk.ai.review import Marked
from napdesk.engine.hand import HandState


def hold_reviews(monkeypatch: pytest.MonkeyPatch, module: ModuleType,
                 wait_ms: int) -> tuple[threading.Event, threading.Event]:
    """``module.hand_review`` replaced by one that says it started, then waits to be released (``wait_ms`` at
    most) before reviewing: (started, release)."""
    started, release = threading.Event(), threading.Event()
    real = module.hand_review

    def held(state: HandState, seat: int, seconds: float | None = None) -> tuple[Marked, ...]:
        started.set()
        release.wait(wait_ms / 1000)
        return real(state, seat, seconds)

    monkeypatch.setattr(module, "hand_review", held)
    return started, release
