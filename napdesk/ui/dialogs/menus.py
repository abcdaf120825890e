"""The dialogs in the main window's menus: :class:`DialogMenus`, made by the window once its menus are built.

Game: New session…, Scoreboard, Hand history…; Settings: House rules…, Preferences…; Help: Rules of Nap. The
window is used through its :class:`~napdesk.ui.shell.Shell` (controller, table, settings, card art, store, the
game it plays) and its menus through their typed attributes (:class:`~napdesk.ui.main_menus.WindowMenus`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

from napdesk.engine.rules import Rules
from napdesk.store import StoreError
from napdesk.ui.dialogs.history import HandHistoryWindow
from napdesk.ui.dialogs.house_rules import HouseRulesDialog
from napdesk.ui.dialogs.new_session import SessionSpec
from napdesk.ui.dialogs.preferences import PreferencesDialog
from napdesk.ui.dialogs.rules_help import RulesHelpDialog

if TYPE_CHECKING:
    from napdesk.ui.dialogs.scoreboard import ScoreboardWindow
    from napdesk.ui.main_menus import WindowMenus
    from napdesk.ui.shell import Shell


class DialogMenus(QObject):
    """Opens the dialogs for a main window and applies what they return.

    ``session_requested(SessionSpec)`` is emitted when a new session is started from the dialog (before the new
    game), so that whoever records sessions can take its name and seats.
    """

    session_requested = Signal(object)

    def __init__(self, shell: Shell, menus: WindowMenus) -> None:
        window = shell.window()
        super().__init__(window)
        self.shell = shell
        self.store = shell.store
        self.scoreboard: ScoreboardWindow | None = None
        self.history: HandHistoryWindow | None = None
        self.dialog: QDialog | None = None  # the dialog open now (tests reach it here)
        self.rules_box: QMessageBox | None = None  # House rules > OK mid-game: a new session or the next hand?

        def add(menu: QMenu, text: str, slot: Callable[[], object], tip: str, name: str,
                before: QAction | None = None) -> QAction:
            action = QAction(text, window)
            action.setObjectName(name)
            action.setStatusTip(tip)
            action.triggered.connect(slot)
            menu.insertAction(before, action) if before is not None else menu.addAction(action)
            return action

        game = menus.game
        self.new_session_action = add(game, self.tr("New &session…"), self.open_new_session,
                                      self.tr("Choose the players, the rules and the length, and start"),
                                      "new_session", menus.new_action)  # first in the Game menu
        # Quit stays last in the Game menu: the scoreboard and the history go in above it.
        self.scoreboard_action = add(game, self.tr("Score&board"), self.open_scoreboard,
                                     self.tr("The session hand by hand, and the past sessions"), "scoreboard",
                                     menus.quit_action)
        self.scoreboard_action.setEnabled(self.store is not None)
        self.history_action = add(game, self.tr("Hand &history…"), self.open_history,
                                  self.tr("Replay a past hand card by card"), "hand_history", menus.quit_action)
        game.insertSeparator(menus.quit_action)
        self.house_rules_action = add(menus.settings, self.tr("House &rules…"), self.open_house_rules,
                                      self.tr("Every house rule, one by one"), "house_rules")
        self.preferences_action = add(menus.settings, self.tr("&Preferences…"), self.open_preferences,
                                      self.tr("Cards, felt, speed, hints, language"), "preferences")
        for action, keys in ((self.new_session_action, QKeySequence("Ctrl+Shift+N")),
                             (self.scoreboard_action, QKeySequence("Ctrl+B")),
                             (self.history_action, QKeySequence("Ctrl+H")),
                             (self.preferences_action, QKeySequence(QKeySequence.StandardKey.Preferences))):
            if not keys.isEmpty() and not self._taken(keys):
                action.setShortcut(keys)
        # Help: contents, this rules entry, the shortcuts, About last (the window's own actions).
        self.rules_help_action = add(menus.help, self.tr("&Rules of Nap"), self.open_rules_help,
                                     self.tr("How Nap is played, and this session's house rules"), "rules_help",
                                     menus.shortcuts_action)

    def _taken(self, keys: QKeySequence) -> bool:
        """Whether the window already uses ``keys`` for something else."""
        return any(a.shortcut() == keys for a in self.shell.window().findChildren(QAction) if a.parent() is not self)

    # -- helpers ------------------------------------------------------------------------------------------------

    def current_rules(self) -> Rules:
        return self.shell.controller.rules

    def current_session_id(self) -> int | None:
        return self.shell.controller.hook.session_id

    # -- new session, house rules ------------------------------------------------------------------------------

    def open_new_session(self) -> QDialog:
        from napdesk.ui.dialogs.new_session import NewSessionDialog

        dialog = NewSessionDialog(self.store, self.shell.window(), rules=self.current_rules())
        dialog.accepted.connect(lambda: self.start(dialog.spec()))
        self._show(dialog)
        return dialog

    def start(self, spec: SessionSpec) -> None:
        """Start the session a new-session dialog describes."""
        from napdesk.ui.controller import SeatConfig

        shell = self.shell
        self.session_requested.emit(spec)
        seats = [SeatConfig(s.name, s.kind == "person", s.level or "intermediate") for s in spec.seats]
        shell.controller.rules = spec.rules
        shell.controller.seats = seats
        shell.watch = not any(s.human for s in seats)
        shell.table.show_all = shell.watch
        shell.new_game()
        sid = self.current_session_id()
        if sid is not None and self.store is not None and not self.store.read_only:
            with contextlib.suppress(StoreError):
                self.store.rename_session(sid, spec.name)

    def open_house_rules(self) -> QDialog:
        dialog = HouseRulesDialog(self.current_rules(), self.store, self.shell.window())
        dialog.accepted.connect(lambda: self.use_rules(dialog.rules()))
        self._show(dialog)
        return dialog

    def use_rules(self, rules: Rules) -> None:
        """Play under ``rules``. The rules in force again (OK with nothing changed) change nothing. With a session
        under way the player is asked first: a new session (the current one is kept, to resume), or, when only
        rules a session may change differ (the engine's ``NEXT_HAND_RULES``: stakes, claims, how a hand ends, the
        length), these rules from the next hand."""
        controller = self.shell.controller
        session = controller.session
        if session is not None and not session.is_over and rules in (session.rules, self.current_rules()):
            return  # OK with nothing changed: the session and its hand in progress go on untouched
        if session is None or session.is_over or not controller.has_play():
            self._new_session_with(rules)  # nothing to lose (an empty session is forgotten, not kept)
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("House rules"),
                          self.tr("Start a new session with these rules? The current one is kept and can be "
                                  "resumed."), parent=self.shell.window())
        box.setObjectName("rules_change_box")
        new = box.addButton(self.tr("Start a new session"), QMessageBox.ButtonRole.AcceptRole)
        later = None
        if session.rules_refused(rules) is None:
            later = box.addButton(self.tr("Apply from the next hand"), QMessageBox.ButtonRole.ActionRole)
            box.setInformativeText(self.tr("These changes can also apply to this session from its next hand."))
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))  # Enter keeps the hand going

        def answered() -> None:
            clicked = box.clickedButton()
            if clicked is new:
                self._new_session_with(rules)
            elif later is not None and clicked is later:
                self.rules_from_next_hand(rules)

        box.finished.connect(lambda _: answered())
        self.rules_box = box
        box.open()

    def rules_from_next_hand(self, rules: Rules) -> None:
        """The running session plays under ``rules`` from its next hand (saved with it between hands)."""
        controller = self.shell.controller
        session = controller.session
        if session is None:
            return
        session.change_rules(rules)
        controller.rules = rules
        hand = session.hand
        if hand is None or hand.is_over:
            with contextlib.suppress(StoreError):  # the change is kept with the next hand's snapshot anyway
                controller.hook.session_changed(session)
        self.shell.statusBar().showMessage(self.tr("The new house rules apply from the next hand"), 6000)

    def _new_session_with(self, rules: Rules) -> None:
        from napdesk.ui.controller import default_seats

        controller = self.shell.controller
        humans = sum(1 for s in controller.seats if s.human)
        controller.rules = rules
        if len(controller.seats) != rules.players:
            controller.seats = default_seats(rules.players, min(humans, rules.players))
        self.shell.new_game()

    # -- preferences --------------------------------------------------------------------------------------------

    def open_preferences(self) -> QDialog:
        dialog = PreferencesDialog(self.store, self.shell.window(), settings=self.shell.prefs)
        self._show(dialog)
        return dialog

    def apply_preference(self, key: str, value: object) -> None:
        """Set one preference through the window's settings object (in force, stored, announced)."""
        self.shell.prefs.set(key, value)

    # -- scoreboard, history, help ------------------------------------------------------------------------------

    def open_scoreboard(self) -> ScoreboardWindow | None:
        if self.store is None:
            return None
        from napdesk.ui.dialogs.scoreboard import ScoreboardWindow

        if self.scoreboard is None:
            board = ScoreboardWindow(self.store, self.current_session_id(), self.shell.window())
            board.history_requested.connect(self._open_hand)
            board.resume_requested.connect(self.shell.resume_session)
            self.shell.controller.hand_over.connect(board.refresh)
            self.scoreboard = board
        else:
            board = self.scoreboard
            board.reload_sessions()
            sid = self.current_session_id()
            if sid is not None and sid != board.session_id:
                board.show_session(sid)
            else:
                board.refresh()
        self.scoreboard.show()
        self.scoreboard.raise_()
        return self.scoreboard

    def open_history(self) -> HandHistoryWindow:
        if self.history is None:
            self.history = HandHistoryWindow(self.store, self.shell.window(), art=self.shell.art)
            self.history.retry_requested.connect(self.shell.try_again)  # the review's "Try that again", at the table
        else:
            self.history.reload_sessions()
        self.history.show()
        self.history.raise_()
        return self.history

    def _open_hand(self, session_id: int, number: int) -> None:
        self.open_history().open_hand(session_id, number)

    def open_rules_help(self) -> QDialog:
        dialog = RulesHelpDialog(self.current_rules(), self.shell.window())
        self._show(dialog)
        return dialog

    def _show(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def close_windows(self) -> None:
        for w in (self.scoreboard, self.history):
            if w is not None:
                w.close()

