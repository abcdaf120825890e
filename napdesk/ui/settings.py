"""The one settings object: every preference of :data:`napdesk.ui.prefs.PREFS`, kept in the store (the database in
the data directory), with a change signal the window, its View menu and the Preferences dialog all listen to.

A value is in force from the moment it is set; a stored value that is not valid for its declaration (an older
napdesk's, a hand-edited one) is ignored and the default is in force. Without a store (tests, previews) or with
a read-only one, values live for this run only.

Window geometry is not a preference: Qt keeps it in an INI file in the data directory (:func:`window_state`),
never under ``~/.config``, with the scale and logical size of the screen it was saved on: it is used again only on
the same (:func:`saved_window_geometry`).
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal
from PySide6.QtWidgets import QWidget

from napdesk.store import Store, StoreError, data_dir
from napdesk.ui.prefs import DEFAULTS, PREF

WINDOW_FILE = "window.ini"


def window_state() -> QSettings:
    """Where the window keeps its size and place: an INI file in the data directory."""
    return QSettings(str(data_dir() / WINDOW_FILE), QSettings.Format.IniFormat)


def screen_key(window: QWidget) -> str:
    """The scale and logical size of the screen ``window`` is on ("1x1280x800"): a size saved on one is in its
    logical pixels, and means another size at another scale (QT_SCALE_FACTOR, a HiDPI setting changed)."""
    screen = window.screen()
    size = screen.geometry().size()
    return f"{screen.devicePixelRatio():g}x{size.width()}x{size.height()}"


def save_window_geometry(state: QSettings, window: QWidget) -> None:
    """Keep ``window``'s size and place, with the screen they were measured on."""
    state.setValue("window/geometry", window.saveGeometry())
    state.setValue("window/screen", screen_key(window))


def saved_window_geometry(state: QSettings, window: QWidget) -> QByteArray | None:
    """The size and place saved for ``window``, if they were saved on a screen of the same scale and logical size
    as the one it opens on (else None: the default size, centred). One saved without its screen (an older napdesk's)
    is not used either: it may be the 640x461 a run at scale 2 left behind."""
    geometry = state.value("window/geometry")
    if not isinstance(geometry, QByteArray) or geometry.isEmpty():
        return None
    return geometry if state.value("window/screen") == screen_key(window) else None


class Settings(QObject):
    """The preferences in force; ``changed(key, value)`` after each change."""

    changed = Signal(str, object)

    def __init__(self, store: Store | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._values: dict[str, Any] = dict(DEFAULTS)
        stored: dict[str, Any] = {}
        if store is not None:
            with contextlib.suppress(StoreError):
                stored = store.settings.preferences()
        for key, value in stored.items():
            pref = PREF.get(key)
            if pref is not None and pref.valid(value):
                self._values[key] = value

    def value(self, key: str) -> Any:
        return self._values[key]

    def values(self) -> dict[str, Any]:
        return dict(self._values)

    def set(self, key: str, value: Any) -> None:
        """Put ``value`` in force (and in the store), then announce it; raises ValueError for a value its
        declaration does not allow, KeyError for an undeclared key."""
        pref = PREF[key]
        if not pref.valid(value):
            raise ValueError(f"{key}: {value!r} is not one of its values")
        if self._values[key] == value and type(self._values[key]) is type(value):
            return
        self._values[key] = value
        if self.store is not None and not self.store.read_only:
            with contextlib.suppress(StoreError):  # not saved, still in force for this run
                self.store.settings.set_pref(key, value)
        self.changed.emit(key, value)
