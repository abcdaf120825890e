#!/usr/bin/env python3
"""Regenerate napdesk's own card art: ``assets/cards/napdesk.svg`` and ``assets/cards/napdesk-4colour.svg``.

Each file is one sheet of vector cards, one ``<g>`` per card with the element ids aisleriot themes use
(``spade_1`` .. ``club_king``, and ``back``), so the table loads ours and the user's themes the same way. Our extra
backs are ``back_blue``, ``back_red`` and ``back_green`` (``back`` is the blue one).

Everything is drawn as paths: the pips, the rank indices (a small stroke alphabet below) and the court figures, so
the cards need no font and stay crisp at any size. Standard library only; run ``python tools/make_cards.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

W, H = 250, 350  # one card, in SVG units (the 2.5 x 3.5 inch poker card)
COLS = 13
SUITS = ("club", "diamond", "heart", "spade")
RANK_IDS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

INK = {"club": "#1d1d1f", "diamond": "#c8102e", "heart": "#c8102e", "spade": "#1d1d1f"}
INK4 = {"club": "#177a35", "diamond": "#1f5fbf", "heart": "#c8102e", "spade": "#1d1d1f"}
GOLD = "#d8a31e"
SKIN = "#f3d7b8"
PAPER = "#fffdf7"
EDGE = "#9a9486"

# Suit shapes, each in a 100 x 100 box, as one or more filled paths.
SUIT_PATHS: dict[str, tuple[str, ...]] = {
    "heart": ("M50 96C22 70 2 52 2 30C2 13 14 3 28 3C39 3 46 9 50 19C54 9 61 3 72 3C86 3 98 13 98 30"
              "C98 52 78 70 50 96Z",),
    "diamond": ("M50 0Q68 28 86 50Q68 72 50 100Q32 72 14 50Q32 28 50 0Z",),
    "spade": ("M50 2C78 28 98 44 98 64C98 79 87 88 74 88C65 88 58 83 54 76C55 87 59 94 68 100L32 100"
              "C41 94 45 87 46 76C42 83 35 88 26 88C13 88 2 79 2 64C2 44 22 28 50 2Z",),
    "club": ("M50 4A22 22 0 1 0 50 48A22 22 0 1 0 50 4Z",
             "M26 40A22 22 0 1 0 26 84A22 22 0 1 0 26 40Z",
             "M74 40A22 22 0 1 0 74 84A22 22 0 1 0 74 40Z",
             "M38 44L62 44L62 66L38 66Z",
             "M46 60C46 80 42 92 31 100L69 100C58 92 54 80 54 60Z"),
}

# Rank indices as strokes in a box 60 wide and 100 high (the ten is wider); drawn with round caps.
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (60, "M5 100L30 2L55 100M14 66L46 66"),
    "2": (60, "M7 24C7 8 18 2 30 2C44 2 53 11 53 25C53 45 30 62 6 98L56 98"),
    "3": (60, "M6 14C13 5 21 2 30 2C44 2 52 11 52 24C52 38 42 46 27 46C44 46 55 56 55 72C55 89 44 98 28 98"
              "C18 98 10 94 4 86"),
    "4": (60, "M42 100L42 2L4 70L58 70"),
    "5": (60, "M52 4L13 4L9 46C16 40 23 37 30 37C46 37 55 49 55 67C55 86 44 98 28 98C18 98 10 94 4 86"),
    "6": (60, "M50 10C44 4 38 2 32 2C14 2 5 22 5 56C5 86 16 98 30 98C46 98 55 86 55 70C55 53 45 42 30 42"
              "C18 42 9 49 5 60"),
    "7": (60, "M4 4L56 4L22 100"),
    "8": (60, "M30 47C16 47 9 38 9 25C9 11 18 2 30 2C42 2 51 11 51 25C51 38 44 47 30 47C14 47 5 58 5 73"
              "C5 88 16 98 30 98C44 98 55 88 55 73C55 58 46 47 30 47Z"),
    "9": (60, "M10 90C16 96 22 98 28 98C46 98 55 78 55 44C55 14 44 2 30 2C14 2 5 14 5 30C5 47 15 58 30 58"
              "C42 58 51 51 55 40"),
    "10": (84, "M4 18L20 2L20 100M62 2C46 2 38 24 38 50C38 76 46 98 62 98C78 98 86 76 86 50C86 24 78 2 62 2Z"),
    "J": (60, "M22 4L56 4M42 4L42 72C42 90 34 98 22 98C12 98 6 92 3 82"),
    "Q": (60, "M30 2C13 2 4 22 4 49C4 76 13 96 30 96C47 96 56 76 56 49C56 22 47 2 30 2ZM34 70L58 102"),
    "K": (60, "M8 2L8 100M54 2L8 62M24 44L56 100"),
}

# Pip centres (x, y, upside-down) for ranks two to ten.
_C1, _C2, _C3 = 72, 125, 178
_ROWS4 = (74, 148, 202, 276)
PIPS: dict[int, list[tuple[float, float, bool]]] = {
    2: [(_C2, 74, False), (_C2, 276, True)],
    3: [(_C2, 74, False), (_C2, 175, False), (_C2, 276, True)],
    4: [(_C1, 74, False), (_C3, 74, False), (_C1, 276, True), (_C3, 276, True)],
}
PIPS[5] = [*PIPS[4], (_C2, 175, False)]
PIPS[6] = [*PIPS[4], (_C1, 175, False), (_C3, 175, False)]
PIPS[7] = [*PIPS[6], (_C2, 124, False)]
PIPS[8] = [*PIPS[6], (_C2, 124, False), (_C2, 226, True)]
PIPS[9] = [*[(x, y, y > 175) for x in (_C1, _C3) for y in _ROWS4], (_C2, 175, False)]
PIPS[10] = [*[(x, y, y > 175) for x in (_C1, _C3) for y in _ROWS4], (_C2, 111, False), (_C2, 239, True)]

SUIT_DEF_IDS = {s: f"pip-{s}" for s in SUITS}
_DEFS: list[str] = []  # shapes drawn more than once (the court figures), written into the sheet's <defs>


def f(v: float) -> str:
    """A short number: at most one decimal."""
    text = f"{v:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def pip(suit: str, cx: float, cy: float, size: float, flip: bool = False) -> str:
    """A suit shape centred on (cx, cy), ``size`` units wide, turned upside down when ``flip``."""
    s = size / 100
    rot = f"rotate(180 {f(cx)} {f(cy)}) " if flip else ""
    return (f'<use xlink:href="#{SUIT_DEF_IDS[suit]}" '
            f'transform="{rot}translate({f(cx - 50 * s)} {f(cy - 50 * s)}) scale({s:.3g})"/>')


def glyph(text: str, x: float, y: float, height: float, colour: str, flip_about: tuple[float, float] | None,
          ) -> str:
    """A rank index, its top-left corner at (x, y), ``height`` units tall."""
    width, d = GLYPHS[text]
    s = height / 100
    rot = f"rotate(180 {f(flip_about[0])} {f(flip_about[1])}) " if flip_about else ""
    return (f'<path d="{d}" transform="{rot}translate({f(x + (60 - width) * s / 2)} {f(y)}) scale({s:.3g})" '
            f'fill="none" stroke="{colour}" stroke-width="{f(11)}" stroke-linecap="round" '
            f'stroke-linejoin="round"/>')


def card_frame() -> str:
    return (f'<rect width="{W}" height="{H}" rx="14" fill="{EDGE}"/>'
            f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="12.5" fill="{PAPER}"/>')


def corners(rank: int, suit: str, ink: str) -> str:
    text = RANK_TEXT[rank]
    out = [glyph(text, 10, 14, 34, ink, None), pip(suit, 27, 66, 26)]
    out += [glyph(text, 10, 14, 34, ink, (W / 2, H / 2)), pip(suit, W - 27, H - 66, 26, True)]
    return "".join(out)


def court(rank: int, suit: str, ink: str) -> str:
    """A double-headed court figure in a gilt frame: jack (cap and feather), queen (tiara and curls), king
    (crown and beard). The top half is drawn once and repeated turned about the card's centre."""
    robe = ink
    trim = GOLD
    alt = "#2c4f91" if suit in ("heart", "diamond") else "#b3322b"
    if ink != INK[suit]:  # four-colour deck: keep the second colour distinct from the suit colour
        alt = "#b3322b" if suit != "heart" else "#2c4f91"
    half: list[str] = []
    # shoulders and robe
    half.append(f'<path d="M58 175L58 150C58 134 78 124 100 120L125 132L150 120C172 124 192 134 192 150'
                f'L192 175Z" fill="{robe}"/>')
    half.append(f'<path d="M100 120L125 132L150 120L142 175L108 175Z" fill="{alt}"/>')
    half.append(f'<path d="M100 120L125 132L150 120" fill="none" stroke="{trim}" stroke-width="5"/>')
    half.append(f'<path d="M125 132L125 175" stroke="{trim}" stroke-width="4"/>')
    for y in (143, 156, 169):
        half.append(f'<circle cx="125" cy="{y}" r="3.2" fill="{trim}"/>')
    # neck and head
    half.append(f'<path d="M116 106L116 124L134 124L134 106Z" fill="{SKIN}"/>')
    if rank == 11:  # queen: hair behind the head
        half.append('<path d="M98 100C92 70 104 58 125 58C146 58 158 70 152 100C150 116 140 122 134 118'
                    'L116 118C110 122 100 116 98 100Z" fill="#6b3b1f"/>')
    half.append(f'<ellipse cx="125" cy="94" rx="19" ry="22" fill="{SKIN}" stroke="#8a6a4c" stroke-width="1.5"/>')
    half.append('<circle cx="118" cy="92" r="2.3" fill="#2a2a2a"/><circle cx="132" cy="92" r="2.3" fill="#2a2a2a"/>')
    half.append('<path d="M119 106Q125 110 131 106" fill="none" stroke="#9b3b3b" stroke-width="2"/>')
    if rank == 12:  # king: beard and crown
        half.append('<path d="M107 100C108 118 116 128 125 128C134 128 142 118 143 100C138 108 132 110 125 110'
                    'C118 110 112 108 107 100Z" fill="#e8e2d4" stroke="#8a8474" stroke-width="1.2"/>')
        half.append(f'<path d="M102 78L104 52L114 64L125 46L136 64L146 52L148 78Z" fill="{trim}" '
                    f'stroke="#8a6210" stroke-width="1.5"/>')
        half.append(f'<circle cx="125" cy="66" r="4" fill="{alt}"/>')
    elif rank == 11:  # queen: tiara
        half.append(f'<path d="M106 76Q125 58 144 76Q125 68 106 76Z" fill="{trim}" stroke="#8a6210" '
                    f'stroke-width="1.2"/>')
        half.append(f'<circle cx="125" cy="64" r="4" fill="{alt}"/>')
        half.append('<path d="M104 92C100 104 104 114 110 118M146 92C150 104 146 114 140 118" fill="none" '
                    'stroke="#6b3b1f" stroke-width="5" stroke-linecap="round"/>')
    else:  # jack: cap and feather
        half.append(f'<path d="M100 80C100 62 112 56 125 56C140 56 152 62 152 80Z" fill="{alt}"/>')
        half.append(f'<path d="M98 80L154 80" stroke="{trim}" stroke-width="5" stroke-linecap="round"/>')
        half.append(f'<path d="M146 64C160 48 174 44 182 46C172 52 162 62 150 72Z" fill="{trim}"/>')
    # the suit on the chest, and the attribute each court holds
    half.append(f'<circle cx="80" cy="153" r="14" fill="{PAPER}" stroke="{trim}" stroke-width="2.5"/>')
    half.append(pip(suit, 80, 153, 18))
    if rank == 12:
        half.append(f'<path d="M172 175L172 100" stroke="#7c7c86" stroke-width="4"/>'
                    f'<path d="M162 112L182 112" stroke="{trim}" stroke-width="5" stroke-linecap="round"/>')
    elif rank == 11:
        half.append(f'<path d="M170 175L170 118" stroke="#3c7a3a" stroke-width="3"/>'
                    f'<circle cx="170" cy="112" r="8" fill="{alt}"/><circle cx="170" cy="112" r="3" fill="{trim}"/>')
    else:
        half.append('<path d="M174 175L174 96" stroke="#6e4b2a" stroke-width="4"/>'
                    '<path d="M174 88L182 104L174 100L166 104Z" fill="#7c7c86"/>')
    ident = f"half-{suit}-{RANK_IDS[rank]}"
    _DEFS.append(f'<g id="{ident}">{"".join(half)}</g>')  # drawn twice: as it is, and turned
    out = [f'<rect x="44" y="40" width="162" height="270" rx="6" fill="#f7f0dc" stroke="{trim}" stroke-width="3"/>',
           f'<use xlink:href="#{ident}"/>', f'<use xlink:href="#{ident}" transform="rotate(180 125 175)"/>',
           f'<path d="M46 175L204 175" stroke="{trim}" stroke-width="2"/>']
    return "".join(out)


def ace(suit: str, ink: str) -> str:
    if suit == "spade":  # the ace of spades gets its flourish: a ring round a large pip
        return (f'<circle cx="125" cy="175" r="66" fill="none" stroke="{GOLD}" stroke-width="3"/>'
                + pip(suit, 125, 175, 96))
    return pip(suit, 125, 175, 78)


def face(suit: str, rank: int, ink: dict[str, str]) -> str:
    colour = ink[suit]
    body = [card_frame(), corners(rank, suit, colour)]
    if rank == 0:
        body.append(ace(suit, colour))
    elif rank >= 10:
        body.append(court(rank, suit, colour))
    else:
        body.extend(pip(suit, x, y, 46, flip) for x, y, flip in PIPS[rank + 1])
    return f'<g fill="{colour}">{"".join(body)}</g>'


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> list[str]:
    """Diagonal lines both ways, clipped by hand to the rectangle (QtSvg has no patterns), one path each: QtSvg
    strokes a path of many lines as one outline, 10-30 times slower than the lines one by one."""
    parts: list[str] = []
    w, h = x1 - x0, y1 - y0
    k = step  # k = 0 is the corner: a line of no length
    while k < w + h:
        # the line x - x0 + (y - y0) = k, and its mirror
        ax, ay = x0 + min(k, w), y0 + max(0.0, k - w)
        bx, by = x0 + max(0.0, k - h), y0 + min(k, h)
        parts.append(f"M{f(ax)} {f(ay)}L{f(bx)} {f(by)}")
        parts.append(f"M{f(x1 - (ax - x0))} {f(ay)}L{f(x1 - (bx - x0))} {f(by)}")
        k += step
    return parts


def _blend(ink: str, ground: str, share: float) -> str:
    """``ink`` laid at ``share`` opacity over ``ground``, as one opaque colour (#rrggbb)."""
    mix = (round(share * int(ink[i:i + 2], 16) + (1 - share) * int(ground[i:i + 2], 16)) for i in (1, 3, 5))
    return "#" + "".join(f"{c:02x}" for c in mix)


BICORNE = ("M40 150C46 116 84 98 125 98C166 98 204 116 210 150C190 140 160 134 125 134C90 134 60 140 40 150Z"
           "M92 104C98 84 112 78 125 78C138 78 152 84 158 104Z")


def back(main: str, light: str) -> str:
    lattice = _lattice(16, 16, W - 16, H - 16, 14)
    return (f'<rect width="{W}" height="{H}" rx="14" fill="{EDGE}"/>'
            f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="12.5" fill="#fbf8f0"/>'
            f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="8" fill="{main}"/>'
            # The lattice in the light colour at 55% over the main one, as an opaque colour: an opacity would
            # make QtSvg blend the whole lattice as one layer (where two lines cross, the same colour either way).
            f'<g stroke="{_blend(light, main, 0.55)}" stroke-width="1.6" fill="none">'
            + "".join(f'<path d="{line}"/>' for line in lattice) + "</g>"
            f'<rect x="19" y="19" width="{W - 38}" height="{H - 38}" rx="5" fill="none" stroke="{light}" '
            f'stroke-width="2"/>'
            f'<ellipse cx="125" cy="175" rx="64" ry="50" fill="{main}" stroke="{light}" stroke-width="4"/>'
            f'<ellipse cx="125" cy="175" rx="56" ry="42" fill="none" stroke="{GOLD}" stroke-width="2"/>'
            f'<path d="{BICORNE}" transform="translate(125 175) scale(0.42) translate(-125 -124)" fill="#f4efe2"/>'
            f'<circle cx="125" cy="163" r="5" fill="{GOLD}"/>')


BACKS = {"back_blue": ("#1f3f7a", "#8fb0e6"), "back_red": ("#8e1b24", "#f0a3a3"),
         "back_green": ("#1d5c3a", "#9ad3ac")}


def sheet(ink: dict[str, str]) -> str:
    _DEFS.clear()
    defs = "".join(
        f'<g id="{SUIT_DEF_IDS[s]}">{"".join(f"<path d={chr(34)}{d}{chr(34)}/>" for d in SUIT_PATHS[s])}</g>'
        for s in SUITS)
    cards: list[str] = []
    for row, suit in enumerate(SUITS):
        for rank in range(13):
            ident = f"{suit}_{RANK_IDS[rank]}"
            cards.append(f'<g id="{ident}" transform="translate({rank * W} {row * H})">'
                         f'{face(suit, rank, ink)}</g>')
    for i, (name, (main, light)) in enumerate(BACKS.items()):
        cards.append(f'<g id="{name}" transform="translate({i * W} {4 * H})">{back(main, light)}</g>')
    main, light = BACKS["back_blue"]
    cards.append(f'<g id="back" transform="translate({3 * W} {4 * H})">{back(main, light)}</g>')
    defs += "".join(_DEFS)
    width, height = COLS * W, 5 * H
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- napdesk card art, generated by tools/make_cards.py: edit the script, not this file. MIT. -->\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" '
            f'baseProfile="tiny" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
            f'<defs>{defs}</defs>\n' + "\n".join(cards) + "\n</svg>\n")


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parents[1] / "assets" / "cards"
    out.mkdir(parents=True, exist_ok=True)
    for name, ink in (("napdesk.svg", INK), ("napdesk-4colour.svg", INK4)):
        path = out / name
        path.write_text(sheet(ink), encoding="utf-8")
        print(f"{path}: {path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
