"""The preference that turns the computer defenders' discard convention off: clicked in the Preferences dialog,
the computers of the next session are built without it, in this process and in the AI child process alike."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox
from pytestqt.qtbot import QtBot

from napdesk.ai import ExpertPlayer
from napdesk.store import Store
from napdesk.ui.app import MainWindow
from napdesk.ui.controller import SeatConfig
from napdesk.ui.dialogs.preferences import PreferencesDialog


def test_the_signals_preference_reaches_the_next_sessions_computers(qtbot: QtBot) -> None:
    with Store.open().store as store:
        window = MainWindow(seed=1, start=False, store=store)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        controller = window.controller
        seats = [SeatConfig("You", True), *(SeatConfig(f"C{i}", False, "expert") for i in range(1, 4))]
        assert controller.computer_signals
        controller.seats = seats
        assert controller.computer_spec(1) == "expert"
        window.dialog_menus.open_preferences()
        dialog = window.dialog_menus.dialog
        assert isinstance(dialog, PreferencesDialog)
        qtbot.waitExposed(dialog)
        box = dialog.signals
        assert isinstance(box, QCheckBox) and box.isChecked()
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        assert not controller.computer_signals
        assert store.settings.preferences() == {"play.signals": False}
        controller.use_process = False
        controller.new_session(seats=seats, seed=5)
        assert controller.computer_spec(1) == "expert:nosignals"  # what the AI child process builds from
        player = controller.players[1]
        # the convention neither played nor read: the others' cards are weighed by the intermediate level alone
        assert isinstance(player, ExpertPlayer) and not player.signals
        dialog.close()
        window.close()


def test_the_rules_help_explains_the_convention(qtbot: QtBot) -> None:
    from napdesk.ui.dialogs import RulesHelpDialog

    dialog = RulesHelpDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Signals between the defenders" in text
    assert "throw the lowest card of your weakest suit" in text and "highest card of your shortest suit" in text
    assert "Computer defenders signal with their discards" in text  # the preference, in its own words
