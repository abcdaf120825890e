"""The house rules of Nap as data: one declaration per option of docs/rules.md, the presets, and validation.

Every option of ``docs/rules.md`` is declared exactly once in :data:`OPTIONS` (:mod:`napdesk.engine.options`,
each an :class:`~napdesk.engine.option.Option`), with its kind,
default, allowed values, a label, help a player understands and the source texts it comes from. The settings
dialog, validation, the presets, saved sessions and the hand record all read these declarations; a new option
added here appears everywhere without other code.

A :class:`Rules` is one complete, valid, immutable rule set: a preset with some values changed. Reading a rule
is an attribute read (``rules.min_bid``), cheap enough for a search's inner loop.

Combinations that cannot be played (a deal that does not fit the pack, an option that needs another) are
declared in :data:`CONSTRAINTS`; :func:`problems` lists every one a value set breaks, with a message that
names the options in conflict.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, Literal, final

from napdesk.engine.option import GROUPS, Option, RuleError, Value, either_of, show_value
from napdesk.engine.options import DEFAULTS, KEYS, OPTION, OPTIONS, SOURCE_TEXTS, cite_sources

__all__ = [
    "CONSTRAINTS",
    "DEFAULTS",
    "GROUPS",
    "OPTION",
    "OPTIONS",
    "PRESETS",
    "SOURCE_TEXTS",
    "Constraint",
    "Option",
    "RuleError",
    "Rules",
    "Value",
    "cite_sources",
    "describe",
    "described",
    "preset_rules",
    "problems",
    "validate",
]

# docs/rules.md, "Presets", in its order: each preset lists only what differs from the defaults.
_PRESET_TABLE: Final[tuple[tuple[str, dict[str, Value]], ...]] = (
    ("standard", {}),
    ("pub", {  # session_end hands: session_length keeps its default of 20
        "dealer_sits_out": "never",
        "min_bid": 3,
        "wellington": True,
        "blucher": True,
        "all_pass": "redeal",
        "hand_end": "all_tricks",
        "when_broke": "out",
        "session_end": "hands",
    }),
    ("classic", {"deal_packets": "singly", "misere": False}),
    ("short_pack", {"deck_size": 32, "dealer_sits_out": "six_plus", "sitting_out_dealer_settles": True}),
    ("seven_card", {"hand_size": 7, "min_bid": 3}),
    ("pool", {"pool": True}),
    ("purchase", {"pool": True, "purchase": "per_card"}),
    ("peep", {"pool": True, "peep": True}),
    ("sir_garnet", {"widow": True}),
)
PRESETS: Final[Mapping[str, Mapping[str, Value]]] = MappingProxyType(
    {name: MappingProxyType(values) for name, values in _PRESET_TABLE}
)


# ---------------------------------------------------------------------------------------------- combinations

def _dealer_sits_out(values: Mapping[str, Value]) -> bool:
    rule, players = values["dealer_sits_out"], values["players"]
    assert isinstance(players, int)
    return (rule == "five_plus" and players >= 5) or (rule == "six_plus" and players >= 6)


def _widow_size(values: Mapping[str, Value]) -> int:
    hand_size = values["hand_size"]
    assert isinstance(hand_size, int)
    return hand_size if values["widow"] else 1 if values["peep"] else 0


@dataclass(frozen=True)
class Constraint:
    """A combination of rules that napdesk refuses: ``find`` returns the problem, or None when there is none.

    ``keys`` are every option the constraint can involve (a dialog can re-check when one changes); the
    RuleError it finds names those actually in conflict.
    """

    keys: tuple[str, ...]
    summary: str
    find: Callable[[Mapping[str, Value]], RuleError | None]


def _fit(v: Mapping[str, Value]) -> RuleError | None:
    players, hand_size, deck_size = v["players"], v["hand_size"], v["deck_size"]
    assert isinstance(players, int) and isinstance(hand_size, int) and isinstance(deck_size, int)
    sits_out = _dealer_sits_out(v)
    active = players - sits_out
    widow = _widow_size(v)
    total = active * hand_size + widow
    if total <= deck_size:
        return None
    named = ["players"]
    if players >= 5:  # only then can dealer_sits_out change the count
        named.append("dealer_sits_out")
    named.append("hand_size")
    extra = ""
    if v["widow"]:
        named.append("widow")
        extra = f" + widow of {widow}"
    elif v["peep"]:
        named.append("peep")
        extra = " + peep card"
    named.append("deck_size")
    who = f"{active} active players" + (" (the dealer sits out)" if sits_out else "")
    return RuleError(
        f"{who} x {hand_size} cards{extra} = {total} cards do not fit a {deck_size}-card pack "
        f"({', '.join(named)})",
        named,
    )


def _blucher_needs_wellington(v: Mapping[str, Value]) -> RuleError | None:
    if v["blucher"] and not v["wellington"]:
        return RuleError(
            "blucher needs wellington: Blücher is bid over a Wellington, so turn Wellington on or Blücher "
            "off",
            ("wellington", "blucher"),
        )
    return None


def _seven_cards_no_big_bids(v: Mapping[str, Value]) -> RuleError | None:
    on = [key for key in ("wellington", "blucher") if v[key]]
    if v["hand_size"] != 7 or not on:
        return None
    names = {"wellington": "Wellington", "blucher": "Blücher"}
    subject = " and ".join(names[k] for k in on) + (" are" if len(on) > 1 else " is")
    return RuleError(
        f"{subject} not played with seven cards (hand_size 7, {', '.join(on)})", ("hand_size", *on)
    )


def _purchase_needs_pool(v: Mapping[str, Value]) -> RuleError | None:
    if v["purchase"] != "off" and not v["pool"]:
        return RuleError(
            f"purchase needs pool: bought cards are paid for into the pool, so turn Pool on or set Buying "
            f"cards (purchase {v['purchase']}) to off",
            ("pool", "purchase"),
        )
    return None


def _peep_needs_pool(v: Mapping[str, Value]) -> RuleError | None:
    if v["peep"] and not v["pool"]:
        return RuleError(
            "peep needs pool: a peep is paid for into the pool, so turn Pool on or Peep off", ("pool", "peep")
        )
    return None


def _peep_not_with_widow(v: Mapping[str, Value]) -> RuleError | None:
    if v["peep"] and v["widow"]:
        return RuleError(
            "peep and widow cannot both be on: each deals extra cards face down, so choose one",
            ("peep", "widow"),
        )
    return None


CONSTRAINTS: Final[tuple[Constraint, ...]] = (
    Constraint(
        ("players", "deck_size", "hand_size", "dealer_sits_out", "peep", "widow"),
        "The hands (and the widow or peep card) must fit in the pack",
        _fit,
    ),
    Constraint(("wellington", "blucher"), "Blücher needs Wellington", _blucher_needs_wellington),
    Constraint(
        ("hand_size", "wellington", "blucher"),
        "Wellington and Blücher are not played with seven cards",
        _seven_cards_no_big_bids,
    ),
    Constraint(("pool", "purchase"), "Buying cards needs a pool", _purchase_needs_pool),
    Constraint(("pool", "peep"), "Peep needs a pool", _peep_needs_pool),
    Constraint(("peep", "widow"), "Peep and widow cannot both be played", _peep_not_with_widow),
)


def _unknown(keys: Iterable[object]) -> RuleError | None:
    unknown = [k for k in keys if not (isinstance(k, str) and k in OPTION)]
    if not unknown:
        return None
    parts = []
    for key in unknown:
        close = difflib.get_close_matches(str(key), KEYS, n=1) if isinstance(key, str) else []
        parts.append(repr(key) + (f" (did you mean {close[0]!r}?)" if close else ""))
    plural = "s" if len(parts) > 1 else ""
    return RuleError(f"unknown rule{plural} {', '.join(parts)}", [str(k) for k in unknown])


def _check_each(values: Mapping[str, object], into: dict[str, Value]) -> list[RuleError]:
    """Check each declared key present in values, in declaration order, writing good values into ``into``."""
    errors = []
    for key in KEYS:
        if key in values:
            try:
                into[key] = OPTION[key].check(values[key])
            except RuleError as error:
                errors.append(error)
    return errors


def _joined(errors: list[RuleError]) -> RuleError:
    if len(errors) == 1:
        return errors[0]
    return RuleError("; ".join(str(e) for e in errors), [k for e in errors for k in e.keys])


def problems(values: Mapping[str, Value]) -> list[RuleError]:
    """Every problem of a value set, empty when it is a playable rule set.

    Unknown keys and values an option does not allow come first; the combination problems
    (:data:`CONSTRAINTS`) are looked for once every value is allowed. A key left out takes its default.
    """
    found: list[RuleError] = []
    unknown = _unknown(values)
    if unknown is not None:
        found.append(unknown)
    resolved = dict(DEFAULTS)
    found += _check_each(values, resolved)
    if found:
        return found
    return [RuleError(str(error), error.keys, c.summary) for c in CONSTRAINTS
            if (error := c.find(resolved)) is not None]


def validate(values: Mapping[str, Value]) -> None:
    """Raise a RuleError if the value set has any problem.

    With one problem that is the error raised; with several, one RuleError joins their messages with "; " and
    carries all their keys, so that a player sees every conflict at once.
    """
    found = problems(values)
    if found:
        raise _joined(found)


def _preset_name(preset: object) -> str:
    if isinstance(preset, str) and preset in PRESETS:
        return preset
    raise RuleError(f"unknown preset {show_value(preset)}: the presets are {either_of(PRESETS)}", ("preset",))


_PRESET_VALUES: Final[dict[str, dict[str, Value]]] = {
    name: {**DEFAULTS, **values} for name, values in PRESETS.items()
}


# ---------------------------------------------------------------------------------------------- Rules

# The type of each rule's value, for a type checker: a choice is a Literal of its choices, so that a misspelt choice
# (``rules.purchase == "per-card"``) is a type error. tests/engine/test_rules.py checks these against OPTIONS.
DeckSize = Literal[52, 40, 36, 32, 28]
HandSize = Literal[5, 7]
DealerSitsOut = Literal["never", "five_plus", "six_plus"]
FirstDealer = Literal["cut_low", "first_jack", "random"]
DealPackets = Literal["3-2", "2-3", "singly"]
MinBid = Literal[1, 2, 3]
MisereTrumps = Literal["none", "first_lead"]
MisereStakes = Literal["three", "nap"]
NapStakes = Literal["10/5", "12/6"]
BigBidStakes = Literal["multiplied", "penalty_only"]
AllPass = Literal["dealer_must_bid", "redeal"]
HandEnd = Literal["decided", "all_tricks"]
Revokes = Literal["prevented", "penalised"]
WhenBroke = Literal["buy", "out"]
StakeUnit = Literal["counters", "penny", "sixpence", "nickel", "quarter"]
SessionEnd = Literal["open", "hands", "rounds"]
Tiebreak = Literal["extra_hand", "shared"]
Purchase = Literal["off", "per_card", "flat"]


@final
class Rules(Mapping[str, Value]):
    """One complete, valid, immutable and hashable rule set: a preset with some values changed.

    ``Rules()`` is the standard game; ``Rules({"min_bid": 3}, preset="pool")`` the pool preset with a minimum
    bid of three. Every rule is an item (``rules["min_bid"]``) and an attribute (``rules.min_bid``). Two rule
    sets are equal when every value is (the preset they were built from does not count: it is only where they
    came from).
    """

    # Every rule has its own slot: reading rules.min_bid is a plain slot read, and nothing can be assigned.
    __slots__ = (
        "preset", "_values", "_hash", "_active_players", "_widow_size", "_dealer_sits_out_now", *KEYS
    )

    preset: str
    _values: dict[str, Value]
    _hash: int
    _active_players: int
    _widow_size: int
    _dealer_sits_out_now: bool

    # One annotation per rule (the slots above hold them), in declaration order.
    players: int
    deck_size: DeckSize
    hand_size: HandSize
    dealer_sits_out: DealerSitsOut
    sitting_out_dealer_settles: bool
    first_dealer: FirstDealer
    deal_packets: DealPackets
    min_bid: MinBid
    misere: bool
    misere_trumps: MisereTrumps
    misere_stakes: MisereStakes
    nap_stakes: NapStakes
    wellington: bool
    blucher: bool
    wellington_needs_nap: bool
    blucher_needs_wellington: bool
    big_bid_stakes: BigBidStakes
    all_pass: AllPass
    hand_end: HandEnd
    claims: bool
    revokes: Revokes
    last_trick_review: bool
    seven_top_win: int
    seven_top_loss: int
    starting_chips: int
    when_broke: WhenBroke
    stake_unit: StakeUnit
    session_end: SessionEnd
    session_length: int
    tiebreak: Tiebreak
    pool: bool
    pool_ante: int
    pool_dealer_ante: int
    purchase: Purchase
    peep: bool
    widow: bool

    def __init__(self, values: Mapping[str, object] | None = None, *, preset: str = "standard") -> None:
        preset = _preset_name(preset)
        resolved = dict(_PRESET_VALUES[preset])
        if values:
            unknown = _unknown(values)
            errors = ([unknown] if unknown else []) + _check_each(values, resolved)
            if errors:
                raise _joined(errors)
        validate(resolved)
        self._fill(preset, resolved)

    def _fill(self, preset: str, values: dict[str, Value]) -> None:
        put = object.__setattr__
        put(self, "preset", preset)
        put(self, "_values", values)
        for key, value in values.items():
            put(self, key, value)
        put(self, "_hash", hash(tuple(values.values())))
        sits_out = _dealer_sits_out(values)
        players = values["players"]
        assert isinstance(players, int)
        put(self, "_dealer_sits_out_now", sits_out)
        put(self, "_active_players", players - sits_out)
        put(self, "_widow_size", _widow_size(values))

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Rules:
        """Read the record form: an optional ``"preset"`` (default ``"standard"``) and the rules that
        differ from it."""
        values = dict(data)
        preset = _preset_name(values.pop("preset", "standard"))
        return cls(values, preset=preset)

    def to_dict(self) -> dict[str, Value]:
        """The record form napdesk writes: the preset, then every rule resolved, in declaration order."""
        return {"preset": self.preset, **self._values}

    def overrides(self) -> dict[str, Value]:
        """The rules whose values differ from this rule set's preset, in declaration order."""
        base = _PRESET_VALUES[self.preset]
        return {key: value for key, value in self._values.items() if base[key] != value}

    def replace(self, **changes: object) -> Rules:
        """A copy with some rules changed (same preset), checked like a new rule set."""
        if not changes:
            return self
        return Rules({**self._values, **changes}, preset=self.preset)

    # Derived values the engine reads often.
    @property
    def active_players(self) -> int:
        """Players dealt in each hand: all of them, less the dealer when he sits out."""
        return self._active_players

    @property
    def widow_size(self) -> int:
        """Cards dealt face down besides the hands: ``hand_size`` with a widow, 1 with peep, else 0."""
        return self._widow_size

    @property
    def dealer_sits_out_now(self) -> bool:
        """Whether, with this many players, the dealer sits out the hand he deals."""
        return self._dealer_sits_out_now

    # Mapping
    def __getitem__(self, key: str) -> Value:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, key: object) -> bool:
        return key in self._values

    def __getattr__(self, name: str) -> Any:
        # Only reached when no slot answers: a name that is not a rule (or a half-built instance).
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"{name!r} is not a rule") from None

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Rules cannot be changed: use rules.replace({name}=...) for a new rule set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Rules cannot be changed")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Rules):
            return self._hash == other._hash and self._values == other._values
        if isinstance(other, Mapping):
            return self._values == dict(other.items())
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Rules({self.overrides()!r}, preset={self.preset!r})"

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Value]], Rules], tuple[str, dict[str, Value]]]:
        return (_restore, (self.preset, self.overrides()))

    def __copy__(self) -> Rules:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Rules:
        return self


def _restore(preset: str, values: dict[str, Value]) -> Rules:
    return Rules(values, preset=preset)


# Built at import: a preset that is not a valid rule set fails here, not in a player's dialog.
_PRESET_RULES: Final[dict[str, Rules]] = {name: Rules(preset=name) for name in PRESETS}


def preset_rules(name: str) -> Rules:
    """The rule set of a preset (an unknown name raises a RuleError listing the presets)."""
    return _PRESET_RULES[_preset_name(name)]


# ---------------------------------------------------------------------------------------------- describe

_WORDS: Final = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"
)


def _number(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def describe(rules: Rules) -> list[str]:
    """In plain words, one short sentence per rule that differs from the defaults, in declaration order."""
    sentences = []
    for template, fields in described(rules):
        value = fields["value"]
        text = template.format(**{**fields, "value": _number(value) if isinstance(value, int) else value})
        counted = fields.get(str(fields.get("counts", "")))
        if isinstance(counted, int) and "%n" in text:  # "after %n hand(s)": one hand, thirty hands
            text = text.replace("%n", str(counted)).replace("(s)", "" if counted == 1 else "s")
        sentences.append(text[:1].upper() + text[1:])
    return sentences


def described(rules: Rules) -> list[tuple[str, dict[str, Value]]]:
    """What :func:`describe` says, as data: each sentence's template (an Option's ``says``) and the values it
    names (``value``, the rule's own, and every rule by its key), for a UI to translate the template first."""
    out: list[tuple[str, dict[str, Value]]] = []
    for option in OPTIONS:
        value = rules[option.key]
        if value == DEFAULTS[option.key]:
            continue
        if option.key == "session_length" and rules["session_end"] != "open":
            continue  # already said by session_end ("The session ends after 30 hands.")
        if option.kind == "bool":
            template = option.says[0 if value else 1]
        elif option.kind == "choice":
            template = option.says[option.choices.index(value)]
        else:
            template = option.says[0]
        out.append((template, {**rules, "value": value, "counts": option.counts}))
    return out
