"""The persistence hook's seam: every call the controller and the window make on a hook is declared, and the
store's recorder and the hook that keeps nothing both answer all of them."""

from __future__ import annotations

from napdesk.store import SessionRecorder
from napdesk.ui.persistence import NullHook, PersistenceHook

USED = {"session_id", "begin_hand", "record_action", "finish_hand", "together", "undo", "practice_hand",
        "session_changed"}


def test_the_hook_declares_every_call_made_on_it() -> None:
    declared = {name for name in vars(PersistenceHook) if not name.startswith("_")}
    assert declared == USED
    for hook in (NullHook, SessionRecorder):  # (the recorder's session_id is set when it is made)
        assert all(hasattr(hook, name) for name in USED - {"session_id"}), hook
    assert NullHook().session_id is None
    with NullHook().together():
        pass

