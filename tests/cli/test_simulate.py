"""``napdesk simulate``: the JSON report, duplicate rotation, plug-in seats, and records that replay."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from napdesk import cli, replay


def _simulate(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    assert cli.main(["simulate", *args, "--json"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    data = _simulate(capsys, "--hands", "6", "--seed", "3", "--seats", "random,beginner,intermediate,random")
    assert set(data) == {"hands", "seconds", "hands_per_s", "seats"}
    assert data["hands"] == 6
    seats = data["seats"]
    assert isinstance(seats, list) and [s["player"] for s in seats] == ["random", "beginner", "intermediate",
                                                                      "random"]
    for s in seats:
        assert set(s) == {"player", "chips", "bids", "decision_ms"}
        assert set(s["decision_ms"]) == {"p50", "p99", "max"}
        for kind, tally in s["bids"].items():
            assert set(tally) == {"made", "failed"}, kind
    # Chips only change hands (no pool in the standard game).
    assert sum(s["chips"] for s in seats) == 0
    # The same seed plays the same match.
    again = _simulate(capsys, "--hands", "6", "--seed", "3", "--seats", "random,beginner,intermediate,random")
    assert [s["chips"] for s in again["seats"]] == [s["chips"] for s in seats]


def test_duplicate_rotates_every_deal(capsys: pytest.CaptureFixture[str]) -> None:
    data = _simulate(capsys, "--hands", "3", "--duplicate", "--preset", "pub",
                     "--seats", "intermediate,random,random,random")
    assert data["hands"] == 12
    # Identical players in every seat: duplicate play nets each of them exactly zero.
    same = _simulate(capsys, "--hands", "2", "--duplicate", "--seats", "intermediate,intermediate,"
                                                                      "intermediate,intermediate")
    assert [s["chips"] for s in same["seats"]] == [0, 0, 0, 0]


def test_expert_seat_rules_file_and_players(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"preset": "short_pack", "min_bid": 2}), encoding="utf-8")
    data = _simulate(capsys, "--hands", "1", "--rules", str(rules), "--players", "5",
                     "--seats", "expert,random,random,random,random")
    seats = data["seats"]
    assert isinstance(seats, list) and len(seats) == 5
    assert seats[0]["decision_ms"]["max"] < 1000


@pytest.mark.parametrize("preset", ["purchase", "peep", "sir_garnet", "seven_card"])
def test_records_replay(preset: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hands.jsonl"
    _simulate(capsys, "--hands", "4", "--preset", preset, "--seats", "beginner,intermediate,random,random",
              "--records", str(path))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4
    files = []
    for i, line in enumerate(lines):
        f = tmp_path / f"hand{i}.json"
        f.write_text(line, encoding="utf-8")
        files.append(str(f))
    out, err = io.StringIO(), io.StringIO()
    assert replay.main(files, True, out, err) == 0, err.getvalue()
    summaries = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(summaries) == 4 and all(s["complete"] for s in summaries)
    # The .jsonl file itself replays the same, a record per line.
    out2, err2 = io.StringIO(), io.StringIO()
    assert replay.main([str(path)], True, out2, err2) == 0, err2.getvalue()
    assert out2.getvalue() == out.getvalue()
    assert json.loads(lines[0])["players"] == ["beginner", "intermediate", "random", "random"]


def test_plugin_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "sim_bot.py").write_text(
        "class First:\n"
        "    name = 'first'\n"
        "    def __init__(self, seed=0):\n"
        "        self.seed = seed\n"
        "    def choose(self, view):\n"
        "        return view.legal[0]\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    data = _simulate(capsys, "--hands", "2", "--seats", "sim_bot:First,random,random,random")
    assert data["seats"][0]["player"] == "sim_bot:First"


def test_bad_seats_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--hands", "1", "--seats", "expert,random"]) == 2
    assert "4-player" in capsys.readouterr().err
    assert cli.main(["simulate", "--hands", "1", "--seats", "grandmaster,random,random,random"]) == 2
    assert "grandmaster" in capsys.readouterr().err


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--hands", "2"]) == 0
    out = capsys.readouterr().out
    assert "2 hands" in out and "intermediate" in out
