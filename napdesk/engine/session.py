"""A session: hands in sequence, the deal passing to the left, each player's chips, the bank and the pool.

docs/rules.md, "Session" and "Pools and variants". The session owns the chips; a hand (:class:`HandState`)
only says who owes whom (``Outcome.transfers``), and the session pays those debts under ``when_broke``:

- ``buy``: every debt is paid in full; a player whose chips go below zero (after the antes, or after a hand)
  buys stacks of ``starting_chips`` from the bank until he is not below zero. Standings rank by chips less the
  chips bought.
- ``out``: debts are paid in the order the hand lists them; a payer who cannot pay the debts a run of his
  payments holds (a lost bid: every opponent, then the pool) pays all he has, shared among them as evenly as
  possible, any odd chips going one each in seat order from his left (the pool last); an ante or a fee is
  capped at what he has. A player with no chips left after a hand is out: he is no longer dealt in and is
  skipped as dealer. The session ends when one player is left.

Seats. Session seats are ``0..n-1`` as given. A hand is always played under rules whose ``players`` is
the number of players in that hand: when only ``k < n`` players are dealt in (players out, or a tiebreak
between leaders), the hand uses ``rules.replace(players=k)`` and its table seats ``0..k-1`` are the session
seats of the players in it, in increasing order (``Session.seats``); the deal still goes to the left. Hand
records, views and ``HandState`` use table seats; everything on the session (chips, dealer, standings,
``HandResult``) uses session seats.

Decisions where docs/rules.md is silent:

- A hand thrown in (``all_pass = redeal``) counts as a hand and as a deal, for ``session_end`` too.
- ``rounds``: only the deals of players still in count; a dealer who sits out his deal has still dealt.
- The pool's antes are part of the hand they open: with ``out`` a player who pays his last chip as an ante
  plays that hand and is out after it unless he wins something.
- Each player of the hand antes ``pool_ante`` when a pool is formed (at the first hand, and at the hand after
  the pool was taken); otherwise the dealer adds ``pool_dealer_ante``, even when he sits out.
- The end: when ``session_end`` is reached (or :meth:`Session.finish` is called in an open session), the
  leaders (highest chips less chips bought, among players still in) are found; with ``extra_hand`` and more
  than one, only they play one more hand (the next of them to the left of the last dealer deals), the same
  rules otherwise (the pool goes on), and the leaders are found again among everybody still in, until there
  is one. Then the pool left over is shared equally among the players still in, the remainder staying in the
  pool, and the session is over.
- Ranking: chips less chips bought, highest first; players out rank below those still in, a player who went
  out later above one who went out earlier; equal players share a rank.
- If one hand puts out every player left (the pool can hold all the chips), those it put out are the last
  left: they share the pool left over and the win.

Persistence: :meth:`Session.snapshot` is a JSON-able dict of everything but the history;
:meth:`Session.from_snapshot` reads it back (both in :mod:`napdesk.engine.session_snapshot`);
:meth:`Session.resume_hand` rebuilds a hand in progress from its hand record. The values a session keeps and
gives out (:class:`HandResult`, :class:`Standing`, ...) are in :mod:`napdesk.engine.session_values`. Deals
are reproducible: hand number ``k`` (from 1, tiebreak hands included) is dealt from
``random.Random(f"napdesk:{seed}:{k}")``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from napdesk.engine.actions import Action
from napdesk.engine.deal import FirstDealer, choose_first_dealer, deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.payments import pay_transfers, share_evenly
from napdesk.engine.printing import session_repr, session_text
from napdesk.engine.record import parse_record, record_of
from napdesk.engine.rules import Rules
from napdesk.engine.session_snapshot import SNAPSHOT_FORMAT, SessionSnapshots
from napdesk.engine.session_values import BegunHand, HandResult, PoolShare, SessionError, Standing
from napdesk.engine.settling import POOL

# The rules a running session may change from its next hand: what a hand pays and how fast it is played. Each
# acts inside one hand only (nothing carried from hand to hand depends on it), so the hands before keep their
# meaning. The pack, the players, the chips, the pool and how a session ends (but its length) may not change.
NEXT_HAND_RULES: Final = frozenset({
    "misere_stakes", "nap_stakes", "big_bid_stakes", "seven_top_win", "seven_top_loss", "stake_unit",
    "claims", "hand_end", "last_trick_review", "session_length",
})

__all__ = [
    "NEXT_HAND_RULES", "POOL", "SNAPSHOT_FORMAT", "HandResult", "PoolShare", "Session", "SessionError", "Standing",
    "deal_again", "pay_transfers", "share_evenly",
]


class Session(SessionSnapshots):
    """Hands in sequence under one rule set. Deals are reproducible from ``seed`` and the hand's number."""

    def __init__(
        self, rules: Rules, players: Sequence[str], seed: int, first_dealer: int | None = None
    ) -> None:
        if len(players) != rules.players:
            raise ValueError(f"{len(players)} names for a {rules.players}-player game")
        n = rules.players
        self.rules = rules
        self.players = tuple(players)
        self.seed = seed
        self.first: FirstDealer | None = None
        if first_dealer is None:
            self.first = choose_first_dealer(rules, random.Random(f"napdesk:{seed}:first"))
            first_dealer = self.first.dealer
        if not 0 <= first_dealer < n:
            raise ValueError(f"first dealer {first_dealer} is not a seat of {n} players")
        self.first_dealer = first_dealer
        self.dealer = first_dealer  # the dealer of the hand in progress, or of the next hand
        self.chips = [rules.starting_chips] * n
        self.bought = [0] * n  # stacks bought from the bank
        self.out_after: list[int | None] = [None] * n  # the hand after which a seat went out
        self.pool = 0
        self.pool_formed = False
        self.hands_played = 0
        self.deals = [0] * n  # deals by each seat
        self.ending = False  # session_end reached (or finish() asked): only tiebreak hands remain
        self.tied: tuple[int, ...] | None = None  # the leaders who play the next (tiebreak) hand
        self.over = False
        self.pool_share: PoolShare | None = None
        self.history: list[HandResult] = []
        self.hand: HandState | None = None
        self._begun: BegunHand | None = None
        self.next_rules: Rules | None = None  # rules changed from the next hand on (change_rules)

    # -- reading ----------------------------------------------------------------------------------------

    def __str__(self) -> str:
        """Each player's chips, the pool, and the hand in progress."""
        return session_text(self)

    def __repr__(self) -> str:
        return session_repr(self)

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def number(self) -> int:
        """The number of the hand in progress or next to be dealt, from 1."""
        return self.hands_played + 1

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def still_in(self) -> tuple[int, ...]:
        """Session seats still playing (all of them with ``when_broke = buy``)."""
        return tuple(s for s in range(self.n) if self.out_after[s] is None)

    @property
    def out(self) -> tuple[bool, ...]:
        return tuple(o is not None for o in self.out_after)

    @property
    def seats(self) -> tuple[int, ...]:
        """Table seat -> session seat for the hand in progress, else for the next hand."""
        if self._begun is not None:
            return self._begun.seats
        return self.tied if self.tied is not None else self.still_in

    @property
    def hand_rules(self) -> Rules:
        """The rules the hand in progress (or the next) is played under: ``players`` = the players in it."""
        k = len(self.seats)
        return self.rules if k == self.n else self.rules.replace(players=k)

    def session_seat(self, table_seat: int) -> int:
        """The session seat of a table seat of the hand in progress (or the next): ``seats[table_seat]``."""
        return self.seats[table_seat]

    def table_seat(self, seat: int) -> int | None:
        """The table seat of a session seat in the current (or next) hand, or None if he is not in it."""
        seats = self.seats
        return seats.index(seat) if seat in seats else None

    def net(self, seat: int) -> int:
        return self.chips[seat] - self.bought[seat] * self.rules.starting_chips

    def total(self) -> int:
        """Chips at the table plus the pool less the chips bought from the bank: constant over a session
        (``players x starting_chips``)."""
        return sum(self.chips) + self.pool - sum(self.bought) * self.rules.starting_chips

    def standings(self) -> list[Standing]:
        """The scoreboard, best first."""
        def key(s: int) -> tuple[int, int, int]:
            out = self.out_after[s]
            return (out is None, out if out is not None else 0, self.net(s))

        order = sorted(range(self.n), key=lambda s: (key(s), -s), reverse=True)
        table: list[Standing] = []
        rank = 0
        previous: tuple[int, int, int] | None = None
        for i, s in enumerate(order, start=1):
            if key(s) != previous:
                rank, previous = i, key(s)
            table.append(Standing(s, self.players[s], self.chips[s], self.bought[s], self.net(s), rank,
                                  self.out_after[s] is not None))
        return table

    @property
    def contenders(self) -> tuple[int, ...]:
        """Who can still win: the players still in; if the last hand put everyone out at once, those it
        put out."""
        alive = self.still_in
        if alive:
            return alive
        last = max(o for o in self.out_after if o is not None)
        return tuple(s for s in range(self.n) if self.out_after[s] == last)

    def leaders(self) -> tuple[int, ...]:
        """The contenders with the best net (chips less chips bought), in seat order."""
        alive = self.contenders
        best = max(self.net(s) for s in alive)
        return tuple(s for s in alive if self.net(s) == best)

    @property
    def winners(self) -> tuple[int, ...]:
        """Session seats of the winners once the session is over (several when they share), else ()."""
        if not self.over:
            return ()
        return self.leaders()

    # -- playing ----------------------------------------------------------------------------------------

    def _plan(self) -> BegunHand:
        """The next hand: who is in it, who deals, the antes (not yet paid)."""
        if self.over:
            raise RuntimeError("the session is over")
        seats = self.seats
        rules = self.hand_rules
        antes = [0] * self.n
        if self.rules.pool:
            if not self.pool_formed:
                for s in seats:
                    antes[s] = self.rules.pool_ante
            else:
                antes[self.dealer] = self.rules.pool_dealer_ante
        if self.rules.when_broke == "out":
            antes = [min(a, self.chips[s]) for s, a in enumerate(antes)]
        return BegunHand(self.number, seats, self.dealer, tuple(antes), (0,) * self.n, self.tied is not None,
                      rules, self.pool + sum(antes))

    def _begin(self, plan: BegunHand) -> None:
        for seat, a in enumerate(plan.antes):
            self.chips[seat] -= a
            self.pool += a
        if self.rules.pool:
            self.pool_formed = True
        plan.bought = tuple(self._buy())
        self.deals[plan.dealer] += 1
        self._begun = plan

    def _deal(self, plan: BegunHand) -> HandState:
        rng = random.Random(f"napdesk:{self.seed}:{plan.number}")
        table_dealer = plan.seats.index(plan.dealer)
        return HandState(plan.rules, table_dealer, deal_hand(plan.rules, table_dealer, rng), plan.pool)

    def rules_refused(self, rules: Rules) -> str | None:
        """Why ``rules`` cannot take over from the next hand (None: they can): only :data:`NEXT_HAND_RULES` may
        differ, and a new length must leave the session something to play."""
        if self.over:
            return "the session is over"
        changed = sorted(k for k, v in rules.to_dict().items() if self.rules.to_dict().get(k) != v)
        fixed = [k for k in changed if k not in NEXT_HAND_RULES]
        if fixed:
            return "these rules cannot change during a session: " + ", ".join(fixed)
        if "session_length" in changed:
            if self.ending:
                return "the session is already ending"
            played = (self.hands_played if rules.session_end == "hands"
                      else max((self.deals[s] for s in self.still_in), default=0))
            if rules.session_end != "open" and rules.session_length <= played:
                return f"{played} are played already: the session would be over"
        return None

    def change_rules(self, rules: Rules) -> None:
        """Play under ``rules`` from the next hand on (the hand in progress keeps its own). Raises
        :class:`SessionError` with :meth:`rules_refused`'s reason."""
        reason = self.rules_refused(rules)
        if reason is not None:
            raise SessionError(reason)
        self.next_rules = None if rules == self.rules else rules
        if self._begun is None:
            self._take_next_rules()

    def _take_next_rules(self) -> None:
        if self.next_rules is not None:
            self.rules, self.next_rules = self.next_rules, None

    def start_hand(self) -> HandState:
        """Ante (pool games) and deal the next hand."""
        if self.hand is not None and not self.hand.is_over:
            raise RuntimeError("the hand in progress is not over")
        if self._begun is not None:
            raise RuntimeError(f"hand {self._begun.number} is in progress: resume it from its record")
        self._take_next_rules()
        plan = self._plan()
        self._begin(plan)
        self.hand = self._deal(plan)
        return self.hand

    def apply(self, action: Action) -> None:
        """Apply to the hand in progress; a hand that ends is settled and the deal passes to the left."""
        hand = self.hand
        if hand is None or hand.is_over:
            raise RuntimeError("no hand in progress")
        hand.apply(action)
        if hand.outcome is not None:
            self._settle(hand)

    def undo(self, n: int = 1) -> list[tuple[int, Action]]:
        """Take back the last ``n`` actions of the hand in progress: ``hand`` becomes its deal replayed without them
        (a new state). Returns the actions taken back, oldest first. A finished hand is settled and stays so."""
        hand = self.hand
        if hand is None or hand.is_over:
            raise RuntimeError("no hand in progress")
        history = hand.history
        if not 0 <= n <= len(history):
            raise ValueError(f"cannot take back {n} of the hand's {len(history)} actions")
        kept = len(history) - n
        self.hand = hand.replay(history[:kept])
        return history[kept:]

    def copy(self) -> Session:
        """An independent copy (its own hand, chips, history...), to try an action on before it is kept."""
        other = object.__new__(Session)
        other.__dict__.update(self.__dict__)
        for name, value in vars(self).items():
            if isinstance(value, list):
                setattr(other, name, list(value))
        other.hand = None if self.hand is None else self.hand.copy()
        other._begun = None if self._begun is None else replace(self._begun)
        return other

    def adopt(self, trial: Session) -> None:
        """Take the state of ``trial``, a :meth:`copy` of this session an action was tried on (and kept): the
        action is not applied a second time. ``trial`` is this session's from now on: leave it alone."""
        if (trial.seed, trial.players, trial.first_dealer) != (self.seed, self.players, self.first_dealer):
            raise ValueError("a session adopts only a copy of itself")
        hand = self.hand
        vars(self).update(vars(trial))
        if hand is not None and trial.hand is not None and trial.hand.deal is hand.deal:
            hand.adopt(trial.hand)  # the same hand object, moved on: whoever holds it sees the action
            self.hand = hand

    def finish(self) -> None:
        """End the session after the hand in progress (for ``session_end = open``; any session may stop).

        With ``tiebreak = extra_hand`` and tied leaders the session is not over yet: they play first.
        """
        if self.over:
            return
        self.ending = True
        if self._begun is None:
            self._check_end()

    # -- paying -----------------------------------------------------------------------------------------

    def _buy(self) -> list[int]:
        bought = [0] * self.n
        if self.rules.when_broke != "buy":
            return bought
        stack = self.rules.starting_chips
        for s in range(self.n):
            if self.chips[s] < 0:
                k = (stack - 1 - self.chips[s]) // stack  # the fewest stacks that bring him to zero or more
                self.chips[s] += k * stack
                self.bought[s] += k
                bought[s] = k
        return bought

    def _settle(self, hand: HandState) -> None:
        outcome = hand.outcome
        begun = self._begun
        assert outcome is not None and begun is not None
        seats = begun.seats
        before = list(self.chips)
        self.pool, paid = pay_transfers(self.chips, self.pool, outcome.transfers, seats,
                                        in_full=self.rules.when_broke == "buy")
        if self.rules.when_broke == "buy":
            assert self.pool == outcome.pool_after, "the session's pool went apart from the hand's"
        settlement = tuple(self.chips[s] - before[s] for s in range(self.n))
        bought = self._buy()
        if any(payer == POOL for payer, _, _ in paid):
            self.pool_formed = False  # the pool was taken: the next hand forms a new one
        went_out: list[int] = []
        if self.rules.when_broke == "out":
            for s in seats:
                if self.chips[s] <= 0 and self.out_after[s] is None:
                    self.out_after[s] = begun.number
                    went_out.append(s)
        self.hands_played += 1
        contract = None if hand.contract is None or outcome.made is None else hand.contract.name
        self.history.append(HandResult(
            number=begun.number,
            dealer=begun.dealer,
            record=record_of(hand, [self.players[s] for s in seats]),
            settlement=settlement,
            antes=begun.antes,
            pool_before=hand.pool_before,
            pool_after=self.pool,
            bidder=None if hand.bidder is None else seats[hand.bidder],
            contract=contract,
            made=outcome.made,
            seats=seats,
            transfers=tuple(paid),
            bought=tuple(a + b for a, b in zip(begun.bought, bought, strict=True)),
            went_out=tuple(went_out),
            tiebreak=begun.tiebreak,
            reason=outcome.reason,
        ))
        self._begun = None
        if self.tied is not None:
            self.tied = None
        self._take_next_rules()
        self._check_end()
        if not self.over:
            self.dealer = self._next_dealer(begun.dealer + 1)

    def _next_dealer(self, start: int) -> int:
        """The first seat of the next hand from ``start`` on, going left."""
        seats = self.seats
        for step in range(self.n):
            s = (start + step) % self.n
            if s in seats:
                return s
        raise AssertionError("nobody left to deal")

    def _check_end(self) -> None:
        rules = self.rules
        alive = self.still_in
        if len(alive) <= 1:
            self._close()
            return
        if not self.ending:
            length = rules.session_length
            if rules.session_end == "hands":
                self.ending = self.hands_played >= length
            elif rules.session_end == "rounds":
                self.ending = all(self.deals[s] >= length for s in alive)
        if not self.ending:
            return
        leaders = self.leaders()
        if len(leaders) > 1 and rules.tiebreak == "extra_hand":
            self.tied = leaders
            self.dealer = self._next_dealer(self.dealer)
        else:
            self._close()

    def _close(self) -> None:
        self.tied = None
        self.ending = True
        among = self.contenders
        total = self.pool
        each = total // len(among) if among else 0
        for s in among:
            self.chips[s] += each
        self.pool = total - each * len(among)
        self.pool_share = PoolShare(total, each, among, self.pool)
        self.over = True

    def resume_hand(self, record: Mapping[str, Any]) -> HandState:
        """Rebuild the hand in progress (or the next hand, if none is begun) from its hand record: the deal
        and the actions so far, replayed and checked. A record that is already complete is settled at once.

        Raises :class:`SessionError` when the record is not this session's hand (rules, players, dealer,
        pool or deal differ), or :class:`napdesk.engine.record.RecordError` when it does not replay.
        """
        if self.hand is not None and not self.hand.is_over:
            raise RuntimeError("a hand is already in progress")
        plan = self._begun if self._begun is not None else self._plan()
        parsed = parse_record(dict(record))
        table_dealer = plan.seats.index(plan.dealer)
        names = tuple(self.players[s] for s in plan.seats)
        if parsed.rules != plan.rules and self._begun is None:
            # A session may have changed rules from this hand on (change_rules): a record, replayed or imported,
            # carries them. Only those a session may change are taken from it.
            whole = parsed.rules if plan.rules.players == self.n else parsed.rules.replace(players=self.n)
            if self.rules_refused(whole) is None:
                self.change_rules(whole)
                plan = self._plan()
        if parsed.rules != plan.rules:
            raise SessionError(f"the record's rules are not hand {plan.number}'s")
        if parsed.players != names:
            raise SessionError(f"the record's players {list(parsed.players)} are not hand {plan.number}'s "
                               f"{list(names)}")
        if parsed.dealer != table_dealer:
            raise SessionError(f"the record's dealer is seat {parsed.dealer}, not {table_dealer}")
        if parsed.pool != plan.pool:
            raise SessionError(f"the record's pool is {parsed.pool}, not {plan.pool}")
        expected = self._deal(plan).deal
        if (parsed.deal.hands, parsed.deal.widow, parsed.deal.stock) != (
                expected.hands, expected.widow, expected.stock):
            raise SessionError(f"the record's deal is not hand {plan.number}'s deal from seed {self.seed!r}")
        state = parsed.replay()
        state.deal = expected  # keeps the packets and the cut, for the table's animation
        if self._begun is None:
            self._begin(plan)
        self.hand = state
        if state.outcome is not None:
            self._settle(state)
        return state


def deal_again(hand: HandState) -> HandState:
    """A practice hand: ``hand``'s deal (finished or in progress) from the start, by the same dealer, under the
    rules and pool it was dealt with. It belongs to no session: playing it pays nobody and counts no hand, and a
    session's hand in progress stays as it was."""
    return HandState(hand.rules, hand.dealer, hand.deal, hand.pool_before)
