"""Every level returns a legal action in every phase, over the presets and over random rule sets."""

from __future__ import annotations

import random
from typing import Any

import pytest

from napdesk.ai import LEVELS, ExpertPlayer, PlayerError, make_player
from napdesk.ai.base import Player, RandomPlayer
from napdesk.engine.actions import TAKE_WIDOW, Bid, Discard, Exchange, Peep, Play, TakeWidow
from napdesk.engine.rules import OPTIONS, PRESETS, Rules, problems

# The expert with a fixed, small number of samples: the same code paths, fast and deterministic.
FAST_EXPERT = 3


def player(level: str, seed: int) -> Player:
    if level == "expert":
        return ExpertPlayer(seed, samples=FAST_EXPERT)
    return make_player(level, seed)


def table(level: str, n: int, seed: int) -> list[Player]:
    return [player(level, seed * 10 + s) for s in range(n)]


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_plays_whole_hands_legally(level: str, preset: str, ai: Any) -> None:
    rules = Rules(preset=preset)
    hands = 2 if level == "expert" and preset == "seven_card" else 4
    for seed in range(hands):
        state = ai.random_hand(rules, seed)
        ai.play_out(state, table(level, rules.players, seed))
        assert state.is_over


def random_rules(rng: random.Random) -> Rules:
    """A valid rule set drawn at random from the declarations (kept small enough to play quickly)."""
    while True:
        values: dict[str, Any] = {}
        for opt in OPTIONS:
            if opt.kind == "bool":
                values[opt.key] = rng.random() < 0.5
            elif opt.kind == "choice":
                values[opt.key] = rng.choice(opt.choices)
            else:
                assert opt.minimum is not None and opt.maximum is not None
                values[opt.key] = rng.randint(opt.minimum, min(opt.maximum, opt.minimum + 20))
        values["players"] = rng.choice((3, 4, 4, 5, 6))
        if values["hand_size"] == 7:
            values["players"] = rng.choice((3, 4))
        if not problems(values):
            return Rules(values)


def test_mixed_tables_over_random_rule_sets(ai: Any) -> None:
    rng = random.Random(2024)
    seen: set[str] = set()
    for i in range(30):
        rules = random_rules(rng)
        levels = list(LEVELS)
        players = [player(levels[(i + s) % len(levels)], i * 10 + s) for s in range(rules.players)]
        state = ai.random_hand(rules, i)
        seen.update(phase for phase, _ in ai.play_out(state, players))
    assert {"bidding", "play"} <= seen


def first_in_auction(state: Any) -> int:
    return int(state.order[0])


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_in_every_phase(level: str, ai: Any) -> None:
    """Purchase, peep, the widow, the peep discard, misère play and seven-card play, each asked directly."""
    p = player(level, 7)
    # Purchase: the exchange phase.
    state = ai.random_hand(Rules(preset="purchase"), 1)
    assert state.phase == "exchange"
    view = state.view(state.to_move)
    assert isinstance(p.choose(view), Exchange) and p.choose(view) in view.legal
    # Peep: offered at the first speaker's turn.
    state = ai.random_hand(Rules(preset="peep"), 2)
    view = state.view(state.to_move)
    assert any(isinstance(a, Peep) for a in view.legal)
    assert p.choose(view) in view.legal
    # Sir Garnet: the widow may be taken.
    state = ai.random_hand(Rules(preset="sir_garnet"), 3)
    view = state.view(state.to_move)
    assert any(isinstance(a, TakeWidow) for a in view.legal)
    action = p.choose(view)
    assert action in view.legal and isinstance(action, Bid | TakeWidow)
    # Sir Garnet, the widow taken (unseen): what to keep from the ten cards.
    state.apply(TAKE_WIDOW)
    assert state.phase == "widow"
    view = state.view(state.to_move)
    action = p.choose(view)
    assert isinstance(action, TakeWidow) and action.discards is not None and action in view.legal
    # The peep discard.
    state = ai.random_hand(Rules(preset="peep"), 4)
    ai.bid_all(state, {first_in_auction(state): "2"})
    assert state.phase == "discard"
    view = state.view(state.to_move)
    action = p.choose(view)
    assert isinstance(action, Discard) and action in view.legal
    # Misère, as bidder and as defender, to the end.
    state = ai.random_hand(Rules(), 5)
    ai.bid_all(state, {first_in_auction(state): "misere"})
    ai.play_out(state, [player(level, 50 + s) for s in range(4)])
    # Seven-card Nap play.
    state = ai.random_hand(Rules(preset="seven_card"), 6)
    ai.bid_all(state, {first_in_auction(state): "3"})
    view = state.view(state.to_move)
    action = p.choose(view)
    assert isinstance(action, Play) and action in view.legal


def test_make_player_levels_and_plugins(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in LEVELS:
        made = make_player(name, 3)
        assert isinstance(made, Player)
        assert made.name == name
    (tmp_path / "my_bot.py").write_text(
        "import napdesk.ai.base as b\n"
        "class Lowest:\n"
        "    name = 'lowest'\n"
        "    def choose(self, view):\n"
        "        return view.legal[0]\n"
        "class Seeded(b.RandomPlayer):\n"
        "    name = 'seeded'\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert make_player("my_bot:Lowest").name == "lowest"
    assert isinstance(make_player("my_bot:Seeded", 5), RandomPlayer)
    for bad in ("grandmaster", "no_such_module:X", "my_bot:Missing"):
        with pytest.raises(PlayerError):
            make_player(bad)


@pytest.mark.parametrize("level", ["beginner", "intermediate", "expert"])
def test_no_revokes_where_they_are_penalised(level: str, ai: Any) -> None:
    """Where revokes are penalised every card is legal; the levels still follow suit."""
    rules = Rules({"revokes": "penalised"})
    for seed in range(6):
        state = ai.random_hand(rules, seed)
        ai.play_out(state, table(level, rules.players, seed))
        assert state.outcome is not None and state.outcome.reason != "revoke"


def test_random_player_is_uniform_and_reproducible() -> None:
    """The random baseline picks every legal action about equally often, the same ones for the same seed, and
    other ones for a neighbouring seed (a match's seeds for one deal differ only a little)."""
    from collections import Counter

    from napdesk.engine.deal import deal_hand
    from napdesk.engine.hand import HandState
    from napdesk.engine.rules import Rules

    rules = Rules(preset="standard")
    state = HandState(rules, 0, deal_hand(rules, 0, random.Random(3)))
    view = state.view(state.to_move)
    legal = view.legal
    assert len(legal) >= 3
    player = RandomPlayer(7)
    picks = [player.choose(view) for _ in range(600 * len(legal))]
    counts = Counter(picks)
    assert set(counts) == set(legal)
    assert all(500 <= c <= 700 for c in counts.values()), counts
    again = RandomPlayer(7)
    assert [again.choose(view) for _ in range(50)] == picks[:50]
    other = RandomPlayer(8)
    assert [other.choose(view) for _ in range(50)] != picks[:50]
