"""What the table may show, as one immutable value: the snapshot of a hand for the seat at the screen.

The controller publishes a :class:`TableSnapshot` with every event (:class:`Publisher`); the table renders each
queued step from its own event's snapshot and never reads the live hand. The cards come from ``view(seat)`` of
the seat at the screen like every computer's do; the other seats' cards are counts (face-down backs), except
when everyone's cards are public (the hand is over, or nobody at the table is a person: watch mode).

Who is "the seat at the screen" is decided here and nowhere else (:func:`seat_at_screen`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal

from napdesk.engine import facts
from napdesk.engine.actions import PASS, PLAYS, Action, Bid, Claim, Play
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.facts import Phase
from napdesk.engine.settling import stakes
from napdesk.engine.view import Outcome, Trick
from napdesk.ui.i18n import action_refused, shown_name

if TYPE_CHECKING:
    from napdesk.engine.hand import HandState
    from napdesk.engine.rules import Rules
    from napdesk.engine.session import Session
    from napdesk.ui.controller import GameController


@dataclass(frozen=True)
class SeatInfo:
    """A table seat of the hand: who sits there and what everyone can see of him."""

    name: str
    human: bool
    level: str
    chips: int
    session_seat: int
    cards: int  # how many cards he holds
    won: int  # tricks taken
    bought: int | None  # Purchase: cards exchanged (None: not yet)
    sitting_out: bool


@dataclass(frozen=True)
class Standing:
    rank: int
    name: str
    net: int


@dataclass(frozen=True)
class Result:
    """The settlement of a finished hand, as paid, and the session's end if it came."""

    paid: tuple[int, ...]  # by table seat
    session_over: bool
    winners: tuple[str, ...]
    standings: tuple[Standing, ...]
    tiebreak_next: tuple[str, ...] = ()  # the leaders level at the session's end, who play a tie-break hand next


@dataclass(frozen=True)
class TableSnapshot:
    event: str  # "session", "hand", "action", "undone", "thinking", "stopped"
    rules: Rules
    seat: int  # the seat at the screen
    public: bool  # every hand may be shown (the hand is over, or watch mode)
    seats: tuple[SeatInfo, ...]
    order: tuple[int, ...]
    dealer: int
    phase: str
    to_move: int
    over: bool
    hand: tuple[Card, ...]  # the cards of the seat at the screen
    shown: tuple[tuple[Card, ...], ...]  # every seat's cards when public, else () for the others
    discarded: tuple[Card, ...]  # the seat's own discards (face down, but his)
    discard_counts: tuple[int, ...]
    widow: tuple[Card | None, ...]  # the widow or peep card: a card where the seat may see it, else None
    stock_count: int
    bids: tuple[tuple[int, Bid], ...]
    bidder: int | None
    contract: Bid | None
    high: Bid | None
    widow_taker: int | None
    widow_bid: Bid | None
    peep_card: Card | None
    trump: int | None
    tricks: tuple[Trick, ...]
    trick_leader: int | None
    trick_cards: tuple[Card, ...]
    bidder_tricks: int
    pool: int
    legal: tuple[Action, ...]  # the seat's, when it is to move
    refusals: tuple[tuple[Action, str], ...]  # why each action offered but not legal is refused
    outcome: Outcome | None
    pays: tuple[int, int] | None  # the contract's stakes (win, loss) per opponent
    hand_no: int
    hands_total: int | None  # a session of a fixed number of hands
    tiebreak: bool
    packets: tuple[tuple[int, int], ...] = ()  # the deal: (seat or -1 for the widow, cards)
    thinking: int = -1
    stopped: bool = False
    result: Result | None = None
    analysis: object = field(default=None, compare=False)
    practice: bool = False  # a practice hand: it counts for nothing (napdesk.ui.practice)

    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    @property
    def my_turn(self) -> bool:
        return not self.over and self.to_move == self.seat and self.seats[self.seat].human

    def refusal(self, action: Action) -> str:
        return next((why for a, why in self.refusals if a == action), "")

    def player_of(self, trick_leader: int, k: int) -> int:
        """The seat that played the ``k``-th card of a trick led by ``trick_leader``."""
        return self.order[(self.order.index(trick_leader) + k) % len(self.order)]

    def legal_plays(self) -> tuple[Card, ...]:
        return tuple(a.card for a in self.legal if isinstance(a, Play))

    @property
    def forced(self) -> Card | None:
        """The one card the seat to move may play, when that is all it may do."""
        if not self.my_turn or self.phase != Phase.PLAY or any(isinstance(a, Claim) for a in self.legal):
            return None
        plays = self.legal_plays()
        return plays[0] if len(plays) == 1 else None


class SessionSource(Protocol):
    """What the publisher reads of the controller (kept narrow: it is the one reader of the live hand)."""

    session: Session | None
    stopped: bool

    @property
    def state(self) -> HandState | None: ...

    @property
    def table_size(self) -> int: ...

    @property
    def practice(self) -> HandState | None: ...  # a practice hand played instead of the session's

    @property
    def practice_of(self) -> int: ...  # the session's hand whose deal it plays again

    def session_seat(self, seat: int) -> int: ...


def seat_at_screen(humans: Sequence[int], to_move: int, over: bool, before: int) -> int:
    """The seat whose cards the screen shows: the one person; at a hot-seat table the person to move (else the
    one who moved last); with nobody, seat 0."""
    if not humans:
        return 0
    if len(humans) == 1:
        return humans[0]
    if not over and to_move in humans:
        return to_move
    return before if before in humans else humans[0]


def _refusals(state: HandState, seat: int, legal: tuple[Action, ...]) -> tuple[tuple[Action, str], ...]:
    if state.to_move != seat or state.is_over:
        return ()
    offered: list[Action] = []
    if state.phase == Phase.PLAY:
        offered = [PLAYS[c.index] for c in CardSet(state.hands[seat])]
    elif state.phase == Phase.BIDDING:
        offered = [PASS, *facts.bid_ladder(state.rules)]
    out = []
    for action in offered:
        if action in legal:
            continue
        refused = state.check(action)
        if refused is not None:
            out.append((action, action_refused(refused)))
    return tuple(out)


def _is_tiebreak(source: SessionSource, practice: bool) -> bool:
    """Whether the hand shown is a tie-break hand: the one in progress between the tied leaders, or the one just
    finished (the session's ``tied`` is cleared as it is settled, but its record keeps that it was one)."""
    session, state = source.session, source.state
    if practice or session is None or state is None:
        return False
    if state.is_over:
        return bool(session.history) and session.history[-1].tiebreak
    return session.tied is not None


def build(source: SessionSource, event: str, seat: int, names: Sequence[str], humans: Sequence[bool],
          levels: Sequence[str], watch: bool = False, thinking: int = -1) -> TableSnapshot | None:
    """The snapshot of the hand in progress for ``seat`` (table seats), or None before any hand."""
    session, state = source.session, source.state
    if session is None or state is None:
        return None
    view = state.view(seat)
    public = state.is_over or watch
    n = state.n
    won = [0] * n
    for t in state.tricks:
        if t.winner is not None:
            won[t.winner] += 1
    # A fee paid to the pool in this hand (a peep, a purchase) is the engine's fact at once (view.fees); the session
    # pays it with the hand's settlement. Until then it comes off the payer's chips here, as the pool shows it paid.
    practice = source.practice is not None
    fees = view.fees if not state.is_over and not practice else (0,) * n
    seats = tuple(SeatInfo(
        name=shown_name(names[s]), human=humans[s], level=levels[s],
        chips=session.chips[source.session_seat(s)] + fees[s],
        session_seat=source.session_seat(s), cards=view.hand_counts[s], won=won[s],
        bought=state.exchanged.get(s), sitting_out=s not in state.order) for s in range(n))
    widow: tuple[Card | None, ...] = tuple(
        c if public or (view.peep_card is not None and c == view.peep_card) else None for c in CardSet(state.widow))
    legal = view.legal if seat == state.to_move else ()
    result = None
    if state.is_over and session.history and not practice:  # a practice hand settles nothing
        last = session.history[-1]
        paid = tuple(last.settlement[source.session_seat(s)] for s in range(n))
        tied = () if session.is_over or session.tied is None else tuple(
            shown_name(session.players[s]) for s in session.tied)
        result = Result(paid, session.is_over, tuple(shown_name(session.players[w]) for w in session.winners),
                        tuple(Standing(st.rank, shown_name(st.name), st.net) for st in session.standings()), tied)
    rules = state.rules
    number = session.hands_played if state.is_over else session.number
    if practice:  # the hand whose deal it plays again
        number = source.practice_of
    total = session.rules.session_length if session.rules.session_end == "hands" else None
    packets = tuple((s, len(cards)) for s, cards in state.deal.packets) if event == "hand" else ()
    return TableSnapshot(
        event=event, rules=rules, seat=seat, public=public, seats=seats, order=state.order, dealer=state.dealer,
        phase=state.phase, to_move=state.to_move, over=state.is_over, hand=tuple(view.hand),
        shown=tuple(tuple(CardSet(h)) for h in state.hands) if public else (),
        discarded=tuple(view.discarded), discard_counts=tuple(m.bit_count() for m in state.discarded),
        widow=widow, stock_count=view.stock_count, bids=view.bids, bidder=view.bidder, contract=view.contract,
        high=state.high, widow_taker=view.widow_taker, widow_bid=state.widow_bid(), peep_card=view.peep_card,
        trump=view.trump, tricks=view.tricks, trick_leader=view.trick_leader, trick_cards=view.trick_cards,
        bidder_tricks=view.bidder_tricks, pool=view.pool, legal=legal, refusals=_refusals(state, seat, legal),
        outcome=view.outcome, pays=stakes(rules, view.contract) if view.contract is not None else None,
        hand_no=max(1, number), hands_total=total,
        tiebreak=_is_tiebreak(source, practice),
        packets=packets, thinking=thinking, stopped=source.stopped, result=result, practice=practice)


class Publisher(QObject):
    """Turns the controller's signals into snapshots: ``published(snapshot)`` after each event, built at once
    (the signals are direct), so a step the table queues shows the hand as that event left it."""

    published = Signal(object)  # TableSnapshot
    analysed = Signal(object, object)  # the Analysis, the snapshot of the finished hand it is about

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.watch = False
        self.seat = 0
        self.thinking_seat = -1  # as the last snapshot published says
        self.last: TableSnapshot | None = None
        controller.session_started.connect(lambda: self.publish("session"))
        controller.hand_started.connect(lambda: self.publish("hand"))
        controller.undone.connect(lambda: self.publish("undone"))
        controller.action_done.connect(self._on_action)
        controller.thinking.connect(self._on_thinking)
        controller.analysed.connect(self._on_analysed)

    def _on_action(self, _seat: int, _action: object) -> None:
        self.publish("action")

    def _on_thinking(self, seat: int) -> None:
        if seat != self.thinking_seat:  # else the last snapshot said so already (each names who thinks)
            self.publish("thinking", seat)

    def _on_analysed(self, analysis: object) -> None:
        if self.last is not None:
            self.analysed.emit(analysis, self.last)

    def snapshot(self, event: str = "now", thinking: int | None = None) -> TableSnapshot | None:
        """The hand as it stands for the seat at the screen; ``thinking``: the seat thinking, if not the
        controller's ``thinker``."""
        c = self.controller
        state = c.state
        if state is None:
            return None
        size = c.table_size
        configs = [c.config(t) for t in range(size)]
        humans = [t for t in range(size) if configs[t].human]
        if event in ("session", "hand"):
            self.seat = -1
        self.seat = seat_at_screen(humans, state.to_move, state.is_over, self.seat)
        return build(c, event, self.seat, [k.name for k in configs], [k.human for k in configs],
                     [k.level for k in configs], self.watch or not humans, c.thinker if thinking is None else thinking)

    def publish(self, event: str, thinking: int | None = None) -> None:
        snap = self.snapshot(event, thinking)
        if snap is None:
            if event == "session":
                self.published.emit(None)
            return
        self.last = snap
        self.thinking_seat = snap.thinking
        self.published.emit(snap)
