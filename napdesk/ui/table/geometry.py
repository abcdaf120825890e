"""Where everything sits on the table: plain functions of the table's logical size and its seat count.

No Qt here, so the layout can be checked for every size and seat count without a widget. Seats are numbered
relative to the seat at the screen: 0 is that seat (bottom), 1 sits on its left, ``n - 1`` on its right and the
rest along the top, left to right (play goes to the left).
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_RATIO = 350 / 250  # height / width (napdesk.ui.cardart draws at this ratio)
FAN_SCALE = 0.52  # the other seats' fans of backs
GAP = 8.0


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def intersects(self, other: Box) -> bool:
        return (self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: Box) -> bool:
        return (self.x <= other.x + 0.01 and self.y <= other.y + 0.01 and other.right <= self.right + 0.01
                and other.bottom <= self.bottom + 0.01)


def slot(k: int, n: int) -> tuple[str, int, int]:
    """Where relative seat ``k`` (1 .. n-1) sits: ("left" | "top" | "right", index on the top row, top count)."""
    others = n - 1
    if others == 1:
        return "top", 0, 1
    if k == 1:
        return "left", 0, max(0, others - 2)
    if k == others:
        return "right", 0, max(0, others - 2)
    return "top", k - 2, others - 2


@dataclass(frozen=True)
class Layout:
    w: float
    h: float
    n: int
    cw: float  # a card in the hand
    ch: float
    m: float  # the margin
    line: float  # a line of text on a plate or the info panel, px
    plates: tuple[Box, ...]  # by relative seat
    fans: tuple[Box, ...]  # the other seats' fans of backs (the viewer's entry is its hand)
    hand: Box  # the viewer's hand row (cards at rest, not lifted)
    hand_step: float
    info: Box
    band: Box  # between the top row and the controls: the side seats and the trick zone
    zone: Box
    stage: Box  # where the result and the notices go: between the side seats, from the top row to the hand
    trick: tuple[Box, ...]  # each relative seat's card in the trick
    piles: tuple[Box, Box]  # the widow (or peep card) and the stock
    bar_bottom: float  # the controls sit above this line, centred on the hand
    lift: float  # how far a chosen card rises

    @property
    def trick_scale(self) -> float:
        return self.trick[0].w / self.cw

    def fan_step(self, k: int, count: int) -> float:
        """The step between backs in relative seat ``k``'s fan of ``count``."""
        f = self.fans[k]
        bw = self.cw * FAN_SCALE
        if count <= 1:
            return 0.0
        return min(bw * 0.3, (f.w - bw) / (count - 1))

    def regions(self) -> dict[str, Box]:
        """The boxes that must never overlap (the controls are the view's: their size is known there)."""
        out = {"info": self.info, "hand 0": self.hand, "zone": self.zone}
        for k in range(self.n):
            out[f"plate {k}"] = self.plates[k]
            if k:
                out[f"fan {k}"] = self.fans[k]
        return out


def layout(w: float, h: float, n: int, hand_size: int, row: int | None = None, bar_h: float = 60.0,
           info_lines: int = 5, plate_rows: int = 3) -> Layout:
    """The layout of a table ``w`` x ``h`` (logical pixels) for ``n`` seats; ``row``: cards in the viewer's row
    (more than ``hand_size`` while choosing from the widow); ``bar_h``: the height of the controls."""
    w, h = max(w, 320.0), max(h, 240.0)
    row = row or hand_size
    m = max(8.0, min(h * 0.015, 18.0))
    line = max(13.0, min(h * 0.026, 26.0))
    ch = max(70.0, min(h * 0.2, w * 0.16, 330.0))
    cw = ch / CARD_RATIO
    others = n - 1
    top_count = 1 if others == 1 else max(0, others - 2)
    # a plate: three lines (name; chips and tricks; the bid), four with the cards bought; as wide as the top
    # row allows
    ph = plate_rows * line + 0.9 * line
    cols = top_count + 2 if others > 1 else 1
    pw = max(120.0, min(line * 13, (w - 2 * m) / max(cols, 3) - 2 * GAP))
    fan_h = ch * FAN_SCALE
    block_h = fan_h + 4 + ph
    iw = max(240.0, min(w * 0.26, line * 18))
    ih = info_lines * line + line * 0.7
    info = Box(w - m - iw, h - m - ih, iw, ih)
    vplate = Box(m, h - m - ph, pw, ph)
    # the hand: between the plate and the info panel, centred on the table when the room allows
    left_room, right_room = vplate.right + GAP * 2, info.x - GAP * 2
    step = min(cw * 0.72, (right_room - left_room - cw) / max(1, row - 1)) if row > 1 else 0.0
    step = max(step, cw * 0.18)
    width = cw + step * max(0, row - 1)
    hx = min(max(w / 2 - width / 2, left_room), right_room - width)
    hand = Box(hx, h - m - ch, width, ch)
    lift = ch * 0.2
    bar_bottom = hand.y - lift - 4
    top_bottom = m + block_h if top_count else m
    band = Box(m, top_bottom + GAP, w - 2 * m, max(60.0, bar_bottom - bar_h - GAP - top_bottom - GAP))
    plates: list[Box] = [vplate]
    fans: list[Box] = [hand]
    side_w = max(pw, cw * FAN_SCALE * (1 + 0.3 * (hand_size - 1)))
    for k in range(1, n):
        where, index, count = slot(k, n)
        if where == "top":
            cx = m + side_w + GAP + (w - 2 * (m + side_w + GAP)) * (index + 0.5) / count if others > 1 else w / 2
            top = m
        else:
            cx = m + side_w / 2 if where == "left" else w - m - side_w / 2
            top = band.y + max(0.0, (band.h - block_h) / 2)
        fw = min(side_w, pw)
        fans.append(Box(cx - fw / 2, top, fw, fan_h))
        plates.append(Box(cx - pw / 2, top + fan_h + 4, pw, ph))
    # the trick zone: the band between the side seats
    zx = m + side_w + GAP if others > 1 else m + pw + GAP
    zone = Box(zx, band.y, w - 2 * zx, band.h)
    trick = _trick_slots(zone, n, cw, top_count)
    piles = _piles(zone, trick[0])
    stage_bottom = hand.y - GAP
    for below in (info, vplate):  # a narrow window: the bottom corners may reach above the hand
        if below.x < zone.right and zone.x < below.right:
            stage_bottom = min(stage_bottom, below.y - GAP)
    stage = Box(zone.x, band.y, zone.w, max(60.0, stage_bottom - band.y))
    return Layout(w, h, n, cw, ch, m, line, tuple(plates), tuple(fans), hand, step, info, band, zone, stage,
                  trick, piles, bar_bottom, lift)


def _trick_slots(zone: Box, n: int, cw: float, top_count: int) -> tuple[Box, ...]:
    """Each seat's card by its side of the trick: the others on a row in the order they sit (left seat leftmost),
    the viewer's below in the middle; no two overlap, so every card can be read."""
    others = n - 1
    cols = max(1, top_count) + (2 if others > 1 else 0)
    tw = min(cw * 0.78, (zone.w - (cols + 1) * GAP) / cols, ((zone.h - 3 * GAP) / 2) / CARD_RATIO)
    tw = max(tw, 24.0)
    th = tw * CARD_RATIO
    row_w = cols * tw + (cols - 1) * GAP
    x0 = zone.cx - row_w / 2
    used_h = 2 * th + GAP
    y0 = zone.y + max(GAP, (zone.h - used_h) / 2)

    def col(i: int) -> float:
        return x0 + i * (tw + GAP)

    out = [Box(zone.cx - tw / 2, y0 + th + GAP, tw, th)]
    for k in range(1, n):
        where, index, _ = slot(k, n)
        if others == 1 or where == "left":
            c = 0
        elif where == "right":
            c = cols - 1
        else:
            c = 1 + index if top_count else (cols - 1) // 2
        out.append(Box(col(c), y0, tw, th))
    return tuple(out)


def _piles(zone: Box, mine: Box) -> tuple[Box, Box]:
    """The widow (left) and the stock (right), beside the viewer's trick card, as big as a trick card."""
    w, h = mine.w, mine.h
    left = Box(max(zone.x + GAP, mine.x - 2 * (w + GAP)), mine.y, w, h)
    right = Box(min(zone.right - GAP - w, mine.right + w + 2 * GAP), mine.y, w, h)
    return left, right


def relative(seat: int, viewer: int, n: int) -> int:
    return (seat - viewer) % n
