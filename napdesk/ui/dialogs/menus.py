"""The dialogs in the main window's menus: one call, :func:`install_dialogs`, from the window's menu building.

Game: New session…, Scoreboard, Hand history…; Settings: House rules…, Preferences…; Help: Rules of Nap. The
window is used through what it already has (``controller``, ``table``, ``art``, ``new_game``, ``set_speed``,
``set_theme``, a ``store`` if it has one), so this module needs nothing new from it; a feature the window does not
have yet is skipped, never an error.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QMessageBox

from napdesk.engine.rules import Rules
from napdesk.store import Store, StoreError
from napdesk.ui.dialogs.history import HandHistoryWindow
from napdesk.ui.dialogs.house_rules import HouseRulesDialog
from napdesk.ui.dialogs.new_session import SessionSpec
from napdesk.ui.dialogs.preferences import PreferencesDialog
from napdesk.ui.dialogs.rules_help import RulesHelpDialog

if TYPE_CHECKING:
    from napdesk.ui.dialogs.scoreboard import ScoreboardWindow


def _menu(window: QMainWindow, title: str) -> QMenu:
    """The window's menu called ``title`` (``&Game``), made if it has none."""
    plain = title.replace("&", "")
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text().replace("&", "") == plain:
            return menu
    return window.menuBar().addMenu(title)


class DialogMenus(QObject):
    """Opens the dialogs for a main window and applies what they return.

    ``session_requested(SessionSpec)`` is emitted when a new session is started from the dialog (before the new
    game), so that whoever records sessions can take its name and seats.
    """

    session_requested = Signal(object)

    def __init__(self, window: QMainWindow, store: Store | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store if store is not None else getattr(window, "store", None)
        self.scoreboard: ScoreboardWindow | None = None
        self.history: HandHistoryWindow | None = None
        self.dialog: QDialog | None = None  # the dialog open now (tests reach it here)
        self.rules_box: QMessageBox | None = None  # House rules > OK mid-game: a new session or the next hand?

        def add(menu: QMenu, text: str, slot: Any, tip: str, name: str, before: QAction | None = None) -> QAction:
            action = QAction(text, window)
            action.setObjectName(name)
            action.setStatusTip(tip)
            action.triggered.connect(slot)
            menu.insertAction(before, action) if before is not None else menu.addAction(action)
            return action

        game = _menu(window, self.tr("&Game"))
        settings = _menu(window, self.tr("&Settings"))
        help_menu = _menu(window, self.tr("&Help"))
        first = game.actions()[0] if game.actions() else None
        self.new_session_action = QAction(self.tr("New &session…"), window)
        self.new_session_action.setObjectName("new_session")
        self.new_session_action.setStatusTip(self.tr("Choose the players, the rules and the length, and start"))
        self.new_session_action.triggered.connect(self.open_new_session)
        if first is not None:
            game.insertAction(first, self.new_session_action)
        else:
            game.addAction(self.new_session_action)
        # Quit stays last in the Game menu: the scoreboard and the history go in above it.
        quit_action = getattr(window, "quit_action", None)
        last = quit_action if isinstance(quit_action, QAction) and quit_action in game.actions() else None
        if last is None:
            game.addSeparator()
        self.scoreboard_action = add(game, self.tr("Score&board"), self.open_scoreboard,
                                     self.tr("The session hand by hand, and the past sessions"), "scoreboard", last)
        self.scoreboard_action.setEnabled(self.store is not None)
        self.history_action = add(game, self.tr("Hand &history…"), self.open_history,
                                  self.tr("Replay a past hand card by card"), "hand_history", last)
        if last is not None:
            game.insertSeparator(last)
        if settings.actions():
            settings.addSeparator()
        self.house_rules_action = add(settings, self.tr("House &rules…"), self.open_house_rules,
                                      self.tr("Every house rule, one by one"), "house_rules")
        self.preferences_action = add(settings, self.tr("&Preferences…"), self.open_preferences,
                                      self.tr("Cards, felt, speed, hints, language"), "preferences")
        for action, keys in ((self.new_session_action, QKeySequence("Ctrl+Shift+N")),
                             (self.scoreboard_action, QKeySequence("Ctrl+B")),
                             (self.history_action, QKeySequence("Ctrl+H")),
                             (self.preferences_action, QKeySequence(QKeySequence.StandardKey.Preferences))):
            if not keys.isEmpty() and not self._taken(keys):
                action.setShortcut(keys)
        # Help: contents, this rules entry, the shortcuts, About last (the window's own actions).
        after_contents = getattr(window, "shortcuts_action", None)
        self.rules_help_action = add(help_menu, self.tr("&Rules of Nap"), self.open_rules_help,
                                     self.tr("How Nap is played, and this session's house rules"), "rules_help",
                                     after_contents if after_contents in help_menu.actions() else None)

    def _taken(self, keys: QKeySequence) -> bool:
        """Whether the window already uses ``keys`` for something else."""
        return any(a.shortcut() == keys for a in self.window.findChildren(QAction) if a.parent() is not self)

    # -- helpers ------------------------------------------------------------------------------------------------

    def _controller(self) -> Any:
        return getattr(self.window, "controller", None)

    def current_rules(self) -> Rules:
        controller = self._controller()
        rules = getattr(controller, "rules", None)
        return rules if isinstance(rules, Rules) else Rules()

    def current_session_id(self) -> int | None:
        hook = getattr(self._controller(), "hook", None)
        sid = getattr(hook, "session_id", None)
        return sid if isinstance(sid, int) else None

    # -- new session, house rules ------------------------------------------------------------------------------

    def open_new_session(self) -> QDialog:
        from napdesk.ui.dialogs.new_session import NewSessionDialog

        dialog = NewSessionDialog(self.store, self.window, rules=self.current_rules())
        dialog.accepted.connect(lambda: self.start(dialog.spec()))
        self._show(dialog)
        return dialog

    def start(self, spec: SessionSpec) -> None:
        """Start the session a new-session dialog describes."""
        from napdesk.ui.controller import SeatConfig

        controller = self._controller()
        if controller is None:
            return
        self.session_requested.emit(spec)
        seats = [SeatConfig(s.name, s.kind == "person", s.level or "intermediate") for s in spec.seats]
        controller.rules = spec.rules
        controller.seats = seats
        watch = not any(s.human for s in seats)
        if hasattr(self.window, "watch"):
            self.window.watch = watch
        table = getattr(self.window, "table", None)
        if table is not None and hasattr(table, "show_all"):
            table.show_all = watch
        new_game = getattr(self.window, "new_game", None)
        if callable(new_game):
            new_game()
        sid = self.current_session_id()
        if sid is not None and self.store is not None and not self.store.read_only:
            with contextlib.suppress(StoreError):
                self.store.rename_session(sid, spec.name)

    def open_house_rules(self) -> QDialog:
        dialog = HouseRulesDialog(self.current_rules(), self.store, self.window)
        dialog.accepted.connect(lambda: self.use_rules(dialog.rules()))
        self._show(dialog)
        return dialog

    def use_rules(self, rules: Rules) -> None:
        """Play under ``rules``. The rules in force again (OK with nothing changed) change nothing. With a session
        under way the player is asked first: a new session (the current one is kept, to resume), or, when only
        rules a session may change differ (the engine's ``NEXT_HAND_RULES``: stakes, claims, how a hand ends, the
        length), these rules from the next hand."""
        controller = self._controller()
        if controller is None:
            return
        session = getattr(controller, "session", None)
        if session is not None and not session.is_over and rules in (session.rules, self.current_rules()):
            return  # OK with nothing changed: the session and its hand in progress go on untouched
        if session is None or session.is_over or not _under_way(controller):
            self._new_session_with(rules)  # nothing to lose (an empty session is forgotten, not kept)
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("House rules"),
                          self.tr("Start a new session with these rules? The current one is kept and can be "
                                  "resumed."), parent=self.window)
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
        controller = self._controller()
        session = getattr(controller, "session", None)
        if session is None:
            return
        session.change_rules(rules)
        controller.rules = rules
        hand = session.hand
        changed = getattr(controller.hook, "session_changed", None)
        if (hand is None or hand.is_over) and callable(changed):
            with contextlib.suppress(StoreError):  # the change is kept with the next hand's snapshot anyway
                changed(session)
        status = getattr(self.window, "statusBar", None)
        if callable(status):
            status().showMessage(self.tr("The new house rules apply from the next hand"), 6000)

    def _new_session_with(self, rules: Rules) -> None:
        from napdesk.ui.controller import default_seats

        controller = self._controller()
        humans = sum(1 for s in controller.seats if s.human)
        controller.rules = rules
        if len(controller.seats) != rules.players:
            controller.seats = default_seats(rules.players, min(humans, rules.players))
        new_game = getattr(self.window, "new_game", None)
        if callable(new_game):
            new_game()

    # -- preferences --------------------------------------------------------------------------------------------

    def open_preferences(self) -> QDialog:
        dialog = PreferencesDialog(self.store, self.window, settings=getattr(self.window, "prefs", None))
        self._show(dialog)
        return dialog

    def apply_preference(self, key: str, value: object) -> None:
        """Set one preference through the window's settings object (in force, stored, announced)."""
        prefs = getattr(self.window, "prefs", None)
        if prefs is not None:
            prefs.set(key, value)

    # -- scoreboard, history, help ------------------------------------------------------------------------------

    def open_scoreboard(self) -> ScoreboardWindow | None:
        if self.store is None:
            return None
        from napdesk.ui.dialogs.scoreboard import ScoreboardWindow

        if self.scoreboard is None:
            board = ScoreboardWindow(self.store, self.current_session_id(), self.window)
            board.history_requested.connect(self._open_hand)
            resume = getattr(self.window, "resume_session", None)
            if callable(resume):
                board.resume_requested.connect(resume)
            controller = self._controller()
            if controller is not None and hasattr(controller, "hand_over"):
                controller.hand_over.connect(board.refresh)
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
            self.history = HandHistoryWindow(self.store, self.window, art=getattr(self.window, "art", None))
            try_again = getattr(self.window, "try_again", None)  # the review's "Try that again", at the table
            if callable(try_again):
                self.history.retry_requested.connect(try_again)
        else:
            self.history.reload_sessions()
        self.history.show()
        self.history.raise_()
        return self.history

    def _open_hand(self, session_id: int, number: int) -> None:
        self.open_history().open_hand(session_id, number)

    def open_rules_help(self) -> QDialog:
        dialog = RulesHelpDialog(self.current_rules(), self.window)
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


def _under_way(controller: Any) -> bool:
    """Whether the session has something a player would lose: a finished hand, or a person's action in the hand
    dealt (GameController.has_play)."""
    has_play = getattr(controller, "has_play", None)
    return bool(has_play()) if callable(has_play) else True


def install_dialogs(window: QMainWindow, store: Store | None = None) -> DialogMenus:
    """Put the dialogs in ``window``'s menus; the result is kept as ``window.dialog_menus``."""
    menus = DialogMenus(window, store)
    window.dialog_menus = menus  # type: ignore[attr-defined]
    return menus
