"""The null-window search behind :mod:`napdesk.engine.solver`: the search over one deal with fixed trumps and
mode (see the solver's docstring for what it does and why), on hands in the layout of
:mod:`napdesk.engine.rankmajor`, with the relative-key tables of :mod:`napdesk.engine.relative_tables`."""

from __future__ import annotations

from time import perf_counter, sleep
from typing import Final

from napdesk.engine.bounds import bounds, trump_lead_floor
from napdesk.engine.rankmajor import _BEATS, _SM
from napdesk.engine.relative_tables import _table
from napdesk.engine.rests import (
    _CLUBS,
    _FULL,
    _KEY_BITS,
    _PARTS,
    _SENT,
    _SUITS,
    _alike,
    _close,
    _depths,
    _keep,
    _lengths,
    _match,
    _Part,
    _run_rel,
    _squeeze_step,
    _unsqueeze,
)

# How often a search looks at its deadline and lets the other threads run (see _Search's lead).
_PAUSE_SECONDS: Final = 0.002


class OutOfTime(Exception):
    """A search given a ``deadline`` (a :func:`time.perf_counter` value) was still running at it. Exact answers
    for big tables (six hands of seven cards) can take many seconds; a player with a time budget stops there."""


# --------------------------------------------------------------------------------------------------------
# The search for one trump suit and one mode.


class _Search:
    """Null-window search over one deal with fixed trumps. ``hands`` are indexed by playing order position;
    ``b`` is the bidder's position (-1 if the bidder holds no cards). The instance owns its transposition
    table; it lives only as long as the public call that made it.

    What a result rests on (``rel``). Every boundary, lead and follow sets ``rel`` before it returns: cards of
    the position such that the result holds for every position with the same leader, the same number of cards
    of each suit in every hand, and the same owners of each suit's cards from its top down to the lowest card of
    that suit in ``rel`` (every card above one in ``rel`` counts too: see _close). The cards further down can lie
    anywhere: a card played from there is mapped to one of its holder's cards from there in the other position,
    and the tricks go the same way. It is made up of:

    - each trick's winner, when another card of its suit is in the trick: its rank decides (a lone card, say the
      only trump, wins by its suit);
    - for the cheap bounds, the cards each term reads by rank (see bounds); in misère every card;
    - for a side that finds a play reaching its aim, what that play's result rests on; for one that finds none,
      what all its plays' results rest on, each made true for the run of equal cards its top card stood for
      (see _run_rel).

    Two uses: a result found for a position is kept in ``parts`` for all those alike (``_Part``), and after a
    play that fails its player, the other cards of its suit below every card of that suit its result rests on
    are not tried: they fail alike (see _alike). That is what cuts the big tables down: which of the many low
    cards the defenders keep or throw mostly does not matter."""

    __slots__ = ("alone", "b", "beats", "deadline", "ehi", "ekey", "elo", "hands", "killer", "maxmode", "n", "parts",
                 "pause", "rel", "rhi", "rlo", "rtt", "side", "tm", "trump", "tt")

    def __init__(self, hands: list[int], b: int, trump: int, maxmode: bool, deadline: float | None = None) -> None:
        self.hands = hands
        self.n = n = len(hands)
        self.b = b
        self.trump = trump
        self.maxmode = maxmode
        self.deadline = deadline
        # The search's own table: position -> the index of its bounds in ``elo`` and ``ehi``, each a bound
        # (bits 56 and up) and what it rests on (see rel), and of its relative key in ``ekey`` (None until
        # it was looked up there). Plain ints in lists, not an object per position, which the garbage collector
        # would walk again and again while the search makes them.
        self.tt: dict[int, int] = {}
        self.elo: list[int] = []
        self.ehi: list[int] = []
        self.ekey: list[tuple[int, ...] | None] = []
        self.rtt = _table(n, b, trump, maxmode)
        self.beats = _BEATS[trump]
        self.tm = _SM[trump] if trump < 4 else 0
        self.side = tuple(_SM[s] for s in range(4) if s != trump)
        self.pause = 0.0  # when the next lead looks at the clock (0: the first lead, which does not pause)
        self.killer = [-1] * 14  # by cards in hand: the bidder's lead that last made the need
        self.rel = 0  # what the last result rests on (see above)
        self.rlo = 0  # likewise for the last bounds computed, the lower and the upper one
        self.rhi = 0
        # by leader and suit lengths (see boundary): the bounds kept for the positions alike
        self.parts: dict[tuple[int, ...], list[_Part]] = {}
        self.alone: dict[tuple[int, ...], int] = {}  # bounds._trumps_alone's values

    def bounds(self, ld: int, left: int, root_suit: int, p: int) -> tuple[int, int]:
        """The cheap bounds (bounds.bounds) with ``ld`` to lead and the cards ``p`` in play; ``rlo`` and ``rhi``
        become what they rest on."""
        lo, hi, self.rlo, self.rhi = bounds(self.hands, self.b, self.maxmode, self.tm, self.side, ld, left,
                                            root_suit, p, self.alone)
        return lo, hi

    def boundary(self, ld: int, need: int, p: int) -> bool:
        """At a trick boundary with ``ld`` to lead and the cards ``p`` in play: is the value of the rest
        >= need? (0 < need <= tricks left)"""
        hands = self.hands
        n = self.n
        b = self.b
        tt = self.tt
        rtt = self.rtt
        beats = self.beats
        full = _FULL
        h = hands[ld]
        if h & (h - 1) == 0:  # the last trick: no choices left
            wc = h.bit_length() - 1
            wi = ld
            j = ld + 1
            for _ in range(n - 1):
                if j == n:
                    j = 0
                c = hands[j].bit_length() - 1
                if beats[wc] >> c & 1:
                    wc = c
                    wi = j
                j += 1
            # The winner's rank counts only against another card of its suit.
            self.rel = 1 << wc if p & _CLUBS << (wc & 3) != 1 << wc else 0
            return wi == b
        # Within one search the hands are the dealt ones cut down to the cards in play, so the cards
        # in play and the leader make the key. A new position gets the cheap bounds; only when they leave
        # ``need`` open is it looked up under its relative key (below), which costs more than the bounds
        # and is not needed for the many positions they settle.
        key = p | ld << 56
        elo = self.elo
        ehi = self.ehi
        ix = tt.get(key)
        if ix is None:
            lo, hi, rlo, rhi = bounds(hands, b, self.maxmode, self.tm, self.side, ld, h.bit_count(), -1, p,
                                      self.alone)
            ix = tt[key] = len(elo)
            elo.append(lo << 56 | rlo)
            ehi.append(hi << 56 | rhi)
            self.ekey.append(None)
        else:
            v = elo[ix]
            lo = v >> 56
            rlo = v & _KEY_BITS
            v = ehi[ix]
            hi = v >> 56
            rhi = v & _KEY_BITS
        if need <= lo:
            self.rel = rlo
            return True
        if need > hi:
            self.rel = rhi
            return False
        rkey = self.ekey[ix]
        if rkey is None:
            # Look for an equivalent position: the same owners in the same rank order within each suit,
            # the cards already gone squeezed out. Its bounds and ours are both true: keep the tighter.
            # The cards that move down by 4, 8, 16 and 32 bits, one step after another (see _squeeze_step); each
            # hand then takes the four steps in machine words (a list written at every step boxes every value).
            mk = (full & ~p) << 4
            mp = _squeeze_step(mk)
            mv1 = mp & p
            m = p ^ mv1 | (mv1 >> 4)
            mk &= ~mp
            mp = _squeeze_step(mk)
            mv2 = mp & m
            m = m ^ mv2 | (mv2 >> 8)
            mk &= ~mp
            mp = _squeeze_step(mk)
            mv3 = mp & m
            m = m ^ mv3 | (mv3 >> 16)
            mk &= ~mp
            mv4 = _squeeze_step(mk) & m
            rk = [ld]
            for x in hands:
                t = x & mv1
                x = x ^ t | (t >> 4)
                t = x & mv2
                x = x ^ t | (t >> 8)
                t = x & mv3
                x = x ^ t | (t >> 16)
                t = x & mv4
                rk.append(x ^ t | (t >> 32))
            rkey = tuple(rk)
            self.ekey[ix] = rkey
            known = rtt.get(rkey)
            if known is not None:
                if known[0] > lo:
                    lo = known[0]
                    rlo = _unsqueeze(known[2], p)
                    elo[ix] = lo << 56 | rlo
                if known[1] < hi:
                    hi = known[1]
                    rhi = _unsqueeze(known[3], p)
                    ehi[ix] = hi << 56 | rhi
                if need <= lo:
                    self.rel = rlo
                    return True
                if need > hi:
                    self.rel = rhi
                    return False
        # A bound that holds for all the positions with these suit lengths whose top cards lie as here.
        parts = None
        pkey = rkey
        if self.maxmode:
            pkey = _lengths(rkey)
            parts = self.parts.get(pkey)
            if parts is not None:
                part = _match(parts, rkey, need)
                if part is not None:
                    rel = _unsqueeze(part.depths, p)
                    if part.lower:
                        lo = part.bound
                        rlo = rel
                        elo[ix] = lo << 56 | rlo
                    else:
                        hi = part.bound
                        rhi = rel
                        ehi[ix] = hi << 56 | rhi
                    rtt[rkey] = (lo, hi, _depths(rlo, p), _depths(rhi, p))
                    self.rel = rel
                    return part.lower
        r = self.lead(ld, need, h, p)
        rel = _close(self.rel, p)
        if r:
            lo = need
            rlo = rel
            elo[ix] = lo << 56 | rlo
        else:
            hi = need - 1
            rhi = rel
            ehi[ix] = hi << 56 | rhi
        # The kept table holds tuples of ints, which the cyclic garbage collector stops tracking: a full
        # collection (in any thread, the UI's too) does not walk its quarter of a million entries.
        rtt[rkey] = (lo, hi, _depths(rlo, p), _depths(rhi, p))
        if self.maxmode:
            part = _keep(rel, rkey, p, need if r else need - 1, r)
            if parts is None:
                self.parts[pkey] = [part]
            else:
                parts.append(part)
                if len(parts) > _PARTS:
                    del parts[0]
        self.rel = rel
        return r

    def lead(self, ld: int, need: int, allowed: int, p: int) -> bool:
        """``ld`` leads one of ``allowed`` (cards of its hand); ``p``: the cards in play."""
        hands = self.hands
        n = self.n
        b = self.b
        maxmode = self.maxmode
        deadline = self.deadline
        tm = self.tm
        sm = _SUITS
        full = _FULL
        sent = _SENT
        killer = self.killer
        # Every couple of milliseconds: the deadline, and a pause that lets the other threads run. The compiled
        # copy of this module (napdesk.engine.compiled) never gives up the GIL by itself, so without it a
        # search on a worker thread would freeze the window until it ended. Between two leads lies at most one
        # trick's replies, well under a millisecond there. A search's first lead looks at the deadline only:
        # a pause takes the kernel's timer slack (50 us), and the expert makes thousands of searches shorter than
        # 2 ms, between which the interpreter hands the GIL over anyway.
        now = perf_counter()
        if now > self.pause:
            if deadline is not None and now > deadline:
                raise OutOfTime
            if self.pause:
                sleep(0)
            self.pause = now + _PAUSE_SECONDS
        h = hands[ld]
        # The run heads of every hand (see rankmajor._reps): the cards in play stay the same all trick long.
        g0 = full & ~p
        g1 = g0 & (g0 >> 4)
        g2 = g1 & (g1 >> 8)
        g3 = g2 & (g2 >> 16)
        heads = []
        for y in hands:
            x = (p & ~y) | sent
            x |= (x >> 4) & g0
            x |= (x >> 8) & g1
            x |= (x >> 16) & g2
            x |= (x >> 32) & g3
            heads.append(y & (x >> 4))
        m = heads[ld] & allowed
        nh = h & ~heads[ld]  # the leader's cards merged into a run's top (see _run_rel)
        ismax = (ld == b) == maxmode
        nx = ld + 1 if ld + 1 < n else 0
        rest = 0  # a defender first leads the suits the bidder holds, then the others
        if ld != b and b >= 0:
            hb = hands[b]
            for s in sm:
                if not hb & s:
                    rest |= s
            rest &= m
            m ^= rest
            if not m:
                m = rest
                rest = 0
        acc = 0  # the cards the results of the leads tried rest on
        if maxmode:  # lead from the top
            floor = ld != b and b >= 0 and hands[b] & tm and h & tm
            size = h.bit_count()
            kc = killer[size] if ld == b else -1
            if kc >= 0 and not m >> kc & 1:
                kc = -1
            while m:
                if kc >= 0:
                    c = kc
                    kc = -1
                else:
                    c = m.bit_length() - 1
                bit = 1 << c
                m ^= bit
                hands[ld] = h ^ bit
                if floor and bit & tm and trump_lead_floor(hands, b, tm, ld, bit, p) >= need:
                    # this trump lead cannot hold the bidder under need (which every trump's rank decides)
                    x = p & tm
                    acc |= x & -x
                elif self.follow(nx, 1, c, ld, sm[c & 3], p, bit, need, heads) is ismax:
                    hands[ld] = h
                    if ld == b:
                        killer[size] = c
                    return ismax
                else:
                    r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                    acc |= r
                    x = _alike(r, bit)
                    m &= ~x
                    rest &= ~x
                if not m:
                    m = rest
                    rest = 0
        else:  # misère: lead from the bottom
            while m:
                bit = m & -m
                m ^= bit
                c = bit.bit_length() - 1
                hands[ld] = h ^ bit
                if self.follow(nx, 1, c, ld, sm[c & 3], p, bit, need, heads) is ismax:
                    hands[ld] = h
                    return ismax
                r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                acc |= r
                x = _alike(r, bit)
                m &= ~x
                rest &= ~x
                if not m:
                    m = rest
                    rest = 0
        hands[ld] = h
        self.rel = acc
        return not ismax

    def follow(self, i: int, k: int, wc: int, wi: int, lm: int, p: int, t: int, need: int,
               heads: list[int]) -> bool:
        """Seat ``i`` plays the ``k``-th card of the trick; ``wc``/``wi`` are the card and seat winning
        so far, ``lm`` the mask of the suit led, ``p`` every card in play at the start of the trick,
        ``t`` the cards played to it so far, ``heads`` the run heads of every hand (see rankmajor._reps)."""
        hands = self.hands
        n = self.n
        b = self.b
        maxmode = self.maxmode
        tt = self.tt
        elo = self.elo
        ehi = self.ehi
        beats = self.beats
        h = hands[i]
        m = h & lm
        if not m:
            m = h
        mine = i == b
        ismax = mine == maxmode
        acc = 0  # the cards the results of the cards tried rest on
        nh = h & ~heads[i]  # the cards merged into a run's top (see _run_rel)
        if k + 1 == n:
            # Last to play: the card decides the trick. Cards that win it (or lose it) all lead to the
            # same need at the next trick, often settled without a search.
            win = m & beats[wc]
            lose = m ^ win
            la = h.bit_count() - 1
            nw = need - 1 if mine else need
            nl = need - 1 if wi == b else need
            # What the trick's winner rests on: its rank, against another card of its suit. A card that
            # wins beats ``wc`` by rank in its suit, or is the only trump; ``wc`` stays the winner by rank
            # against another card of its suit (see trick_rel).
            wsm = _CLUBS << (wc & 3)
            wcb = 1 << wc
            other = t & wsm != wcb  # another card of wc's suit is in the trick already
            if maxmode and mine != (wi == b):
                first, w1, n1, second, w2, n2 = win, i, nw, lose, wi, nl
                fwin = True
            else:
                first, w1, n1, second, w2, n2 = lose, wi, nl, win, i, nw
                fwin = False
            q = p ^ t
            # Look every card up in the table first: one whose position is settled there decides
            # without a search, whichever place it has in the order of play below; one settled the other
            # way is left out of the search (it would only find the same entry again).
            if first and 0 < n1 <= la:
                first &= heads[i]
                x = first if second else 0
                while x:
                    bit = x & -x
                    x ^= bit
                    ix = tt.get((q ^ bit) | w1 << 56)
                    if ix is not None:
                        tr = bit & wsm if fwin else (wcb if other or bit & wsm else 0)
                        if ismax:
                            v = elo[ix]
                            if n1 <= v >> 56:
                                self.rel = v & _KEY_BITS | tr
                                return True
                            v = ehi[ix]
                            if n1 > v >> 56:
                                first ^= bit
                                v = v & _KEY_BITS | tr
                                if nh:
                                    v = _run_rel(v, h, p, bit)
                                acc |= v
                                v = _alike(v, bit)
                                first &= ~v
                                x &= ~v
                        else:
                            v = ehi[ix]
                            if n1 > v >> 56:
                                self.rel = v & _KEY_BITS | tr
                                return False
                            v = elo[ix]
                            if n1 <= v >> 56:
                                first ^= bit
                                v = v & _KEY_BITS | tr
                                if nh:
                                    v = _run_rel(v, h, p, bit)
                                acc |= v
                                v = _alike(v, bit)
                                first &= ~v
                                x &= ~v
            if second and 0 < n2 <= la:
                second &= heads[i]
                x = second
                while x:
                    bit = x & -x
                    x ^= bit
                    ix = tt.get((q ^ bit) | w2 << 56)
                    if ix is not None:
                        tr = (wcb if other or bit & wsm else 0) if fwin else bit & wsm
                        if ismax:
                            v = elo[ix]
                            if n2 <= v >> 56:
                                self.rel = v & _KEY_BITS | tr
                                return True
                            v = ehi[ix]
                            if n2 > v >> 56:
                                second ^= bit
                                v = v & _KEY_BITS | tr
                                if nh:
                                    v = _run_rel(v, h, p, bit)
                                acc |= v
                                v = _alike(v, bit)
                                second &= ~v
                                x &= ~v
                        else:
                            v = ehi[ix]
                            if n2 > v >> 56:
                                self.rel = v & _KEY_BITS | tr
                                return False
                            v = elo[ix]
                            if n2 <= v >> 56:
                                second ^= bit
                                v = v & _KEY_BITS | tr
                                if nh:
                                    v = _run_rel(v, h, p, bit)
                                acc |= v
                                v = _alike(v, bit)
                                second &= ~v
                                x &= ~v
            if first:
                if n1 <= 0 or n1 > la:
                    # Every card gives the same result, resting on the trick alone.
                    if (n1 <= 0) == ismax:  # any card does: the lowest
                        first &= -first
                        self.rel = first & wsm if fwin else (wcb if other or first & wsm else 0)
                        return ismax
                    acc |= first & wsm if fwin else (wcb if other or first & wsm else 0)
                else:
                    while first:
                        bit = first & -first
                        first ^= bit
                        tr = bit & wsm if fwin else (wcb if other or bit & wsm else 0)
                        hands[i] = h ^ bit
                        if self.boundary(w1, n1, q ^ bit) is ismax:
                            hands[i] = h
                            self.rel |= tr
                            return ismax
                        r = self.rel | tr
                        if nh:
                            r = _run_rel(r, h, p, bit)
                        acc |= r
                        first &= ~_alike(r, bit)
                    hands[i] = h
            if second:
                if n2 <= 0 or n2 > la:
                    if (n2 <= 0) == ismax:
                        second &= -second
                        self.rel = (wcb if other or second & wsm else 0) if fwin else second & wsm
                        return ismax
                    acc |= (wcb if other or second & wsm else 0) if fwin else second & wsm
                else:
                    while second:
                        bit = second & -second
                        second ^= bit
                        tr = (wcb if other or bit & wsm else 0) if fwin else bit & wsm
                        hands[i] = h ^ bit
                        if self.boundary(w2, n2, q ^ bit) is ismax:
                            hands[i] = h
                            self.rel |= tr
                            return ismax
                        r = self.rel | tr
                        if nh:
                            r = _run_rel(r, h, p, bit)
                        acc |= r
                        second &= ~_alike(r, bit)
                    hands[i] = h
            self.rel = acc
            return not ismax
        m &= heads[i]
        win = m & beats[wc]
        lose = m ^ win
        nx = i + 1 if i + 1 < n else 0
        nk = k + 1
        if not maxmode:
            # Misère: everyone prefers to stay under the winning card, from the highest such card down.
            while lose:
                c = lose.bit_length() - 1
                bit = 1 << c
                lose ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, wc, wi, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
                r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                acc |= r
                lose &= ~_alike(r, bit)
            while win:
                bit = win & -win
                win ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, bit.bit_length() - 1, i, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
                r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                acc |= r
                win &= ~_alike(r, bit)
        elif mine == (wi == b):
            # Our side is winning: play low, overtake last.
            while lose:
                bit = lose & -lose
                lose ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, wc, wi, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
                r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                acc |= r
                lose &= ~_alike(r, bit)
            while win:
                bit = win & -win
                win ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, bit.bit_length() - 1, i, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
                r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                acc |= r
                win &= ~_alike(r, bit)
        else:
            # The other side is winning: try the cheapest winner first, then play low.
            while win:
                bit = win & -win
                win ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, bit.bit_length() - 1, i, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
                r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                acc |= r
                win &= ~_alike(r, bit)
            while lose:
                bit = lose & -lose
                lose ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, wc, wi, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
                r = (_run_rel(self.rel, h, p, bit) if nh else self.rel)
                acc |= r
                lose &= ~_alike(r, bit)
        hands[i] = h
        self.rel = acc
        return not ismax
