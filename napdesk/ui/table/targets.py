"""Where every card goes, and face up or down, for one snapshot: plain values, no Qt.

A card the seat at the screen may see is known by its :class:`Card`; any other is a back known by where it lies,
``("hand", seat, i)``, ``("widow", 0, i)``, ``("stock", 0, i)`` or ``("discard", seat, i)``. When a back becomes
a card (a computer plays it), :func:`origin` says which backs it may have been, so the same item flies on.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from napdesk.engine.cards import Card
from napdesk.engine.facts import Phase
from napdesk.ui.snapshot import TableSnapshot
from napdesk.ui.table.geometry import FAN_SCALE, Layout, relative

DISPLAY_SUITS = (3, 2, 0, 1)  # spades, hearts, clubs, diamonds: the colours alternate in the hand
Key = Card | tuple[str, int, int]


@dataclass(frozen=True)
class Target:
    x: float
    y: float
    scale: float
    face_up: bool
    z: float
    opacity: float = 1.0


def display_order(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (DISPLAY_SUITS.index(c.suit), -c.rank))


def hand_cards(snap: TableSnapshot | None) -> list[Card]:
    """The cards of the seat at the screen, left to right as the hand shows them."""
    return [] if snap is None else display_order(snap.hand)


def row_count(snap: TableSnapshot | None, hand_size: int) -> int:
    return max(1, len(snap.hand)) if snap is not None else hand_size


def targets(snap: TableSnapshot, lay: Layout, *, face_ok: bool, selected: frozenset[Card] = frozenset(),
            shown: int | None = None) -> dict[Key, Target]:
    """``face_ok``: the seat's own cards may be face up (a person's, with no privacy screen up);
    ``shown``: the index of a finished trick to show in the middle (its pause, or the last-trick review)."""
    out: dict[Key, Target] = {}
    n, me = snap.n, snap.seat
    cw, ch = lay.cw, lay.ch
    st = lay.trick_scale

    def rel(seat: int) -> int:
        return relative(seat, me, n)

    # the hands
    for seat in snap.order:
        k = rel(seat)
        if seat == me:
            cards: list[Key] = list(hand_cards(snap))
            face = face_ok or snap.public
        elif snap.public:
            cards = list(display_order(snap.shown[seat]))
            face = True
        else:
            cards = [("hand", seat, i) for i in range(snap.seats[seat].cards)]
            face = False
        if k == 0:
            for i, c in enumerate(cards):
                lift = lay.lift if c in selected else 0.0
                out[c] = Target(lay.hand.x + i * lay.hand_step, lay.hand.y - lift, 1.0, face, 100 + i)
        else:
            fan = lay.fans[k]
            step = lay.fan_step(k, len(cards))
            width = cw * FAN_SCALE + step * max(0, len(cards) - 1)
            x0 = fan.cx - width / 2
            for i, c in enumerate(cards):
                out[c] = Target(x0 + i * step, fan.y, FAN_SCALE, face, 20 + i)
    # the widow or peep card, the stock
    if snap.phase != Phase.WIDOW:
        pile = lay.piles[0]
        for i, maybe in enumerate(snap.widow):
            key: Key = maybe if maybe is not None else ("widow", 0, i)
            out[key] = Target(pile.x + i * 3, pile.y - i * 2, st, maybe is not None, 10 + i)
    pile = lay.piles[1]
    for i in range(snap.stock_count if snap.rules.purchase != "off" else 0):
        out[("stock", 0, i)] = Target(pile.x + i * 0.8, pile.y - i * 0.8, st, False, 10 + i)
    # the tricks: the one in play and a finished one being shown in the middle; the others gathered
    for index, trick in enumerate(snap.tricks):
        assert trick.winner is not None
        for j, c in enumerate(trick.cards):
            if index == shown:
                box = lay.trick[rel(snap.player_of(trick.leader, j))]
                out[c] = Target(box.x, box.y, st, True, 200 + j)
            else:
                home = _home(lay, rel(trick.winner))
                out[c] = Target(home[0] - cw * st / 2, home[1] - ch * st / 2, st * 0.6, False, 5, 0.0)
    if snap.trick_leader is not None:
        # While a finished trick is shown (L mid-trick), the trick in play steps aside: its cards lie in the same
        # places, and one would hide the other (East's card in play shown where the last trick's was named).
        reviewing = shown is not None and shown < len(snap.tricks)
        for j, c in enumerate(snap.trick_cards):
            box = lay.trick[rel(snap.player_of(snap.trick_leader, j))]
            out[c] = Target(box.x, box.y, st, True, 200 + j, 0.0 if reviewing else 1.0)
    # cards put out of play face down (the widow's, a purchase's and the peep card's discards)
    for seat in range(n):
        home = _home(lay, rel(seat))
        keys: list[Key] = (list(snap.discarded) if seat == me
                           else [("discard", seat, i) for i in range(snap.discard_counts[seat])])
        for c in keys:
            out[c] = Target(home[0] - cw * 0.3, home[1] - ch * 0.3, 0.6, False, 4, 0.0)
    return out


def _home(lay: Layout, k: int) -> tuple[float, float]:
    """Where relative seat ``k``'s cards come from and go to: the middle of its fan (the top of the viewer's
    plate for the viewer)."""
    if k == 0:
        p = lay.plates[0]
        return p.cx, p.y
    f = lay.fans[k]
    return f.cx, f.cy


def home(lay: Layout, snap: TableSnapshot, seat: int) -> tuple[float, float]:
    return _home(lay, relative(seat, snap.seat, snap.n))


def origin(snap: TableSnapshot, card: Card) -> int | None:
    """The seat a card now in view came from (its player, or the hand it is shown in); None: the widow/stock."""
    if snap.trick_leader is not None and card in snap.trick_cards:
        return snap.player_of(snap.trick_leader, snap.trick_cards.index(card))
    for trick in snap.tricks:
        if card in trick.cards:
            return snap.player_of(trick.leader, trick.cards.index(card))
    if card in snap.hand:
        return snap.seat
    for seat, cards in enumerate(snap.shown):
        if card in cards:
            return seat
    return None
