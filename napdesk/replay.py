"""``napdesk replay``: replay hand records and check them against the rules (docs/hand-record.md, "Replaying").

For each file, in the order given: read it (UTF-8, an optional byte-order mark allowed), check its form, apply
every action, and print what happened: with ``--json`` one JSON object per file on its own line, the record's
:func:`~napdesk.engine.record.summary` or ``{"error": {"index": N, "reason": "..."}}``; without it a line
naming the file and then the engine's plain account of the hand.

A file named ``*.jsonl`` holds one record per line, as ``napdesk simulate --records`` writes them: each
non-blank line is replayed as if it were a file of its own, named ``FILE:LINE`` in the output and messages.

A file that cannot be read, is not UTF-8 or JSON, or whose record the engine refuses makes the exit status 1
and puts one line on ``err``: ``FILE: action 7 (seat 2 play 9S): must follow hearts`` (index 0 when the fault
is in the file itself, its rules, players, dealer, pool or deal). Every other file in the same call is
replayed as if it were alone. Nothing here imports Qt.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TextIO

from napdesk.engine.record import RecordError, describe_hand, load_record, summary

__all__ = ["main", "replay_text"]


def main(files: list[str], as_json: bool, out: TextIO, err: TextIO) -> int:
    """Replay each hand-record file in ``files``; write results to ``out`` (JSON if ``as_json``), problems to
    ``err``; return the exit status: 0 when every record replays, 1 when any is refused or unreadable."""
    status = 0
    for name in files:
        try:
            text = _read(name)
        except RecordError as exc:
            _refuse(name, exc, as_json, out, err)
            status = 1
            continue
        if name.lower().endswith(".jsonl"):
            records = [(f"{name}:{n}", line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
        else:
            records = [(name, text)]
        for label, record in records:
            if not replay_text(label, record, as_json, out, err):
                status = 1
    return status


def replay_text(name: str, text: str, as_json: bool, out: TextIO, err: TextIO) -> bool:
    """Replay one record given as text (``name`` only labels the output); True if it replays."""
    try:
        record = load_record(text)
        state = record.replay()
    except RecordError as exc:
        _refuse(name, exc, as_json, out, err)
        return False
    if as_json:
        _emit(out, json.dumps(summary(state)))
    else:
        _emit(out, f"{name}:")
        for line in describe_hand(state, record.players):
            _emit(out, line)
    return True


def _read(name: str) -> str:
    """The file's text, or a RecordError (index 0) saying why it cannot be had."""
    try:
        data = Path(name).read_bytes()
    except OSError as exc:
        raise RecordError(0, f"cannot read the file: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError(0, f"not a UTF-8 text file (byte {exc.start + 1} cannot be read)") from None


def _refuse(name: str, exc: RecordError, as_json: bool, out: TextIO, err: TextIO) -> None:
    _emit(err, f"{name}: {exc.describe()}")
    if as_json:
        error: dict[str, Any] = {"error": {"index": exc.index, "reason": exc.reason}}
        _emit(out, json.dumps(error))


def _emit(stream: TextIO, line: str) -> None:
    """Write one line; text the stream cannot encode (a lone surrogate in a name) is escaped, not fatal."""
    try:
        stream.write(line + "\n")
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "utf-8"
        stream.write(line.encode(encoding, "backslashreplace").decode(encoding) + "\n")
