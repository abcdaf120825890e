"""The house-rules dialog, generated from the rule declarations (:data:`napdesk.engine.rules.OPTIONS`).

Every declared option appears under its group with a control chosen by its kind (a check box for a bool, a combo
of its ``choice_label`` s for a choice, a spin box over its range for an int), its help as a tooltip and as a
line under it (with the source text), and a mark where its value differs from the preset chosen. A new option
declared in the engine appears here without UI code.

Validation is live: :func:`napdesk.engine.rules.problems` runs on every change; a combination that cannot be
played shows its message (which names the options in conflict), marks those options and disables OK. Named
house-rule sets are saved in the store (``store.settings.save_preset``) and offered in the preset chooser beside the
built-in presets. The dialog's result is a :class:`~napdesk.engine.rules.Rules` (:meth:`HouseRulesDialog.rules`).
"""

from __future__ import annotations

from typing import Any, Final

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from napdesk.engine.rules import (
    DEFAULTS,
    GROUPS,
    OPTIONS,
    PRESETS,
    Option,
    RuleError,
    Rules,
    Value,
    described,
    problems,
)
from napdesk.store import Store, StoreError
from napdesk.ui import plain
from napdesk.ui.dialogs.common import (
    fit_screen,
    preset_title,
    problem_text,
    rule_help,
    rule_label,
    rule_source,
    rule_tooltip,
    rules_from_saved,
    saved_presets,
    translate,
    value_label,
)
from napdesk.ui.i18n import translate_n
from napdesk.ui.store_words import error_text

CHANGED_MARK: Final = "\u25c6"  # a small diamond beside an option that differs from the preset
CONFLICT_STYLE: Final = "color: #b00020; font-weight: bold;"
BUILTIN: Final = "builtin"
SAVED: Final = "saved"


class RuleControl:
    """One option's widgets: the control by kind, its label, the changed mark and the help line."""

    def __init__(self, option: Option, parent: QWidget) -> None:
        self.option = option
        self.label = QLabel(rule_label(option), parent)
        self.label.setToolTip(rule_tooltip(option))
        self.widget: QCheckBox | QComboBox | QSpinBox
        if option.kind == "bool":
            box = QCheckBox(parent)
            box.setText(value_label(option, True))
            self.widget = box
        elif option.kind == "choice":
            combo = QComboBox(parent)
            for i, choice in enumerate(option.choices):
                combo.addItem(value_label(option, choice), i)
            self.widget = combo
        else:
            spin = QSpinBox(parent)
            assert option.minimum is not None and option.maximum is not None
            spin.setRange(option.minimum, option.maximum)
            spin.setAccelerated(True)
            self.widget = spin
        self.widget.setObjectName(f"rule_{option.key}")
        self.widget.setToolTip(rule_tooltip(option))
        self.widget.setAccessibleName(rule_label(option))
        self.widget.setAccessibleDescription(rule_help(option))
        self.label.setBuddy(self.widget)
        self.mark = QLabel("", parent)
        self.mark.setObjectName(f"mark_{option.key}")
        self.mark.setFixedWidth(18)
        source = translate("napdesk.rules", "Source: {source}").format(source=rule_source(option))
        self.help = QLabel(f"{rule_help(option)} <i>{_escape(source)}</i>", parent)
        self.help.setTextFormat(Qt.TextFormat.RichText)
        self.help.setWordWrap(True)
        self.help.setObjectName(f"help_{option.key}")
        # The palette's text colour: "mid" grey on the window's grey was hard to read.
        self.help.setStyleSheet("color: palette(window-text); font-size: small;")

    def value(self) -> Value:
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return self.option.choices[int(w.currentData())]
        return int(w.value())

    def set_value(self, value: Value) -> None:
        w = self.widget
        w.blockSignals(True)
        try:
            if isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                for i, choice in enumerate(self.option.choices):
                    if type(choice) is type(value) and choice == value:
                        w.setCurrentIndex(i)
                        break
            else:
                assert isinstance(value, int)
                w.setValue(value)
        finally:
            w.blockSignals(False)

    def connect(self, slot: Any) -> None:
        w = self.widget
        if isinstance(w, QCheckBox):
            w.toggled.connect(slot)
        elif isinstance(w, QComboBox):
            w.currentIndexChanged.connect(slot)
        else:
            w.valueChanged.connect(slot)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class HouseRulesDialog(QDialog):
    """Choose the house rules: a preset, then any option changed. ``rules()`` is the result."""

    rules_changed = Signal(object)  # the Rules shown, each time they change and are valid

    def __init__(self, rules: Rules | None = None, store: Store | None = None, parent: QWidget | None = None,
                 *, fixed: tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("House rules"))
        self.setObjectName("house_rules_dialog")
        self.store = store
        self._base_name = "standard"  # the built-in preset the result is built on
        self._base_values: dict[str, Value] = dict(Rules(preset="standard").items())
        self._valid: Rules | None = None
        self.current_problems: list[RuleError] = []
        rules = rules or Rules()

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        start = QLabel(self.tr("Start from:"), self)
        top.addWidget(start)
        self.preset_box = QComboBox(self)
        start.setBuddy(self.preset_box)  # a screen reader reads the preset as labelled "Start from:"
        self.preset_box.setObjectName("preset_box")
        self.preset_box.setAccessibleName(self.tr("Preset"))
        top.addWidget(self.preset_box, 1)
        self.save_button = QPushButton(self.tr("Save as…"), self)
        self.save_button.setObjectName("save_preset")
        self.save_button.setToolTip(self.tr("Keep these house rules under a name of your own"))
        self.delete_button = QPushButton(self.tr("Delete"), self)
        self.delete_button.setObjectName("delete_preset")
        self.delete_button.setToolTip(self.tr("Forget the saved house rules chosen above"))
        top.addWidget(self.save_button)
        top.addWidget(self.delete_button)
        layout.addLayout(top)
        self.save_button.setEnabled(store is not None and not store.read_only)

        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        body = QWidget(self.scroll_area)
        body_layout = QVBoxLayout(body)
        self.controls: dict[str, RuleControl] = {}
        self.group_boxes: dict[str, QGroupBox] = {}
        for group in GROUPS:
            members = [o for o in OPTIONS if o.group == group]
            if not members:
                continue
            box = QGroupBox(translate("napdesk.rules", group), body)
            column = QVBoxLayout(box)
            column.setSpacing(2)
            for opt in members:
                control = RuleControl(opt, box)
                line = QHBoxLayout()
                line.addWidget(control.mark)
                line.addWidget(control.label, 1)
                line.addWidget(control.widget)
                control.widget.setMinimumWidth(220)
                column.addLayout(line)
                help_line = QHBoxLayout()
                help_line.addSpacing(control.mark.width() + line.spacing())
                help_line.addWidget(control.help, 1)
                column.addLayout(help_line)
                column.addSpacing(6)
                self.controls[opt.key] = control
                control.widget.installEventFilter(self)
                if opt.key in fixed:
                    control.widget.setEnabled(False)
            body_layout.addWidget(box)
            self.group_boxes[group] = box
        body_layout.addStretch(1)
        self.scroll_area.setWidget(body)
        layout.addWidget(self.scroll_area, 3)

        self.message = QLabel("", self)
        self.message.setObjectName("problems")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # a saved preset's name, as it is
        self.message.setWordWrap(True)
        self.message.setStyleSheet(CONFLICT_STYLE)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        layout.addWidget(QLabel(self.tr("In plain words:"), self))
        self.summary = QTextBrowser(self)
        self.summary.setObjectName("summary")
        self.summary.setAccessibleName(self.tr("These house rules in plain words"))
        self.summary.setMaximumHeight(110)
        layout.addWidget(self.summary, 1)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        reset = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        reset.setText(self.tr("Reset to preset"))
        reset.clicked.connect(self.reset_to_preset)
        layout.addWidget(self.buttons)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        self._fill_presets()
        for control in self.controls.values():
            control.connect(self._changed)
        self.preset_box.currentIndexChanged.connect(self._preset_chosen)
        self.save_button.clicked.connect(self._ask_save)
        self.delete_button.clicked.connect(self._ask_delete)
        self.set_rules(rules)
        fit_screen(self, 760, 720)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A rule reached with Tab scrolls into view."""
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            self.scroll_area.ensureWidgetVisible(watched, 50, 60)
        return super().eventFilter(watched, event)

    # -- presets ------------------------------------------------------------------------------------------------

    def _fill_presets(self, select: tuple[str, str] | None = None) -> None:
        box = self.preset_box
        box.blockSignals(True)
        try:
            box.clear()
            for name in PRESETS:
                box.addItem(preset_title(name), (BUILTIN, name))
            saved = saved_presets(self.store)
            if saved:
                box.insertSeparator(box.count())
                for name in saved:
                    box.addItem(self.tr("{name} (saved)").format(name=name), (SAVED, name))
            if select is not None:
                self._select_preset(select)
        finally:
            box.blockSignals(False)
        self._update_delete()

    def _select_preset(self, which: tuple[str, str]) -> bool:
        for i in range(self.preset_box.count()):
            data = self.preset_box.itemData(i)
            if data is not None and tuple(data) == which:
                self.preset_box.setCurrentIndex(i)
                return True
        return False

    def preset_names(self) -> list[tuple[str, str]]:
        """Every entry of the chooser as (``builtin`` or ``saved``, name)."""
        out = []
        for i in range(self.preset_box.count()):
            data = self.preset_box.itemData(i)
            if data is not None:
                out.append((str(data[0]), str(data[1])))
        return out

    def chosen_preset(self) -> tuple[str, str]:
        data = self.preset_box.currentData()
        return (BUILTIN, "standard") if data is None else (str(data[0]), str(data[1]))

    def _preset_rules(self, which: tuple[str, str]) -> Rules:
        kind, name = which
        if kind == BUILTIN:
            return Rules(preset=name)
        return rules_from_saved(saved_presets(self.store)[name])

    def _preset_chosen(self) -> None:
        which = self.chosen_preset()
        try:
            rules = self._preset_rules(which)
        except (KeyError, RuleError, StoreError) as exc:
            self.message.setText(self.tr("The saved rules {name} cannot be used: {error}").format(
                name=which[1], error=error_text(exc)))
            return
        self._set_base(rules)
        self._show_values(dict(rules.items()))
        self._update_delete()

    def choose_preset(self, name: str, saved: bool = False) -> None:
        """Select a preset in the chooser (as a user would) and show its values."""
        if not self._select_preset((SAVED if saved else BUILTIN, name)):
            raise KeyError(name)

    def _set_base(self, rules: Rules) -> None:
        self._base_name = rules.preset
        self._base_values = dict(rules.items())

    def reset_to_preset(self) -> None:
        self._show_values(dict(self._base_values))

    def _update_delete(self) -> None:
        kind, _ = self.chosen_preset()
        self.delete_button.setEnabled(kind == SAVED and self.store is not None and not self.store.read_only)

    def _ask_save(self) -> None:
        kind, current = self.chosen_preset()
        name, ok = QInputDialog.getText(self, self.tr("Save house rules"), self.tr("Name for these house rules:"),
                                        text=current if kind == SAVED else "")
        if ok and name.strip():
            self.save_preset(name.strip())

    def save_preset(self, name: str) -> bool:
        """Save the rules shown under ``name`` and select it in the chooser; False (with a message) if not."""
        rules = self._valid
        if self.store is None or rules is None:
            return False
        if name.lower() in {p.lower() for p in PRESETS}:
            self.message.setText(self.tr("{name} is the name of a built-in preset: choose another name").format(
                name=name))
            return False
        try:
            self.store.settings.save_preset(name, rules)
        except StoreError as exc:
            self.message.setText(error_text(exc))
            return False
        self._fill_presets(select=(SAVED, name))
        self._set_base(rules)
        self._validate()
        return True

    def _ask_delete(self) -> None:
        kind, name = self.chosen_preset()
        if kind != SAVED:
            return
        if plain.ask(self, self.tr("Delete house rules"),
                     self.tr("Forget the saved house rules {name}?").format(name=name)):
            self.delete_preset(name)

    def delete_preset(self, name: str) -> None:
        if self.store is None:
            return
        values = self.values()
        self.store.settings.delete_preset(name)
        self._fill_presets(select=(BUILTIN, self._base_name))
        self._set_base(Rules(preset=self._base_name))
        self._show_values(values)

    # -- values -------------------------------------------------------------------------------------------------

    def set_rules(self, rules: Rules) -> None:
        """Show ``rules``, the chooser on the preset they were built from."""
        self._set_base(Rules(preset=rules.preset))
        self.preset_box.blockSignals(True)
        self._select_preset((BUILTIN, rules.preset))
        self.preset_box.blockSignals(False)
        self._update_delete()
        self._show_values(dict(rules.items()))

    def _show_values(self, values: dict[str, Value]) -> None:
        for key, control in self.controls.items():
            control.set_value(values.get(key, DEFAULTS[key]))
        self._validate()

    def values(self) -> dict[str, Value]:
        """Every option's value as the controls show it."""
        return {key: control.value() for key, control in self.controls.items()}

    def set_value(self, key: str, value: Value) -> None:
        self.controls[key].set_value(value)
        self._validate()

    def changed_keys(self) -> list[str]:
        """The options marked as differing from the preset chosen."""
        return [key for key, control in self.controls.items() if control.mark.text()]

    def conflict_keys(self) -> list[str]:
        keys = [key for e in self.current_problems for key in e.keys if key in self.controls]
        return list(dict.fromkeys(keys))

    def rules(self) -> Rules:
        """The rules chosen (valid: OK is disabled otherwise); raises RuleError if they are not."""
        if self._valid is None:
            raise RuleError("; ".join(str(e) for e in self.current_problems),
                            self.conflict_keys())
        return self._valid

    def problem_text(self) -> str:
        return self.message.text()

    def _changed(self, *_: object) -> None:
        self._validate()

    def _validate(self) -> None:
        values = self.values()
        self.current_problems = problems(values)
        conflict = set(self.conflict_keys())
        for key, control in self.controls.items():
            differs = values[key] != self._base_values.get(key, DEFAULTS[key])
            control.mark.setText(CHANGED_MARK if differs else "")
            if differs:
                was = value_label(control.option, self._base_values.get(key, DEFAULTS[key]))
                control.mark.setToolTip(self.tr("Changed: the preset has {value}").format(value=was))
            else:
                control.mark.setToolTip("")
            font = control.label.font()
            font.setBold(differs)
            control.label.setFont(font)
            control.label.setStyleSheet(CONFLICT_STYLE if key in conflict else "")
        if self.current_problems:
            self._valid = None
            self.message.setText("\n".join(problem_text(e) for e in self.current_problems))
            self.ok_button.setEnabled(False)
            self.save_button.setEnabled(False)
            self.summary.setPlainText(self.tr("These rules cannot be played as they are."))
            return
        self.message.setText("")
        try:
            self._valid = Rules(values, preset=self._base_name)
        except RuleError as exc:  # problems() found none, so this does not happen; stay safe anyway
            self._valid = None
            self.message.setText(problem_text(exc))
            self.ok_button.setEnabled(False)
            return
        self.ok_button.setEnabled(True)
        self.save_button.setEnabled(self.store is not None and not self.store.read_only)
        self.summary.setHtml(summary_html(self._valid))
        self.rules_changed.emit(self._valid)


def _sentence(template: str, fields: dict[str, Value]) -> str:
    """One sentence of the summary: its template translated, then the values filled in (numbers as figures)."""
    counted = fields.get(str(fields.get("counts", "")))
    if "%n" in template and isinstance(counted, int):  # "after %n hand(s)": each language's plural forms
        text = translate_n("napdesk.rules", template, counted)
    else:
        text = translate("napdesk.rules", template)
    text = text.format(**{k: str(v) for k, v in fields.items()})
    return text[:1].upper() + text[1:]


def summary_html(rules: Rules) -> str:
    """The rules in plain words (:func:`describe`), as a short HTML list."""
    sentences = described(rules)
    if not sentences:
        return "<p>" + _escape(translate("napdesk.rules", "The standard game: Foster's regular rules, with misère, "
                                         "nap winning 10 and losing 5.")) + "</p>"
    items = "".join(f"<li>{_escape(_sentence(template, fields))}</li>" for template, fields in sentences)
    return f"<ul>{items}</ul>"
