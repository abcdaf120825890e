"""``napdesk sessions``: list, export, import, delete; all in $NAPDESK_DATA_DIR; clear errors, exit 1."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from napdesk import cli
from napdesk.ai.trust import trust_plugins
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store
from napdesk.store.transfer import export_session


def _data_dir() -> Path:
    return Path(os.environ["NAPDESK_DATA_DIR"])


def _make_sessions() -> list[int]:
    """Two sessions in the test's data directory: one of 3 hands and a hand begun, one finished."""
    ids = []
    with Store.open().store as store:
        for name, seed, hands in (("Friday night", 1, 3), ("Ünïcode", 2, 1)):
            session = Session(Rules(), ["Ann", "Ben", "Cat", "Dan"], seed)
            sid = store.create_session(name, Rules(), [Seat("Ann"), *(Seat(n, "computer", "easy") for n in
                                       ("Ben", "Cat", "Dan"))], seed=seed, snapshot=session.snapshot())
            with store.batch():
                while len(session.history) < hands:
                    hand = session.start_hand()
                    store.begin_hand(sid, session.number, record_of(hand, session.players))
                    while not hand.is_over:
                        seat, action = hand.to_move, hand.legal_actions()[0]
                        session.apply(action)
                        store.record_action(sid, seat, action)
                    store.finish_hand(sid, session.history[-1], session.snapshot())
            ids.append(sid)
        store.set_status(ids[1], "finished")
    return ids


def _run(*args: str, stdin: io.StringIO | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    parser = cli.build_parser()
    parsed = parser.parse_args(["sessions", *args])
    from napdesk.commands import sessions

    status = sessions.run(parsed, out, err, stdin or io.StringIO())
    return status, out.getvalue(), err.getvalue()


def test_list_empty(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["sessions", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert cli.main(["sessions"]) == 0
    assert "no saved sessions" in capsys.readouterr().out


def test_list(capsys: pytest.CaptureFixture[str]) -> None:
    first, second = _make_sessions()
    assert cli.main(["sessions", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed == [
        {"id": second, "name": "Ünïcode", "hands": 1, "status": "finished"},
        {"id": first, "name": "Friday night", "hands": 3, "status": "active"},
    ]
    assert cli.main(["sessions", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[1].split()[:1] == [str(first)] and "Friday night" in lines[1]
    assert "3 hands" in lines[1] and lines[1].endswith("active")


def test_export_import_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, _ = _make_sessions()
    target = tmp_path / "friday.json"
    assert cli.main(["sessions", "export", str(first), str(target)]) == 0
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["format"] == "napdesk-session/1" and len(doc["hands"]) == 3
    capsys.readouterr()
    assert cli.main(["sessions", "import", str(target)]) == 0
    assert "imported session 3: Friday night (3 hands, active)" in capsys.readouterr().out
    with Store.open().store as store:
        assert export_session(store, 3)["hands"] == doc["hands"]


def test_export_to_stdout_and_import_from_stdin() -> None:
    first, _ = _make_sessions()
    status, out, _ = _run("export", str(first), "-")
    assert status == 0
    status, out, err = _run("import", "-", stdin=io.StringIO(out))
    assert status == 0, err
    assert "imported session 3" in out


def test_delete_asks_unless_yes() -> None:
    first, second = _make_sessions()

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    status, _, err = _run("delete", str(first))  # no terminal, no --yes
    assert status == 1 and "add --yes" in err and "Traceback" not in err
    status, _, err = _run("delete", str(first), stdin=Terminal("n\n"))
    assert status == 1 and "Delete session" in err and "not deleted" in err
    status, out, err = _run("delete", str(first), stdin=Terminal("y\n"))
    assert status == 0 and f"deleted session {first}" in out
    status, out, _ = _run("delete", str(second), "--yes")
    assert status == 0
    with Store.open().store as store:
        assert store.sessions() == []


@pytest.mark.parametrize("args, message", [
    (("export", "99", "x.json"), "there is no session 99"),
    (("export", "abc", "x.json"), "is not a session id"),
    (("delete", "99", "--yes"), "there is no session 99"),
    (("import", "missing.json"), "cannot read"),
    (("import", "bad.json"), "is not JSON"),
    (("import", "wrong.json"), "not a napdesk session"),
    (("export", "1", "no/such/dir/x.json"), "No such file or directory"),
])
def test_errors_exit_1_without_traceback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...],
                                         message: str) -> None:
    _make_sessions()
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.json").write_text("{nope")
    (tmp_path / "wrong.json").write_text('{"format": "napdesk-hand/1"}')
    status, _, err = _run(*args)
    assert status == 1
    assert message in err and "Traceback" not in err
    assert err.count("\n") == 1


def test_unreadable_database_is_reported_and_moved(capsys: pytest.CaptureFixture[str]) -> None:
    folder = _data_dir()
    folder.mkdir(parents=True)
    (folder / "napdesk.sqlite3").write_bytes(b"garbage" * 50)
    assert cli.main(["sessions", "list", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == []
    assert "could not be read" in captured.err and "unreadable" in captured.err


def test_refuses_to_change_while_napdesk_runs(capsys: pytest.CaptureFixture[str]) -> None:
    first, _ = _make_sessions()
    with Store.open().store:  # "napdesk is running" (the lock is per open file, so this process counts)
        status, out, err = _run("list", "--json")
        assert status == 0 and len(json.loads(out)) == 2
        status, _, err = _run("delete", str(first), "--yes")
        assert status == 1 and "already running" in err


def test_in_a_real_process(tmp_path: Path) -> None:
    _make_sessions()
    env = {**os.environ}
    done = subprocess.run([sys.executable, "-m", "napdesk", "sessions", "list", "--json"], capture_output=True,
                          text=True, env=env, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert [s["name"] for s in json.loads(done.stdout)] == ["Ünïcode", "Friday night"]
    done = subprocess.run([sys.executable, "-m", "napdesk", "sessions", "delete", "1"], capture_output=True,
                          text=True, env=env, timeout=60, check=False, stdin=subprocess.DEVNULL)
    assert done.returncode == 1 and "add --yes" in done.stderr and "Traceback" not in done.stderr


def test_an_import_naming_a_plugin_runs_nothing_and_says_which_seat(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A session file from someone else names a module that, imported, would leave a marker file."""
    marker = tmp_path / "it-ran"
    (tmp_path / "napdesk_evil_cli.py").write_text(f"import pathlib\npathlib.Path({str(marker)!r}).write_text('ran')\n",
                                                 encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    first, _ = _make_sessions()
    status, out, _ = _run("export", str(first), "-")
    doc = json.loads(out)
    doc["seats"][1]["level"] = "napdesk_evil_cli:Bot"
    doc["seats"][2]["level"] = "expert"
    target = tmp_path / "from-someone.json"
    target.write_text(json.dumps(doc), encoding="utf-8")
    status, out, err = _run("import", str(target))
    assert (status, err) == (0, "")
    ben = ("  seat 2 (Ben) names the plug-in 'napdesk_evil_cli:Bot', which you have not allowed: resumed, napdesk "
           "asks before it runs module 'napdesk_evil_cli'; if not, the seat plays the intermediate level")
    dan = "  seat 4 (Dan) will play the intermediate level: its player 'easy' is not a built-in level"
    assert out.splitlines()[1:] == [ben, dan]
    assert not marker.exists() and "napdesk_evil_cli" not in sys.modules
    # A database that "allows" the plug-in itself (an old napdesk's allowed_plugins preference) allows nothing.
    with Store.open().store as store:
        store.settings.set_pref("allowed_plugins", ["napdesk_evil_cli:Bot"])
    status, out, _ = _run("import", str(target))
    assert status == 0 and out.splitlines()[1:] == [ben, dan]
    # The person's yes, kept outside the data, does.
    trust_plugins(["napdesk_evil_cli:Bot"])
    status, out, _ = _run("import", str(target))
    assert status == 0 and out.splitlines()[1:] == [dan]
    assert not marker.exists()  # allowed, it is still only named: importing a session builds no player


def _damage(sql: str) -> None:
    import sqlite3

    db = sqlite3.connect(_data_dir() / "napdesk.sqlite3")
    db.execute(sql)
    db.commit()
    db.close()


@pytest.mark.parametrize("sql, reason", [
    ("UPDATE sessions SET snapshot = '{\"chips\": [' WHERE id = 1", "snapshot is not valid JSON"),
    ("UPDATE hands SET record = x'0badbeef' WHERE session_id = 1 AND number = 2", "record of hand 2"),
])
def test_a_damaged_session_is_listed_and_refused_in_one_line(tmp_path: Path, sql: str, reason: str) -> None:
    first, second = _make_sessions()
    _damage(sql)
    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "friday.json"
    status, out, err = _run("export", str(first), str(target))
    assert status == 1 and err == f"napdesk sessions: session {first} is damaged: {err.split(': ', 2)[2]}"
    assert reason in err and err.count("\n") == 1 and not target.exists()
    assert not list(target.parent.iterdir())  # no temporary file left behind either
    status, out, err = _run("export", str(second), str(target))  # the other session still exports
    assert status == 0 and json.loads(target.read_text(encoding="utf-8"))["name"] == "Ünïcode"
    if "hands" in sql:  # a hand record is found damaged when read, so the listing knows only the row's damage
        return
    status, out, err = _run("list")
    assert status == 0, err
    line = next(ln for ln in out.splitlines() if ln.split()[0] == str(first))
    assert "damaged" in line and reason in line
    status, out, _ = _run("list", "--json")
    listed = {s["id"]: s for s in json.loads(out)}
    assert reason in listed[first]["damaged"] and "damaged" not in listed[second]


def test_export_and_import_draw_a_progress_bar_on_a_terminal_only(tmp_path: Path) -> None:
    first, _ = _make_sessions()
    target = tmp_path / "friday.json"

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    from napdesk.commands import sessions

    parser = cli.build_parser()
    out, err = io.StringIO(), Terminal()
    assert sessions.run(parser.parse_args(["sessions", "export", str(first), str(target)]), out, err) == 0
    assert "exporting session 1 [" in err.getvalue() and "100%" in err.getvalue()
    assert err.getvalue().endswith("exported session 1 (3 hands) to " + str(target) + "\n")
    err = Terminal()
    assert sessions.run(parser.parse_args(["sessions", "import", str(target)]), out, err) == 0
    assert "importing " in err.getvalue() and "100%" in err.getvalue()
    status, _, plain = _run("export", str(first), str(target))  # not a terminal: no bar
    assert status == 0 and "[" not in plain and "\r" not in plain


def test_a_database_that_is_a_dangling_link_is_one_line_naming_it(tmp_path: Path) -> None:
    folder = _data_dir()
    folder.mkdir(parents=True)
    gone = tmp_path / "unmounted" / "napdesk.sqlite3"  # a folder since removed, a drive not mounted
    (folder / "napdesk.sqlite3").symlink_to(gone)
    for args in (("list",), ("export", "1", str(tmp_path / "out.json"))):
        status, out, err = _run(*args)
        assert status == 1 and out == ""
        assert err.count("\n") == 1 and "Traceback" not in err
        assert str(folder / "napdesk.sqlite3") in err and str(gone) in err and "cannot be reached" in err
    assert not gone.parent.exists()  # nothing made where the link points


def _unprivileged(*args: str) -> subprocess.CompletedProcess[str]:
    """``napdesk sessions ARGS`` in a child process for which permission bits hold (root too: privileges.py)."""
    from tests.store.privileges import obeying

    return subprocess.run(obeying([sys.executable, "-m", "napdesk", "sessions", *args]), capture_output=True,
                          text=True, env=dict(os.environ), timeout=120, check=False, stdin=subprocess.DEVNULL)


def test_a_read_only_data_folder_after_a_clean_quit_lists_and_exports_the_games(tmp_path: Path) -> None:
    first, second = _make_sessions()  # closed cleanly: no -wal, no -shm left
    folder = _data_dir()
    assert not (folder / "napdesk.sqlite3-wal").exists()
    before = sorted(p.name for p in folder.iterdir())
    folder.chmod(0o555)
    try:
        done = _unprivileged("list", "--json")
        assert done.returncode == 0, done.stderr
        assert [s["id"] for s in json.loads(done.stdout)] == [second, first]
        assert "read-only" in done.stderr  # said once: nothing new can be saved there
        target = tmp_path / "friday.json"
        done = _unprivileged("export", str(first), str(target))
        assert done.returncode == 0, done.stderr
        assert len(json.loads(target.read_text(encoding="utf-8"))["hands"]) == 3
        assert sorted(p.name for p in folder.iterdir()) == before  # nothing written there
    finally:
        folder.chmod(0o755)


def _illegal_action(sid: int) -> None:
    """Hand 2's third action made one the rules do not allow: the first seat to play leads twice."""
    import sqlite3
    import zlib

    db = sqlite3.connect(_data_dir() / "napdesk.sqlite3")
    blob = db.execute("SELECT record FROM hands WHERE session_id = ? AND number = 2", (sid,)).fetchone()[0]
    record = json.loads(zlib.decompress(blob))
    record["actions"][2] = dict(record["actions"][1])
    db.execute("UPDATE hands SET record = ? WHERE session_id = ? AND number = 2",
               (zlib.compress(json.dumps(record).encode()), sid))
    db.commit()
    db.close()


def test_an_illegal_action_in_a_hand_is_listed_as_damaged_and_export_keeps_the_hands_before_it(
        tmp_path: Path) -> None:
    first, _ = _make_sessions()
    _illegal_action(first)
    target = tmp_path / "friday.json"
    status, out, err = _run("export", str(first), str(target))
    assert status == 1 and err.count("\n") == 1
    assert f"session {first} is damaged: action 3 of hand 2 cannot be played" in err
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert [h["number"] for h in doc["hands"]] == [1] and doc["current"] is None
    status, out, err = _run("import", str(target))  # what export wrote, import takes
    assert status == 0, err
    assert "(1 hands, active)" in out


def test_an_illegal_action_in_the_hand_in_progress_is_listed_with_its_hand_action_and_reason(
        tmp_path: Path) -> None:
    first, _ = _make_sessions()  # session 1: hand 4 begun, and two actions of it, the second illegal
    with Store.open().store as store:
        from napdesk.store.resume import rebuild

        session = rebuild(store.load_session(first))
        hand = session.start_hand()
        store.begin_hand(first, session.number, record_of(hand, session.players))
        seat, action = hand.to_move, hand.legal_actions()[0]
        store.record_action(first, seat, action)
        store.record_action(first, seat, action)  # the same seat again, out of turn
    status, out, err = _run("list")
    assert status == 0, err
    line = next(ln for ln in out.splitlines() if ln.split()[0] == str(first))
    assert "damaged: action 2 of its hand in progress cannot be played" in line
    target = tmp_path / "friday.json"
    status, out, err = _run("export", str(first), str(target))
    assert status == 1 and "action 2 of its hand in progress" in err
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert len(doc["hands"]) == 3 and doc["current"] is None  # every finished hand, none of the bad one
    assert _run("import", str(target))[0] == 0
