"""``napdesk sessions repair ID``: a session with an action the rules do not allow is cut back to the last good
action (or, for a finished hand, to the hands before it) after a backup, and resumes there; nothing changes
without a yes."""

from __future__ import annotations

import hashlib
import io
import json
import os
import sqlite3
import zlib
from pathlib import Path

from napdesk import cli
from napdesk.engine.record import record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, Store, resume_session
from napdesk.store.resume import rebuild


def _db() -> Path:
    return Path(os.environ["NAPDESK_DATA_DIR"]) / "napdesk.sqlite3"


def _session(hands: int, begun: int = 0, finished: bool = False) -> int:
    """A session of ``hands`` finished hands and, with ``begun``, that many actions of the next one."""
    with Store.open().store as store:
        session = Session(Rules(), ["Ann", "Ben", "Cat", "Dan"], 1)
        sid = store.create_session("Friday night", Rules(), [Seat("Ann"), *(Seat(n, "computer", "easy") for n in
                                   ("Ben", "Cat", "Dan"))], seed=1, snapshot=session.snapshot())
        with store.batch():
            while len(session.history) < hands:
                hand = session.start_hand()
                store.begin_hand(sid, session.number, record_of(hand, session.players))
                while not hand.is_over:
                    seat, action = hand.to_move, hand.legal_actions()[0]
                    session.apply(action)
                    store.record_action(sid, seat, action)
                store.finish_hand(sid, session.history[-1], session.snapshot())
            if begun:
                hand = session.start_hand()
                store.begin_hand(sid, session.number, record_of(hand, session.players))
                for _ in range(begun):
                    seat, action = hand.to_move, hand.legal_actions()[0]
                    session.apply(action)
                    store.record_action(sid, seat, action)
        if finished:
            store.set_status(sid, "finished")
    return sid


def _break_current(sid: int, idx: int) -> None:
    """Action row ``idx`` (from 0) of the hand in progress made the one before it again: a seat plays twice."""
    db = sqlite3.connect(_db())
    before = db.execute("SELECT action FROM actions WHERE session_id = ? AND idx = ?", (sid, idx - 1)).fetchone()[0]
    db.execute("UPDATE actions SET action = ? WHERE session_id = ? AND idx = ?", (before, sid, idx))
    db.commit()
    db.close()


def _break_hand(sid: int, number: int) -> None:
    """Finished hand ``number``'s third action made its second again."""
    db = sqlite3.connect(_db())
    blob = db.execute("SELECT record FROM hands WHERE session_id = ? AND number = ?", (sid, number)).fetchone()[0]
    record = json.loads(zlib.decompress(blob))
    record["actions"][2] = dict(record["actions"][1])
    db.execute("UPDATE hands SET record = ? WHERE session_id = ? AND number = ?",
               (zlib.compress(json.dumps(record).encode()), sid, number))
    db.commit()
    db.close()


def _rows() -> str:
    """What the saved games hold, every table's rows (the file's pages may move without a change in them)."""
    db = sqlite3.connect(_db())
    digest = hashlib.sha256()
    for table in ("sessions", "hands", "hand_seats", "actions"):
        for row in sorted(repr(r) for r in db.execute(f"SELECT * FROM {table}")):
            digest.update(row.encode())
    db.close()
    return digest.hexdigest()


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _run(*args: str, stdin: io.StringIO | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    parsed = cli.build_parser().parse_args(["sessions", *args])
    from napdesk.commands import sessions

    status = sessions.run(parsed, out, err, stdin or io.StringIO())
    return status, out.getvalue(), err.getvalue()


def test_repair_cuts_the_hand_in_progress_back_to_its_last_good_action_and_it_resumes_there() -> None:
    sid = _session(hands=2, begun=6)
    _break_current(sid, 3)  # action 4 of the hand in progress
    before = _rows()
    status, _, err = _run("repair", str(sid))  # no terminal, no --yes
    assert status == 1 and "add --yes" in err and _rows() == before
    status, _, err = _run("repair", str(sid), stdin=_Terminal("n\n"))
    assert status == 1 and "action 4 of its hand in progress" in err and "not repaired" in err
    assert _rows() == before
    status, out, err = _run("repair", str(sid), stdin=_Terminal("y\n"))
    assert status == 0, err
    assert f"repaired session {sid}" in out and "dropped actions 4 to 6 of hand 3 (3 actions)" in out
    with Store.open().store as store:
        assert store.session_info(sid).damaged is None
        folder = store.data_dir
        assert folder is not None and any(p.name.startswith(f"napdesk-before-repair-{sid}-")
                                          for p in (folder / "backups").iterdir())
        resumed = resume_session(store, sid)
        hand = resumed.session.hand
        assert hand is not None and len(hand.history) == 3 and resumed.session.number == 3
        assert resumed.session.hands_played == 2


def test_repair_of_a_finished_hand_keeps_the_hands_before_it_and_says_the_later_ones_go() -> None:
    sid = _session(hands=4, begun=2, finished=False)
    _break_hand(sid, 2)
    status, out, err = _run("repair", str(sid), "--yes")
    assert status == 0, err
    assert "dropped hands 2 to 4 (3 finished hands) and the hand in progress" in out
    with Store.open().store as store:
        info = store.session_info(sid)
        assert info.damaged is None and info.hands == 1 and info.status == "active"
        session = rebuild(store.load_session(sid))
        assert session.hands_played == 1 and session.hand is None
        hand = session.start_hand()
        assert session.number == 2 and not hand.is_over  # play goes on from hand 2
    status, out, _ = _run("export", str(sid), "-")
    assert status == 0 and len(json.loads(out)["hands"]) == 1


def test_repair_of_a_session_with_nothing_refused_changes_nothing() -> None:
    sid = _session(hands=1, begun=2)
    before = _rows()
    status, out, _ = _run("repair", str(sid), "--yes")
    assert status == 0 and "nothing to repair" in out and _rows() == before
