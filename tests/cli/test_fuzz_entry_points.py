"""Fuzz of the text commands, in-process through ``napdesk.cli.main``: thousands of mutated hand records, rule
sets and session exports, seeded (the same inputs every run) and fast.

What each command promises for input it refuses (their module docs): ``napdesk replay FILE`` exits 1 and prints
one line ``FILE: action N...: reason`` on standard error; ``napdesk rules --check FILE`` exits 1 and prints one
line naming the file; ``napdesk sessions import FILE`` exits 1 and prints one line ``napdesk sessions: reason``
(after the store's own ``napdesk: ...`` notices, if any). Input they accept exits 0 with nothing on standard error
(replay, rules) or only the store's notices (sessions). Never a traceback, never another exit status, never an
exception out of ``main``.

The mutations: keys dropped or added, values replaced by junk of every JSON type (huge, negative and fractional
numbers, cards written with spaces, deep nesting), list items dropped or repeated; and whole texts truncated, a
byte changed or inserted, an integer of 5,000 digits put in, the bytes made Latin-1.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from napdesk import cli
from napdesk.engine.record import record_of
from napdesk.engine.rules import OPTIONS, PRESETS, Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store, transfer

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

RECORDS = 1200
RULE_SETS = 1000
EXPORTS = 300

JUNK: list[Any] = [
    None, True, False, 0, -1, 1, 7, 2**63, -(2**63), 10**30, 0.5, 1e308, -0.0, "", "x", "AS", "AS ", " KH", "10h",
    "pass", "nap", "misere", "blücher", "module:Class", "\u0000", "\ud800", [], [None], [[[[]]]], {}, {"a": 1},
    ["AS", "AS"], list(PRESETS), {"preset": "pub"}, *(o.key for o in OPTIONS[:8]),
]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:12]):
            yield from _paths(v, (*path, i))


def _mutate(doc: Any, rnd: random.Random) -> Any:
    """The document with one to three changes somewhere in it."""
    doc = json.loads(json.dumps(doc))
    for _ in range(rnd.randint(1, 3)):
        paths = list(_paths(doc))
        path = rnd.choice(paths)
        if not path:
            doc = rnd.choice(JUNK) if rnd.random() < 0.05 else doc
            continue
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        key = path[-1]
        how = rnd.random()
        if how < 0.25:
            del parent[key]
        elif how < 0.35 and isinstance(parent, list):
            parent.insert(key, parent[key])
        elif how < 0.45 and isinstance(parent, dict):
            parent[rnd.choice(["extra", "seat", "format", "hands", *(o.key for o in OPTIONS)])] = rnd.choice(JUNK)
        elif how < 0.55 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += rnd.choice([-1, 1, 10, -100, 2**40])
        else:
            parent[key] = rnd.choice(JUNK)
    return doc


def _text(doc: Any, rnd: random.Random) -> bytes:
    """The document as a file, damaged now and then at the level of its text."""
    text = json.dumps(doc, ensure_ascii=rnd.random() < 0.5).encode("utf-8", "surrogatepass")
    how = rnd.random()
    if how < 0.06:
        return text[: rnd.randrange(len(text) + 1)]
    if how < 0.10:
        at = rnd.randrange(len(text) + 1)
        return text[:at] + bytes([rnd.randrange(256)]) + text[at + 1:]
    if how < 0.13:
        at = text.find(b":")
        return text[: at + 1] + b"9" * 5000 + b"," + text[at + 1:] if at >= 0 else text
    if how < 0.15:
        return b"[" * rnd.randint(500, 5000)
    if how < 0.17:
        return text.decode("utf-8", "replace").encode("latin-1", "replace")
    if how < 0.18:
        return b"\xef\xbb\xbf" + text
    return text


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(argv)
    return status, out.getvalue(), err.getvalue()


def _check(what: str, status: int, err: str, prefix: str, notices: bool = False) -> None:
    assert "Traceback" not in err, (what, err)
    lines = err.splitlines()
    if notices:  # the store's own notices come first, each one line of its own
        assert all(line.startswith("napdesk: ") for line in lines if not line.startswith(prefix)), (what, err)
        lines = [line for line in lines if line.startswith(prefix)]
    assert status in (0, 1), (what, status, err)
    if status == 0:
        assert lines == [], (what, err)
    else:
        assert len(lines) == 1 and lines[0].startswith(prefix) and len(lines[0]) > len(prefix) + 2, (what, err)


def _golden_records() -> list[Any]:
    docs = []
    for path in sorted(GOLDEN.glob("*.json")):
        if path.name.endswith(".out.json") or path.name.startswith("session_"):
            continue
        with contextlib.suppress(ValueError):
            docs.append(json.loads(path.read_text(encoding="utf-8")))
    return docs


@pytest.mark.slow  # a bounded amount of work, but long on a busy machine: the second pytest of make test
def test_mutated_hand_records(tmp_path: Path) -> None:
    rnd = random.Random(20261201)
    bases = _golden_records()
    assert len(bases) > 80
    file = tmp_path / "fuzz.json"
    statuses = set()
    for n in range(RECORDS):
        file.write_bytes(_text(_mutate(rnd.choice(bases), rnd), rnd))
        args = ["replay", *(["--json"] if n % 2 else []), str(file)]
        status, out, err = _run(args)
        _check(f"record {n}", status, err, f"{file}: action ")
        if n % 2:
            assert len(out.splitlines()) == 1 and isinstance(json.loads(out), dict)
        statuses.add(status)
    assert statuses == {0, 1}


@pytest.mark.slow  # a bounded amount of work, but long on a busy machine: the second pytest of make test
def test_mutated_rule_sets(tmp_path: Path) -> None:
    rnd = random.Random(18)
    bases: list[Any] = [{"preset": p} for p in PRESETS]
    bases += [Rules(preset=p).to_dict() | {"preset": p} for p in PRESETS]
    bases += [{"preset": "pub", "players": 7, "hand_size": 7}, {"preset": "pool", "pool_ante": 3}]
    file = tmp_path / "rules.json"
    statuses = set()
    for n in range(RULE_SETS):
        file.write_bytes(_text(_mutate(rnd.choice(bases), rnd), rnd))
        status, out, err = _run(["rules", "--check", str(file)])
        _check(f"rule set {n}", status, err, f"{file}: ")
        assert (out.splitlines()[:1] == ["ok"]) == (status == 0)
        statuses.add(status)
    assert statuses == {0, 1}


@pytest.fixture
def export() -> dict[str, Any]:
    """A session of two hands and one begun, with a person and computers, as ``sessions export`` writes it."""
    with Store.open().store as store:
        session = Session(Rules(), ["Ann", "Ben", "Cat", "Dan"], 3)
        seats = [Seat("Ann"), *(Seat(n, "computer", "beginner") for n in ("Ben", "Cat", "Dan"))]
        sid = store.create_session("Fuzz", Rules(), seats, seed=3, snapshot=session.snapshot())
        while len(session.history) < 3:
            hand = session.start_hand()
            store.begin_hand(sid, session.number, record_of(hand, session.players))
            while not hand.is_over and (len(session.history) < 2 or len(hand.history) < 6):
                seat, action = hand.to_move, hand.legal_actions()[0]
                session.apply(action)
                store.record_action(sid, seat, action)
            if not hand.is_over:
                break
            store.finish_hand(sid, session.history[-1], session.snapshot())
        return transfer.export_session(store, sid)


@pytest.mark.slow  # a bounded amount of work, but long on a busy machine: the second pytest of make test
def test_mutated_session_exports(tmp_path: Path, export: dict[str, Any]) -> None:
    rnd = random.Random(10)
    file = tmp_path / "session.json"
    statuses = set()
    for n in range(EXPORTS):
        file.write_bytes(_text(_mutate(export, rnd), rnd))
        status, _, err = _run(["sessions", "import", str(file)])
        _check(f"export {n}", status, err, "napdesk sessions: ", notices=True)
        statuses.add(status)
    assert statuses == {0, 1}
