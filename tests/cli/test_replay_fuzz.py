"""``napdesk replay`` on damaged records: never an exception, exit status 0 or 1, every error line naming the
file and an index.

The records are the golden ones (``tests/golden/``), mutated: keys dropped, values replaced by junk of every
JSON type (huge and negative numbers, nested lists and objects, strings that look like cards or bids), list
items duplicated or added, seats and verbs changed, rules replaced by random values of real keys; and whole
files truncated, re-encoded or replaced by random bytes. Each mutated file is replayed in-process with and
without ``--json``.
"""

from __future__ import annotations

import copy
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from napdesk import replay
from napdesk.engine.rules import OPTIONS, PRESETS

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def _load(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return None


BASES = [  # the golden hand records (NAME.json beside NAME.out.json) that are JSON objects
    doc
    for out in sorted(GOLDEN.glob("*.out.json"))
    if isinstance(doc := _load(out.with_name(out.name.removesuffix(".out.json") + ".json")), dict)
]
FILE = "fuzz.json"
ERROR_LINE = re.compile(re.escape(FILE) + r": action (\d+)(?: \(seat -?\d+(?: [^)]*)?\))?: \S")

CARDS = ["AS", "TH", "10h", "2c", "QD", "ZZ", "1H", "", "A", "AS ", "KS", "9S", "7C"]
WORDS = ["pass", "nap", "misere", "misère", "wellington", "blucher", "blücher", "5", "7", "0", "-1", "3"]
KEYS = ["seat", "bid", "play", "exchange", "peep", "widow", "discard", "claim", "hands", "stock", "format",
        "rules", "players", "dealer", "pool", "deal", "actions", "preset", *(o.key for o in OPTIONS)]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-10, 10),
    st.integers(),
    st.sampled_from([2**63, -(2**63), 10**300, -1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=10),
    st.sampled_from(CARDS + WORDS + list(PRESETS)),
)
JUNK = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), st.text(max_size=6)), inner, max_size=4),
    ),
    max_leaves=10,
)


def _option_value(option: Any) -> st.SearchStrategy[Any]:
    if option.kind == "bool":
        good: st.SearchStrategy[Any] = st.booleans()
    elif option.kind == "choice":
        good = st.sampled_from(option.choices)
    else:
        good = st.integers(option.minimum - 2, option.maximum + 2)
    return st.one_of(good, good, SCALARS)


RULES = st.fixed_dictionaries(
    {},
    optional={"preset": st.one_of(st.sampled_from(list(PRESETS)), SCALARS),
              **{o.key: _option_value(o) for o in OPTIONS}},
)


def _containers(doc: Any, out: list[Any]) -> list[Any]:
    """Every dict and list inside ``doc``, itself included."""
    if isinstance(doc, dict | list):
        out.append(doc)
        for value in doc.values() if isinstance(doc, dict) else doc:
            _containers(value, out)
    return out


@st.composite
def mutated(draw: st.DrawFn) -> Any:
    doc = copy.deepcopy(draw(st.sampled_from(BASES)))
    for _ in range(draw(st.integers(1, 4))):
        places = _containers(doc, [])
        where = draw(st.sampled_from(places))
        op = draw(st.sampled_from(["drop", "junk", "dup", "add", "rules", "seat", "verb"]))
        if op == "rules":
            doc["rules"] = draw(RULES)
        elif op == "seat" and isinstance(doc.get("actions"), list) and doc["actions"]:
            action = draw(st.sampled_from(doc["actions"]))
            if isinstance(action, dict):
                action["seat"] = draw(st.one_of(st.integers(-3, 8), st.integers(), SCALARS))
        elif op == "verb" and isinstance(doc.get("actions"), list) and doc["actions"]:
            i = draw(st.integers(0, len(doc["actions"]) - 1))
            doc["actions"][i] = {"seat": draw(st.integers(-1, 7)), draw(st.sampled_from(KEYS)): draw(JUNK)}
        elif isinstance(where, dict) and where:
            key = draw(st.sampled_from(sorted(where)))
            if op == "drop":
                del where[key]
            elif op == "add":
                where[draw(st.one_of(st.sampled_from(KEYS), st.text(max_size=6)))] = draw(JUNK)
            elif op == "dup" and isinstance(where[key], list) and where[key]:
                where[key].append(draw(st.sampled_from(where[key])))
            else:
                where[key] = draw(JUNK)
        elif isinstance(where, list) and where:
            i = draw(st.integers(0, len(where) - 1))
            if op == "drop":
                del where[i]
            elif op == "dup":
                where.insert(draw(st.integers(0, len(where))), copy.deepcopy(where[i]))
            elif op == "add":
                where.insert(draw(st.integers(0, len(where))), draw(JUNK))
            else:
                where[i] = draw(st.one_of(JUNK, st.sampled_from(CARDS)))
    return doc


@st.composite
def damaged_bytes(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["truncated", "latin1", "random", "text", "mutated"]))
    if kind == "random":
        return draw(st.binary(max_size=200))
    if kind == "text":
        return draw(st.text(max_size=200)).encode("utf-8", "surrogatepass")
    text = json.dumps(draw(mutated()) if kind == "mutated" else draw(st.sampled_from(BASES)), ensure_ascii=False)
    if kind == "truncated":
        return text[: draw(st.integers(0, len(text)))].encode("utf-8", "surrogatepass")
    return (text[:-1] + ', "x": "é"}').encode("latin-1", "replace")


def _check(folder: Path, data: bytes) -> None:
    (folder / FILE).write_bytes(data)
    for as_json in (True, False):
        out, err = io.StringIO(), io.StringIO()
        status = replay.main([FILE], as_json, out, err)
        assert status in (0, 1)
        errors = err.getvalue().splitlines()
        if status == 0:
            assert errors == []
        else:
            assert len(errors) == 1
            assert ERROR_LINE.match(errors[0]), errors[0]
        if as_json:
            (line,) = out.getvalue().splitlines()
            doc = json.loads(line)
            if status == 1:
                index = int(ERROR_LINE.match(errors[0]).group(1))  # type: ignore[union-attr]
                assert doc == {"error": {"index": index, "reason": doc["error"]["reason"]}}
                assert isinstance(doc["error"]["reason"], str)
                assert errors[0].endswith(": " + doc["error"]["reason"])
            else:
                assert isinstance(doc["complete"], bool)
        elif status == 0:
            assert out.getvalue().startswith(f"{FILE}:\n")
        else:
            assert out.getvalue() == ""


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


FUZZ = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def test_bases_replay(folder: Path) -> None:
    assert len(BASES) >= 90
    for doc in BASES:
        _check(folder, json.dumps(doc).encode())


@FUZZ
@given(doc=mutated(), ascii_only=st.booleans())
def test_mutated_records(folder: Path, doc: Any, ascii_only: bool) -> None:
    _check(folder, json.dumps(doc, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass"))


@FUZZ
@given(data=damaged_bytes())
def test_damaged_files(folder: Path, data: bytes) -> None:
    _check(folder, data)


@settings(max_examples=150, deadline=None)
@given(rules=RULES, players=st.integers(1, 8), dealer=st.integers(-1, 8))
def test_random_rules(folder: Path, rules: dict[str, Any], players: int, dealer: int) -> None:
    doc = {"rules": rules, "players": [f"P{i}" for i in range(players)], "dealer": dealer,
           "deal": {"hands": [[] for _ in range(players)]}, "actions": [{"seat": 0, "bid": "pass"}]}
    _check(folder, json.dumps(doc).encode())
