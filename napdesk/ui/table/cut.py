"""The cut for the first dealer: each round's cards face up by their seats, told on the panel in the middle, until
the first dealer is found. The same panel announces a tie-break hand (:meth:`CutScene.notice`). Steps on the scene
director's queue, run before the first deal."""

from __future__ import annotations

import html
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsScene

from napdesk.engine.cards import Card
from napdesk.engine.deal import FirstDealer
from napdesk.ui.cardart import CardArt, picture_size
from napdesk.ui.controller import GameController
from napdesk.ui.i18n import shown_name
from napdesk.ui.table import geometry
from napdesk.ui.table.cards import CardHost, CardItem
from napdesk.ui.table.controls import ActionBar
from napdesk.ui.table.overlays import Overlay
from napdesk.ui.table.seating import Seating
from napdesk.ui.table.steps import YIELD, StepQueue, alone

NOTICE_MS = 2600


class CutStage(Protocol):
    """What the cut asks of the table view (the scene director's stage has all of it)."""

    controller: GameController
    art: CardArt
    scene_: QGraphicsScene
    lay: geometry.Layout | None
    seating: Seating
    bar: ActionBar
    result: Overlay
    cut_panel: Overlay
    speed: str
    click_to_continue: bool

    @property
    def input(self) -> CardHost: ...
    def place_widgets(self) -> None: ...
    def ms(self, base: int) -> int: ...
    def devicePixelRatioF(self) -> float: ...


class CutScene:
    """The cut's cards on the table (:attr:`items`, while shown) and the panel in the middle that tells it."""

    def __init__(self, stage: CutStage, queue: StepQueue) -> None:
        self.stage = stage
        self.queue = queue
        self.items: list[CardItem] = []

    def notice(self, text: str, pause: int | str | None = None) -> str:
        """``text`` (rich) on the panel in the middle: a step, then held for ``pause`` (ms, or "click"; by default a
        click, or a while). Written now; laid out and measured in the next slice of the event loop, shown and
        fitted in the one after (in one, the panel held the loop for 8-14 ms beside a new game's first paints)."""
        self.stage.cut_panel.set_content(text, [])
        self.queue.push_front(lambda: self._show_notice(pause))
        self.queue.push_front(alone(self.stage.cut_panel.measure))
        return YIELD

    def _show_notice(self, pause: int | str | None) -> int | str | None:
        self.stage.result.hide()  # a tie-break's notice comes after the last hand's result
        self.stage.cut_panel.show()
        self.stage.place_widgets()
        self.stage.cut_panel.raise_()
        if pause is not None:
            return pause
        return "click" if self.stage.click_to_continue else self.stage.ms(NOTICE_MS)

    def clear_notice(self) -> None:
        self.stage.cut_panel.hide()

    def show(self, first: FirstDealer | None) -> None:
        """The first dealer found by the cut: every card shown face up by its seat's side, round by round."""
        if first is None or not first.rounds or self.stage.speed == "off":
            return
        names = [shown_name(s.name) for s in self.stage.controller.seats]  # the cut is before any hand: session seats
        jack = self.stage.controller.rules.first_dealer == "first_jack"

        def laid_out() -> geometry.Layout:
            lay = self.stage.lay
            if lay is None or lay.n != len(names):
                lay = geometry.layout(800, 600, len(names), self.stage.controller.rules.hand_size)
            return lay

        def warm(card: Card) -> str:
            """A face the next round shows, drawn from the vector now, one a slice: in the round's first paint,
            a face per seat drawn anew held the event loop 10-16 ms."""
            lay = laid_out()
            self.stage.art.pixmap(card, *picture_size(lay.cw, lay.trick_scale, self.stage.devicePixelRatioF()))
            return YIELD

        def show_round(i: int) -> int | str | None:
            self._remove_cards()  # the last round's panel stays till this round's says what these cards mean
            self.stage.bar.hide()  # no controls before the first hand: the last one's would still be there
            lay = laid_out()
            for seat, card in first.rounds[i]:
                item = CardItem(card, self.stage.art, self.stage.input)
                item.set_size(lay.cw)
                item.face_up = True
                box = lay.trick[seat % len(names)]
                item.setScale(lay.trick_scale)
                item.rest_scale = lay.trick_scale  # at rest at that size: drawn from the face warmed for it
                item.setPos(box.x, box.y)
                item.setZValue(300)
                self.stage.scene_.addItem(item)
                self.items.append(item)
            # The info panel, until the first hand's facts replace it, says what is going on.
            doing = (QCoreApplication.translate("TableView", "Cards dealt face up in turn") if jack
                     else QCoreApplication.translate("TableView", "Cutting for the deal"))
            self.stage.seating.info.set_info([QCoreApplication.translate("TableView", "New game"), doing], None, "")
            return YIELD  # the cards painted in one slice, the panel saying what they mean in the next

        def tell_round(i: int) -> int | str | None:
            if jack:
                text = QCoreApplication.translate(
                    "TableView", "<b>Cards dealt face up in turn</b>: the first jack deals."
                )
            else:
                text = (
                    QCoreApplication.translate("TableView", "<b>Cutting for the deal</b>: ace is low.")
                    if i == 0
                    else QCoreApplication.translate("TableView", "<b>A tie</b>: the tied players cut again.")
                )
            if i == len(first.rounds) - 1:
                text += "<br>" + (
                    QCoreApplication.translate("TableView", "{name} gets the first jack and deals first.")
                    if jack
                    else QCoreApplication.translate("TableView", "{name} cut the lowest card and deals first.")
                ).format(name=html.escape(names[first.dealer], quote=False))  # a saved name, not HTML
            return self.notice(text, self.stage.ms(1800))

        for i in range(len(first.rounds)):
            for _seat, card in first.rounds[i]:
                self.queue.enqueue(lambda card=card: warm(card))  # type: ignore[misc]
            self.queue.enqueue(lambda i=i: show_round(i))  # type: ignore[misc]
            self.queue.enqueue(lambda i=i: tell_round(i))  # type: ignore[misc]
        self.queue.enqueue(self.clear)

    def clear(self) -> None:
        self._remove_cards()
        self.stage.cut_panel.hide()

    def _remove_cards(self) -> None:
        for item in self.items:
            self.stage.scene_.removeItem(item)
        self.items = []
