"""The preferences dialog, generated from the declarations in :mod:`napdesk.ui.prefs`: a check box, a list, a
number or a colour button per preference, labelled and explained as declared.

It edits the window's settings object (:class:`napdesk.ui.settings.Settings`), or one of its own over ``store``
when shown alone; every change is in force and stored at once (there is no OK to wait for) and announced with
``changed(key, value)``. It follows changes made elsewhere (the View menu) while it is open.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from napdesk.store import Store
from napdesk.ui.cardart import OURS
from napdesk.ui.dialogs.common import translate
from napdesk.ui.prefs import DEFAULTS, OURS_FOUR, PREF, PREFS, Pref
from napdesk.ui.settings import Settings

__all__ = ["DEFAULTS", "OURS", "OURS_FOUR", "PreferencesDialog", "load_preferences"]

CONTEXT: Final = "Preferences"


def load_preferences(store: Store | None) -> dict[str, Any]:
    """Every declared preference as it is in force with ``store`` (the default where none valid is stored)."""
    return Settings(store).values()


def _tr(text: str) -> str:
    return translate(CONTEXT, text)


class PreferencesDialog(QDialog):
    """Preferences, in force and saved as they change."""

    changed = Signal(str, object)  # key, value

    def __init__(self, store: Store | None = None, parent: QWidget | None = None, *,
                 settings: Settings | None = None, current: Mapping[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setObjectName("preferences_dialog")
        self.settings = settings if settings is not None else Settings(store, self)
        for key, value in (current or {}).items():
            if key in PREF and PREF[key].valid(value):
                self.settings.set(key, value)
        self.widgets: dict[str, QWidget] = {}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        for pref in PREFS:
            widget = self._make(pref)
            widget.setObjectName(pref.name)
            widget.setToolTip(_tr(pref.help))
            self.widgets[pref.key] = widget
            if pref.kind == "bool":
                form.addRow("", widget)
            elif pref.kind == "colour":
                row = QHBoxLayout()
                row.addWidget(widget)
                self.felt_reset = QPushButton(self.tr("Default"), self)
                self.felt_reset.clicked.connect(lambda _=False, p=pref: self.set_pref(p.key, p.default))
                row.addWidget(self.felt_reset)
                row.addStretch(1)
                # A row given as a layout gets a label without a field: its '&' would show, its Alt do nothing.
                label = QLabel(_tr(pref.label) + ":", self)
                label.setBuddy(widget)
                form.addRow(label, row)
            else:
                form.addRow(_tr(pref.label) + ":", widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.settings.changed.connect(self._shown)
        self.settings.changed.connect(self.changed)

    def __getattr__(self, name: str) -> Any:
        """A preference's widget by its declared name: ``dialog.hints``, ``dialog.faces``, ..."""
        widgets = self.__dict__.get("widgets", {})
        for key, widget in widgets.items():
            if PREF[key].name == name:
                return widget
        raise AttributeError(name)

    # -- widgets from declarations --------------------------------------------------------------------------

    def _make(self, pref: Pref) -> QWidget:
        value = self.settings.value(pref.key)
        if pref.kind == "bool":
            box = QCheckBox(_tr(pref.label), self)
            box.setChecked(bool(value))
            box.toggled.connect(lambda on, k=pref.key: self.set_pref(k, bool(on)))
            return box
        if pref.kind == "int":
            spin = QSpinBox(self)
            spin.setRange(pref.minimum, pref.maximum)
            spin.setSingleStep(pref.step)
            spin.setSuffix(_tr(pref.suffix) if pref.suffix else "")
            spin.setValue(int(value))
            spin.valueChanged.connect(lambda v, k=pref.key: self.set_pref(k, int(v)))
            return spin
        if pref.kind == "colour":
            button = QPushButton(self)
            self._paint(button, str(value))
            button.clicked.connect(lambda _=False, p=pref: self._choose_colour(p))
            return button
        combo = QComboBox(self)
        for choice, label in pref.choice_list():
            combo.addItem(label if choice in pref.fixed_labels else _tr(label), choice)
        _select(combo, value)
        combo.currentIndexChanged.connect(lambda _=0, k=pref.key, c=combo: self.set_pref(k, c.currentData()))
        return combo

    def _shown(self, key: str, value: Any) -> None:
        """Show a value set elsewhere (the View menu) or here."""
        widget = self.widgets.get(key)
        if widget is None:
            return
        widget.blockSignals(True)
        try:
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(int(value))
            elif isinstance(widget, QComboBox):
                _select(widget, value)
            elif isinstance(widget, QPushButton):
                self._paint(widget, str(value))
        finally:
            widget.blockSignals(False)

    @staticmethod
    def _paint(button: QPushButton, colour: str) -> None:
        button.setText(colour)
        button.setStyleSheet(f"background-color: {colour}; color: white; min-width: 6em;")

    def _choose_colour(self, pref: Pref) -> None:
        colour = QColorDialog.getColor(QColor(self.settings.value(pref.key)), self, _tr(pref.label).replace("&", ""))
        if colour.isValid():
            self.set_pref(pref.key, colour.name())

    # -- values --------------------------------------------------------------------------------------------------

    @property
    def prefs(self) -> dict[str, Any]:
        return self.settings.values()

    def set_pref(self, key: str, value: Any) -> None:
        """Put one preference in force (and in the store); ``changed`` announces it."""
        if key not in PREF:
            raise KeyError(key)
        self.settings.set(key, value)


def _select(combo: QComboBox, value: object) -> None:
    i = combo.findData(value)
    if i >= 0:
        combo.setCurrentIndex(i)
