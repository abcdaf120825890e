"""The card table: one QGraphicsScene in a QGraphicsView, laid out from the viewport's logical size.

The table renders what the controller publishes (:class:`napdesk.ui.snapshot.TableSnapshot`): each event queues
steps (the deal in its packets, a card to the trick, the trick to its winner, the result), and each step shows
its own event's snapshot, never the live hand. While it animates it holds the controller, so the computers wait
for the table. Intents (play this card, bid this) go to the controller; the engine decides.

The view lays the table out and holds its widgets and preferences; three parts it owns do the rest: the scene
director (the step queue and the cards), the input (pointer, keys, the controls of the phase) and the seating
(plates, info panel). It brings them up to date once after an event's steps (:meth:`TableView.after_steps`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QPushButton,
    QWidget,
)

from napdesk.ai.hints import Hint
from napdesk.engine.actions import Action
from napdesk.engine.cards import Card
from napdesk.engine.deal import FirstDealer
from napdesk.engine.view import Trick
from napdesk.ui.accessibility import TableAnnouncer, install_table_parts, part_words
from napdesk.ui.cardart import CardArt
from napdesk.ui.controller import GameController
from napdesk.ui.i18n import shown_name
from napdesk.ui.prefs import PREF, SPEEDS
from napdesk.ui.snapshot import Publisher, TableSnapshot
from napdesk.ui.table import geometry, targets
from napdesk.ui.table.cards import CardItem
from napdesk.ui.table.controls import ActionBar
from napdesk.ui.table.input import TableInput
from napdesk.ui.table.overlays import Overlay
from napdesk.ui.table.plates import InfoPanel, SeatPlate, TrickZone
from napdesk.ui.table.scenes import SceneDirector
from napdesk.ui.table.seating import Seating, Waiting
from napdesk.ui.table.targets import Key
from napdesk.ui.words import hint_text

PACE = {"off": 0, "fast": 150, "normal": 380, "slow": 800}
MIN_PANEL_PX = 9  # a result of seven players at 800x500 still fits its panel at this size


class TableView(QGraphicsView):
    """The table. Owns its scene (QT-NOTES: a view does not) and every item on it."""

    status = Signal(str)
    explainable = Signal(object)  # what "Why?" can explain now: a Hint, or the person's action the engine refused
    result_shown = Signal()
    new_game_requested = Signal()
    idle = Signal()

    def __init__(self, controller: GameController, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = art
        self.scene_ = QGraphicsScene(self)
        self.setScene(self.scene_)
        self.setObjectName("table")
        self.setAccessibleName(self.tr("Card table"))
        install_table_parts()  # its plates, information panel and trick: children a screen reader visits
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt's gradient is drawn once
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 420)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        publisher = getattr(controller, "publisher", None)
        self.publisher: Publisher = publisher if isinstance(publisher, Publisher) else Publisher(controller)
        self.speed = "normal"
        self.click_to_continue = False
        self.forced_plays = True  # the preference: a seat's only legal card is played by itself
        self.hints_on = False
        self.confirm_card = False  # a card to play is asked about ("Play the queen of hearts?") before it goes
        self.felt = QColor(PREF["table.felt"].default)
        self.trick_pause_ms: int = PREF["table.trick_pause"].default  # the preference's default, declared there
        self.zone = TrickZone()
        self.scene_.addItem(self.zone)
        self.seating = Seating(self.scene_, art)  # the plates and the info panel
        self.bar = ActionBar(self.viewport())
        self.result = Overlay(self.viewport(), "resultPanel", enter_presses=True)
        self.privacy = Overlay(self.viewport(), "privacyScreen", opaque=True)
        self.cut_panel = Overlay(self.viewport(), "cutPanel")
        self.review_button = QPushButton(self.tr("Last trick"), self.viewport())
        self.review_button.setAccessibleName(self.tr("Review the last trick"))
        self.review_button.setToolTip(self.tr("Show the last trick (L)"))
        self.review_button.clicked.connect(self.review_last_trick)
        self.review_button.hide()
        self.continue_label = QLabel(self.tr("Click or press Enter to continue"), self.viewport())
        self.continue_label.setStyleSheet("color: #fff3b0; background: rgba(0,0,0,110); padding: 3px 8px;"
                                          " border-radius: 6px;")
        self.continue_label.hide()

        self.lay: geometry.Layout | None = None
        self._bar_room = 60.0
        self._px = 12  # the controls' and panels' text size, from the table's size
        self.scenes = SceneDirector(self, self)  # the step queue and the cards
        self.input = TableInput(self, self.scenes)  # the pointer, the keys and the controls of the phase

        self.publisher.published.connect(self.scenes.on_published)
        self.publisher.analysed.connect(self.scenes.on_analysed)
        controller.refused.connect(self.status.emit)
        controller.hinted.connect(self._on_hinted)
        art.changed.connect(self._repaint_cards)
        self.set_speed("normal")

    @property
    def plates(self) -> list[SeatPlate]:
        return self.seating.plates

    @property
    def info(self) -> InfoPanel:
        return self.seating.info

    def update_plates(self) -> None:
        latest = self.scenes.latest
        thinking = latest.thinking if latest is not None else -1
        self.seating.update_plates(self.lay, self.snap, thinking)

    def update_info(self) -> None:
        self.seating.update_info(self.snap)

    # -- the parts', under the names the window and the tests use ---------------------------------------------

    @property
    def snap(self) -> TableSnapshot | None:
        return self.scenes.snap

    @property
    def cards(self) -> dict[Key, CardItem]:
        return self.scenes.cards

    @property
    def selected(self) -> set[Card]:
        return self.scenes.selected

    @property
    def pile_labels(self) -> dict[str, QGraphicsSimpleTextItem]:
        return self.scenes.pile_labels

    @property
    def shown_trick(self) -> Trick | None:
        return self.scenes.shown_trick

    def busy(self) -> bool:
        return self.scenes.busy()

    def finish_animations(self) -> None:
        self.scenes.finish()

    def shutdown(self) -> None:
        """Stop everything moving: the window is closing."""
        self.scenes.shutdown()

    def show_cut(self, first: FirstDealer | None) -> None:
        self.scenes.cut.show(first)

    def hand_cards(self) -> list[Card]:
        return self.scenes.hand_cards()

    def item_for(self, card: Key) -> CardItem:
        return self.scenes.cards[card]

    def layout_regions(self) -> dict[str, QRectF]:
        return self.scenes.layout_regions()

    def submit(self, action: Action) -> None:
        self.input.submit(action)

    @property
    def announcer(self) -> TableAnnouncer | None:
        return self.input.announcer

    @announcer.setter
    def announcer(self, announcer: TableAnnouncer | None) -> None:
        self.input.announcer = announcer

    @property
    def focus_index(self) -> int:
        return self.input.focus_index

    def refresh_controls(self, advice_arrived: bool = False) -> None:
        self.input.refresh_controls(advice_arrived)

    def update_legal(self) -> None:
        self.input.update_legal()

    def review_last_trick(self) -> None:
        self.input.review_last_trick()

    def card_activated(self, item: CardItem) -> None:
        self.input.card_activated(item)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.input.key_pressed(event):
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.input.clicked_felt():
            event.accept()
        else:
            super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.input.repaint_hand()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.input.repaint_hand()

    # -- settings ---------------------------------------------------------------------------------------------

    @property
    def show_all(self) -> bool:
        return self.publisher.watch

    @show_all.setter
    def show_all(self, on: bool) -> None:
        self.publisher.watch = on

    def set_speed(self, speed: str) -> None:
        self.speed = speed if speed in SPEEDS else "normal"
        self.controller.pace_ms = PACE[self.speed]

    def ms(self, base: int) -> int:
        return 0 if self.scenes.queue.instant else int(base * SPEEDS[self.speed])

    def set_felt(self, colour: object) -> None:
        felt = QColor(str(colour))
        if felt.isValid():
            self.felt = felt
            self.resetCachedContent()  # the background is cached: draw the new felt
            self.viewport().update()

    def set_trick_pause(self, ms: object) -> None:
        """How long a finished trick stays in view before it is gathered (at normal speed)."""
        if isinstance(ms, int) and not isinstance(ms, bool):
            self.trick_pause_ms = max(0, ms)

    def set_hints(self, on: bool) -> None:
        if on and not self.hints_on:
            self.controller.prepare_hints()
        self.hints_on = on
        self.refresh_controls()

    def _repaint_cards(self) -> None:
        for item in self.cards.values():
            item.update()
        self.info.update()

    # -- the step queue's end --------------------------------------------------------------------------------

    def show_continue(self, on: bool) -> None:
        self.continue_label.setVisible(on)
        if on:
            self.continue_label.raise_()

    # -- geometry ----------------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.scenes.queue.anim is not None:  # cards in flight would land where the old layout wanted them
            self.finish_animations()
        self.relayout()

    def relayout(self, resized: bool = True, cards: bool = True) -> None:
        """Lay the table out for the viewport's logical size (``resized`` False: the same size, the felt's cached
        background stays); ``cards`` False: the cards are left where they are (a deal sends them next)."""
        vp = self.viewport().size()
        w, h = float(max(vp.width(), 200)), float(max(vp.height(), 200))
        if resized or self.sceneRect().size().toSize() != vp:
            self.scene_.setSceneRect(0, 0, w, h)
            self.resetCachedContent()
        px = self._px = round(max(12.0, min(h / 46, w / 70, 22.0)))
        for widget in (self.bar, self.result, self.cut_panel, self.privacy):
            widget.set_px(px)
        snap = self.snap
        waiting = self.seating.waiting if snap is None else None
        n = snap.n if snap is not None else len(waiting.seats) if waiting else self.controller.table_size
        hs = snap.rules.hand_size if snap is not None else self.controller.rules.hand_size
        self.bar.adjustSize()
        # room for the controls: a prompt and a row of buttons at this text size, or the bar's own if taller
        self._bar_room = max(float(self.bar.sizeHint().height()), 3.0 * px + 40)
        rows = 4 if snap is not None and snap.rules.purchase != "off" else 3
        self.lay = lay = geometry.layout(w, h, n, hs, targets.row_count(snap, hs), self._bar_room, plate_rows=rows)
        self.seating.place_info(lay)
        z = lay.zone
        self.zone.set_rect(QRectF(z.x, z.y, z.w, z.h))
        self.seating.ensure_plates(n)
        self.seating.place_plates(lay, self.viewer)  # filled once the event's steps are done (after_steps)
        if snap is None:  # before the first hand (behind the resume prompt, say): who sits where
            seats = waiting.seats if waiting else [(shown_name(seat.name), "") for seat in self.controller.seats]
            self.seating.show_seats(waiting.lines if waiting else [self.tr("New game")], seats)
        if cards:
            self.scenes.apply_cards(animate=False)
        self.place_widgets()

    def show_waiting(self, lines: list[str], seats: list[tuple[str, str]]) -> None:
        """Before any session is chosen (behind the resume prompt): ``seats`` (name, chips) on their plates and
        ``lines`` on the info panel, laid out for the table's size now."""
        self.seating.set_waiting(Waiting(lines, seats))
        self.relayout()

    def place_widgets(self) -> None:
        lay = self.lay
        if lay is None:
            return
        if not self.bar.prompt.text() and not self.bar.buttons:
            self.bar.hide()
        self.bar.adjustSize()
        bw, bh = self.bar.width(), self.bar.height()
        if bh > self._bar_room + 0.5 and self.bar.isVisible():  # a taller bar (a wrapped prompt): lay out anew
            self.relayout(resized=False)
            return
        self.bar.move(int(lay.hand.cx - bw / 2), int(lay.bar_bottom - bh))
        for panel in (self.result, self.cut_panel):
            if panel.isVisible():
                self._fit_panel(panel, lay)
        self.privacy.setGeometry(0, 0, int(lay.w), int(lay.h))
        self.review_button.adjustSize()
        self.review_button.move(int(lay.info.right - self.review_button.width()),
                                int(lay.info.y - self.review_button.height() - 6))
        self.continue_label.adjustSize()
        self.continue_label.move(int(lay.zone.cx - self.continue_label.width() / 2),
                                 int(lay.zone.bottom - self.continue_label.height() - 4))

    def fit_panel(self, panel: Overlay) -> None:
        """``panel`` sized and placed for the table as it is (shown or not)."""
        if self.lay is not None:
            self._fit_panel(panel, self.lay)

    def _fit_panel(self, panel: Overlay, lay: geometry.Layout) -> None:
        """A panel inside the stage (clear of every plate, the hand and the info panel), its text made smaller
        until it fits there; the cut's panel under the cut cards when they are shown."""
        stage = lay.stage
        top = stage.y
        if panel is self.cut_panel and self.scenes.cut.items:
            top = lay.trick[0].bottom + geometry.GAP  # the viewer's slot is the lowest
        room = stage.bottom - top
        px = self._px
        while True:
            panel.set_px(px)
            for beside in (False, True) if panel.note_html else (False,):
                panel.set_beside(beside)
                self._size_panel(panel, stage.w if beside else min(stage.w, max(360.0, px * 24.0)), stage.w)
                if panel.height() <= room:
                    break
            if panel.height() <= room or px <= MIN_PANEL_PX:
                break
            px -= 1
        under_cut = panel is self.cut_panel and bool(self.scenes.cut.items)
        y = top if under_cut else top + max(0.0, (room - panel.height()) / 2)
        panel.move(int(stage.cx - panel.width() / 2), int(y))

    @staticmethod
    def _size_panel(panel: Overlay, least: float, most: float) -> None:
        """At least ``least`` wide (a long line wraps there, not at every word) and at most ``most``, as tall as its
        text wants at that width."""
        panel.setMinimumSize(0, 0)
        for label in (panel.text, panel.note):
            label.setMinimumHeight(0)
        panel.ensurePolished()
        w = int(min(most, max(least, float(panel.sizeHint().width()))))
        layout = panel.layout()
        h = layout.totalHeightForWidth(w) if layout is not None and layout.hasHeightForWidth() else -1
        panel.resize(w, h if h > 0 else panel.sizeHint().height())
        for _ in range(3):  # the layout's sum can fall a few pixels short of a wrapped label's own
            if layout is None:
                break
            layout.setGeometry(panel.rect())
            short = 0
            for label in (panel.text, panel.note):
                want = label.heightForWidth(label.width()) if label.isVisibleTo(panel) else 0
                if want > label.height():
                    short = max(short, want - label.height())
                    label.setMinimumHeight(want)
            if not short:
                break
            panel.resize(w, panel.height() + short)

    def _on_hinted(self, advice: Hint) -> None:
        if not self.hints_on:
            return
        self.refresh_controls(advice_arrived=True)
        self.status.emit(hint_text(advice))
        self.explainable.emit(advice)

    # -- after every change --------------------------------------------------------------------------------------

    def after_steps(self) -> None:
        """The end of an event's steps: the plates, the panel, the controls and the marks, once."""
        snap = self.snap
        if snap is None:
            return
        if self.scenes.privacy_needed(snap):
            self.idle.emit()  # the window's menus follow the game even behind the privacy screen
            return
        self.update_plates()
        self.update_info()
        self.refresh_controls()
        self.update_legal()
        self.review_button.setVisible(bool(snap.tricks) and bool(snap.rules.last_trick_review) and not snap.over)
        self.scenes.label_piles()
        self.place_widgets()
        self.idle.emit()
        if snap.forced is not None and self.forced_plays and snap is self.scenes.latest:
            self.scenes.play_forced_soon()

    def accessible_parts(self) -> list[QGraphicsObject]:
        """The parts of the table in the accessibility tree: each seat's plate in view, the panel, the trick."""
        return [*(p for p in self.plates if p.isVisible()), self.info, self.zone]

    def part_words(self, part: QGraphicsObject) -> tuple[str, str, bool]:
        snap = self.snap
        names = [p.name for p in sorted(self.plates, key=lambda p: p.seat)]
        trick: list[tuple[int, Card]] = []
        if snap is not None and snap.trick_leader is not None:
            trick = [(snap.player_of(snap.trick_leader, k), c) for k, c in enumerate(snap.trick_cards)]
        return part_words(part, names, trick)

    @property
    def viewer(self) -> int:
        return self.snap.seat if self.snap is not None else 0

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        lay = self.lay
        w, h = (lay.w, lay.h) if lay is not None else (800.0, 600.0)
        rect = QRectF(rect)
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.7)
        grad.setColorAt(0, self.felt)
        grad.setColorAt(1, self.felt.darker(165))
        painter.fillRect(rect, grad)
        edge = QLinearGradient(0, 0, 0, 14)
        edge.setColorAt(0, QColor(0, 0, 0, 70))
        edge.setColorAt(1, QColor(0, 0, 0, 0))
        painter.fillRect(QRectF(rect.left(), 0, rect.width(), 14), edge)

