"""What a search result rests on (see :class:`napdesk.engine.search._Search`): the cards of a position, closed
upwards in each suit, such that the result holds wherever those cards lie the same; and the bounds kept for all
such positions. Compiled with the search (tools/native.py)."""

from __future__ import annotations

from typing import Final

# rankmajor's masks as literals (checked equal by the tests): the compiled copy then holds them as machine words
# instead of looking them up in rankmajor, a Python module, at every use. Suit ``s`` is ``_CLUBS << s``.
_CLUBS: Final = 0x1111111111111
_FULL: Final = 0xFFFFFFFFFFFFF
_SENT: Final = 0xF0000000000000
_SUITS: Final = (_CLUBS, _CLUBS << 1, _CLUBS << 2, _CLUBS << 3)


def _close(rel: int, p: int) -> int:
    """``rel`` with every card of ``p`` above its lowest card of each suit added: the top cards of each suit
    that a result resting on ``rel`` rests on (see _Search.rel)."""
    out = 0
    for j in range(4):
        s = _CLUBS << j
        x = rel & s
        if x:
            out |= p & s & ~((x & -x) - 1)
    return out


def _depths(rel: int, p: int) -> int:
    """How many top cards of each suit of ``p`` a result resting on ``rel`` rests on, four bits a suit: the
    same for every position the result holds in, whichever cards are gone."""
    out = 0
    for s in range(4):
        x = rel & _CLUBS << s
        if x:
            out |= (p & _CLUBS << s & ~((x & -x) - 1)).bit_count() << 4 * s
    return out


def _unsqueeze(depths: int, p: int) -> int:
    """The top cards of each suit of ``p``, as many as ``depths`` says (see _depths)."""
    out = 0
    for s in range(4):
        k = depths >> 4 * s & 15
        if k:
            x = p & _CLUBS << s
            for _ in range(x.bit_count() - k):
                x &= x - 1
            out |= x
    return out


def _run_rel(rel: int, h: int, p: int, bit: int) -> int:
    """``rel``, the cards a result after ``bit`` (the top of a run of ``h``, tried for the whole run) rests on,
    made true for every card of that run: when it reaches down to ``bit`` in its suit, the result after a lower
    card of the run rests on that card instead, so down to the run's lowest card."""
    s = _CLUBS << ((bit.bit_length() - 1) & 3)
    x = rel & s
    if not x or x & -x > bit:
        return rel
    low = bit
    c = bit >> 4
    while c & s:
        if h & c:
            low = c
        elif p & c:
            break
        c >>= 4
    return rel | low


def _alike(rel: int, bit: int) -> int:
    """The cards of ``bit``'s suit below every card of that suit that a result ``rel`` rests on, if ``bit`` is
    one of them, else 0. Played instead of ``bit`` each of them gives the same result: the positions after it
    differ only below the top cards the result rests on, with the same suit lengths in every hand."""
    s = _CLUBS << ((bit.bit_length() - 1) & 3)
    x = rel & s
    low = s & ((x & -x) - 1) if x else s
    return low if bit & low else 0


class _Part:
    """A bound that holds for every position with the same leader and suit lengths in every hand whose top cards
    of each suit (``mask``, in the squeezed layout of the relative key) have the same owners (``owners``, one
    mask per hand); ``depths``: how many top cards of each suit that is (see _depths). ``lower``: the value is at
    least ``bound``, else at most."""

    __slots__ = ("bound", "depths", "lower", "mask", "owners")

    def __init__(self, mask: int, owners: tuple[int, ...], depths: int, bound: int, lower: bool) -> None:
        self.mask = mask
        self.owners = owners
        self.depths = depths
        self.bound = bound
        self.lower = lower


# The bits the relative key's squeeze works in: the 52 cards and the 4 above that it shifts a mask up through.
_KEY_BITS: Final = (1 << 56) - 1

# The bounds kept for one leader and set of suit lengths (the oldest go first). Measured on the 7x7 deal that
# takes longest (bench/solver.py): 8 3.8 s, 32 3.6 s, 128 3.1 s, 512 3.0 s.
_PARTS: Final = 128


def _lengths(rkey: tuple[int, ...]) -> tuple[int, ...]:
    """The leader and every hand's number of cards of each suit (four bits a suit), of a relative key: what the
    positions a _Part holds for share."""
    out = [rkey[0]]
    for x in rkey[1:]:
        out.append((x & _CLUBS).bit_count() | (x & _CLUBS << 1).bit_count() << 4
                   | (x & _CLUBS << 2).bit_count() << 8 | (x & _CLUBS << 3).bit_count() << 12)
    return tuple(out)


def _match(parts: list[_Part], rkey: tuple[int, ...], need: int) -> _Part | None:
    """A bound of ``parts`` that settles ``need`` for the position of relative key ``rkey``, if there is one. The
    newest first: the positions met next are most often like those just searched."""
    n = len(rkey) - 1
    for i in range(len(parts) - 1, -1, -1):
        part = parts[i]
        if part.bound >= need if part.lower else part.bound < need:
            mask = part.mask
            owners = part.owners
            for j in range(n):
                if rkey[j + 1] & mask != owners[j]:
                    break
            else:
                return part
    return None


def _keep(rel: int, rkey: tuple[int, ...], p: int, bound: int, lower: bool) -> _Part:
    """The bound found for the position of relative key ``rkey`` and cards ``p``, resting on ``rel`` (closed), for
    all the positions alike."""
    mask = 0
    for s in range(4):
        sm = _CLUBS << s
        k = (rel & sm).bit_count()
        if k:
            c = (p & sm).bit_count()
            mask |= sm & ((1 << 4 * c) - 1) & ~((1 << 4 * (c - k)) - 1)
    return _Part(mask, tuple(x & mask for x in rkey[1:]), _depths(rel, p), bound, lower)


def _squeeze_step(mk: int) -> int:
    """One step of the relative key's squeeze: from ``mk`` (the gaps left by the cards gone, shifted up by one rank,
    of the steps not taken yet), the bits that move down at this step. (Cut to _KEY_BITS: no bit above them ever
    moves down, and the compiled search stays in machine words.)"""
    mp = (mk ^ (mk << 4)) & _KEY_BITS
    mp ^= (mp << 8) & _KEY_BITS
    mp ^= (mp << 16) & _KEY_BITS
    mp ^= (mp << 32) & _KEY_BITS
    return mp
