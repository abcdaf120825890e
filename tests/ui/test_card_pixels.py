"""A card at rest is shown pixel for pixel as its face was drawn: copied onto whole pixels, never resampled.

Drawn into its rect with smooth pixmap transforms on, Qt resampled the face even at its own size (a card at a
fractional place came out blurred a little) and did it on worker threads the UI thread waited for (bench/paint.py).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from napdesk.engine.cards import Card
from napdesk.ui.cardart import CardArt
from napdesk.ui.table.cards import CardItem


class _Table:
    """The little a card asks of its table."""

    def hasFocus(self) -> bool:
        return False

    def dims_illegal(self) -> bool:
        return False

    def is_own_card(self, item: CardItem) -> bool:
        return False

    def card_hovered(self, item: CardItem) -> None: ...
    def card_clicked(self, item: CardItem) -> None: ...
    def card_activated(self, item: CardItem) -> None: ...

    def begin_drag(self, item: CardItem) -> bool:
        return False

    def drag_moved(self, item: CardItem, scene_pos: QPointF) -> None: ...
    def end_drag(self, item: CardItem, scene_pos: QPointF) -> None: ...


def test_a_card_at_rest_at_a_fractional_place_is_its_face_pixel_for_pixel(qtbot: QtBot) -> None:
    art = CardArt()
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    view.setSceneRect(0, 0, view.viewport().width(), view.viewport().height())
    for scale in (1.0, 0.8):  # the hand's size, and a trick's
        scene.clear()
        card = CardItem(Card("QH"), art, _Table())
        card.face_up = True
        card.set_size(101.3)
        card.setScale(scale)
        card.rest_scale = scale
        card.setPos(40.37, 30.62)
        card.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        scene.addItem(card)
        shown = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
        dpr = view.viewport().devicePixelRatioF()
        w, h = round(card.width * scale * dpr), round(card.height * scale * dpr)
        face = art.pixmap(card.card, w, h).toImage().convertToFormat(QImage.Format.Format_ARGB32)
        corner = view.mapFromScene(card.mapToScene(QPointF(0, 0)))
        x0, y0 = round(card.scenePos().x() * dpr), round(card.scenePos().y() * dpr)
        assert abs(corner.x() - x0) <= 1 and abs(corner.y() - y0) <= 1
        inner = [(x, y) for x in range(8, w - 8, 7) for y in range(8, h - 8, 5)]  # inside the rounded corners
        differ = [(x, y) for x, y in inner if shown.pixel(x0 + x, y0 + y) != face.pixel(x, y)]
        assert not differ, (scale, len(differ), len(inner), differ[:5])
