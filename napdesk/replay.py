"""``napdesk replay``: replay hand records and check them against the rules (docs/hand-record.md, "Replaying").

For each file, in the order given: read it (UTF-8, an optional byte-order mark allowed), check its form, apply
every action, and print what happened: with ``--json`` one JSON object per file on its own line, the record's
:func:`~napdesk.engine.record.summary` or ``{"error": {"index": N, "reason": "..."}}``; without it a line
naming the file and then the engine's plain account of the hand.

A file named ``*.jsonl`` holds one record per line, as ``napdesk simulate --records`` writes them: each
non-blank line is replayed as if it were a file of its own, named ``FILE:LINE`` in the output and messages; it is
read a line at a time, so a line that is not UTF-8, or too long, spoils only itself.

A record (a file, or a line of a ``.jsonl`` file) may be at most :data:`~napdesk.engine.record.MAX_RECORD_BYTES`
(1 MiB): a larger one is refused before it is read, and a record holding more actions than a hand under its
rules can is refused before any action is read.

A file that cannot be read, is not UTF-8 or JSON, or whose record the engine refuses makes the exit status 1
and puts one line on ``err``: ``FILE: action 7 (seat 2 play 9S): must follow hearts`` (index 0 when the fault
is in the file itself, its rules, players, dealer, pool or deal). Every other file in the same call is
replayed as if it were alone. Nothing here imports Qt.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

from napdesk.engine.record import MAX_RECORD_BYTES, RecordError, RecordFault, describe_hand, load_record, summary

__all__ = ["main", "replay_text"]

_BOM = b"\xef\xbb\xbf"


def main(files: list[str], as_json: bool, out: TextIO, err: TextIO) -> int:
    """Replay each hand-record file in ``files``; write results to ``out`` (JSON if ``as_json``), problems to
    ``err``; return the exit status: 0 when every record replays, 1 when any is refused or unreadable."""
    status = 0
    for name in files:
        if name.lower().endswith(".jsonl"):
            if not _replay_lines(name, as_json, out, err):
                status = 1
            continue
        try:
            text = _read(name)
        except RecordError as exc:
            _refuse(name, exc, as_json, out, err)
            status = 1
            continue
        if not replay_text(name, text, as_json, out, err):
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
        with open(name, "rb") as f:
            data = f.read(MAX_RECORD_BYTES + len(_BOM) + 1)  # never more than a record may be
    except OSError as exc:
        raise _unreadable(exc) from None
    data = data.removeprefix(_BOM)
    if len(data) > MAX_RECORD_BYTES:
        raise _too_long()
    return _decode(data)


def _too_long() -> RecordError:
    return RecordError(0, RecordFault.FILE_TOO_LONG, {"limit": MAX_RECORD_BYTES})


def _unreadable(exc: OSError) -> RecordError:
    return RecordError(0, RecordFault.CANNOT_READ_FILE, {"error": exc.strerror or exc})


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(0, RecordFault.NOT_UTF8, {"byte": exc.start + 1}) from None


def _replay_lines(name: str, as_json: bool, out: TextIO, err: TextIO) -> bool:
    """Replay each non-blank line of a ``.jsonl`` file as a record named ``FILE:LINE``; True if all replay."""
    try:
        f = open(name, "rb")  # noqa: SIM115 - closed below, after the lines are read one by one
    except OSError as exc:
        _refuse(name, _unreadable(exc), as_json, out, err)
        return False
    ok = True
    with f:
        number = 0
        while True:
            try:
                line = f.readline(MAX_RECORD_BYTES + 2)
                too_long = len(line) - line.endswith(b"\n") > MAX_RECORD_BYTES
                rest = line
                while too_long and rest and not rest.endswith(b"\n"):  # skip the rest of that line
                    rest = f.readline(1 << 16)
            except OSError as exc:
                _refuse(name, _unreadable(exc), as_json, out, err)
                return False
            if not line:
                return ok
            number += 1
            label = f"{name}:{number}"
            if too_long:
                _refuse(label, _too_long(), as_json, out, err)
                ok = False
                continue
            line = line.removesuffix(b"\n")
            if number == 1:
                line = line.removeprefix(_BOM)
            if not line.strip():
                continue
            try:
                text = _decode(line)
            except RecordError as exc:
                _refuse(label, exc, as_json, out, err)
                ok = False
                continue
            if not replay_text(label, text, as_json, out, err):
                ok = False


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
