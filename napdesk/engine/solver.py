"""Exact double-dummy solver for Nap: the bidder alone against every other active seat.

Positions use the engine's card encoding (card index ``suit * 13 + rank``, hands as int bitmasks). The
search works on a *rank-major* copy of each hand (internal bit ``rank * 4 + suit``, see
:mod:`napdesk.engine.rankmajor`): walking the bits of a
mask upwards visits the cards from the lowest rank to the highest across all suits, and every suit is the
stride-4 pattern ``_SM[suit]``, so move ordering, the merging of equivalent cards and the relative-rank
keys below are a handful of integer operations on whole hands.

The core is a boolean null-window search, ``value >= need``, where the value is the number of the remaining
tricks (the current partial trick included) that the bidder takes. In normal play the bidder maximises it;
for misère (``maxmode=False``) the bidder minimises it and the defenders maximise. Around it:

- early exits: ``need <= 0`` is true and a need above the tricks left is false, at every trick boundary
  and for the last card of every trick (all the cards that win the trick, or all that lose it, lead to the
  same need, which is often settled without looking at the next trick); the last trick is played out
  directly;
- transposition tables at trick boundaries. Within one search (one per trump suit and mode) every hand is
  the dealt hand cut down to the cards still in play, so the cards in play and the leader are the key. On
  a miss the position is looked up again under its *relative* key: every hand with the cards already gone
  squeezed out of each suit (positions that differ only in which equivalent low cards have gone share an
  entry). The relative tables outlive the call (bounded, least recently used first, see
  :mod:`napdesk.engine.search`): the positions after each card of a hand, or after each card a hint
  weighs, meet their parents' positions again. An entry holds a lower and an upper bound on the value, so
  it serves every ``need`` and the repeated searches of :func:`max_tricks`. The last card of a trick
  looks all its choices up before searching any (one settled there decides), when both cards that win the
  trick and cards that lose it are among them;
- what each result rests on (partition search, in normal play; see :class:`napdesk.engine.search._Search`):
  the top cards of each suit, down to a card, whose owners decide it, given every hand's suit lengths. A result
  is kept for all the positions where those cards lie the same (:mod:`napdesk.engine.rests`), and after a card
  that fails its player, his other cards of its suit below all those cards are not tried. At a big table the
  defenders hold many low cards that never decide anything: which of them they keep or throw is searched once;
- cheap bounds on a new position: of a side's j highest trumps, all but the other side's trumps above the
  j-th win a trick (each higher trump falls on one trick only), for the best j; a bidder whose every
  card is below all the defenders' cards of its suit (and who holds no trumps) wins nothing unless he can
  lead a suit no defender holds. In normal play only: the tricks the bidder on lead can cash in a row (top trumps,
  drawing trumps and then every trump and top side card, or top side cards that the defenders holding
  trumps must follow), and likewise the tricks a defender on lead can cash; a bidder holding more trumps
  than all the defenders together wins every trump and top card but one per defender's trump, whoever
  leads (see :mod:`napdesk.engine.bounds` for why); a bidder who can draw the defenders' trumps (each trump
  lead takes one from every holder) wins all his trumps, or all but one when the last draw may lose: on lead
  with as many top trumps as any defender holds trumps (or one fewer), or with a defender on lead holding one
  top trump more (he keeps his trumps until he must play one and plays the top one then); a bidder holding
  trumps only wins at least what he wins in a small game of the trumps alone, where the defenders play after
  him and may ruff any side suit led, but must follow a trump lead (the hardest seven-card proofs were such
  endings, searched trick by trick for every low card the defenders kept). In misère only: with a
  defender on lead, a bidder without trumps whose i-th lowest card of every suit is below the defenders'
  i-th lowest one can always play under (or discard his highest card), so he wins nothing;
- a floor on a defender's trump lead (normal play, the bidder holding trumps): everyone holding trumps must
  follow with one, so the defenders are left with a trump fewer each (at worst their lowest) and the
  bidder with all but the one he picks; a lead whose floor reaches the need is not searched;
- merging of equivalent cards: two cards of a suit are interchangeable for their holder when no card
  still in play (in any hand or the current trick) lies between them, so only the head of each run is
  tried. The heads of every hand are computed once per trick with an occluded fill through the gone cards;
- move ordering: in normal play the leader leads from the top, the bidder first trying the lead that last
  made the need with as many cards in hand (which of his leads proves the need decides how big the proof
  is; remembering the defenders' leads or the bidder's follows as well did not pay); a follower whose side
  is losing the trick tries its cheapest winning card first, otherwise its lowest cards. In misère leads go
  from the bottom and followers try their highest card that stays under the winning one first. A defender
  on lead tries the suits the bidder holds first;
- trumps fixed by the first lead: each suit the leader holds is solved as a separate search with that
  suit as trumps and the first lead restricted to it (most promising suit first), and the leader's side
  takes the best. :func:`max_tricks` then only asks whether a later suit beats the best so far.

:func:`max_tricks` and :func:`min_tricks` step the null-window search from a bound (or from a guess, for
the cards of :func:`best_cards`), sharing the tables between steps. Showing that a side reaches a number
means searching every reply of the other side, refuting it one reply to each of its own plays; at a big
table the bidder faces many more replies than the defence, so :func:`max_tricks` comes down from the
upper bound (the refutations on the way are cheap, the one proof is at the value) and :func:`min_tricks`
goes up from the lower one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from napdesk.engine import compiled
from napdesk.engine.rankmajor import _BEATS, _NO_TRUMP, _SM, _card_from_rm, _card_to_rm, _from_rm, _reps, _to_rm
from napdesk.engine.relative_tables import clear_tables

if TYPE_CHECKING:
    from napdesk.engine.search import OutOfTime, _Search
else:  # the compiled copy of the search when there is one built from today's source (see compiled)
    OutOfTime = compiled.search.OutOfTime
    _Search = compiled.search._Search

__all__ = [
    "OutOfTime",
    "Position",
    "best_cards",
    "can_avoid",
    "can_make",
    "clear_tables",
    "legal_cards",
    "max_tricks",
    "min_tricks",
    "misere_cards",
]


@dataclass(frozen=True, slots=True)
class Position:
    """A position for the solver.

    ``hands`` holds one card mask per seat (0 for a seat with no cards); ``order`` the active seats in
    playing order (cyclic); ``trick`` the cards already played to the current trick, in order from
    ``leader``. ``trump`` is a suit 0..3 or None; with ``trump_from_lead`` the trump suit is not fixed yet
    and becomes the suit of the next card led (only before the first trick; once a card is in ``trick`` the
    suit of ``trick[0]`` is trumps).
    """

    hands: tuple[int, ...]
    order: tuple[int, ...]
    leader: int
    trick: tuple[int, ...] = ()
    bidder: int = 0
    trump: int | None = None
    trump_from_lead: bool = False


# --------------------------------------------------------------------------------------------------------
# Positions prepared for the search.


@dataclass(slots=True)
class _Prep:
    hands: list[int]      # rank-major, by playing-order position
    b: int                # bidder's position, -1 if not active
    ld: int               # leader's position
    trick: list[int]      # rank-major card indices played to the current trick
    trump: int            # 0..3, 4 = none; undecided while ``tfl``
    tfl: bool             # trumps fixed by the next lead (trick empty)
    bonus: int            # tricks the bidder already won in a full trick that was resolved here
    order: tuple[int, ...]
    p: int                # the cards in the hands (not those of the current trick)

    @property
    def mover(self) -> int:
        return (self.ld + len(self.trick)) % len(self.hands)

    @property
    def left(self) -> int:
        """Tricks still to be decided (the current partial trick included)."""
        return self.hands[self.mover].bit_count()


def _prepare(pos: Position) -> _Prep:
    order = tuple(pos.order)
    n = len(order)
    if n == 0:
        raise ValueError("no active seats")
    index = {seat: i for i, seat in enumerate(order)}
    if len(index) != n:
        raise ValueError(f"seat repeated in order {order}")
    if pos.leader not in index:
        raise ValueError(f"leader {pos.leader} is not an active seat")
    hands = [_to_rm(pos.hands[s]) if 0 <= s < len(pos.hands) else 0 for s in order]
    ld = index[pos.leader]
    b = index.get(pos.bidder, -1)
    trick = [_card_to_rm(c) for c in pos.trick]
    if len(trick) > n:
        raise ValueError("more cards in the trick than active seats")
    for k, c in enumerate(trick):  # a card already played is no longer in its player's hand
        hands[(ld + k) % n] &= ~(1 << c)
    tfl = pos.trump_from_lead
    trump = _NO_TRUMP if pos.trump is None else pos.trump
    if not 0 <= trump <= _NO_TRUMP:
        raise ValueError(f"bad trump suit {pos.trump}")
    if tfl and trick:
        trump = trick[0] & 3
        tfl = False
    bonus = 0
    if len(trick) == n:
        beats = _BEATS[trump]
        wc, wi = trick[0], ld
        for k in range(1, n):
            if beats[wc] >> trick[k] & 1:
                wc, wi = trick[k], (ld + k) % n
        bonus = 1 if wi == b else 0
        ld = wi
        trick = []
    mover = (ld + len(trick)) % n
    left = hands[mover].bit_count()
    for k in range(n):  # seats that already played to the trick hold one card fewer
        expect = left - 1 if (k - ld) % n < len(trick) else left
        if hands[k].bit_count() != expect:
            raise ValueError("active seats hold inconsistent numbers of cards")
    p = 0
    for x in hands:
        if p & x:
            raise ValueError("a card is in two hands")
        p |= x
    for c in pos.trick:
        if not 0 <= c < 52 or p >> _card_to_rm(c) & 1:
            raise ValueError(f"card {c} of the trick is also in a hand")
    return _Prep(hands, b, ld, trick, trump, tfl, bonus, order, p)


class _Game:
    """The searches for one prepared position and one mode (one per trump suit where trumps are open)."""

    __slots__ = ("deadline", "maxmode", "prep", "root_bounds", "searches")

    def __init__(self, prep: _Prep, maxmode: bool, deadline: float | None = None) -> None:
        self.prep = prep
        self.maxmode = maxmode
        self.deadline = deadline
        self.searches: dict[int, _Search] = {}
        self.root_bounds: dict[int, tuple[int, int]] = {}  # per trump suit, for an open-trump first lead

    def tfl_bounds(self, trump: int) -> tuple[int, int]:
        bounds = self.root_bounds.get(trump)
        if bounds is None:
            prep = self.prep
            bounds = self.root_bounds[trump] = self.search(trump).bounds(prep.ld, prep.left, trump, prep.p)
        return bounds

    def search(self, trump: int) -> _Search:
        s = self.searches.get(trump)
        if s is None:
            s = self.searches[trump] = _Search(list(self.prep.hands), self.prep.b, trump, self.maxmode,
                                                        self.deadline)
        return s

    def choices(self) -> list[int]:
        """With trumps open: the suits the leader can fix, most promising for the leader's side first."""
        prep = self.prep
        h = prep.hands[prep.ld]
        suits = [s for s in range(4) if h & _SM[s]]
        if len(suits) > 1:
            good = (prep.ld == prep.b) == self.maxmode
            scores = {}
            for s in suits:
                lo, hi = self.tfl_bounds(s)
                scores[s] = (lo, hi, (h & _SM[s]).bit_count())
            suits.sort(key=lambda s: scores[s], reverse=good)
        return suits

    def ge_trump(self, trump: int, need: int) -> bool:
        """value >= need with the given trumps (for an open-trump position: the first lead in that suit)."""
        prep = self.prep
        s = self.search(trump)
        if need <= 0:
            return True
        if need > prep.left:
            return False
        p = prep.p
        if prep.trick:
            trick = prep.trick
            n = len(prep.hands)
            beats = _BEATS[trump]
            wc, wi = trick[0], prep.ld
            t = 0
            for k, c in enumerate(trick):
                t |= 1 << c
                if k and beats[wc] >> c & 1:
                    wc, wi = c, (prep.ld + k) % n
            p |= t
            heads = [_reps(h, p) for h in s.hands]
            return s.follow(prep.mover, len(trick), wc, wi, _SM[trick[0] & 3], p, t, need, heads)
        if prep.tfl:
            lo, hi = self.tfl_bounds(trump)
            if need <= lo:
                return True
            if need > hi:
                return False
            return s.lead(prep.ld, need, prep.hands[prep.ld] & _SM[trump], p)
        return s.boundary(prep.ld, need, p)

    def ge(self, need: int) -> bool:
        """Is the value (the bidder's tricks of the rest, a resolved full trick included) >= need?"""
        need -= self.prep.bonus
        if not self.prep.tfl:
            return self.ge_trump(self.prep.trump, need)
        good = (self.prep.ld == self.prep.b) == self.maxmode
        for s in self.choices():
            if self.ge_trump(s, need) is good:
                return good
        return not good

    def value_trump(self, trump: int, lo: int, hi: int, guess: int = -1) -> int:
        """The value with these trumps, known to lie in [lo, hi]: null-window tests from ``guess`` (if in
        range) up or down, else down from ``hi`` in normal play and up from ``lo`` in misère."""
        if not lo < guess <= hi and self.maxmode:
            # Showing that the bidder takes k tricks searches every defence, showing that he cannot only one
            # refutation of each of his plays: at a big table the first costs far more. Coming down from the
            # top leaves one proof (the last probe) instead of one for every number on the way up.
            guess = hi
        if lo < guess <= hi:
            if self.ge_trump(trump, guess):
                lo = guess
            else:
                hi = guess - 1
                while lo < hi and not self.ge_trump(trump, hi):
                    hi -= 1
                return hi
        while lo < hi:
            if self.ge_trump(trump, lo + 1):
                lo += 1
            else:
                hi = lo
        return lo

    def value(self, guess: int = -1) -> int:
        """The value; ``guess`` (e.g. a sibling's value) only speeds the search up."""
        prep = self.prep
        left = prep.left
        if guess >= 0:
            guess -= prep.bonus
        if not prep.tfl:
            return prep.bonus + self.value_trump(prep.trump, 0, left, guess)
        good = (prep.ld == prep.b) == self.maxmode
        if good:  # the leader's side maximises the value over the trump suits
            best = -1
            for s in self.choices():
                if best < 0:
                    best = self.value_trump(s, 0, left, guess)
                elif best < left and self.ge_trump(s, best + 1):
                    best = self.value_trump(s, best + 1, left)
        else:
            best = left + 1
            for s in self.choices():
                if best > left:
                    best = self.value_trump(s, 0, left, guess)
                elif best > 0 and not self.ge_trump(s, best):
                    best = self.value_trump(s, 0, best - 1)
        return prep.bonus + best


# --------------------------------------------------------------------------------------------------------
# Public API.


def legal_cards(pos: Position) -> int:
    """The mask of the cards the seat to move may play: the suit led if it holds any, else any card."""
    n = len(pos.order)
    if not pos.order:
        return 0
    if len(pos.trick) >= n:  # a full trick: its winner leads the next one
        prep = _prepare(pos)
        return _from_rm(prep.hands[prep.ld])
    k = len(pos.trick)
    seat = pos.order[(pos.order.index(pos.leader) + k) % n]
    h = pos.hands[seat]
    if pos.trick and k:
        for c in pos.trick:
            h &= ~(1 << c)
        f = h & (0x1FFF << (13 * (pos.trick[0] // 13)))
        if f:
            return f
    return h


def can_make(pos: Position, need: int, deadline: float | None = None) -> bool:
    """Can the bidder take at least ``need`` of the remaining tricks (the current partial trick included)
    against any defence? ``need <= 0`` is always true. Every function here given a ``deadline`` raises
    :class:`OutOfTime` when it is still searching at that :func:`time.perf_counter` value."""
    if need <= 0:
        return True
    return _Game(_prepare(pos), True, deadline).ge(need)


def can_avoid(pos: Position, deadline: float | None = None) -> bool:
    """Misère: can the bidder take none of the remaining tricks against any defence?"""
    return not _Game(_prepare(pos), False, deadline).ge(1)


def max_tricks(pos: Position, deadline: float | None = None) -> int:
    """The bidder's tricks of the remaining ones with best play by both sides (bidder maximising)."""
    return _Game(_prepare(pos), True, deadline).value()


def min_tricks(pos: Position, deadline: float | None = None) -> int:
    """Misère analysis: the fewest of the remaining tricks the bidder can be held to when he tries to take
    as few as possible and the defenders try to give him as many as possible."""
    return _Game(_prepare(pos), False, deadline).value()


def _child(pos: Position, card: int) -> Position:
    trick = (*pos.trick, card)
    trump = pos.trump
    tfl = pos.trump_from_lead
    if tfl and not pos.trick:
        trump, tfl = card // 13, False
    return Position(pos.hands, pos.order, pos.leader, trick, pos.bidder, trump, tfl)


def _next_trick(pos: Position) -> tuple[Position, int]:
    """A position whose trick is full -> the same position from the next trick on, and 1 if the bidder
    won the full trick (else 0). Other positions are returned as they are."""
    if len(pos.trick) < len(pos.order):
        return pos, 0
    prep = _prepare(pos)
    gone = sum(1 << c for c in pos.trick)
    trump = None if prep.trump == _NO_TRUMP else prep.trump
    after = Position(tuple(h & ~gone for h in pos.hands), pos.order, prep.order[prep.ld], (), pos.bidder,
                     trump, False)
    return after, prep.bonus


def _card_values(pos: Position, value: Callable[[_Game, int], int], maxmode: bool, deadline: float | None
                 ) -> dict[int, int]:
    """Each legal card -> ``value`` of the position after it; equivalent cards are solved once."""
    legal = legal_cards(pos)
    out: dict[int, int] = {}
    if not legal:
        return out
    prep = _prepare(pos)
    h = prep.hands[prep.mover]
    p = 0
    for x in prep.hands:
        p |= x
    for c in prep.trick:
        p |= 1 << c
    legal_rm = _to_rm(legal)
    games: dict[int, _Game] = {}
    last = -1  # the previous card's value: a good first guess for the next
    m = legal_rm
    while m:  # from the top, so each run's head comes first
        c = m.bit_length() - 1
        m ^= 1 << c
        card = _card_from_rm(c)
        head = c
        x = p & _SM[c & 3] & -(2 << c)
        while x:  # climb the run while the next card in play is ours
            nxt = x & -x
            if not nxt & h:
                break
            head = nxt.bit_length() - 1
            x ^= nxt
        head_card = _card_from_rm(head)
        if head_card in out:
            out[card] = out[head_card]
            continue
        child = _child(pos, card)
        cprep = _prepare(child)
        key = cprep.trump
        g = games.get(key)
        if g is None:
            g = games[key] = _Game(cprep, maxmode, deadline)
        else:  # share the transposition tables of the earlier children with the same trumps
            g.prep = cprep
            g.root_bounds.clear()
            for s in g.searches.values():
                s.hands[:] = cprep.hands
        out[card] = last = value(g, last)
    return out


def best_cards(pos: Position, need: int | None, deadline: float | None = None) -> dict[int, int]:
    """For the seat to move: each legal card (engine index) -> its value for the bidder's side.

    With ``need`` None the value is :func:`max_tricks` of the position after the card (tricks of the
    remaining ones, the current trick included, so the values of all cards compare directly); with
    ``need`` given it is 1 if the bidder still makes ``need`` after the card, else 0. The bidder picks a
    card of highest value, a defender one of lowest. Normal play only; for misère see
    :func:`misere_cards`.
    """
    pos, bonus = _next_trick(pos)
    if need is None:
        values = _card_values(pos, lambda g, guess: g.value(guess), True, deadline)
        return {c: v + bonus for c, v in values.items()}
    target = need - bonus
    return _card_values(pos, lambda g, guess: 1 if g.ge(target) else 0, True, deadline)


def misere_cards(pos: Position, deadline: float | None = None) -> dict[int, int]:
    """Misère counterpart of :func:`best_cards`: each legal card -> :func:`min_tricks` after it (the
    bidder picks a card of value 0 when he has one; a defender one of highest value)."""
    pos, bonus = _next_trick(pos)
    return {c: v + bonus for c, v in _card_values(pos, lambda g, guess: g.value(guess), False, deadline).items()}
