"""A session whose stakes changed from a hand on is saved, resumed, exported and imported with them."""

from __future__ import annotations

from pathlib import Path

from napdesk.engine.actions import Claim
from napdesk.engine.rules import Rules
from napdesk.engine.session import Session
from napdesk.store import Seat, SessionRecorder, Store, resume_session, transfer


def _hand(session: Session, recorder: SessionRecorder) -> None:
    state = session.start_hand()
    recorder.begin_hand(session, state)
    while not state.is_over:
        action = next(a for a in state.legal_actions() if not isinstance(a, Claim))
        seat = state.to_move
        session.apply(action)
        recorder.record_action(seat, action, state)
    recorder.finish_hand(session, state)


def test_changed_stakes_survive_resume_export_and_import(tmp_path: Path) -> None:
    seats = [Seat("Ann")] + [Seat(n, "computer", "random") for n in ("B", "C", "D")]
    with Store.open(tmp_path / "a").store as store:
        session = Session(Rules(), [s.name for s in seats], 11)
        recorder = SessionRecorder.create(store, "s", session, seats)
        _hand(session, recorder)
        session.change_rules(session.rules.replace(stake_unit="penny", nap_stakes=session.rules.nap_stakes))
        recorder.session_changed(session)
        _hand(session, recorder)
        resumed = resume_session(store, recorder.session_id).session
        assert resumed.rules == session.rules and resumed.chips == session.chips
        assert store.hand_record(recorder.session_id, 1)["rules"]["stake_unit"] == "counters"
        assert store.hand_record(recorder.session_id, 2)["rules"]["stake_unit"] == "penny"
        doc = transfer.export_session(store, recorder.session_id)
    with Store.open(tmp_path / "b").store as other:
        sid = transfer.import_session(other, doc)
        assert resume_session(other, sid).session.rules == session.rules
        assert other.scoreboard(sid).standings == tuple(session.chips)
