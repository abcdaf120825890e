"""The null-window search behind :mod:`napdesk.engine.solver`: the relative-key tables kept between calls,
and the search over one deal with fixed trumps and mode (see the solver's docstring for what it does and
why), on hands in the layout of :mod:`napdesk.engine.rankmajor`."""

from __future__ import annotations

import threading
from time import perf_counter, sleep
from typing import Final

from napdesk.engine.rankmajor import _BEATS, _FULL, _SENT, _SM


def _sure_trumps(bt: int, dt: int) -> int:
    """The trump tricks the trumps ``bt`` are sure of against the trumps ``dt`` (rank-major masks of one suit):
    every trump is played some time and wins its trick unless a higher trump falls on it, and each higher trump
    falls on one trick only, so of ``bt``'s j highest trumps all but ``dt``'s trumps above the j-th win. The most
    that gives over j."""
    sure = 0
    j = 0
    while bt:
        c = bt.bit_length() - 1
        bt ^= 1 << c
        j += 1
        k = j - (dt >> c).bit_count()
        if k > sure:
            sure = k
    return sure


# How often a search looks at its deadline and lets the other threads run (see _Search's lead).
_PAUSE_SECONDS: Final = 0.002


class OutOfTime(Exception):
    """A search given a ``deadline`` (a :func:`time.perf_counter` value) was still running at it. Exact answers
    for big tables (six hands of seven cards) can take many seconds; a player with a time budget stops there."""


# --------------------------------------------------------------------------------------------------------
# Relative-key tables kept from one call to the next.
#
# A relative key (the leader and every hand with the cards gone squeezed out) holds all that the value of a
# position depends on, given the number of seats, the bidder's place, the trumps and the mode; so its bounds
# stay true for any later call. The positions of one hand's analysis, of a hint and the cards after it, are
# children of each other and meet the same positions again. The tables are bounded: the least recently used
# go first once they hold more than _TABLE_LIMIT entries together.

_TABLE_LIMIT: Final = 1 << 18
_tables: dict[tuple[int, int, int, bool], dict[tuple[int, ...], tuple[int, int]]] = {}
_tables_lock = threading.Lock()


def _table(n: int, b: int, trump: int, maxmode: bool) -> dict[tuple[int, ...], tuple[int, int]]:
    key = (n, b, trump, maxmode)
    with _tables_lock:
        table = _tables.pop(key, None)
        if table is None:
            table = {}
        total = len(table) + sum(len(t) for t in _tables.values())
        while total > _TABLE_LIMIT and _tables:
            total -= len(_tables.pop(next(iter(_tables))))
        if total > _TABLE_LIMIT:
            table = {}
        _tables[key] = table  # the most recently used last
        return table


def clear_tables() -> None:
    """Drop the tables kept between calls (to give their memory back, or to time a call from cold)."""
    with _tables_lock:
        _tables.clear()


# --------------------------------------------------------------------------------------------------------
# The search for one trump suit and one mode.


class _Entry:
    """A position's bounds in one search's own table, and the relative key they are also kept under (None until
    it was looked up there)."""

    __slots__ = ("hi", "lo", "rkey")

    def __init__(self, lo: int, hi: int) -> None:
        self.lo = lo
        self.hi = hi
        self.rkey: tuple[int, ...] | None = None


# The bits the relative key's squeeze works in: the 52 cards and the 4 above that it shifts a mask up through.
_KEY_BITS: Final = (1 << 56) - 1


class _Search:
    """Null-window search over one deal with fixed trumps. ``hands`` are indexed by playing order position;
    ``b`` is the bidder's position (-1 if the bidder holds no cards). The instance owns its transposition
    table; it lives only as long as the public call that made it."""

    __slots__ = ("b", "beats", "deadline", "hands", "killer", "maxmode", "n", "pause", "rtt", "side", "tm", "trump",
                 "tt")

    def __init__(self, hands: list[int], b: int, trump: int, maxmode: bool, deadline: float | None = None) -> None:
        self.hands = hands
        self.n = n = len(hands)
        self.b = b
        self.trump = trump
        self.maxmode = maxmode
        self.deadline = deadline
        self.tt: dict[int, _Entry] = {}
        self.rtt = _table(n, b, trump, maxmode)
        self.beats = _BEATS[trump]
        self.tm = _SM[trump] if trump < 4 else 0
        self.side = tuple(_SM[s] for s in range(4) if s != trump)
        self.pause = perf_counter()  # when the next lead looks at the clock
        self.killer = [-1] * 14  # by cards in hand: the bidder's lead that last made the need

    def bounds(self, ld: int, left: int, root_suit: int, p: int) -> tuple[int, int]:
        """Cheap (lower, upper) bounds on the value at a trick boundary with ``ld`` to lead and the
        cards ``p`` in play. ``root_suit`` >= 0: the lead must be in that suit (the trump-fixing lead)."""
        hands = self.hands
        b = self.b
        maxmode = self.maxmode
        tm = self.tm
        side = self.side
        sm = _SM
        seats = range(self.n)
        if b < 0:
            return 0, 0
        h = hands[b]
        d = p ^ h
        lo = 0
        ds = 0
        maxd = 0
        sure = 0
        if tm:
            bt = h & tm
            dt = d & tm
            lo = (bt >> dt.bit_length()).bit_count()
            # The bidder's sure trump tricks (_sure_trumps). Likewise each defender's j highest trumps beat
            # the bidder in all but as many tricks as the bidder has trumps above the j-th: _sure_trumps(x, bt)
            # written out, as this runs for every defender at every position and the call measured slower.
            sure = _sure_trumps(bt, dt)
            for i in seats:
                if i != b:
                    x = hands[i] & tm
                    if x:
                        k = x.bit_count()
                        if k > maxd:
                            maxd = k
                        j = 0
                        while x:
                            c = x.bit_length() - 1
                            x ^= 1 << c
                            j += 1
                            k = j - (bt >> c).bit_count()
                            if k > ds:
                                ds = k
        hi = left - ds
        if not lo and not (h & tm) and root_suit < 0:
            # Is every card of the bidder below every defender's card of its suit? Then he can win a
            # trick only by leading a suit no defender holds.
            low = True
            covered = 0  # suits of the bidder that some defender holds
            for s in sm:
                hs = h & s
                if hs:
                    x = d & s
                    if x:
                        if hs.bit_length() > (x & -x).bit_length():
                            low = False
                            break
                        covered += 1
            if low:
                if ld != b:
                    return 0, 0
                if covered and (not maxmode or all(d & s for s in sm if h & s)):
                    return 0, 0
            elif not maxmode and ld != b:
                # Misère, a defender to lead: the bidder, who holds no trumps, can always play under
                # the card led (or discard his highest card) while, in every suit, his i-th lowest card
                # is below the defenders' i-th lowest one. Then he never wins a trick, nor the lead.
                cnt = [0, 0, 0, 0]
                x = h
                while x:
                    bit = x & -x
                    x ^= bit
                    s = (bit.bit_length() - 1) & 3
                    if (d & sm[s] & (bit - 1)).bit_count() > cnt[s]:
                        break
                    cnt[s] += 1
                else:
                    return 0, 0
        if maxmode and tm and sure < hi and h & tm:
            # Drawing trumps: every defender holding trumps must follow a trump lead, so each lead takes one
            # from each of them. The bidder on lead cashes his ``lo`` top trumps; a defender on lead, he keeps
            # his trumps until he cannot follow (or trumps are led), plays his top one then, wins and is on
            # lead with the other top ones. Once no defender holds more than one trump, one more trump lead
            # (which may lose) takes them all, and every trump he has left wins.
            cash = lo if ld == b else lo - 1
            if cash >= 0 and cash >= maxd - 1:
                q = (h & tm).bit_count() - (1 if cash < maxd else 0)
                if q > sure:
                    sure = q
        if maxmode and tm and lo < hi and (ld != b or root_suit < 0) and (h & tm).bit_count() > dt.bit_count():
            # The bidder holds more trumps than the defenders together. He follows a suit he holds low (a
            # top card only when he has nothing else in it), throws a low card on a suit he lacks if he has
            # one and else ruffs, and leads his top cards first, then low ones, a trump last. Then
            # each of his trumps that loses and each top card ruffed uses up a trump of theirs, and he
            # is never left to throw a top card away: that needs all his trumps gone, each to one of
            # theirs or to a ruff that won, and after a ruff that won the defenders only get the lead back
            # by ruffing a top card. So all his trumps and top cards but one per defender's trump win.
            # (Kept apart from ``lo``, which the cashing below reads as the count of his top trumps.)
            q = (h & tm).bit_count() - dt.bit_count()
            for s in side:
                q += ((h & s) >> (d & s).bit_length()).bit_count()
            if q > sure:
                sure = q
        if maxmode and ld == b and lo < hi:
            # Tricks the bidder can cash in a row from the lead.
            if not tm:
                q = 0
                if root_suit < 0:
                    for s in sm:
                        q += ((h & s) >> (d & s).bit_length()).bit_count()
            elif lo >= maxd:
                # Draw trumps with the top ones; then every trump and every top side card wins.
                q = (h & tm).bit_count()
                for s in side:
                    q += ((h & s) >> (d & s).bit_length()).bit_count()
            elif lo or root_suit < 0:
                # Cash side winners the defenders holding trumps must follow, then the top trumps.
                q = lo
                for s in side:
                    t = ((h & s) >> (d & s).bit_length()).bit_count()
                    if t:
                        for j in seats:
                            if j != b and hands[j] & tm:
                                k = (hands[j] & s).bit_count()
                                if k < t:
                                    t = k
                                    if not t:
                                        break
                        q += t
            else:
                q = 0
            if q > lo:
                lo = q if q < hi else hi
        elif maxmode and ld != b and lo < hi:
            # Tricks the defender on lead can cash in a row with cards no one else can beat.
            hd = hands[ld]
            o = p ^ hd
            q = 0
            if not tm:
                for s in sm:
                    q += ((hd & s) >> (o & s).bit_length()).bit_count()
            else:
                q = ((hd & tm) >> (o & tm).bit_length()).bit_count()
                bt = (h & tm).bit_count()
                # A partner with trumps, once out of other cards, must ruff: stop cashing side winners
                # before that could happen.
                cap = left
                for j in seats:
                    if j != b and j != ld and hands[j] & tm:
                        k = (hands[j] & ~tm).bit_count()
                        if k < cap:
                            cap = k
                t2 = 0
                for s in side:
                    t = ((hd & s) >> (o & s).bit_length()).bit_count()
                    if t and bt > q:  # the bidder keeps trumps: he must be able to follow
                        k = (h & s).bit_count()
                        if k < t:
                            t = k
                    t2 += t
                q += t2 if t2 < cap else cap
            if left - q < hi:
                hi = left - q if left - q > lo else lo
        return (sure if sure > lo else lo), hi

    def boundary(self, ld: int, need: int, p: int) -> bool:
        """At a trick boundary with ``ld`` to lead and the cards ``p`` in play: is the value of the rest
        >= need? (0 < need <= tricks left)"""
        hands = self.hands
        n = self.n
        b = self.b
        tt = self.tt
        rtt = self.rtt
        beats = self.beats
        seats = range(self.n)
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
            return wi == b
        # Within one search the hands are the dealt ones cut down to the cards in play, so the cards
        # in play and the leader make the key. A new position gets the cheap bounds; only when they leave
        # ``need`` open is it looked up under its relative key (below), which costs more than the bounds
        # and is not needed for the many positions they settle.
        key = p | ld << 56
        e = tt.get(key)
        if e is None:
            lo, hi = self.bounds(ld, h.bit_count(), -1, p)
            e = tt[key] = _Entry(lo, hi)
        else:
            lo, hi = e.lo, e.hi
        if need <= lo:
            return True
        if need > hi:
            return False
        rkey = e.rkey
        if rkey is None:
            # Look for an equivalent position: the same owners in the same rank order within each suit,
            # the cards already gone squeezed out. Its bounds and ours are both true: keep the tighter.
            rel = [ld]
            mk = (full & ~p) << 4
            m = p
            xs = hands[:]
            for sh in (4, 8, 16, 32):
                # (cut to _KEY_BITS: no bit above them ever moves down, and the compiled search stays in
                # machine words)
                mp = (mk ^ (mk << 4)) & _KEY_BITS
                mp ^= (mp << 8) & _KEY_BITS
                mp ^= (mp << 16) & _KEY_BITS
                mp ^= (mp << 32) & _KEY_BITS
                mv = mp & m
                m = m ^ mv | (mv >> sh)
                for j in seats:
                    t = xs[j] & mv
                    xs[j] = xs[j] ^ t | (t >> sh)
                mk &= ~mp
            rel.extend(xs)
            rkey = e.rkey = tuple(rel)
            known = rtt.get(rkey)
            if known is not None:
                if known[0] > lo:
                    lo = e.lo = known[0]
                if known[1] < hi:
                    hi = e.hi = known[1]
                if need <= lo:
                    return True
                if need > hi:
                    return False
        r = self.lead(ld, need, h, p)
        if r:
            e.lo = need
        else:
            e.hi = need - 1
        # The kept table holds tuples of ints, which the cyclic garbage collector stops tracking: a full
        # collection (in any thread, the UI's too) does not walk its quarter of a million entries.
        rtt[rkey] = (e.lo, e.hi)
        return r

    def trump_lead_floor(self, ld: int, bit: int, p: int) -> int:
        """A lower bound on the bidder's tricks when the defender ``ld`` leads the trump ``bit`` and the
        bidder holds trumps. Everyone holding trumps must follow with one, so after this trick each
        defender's trumps are one fewer, at worst the lowest gone; the bidder picks which of his
        trumps to play: one above every defender's trump wins this trick; what is left is counted as
        in the bounds (of his j highest trumps, all but the defenders' trumps above the j-th win)."""
        hands = self.hands
        b = self.b
        tm = self.tm
        seats = range(self.n)
        hb = hands[b]
        bt = hb & tm
        top = (p & ~hb & tm).bit_length()  # above the highest defender's trump, the led one included
        dt = (p & ~hb & tm) ^ bit
        for j in seats:
            if j != b and j != ld:
                x = hands[j] & tm
                if x:
                    dt ^= x & -x
        best = 0
        x = bt
        while x:
            c = x.bit_length() - 1
            x ^= 1 << c
            q = (1 if c >= top else 0) + _sure_trumps(bt ^ (1 << c), dt)
            if q > best:
                best = q
        return best

    def lead(self, ld: int, need: int, allowed: int, p: int) -> bool:
        """``ld`` leads one of ``allowed`` (cards of its hand); ``p``: the cards in play."""
        hands = self.hands
        n = self.n
        b = self.b
        maxmode = self.maxmode
        deadline = self.deadline
        tm = self.tm
        sm = _SM
        full = _FULL
        sent = _SENT
        killer = self.killer
        # Every couple of milliseconds: the deadline, and a pause that lets the other threads run. The compiled
        # copy of this module (napdesk.engine.compiled) never gives up the GIL by itself, so without it a
        # search on a worker thread would freeze the window until it ended. Between two leads lies at most one
        # trick's replies, well under a millisecond there.
        now = perf_counter()
        if now > self.pause:
            sleep(0)
            self.pause = now + _PAUSE_SECONDS
            if deadline is not None and now > deadline:
                raise OutOfTime
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
                if floor and bit & tm and self.trump_lead_floor(ld, bit, p) >= need:
                    pass  # this trump lead cannot hold the bidder under need
                elif self.follow(nx, 1, c, ld, sm[c & 3], p, bit, need, heads) is ismax:
                    hands[ld] = h
                    if ld == b:
                        killer[size] = c
                    return ismax
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
                if not m:
                    m = rest
                    rest = 0
        hands[ld] = h
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
        beats = self.beats
        h = hands[i]
        m = h & lm
        if not m:
            m = h
        mine = i == b
        ismax = mine == maxmode
        if k + 1 == n:
            # Last to play: the card decides the trick. Cards that win it (or lose it) all lead to the
            # same need at the next trick, often settled without a search.
            win = m & beats[wc]
            lose = m ^ win
            la = h.bit_count() - 1
            nw = need - 1 if mine else need
            nl = need - 1 if wi == b else need
            if maxmode and mine != (wi == b):
                first, w1, n1, second, w2, n2 = win, i, nw, lose, wi, nl
            else:
                first, w1, n1, second, w2, n2 = lose, wi, nl, win, i, nw
            q = p ^ t
            # Look every card up in the table first: one whose position is settled there decides
            # without a search, whichever place it has in the order of play below; one settled the other
            # way is left out of the search (it would only find the same entry again).
            if first and 0 < n1 <= la:
                first &= heads[i]
                x = first
                while x:
                    bit = x & -x
                    x ^= bit
                    e = tt.get((q ^ bit) | w1 << 56)
                    if e is not None:
                        if n1 <= e.lo if ismax else n1 > e.hi:
                            return ismax
                        if n1 > e.hi if ismax else n1 <= e.lo:
                            first ^= bit
            if second and 0 < n2 <= la:
                second &= heads[i]
                x = second
                while x:
                    bit = x & -x
                    x ^= bit
                    e = tt.get((q ^ bit) | w2 << 56)
                    if e is not None:
                        if n2 <= e.lo if ismax else n2 > e.hi:
                            return ismax
                        if n2 > e.hi if ismax else n2 <= e.lo:
                            second ^= bit
            if first:
                if n1 <= 0:
                    if ismax:
                        return True
                elif n1 > la:
                    if not ismax:
                        return False
                else:
                    first &= heads[i]
                    while first:
                        bit = first & -first
                        first ^= bit
                        hands[i] = h ^ bit
                        if self.boundary(w1, n1, q ^ bit) is ismax:
                            hands[i] = h
                            return ismax
                    hands[i] = h
            if second:
                if n2 <= 0:
                    if ismax:
                        return True
                elif n2 > la:
                    if not ismax:
                        return False
                else:
                    second &= heads[i]
                    while second:
                        bit = second & -second
                        second ^= bit
                        hands[i] = h ^ bit
                        if self.boundary(w2, n2, q ^ bit) is ismax:
                            hands[i] = h
                            return ismax
                    hands[i] = h
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
            while win:
                bit = win & -win
                win ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, bit.bit_length() - 1, i, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
        elif mine == (wi == b):
            # Our side is winning: play low, overtake last.
            while lose:
                bit = lose & -lose
                lose ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, wc, wi, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
            while win:
                bit = win & -win
                win ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, bit.bit_length() - 1, i, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
        else:
            # The other side is winning: try the cheapest winner first, then play low.
            while win:
                bit = win & -win
                win ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, bit.bit_length() - 1, i, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
            while lose:
                bit = lose & -lose
                lose ^= bit
                hands[i] = h ^ bit
                if self.follow(nx, nk, wc, wi, lm, p, t | bit, need, heads) is ismax:
                    hands[i] = h
                    return ismax
        hands[i] = h
        return not ismax
