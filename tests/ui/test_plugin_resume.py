"""Data never runs code: a session imported from someone else names a plug-in that writes a file when imported;
resuming it runs nothing, the seat plays the intermediate level, and the person is told which seat and why."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from napdesk.store import Store, transfer
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.resume import ResumeDialog

SEATS = [SeatConfig("Ann", True), *(SeatConfig(name, False, "beginner") for name in ("Ben", "Cat", "Dan"))]


@pytest.fixture
def evil(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, Path]]:
    """A module that, imported, leaves a marker file: the proof that code ran."""
    marker = tmp_path / "it-ran"
    name = f"napdesk_evil_{tmp_path.name.replace('-', '_')}"
    (tmp_path / f"{name}.py").write_text(
        f"import pathlib\npathlib.Path({str(marker)!r}).write_text('ran')\n"
        "import napdesk.ai.base as b\nclass Bot(b.RandomPlayer):\n    name = 'bot'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield f"{name}:Bot", marker
    sys.modules.pop(name, None)


def _imported_session(qtbot: QtBot, store: Store, level: str) -> int:
    """A session played a little, exported, its Cat given ``level``, and imported as from someone else."""
    first = MainWindow(speed="off", seed=5, seats=SEATS, start=False, store=store)
    qtbot.addWidget(first)
    first.new_game()

    def played() -> bool:  # the person acts once: a session where he did nothing is not kept (issue 31)
        state = first.controller.state
        if state is not None and not state.is_over and first.controller.is_human(state.to_move):
            first.controller.submit(state.legal_actions()[0])
        return first.controller.has_play()

    qtbot.waitUntil(played, timeout=20000)
    first.close()
    (info,) = store.unfinished_sessions()
    doc = transfer.export_session(store, info.id)
    doc["seats"][2]["level"] = level
    store.delete_session(info.id)
    return transfer.import_session(store, doc)


def _resume(qtbot: QtBot, store: Store) -> MainWindow:
    window = MainWindow(speed="off", seed=9, seats=SEATS, start=True, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window._resume_box is not None and window._resume_box.isVisible())
    box = window._resume_box
    assert isinstance(box, ResumeDialog)
    qtbot.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.session is not None)
    return window


def test_resuming_an_imported_session_runs_no_plugin_it_names(qtbot: QtBot, evil: tuple[str, Path]) -> None:
    spec, marker = evil
    with Store.open().store as store:
        session_id = _imported_session(qtbot, store, spec)
        assert store.load_session(session_id).seats[2].level == spec  # the file's data is kept as it was
        window = _resume(qtbot, store)
        assert [s.level for s in window.controller.seats] == ["intermediate", "beginner", "intermediate", "beginner"]
        qtbot.waitUntil(lambda: window._plugin_box is not None and window._plugin_box.isVisible())
        box = window._plugin_box
        assert box is not None
        text = box.text()
        assert "Seat 3 (Cat)" in text and spec in text and "nor a plug-in allowed in Preferences" in text
        window.controller.stop()
        assert not marker.exists()
        assert spec.partition(":")[0] not in sys.modules


def test_a_plugin_allowed_in_the_preferences_is_played(qtbot: QtBot, evil: tuple[str, Path]) -> None:
    spec, marker = evil
    with Store.open().store as store:
        _imported_session(qtbot, store, spec)
        store.set_pref("allowed_plugins", [spec])
        window = _resume(qtbot, store)
        assert window.controller.seats[2].level == spec
        assert window._plugin_box is None  # nothing to tell
        assert marker.exists()  # built: the person chose to run it
        window.controller.stop()
