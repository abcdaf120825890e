"""The house-rules dialog: generated from the declarations, live validation, presets saved in the store."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QInputDialog, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from napdesk.engine.rules import GROUPS, OPTIONS, Rules, cite_sources
from napdesk.store import Store
from napdesk.ui.dialogs import HouseRulesDialog


def shown(qtbot: QtBot, dialog: QWidget) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


def click_box(qtbot: QtBot, dialog: HouseRulesDialog, key: str) -> None:
    """Click an option's check box where its indicator is, as a player would."""
    box = dialog.controls[key].widget
    assert isinstance(box, QCheckBox)
    dialog.scroll_area.ensureWidgetVisible(box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_dialog_has_a_control_for_every_declared_option(qtbot: QtBot) -> None:
    dialog = HouseRulesDialog()
    shown(qtbot, dialog)
    assert list(dialog.controls) == [o.key for g in GROUPS for o in OPTIONS if o.group == g]
    assert list(dialog.group_boxes) == [g for g in GROUPS if any(o.group == g for o in OPTIONS)]
    for opt in OPTIONS:
        control = dialog.controls[opt.key]
        kind = {"bool": QCheckBox, "choice": QComboBox, "int": QSpinBox}[opt.kind]
        assert isinstance(control.widget, kind)
        assert cite_sources(opt.source) in control.widget.toolTip()  # sources named by their texts
        assert control.label.text() == opt.label
        assert control.option.group == opt.group
        if isinstance(control.widget, QComboBox):
            assert [control.widget.itemText(i) for i in range(control.widget.count())] == [
                opt.choice_label(c) for c in opt.choices]
        if isinstance(control.widget, QSpinBox):
            assert (control.widget.minimum(), control.widget.maximum()) == (opt.minimum, opt.maximum)
    assert dialog.values() == dict(Rules().items())
    assert dialog.changed_keys() == []


def test_dialog_click_a_rule_and_see_it_in_the_result_and_the_store(qtbot: QtBot, store: Store) -> None:
    dialog = HouseRulesDialog(Rules(preset="pool"), store)
    shown(qtbot, dialog)
    click_box(qtbot, dialog, "misere")
    assert dialog.changed_keys() == ["misere"]
    assert dialog.controls["misere"].mark.text()
    assert "Misère is not played." in dialog.summary.toPlainText()
    combo = dialog.controls["min_bid"].widget
    assert isinstance(combo, QComboBox)
    dialog.scroll_area.ensureWidgetVisible(combo)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert dialog.values()["min_bid"] == 2
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == HouseRulesDialog.DialogCode.Accepted
    rules = dialog.rules()
    assert rules.preset == "pool"
    assert rules.overrides() == {"min_bid": 2, "misere": False}
    sid = store.create_session("Tuesday", rules, ["Ann", "Ben", "Cat", "Dan"])
    assert Rules.from_dict(store.load_session(sid).rules) == rules


def test_dialog_peep_with_widow_disables_ok_and_names_the_keys(qtbot: QtBot) -> None:
    dialog = HouseRulesDialog(Rules(preset="pool"))
    shown(qtbot, dialog)
    click_box(qtbot, dialog, "peep")
    assert dialog.ok_button.isEnabled()
    click_box(qtbot, dialog, "widow")
    assert not dialog.ok_button.isEnabled()
    assert not dialog.save_button.isEnabled()
    text = dialog.problem_text()
    assert "peep" in text and "widow" in text
    assert dialog.conflict_keys() == ["peep", "widow"]
    assert "color" in dialog.controls["peep"].label.styleSheet()
    assert dialog.controls["pool"].label.styleSheet() == ""
    click_box(qtbot, dialog, "widow")
    assert dialog.ok_button.isEnabled()
    assert dialog.problem_text() == ""
    assert dialog.rules().overrides() == {"peep": True}


def test_dialog_cards_that_do_not_fit_name_every_option_involved(qtbot: QtBot) -> None:
    dialog = HouseRulesDialog()
    shown(qtbot, dialog)
    dialog.set_value("deck_size", 28)
    spin = dialog.controls["players"].widget
    assert isinstance(spin, QSpinBox)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)  # five players: four in each hand, 20 cards
    assert dialog.ok_button.isEnabled()
    dialog.set_value("hand_size", 7)  # 4 x 7 = 28: fits exactly
    assert dialog.ok_button.isEnabled(), dialog.problem_text()
    dialog.set_value("dealer_sits_out", "never")  # 5 x 7 = 35 cards
    assert not dialog.ok_button.isEnabled()
    assert set(dialog.conflict_keys()) == {"players", "dealer_sits_out", "hand_size", "deck_size"}
    assert "28-card pack" in dialog.problem_text()
    with pytest.raises(ValueError, match="do not fit"):
        dialog.rules()


def test_dialog_preset_chooser_and_marks(qtbot: QtBot) -> None:
    dialog = HouseRulesDialog()
    shown(qtbot, dialog)
    dialog.choose_preset("pub")
    assert dialog.values()["min_bid"] == 3 and dialog.values()["wellington"] is True
    assert dialog.changed_keys() == []
    click_box(qtbot, dialog, "blucher")
    assert dialog.changed_keys() == ["blucher"]
    assert "pub" in dialog.rules().preset
    reset = dialog.buttons.button(dialog.buttons.StandardButton.RestoreDefaults)
    qtbot.mouseClick(reset, Qt.MouseButton.LeftButton)
    assert dialog.changed_keys() == []
    assert dialog.rules() == Rules(preset="pub")


def test_dialog_save_and_load_a_custom_preset(qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = HouseRulesDialog(store=store)
    shown(qtbot, dialog)
    click_box(qtbot, dialog, "wellington")
    dialog.set_value("nap_stakes", "12/6")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Friday club", True))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "Friday club" in store.settings.presets()
    assert dialog.chosen_preset() == ("saved", "Friday club")
    assert dialog.changed_keys() == []
    saved = dialog.rules()

    # a built-in name is refused
    assert not dialog.save_preset("Pub")
    assert "built-in" in dialog.problem_text()

    again = HouseRulesDialog(store=store)
    shown(qtbot, again)
    assert ("saved", "Friday club") in again.preset_names()
    assert again.values()["wellington"] is False
    box = again.preset_box
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End)  # the saved sets come last
    assert again.chosen_preset() == ("saved", "Friday club")
    assert again.values()["wellington"] is True and again.values()["nap_stakes"] == "12/6"
    assert again.rules() == saved
    assert again.delete_button.isEnabled()
    again.delete_preset("Friday club")
    assert store.settings.presets() == {}
    assert ("saved", "Friday club") not in again.preset_names()


def test_dialog_tab_brings_each_rule_into_view(qtbot: QtBot) -> None:
    dialog = HouseRulesDialog()
    shown(qtbot, dialog)
    last = dialog.controls["widow"].widget
    bar = dialog.scroll_area.verticalScrollBar()
    assert bar.value() == 0
    last.setFocus()
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert not last.visibleRegion().isEmpty()
