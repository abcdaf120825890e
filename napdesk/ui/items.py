"""The graphics items of the table: cards, seat plates, the trick zone and the contract panel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
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
from napdesk.ui.cardart import CARD_RATIO, CardArt
from napdesk.ui.i18n import capitalized, card_name

if TYPE_CHECKING:
    from napdesk.ui.table import TableView


def card_label(card: Card) -> str:
    """``Queen of hearts``, translated."""
    return capitalized(card_name(card))


class CardItem(QGraphicsObject):
    """One card on the table. Drawn from the deck's vector art at the exact pixel size it is shown at."""

    def __init__(self, card: Card, art: CardArt, table: TableView) -> None:
        super().__init__()
        self.card = card
        self.art = art
        self.table = table
        self.face_up = False
        self.width = 100.0
        self.height = 140.0
        self.selected_ = False
        self.focused = False
        self.legal = True
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
        m = 4.0
        return QRectF(-m, -m, self.width + 2 * m, self.height + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.width, self.height), self.width * 0.06, self.width * 0.06)
        return path

    def accessible_name(self) -> str:
        if not self.face_up:
            return self.tr("Card face down")
        if self.legal:
            return self.tr("{card}, legal").format(card=card_label(self.card))
        return self.tr("{card}, not playable now").format(card=card_label(self.card))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
        now = self.scale()
        if now > 0 and abs(now - self.rest_scale) > 0.01:
            scale *= self.rest_scale / now  # in flight: draw the pixmap of its resting size, scaled
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pw = max(1, round(self.width * scale * dpr))
        ph = max(1, round(self.height * scale * dpr))
        rect = QRectF(0, 0, self.width, self.height)
        if self.lifted:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(rect.translated(5, 7), self.width * 0.06, self.width * 0.06)
        face = self.face_up
        if self.flip > 0:
            squeeze = max(0.02, abs(1 - 2 * self.flip))
            painter.translate(self.width / 2, 0)
            painter.scale(squeeze, 1)
            painter.translate(-self.width / 2, 0)
            if self.flip < 0.5:
                face = not face
        pm = self.art.pixmap(self.card if face else None, pw, ph)
        painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))
        if face and not self.legal and self.table.dims_illegal(self):
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



class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, kind, chips, the dealer button, its bid and tricks taken."""

    W, H = 184.0, 62.0

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.kind = ""
        self.chips = ""
        self.bid = ""
        self.tricks = ""
        self.dealer = False
        self.to_move = False
        self.thinking = False
        self.sitting_out = False
        self.bidder = False
        self.w = self.W
        self.h = self.H

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = w, h

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def update_from(self, **values: Any) -> None:
        changed = False
        for k, v in values.items():
            if getattr(self, k) != v:
                setattr(self, k, v)
                changed = True
        if changed:
            self.update()

    def accessible_text(self) -> str:
        parts = [self.name, self.kind, self.chips]
        if self.dealer:
            parts.append(self.tr("dealer"))
        if self.bid:
            parts.append(self.bid)
        if self.tricks:
            parts.append(self.tricks)
        return ", ".join(p for p in parts if p)

    def texts(self, aside_fits: bool = True) -> tuple[str, str]:
        """What the plate shows beside the name, and on its second line. "thinking…" takes the place of the
        player's kind, so that the chips, the bid and the tricks keep their room; beside a name too long to leave
        room for it, it leads the second line."""
        aside = self.tr("thinking…") if self.thinking else self.kind
        second = "  ·  ".join(p for p in (self.chips, self.bid, self.tricks) if p)
        if self.thinking and not aside_fits:
            second = aside + "  " + second
        if self.sitting_out:
            second = self.tr("sits out") + "  " + second
        return aside, second

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        border = QColor("#ffd54a") if self.to_move else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 3 if self.to_move else 1.2))
        painter.setBrush(QColor(10, 30, 18, 200) if not self.sitting_out else QColor(40, 40, 40, 170))
        painter.drawRoundedRect(rect, 10, 10)
        fs = max(8.5, min(self.h * 0.2, 18.0))
        font = QFont()
        font.setPointSizeF(fs)
        font.setBold(True)
        painter.setFont(font)
        pad = self.h * 0.14
        line = self.h * 0.42
        room = self.w - 2 * pad - (line if self.dealer else 0)
        fm = QFontMetricsF(font)
        name = fm.elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        painter.setPen(QColor("#f4f1e6"))
        top = QRectF(pad, pad * 0.6, room, line)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        font.setBold(False)
        font.setPointSizeF(fs * 0.78)
        painter.setFont(font)
        small = QFontMetricsF(font)
        used = fm.horizontalAdvance(name) + pad * 0.6
        fits = used < room - 20
        aside, second = self.texts(fits)
        if aside and fits:
            painter.setPen(QColor("#ffe9a3") if self.thinking else QColor("#9fb8a6"))
            aside = small.elidedText(aside, Qt.TextElideMode.ElideRight, room - used)
            painter.drawText(QRectF(pad + used, pad * 0.6, room - used, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, aside)
        painter.setPen(QColor("#d9e6dc"))
        second = small.elidedText(second, Qt.TextElideMode.ElideRight, self.w - 2 * pad)
        painter.drawText(QRectF(pad, self.h * 0.5, self.w - 2 * pad, self.h * 0.42),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, second)
        if self.dealer:
            r = line * 0.42
            c = QPointF(self.w - pad - r, pad * 0.6 + line / 2)
            painter.setPen(QPen(QColor("#333"), 1))
            painter.setBrush(QColor("#f7f3e3"))
            painter.drawEllipse(c, r, r)
            font.setBold(True)
            font.setPointSizeF(fs * 0.7)
            painter.setFont(font)
            painter.setPen(QColor("#222"))
            painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "D")


class TrickZone(QGraphicsObject):
    """The middle of the table where tricks are played; it lights up under a legal card being dragged."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 200, 160)
        self.lit = False
        self.hint = ""
        self.setZValue(-5)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            painter.setPen(QPen(QColor("#ffe27a"), 3, Qt.PenStyle.SolidLine))
            painter.setBrush(QColor(255, 226, 122, 55))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 45), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(QColor(0, 0, 0, 22)))
        painter.drawRoundedRect(self.rect, 18, 18)
        if self.hint:
            font = QFont()
            font.setPointSizeF(max(9.0, self.rect.height() * 0.06))
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 150))
            painter.drawText(self.rect.adjusted(8, 8, -8, -8),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, self.hint)


class InfoPanel(QGraphicsObject):
    """Always in view: the hand number, the contract and its bidder, trumps, the pool."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self.art = art
        self.lines: list[str] = ["napdesk"]
        self.trump: int | None = None
        self.trump_text = ""
        self.w, self.h = 230.0, 96.0

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = w, h

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_info(self, lines: list[str], trump: int | None, trump_text: str) -> None:
        if (lines, trump, trump_text) != (self.lines, self.trump, self.trump_text):
            self.lines, self.trump, self.trump_text = lines, trump, trump_text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(10, 30, 18, 200))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 10, 10)
        lh = self.h / 4.2
        font = QFont()
        font.setPointSizeF(max(8.5, lh * 0.5))
        pad = lh * 0.45
        y = pad * 0.6
        for i, text in enumerate(self.lines[:3]):
            font.setBold(i == 1)
            painter.setFont(font)
            painter.setPen(QColor("#f4f1e6") if i == 1 else QColor("#c9d8cc"))
            text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, self.w - 2 * pad)
            painter.drawText(QRectF(pad, y, self.w - 2 * pad, lh), Qt.AlignmentFlag.AlignVCenter, text)
            y += lh
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#f4f1e6"))
        x = pad
        if self.trump is not None:
            box = QRectF(pad, y + lh * 0.1, lh * 0.8, lh * 0.8)
            painter.setBrush(QColor("#fffdf7"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 4, 4)
            self.art.render_suit(painter, self.trump, box)
            x = box.right() + pad * 0.8
            painter.setPen(QColor("#f4f1e6"))
        painter.drawText(QRectF(x, y, self.w - x - pad, lh), Qt.AlignmentFlag.AlignVCenter, self.trump_text)
