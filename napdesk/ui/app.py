"""The application and its main window: the card table, menus, the status line."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QLoggingCategory, QSettings, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from napdesk import __version__
from napdesk.ai import ALLOWED_PLUGINS_PREF, FALLBACK_LEVEL, allowed_plugins, may_play
from napdesk.engine.rules import Rules
from napdesk.resources import asset_path
from napdesk.store import AlreadyRunning, Seat, SessionInfo, SessionRecorder, Store, StoreError
from napdesk.ui.accessibility import TableAnnouncer
from napdesk.ui.cardart import BACK_LABELS, BACKS, OURS, CardArt, find_themes
from napdesk.ui.controller import (
    DEFAULT_LEVEL,
    GameController,
    NullHook,
    PersistenceHook,
    SeatConfig,
    default_seats,
)
from napdesk.ui.dialogs.help import AboutDialog, HelpWindow
from napdesk.ui.i18n import QT_TRANSLATE_NOOP, install_translator, level_name
from napdesk.ui.table import SPEEDS, TableView

APP_NAME = "napdesk"
# The desktop entry's id (packaging/linux/io.github.napdesk.Napdesk.desktop): a Wayland compositor finds the
# window's icon and launcher by it.
DESKTOP_ID = "io.github.napdesk.Napdesk"

SPEED_TEXTS = {
    "off": QT_TRANSLATE_NOOP("MainWindow", "Off"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
}


def app_icon() -> QIcon:
    return QIcon(str(asset_path("icons", "napdesk.svg")))


class MainWindow(QMainWindow):
    """The game window: the card table with menus Game, View, Settings and Help and a status line."""

    def __init__(self, parent: QWidget | None = None, *, watch: bool = False, speed: str | None = None,
                 seed: int | None = None, rules: Rules | None = None, seats: Sequence[SeatConfig] | None = None,
                 hook: PersistenceHook | None = None, start: bool = True, store: Store | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(APP_NAME)
        self.setWindowIcon(app_icon())
        self.settings = QSettings("napdesk", "napdesk")
        self.art = CardArt(self)
        rules = rules or Rules()
        if seats is None:
            seats = default_seats(rules.players, 0 if watch else 1)
        self.watch = watch or not any(s.human for s in seats)
        self.controller = GameController(rules, seats, seed, hook, self)
        self.table = TableView(self.controller, self.art, self)
        self.table.show_all = self.watch
        self.setCentralWidget(self.table)
        # Screen readers: each card played and each trick won is announced from the table view.
        self.announcer = TableAnnouncer(self.table, self.controller.name)
        self.announcer.follow(self.controller)
        self.statusBar().setAccessibleName(self.tr("Status line"))
        self.table.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.table.result_shown.connect(self._on_result)
        self.table.idle.connect(self._update_actions)
        self.table.new_game_requested.connect(self.new_game)
        self._help_window: HelpWindow | None = None
        self._about_box: AboutDialog | None = None
        self._watch_timer = QTimer(self)
        self._watch_timer.setSingleShot(True)
        self._watch_timer.timeout.connect(self._watch_next)
        self._build_menus()
        self._restore(speed)
        from napdesk.ui.dialogs.menus import install_dialogs  # issue 7: new session, rules, scoreboard, ...

        self.dialog_menus = install_dialogs(self, store)
        self._resume_box: QMessageBox | None = None
        self._plugin_box: QMessageBox | None = None  # which saved seats play the fallback level, and why
        if start:
            QTimer.singleShot(0, self._start)

    # -- menus --------------------------------------------------------------------------------------------------

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
        self.new_action = self._action(self.tr("&New game"), self.new_game, QKeySequence.StandardKey.New,
                                       self.tr("Start a new game"))
        self.next_action = self._action(self.tr("Ne&xt hand"), self.next_hand, "Ctrl+Return",
                                        self.tr("Deal the next hand"))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo,
                                        self.tr("Take back your last card or bid"))
        self.watch_action = self._action(self.tr("&Watch the computers"), self.start_watching, "Ctrl+Shift+W",
                                         self.tr("All four seats played by computers, hand after hand"))
        self.stop_action = self._action(self.tr("&Stop"), self.stop_watching, "Ctrl+.", self.tr("Stop the computers"))
        self.quit_action = self._action(self.tr("&Quit"), self.close, "Ctrl+Q", self.tr("Close napdesk"))
        game = self.menuBar().addMenu(self.tr("&Game"))
        for a in (self.new_action, self.next_action, self.undo_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.watch_action)
        game.addAction(self.stop_action)
        game.addSeparator()
        game.addAction(self.quit_action)

        view = self.menuBar().addMenu(self.tr("&View"))
        speed_menu = view.addMenu(self.tr("Animation &speed"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            a = self._action(self.tr(SPEED_TEXTS[name]) if name in SPEED_TEXTS else name.capitalize(),
                             lambda _=False, n=name: self.set_speed(n), checkable=True)
            self.speed_group.addAction(a)
            speed_menu.addAction(a)
            self.speed_actions[name] = a
        self.click_action = self._action(self.tr("&Click to continue after each trick"), self._toggle_click, None,
                                         self.tr("Wait for a click before gathering each trick"), checkable=True)
        view.addAction(self.click_action)
        self.review_action = self._action(self.tr("&Last trick"), self.table.review_last_trick, "L",
                                          self.tr("Show the last trick"))
        view.addAction(self.review_action)
        self.hints_action = self._action(self.tr("&Hints"), self._toggle_hints, "Ctrl+H",
                                         self.tr("The expert's suggestion, and the chance of making each bid"),
                                         checkable=True)
        view.addAction(self.hints_action)
        view.addSeparator()
        self.four_action = self._action(self.tr("&Four-colour deck"), self._toggle_four, None,
                                        self.tr("Clubs green, diamonds blue"), checkable=True)
        view.addAction(self.four_action)
        back_menu = view.addMenu(self.tr("Card &back"))
        self.back_group = QActionGroup(self)
        for name in BACKS:
            a = self._action(QCoreApplication.translate("CardArt", BACK_LABELS[name]),
                             lambda _=False, n=name: self._set_back(n), checkable=True)
            a.setData(name)
            a.setChecked(name == self.art.back)
            self.back_group.addAction(a)
            back_menu.addAction(a)
        theme_menu = view.addMenu(self.tr("Card &theme"))
        self.theme_group = QActionGroup(self)
        for theme in find_themes():
            label = self.tr("napdesk (built in)") if theme.name == OURS else f"{theme.label} ({theme.origin})"
            a = self._action(label, lambda _=False, n=theme.name: self.set_theme(n), checkable=True)
            a.setChecked(theme.name == OURS)
            self.theme_group.addAction(a)
            theme_menu.addAction(a)
        view.addSeparator()
        self.full_action = self._action(self.tr("&Full screen"), self._toggle_full, QKeySequence.StandardKey.FullScreen,
                                        checkable=True)
        view.addAction(self.full_action)

        # Made here to keep the menu order; install_dialogs fills it (House rules…, Preferences…).
        self.menuBar().addMenu(self.tr("&Settings"))

        # Help: contents, the rules of this table (install_dialogs puts it before the shortcuts), the keyboard
        # shortcuts, About last.
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.help_action = self._action(self.tr("&Contents"), self.show_help, QKeySequence.StandardKey.HelpContents,
                                        self.tr("How to play, the rules of this table, shortcuts, your data"))
        help_menu.addAction(self.help_action)
        self.shortcuts_action = self._action(self.tr("&Keyboard shortcuts"), lambda: self.show_help("keys"), None,
                                             self.tr("Every key napdesk answers to"))
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        self.about_action = QAction(self.tr("&About napdesk"), self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        help_menu.addAction(self.about_action)

    # -- settings remembered ------------------------------------------------------------------------------------

    def _restore(self, speed: str | None) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1180, 800)
        self.set_speed(speed or str(self.settings.value("view/speed", "normal")))
        hints = str(self.settings.value("view/hints", "false")) == "true"
        self.hints_action.setChecked(hints)
        self.table.hints_on = hints
        four = str(self.settings.value("view/four_colour", "false")) == "true"
        self.four_action.setChecked(four)
        self.art.set_four_colour(four)
        back = str(self.settings.value("view/back", "theme"))
        self._set_back(back)
        theme = str(self.settings.value("view/theme", OURS))
        if theme != OURS:
            self.set_theme(theme)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.sync()
        self.controller.stop()
        self._watch_timer.stop()
        self.table.shutdown()
        super().closeEvent(event)

    def set_speed(self, name: str) -> None:
        if name not in SPEEDS:
            name = "normal"
        self.table.set_speed(name)
        self.speed_actions[name].setChecked(True)
        self.settings.setValue("view/speed", name)

    def _toggle_click(self, on: bool) -> None:
        self.table.click_to_continue = on

    def _toggle_hints(self, on: bool) -> None:
        self.table.set_hints(on)
        self.settings.setValue("view/hints", "true" if on else "false")

    def _toggle_four(self, on: bool) -> None:
        self.art.set_four_colour(on)
        self.settings.setValue("view/four_colour", "true" if on else "false")

    def _set_back(self, name: str) -> None:
        self.art.set_back(name)
        for a in self.back_group.actions():
            a.setChecked(a.data() == name)
        self.settings.setValue("view/back", name)

    def set_theme(self, name: str) -> None:
        problem = self.art.set_theme(name)
        if problem:
            self.statusBar().showMessage(problem, 10000)
        self.settings.setValue("view/theme", self.art.theme)

    def _toggle_full(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    # -- the game -----------------------------------------------------------------------------------------------

    def _start(self) -> None:
        """Offer the unfinished session of last time (watch mode simply resumes its own), else a new game."""
        wanted = self._unfinished()
        if wanted is None:
            self.new_game()
        elif self.watch:
            self.resume_session(wanted.id)
        else:
            played = (self.tr("<p>“{name}” was not finished: {hands} hands played, one in progress.</p>")
                      if wanted.in_progress else self.tr("<p>“{name}” was not finished: {hands} hands played.</p>"))
            text = played.format(name=wanted.name, hands=wanted.hands) + self.tr("<p>Go on where it stopped?</p>")
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unfinished session"), text, parent=self)
            resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(self.tr("New game"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(resume)
            box.finished.connect(lambda _: self.resume_session(wanted.id) if box.clickedButton() is resume
                                 else self.new_game())
            self._resume_box = box
            box.open()

    def _unfinished(self) -> SessionInfo | None:
        """The latest unfinished session of this kind: all computers in watch mode, else one with a person."""
        if self.store is None:
            return None
        for info in self.store.unfinished_sessions():
            seats = self.store.load_session(info.id).seats
            if any(seat.kind == "person" for seat in seats) != self.watch:
                return info
        return None

    def resume_session(self, session_id: int) -> None:
        """Go on with a saved session at the exact action where it stopped."""
        assert self.store is not None
        self._watch_timer.stop()
        self.table.finish_animations()
        try:
            recorder, resumed = SessionRecorder.resume(self.store, session_id)
        except StoreError as exc:
            self.statusBar().showMessage(str(exc), 10000)
            self.new_game()
            return
        seats, replaced = self._trusted_seats(resumed.saved.seats)
        self.controller.adopt(resumed.session, seats, recorder)
        self.statusBar().showMessage(self.tr("Resumed “{name}”").format(name=resumed.saved.info.name), 6000)
        self._update_actions()
        if replaced:
            self._plugin_box = QMessageBox(QMessageBox.Icon.Information, self.tr("Computer players replaced"),
                                           "".join(replaced), parent=self)
            self._plugin_box.open()

    def _trusted_seats(self, saved: Sequence[Seat]) -> tuple[list[SeatConfig], list[str]]:
        """The saved seats as the table plays them: a saved session (perhaps imported from someone else) must not
        choose code to run, so a seat whose level is neither built in nor a plug-in allowed in the preferences
        plays the fallback level; each such seat gets a sentence saying which and why."""
        allowed = allowed_plugins(None if self.store is None else self.store.get_pref(ALLOWED_PLUGINS_PREF, []))
        seats: list[SeatConfig] = []
        replaced: list[str] = []
        for n, s in enumerate(saved, start=1):
            level = s.level or DEFAULT_LEVEL
            if s.kind != "person" and not may_play(level, allowed):
                replaced.append(self.tr("<p>Seat {n} ({name}) plays the {fallback} level: its saved player "
                                        "“{plugin}” is neither a built-in level nor a plug-in allowed in "
                                        "Preferences, so it is not run.</p>")
                                .format(n=n, name=s.name, fallback=level_name(FALLBACK_LEVEL), plugin=level))
                level = FALLBACK_LEVEL
            seats.append(SeatConfig(s.name, s.kind == "person", level))
        return seats, replaced

    def _record_new_session(self) -> None:
        """Give the session just started its place in the store, so every action of it is saved."""
        session = self.controller.session
        if self.store is None or self.store.read_only or session is None:
            self.controller.hook = NullHook()
            return
        seats = [Seat(s.name, "person" if s.human else "computer", None if s.human else s.level)
                 for s in self.controller.seats]
        when = datetime.now().strftime("%d %b %Y %H:%M")
        name = (self.tr("Watching of {when}") if self.watch else self.tr("Game of {when}")).format(when=when)
        try:
            self.controller.hook = SessionRecorder.create(self.store, name, session, seats)
        except StoreError as exc:
            self.controller.hook = NullHook()
            self.statusBar().showMessage(self.tr("This game is not being saved: {error}").format(error=exc), 10000)

    def new_game(self) -> None:
        self._watch_timer.stop()
        self.table.finish_animations()
        self.controller.new_session()
        self._record_new_session()
        session = self.controller.session
        if session is not None:
            self.table.show_cut(session.first)
        self.controller.next_hand()
        self._update_actions()

    def next_hand(self) -> None:
        state = self.controller.state
        if state is not None and state.is_over:
            self.table.finish_animations()
            self.controller.next_hand()

    def undo(self) -> None:
        if not self.controller.undo():
            self.statusBar().showMessage(self.tr("Nothing of yours to take back"), 4000)

    def start_watching(self) -> None:
        self.watch = True
        self.table.show_all = True
        self.controller.new_session(seats=[
            SeatConfig(s.name if not s.human else self.tr("Computer {n}").format(n=i + 1), False, s.level)
            for i, s in enumerate(self.controller.seats)])
        self._record_new_session()
        self.controller.next_hand()

    def stop_watching(self) -> None:
        self._watch_timer.stop()
        self.controller.stop()
        self.statusBar().showMessage(self.tr("Stopped: Game > New game to play again"), 6000)

    def _on_result(self) -> None:
        self._update_actions()
        session = self.controller.session
        if self.watch and not self.controller.stopped and session is not None and not session.is_over:
            self._watch_timer.start(0 if self.table.speed == "off" else 2500)

    def _watch_next(self) -> None:
        if self.watch and not self.controller.stopped:
            self.next_hand()

    def _update_actions(self) -> None:
        state = self.controller.state
        self.undo_action.setEnabled(self.controller.can_undo())
        self.next_action.setEnabled(state is not None and state.is_over)
        self.review_action.setEnabled(state is not None and bool(state.tricks) and bool(state.rules.last_trick_review))

    def _data_dir(self) -> Path | None:
        return self.store.data_dir if self.store is not None else None

    def show_help(self, page: str = "play") -> HelpWindow:
        """Open the help window (one per main window, not modal) on ``page`` (see help.PAGES) and return it."""
        if self._help_window is None:
            self._help_window = HelpWindow(self.controller.rules, self.findChildren(QAction), self._data_dir(), self)
        else:
            self._help_window.set_rules(self.controller.rules)
            self._help_window.set_actions(self.findChildren(QAction))
        self._help_window.show_page(page if isinstance(page, str) else "play")
        return self._help_window

    def show_about(self) -> AboutDialog:
        """Show the About dialog (window-modal, non-blocking) and return it."""
        if self._about_box is None:
            self._about_box = AboutDialog(self._data_dir(), app_icon(), self)
        self._about_box.open()
        return self._about_box


def _no_display() -> bool:
    """True on Linux/BSD when Qt would find no screen to open (and abort the process)."""
    if sys.platform == "darwin" or sys.platform.startswith("win"):
        return False
    return not any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def run_gui(argv: Sequence[str], *, watch: bool = False) -> int:
    """Open the game window and run the Qt event loop; return the exit status."""
    existing = QApplication.instance()
    if existing is None and _no_display():
        print(
            "napdesk: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset).\n"
            "Run it from a desktop session, or set QT_QPA_PLATFORM=offscreen to run without a screen.",
            file=sys.stderr,
        )
        return 1
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv) or [APP_NAME])
    QLoggingCategory.setFilterRules("qt.svg.warning=false")  # some installed themes link to missing ids
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(app_icon())

    try:
        opened = Store.open()
    except AlreadyRunning as exc:
        QMessageBox.critical(None, APP_NAME, str(exc))
        return 1
    store = opened.store
    # The language before any window: the preference ("system", "en", "nl", "es"), else the system's.
    try:
        language = store.get_pref("language", "system")
    except StoreError:
        language = "system"
    install_translator(app, language if isinstance(language, str) else "system")
    window = MainWindow(watch=watch or "--watch" in argv, store=store)
    window.show()
    for message in opened.messages:  # a database moved aside, opened read-only, not writable...
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, message.text, parent=window)
        box.open()
    try:
        return app.exec()
    finally:
        store.close()
