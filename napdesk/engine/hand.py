"""One hand of Nap as a state machine: exchange (Purchase), bidding (with Peep and Sir Garnet), discard, play.

``legal_actions()`` is the only truth about legality; ``check(action)`` gives the :class:`IllegalAction` (a reason a
player understands) of one that is not, changing nothing (:mod:`napdesk.engine.checks`), and ``apply(action)``
raises it, leaving the state untouched. A claim is listed whenever the bidder is on lead (docs/rules.md: it "may be
made" then); whether it stands is the solver's answer, so applying one that the defence could beat raises
:class:`ClaimRefused` and play goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from napdesk.engine.actions import (
    CLAIM,
    DISCARDS,
    MISERE,
    PASS,
    PEEP,
    TAKE_WIDOW,
    Action,
    Bid,
    Claim,
    Discard,
    Exchange,
    Peep,
    Play,
    TakeWidow,
)
from napdesk.engine.cards import SUIT_MASKS, Card, CardSet, iter_bits
from napdesk.engine.checks import bid_refused, play_refused, refusal
from napdesk.engine.deal import Deal, check_deal
from napdesk.engine.deal import DealError as DealError  # raised by HandState(): part of this module's API
from napdesk.engine.facts import Phase, is_five_trick, open_over, peep_fee, purchase_fee
from napdesk.engine.facts import trumps_from_first_lead as _trumps_from_first_lead
from napdesk.engine.hand_tables import (
    OUTCOMES_KEPT,
    kept_plays,
    make_trick,
    plays_of,
    subsets,
    suit_plays,
    table,
)
from napdesk.engine.printing import hand_repr, hand_text
from napdesk.engine.reasons import ClaimRefused as ClaimRefused  # raised by apply: part of this module's API
from napdesk.engine.reasons import IllegalAction as IllegalAction
from napdesk.engine.reasons import Reason
from napdesk.engine.replaying import replay_onto
from napdesk.engine.rules import Rules
from napdesk.engine.settling import POOL
from napdesk.engine.settling import outcome as _outcome
from napdesk.engine.solver import Position, can_avoid, can_make
from napdesk.engine.view import LAZY_VIEW_STEPS, Outcome, Trick, View

EXCHANGE: Final = Phase.EXCHANGE
BIDDING: Final = Phase.BIDDING
WIDOW: Final = Phase.WIDOW
DISCARD: Final = Phase.DISCARD
PLAY: Final = Phase.PLAY
OVER: Final = Phase.OVER


class HandState:
    """The whole state of one hand. Mutable like a chess board: ``apply`` changes it in place; ``copy`` for search."""

    # Slots, not a __dict__: over 30 attributes, an instance dict no longer shares its keys with the class's other
    # instances, and making one cost three times as much as filling these.
    __slots__ = ("_active", "_bids", "_ladder", "_legal", "_must_follow", "_next", "_open", "_open_for", "_open_memo",
                 "_or_pass", "_outcomes",
                 "_speaker", "bidder", "bidder_tricks", "bids", "contract", "deal", "dealer", "defender_tricks",
                 "discarded", "exchanged", "fees", "hand_size", "hands", "high", "history", "leader", "n", "order",
                 "outcome", "peep_card", "peeped", "phase", "pool", "pool_before", "revokes", "rules", "stock",
                 "to_move", "transfers", "trick_cards", "tricks", "trump", "widow", "widow_taker")

    def __init__(self, rules: Rules, dealer: int, deal: Deal, pool: int = 0) -> None:
        self.rules = rules
        self.n: int = rules.players
        self.hand_size: int = rules.hand_size
        self.dealer = dealer
        self.deal = deal
        self.pool_before = pool
        check_deal(rules, dealer, deal)
        self.order: tuple[int, ...]
        self._next: tuple[int, ...]
        self._bids: tuple[Bid, ...]
        self.order, self._next, self._bids, self._ladder, self._outcomes, self._open_memo = table(rules, dealer)
        self._active = len(self.order)
        masks, stock = deal.raw
        *hands, self.widow = masks
        self.hands: list[int] = hands
        self.peep_card: Card | None = next(iter(deal.widow)) if rules.peep and self.widow else None
        self.stock: list[int] = list(stock)  # card indices, the top first
        self.pool = pool
        # What a view shows (fees, bids, peeped, exchanged, tricks, trick_cards) is replaced by a new list or dict
        # when it changes, never changed in place: a view takes the one of its moment without a copy, and it
        # stays as it was.
        self.fees = [0] * self.n
        self.transfers: list[tuple[int, int, int]] = []  # (payer, payee, chips); POOL for the pool
        self.history: list[tuple[int, Action]] = []
        self.bids: list[tuple[int, Bid]] = []
        self.high: Bid = PASS
        self.bidder: int | None = None
        self.contract: Bid | None = None
        self.peeped: list[int] = []
        self.widow_taker: int | None = None
        self.exchanged: dict[int, int] = {}
        self.discarded = [0] * self.n  # cards each seat put out of play face down, known to it alone
        self.trump: int | None = None
        self.tricks: list[Trick] = []
        self.leader: int = -1
        self.trick_cards: list[Card] = []
        self.bidder_tricks = 0
        self.defender_tricks = 0
        self.revokes: list[tuple[int, int]] = []  # (seat, suit) failed to follow though holding it
        self.outcome: Outcome | None = None
        self._speaker = 0
        self._must_follow = rules.revokes == "prevented"
        self._open: tuple[Bid, ...] = ()
        self._or_pass: tuple[Bid, ...] = ()  # (PASS, *self._open): the usual bidding's legal actions
        self._open_for: Bid | None = None
        self._legal: tuple[Action, ...] | None = None  # legal_actions() of this state, once asked
        self.phase = EXCHANGE if rules.purchase != "off" else BIDDING
        self.to_move: int = self.order[0]

    # -- reading the state -------------------------------------------------------------------------------

    def __str__(self) -> str:
        """The phase and who is to act, each seat's cards, bid and tricks, the contract and the trick."""
        return hand_text(self)

    def __repr__(self) -> str:
        return hand_repr(self)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def hand(self, seat: int) -> CardSet:
        return CardSet(self.hands[seat])

    @property
    def opponents(self) -> tuple[int, ...]:
        """Active players other than the bidder."""
        return tuple(s for s in self.order if s != self.bidder)

    def is_five_trick(self, bid: Bid) -> bool:
        """Nap, Wellington, Blücher, a widow's bid; all seven in seven-card Nap."""
        return is_five_trick(self.rules, bid)

    def _open_bids(self) -> tuple[Bid, ...]:
        """The bids open now; looked up again only when the highest bid changes."""
        high = self.high
        if self._open_for is not high:
            found = self._open_memo.get(high.order)  # the table's (its rules'): no rule set to hash
            if found is None:
                open_bids = tuple(open_over(self.rules, high, self._bids))
                found = self._open_memo[high.order] = (open_bids, (PASS, *open_bids))
            self._open, self._or_pass = found
            self._open_for = high
        return self._open

    def widow_bid(self) -> Bid | None:
        """The bid taking the widow commits to now, or None when it cannot be taken."""
        if not self.widow or not self.rules.widow or self.widow_taker is not None:
            return None
        return next((b for b in self._open_bids() if self.is_five_trick(b)), None)

    def _must_bid(self) -> bool:
        return (self.rules.all_pass == "dealer_must_bid" and self._speaker == self._active - 1
                and self.bidder is None)

    def legal_actions(self) -> list[Action]:
        return list(self.legal_tuple())

    def legal_tuple(self) -> tuple[Action, ...]:
        """:meth:`legal_actions` as the state keeps them, the tuple a view's ``legal`` is, with no list to copy.

        Worked out here, not in a method of its own: a match asks once at every decision, of a state that has
        not worked them out yet, and a second call cost as much as most of the look-ups below."""
        legal = self._legal
        if legal is not None:
            return legal
        phase = self.phase
        seat = self.to_move
        if phase == PLAY:
            hand = self.hands[seat]
            trick = self.trick_cards
            if trick and self._must_follow:
                led = trick[0].suit
                ranks = (hand >> (13 * led)) & 0x1FFF
                # suit_plays(led, ranks), its look-up first: most suits held were seen before
                legal = (kept_plays(ranks << 2 | led) or suit_plays(led, ranks)) if ranks else plays_of(hand)
            elif not trick and seat == self.bidder and self.rules.claims:
                legal = plays_of(hand) + _CLAIM_LAST  # (one tuple added, where (*plays, CLAIM) builds a list first)
            else:
                legal = plays_of(hand)
        elif phase == BIDDING:
            open_bids = self._open if self._open_for is self.high else self._open_bids()
            if self.peep_card is None and not self.widow:  # the usual table: no peep card, no widow to take
                last = self._speaker == self._active - 1  # as _must_bid() asks; most speakers are not: no call
                legal = open_bids if last and self._must_bid() else self._or_pass
            else:
                first: tuple[Action, ...] = ()
                if self.peep_card is not None and seat not in self.peeped:
                    first = (PEEP,)
                if self.widow and self.widow_bid() is not None:
                    first += (TAKE_WIDOW,)
                if not self._must_bid():
                    first += (PASS,)
                legal = first + open_bids
        elif phase == EXCHANGE:
            most = min(len(self.stock), self.hand_size)
            legal = tuple(Exchange(CardSet(m)) for m in subsets(self.hands[seat], range(most + 1)))
        elif phase == WIDOW:
            legal = tuple(TakeWidow(CardSet(m)) for m in subsets(self.hands[seat], (self.hand_size,)))
        elif phase == DISCARD:
            legal = tuple(DISCARDS[i] for i in iter_bits(self.hands[seat]))
        else:
            legal = ()
        self._legal = legal
        return legal

    # -- changing it -------------------------------------------------------------------------------------

    check = refusal  # check(action) -> IllegalAction | None: what apply would raise, the state unchanged, uncopied

    def apply(self, action: Action) -> None:
        """Take ``action`` for the seat to move, or raise :class:`IllegalAction` (:meth:`check`'s) and change
        nothing."""
        seat = self.to_move
        phase = self.phase
        if type(action) is not Play or phase != PLAY:
            if type(action) is Bid and phase == BIDDING:  # a bid, the other usual action, taken here too
                # What check refuses a bid for, asked here of the usual cases (as for a play, below): a bid open
                # now (bids are interned: the very one) and a pass by any speaker but a last one who must bid.
                # A refused one asks check why, so the two never differ (tests/engine/test_check.py).
                if action.order:  # not a pass (bid.is_pass, without the property's call)
                    for open_bid in self._open if self._open_for is self.high else self._open_bids():
                        if open_bid is action:
                            break
                    else:
                        raise _refused(bid_refused(self, seat, action))
                    self.high = action
                    self.bidder = seat
                elif self._speaker == self._active - 1 and self._must_bid():
                    raise _refused(bid_refused(self, seat, action))
                self.bids = [*self.bids, (seat, action)]
                self._next_speaker()
                self._legal = None
                self.history.append((seat, action))
            else:
                self._apply_other(seat, action)
            return
        # A play, two actions in three, taken here and not in a method of its own (a call per card).
        card = action.card
        bit = card.bit
        hands = self.hands
        hand = hands[seat]
        trick = self.trick_cards
        revoke = False  # not following though able to, where the rules let it be played (to be shown later)
        if trick:
            led = trick[0].suit
            revoke = card.suit != led and hand & SUIT_MASKS[led] != 0
        # What check refuses a play for, a card not held or a revoke the rules prevent, read off what was just
        # worked out: a legal card (every one a match plays) costs no call to check, a refused one asks it why.
        if not hand & bit or (revoke and self._must_follow):
            raise _refused_play(self, seat, action)
        self._legal = None
        self.history.append((seat, action))
        if not trick:
            self.leader = seat
            if not self.tricks:
                contract = self.contract
                if contract is not None and _trumps_from_first_lead(self.rules, contract):
                    self.trump = card.suit
        hands[seat] = hand ^ bit
        if self.revokes:
            for rseat, rsuit in self.revokes:
                if rseat == seat and card.suit == rsuit:
                    self.trick_cards = [*trick, card]
                    if len(self.trick_cards) == self._active:
                        self._complete_trick(False)  # the card that establishes the revoke also completes a trick
                    self._end_by_revoke(rseat)
                    return
        if revoke:
            self.revokes.append((seat, trick[0].suit))
        trick = self.trick_cards = [*trick, card]
        if len(trick) < self._active:
            self.to_move = self._next[seat]
            return
        self._complete_trick(True)

    def _apply_other(self, seat: int, action: Action) -> None:
        """:meth:`apply` for every action but a play in play or a bid in the bidding: checked, then taken (the check
        has matched the action's kind to the phase)."""
        refused = refusal(self, action)
        if refused is not None:
            raise refused
        if type(action) is Claim:
            self._claim(seat)
        elif type(action) is Peep:
            self._peep(seat)
        elif type(action) is TakeWidow:
            self._take_widow(seat, action)
            if self.phase == WIDOW:
                self._legal = None
                return  # only taken so far: the record holds the take and its discards as one action
        elif type(action) is Exchange:
            self._exchange(seat, action)
        elif type(action) is Discard:
            self._discard(seat, action)
        self._legal = None
        self.history.append((seat, action))

    def _complete_trick(self, decide: bool) -> None:
        """Turn the trick every active seat has played to: its winner takes it and leads next; with ``decide``, end
        the hand if that trick decides it (in the same call: a hand turns a trick at every fourth card)."""
        cards = self.trick_cards
        trump = self.trump
        best_card = cards[0]
        leader = winner = seat = self.leader
        nxt = self._next
        for c in cards[1:]:  # the seat of each card follows the one before
            seat = nxt[seat]
            if c.suit == best_card.suit:
                if c.rank > best_card.rank:
                    winner, best_card = seat, c
            elif c.suit == trump:
                winner, best_card = seat, c
        self.tricks = [*self.tricks, make_trick(leader, tuple(cards), winner)]
        self.trick_cards = []
        self.to_move = winner
        if winner == self.bidder:
            self.bidder_tricks += 1
        else:
            self.defender_tricks += 1
        if not decide:
            return
        contract = self.contract
        assert contract is not None
        played = len(self.tricks)
        if contract is MISERE:  # contract.is_misere, without the property's call: contracts are interned bids
            if self.bidder_tricks and self.rules.hand_end == "decided":
                self._finish(False, "play")
            elif played == self.hand_size:
                self._finish(self.bidder_tricks == 0, "play")
            return
        need = contract.tricks
        if played == self.hand_size:
            self._finish(self.bidder_tricks >= need, "play")
        elif self.rules.hand_end == "decided":
            if self.bidder_tricks >= need:
                self._finish(True, "play")
            elif self.defender_tricks > self.hand_size - need:
                self._finish(False, "play")

    def claim_position(self) -> Position:
        """The rest of the hand with every card known, as the solver sees it (the bidder on lead)."""
        assert self.bidder is not None and self.contract is not None
        trump_from_lead = not self.tricks and _trumps_from_first_lead(self.rules, self.contract)
        return Position(hands=tuple(self.hands), order=self.order, leader=self.to_move, trick=(),
                        bidder=self.bidder, trump=self.trump, trump_from_lead=trump_from_lead)

    def claim_holds(self) -> bool:
        """Would a claim by the bidder, on lead now, stand against any defence?"""
        assert self.contract is not None
        pos = self.claim_position()
        if self.contract.is_misere:
            return self.bidder_tricks == 0 and can_avoid(pos)
        return can_make(pos, self.contract.tricks - self.bidder_tricks)

    def _claim(self, seat: int) -> None:
        if not self.claim_holds():
            raise ClaimRefused(seat, CLAIM, Reason.CLAIM_REFUSED)
        self._finish(True, "claim")

    def _next_speaker(self) -> None:
        self._speaker += 1
        # the bids open looked up again only when the highest bid changed (as _open_bids() would, without its call)
        if self._speaker < self._active and (self.bidder is None
                                                or (self._open if self._open_for is self.high else self._open_bids())
                                                or self.widow_bid() is not None):
            self.to_move = self.order[self._speaker]
            return
        if self.bidder is None:
            self._finish(None, "thrown_in")
            return
        self.contract = self.high
        self.to_move = self.bidder
        if self.peep_card is not None:
            self.hands[self.bidder] |= self.peep_card.bit
            self.widow = 0
            self.phase = DISCARD
        else:
            self.phase = PLAY

    def _peep(self, seat: int) -> None:
        self.peeped = [*self.peeped, seat]
        self._pay_pool(seat, peep_fee(self.rules))

    def _take_widow(self, seat: int, action: TakeWidow) -> None:
        """Take the widow in the bidding, and (at once, as a record writes it, or once taken) put out the discards."""
        if self.phase == BIDDING:
            bid = self.widow_bid()
            assert bid is not None
            self.hands[seat] |= self.widow
            self.widow = 0
            self.widow_taker = seat
            self.high = bid
            self.bidder = seat
            self.bids = [*self.bids, (seat, bid)]
            self.phase = WIDOW
        if action.discards is not None:
            d = action.discards.mask
            self.hands[seat] &= ~d
            self.discarded[seat] |= d
            self.phase = BIDDING
            self._next_speaker()

    def _exchange(self, seat: int, action: Exchange) -> None:
        d = action.cards.mask
        k = d.bit_count()
        drawn = 0
        for c in self.stock[:k]:
            drawn |= 1 << c
        del self.stock[:k]
        self.hands[seat] = (self.hands[seat] & ~d) | drawn
        self.discarded[seat] |= d
        self.exchanged = {**self.exchanged, seat: k}
        self._pay_pool(seat, purchase_fee(self.rules, k))
        self._speaker += 1
        if self._speaker < self._active:
            self.to_move = self.order[self._speaker]
        else:
            self._speaker = 0
            self.phase = BIDDING
            self.to_move = self.order[0]

    def _discard(self, seat: int, action: Discard) -> None:
        self.hands[seat] &= ~action.card.bit
        self.discarded[seat] |= action.card.bit
        self.phase = PLAY

    def _pay_pool(self, seat: int, amount: int) -> None:
        if amount:
            fees = list(self.fees)
            fees[seat] -= amount
            self.fees = fees
            self.pool += amount
            self.transfers.append((seat, POOL, amount))

    # -- the end ---------------------------------------------------------------------------------------

    def _end_by_revoke(self, revoker: int) -> None:
        self._finish(revoker != self.bidder, "revoke", revoker)

    def _finish(self, made: bool | None, reason: str, revoker: int | None = None) -> None:
        if revoker is None and self.revokes and made is not None:
            revoker = self.revokes[0][0]
            made, reason = revoker != self.bidder, "revoke"
        contract = self.contract
        paid = tuple(self.transfers)
        # Keyed by the contract's order (each bid of a ladder has its own; contracts are the ladder's bids).
        key = (self.bidder, -1 if contract is None else contract.order, made, reason, revoker, paid, self.pool)
        outcomes = self._outcomes
        outcome = outcomes.get(key)
        if outcome is None:
            if len(outcomes) >= OUTCOMES_KEPT:
                outcomes.clear()
            outcome = outcomes[key] = _outcome(self.rules, self.order, self.dealer, self.bidder, contract, made,
                                               reason, revoker, paid, self.pool)
        self.outcome = outcome
        self.pool = outcome.pool_after
        self.phase = OVER
        self.to_move = -1

    def view(self, seat: int) -> View:
        """What ``seat`` may know now, and nothing more: all a computer player ever gets.

        Its fields are made when first read (napdesk.engine.view): the state's tuples are taken as they are and
        what is computed (the seat's cards as a set, its discards) only when asked for."""
        peep = self.peep_card
        sees_peep = peep is not None and (seat in self.peeped or (seat == self.bidder and self.contract is not None))
        legal = self.legal_tuple() if seat == self.to_move else ()
        trick = self.trick_cards
        hands = self.hands
        counts: tuple[int, ...]
        if len(hands) == 4:  # the usual table: counted without map's call per hand (a third of the time)
            a, b, c, d = hands
            counts = (a.bit_count(), b.bit_count(), c.bit_count(), d.bit_count())
        else:
            counts = tuple(map(int.bit_count, hands))
        view = _new_view(View)  # lazy_view(src, legal), in line
        _set_src(view, (
            self.rules, seat, self.dealer, self.order, self.phase, self.to_move, hands[seat], counts,
            self.discarded[seat], self.bids, self.bidder, self.contract,
            self.peeped, peep if sees_peep else None, self.widow_taker, self.widow.bit_count(), self.exchanged,
            len(self.stock), self.trump, self.tricks, self.leader if trick else None, trick, self.bidder_tricks,
            self.defender_tricks, self.pool, self.fees, legal, self.outcome,
        ))
        _set_legal(view, legal)
        return view

    # -- replaying ------------------------------------------------------------------------------------

    def replay(self, actions: Iterable[tuple[int, Action]], *, until: Phase | None = None,
               each: Callable[[HandState], object] | None = None) -> HandState:
        """This hand's deal from the start (its rules, dealer and pool) with ``actions`` (seat, action) taken in
        turn: a new state, this one unchanged. ``until``: stop once the hand reaches that phase; ``each(state)``
        after every action. Raises :class:`~napdesk.engine.replaying.ReplayError` at the first action that cannot
        be taken (:func:`~napdesk.engine.replaying.replay_onto`)."""
        return replay_onto(HandState(self.rules, self.dealer, self.deal, self.pool_before), actions, until, each)

    # -- search support --------------------------------------------------------------------------------

    def copy(self) -> HandState:
        # Every slot written out (a loop over them took twice as long): the lists changed in place are copied,
        # the rest (immutable, or replaced whenever they change) shared. A slot left out fails loudly: unset.
        other = _new_state(HandState)
        other.rules, other.n, other.hand_size, other.dealer = self.rules, self.n, self.hand_size, self.dealer
        other.deal, other.pool_before, other.order, other._next = self.deal, self.pool_before, self.order, self._next
        other._bids, other._ladder, other._outcomes = self._bids, self._ladder, self._outcomes
        other._active, other.widow, other.peep_card, other.pool = self._active, self.widow, self.peep_card, self.pool
        other.hands, other.stock, other.fees = list(self.hands), list(self.stock), list(self.fees)
        other.transfers, other.history, other.bids = list(self.transfers), list(self.history), list(self.bids)
        other.peeped, other.tricks, other.trick_cards = list(self.peeped), list(self.tricks), list(self.trick_cards)
        other.revokes, other.discarded, other.exchanged = list(self.revokes), list(self.discarded), dict(self.exchanged)
        other.high, other.bidder, other.contract, other.trump = self.high, self.bidder, self.contract, self.trump
        other.widow_taker, other.leader, other.outcome = self.widow_taker, self.leader, self.outcome
        other.bidder_tricks, other.defender_tricks = self.bidder_tricks, self.defender_tricks
        other._speaker, other._must_follow, other._open = self._speaker, self._must_follow, self._open
        other._or_pass, other._open_memo = self._or_pass, self._open_memo
        other._open_for, other.phase, other.to_move = self._open_for, self.phase, self.to_move
        other._legal = None  # the copy may be changed by hand (search): it works its own out
        return other

    def adopt(self, other: HandState) -> None:
        """Become ``other``, a :meth:`copy` of this hand an action was tried on, in place: whoever holds this hand
        sees it move on, and the action is not applied twice. ``other`` is this hand's from now on."""
        if other.deal is not self.deal:
            raise ValueError("a hand adopts only a copy of itself")
        for name in HandState.__slots__:
            setattr(self, name, getattr(other, name))


def _refused(refused: IllegalAction | None) -> IllegalAction:
    """The refusal check gives a bid apply has found it may not take (check's, so the two never differ)."""
    assert refused is not None, "apply refused a bid that check lets pass"
    return refused


def _refused_play(state: HandState, seat: int, action: Play) -> IllegalAction:
    """The refusal check gives a play apply has found it may not take (check's, so the two never differ)."""
    refused = play_refused(state, seat, action)
    assert refused is not None, "apply refused a play that check lets pass"
    return refused


_CLAIM_LAST: Final[tuple[Action, ...]] = (CLAIM,)
_new_state: Final = object.__new__
_new_view, _set_src, _set_legal = LAZY_VIEW_STEPS
