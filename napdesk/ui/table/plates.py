"""The seat plates, the info panel and the trick zone: what each seat is and does, and the hand's facts.

A plate shows a seat's name, chips, bid and tricks in full: its font shrinks to the room the layout gives it,
and the player's kind ("computer, expert") is shortened, then left out, before anything else is.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from napdesk.ui.cardart import CardArt
from napdesk.ui.fonts import fitted_font, text_fits


class SeatPlate(QGraphicsObject):
    """A seat's plate: its name (and what kind of player, or "thinking…"), chips and tricks, and its bid."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.kinds: tuple[str, ...] = ()  # the player's kind, longest first ("computer, expert", "expert")
        self.chips = ""
        self.bid = ""
        self.tricks = ""
        self.bought_count: int | None = None  # Purchase: the cards this seat exchanged
        self.rows = 3  # 4 at a Purchase table: the cards bought get a line of their own
        self.dealer = False
        self.to_move = False
        self.thinking = False
        self.sitting_out = False
        self.w, self.h = 184.0, 62.0
        # drawn into a pixmap when it changes and copied when only uncovered (a card flying over it, the deal):
        # its text costs 0.5-1 ms a paint, and every plate is uncovered on most frames of a deal or a gathering
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_seat(self, name: str, chips: str) -> None:
        """Who sits here and his chips, and none of a hand's facts: each back as __init__ leaves it (before a
        session's first hand, nothing of the last session's may stay, say who sat out its last hand)."""
        self.update_from(name=name, chips=chips, kinds=(), bid="", tricks="", bought_count=None, dealer=False,
                         to_move=False, thinking=False, sitting_out=False)

    @property
    def bought(self) -> str:
        return "" if self.bought_count is None else self.tr("bought %n", "", self.bought_count)

    @property
    def kind(self) -> str:
        return self.kinds[0] if self.kinds else ""

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
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
        parts += [self.bid, self.tricks, self.bought]
        return ", ".join(p for p in parts if p)

    def lines(self) -> tuple[str, ...]:
        """Name; chips and tricks; the bid and the cards bought. None of these is ever cut short."""
        second = " · ".join(p for p in (self.chips, self.tricks) if p)
        third = self.bid if self.rows > 3 else " · ".join(p for p in (self.bid, self.bought) if p)
        if self.sitting_out:
            third = self.tr("sits out") + ("  " + third if third else "")
        return (self.name, second, third, self.bought) if self.rows > 3 else (self.name, second, third)

    def aside(self, room: float, font: QFont) -> str:
        """Beside the name: "thinking…" or the longest form of the player's kind, whichever is due and fits in
        ``room``, or nothing (a "thinking…" with no room there goes to the bid's line: see drawn)."""
        fm = QFontMetricsF(font)
        if self.thinking:
            text = self.tr("thinking…")
            return text if fm.horizontalAdvance(text) <= room + 0.01 else ""
        return next((k for k in self.kinds if fm.horizontalAdvance(k) <= room), "")

    def drawn(self, big: QFont, small: QFont) -> tuple[str, str, float, tuple[str, ...]]:
        """What paint draws in the fonts ``big`` and ``small`` (see fonts): the name (cut short only if it must be),
        what stands beside it and the room there, and the lines under it, "thinking…" on the bid's line when there
        is no room beside the name."""
        line, _, dot, room = self._metrics()
        name = QFontMetricsF(big).elidedText(self.name, Qt.TextElideMode.ElideRight, room - dot)
        beside = room - dot - QFontMetricsF(big).horizontalAdvance(name) - line * 0.4
        aside = self.aside(beside, small)
        _, second, third, *fourth = self.lines()
        if self.thinking and not aside:
            third = (third + "  " if third else "") + self.tr("thinking…")
        return name, aside, beside, (second, third, *fourth)

    def _metrics(self) -> tuple[float, float, float, float]:
        line = self.h / (self.rows + 0.9)
        pad = line * 0.45
        dot = line * 0.8 if self.dealer else 0.0
        return line, pad, dot, self.w - 2 * pad

    def fonts(self) -> tuple[QFont, QFont]:
        line, _, dot, room = self._metrics()
        name, *rest = self.lines()
        return (fitted_font([name], room - dot, line * 0.7, bold=True),
                fitted_font([*rest, self.tr("thinking…")], room, line * 0.62))

    def fits(self) -> bool:
        """Whether the name, chips, tricks and bid are shown in full."""
        _line, _, dot, room = self._metrics()
        big, small = self.fonts()
        name, *rest = self.lines()
        return text_fits(name, big, room - dot) and all(text_fits(t, small, room) for t in rest)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        border = QColor("#ffd54a") if self.to_move else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 3 if self.to_move else 1.2))
        painter.setBrush(QColor(10, 30, 18, 200) if not self.sitting_out else QColor(40, 40, 40, 170))
        painter.drawRoundedRect(rect, 10, 10)
        line, pad, dot, room = self._metrics()
        big, small = self.fonts()
        name, aside, beside, (second, third, *fourth) = self.drawn(big, small)
        top = pad * 0.5
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.setFont(big)
        painter.setPen(QColor("#f4f1e6"))
        painter.drawText(QRectF(pad, top, room - dot, line), left, name)
        painter.setFont(small)
        if aside:
            used = room - dot - beside
            painter.setPen(QColor("#ffe9a3") if self.thinking else QColor("#9fb8a6"))
            painter.drawText(QRectF(pad + used, top, beside, line), left, aside)
        painter.setPen(QColor("#d9e6dc"))
        painter.drawText(QRectF(pad, top + line * 1.15, room, line), left, second)
        painter.setPen(QColor("#ffe9a3") if self.bid and not self.sitting_out else QColor("#d9e6dc"))
        third = QFontMetricsF(small).elidedText(third, Qt.TextElideMode.ElideRight, room)
        painter.drawText(QRectF(pad, top + line * 2.2, room, line), left, third)
        if fourth:
            painter.setPen(QColor("#d9e6dc"))
            painter.drawText(QRectF(pad, top + line * 3.25, room, line), left, fourth[0])
        if self.dealer:
            r = line * 0.36
            c = QPointF(self.w - pad - r, top + line / 2)
            painter.setPen(QPen(QColor("#333"), 1))
            painter.setBrush(QColor("#f7f3e3"))
            painter.drawEllipse(c, r, r)
            font = QFont(big)
            font.setPixelSize(max(1, round(r * 1.3)))
            painter.setFont(font)
            painter.setPen(QColor("#222"))
            painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "D")


class InfoPanel(QGraphicsObject):
    """Always in view: the hand number, the contract and what it pays, the pool, trumps."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self.art = art
        self.lines: list[str] = []
        self.trump: int | None = None
        self.trump_text = ""
        self.w, self.h = 230.0, 96.0
        self.line = 20.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # as a plate's, for the same reason

    def set_size(self, w: float, h: float, line: float) -> None:
        if (w, h, line) != (self.w, self.h, self.line):  # the same size keeps the cached drawing
            self.prepareGeometryChange()
            self.w, self.h, self.line = w, h, line

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_info(self, lines: list[str], trump: int | None, trump_text: str) -> None:
        if (lines, trump, trump_text) != (self.lines, self.trump, self.trump_text):
            self.lines, self.trump, self.trump_text = lines, trump, trump_text
            self.update()

    def font(self) -> QFont:
        """The panel's font, small enough that every line fits as it is drawn. Only the trumps line is bold (and
        bold is wider): the second line, the contract or what to do, stands out by its brighter colour, so that
        in Dutch and Spanish it too is shown in full."""
        pad = self.line * 0.35
        room, px = self.w - 2 * pad, self.line * 0.62
        plain = fitted_font(self.lines, room, px)
        bold = fitted_font([self.trump_text + "MM"], room, px, bold=True)
        bold.setBold(False)
        return plain if plain.pixelSize() <= bold.pixelSize() else bold

    def fits(self) -> bool:
        pad = self.line * 0.35
        font = self.font()
        return (all(text_fits(t, font, self.w - 2 * pad) for t in self.lines)
                and (len(self.lines) + 1) * self.line <= self.h + 0.01)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(10, 30, 18, 200))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 10, 10)
        lh = self.line
        pad = lh * 0.35
        font = self.font()
        y = pad
        for i, text in enumerate(self.lines):
            painter.setFont(font)
            painter.setPen(QColor("#f4f1e6") if i == 1 else QColor("#c9d8cc"))
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


class TrickZone(QGraphicsObject):
    """The middle of the table where tricks are played; it lights up under a legal card being dragged."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 200, 160)
        self.lit = False
        self.setZValue(-5)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        # Each light is drawn once into a picture of its own and copied (its child, shown or not): drawn again
        # as the light changed, under a card dragged on and off the trick, it cost 1 ms of the next paint.
        self.drawings = (_ZoneDrawing(self, lit=False), _ZoneDrawing(self, lit=True))
        self.drawings[1].setOpacity(0.0)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:  # the same place keeps the cached drawings (3 ms to draw again at 1280x800)
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            for drawing in self.drawings:
                drawing.set_rect(self.rect)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            # by opacity, not visibility: a hidden item's picture is dropped, and drawn again when it shows
            self.drawings[1].setOpacity(1.0 if lit else 0.0)
            self.drawings[0].setOpacity(0.0 if lit else 1.0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass  # its drawings paint it


class _ZoneDrawing(QGraphicsItem):
    """The trick zone in one light: a dashed outline, or lit under a legal card."""

    def __init__(self, zone: TrickZone, lit: bool) -> None:
        super().__init__(zone)
        self.lit = lit
        self.rect = QRectF(zone.rect)
        # painted once into a pixmap and copied: a dashed border stroked again under a small repaint (a card
        # dragged over it) comes out a pixel different from the rest of the line, and it is cheaper
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            painter.setPen(QPen(QColor("#ffe27a"), 3, Qt.PenStyle.SolidLine))
            painter.setBrush(QColor(255, 226, 122, 55))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 45), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(QColor(0, 0, 0, 22)))
        painter.drawRoundedRect(self.rect, 18, 18)
