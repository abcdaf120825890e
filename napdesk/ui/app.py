"""The application and its main window: the card table, the status line, the preferences put in force, the game
played hand by hand. The window is made of parts it owns: its menus (:mod:`napdesk.ui.main_menus`), the session
launcher (:mod:`napdesk.ui.launcher`), the saved sessions (:mod:`napdesk.ui.saved_sessions`), the lessons
(:mod:`napdesk.ui.coaching`) and the dialogs (:mod:`napdesk.ui.dialogs.menus`), each given the window as a
:class:`napdesk.ui.shell.Shell`; :func:`run_gui` opens it."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLoggingCategory, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QIcon
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

from napdesk import __version__
from napdesk.engine.rules import Rules
from napdesk.resources import asset_path
from napdesk.store import AlreadyRunning, Store, StoreError
from napdesk.ui import aiproc, plain, qtenv
from napdesk.ui.accessibility import TableAnnouncer
from napdesk.ui.cardart import OURS, CardArt
from napdesk.ui.coaching import Coaching
from napdesk.ui.collector import install_collector
from napdesk.ui.controller import GameController, PersistenceHook, SeatConfig, default_seats
from napdesk.ui.dialogs.help import AboutDialog, HelpWindow
from napdesk.ui.i18n import already_running_text, install_translator, language_change_message
from napdesk.ui.launcher import SessionLauncher
from napdesk.ui.main_menus import WindowMenus
from napdesk.ui.prefs import OURS_FOUR
from napdesk.ui.saved_sessions import SavedSessions
from napdesk.ui.saving import SaveFailureNotice
from napdesk.ui.settings import Settings, save_window_geometry, saved_window_geometry, window_state
from napdesk.ui.sound import CardSounds
from napdesk.ui.store_words import message_text
from napdesk.ui.table import SPEEDS, TableView
from napdesk.ui.table.why import WhyButton
from napdesk.ui.workers import shutdown_all as shutdown_workers

if TYPE_CHECKING:
    from napdesk.ui.coach import CoachWindow

APP_NAME = "napdesk"
# The desktop entry's id (packaging/linux/io.github.napdesk.Napdesk.desktop): a Wayland compositor finds the
# window's icon and launcher by it.
DESKTOP_ID = "io.github.napdesk.Napdesk"


def app_icon() -> QIcon:
    return QIcon(str(asset_path("icons", "napdesk.svg")))


class MainWindow(QMainWindow):
    """The game window: the card table with menus Game, View, Settings and Help and a status line."""

    def __init__(self, parent: QWidget | None = None, *, watch: bool = False, speed: str | None = None,
                 seed: int | None = None, rules: Rules | None = None, seats: Sequence[SeatConfig] | None = None,
                 hook: PersistenceHook | None = None, start: bool = True, store: Store | None = None,
                 allow_plugins: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.store = store
        self.allow_plugins = frozenset(s.strip() for s in allow_plugins)  # --allow-plugin: this run only
        self.setWindowTitle(APP_NAME)
        self.setWindowIcon(app_icon())
        self._window_state = window_state()  # size and place only: every preference is in self.prefs
        self.prefs = Settings(store, self)
        self.art = CardArt(self)
        rules = rules or Rules()
        if seats is None:
            seats = default_seats(rules.players, 0 if watch else 1)
        self.watch = watch or not any(s.human for s in seats)
        self.controller = GameController(rules, seats, seed, hook, self)
        # The computers' child starts now, beside the window being built (see aiproc.start_computers)
        self.controller.workers.think(aiproc.start_computers, lambda _pid: None)
        self.table = TableView(self.controller, self.art, self)
        self.table.show_all = self.watch
        self.setCentralWidget(self.table)
        # Screen readers: each card played and each trick won is announced from the table view.
        self.announcer = TableAnnouncer(self.table, self.controller.name)
        self.announcer.follow(self.controller)
        self.table.announcer = self.announcer  # the keyboard's card, spoken with its place in the hand
        self.sounds = CardSounds(self.controller, self)  # silent unless the preference is on
        self.statusBar().setAccessibleName(self.tr("Status line"))
        self.table.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.why_button = WhyButton(self.controller, self)  # beside the hint: its reason, or a refusal's rule
        self.statusBar().addPermanentWidget(self.why_button)
        self.table.explainable.connect(self.why_button.about)
        self.table.publisher.published.connect(lambda _snap: self.why_button.clear())  # the table moved on
        self.why_button.explained.connect(lambda text: self.statusBar().showMessage(text, 20000))
        self.table.result_shown.connect(self._on_result)
        self.table.idle.connect(self.update_actions)
        self.table.new_game_requested.connect(self.new_game)
        self.save_notice = SaveFailureNotice(self, self.controller.saver)  # a failed save: say so, retry
        self.controller.practice_over.connect(self._on_practice_over)
        self._help_window: HelpWindow | None = None
        self._about_box: AboutDialog | None = None
        self.saved = SavedSessions(self)
        self.launcher = SessionLauncher(self, self.saved)
        self.menus = WindowMenus(self, self, self.prefs, self.art, self.table)
        self.coaching = Coaching(self)
        self._restore(speed)
        from napdesk.ui.dialogs.menus import DialogMenus  # issue 7: new session, rules, scoreboard, ...

        self.dialog_menus = DialogMenus(self, self.menus)
        if start:
            QTimer.singleShot(0, self, self.launcher.start)  # with the window as context: gone with it

    # -- settings remembered ------------------------------------------------------------------------------------

    def _restore(self, speed: str | None) -> None:
        geometry = saved_window_geometry(self._window_state, self)
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:  # the usual size where the screen has room for it, else as much as it has
            room = self.screen().availableGeometry()
            self.resize(min(1180, room.width()), min(800, room.height()))
        for key, value in self.prefs.values().items():  # what is in force: the stored value, else the default
            self.apply_pref(key, value)
        self.prefs.changed.connect(self.apply_pref)
        self.prefs.changed.connect(self._pref_changed)
        if speed in SPEEDS:  # asked for on this run only (tests, demos): not remembered
            self.table.set_speed(speed)
            self.menus.speed_actions[speed].setChecked(True)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.saved.drop_if_empty()  # a game dealt and left untouched is not offered at the next start
        save_window_geometry(self._window_state, self)
        self._window_state.sync()
        self.launcher.watch_timer.stop()
        self.controller.shutdown()  # its workers cancelled and joined before anything of this window goes
        self.table.shutdown()
        self.sounds.close()
        super().closeEvent(event)

    def apply_pref(self, key: str, value: object) -> None:
        """Put one preference in force on the window: the table, the cards and the View menu's marks. Called
        for every preference at start and on every change of the settings object (View menu or dialog)."""
        if key == "table.faces" and isinstance(value, str):
            problem = self.art.set_theme(OURS if value in (OURS, OURS_FOUR) else value)
            if problem:
                self.statusBar().showMessage(problem, 10000)
            self.art.set_four_colour(value == OURS_FOUR)
        elif key == "table.back" and isinstance(value, str):
            self.art.set_back(value)
        elif key == "table.felt":
            self.table.set_felt(value)
        elif key == "table.speed" and isinstance(value, str) and value in SPEEDS:
            self.table.set_speed(value)
        elif key == "table.trick_pause":
            self.table.set_trick_pause(value)
        elif key == "table.click_to_continue" and isinstance(value, bool):
            self.table.click_to_continue = value
        elif key == "play.hints" and isinstance(value, bool):
            self.table.set_hints(value)
        elif key == "play.undo" and isinstance(value, bool):
            self.controller.undo_allowed = value
            self.update_actions()
        elif key == "play.confirm_card" and isinstance(value, bool):
            self.table.confirm_card = value
        elif key == "play.forced" and isinstance(value, bool):
            self.table.forced_plays = value
        elif key == "play.signals" and isinstance(value, bool):
            self.controller.computer_signals = value
        elif key == "sound.cards" and isinstance(value, bool):
            self.sounds.set_enabled(value)
        self.menus.show_pref(key, value)
        # "language" takes effect at the next start (run_gui reads it before any window)

    def _pref_changed(self, key: str, value: object) -> None:
        """What a change says, beyond putting it in force (apply_pref, also run for every preference at start)."""
        if key == "language":  # the translators are installed before any window: say when it applies
            self.statusBar().showMessage(language_change_message(), 10000)

    # -- the game -----------------------------------------------------------------------------------------------

    def new_game(self) -> None:
        self.launcher.new_game()

    def request_new_game(self) -> None:
        self.launcher.request_new_game()

    def resume_session(self, session_id: int) -> None:
        self.launcher.resume_session(session_id)

    def next_hand(self) -> None:
        state = self.controller.state
        if state is not None and state.is_over:
            self.table.finish_animations()
            self.controller.next_hand()

    def undo(self) -> None:
        if not self.controller.undo():
            self.statusBar().showMessage(self.tr("Nothing of yours to take back"), 4000)

    def redo(self) -> None:
        if not self.controller.redo():
            self.statusBar().showMessage(self.tr("Nothing to put back"), 4000)

    def play_deal_again(self) -> None:
        if not self.controller.can_replay_deal():
            self.statusBar().showMessage(self.tr("Finish the hand first, or restart it"), 4000)
            return
        self._practise()

    def restart_hand(self) -> None:
        if not self.controller.can_restart_hand():
            self.statusBar().showMessage(self.tr("Nothing of this hand has been played yet"), 4000)
            return
        self._practise()

    def _practise(self) -> None:
        self.launcher.watch_timer.stop()
        self.table.finish_animations()
        self.controller.play_again()
        self.statusBar().showMessage(self.tr("Practice hand: it does not count in the session"), 8000)
        self.update_actions()

    def _on_practice_over(self) -> None:
        self.statusBar().showMessage(self.tr("The practice hand is over; it counted for nothing. Game > Next hand "
                                             "goes back to the session."), 0)
        self.update_actions()

    def start_watching(self) -> None:
        self.launcher.start_watching()

    def stop_watching(self) -> None:
        self.launcher.stop_watching()

    def _on_result(self) -> None:
        self.update_actions()
        self.launcher.hand_shown()

    def update_actions(self) -> None:
        self.menus.refresh(self.controller)

    def learn_to_play(self) -> CoachWindow:
        return self.coaching.learn_to_play()

    def try_again(self, state: object, mark: object) -> bool:
        return self.coaching.try_again(state, mark)

    def come_forward(self) -> None:
        """napdesk was started again on the same saved games: this window comes to the front instead."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        self.statusBar().showMessage(self.tr("napdesk is already open: here it is"), 8000)

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


def run_gui(argv: Sequence[str], *, watch: bool = False, allow_plugins: Sequence[str] = ()) -> int:
    """Open the game window and run the Qt event loop; return the exit status."""
    qtenv.prepare()  # before Qt starts its threads and reads the environment
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
    collector = install_collector(app)  # from now on Qt objects in garbage cycles die on this thread only

    from napdesk.ui.instance import InstanceServer, ask_running_to_show

    install_translator(app, "system")  # the store's preference is not readable yet: the system's language till then
    try:
        opened = Store.open()
    except AlreadyRunning as exc:
        if ask_running_to_show(exc.data_dir):  # its window comes forward and says so: nothing to show here
            return 0
        plain.critical(None, APP_NAME, already_running_text(str(exc.data_dir), exc.pid))  # a path: as it is
        return 1
    store = opened.store
    # The language before any window: the preference ("system", "en", "nl", "es"), else the system's.
    try:
        language = store.settings.get_pref("language", "system")
    except StoreError:
        language = "system"
    install_translator(app, language if isinstance(language, str) else "system")
    window = MainWindow(watch=watch or "--watch" in argv, store=store, allow_plugins=allow_plugins)
    if store.data_dir is not None and not store.read_only:
        InstanceServer(store.data_dir, window).show_requested.connect(window.come_forward)
    window.show()
    QTimer.singleShot(0, collector.freeze_survivors)  # once the window is up: what lives now lives till the end
    for message in opened.messages:  # a database moved aside, opened read-only, not writable...
        box = plain.plain_box(QMessageBox.Icon.Warning, APP_NAME, message_text(message), window)  # paths, as they are
        box.open()
    try:
        return app.exec()
    finally:
        # In order: the windows' workers (cancelled, joined), the AI child (ended, not awaited), then the store.
        window.controller.shutdown()
        shutdown_workers()
        aiproc.shutdown()
        store.close()
