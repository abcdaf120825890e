"""Write docs/rules.md from the rule declarations (napdesk.engine.rules): every option with its values, default,
label, help and sources, grouped as the house-rules dialog groups them, then the stakes, the combinations napdesk
refuses and the presets.

    .venv/bin/python tools/rules_doc.py          # rewrite docs/rules.md
    .venv/bin/python tools/rules_doc.py --check  # exit 1 if it is out of date (tests/test_docs.py checks this)
"""

from __future__ import annotations

import sys
from pathlib import Path

from napdesk.commands.rules import PRESET_DESCRIPTIONS
from napdesk.engine.actions import Bid
from napdesk.engine.rules import (
    CONSTRAINTS,
    DEFAULTS,
    GROUPS,
    OPTION,
    OPTIONS,
    PRESETS,
    SOURCE_TEXTS,
    Option,
    Rules,
    Value,
    cite_sources,
)
from napdesk.engine.settling import stakes

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "rules.md"

INTRO = """\
# The house rules of napdesk

<!-- Written by tools/rules_doc.py from napdesk/engine/options.py: do not edit by hand. tests/test_docs.py fails
     when this file no longer matches the declarations. -->

Napoleon ("Nap") in short: each player is dealt five cards; starting at the dealer's left, each speaks once, bidding
more tricks than anyone so far or passing. The highest bidder plays alone against everyone else. He leads, and the
suit of his first card is trumps; everyone must follow suit if he can, and otherwise may play anything. The highest
trump, or else the highest card of the suit led, wins the trick, and its winner leads the next. Only the bid counts:
made, every opponent pays the bidder; lost, the bidder pays every opponent. Seats are numbered in playing order and
everything (dealing, bidding, play) goes to the left, seat + 1.

Every rule below is one declaration in `napdesk/engine/options.py`: its key (as saved sessions and hand records
write it), its values, its default, the label and help the house-rules dialog shows, and the old texts it comes
from. The groups are the dialog's. A new declaration appears in the dialog, in `napdesk rules --show`, and here
(after `python tools/rules_doc.py`) without other code; `docs/architecture.md` says where else to look.

## The source texts

| number | text |
|---|---|
"""


def _value(option: Option, value: Value) -> str:
    if option.kind == "bool":
        return "on" if value else "off"
    return f"`{value}`"


def _choice(option: Option, choice: Value) -> str:
    """```52` (full pack)``: the value, and the dialog's label for it where that says more."""
    label = option.choice_label(choice)
    shown = str(choice)
    if label.startswith(shown + " (") and label.endswith(")"):
        label = label[len(shown) + 2:-1]
    return f"`{choice}`" if label == shown else f"`{choice}` ({label})"


def _values(option: Option) -> str:
    if option.kind == "bool":
        return "on or off"
    if option.kind == "int":
        return f"a whole number from {option.minimum} to {option.maximum}"
    return ", ".join(_choice(option, c) for c in option.choices)


def _option(option: Option) -> list[str]:
    return [
        f"### {option.label} (`{option.key}`)",
        "",
        f"- Values: {_values(option)}.",
        f"- Default: {_choice(option, option.default) if option.kind == 'choice' else _value(option, option.default)}.",
        f"- {option.help}",
        f"- Sources: {cite_sources(option.source)}.",
        "",
    ]


def _stakes() -> list[str]:
    lines = [
        "## What a bid wins and loses",
        "",
        "Each opponent pays the bidder the *win* when the bid is made; the bidder pays each opponent the *loss*",
        "when it fails (per opponent, in chips). Worked out by the engine (`napdesk.engine.settling.stakes`) under the",
        "default rules and with the options that change it:",
        "",
        "| bid | default | `nap_stakes` 12/6 | `misere_stakes` nap | `big_bid_stakes` penalty_only |",
        "|---|---|---|---|---|",
    ]
    big: dict[str, Value] = {"wellington": True, "blucher": True}
    variants = [Rules(big), Rules({**big, "nap_stakes": "12/6"}), Rules({**big, "misere_stakes": "nap"}),
                Rules({**big, "big_bid_stakes": "penalty_only"})]
    for name in ("1", "2", "3", "misere", "4", "nap", "wellington", "blucher"):
        bid = Bid.parse(name)
        cells = [f"{w}/{loss}" for w, loss in (stakes(r, bid) for r in variants)]
        lines.append(f"| {bid.label} | " + " | ".join(cells) + " |")
    seven = Rules(preset="seven_card")
    win, loss = stakes(seven, Bid.parse("7"))
    lines += ["", f"In Seven-card Nap (`hand_size` 7) bids go up to 7; all seven wins {win} and loses {loss} by "
              "default (`seven_top_win`, `seven_top_loss`), the other bids pay the number bid. The bids rank, low "
              "to high: 1, 2, 3, misère, 4, nap (all five), Wellington, Blücher.", ""]
    return lines


def _constraints() -> list[str]:
    lines = ["## Combinations napdesk refuses", "",
             "A rule set that breaks one of these is refused, in the dialog and in every file, with a message "
             "that names", "the options in conflict.", ""]
    for constraint in CONSTRAINTS:
        keys = ", ".join(f"`{k}`" for k in constraint.keys)
        lines.append(f"- {constraint.summary} ({keys}).")
    return [*lines, ""]


def _presets() -> list[str]:
    lines = ["## Presets", "",
             "Each preset is a complete rule set: the defaults above with a few options changed. The dialog and "
             "`napdesk", "rules --show PRESET` start from one.", "",
             "| preset | what it is | differs from the defaults |", "|---|---|---|"]
    for name, values in PRESETS.items():
        changed = ", ".join(f"`{k}` {_value(OPTION[k], v)}" for k, v in values.items()) or "nothing"
        lines.append(f"| `{name}` | {cite_sources(PRESET_DESCRIPTIONS.get(name, ''))} | {changed} |")
    return [*lines, ""]


def render() -> str:
    lines = [INTRO.rstrip("\n")]
    lines += [f"| {number} | {name[:1].upper() + name[1:]} |" for number, name in SOURCE_TEXTS.items()]
    lines.append("")
    for group in GROUPS:
        members = [o for o in OPTIONS if o.group == group]
        if not members:
            continue
        lines += [f"## {group}", "", "| key | rule | default |", "|---|---|---|"]
        lines += [f"| `{o.key}` | {o.label} | {_value(o, DEFAULTS[o.key])} |" for o in members]
        lines.append("")
        for option in members:
            lines += _option(option)
    lines += _stakes() + _constraints() + _presets()
    return "\n".join(lines).rstrip("\n") + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python tools/rules_doc.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
