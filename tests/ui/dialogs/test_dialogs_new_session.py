"""The new-session dialog: players, computer levels, the rules (a preset or customised) and the length."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import Rules
from napdesk.store import Seat, Store
from napdesk.ui.dialogs import HouseRulesDialog, NewSessionDialog
from napdesk.ui.dialogs.common import computer_levels


def make(qtbot: QtBot, store: Store | None = None) -> NewSessionDialog:
    dialog = NewSessionDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_dialog_new_session_players_seats_and_levels(qtbot: QtBot, store: Store, played: Callable[..., object]) -> None:
    played(store, 2, players=("Ann", "Ben", "Cat", "Dan"))
    dialog = make(qtbot, store)
    names = dialog.seat_rows[0].name
    assert [names.itemText(i) for i in range(names.count())] == ["Ann", "Ben", "Cat", "Dan"]
    assert all(r.kind.isVisible() for r in dialog.seat_rows[:4])
    assert not dialog.seat_rows[4].kind.isVisible()
    dialog.players_spin.setFocus()
    qtbot.keyClick(dialog.players_spin, Qt.Key.Key_Up)
    assert dialog.seat_rows[4].kind.isVisible()
    # seat 2: a person called Ben, chosen from the remembered profiles
    dialog.seat_rows[1].name.setFocus()
    dialog.seat_rows[1].name.setCurrentIndex(1)
    kind = dialog.seat_rows[1].kind
    kind.setFocus()
    qtbot.keyClick(kind, Qt.Key.Key_Home)
    # seat 3: the expert
    kind = dialog.seat_rows[2].kind
    kind.setFocus()
    qtbot.keyClick(kind, Qt.Key.Key_End)
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Big night")
    assert dialog.ok_button.isEnabled(), dialog.message.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    spec = dialog.spec()
    assert spec.name == "Big night"
    assert spec.rules.players == 5 and spec.rules.preset == "standard"
    assert spec.seats[0] == Seat("you", "person")  # a default name is stored as its code, shown "You"
    assert spec.seats[1] == Seat("Ben", "person")
    # at five players the seat after West sits north-west, as the table draws and names it
    assert spec.seats[2] == Seat("seat:north-west", "computer", computer_levels()[-1])
    assert len(spec.seats) == 5
    sid = store.create_session(spec.name, spec.rules, spec.seats)
    saved = store.load_session(sid)
    assert saved.seats == spec.seats and Rules.from_dict(saved.rules) == spec.rules


def test_dialog_new_session_refuses_twin_names_and_rules_that_do_not_fit(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.seat_rows[1].name.setEditText("you")
    assert not dialog.ok_button.isEnabled()
    assert "same name" in dialog.message.text()
    dialog.seat_rows[1].name.setEditText("West")
    assert dialog.ok_button.isEnabled()
    dialog.choose_preset("seven_card")
    dialog.players_spin.setValue(7)  # 6 active x 7 cards = 42: fits
    assert dialog.ok_button.isEnabled(), dialog.message.text()
    dialog.choose_preset("short_pack")
    dialog.players_spin.setValue(7)
    assert dialog.ok_button.isEnabled()  # six active of seven (dealer sits out), 30 of 32
    assert dialog.rules().preset == "short_pack"


def test_dialog_new_session_length_and_preset(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.choose_preset("pub")
    assert dialog.end_box.currentIndex() == 1 and dialog.length_spin.value() == 20
    dialog.end_box.setFocus()
    qtbot.keyClick(dialog.end_box, Qt.Key.Key_End)  # rounds
    dialog.length_spin.setValue(3)
    rules = dialog.spec().rules
    assert rules.preset == "pub" and rules.session_end == "rounds" and rules.session_length == 3
    assert "Pub" in dialog.rules_summary.text()


def test_dialog_new_session_customise_opens_house_rules(qtbot: QtBot, store: Store) -> None:
    dialog = make(qtbot, store)
    seen: list[HouseRulesDialog] = []

    def answer() -> None:
        modal = QApplication.activeModalWidget()
        assert isinstance(modal, HouseRulesDialog)
        seen.append(modal)
        box = modal.controls["pool"].widget
        assert isinstance(box, QCheckBox)
        modal.scroll_area.ensureWidgetVisible(box)
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        qtbot.mouseClick(modal.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(200, answer)
    qtbot.mouseClick(dialog.customise_button, Qt.MouseButton.LeftButton)
    assert seen
    spec = dialog.spec()
    assert spec.rules.pool is True
    assert "customised" in dialog.rules_summary.text()
    sid = store.create_session(spec.name, spec.rules, spec.seats)
    assert store.load_session(sid).rules["pool"] is True


def test_every_offered_seat_name_shows_whole_at_seven_players(qtbot: QtBot) -> None:
    """At seven players the seats are named for where they sit ("North-north-west"): each name must show whole in
    its field, not its tail ("h-north-west") as the field scrolls it. In the player's language too (Dutch names are
    as long)."""
    from napdesk.ui.i18n import install_translator

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    for language in ("nl", "en"):
        install_translator(app, language)
        try:
            dialog = make(qtbot, None)
            dialog.players_spin.setValue(7)
            dialog.adjustSize()
            qtbot.wait(10)
            for row in dialog.seat_rows[:7]:
                line = row.name.lineEdit()
                assert line is not None
                text = row.name.currentText()
                room = line.contentsRect().width() - 2 * 2  # QLineEdit's own horizontal margin
                assert line.fontMetrics().horizontalAdvance(text) <= room, (language, text, room)
        finally:
            install_translator(app, "en")


def _spin_to(qtbot: QtBot, dialog: NewSessionDialog, players: int) -> None:
    dialog.players_spin.setFocus()
    while dialog.players_spin.value() != players:
        key = Qt.Key.Key_Up if dialog.players_spin.value() < players else Qt.Key.Key_Down
        qtbot.keyClick(dialog.players_spin, key)


def test_choosing_the_rules_keeps_the_players_at_the_table(qtbot: QtBot) -> None:
    """Seen: seven players set, then a preset chosen, and the dialog was back at four (no preset names a count)."""
    dialog = make(qtbot)
    _spin_to(qtbot, dialog, 7)
    dialog.preset_box.setFocus()
    qtbot.keyClick(dialog.preset_box, Qt.Key.Key_Down)  # the next preset, by keyboard
    assert dialog.rules().preset != "standard"
    assert dialog.players_spin.value() == 7
    assert sum(r.name.isVisible() for r in dialog.seat_rows) == 7
    assert dialog.spec().rules.players == 7


def test_the_dialog_gives_back_the_room_of_the_seats_gone(qtbot: QtBot) -> None:
    """Seen: from seven players back to four, the dialog kept its height, blank above the buttons."""
    dialog = make(qtbot)
    four = dialog.height()
    _spin_to(qtbot, dialog, 7)
    qtbot.waitUntil(lambda: dialog.height() > four)
    _spin_to(qtbot, dialog, 4)
    qtbot.waitUntil(lambda: dialog.height() <= four + 2)
