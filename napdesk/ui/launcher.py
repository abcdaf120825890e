"""The main window's session launcher: at start the unfinished sessions offered (else a new game), a new session
(asked first when one is under way), a saved one resumed, and the computers watched hand after hand.

Every text is in the context "MainWindow" by name, as when these were the window's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QDialog, QMessageBox

from napdesk.engine.rules import Rules
from napdesk.store import SessionInfo, StoreError
from napdesk.ui.controller import NullHook, SeatConfig
from napdesk.ui.i18n import shown_name

if TYPE_CHECKING:
    from napdesk.ui.saved_sessions import SavedSessions
    from napdesk.ui.shell import Shell


class SessionLauncher:
    """Starts, resumes and watches the sessions of ``shell``'s window, keeping them in ``saved``."""

    def __init__(self, shell: Shell, saved: SavedSessions) -> None:
        self._shell = shell
        self._saved = saved
        self.resume_box: QDialog | None = None  # at start: which unfinished session to go on with
        self.new_game_box: QMessageBox | None = None  # Game > New game mid-hand: asked first
        self.watch_timer = QTimer(shell.window())  # watching: the pause before the next hand
        self.watch_timer.setSingleShot(True)
        self.watch_timer.timeout.connect(self._watch_next)

    def start(self) -> None:
        """Offer every unfinished session of this kind (watch mode simply resumes its own), else a new game."""
        shell = self._shell
        unfinished = self._saved.unfinished()
        if not unfinished:
            self.new_game()
        elif shell.watch:
            self.resume_session(unfinished[0].id)
        else:
            assert shell.store is not None
            from napdesk.ui.dialogs.resume import ResumeDialog

            self._lay_out_behind(unfinished[0])  # the table is laid out before the prompt opens over it
            box = ResumeDialog(shell.store, unfinished, shell.window())

            def answered() -> None:
                if self.resume_box is not box:  # put away for a damaged session repaired and resumed
                    return
                wanted = box.chosen()
                self.resume_session(wanted) if wanted is not None else self.new_game()

            box.finished.connect(lambda _: answered())
            self.resume_box = box
            box.open()
            damaged = self._saved.damaged_box
            if damaged is not None:  # opened first, it would be hidden behind the prompt until it closes
                damaged.raise_()
                damaged.activateWindow()

    def _lay_out_behind(self, newest: SessionInfo) -> None:
        """Behind the resume prompt: the newest unfinished session's players and chips on their plates."""
        from napdesk.ui.dialogs.resume import chips_of
        from napdesk.ui.i18n import format_chips

        store = self._shell.store
        assert store is not None
        try:
            unit = Rules(store.load_session(newest.id).rules).stake_unit
        except (StoreError, ValueError):  # read again when resumed, and said there
            unit = self._shell.controller.rules.stake_unit
        chips = chips_of(store, newest)
        seats = [(shown_name(name), format_chips(chips[i], unit) if i < len(chips) else "")
                 for i, name in enumerate(newest.players)]
        lines = [QCoreApplication.translate("MainWindow", "Unfinished sessions"),
                 QCoreApplication.translate("MainWindow", "Resume one, or start a new game")]
        self._shell.table.show_waiting(lines, seats)

    def resume_session(self, session_id: int) -> None:
        """Go on with a saved session where it stopped (the offer at start put away if it is still open)."""
        offer = self.resume_box
        if offer is not None and offer.isVisible():  # its answer is not wanted now
            self.resume_box = None
            offer.reject()
        self.watch_timer.stop()
        self._shell.table.finish_animations()
        self._saved.resume(session_id)

    def new_game(self) -> None:
        shell = self._shell
        self.watch_timer.stop()
        shell.table.finish_animations()
        self._saved.drop_if_empty()
        shell.controller.new_session()
        self._saved.record_new_session()
        session = shell.controller.session
        if session is not None:
            shell.table.show_cut(session.first)
        shell.controller.next_hand()
        shell.update_actions()

    def request_new_game(self) -> None:
        """Game > New game (Ctrl+N): at once when the session holds nothing to lose, else the person is asked first
        (Cancel is the default: an Enter meant for the table does not throw the hand away)."""
        shell = self._shell
        controller, store = shell.controller, shell.store
        session = controller.session
        if session is None or session.is_over or not controller.has_play():
            self.new_game()
            return
        kept = store is not None and not store.read_only and not isinstance(controller.hook, NullHook)
        text = (QCoreApplication.translate("MainWindow", "Start a new session? The current one is kept and can be "
                                           "resumed.") if kept
                else QCoreApplication.translate("MainWindow", "Start a new session? The current one is not being "
                                                "saved: it will be lost."))
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "New game"), text,
                          parent=shell.window())
        box.setObjectName("new_game_box")
        yes = box.addButton(QCoreApplication.translate("MainWindow", "Start a new session"),
                            QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
        box.finished.connect(lambda _: self.new_game() if box.clickedButton() is yes else None)
        self.new_game_box = box
        box.open()

    # -- watching the computers ---------------------------------------------------------------------------------

    def start_watching(self) -> None:
        shell = self._shell
        self._saved.drop_if_empty()
        shell.watch = True
        shell.table.show_all = True
        shell.controller.new_session(seats=[
            SeatConfig(s.name if not s.human else f"computer:{i + 1}", False, s.level)  # shown "Computer 1"
            for i, s in enumerate(shell.controller.seats)])
        self._saved.record_new_session()
        shell.controller.next_hand()

    def stop_watching(self) -> None:
        self.watch_timer.stop()
        self._shell.controller.stop()
        self._shell.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Stopped: Game > New game to play again"), 6000)

    def hand_shown(self) -> None:
        """A hand's result is on the table: when watching, the next hand follows after a pause."""
        shell = self._shell
        session = shell.controller.session
        if shell.watch and not shell.controller.stopped and session is not None and not session.is_over:
            self.watch_timer.start(0 if shell.table.speed == "off" else 2500)

    def _watch_next(self) -> None:
        if self._shell.watch and not self._shell.controller.stopped:
            self._shell.next_hand()
