"""The preferences dialog: every change is stored at once and announced."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from napdesk.store import Store
from napdesk.ui.dialogs import PREFERENCE_DEFAULTS, PreferencesDialog, load_preferences


def make(qtbot: QtBot, store: Store | None) -> PreferencesDialog:
    dialog = PreferencesDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_dialog_preferences_apply_at_once_and_are_stored(qtbot: QtBot, store: Store) -> None:
    dialog = make(qtbot, store)
    faces = [dialog.faces.itemData(i) for i in range(dialog.faces.count())]
    assert faces[:2] == ["napdesk", "napdesk four-colour"]
    assert load_preferences(store) == PREFERENCE_DEFAULTS
    with qtbot.waitSignal(dialog.changed) as hint:
        qtbot.mouseClick(dialog.hints, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.hints.height() // 2))
    assert hint.args == ["play.hints", True]
    with qtbot.waitSignal(dialog.changed) as face:
        dialog.faces.setFocus()
        qtbot.keyClick(dialog.faces, Qt.Key.Key_Down)
    assert face.args == ["table.faces", "napdesk four-colour"]
    with qtbot.waitSignal(dialog.changed) as speed:
        dialog.speed.setFocus()
        qtbot.keyClick(dialog.speed, Qt.Key.Key_Home)
    assert speed.args == ["table.speed", dialog.speed.itemData(0)]
    with qtbot.waitSignal(dialog.changed) as lang:
        dialog.language.setFocus()
        qtbot.keyClick(dialog.language, Qt.Key.Key_End)
    assert lang.args == ["language", "es"]
    with qtbot.waitSignal(dialog.changed) as pause:
        dialog.trick_pause.setFocus()
        qtbot.keyClick(dialog.trick_pause, Qt.Key.Key_Up)
    assert pause.args == ["table.trick_pause", 900]
    dialog.set_pref("table.felt", "#202080")
    assert dialog.felt.text() == "#202080"
    stored = store.settings.preferences()
    assert stored["play.hints"] is True and stored["table.faces"] == "napdesk four-colour"
    assert stored["language"] == "es" and stored["table.trick_pause"] == 900 and stored["table.felt"] == "#202080"

    again = make(qtbot, store)
    assert again.hints.isChecked()
    assert again.faces.currentData() == "napdesk four-colour"
    assert again.language.currentData() == "es"
    assert again.trick_pause.value() == 900


def test_dialog_preferences_without_a_store(qtbot: QtBot) -> None:
    dialog = make(qtbot, None)
    seen = []
    dialog.changed.connect(lambda k, v: seen.append((k, v)))
    qtbot.mouseClick(dialog.confirm_card, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.confirm_card.height() // 2))
    assert seen == [("play.confirm_card", True)]


def test_every_label_with_a_mnemonic_has_its_field(qtbot: QtBot) -> None:
    """Alt and the underlined letter reach the field. The felt colour's row (a button beside "Default") was given
    to the form as a layout, so its label had no field, showed its '&' as it is ("Felt &colour:") and its Alt key
    did nothing (the '&' shows whatever the language: "Color del &tapete:")."""
    from PySide6.QtWidgets import QLabel

    dialog = make(qtbot, None)
    marked = [label for label in dialog.findChildren(QLabel) if "&" in label.text().replace("&&", "")]
    assert marked
    for label in marked:
        assert label.buddy() is not None, label.text()
    felt = next(label for label in marked if label.buddy() is dialog.widgets["table.felt"])
    assert felt.text() == "&Felt colour:"
