"""The new-session dialog: the players (names from remembered profiles, a person or a computer level at each
seat), the rules (a preset, or Customise… for the house-rules dialog) and the session's length.

Its result is a :class:`SessionSpec`: the session's name, its :class:`Rules` and one store :class:`Seat` per seat,
what the main window needs to start (and the store to record) the session.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from napdesk.engine.rules import OPTION, PRESETS, RuleError, Rules, Value, problems
from napdesk.store import Seat, Store, StoreError
from napdesk.ui.dialogs.common import (
    computer_levels,
    preset_title,
    problem_text,
    rules_from_saved,
    saved_presets,
    value_label,
)
from napdesk.ui.dialogs.house_rules import HouseRulesDialog, summary_html
from napdesk.ui.i18n import capitalized, level_name, session_name_code, shown_name, shown_session_name, stored_name
from napdesk.ui.store_words import error_text

PERSON: Final = "person"
CUSTOM: Final = "custom"


@dataclass(frozen=True)
class SessionSpec:
    """What the main window starts: a name, the rules and who sits at each seat (``len(seats) == rules.players``)."""

    name: str
    rules: Rules
    seats: tuple[Seat, ...]

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


class SeatRow:
    """One seat: a name (with the remembered profiles offered) and who plays it."""

    def __init__(self, index: int, profiles: list[str], levels: tuple[str, ...], parent: QWidget) -> None:
        self.index = index
        self.label = QLabel(parent.tr("Seat {n}").format(n=index + 1), parent)
        self.name = QComboBox(parent)
        self.name.setEditable(True)
        self.name.addItems([shown_name(p) for p in profiles])  # a default name's code as the language says it
        self.name.setObjectName(f"seat_name_{index}")
        self.name.setAccessibleName(parent.tr("Seat {n} name").format(n=index + 1))
        line = self.name.lineEdit()
        assert line is not None
        line.setPlaceholderText(parent.tr("Name"))
        line.setAccessibleName(self.name.accessibleName())  # the editor is a control of its own to a screen reader
        self.label.setBuddy(self.name)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seat_kind_{index}")
        self.kind.setAccessibleName(parent.tr("Seat {n} player").format(n=index + 1))
        # A Linux screen reader names a combo box by its label (its own name is its current text, "Person"): the
        # row's one visible label is the name box's, so the player box has a label of its own, not shown (the
        # column under "Who plays" says it to the eye).
        self.kind_label = QLabel(self.kind.accessibleName(), parent)
        self.kind_label.setBuddy(self.kind)
        self.kind_label.hide()
        self.kind.addItem(parent.tr("Person"), PERSON)
        for level in levels:
            self.kind.addItem(parent.tr("Computer: {level}").format(level=capitalized(level_name(level))), level)
        self.widgets: tuple[QWidget, ...] = (self.label, self.name, self.kind)

    def set(self, name: str, kind: str) -> None:
        self.name.setEditText(name)
        i = self.kind.findData(kind)
        self.kind.setCurrentIndex(max(0, i))

    def seat(self) -> Seat:
        name = stored_name(self.name.currentText())  # a default name (in any language) as its code
        data = str(self.kind.currentData())
        if data == PERSON:
            return Seat(name, "person", None)
        return Seat(name, "computer", data)

    def set_visible(self, on: bool) -> None:
        for w in self.widgets:
            w.setVisible(on)


class NewSessionDialog(QDialog):
    """Start a session: players, rules, length. ``spec()`` is the result."""

    def __init__(self, store: Store | None = None, parent: QWidget | None = None, *,
                 rules: Rules | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New session"))
        self.setObjectName("new_session_dialog")
        self.store = store
        self._custom: Rules | None = None  # rules from the house-rules dialog, when Customise… was used
        self.levels = computer_levels()
        profiles = self._profiles()
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("session_name")
        self.default_name = session_name_code("session")  # stored as its code unless the person types a name
        self.name_edit.setText(shown_session_name(self.default_name))
        form.addRow(self.tr("Session &name:"), self.name_edit)
        self.players_spin = QSpinBox(self)
        self.players_spin.setObjectName("players")
        players = OPTION["players"]
        assert players.minimum is not None and players.maximum is not None
        self.players_spin.setRange(players.minimum, players.maximum)
        form.addRow(self.tr("&Players:"), self.players_spin)
        layout.addLayout(form)

        seats_box = QGroupBox(self.tr("Who plays"), self)
        grid = QGridLayout(seats_box)
        self.seat_rows: list[SeatRow] = []
        self._offered: dict[int, str] = {}  # row -> the default name put there (replaced while it is unchanged)
        self._named_for = 0  # the number of players the rows' offered names are for
        for i in range(players.maximum):
            row = SeatRow(i, profiles, self.levels, self)
            row.set("", PERSON if i == 0 else ("intermediate" if "intermediate" in self.levels else self.levels[-1]))
            grid.addWidget(row.label, i, 0)
            grid.addWidget(row.name, i, 1)
            grid.addWidget(row.kind, i, 2)
            self.seat_rows.append(row)
        layout.addWidget(seats_box)

        rules_box = QGroupBox(self.tr("Rules"), self)
        rules_layout = QVBoxLayout(rules_box)
        chooser = QHBoxLayout()
        self.preset_box = QComboBox(self)
        self.preset_box.setObjectName("preset_box")
        self.preset_box.setAccessibleName(self.tr("House rules preset"))
        self.preset_box.setAccessibleDescription(self.tr("The rules this session starts from"))
        for name in PRESETS:
            self.preset_box.addItem(preset_title(name), ("builtin", name))
        saved = saved_presets(self.store)
        for name in saved:
            self.preset_box.addItem(self.tr("{name} (saved)").format(name=name), ("saved", name))
        chooser.addWidget(self.preset_box, 1)
        self.customise_button = QPushButton(self.tr("Customise…"), self)
        self.customise_button.setObjectName("customise")
        chooser.addWidget(self.customise_button)
        rules_layout.addLayout(chooser)
        self.rules_summary = QLabel(self)
        self.rules_summary.setObjectName("rules_summary")
        self.rules_summary.setWordWrap(True)
        self.rules_summary.setTextFormat(Qt.TextFormat.RichText)
        rules_layout.addWidget(self.rules_summary)
        layout.addWidget(rules_box)

        length = QFormLayout()
        end = OPTION["session_end"]
        self.end_box = QComboBox(self)
        self.end_box.setObjectName("session_end")
        for i, choice in enumerate(end.choices):
            self.end_box.addItem(value_label(end, choice), i)
        self.length_spin = QSpinBox(self)
        self.length_spin.setObjectName("session_length")
        self.length_spin.setAccessibleName(self.tr("Session length"))
        self.end_box.setAccessibleName(self.tr("Session ends"))
        n = OPTION["session_length"]
        assert n.minimum is not None and n.maximum is not None
        self.length_spin.setRange(n.minimum, n.maximum)
        length_row = QHBoxLayout()
        length_row.addWidget(self.end_box, 1)
        length_row.addWidget(self.length_spin)
        length_label = QLabel(self.tr("Session &length:"), self)
        length_label.setBuddy(self.end_box)
        length.addRow(length_label, length_row)
        layout.addLayout(length)

        self.message = QLabel("", self)
        self.message.setObjectName("problems")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # errors that quote a name, as they are
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020; font-weight: bold;")
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        start = rules or Rules()
        self._select(("builtin", start.preset))
        if rules is not None and rules.overrides():
            self._custom = rules
        self._show_rules(start)
        self.players_spin.valueChanged.connect(self._update)
        self.preset_box.currentIndexChanged.connect(self._preset_chosen)
        self.end_box.currentIndexChanged.connect(self._length_changed)
        self.length_spin.valueChanged.connect(self._length_changed)
        self.customise_button.clicked.connect(self.customise)
        for r in self.seat_rows:
            r.name.editTextChanged.connect(self._update)
            r.kind.currentIndexChanged.connect(self._update)
        self._update()

    # -- store look-ups -----------------------------------------------------------------------------------------

    def _profiles(self) -> list[str]:
        if self.store is None:
            return []
        try:
            return [p.name for p in self.store.profiles.all()]
        except StoreError:
            return []

    # -- rules --------------------------------------------------------------------------------------------------

    def _select(self, which: tuple[str, str]) -> None:
        for i in range(self.preset_box.count()):
            data = self.preset_box.itemData(i)
            if data is not None and tuple(data) == which:
                self.preset_box.blockSignals(True)
                self.preset_box.setCurrentIndex(i)
                self.preset_box.blockSignals(False)
                return

    def choose_preset(self, name: str, saved: bool = False) -> None:
        """Select a preset (built-in, or saved in the store) as the user would."""
        for i in range(self.preset_box.count()):
            data = self.preset_box.itemData(i)
            if data is not None and tuple(data) == ("saved" if saved else "builtin", name):
                self.preset_box.setCurrentIndex(i)
                return
        raise KeyError(name)

    def _chosen_rules(self) -> Rules:
        if self._custom is not None:
            return self._custom
        data = self.preset_box.currentData()
        kind, name = ("builtin", "standard") if data is None else (str(data[0]), str(data[1]))
        if kind == "saved":
            return rules_from_saved(saved_presets(self.store)[name])
        return Rules(preset=name)

    def _show_rules(self, rules: Rules, players: bool = True) -> None:
        """Put the players (unless not ``players``) and the length of ``rules`` in their controls (without
        re-entering _update)."""
        for w in (self.players_spin, self.end_box, self.length_spin):
            w.blockSignals(True)
        if players:
            self.players_spin.setValue(rules.players)
        self.end_box.setCurrentIndex(OPTION["session_end"].choices.index(rules.session_end))
        self.length_spin.setValue(rules.session_length)
        for w in (self.players_spin, self.end_box, self.length_spin):
            w.blockSignals(False)

    def _preset_chosen(self) -> None:
        self._custom = None
        try:
            rules = self._chosen_rules()
        except (KeyError, RuleError, StoreError) as exc:
            self.message.setText(error_text(exc))
            return
        # Who sits at the table is not a house rule: a preset names no count, so the one chosen here stays.
        self._show_rules(rules, players=False)
        self._update()

    def _length_changed(self) -> None:
        self._update()

    def values(self) -> dict[str, Value]:
        """The rule values chosen: the preset (or customised rules) with players and length from this dialog."""
        try:
            base = dict(self._chosen_rules().items())
        except (KeyError, RuleError, StoreError):
            base = dict(Rules().items())
        base["players"] = self.players_spin.value()
        base["session_end"] = OPTION["session_end"].choices[self.end_box.currentIndex()]
        base["session_length"] = self.length_spin.value()
        return base

    def rules(self) -> Rules:
        values = self.values()
        base = self._chosen_rules().preset
        return Rules(values, preset=base)

    def customise(self) -> HouseRulesDialog:
        """Open the house-rules dialog on the rules chosen so far (modal); its result replaces them."""
        dialog = self.house_rules_dialog()
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.accept_custom(dialog.rules())
        return dialog

    def house_rules_dialog(self) -> HouseRulesDialog:
        try:
            current = self.rules()
        except RuleError:
            current = self._chosen_rules()
        return HouseRulesDialog(current, self.store, self)

    def accept_custom(self, rules: Rules) -> None:
        self._custom = rules
        self._select(("builtin", rules.preset))
        self._show_rules(rules)
        self._update()

    # -- result -------------------------------------------------------------------------------------------------

    def seats(self) -> tuple[Seat, ...]:
        return tuple(r.seat() for r in self.seat_rows[: self.players_spin.value()])

    def _name_seats(self, n: int) -> None:
        """The table's names for ``n`` players (where each seat sits, in the player's language) on every row whose
        name is still the one offered: a name the person typed stays."""
        from napdesk.ui.controller import default_seats  # the controller's names: one place decides them

        names = [shown_name(s.name) for s in default_seats(len(self.seat_rows))]
        names[:n] = [shown_name(s.name) for s in default_seats(n)]
        # Room for the longest name offered ("North-north-west"), so that none shows only its tail.
        longest = max(len(name) for name in names)
        for r in self.seat_rows:
            r.name.setMinimumContentsLength(max(longest, r.name.minimumContentsLength()))
            r.name.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        for r, name in zip(self.seat_rows, names, strict=True):
            if r.name.currentText() == self._offered.get(r.index, ""):
                r.name.setEditText(name)
                self._offered[r.index] = name

    def _update(self, *_: object) -> None:
        n = self.players_spin.value()
        if n != self._named_for:
            self._named_for = n
            self._name_seats(n)
        fewer = n < sum(r.name.isVisibleTo(self) for r in self.seat_rows)
        for r in self.seat_rows:
            r.set_visible(r.index < n)
        if fewer and self.isVisible():  # give back the room of the rows hidden, not blank above the buttons
            QTimer.singleShot(0, self, self._fit_height)  # once the rows hidden have left the layout (not after self)
        self.length_spin.setEnabled(self.end_box.currentIndex() != 0)
        errors: list[str] = []
        values = self.values()
        found = problems(values)
        errors += [problem_text(e) for e in found]
        names = [s.name for s in self.seats()]
        if any(not name for name in names):
            errors.append(self.tr("Every seat needs a name"))
        lowered = [name.lower() for name in names if name]
        if len(set(lowered)) != len(lowered):
            errors.append(self.tr("Two seats have the same name"))
        self.message.setText("\n".join(errors))
        self.ok_button.setEnabled(not errors)
        if not found:
            rules = Rules(values, preset=self._chosen_rules().preset)
            note = self.tr(" (customised)") if rules.overrides() else ""
            title = _escape(preset_title(rules.preset) + note)
            self.rules_summary.setText(f"<b>{title}</b>{summary_html(rules)}")
        else:
            self.rules_summary.setText("")

    def _fit_height(self) -> None:
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the window's minimum height is still the taller one's until then
        height = self.sizeHint().height()
        if self.height() > height:
            self.resize(self.width(), height)

    def spec(self) -> SessionSpec:
        """The session to start (raises RuleError if the rules cannot be played: OK is disabled then)."""
        name = self.name_edit.text().strip()
        if not name or name == shown_session_name(self.default_name):
            name = self.default_name
        return SessionSpec(name, self.rules(), self.seats())


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
