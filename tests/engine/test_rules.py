"""The rule declarations, presets and validation of napdesk.engine.rules against docs/rules.md."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from napdesk.engine.rules import (
    CONSTRAINTS,
    DEFAULTS,
    GROUPS,
    OPTION,
    OPTIONS,
    PRESETS,
    Option,
    RuleError,
    Rules,
    Value,
    describe,
    preset_rules,
    problems,
    validate,
)

# Every key of docs/rules.md, in its order: (kind, default, choices or (minimum, maximum)).
EXPECTED: dict[str, tuple[str, Value, tuple[Value, ...]]] = {
    # 1. The pack, the players, the deal
    "players": ("int", 4, (2, 7)),
    "deck_size": ("choice", 52, (52, 40, 36, 32, 28)),
    "hand_size": ("choice", 5, (5, 7)),
    "dealer_sits_out": ("choice", "five_plus", ("never", "five_plus", "six_plus")),
    "sitting_out_dealer_settles": ("bool", False, ()),
    "first_dealer": ("choice", "cut_low", ("cut_low", "first_jack", "random")),
    "deal_packets": ("choice", "3-2", ("3-2", "2-3", "singly")),
    # 2. Bidding
    "min_bid": ("choice", 1, (1, 2, 3)),
    "misere": ("bool", True, ()),
    "misere_trumps": ("choice", "none", ("none", "first_lead")),
    "misere_stakes": ("choice", "three", ("three", "nap")),
    "nap_stakes": ("choice", "10/5", ("10/5", "12/6")),
    "wellington": ("bool", False, ()),
    "blucher": ("bool", False, ()),
    "wellington_needs_nap": ("bool", True, ()),
    "blucher_needs_wellington": ("bool", True, ()),
    "big_bid_stakes": ("choice", "multiplied", ("multiplied", "penalty_only")),
    "all_pass": ("choice", "dealer_must_bid", ("dealer_must_bid", "redeal")),
    # 3. Play
    "hand_end": ("choice", "decided", ("decided", "all_tricks")),
    "claims": ("bool", True, ()),
    "revokes": ("choice", "prevented", ("prevented", "penalised")),
    "last_trick_review": ("bool", True, ()),
    # 4. Settlement
    "seven_top_win": ("int", 24, (0, 1000)),
    "seven_top_loss": ("int", 12, (0, 1000)),
    # 5. Chips, pools and the session
    "starting_chips": ("int", 50, (10, 1000)),
    "when_broke": ("choice", "buy", ("buy", "out")),
    "stake_unit": ("choice", "counters", ("counters", "penny", "sixpence", "nickel", "quarter")),
    "session_end": ("choice", "open", ("open", "hands", "rounds")),
    "session_length": ("int", 20, (1, 1000)),
    "tiebreak": ("choice", "extra_hand", ("extra_hand", "shared")),
    "pool": ("bool", False, ()),
    "pool_ante": ("int", 2, (0, 1000)),
    "pool_dealer_ante": ("int", 2, (0, 1000)),
    "purchase": ("choice", "off", ("off", "per_card", "flat")),
    "peep": ("bool", False, ()),
    "widow": ("bool", False, ()),
}

# docs/rules.md, "Presets", in its order.
EXPECTED_PRESETS: dict[str, dict[str, Value]] = {
    "standard": {},
    "pub": {
        "min_bid": 3,
        "wellington": True,
        "blucher": True,
        "all_pass": "redeal",
        "hand_end": "all_tricks",
        "dealer_sits_out": "never",
        "session_end": "hands",
        "session_length": 20,
        "when_broke": "out",
    },
    "classic": {"misere": False, "deal_packets": "singly"},
    "short_pack": {"deck_size": 32, "dealer_sits_out": "six_plus", "sitting_out_dealer_settles": True},
    "seven_card": {"hand_size": 7, "min_bid": 3},
    "pool": {"pool": True},
    "purchase": {"pool": True, "purchase": "per_card"},
    "peep": {"pool": True, "peep": True},
    "sir_garnet": {"widow": True},
}

ORDER = list(EXPECTED)


def declared_order(keys: tuple[str, ...]) -> bool:
    return [ORDER.index(k) for k in keys] == sorted(ORDER.index(k) for k in keys)


def conflict(values: Mapping[str, object], preset: str = "standard") -> RuleError:
    with pytest.raises(RuleError) as info:
        Rules(values, preset=preset)
    return info.value


# ----------------------------------------------------------------------------------------------- declarations


def test_every_key_of_rules_md_is_declared_once_in_order() -> None:
    assert [o.key for o in OPTIONS] == ORDER
    assert list(OPTION) == ORDER
    assert all(OPTION[o.key] is o for o in OPTIONS)


@pytest.mark.parametrize("key", ORDER)
def test_declaration_matches_rules_md(key: str) -> None:
    kind, default, allowed = EXPECTED[key]
    option = OPTION[key]
    assert option.kind == kind
    assert option.default == default and type(option.default) is type(default)
    assert DEFAULTS[key] == default
    if kind == "choice":
        assert option.choices == allowed
        assert all(type(a) is type(b) for a, b in zip(option.choices, allowed, strict=True))
        assert option.minimum is None and option.maximum is None
    elif kind == "int":
        assert (option.minimum, option.maximum) == allowed
        assert option.choices == ()
    else:
        assert option.choices == () and option.minimum is None and option.maximum is None


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.key)
def test_declaration_texts(option: Option) -> None:
    assert option.group in GROUPS
    assert option.label and len(option.label) <= 40 and "_" not in option.label
    assert option.help.endswith(".") and "_" not in option.help
    # The source cites seed files by number.
    assert any(seed in option.source for seed in ("000", "001", "002", "003", "004"))
    if option.choice_labels:
        assert len(option.choice_labels) == len(option.choices)
    values: tuple[Value, ...] = option.choices or (True, False)
    if option.kind == "int":
        assert option.minimum is not None
        values = (option.minimum,)
    for value in values:
        assert option.choice_label(value)


def test_every_group_is_used() -> None:
    assert {o.group for o in OPTIONS} == set(GROUPS)


def test_defaults_are_the_standard_game() -> None:
    rules = Rules()
    assert rules.preset == "standard"
    assert dict(rules) == {k: v[1] for k, v in EXPECTED.items()}
    assert rules.min_bid == 1 and rules.players == 4 and rules.misere is True
    assert rules.active_players == 4 and rules.widow_size == 0 and rules.dealer_sits_out_now is False


# ----------------------------------------------------------------------------------------------- Option.check


def test_check_accepts_allowed_values() -> None:
    assert OPTION["min_bid"].check(3) == 3
    assert OPTION["misere"].check(False) is False
    assert OPTION["players"].check(7) == 7
    assert OPTION["deal_packets"].check("singly") == "singly"


@pytest.mark.parametrize(
    ("key", "bad"),
    [
        ("misere", 1),
        ("misere", 0),
        ("misere", "true"),
        ("misere", None),
        ("players", True),
        ("players", 8),
        ("players", 1),
        ("players", 4.0),
        ("players", "4"),
        ("min_bid", True),
        ("min_bid", 4),
        ("min_bid", "3"),
        ("deck_size", 30),
        ("hand_size", 6),
        ("dealer_sits_out", "always"),
        ("nap_stakes", "10-5"),
        ("starting_chips", 9),
        ("starting_chips", 1001),
        ("pool_ante", -1),
        ("purchase", False),
    ],
)
def test_check_refuses_bad_values(key: str, bad: object) -> None:
    with pytest.raises(RuleError) as info:
        OPTION[key].check(bad)
    assert info.value.keys == (key,)
    message = str(info.value)
    assert key in message and OPTION[key].label in message
    # The message says what is allowed.
    option = OPTION[key]
    if option.kind == "choice":
        assert all(repr(c) in message for c in option.choices)
    elif option.kind == "int":
        assert f"from {option.minimum} to {option.maximum}" in message
    else:
        assert "true or false" in message
    with pytest.raises(RuleError):
        Rules({key: bad})


def test_bad_values_are_all_reported_together() -> None:
    error = conflict({"min_bid": 9, "players": 0, "misere": 1})
    assert error.keys == ("players", "min_bid", "misere")


# ----------------------------------------------------------------------------------------------- presets


def test_presets_match_rules_md_in_order() -> None:
    assert list(PRESETS) == list(EXPECTED_PRESETS)
    for name, expected in EXPECTED_PRESETS.items():
        differs = {k: v for k, v in expected.items() if v != DEFAULTS[k]}
        assert dict(PRESETS[name]) == differs, name


@pytest.mark.parametrize("name", list(EXPECTED_PRESETS))
def test_every_preset_builds(name: str) -> None:
    rules = Rules(preset=name)
    assert rules.preset == name
    assert problems(dict(rules)) == []
    for key, value in EXPECTED_PRESETS[name].items():
        assert rules[key] == value
    for key in set(EXPECTED) - set(EXPECTED_PRESETS[name]):
        assert rules[key] == DEFAULTS[key]
    assert rules.overrides() == {}
    assert preset_rules(name) == rules and preset_rules(name).preset == name


def test_preset_with_changes() -> None:
    rules = Rules({"min_bid": 2}, preset="pub")
    assert rules.min_bid == 2 and rules.wellington and rules.preset == "pub"
    assert rules.overrides() == {"min_bid": 2}
    assert rules.to_dict()["preset"] == "pub"


def test_unknown_preset() -> None:
    for bad in ("pubb", "", None):
        with pytest.raises(RuleError) as info:
            Rules.from_dict({"preset": bad})
        message = str(info.value)
        assert repr(bad) in message or str(bad) in message
        assert all(name in message for name in PRESETS)
        assert info.value.keys == ("preset",)
    with pytest.raises(RuleError):
        Rules(preset="nope")
    with pytest.raises(RuleError):
        preset_rules("nope")


# ----------------------------------------------------------------------------------------------- conflicts


@pytest.mark.parametrize(
    ("values", "keys", "words"),
    [
        ({"blucher": True}, ("wellington", "blucher"), "blucher needs wellington"),
        ({"purchase": "per_card"}, ("pool", "purchase"), "purchase needs pool"),
        ({"purchase": "flat"}, ("pool", "purchase"), "purchase needs pool"),
        ({"peep": True}, ("pool", "peep"), "peep needs pool"),
        ({"peep": True, "pool": True, "widow": True}, ("peep", "widow"), "peep and widow cannot both be on"),
        ({"hand_size": 7, "wellington": True}, ("hand_size", "wellington"), "not played with seven cards"),
        (
            {"hand_size": 7, "wellington": True, "blucher": True},
            ("hand_size", "wellington", "blucher"),
            "Wellington and Blücher are not played with seven cards (hand_size 7",
        ),
    ],
)
def test_needs_and_not_with(values: dict[str, Value], keys: tuple[str, ...], words: str) -> None:
    error = conflict(values)
    assert error.keys == keys
    assert words in str(error)
    assert all(key in str(error) for key in keys)
    assert [e.keys for e in problems(values)] == [keys]


def test_pub_preset_refuses_seven_cards() -> None:
    error = conflict({"hand_size": 7}, preset="pub")
    assert error.keys == ("hand_size", "wellington", "blucher")
    assert Rules({"hand_size": 7, "wellington": False, "blucher": False}, preset="pub").hand_size == 7


def test_several_conflicts_are_joined() -> None:
    values: dict[str, Value] = {"blucher": True, "peep": True, "purchase": "flat"}
    found = problems(values)
    assert [e.keys for e in found] == [("wellington", "blucher"), ("pool", "purchase"), ("pool", "peep")]
    error = conflict(values)
    assert error.keys == ("wellington", "blucher", "pool", "purchase", "peep")
    assert all(str(e) in str(error) for e in found)
    with pytest.raises(RuleError) as info:
        validate({**DEFAULTS, **values})
    assert str(info.value) == str(error)


def test_fit_message_names_every_key() -> None:
    error = conflict({"players": 7, "hand_size": 7, "widow": True, "dealer_sits_out": "never"})
    assert str(error) == (
        "7 active players x 7 cards + widow of 7 = 56 cards do not fit a 52-card pack "
        "(players, dealer_sits_out, hand_size, widow, deck_size)"
    )
    assert error.keys == ("players", "deck_size", "hand_size", "dealer_sits_out", "widow")


def test_fit_small_table_does_not_blame_the_dealer() -> None:
    error = conflict({"deck_size": 28, "hand_size": 7, "peep": True, "pool": True})
    assert str(error).startswith(
        "4 active players x 7 cards + peep card = 29 cards do not fit a 28-card pack"
    )
    assert error.keys == ("players", "deck_size", "hand_size", "peep")


@pytest.mark.parametrize(
    ("values", "fits"),
    [
        ({"players": 4, "deck_size": 28, "hand_size": 7}, True),  # 28 exactly
        ({"players": 5, "deck_size": 28}, True),  # dealer sits out: 4 x 5
        ({"players": 5, "deck_size": 28, "dealer_sits_out": "six_plus"}, True),  # 25
        ({"players": 6, "deck_size": 28, "dealer_sits_out": "six_plus"}, True),  # 25
        ({"players": 6, "deck_size": 28, "dealer_sits_out": "never"}, False),  # 30
        ({"players": 7, "hand_size": 7, "dealer_sits_out": "never"}, True),  # 49
        ({"players": 7, "hand_size": 7, "widow": True}, True),  # 6 x 7 + 7 = 49
        ({"players": 7, "hand_size": 7, "widow": True, "dealer_sits_out": "never"}, False),  # 56
        ({"players": 6, "deck_size": 32, "widow": True}, True),  # 5 x 5 + 5 = 30
        ({"players": 6, "deck_size": 32, "widow": True, "dealer_sits_out": "never"}, False),  # 35
        ({"players": 4, "deck_size": 28, "hand_size": 7, "peep": True, "pool": True}, False),  # 29
        ({"players": 3, "deck_size": 28, "hand_size": 7, "widow": True}, True),  # 28
    ],
)
def test_fit(values: dict[str, Value], fits: bool) -> None:
    if fits:
        Rules(values)
    else:
        error = conflict(values)
        assert {"players", "hand_size", "deck_size"} <= set(error.keys)
        assert "do not fit" in str(error)


def test_min_bid_is_always_valid() -> None:
    for min_bid in (1, 2, 3):
        for hand_size in (5, 7):
            assert Rules({"min_bid": min_bid, "hand_size": hand_size}).min_bid == min_bid


def test_harmless_combinations_are_allowed() -> None:
    # Options that only matter with another one on are not refused without it.
    Rules({"sitting_out_dealer_settles": True, "dealer_sits_out": "never"})
    Rules({"pool_ante": 10, "pool_dealer_ante": 0, "session_length": 5})
    Rules({"misere": False, "misere_stakes": "nap", "misere_trumps": "first_lead"})
    Rules({"wellington_needs_nap": False, "blucher_needs_wellington": False})
    Rules({"pool": True, "purchase": "flat", "widow": True})


def test_constraints_declare_their_keys() -> None:
    for constraint in CONSTRAINTS:
        assert constraint.keys and all(k in OPTION for k in constraint.keys)
        assert constraint.summary


# ----------------------------------------------------------------------------------------------- unknown keys


def test_unknown_key() -> None:
    with pytest.raises(RuleError) as info:
        Rules.from_dict({"foo": 1})
    assert str(info.value).startswith("unknown rule 'foo'")
    assert info.value.keys == ("foo",)
    with pytest.raises(RuleError) as info:
        Rules({"minbid": 3})
    assert "min_bid" in str(info.value)  # a suggestion
    with pytest.raises(RuleError):
        Rules({"preset": "pub"})  # the preset is a keyword, not a rule
    assert problems({"foo": 1}) and problems({"foo": 1})[0].keys == ("foo",)


# ----------------------------------------------------------------------------------------------- record form


def test_to_dict_carries_every_key_in_order() -> None:
    data = Rules({"min_bid": 2}, preset="peep").to_dict()
    assert list(data) == ["preset", *ORDER]
    assert data["preset"] == "peep" and data["min_bid"] == 2 and data["peep"] is True


def test_from_dict() -> None:
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({}).preset == "standard"
    rules = Rules.from_dict({"preset": "standard", "min_bid": 2})
    assert rules.min_bid == 2 and rules.overrides() == {"min_bid": 2}
    assert Rules.from_dict({"preset": "pool"}).pool is True


@pytest.mark.parametrize("name", list(EXPECTED_PRESETS))
def test_round_trip(name: str) -> None:
    rules = Rules({"starting_chips": 99}, preset=name)
    back = Rules.from_dict(rules.to_dict())
    assert back == rules and back.preset == rules.preset and back.to_dict() == rules.to_dict()
    again = Rules.from_dict({"preset": name, **rules.overrides()})
    assert again == rules and again.to_dict() == rules.to_dict()


def test_record_stays_the_same_when_read_with_its_resolved_keys() -> None:
    # A record written by napdesk carries every key: reading it does not depend on what the preset holds.
    data: dict[str, object] = dict(Rules({"min_bid": 3}).to_dict())
    data["preset"] = "pub"
    data["wellington"] = False
    data["blucher"] = False
    rules = Rules.from_dict(data)
    assert rules.preset == "pub" and rules.wellington is False and rules.min_bid == 3


# ----------------------------------------------------------------------------------------------- the value


def test_equality_and_hash() -> None:
    a = Rules({"min_bid": 3})
    b = Rules({"min_bid": 3})
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Rules()
    assert a == dict(a)  # a Mapping
    assert a != 3
    # Same values from another preset: the same game.
    assert Rules(preset="pool") == Rules({"pool": True})
    assert hash(Rules(preset="pool")) == hash(Rules({"pool": True}))


def test_immutable() -> None:
    rules = Rules()
    with pytest.raises(AttributeError):
        rules.min_bid = 3
    with pytest.raises(AttributeError):
        rules.preset = "pub"
    with pytest.raises(AttributeError):
        rules.anything = 1
    with pytest.raises(AttributeError):
        del rules.min_bid
    with pytest.raises(TypeError):
        rules["min_bid"] = 3
    assert rules.min_bid == 1


def test_attributes() -> None:
    rules = Rules({"min_bid": 2})
    assert rules.min_bid == 2 == rules["min_bid"]
    assert "min_bid" in rules and "foo" not in rules
    assert len(rules) == len(ORDER) and list(rules) == ORDER
    with pytest.raises(AttributeError):
        _ = rules.no_such_rule
    assert getattr(rules, "no_such_rule", None) is None
    with pytest.raises(KeyError):
        _ = rules["no_such_rule"]


def test_replace() -> None:
    rules = Rules(preset="pool")
    changed = rules.replace(min_bid=3, players=5)
    assert changed.min_bid == 3 and changed.players == 5 and changed.pool is True and changed.preset == "pool"
    assert rules.min_bid == 1
    assert rules.replace() is rules
    with pytest.raises(RuleError):
        rules.replace(pool=False, peep=True)
    with pytest.raises(RuleError):
        rules.replace(nonsense=1)


def test_derived() -> None:
    for players, sits, expected in [
        (4, "five_plus", 4), (5, "five_plus", 4), (7, "five_plus", 6), (5, "six_plus", 5), (6, "six_plus", 5),
        (6, "never", 6), (2, "five_plus", 2),
    ]:
        rules = Rules({"players": players, "dealer_sits_out": sits})
        assert rules.active_players == expected
        assert rules.dealer_sits_out_now is (expected < players)
    assert Rules({"widow": True}).widow_size == 5
    assert Rules({"widow": True, "hand_size": 7}).widow_size == 7
    assert Rules({"peep": True, "pool": True}).widow_size == 1
    assert Rules().widow_size == 0


def test_copy_and_pickle() -> None:
    rules = Rules({"min_bid": 3}, preset="pool")
    assert copy.copy(rules) is rules and copy.deepcopy(rules) is rules
    back = pickle.loads(pickle.dumps(rules))
    assert back == rules and back.preset == "pool"
    error = pickle.loads(pickle.dumps(RuleError("peep needs pool", ("peep", "pool"))))
    assert error.keys == ("pool", "peep") and str(error) == "peep needs pool"


def test_repr() -> None:
    rules = Rules({"min_bid": 3}, preset="pool")
    assert repr(rules) == "Rules({'min_bid': 3}, preset='pool')"


def test_rule_error() -> None:
    error = RuleError("x", ["widow", "players", "unknown", "widow"])
    assert error.keys == ("players", "widow", "unknown")
    assert isinstance(error, ValueError)
    assert RuleError("x").keys == ()


# ----------------------------------------------------------------------------------------------- describe


def test_describe() -> None:
    assert describe(Rules()) == []
    assert describe(Rules({"min_bid": 3})) == ["Minimum bid is three."]
    pub = describe(preset_rules("pub"))
    assert "Minimum bid is three." in pub and "The session ends after 20 hands." in pub
    assert len(pub) == len(PRESETS["pub"])
    assert describe(Rules({"players": 6})) == ["Six players sit at the table."]
    assert describe(Rules({"starting_chips": 100})) == ["Each player starts with 100 chips."]
    assert describe(Rules({"session_end": "rounds", "session_length": 3})) == [
        "The session ends when everyone has dealt 3 times."
    ]
    assert len(describe(Rules({"session_length": 3}))) == 1


@pytest.mark.parametrize("name", list(EXPECTED_PRESETS))
def test_describe_presets(name: str) -> None:
    sentences = describe(preset_rules(name))
    assert len(sentences) == len(PRESETS[name])
    assert all(s[0].isupper() and s.endswith(".") and "{" not in s for s in sentences)


# ----------------------------------------------------------------------------------------------- properties


def valid_value(option: Option) -> st.SearchStrategy[Any]:
    if option.kind == "bool":
        return st.booleans()
    if option.kind == "choice":
        return st.sampled_from(option.choices)
    assert option.minimum is not None and option.maximum is not None
    return st.integers(option.minimum, option.maximum)


def any_value(option: Option) -> st.SearchStrategy[Any]:
    junk = st.one_of(st.none(), st.booleans(), st.integers(-5, 1100), st.text(max_size=5), st.floats())
    return st.one_of(valid_value(option), junk)


RULE_SETS = st.fixed_dictionaries({}, optional={o.key: valid_value(o) for o in OPTIONS})
MESSY_SETS = st.fixed_dictionaries({}, optional={o.key: any_value(o) for o in OPTIONS})


def fits(values: Mapping[str, Any]) -> bool:
    v = {**DEFAULTS, **values}
    sits = (v["dealer_sits_out"] == "five_plus" and v["players"] >= 5) or (
        v["dealer_sits_out"] == "six_plus" and v["players"] >= 6
    )
    extra = v["hand_size"] if v["widow"] else 1 if v["peep"] else 0
    return bool((v["players"] - sits) * v["hand_size"] + extra <= v["deck_size"])


@settings(max_examples=400, deadline=None)
@given(RULE_SETS, st.sampled_from(list(PRESETS)))
def test_random_rule_sets(values: dict[str, Any], preset: str) -> None:
    try:
        rules = Rules(values, preset=preset)
    except RuleError as error:
        assert error.keys
        assert all(k in OPTION for k in error.keys) and declared_order(error.keys)
        assert all(k in str(error) for k in error.keys)
        assert problems({**PRESETS[preset], **values})
        return
    assert problems(dict(rules)) == []
    validate(dict(rules))
    assert all(rules[k] == v for k, v in values.items())
    assert fits(rules)
    assert not (rules.blucher and not rules.wellington)
    assert not (rules.hand_size == 7 and (rules.wellington or rules.blucher))
    assert rules.pool or (rules.purchase == "off" and not rules.peep)
    assert not (rules.peep and rules.widow)
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules.from_dict({"preset": preset, **rules.overrides()}).to_dict() == rules.to_dict()
    assert rules.active_players * rules.hand_size + rules.widow_size <= rules.deck_size
    assert len(describe(rules)) <= len(OPTIONS)


@settings(max_examples=300, deadline=None)
@given(RULE_SETS)
def test_problems_agree_with_constructor(values: dict[str, Any]) -> None:
    found = problems(values)
    try:
        Rules(values)
    except RuleError as error:
        assert found
        assert set(error.keys) == {k for e in found for k in e.keys}
    else:
        assert found == []
    assert fits(values) == all("do not fit" not in str(e) for e in found)


@settings(max_examples=300, deadline=None)
@given(MESSY_SETS)
def test_messy_values(values: dict[str, Any]) -> None:
    try:
        rules = Rules(values)
    except RuleError as error:
        assert error.keys and declared_order(error.keys)
    else:
        for key, value in values.items():
            assert rules[key] == value and type(rules[key]) is type(value)


def test_describe_counts_one_hand_in_the_singular() -> None:
    assert describe(Rules({"session_end": "hands", "session_length": 1})) == ["The session ends after 1 hand."]
    assert describe(Rules({"session_end": "rounds", "session_length": 1})) == [
        "The session ends when everyone has dealt 1 time."]
