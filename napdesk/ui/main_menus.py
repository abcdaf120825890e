"""The main window's menus: Game, View, the Settings menu's place and Help, their actions, and the View menu's
choices (mixed into :class:`napdesk.ui.app.MainWindow`; the dialogs' entries are added by
:func:`napdesk.ui.dialogs.menus.install_dialogs`).

Every text is the main window's: it is translated in the context "MainWindow" by name, because Qt's translator
looks the context of ``self.tr`` up from the running class (the window) but lupdate from the class the source is
written in (this mixin), and the two must agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from napdesk.ui.cardart import BACK_LABELS, BACKS, OURS, find_themes
from napdesk.ui.i18n import QT_TRANSLATE_NOOP
from napdesk.ui.prefs import OURS_FOUR
from napdesk.ui.table import SPEEDS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from napdesk.store import Store
    from napdesk.ui.cardart import CardArt
    from napdesk.ui.coach import CoachWindow
    from napdesk.ui.dialogs.help import AboutDialog, HelpWindow
    from napdesk.ui.settings import Settings
    from napdesk.ui.table import TableView

    class _Window(QMainWindow):
        """What the window that mixes the menus in provides."""

        table: TableView
        art: CardArt
        prefs: Settings
        store: Store | None
        watch: bool

        def new_game(self) -> None: ...
        def request_new_game(self) -> None: ...
        def next_hand(self) -> None: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def play_deal_again(self) -> None: ...
        def restart_hand(self) -> None: ...
        def start_watching(self) -> None: ...
        def stop_watching(self) -> None: ...
        def show_help(self, page: str = ...) -> HelpWindow: ...
        def show_about(self) -> AboutDialog: ...
else:
    _Window = object

SPEED_TEXTS = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}



def full_screen_keys() -> list[QKeySequence]:
    """The platform's full-screen keys (Ctrl+Meta+F on macOS, F11 elsewhere), and F11 wherever it gives none:
    without a platform theme (a bare X11 session) the standard key is empty, as redo's may lack Ctrl+Shift+Z."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    return keys or [QKeySequence("F11")]

class MainMenus(_Window):
    """Mixed into :class:`napdesk.ui.app.MainWindow`."""

    def _action(self, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None, tip: str = "",
                checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        self._build_game_menu()
        self._build_view_menu()
        # Made here to keep the menu order; install_dialogs fills it (House rules…, Preferences…).
        self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
        self._build_help_menu()
        self._offer_lessons()

    def _build_game_menu(self) -> None:
        self.new_action = self._action(
            QCoreApplication.translate("MainWindow", "&New game"), self.request_new_game, QKeySequence.StandardKey.New,
            QCoreApplication.translate("MainWindow", "Start a new game"))
        self.next_action = self._action(
            QCoreApplication.translate("MainWindow", "Ne&xt hand"), self.next_hand, "Ctrl+Return",
            QCoreApplication.translate("MainWindow", "Deal the next hand"))
        self.undo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Undo"), self.undo, QKeySequence.StandardKey.Undo,
            QCoreApplication.translate("MainWindow", "Take back your last card or bid"))
        self.redo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Redo"), self.redo, QKeySequence.StandardKey.Redo,
            QCoreApplication.translate("MainWindow", "Put back what you took back"))
        # Every key the platform gives redo (Ctrl+Y, Ctrl+Shift+Z, ...), and Ctrl+Shift+Z wherever it is missing.
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        if QKeySequence("Ctrl+Shift+Z") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.setShortcuts(redo_keys)
        self.again_action = self._action(
            QCoreApplication.translate("MainWindow", "&Play this deal again"), self.play_deal_again, "Ctrl+Shift+R",
            QCoreApplication.translate("MainWindow", "The same cards by the same dealer, as a practice hand that "
                                                     "does not count"))
        self.restart_action = self._action(
            QCoreApplication.translate("MainWindow", "R&estart hand"), self.restart_hand, None,
            QCoreApplication.translate("MainWindow", "This hand from the deal, as a practice hand that does not "
                                                     "count; then back to where it stood"))
        self.watch_action = self._action(
            QCoreApplication.translate("MainWindow", "&Watch the computers"), self.start_watching, "Ctrl+Shift+W",
            QCoreApplication.translate("MainWindow", "All four seats played by computers, hand after hand"))
        self.stop_action = self._action(
            QCoreApplication.translate("MainWindow", "&Stop"), self.stop_watching, "Ctrl+.",
            QCoreApplication.translate("MainWindow", "Stop the computers"))
        self.quit_action = self._action(
            QCoreApplication.translate("MainWindow", "&Quit"), self.close, "Ctrl+Q",
            QCoreApplication.translate("MainWindow", "Close napdesk"))
        game = self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        for a in (self.new_action, self.next_action, self.undo_action, self.redo_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.again_action)
        game.addAction(self.restart_action)
        self.learn_action = self._action(
            QCoreApplication.translate("MainWindow", "&Learn to play"), self.learn_to_play, None,
            QCoreApplication.translate("MainWindow", "Five short set hands at a table of their own, with a coach "
                                                     "who explains each decision"))
        game.addAction(self.learn_action)
        game.addSeparator()
        game.addAction(self.watch_action)
        game.addAction(self.stop_action)
        game.addSeparator()
        game.addAction(self.quit_action)

    def _build_view_menu(self) -> None:
        view = self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View"))
        speed_menu = view.addMenu(QCoreApplication.translate("MainWindow", "Animation &speed"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            text = (QCoreApplication.translate("MainWindow", SPEED_TEXTS[name]) if name in SPEED_TEXTS
                    else name.capitalize())
            a = self._action(text, lambda _=False, n=name: self.set_speed(n), checkable=True)
            self.speed_group.addAction(a)
            speed_menu.addAction(a)
            self.speed_actions[name] = a
        self.click_action = self._action(
            QCoreApplication.translate("MainWindow", "&Click to continue after each trick"), self._toggle_click, None,
            QCoreApplication.translate("MainWindow", "Wait for a click before gathering each trick"), checkable=True)
        view.addAction(self.click_action)
        self.review_action = self._action(
            QCoreApplication.translate("MainWindow", "&Last trick"), self.table.review_last_trick, "L",
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
        self.back_group = QActionGroup(self)
        for name in BACKS:
            a = self._action(QCoreApplication.translate("CardArt", BACK_LABELS[name]),
                             lambda _=False, n=name: self._set_back(n), checkable=True)
            a.setData(name)
            a.setChecked(name == self.art.back)
            self.back_group.addAction(a)
            back_menu.addAction(a)
        theme_menu = view.addMenu(QCoreApplication.translate("MainWindow", "Card &theme"))
        self.theme_group = QActionGroup(self)
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

    def _build_help_menu(self) -> None:
        # Help: contents, the rules of this table (install_dialogs puts it before the shortcuts), the keyboard
        # shortcuts, About last.
        help_menu = self.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self.help_action = self._action(
            QCoreApplication.translate("MainWindow", "&Contents"), self.show_help,
            QKeySequence.StandardKey.HelpContents,
            QCoreApplication.translate("MainWindow", "How to play, the rules of this table, shortcuts, your data"))
        help_menu.addAction(self.help_action)
        help_menu.addAction(self.learn_action)
        self.shortcuts_action = self._action(
            QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"), lambda: self.show_help("keys"), None,
            QCoreApplication.translate("MainWindow", "Every key napdesk answers to"))
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        self.about_action = QAction(QCoreApplication.translate("MainWindow", "&About napdesk"), self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    # -- the coach's lessons ------------------------------------------------------------------------------------

    def learn_to_play(self) -> CoachWindow:
        """Open the coach's lessons (at the first one not done yet), or bring them forward."""
        from napdesk.ui.coach import CoachWindow

        window = getattr(self, "_coach_window", None)
        if not isinstance(window, CoachWindow) or not window.isVisible():
            if window is not None:
                window.deleteLater()
            store = self.store if self.store is not None and not self.store.read_only else None
            profile = None
            if store is not None:
                profile = store.profiles.desk("you").id  # the default name's code, as the game stores it
            window = CoachWindow(self, store=store, profile=profile, art=self.art, speed=self.table.speed)
            self._coach_window = window
            window.start()
        window.show()
        window.raise_()
        window.activateWindow()
        self._lesson_offer.hide()
        return window

    def try_again(self, state: object, mark: object) -> bool:
        """"Try that again" from the hand review: the hand from the marked decision, as a practice hand at the
        table (the deal and the actions before it kept); the coach's word follows the card played there."""
        from napdesk.ai.review import Mark
        from napdesk.engine.hand import HandState
        from napdesk.ui.dialogs.retry import RetryWatch

        controller = self.table.controller
        if not isinstance(state, HandState) or not isinstance(mark, Mark) or controller.session is None \
                or state.rules.players != controller.table_size or not controller.is_human(mark.seat):
            self.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "That hand cannot be played again at this table"), 6000)
            return False
        self.table.finish_animations()
        if controller.practice is None:
            session = controller.session
            controller.practice_of = session.number if session.hand is not None and not session.hand.is_over \
                else session.hands_played
        self._retry_watch = RetryWatch(controller, state.copy(), mark, self.statusBar())
        controller.practise(state)
        self.raise_()
        self.activateWindow()
        return True

    def _offer_lessons(self) -> None:
        """On the first start (nothing played yet), a button in the status line offers the lessons."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QPushButton

        from napdesk.store.lessons import first_start

        self._lesson_offer = QPushButton(QCoreApplication.translate("MainWindow", "New to Nap? Learn to play"), self)
        self._lesson_offer.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keyboard
        self._lesson_offer.clicked.connect(self.learn_to_play)
        self._lesson_offer.hide()
        store = self.store
        if store is None or store.read_only or self.watch or not first_start(store):
            return
        self.statusBar().addPermanentWidget(self._lesson_offer)
        self._lesson_offer.show()

    # The View menu's choices go through the settings object, as the Preferences dialog's do.

    def set_speed(self, name: str) -> None:
        self.prefs.set("table.speed", name if name in SPEEDS else "normal")

    def _toggle_click(self, on: bool) -> None:
        self.prefs.set("table.click_to_continue", bool(on))

    def _toggle_hints(self, on: bool) -> None:
        self.prefs.set("play.hints", bool(on))

    def _toggle_four(self, on: bool) -> None:
        self.prefs.set("table.faces", OURS_FOUR if on else OURS)

    def _set_back(self, name: str) -> None:
        self.prefs.set("table.back", name)

    def set_theme(self, name: str) -> None:
        self.prefs.set("table.faces", (OURS_FOUR if self.art.four_colour else OURS) if name == OURS else name)

    def _toggle_full(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()
