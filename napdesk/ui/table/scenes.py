"""The table's scene director: each published event made steps on the queue it owns, and the scenes they show:
the cards sent where a snapshot wants them, the deal, the result with its analysis line, the privacy screen, and
the regions tests check. The cut for the first dealer and the tie-break's notice are the cut's (``cut.py``)."""

from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QTimer,
    SignalInstance,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QPushButton

from napdesk.ai.analysis import Analysis
from napdesk.engine.actions import PLAYS, Action
from napdesk.engine.cards import Card
from napdesk.engine.facts import Phase
from napdesk.engine.view import Trick
from napdesk.ui.cardart import CardArt
from napdesk.ui.controller import GameController
from napdesk.ui.snapshot import TableSnapshot
from napdesk.ui.table import geometry, targets, warming
from napdesk.ui.table.cards import CardHost, CardItem
from napdesk.ui.table.controls import ActionBar
from napdesk.ui.table.cut import CutScene
from napdesk.ui.table.overlays import Overlay, analysis_html, privacy_texts, result_html, tiebreak_html
from napdesk.ui.table.plates import TrickZone
from napdesk.ui.table.seating import Seating
from napdesk.ui.table.steps import YIELD, StepQueue, add_flip, add_move, alone
from napdesk.ui.table.targets import Key, Target
from napdesk.ui.table.warming import Picture, Warmer

DEAL_MS, PLAY_MS, GATHER_MS, FORCED_MS = 150, 240, 380, 450
FLIGHTS_A_SLICE = 8  # a deal's flights built in one slice of the event loop (0.2 ms each: 35 at seven players)


class Stage(Protocol):
    """What the scene director asks of the table view that owns it."""

    controller: GameController
    art: CardArt
    scene_: QGraphicsScene
    lay: geometry.Layout | None
    seating: Seating
    zone: TrickZone
    bar: ActionBar
    result: Overlay
    privacy: Overlay
    cut_panel: Overlay
    review_button: QPushButton
    speed: str
    click_to_continue: bool
    forced_plays: bool
    trick_pause_ms: int

    @property
    def input(self) -> CardHost: ...
    @property
    def status(self) -> SignalInstance: ...
    @property
    def result_shown(self) -> SignalInstance: ...
    @property
    def new_game_requested(self) -> SignalInstance: ...
    def relayout(self, resized: bool = ..., cards: bool = ...) -> None: ...
    def place_widgets(self) -> None: ...
    def fit_panel(self, panel: Overlay) -> None: ...
    def ms(self, base: int) -> int: ...
    def update_plates(self) -> None: ...
    def update_info(self) -> None: ...
    def update_legal(self) -> None: ...
    def refresh_controls(self) -> None: ...
    def after_steps(self) -> None: ...
    def submit(self, action: Action) -> None: ...
    def show_continue(self, on: bool) -> None: ...
    def devicePixelRatioF(self) -> float: ...


class SceneDirector(QObject):
    """Owns the step queue and the cards on the table: each published event becomes steps, each step shows its
    own event's snapshot (the deal, a card to the trick, the trick to its winner, the result)."""

    def __init__(self, stage: Stage, parent: QObject) -> None:
        super().__init__(parent)
        self.stage = stage
        controller = stage.controller
        self.queue = StepQueue(self, controller.hold, controller.release, stage.after_steps, stage.show_continue)
        self.snap: TableSnapshot | None = None  # the snapshot shown now: of the step that ran last
        self.latest: TableSnapshot | None = None  # the last one published (the steps may still be behind it)
        self.cards: dict[Key, CardItem] = {}
        self.selected: set[Card] = set()
        self.shown: int | None = None  # a finished trick shown in the middle
        self._confirmed: int | None = None  # at a hot-seat table, whose cards may show
        self._analysis: dict[tuple[bool, int, int], str] = {}  # (practice, hand, tricks) -> the analysis line
        self.cut = CutScene(stage, self.queue)  # the cut for the first dealer, and the tie-break's notice
        self._queued_tricks = 0
        self.warmer = Warmer(stage.art, self.queue)
        self._forced = QTimer(self)
        self._forced.setSingleShot(True)
        self._forced.timeout.connect(self._play_forced)
        self.pile_labels = {which: QGraphicsSimpleTextItem() for which in ("widow", "stock")}
        for label in self.pile_labels.values():
            label.setBrush(QColor(255, 255, 255, 170))
            label.setZValue(60)
            stage.scene_.addItem(label)

    # -- what the controller publishes ---------------------------------------------------------------------------

    def on_published(self, snap: TableSnapshot | None) -> None:
        if snap is None or snap.event == "session":
            self.queue.enqueue(lambda: self._begin_session(snap))
            return
        self.latest = snap
        if snap.event == "thinking":
            self.stage.update_plates()
            return
        if snap.event == "undone":
            self.finish()
            self.stage.result.hide()
            self.shown = None
            self.selected.clear()
            self._queued_tricks = len(snap.tricks)
            self.show_snapshot(snap)
            self.stage.after_steps()
            self.stage.status.emit(QCoreApplication.translate("TableView", "Taken back"))
            return
        if snap.event == "hand":
            self._queued_tricks = len(snap.tricks)  # a resumed hand may have tricks behind it already
            if snap.tiebreak and self.stage.speed != "off":
                self.queue.enqueue(lambda: self.cut.notice(tiebreak_html(snap)))
                self.queue.enqueue(self.cut.clear_notice)
            self.queue.enqueue(lambda: self.clear_for_deal(snap))
            self.queue.enqueue(self.warmer.step(lambda: self._pictures(snap)))
            self.queue.enqueue(lambda: self.deal(snap))
            return
        if len(snap.tricks) > self._queued_tricks:
            self._queued_tricks = len(snap.tricks)
            index = len(snap.tricks) - 1
            self.queue.enqueue(self.warmer.step(lambda: self._pictures(snap, index, None)))  # shown, gathered
            self.queue.enqueue(lambda: self.show_snapshot(snap, animate=True, shown=index))
            self.queue.enqueue(
                lambda: "click" if self.stage.click_to_continue else self.stage.ms(self.stage.trick_pause_ms)
            )
            self.queue.enqueue(lambda: self.show_snapshot(snap, animate=True, duration=GATHER_MS))
        else:
            self.queue.enqueue(self.warmer.step(lambda: self._pictures(snap)))
            self.queue.enqueue(lambda: self.show_snapshot(snap, animate=True))
        if snap.over:  # the panel's words written, laid out and measured, then shown and fitted: a slice each
            self.queue.enqueue(lambda: self.write_result(snap))
            self.queue.enqueue(alone(self.stage.result.measure))
            self.queue.enqueue(lambda: self.show_result(snap))

    def _begin_session(self, snap: TableSnapshot | None) -> str:
        """The last session's table cleared and the new one laid out; the deal (or the cut) in the next slice."""
        self._clear_cards()
        self.snap = snap
        self.stage.seating.set_waiting(None)  # a session now: its own seats
        self._confirmed = None
        self._analysis.clear()
        self.stage.result.hide()
        self.stage.bar.hide()  # the last session's prompt and buttons (see deal)
        self.stage.relayout(resized=False)  # the same size: the felt drawn for it stays
        self.label_piles()  # no widow or stock yet
        return YIELD

    def show_snapshot(self, snap: TableSnapshot, animate: bool = False, duration: int = PLAY_MS,
                      shown: int | None = None) -> QAbstractAnimation | None:
        """Make ``snap`` the snapshot on show and send the cards where it wants them (animated if asked). The
        plates, panel, controls and marks follow once, after the event's last step (the stage's after_steps);
        a finished trick held in the middle (``shown``) is a pause the person reads, so they follow there too,
        in a slice of their own once the trick is in the middle (with the cards' move, 2-3 ms in one slice)."""
        before = self.snap
        self.snap = snap
        self.shown = shown
        if before is None or before.n != snap.n or targets.row_count(before, 5) != targets.row_count(snap, 5):
            self.stage.relayout(resized=False)
        self.stage.seating.ensure_plates(snap.n)
        if shown is not None:
            self.queue.push_front(alone(self._follow_shown))
        return self.apply_cards(animate, duration)

    def _follow_shown(self) -> None:
        self.stage.update_plates()
        self.stage.update_info()
        self.stage.refresh_controls()

    def play_forced_soon(self) -> None:
        self._forced.start(self.stage.ms(FORCED_MS))

    def _play_forced(self) -> None:
        """The preference "forced plays": the seat's only legal card goes by itself (after a moment to see it)."""
        snap = self.snap
        if snap is not None and snap is self.latest and snap.forced is not None and not self.busy():
            self.stage.submit(PLAYS[snap.forced.index])

    # -- the queue ---------------------------------------------------------------------------------------------

    def busy(self) -> bool:
        return self.queue.running

    def finish(self) -> None:
        self.queue.finish()

    def shutdown(self) -> None:
        self._forced.stop()
        self.queue.shutdown()

    @property
    def shown_trick(self) -> Trick | None:
        snap = self.snap
        return snap.tricks[self.shown] if snap is not None and self.shown is not None else None

    # -- cards: from the snapshot to the items -----------------------------------------------------------------

    def face_ok(self, snap: TableSnapshot | None = None) -> bool:
        """May the seat at the screen see its own cards now, in ``snap`` (else the snapshot on show): a person's,
        with no privacy screen up?"""
        snap = snap if snap is not None else self.snap
        if snap is None or not snap.seats[snap.seat].human:
            return False
        return len(snap.humans) <= 1 or self._confirmed == snap.seat

    def hand_cards(self) -> list[Card]:
        return targets.hand_cards(self.snap)

    def wanted(self) -> dict[Key, Target]:
        if self.snap is None or self.stage.lay is None:
            return {}
        return targets.targets(self.snap, self.stage.lay, face_ok=self.face_ok(), selected=frozenset(self.selected),
                               shown=self.shown)

    def toggle_selected(self, card: Card, alone: bool) -> None:
        """Raise ``card`` (``alone``: instead of any other), or lower it if it is raised."""
        if card in self.selected:
            self.selected.discard(card)
            return
        if alone:
            self.selected.clear()
        self.selected.add(card)

    def _clear_cards(self) -> None:
        for item in self.cards.values():
            self.stage.scene_.removeItem(item)
        self.cards.clear()

    def item(self, key: Key, free: dict[Key, CardItem]) -> CardItem:
        """The item of ``key``: its own, else a back it was (a card played from a hidden hand), else a new one."""
        item = self.cards.get(key)
        if item is not None:
            return item
        snap = self.snap
        if isinstance(key, Card) and snap is not None:
            seat = targets.origin(snap, key)
            wanted = [k for k in free if isinstance(k, tuple) and k[0] == "hand" and k[1] == seat]
            wanted = wanted or [k for k in free if isinstance(k, tuple) and k[0] in ("widow", "stock")]
            if wanted:
                old = max(wanted, key=lambda k: (k[0] == "hand", k[2]))
                item = free.pop(old)
                del self.cards[old]
                item.set_card(key)
        if item is None:
            item = CardItem(key, self.stage.art, self.stage.input)
            item.set_size(self.stage.lay.cw if self.stage.lay else 90.0)
            stock = self.stage.lay.piles[1] if self.stage.lay else geometry.Box(0, 0, 1, 1)
            item.setPos(stock.x, stock.y)
            item.setScale(0.6)
            self.stage.scene_.addItem(item)
        self.cards[key] = item
        return item

    def apply_cards(self, animate: bool, duration: int = PLAY_MS) -> QAbstractAnimation | None:
        """Send every card to where the shown snapshot wants it; the animation, if any moves."""
        wanted = self.wanted()
        if self.stage.lay is None:
            return None
        free = {k: item for k, item in self.cards.items() if k not in wanted}
        group = QParallelAnimationGroup(self)
        ms = self.stage.ms(duration) if animate else 0
        for key, t in wanted.items():
            item = self.item(key, free)
            item.set_size(self.stage.lay.cw)
            if item.dragging:
                continue
            turning = ms > 0 and item.face_up != t.face_up and item.isVisible() and t.opacity > 0
            # Only a card whose picture changes is repainted here (position, scale, opacity and z repaint by
            # themselves): a repaint of every card before an animation's first frame delays that frame.
            redraw = item.face_up != t.face_up or item.rest_scale != t.scale
            item.face_up = t.face_up
            item.home = QPointF(t.x, t.y)
            item.rest_scale = t.scale
            moving = (item.pos() - item.home).manhattanLength() > 0.5 or abs(item.scale() - t.scale) > 0.01
            if turning:
                add_flip(group, item, ms)
            if ms and (moving or abs(item.opacity() - t.opacity) > 0.01):
                item.setVisible(True)
                item.setZValue(t.z + 300)
                add_move(group, item, t, ms)
            else:
                item.setPos(item.home)
                if item.scale() != t.scale:  # setScale repaints the card even when the scale is the same
                    item.setScale(t.scale)
                item.setOpacity(t.opacity)
                item.setZValue(t.z)
                item.setVisible(t.opacity > 0)
            if redraw:
                item.update()
        for item in free.values():
            item.setVisible(False)
        if not self.queue.running:  # else the marks follow once, after the steps
            self.stage.update_legal()
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        return group

    def _pictures(self, snap: TableSnapshot, *shown: int | None) -> list[Picture]:
        """The pictures of the cards of ``snap`` where it wants them, with each finished trick ``shown`` (or none)
        in the middle: what its animations will paint (see napdesk.ui.table.warming)."""
        lay = self.stage.lay
        if lay is None:
            return []
        face_ok, dpr = self.face_ok(snap), self.stage.devicePixelRatioF()
        out: dict[Picture, None] = {}
        for index in shown or (None,):
            wanted = targets.targets(snap, lay, face_ok=face_ok, selected=frozenset(self.selected), shown=index)
            out.update(dict.fromkeys(warming.pictures(wanted, lay.cw, dpr)))
        return list(out)

    def clear_for_deal(self, snap: TableSnapshot) -> str:
        """The last hand's cards and panel gone, the table laid out for the new one; the cards fly in the next
        slice of the event loop (:meth:`deal`)."""
        self._clear_cards()
        self.selected.clear()
        self.stage.result.hide()
        # The bar still holds the last hand's prompt and buttons (a new game started mid-bidding): gone until the
        # deal is over and the new hand's own controls come (_after_steps).
        self.stage.bar.hide()
        self.shown = None
        if len(snap.humans) <= 1:
            self._confirmed = None
        self.snap = snap
        # Not the new hand's cards: laid out at their places here, they showed there for a frame (and that frame
        # rendered their faces) before the deal sent them to the dealer and on
        self.stage.relayout(resized=False, cards=False)
        self.stage.update_plates()
        self.stage.update_info()
        return YIELD

    def deal(self, snap: TableSnapshot) -> QAbstractAnimation | str | None:
        """The new hand's cards, from the dealer's place to their seats, packet by packet as the rules deal."""
        self.snap = snap
        assert self.stage.lay is not None
        wanted = self.wanted()
        hx, hy = targets.home(self.stage.lay, snap, snap.dealer)
        cw = self.stage.lay.cw
        free: dict[Key, CardItem] = {}
        key: Key
        for key, t in wanted.items():
            item = self.item(key, free)
            item.set_size(cw)
            item.face_up = False
            item.setPos(hx - cw * 0.3, hy - cw * 0.4)
            item.setScale(0.6)
            item.setOpacity(1.0)
            item.setVisible(True)
            item.setZValue(400 + t.z)  # above the plates while in flight
        ms = self.stage.ms(DEAL_MS)
        if not ms or snap.tricks or snap.bids:  # a resumed hand is laid out, not dealt again
            return self.apply_cards(animate=False)
        # the flight is built in the next slice of the event loop (the cards at the dealer painted first): in one,
        # the cards and their 20 flights were 4-6 ms
        self.queue.push_front(lambda: self._deal_flight(snap, wanted, ms))
        return YIELD

    def _deal_flight(self, snap: TableSnapshot, wanted: dict[Key, Target], ms: int) -> str:
        """The deal's animation: each card from the dealer to its seat, packet by packet, built a few cards a
        slice of the event loop (:data:`FLIGHTS_A_SLICE`), then run."""
        group = QParallelAnimationGroup(self)
        key: Key
        dealt = dict.fromkeys(range(snap.n), 0)
        mine = targets.hand_cards(snap)
        delays: dict[Key, int] = {}  # each card's start, packet by packet as dealt
        widow = [k for k in wanted if isinstance(k, tuple) and k[0] == "widow"]
        for packet, (seat, count) in enumerate(() if snap.public else snap.packets):
            for _ in range(count):
                if seat < 0:
                    key = widow.pop(0) if widow else ("x", 0, 0)
                else:
                    i = dealt[seat]
                    dealt[seat] += 1
                    key = mine[i] if seat == snap.seat and i < len(mine) else ("hand", seat, i)
                delays[key] = int(ms * 0.75) * packet
        last = max(delays.values(), default=0)
        flights = [(self.cards[key], Target(t.x, t.y, t.scale, False, t.z, t.opacity), delays.get(key, last))
                   for key, t in wanted.items()]  # the rest (the stock, a watched table's cards) go last

        def build(part: list[tuple[CardItem, Target, int]]) -> None:
            for item, target, delay in part:
                add_move(group, item, target, ms, delay)

        parts = [flights[i:i + FLIGHTS_A_SLICE] for i in range(0, len(flights), FLIGHTS_A_SLICE)]
        self.queue.push_front(lambda: self.apply_cards(animate=True))  # then the player's cards turn over
        self.queue.push_front(lambda: group)
        for part in reversed(parts[1:]):
            self.queue.push_front(alone(partial(build, part)))
        build(parts[0] if parts else [])
        return YIELD

    def write_result(self, snap: TableSnapshot) -> str | None:
        """The result panel's words and buttons, still hidden; then a turn of the event loop (YIELD)."""
        if snap.outcome is None:
            return None
        next_hand = self.stage.controller.next_hand
        buttons = [(QCoreApplication.translate("TableView", "&Next hand"), next_hand)]
        if snap.practice:  # Next hand ends the practice: the session goes on where it stood
            buttons = [(QCoreApplication.translate("TableView", "&Back to the session"), next_hand)]
        elif snap.result is not None and snap.result.session_over:
            buttons = [(QCoreApplication.translate("TableView", "&New game"), self.stage.new_game_requested.emit)]
        elif snap.result is not None and snap.result.tiebreak_next:  # the session goes on past its length
            buttons = [(QCoreApplication.translate("TableView", "&Deal the tie-break"), next_hand)]
        note = self._analysis.get(_analysis_key(snap), "")
        self.stage.result.hide()
        self.stage.result.set_content(result_html(snap), buttons, note)
        return YIELD

    def show_result(self, snap: TableSnapshot) -> None:
        """The panel written by :meth:`write_result`, fitted and shown."""
        if snap.outcome is None:
            return
        self.stage.bar.hide()
        self.stage.review_button.hide()
        note = self._analysis.get(_analysis_key(snap), "")
        if note and not self.stage.result.note_html:  # the analysis came in the turn between
            self.stage.result.add_note(note)
        # fitted, then shown: shown first, its text was laid out at the panel's old width, then at its new one
        self.stage.fit_panel(self.stage.result)
        self.stage.result.show()
        self.stage.result.raise_()
        self.stage.place_widgets()
        # The keyboard on the panel itself (a screen reader reads it), not on its button: the Enter that played
        # the last card, pressed once more, must not deal the next hand or start a new game; a fresh Enter once the
        # panel has stood a moment does (Overlay.keyPressEvent). Tab reaches the button.
        self.stage.result.setFocus()
        self.stage.result_shown.emit()

    def on_analysed(self, analysis: Analysis, snap: TableSnapshot) -> None:
        """The analysis of a finished hand: kept until its result panel shows it (it may come first)."""
        html = analysis_html(analysis, snap)
        if not html:
            return
        key = _analysis_key(snap)
        self._analysis[key] = html
        shown = self.snap
        if self.stage.result.isVisible() and shown is not None and shown.over and _analysis_key(shown) == key:
            self.stage.result.add_note(html)
            self.stage.place_widgets()

    def privacy_needed(self, snap: TableSnapshot) -> bool:
        """At a hot-seat table, the screen goes dark until the person to move says it is him."""
        if len(snap.humans) <= 1 or not snap.my_turn or self._confirmed == snap.seat:
            return False
        if snap.forced is not None and self.stage.forced_plays:  # his only card goes by itself, unseen
            self.stage.privacy.hide()
            self.play_forced_soon()
            return True
        name = snap.seats[snap.seat].name
        text, button = privacy_texts(name)
        self.stage.privacy.set_content(text, [(button, self.lift_privacy)])
        self.stage.privacy.show()
        self.stage.privacy.raise_()
        self._confirmed = None
        self.apply_cards(animate=False)  # turn the hand face down now
        self.stage.bar.hide()
        self.stage.place_widgets()
        if self.stage.privacy.buttons:
            self.stage.privacy.buttons[0].setFocus()
        return True

    def lift_privacy(self) -> None:
        snap = self.snap
        if snap is None:
            return
        self._confirmed = snap.seat
        self.stage.privacy.hide()
        self.stage.relayout()
        self.stage.after_steps()

    def label_piles(self) -> None:
        """Name the face-down piles in the middle: the widow or the peep card, and the stock."""
        snap, lay = self.snap, self.stage.lay
        texts = {"widow": "", "stock": ""}
        if snap is not None and not snap.over:
            if snap.widow and snap.phase != Phase.WIDOW:
                texts["widow"] = (
                    QCoreApplication.translate("TableView", "Peep card")
                    if snap.rules.peep
                    else QCoreApplication.translate("TableView", "Widow")
                )
            if snap.rules.purchase != "off" and snap.stock_count:
                texts["stock"] = QCoreApplication.translate("TableView", "Stock ({n})").format(n=snap.stock_count)
        for i, (which, label) in enumerate(self.pile_labels.items()):
            label.setText(texts[which])
            label.setVisible(bool(texts[which]) and lay is not None)
            if lay is not None:
                font = label.font()
                font.setPixelSize(max(11, round(lay.line * 0.6)))
                label.setFont(font)
                pile = lay.piles[i]
                w = label.boundingRect().width()
                label.setPos(pile.cx - w / 2, pile.bottom + 4)

    # -- for tests, the bench and the screenshots ----------------------------------------------------------

    def layout_regions(self) -> dict[str, QRectF]:
        """The rects that must not overlap: plates, hands, trick cards, the cut's cards, the info panel, the result
        (with its analysis line) and the cut's panel, and the controls."""
        out: dict[str, QRectF] = {
            "info": self.stage.seating.info.sceneBoundingRect().adjusted(1, 1, -1, -1),
            "trick zone": self.stage.zone.rect,
        }
        for plate in self.stage.seating.plates:
            out[f"plate {plate.seat}"] = QRectF(plate.pos(), QRectF(0, 0, plate.w, plate.h).size())
        snap = self.snap
        if snap is not None:
            for seat in snap.order:
                rect = QRectF()
                for key, item in self.cards.items():
                    mine = (
                        (key in snap.hand)
                        if seat == snap.seat
                        else (
                            (isinstance(key, tuple) and key[:2] == ("hand", seat))
                            or (snap.public and key in snap.shown[seat])
                        )
                    )
                    if mine and item.isVisible():
                        rect = rect.united(item.card_rect())
                if not rect.isNull():
                    out[f"hand {seat}"] = rect
            for c in snap.trick_cards:
                out[f"trick {c}"] = self.cards[c].card_rect()
        for name, panel in (("result", self.stage.result), ("cut", self.stage.cut_panel)):
            if panel.isVisible():
                out[name] = QRectF(panel.geometry())
        for item in self.cut.items:
            out[f"cut {item.card}"] = item.card_rect()
        if self.stage.bar.isVisible():
            out["controls"] = QRectF(self.stage.bar.geometry())
        if self.stage.review_button.isVisible():
            out["review"] = QRectF(self.stage.review_button.geometry())
        return out


def _analysis_key(snap: TableSnapshot) -> tuple[bool, int, int]:
    """Which finished hand an analysis belongs to. A practice hand has the number of the session's hand it replays,
    and often as many tricks: without the mark, a practice misère made was told how the session's was lost."""
    return snap.practice, snap.hand_no, len(snap.tricks)
