"""The person's side of the table: the controls of the phase, the pointer on the cards, the keyboard.

Everything here reads the snapshot on show and sends intents to the controller; the engine decides.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEasingCurve, QPointF, QPropertyAnimation, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsView, QToolTip

from napdesk.engine.actions import PLAYS, Action, Discard
from napdesk.engine.cards import Card
from napdesk.ui.accessibility import TableAnnouncer, card_accessible_name
from napdesk.ui.table.base import Base as _Base
from napdesk.ui.table.cards import CardItem, card_label
from napdesk.ui.table.controls import first_legal, phase_controls, waiting

PLAY_MS = 240


class TableInput(_Base):
    """Mixed into :class:`napdesk.ui.table.view.TableView`."""

    def init_input(self) -> None:
        self.focus_index = 0
        self.announcer: TableAnnouncer | None = None  # the window's, once it has one
        self._decision: object = None
        self._drag_ok = False

    # -- whose turn ---------------------------------------------------------------------------------------------

    def _my_turn(self) -> bool:
        snap = self.snap
        return snap is not None and snap.my_turn and self.face_ok() and not self.privacy.isVisible()

    def _my_turn_to_play(self) -> bool:
        return self._my_turn() and self.snap is not None and self.snap.phase == "play"

    def _selecting(self) -> bool:
        return self._my_turn() and self.snap is not None and self.snap.phase in ("exchange", "discard", "widow")

    def dims_illegal(self) -> bool:
        return self._my_turn_to_play()

    def is_own_card(self, item: CardItem) -> bool:
        return item.card is not None and item.card in self.hand_cards() and item.face_up and self.face_ok()

    def _why(self, card: Card) -> str:
        return self.snap.refusal(PLAYS[card.index]) if self.snap is not None else ""

    # -- the controls and the hand's marks -----------------------------------------------------------------------

    def refresh_controls(self, advice_arrived: bool = False) -> None:
        snap = self.snap
        if snap is None or snap.over:
            self.bar.hide()
            return
        if not self._my_turn():
            self.bar.set_content(waiting(snap), [], key=("wait",))
            self.bar.show()
            self._place_widgets()
            return
        if self.hints_on:
            self.controller.request_hint()
        advice = self.controller.current_hint() if self.hints_on else None
        controls = phase_controls(snap, frozenset(self.selected), advice)
        buttons = [
            (b.label, b.enabled, partial(self.submit, b.action) if b.action is not None else (lambda: None), b.tip)
            for b in controls.buttons
        ]
        self.bar.set_content(controls.prompt, buttons, key=controls.key)
        self.bar.show()
        self._place_widgets()
        decision = (snap.hand_no, len(snap.bids), len(snap.tricks), len(snap.trick_cards), snap.phase, snap.seat)
        fresh = decision != self._decision
        if fresh:
            self._decision = decision
            self.focus_index = first_legal(self.hand_cards(), snap, advice)
        elif advice_arrived and snap.phase == "play":
            self.focus_index = first_legal(self.hand_cards(), snap, advice)
            self.update_legal()
        if controls.focus is not None:
            target = self.bar.buttons[controls.focus]
            if fresh or advice_arrived or not any(b.hasFocus() for b in self.bar.buttons):
                target.setFocus()
        elif (snap.phase in ("bidding", "play", "discard", "exchange", "widow") and not self.hasFocus()
              and (fresh or not any(b.hasFocus() for b in self.bar.buttons))):  # not from a button Tab reached
            self.setFocus()

    def update_legal(self) -> None:
        snap = self.snap
        if snap is None:
            return
        mine = self._my_turn()
        legal = set(snap.legal_plays()) if mine else set()
        cards = self.hand_cards()
        if cards:
            self.focus_index = max(0, min(self.focus_index, len(cards) - 1))
        for i, c in enumerate(cards):
            item = self.cards.get(c)
            if item is None:
                continue
            item.legal = c in legal or not mine or snap.phase != "play"
            item.why = self._why(c) if item.face_up and self._my_turn_to_play() and not item.legal else ""
            item.selected_ = False
            item.focused = i == self.focus_index and mine
            tip = card_label(c) if item.face_up else ""
            if item.face_up and self._my_turn_to_play() and not item.legal:
                tip = QCoreApplication.translate("TableView", "{card}: {why}").format(
                    card=card_label(c), why=self._why(c)
                )
            item.setToolTip(tip)
            item.update()
        if cards and mine:
            focused = self.cards.get(cards[self.focus_index])
            if focused is not None and focused.face_up:  # "may be played" only when a card is to be played
                self.setAccessibleDescription(self._card_words(focused))

    def _card_words(self, item: CardItem) -> str:
        """A card of the hand as a screen reader hears it: whether it may be played only when one is to be."""
        if self._my_turn_to_play() or not item.face_up or item.card is None:
            return item.accessible_name()
        return card_accessible_name(item.card)

    # -- intents ---------------------------------------------------------------------------------------------------

    def submit(self, action: Action) -> None:
        self.finish_animations()
        message = self.controller.submit(action)
        if message is not None:
            self.status.emit(message)

    def card_hovered(self, item: CardItem) -> None:
        if self._my_turn_to_play() and self.is_own_card(item) and not item.legal and item.card is not None:
            why = self._why(item.card)
            if why:
                self.status.emit(
                    QCoreApplication.translate("TableView", "{card}: {why}").format(card=card_label(item.card), why=why)
                )

    def card_clicked(self, item: CardItem) -> None:
        if self.queue.waiting_click:
            self.queue.proceed()
            return
        cards = self.hand_cards()
        if item.card is not None and item.card in cards:
            self.focus_index = cards.index(item.card)
        if self._selecting() and item.card is not None:
            self._toggle(item.card)
        else:
            self.update_legal()
        self.setFocus()

    def _toggle(self, card: Card) -> None:
        snap = self.snap
        if snap is None:
            return
        if card in self.selected:
            self.selected.discard(card)
        else:
            if snap.phase == "discard":
                self.selected.clear()
            self.selected.add(card)
        anim = self._apply(animate=not self.busy(), duration=120)
        if anim is not None:
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self.refresh_controls()

    def card_activated(self, item: CardItem) -> None:
        """Double-click or Enter: play the card (or discard it, or choose it)."""
        snap = self.snap
        if snap is None or not self.is_own_card(item) or item.card is None:
            return
        if not self._my_turn():
            self.status.emit(QCoreApplication.translate("TableView", "It is not your turn"))
            return
        if snap.phase == "play":
            self._play(item)
        elif snap.phase == "discard":
            self.submit(Discard(item.card))
        elif self._selecting():
            self._toggle(item.card)

    def _play(self, item: CardItem) -> None:
        assert item.card is not None
        action = PLAYS[item.card.index]
        if self.confirm_card and self.snap is not None and action in self.snap.legal:
            self._ask_to_play(item)
            return
        self.finish_animations()
        message = self.controller.submit(action)
        if message is not None:
            self._refuse(item, message)
            self.explainable.emit(action)

    def _ask_to_play(self, item: CardItem) -> None:
        """The preference "confirm before playing a card": the card goes home and the bar asks."""
        assert item.card is not None
        self._fly_home(item)
        action = PLAYS[item.card.index]
        self.bar.set_content(
            QCoreApplication.translate("TableView", "Play the {card}?").format(card=card_label(item.card)),
            [
                (QCoreApplication.translate("TableView", "&Play it"), True, partial(self.submit, action), ""),
                (QCoreApplication.translate("TableView", "Cancel"), True, self.refresh_controls, ""),
            ],
            key=("confirm", item.card),
        )
        self.bar.show()
        self._place_widgets()
        self.bar.buttons[0].setFocus()

    def _refuse(self, item: CardItem, message: str) -> None:
        self.status.emit(message)
        view_pt = self.mapFromScene(item.sceneBoundingRect().center())
        QToolTip.showText(self.viewport().mapToGlobal(view_pt), message, self.viewport())
        self._fly_home(item)

    def _fly_home(self, item: CardItem) -> None:
        item.set_lifted(False)
        ms = self._ms(PLAY_MS)
        if not ms:
            item.setPos(item.home)
            self._apply(animate=False)
            return
        a = QPropertyAnimation(item, b"pos", self)
        a.setDuration(ms)
        a.setEndValue(item.home)
        a.setEasingCurve(QEasingCurve.Type.OutBack)
        a.finished.connect(lambda: self._apply(animate=False))
        a.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def begin_drag(self, item: CardItem) -> bool:
        snap = self.snap
        if snap is None or not self._my_turn() or snap.phase not in ("play", "discard") or item.card is None:
            return False
        self.finish_animations()
        self._drag_ok = item.card in snap.legal_plays() if snap.phase == "play" else True
        item.set_lifted(True)
        item.setZValue(1000)
        item.setScale(item.rest_scale * 1.06)  # picked up
        if not self._drag_ok:
            why = self._why(item.card) or QCoreApplication.translate("TableView", "You cannot play that card")
            self.status.emit(why)
            QToolTip.showText(self.viewport().mapToGlobal(self.mapFromScene(item.scenePos())), why, self.viewport())
            self.explainable.emit(PLAYS[item.card.index])
        return True

    def drag_moved(self, item: CardItem, scene_pos: QPointF) -> None:
        self.zone.set_lit(self._drag_ok and self.zone.rect.contains(scene_pos))

    def end_drag(self, item: CardItem, scene_pos: QPointF) -> None:
        self.zone.set_lit(False)
        item.set_lifted(False)
        item.setScale(item.rest_scale)
        snap = self.snap
        if snap is None or item.card is None:
            return
        over = self.zone.rect.contains(scene_pos) or self.zone.rect.intersects(item.card_rect())
        if not over:
            self._fly_home(item)
            return
        if snap.phase == "play":
            self._play(item)
            return
        self.finish_animations()
        message = self.controller.submit(Discard(item.card))
        if message is not None:
            self._refuse(item, message)

    def review_last_trick(self) -> None:
        """L: the last trick in the middle until a click; over the result panel, which steps aside meanwhile."""
        snap = self.snap
        if snap is None or not snap.tricks or not snap.rules.last_trick_review or self.busy():
            return
        trick = snap.tricks[-1]
        names = [s.name for s in snap.seats]
        cards = ", ".join(card_label(c) for c in trick.cards)
        self.status.emit(
            QCoreApplication.translate("TableView", "Last trick: {cards}; won by {name}").format(
                cards=cards, name=names[trick.winner or 0]
            )
        )
        panel = self.result.isVisible()
        index = len(snap.tricks) - 1

        def show() -> QAbstractAnimation | None:
            self.result.hide()
            return self._show(snap, animate=True, shown=index)

        def hide() -> QAbstractAnimation | None:
            anim = self._show(snap, animate=True)
            if panel:
                self.result.show()
                self.result.raise_()
                self.result.setFocus()  # the panel, not its button: Enter deals nothing
            return anim

        self.queue.enqueue(show)
        self.queue.enqueue(lambda: "click")
        self.queue.enqueue(hide)

    # -- keyboard and plain clicks on the felt -----------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if self.queue.waiting_click and enter:
            self.queue.proceed()
            return
        cards = self.hand_cards()
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
        if key in (*moves, Qt.Key.Key_Home, Qt.Key.Key_End) and cards:
            if key in moves:
                self.focus_index = (self.focus_index + moves[key]) % len(cards)  # type: ignore[index]
            else:
                self.focus_index = 0 if key == Qt.Key.Key_Home else len(cards) - 1
            self.update_legal()
            item = self.cards.get(cards[self.focus_index])
            if item is not None:
                announcer = self.announcer
                playing = self._my_turn_to_play()  # bidding or discarding, no card "may be played"
                if announcer is not None and item.face_up:  # focus and value events for a screen reader
                    self.status.emit(announcer.focus_card(item.card, self.focus_index, len(cards),
                                                          playable=item.legal if playing else None,
                                                          reason=item.why or None))
                else:
                    self.status.emit(self._card_words(item))
            return
        item = self.cards.get(cards[min(self.focus_index, len(cards) - 1)]) if cards else None
        if enter and item is not None:
            if key == Qt.Key.Key_Space and self._selecting():
                self._toggle(item.card)  # type: ignore[arg-type]
            else:
                self.card_activated(item)
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and item is not None and self._selecting():
            if (item.card in self.selected) == (key == Qt.Key.Key_Down):
                self._toggle(item.card)  # type: ignore[arg-type]
            return
        QGraphicsView.keyPressEvent(self, event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.queue.waiting_click:
            self.queue.proceed()
            event.accept()
            return
        QGraphicsView.mousePressEvent(self, event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        QGraphicsView.focusInEvent(self, event)
        self._repaint_hand()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        QGraphicsView.focusOutEvent(self, event)
        self._repaint_hand()

    def _repaint_hand(self) -> None:
        for c in self.hand_cards():
            item = self.cards.get(c)
            if item is not None:
                item.update()
