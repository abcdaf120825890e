"""The main window's saved sessions: the unfinished ones offered at start (the damaged ones named), one resumed
with its seats made safe to run, a new one given its place in the store, and one left empty forgotten (mixed
into :class:`napdesk.ui.app.MainWindow`).

Every text is the main window's: it is translated in the context "MainWindow" by name, because Qt's translator
looks the context of ``self.tr`` up from the running class (the window) but lupdate from the class the source is
written in (this mixin), and the two must agree.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox

from napdesk.ai import ALLOWED_PLUGINS_PREF, FALLBACK_LEVEL, allowed_plugins, may_play
from napdesk.engine.rules import Rules
from napdesk.store import Seat, SessionInfo, SessionRecorder, StoreError
from napdesk.ui.controller import DEFAULT_LEVEL, NullHook, SeatConfig
from napdesk.ui.i18n import Plural, level_name, translate_n
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
        controller: GameController
        table: TableView
        _watch_timer: QTimer
        _resume_box: QDialog | None
        _plugin_box: QMessageBox | None
        _damaged_box: QMessageBox | None

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
        seats = [(name, format_chips(chips[i], unit) if i < len(chips) else "")
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
        for info in self.store.unfinished_sessions():
            if info.damaged is not None:
                damaged.append(f"{info.name}: {damage_text(info.damaged)}")
                continue
            try:
                seats = self.store.load_session(info.id).seats
            except StoreError as exc:
                damaged.append(f"{info.name}: {error_text(exc)}")
                continue
            if any(seat.kind == "person" for seat in seats) != self.watch:
                found.append(info)
        if damaged:
            text = translate_n("MainWindow", _DAMAGED, len(damaged))
            box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "Damaged sessions"),
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
            self.statusBar().showMessage(error_text(exc), 10000)
            self.new_game()
            return
        seats, replaced = self._trusted_seats(resumed.saved.seats)
        self.controller.adopt(resumed.session, seats, recorder)
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Resumed “{name}”")
                                     .format(name=resumed.saved.info.name), 6000)
        self._update_actions()
        if replaced:
            self._plugin_box = QMessageBox(QMessageBox.Icon.Information,
                                           QCoreApplication.translate("MainWindow", "Computer players replaced"),
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
                text = QCoreApplication.translate(
                    "MainWindow", "<p>Seat {n} ({name}) plays the {fallback} level: its saved player “{plugin}” is "
                    "neither a built-in level nor a plug-in allowed in Preferences, so it is not run.</p>")
                replaced.append(text.format(n=n, name=s.name, fallback=level_name(FALLBACK_LEVEL), plugin=level))
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
        name = (QCoreApplication.translate("MainWindow", "Watching of {when}") if self.watch
                else QCoreApplication.translate("MainWindow", "Game of {when}")).format(when=when)
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
                desk = self.store.desk_profile(QCoreApplication.translate("GameController", "You"))
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

