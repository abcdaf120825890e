"""The main window's menus: Game, View, the Settings menu's place and Help, their actions as typed attributes of
one :class:`WindowMenus`, and the View menu's choices (the dialogs' entries are added to these menus by
:class:`napdesk.ui.dialogs.menus.DialogMenus`).

Every text is the main window's, in the context "MainWindow" by name, as it was when these menus were the
window's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from napdesk.ui.cardart import BACK_LABELS, BACKS, OURS, find_themes
from napdesk.ui.prefs import OURS_FOUR, speed_label
from napdesk.ui.table import SPEEDS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMenu

    from napdesk.engine.hand import HandState
    from napdesk.ui.cardart import CardArt
    from napdesk.ui.controller import GameController
    from napdesk.ui.settings import Settings
    from napdesk.ui.table import TableView


class MenuCommands(Protocol):
    """What the menus' entries ask of the window."""

    def request_new_game(self) -> None: ...
    def next_hand(self) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def play_deal_again(self) -> None: ...
    def restart_hand(self) -> None: ...
    def learn_to_play(self) -> object: ...
    def start_watching(self) -> None: ...
    def stop_watching(self) -> None: ...
    def show_help(self, page: str = ...) -> object: ...
    def show_about(self) -> object: ...


def full_screen_keys() -> list[QKeySequence]:
    """The platform's full-screen keys (Ctrl+Meta+F on macOS, F11 elsewhere), and F11 wherever it gives none:
    without a platform theme (a bare X11 session) the standard key is empty, as redo's may lack Ctrl+Shift+Z."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    return keys or [QKeySequence("F11")]


class WindowMenus:
    """The menu bar of ``window``: each menu and each action an attribute, each entry wired to ``commands``.
    The View menu's choices go through the settings object, as the Preferences dialog's do; :meth:`show_pref`
    marks the choice in force, :meth:`refresh` enables what the game allows now."""

    game: QMenu
    view: QMenu
    settings: QMenu  # made here to keep the menu order; DialogMenus fills it (House rules…, Preferences…)
    help: QMenu

    def __init__(self, window: QMainWindow, commands: MenuCommands, prefs: Settings, art: CardArt,
                 table: TableView) -> None:
        self._window = window
        self._prefs = prefs
        self._art = art
        self._build_game_menu(window, commands)
        self._build_view_menu(window, table, art)
        self.settings = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
        self._build_help_menu(window, commands)

    def _action(self, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None, tip: str = "",
                checkable: bool = False) -> QAction:
        action = QAction(text, self._window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _build_game_menu(self, window: QMainWindow, commands: MenuCommands) -> None:
        self.new_action = self._action(
            QCoreApplication.translate("MainWindow", "&New game"), commands.request_new_game,
            QKeySequence.StandardKey.New,
            QCoreApplication.translate("MainWindow", "Start a new game"))
        self.next_action = self._action(
            QCoreApplication.translate("MainWindow", "Ne&xt hand"), commands.next_hand, "Ctrl+Return",
            QCoreApplication.translate("MainWindow", "Deal the next hand"))
        self.undo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Undo"), commands.undo, QKeySequence.StandardKey.Undo,
            QCoreApplication.translate("MainWindow", "Take back your last card or bid"))
        self.redo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Redo"), commands.redo, QKeySequence.StandardKey.Redo,
            QCoreApplication.translate("MainWindow", "Put back what you took back"))
        # Every key the platform gives redo (Ctrl+Y, Ctrl+Shift+Z, ...), and Ctrl+Shift+Z wherever it is missing.
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        if QKeySequence("Ctrl+Shift+Z") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.setShortcuts(redo_keys)
        self.again_action = self._action(
            QCoreApplication.translate("MainWindow", "&Play this deal again"), commands.play_deal_again, "Ctrl+Shift+R",
            QCoreApplication.translate("MainWindow", "The same cards by the same dealer, as a practice hand that "
                                                     "does not count"))
        self.restart_action = self._action(
            QCoreApplication.translate("MainWindow", "R&estart hand"), commands.restart_hand, None,
            QCoreApplication.translate("MainWindow", "This hand from the deal, as a practice hand that does not "
                                                     "count; then back to where it stood"))
        self.watch_action = self._action(
            QCoreApplication.translate("MainWindow", "&Watch the computers"), commands.start_watching, "Ctrl+Shift+W",
            QCoreApplication.translate("MainWindow", "All four seats played by computers, hand after hand"))
        self.stop_action = self._action(
            QCoreApplication.translate("MainWindow", "&Stop"), commands.stop_watching, "Ctrl+.",
            QCoreApplication.translate("MainWindow", "Stop the computers"))
        self.quit_action = self._action(
            QCoreApplication.translate("MainWindow", "&Quit"), window.close, "Ctrl+Q",
            QCoreApplication.translate("MainWindow", "Close napdesk"))
        self.game = game = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        for a in (self.new_action, self.next_action, self.undo_action, self.redo_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.again_action)
        game.addAction(self.restart_action)
        self.learn_action = self._action(
            QCoreApplication.translate("MainWindow", "&Learn to play"), commands.learn_to_play, None,
            QCoreApplication.translate("MainWindow", "Five short set hands at a table of their own, with a coach "
                                                     "who explains each decision"))
        game.addAction(self.learn_action)
        game.addSeparator()
        game.addAction(self.watch_action)
        game.addAction(self.stop_action)
        game.addSeparator()
        game.addAction(self.quit_action)

    def _build_view_menu(self, window: QMainWindow, table: TableView, art: CardArt) -> None:
        view = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View"))
        self.view = view
        speed_menu = view.addMenu(QCoreApplication.translate("MainWindow", "Animation &speed"))
        self.speed_group = QActionGroup(window)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            a = self._action(speed_label(name), lambda _=False, n=name: self.set_speed(n), checkable=True)
            self.speed_group.addAction(a)
            speed_menu.addAction(a)
            self.speed_actions[name] = a
        self.click_action = self._action(
            QCoreApplication.translate("MainWindow", "&Click to continue after each trick"), self._toggle_click, None,
            QCoreApplication.translate("MainWindow", "Wait for a click before gathering each trick"), checkable=True)
        view.addAction(self.click_action)
        self.review_action = self._action(
            QCoreApplication.translate("MainWindow", "&Last trick"), table.review_last_trick, "L",
            QCoreApplication.translate("MainWindow", "Show the last trick"))
        view.addAction(self.review_action)
        self.hints_action = self._action(
            QCoreApplication.translate("MainWindow", "&Hints"), self._toggle_hints, "Ctrl+H",
            QCoreApplication.translate("MainWindow", "The expert's suggestion, and the chance of making each bid"),
            checkable=True)
        view.addAction(self.hints_action)
        view.addSeparator()
        self.four_action = self._action(
            QCoreApplication.translate("MainWindow", "&Four-colour deck"), self._toggle_four, None,
            QCoreApplication.translate("MainWindow", "Clubs green, diamonds blue"), checkable=True)
        view.addAction(self.four_action)
        back_menu = view.addMenu(QCoreApplication.translate("MainWindow", "Card &back"))
        self.back_group = QActionGroup(window)
        for name in BACKS:
            a = self._action(QCoreApplication.translate("CardArt", BACK_LABELS[name]),
                             lambda _=False, n=name: self._set_back(n), checkable=True)
            a.setData(name)
            a.setChecked(name == art.back)
            self.back_group.addAction(a)
            back_menu.addAction(a)
        theme_menu = view.addMenu(QCoreApplication.translate("MainWindow", "Card &theme"))
        self.theme_group = QActionGroup(window)
        for theme in find_themes():
            label = (QCoreApplication.translate("MainWindow", "napdesk (built in)") if theme.name == OURS
                     else f"{theme.label} ({theme.origin})")
            a = self._action(label, lambda _=False, n=theme.name: self.set_theme(n), checkable=True)
            a.setData(theme.name)
            a.setChecked(theme.name == OURS)
            self.theme_group.addAction(a)
            theme_menu.addAction(a)
        view.addSeparator()
        self.full_action = self._action(QCoreApplication.translate("MainWindow", "&Full screen"), self._toggle_full,
                                        QKeySequence.StandardKey.FullScreen, checkable=True)
        self.full_action.setShortcuts(full_screen_keys())
        view.addAction(self.full_action)

    def _build_help_menu(self, window: QMainWindow, commands: MenuCommands) -> None:
        # Help: contents, the rules of this table (DialogMenus puts it before the shortcuts), the keyboard
        # shortcuts, About last.
        self.help = help_menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self.help_action = self._action(
            QCoreApplication.translate("MainWindow", "&Contents"), commands.show_help,
            QKeySequence.StandardKey.HelpContents,
            QCoreApplication.translate("MainWindow", "How to play, the rules of this table, shortcuts, your data"))
        help_menu.addAction(self.help_action)
        help_menu.addAction(self.learn_action)
        self.shortcuts_action = self._action(
            QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"), lambda: commands.show_help("keys"), None,
            QCoreApplication.translate("MainWindow", "Every key napdesk answers to"))
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        self.about_action = QAction(QCoreApplication.translate("MainWindow", "&About napdesk"), window)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(commands.show_about)
        help_menu.addAction(self.about_action)

    # -- what the menus show ------------------------------------------------------------------------------------

    def refresh(self, controller: GameController) -> None:
        """Enable what the game allows now."""
        state: HandState | None = controller.state
        self.undo_action.setEnabled(controller.can_undo())
        self.redo_action.setEnabled(controller.can_redo())
        self.again_action.setEnabled(controller.can_replay_deal())
        self.restart_action.setEnabled(controller.can_restart_hand())
        self.next_action.setEnabled(state is not None and state.is_over)
        self.review_action.setEnabled(state is not None and bool(state.tricks) and bool(state.rules.last_trick_review))

    def show_pref(self, key: str, value: object) -> None:
        """Mark the View menu's choice for a preference just put in force (the card art already changed)."""
        if key == "table.faces":
            self.four_action.setChecked(value == OURS_FOUR)
            for a in self.theme_group.actions():
                a.setChecked(a.data() == self._art.theme)
        elif key == "table.back":
            for a in self.back_group.actions():
                a.setChecked(a.data() == value)
        elif key == "table.speed" and isinstance(value, str) and value in self.speed_actions:
            self.speed_actions[value].setChecked(True)
        elif key == "table.click_to_continue" and isinstance(value, bool):
            self.click_action.setChecked(value)
        elif key == "play.hints" and isinstance(value, bool):
            self.hints_action.setChecked(value)

    # The View menu's choices go through the settings object, as the Preferences dialog's do.

    def set_speed(self, name: str) -> None:
        self._prefs.set("table.speed", name if name in SPEEDS else "normal")

    def _toggle_click(self, on: bool) -> None:
        self._prefs.set("table.click_to_continue", bool(on))

    def _toggle_hints(self, on: bool) -> None:
        self._prefs.set("play.hints", bool(on))

    def _toggle_four(self, on: bool) -> None:
        self._prefs.set("table.faces", OURS_FOUR if on else OURS)

    def _set_back(self, name: str) -> None:
        self._prefs.set("table.back", name)

    def set_theme(self, name: str) -> None:
        self._prefs.set("table.faces", (OURS_FOUR if self._art.four_colour else OURS) if name == OURS else name)

    def _toggle_full(self, on: bool) -> None:
        self._window.showFullScreen() if on else self._window.showNormal()
