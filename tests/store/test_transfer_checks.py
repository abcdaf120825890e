"""What an import checks before it trusts a session file (napdesk.store.transfer): each field it reads is refused,
with a message that names it, when it has the wrong type or value, and nothing is added to the store; and the
first dealer a file gives is the one its hands are replayed with; the progress an import reports, and an export
that stops at a hand the engine refuses."""

from __future__ import annotations

import copy
import io
import json
import random
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import DamagedSession, Seat, Store, TransferError
from napdesk.store.problems import Part, Problem
from napdesk.store.transfer import (
    export_file,
    export_session,
    import_file,
    import_session,
    read_file,
    read_session,
    run,
)
from tests.store.conftest import Game

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)


def _with_first_dealer(store: Store, first_dealer: int, seed: int = 5) -> Game:
    """A session whose first dealer was chosen, not cut (a tiebreak table, an imported session)."""
    rules = Rules(preset="pool")
    players = ("Ann", "Ben", "Cat", "Dan")
    session = Session(rules, players, seed, first_dealer=first_dealer)
    seats = [Seat(p) if i == 0 else Seat(p, "computer", "random") for i, p in enumerate(players)]
    sid = store.create_session("Chosen", rules, seats, seed=seed, snapshot=session.snapshot())
    return Game(store, session, sid, random.Random(seed))


@pytest.fixture
def doc(tmp_path: Path, new_game: NewGame) -> dict[str, Any]:
    """An exported session: three finished hands and one in progress."""
    with Store.open(tmp_path / "source").store as store:
        game = new_game(store, seed=3)
        game.play_hands(3)
        for _ in range(3):
            game.step()
        return export_session(store, game.sid)


def _refused(tmp_path: Path, doc: Any, match: str) -> TransferError:
    with Store.open(tmp_path / "target").store as store:
        before = store.sessions()
        with pytest.raises(TransferError, match=match) as caught:
            import_session(store, doc)
        assert store.sessions() == before
        return caught.value


def _changed(doc: dict[str, Any], key: str, value: object) -> dict[str, Any]:
    bad = copy.deepcopy(doc)
    bad[key] = value
    return bad


def test_the_untouched_file_imports(tmp_path: Path, doc: dict[str, Any]) -> None:
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, doc)
        again = export_session(store, new)
    assert again["hands"] == doc["hands"] and again["current"] == doc["current"]
    assert again["snapshot"] == doc["snapshot"] and again["seed"] == doc["seed"]


@pytest.mark.parametrize("seed", ["3", 3.0, True, None])
def test_a_seed_that_is_not_a_whole_number_is_refused(tmp_path: Path, doc: dict[str, Any], seed: object) -> None:
    # True is an int to Python, and would replay seed 1's deals
    _refused(tmp_path, _changed(doc, "seed", seed), "^seed: expected a whole number")


def test_a_document_that_is_not_an_object_is_refused(tmp_path: Path) -> None:
    error = _refused(tmp_path, [1, 2], "^not a napdesk session: the file must hold a JSON object$")
    assert error.code is Problem.NOT_A_SESSION_FILE
    assert error.facts == {"error": str(error)}


@pytest.mark.parametrize(("key", "value", "match"), [
    ("name", None, "^the session has no name$"),
    ("name", 7, "^the session has no name$"),
    ("seats", {"Ann": 1}, "^seats: expected a list$"),
    ("seats", [{"name": "Ann", "kind": "robot"}] * 4, "^seats: "),
    ("status", "lost", '^status: "lost" is not one of '),
    ("snapshot", [1], "^snapshot: expected an object or null$"),
    ("created", 2026, "^created: expected a date and time as text$"),
    ("hands", {"1": {}}, "^hands: expected a list$"),
    ("rules", {"players": "four"}, "^rules: "),
    ("format", None, "^not a napdesk session: format null, expected napdesk-session/1$"),
])
def test_each_field_of_the_wrong_kind_is_refused_by_name(tmp_path: Path, doc: dict[str, Any], key: str,
                                                        value: object, match: str) -> None:
    _refused(tmp_path, _changed(doc, key, value), match)


def test_a_file_without_a_status_or_a_date_is_active(tmp_path: Path, doc: dict[str, Any]) -> None:
    bare = {k: v for k, v in doc.items() if k not in ("status", "created")}
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, bare)
        assert store.session_info(new).status == "active"


def test_a_file_without_hands_or_rules_is_a_fresh_session_of_the_default_rules(tmp_path: Path,
                                                                               doc: dict[str, Any]) -> None:
    bare = {k: v for k, v in doc.items() if k not in ("hands", "rules", "current", "snapshot")}
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, bare)
        again = export_session(store, new)
    assert again["hands"] == [] and again["current"] is None
    assert again["rules"] == Rules().to_dict()


@pytest.mark.parametrize("first_dealer", [4, -1, True, "2", None])
def test_a_first_dealer_that_is_not_a_seat_is_refused(tmp_path: Path, doc: dict[str, Any],
                                                     first_dealer: object) -> None:
    snapshot = dict(doc["snapshot"], first_dealer_cut=False, first_dealer=first_dealer)
    _refused(tmp_path, _changed(doc, "snapshot", snapshot), "^snapshot: first_dealer is not a seat$")


def test_a_cut_first_dealer_is_cut_again_not_read(tmp_path: Path, doc: dict[str, Any]) -> None:
    assert doc["snapshot"]["first_dealer_cut"] is True
    snapshot = dict(doc["snapshot"], first_dealer=99)  # never read: the cut is made again from the seed
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, _changed(doc, "snapshot", snapshot))
        assert export_session(store, new)["hands"] == doc["hands"]


@pytest.mark.parametrize("first_dealer", [1, 2, 3])
def test_a_chosen_first_dealer_is_the_one_the_hands_are_replayed_with(tmp_path: Path, first_dealer: int) -> None:
    with Store.open(tmp_path / "source").store as store:
        game = _with_first_dealer(store, first_dealer)
        game.play_hands(2)
        doc = export_session(store, game.sid)
    assert doc["hands"][0]["dealer"] == first_dealer and doc["snapshot"]["first_dealer_cut"] is False
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, doc)
        again = export_session(store, new)
    assert again["hands"] == doc["hands"] and again["snapshot"] == doc["snapshot"]
    # another first dealer than the one the hands were dealt by: the replay disagrees with the file
    other = copy.deepcopy(doc)
    other["snapshot"]["first_dealer"] = (first_dealer + 1) % 4
    _refused(tmp_path, other, "^hand 1: ")


@pytest.mark.parametrize(("change", "match"), [
    (lambda h: "junk", "^hand 2: expected an object$"),
    (lambda h: {**h, "number": 5}, r"^hand 2: numbered 5; hands must run 1, 2, 3, \.\.\.$"),
    (lambda h: {**h, "record": None}, "^hand 2: no hand record$"),
    (lambda h: {**h, "record": "deal"}, "^hand 2: no hand record$"),
    (lambda h: {**h, "dealer": (h["dealer"] + 1) % 4}, "^hand 2: dealer is .* in the file but .* when its record"),
    (lambda h: {**h, "pool_after": h["pool_after"] + 1}, "^hand 2: pool_after is "),
])
def test_a_hand_that_is_not_what_its_record_plays_is_refused(tmp_path: Path, doc: dict[str, Any],
                                                            change: Callable[[dict[str, Any]], Any],
                                                            match: str) -> None:
    bad = copy.deepcopy(doc)
    bad["hands"][1] = change(bad["hands"][1])
    _refused(tmp_path, bad, match)


def test_a_hand_without_its_number_or_values_is_taken_from_its_record(tmp_path: Path, doc: dict[str, Any]) -> None:
    bare = copy.deepcopy(doc)
    bare["hands"] = [{"record": h["record"]} for h in doc["hands"]]
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, bare)
        assert export_session(store, new)["hands"] == doc["hands"]


@pytest.mark.parametrize(("current", "match"), [
    ("hand 4", "^current: expected an object with the record of the hand in progress$"),
    ({"number": 4}, "^current: expected an object with the record of the hand in progress$"),
    ({"number": 4, "record": []}, "^current: expected an object with the record of the hand in progress$"),
    ("renumbered", r"^hand 4 \(in progress\): numbered 3$"),
    ("unnumbered", r"^hand 4 \(in progress\): numbered null$"),
    ("other deal", r"^hand 4 \(in progress\): "),
])
def test_a_hand_in_progress_that_does_not_follow_is_refused(tmp_path: Path, doc: dict[str, Any], current: Any,
                                                           match: str) -> None:
    bad = copy.deepcopy(doc)
    if current == "renumbered":
        bad["current"]["number"] = 3
    elif current == "unnumbered":
        del bad["current"]["number"]
    elif current == "other deal":
        hands = bad["current"]["record"]["deal"]["hands"]
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    else:
        bad["current"] = current
    _refused(tmp_path, bad, match)


def test_a_finished_hand_given_as_the_hand_in_progress_is_refused(tmp_path: Path, doc: dict[str, Any]) -> None:
    bad = copy.deepcopy(doc)
    last = bad["hands"].pop()
    bad["current"] = {"number": 3, "record": last["record"]}
    _refused(tmp_path, bad, r"^hand 3 \(in progress\): the record is of a finished hand$")


def test_read_file_refuses_a_document_too_deep_to_read(tmp_path: Path) -> None:
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(TransferError, match=r"is not a napdesk session file$"):
        read_file(tmp_path / "deep.json")


def test_read_file_reads_a_file_with_a_byte_order_mark(tmp_path: Path, doc: dict[str, Any]) -> None:
    import json

    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(doc).encode())
    assert read_file(tmp_path / "bom.json") == doc


def test_a_session_with_only_its_first_hand_begun_imports(tmp_path: Path, new_game: NewGame) -> None:
    with Store.open(tmp_path / "source").store as store:
        game = new_game(store, seed=6)
        for _ in range(2):
            game.step()
        doc = export_session(store, game.sid)
    assert doc["hands"] == [] and doc["current"]["number"] == 1
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, doc)
        assert export_session(store, new)["current"] == doc["current"]


def test_a_file_that_cannot_be_read_says_why_in_the_systems_words(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    with pytest.raises(TransferError) as caught:
        read_file(missing)
    assert str(caught.value) == f"cannot read {missing}: No such file or directory"
    assert caught.value.code is Problem.CANNOT_READ_FILE
    with Store.open(tmp_path / "target").store as store, pytest.raises(TransferError) as streamed:
        run(import_file(store, missing))
    assert str(streamed.value) == f"cannot read {missing}: No such file or directory"


def test_a_dash_imports_from_standard_input(tmp_path: Path, doc: dict[str, Any],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import json

    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(doc)))
    with Store.open(tmp_path / "target").store as store:
        new = run(import_file(store, Path("-")))
        assert export_session(store, new)["hands"] == doc["hands"]


@pytest.mark.parametrize("key", ["antes", "settlement", "chips"])
def test_a_hands_chips_that_are_not_what_its_record_pays_are_refused(tmp_path: Path, doc: dict[str, Any],
                                                                     key: str) -> None:
    bad = copy.deepcopy(doc)
    bad["hands"][1][key] = [v + 1 for v in bad["hands"][1][key]]
    _refused(tmp_path, bad, f"^hand 2: {key} is ")


@pytest.mark.parametrize("size", [None, 0])
def test_an_import_of_unknown_size_counts_its_hands(tmp_path: Path, doc: dict[str, Any], size: int | None) -> None:
    steps: list[tuple[int, int]] = []
    with Store.open(tmp_path / "target").store as store:
        stream = io.StringIO(json.dumps(doc))
        reading = read_session(store, stream, "s") if size is None else read_session(store, stream, "s", size)
        new = run(reading, lambda done, total: steps.append((done, total)))
        assert store.session_info(new).hands == 3
    assert steps == [(3, 3)]  # a step each hundred hands, and the end


def test_an_import_of_known_size_counts_its_characters(tmp_path: Path, doc: dict[str, Any]) -> None:
    text = json.dumps(doc)
    steps: list[tuple[int, int]] = []
    with Store.open(tmp_path / "target").store as store:
        run(read_session(store, io.StringIO(text), "s", len(text)), lambda done, total: steps.append((done, total)))
    assert steps[-1] == (len(text), len(text))


def test_an_export_stops_before_a_hand_the_engine_refuses_and_keeps_the_hands_before(tmp_path: Path,
                                                                                     new_game: NewGame) -> None:
    with Store.open(tmp_path / "source").store as store:
        game = new_game(store, seed=3)
        game.play_hands(3)
        db = store.connection
        (blob,) = db.execute("SELECT record FROM hands WHERE session_id = ? AND number = 2", (game.sid,)).fetchone()
        record = json.loads(zlib.decompress(blob))
        record["actions"][0]["seat"] = (record["actions"][0]["seat"] + 1) % 4  # out of turn
        db.execute("UPDATE hands SET record = ? WHERE session_id = ? AND number = 2",
                   (zlib.compress(json.dumps(record).encode()), game.sid))
        target = tmp_path / "s.json"
        with pytest.raises(DamagedSession):
            run(export_file(store, game.sid, target))
        written = read_file(target)
        assert [h["number"] for h in written["hands"]] == [1] and written["current"] is None
        db.execute("UPDATE hands SET record = ? WHERE session_id = ? AND number = 2", (b"not a record", game.sid))
        other = tmp_path / "t.json"
        # a record that cannot be read, exported by a store not yet told of hand 2: no file of half a session
        with Store.open(tmp_path / "source", if_running="read_only").store as beside, \
                pytest.raises(DamagedSession) as caught:
            run(export_file(beside, game.sid, other))
        assert caught.value.damage.part is Part.RECORD and not other.exists()
    with Store.open(tmp_path / "target").store as store:
        assert store.session_info(import_session(store, written)).hands == 1


def test_a_snapshot_that_does_not_say_how_the_first_dealer_was_found_gives_it(tmp_path: Path) -> None:
    with Store.open(tmp_path / "source").store as store:
        game = _with_first_dealer(store, 2)
        game.play_hands(2)
        doc = export_session(store, game.sid)
    del doc["snapshot"]["first_dealer_cut"]  # as a file written by hand or by another tool may have it
    with Store.open(tmp_path / "target").store as store:
        new = import_session(store, doc)
        assert export_session(store, new)["hands"] == doc["hands"]


def test_a_file_that_cannot_be_read_gives_the_systems_words_as_its_error(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    with pytest.raises(TransferError) as caught:
        read_file(missing)
    assert caught.value.facts["error"] == "No such file or directory"
    with Store.open(tmp_path / "target").store as store, pytest.raises(TransferError) as streamed:
        run(import_file(store, missing))
    assert streamed.value.facts["error"] == "No such file or directory"


def test_standard_input_that_is_not_json_is_named_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("{not json"))
    with Store.open(tmp_path / "target").store as store, \
            pytest.raises(TransferError, match=r"^standard input is not JSON"):
        run(import_file(store, Path("-")))
