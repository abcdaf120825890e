"""A card on the table, face up or a back, and what it asks of the table that holds it (:class:`CardHost`)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from napdesk.engine.cards import Card
from napdesk.ui.accessibility import card_accessible_name
from napdesk.ui.cardart import CARD_RATIO, CardArt, picture_size
from napdesk.ui.i18n import capitalized, card_name

# What a card shows: a card, or a face-down card known only by where it lies ("hand", seat, i) / ("widow", 0, i)...
CardKey = Card | tuple[str, int, int]


class CardHost(Protocol):
    """The table as a card sees it: it reports the pointer, the table decides."""

    def hasFocus(self) -> bool: ...

    def dims_illegal(self) -> bool: ...

    def is_own_card(self, item: CardItem) -> bool: ...

    def card_hovered(self, item: CardItem) -> None: ...

    def card_clicked(self, item: CardItem) -> None: ...

    def card_activated(self, item: CardItem) -> None: ...

    def begin_drag(self, item: CardItem) -> bool: ...

    def drag_moved(self, item: CardItem, scene_pos: QPointF) -> None: ...

    def end_drag(self, item: CardItem, scene_pos: QPointF) -> None: ...


_UPRIGHT = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate,
            QTransform.TransformationType.TxScale)  # a card at rest is moved and sized, never turned


def card_label(card: Card) -> str:
    """``Queen of hearts``, translated."""
    return capitalized(card_name(card))


class CardItem(QGraphicsObject):
    """One card on the table. Drawn from the deck's vector art at the exact pixel size it is shown at."""

    SHADOW = (5.0, 7.0)  # the lifted card's shadow, drawn inside the bounding rect (no trails on the felt)

    def __init__(self, key: CardKey, art: CardArt, table: CardHost) -> None:
        super().__init__()
        self.key = key
        self.card: Card | None = key if isinstance(key, Card) else None
        self.art = art
        self.table = table
        self.face_up = False
        self.width = 100.0
        self.height = 140.0
        self.selected_ = False
        self.focused = False
        self.legal = True
        self.why = ""  # the engine's reason it may not be played now, for the screen reader
        self.lifted = False
        self.rest_scale = 1.0  # the scale it is going to: pixmaps are rendered for that, not every frame's
        self.flip = 0.0  # 0 at rest; 0 -> 1 while turning over (the old side shows until halfway)
        self.home = QPointF()
        self._press: QPointF | None = None
        self._grab = QPointF()
        self.dragging = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def set_size(self, width: float) -> None:
        if abs(width - self.width) > 0.01:
            self.prepareGeometryChange()
            self.width = width
            self.height = width * CARD_RATIO

    def boundingRect(self) -> QRectF:
        # the focus ring (2 px out, half its pen beyond) and the lifted shadow must lie inside, or moving the
        # card leaves their pixels behind on the felt
        m = 3.0 + max(3.0, self.width * 0.04)
        sx, sy = self.SHADOW if self.lifted else (0.0, 0.0)  # a card at rest repaints no more than it shows
        return QRectF(-m, -m, self.width + 2 * m + sx, self.height + 2 * m + sy)

    def card_rect(self) -> QRectF:
        """The card itself in scene coordinates (without the ring and shadow margins)."""
        return self.mapRectToScene(QRectF(0, 0, self.width, self.height))

    def set_lifted(self, lifted: bool) -> None:
        """Picked up (a shadow under it) or put down: its bounding rect grows or shrinks by the shadow."""
        if lifted != self.lifted:
            self.prepareGeometryChange()
            self.lifted = lifted
            self.update()

    def set_card(self, key: CardKey) -> None:
        """A back turned into the card it was (a card played from a hidden hand), or back again."""
        self.key = key
        self.card = key if isinstance(key, Card) else None
        self.update()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.width, self.height), self.width * 0.06, self.width * 0.06)
        return path

    def accessible_name(self) -> str:
        """The card's name in the player's language, and whether it may be played now (and why not)."""
        if not self.face_up or self.card is None:
            return card_accessible_name(None)
        return card_accessible_name(self.card, playable=self.legal, reason=self.why or None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
        now = self.scale()
        if now > 0 and now != self.rest_scale:
            # In flight: the pixmap of its resting size, scaled, on every frame of the flight (the scale of the
            # frame came out a pixel apart over its last few frames: three pictures rendered for one card, each
            # 0.2-0.6 ms of the paint), and the one rendered before the flight (napdesk.ui.table.warming).
            scale *= self.rest_scale / now
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pw, ph = picture_size(self.width, scale, dpr)
        rect = QRectF(0, 0, self.width, self.height)
        if self.lifted:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(rect.translated(*self.SHADOW), self.width * 0.06, self.width * 0.06)
        face = self.face_up and self.card is not None
        if self.flip > 0:
            squeeze = max(0.02, abs(1 - 2 * self.flip))
            painter.translate(self.width / 2, 0)
            painter.scale(squeeze, 1)
            painter.translate(-self.width / 2, 0)
            if self.flip < 0.5 and self.card is not None:
                face = not face
        pm = self.art.pixmap(self.card if face else None, pw, ph)
        if self.flip <= 0 and abs(now - self.rest_scale) <= 0.01 and t.type() in _UPRIGHT:
            # At rest (or sliding at its resting size): the pixmap is copied 1:1 onto whole device pixels. Drawn
            # into the card's rect instead, with SmoothPixmapTransform on, Qt resamples it even at its own size,
            # on worker threads the UI thread waits for: 3.8 ms wall for a paint of 26 cards, against 0.7 ms.
            if pm.devicePixelRatio() != dpr:
                pm.setDevicePixelRatio(dpr)  # the cached pixmap itself: rendered for this screen's ratio
            corner = t.map(QPointF(0, 0))
            painter.setWorldTransform(QTransform())
            painter.drawPixmap(QPointF(round(corner.x() * dpr) / dpr, round(corner.y() * dpr) / dpr), pm)
            painter.setWorldTransform(t)
        else:  # turning over, or in flight at another size: resampled
            painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))
        if face and not self.legal and self.table.dims_illegal():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 20, 90))
            painter.drawRoundedRect(rect, self.width * 0.06, self.width * 0.06)
        if self.selected_:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#3f8fe8"), max(2.0, self.width * 0.03)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), self.width * 0.06, self.width * 0.06)
        if self.focused and self.table.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(QColor("#ffd54a"), max(3.0, self.width * 0.04))
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), self.width * 0.07, self.width * 0.07)

    # -- pointer ---------------------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.table.card_hovered(self)
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.table.is_own_card(self):
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = event.scenePos() - self.pos()
        self.dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self.dragging:
            if (event.scenePos() - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            if not self.table.begin_drag(self):
                self._press = None
                return
            self.dragging = True
        self.setPos(event.scenePos() - self._grab)
        self.table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if self.dragging:
            self.dragging = False
            self.table.end_drag(self, event.scenePos())
        elif press is not None:
            self.table.card_clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        self.dragging = False
        self.table.card_activated(self)
        event.accept()
