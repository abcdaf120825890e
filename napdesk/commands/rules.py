"""``napdesk rules``: the house-rule presets, every rule of one, and checking a rule set written as JSON.

- ``--list`` (the default): each preset on one line, its name and what it is (docs/rules.md, "Presets").
- ``--show PRESET``: every rule of a preset, one per line: key, value, label, and the source it comes from; a
  ``*`` marks the rules the preset changes from the defaults.
- ``--check FILE``: a rule set written as a preset name plus the rules that differ, as in a hand record
  (``{"preset": "pub", "players": 7, "hand_size": 7}``; ``-`` reads standard input). Valid: prints ``ok`` and
  the resolved rules, exit status 0. Refused: exit status 1 and one message on standard error naming the file
  and the options in conflict. A file that cannot be read, is not a JSON object, or is larger than
  :data:`MAX_RULES_BYTES` (64 KiB: a rule set with every key written out is under 2 KiB) is refused the same
  way, the last before it is read. Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Final, TextIO

from napdesk.engine.rules import OPTIONS, PRESETS, RuleError, Rules, Value, describe, preset_rules

__all__ = ["MAX_RULES_BYTES", "PRESET_DESCRIPTIONS", "check_text", "configure", "main", "run"]

MAX_RULES_BYTES: Final = 1 << 16

# docs/rules.md, "Presets", in its words: what each preset is.
PRESET_DESCRIPTIONS: Final[Mapping[str, str]] = {
    "standard": "Foster's regular four-handed game, misère on (000)",
    "pub": "pub Nap: lowest bid three, Wellington and Blücher, redeal when all pass, all five tricks played, "
    "dealer always plays, 20 hands, a broke player is out (003)",
    "classic": "the old game: no misère, cards dealt one at a time (001, 004)",
    "short_pack": "a 32-card pack; with six or more the dealer sits out and still pays and is paid (004)",
    "seven_card": "Seven-card Nap: seven cards each, bids from three to all seven (003)",
    "pool": "a pool: everyone antes, each dealer adds, the first five-trick bid made takes it (000)",
    "purchase": "Purchase (Écarté) Nap: before bidding, buy new cards into the pool at 1 a card (000)",
    "peep": "Peep Nap: one card dealt face down, a look at it costs 1 to the pool (000)",
    "sir_garnet": "Sir Garnet: a widow hand a player may take, and must then bid nap (001, 000)",
}


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the ``rules`` subcommand's options to its parser."""
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--list", action="store_true", help="list the presets (the default)")
    what.add_argument(
        "--show", metavar="PRESET", help="show every rule of a preset, with its label and source"
    )
    what.add_argument(
        "--check",
        metavar="FILE",
        help='check a rule set in a JSON file: a preset plus changes, e.g. {"preset": "pub", "players": 7} '
        f"(- reads standard input; at most {MAX_RULES_BYTES // 1024} KiB)",
    )


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run ``napdesk rules`` for parsed ``args``; return the exit status."""
    return main(list_=args.list, show=args.show, check=args.check, out=out, err=err)


def main(
    *,
    list_: bool = False,
    show: str | None = None,
    check: str | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    if show is not None:
        return _show(show, out, err)
    if check is not None:
        return _check(check, out, err)
    _list(out)
    return 0


# -- the three actions ---------------------------------------------------------------------------------

def _list(out: TextIO) -> None:
    width = max(len(name) for name in PRESETS)
    for name in PRESETS:
        out.write(f"{name:<{width}}  {PRESET_DESCRIPTIONS.get(name, '')}\n")


def _show(name: str, out: TextIO, err: TextIO) -> int:
    try:
        rules = preset_rules(name)
    except RuleError as exc:
        err.write(f"napdesk rules: {exc}\n")
        return 1
    out.write(f"preset {name}: {PRESET_DESCRIPTIONS.get(name, '')}\n")
    changed = PRESETS[name]
    out.write(f"{len(OPTIONS)} rules; * marks those the preset changes from the defaults\n")
    _write_rules(rules, out, marked=set(changed))
    return 0


def _check(name: str, out: TextIO, err: TextIO) -> int:
    shown = "standard input" if name == "-" else name
    too_long = f"{shown}: too long for a rule set (more than {MAX_RULES_BYTES // 1024} KiB)\n"
    try:
        if name == "-":
            text = sys.stdin.read(MAX_RULES_BYTES + 1)  # characters: a text longer than this is too long
            if len(text.encode("utf-8", "surrogatepass")) > MAX_RULES_BYTES:
                err.write(too_long)
                return 1
        else:
            with Path(name).open("rb") as f:
                data = f.read(MAX_RULES_BYTES + 4).removeprefix(b"\xef\xbb\xbf")  # never more than allowed
            if len(data) > MAX_RULES_BYTES:
                err.write(too_long)
                return 1
            text = data.decode("utf-8")
    except UnicodeDecodeError:
        err.write(f"{shown}: cannot read: not UTF-8 text\n")
        return 1
    except OSError as exc:
        err.write(f"{shown}: cannot read: {exc.strerror or exc}\n")
        return 1
    try:
        rules = check_text(text)
    except RuleError as exc:
        err.write(f"{shown}: {exc}\n")
        return 1
    out.write("ok\n")
    overrides = rules.overrides()
    changes = ", ".join(f"{k}={_value(v)}" for k, v in overrides.items()) or "no changes"
    out.write(f"preset {rules.preset} with {changes}\n")
    for sentence in describe(rules):
        out.write(f"  {sentence}\n")
    _write_rules(rules, out, marked=set(overrides))
    return 0


def check_text(text: str) -> Rules:
    """The rule set a JSON text describes, or a RuleError saying what is wrong with it (its message names the
    options in conflict, or says why the text is not a rule set)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RuleError(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise RuleError("not JSON: nested too deeply") from None
    except ValueError:  # json.loads refuses an integer of more than 4300 digits with a plain ValueError
        raise RuleError("not a rule set: a number in it is too long") from None
    if not isinstance(data, dict):
        raise RuleError(
            'a rule set must be a JSON object: a preset plus the rules that differ, e.g. {"preset": "pub", '
            '"players": 7}'
        )
    return Rules.from_dict(data)


# -- formatting ------------------------------------------------------------------------------------------

def _value(value: Value) -> str:
    if value is True:
        return "true"
    if value is False:
        return "false"
    return str(value)


def _write_rules(rules: Rules, out: TextIO, marked: set[str]) -> None:
    key_width = max(len(o.key) for o in OPTIONS)
    value_width = max(len(_value(rules[o.key])) for o in OPTIONS)
    for option in OPTIONS:
        value = rules[option.key]
        mark = "*" if option.key in marked else " "
        label = option.label
        if option.kind != "int":
            label = f"{label}: {option.choice_label(value)}"
        out.write(f"{mark} {option.key:<{key_width}}  {_value(value):<{value_width}}  {label}  "
                  f"[source {option.source}]\n")
