"""The hand history's board: every hand at the table face up, around the trick in the middle, drawn as text or
with the table's card art (:class:`napdesk.ui.dialogs.history.HandHistoryWindow` steps it through a hand)."""

from __future__ import annotations

from typing import Any, Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from napdesk.engine.cards import SUIT_NAMES, Card, CardSet
from napdesk.engine.hand import HandState
from napdesk.ui.dialogs.common import translate
from napdesk.ui.fonts import fitted_font, text_fits
from napdesk.ui.i18n import shown_name
from napdesk.ui.words import card_text

SUIT_GLYPHS: Final = ("\u2663", "\u2666", "\u2665", "\u2660")  # clubs, diamonds, hearts, spades
RED: Final = QColor("#c8102e")
BLACK: Final = QColor("#1d1d1f")
FELT: Final = QColor("#1f6b3a")


class HandBoard(QWidget):
    """Every hand at the table, face up, around the trick in the middle (text, or the table's card art)."""

    def __init__(self, parent: QWidget | None = None, art: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_board")
        self.art = art
        self.state: HandState | None = None
        self.players: tuple[str, ...] = ()
        self.highlight: Card | None = None
        self.setMinimumSize(520, 380)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_state(self, state: HandState | None, players: tuple[str, ...], highlight: Card | None = None) -> None:
        self.state = state
        self.players = players
        self.highlight = highlight
        self.setAccessibleDescription("\n".join(self.lines()))
        self.update()

    def _name(self, seat: int) -> str:
        return shown_name(self.players[seat]) if seat < len(self.players) else f"{seat}"

    def _trick(self) -> tuple[list[tuple[int, Card]], bool]:
        """The cards in the middle by seat, and whether it is the last trick, already won (shown faded)."""
        s = self.state
        if s is None:
            return [], False
        if s.trick_cards:
            return self._seats_of(s.leader, s.trick_cards), False
        if s.tricks:
            last = s.tricks[-1]
            return self._seats_of(last.leader, list(last.cards)), True
        return [], False

    def _seats_of(self, leader: int, cards: list[Card] | tuple[Card, ...]) -> list[tuple[int, Card]]:
        assert self.state is not None
        order = list(self.state.order)
        start = order.index(leader) if leader in order else 0
        return [(order[(start + i) % len(order)], c) for i, c in enumerate(cards)]

    def seat_line(self, seat: int) -> str:
        s = self.state
        assert s is not None
        tags = []
        if seat == s.dealer:
            tags.append(self.tr("dealer"))
        if s.bidder == seat and s.contract is not None:
            tags.append(self.tr("bid {bid}").format(bid=translate("napdesk.bids", s.contract.label)))
        if seat not in s.order:
            tags.append(self.tr("sits out"))
        head = self._name(seat) + (f" ({', '.join(tags)})" if tags else "")
        cards = " ".join(card_text(c) for c in CardSet(s.hands[seat])) or "-"
        return f"{head}: {cards}"

    def lines(self) -> list[str]:
        """The board in words: one line per seat, then the trick, trumps and the tricks won."""
        s = self.state
        if s is None:
            return []
        out = [self.seat_line(seat) for seat in range(s.n)]
        trick, done = self._trick()
        if trick:
            cards = ", ".join(f"{self._name(seat)} {card_text(c)}" for seat, c in trick)
            out.append((self.tr("Last trick: {cards}") if done else self.tr("Trick: {cards}")).format(cards=cards))
        if s.trump is not None:
            out.append(self.tr("Trumps: {suit}").format(suit=translate("HandHistory", SUIT_NAMES[s.trump])))
        if s.bidder is not None:
            out.append(self.tr("Tricks: bidder {b}, opponents {d}").format(b=s.bidder_tricks, d=s.defender_tricks))
        return out

    def _seat_point(self, seat: int, rect: QRectF) -> QPointF:
        """Seat 0 at the bottom, the others round to the left (clockwise on screen, as play goes)."""
        import math

        assert self.state is not None
        n = self.state.n
        angle = math.pi / 2 + 2 * math.pi * seat / n  # y grows downwards: pi/2 is the bottom
        return QPointF(rect.center().x() + rect.width() * 0.38 * math.cos(angle),
                       rect.center().y() + rect.height() * 0.38 * math.sin(angle))

    def seat_box(self, seat: int, rect: QRectF) -> QRectF:
        """Where a seat's name and cards are drawn: around its seat point, kept inside ``rect`` (a side seat's
        box used to reach past the edge and cut its cards off)."""
        centre = self._seat_point(seat, rect)
        width = min(300.0, rect.width() * 0.36)
        box = QRectF(centre.x() - width / 2, centre.y() - 30, width, 60)
        box.moveLeft(max(rect.left() + 4, min(box.left(), rect.right() - 4 - width)))
        box.moveTop(max(rect.top() + 4, min(box.top(), rect.bottom() - 4 - box.height())))
        return box

    def _base_font(self, rect: QRectF) -> QFont:
        base = QFont(self.font())
        base.setPointSizeF(max(8.0, min(rect.width(), rect.height()) / 42))
        return base

    def head(self, seat: int, box: QRectF) -> tuple[QFont, str]:
        """What is drawn above a seat's cards, and in which font: its name and tags (dealer, bid, sits out), in a
        smaller font when they need it, and cut short with an ellipsis only in the smallest."""
        base = self._base_font(QRectF(self.rect()))
        text = self.seat_line(seat).split(": ")[0]
        font = fitted_font([text], box.width(), QFontInfo(base).pixelSize(), base=base)
        if not text_fits(text, font, box.width()):
            text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, box.width())
        return font, text

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        p.fillRect(rect, FELT)
        s = self.state
        if s is None:
            p.setPen(QColor("white"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.tr("No hand open"))
            p.end()
            return
        base = self._base_font(rect)
        p.setFont(base)
        trick, done = self._trick()
        for seat in range(s.n):
            box = self.seat_box(seat, rect)
            p.setPen(QColor("#ffd54f") if seat == s.to_move and not s.is_over else QColor("white"))
            font, head = self.head(seat, box)
            p.setFont(font)
            p.drawText(QRectF(box.x(), box.y(), box.width(), 24), Qt.AlignmentFlag.AlignCenter, head)
            p.setFont(base)
            self._draw_cards(p, list(CardSet(s.hands[seat])), QRectF(box.x(), box.y() + 24, box.width(), 32))
        # the trick: each card between the middle and its player
        centre = rect.center()
        for seat, card in trick:
            sp = self._seat_point(seat, rect)
            at = QPointF(centre.x() + (sp.x() - centre.x()) * 0.35, centre.y() + (sp.y() - centre.y()) * 0.35)
            p.setOpacity(0.55 if done else 1.0)
            self._draw_card(p, card, QRectF(at.x() - 22, at.y() - 30, 44, 60))
            p.setOpacity(1.0)
        info = []
        if s.trump is not None:
            info.append(self.tr("Trumps {glyph}").format(glyph=SUIT_GLYPHS[s.trump]))
        if s.outcome is not None:
            if s.outcome.made is None:
                info.append(self.tr("Thrown in"))
            else:
                info.append(self.tr("Made") if s.outcome.made else self.tr("Failed"))
        if info:
            p.setPen(QColor("white"))
            p.drawText(QRectF(rect.x() + 8, rect.y() + 6, rect.width() - 16, 24),
                       Qt.AlignmentFlag.AlignLeft, "  ".join(info))
        p.end()

    def _draw_cards(self, p: QPainter, cards: list[Card], box: QRectF) -> None:
        if not cards:
            return
        step = min(40.0, box.width() / max(1, len(cards)))
        x = box.center().x() - step * len(cards) / 2
        for card in cards:
            self._draw_card(p, card, QRectF(x, box.y(), step - 2, box.height()), small=True)
            x += step

    def _draw_card(self, p: QPainter, card: Card, box: QRectF, small: bool = False) -> None:
        if self.art is not None and not small:
            pm = self.art.pixmap(card, int(box.width()), int(box.height()))
            p.drawPixmap(box.toRect(), pm)
        else:
            p.setPen(QPen(QColor("#888888") if card != self.highlight else QColor("#ffd54f"), 2))
            p.setBrush(QColor("white"))
            p.drawRoundedRect(box, 4, 4)
            p.setPen(RED if card.suit in (1, 2) else BLACK)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, card_text(card))
        if card == self.highlight:
            p.setPen(QPen(QColor("#ffd54f"), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 5, 5)
