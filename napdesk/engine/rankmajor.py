"""The rank-major card layout the solver searches in: internal bit ``rank * 4 + suit``, so that walking a
mask's bits upwards visits the cards from the lowest rank to the highest across all suits and every suit is
the stride-4 pattern ``_SM[suit]``; bits 52..55 are the sentinels above the aces. The tables, the
conversions from and to the engine's card masks, and the run heads of a hand."""

from __future__ import annotations

from typing import Final

_NO_TRUMP: Final = 4
_FULL: Final = (1 << 52) - 1
_SENT: Final = 0xF << 52
_SM: Final = tuple(sum(1 << (r * 4 + s) for r in range(13)) for s in range(4))


def _build_spread() -> list[int]:
    table = [0] * 8192
    for p in range(1, 8192):
        low = p & -p
        table[p] = table[p ^ low] | (1 << (4 * (low.bit_length() - 1)))
    return table


_SPREAD: Final = _build_spread()


def _build_beats() -> list[list[int]]:
    """``_BEATS[trump][card]``: the mask of cards that beat ``card`` when played after it (trump 4 = none)."""
    table = []
    for trump in range(5):
        row = []
        for c in range(52):
            suit = c & 3
            above = _SM[suit] & -(2 << c)
            if trump < 4 and suit != trump:
                above |= _SM[trump]
            row.append(above)
        table.append(row)
    return table


_BEATS: Final = _build_beats()


def _to_rm(mask: int) -> int:
    """Engine card mask -> rank-major internal mask."""
    return (_SPREAD[mask & 0x1FFF] | _SPREAD[(mask >> 13) & 0x1FFF] << 1
            | _SPREAD[(mask >> 26) & 0x1FFF] << 2 | _SPREAD[(mask >> 39) & 0x1FFF] << 3)


def _card_to_rm(card: int) -> int:
    return (card % 13) * 4 + card // 13


def _card_from_rm(c: int) -> int:
    return (c & 3) * 13 + (c >> 2)


def _from_rm(mask: int) -> int:
    out = 0
    while mask:
        low = mask & -mask
        mask ^= low
        out |= 1 << _card_from_rm(low.bit_length() - 1)
    return out


def _reps(h: int, p: int) -> int:
    """The cards of ``h`` that head a run: no other card in play (``p``) lies between them and the next
    higher card of ``h``. Cards of ``h`` that are not run heads are equivalent to the head above them."""
    x = (p & ~h) | _SENT
    g = _FULL & ~p
    x |= (x >> 4) & g
    g &= g >> 4
    x |= (x >> 8) & g
    g &= g >> 8
    x |= (x >> 16) & g
    g &= g >> 16
    x |= (x >> 32) & g
    return h & (x >> 4)
