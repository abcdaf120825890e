"""The hand history: any finished hand of a saved session, or a hand record file, stepped through card by card
with every hand shown, and the analysis (:mod:`napdesk.ai.analysis`): how many tricks the bidder could make and
the first card that changed the result.

The hand is replayed by the engine from its record (:class:`napdesk.engine.record.HandRecord`); a state is kept
after each action, so stepping either way is immediate. A record that cannot be read, or that stops at an action
the rules refuse, is reported in the player's language (the engine's code for the fault,
:mod:`napdesk.ui.record_words`); a hand that stops part way can still be stepped through up to the refused action.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from napdesk.ai import analysis as hand_analysis
from napdesk.ai.analysis import ANALYSIS_SECONDS, Analysis
from napdesk.engine.actions import Action, Bid, Discard, Exchange, Peep, Play, TakeWidow
from napdesk.engine.hand import HandState, IllegalAction
from napdesk.engine.reasons import Reason
from napdesk.engine.record import (
    HandRecord,
    RecordError,
    RecordFault,
    load_record,
    parse_record,
)
from napdesk.engine.solver import OutOfTime
from napdesk.store import PracticeHand, Store, StoreError
from napdesk.ui.dialogs.common import fit_screen, translate
from napdesk.ui.dialogs.hand_board import HandBoard
from napdesk.ui.dialogs.review import ReviewWindow
from napdesk.ui.i18n import (
    QT_TRANSLATE_NOOP,
    Plural,
    action_refused,
    reason_text,
    shown_name,
    shown_session_name,
    translate_n,
)
from napdesk.ui.record_words import record_text
from napdesk.ui.store_words import error_text as store_error_text
from napdesk.ui.words import analysis_note, card_text  # cards as the table shows them
from napdesk.ui.workers import Workers

ERROR_STYLE: Final = "color: #b00020; font-weight: bold;"


def _is_you(name: str) -> bool:
    """The person named by the table's default "you" (or "You", as a record made before that was a code has it)."""
    return name == "you" or name == QCoreApplication.translate("GameController", "You")


def spoken_to(players: Sequence[str]) -> tuple[int, ...]:
    """The seats the history speaks to ("you"), as the table speaks to the one person at it: its analysis said
    "with all cards seen, You could have taken..." with the name in the middle of the sentence."""
    return tuple(s for s, name in enumerate(players) if _is_you(name))


def action_text(seat: int, action: Action, players: tuple[str, ...]) -> str:
    """One action as the history lists it: "West bids Two", "You play K♥" (the person named by the table's
    default "you" is spoken to; so is one a record made before that was a code calls "You")."""
    name = players[seat] if 0 <= seat < len(players) else translate("HandHistory", "seat {n}").format(n=seat)
    you = _is_you(name)
    who = shown_name(name)
    texts = _YOU_TEXTS if you else _THEY_TEXTS
    if isinstance(action, Bid):
        if action.is_pass:
            return translate("HandHistory", texts["pass"]).format(who=who)
        return translate("HandHistory", texts["bid"]).format(who=who, bid=translate("napdesk.bids", action.label))
    if isinstance(action, Play | Discard):
        return translate("HandHistory", texts[type(action).__name__]).format(who=who, card=card_text(action.card))
    if isinstance(action, Exchange):
        if not action.cards:
            return translate("HandHistory", texts["stand"]).format(who=who)
        return translate_n("HandHistory", texts["exchange"], len(action.cards)).format(who=who)
    if isinstance(action, TakeWidow):
        return translate("HandHistory", texts["widow"]).format(who=who)
    return translate("HandHistory", texts["peep" if isinstance(action, Peep) else "claim"]).format(who=who)


_THEY_TEXTS: Final = {
    "exchange": Plural.translate("HandHistory", "{who} exchanges %n card(s)", "", 1),
    "pass": QT_TRANSLATE_NOOP("HandHistory", "{who} passes"),
    "bid": QT_TRANSLATE_NOOP("HandHistory", "{who} bids {bid}"),
    "Play": QT_TRANSLATE_NOOP("HandHistory", "{who} plays {card}"),
    "Discard": QT_TRANSLATE_NOOP("HandHistory", "{who} discards {card}"),
    "stand": QT_TRANSLATE_NOOP("HandHistory", "{who} stands pat"),
    "widow": QT_TRANSLATE_NOOP("HandHistory", "{who} takes the widow"),
    "peep": QT_TRANSLATE_NOOP("HandHistory", "{who} peeps"),
    "claim": QT_TRANSLATE_NOOP("HandHistory", "{who} claims the rest"),
}
_YOU_TEXTS: Final = {
    "exchange": Plural.translate("HandHistory", "You exchange %n card(s)", "", 1),
    "pass": QT_TRANSLATE_NOOP("HandHistory", "You pass"),
    "bid": QT_TRANSLATE_NOOP("HandHistory", "You bid {bid}"),
    "Play": QT_TRANSLATE_NOOP("HandHistory", "You play {card}"),
    "Discard": QT_TRANSLATE_NOOP("HandHistory", "You discard {card}"),
    "stand": QT_TRANSLATE_NOOP("HandHistory", "You stand pat"),
    "widow": QT_TRANSLATE_NOOP("HandHistory", "You take the widow"),
    "peep": QT_TRANSLATE_NOOP("HandHistory", "You peep"),
    "claim": QT_TRANSLATE_NOOP("HandHistory", "You claim the rest"),
}


# The action a record stops at, and why, as the player reads it (RecordError.describe is the command line's).
REFUSED_ACTION: Final = QT_TRANSLATE_NOOP("HandHistory", "action {number} (seat {seat}: {what}): {reason}")
NOT_THE_TURN: Final = QT_TRANSLATE_NOOP("HandHistory", "it is not seat {seat}'s turn: seat {to_move} is to act")


def _reason(error: RecordError) -> str:
    """Why a replayed record's action was refused, in the player's language."""
    if error.fault is RecordFault.HAND_OVER:
        return reason_text(Reason.HAND_OVER)
    if error.fault is RecordFault.NOT_THE_TURN:
        return translate("HandHistory", NOT_THE_TURN).format_map(error.facts)
    refusal = error.facts["error"]
    assert isinstance(refusal, IllegalAction)
    return action_refused(refusal)


class Replay:
    """A hand record replayed: the state before the first action and after each one, up to any refused action
    (``error``, and ``refusal``: which and why in the player's language)."""

    def __init__(self, record: HandRecord) -> None:
        self.record = record
        self.players = record.players
        self.error: RecordError | None = None
        self.refusal = ""
        self.states: list[HandState] = [record.start()]  # RecordError for a deal that does not fit
        self.actions: list[tuple[int, Action]] = []
        try:
            record.replay(each=self._kept)
        except RecordError as exc:
            self._refused(exc, _reason(exc))

    def _kept(self, state: HandState) -> None:
        self.actions.append(state.history[-1])
        self.states.append(state.copy())

    def _refused(self, error: RecordError, reason: str) -> None:
        self.error = error
        seat, action = error.seat, error.action
        assert seat is not None and action is not None
        self.refusal = translate("HandHistory", REFUSED_ACTION).format(
            number=error.index, seat=seat, what=action_text(seat, action, self.players), reason=reason)

    @property
    def steps(self) -> int:
        """The last step (the number of actions replayed)."""
        return len(self.actions)

    @property
    def final(self) -> HandState:
        return self.states[-1]


class HandHistoryWindow(QWidget):
    """Open a finished hand (from the store, or a record file) and step through it card by card."""

    hand_loaded = Signal()
    retry_requested = Signal(object, object)  # "Try that again" in the review: the hand at a decision, its mark

    def __init__(self, store: Store | None = None, parent: QWidget | None = None, *, art: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_history")
        self.setWindowTitle(self.tr("Hand history"))
        self.setWindowFlag(Qt.WindowType.Window)
        self.store = store
        self.replay: Replay | None = None
        self.step = 0
        self._practice: list[PracticeHand] = []  # the chosen session's deals played again
        self.analysis: Analysis | None = None
        # The analysis runs beside the window (a courtesy child process): a seven-card hand can keep the exact
        # solver busy for seconds, which the window must not wait out. Its result comes back on the UI thread, or
        # not at all once the window is gone.
        self.workers = Workers("napdesk-history")
        self.destroyed.connect(self.workers.close_now)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.session_box = QComboBox(self)
        self.session_box.setObjectName("history_session")
        self.hand_spin = QSpinBox(self)
        self.hand_spin.setObjectName("history_hand")
        self.session_box.setAccessibleName(self.tr("Session"))
        self.hand_spin.setAccessibleName(self.tr("Hand number"))
        self.hand_spin.setRange(1, 1)
        self.open_button = QPushButton(self.tr("Open hand"), self)
        self.import_button = QPushButton(self.tr("Import record…"), self)
        self.import_button.setObjectName("import_record")
        # Each label is its control's buddy: a screen reader reads the control as labelled by it.
        session_label, hand_label = QLabel(self.tr("Session:"), self), QLabel(self.tr("Hand:"), self)
        session_label.setBuddy(self.session_box)
        hand_label.setBuddy(self.hand_spin)
        top.addWidget(session_label)
        top.addWidget(self.session_box, 1)
        top.addWidget(hand_label)
        top.addWidget(self.hand_spin)
        top.addWidget(self.open_button)
        top.addWidget(self.import_button)
        layout.addLayout(top)
        # Deals played again: kept apart from the session's hands, and marked so wherever they are shown.
        practice_row = QHBoxLayout()
        self.practice_box = QComboBox(self)
        self.practice_box.setObjectName("history_practice")
        self.practice_box.setAccessibleName(self.tr("Practice hands"))
        self.practice_box.setAccessibleDescription(self.tr("Deals played again, kept apart from the session's hands"))
        self.practice_button = QPushButton(self.tr("Open practice hand"), self)
        self.practice_button.setObjectName("open_practice")
        practice_label = QLabel(self.tr("Practice hands:"), self)
        practice_label.setBuddy(self.practice_box)
        practice_row.addWidget(practice_label)
        practice_row.addWidget(self.practice_box, 1)
        practice_row.addWidget(self.practice_button)
        layout.addLayout(practice_row)
        self.practice_button.clicked.connect(lambda: self.open_practice(self.practice_box.currentIndex()))

        self.error = QLabel("", self)
        self.error.setObjectName("history_error")
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # names and paths in the error, as they are
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.hide()
        layout.addWidget(self.error)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.board = HandBoard(split, art)
        self.log = QListWidget(split)
        self.log.setObjectName("history_log")
        self.log.setAccessibleName(self.tr("What happened, step by step"))
        split.addWidget(self.board)
        split.addWidget(self.log)
        split.setStretchFactor(0, 3)
        layout.addWidget(split, 1)

        steps = QHBoxLayout()
        style = self.style()
        pix = QStyle.StandardPixmap
        self.first_button = QPushButton(style.standardIcon(pix.SP_MediaSkipBackward), "", self)
        self.back_button = QPushButton(style.standardIcon(pix.SP_MediaSeekBackward), "", self)
        self.forward_button = QPushButton(style.standardIcon(pix.SP_MediaSeekForward), "", self)
        self.last_button = QPushButton(style.standardIcon(pix.SP_MediaSkipForward), "", self)
        for button, tip, name in ((self.first_button, self.tr("As dealt"), "step_first"),
                                  (self.back_button, self.tr("One card back"), "step_back"),
                                  (self.forward_button, self.tr("One card on"), "step_forward"),
                                  (self.last_button, self.tr("The end of the hand"), "step_last")):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setObjectName(name)
            steps.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("history_slider")
        self.slider.setAccessibleName(self.tr("Step in the hand"))
        steps.addWidget(self.slider, 1)
        self.step_label = QLabel(self)
        self.step_label.setObjectName("step_label")
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)  # the players' names, as they are
        steps.addWidget(self.step_label, 2)
        layout.addLayout(steps)

        analysis_row = QHBoxLayout()
        self.analysis_label = QLabel(self)
        self.analysis_label.setObjectName("analysis")
        self.analysis_label.setTextFormat(Qt.TextFormat.PlainText)
        self.analysis_label.setWordWrap(True)
        self.turning_button = QPushButton(self.tr("Go to the turning point"), self)
        self.turning_button.setEnabled(False)
        self.review_button = QPushButton(self.tr("&Review the cards…"), self)
        self.review_button.setToolTip(self.tr("Each card that gave a trick away, with the better one"))
        self.review_button.clicked.connect(self.open_review)
        self.review_window: ReviewWindow | None = None
        analysis_row.addWidget(self.analysis_label, 1)
        analysis_row.addWidget(self.turning_button)
        analysis_row.addWidget(self.review_button)
        layout.addLayout(analysis_row)
        # A window, not a dialog, as the scoreboard is: it gets a Close button and Esc like one.
        close_row = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close_row.setObjectName("history_buttons")
        close_row.rejected.connect(self.close)
        layout.addWidget(close_row)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)

        self.first_button.clicked.connect(lambda: self.step_to(0))
        self.back_button.clicked.connect(lambda: self.step_to(self.step - 1))
        self.forward_button.clicked.connect(lambda: self.step_to(self.step + 1))
        self.last_button.clicked.connect(lambda: self.step_to(self.replay.steps if self.replay else 0))
        self.slider.valueChanged.connect(self.step_to)
        self.log.currentRowChanged.connect(lambda row: self.step_to(row + 1) if row >= 0 else None)
        self.open_button.clicked.connect(self._open_chosen)
        self.import_button.clicked.connect(self._ask_import)
        self.turning_button.clicked.connect(self.go_to_turning_point)
        self.session_box.currentIndexChanged.connect(self._session_chosen)
        self.reload_sessions()
        self._update_controls()
        fit_screen(self, 1000, 680)
        self.open_latest()

    def open_latest(self) -> bool:
        """Open the last finished hand of the most recent session (rather than showing "No hand open")."""
        data = self.session_box.itemData(0) if self.session_box.count() else None
        return data is not None and self.open_hand(int(data[0]), int(data[1]))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right step a card, Home and End go to the deal and the end (when no field takes the key)."""
        keys = {Qt.Key.Key_Left: self.step - 1, Qt.Key.Key_Right: self.step + 1, Qt.Key.Key_Home: 0,
                Qt.Key.Key_End: self.replay.steps if self.replay else 0}
        target = keys.get(Qt.Key(event.key()))
        if target is None or self.replay is None:
            super().keyPressEvent(event)
            return
        self.step_to(target)

    # -- choosing a hand ------------------------------------------------------------------------------------------

    def reload_sessions(self) -> None:
        """Offer the saved sessions that have finished hands (again: new hands may have been played)."""
        chosen = self.session_box.currentData()
        self.session_box.blockSignals(True)
        self.session_box.clear()
        if self.store is not None:
            try:
                for info in self.store.sessions():
                    if info.hands:
                        self.session_box.addItem(f"{shown_session_name(info.name)} ({info.hands})",
                                                 (info.id, info.hands))
            except StoreError:
                pass
        if chosen is not None:
            for i in range(self.session_box.count()):
                if self.session_box.itemData(i)[0] == chosen[0]:
                    self.session_box.setCurrentIndex(i)
        self.session_box.blockSignals(False)
        self.open_button.setEnabled(self.session_box.count() > 0)
        self._session_chosen()

    def _session_chosen(self) -> None:
        data = self.session_box.currentData()
        self.hand_spin.setRange(1, max(1, int(data[1])) if data else 1)
        self.practice_box.clear()
        self._practice = []
        if self.store is not None and data:
            with contextlib.suppress(StoreError):
                self._practice = self.store.practice.hands(int(data[0]))
        for hand in self._practice:
            self.practice_box.addItem(self.tr("Practice of hand {n}").format(n=hand.number), hand.id)
        self.practice_button.setEnabled(bool(self._practice))

    def open_practice(self, index: int) -> bool:
        """Open the session's practice hand ``index`` (in the order they were played), titled as practice."""
        if not 0 <= index < len(self._practice):
            return False
        hand = self._practice[index]
        try:
            record = parse_record(hand.record)
        except RecordError as exc:
            self.show_error(self.tr("Hand {n} cannot be opened: {error}").format(n=hand.number,
                                                                                 error=record_text(exc)))
            return False
        return self.load(record, self.tr("Practice of hand {n}").format(n=hand.number))

    def _open_chosen(self) -> None:
        data = self.session_box.currentData()
        if data is not None:
            self.open_hand(int(data[0]), self.hand_spin.value())

    def open_hand(self, session_id: int, number: int) -> bool:
        """Open finished hand ``number`` of a saved session; False (and the reason shown) if it cannot be."""
        if self.store is None:
            return False
        for i in range(self.session_box.count()):
            if self.session_box.itemData(i)[0] == session_id:
                self.session_box.setCurrentIndex(i)
                self.hand_spin.setValue(number)
        try:
            data = self.store.hand_record(session_id, number)
            record = parse_record(data)
        except (StoreError, RecordError) as exc:
            error = record_text(exc) if isinstance(exc, RecordError) else store_error_text(exc)
            self._show_nothing()
            self.show_error(self.tr("Hand {n} cannot be opened: {error}").format(n=number, error=error))
            return False
        return self.load(record, self.tr("Hand {n}").format(n=number))

    def _ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a hand record"), "",
                                              self.tr("Hand records (*.json);;All files (*)"))
        if path:
            self.import_file(path)

    def import_file(self, path: str | Path) -> bool:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            self._show_nothing()
            self.show_error(self.tr("{file} cannot be read: {error}").format(file=Path(path).name, error=exc))
            return False
        return self.load_text(text, Path(path).name)

    def load_text(self, text: str, source: str = "") -> bool:
        """Read a hand record (``load_record``) and open it; errors are shown in plain words."""
        try:
            record = load_record(text)
        except RecordError as exc:
            self._show_nothing()
            self.show_error(self.tr("{source} is not a hand napdesk can replay: {error}").format(
                source=source or self.tr("The record"), error=record_text(exc)))
            return False
        return self.load(record, source)

    def _show_nothing(self) -> None:
        """No hand open: nothing of the hand shown before stays (its steps, its analysis, its title)."""
        self.replay = None
        self.step = 0
        self.analysis = None
        self.board.set_state(None, ())
        self.log.clear()
        self.step_label.setText("")
        self.analysis_label.setText("")
        self.turning_button.setEnabled(False)
        self.setWindowTitle(self.tr("Hand history"))
        self._update_controls()

    def load(self, record: HandRecord, title: str = "") -> bool:
        """Replay a record and show it as dealt. True when every action replayed."""
        try:
            replay = Replay(record)
        except RecordError as exc:
            self._show_nothing()
            self.show_error(self.tr("{source} cannot be dealt: {error}").format(
                source=title or self.tr("The record"), error=record_text(exc)))
            return False
        self.replay = replay
        self.analysis = None
        self.analysis_label.setText("")
        self.turning_button.setEnabled(False)
        if replay.error is not None:
            self.show_error(self.tr("The record stops at a refused action: {error}. The hand can be stepped "
                                    "through up to it.").format(error=replay.refusal))
        else:
            self.show_error("")
        self.setWindowTitle(self.tr("Hand history: {title}").format(title=title) if title else self.tr(
            "Hand history"))
        self.log.blockSignals(True)
        self.log.clear()
        for seat, action in replay.actions:
            self.log.addItem(action_text(seat, action, replay.players))
        self.log.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setRange(0, replay.steps)
        self.slider.blockSignals(False)
        self.step = -1
        self.step_to(0)
        self.hand_loaded.emit()
        self._start_analysis()
        return replay.error is None

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def error_text(self) -> str:
        return self.error.text()

    # -- stepping -----------------------------------------------------------------------------------------------

    def step_to(self, step: int) -> None:
        if self.replay is None:
            return
        step = max(0, min(step, self.replay.steps))
        if step == self.step:
            return
        self.step = step
        state = self.replay.states[step]
        highlight = None
        if step:
            seat, action = self.replay.actions[step - 1]
            if isinstance(action, Play):
                highlight = action.card
            self.step_label.setText(self.tr("{n} of {total}: {what}").format(
                n=step, total=self.replay.steps, what=action_text(seat, action, self.replay.players)))
        else:
            self.step_label.setText(self.tr("As dealt (%n action(s))", "", self.replay.steps))
        if state.is_over and state.outcome is not None and step == self.replay.steps:
            self.step_label.setText(self.step_label.text() + "  " + self._outcome_text(state))
        self.board.set_state(state, self.replay.players, highlight)
        for widget, value in ((self.slider, step),):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        self.log.blockSignals(True)
        self.log.setCurrentRow(step - 1)
        self.log.blockSignals(False)
        self._update_controls()

    def _outcome_text(self, state: HandState) -> str:
        out = state.outcome
        assert out is not None
        if out.made is None:
            return self.tr("Thrown in.")
        return self.tr("The bid was made.") if out.made else self.tr("The bid failed.")

    def _update_controls(self) -> None:
        total = self.replay.steps if self.replay else 0
        self.first_button.setEnabled(self.step > 0)
        self.back_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.replay is not None and self.step < total)
        self.last_button.setEnabled(self.replay is not None and self.step < total)
        self.slider.setEnabled(self.replay is not None)

    def board_text(self) -> str:
        return "\n".join(self.board.lines())

    # -- analysis -----------------------------------------------------------------------------------------------

    def _start_analysis(self) -> None:
        """Solve the shown hand (``napdesk.ai.analysis``) beside the window, within the table's time."""
        assert self.replay is not None
        final = self.replay.final
        if final.contract is None or final.bidder is None:
            self.analysis_label.setText(self.tr("Nobody bid: nothing to analyse."))
            return
        self.workers.cancel_all()  # the hand shown before has no use for its analysis now
        # In a courtesy child process (picklable: the analysis function and a copy of the hand).
        work = partial(hand_analysis.analyse, final.copy(), ANALYSIS_SECONDS)
        self.workers.courtesy(work, partial(self._analysed, self.replay))

    def _analysed(self, replay: Replay, result: object) -> None:
        """Say the analysis (on the UI thread), if it is of the hand still shown."""
        if replay is not self.replay:
            return
        if isinstance(result, OutOfTime):
            self.analysis_label.setText(self.tr("This hand is too big to analyse in %n second(s).", "",
                                                round(ANALYSIS_SECONDS)))
            return
        if not isinstance(result, Analysis):  # the analysis must never take the window down
            self.analysis_label.setText(self.tr("The analysis failed: {error}").format(error=result))
            return
        self.analysis = result
        final = replay.final
        # In the words of the result panel at the table (words.analysis_note): the person spoken to, others by name
        names = [shown_name(replay.players[i]) if i < len(replay.players) else str(i)
                 for i in range(final.rules.players)]
        text = analysis_note(result, names, spoken_to(replay.players), final.rules.hand_size) or ""
        if result.turning_point is None and result.makeable is not None:
            text += " " + self.tr("No card changed the result the deal allowed.")
        self.analysis_label.setText(text.strip())
        self.turning_button.setEnabled(result.turning_point is not None)

    def turning_step(self) -> int | None:
        """The step just after the turning card was played."""
        if self.analysis is None or self.analysis.turning_point is None:
            return None
        return int(self.analysis.turning_point.index) + 1

    def open_review(self) -> ReviewWindow | None:
        """The review of the hand shown (napdesk.ui.dialogs.review): the costly bids and cards, worst first."""
        if self.replay is None or self.replay.final.contract is None:
            return None
        if self.review_window is not None:
            self.review_window.close()
            self.review_window.deleteLater()
        self.review_window = ReviewWindow(self.replay.final, self.replay.players, 0, self)
        self.review_window.setWindowFlag(Qt.WindowType.Window)
        self.review_window.retry_requested.connect(self.retry_requested)
        self.review_window.show()
        return self.review_window

    def go_to_turning_point(self) -> None:
        step = self.turning_step()
        if step is not None:
            self.step_to(step)
