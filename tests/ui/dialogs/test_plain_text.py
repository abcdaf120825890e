"""Stored text is shown as it is: a session, seat, player or preset name written as HTML (an image, a link) is
shown as those very characters in every message box and label, never rendered (issue 30, item 7)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.store import Store, transfer
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs import ScoreboardWindow
from napdesk.ui.dialogs.house_rules import HouseRulesDialog
from napdesk.ui.dialogs.resume import ResumeDialog
from napdesk.ui.table.overlays import privacy_texts

EVIL = '<img src=x><a href="y">z</a>'


def _answered(qtbot: QtBot, act: Callable[[], None]) -> tuple[Qt.TextFormat, str]:
    """The format and text of the message box ``act`` opens modally, answered No (or OK) by a click."""
    seen: list[tuple[Qt.TextFormat, str]] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible() and not seen:
            seen.append((box.textFormat(), box.text()))
            button = box.button(QMessageBox.StandardButton.No) or box.button(QMessageBox.StandardButton.Ok)
            assert button is not None
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(50)
    try:
        act()
    finally:
        timer.stop()
    assert seen, "no message box opened"
    return seen[0]


def test_the_computer_players_replaced_box_shows_the_saved_names_as_text(qtbot: QtBot) -> None:
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", False, "beginner"), SeatConfig(EVIL, False, "beginner"),
             SeatConfig("Dan", False, "beginner")]
    with Store.open().store as store:
        first = MainWindow(speed="off", seed=5, seats=seats, start=False, store=store)
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
        doc["seats"][2]["level"] = f"easy{EVIL}"  # no level, no plug-in: replaced without asking
        store.delete_session(info.id)
        transfer.import_session(store, doc)
        window = MainWindow(speed="off", seed=9, seats=seats, start=True, store=store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: window.launcher.resume_box is not None and
                                window.launcher.resume_box.isVisible(), timeout=20000)
        resume = window.launcher.resume_box
        assert isinstance(resume, ResumeDialog)
        qtbot.mouseClick(resume.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.saved.plugin_box is not None and
                                window.saved.plugin_box.isVisible(), timeout=20000)
        box = window.saved.plugin_box
        assert box is not None
        assert box.textFormat() == Qt.TextFormat.PlainText
        assert f"Seat 3 ({EVIL})" in box.text() and f"“easy{EVIL}”" in box.text()
        window.controller.stop()


def test_the_damaged_sessions_box_shows_the_names_as_text(qtbot: QtBot, store: Store,
                                                          played: Callable[..., object]) -> None:
    game = played(store, 1, name=EVIL)
    store.connection.execute("UPDATE sessions SET snapshot = 'x' WHERE id = ?", (game.sid,))  # type: ignore[attr-defined]
    store.connection.commit()
    window = MainWindow(speed="off", seed=9, start=True, store=store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.saved.damaged_box is not None and
                            window.saved.damaged_box.isVisible(), timeout=20000)
    box = window.saved.damaged_box
    assert box is not None and box.textFormat() == Qt.TextFormat.PlainText and f"{EVIL}: " in box.text()
    box.close()
    window.controller.stop()


def test_the_scoreboard_asks_and_warns_with_the_names_as_text(qtbot: QtBot, store: Store,
                                                              played: Callable[..., object]) -> None:
    game = played(store, 2, name=EVIL, players=("Ann", "Ben", EVIL, "Dan"))
    window = ScoreboardWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.title.textFormat() == Qt.TextFormat.PlainText and EVIL in window.title.text()
    window.tabs.setCurrentIndex(window.sessions_index)
    window.select_session(game.sid)  # type: ignore[attr-defined]
    delete = window.session_buttons["delete"]
    form, text = _answered(qtbot, lambda: qtbot.mouseClick(delete, Qt.MouseButton.LeftButton))
    assert form == Qt.TextFormat.PlainText and EVIL in text
    assert len(store.sessions()) == 1  # answered no
    ben = next(p.id for p, _ in store.profiles.all_time() if p.name == "Ben")
    form, text = _answered(qtbot, lambda: window.rename_player(ben, EVIL))  # a name another player has
    assert form == Qt.TextFormat.PlainText and EVIL in text


def test_the_house_rules_ask_with_the_presets_name_as_text(qtbot: QtBot, store: Store) -> None:
    store.settings.save_preset(EVIL, Rules())
    dialog = HouseRulesDialog(store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.preset_box.setCurrentIndex(dialog.preset_box.count() - 1)  # the saved sets come last
    assert dialog.chosen_preset() == ("saved", EVIL)
    form, text = _answered(qtbot, lambda: qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton))
    assert form == Qt.TextFormat.PlainText and EVIL in text
    assert EVIL in store.settings.presets()  # answered no


def test_the_tables_panels_show_a_name_written_as_html_as_text() -> None:
    panel, _button = privacy_texts(EVIL)
    assert "<img" not in panel
    assert f"Pass the screen to {EVIL}" in QTextDocumentFragment.fromHtml(panel).toPlainText()
