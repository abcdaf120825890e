"""The application's desktop file name is the desktop entry's id, so that a Wayland compositor finds the entry
(icon, name) for the window and groups the window with its launcher."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from napdesk.store import Store
from napdesk.ui import app as app_module

REPO = Path(__file__).resolve().parents[2]


def test_desktop_file_name_is_the_entry_id(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    (entry,) = (REPO / "packaging" / "linux").glob("*.desktop")
    entry_id = entry.name.removesuffix(".desktop")
    assert entry_id == "io.github.napdesk.Napdesk"

    class Stop(Exception):
        pass

    def stop(*_args: object, **_kwargs: object) -> None:
        raise Stop

    # run_gui names the application before it opens the store: stop it there.
    monkeypatch.setattr(Store, "open", staticmethod(stop))
    previous = qapp.desktopFileName()
    try:
        with pytest.raises(Stop):
            app_module.run_gui(["napdesk"])
        assert qapp.desktopFileName() == entry_id
        assert entry_id == app_module.DESKTOP_ID
    finally:
        qapp.setDesktopFileName(previous)
