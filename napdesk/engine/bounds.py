"""The cheap bounds the search (:mod:`napdesk.engine.search`) settles most positions with, and what each rests
on; see the solver's docstring for the bounds themselves. Compiled with the search (tools/native.py)."""

from __future__ import annotations

from napdesk.engine.rests import _SUITS


def _sure_trumps(bt: int, dt: int) -> tuple[int, int]:
    """The trump tricks the trumps ``bt`` are sure of against the trumps ``dt`` (rank-major masks of one suit):
    every trump is played some time and wins its trick unless a higher trump falls on it, and each higher trump
    falls on one trick only, so of ``bt``'s j highest trumps all but ``dt``'s trumps above the j-th win. The most
    that gives over j, and the j-th trump (a mask; 0 if none): that count rests on the trumps down to it."""
    sure = 0
    card = 0
    j = 0
    while bt:
        c = bt.bit_length() - 1
        bt ^= 1 << c
        j += 1
        k = j - (dt >> c).bit_count()
        if k > sure:
            sure = k
            card = 1 << c
    return sure, card


def _trumps_alone(bt: int, dts: tuple[int, ...], ld: int, memo: dict[tuple[int, ...], int]) -> int:
    """Tricks a bidder holding trumps only (``bt``) is sure of against the defenders' trumps ``dts`` (one mask
    each, 0 for none; each holds as many cards as he does), ``ld`` leading (-1 the bidder, else an index into
    ``dts``). He plays a trump to every trick, so its highest trump wins it. Worked out in a game that gives the
    defenders more than the real one, so its value is a lower bound: they all play after him, seeing his card,
    and on a side suit led each may trump or not (the real one may have to follow suit). What they must do
    stays: follow a trump lead with a trump, lead or play a trump once out of side cards. ``memo`` keeps the
    values by position."""
    if not bt:
        return 0
    key = (bt, ld, *dts)
    v = memo.get(key)
    if v is not None:
        return v
    n = bt.bit_count()
    if not any(dts):
        v = n
    elif ld < 0:  # he leads a trump, which every defender holding one must follow
        v = 0
        x = bt
        while x and v < n:
            c = x.bit_length() - 1
            x ^= 1 << c
            r = _answer(bt ^ (1 << c), dts, 0, -1, 1 << c, -1, True, memo)
            if r > v:
                v = r
    else:
        d = dts[ld]
        v = n
        # a side card (if he has one), after which anyone may trump; or one of his trumps
        options = [0] if d.bit_count() < n else []
        x = d
        while x:
            c = x & -x
            x ^= c
            options.append(c)
        for y in options:
            rest = (*dts[:ld], d ^ y, *dts[ld + 1:])
            best = 0
            x = bt
            while x and best < v:
                c = x.bit_length() - 1
                x ^= 1 << c
                top, who = (y, ld) if y > 1 << c else (1 << c, -1)
                r = _answer(bt ^ (1 << c), rest, 0, ld, top, who, y != 0, memo)
                if r > best:
                    best = r
            if best < v:
                v = best
    memo[key] = v
    return v


def _answer(bt: int, dts: tuple[int, ...], j: int, ld: int, top: int, who: int, must: bool,
            memo: dict[tuple[int, ...], int]) -> int:
    """The defenders from index ``j`` on (the leader ``ld`` has played) answer in _trumps_alone's game: ``top``
    the highest trump in the trick so far, ``who`` its player (-1 the bidder), ``must``: a trump was led. The
    fewest tricks they leave the bidder from here, this trick included."""
    while j < len(dts) and (j == ld or not dts[j]):
        j += 1
    if j == len(dts):
        r = _trumps_alone(bt, dts, who, memo)
        return r + 1 if who < 0 else r
    d = dts[j]
    # a side card, when no trump was led and he holds one (he holds one card more than the bidder now)
    v = _answer(bt, dts, j + 1, ld, top, who, must, memo) if not must and d.bit_count() <= bt.bit_count() else 99
    x = d
    while x:
        c = x & -x
        x ^= c
        rest = (*dts[:j], d ^ c, *dts[j + 1:])
        r = _answer(bt, rest, j + 1, ld, c if c > top else top, j if c > top else who, must, memo)
        if r < v:
            v = r
    return v


def bounds(hands: list[int], b: int, maxmode: bool, tm: int, side: tuple[int, ...], ld: int, left: int,
           root_suit: int, p: int, memo: dict[tuple[int, ...], int]) -> tuple[int, int, int, int]:
    """Cheap (lower, upper) bounds on the value at a trick boundary with ``ld`` to lead and the cards ``p`` in
    play (``hands`` by playing order position, ``b`` the bidder's, ``tm`` the trumps, ``side`` the other suits),
    and the cards each rests on (see search._Search): each term below reads the ranks of a suit only down to one
    card, and the suit lengths (in misère: every card). ``root_suit`` >= 0: the lead must be in that suit (the
    trump-fixing lead)."""
    sm = _SUITS
    seats = range(len(hands))
    if b < 0:
        return 0, 0, 0, 0
    h = hands[b]
    d = p ^ h
    # Each side suit's top defender's card: how many of the bidder's cards of the suit are sure winners.
    rside = 0
    for s in side:
        x = d & s
        if x:
            rside |= 1 << (x.bit_length() - 1)
    lo = 0
    rlo = 0
    ds = 0
    rhi = 0
    maxd = 0
    sure = 0
    rsure = 0
    if tm:
        bt = h & tm
        dt = d & tm
        lo = (bt >> dt.bit_length()).bit_count()
        if dt:
            rlo = 1 << (dt.bit_length() - 1)
        # The bidder's sure trump tricks. Likewise each defender's j highest trumps beat the bidder in all
        # but as many tricks as the bidder has trumps above the j-th: _sure_trumps(x, bt) written out, as
        # this runs for every defender at every position and the call measured slower.
        sure, rsure = _sure_trumps(bt, dt)
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
                            rhi = 1 << c
    hi = left - ds
    if not lo and not (h & tm) and root_suit < 0:
        # Is every card of the bidder below every defender's card of its suit? Then he can win a
        # trick only by leading a suit no defender holds.
        low = True
        covered = 0  # suits of the bidder that some defender holds
        lrel = 0  # the defenders' lowest cards of the bidder's suits
        for s in sm:
            hs = h & s
            if hs:
                x = d & s
                if x:
                    lrel |= x & -x
                    if hs.bit_length() > (x & -x).bit_length():
                        low = False
                        break
                    covered += 1
        if low:
            if ld != b or (covered and (not maxmode or all(d & s for s in sm if h & s))):
                return 0, 0, 0, lrel if maxmode else p
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
                return 0, 0, 0, p
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
                rsure = rlo
    if maxmode and h & tm == h and sure < hi and lo < hi and root_suit < 0 and h:
        # The bidder holds trumps only: the game of _trumps_alone, which reads every trump's owner and the
        # hands' lengths.
        n = h.bit_count()
        if all(x.bit_count() == n for x in hands):
            q = _trumps_alone(h, tuple(0 if i == b else hands[i] & tm for i in seats), -1 if ld == b else ld,
                              memo)
            if q > sure:
                sure = q
                x = p & tm
                rsure = x & -x
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
            rsure = rside
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
            rlo |= rside
    elif maxmode and ld != b and lo < hi:
        # Tricks the defender on lead can cash in a row with cards no one else can beat.
        hd = hands[ld]
        o = p ^ hd
        q = 0
        rq = 0
        if not tm:
            for s in sm:
                x = o & s
                if x:
                    rq |= 1 << (x.bit_length() - 1)
                q += ((hd & s) >> x.bit_length()).bit_count()
        else:
            x = o & tm
            if x:
                rq = 1 << (x.bit_length() - 1)
            q = ((hd & tm) >> x.bit_length()).bit_count()
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
                x = o & s
                if x:
                    rq |= 1 << (x.bit_length() - 1)
                t = ((hd & s) >> x.bit_length()).bit_count()
                if t and bt > q:  # the bidder keeps trumps: he must be able to follow
                    k = (h & s).bit_count()
                    if k < t:
                        t = k
                t2 += t
            q += t2 if t2 < cap else cap
        if left - q < hi:
            hi = left - q if left - q > lo else lo
            rhi = rq
    if not maxmode:
        return lo, hi, p, p
    if sure > lo:
        return sure, hi, rsure, rhi
    return lo, hi, rlo, rhi


def trump_lead_floor(hands: list[int], b: int, tm: int, ld: int, bit: int, p: int) -> int:
    """A lower bound on the bidder's tricks when the defender ``ld`` leads the trump ``bit`` and the
    bidder holds trumps. Everyone holding trumps must follow with one, so after this trick each
    defender's trumps are one fewer, at worst the lowest gone; the bidder picks which of his
    trumps to play: one above every defender's trump wins this trick; what is left is counted as
    in the bounds (of his j highest trumps, all but the defenders' trumps above the j-th win)."""
    seats = range(len(hands))
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
        q = (1 if c >= top else 0) + _sure_trumps(bt ^ (1 << c), dt)[0]
        if q > best:
            best = q
    return best
