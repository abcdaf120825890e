"""``napdesk replay`` against the golden hand records of ``tests/golden/``.

Each ``NAME.json`` there has beside it ``NAME.out.json``, the exact line ``napdesk replay --json NAME.json``
prints, ``NAME.source.txt``, the source sentence it checks, and for a refused record ``NAME.err.txt``, the
exact line printed on stderr. The expected files were worked out by hand (``tests/golden/regen.py`` holds the
hand-written definitions they are written from); this test only compares.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from napdesk import cli

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
# The folder also holds other golden files (tests/engine's session_*.json): a hand record is a NAME.json with
# its NAME.out.json beside it.
RECORDS = sorted(p.name.removesuffix(".out.json") + ".json" for p in GOLDEN.glob("*.out.json"))


def _expected(name: str) -> tuple[str, str]:
    stem = name.removesuffix(".json")
    out = (GOLDEN / f"{stem}.out.json").read_text(encoding="utf-8")
    err_file = GOLDEN / f"{stem}.err.txt"
    err = err_file.read_text(encoding="utf-8") if err_file.exists() else ""
    return out, err


def test_the_golden_set_is_there() -> None:
    assert len(RECORDS) >= 90
    for name in RECORDS:
        stem = name.removesuffix(".json")
        assert (GOLDEN / f"{stem}.out.json").is_file(), name
        source = (GOLDEN / f"{stem}.source.txt").read_text(encoding="utf-8")
        assert source.startswith("Checks: ") and "\nSource: " in source, name
    refused = [n for n in RECORDS if _expected(n)[1]]
    assert 20 <= len(refused) < len(RECORDS)
    assert "example_misere.json" in RECORDS


@pytest.mark.parametrize("name", RECORDS)
def test_golden_json(name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(GOLDEN)
    expected_out, expected_err = _expected(name)
    status = cli.main(["replay", "--json", name])
    out, err = capsys.readouterr()
    assert out == expected_out
    assert err == expected_err
    assert status == (1 if expected_err else 0)


@pytest.mark.parametrize("name", RECORDS)
def test_golden_plain(name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(GOLDEN)
    _, expected_err = _expected(name)
    status = cli.main(["replay", name])
    out, err = capsys.readouterr()
    assert err == expected_err
    if expected_err:
        assert status == 1
        assert out == ""
        return
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == f"{name}:"
    assert "players" in lines[1] and "deals; rules: " in lines[1]
    assert lines[-1].startswith(("  settlement: ", "  incomplete: "))


def test_golden_all_in_one_call(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Every record in one call: one line each, in file order; the refused ones do not disturb the others."""
    monkeypatch.chdir(GOLDEN)
    status = cli.main(["replay", "--json", *RECORDS])
    out, err = capsys.readouterr()
    assert status == 1
    assert out == "".join(_expected(n)[0] for n in RECORDS)
    assert err == "".join(_expected(n)[1] for n in RECORDS)


def test_example_of_hand_record_md(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The docs/hand-record.md example, played to the end of the misère, settles [-3, -3, -3, 9]."""
    import json

    monkeypatch.chdir(GOLDEN)
    assert cli.main(["replay", "--json", "example_misere.json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["contract"] == {"seat": 3, "bid": "misere"}
    assert summary["trump"] is None
    assert summary["tricks"][0] == {"leader": 3, "cards": ["2C", "4C", "AS", "QC"], "winner": 2}
    assert summary["settlement"] == [-3, -3, -3, 9]
    assert summary["made"] is True and summary["bidder_tricks"] == 0
