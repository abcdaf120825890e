"""``napdesk simulate`` gives the random level its legal actions alone: a view per decision cost more than the
random player's choice, and it reads nothing else of one. A fault of such a seat is still logged with its view."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from napdesk.ai.base import RandomPlayer
from napdesk.commands.match import entries_from
from napdesk.commands.tournament import play_match
from napdesk.engine import Action, HandState, Rules, View


def test_a_random_match_makes_no_view(monkeypatch: pytest.MonkeyPatch) -> None:
    made = []
    view = HandState.view

    def counted(self: HandState, seat: int) -> View:
        made.append(seat)
        return view(self, seat)

    monkeypatch.setattr(HandState, "view", counted)
    result = play_match(Rules(), entries_from(["random"] * 4), 50, 3, jobs=1)
    assert result["hands"] == 50 and sum(s["decision_ms"]["n"] for s in result["seats"]) > 50 * 4
    assert made == []
    play_match(Rules(), entries_from(["random", "beginner", "random", "random"]), 5, 3, jobs=1)
    assert made  # a level that reads the view is given one


def test_a_random_seats_fault_is_logged_with_its_view(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    choose_from = RandomPlayer.choose_from

    def now_and_then(self: RandomPlayer, legal: Any) -> Action:
        calls.append(1)
        if len(calls) % 7 == 0:
            raise ValueError("now and then")
        return choose_from(self, legal)

    monkeypatch.setattr(RandomPlayer, "choose_from", now_and_then)
    log = io.StringIO()
    result = play_match(Rules(), entries_from(["random"] * 4), 20, 5, jobs=1, faults=log)
    faults = sum(s["faults"]["exception"] for s in result["seats"])
    lines = log.getvalue().splitlines()
    assert faults == len(lines) == len(calls) // 7 > 0
    for line in lines:
        assert ": exception: ValueError: now and then; view {" in line
        view = json.loads(line.partition("; view ")[2])
        assert view["legal"] and view["hand"]  # the seat's view as the state had it when it was asked
