"""One house rule's declaration (:class:`Option`), the error a rule value or combination gives
(:class:`RuleError`), and the groups the rules are shown in. The declarations themselves are in
:mod:`napdesk.engine.options`; a rule set is a :class:`napdesk.engine.rules.Rules`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

__all__ = ["GROUPS", "ORDER", "Kind", "Option", "RuleError", "Value", "either_of", "show_value"]

Value = bool | int | str
Kind = Literal["bool", "choice", "int"]

GROUPS: Final = ("Pack and players", "Bidding", "Play", "Stakes", "Pools and variants", "Session")

# key -> position in OPTIONS; filled once OPTIONS is declared (RuleError sorts its keys by it).
ORDER: dict[str, int] = {}


class RuleError(ValueError):
    """A rule value or a combination of rules napdesk cannot play.

    The message is meant for a player and names the options in conflict; ``keys`` holds those options, in
    declaration order (a key that is not a declared option, such as an unknown rule or ``"preset"``, comes
    last). A combination problem found by :func:`problems` also carries its constraint's ``summary`` (a fixed
    sentence, so that a dialog can show it translated with the options' labels).
    """

    keys: tuple[str, ...]
    summary: str

    def __init__(self, message: str, keys: Iterable[str] = (), summary: str = "") -> None:
        super().__init__(message)
        unique = list(dict.fromkeys(keys))
        self.keys = tuple(sorted(unique, key=lambda k: ORDER.get(k, len(ORDER) + unique.index(k))))
        self.summary = summary

    def __reduce__(self) -> tuple[type[RuleError], tuple[str, tuple[str, ...], str]]:
        return (RuleError, (str(self), self.keys, self.summary))


def show_value(value: object) -> str:
    """A value as a player would type it in a record: JSON spelling for booleans, quotes for text."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    return repr(value)


def either_of(values: Iterable[object]) -> str:
    """``1, 2 or 3``."""
    shown = [show_value(v) for v in values]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " or " + shown[-1]


@dataclass(frozen=True)
class Option:
    """The declaration of one house rule.

    ``choice_labels`` (optional, one per choice) are what a settings dialog shows for each choice. ``says``
    are the sentences :func:`describe` uses: for a bool (when on, when off); for a choice one per choice; for
    an int one template in which ``{value}`` is the number (``{other_key}`` names any rule's value). A sentence
    that counts something writes the count as ``%n`` and the counted word with ``(s)`` ("after %n hand(s)"), so
    that each language gets its plural forms (Qt's numerus); ``counts`` names the rule whose value ``%n`` is.
    ``source`` cites the source texts by number (``000:``, see :data:`SOURCE_TEXTS`): the books' own words in
    double quotes, our paraphrase outside them. The UI translates the note whole and keeps the quotations.
    """

    key: str
    kind: Kind
    default: Value
    label: str
    help: str
    source: str
    group: str
    choices: tuple[Value, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    choice_labels: tuple[str, ...] = ()
    says: tuple[str, ...] = ()
    counts: str = ""

    def __post_init__(self) -> None:
        # Declarations are code: a bad one is a programming error found at import.
        if self.group not in GROUPS:
            raise ValueError(f"{self.key}: unknown group {self.group!r}")
        if self.kind == "choice":
            if not self.choices or self.minimum is not None or self.maximum is not None:
                raise ValueError(f"{self.key}: a choice needs choices and no range")
            if len({(type(c), c) for c in self.choices}) != len(self.choices):
                raise ValueError(f"{self.key}: repeated choice")
            if self.choice_labels and len(self.choice_labels) != len(self.choices):
                raise ValueError(f"{self.key}: one label per choice")
        elif self.choices or self.choice_labels:
            raise ValueError(f"{self.key}: only a choice has choices")
        if (self.kind == "int") != (self.minimum is not None and self.maximum is not None):
            raise ValueError(f"{self.key}: an int, and only an int, has a minimum and a maximum")
        expected = {"bool": 2, "choice": len(self.choices), "int": 1}[self.kind]
        if len(self.says) != expected:
            raise ValueError(f"{self.key}: {expected} sentences expected in says")
        self.check(self.default)

    def check(self, value: object) -> Value:
        """The value if this option allows it, else a RuleError naming the option, the value and what is
        allowed.

        A bool must be ``True`` or ``False`` (not 0 or 1); an int must not be a bool.
        """
        if self.kind == "bool":
            if type(value) is bool:
                return value
            raise RuleError(
                f"{self.label} ({self.key}) must be true or false, not {show_value(value)}", (self.key,)
            )
        if self.kind == "int":
            assert self.minimum is not None and self.maximum is not None
            if type(value) is int and self.minimum <= value <= self.maximum:
                return value
            raise RuleError(
                f"{self.label} ({self.key}) must be a whole number from {self.minimum} to {self.maximum}, "
                f"not {show_value(value)}",
                (self.key,),
            )
        for choice in self.choices:
            if type(choice) is type(value) and choice == value:
                return choice
        raise RuleError(
            f"{self.label} ({self.key}) cannot be {show_value(value)}: it must be {either_of(self.choices)}",
            (self.key,),
        )

    def choice_label(self, value: Value) -> str:
        """What a dialog shows for one of this option's values."""
        if self.kind == "bool":
            return "On" if value else "Off"
        if self.kind == "choice" and self.choice_labels:
            for choice, label in zip(self.choices, self.choice_labels, strict=True):
                if type(choice) is type(value) and choice == value:
                    return label
        return str(value)
