"""``napdesk replay``: how it treats files, errors, several records and its exit status."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from napdesk import cli, replay

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def _record(actions: list[dict[str, Any]], *, names: list[str] | None = None) -> dict[str, Any]:
    """Four players, Dan deals: Ann, Ben, Cat, Dan speak and play in that order."""
    return {
        "format": "napdesk-hand/1",
        "rules": {"preset": "standard"},
        "players": names or ["Ann", "Ben", "Cat", "Dan"],
        "dealer": 3,
        "deal": {
            "hands": [["AH", "KH", "QH", "2C", "3D"], ["4H", "5C", "6C", "7D", "8S"],
                      ["5H", "9S", "TC", "JD", "2S"], ["6H", "QC", "KC", "AD", "3S"]],
        },
        "actions": actions,
    }


BIDS = [{"seat": 0, "bid": "3"}, {"seat": 1, "bid": "pass"}, {"seat": 2, "bid": "pass"}, {"seat": 3, "bid": "pass"}]
LEAD = [{"seat": 0, "play": "AH"}, {"seat": 1, "play": "4H"}]


def _write(folder: Path, name: str, doc: object) -> str:
    (folder / name).write_text(json.dumps(doc), encoding="utf-8")
    return name


def _run(files: list[str], as_json: bool) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = replay.main(files, as_json, out, err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_message_of_hand_record_md(folder: Path) -> None:
    """docs/hand-record.md's own example: action 7, seat 2 plays the nine of spades holding a heart."""
    _write(folder, "hand.json", _record([*BIDS, *LEAD, {"seat": 2, "play": "9S"}]))
    assert _run(["hand.json"], False) == (1, "", "hand.json: action 7 (seat 2 play 9S): must follow hearts\n")
    status, out, err = _run(["hand.json"], True)
    assert status == 1
    assert json.loads(out) == {"error": {"index": 7, "reason": "must follow hearts"}}
    assert out == '{"error": {"index": 7, "reason": "must follow hearts"}}\n'
    assert err == "hand.json: action 7 (seat 2 play 9S): must follow hearts\n"


def test_exit_status_0_when_every_record_replays(folder: Path) -> None:
    _write(folder, "a.json", _record(BIDS))
    _write(folder, "b.json", _record([*BIDS, *LEAD]))
    status, out, err = _run(["a.json", "b.json"], True)
    assert (status, err) == (0, "")
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["complete"] is False and first["to_move"] == 0
    assert second["tricks"] == [{"leader": 0, "cards": ["AH", "4H"], "winner": None}]


def test_one_bad_file_among_several(folder: Path) -> None:
    """Exit status 1; the other records are printed all the same, in file order, one line each."""
    _write(folder, "good1.json", _record(BIDS))
    _write(folder, "bad.json", _record([*BIDS, {"seat": 0, "play": "9S"}]))
    _write(folder, "good2.json", _record([*BIDS, *LEAD]))
    files = ["good1.json", "bad.json", "missing.json", "good2.json"]
    status, out, err = _run(files, True)
    assert status == 1
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 4
    assert lines[0]["to_move"] == 0 and lines[3]["to_move"] == 2
    assert lines[1] == {"error": {"index": 5, "reason": "do not hold the nine of spades"}}
    assert lines[2]["error"]["index"] == 0
    assert err.splitlines() == [
        "bad.json: action 5 (seat 0 play 9S): do not hold the nine of spades",
        "missing.json: action 0: cannot read the file: No such file or directory",
    ]

    status, out, err = _run(files, False)
    assert status == 1
    assert [line for line in out.splitlines() if not line.startswith(" ")][::2] == ["good1.json:", "good2.json:"]
    assert "bad.json" not in out and "missing.json" not in out
    assert len(err.splitlines()) == 2


def test_a_jsonl_file_is_a_record_per_line(folder: Path) -> None:
    """Each non-blank line replays on its own, named FILE:LINE; a bad line spoils only itself."""
    lines = [json.dumps(_record(BIDS)), "", json.dumps(_record([*BIDS, {"seat": 0, "play": "9S"}])), "{oops",
             json.dumps(_record([*BIDS, *LEAD]))]
    (folder / "hands.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    status, out, err = _run(["hands.jsonl"], True)
    assert status == 1
    got = [json.loads(line) for line in out.splitlines()]
    assert len(got) == 4
    assert got[0]["to_move"] == 0 and got[3]["to_move"] == 2
    assert got[1] == {"error": {"index": 5, "reason": "do not hold the nine of spades"}}
    assert got[2]["error"]["index"] == 0
    assert err.splitlines()[0] == "hands.jsonl:3: action 5 (seat 0 play 9S): do not hold the nine of spades"
    assert err.splitlines()[1].startswith("hands.jsonl:4: action 0: ")
    status, out, _ = _run(["hands.jsonl"], False)
    assert [line for line in out.splitlines() if not line.startswith(" ")][::2] == ["hands.jsonl:1:", "hands.jsonl:5:"]
    # The same text named .json is one (malformed) record.
    (folder / "hands.json").write_text("\n".join(lines), encoding="utf-8")
    status, out, err = _run(["hands.json"], True)
    assert status == 1 and len(out.splitlines()) == 1 and err.startswith("hands.json: action 0: ")


def test_nonexistent_file(folder: Path) -> None:
    status, out, err = _run(["nope.json"], False)
    assert (status, out) == (1, "")
    assert err == "nope.json: action 0: cannot read the file: No such file or directory\n"
    status, out, _ = _run(["nope.json"], True)
    assert status == 1
    assert json.loads(out) == {"error": {"index": 0, "reason": "cannot read the file: No such file or directory"}}


def test_a_directory_is_not_a_record(folder: Path) -> None:
    (folder / "sub").mkdir()
    status, _, err = _run(["sub"], False)
    assert status == 1
    assert err.startswith("sub: action 0: cannot read the file: ")


def test_not_utf8(folder: Path) -> None:
    (folder / "latin.json").write_bytes(json.dumps(_record(BIDS)).encode() + b'\n"caf\xe9"')
    status, out, err = _run(["latin.json"], True)
    assert status == 1
    reason = json.loads(out)["error"]["reason"]
    assert reason.startswith("not a UTF-8 text file")
    assert err == f"latin.json: action 0: {reason}\n"


def test_a_byte_order_mark_is_allowed(folder: Path) -> None:
    (folder / "bom.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(_record(BIDS)).encode())
    assert _run(["bom.json"], True)[0] == 0


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "record: not JSON: Expecting value at line 1 column 1"),
        ('{"format": ', "record: not JSON: Expecting value at line 1 column 12"),
        ("[1, 2]", "record: a hand record must be a JSON object"),
        ("[" * 100_000, "record: not a record: JSON nested too deeply"),
        ('{"players": ["A", "B"], "dealer": ' + "[" * 50 + "]" * 50 + "}",
         "dealer: expected a seat from 0 to 1, not " + "[" * 50 + "]" * 50),
        ('{"dealer": ' + "9" * 5000 + "}", "record: not a record: a number in it is too long"),
    ],
)
def test_not_a_record(folder: Path, text: str, reason: str) -> None:
    (folder / "x.json").write_text(text, encoding="utf-8")
    status, out, err = _run(["x.json"], True)
    assert status == 1
    assert json.loads(out) == {"error": {"index": 0, "reason": reason}}
    assert err == f"x.json: action 0: {reason}\n"


def test_error_object_shape(folder: Path) -> None:
    """``{"error": {"index": N, "reason": "..."}}`` and nothing else, for every kind of refusal."""
    _write(folder, "rules.json", {**_record(BIDS), "rules": {"preset": "standard", "min_bids": 2}})
    _write(folder, "action.json", _record([{"seat": 0, "bid": "3"}, {"seat": 1, "bid": "2"}]))
    _write(folder, "form.json", _record([{"seat": 0}]))
    for name, index in (("rules.json", 0), ("action.json", 2), ("form.json", 1)):
        status, out, err = _run([name], True)
        assert status == 1
        doc = json.loads(out)
        assert list(doc) == ["error"]
        assert list(doc["error"]) == ["index", "reason"]
        assert doc["error"]["index"] == index
        assert isinstance(doc["error"]["reason"], str) and doc["error"]["reason"]
        assert err.startswith(f"{name}: action {index}")
        assert err.endswith(f": {doc['error']['reason']}\n")


def test_cli_exit_codes(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(folder, "ok.json", _record(BIDS))
    _write(folder, "bad.json", _record([{"seat": 1, "bid": "3"}]))
    assert cli.main(["replay", "ok.json"]) == 0
    assert cli.main(["replay", "--json", "ok.json"]) == 0
    assert cli.main(["replay", "bad.json"]) == 1
    assert cli.main(["replay", "--json", "ok.json", "bad.json", "ok.json"]) == 1
    assert cli.main(["replay"]) == 2  # usage: at least one file
    err = capsys.readouterr().err
    assert "bad.json: action 1 (seat 1 bid 3): not seat 1's turn: seat 0 is to act" in err


def test_plain_account(folder: Path) -> None:
    _write(folder, "hand.json", _record([*BIDS, *LEAD]))
    status, out, err = _run(["hand.json"], False)
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        "hand.json:",
        "4 players, Dan (seat 3) deals; rules: standard",
        "  Ann (seat 0): bids Three",
        "  Ben (seat 1): passes",
        "  Cat (seat 2): passes",
        "  Dan (seat 3): passes",
        "  trick 1 so far: AH, 4H",
        "  incomplete: Cat (seat 2) to act",
    ]


def test_names_a_stream_cannot_encode(folder: Path) -> None:
    """A lone surrogate (valid JSON, not valid UTF-8) in a name is escaped, not a crash, on a real stream."""
    (folder / "odd.json").write_text(json.dumps(_record(BIDS, names=["A\ud800", "B", "C", "D"])),
                                     encoding="utf-8")
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", newline="\n")
    assert replay.main(["odd.json"], False, out, io.StringIO()) == 0
    out.flush()
    assert "A\\ud800 (seat 0): bids Three" in raw.getvalue().decode("utf-8")


def test_the_same_record_twice_gives_the_same_answer(folder: Path) -> None:
    _write(folder, "hand.json", _record([*BIDS, *LEAD]))
    status, out, _ = _run(["hand.json", "hand.json"], True)
    first, second = out.splitlines()
    assert status == 0 and first == second


def test_golden_files_from_another_folder(capsys: pytest.CaptureFixture[str]) -> None:
    """The file is named in messages as it was given on the command line."""
    path = str(GOLDEN / "must_follow_refused.json")
    assert cli.main(["replay", path]) == 1
    assert capsys.readouterr().err == f"{path}: action 6 (seat 2 play 4H): must follow spades\n"


def test_replay_does_not_import_qt() -> None:
    code = (
        "import sys, io\n"
        "import napdesk.replay\n"
        "napdesk.replay.main(['no-such-file.json'], True, io.StringIO(), io.StringIO())\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
