"""Data never runs code: a session imported from someone else names a plug-in that writes a file when imported.
Resumed, nothing runs until the person says yes in a prompt that names the module; a no (or a database that
"allows" it in its own ``allowed_plugins`` preference) leaves the seat on the intermediate level, and the person is
told which seat and why. The yes is kept in the user's config folder, never in the sessions database."""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from napdesk.ai.trust import trust_file, trust_plugins
from napdesk.store import Store, transfer
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.resume import ResumeDialog

SEATS = [SeatConfig("Ann", True), *(SeatConfig(name, False, "beginner") for name in ("Ben", "Cat", "Dan"))]
WATCH = [SeatConfig(name, False, "beginner") for name in ("Ann", "Ben", "Cat", "Dan")]


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


def _imported_session(qtbot: QtBot, store: Store, level: str, seats: list[SeatConfig] = SEATS) -> int:
    """A session played a little, exported, its Cat given ``level``, and imported as from someone else; the
    database then "allows" the plug-in itself, as an old napdesk honoured."""
    first = MainWindow(speed="off", seed=5, seats=seats, start=False, store=store, watch=seats is WATCH)
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
    store.settings.set_pref("allowed_plugins", [level])
    return transfer.import_session(store, doc)


def _start(qtbot: QtBot, store: Store, watch: bool = False) -> MainWindow:
    window = MainWindow(speed="off", seed=9, seats=WATCH if watch else SEATS, start=True, store=store, watch=watch)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if not watch:
        qtbot.waitUntil(lambda: window.launcher.resume_box is not None and
                                window.launcher.resume_box.isVisible(), timeout=20000)
        box = window.launcher.resume_box
        assert isinstance(box, ResumeDialog)
        qtbot.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)
    return window


def _question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: window.saved.trust_box is not None and window.saved.trust_box.isVisible(), timeout=20000)
    box = window.saved.trust_box
    assert box is not None
    return box


def _click(qtbot: QtBot, box: QMessageBox, role: QMessageBox.ButtonRole) -> None:
    (button,) = [b for b in box.buttons() if box.buttonRole(b) == role]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("watch", [False, True], ids=["resume", "watch"])
def test_a_plugin_an_imported_session_names_is_not_run_without_the_persons_yes(
        qtbot: QtBot, evil: tuple[str, Path], watch: bool) -> None:
    spec, marker = evil
    with Store.open().store as store:
        session_id = _imported_session(qtbot, store, spec, WATCH if watch else SEATS)
        assert store.load_session(session_id).seats[2].level == spec  # the file's data is kept as it was
        window = _start(qtbot, store, watch)
        qtbot.waitUntil(lambda: window.saved.trust_box is not None
                        or window.controller.session is not None, timeout=20000)
        assert not marker.exists()  # on ef7399d the database's own allowed_plugins ran it here
        box = _question(qtbot, window)
        assert box.textFormat() == Qt.TextFormat.PlainText
        assert "Seat 3 (Cat)" in box.text() and spec in box.text() and spec.partition(":")[0] in box.text()
        assert window.controller.session is None  # nothing is built while the person is asked
        assert not marker.exists()
        _click(qtbot, box, QMessageBox.ButtonRole.RejectRole)
        qtbot.waitUntil(lambda: window.controller.session is not None, timeout=20000)
        assert window.controller.seats[2].level == "intermediate"
        qtbot.waitUntil(lambda: window.saved.plugin_box is not None and
                                window.saved.plugin_box.isVisible(), timeout=20000)
        told = window.saved.plugin_box
        assert told is not None and "Seat 3 (Cat)" in told.text() and spec in told.text()
        window.controller.stop()
        assert not marker.exists()
        assert spec.partition(":")[0] not in sys.modules
        assert not trust_file().exists()  # a no is not remembered: asked again next time


def test_yes_in_the_prompt_runs_the_plugin_and_is_remembered_outside_the_database(
        qtbot: QtBot, evil: tuple[str, Path]) -> None:
    spec, marker = evil
    with Store.open().store as store:
        _imported_session(qtbot, store, spec)
        window = _start(qtbot, store)
        _click(qtbot, _question(qtbot, window), QMessageBox.ButtonRole.AcceptRole)
        qtbot.waitUntil(lambda: window.controller.session is not None, timeout=20000)
        assert window.controller.seats[2].level == spec
        assert window.saved.plugin_box is None  # nothing to tell
        qtbot.waitUntil(marker.exists, timeout=20000)  # built: the person chose to run it
        window.controller.stop()
        database = store.data_dir / "napdesk.sqlite3" if store.data_dir is not None else None
    assert json.loads(trust_file().read_text(encoding="utf-8")) == {"plugins": [spec]}
    assert store.data_dir is not None and not trust_file().is_relative_to(store.data_dir)
    assert database is not None
    with sqlite3.connect(database) as db:  # the database holds nothing new that would allow it
        dump = "\n".join(db.iterdump())
    assert "trusted" not in dump
    sys.modules.pop(spec.partition(":")[0], None)
    marker.unlink()

    with Store.open().store as store:  # asked once: the next resume plays it without asking
        window = _start(qtbot, store)
        qtbot.waitUntil(lambda: window.controller.session is not None, timeout=20000)
        assert window.saved.trust_box is None and window.controller.seats[2].level == spec
        window.controller.stop()


def test_a_plugin_remembered_as_allowed_is_played_without_asking(qtbot: QtBot, evil: tuple[str, Path]) -> None:
    spec, marker = evil
    trust_plugins([spec])
    with Store.open().store as store:
        _imported_session(qtbot, store, spec)
        window = _start(qtbot, store)
        qtbot.waitUntil(lambda: window.controller.session is not None, timeout=20000)
        assert window.saved.trust_box is None and window.saved.plugin_box is None
        assert window.controller.seats[2].level == spec
        qtbot.waitUntil(marker.exists, timeout=20000)
        window.controller.stop()


def test_a_plugin_allowed_on_the_command_line_is_played_on_that_run_only(
        qtbot: QtBot, evil: tuple[str, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    spec, marker = evil
    from napdesk import cli
    from napdesk.ui import app

    given: list[object] = []

    def run_gui(argv: object, **kw: object) -> int:
        given.append(kw)
        return 0

    monkeypatch.setattr(app, "run_gui", run_gui)
    assert cli.main(["--watch", "--allow-plugin", spec]) == 0
    assert given == [{"watch": True, "allow_plugins": [spec]}]
    with Store.open().store as store:
        _imported_session(qtbot, store, spec)
        window = MainWindow(speed="off", seed=9, seats=SEATS, start=True, store=store, allow_plugins=[spec])
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.launcher.resume_box is not None and
                                window.launcher.resume_box.isVisible(), timeout=20000)
        box = window.launcher.resume_box
        assert isinstance(box, ResumeDialog)
        qtbot.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.controller.session is not None, timeout=20000)
        assert window.saved.trust_box is None and window.controller.seats[2].level == spec
        qtbot.waitUntil(marker.exists, timeout=20000)
        window.controller.stop()
    assert not trust_file().exists()  # given for one run, not remembered
