"""The preferences dialog: card faces and back, felt colour, animation speed and the pause after a trick, hints,
undo, confirming a card, language.

Preferences live in the store (:meth:`Store.set_pref`) under the keys of :data:`DEFAULTS`. Every change is
written at once and announced with ``changed(key, value)``, which the table listens to; there is no OK to wait
for. Values:

- ``table.faces``: ``"napdesk"``, ``"napdesk four-colour"`` or the name of an installed theme
  (:func:`napdesk.ui.cardart.find_themes`);
- ``table.back``: a back of :data:`napdesk.ui.cardart.BACKS`; ``table.felt``: a colour ``"#rrggbb"``;
- ``table.speed``: a speed of the table (``off``, ``fast``, ``normal``, ``slow``); ``table.trick_pause``: ms;
- ``play.hints``, ``play.undo``, ``play.confirm_card``, ``play.forced``: booleans (``play.forced``: a seat's only
  legal card is played by itself, and a hot-seat table skips its privacy screen for it);
- ``language``: ``"system"``, ``"en"``, ``"nl"`` or ``"es"``.
"""

from __future__ import annotations

import contextlib
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

from napdesk.store import Store, StoreError
from napdesk.ui.dialogs.common import translate

OURS: Final = "napdesk"
OURS_FOUR: Final = "napdesk four-colour"
DEFAULT_FELT: Final = "#1f6b3a"

DEFAULTS: Final[dict[str, Any]] = {
    "table.faces": OURS,
    "table.back": "blue",
    "table.felt": DEFAULT_FELT,
    "table.speed": "normal",
    "table.trick_pause": 800,
    "play.hints": True,
    "play.undo": True,
    "play.confirm_card": False,
    "play.forced": True,
    "language": "system",
}

LANGUAGES: Final = (("system", "System language"), ("en", "English"), ("nl", "Nederlands"), ("es", "Español"))
SPEED_LABELS: Final = {"off": "No animation", "fast": "Fast", "normal": "Normal", "slow": "Slow"}


def face_choices() -> list[tuple[str, str]]:
    """(value, label) for every card face on offer: ours, ours in four colours, then the installed themes."""
    out = [(OURS, translate("PreferencesDialog", "napdesk")),
           (OURS_FOUR, translate("PreferencesDialog", "napdesk four-colour"))]
    try:
        from napdesk.ui.cardart import find_themes
    except ImportError:  # pragma: no cover - the card art module is part of napdesk
        return out
    for theme in find_themes():
        if theme.name != OURS:
            out.append((theme.name, f"{theme.name} ({theme.origin})"))
    return out


def back_choices() -> list[str]:
    try:
        from napdesk.ui.cardart import BACKS
    except ImportError:  # pragma: no cover
        return ["blue", "red", "green"]
    return list(BACKS)


def speed_choices() -> list[str]:
    try:
        from napdesk.ui.table import SPEEDS
    except ImportError:  # pragma: no cover
        return list(SPEED_LABELS)
    return list(SPEEDS)


def load_preferences(store: Store | None) -> dict[str, Any]:
    """The preferences of :data:`DEFAULTS` as stored (a stored value of the wrong type is ignored)."""
    prefs = dict(DEFAULTS)
    if store is None:
        return prefs
    try:
        stored = store.preferences()
    except StoreError:
        return prefs
    for key, default in DEFAULTS.items():
        value = stored.get(key)
        if value is not None and type(value) is type(default):
            prefs[key] = value
    return prefs


class PreferencesDialog(QDialog):
    """Preferences, applied and saved as they change."""

    changed = Signal(str, object)  # key, value

    def __init__(self, store: Store | None = None, parent: QWidget | None = None, *,
                 current: Mapping[str, Any] | None = None) -> None:
        """``current``: values the window has now (set from its own menus), shown over the stored ones."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setObjectName("preferences_dialog")
        self.store = store
        self.prefs = load_preferences(store)
        for key, value in (current or {}).items():
            if key in DEFAULTS and type(value) is type(DEFAULTS[key]):
                self.prefs[key] = value
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.faces = QComboBox(self)
        self.faces.setObjectName("faces")
        for value, label in face_choices():
            self.faces.addItem(label, value)
        form.addRow(self.tr("Card &faces:"), self.faces)

        self.back = QComboBox(self)
        self.back.setObjectName("back")
        for name in back_choices():
            self.back.addItem(self.tr(name.capitalize()), name)
        form.addRow(self.tr("Card &back:"), self.back)

        felt_row = QHBoxLayout()
        self.felt = QPushButton(self)
        self.felt.setObjectName("felt")
        self.felt.setToolTip(self.tr("Choose the colour of the table"))
        felt_row.addWidget(self.felt)
        self.felt_reset = QPushButton(self.tr("Default"), self)
        felt_row.addWidget(self.felt_reset)
        felt_row.addStretch(1)
        felt_label = QLabel(self.tr("&Felt colour:"), self)
        felt_label.setBuddy(self.felt)
        form.addRow(felt_label, felt_row)

        self.speed = QComboBox(self)
        self.speed.setObjectName("speed")
        for name in speed_choices():
            self.speed.addItem(self.tr(SPEED_LABELS.get(name, name.capitalize())), name)
        form.addRow(self.tr("&Animation speed:"), self.speed)

        self.pause = QSpinBox(self)
        self.pause.setObjectName("trick_pause")
        self.pause.setRange(0, 5000)
        self.pause.setSingleStep(100)
        self.pause.setSuffix(self.tr(" ms"))
        form.addRow(self.tr("&Pause after a trick:"), self.pause)

        self.hints = QCheckBox(self.tr("Offer &hints"), self)
        self.hints.setObjectName("hints")
        self.undo = QCheckBox(self.tr("Allow &undo (take back a card or bid)"), self)
        self.undo.setObjectName("undo")
        self.confirm = QCheckBox(self.tr("&Confirm before playing a card"), self)
        self.confirm.setObjectName("confirm_card")
        self.forced = QCheckBox(self.tr("Play a &forced card by itself (the only card you may play)"), self)
        self.forced.setObjectName("forced")
        for box in (self.hints, self.undo, self.confirm, self.forced):
            form.addRow("", box)

        self.language = QComboBox(self)
        self.language.setObjectName("language")
        for code, label in LANGUAGES:
            # a language's own name is not translated: a player looks for it as it is written
            self.language.addItem(self.tr(label) if code == "system" else label, code)
        self.language.setToolTip(self.tr("Takes effect the next time napdesk starts"))
        form.addRow(self.tr("&Language:"), self.language)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

        self._show()
        self.faces.currentIndexChanged.connect(lambda: self.set_pref("table.faces", self.faces.currentData()))
        self.back.currentIndexChanged.connect(lambda: self.set_pref("table.back", self.back.currentData()))
        self.felt.clicked.connect(self._choose_felt)
        self.felt_reset.clicked.connect(lambda: self.set_pref("table.felt", DEFAULT_FELT))
        self.speed.currentIndexChanged.connect(lambda: self.set_pref("table.speed", self.speed.currentData()))
        self.pause.valueChanged.connect(lambda v: self.set_pref("table.trick_pause", int(v)))
        self.hints.toggled.connect(lambda on: self.set_pref("play.hints", bool(on)))
        self.undo.toggled.connect(lambda on: self.set_pref("play.undo", bool(on)))
        self.confirm.toggled.connect(lambda on: self.set_pref("play.confirm_card", bool(on)))
        self.forced.toggled.connect(lambda on: self.set_pref("play.forced", bool(on)))
        self.language.currentIndexChanged.connect(lambda: self.set_pref("language", self.language.currentData()))

    def _show(self) -> None:
        p = self.prefs
        _select(self.faces, p["table.faces"])
        _select(self.back, p["table.back"])
        self._paint_felt(p["table.felt"])
        _select(self.speed, p["table.speed"])
        self.pause.setValue(int(p["table.trick_pause"]))
        self.hints.setChecked(bool(p["play.hints"]))
        self.undo.setChecked(bool(p["play.undo"]))
        self.confirm.setChecked(bool(p["play.confirm_card"]))
        self.forced.setChecked(bool(p["play.forced"]))
        _select(self.language, p["language"])

    def _paint_felt(self, colour: str) -> None:
        self.felt.setText(colour)
        self.felt.setStyleSheet(f"background-color: {colour}; color: white; min-width: 6em;")

    def _choose_felt(self) -> None:
        colour = QColorDialog.getColor(QColor(self.prefs["table.felt"]), self, self.tr("Felt colour"))
        if colour.isValid():
            self.set_pref("table.felt", colour.name())

    def set_pref(self, key: str, value: Any) -> None:
        """Keep one preference (in the store) and announce it."""
        if key not in DEFAULTS:
            raise KeyError(key)
        if self.prefs.get(key) == value:
            return
        self.prefs[key] = value
        if key == "table.felt":
            self._paint_felt(str(value))
        if self.store is not None and not self.store.read_only:
            with contextlib.suppress(StoreError):  # the change still applies for this run
                self.store.set_pref(key, value)
        self.changed.emit(key, value)


def _select(combo: QComboBox, value: object) -> None:
    i = combo.findData(value)
    if i >= 0:
        combo.setCurrentIndex(i)
