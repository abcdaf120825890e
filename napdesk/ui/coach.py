"""Coach mode ("Learn to play"): the lessons of :mod:`napdesk.ai.lessons` played at a table of their own.

The :class:`CoachWindow` has its own controller (a :class:`CoachController`: the game controller with the coach's
word before the engine's) and its own card table; the session of the main window is never touched. The
:class:`Coach` observes what the controller publishes (its actions and snapshots), keeps its own copy of the
lesson's hand (the coach knows the deal: it set it), and before each of the person's decisions says the idea that
applies and points at the cards it means (a gold ring on the card items). A legal card that gives a trick away,
or a bid the lesson does not ask for, is explained first and goes through when chosen again; a card the rules
refuse is explained with the engine's reason. The lessons done are kept per profile in the store.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsRectItem,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from napdesk.ai.hints import Hint
from napdesk.ai.lessons import LESSONS, PERSON, Lesson, LessonPlayer, Tip, VerdictKind, judge, tip
from napdesk.engine.actions import Action, Bid, Play
from napdesk.engine.cards import Card
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.store.lessons import PrefStore, lesson_done, lessons_done
from napdesk.ui.cardart import CardArt
from napdesk.ui.coach_words import (
    idea_text,
    lesson_heading,
    lesson_over_text,
    progress_text,
    refused_text,
    tip_text,
    verdict_text,
)
from napdesk.ui.controller import GameController, default_seats
from napdesk.ui.dialogs.common import fit_screen
from napdesk.ui.i18n import bid_label
from napdesk.ui.table import TableView
from napdesk.ui.table.cards import CardItem
from napdesk.ui.why_words import hint_reason, why_text
from napdesk.ui.words import card_text

RING = "#ffcf3f"


class CoachController(GameController):
    """The game controller of the coach's table: each of the person's choices is shown to the coach first
    (``gate``: a message refuses it, None lets it through), and "next hand" is the next lesson."""

    lesson_next = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(Rules(), default_seats(4), 0, None, parent)
        self.use_process = False  # the lessons' computers are the coach's own (LessonPlayer), played here
        self.undo_allowed = False
        self.gate: Callable[[Action], str | None] | None = None

    def submit(self, action: Action) -> str | None:
        state = self.state
        if self.gate is not None and state is not None and not state.is_over and self.is_human(state.to_move):
            message = self.gate(action)
            if message is not None:
                self.refused.emit(message)
                return message
        return super().submit(action)

    def next_hand(self) -> None:
        self.lesson_next.emit()


class CoachPanel(QFrame):
    """The coach's words above the table: the lesson, its idea, the word before this decision, and "Why?"."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.setStyleSheet("#coachPanel { background: #17331f; border-bottom: 2px solid #ffcf3f; }"
                           "#coachPanel QLabel { color: #f4f1e6; }")
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        self.heading = QLabel(self)
        self.heading.setObjectName("coachHeading")
        self.heading.setStyleSheet("font-weight: bold; font-size: 15px; color: #ffcf3f;")
        self.idea = QLabel(self)
        self.idea.setObjectName("coachIdea")
        self.idea.setWordWrap(True)
        self.words = QLabel(self)
        self.words.setObjectName("coachWords")
        self.words.setWordWrap(True)
        self.words.setStyleSheet("font-size: 14px;")
        # Two lines kept for the word before each decision: as it went from one line to two and back, the table
        # under the panel moved by a line, the person's cards and the bid buttons with it.
        self.words.ensurePolished()
        self.words.setMinimumHeight(2 * self.words.fontMetrics().lineSpacing() + 2)
        self.why_label = QLabel(self)
        self.why_label.setObjectName("coachWhy")
        self.why_label.setWordWrap(True)
        self.why_label.setStyleSheet("font-style: italic;")
        self.why_label.hide()
        row = QHBoxLayout()
        self.progress = QLabel(self)
        self.progress.setObjectName("coachProgress")
        self.why_button = QPushButton(self.tr("Why?"), self)
        self.why_button.setAccessibleName(self.tr("Why the coach says so"))
        self.again_button = QPushButton(self.tr("&Again"), self)
        self.again_button.setAccessibleName(self.tr("Play this lesson again"))
        self.next_button = QPushButton(self.tr("&Next lesson"), self)
        self.next_button.setAccessibleName(self.tr("Go to the next lesson"))
        row.addWidget(self.progress, 1)
        for b in (self.why_button, self.again_button, self.next_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the table keeps the keyboard for the cards
            row.addWidget(b)
        for w in (self.heading, self.idea, self.words, self.why_label):
            box.addWidget(w)
        box.addLayout(row)

    def say(self, text: str) -> None:
        self.words.setText(text)
        self.why_label.hide()


class Coach(QObject):
    """Observes the coach's table and speaks before each of the person's decisions."""

    spoke = Signal(str)

    def __init__(self, controller: CoachController, table: TableView, panel: CoachPanel,
                 store: PrefStore | None = None, profile: int | None = None) -> None:
        super().__init__(controller)
        self.controller = controller
        self.table = table
        self.panel = panel
        self.store = store
        self.profile = profile
        self.done: list[str] = lessons_done(store, profile) if store is not None and profile is not None else []
        self.index = 0
        self.lesson: Lesson = LESSONS[0]
        self.mirror: HandState | None = None  # the coach's copy of the lesson's hand (it knows the deal)
        self.tip: Tip | None = None
        self._spoken: int | None = None  # the decision spoken about: the length of the hand's history
        self._allowed: Action | None = None  # a choice explained once: chosen again, it goes through
        self._rings: list[QGraphicsRectItem] = []
        controller.gate = self.vet
        controller.action_done.connect(self._on_action)
        controller.practice_over.connect(self._on_over)
        controller.lesson_next.connect(self.next_lesson)
        controller.hinted.connect(self._on_hinted)
        table.idle.connect(self._on_idle)
        table.result_shown.connect(self._relabel_result)
        panel.why_button.clicked.connect(self.why)
        panel.again_button.clicked.connect(lambda: self.start(self.index))
        panel.next_button.clicked.connect(self.next_lesson)

    # -- the lessons ---------------------------------------------------------------------------------------------

    def start(self, index: int) -> None:
        self.index = index % len(LESSONS)
        self.lesson = LESSONS[self.index]
        self.mirror = self.lesson.start()
        self.tip = None
        self._spoken = None
        self._allowed = None
        self._clear_rings()
        c = self.controller
        c.players = {s: LessonPlayer(self.lesson.bids[s], seed=s) for s in range(1, 4)}
        self.panel.heading.setText(lesson_heading(self.lesson.key, self.index + 1, len(LESSONS)))
        self.panel.idea.setText(idea_text(self.lesson.key))
        self.panel.say("")
        self.panel.progress.setText(progress_text(len(self.done)))
        self.table.result.hide()
        c.practise(self.mirror.copy())

    def next_lesson(self) -> None:
        self.start(self.index + 1)

    def _on_over(self) -> None:
        self._clear_rings()
        key = str(self.lesson.key)
        if key not in self.done:
            self.done = (lesson_done(self.store, self.profile, key) if self.store is not None and self.profile
                         is not None else [*self.done, key])
        state = self.mirror
        made = state.outcome.made if state is not None and state.outcome is not None else None
        self._say(lesson_over_text(made, self.index == len(LESSONS) - 1))
        self.panel.progress.setText(progress_text(len(self.done)))

    def _relabel_result(self) -> None:
        """The result panel's one button goes on to the next lesson (the controller's next hand)."""
        if self.table.result.buttons:
            self.table.result.buttons[0].setText(self.tr("&Next lesson"))

    # -- before each decision ------------------------------------------------------------------------------------

    def _on_action(self, seat: int, action: Action) -> None:
        if self.mirror is not None and not self.mirror.is_over:
            self.mirror.apply(action)
        self._allowed = None
        self._clear_rings()
        if not self.table.busy():  # the table may have caught up before the coach heard of the action
            self._on_idle()

    def _on_idle(self) -> None:
        """The table has caught up: if the person is to decide, say the word for it and point at the cards."""
        state = self.mirror
        snap = self.table.snap
        if state is None or state.is_over or snap is None or not snap.my_turn or state.to_move != PERSON:
            return
        if len(snap.bids) != len(state.bids) or len(snap.tricks) != len(state.tricks) \
                or len(snap.trick_cards) != len(state.trick_cards):
            return  # the table still shows an earlier moment
        if self._spoken == len(state.history):
            self._point(self.tip.cards if self.tip is not None else ())  # laid out again: the rings too
            return
        self._spoken = len(state.history)
        self.tip = tip(self.lesson, state)
        if self.tip is not None:
            self._say(tip_text(self.tip))
            self._point(self.tip.cards)

    def _say(self, text: str) -> None:
        self.panel.say(text)
        self.spoke.emit(text)

    def _point(self, cards: tuple[Card, ...]) -> None:
        self._clear_rings()
        for card in cards:
            item = self.table.cards.get(card)
            if isinstance(item, CardItem) and item.face_up:
                # behind its card: a gold edge round what shows of it, never a line across the cards over it
                pen = max(4.0, item.width * 0.07)
                ring = QGraphicsRectItem(-pen / 2, -pen / 2, item.width + pen, item.height + pen, item)
                ring.setPen(QPen(QColor(RING), pen))
                ring.setBrush(QColor(RING))
                ring.setFlag(QGraphicsRectItem.GraphicsItemFlag.ItemStacksBehindParent)
                ring.setData(0, "coach")
                ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the card under it takes the clicks
                ring.setAcceptHoverEvents(False)
                self._rings.append(ring)

    def _clear_rings(self) -> None:
        for ring in self._rings:
            if shiboken6.isValid(ring):
                scene = ring.scene()
                if scene is not None:
                    scene.removeItem(ring)
        self._rings = []

    def pointed(self) -> list[Card]:
        """The cards the coach points at now (for tests and the screen reader)."""
        out: list[Card] = []
        for ring in self._rings:
            if shiboken6.isValid(ring):
                parent = ring.parentItem()
                if isinstance(parent, CardItem) and parent.card is not None:
                    out.append(parent.card)
        return out

    # -- the person's choice, before the engine's ------------------------------------------------------------

    def vet(self, action: Action) -> str | None:
        """The coach's word on the person's ``action``: a message refuses it (this once), None lets it go."""
        state = self.mirror
        if state is None or state.is_over or state.to_move != PERSON:
            return None
        if action not in state.legal_actions():
            reason = self.controller.why_not(action)
            if reason is None:
                return None
            text = refused_text(reason, self.tip)
            self._say(text)
            return text
        if action == self._allowed:
            return None
        verdict = judge(self.lesson, state, action)
        if verdict.kind is VerdictKind.GOOD:
            return None
        self._allowed = action
        name = card_text(action.card) if isinstance(action, Play) else (
            bid_label(action) if isinstance(action, Bid) else "")
        text = verdict_text(verdict, name)
        self._say(text)
        if verdict.cards:
            self._point(verdict.cards)
        return text

    # -- Why? -------------------------------------------------------------------------------------------------

    def why(self) -> None:
        """The expert's reason for this decision (the hint, through the controller), beside the coach's word."""
        self.controller.request_hint()
        hint = self.controller.current_hint()
        if hint is not None:
            self._on_hinted(hint)

    def _on_hinted(self, hint: object) -> None:
        if isinstance(hint, Hint):
            self.panel.why_label.setText(why_text(hint_reason(hint)))
            self.panel.why_label.show()


class CoachWindow(QMainWindow):
    """"Learn to play": the coach's panel over a card table of its own."""

    def __init__(self, parent: QWidget | None = None, *, store: PrefStore | None = None, profile: int | None = None,
                 art: CardArt | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Learn to play"))
        self.setObjectName("coachWindow")
        self.art = art or CardArt(self)
        self.controller = CoachController(self)
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.panel = CoachPanel(central)
        self.table = TableView(self.controller, self.art, central)
        self.table.set_speed(speed)
        # The status line from the start: made at the first message, it took a line from the table under the pointer
        self.statusBar().setAccessibleName(QCoreApplication.translate("MainWindow", "Status line"))
        self.table.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        box.addWidget(self.panel)
        box.addWidget(self.table, 1)
        self.setCentralWidget(central)
        self.coach = Coach(self.controller, self.table, self.panel, store, profile)
        self.controller.new_session()
        fit_screen(self, 1180, 820)  # within the screen: on one 800 pixels high the person's cards were below it

    def start(self, index: int | None = None) -> None:
        """The first lesson not yet done (or lesson ``index``)."""
        if index is None:
            done = set(self.coach.done)
            index = next((i for i, x in enumerate(LESSONS) if str(x.key) not in done), 0)
        self.coach.start(index)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.shutdown()
        self.controller.shutdown()
        super().closeEvent(event)
