"""The cards' pictures are rendered before the paints that show them, and a deal starts from the dealer: what a
paint of the table renders itself holds the event loop (napdesk.ui.table.warming)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF
from pytestqt.qtbot import QtBot

from napdesk.engine.cards import Card
from napdesk.ui.app import MainWindow
from napdesk.ui.cardart import CardArt
from napdesk.ui.controller import SeatConfig
from napdesk.ui.table.cards import CardItem

WindowFactory = Callable[..., MainWindow]


class _Paints(QObject):
    """At each paint of the viewport: where every card of the table stands (and whether it shows)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.frames: list[dict[object, tuple[QPointF, bool]]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            cards = self.window.table.scenes.cards
            self.frames.append({key: (QPointF(item.pos()), item.isVisible()) for key, item in cards.items()})
        return False


def test_a_deal_never_shows_the_new_hand_where_it_will_lie_before_it_flies(
        qtbot: QtBot, make_window: WindowFactory) -> None:
    """The table laid out for a new hand put its cards at their places, painted them there for a frame (rendering
    their faces in that paint), then sent them to the dealer to be dealt."""
    seats = [SeatConfig("You", True), *(SeatConfig(n, False, "random") for n in ("B", "C", "D"))]
    window = make_window(seed=3, seats=seats, speed="normal", start=False)
    table = window.table
    paints = _Paints(window)
    table.viewport().installEventFilter(paints)
    window.new_game()
    qtbot.waitUntil(lambda: table.scenes.queue.anim is not None and bool(table.hand_cards()), timeout=20000)
    qtbot.waitUntil(lambda: not table.busy(), timeout=20000)
    table.viewport().removeEventFilter(paints)
    mine = table.hand_cards()
    homes = {card: QPointF(table.item_for(card).home) for card in mine}
    shown = [frame for frame in paints.frames if any(card in frame and frame[card][1] for card in mine)]
    assert shown, "the deal was never painted"
    first = shown[0]
    for card in mine:
        if card in first and first[card][1]:
            assert (first[card][0] - homes[card]).manhattanLength() > 5, f"{card} shown in the hand before the deal"


def test_the_pictures_a_hand_shows_are_rendered_before_its_paints(
        qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """A person's hand, dealt and played at normal speed: no paint of the table renders a card's picture."""
    rendered_in_paint: list[tuple[object, int, int]] = []
    painting = [False]
    paint, pixmap = CardItem.paint, CardArt.pixmap

    def paint_noting(self: CardItem, *args: object) -> None:
        painting[0] = True
        try:
            paint(self, *args)  # type: ignore[arg-type]
        finally:
            painting[0] = False

    def pixmap_noting(self: CardArt, card: Card | None, width: int, height: int) -> object:
        if painting[0] and not self.has(card, width, height):
            rendered_in_paint.append((card, width, height))
        return pixmap(self, card, width, height)

    monkeypatch.setattr(CardItem, "paint", paint_noting)
    monkeypatch.setattr(CardArt, "pixmap", pixmap_noting)
    seats = [SeatConfig(n, False, "random") for n in ("A", "B", "C", "D")]
    seats[0] = SeatConfig("You", True)
    window = make_window(seed=3, seats=seats, speed="normal", start=False)
    window.controller.pace_ms = 0
    window.new_game()
    table = window.table
    controller = window.controller

    def play_on() -> bool:
        state = controller.state
        if state is not None and state.is_over:
            return True
        if state is not None and state.to_move == 0 and not table.busy():
            controller.submit(state.legal_actions()[-1])
        return False

    qtbot.waitUntil(play_on, timeout=60_000)
    qtbot.waitUntil(table.result.isVisible, timeout=20000)
    assert rendered_in_paint == []
