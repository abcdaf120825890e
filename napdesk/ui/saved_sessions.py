"""The main window's saved sessions: the unfinished ones offered at start (the damaged ones named), one resumed
with its seats made safe to run, a new one given its place in the store, and one left empty forgotten (mixed
into :class:`napdesk.ui.app.MainWindow`).

Every text is the main window's: it is translated in the context "MainWindow" by name, because Qt's translator
looks the context of ``self.tr`` up from the running class (the window) but lupdate from the class the source is
written in (this mixin), and the two must agree.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from napdesk.ai import FALLBACK_LEVEL, is_plugin, may_play
from napdesk.ai.trust import trust_plugins, trusted_plugins
from napdesk.engine.rules import Rules
from napdesk.store import Resumed, Seat, SessionInfo, SessionRecorder, StoreError
from napdesk.store.repair import plan as repair_plan
from napdesk.store.repair import repair as repair_session
from napdesk.store.replay import FAULTS as REPLAY_FAULTS
from napdesk.ui.controller import DEFAULT_LEVEL, NullHook, SeatConfig
from napdesk.ui.i18n import (
    Plural,
    level_name,
    session_name_code,
    shown_name,
    shown_session_name,
    stored_name,
    translate_n,
)
from napdesk.ui.store_words import cause_text, damage_text, error_text

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog, QMainWindow

    from napdesk.store import Store
    from napdesk.ui.controller import GameController
    from napdesk.ui.table import TableView

    class _Window(QMainWindow):
        """What the window that mixes the saved sessions in provides."""

        store: Store | None
        watch: bool
        allow_plugins: frozenset[str]
        controller: GameController
        table: TableView
        _watch_timer: QTimer
        _resume_box: QDialog | None
        _trust_box: QMessageBox | None
        _plugin_box: QMessageBox | None
        _damaged_box: QMessageBox | None
        _repair_box: QMessageBox | None

        def new_game(self) -> None: ...
        def _update_actions(self) -> None: ...
else:
    _Window = object

# lupdate takes a count only from a literal number (napdesk.ui.i18n.Plural): the text is marked here.
_DAMAGED = Plural.translate("MainWindow", "%n unfinished session(s) cannot be resumed because the saved data is "
                                          "damaged:", "", 1)


class SavedSessions(_Window):
    """Mixed into :class:`napdesk.ui.app.MainWindow`."""

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
                if self._resume_box is not box:  # put away for a damaged session repaired and resumed
                    return
                wanted = box.chosen()
                self.resume_session(wanted) if wanted is not None else self.new_game()

            box.finished.connect(lambda _: answered())
            self._resume_box = box
            box.open()
            if self._damaged_box is not None:  # opened first, it would be hidden behind the prompt until it closes
                self._damaged_box.raise_()
                self._damaged_box.activateWindow()

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
        seats = [(shown_name(name), format_chips(chips[i], unit) if i < len(chips) else "")
                 for i, name in enumerate(newest.players)]
        lines = [QCoreApplication.translate("MainWindow", "Unfinished sessions"),
                 QCoreApplication.translate("MainWindow", "Resume one, or start a new game")]
        self.table.show_waiting(lines, seats)

    def _unfinished(self) -> list[SessionInfo]:
        """The unfinished sessions of this kind, newest first: all computers in watch mode, else with a person.
        Damaged ones are passed over, and the person is told which and why."""
        if self.store is None or self.store.read_only:  # nothing resumed could be saved
            return []
        found: list[SessionInfo] = []
        damaged: list[str] = []
        repairable: SessionInfo | None = None  # the newest with an action the rules refuse: offered to repair
        for info in self.store.unfinished_sessions():
            if info.damaged is not None:
                damaged.append(f"{shown_session_name(info.name)}: {damage_text(info.damaged)}")
                if repairable is None and info.damaged.fault in REPLAY_FAULTS:
                    repairable = info
                continue
            try:
                seats = self.store.load_session(info.id).seats
            except StoreError as exc:
                damaged.append(f"{shown_session_name(info.name)}: {error_text(exc)}")
                continue
            if any(seat.kind == "person" for seat in seats) != self.watch:
                found.append(info)
        if damaged:
            text = translate_n("MainWindow", _DAMAGED, len(damaged))
            box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "Damaged sessions"),
                              text + "\n\n" + "\n".join(damaged), parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)  # the sessions' names as they are, never rendered
            if repairable is not None:
                fix = box.addButton(QCoreApplication.translate("MainWindow", "Resume “{name}” up to the last good "
                                                               "action").format(name=shown_session_name(repairable.name)),
                                    QMessageBox.ButtonRole.AcceptRole)
                close = box.addButton(QMessageBox.StandardButton.Close)
                box.setDefaultButton(close)
                box.setEscapeButton(close)
                chosen = repairable
                box.finished.connect(lambda _: self._ask_to_repair(chosen) if box.clickedButton() is fix else None)
            self._damaged_box = box
            box.open()
        return found

    def _ask_to_repair(self, info: SessionInfo) -> None:
        """Ask whether to drop the action of ``info`` the rules refuse and everything after it, saying what goes;
        with a yes, drop it (after a backup) and resume the session at the action before it. Without one,
        nothing in the saved games changes."""
        assert self.store is not None
        try:
            found = repair_plan(self.store, info.id)
        except StoreError as exc:
            self.statusBar().showMessage(error_text(exc), 10000)
            return
        if found is None:
            return
        if found.finished:
            text = QCoreApplication.translate(
                "MainWindow", "Hand {hand} of “{name}”, every later hand and the hand in progress are removed from "
                "the saved games (a backup is made first). The game goes on with hand {hand}, dealt again.")
        elif found.kept == 0 and found.actions == 0:
            text = QCoreApplication.translate(
                "MainWindow", "Hand {hand} of “{name}”, the hand in progress, is removed from the saved games (a "
                "backup is made first). The game goes on with hand {hand}, dealt again.")
        else:
            text = QCoreApplication.translate(
                "MainWindow", "Action {action} of hand {hand} of “{name}” and every action after it are removed "
                "from the saved games (a backup is made first). The game goes on from the action before it.")
        question = QMessageBox(QMessageBox.Icon.Question,
                               QCoreApplication.translate("MainWindow", "Resume up to the last good action?"),
                               text.format(hand=found.hand, name=shown_session_name(info.name),
                                           action=found.kept + 1), parent=self)
        question.setTextFormat(Qt.TextFormat.PlainText)  # the session's name as it is
        yes = question.addButton(QCoreApplication.translate("MainWindow", "&Resume up to there"),
                                 QMessageBox.ButtonRole.AcceptRole)
        no = question.addButton(QCoreApplication.translate("MainWindow", "&Leave it as it is"),
                                QMessageBox.ButtonRole.RejectRole)
        question.setDefaultButton(no)
        question.setEscapeButton(no)
        question.finished.connect(lambda _: self._repair_and_resume(info.id) if question.clickedButton() is yes
                                  else None)
        self._repair_box = question
        question.open()

    def _repair_and_resume(self, session_id: int) -> None:
        assert self.store is not None
        try:
            repair_session(self.store, session_id)
        except StoreError as exc:
            self.statusBar().showMessage(error_text(exc), 10000)
            return
        offer, self._resume_box = self._resume_box, None  # its answer is not wanted now
        if offer is not None and offer.isVisible():
            offer.reject()
        self.resume_session(session_id)

    def resume_session(self, session_id: int) -> None:
        """Go on with a saved session at the exact action where it stopped. A plug-in it names that the person
        has not allowed is run only after the person says yes (:meth:`_ask_to_run`): till then nothing is built."""
        assert self.store is not None
        self._watch_timer.stop()
        self.table.finish_animations()
        if getattr(self.controller.hook, "session_id", None) != session_id:
            self._drop_if_empty()
        try:
            recorder, resumed = SessionRecorder.resume(self.store, session_id)
        except StoreError as exc:
            self.statusBar().showMessage(error_text(exc), 10000)
            self.new_game()
            return
        allowed = self.allow_plugins | trusted_plugins()
        asked = [(n, s) for n, s in enumerate(resumed.saved.seats, start=1)
                 if s.kind != "person" and s.level and is_plugin(s.level) and not may_play(s.level, allowed)]
        if not asked:
            self._adopt(recorder, resumed, allowed)
            return

        def answered(yes: bool) -> None:
            self._trust_box = None
            specs = {s.level or "" for _, s in asked}
            if yes:
                with contextlib.suppress(OSError):  # not remembered (a read-only config folder): asked again
                    trust_plugins(specs)
            self._adopt(recorder, resumed, allowed | specs if yes else allowed)

        self._ask_to_run(asked, answered)

    def _ask_to_run(self, asked: Sequence[tuple[int, Seat]], answered: Callable[[bool], None]) -> None:
        """Ask the person whether the plug-ins ``asked`` (seat number, seat) may run, naming each module."""
        lines = [QCoreApplication.translate("MainWindow", "Seat {n} ({name}): “{plugin}”, from the Python module "
                                            "“{module}”").format(n=n, name=shown_name(s.name), plugin=s.level,
                                                                 module=(s.level or "").partition(":")[0].strip())
                 for n, s in asked]
        text = QCoreApplication.translate(
            "MainWindow", "This saved session has computer players that are plug-ins: code from outside napdesk, "
            "which runs on your computer with your rights.")
        question = QCoreApplication.translate(
            "MainWindow", "Run them? Say yes only if you trust where this session and these modules came from: "
            "your yes is remembered on this computer. If not, these seats play the {fallback} level.")
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "Run plug-ins?"),
                          "\n\n".join([text, "\n".join(lines), question.format(fallback=level_name(FALLBACK_LEVEL))]),
                          parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the names and levels are the file's: shown, never rendered
        run = box.addButton(QCoreApplication.translate("MainWindow", "&Run them"), QMessageBox.ButtonRole.AcceptRole)
        keep_out = box.addButton(QCoreApplication.translate("MainWindow", "&Do not run them"),
                                 QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep_out)
        box.setEscapeButton(keep_out)
        box.finished.connect(lambda _: answered(box.clickedButton() is run))
        self._trust_box = box
        box.open()

    def _adopt(self, recorder: SessionRecorder, resumed: Resumed, allowed: frozenset[str]) -> None:
        seats, replaced = self._trusted_seats(resumed.saved.seats, allowed)
        self.controller.adopt(resumed.session, seats, recorder)
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Resumed “{name}”")
                                     .format(name=shown_session_name(resumed.saved.info.name)), 6000)
        self._update_actions()
        if replaced:
            self._plugin_box = QMessageBox(QMessageBox.Icon.Information,
                                           QCoreApplication.translate("MainWindow", "Computer players replaced"),
                                           "\n\n".join(replaced), parent=self)
            self._plugin_box.setTextFormat(Qt.TextFormat.PlainText)  # the file's names and levels, as they are
            self._plugin_box.open()

    def _trusted_seats(self, saved: Sequence[Seat], allowed: frozenset[str]) -> tuple[list[SeatConfig], list[str]]:
        """The saved seats as the table plays them: a saved session (perhaps imported from someone else) must not
        choose code to run, so a seat whose level is neither built in nor a plug-in the person allowed plays the
        fallback level; each such seat gets a sentence saying which and why."""
        seats: list[SeatConfig] = []
        replaced: list[str] = []
        for n, s in enumerate(saved, start=1):
            level = s.level or DEFAULT_LEVEL
            if s.kind != "person" and not may_play(level, allowed):
                text = QCoreApplication.translate(
                    "MainWindow", "Seat {n} ({name}) plays the {fallback} level: its saved player “{plugin}” is "
                    "neither a built-in level nor a plug-in you allowed to run, so it is not run.")
                replaced.append(text.format(n=n, name=shown_name(s.name), fallback=level_name(FALLBACK_LEVEL),
                                            plugin=level))
                level = FALLBACK_LEVEL
            seats.append(SeatConfig(s.name, s.kind == "person", level, s.profile if s.kind == "person" else None))
        return seats, replaced

    def _record_new_session(self) -> None:
        """Give the session just started its place in the store, so every action of it is saved."""
        session = self.controller.session
        if self.store is None or self.store.read_only or session is None:
            self.controller.hook = NullHook()
            return
        seats = [Seat(stored_name(s.name), "person" if s.human else "computer", None if s.human else s.level,
                      s.profile) for s in self._with_desk(self.controller.seats)]  # a default name as its code
        name = session_name_code("watching" if self.watch else "game")  # shown in the language of the day
        try:
            self.controller.hook = SessionRecorder.create(self.store, name, session, seats)
        except StoreError as exc:
            self.controller.hook = NullHook()
            text = QCoreApplication.translate("MainWindow", "This game is not being saved: {error}")
            self.statusBar().showMessage(text.format(error=cause_text(exc)), 10000)

    def _with_desk(self, seats: Sequence[SeatConfig]) -> list[SeatConfig]:
        """The seats, the one person among computers playing as the desk's profile: one person whatever his seat
        is called in the language of the day. Several people at the table are told apart by name."""
        people = [i for i, s in enumerate(seats) if s.human]
        out = list(seats)
        if self.store is not None and len(people) == 1 and out[people[0]].profile is None:
            try:
                desk = self.store.profiles.desk("you")  # the default name's code, shown in the language of the day
            except StoreError:  # not saved: the session is still recorded, by name
                return out
            if desk.id:
                out[people[0]] = dataclasses.replace(out[people[0]], profile=desk.id)
        return out

    def _drop_if_empty(self) -> None:
        """Forget the session being left if nothing was played in it (a game dealt and left before the person
        did anything: GameController.has_play), so the list of unfinished sessions holds only games a player would
        want back."""
        session = self.controller.session
        sid = getattr(self.controller.hook, "session_id", None)
        if (self.store is None or self.store.read_only or session is None or not isinstance(sid, int)
                or self.controller.has_play()):
            return
        try:
            self.store.delete_session(sid)
        except StoreError:
            return
        self.controller.hook = NullHook()

