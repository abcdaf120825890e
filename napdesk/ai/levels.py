"""The rule-of-thumb levels: ``beginner`` and ``intermediate``.

Both judge a hand with :mod:`napdesk.ai.heuristics` and play by the table rules a club player learns. The
intermediate player counts cards (it knows which higher cards are gone) and bids what its hand is worth. The
beginner makes a new player's mistakes: it overbids, leads low from its weak suits instead of cashing winners,
forgets which cards have been played (a card is a winner to it only when it is the top card of the pack), peeps
whenever it may, and now and then plays a card without thinking.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from napdesk.ai.heuristics import (
    best_keep,
    card_keep_value,
    misere_chance,
    misere_keep,
    pack_suit,
    ranks,
    trick_estimate,
)
from napdesk.engine.actions import PASS, TAKE_WIDOW, Action, Bid, Claim, Discard, Exchange, Peep, Play, TakeWidow
from napdesk.engine.cards import SUIT_MASKS, Card, iter_bits
from napdesk.engine.rules import Rules
from napdesk.engine.view import View


def trick_winner(cards: Sequence[Card], trump: int | None) -> int:
    """Index in ``cards`` of the card winning the trick so far."""
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if c.suit == b.suit:
            if c.rank > b.rank:
                best = i
        elif c.suit == trump:
            best = i
    return best


def beats(card: Card, winning: Card, trump: int | None) -> bool:
    if card.suit == winning.suit:
        return card.rank > winning.rank
    return card.suit == trump


class Table:
    """What a seat can work out about the current trick and the cards still out, from its view."""

    def __init__(self, view: View, counts_cards: bool = True) -> None:
        self.view = view
        self.me = view.seat
        self.hand = view.hand.mask
        self.trump = view.trump
        self.deck = view.rules.deck_size
        played = view.played.mask
        # Cards the seat remembers as gone: everything played (or, forgetting, only the trick on the table).
        if counts_cards:
            self.gone = played | view.discarded.mask
        else:
            self.gone = 0
            for c in view.trick_cards:
                self.gone |= c.bit
        psuit = pack_suit(self.deck)
        pack = 0
        for s in range(4):
            pack |= psuit << (13 * s)
        self.out = pack & ~self.gone & ~self.hand  # cards others may hold, as far as this seat remembers
        if view.peep_card is not None and counts_cards and view.widow_count:
            self.out &= ~view.peep_card.bit
        order = view.order
        self.order = order
        n = len(order)
        if view.trick_cards:
            assert view.trick_leader is not None
            i = order.index(view.trick_leader)
            self.trick_seats = [order[(i + k) % n] for k in range(len(view.trick_cards))]
            w = trick_winner(view.trick_cards, self.trump)
            self.winning_card: Card | None = view.trick_cards[w]
            self.winning_seat: int | None = self.trick_seats[w]
            pos = len(view.trick_cards)
            me_i = order.index(self.me)
            self.after_me = [order[(me_i + k) % n] for k in range(1, n - pos)]
        else:
            self.trick_seats = []
            self.winning_card = None
            self.winning_seat = None
            me_i = order.index(self.me)
            self.after_me = [order[(me_i + k) % n] for k in range(1, n)]
        self.voids = view.voids() if counts_cards else {s: set() for s in order}

    def outstanding_above(self, card: Card) -> int:
        return (ranks(self.out, card.suit) >> (card.rank + 1)).bit_count()

    def outstanding_below(self, card: Card) -> int:
        return (ranks(self.out, card.suit) & ((1 << card.rank) - 1)).bit_count()

    def trumps_out(self) -> int:
        if self.trump is None:
            return 0
        return (self.out & SUIT_MASKS[self.trump]).bit_count()

    def is_master(self, card: Card) -> bool:
        """No card others may hold beats it in its suit (trumping aside)."""
        return self.outstanding_above(card) == 0


def following(view: View, plays: list[Play]) -> list[Play]:
    """The plays that follow suit when the seat can (where revokes are penalised rather than prevented, every card
    is legal; a computer player never revokes)."""
    if view.trick_cards:
        led = view.trick_cards[0].suit
        follow = [p for p in plays if p.card.suit == led]
        if follow:
            return follow
    return plays


def _value_low(card: Card, trump: int | None) -> tuple[int, int]:
    """Sort key for the card to throw: side cards before trumps, low before high."""
    return (1 if card.suit == trump else 0, card.rank)


class HeuristicPlayer:
    """Shared by the beginner and intermediate levels; the flags make the difference."""

    name = "heuristic"
    overbid = 0.0
    counts_cards = True
    weak_leads = False
    mistake_rate = 0.0
    peeps_always = False

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    # -- the protocol ------------------------------------------------------------------------------------

    def start_hand(self, rules: Rules, seat: int, budget_ms: float | None) -> None:
        pass  # rules of thumb take no time, and each decision reads the whole view afresh

    def end_hand(self, view: View) -> None:
        pass

    def choose(self, view: View) -> Action:
        legal: list[Action] = [a for a in view.legal if not isinstance(a, Claim)] or list(view.legal)
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Play):
            plays = following(view, [a for a in legal if isinstance(a, Play)])
            if self.mistake_rate and self._rng.random() < self.mistake_rate:
                return self._rng.choice(plays)
            return self.pick_card(view, plays)
        if isinstance(first, Exchange):
            return self.exchange(view, [a for a in legal if isinstance(a, Exchange)])
        if isinstance(first, Discard):
            return self.discard(view, [a for a in legal if isinstance(a, Discard)])
        if isinstance(first, TakeWidow) and first.discards is not None:
            return self.widow(view, [a for a in legal if isinstance(a, TakeWidow)])
        return self.bid(view, legal)

    def widow(self, view: View, legal: list[TakeWidow]) -> Action:
        """Sir Garnet, the widow taken: keep the cards best for the five-trick bid."""
        rules = view.rules
        keep = best_keep(view.hand.mask, rules.hand_size, rules.deck_size, self._active(view))
        want = view.hand.mask & ~keep
        return next((a for a in legal if a.discards is not None and a.discards.mask == want), legal[0])

    # -- before play -------------------------------------------------------------------------------------

    def _active(self, view: View) -> int:
        return len(view.order)

    def hand_for_bidding(self, view: View) -> int:
        hand = view.hand.mask
        if view.peep_card is not None and view.widow_count:
            hand |= view.peep_card.bit  # the bidder takes it; the worst card goes
            hand = best_keep(hand, view.rules.hand_size, view.rules.deck_size, self._active(view))
        return hand

    def bid(self, view: View, legal: list[Action]) -> Action:
        rules = view.rules
        deck = rules.deck_size
        active = self._active(view)
        if any(isinstance(a, Peep) for a in legal) and self._wants_peep(view):
            return next(a for a in legal if isinstance(a, Peep))
        hand = self.hand_for_bidding(view)
        est, _ = trick_estimate(hand, deck, active)
        est += self.overbid
        if TAKE_WIDOW in legal and est >= 3.4 - self.overbid:
            return TAKE_WIDOW  # taken unseen; what to keep is chosen next, in widow()
        bids = [a for a in legal if isinstance(a, Bid) and not a.is_pass]
        can_pass = PASS in legal
        numeric = [b for b in bids if not b.is_misere and b.tricks <= est + 0.25]
        # Wellington and Blücher only with a hand that all but makes five by itself.
        numeric = [b for b in numeric if b.order <= 50 or est >= 5.0 + 0.3 * (b.order > 80)]
        choice: Bid | None = max(numeric, key=lambda b: b.order) if numeric else None
        mis = next((b for b in bids if b.is_misere), None)
        if mis is not None:
            chance = misere_chance(view.hand.mask, deck, active) + self.overbid / 4
            if chance >= 0.55 and (choice is None or choice.tricks <= 3):
                choice = mis
        if choice is None and not can_pass:
            if mis is not None and misere_chance(view.hand.mask, deck, active) > 0.35:
                return mis
            return min(bids, key=lambda b: b.order)
        if choice is None:
            return PASS
        return choice

    def _wants_peep(self, view: View) -> bool:
        if self.peeps_always:
            return True
        est, _ = trick_estimate(view.hand.mask, view.rules.deck_size, self._active(view))
        frac = est - int(est)
        return 2.2 <= est < 5.0 and frac > 0.55

    def exchange(self, view: View, legal: list[Exchange]) -> Action:
        rules = view.rules
        hand = view.hand.mask
        most = max(len(a.cards) for a in legal)
        active = self._active(view)
        est, _ = trick_estimate(hand, rules.deck_size, active)
        keep = best_keep(hand, rules.hand_size - most, rules.deck_size, active) if most else hand
        # Throw only cards that add nothing to the best trump plan.
        _, t = trick_estimate(hand, rules.deck_size, active)
        useless = 0
        for c in iter_bits(hand & ~keep):
            if card_keep_value(c, hand, t, rules.deck_size) < 3.0:
                useless |= 1 << c
        k = useless.bit_count()
        limit = 3 if self.overbid == 0 else 5
        if not k or k > limit or (est < 2.0 and self.overbid == 0):
            useless = 0
        for a in legal:
            if a.cards.mask == useless:
                return a
        return legal[0]

    def discard(self, view: View, legal: list[Discard]) -> Action:
        rules = view.rules
        hand = view.hand.mask
        if view.contract is not None and view.contract.is_misere:
            keep = misere_keep(hand, rules.hand_size, rules.deck_size, self._active(view))
        else:
            keep = best_keep(hand, rules.hand_size, rules.deck_size, self._active(view))
        for a in legal:
            if not keep & a.card.bit:
                return a
        return legal[0]

    # -- play --------------------------------------------------------------------------------------------

    def pick_card(self, view: View, plays: list[Play]) -> Play:
        """The card to play, among ``plays`` (all legal, or a subset the expert found equal)."""
        if len(plays) == 1:
            return plays[0]
        t = Table(view, self.counts_cards)
        cards = [p.card for p in plays]
        contract = view.contract
        bidder = view.bidder
        if contract is not None and contract.is_misere:
            card = self._misere_bidder(t, cards) if view.seat == bidder else self._misere_defender(t, cards)
        elif view.seat == bidder:
            card = self._bidder_follow(t, cards) if view.trick_cards else self._bidder_lead(t, cards)
        else:
            card = self._defender_follow(t, cards) if view.trick_cards else self._defender_lead(t, cards)
        return next(p for p in plays if p.card is card)

    def _cheapest(self, cards: list[Card], trump: int | None) -> Card:
        return min(cards, key=lambda c: _value_low(c, trump))

    def _bidder_lead(self, t: Table, cards: list[Card]) -> Card:
        view = t.view
        trump = t.trump
        if trump is None and not view.tricks:
            # The first lead names trumps: the suit the hand is best with.
            _, suit = trick_estimate(t.hand, t.deck, len(t.order))
            suit_cards = [c for c in cards if c.suit == suit] or cards
            if self.weak_leads and len(suit_cards) > 1:
                return min(suit_cards, key=lambda c: c.rank)
            return max(suit_cards, key=lambda c: c.rank)
        trumps = [c for c in cards if c.suit == trump]
        side = [c for c in cards if c.suit != trump]
        if self.weak_leads:
            return min(side or trumps, key=lambda c: c.rank)
        if trumps and t.trumps_out():
            top = max(trumps, key=lambda c: c.rank)
            if t.is_master(top) or len(trumps) >= 2:
                return top
        masters = [c for c in side if t.is_master(c)]
        if masters and not t.trumps_out():
            return max(masters, key=lambda c: c.rank)
        if masters:
            # A side winner is safest where no one has shown he can trump it.
            safe = [c for c in masters if not any(c.suit in t.voids.get(s, ()) for s in t.order if s != t.me)]
            if safe:
                return max(safe, key=lambda c: c.rank)
        if trumps:
            return max(trumps, key=lambda c: c.rank)
        return min(side, key=lambda c: (t.outstanding_above(c) == 0, c.rank))

    def _bidder_follow(self, t: Table, cards: list[Card]) -> Card:
        assert t.winning_card is not None
        trump = t.trump
        winners = [c for c in cards if beats(c, t.winning_card, trump)]
        if not winners:
            return self._cheapest(cards, trump)
        if not t.after_me:
            return min(winners, key=lambda c: _value_low(c, trump))
        sure = [c for c in winners if t.is_master(c) and (c.suit == trump or not self._may_ruff(t, c))]
        if sure:
            return min(sure, key=lambda c: _value_low(c, trump))
        return max(winners, key=lambda c: _value_low(c, trump))

    def _may_ruff(self, t: Table, card: Card) -> bool:
        """Could a seat still to play trump this card?"""
        if t.trump is None or card.suit == t.trump or not t.trumps_out():
            return False
        led = t.view.trick_cards[0].suit if t.view.trick_cards else card.suit
        return any(led in t.voids.get(s, ()) for s in t.after_me)

    def _defender_lead(self, t: Table, cards: list[Card]) -> Card:
        view = t.view
        trump = t.trump
        bidder = view.bidder
        bidder_voids = t.voids.get(bidder, set()) if bidder is not None else set()
        side = [c for c in cards if c.suit != trump]
        if self.weak_leads:
            by_len = sorted(side or cards, key=lambda c: (ranks(t.hand, c.suit).bit_count(), c.rank))
            return by_len[0]
        bidder_trumps = trump is not None and trump not in bidder_voids and t.trumps_out() > 0
        masters = [c for c in side if t.is_master(c) and (c.suit not in bidder_voids or not bidder_trumps)]
        if masters:
            return max(masters, key=lambda c: c.rank)
        safe = [c for c in side if c.suit not in bidder_voids] or side or cards
        # Lead low from the longest suit: the bidder must guess, partners may hold the top.
        return min(safe, key=lambda c: (-ranks(t.hand, c.suit).bit_count(), c.rank))

    def _defender_follow(self, t: Table, cards: list[Card]) -> Card:
        assert t.winning_card is not None
        view = t.view
        trump = t.trump
        bidder = view.bidder
        winners = [c for c in cards if beats(c, t.winning_card, trump)]
        bidder_to_play = bidder in t.after_me
        if t.winning_seat == bidder:
            if winners:
                return min(winners, key=lambda c: _value_low(c, trump))
            return self._cheapest(cards, trump)
        # A partner is winning.
        if not bidder_to_play:
            return self._cheapest(cards, trump)
        partner_safe = (t.winning_card.suit == trump and t.is_master(t.winning_card)) or (
            t.is_master(t.winning_card) and not self._bidder_may_ruff(t))
        if partner_safe or not winners:
            return self._cheapest(cards, trump)
        sure = [c for c in winners if t.is_master(c) and (c.suit == trump or not self._bidder_may_ruff(t))]
        if sure:
            return min(sure, key=lambda c: _value_low(c, trump))
        high = max(winners, key=lambda c: _value_low(c, trump))
        return high if t.outstanding_above(high) <= 1 else self._cheapest(cards, trump)

    def _bidder_may_ruff(self, t: Table) -> bool:
        view = t.view
        if t.trump is None or not view.trick_cards or view.trick_cards[0].suit == t.trump:
            return False
        return view.trick_cards[0].suit in t.voids.get(view.bidder, set()) if view.bidder is not None else False

    def _misere_bidder(self, t: Table, cards: list[Card]) -> Card:
        trump = t.trump
        if t.winning_card is None:
            # Lead the card the others can least get under.
            return min(cards, key=lambda c: (t.outstanding_below(c), -t.outstanding_above(c), c.rank))
        losers = [c for c in cards if not beats(c, t.winning_card, trump)]
        if losers:
            return max(losers, key=lambda c: (c.suit != trump, c.rank))
        return min(cards, key=lambda c: c.rank) if t.after_me else max(cards, key=lambda c: c.rank)

    def _misere_defender(self, t: Table, cards: list[Card]) -> Card:
        view = t.view
        trump = t.trump
        bidder = view.bidder
        if t.winning_card is None:
            # Lead low: the bidder has to find a card under it.
            return min(cards, key=lambda c: (c.rank, -ranks(t.hand, c.suit).bit_count()))
        if t.winning_seat == bidder:
            under = [c for c in cards if not beats(c, t.winning_card, trump)]
            if under:
                return max(under, key=lambda c: c.rank)
            return min(cards, key=lambda c: c.rank)
        led = view.trick_cards[0].suit
        follows = [c for c in cards if c.suit == led]
        if bidder in t.after_me:
            if follows:
                return min(follows, key=lambda c: c.rank)
            return max(cards, key=lambda c: c.rank)
        return max(cards, key=lambda c: c.rank)


class IntermediatePlayer(HeuristicPlayer):
    """Sound heuristics and card counting."""

    name = "intermediate"


class BeginnerPlayer(HeuristicPlayer):
    """A new player: overbids, leads from weakness, forgets what was played, peeps at everything."""

    name = "beginner"
    overbid = 0.8
    counts_cards = False
    weak_leads = True
    mistake_rate = 0.08
    peeps_always = True
