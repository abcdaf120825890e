"""The trumps pip of the information panel is drawn at the screen's pixel ratio: on a HiDPI screen (2x) it was
drawn at 1x and scaled up, blurred."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from napdesk.ui.cardart import CardArt

HEARTS = 2


def _painted(art: CardArt, ratio: float) -> QImage:
    """The pip drawn by render_suit into a 20x20 logical square of an image of ``ratio`` device pixels each."""
    image = QImage(round(20 * ratio), round(20 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    art.render_suit(painter, HEARTS, QRectF(0, 0, 20, 20))
    painter.end()
    return image


def test_the_trump_pip_is_drawn_at_the_device_pixel_ratio(qapp: object) -> None:
    art = CardArt()
    assert art.suit_pixmap(HEARTS, 20, 2.0).width() == 40
    assert art.suit_pixmap(HEARTS, 20).width() == 20
    sharp = _painted(art, 2.0)
    blurred = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)  # the 1x pip scaled up, as it was drawn
    blurred.setDevicePixelRatio(2.0)
    blurred.fill(Qt.GlobalColor.white)
    painter = QPainter(blurred)
    painter.drawPixmap(QRectF(0, 0, 20, 20), art.suit_pixmap(HEARTS, 20), QRectF(0, 0, 20, 20))
    painter.end()
    exact = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    exact.setDevicePixelRatio(2.0)
    exact.fill(Qt.GlobalColor.white)
    painter = QPainter(exact)
    painter.drawPixmap(QRectF(0, 0, 20, 20), art.suit_pixmap(HEARTS, 20, 2.0), QRectF(0, 0, 40, 40))
    painter.end()
    assert sharp == exact and sharp != blurred
