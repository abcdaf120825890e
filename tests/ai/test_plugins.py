"""Plug-in players: how ``make_player`` builds one, and which levels read from data may be played."""

from __future__ import annotations

from pathlib import Path

import pytest

from napdesk.ai import FALLBACK_LEVEL, LEVELS, PlayerError, is_plugin, make_player, may_play
from napdesk.ai.trust import plugin_specs, trust_file, trust_plugins, trusted_plugins
from napdesk.store import data_dir

BOTS = '''
import napdesk.ai.base as b

class Fussy:
    """Takes a seed, and refuses a bad one with a TypeError of its own."""
    name = "fussy"
    def __init__(self, seed=0):
        if seed == 13:
            raise TypeError("unlucky seed")
        self.seed = seed
    def choose(self, view):
        return view.legal[0]

class NoSeed:
    name = "noseed"
    def __init__(self):
        self.built = True
    def choose(self, view):
        return view.legal[0]

class Keywords(b.RandomPlayer):
    name = "keywords"
    def __init__(self, **options):
        super().__init__(options["seed"])

class Broken:
    def __init__(self, seed=0):
        raise RuntimeError("no table for me")
'''


@pytest.fixture
def bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    (tmp_path / "napdesk_test_bots.py").write_text(BOTS, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return "napdesk_test_bots"


def test_a_plugin_gets_its_seed_when_its_signature_takes_one(bots: str) -> None:
    assert make_player(f"{bots}:Fussy", 5).seed == 5  # type: ignore[attr-defined]
    assert make_player(f"{bots}:NoSeed", 5).built  # type: ignore[attr-defined]
    assert make_player(f"{bots}:Keywords", 5).name == "keywords"


def test_a_type_error_inside_a_constructor_is_reported_not_retried_without_the_seed(bots: str) -> None:
    """Before, any TypeError from ``Class(seed=...)`` built ``Class()`` instead: a player with the wrong seed."""
    with pytest.raises(PlayerError, match=r"'napdesk_test_bots:Fussy' could not be built: TypeError: unlucky seed"):
        make_player(f"{bots}:Fussy", 13)
    with pytest.raises(PlayerError, match="RuntimeError: no table for me"):
        make_player(f"{bots}:Broken", 1)


def test_only_built_in_levels_and_allowed_plugins_may_be_played_from_data() -> None:
    for level in LEVELS:
        assert may_play(level) and may_play(f" {level.upper()} ")
    assert FALLBACK_LEVEL in LEVELS
    assert not may_play("os:system")
    assert not may_play("napdesk_test_bots:Fussy")
    assert may_play("napdesk_test_bots:Fussy", {"napdesk_test_bots:Fussy"})
    assert not may_play("napdesk_test_bots:NoSeed", {"napdesk_test_bots:Fussy"})


def test_a_plugin_is_a_module_spec_not_a_built_in_level() -> None:
    assert is_plugin("os:system") and is_plugin(" napdesk_test_bots:Fussy ")
    for spec in (*LEVELS, "expert:nosignals", "EXPERT:bogus", "easy", ""):
        assert not is_plugin(spec), spec


def test_the_persons_allowed_plugins_are_read_defensively(tmp_path: Path) -> None:
    assert plugin_specs(["a.b:C", " d:E ", 3, None, "expert"]) == {"a.b:C", "d:E"}
    for damaged in (None, "a:B", {"a:B": True}, 7):
        assert plugin_specs(damaged) == frozenset()
    where = tmp_path / "trusted.json"
    assert trusted_plugins(where) == frozenset()  # no file: nothing allowed
    for text in ("{", '["a:B"]', '{"plugins": "a:B"}', "\xff"):
        where.write_text(text, encoding="latin-1")
        assert trusted_plugins(where) == frozenset(), text


def test_a_yes_is_kept_in_the_config_folder_beside_the_earlier_ones(tmp_path: Path) -> None:
    where = trust_file()
    assert not where.is_relative_to(data_dir())  # never beside the sessions database
    trust_plugins(["a:B"])
    trust_plugins([" c:D", "a:B", "expert"])
    assert trusted_plugins() == {"a:B", "c:D"}
    assert [p.name for p in where.parent.iterdir()] == [where.name]  # no .part left behind
