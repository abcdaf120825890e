"""The main window's saved sessions: the unfinished ones listed (the damaged ones named, the newest that can be
repaired offered so), one resumed with its seats made safe to run, a new one given its place in the store, and
one left empty forgotten. A part the window owns (:class:`SavedSessions`); the session launcher
(:mod:`napdesk.ui.launcher`) offers them at start.

Every text is in the context "MainWindow" by name, as when these were the window's own.
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
    from PySide6.QtWidgets import QWidget

    from napdesk.store import Store
    from napdesk.ui.shell import Shell

# lupdate takes a count only from a literal number (napdesk.ui.i18n.Plural): the text is marked here.
_DAMAGED = Plural.translate("MainWindow", "%n unfinished session(s) cannot be resumed because the saved data is "
                                          "damaged:", "", 1)


class SavedSessions:
    """The saved sessions of ``shell``'s window, and the boxes that ask about them (each kept while open)."""

    def __init__(self, shell: Shell) -> None:
        self._shell = shell
        self.damaged_box: QMessageBox | None = None  # unfinished sessions that cannot be resumed
        self.repair_box: QMessageBox | None = None  # resume a damaged one up to its last good action?
        self.trust_box: QMessageBox | None = None  # may the plug-ins a saved session names be run?
        self.plugin_box: QMessageBox | None = None  # which saved seats play the fallback level, and why

    @property
    def _store(self) -> Store:
        store = self._shell.store
        assert store is not None  # only asked for with one
        return store

    def _parent(self) -> QWidget:
        return self._shell.window()

    def _say(self, text: str, ms: int) -> None:
        self._shell.statusBar().showMessage(text, ms)

    def unfinished(self) -> list[SessionInfo]:
        """The unfinished sessions of this kind, newest first: all computers in watch mode, else with a person.
        Damaged ones are passed over, and the person is told which and why."""
        store, watch = self._shell.store, self._shell.watch
        if store is None or store.read_only:  # nothing resumed could be saved
            return []
        found: list[SessionInfo] = []
        damaged: list[str] = []
        repairable: SessionInfo | None = None  # the newest with an action the rules refuse: offered to repair
        for info in store.unfinished_sessions():
            if info.damaged is not None:
                damaged.append(f"{shown_session_name(info.name)}: {damage_text(info.damaged)}")
                if repairable is None and info.damaged.fault in REPLAY_FAULTS:
                    repairable = info
                continue
            try:
                seats = store.load_session(info.id).seats
            except StoreError as exc:
                damaged.append(f"{shown_session_name(info.name)}: {error_text(exc)}")
                continue
            if any(seat.kind == "person" for seat in seats) != watch:
                found.append(info)
        if damaged:
            text = translate_n("MainWindow", _DAMAGED, len(damaged))
            box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "Damaged sessions"),
                              text + "\n\n" + "\n".join(damaged), parent=self._parent())
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
            self.damaged_box = box
            box.open()
        return found

    def _ask_to_repair(self, info: SessionInfo) -> None:
        """Ask whether to drop the action of ``info`` the rules refuse and everything after it, saying what goes;
        with a yes, drop it (after a backup) and resume the session at the action before it. Without one,
        nothing in the saved games changes."""
        try:
            found = repair_plan(self._store, info.id)
        except StoreError as exc:
            self._say(error_text(exc), 10000)
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
                                           action=found.kept + 1), parent=self._parent())
        question.setTextFormat(Qt.TextFormat.PlainText)  # the session's name as it is
        yes = question.addButton(QCoreApplication.translate("MainWindow", "&Resume up to there"),
                                 QMessageBox.ButtonRole.AcceptRole)
        no = question.addButton(QCoreApplication.translate("MainWindow", "&Leave it as it is"),
                                QMessageBox.ButtonRole.RejectRole)
        question.setDefaultButton(no)
        question.setEscapeButton(no)
        question.finished.connect(lambda _: self._repair_and_resume(info.id) if question.clickedButton() is yes
                                  else None)
        self.repair_box = question
        question.open()

    def _repair_and_resume(self, session_id: int) -> None:
        try:
            repair_session(self._store, session_id)
        except StoreError as exc:
            self._say(error_text(exc), 10000)
            return
        self._shell.resume_session(session_id)  # (the offer at start, still open, is put away)

    def resume(self, session_id: int) -> None:
        """Go on with a saved session at the exact action where it stopped. A plug-in it names that the person
        has not allowed is run only after the person says yes (:meth:`_ask_to_run`): till then nothing is built."""
        if self._shell.controller.hook.session_id != session_id:
            self.drop_if_empty()
        try:
            recorder, resumed = SessionRecorder.resume(self._store, session_id)
        except StoreError as exc:
            self._say(error_text(exc), 10000)
            self._shell.new_game()
            return
        allowed = self._shell.allow_plugins | trusted_plugins()
        asked = [(n, s) for n, s in enumerate(resumed.saved.seats, start=1)
                 if s.kind != "person" and s.level and is_plugin(s.level) and not may_play(s.level, allowed)]
        if not asked:
            self._adopt(recorder, resumed, allowed)
            return

        def answered(yes: bool) -> None:
            self.trust_box = None
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
                          parent=self._parent())
        box.setTextFormat(Qt.TextFormat.PlainText)  # the names and levels are the file's: shown, never rendered
        run = box.addButton(QCoreApplication.translate("MainWindow", "&Run them"), QMessageBox.ButtonRole.AcceptRole)
        keep_out = box.addButton(QCoreApplication.translate("MainWindow", "&Do not run them"),
                                 QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep_out)
        box.setEscapeButton(keep_out)
        box.finished.connect(lambda _: answered(box.clickedButton() is run))
        self.trust_box = box
        box.open()

    def _adopt(self, recorder: SessionRecorder, resumed: Resumed, allowed: frozenset[str]) -> None:
        seats, replaced = self._trusted_seats(resumed.saved.seats, allowed)
        self._shell.controller.adopt(resumed.session, seats, recorder)
        self._say(QCoreApplication.translate("MainWindow", "Resumed “{name}”")
                                     .format(name=shown_session_name(resumed.saved.info.name)), 6000)
        self._shell.update_actions()
        if replaced:
            self.plugin_box = QMessageBox(QMessageBox.Icon.Information,
                                           QCoreApplication.translate("MainWindow", "Computer players replaced"),
                                           "\n\n".join(replaced), parent=self._parent())
            self.plugin_box.setTextFormat(Qt.TextFormat.PlainText)  # the file's names and levels, as they are
            self.plugin_box.open()

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

    def record_new_session(self) -> None:
        """Give the session just started its place in the store, so every action of it is saved."""
        controller, store = self._shell.controller, self._shell.store
        session = controller.session
        if store is None or store.read_only or session is None:
            controller.hook = NullHook()
            return
        seats = [Seat(stored_name(s.name), "person" if s.human else "computer", None if s.human else s.level,
                      s.profile) for s in self._with_desk(controller.seats)]  # a default name as its code
        name = session_name_code("watching" if self._shell.watch else "game")  # shown in the language of the day
        try:
            controller.hook = SessionRecorder.create(store, name, session, seats)
        except StoreError as exc:
            controller.hook = NullHook()
            text = QCoreApplication.translate("MainWindow", "This game is not being saved: {error}")
            self._say(text.format(error=cause_text(exc)), 10000)

    def _with_desk(self, seats: Sequence[SeatConfig]) -> list[SeatConfig]:
        """The seats, the one person among computers playing as the desk's profile: one person whatever his seat
        is called in the language of the day. Several people at the table are told apart by name."""
        people = [i for i, s in enumerate(seats) if s.human]
        out = list(seats)
        if self._shell.store is not None and len(people) == 1 and out[people[0]].profile is None:
            try:
                desk = self._store.profiles.desk("you")  # the default name's code, shown in the language of the day
            except StoreError:  # not saved: the session is still recorded, by name
                return out
            if desk.id:
                out[people[0]] = dataclasses.replace(out[people[0]], profile=desk.id)
        return out

    def drop_if_empty(self) -> None:
        """Forget the session being left if nothing was played in it (a game dealt and left before the person
        did anything: GameController.has_play), so the list of unfinished sessions holds only games a player would
        want back."""
        controller, store = self._shell.controller, self._shell.store
        sid = controller.hook.session_id
        if store is None or store.read_only or controller.session is None or sid is None or controller.has_play():
            return
        try:
            store.delete_session(sid)
        except StoreError:
            return
        controller.hook = NullHook()
