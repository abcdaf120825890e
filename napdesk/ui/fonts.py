"""Text fitted to the room it has: a font made smaller, down to the smallest a player can still read."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Final

from PySide6.QtGui import QFont, QFontMetricsF

MIN_PX: Final = 9.0  # the smallest text on a plate, the info panel or the history's board, logical px


def fitted_font(texts: Sequence[str], room: float, px: float, bold: bool = False,
                base: QFont | None = None) -> QFont:
    """The font of ``px`` pixels (``base``'s family, else the application's), made smaller (not below MIN_PX)
    until every text is at most ``room`` wide. Remembered: the plates ask on every paint, with the same texts."""
    family = (base if base is not None else QFont()).toString()  # the application's font may change
    return QFont(_fitted(tuple(texts), room, px, bold, family))


@functools.lru_cache(maxsize=512)
def _fitted(texts: tuple[str, ...], room: float, px: float, bold: bool, family: str) -> QFont:
    font = QFont()
    font.fromString(family)
    font.setBold(bold)
    size = px
    while True:
        font.setPixelSize(max(1, round(size)))
        fm = QFontMetricsF(font)
        if size <= MIN_PX or all(fm.horizontalAdvance(t) <= room for t in texts):
            return font
        size -= 0.5


def text_fits(text: str, font: QFont, room: float) -> bool:
    return QFontMetricsF(font).horizontalAdvance(text) <= room + 0.01
