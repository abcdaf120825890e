"""The person's side of the table: the controls of the phase, the pointer on the cards, the keyboard.

Everything here reads the snapshot on show and sends intents to the controller; the engine decides.
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    Qt,
    SignalInstance,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QToolTip, QWidget

from napdesk.engine.actions import PLAYS, Action, Discard
from napdesk.engine.cards import Card
from napdesk.engine.facts import Phase
from napdesk.ui.accessibility import TableAnnouncer, card_accessible_name
from napdesk.ui.controller import GameController
from napdesk.ui.table.cards import CardItem, card_label
from napdesk.ui.table.controls import ActionBar, first_legal, phase_controls, waiting
from napdesk.ui.table.overlays import Overlay
from napdesk.ui.table.plates import TrickZone
from napdesk.ui.table.scenes import PLAY_MS, SceneDirector


class InputHost(Protocol):
    """What the input asks of the table view that owns it."""

    controller: GameController
    bar: ActionBar
    privacy: Overlay
    result: Overlay
    zone: TrickZone
    hints_on: bool
    confirm_card: bool

    @property
    def status(self) -> SignalInstance: ...
    @property
    def explainable(self) -> SignalInstance: ...
    def ms(self, base: int) -> int: ...
    def place_widgets(self) -> None: ...
    def hasFocus(self) -> bool: ...
    def setFocus(self) -> None: ...
    def setAccessibleDescription(self, description: str) -> None: ...
    def mapFromScene(self, point: QPointF) -> QPoint: ...
    def viewport(self) -> QWidget: ...


class TableInput:
    """The person's hands on the table: the cards' host (pointer), the keys, the controls of the phase."""

    def __init__(self, table: InputHost, scenes: SceneDirector) -> None:
        self.table = table
        self.scenes = scenes
        self.focus_index = 0
        self.announcer: TableAnnouncer | None = None  # the window's, once it has one
        self._decision: object = None
        self._drag_ok = False
        self._dimmed = False  # whether the illegal cards were dimmed at the last update_legal

    # -- whose turn ---------------------------------------------------------------------------------------------

    def _my_turn(self) -> bool:
        snap = self.scenes.snap
        return snap is not None and snap.my_turn and self.scenes.face_ok() and not self.table.privacy.isVisible()

    def _my_turn_to_play(self) -> bool:
        return self._my_turn() and self.scenes.snap is not None and self.scenes.snap.phase == Phase.PLAY

    def _selecting(self) -> bool:
        snap = self.scenes.snap
        return self._my_turn() and snap is not None and snap.phase in (Phase.EXCHANGE, Phase.DISCARD, Phase.WIDOW)

    def dims_illegal(self) -> bool:
        return self._my_turn_to_play()

    def is_own_card(self, item: CardItem) -> bool:
        own = item.card is not None and item.card in self.scenes.hand_cards()
        return own and item.face_up and self.scenes.face_ok()

    def _why(self, card: Card) -> str:
        return self.scenes.snap.refusal(PLAYS[card.index]) if self.scenes.snap is not None else ""

    # -- the controls and the hand's marks -----------------------------------------------------------------------

    def refresh_controls(self, advice_arrived: bool = False) -> None:
        snap = self.scenes.snap
        if snap is None or snap.over:
            self.table.bar.hide()
            return
        if not self._my_turn():
            self.table.bar.set_content(waiting(snap), [], key=("wait",))
            self.table.bar.show()
            self.table.place_widgets()
            return
        if self.table.hints_on:
            self.table.controller.request_hint()
        advice = self.table.controller.current_hint() if self.table.hints_on else None
        controls = phase_controls(snap, frozenset(self.scenes.selected), advice)
        buttons = [
            (b.label, b.enabled, partial(self.submit, b.action) if b.action is not None else (lambda: None), b.tip)
            for b in controls.buttons
        ]
        self.table.bar.set_content(controls.prompt, buttons, key=controls.key)
        self.table.bar.show()
        self.table.place_widgets()
        decision = (snap.hand_no, len(snap.bids), len(snap.tricks), len(snap.trick_cards), snap.phase, snap.seat)
        fresh = decision != self._decision
        if fresh:
            self._decision = decision
            self.focus_index = first_legal(self.scenes.hand_cards(), snap, advice)
        elif advice_arrived and snap.phase == Phase.PLAY:
            self.focus_index = first_legal(self.scenes.hand_cards(), snap, advice)
            self.update_legal()
        if controls.focus is not None:
            target = self.table.bar.buttons[controls.focus]
            if fresh or advice_arrived or not any(b.hasFocus() for b in self.table.bar.buttons):
                target.setFocus()
        elif (snap.phase in (Phase.BIDDING, Phase.PLAY, Phase.DISCARD, Phase.EXCHANGE, Phase.WIDOW)
              and not self.table.hasFocus()
              and (fresh or not any(b.hasFocus() for b in self.table.bar.buttons))):  # not from a button Tab reached
            self.table.setFocus()

    def update_legal(self) -> None:
        snap = self.scenes.snap
        if snap is None:
            return
        mine = self._my_turn()
        legal = set(snap.legal_plays()) if mine else set()
        cards = self.scenes.hand_cards()
        if cards:
            self.focus_index = max(0, min(self.focus_index, len(cards) - 1))
        dims = self.dims_illegal()
        redraw_all = dims != self._dimmed
        self._dimmed = dims
        for i, c in enumerate(cards):
            item = self.scenes.cards.get(c)
            if item is None:
                continue
            before = (item.legal, item.selected_, item.focused)
            item.legal = c in legal or not mine or snap.phase != Phase.PLAY
            item.why = self._why(c) if item.face_up and self._my_turn_to_play() and not item.legal else ""
            item.selected_ = False
            item.focused = i == self.focus_index and mine
            tip = card_label(c) if item.face_up else ""
            if item.face_up and self._my_turn_to_play() and not item.legal:
                tip = QCoreApplication.translate("TableView", "{card}: {why}").format(
                    card=card_label(c), why=self._why(c)
                )
            item.setToolTip(tip)
            if redraw_all or before != (item.legal, item.selected_, item.focused):
                item.update()  # only a card whose marks changed: an unchanged hand is not repainted at each step
        if cards and mine:
            focused = self.scenes.cards.get(cards[self.focus_index])
            if focused is not None and focused.face_up:  # "may be played" only when a card is to be played
                self.table.setAccessibleDescription(self._card_words(focused))

    def _card_words(self, item: CardItem) -> str:
        """A card of the hand as a screen reader hears it: whether it may be played only when one is to be."""
        if self._my_turn_to_play() or not item.face_up or item.card is None:
            return item.accessible_name()
        return card_accessible_name(item.card)

    # -- intents ---------------------------------------------------------------------------------------------------

    def submit(self, action: Action) -> None:
        self.scenes.finish()
        message = self.table.controller.submit(action)
        if message is not None:
            self.table.status.emit(message)

    def card_hovered(self, item: CardItem) -> None:
        if self._my_turn_to_play() and self.is_own_card(item) and not item.legal and item.card is not None:
            why = self._why(item.card)
            if why:
                self.table.status.emit(
                    QCoreApplication.translate("TableView", "{card}: {why}").format(card=card_label(item.card), why=why)
                )

    def card_clicked(self, item: CardItem) -> None:
        if self.scenes.queue.waiting_click:
            self.scenes.queue.proceed()
            return
        cards = self.scenes.hand_cards()
        if item.card is not None and item.card in cards:
            self.focus_index = cards.index(item.card)
        if self._selecting() and item.card is not None:
            self._toggle(item.card)
        else:
            self.update_legal()
        self.table.setFocus()

    def _toggle(self, card: Card) -> None:
        snap = self.scenes.snap
        if snap is None:
            return
        self.scenes.toggle_selected(card, alone=snap.phase == Phase.DISCARD)  # a discard is of one card
        anim = self.scenes.apply_cards(animate=not self.scenes.busy(), duration=120)
        if anim is not None:
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self.refresh_controls()

    def card_activated(self, item: CardItem) -> None:
        """Double-click or Enter: play the card (or discard it, or choose it)."""
        snap = self.scenes.snap
        if snap is None or not self.is_own_card(item) or item.card is None:
            return
        if not self._my_turn():
            self.table.status.emit(QCoreApplication.translate("TableView", "It is not your turn"))
            return
        if snap.phase == Phase.PLAY:
            self._play(item)
        elif snap.phase == Phase.DISCARD:
            self.submit(Discard(item.card))
        elif self._selecting():
            self._toggle(item.card)

    def _play(self, item: CardItem) -> None:
        assert item.card is not None
        action = PLAYS[item.card.index]
        if self.table.confirm_card and self.scenes.snap is not None and action in self.scenes.snap.legal:
            self._ask_to_play(item)
            return
        self.scenes.finish()
        message = self.table.controller.submit(action)
        if message is not None:
            self._refuse(item, message)
            self.table.explainable.emit(action)

    def _ask_to_play(self, item: CardItem) -> None:
        """The preference "confirm before playing a card": the card goes home and the bar asks."""
        assert item.card is not None
        self._fly_home(item)
        action = PLAYS[item.card.index]
        self.table.bar.set_content(
            QCoreApplication.translate("TableView", "Play the {card}?").format(card=card_label(item.card)),
            [
                (QCoreApplication.translate("TableView", "&Play it"), True, partial(self.submit, action), ""),
                (QCoreApplication.translate("TableView", "Cancel"), True, self.refresh_controls, ""),
            ],
            key=("confirm", item.card),
        )
        self.table.bar.show()
        self.table.place_widgets()
        self.table.bar.buttons[0].setFocus()

    def _refuse(self, item: CardItem, message: str) -> None:
        self.table.status.emit(message)
        view_pt = self.table.mapFromScene(item.sceneBoundingRect().center())
        QToolTip.showText(self.table.viewport().mapToGlobal(view_pt), message, self.table.viewport())
        self._fly_home(item)

    def _fly_home(self, item: CardItem) -> None:
        item.set_lifted(False)
        ms = self.table.ms(PLAY_MS)
        if not ms:
            item.setPos(item.home)
            self.scenes.apply_cards(animate=False)
            return
        a = QPropertyAnimation(item, b"pos", item)  # gone with its card
        a.setDuration(ms)
        a.setEndValue(item.home)
        a.setEasingCurve(QEasingCurve.Type.OutBack)
        a.finished.connect(lambda: self.scenes.apply_cards(animate=False))
        a.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def begin_drag(self, item: CardItem) -> bool:
        snap = self.scenes.snap
        if snap is None or not self._my_turn() or snap.phase not in (Phase.PLAY, Phase.DISCARD) or item.card is None:
            return False
        self.scenes.finish()
        self._drag_ok = item.card in snap.legal_plays() if snap.phase == Phase.PLAY else True
        item.set_lifted(True)
        item.setZValue(1000)
        item.setScale(item.rest_scale * 1.06)  # picked up
        if not self._drag_ok:
            why = self._why(item.card) or QCoreApplication.translate("TableView", "You cannot play that card")
            self.table.status.emit(why)
            vp = self.table.viewport()
            QToolTip.showText(vp.mapToGlobal(self.table.mapFromScene(item.scenePos())), why, vp)
            self.table.explainable.emit(PLAYS[item.card.index])
        return True

    def drag_moved(self, item: CardItem, scene_pos: QPointF) -> None:
        self.table.zone.set_lit(self._drag_ok and self.table.zone.rect.contains(scene_pos))

    def end_drag(self, item: CardItem, scene_pos: QPointF) -> None:
        self.table.zone.set_lit(False)
        item.set_lifted(False)
        item.setScale(item.rest_scale)
        snap = self.scenes.snap
        if snap is None or item.card is None:
            return
        over = self.table.zone.rect.contains(scene_pos) or self.table.zone.rect.intersects(item.card_rect())
        if not over:
            self._fly_home(item)
            return
        if snap.phase == Phase.PLAY:
            self._play(item)
            return
        self.scenes.finish()
        message = self.table.controller.submit(Discard(item.card))
        if message is not None:
            self._refuse(item, message)

    def review_last_trick(self) -> None:
        """L: the last trick in the middle until a click; over the result panel, which steps aside meanwhile."""
        snap = self.scenes.snap
        if snap is None or not snap.tricks or not snap.rules.last_trick_review or self.scenes.busy():
            return
        trick = snap.tricks[-1]
        names = [s.name for s in snap.seats]
        cards = ", ".join(card_label(c) for c in trick.cards)
        self.table.status.emit(
            QCoreApplication.translate("TableView", "Last trick: {cards}; won by {name}").format(
                cards=cards, name=names[trick.winner or 0]
            )
        )
        panel = self.table.result.isVisible()
        index = len(snap.tricks) - 1

        def show() -> QAbstractAnimation | None:
            self.table.result.hide()
            return self.scenes.show_snapshot(snap, animate=True, shown=index)

        def hide() -> QAbstractAnimation | None:
            anim = self.scenes.show_snapshot(snap, animate=True)
            if panel:
                self.table.result.show()
                self.table.result.raise_()
                self.table.result.setFocus()  # the panel, not its button: the Enter that ended the review deals nothing
            return anim

        self.scenes.queue.enqueue(show)
        self.scenes.queue.enqueue(lambda: "click")
        self.scenes.queue.enqueue(hide)

    # -- keyboard and plain clicks on the felt -----------------------------------------------------------------

    def key_pressed(self, event: QKeyEvent) -> bool:
        """A key on the table: True if it was the table's (else the view's default handling)."""
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if self.scenes.queue.waiting_click and enter:
            self.scenes.queue.proceed()
            return True
        cards = self.scenes.hand_cards()
        moves = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
        if key in (*moves, Qt.Key.Key_Home, Qt.Key.Key_End) and cards:
            if key in moves:
                self.focus_index = (self.focus_index + moves[key]) % len(cards)  # type: ignore[index]
            else:
                self.focus_index = 0 if key == Qt.Key.Key_Home else len(cards) - 1
            self.update_legal()
            item = self.scenes.cards.get(cards[self.focus_index])
            if item is not None:
                announcer = self.announcer
                playing = self._my_turn_to_play()  # bidding or discarding, no card "may be played"
                if announcer is not None and item.face_up:  # focus and value events for a screen reader
                    self.table.status.emit(announcer.focus_card(item.card, self.focus_index, len(cards),
                                                          playable=item.legal if playing else None,
                                                          reason=item.why or None))
                else:
                    self.table.status.emit(self._card_words(item))
            return True
        item = self.scenes.cards.get(cards[min(self.focus_index, len(cards) - 1)]) if cards else None
        if enter and item is not None:
            if key == Qt.Key.Key_Space and self._selecting():
                self._toggle(item.card)  # type: ignore[arg-type]
            else:
                self.card_activated(item)
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and item is not None and self._selecting():
            if (item.card in self.scenes.selected) == (key == Qt.Key.Key_Down):
                self._toggle(item.card)  # type: ignore[arg-type]
            return True
        return False

    def clicked_felt(self) -> bool:
        """A click anywhere on the table: True if it ended a "click to continue"."""
        if self.scenes.queue.waiting_click:
            self.scenes.queue.proceed()
            return True
        return False

    def hasFocus(self) -> bool:  # a card draws its keyboard mark only while the table has the focus
        return self.table.hasFocus()

    def repaint_hand(self) -> None:
        for c in self.scenes.hand_cards():
            item = self.scenes.cards.get(c)
            if item is not None:
                item.update()
