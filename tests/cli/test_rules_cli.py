"""``napdesk rules``: listing the presets, showing one, checking a rule set in a JSON file."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from napdesk import cli
from napdesk.commands.rules import PRESET_DESCRIPTIONS
from napdesk.engine.rules import OPTIONS, PRESETS, Rules


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = cli.main(["rules", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _write(tmp_path: Path, content: str, name: str = "rules.json") -> str:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return str(path)


def test_help_lists_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    assert "rules" in capsys.readouterr().out
    assert cli.main(["rules", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--list" in out and "--show" in out and "--check" in out


def test_every_preset_has_a_description() -> None:
    assert list(PRESET_DESCRIPTIONS) == list(PRESETS)
    assert all(PRESET_DESCRIPTIONS.values())


@pytest.mark.parametrize("args", [["--list"], []])
def test_list(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    status, out, err = _run(capsys, *args)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert [line.split()[0] for line in lines] == list(PRESETS)
    assert "Seven-card Nap" in lines[list(PRESETS).index("seven_card")]
    assert "Sir Garnet" in lines[-1]


def test_show(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "--show", "pub")
    assert status == 0 and err == ""
    lines = out.splitlines()
    rule_lines = [line for line in lines if line[:2] in ("* ", "  ")]
    assert [line[2:].split()[0] for line in rule_lines] == [o.key for o in OPTIONS]
    by_key = {line[2:].split()[0]: line for line in rule_lines}
    assert by_key["min_bid"].startswith("* ") and " 3 " in by_key["min_bid"]
    assert "Lowest bid" in by_key["min_bid"] and "003: three is the least bid" in by_key["min_bid"]
    assert by_key["players"].startswith("  ") and "Players" in by_key["players"]
    assert "true" in by_key["wellington"] and "Wellington" in by_key["wellington"]
    marked = {key for key, line in by_key.items() if line.startswith("* ")}
    assert marked == set(PRESETS["pub"])


def test_show_unknown_preset(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "--show", "casino")
    assert status == 1 and out == ""
    assert "unknown preset 'casino'" in err and "sir_garnet" in err and "Traceback" not in err


def test_check_valid(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, json.dumps({"preset": "seven_card", "players": 7, "seven_top_win": 30}))
    status, out, err = _run(capsys, "--check", path)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "ok"
    assert "preset seven_card with players=7, seven_top_win=30" in lines[1]
    rule_lines = {line[2:].split()[0]: line for line in lines[2:] if line[:2] in ("* ", "  ")
                  and line[2:].split()[0] in {o.key for o in OPTIONS}}
    assert set(rule_lines) == {o.key for o in OPTIONS}
    assert " 7 " in rule_lines["hand_size"] and rule_lines["players"].startswith("* ")


def test_check_refuses_a_conflict_naming_the_options(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # the pub preset plays Wellington and Blücher, which seven-card Nap does not
    path = _write(tmp_path, json.dumps({"preset": "pub", "players": 7, "hand_size": 7}))
    status, out, err = _run(capsys, "--check", path)
    assert status == 1 and out == ""
    assert err.startswith(path + ": ")
    for key in ("hand_size", "wellington", "blucher"):
        assert key in err
    path = _write(tmp_path, json.dumps({"players": 7, "dealer_sits_out": "never", "hand_size": 7, "widow": True}))
    status, out, err = _run(capsys, "--check", path)
    assert status == 1
    for key in ("players", "hand_size", "widow", "deck_size"):
        assert key in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"preset": "pub",', "not JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('"pub"', "must be a JSON object"),
        ('{"preset": "casino"}', "unknown preset"),
        ('{"min_bidd": 2}', "did you mean 'min_bid'"),
        ('{"players": "four"}', "players"),
        ('{"players": 4.0}', "players"),
        ('{"misere": 1}', "misere"),
        ("", "not JSON"),
        ("[" * 60000, "not JSON"),  # nested too deeply, within the 64 KiB a rule set may take
    ],
)
def test_check_refuses_bad_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, message: str
) -> None:
    status, out, err = _run(capsys, "--check", _write(tmp_path, content))
    assert status == 1 and out == ""
    assert message in err and "Traceback" not in err
    assert len(err.splitlines()) == 1


def test_check_unreadable(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = _run(capsys, "--check", str(tmp_path / "missing.json"))
    assert out == ""
    assert status == 1 and "cannot read" in err and "missing.json" in err
    status, _, err = _run(capsys, "--check", str(tmp_path))
    assert status == 1 and "cannot read" in err
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"preset": "p\xe9"}')
    status, _, err = _run(capsys, "--check", str(bad))
    assert status == 1 and "not UTF-8" in err


def test_check_reads_standard_input(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO('{"preset": "pool", "pool_ante": 3}'))
    status, out, _ = _run(capsys, "--check", "-")
    assert status == 0 and out.startswith("ok\npreset pool with pool_ante=3")


def test_options_are_exclusive(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "--list", "--show", "pub")
    assert status == 2 and "not allowed with" in err


@pytest.mark.parametrize("preset", list(PRESETS))
def test_check_every_preset_round_trips(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, preset: str
) -> None:
    rules = Rules(preset=preset)
    status, out, _ = _run(capsys, "--check", _write(tmp_path, json.dumps(rules.to_dict())))
    assert status == 0 and out.splitlines()[1] == f"preset {preset} with no changes"
