"""The quick start in napdesk/engine/__init__.py's docstring runs as written and prints what it says."""

from __future__ import annotations

import doctest
import random

import pytest

import napdesk.engine
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from tests.engine import test_properties
from tests.engine.test_properties import BASES, Game, play_out


def test_the_quick_start_runs_as_written() -> None:
    result = doctest.testmod(napdesk.engine, report=True)
    assert result.attempted >= 20
    assert result.failed == 0


def test_every_hand_and_session_prints_itself_at_every_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every preset and variant, a random hand played out: a line per seat, the seat to act marked, a short repr."""
    monkeypatch.setattr(test_properties, "event", lambda *args: None)  # hypothesis's statistics: not in this test
    for k, base in enumerate(BASES.values()):
        game = Game(rules=base, dealer=k % base.players, seed=k, pool=3 if base.pool else 0, rnd=random.Random(k))

        def printed(state: HandState) -> None:
            lines = str(state).splitlines()
            assert len(lines) > state.n and lines[0].startswith(f"{state.n} players")
            marked = [i for i, line in enumerate(lines[1: state.n + 1]) if line.startswith("> ")]
            assert marked == ([] if state.is_over else [state.to_move])
            assert repr(state).startswith("<HandState ") and "\n" not in repr(state)

        play_out(game, printed)
    session = Session(Rules(), ["Ann", "Ben", "Cat", "Dan"], 3)
    assert str(session).splitlines()[1:5] == [f"  {name}    50" + ("  (deals)" if s == session.dealer else "")
                                              for s, name in enumerate(session.players)]
    assert repr(session) == "<Session 4 players, hand 1, seed 3>"
