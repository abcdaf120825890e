"""``napdesk simulate`` gives the random level its legal actions alone: a view per decision cost more than the
random player's choice, and it reads nothing else of one. A fault of such a seat is still logged with its view."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from napdesk.ai.base import RandomPlayer
from napdesk.commands.match import entries_from, play_hands
from napdesk.commands.tournament import play_match
from napdesk.engine import Action, Claim, HandState, Rules, View


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


def _counted(doc: Any) -> Any:
    """A ``--json`` object with its times left out but how many decisions of each kind kept."""
    if isinstance(doc, dict):
        if "p50" in doc:  # a decision_ms figure: its count alone
            return {"n": doc["n"], **{k: _counted(v) for k, v in doc.items() if k == "by_phase"}}
        return {k: _counted(v) for k, v in doc.items() if k not in ("seconds", "hands_per_s", "player")}
    if isinstance(doc, list):
        return [_counted(v) for v in doc]
    return doc


@pytest.mark.parametrize("preset", ["standard", "peep", "purchase", "sir_garnet", "seven_card"])
@pytest.mark.parametrize("duplicate", [False, True])
def test_a_random_match_plays_as_the_random_level_through_a_view_would(preset: str, duplicate: bool) -> None:
    """The random level's own way through a match (its legal actions alone) plays, counts and records every hand
    as the same player given a view would: the same class as a plug-in spec, which the match treats as any other
    player."""
    rules = Rules(preset=preset)
    names = [f"p{i}" for i in range(rules.players)]
    bare = entries_from(["random"] * rules.players, names)
    viewed = entries_from(["napdesk.ai.base:RandomPlayer"] * rules.players, names)
    assert _counted(play_match(rules, bare, 40, 9, duplicate)) == _counted(play_match(rules, viewed, 40, 9, duplicate))
    a = play_hands(rules, bare, range(30), 9, duplicate, True, None, False)
    b = play_hands(rules, viewed, range(30), 9, duplicate, True, None, False)
    assert a.records == b.records and a.hands == b.hands == 30


def test_a_random_seats_refused_claims_play_on_as_through_a_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """A random seat that claims whenever it may (a claim the defence can beat is refused, and the seat asked
    again without it) plays, counts and logs every hand as the same player given a view does."""
    choose_from = RandomPlayer.choose_from

    def claims(self: RandomPlayer, legal: Any) -> Action:
        return legal[-1] if isinstance(legal[-1], Claim) else choose_from(self, legal)

    monkeypatch.setattr(RandomPlayer, "choose_from", claims)
    rules = Rules()
    names = [f"p{i}" for i in range(rules.players)]
    logs = [io.StringIO(), io.StringIO()]
    bare, viewed = (play_match(rules, entries_from([spec] * rules.players, names), 60, 4, faults=log)
                    for spec, log in zip(["random", "napdesk.ai.base:RandomPlayer"], logs, strict=True))
    assert sum(s["faults"]["claim_refused"] for s in bare["seats"]) > 0
    assert _counted(bare) == _counted(viewed)
    assert logs[0].getvalue() == logs[1].getvalue()
