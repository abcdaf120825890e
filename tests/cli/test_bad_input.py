"""Bad input to ``napdesk rules --check`` and ``napdesk replay``: a one-line refusal, never a traceback; input
too large for what it claims to be is refused before it is read (the limits are in ``--help``); a damaged line
of a ``.jsonl`` file spoils only itself."""

from __future__ import annotations

import io
import json
import random
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from napdesk import cli, replay
from napdesk.commands.rules import MAX_RULES_BYTES
from napdesk.engine.actions import CLAIM
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import ClaimRefused, HandState
from napdesk.engine.record import MAX_RECORD_BYTES, load_record, most_actions
from napdesk.engine.rules import Rules

RECORD: dict[str, Any] = {
    "format": "napdesk-hand/1",
    "rules": {"preset": "standard"},
    "players": ["Ann", "Ben", "Cat", "Dan"],
    "dealer": 3,
    "deal": {"hands": [["AH", "KH", "QH", "2C", "3D"], ["4H", "5C", "6C", "7D", "8S"],
                       ["5H", "9S", "TC", "JD", "2S"], ["6H", "QC", "KC", "AD", "3S"]]},
    "actions": [{"seat": 0, "bid": "3"}, {"seat": 1, "bid": "pass"}],
}


def _replay(files: list[str], as_json: bool = True) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = replay.main(files, as_json, out, err)
    return status, out.getvalue(), err.getvalue()


def test_rules_check_refuses_an_integer_too_long_to_read(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    path.write_text('{"players": ' + "4" * 5000 + "}", encoding="utf-8")
    assert cli.main(["rules", "--check", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"{path}: not a rule set: a number in it is too long\n"


def test_rules_check_refuses_a_file_too_large_before_reading_it(capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    path.write_text('{"preset": "pub", "x": "' + "a" * (8 * MAX_RULES_BYTES) + '"}', encoding="utf-8")
    tracemalloc.start()
    try:
        assert cli.main(["rules", "--check", str(path)]) == 1
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 * MAX_RULES_BYTES  # it read no more than the limit
    assert capsys.readouterr().err == f"{path}: too long for a rule set (more than 64 KiB)\n"
    # at the limit it is read (and refused for what it says)
    path.write_text(json.dumps({"preset": "pub", "x": "a" * (MAX_RULES_BYTES - 40)}), encoding="utf-8")
    assert cli.main(["rules", "--check", str(path)]) == 1
    assert "unknown rule 'x'" in capsys.readouterr().err


def test_the_limits_are_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "--help"]) == 0
    assert "at most 64 KiB" in " ".join(capsys.readouterr().out.split())
    assert cli.main(["replay", "--help"]) == 0
    assert "at most 1 MiB" in " ".join(capsys.readouterr().out.split())


def test_a_record_too_large_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """Ten million actions were parsed (seconds, gigabytes) before a field read first refused them."""
    path = tmp_path / "big.json"
    doc = {**RECORD, "dealer": 9, "actions": [{"seat": 0, "play": "AH"}] * 100_000}
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert path.stat().st_size > MAX_RECORD_BYTES
    tracemalloc.start()
    try:
        status, out, err = _replay([str(path)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 3 * MAX_RECORD_BYTES
    assert status == 1
    assert json.loads(out) == {"error": {"index": 0, "reason": "too long for a hand record (more than 1,048,576 "
                                                               "bytes)"}}
    assert err == f"{path}: action 0: too long for a hand record (more than 1,048,576 bytes)\n"


def test_the_fields_before_the_actions_are_checked_before_any_action_is_read() -> None:
    """A bad dealer is refused as such, however many (bad) actions follow, and no action is read."""
    junk = [{"seat": "x", "nonsense": [1]}] * 20_000
    with pytest.raises(ValueError, match=r"^action 0: dealer: expected a seat from 0 to 3, not 9$"):
        load_record(json.dumps({**RECORD, "dealer": 9, "actions": junk}))
    # More actions than any hand can hold: refused as a whole, before the first is read
    most = most_actions(Rules())
    assert most == 34
    with pytest.raises(ValueError, match=rf"^action 0: actions: 20000 actions: a hand under these rules holds at "
                                         rf"most {most}$"):
        load_record(json.dumps({**RECORD, "actions": junk}))


@pytest.mark.parametrize("values", [
    {"preset": "seven_card", "players": 7, "dealer_sits_out": "never", "revokes": "penalised"},
    {"preset": "purchase", "peep": True, "players": 6, "dealer_sits_out": "never", "hand_end": "all_tricks"},
    {"preset": "sir_garnet", "players": 5, "hand_end": "all_tricks"},
    {"preset": "pub", "players": 3},
])
def test_no_hand_holds_more_actions_than_the_most(values: dict[str, Any]) -> None:
    """Hands played with random legal actions (every exchange, peep and claim tried) stay within the bound."""
    rules = Rules.from_dict(values)
    longest = 0
    for seed in range(40):
        rnd = random.Random(seed)
        state = HandState(rules, seed % rules.players, deal_hand(rules, seed % rules.players, rnd))
        while not state.is_over:
            legal = state.legal_actions()
            try:
                state.apply(rnd.choice(legal))
            except ClaimRefused:
                state.apply(rnd.choice([a for a in legal if a is not CLAIM]))
        longest = max(longest, len(state.history))
    assert longest <= most_actions(rules)


def test_a_bad_byte_in_a_jsonl_file_spoils_only_its_line(tmp_path: Path) -> None:
    good = json.dumps(RECORD).encode()
    bad = json.dumps({**RECORD, "players": ["Ann", "Ben", "Cat", "D\u00e9n"]}).encode().replace(b"\\u00e9", b"\xe9")
    path = tmp_path / "hands.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + good + b"\n" + bad + b"\n\n" + good + b"\r\n")
    status, out, err = _replay([str(path)])
    assert status == 1
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 3
    assert lines[0]["to_move"] == 2 and lines[2]["to_move"] == 2
    reason = lines[1]["error"]["reason"]
    assert lines[1]["error"]["index"] == 0
    at = bad.index(b"\xe9") + 1  # counted in the line, not the file
    assert reason == f"not a UTF-8 text file (byte {at} cannot be read)"
    assert err == f"{path}:2: action 0: {reason}\n"
    status, out, err = _replay([str(path)], as_json=False)
    assert [line for line in out.splitlines() if line.startswith(str(path))] == [f"{path}:1:", f"{path}:4:"]


def test_a_jsonl_line_too_long_spoils_only_itself(tmp_path: Path) -> None:
    good = json.dumps(RECORD)
    huge = json.dumps({**RECORD, "players": ["x" * (MAX_RECORD_BYTES + 10)] * 4})
    path = tmp_path / "hands.jsonl"
    path.write_text("\n".join([good, huge, good, huge]), encoding="utf-8")  # the last line has no newline
    status, out, err = _replay([str(path)])
    assert status == 1
    lines = [json.loads(line) for line in out.splitlines()]
    assert [("error" in line) for line in lines] == [False, True, False, True]
    assert err.splitlines() == [f"{path}:{n}: action 0: too long for a hand record (more than 1,048,576 bytes)"
                                for n in (2, 4)]


def test_a_record_exactly_at_the_limit_is_read(tmp_path: Path) -> None:
    text = json.dumps(RECORD)
    padded = text[:-1] + " " * (MAX_RECORD_BYTES - len(text)) + "}"
    assert len(padded.encode()) == MAX_RECORD_BYTES
    path = tmp_path / "edge.json"
    path.write_text(padded, encoding="utf-8")
    assert _replay([str(path)])[0] == 0
    (tmp_path / "edge.jsonl").write_text(padded + "\n", encoding="utf-8")
    assert _replay([str(tmp_path / "edge.jsonl")])[0] == 0
