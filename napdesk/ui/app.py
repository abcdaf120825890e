"""The application and its main window: the card table, menus, the status line."""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QDateTime, QLocale, QLoggingCategory, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from napdesk import __version__
from napdesk.ai import ALLOWED_PLUGINS_PREF, FALLBACK_LEVEL, allowed_plugins, may_play
from napdesk.engine.rules import Rules
from napdesk.resources import asset_path
from napdesk.store import AlreadyRunning, Seat, SessionInfo, SessionRecorder, Store, StoreError
from napdesk.ui import aiproc
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
from napdesk.ui.i18n import (
    QT_TRANSLATE_NOOP,
    already_running_text,
    install_translator,
    language_change_message,
    level_name,
)
from napdesk.ui.prefs import OURS_FOUR
from napdesk.ui.saving import SaveFailureNotice
from napdesk.ui.settings import Settings, window_state
from napdesk.ui.store_words import error_text, message_text
from napdesk.ui.table import SPEEDS, TableView
from napdesk.ui.workers import shutdown_all as shutdown_workers

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
        self._window_state = window_state()  # size and place only: every preference is in self.prefs
        self.prefs = Settings(store, self)
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
        self.table.announcer = self.announcer  # the keyboard's card, spoken with its place in the hand
        self.statusBar().setAccessibleName(self.tr("Status line"))
        self.table.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.table.result_shown.connect(self._on_result)
        self.table.idle.connect(self._update_actions)
        self.table.new_game_requested.connect(self.new_game)
        self.save_notice = SaveFailureNotice(self, self.controller.saver)  # a failed save: say so, retry
        self.controller.practice_over.connect(self._on_practice_over)
        self._help_window: HelpWindow | None = None
        self._about_box: AboutDialog | None = None
        self._watch_timer = QTimer(self)
        self._watch_timer.setSingleShot(True)
        self._watch_timer.timeout.connect(self._watch_next)
        self._build_menus()
        self._restore(speed)
        from napdesk.ui.dialogs.menus import install_dialogs  # issue 7: new session, rules, scoreboard, ...

        self.dialog_menus = install_dialogs(self, store)
        self._resume_box: QDialog | None = None
        self._plugin_box: QMessageBox | None = None  # which saved seats play the fallback level, and why
        self._damaged_box: QMessageBox | None = None  # unfinished sessions that cannot be resumed
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
        self.redo_action = self._action(self.tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo,
                                        self.tr("Put back what you took back"))
        # Every key the platform gives redo (Ctrl+Y, Ctrl+Shift+Z, ...), and Ctrl+Shift+Z wherever it is missing.
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        if QKeySequence("Ctrl+Shift+Z") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Shift+Z"))
        self.redo_action.setShortcuts(redo_keys)
        self.again_action = self._action(self.tr("&Play this deal again"), self.play_deal_again, "Ctrl+Shift+R",
                                         self.tr("The same cards by the same dealer, as a practice hand that "
                                                 "does not count"))
        self.restart_action = self._action(self.tr("R&estart hand"), self.restart_hand, None,
                                           self.tr("This hand from the deal, as a practice hand that does not "
                                                   "count; then back to where it stood"))
        self.watch_action = self._action(self.tr("&Watch the computers"), self.start_watching, "Ctrl+Shift+W",
                                         self.tr("All four seats played by computers, hand after hand"))
        self.stop_action = self._action(self.tr("&Stop"), self.stop_watching, "Ctrl+.", self.tr("Stop the computers"))
        self.quit_action = self._action(self.tr("&Quit"), self.close, "Ctrl+Q", self.tr("Close napdesk"))
        game = self.menuBar().addMenu(self.tr("&Game"))
        for a in (self.new_action, self.next_action, self.undo_action, self.redo_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.again_action)
        game.addAction(self.restart_action)
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
            a.setData(theme.name)
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
        geometry = self._window_state.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
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
            self.speed_actions[speed].setChecked(True)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._window_state.setValue("window/geometry", self.saveGeometry())
        self._window_state.sync()
        self._watch_timer.stop()
        self.controller.shutdown()  # its workers cancelled and joined before anything of this window goes
        self.table.shutdown()
        super().closeEvent(event)

    def apply_pref(self, key: str, value: object) -> None:
        """Put one preference in force on the window: the table, the cards and the View menu's marks. Called
        for every preference at start and on every change of the settings object (View menu or dialog)."""
        if key == "table.faces" and isinstance(value, str):
            four = value == OURS_FOUR
            problem = self.art.set_theme(OURS if value in (OURS, OURS_FOUR) else value)
            if problem:
                self.statusBar().showMessage(problem, 10000)
            self.art.set_four_colour(four)
            self.four_action.setChecked(four)
            for a in self.theme_group.actions():
                a.setChecked(a.data() == self.art.theme)
        elif key == "table.back" and isinstance(value, str):
            self.art.set_back(value)
            for a in self.back_group.actions():
                a.setChecked(a.data() == value)
        elif key == "table.felt":
            self.table.set_felt(value)
        elif key == "table.speed" and isinstance(value, str) and value in SPEEDS:
            self.table.set_speed(value)
            self.speed_actions[value].setChecked(True)
        elif key == "table.trick_pause":
            self.table.set_trick_pause(value)
        elif key == "table.click_to_continue" and isinstance(value, bool):
            self.table.click_to_continue = value
            self.click_action.setChecked(value)
        elif key == "play.hints" and isinstance(value, bool):
            self.table.set_hints(value)
            self.hints_action.setChecked(value)
        elif key == "play.undo" and isinstance(value, bool):
            self.controller.undo_allowed = value
            self._update_actions()
        elif key == "play.confirm_card" and isinstance(value, bool):
            self.table.confirm_card = value
        elif key == "play.forced" and isinstance(value, bool):
            self.table.forced_plays = value
        elif key == "play.signals" and isinstance(value, bool):
            self.controller.computer_signals = value
        # "language" takes effect at the next start (run_gui reads it before any window)

    def _pref_changed(self, key: str, value: object) -> None:
        """What a change says, beyond putting it in force (apply_pref, also run for every preference at start)."""
        if key == "language":  # the translators are installed before any window: say when it applies
            self.statusBar().showMessage(language_change_message(), 10000)

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

    # -- the game -----------------------------------------------------------------------------------------------

    def _start(self) -> None:
        """Offer every unfinished session of this kind (watch mode simply resumes its own), else a new game."""
        unfinished = self._unfinished()
        if not unfinished:
            self.new_game()
        elif self.watch:
            self.resume_session(unfinished[0].id)
        else:
            assert self.store is not None
            from napdesk.ui.dialogs.resume import ResumeDialog

            self._lay_out_behind(unfinished[0])  # the table is laid out before the prompt opens over it
            box = ResumeDialog(self.store, unfinished, self)

            def answered() -> None:
                wanted = box.chosen()
                self.resume_session(wanted) if wanted is not None else self.new_game()

            box.finished.connect(lambda _: answered())
            self._resume_box = box
            box.open()

    def _lay_out_behind(self, newest: SessionInfo) -> None:
        """Behind the resume prompt: the newest unfinished session's players and chips on their plates."""
        from napdesk.ui.dialogs.resume import chips_of
        from napdesk.ui.i18n import format_chips

        assert self.store is not None
        try:
            unit = Rules(self.store.load_session(newest.id).rules).stake_unit
        except (StoreError, ValueError):  # read again when resumed, and said there
            unit = self.controller.rules.stake_unit
        chips = chips_of(self.store, newest)
        seats = [(name, format_chips(chips[i], unit) if i < len(chips) else "")
                 for i, name in enumerate(newest.players)]
        lines = [self.tr("Unfinished sessions"), self.tr("Resume one, or start a new game")]
        self.table.show_waiting(lines, seats)

    def _unfinished(self) -> list[SessionInfo]:
        """The unfinished sessions of this kind, newest first: all computers in watch mode, else with a person.
        Damaged ones are passed over, and the person is told which and why."""
        if self.store is None or self.store.read_only:  # nothing resumed could be saved
            return []
        found: list[SessionInfo] = []
        damaged: list[str] = []
        for info in self.store.unfinished_sessions():
            if info.damaged is not None:
                damaged.append(f"{info.name}: {info.damaged}")
                continue
            try:
                seats = self.store.load_session(info.id).seats
            except StoreError as exc:
                damaged.append(f"{info.name}: {error_text(exc)}")
                continue
            if any(seat.kind == "person" for seat in seats) != self.watch:
                found.append(info)
        if damaged:
            text = self.tr("%n unfinished session(s) cannot be resumed because the saved data is damaged:",
                           "", len(damaged))
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Damaged sessions"),
                              text + "\n\n" + "\n".join(damaged), parent=self)
            self._damaged_box = box
            box.open()
        return found

    def resume_session(self, session_id: int) -> None:
        """Go on with a saved session at the exact action where it stopped."""
        assert self.store is not None
        self._watch_timer.stop()
        self.table.finish_animations()
        if getattr(self.controller.hook, "session_id", None) != session_id:
            self._drop_if_empty()
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
            seats.append(SeatConfig(s.name, s.kind == "person", level, s.profile if s.kind == "person" else None))
        return seats, replaced

    def _record_new_session(self) -> None:
        """Give the session just started its place in the store, so every action of it is saved."""
        session = self.controller.session
        if self.store is None or self.store.read_only or session is None:
            self.controller.hook = NullHook()
            return
        seats = [Seat(s.name, "person" if s.human else "computer", None if s.human else s.level, s.profile)
                 for s in self._with_desk(self.controller.seats)]
        when = QLocale().toString(QDateTime.currentDateTime(), QLocale.FormatType.ShortFormat)  # the user's way
        name = (self.tr("Watching of {when}") if self.watch else self.tr("Game of {when}")).format(when=when)
        try:
            self.controller.hook = SessionRecorder.create(self.store, name, session, seats)
        except StoreError as exc:
            self.controller.hook = NullHook()
            self.statusBar().showMessage(self.tr("This game is not being saved: {error}").format(error=exc), 10000)

    def _with_desk(self, seats: Sequence[SeatConfig]) -> list[SeatConfig]:
        """The seats, the one person among computers playing as the desk's profile: one person whatever his seat
        is called in the language of the day. Several people at the table are told apart by name."""
        people = [i for i, s in enumerate(seats) if s.human]
        out = list(seats)
        if self.store is not None and len(people) == 1 and out[people[0]].profile is None:
            try:
                desk = self.store.desk_profile(QCoreApplication.translate("GameController", "You"))
            except StoreError:  # not saved: the session is still recorded, by name
                return out
            if desk.id:
                out[people[0]] = dataclasses.replace(out[people[0]], profile=desk.id)
        return out

    def _drop_if_empty(self) -> None:
        """Forget the session being left if nothing was played in it (a game dealt and left at once), so the
        list of unfinished sessions holds only games a player would want back."""
        session = self.controller.session
        sid = getattr(self.controller.hook, "session_id", None)
        hand = None if session is None else session.hand
        if (self.store is None or self.store.read_only or session is None or not isinstance(sid, int)
                or session.hands_played or (hand is not None and hand.history)):
            return
        try:
            self.store.delete_session(sid)
        except StoreError:
            return
        self.controller.hook = NullHook()

    def new_game(self) -> None:
        self._watch_timer.stop()
        self.table.finish_animations()
        self._drop_if_empty()
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
        self._watch_timer.stop()
        self.table.finish_animations()
        self.controller.play_again()
        self.statusBar().showMessage(self.tr("Practice hand: it does not count in the session"), 8000)
        self._update_actions()

    def _on_practice_over(self) -> None:
        self.statusBar().showMessage(self.tr("The practice hand is over; it counted for nothing. Game > Next hand "
                                             "goes back to the session."), 0)
        self._update_actions()

    def start_watching(self) -> None:
        self._drop_if_empty()
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
        self.redo_action.setEnabled(self.controller.can_redo())
        self.again_action.setEnabled(self.controller.can_replay_deal())
        self.restart_action.setEnabled(self.controller.can_restart_hand())
        self.next_action.setEnabled(state is not None and state.is_over)
        self.review_action.setEnabled(state is not None and bool(state.tricks) and bool(state.rules.last_trick_review))

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

    from napdesk.ui.instance import InstanceServer, ask_running_to_show

    install_translator(app, "system")  # the store's preference is not readable yet: the system's language till then
    try:
        opened = Store.open()
    except AlreadyRunning as exc:
        if ask_running_to_show(exc.data_dir):  # its window comes forward and says so: nothing to show here
            return 0
        QMessageBox.critical(None, APP_NAME, already_running_text(str(exc.data_dir), exc.pid))
        return 1
    store = opened.store
    # The language before any window: the preference ("system", "en", "nl", "es"), else the system's.
    try:
        language = store.get_pref("language", "system")
    except StoreError:
        language = "system"
    install_translator(app, language if isinstance(language, str) else "system")
    window = MainWindow(watch=watch or "--watch" in argv, store=store)
    if store.data_dir is not None and not store.read_only:
        InstanceServer(store.data_dir, window).show_requested.connect(window.come_forward)
    window.show()
    from napdesk.ui.dialogs.scoreboard import warm_up_chart

    warm_up_chart(window)  # numpy and pyqtgraph ahead, so that the scoreboard's chart does not wait for them
    for message in opened.messages:  # a database moved aside, opened read-only, not writable...
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, message_text(message), parent=window)
        box.open()
    try:
        return app.exec()
    finally:
        # In order: the windows' workers (cancelled, joined), the AI child (ended, not awaited), then the store.
        window.controller.shutdown()
        shutdown_workers()
        aiproc.shutdown()
        store.close()
