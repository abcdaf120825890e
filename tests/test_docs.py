"""The project's documents in docs/: rules.md is written from the rule declarations and must match them (as
qutebrowser's settings page must match its configuration); hand-record.md and architecture.md cover what they
promise; and every docs/ file the code cites exists."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from napdesk.engine.rules import GROUPS, OPTIONS

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"


def _tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rules_md_matches_the_declarations() -> None:
    tool = _tool("rules_doc")
    assert tool.main(["--check"]) == 0, "the rule declarations changed: run python tools/rules_doc.py"
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    assert text == tool.render()


def test_rules_md_has_every_option_under_its_dialog_group() -> None:
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    headings = [line[3:] for line in text.splitlines() if line.startswith("## ")]
    assert [h for h in headings if h in GROUPS] == [g for g in GROUPS if any(o.group == g for o in OPTIONS)]
    sections = re.split(r"^## ", text, flags=re.MULTILINE)
    for option in OPTIONS:
        (section,) = [s for s in sections if s.startswith(option.group + "\n")]
        assert f"### {option.label} (`{option.key}`)" in section, option.key
        assert option.help in section, option.key


def test_hand_record_md_names_every_verb_and_every_key_replay_prints() -> None:
    text = (DOCS / "hand-record.md").read_text(encoding="utf-8")
    for verb in ("bid", "exchange", "peep", "widow", "discard", "play", "claim"):
        assert f'"{verb}"' in text, verb
    golden = REPO / "tests" / "golden"
    printed = subprocess.run([sys.executable, "-m", "napdesk", "replay", "--json",
                              str(golden / "example_misere.json"), str(golden / "example_incomplete.json")],
                             capture_output=True, text=True, check=True).stdout
    keys = {key for line in printed.splitlines() for key in json.loads(line)}
    assert {"complete", "to_move", "legal", "settlement"} <= keys
    for key in keys:
        assert f"`{key}`" in text, key
    assert "napdesk-hand/1" in text


def test_architecture_md_names_the_floors_and_where_to_add_things() -> None:
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    for folder in ("napdesk/engine/", "napdesk/ai/", "napdesk/store/", "napdesk/ui/"):
        assert folder in text, folder
    for heading in ("## One card, from the mouse to the database and back", "## Where to add things",
                    "## Qt notes"):
        assert heading in text
    for where in ("**A house rule**", "**A computer player**", "**A dialog**"):
        assert where in text


def test_every_document_the_code_cites_exists() -> None:
    cited: dict[str, set[str]] = {}
    for path in [*REPO.glob("napdesk/**/*.py"), *REPO.glob("tests/**/*.py"), *REPO.glob("tools/*.py"),
                 REPO / "README.md", REPO / "pyproject.toml"]:
        for name in re.findall(r"docs/[\w-]+\.md", path.read_text(encoding="utf-8")):
            cited.setdefault(name, set()).add(str(path.relative_to(REPO)))
    assert {"docs/rules.md", "docs/hand-record.md", "docs/architecture.md"} <= cited.keys()
    missing = {name: sorted(where) for name, where in cited.items() if not (REPO / name).is_file()}
    assert not missing
    # The specification's file names are not cited outside the golden records' verbatim quotes.
    for path in [*REPO.glob("napdesk/**/*.py"), *REPO.glob("tests/*/*.py"), *REPO.glob("tests/*.py")]:
        if path.parent.name == "golden":
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(?<![\w/-])(RULES|HAND-RECORD|ARCHITECTURE)\.md", text), path
