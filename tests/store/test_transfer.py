"""Export and import of a whole session as JSON: a round trip, and files that are refused."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from napdesk.engine.rules import Rules
from napdesk.store import Store, TransferError, resume_session
from napdesk.store.transfer import FORMAT, export_session, import_session, read_file, write_file

NewGame = Callable[..., Any]  # the new_game fixture (conftest.py)


def _exported(store: Store, new_game: NewGame, in_progress: bool = True) -> tuple[int, dict[str, Any]]:
    game = new_game(store, rules=Rules(preset="pool"), seed=11)
    game.play_hands(8)
    if in_progress:
        for _ in range(4):
            game.step()
    return game.sid, export_session(store, game.sid)


def test_round_trip_to_another_computer(tmp_path: Path, new_game: NewGame) -> None:
    with Store.open(tmp_path / "here").store as here:
        sid, doc = _exported(here, new_game)
        write_file(doc, tmp_path / "friday.json")
        board = here.scoreboard(sid, first=1, count=100)
        stats = here.player_stats("Ann")
        resumed_here = resume_session(here, sid).session
    assert doc["format"] == FORMAT and len(doc["hands"]) == 8 and doc["current"]["number"] == 9
    json.dumps(doc)  # plain JSON
    with Store.open(tmp_path / "there").store as there:
        new = import_session(there, read_file(tmp_path / "friday.json"))
        again = export_session(there, new)
        for key in ("name", "created", "status", "rules", "seed", "seats", "snapshot", "hands", "current"):
            assert again[key] == doc[key], key
        assert there.scoreboard(new, first=1, count=100).rows == board.rows
        assert there.player_stats("Ann") == stats
        resumed = resume_session(there, new).session
        assert resumed.chips == resumed_here.chips and resumed.pool == resumed_here.pool
        assert resumed.hand is not None and resumed_here.hand is not None
        assert resumed.hand.history == resumed_here.hand.history


def test_round_trip_between_hands(tmp_path: Path, new_game: NewGame) -> None:
    with Store.open(tmp_path / "here").store as store:
        _, doc = _exported(store, new_game, in_progress=False)
        assert doc["current"] is None
        new = import_session(store, doc)
        again = export_session(store, new)
        assert again["hands"] == doc["hands"] and again["snapshot"] == doc["snapshot"]


def _tamper(doc: dict[str, Any], how: str) -> dict[str, Any]:
    bad = copy.deepcopy(doc)
    if how == "format":
        bad["format"] = "something/else"
    elif how == "settlement":
        bad["hands"][3]["settlement"][0] += 1
    elif how == "chips":
        bad["hands"][5]["chips"][2] -= 10
    elif how == "card":
        hands = bad["hands"][2]["record"]["deal"]["hands"]
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]  # a different deal than the seed's
    elif how == "illegal":
        actions = bad["hands"][1]["record"]["actions"]
        actions[0], actions[1] = actions[1], actions[0]
    elif how == "order":
        bad["hands"][1], bad["hands"][2] = bad["hands"][2], bad["hands"][1]
    elif how == "seats":
        bad["seats"] = bad["seats"][:3]
    elif how == "rules":
        bad["rules"] = {"players": 99}
    elif how == "unfinished":
        bad["hands"][-1]["record"]["actions"] = bad["hands"][-1]["record"]["actions"][:1]
    elif how == "seed":
        bad["seed"] = "eleven"
    return bad


@pytest.mark.parametrize("how", ["format", "settlement", "chips", "card", "illegal", "order", "seats", "rules",
                                 "unfinished", "seed"])
def test_a_bad_file_is_refused_and_changes_nothing(tmp_path: Path, new_game: NewGame, how: str) -> None:
    with Store.open(tmp_path / "here").store as store:
        _, doc = _exported(store, new_game)
        before = [s.id for s in store.sessions()]
        with pytest.raises(TransferError) as caught:
            import_session(store, _tamper(doc, how))
        assert str(caught.value)
        assert [s.id for s in store.sessions()] == before
        assert store.connection.execute("SELECT count(*) FROM profiles").fetchone()[0] == 4


def test_read_file_errors(tmp_path: Path) -> None:
    with pytest.raises(TransferError, match="cannot read"):
        read_file(tmp_path / "missing.json")
    (tmp_path / "x.json").write_bytes(b"\xff\xfe junk")
    with pytest.raises(TransferError, match="UTF-8"):
        read_file(tmp_path / "x.json")
    (tmp_path / "y.json").write_text("{nope")
    with pytest.raises(TransferError, match="not JSON"):
        read_file(tmp_path / "y.json")


def test_streamed_export_and_import_match_the_document(tmp_path: Path, new_game: NewGame,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from napdesk.store import transfer

    monkeypatch.setattr(transfer, "PAGE", 3)  # pages that do not divide the hands
    with Store.open(tmp_path / "here").store as store:
        sid, doc = _exported(store, new_game)
        steps = list(transfer.export_file(store, sid, tmp_path / "s.json"))
        assert steps[0] == (0, 8) and steps[-1] == (8, 8) and len(steps) >= 4
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
        assert json.loads((tmp_path / "s.json").read_text(encoding="utf-8")) == doc
        new = transfer.run(transfer.import_file(store, tmp_path / "s.json"))
        again = export_session(store, new)
        for key in ("rules", "seed", "seats", "snapshot", "hands", "current"):
            assert again[key] == doc[key], key


def test_a_file_in_another_key_order_still_imports(tmp_path: Path, new_game: NewGame) -> None:
    from napdesk.store import transfer

    with Store.open(tmp_path / "here").store as store:
        _, doc = _exported(store, new_game)
        reordered = {"hands": doc["hands"], "current": doc["current"],
                     **{k: v for k, v in doc.items() if k not in ("hands", "current")}}
        (tmp_path / "r.json").write_text(json.dumps(reordered, indent=2), encoding="utf-8")
        new = transfer.run(transfer.import_file(store, tmp_path / "r.json"))
        assert export_session(store, new)["hands"] == doc["hands"]


@pytest.mark.parametrize("cut", [0.3, 0.7, 0.999])
def test_a_cut_file_is_refused_and_changes_nothing(tmp_path: Path, new_game: NewGame, cut: float) -> None:
    from napdesk.store import transfer

    with Store.open(tmp_path / "here").store as store:
        _, doc = _exported(store, new_game)
        text = json.dumps(doc)
        (tmp_path / "cut.json").write_text(text[: int(len(text) * cut)], encoding="utf-8")
        before = store.sessions()
        with pytest.raises(TransferError, match="is not JSON"):
            transfer.run(transfer.import_file(store, tmp_path / "cut.json"))
        assert store.sessions() == before


def test_a_cancelled_export_leaves_the_old_file(tmp_path: Path, new_game: NewGame,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from napdesk.store import transfer

    monkeypatch.setattr(transfer, "PAGE", 2)
    target = tmp_path / "out" / "x.json"
    target.parent.mkdir()
    target.write_text("old")
    with Store.open(tmp_path / "here").store as store:
        sid, _ = _exported(store, new_game)
        steps = transfer.export_file(store, sid, target)
        next(steps), next(steps)
        steps.close()
    assert target.read_text() == "old" and [p.name for p in target.parent.iterdir()] == ["x.json"]


def test_export_and_import_hold_a_page_of_hands_not_the_session(tmp_path: Path, new_game: NewGame,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Peak memory (Python's allocations, as tracemalloc counts them) does not grow with the session: five
    times the hands, much the same peak, where holding the whole document grew with it."""
    import tracemalloc

    from napdesk.store import jsonstream, transfer

    monkeypatch.setattr(transfer, "PAGE", 10)
    # The reader's buffer, too, is smaller than both files: with the usual 64k chunk the whole 40-hand file
    # (64 kB) fits in one read, and the buffer's own growth to its steady size would count as the session's.
    monkeypatch.setattr(jsonstream, "CHUNK", 4096)
    peaks: dict[int, tuple[int, int]] = {}
    sizes: dict[int, int] = {}
    with Store.open(tmp_path / "here").store as store:
        for hands in (40, 200):
            game = new_game(store, rules=Rules(preset="standard"), seed=12)
            game.play_hands(hands)
            target = tmp_path / f"{hands}.json"
            transfer.run(transfer.export_file(store, game.sid, target))  # once first: imports, caches
            tracemalloc.start()
            try:
                transfer.run(transfer.export_file(store, game.sid, target))
                _, export_peak = tracemalloc.get_traced_memory()
                tracemalloc.reset_peak()
                new = transfer.run(transfer.import_file(store, target))
                _, import_peak = tracemalloc.get_traced_memory()
            finally:
                tracemalloc.stop()
            assert store.session_info(new).hands == hands
            peaks[hands] = (export_peak, import_peak)
            sizes[hands] = target.stat().st_size
    # Holding the document would grow the peak by the file's growth (250 kB here). What does grow with the hands
    # is the engine's outcomes memo (bounded, napdesk.engine.hand_tables.OUTCOMES_KEPT): 30-70 kB, and the 40
    # hands' own peak was 105 or 127 kB by what earlier tests left in Python's free lists, so a bound relative
    # to it (1.5 times) failed now and then in a full run: the growth is held to half the file's instead.
    assert peaks[200][0] - peaks[40][0] < (sizes[200] - sizes[40]) / 2, (peaks, sizes)
    # An import replays the session, and the session keeps a line of history per hand, so its peak grows a
    # little with the hands; holding the decoded document would grow it by several times the file's growth.
    assert peaks[200][1] - peaks[40][1] < sizes[200] - sizes[40], (peaks, sizes)
