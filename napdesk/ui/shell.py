"""The main window as its parts and its dialogs use it: :class:`Shell`, met by :class:`napdesk.ui.app.MainWindow`.

The menus, the session launcher, the saved sessions, the lessons and the dialogs are each given the window as a
``Shell``: what they may call on it is declared here, so nothing looks it up by name at run time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from napdesk.store import Store
    from napdesk.ui.cardart import CardArt
    from napdesk.ui.controller import GameController
    from napdesk.ui.settings import Settings
    from napdesk.ui.table import TableView


class Shell(Protocol):
    """The game window: its table and controller, its settings, its status line, and the game it plays."""

    watch: bool  # every seat a computer's: all hands shown, hand after hand

    @property
    def store(self) -> Store | None: ...

    @property
    def allow_plugins(self) -> frozenset[str]: ...  # plug-ins allowed on this run only

    @property
    def controller(self) -> GameController: ...

    @property
    def table(self) -> TableView: ...

    @property
    def prefs(self) -> Settings: ...

    @property
    def art(self) -> CardArt: ...

    def window(self) -> QWidget: ...  # the parent of every box and dialog

    def statusBar(self) -> QStatusBar: ...  # (Qt's name)

    def new_game(self) -> None: ...

    def next_hand(self) -> None: ...

    def resume_session(self, session_id: int) -> None: ...

    def try_again(self, state: object, mark: object) -> bool: ...

    def update_actions(self) -> None: ...
