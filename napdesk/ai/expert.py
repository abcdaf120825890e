"""The ``expert`` level: Perfect Information Monte Carlo over the exact solver.

For every decision the expert samples deals consistent with its view (:mod:`napdesk.ai.sampling`: voids, cards
seen, bids and passes), solves each one exactly with :mod:`napdesk.engine.solver`, and takes the choice that does
best for its side over the samples. It samples until its time budget for the decision runs out (or the answer is
plain), not a fixed number of times.

- Card play: each legal card scores 1 in a sample where it keeps the side's result (the bidder still makes, the
  defence still beats the bid), by :func:`~napdesk.engine.solver.best_cards` / ``misere_cards``. Ties go to the
  intermediate level's judgement among the tied cards.
- Bidding: for each open bid, the chance of making it is the share of sampled deals in which the solver makes it
  with the expert leading (one :func:`~napdesk.engine.solver.max_tricks` serves every trick bid, one
  :func:`~napdesk.engine.solver.can_avoid` serves misère). The bid with the best expected value under the table's
  stakes (:func:`~napdesk.engine.settling.stakes`, every payer, the pool for five-trick bids) is made if it beats
  passing.
- Purchase: a handful of candidate exchanges (the weakest k cards for a trick bid, the highest k for misère) are
  each scored by the best bid's expected value after drawing from sampled stocks, less the fee.
- Peep: the value of the look is the expected gain of choosing the bid after seeing the card over choosing it
  blind, estimated from the same samples; it peeps when that exceeds the fee.
- Sir Garnet: the widow is taken when the expected value of its five-trick bid, over sampled widows, beats the
  best ordinary bid; what to keep is then chosen among a few candidate hands by solving sampled deals.
- The peep discard: each card is tried as the discard and solved over sampled deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from napdesk.ai.advice import Advice, AdviceKind, english
from napdesk.ai.bidvalue import (
    bid_ladder,
    bid_value,
    calibrated,
    made_chance,
    opening_position,
    play_position,
    with_hand,
)
from napdesk.ai.budget import Budget, judge
from napdesk.ai.heuristics import best_keep, card_keep_value, misere_chance, misere_keep, trick_estimate
from napdesk.ai.levels import IntermediatePlayer, following
from napdesk.ai.rollout import Rollouts, opening_tricks
from napdesk.ai.sampling import Sampler, World
from napdesk.ai.signals import has_discarded, signal_among
from napdesk.engine.actions import (
    MISERE,
    NAP,
    PASS,
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
from napdesk.engine.cards import CardSet, iter_bits
from napdesk.engine.facts import is_five_trick, purchase_fee
from napdesk.engine.rules import Rules
from napdesk.engine.solver import (
    Position,
    best_cards,
    can_avoid,
    can_make,
    max_tricks,
    misere_cards,
)
from napdesk.engine.view import View

MIN_SAMPLES = 20  # a card-play decision samples at least this many deals when it can, and settles early only then
SETTLE_FROM = MIN_SAMPLES  # samples before a plain answer (one card far ahead, or all alike) ends the sampling
ROLLOUT_WEIGHT = 0.5  # of a card's score from heuristic play-outs; the rest from the exact solver


@dataclass
class Thinking:
    """What the expert worked out for its last decision: used by hints and by the benchmark."""

    action: Action | None = None
    samples: int = 0
    chances: dict[str, float] = field(default_factory=dict)  # bid name -> chance of making it
    values: dict[str, float] = field(default_factory=dict)  # action text -> expected value / score
    advice: Advice | None = None  # why, as data (napdesk.ui.words says it to a player)

    @property
    def reason(self) -> str:
        """The advice in plain English, "" when there is none."""
        return english(self.advice) if self.advice is not None else ""


class ExpertPlayer:
    """Perfect Information Monte Carlo over the exact solver, within a time budget per decision.

    ``budget_ms`` overrides the default budgets (card play 80 ms with four active players, 150 ms with more;
    bidding and other decisions about twice that); ``samples`` fixes the number of sampled deals instead (tests:
    the choice is then a function of the view and the seed alone). An exact search still running ``grace`` times
    the budget after its end (at most 0.4 s) is given up: see :attr:`Budget.cutoff`.
    ``signals=False``: the defenders' discard convention (:mod:`napdesk.ai.signals`) is neither played nor read
    (level ``expert:nosignals``)."""

    name = "expert"

    def __init__(self, seed: int = 0, *, budget_ms: float | None = None, samples: int | None = None,
                 rollouts: bool = True, infer_play: bool = True, grace: float = 1.0, signals: bool = True) -> None:
        self._rng = random.Random(seed)
        self._rollouts = rollouts
        self._infer_play = infer_play
        self._budget_ms = budget_ms
        self._told_ms: float | None = None  # the budget start_hand was told, over budget_ms
        self._samples = samples
        self._grace = grace
        self._helper = IntermediatePlayer(seed)
        # The discard convention (napdesk.ai.signals): played among equal cards, and read from the others' plays.
        self._signals = signals
        self.thinking = Thinking()
        self.raw_chances: dict[str, float] = {}

    @property
    def signals(self) -> bool:
        """Whether the defenders' discard convention is played and read (off: level ``expert:nosignals``)."""
        return self._signals

    # -- budgets -----------------------------------------------------------------------------------------

    def _budget(self, view: View, kind: str) -> Budget:
        big = len(view.order) > 4 or view.rules.hand_size > 5
        if self._told_ms is not None:  # a tournament's budget is the same for every player and every decision
            ms = self._told_ms
        elif self._budget_ms is not None:
            ms = self._budget_ms
        else:
            ms = {"play": 150.0 if big else 80.0, "bid": 250.0 if big else 130.0}.get(kind, 400.0 if big else 250.0)
        return Budget(ms / 1000, self._samples, most=300 if kind == "play" else 500, grace=self._grace)

    # -- the protocol ------------------------------------------------------------------------------------

    def start_hand(self, rules: Rules, seat: int, budget_ms: float | None) -> None:
        self._told_ms = budget_ms

    def end_hand(self, view: View) -> None:
        pass  # every decision samples afresh from its view; nothing carries over to the next hand

    def choose(self, view: View) -> Action:
        self.thinking = Thinking()
        legal: list[Action] = [a for a in view.legal if not isinstance(a, Claim)] or list(view.legal)
        if len(legal) == 1:
            self.thinking = Thinking(legal[0], 0, advice=Advice(AdviceKind.ONLY_CHOICE))
            return legal[0]
        first = legal[0]
        action: Action
        if isinstance(first, Play):
            plays = following(view, [a for a in legal if isinstance(a, Play)])
            action = plays[0] if len(plays) == 1 else self.play(view, plays)
        elif isinstance(first, Exchange):
            action = self.exchange(view, [a for a in legal if isinstance(a, Exchange)])
        elif isinstance(first, Discard):
            action = self.discard(view, [a for a in legal if isinstance(a, Discard)])
        elif isinstance(first, TakeWidow) and first.discards is not None:
            action = self.widow(view, [a for a in legal if isinstance(a, TakeWidow)])
        else:
            action = self.bid(view, legal)
        self.thinking.action = action
        return action

    # -- card play ---------------------------------------------------------------------------------------

    def _sampler(self, view: View) -> Sampler:
        """The deals the card play is judged over (the benchmark's reference defenders are told more)."""
        return Sampler(view, self._rng)

    def card_scores(self, view: View, plays: list[Play], budget: Budget
                    ) -> tuple[dict[Play, float], dict[Play, float], int]:
        """For each card: the share of sampled deals in which it keeps the result for this seat's side, and
        the mean number of tricks the bidder then takes with best play (the bidder's tie-break; for a defender
        only whether the bid makes is solved, and counts as ``need`` tricks or none), and the samples."""
        contract = view.contract
        assert contract is not None
        me_bidder = view.seat == view.bidder
        sampler = self._sampler(view)
        score = {p.card.index: 0.0 for p in plays}
        tricks = {p.card.index: 0.0 for p in plays}
        need = contract.tricks - view.bidder_tricks
        w_dd = 1.0 - ROLLOUT_WEIGHT if self._rollouts else 1.0
        n = 0
        total = 0.0
        solved = 0.0  # the weight of the samples the solver judged (the tricks' tie-break is theirs alone)
        # The convention is read only once a defender has discarded: until then it judges every play as the
        # intermediate level does. Both are judged over masks, no View built per play.
        reading = self._signals and any(has_discarded(view, s) for s in view.order if s != view.bidder)
        playouts = Rollouts(view)
        cards = [p.card.index for p in plays]

        def play(world: World) -> tuple[float, list[int] | None]:
            """The deal's weight (how well the cards played fit it), and the cards that keep the side's result
            when it is played out (None without rollouts)."""
            wt = sampler.play_likelihood(world, signals=reading) if self._infer_play else 1.0
            if not self._rollouts:
                return wt, None
            return wt, [c for c in cards if playouts.made(world.hands, c) == me_bidder]

        def solve(world: World, _played: object, cutoff: float | None) -> dict[int, int]:
            pos = play_position(view, world.hands)
            if contract.is_misere:
                return misere_cards(pos, cutoff)
            if me_bidder:
                return best_cards(pos, None, cutoff)
            # A defender needs only "does the bid still make": one null-window search a card.
            return {c: need if v else 0 for c, v in best_cards(pos, need, cutoff).items()}

        floor = MIN_SAMPLES if self._rollouts else 0
        for deal in judge(budget, sampler, play, solve, floor, self._rollouts):
            wt, kept = deal.played
            vals = deal.exact
            total += wt
            if kept is not None:
                w_ro = ROLLOUT_WEIGHT if vals is not None else 1.0
                for c in kept:
                    score[c] += wt * w_ro
            if vals is not None:
                solved += wt
                for c, v in vals.items():
                    if c in score:
                        tricks[c] += wt * v
                        keeps = v == 0 if contract.is_misere else v >= need
                        if keeps == me_bidder:
                            score[c] += wt * w_dd
            n += 1
            if n >= SETTLE_FROM and n % 4 == 0 and budget.fixed is None:
                ordered = sorted(score.values(), reverse=True)
                settled = ordered[0] - ordered[-1] < 1e-9 and (ordered[0] < 1e-9 or ordered[0] > total - 1e-9)
                if settled or ordered[0] - ordered[1] >= total / 3:
                    break
        k = total or 1.0
        kt = solved or 1.0
        return ({p: score[p.card.index] / k for p in plays}, {p: tricks[p.card.index] / kt for p in plays}, n)

    def play(self, view: View, plays: list[Play]) -> Play:
        scores, tricks, n = self.card_scores(view, plays, self._budget(view, "play"))
        top = max(scores.values())
        # Cards within sampling noise of the best are equal to the solver; the bidder then keeps the most
        # tricks in hand, and the intermediate level's judgement settles the rest (it knows that a real
        # bidder, unlike the solver's, can go wrong).
        margin = max(1.0 / max(n, 1), 0.03)
        tied = [p for p in plays if scores[p] >= top - margin]
        contract = view.contract
        assert contract is not None
        if len(tied) > 1 and view.seat == view.bidder:
            sign = -1.0 if contract.is_misere else 1.0
            best_t = max(sign * tricks[p] for p in tied)
            tied = [p for p in tied if sign * tricks[p] >= best_t - 0.05]
        choice = self._helper.pick_card(view, tied)
        if self._signals:
            choice = signal_among(view, tied, scores, choice)
        bidder = view.seat == view.bidder
        if len(tied) == len(plays):
            advice = Advice(AdviceKind.PLAY_ANY, chance=top if n else None, samples=n, bidder=bidder)
        else:
            advice = Advice(AdviceKind.PLAY_BEST, card=choice.card, chance=top, samples=n, bidder=bidder)
        self.thinking = Thinking(choice, n, values={str(p.card): v for p, v in scores.items()}, advice=advice)
        return choice

    # -- bidding -----------------------------------------------------------------------------------------

    def _bidding_hand(self, view: View, world: World, misere: bool) -> int:
        """The hand the seat would play as bidder: with the peep card taken and its worst card discarded."""
        hand = view.hand.mask
        rules = view.rules
        if rules.peep and view.widow_count:
            card = view.peep_card.bit if view.peep_card is not None else world.widow
            if card:
                both = hand | card
                active = len(view.order)
                if misere:
                    return misere_keep(both, rules.hand_size, rules.deck_size, active)
                return best_keep(both, rules.hand_size, rules.deck_size, active)
        return hand

    def bid_chances(self, view: View, budget: Budget) -> tuple[dict[Bid, float], float | None, int, list[bool]]:
        """(chance of making each open bid, chance with the widow or None, samples, per-sample 'peep helps')."""
        rules = view.rules
        bids = [a for a in view.legal if isinstance(a, Bid) and not a.is_pass]
        widow = TAKE_WIDOW in view.legal
        want_mis = any(b.is_misere for b in bids)
        numeric = [b for b in bids if not b.is_misere]
        sampler = Sampler(view, self._rng)
        made = dict.fromkeys(bids, 0.0)
        took = 0
        helps: list[bool] = []
        self._per_sample: list[dict[Bid, float]] = []
        active = len(view.order)
        base_est = trick_estimate(view.hand.mask, rules.deck_size, active)[0]
        n = 0
        solved = 0  # the samples the solver judged, the widow's chance among them

        def play(world: World) -> tuple[int, bool] | None:
            return self._bid_playouts(view, world, numeric, want_mis) if self._rollouts else None

        def solve(world: World, outs: tuple[int, bool] | None, cutoff: float | None
                  ) -> tuple[dict[Bid, float], bool]:
            return self._bid_sample(view, world, bids, numeric, want_mis, widow, cutoff, outs)

        # As in the card play, a bid rests on MIN_SAMPLES deals however slow the solver is (a big table, a slow
        # machine): those it does not get to are judged by their play-outs alone.
        floor = MIN_SAMPLES if self._rollouts else 0
        for deal in judge(budget, sampler, play, solve, floor, self._rollouts):
            world = deal.world
            if deal.exact is not None:
                result, took_it = deal.exact
                solved += 1
                took += took_it
            else:
                assert deal.played is not None
                result = self._played_say(bids, deal.played)
            if rules.peep and view.widow_count and view.peep_card is None and world.widow:
                better = best_keep(view.hand.mask | world.widow, rules.hand_size, rules.deck_size, active)
                helps.append(trick_estimate(better, rules.deck_size, active)[0] > base_est + 0.25)
            for b, ok in result.items():
                made[b] += ok
            self._per_sample.append(result)
            n += 1
        raw = {b: made[b] / max(n, 1) for b in bids}
        self.raw_chances = {b.name: p for b, p in raw.items()}  # before calibration: for the benchmark
        chances = {b: calibrated(b, p) for b, p in raw.items()}
        return chances, (took / max(solved, 1) if widow else None), n, helps

    def _bid_playouts(self, view: View, world: World, numeric: list[Bid], want_mis: bool
                      ) -> tuple[int, bool]:
        """One sampled deal played out with this seat as bidder: its tricks (for the trick bids; 0 when there
        are none to judge), and whether it takes none (for misère; False when not judged)."""
        me = view.seat
        tricks = 0
        clean = False
        if numeric:
            hands = with_hand(world.hands, me, self._bidding_hand(view, world, False))
            tricks = opening_tricks(view, hands, numeric[0])
        if want_mis:
            hands = with_hand(world.hands, me, self._bidding_hand(view, world, True))
            clean = opening_tricks(view, hands, MISERE) == 0
        return tricks, clean

    @staticmethod
    def _played_say(bids: list[Bid], outs: tuple[int, bool]) -> dict[Bid, float]:
        """One sampled deal's say on each bid from its play-outs alone (no exact search: out of time)."""
        tricks, clean = outs
        return {b: float(clean if b.is_misere else tricks >= b.tricks) for b in bids}

    def _bid_sample(self, view: View, world: World, bids: list[Bid], numeric: list[Bid], want_mis: bool,
                    widow: bool, cutoff: float | None, outs: tuple[int, bool] | None
                    ) -> tuple[dict[Bid, float], bool]:
        """One sampled deal's say on each bid, and whether the widow makes five in it; ``outs``: the deal's
        play-outs (:meth:`_bid_playouts`), None without them (the solver's answers count twice)."""
        rules = view.rules
        me = view.seat
        active = len(view.order)
        result: dict[Bid, float] = {}
        if numeric:
            hand = self._bidding_hand(view, world, False)
            hands = with_hand(world.hands, me, hand)
            mt = max_tricks(opening_position(view, hands, False), cutoff)
            rt = outs[0] if outs is not None else mt
            for b in numeric:
                result[b] = made_chance(mt >= b.tricks, rt >= b.tricks)
        if want_mis:
            hand = self._bidding_hand(view, world, True)
            if misere_chance(hand, rules.deck_size, active) < 0.01:
                ok = 0.0
            else:
                hands = with_hand(world.hands, me, hand)
                dd = can_avoid(opening_position(view, hands, True), cutoff)
                ok = made_chance(dd, outs[1] if outs is not None else dd)
            for b in bids:
                if b.is_misere:
                    result[b] = ok
        took = False
        if widow:
            keep = best_keep(view.hand.mask | world.widow, rules.hand_size, rules.deck_size, active)
            pos = opening_position(view, with_hand(world.hands, me, keep), False)
            took = max_tricks(pos, cutoff) >= rules.hand_size
        return result, took

    def bid(self, view: View, legal: list[Action]) -> Action:
        rules = view.rules
        chances, widow_chance, n, helps = self.bid_chances(view, self._budget(view, "bid"))
        if n == 0:  # not one sampled deal solved in time (a big table): bid as the intermediate level would
            self.thinking = Thinking(None, 0, advice=Advice(AdviceKind.BID_QUICK))
            return self._helper.bid(view, legal)
        values: dict[Action, float] = {b: bid_value(view, b, p) for b, p in chances.items()}
        can_pass = PASS in legal
        if can_pass:
            values[PASS] = 0.0
        best = max(values, key=lambda a: values[a]) if values else PASS
        thinking = Thinking(None, n, chances={b.name: p for b, p in chances.items()})
        if any(isinstance(a, Peep) for a in legal) and helps:
            gain = self._peep_gain(view, chances, helps)
            thinking.values["peep"] = gain
            if gain > 1.0:
                thinking.advice = Advice(AdviceKind.PEEP, value=gain, samples=n)
                self.thinking = thinking
                return next(a for a in legal if isinstance(a, Peep))
        if TAKE_WIDOW in legal and widow_chance is not None:
            wbid = min((b for b in chances if is_five_trick(rules, b)), key=lambda b: b.order, default=None)
            if wbid is not None:
                take = bid_value(view, wbid, widow_chance)
                thinking.chances["widow"] = widow_chance
                if take > values.get(best, 0.0) and (take > 0 or not can_pass):
                    thinking.advice = Advice(AdviceKind.TAKE_WIDOW, bid=wbid, chance=widow_chance, samples=n)
                    self.thinking = thinking
                    return TAKE_WIDOW
        if not values:
            return legal[0]
        if isinstance(best, Bid) and not best.is_pass:
            thinking.advice = Advice(AdviceKind.BID, bid=best, chance=chances[best], samples=n, value=values[best])
        else:
            thinking.advice = Advice(AdviceKind.PASS, samples=n)
        thinking.values.update({str(a): v for a, v in values.items()})
        self.thinking = thinking
        return best

    def _peep_gain(self, view: View, chances: dict[Bid, float], helps: list[bool]) -> float:
        """Expected chips from choosing the bid knowing the peep card, over choosing it now."""
        per = self._per_sample
        if len(per) != len(helps) or not per:
            return 0.0
        blind = max([0.0, *(bid_value(view, b, p) for b, p in chances.items())])
        total = 0.0
        for flag in (True, False):
            group = [r for r, h in zip(per, helps, strict=True) if h == flag]
            if not group:
                continue
            best = 0.0
            for b in chances:
                p = sum(r.get(b, 0.0) for r in group) / len(group)
                best = max(best, bid_value(view, b, p))
            total += best * len(group) / len(per)
        return total - blind

    def widow(self, view: View, legal: list[TakeWidow]) -> Action:
        """Sir Garnet, the widow taken: keep the hand that makes the five-trick bid most often."""
        rules = view.rules
        combined = view.hand.mask
        active = len(view.order)
        cands: list[int] = [best_keep(combined, rules.hand_size, rules.deck_size, active)]
        for t in range(4):
            if not any(c // 13 == t for c in iter_bits(combined)):
                continue
            order = sorted(iter_bits(combined), key=lambda c: card_keep_value(c, combined, t, rules.deck_size),
                           reverse=True)
            keep = sum(1 << c for c in order[:rules.hand_size])
            if keep not in cands:
                cands.append(keep)
        need = rules.hand_size
        score = self._score_hands(view, cands, lambda pos, cut: can_make(pos, need, cut), NAP, need)
        keep = max(cands, key=lambda m: score[m])
        want = combined & ~keep
        self.thinking.advice = Advice(AdviceKind.KEEP, cards=tuple(CardSet(keep)))
        return next((a for a in legal if a.discards is not None and a.discards.mask == want), legal[0])

    @property
    def _floor(self) -> int:
        """The sampled deals a decision rests on at the least, judged by play-outs where the solver is too slow."""
        return MIN_SAMPLES if self._rollouts else 0

    def _score_hands(self, view: View, hands: list[int], solve: Callable[[Position, float | None], bool],
                     contract: Bid, need: int) -> dict[int, int]:
        """For each candidate hand of this seat, bidder of ``contract``: in how many sampled deals ``solve`` holds
        with it (or, played out, it takes ``need`` tricks; none for misère)."""
        me = view.seat
        misere = contract.is_misere

        def solved(world: World, _played: object, cutoff: float | None) -> list[int]:
            return [h for h in hands if solve(opening_position(view, with_hand(world.hands, me, h), misere), cutoff)]

        def played(world: World) -> list[int]:
            out = []
            for h in hands:
                tricks = opening_tricks(view, with_hand(world.hands, me, h), contract)
                if (tricks == 0) if misere else tricks >= need:
                    out.append(h)
            return out

        score = dict.fromkeys(hands, 0)
        n = 0
        sampler = Sampler(view, self._rng)
        for deal in judge(self._budget(view, "other"), sampler, played, solved, self._floor, self._rollouts):
            for h in deal.exact if deal.exact is not None else deal.played:
                score[h] += 1
            n += 1
        self.thinking.samples = n
        return score

    # -- the peep discard --------------------------------------------------------------------------------

    def discard(self, view: View, legal: list[Discard]) -> Action:
        contract = view.contract
        assert contract is not None
        hand = view.hand.mask
        cands = [hand & ~a.card.bit for a in legal]
        need = contract.tricks
        if contract.is_misere:
            score = self._score_hands(view, cands, can_avoid, contract, 0)
        else:
            score = self._score_hands(view, cands, lambda pos, cut: can_make(pos, need, cut), contract, need)
        top = max(score.values())
        tied = [a for a in legal if score[hand & ~a.card.bit] == top]
        choice = self._helper.discard(view, tied)
        self.thinking.advice = Advice(AdviceKind.DISCARD, card=choice.card if isinstance(choice, Discard) else None)
        return choice

    # -- purchase ----------------------------------------------------------------------------------------

    def exchange(self, view: View, legal: list[Exchange]) -> Action:
        rules = view.rules
        hand = view.hand.mask
        active = len(view.order)
        by_mask = {a.cards.mask: a for a in legal}
        most = max(len(a.cards) for a in legal)
        _, t = trick_estimate(hand, rules.deck_size, active)
        weak = sorted(iter_bits(hand), key=lambda c: card_keep_value(c, hand, t, rules.deck_size))
        high = sorted(iter_bits(hand), key=lambda c: -(c % 13))
        cands: list[int] = [0]
        for k in range(1, most + 1):
            for order in (weak, high):
                m = sum(1 << c for c in order[:k])
                if m in by_mask and m not in cands:
                    cands.append(m)
        ladder = bid_ladder(rules)
        numeric = [b for b in ladder if not b.is_misere]
        mis = [b for b in ladder if b.is_misere]
        made = {m: dict.fromkeys(ladder, 0) for m in cands}
        me = view.seat

        def drawn(world: World) -> list[tuple[int, int, tuple[int, ...]]]:
            """Each candidate exchange with the cards it draws from this deal's stock: (cards out, new hand, the
            deal with it)."""
            out = []
            for m in cands:
                new = hand & ~m
                for c in world.stock[:m.bit_count()]:
                    new |= 1 << c
                if new.bit_count() == rules.hand_size:
                    out.append((m, new, with_hand(world.hands, me, new)))
            return out

        def misere_hope(new: int) -> bool:
            return bool(mis) and misere_chance(new, rules.deck_size, active) > 0.05

        def solved(world: World, _played: object, cutoff: float | None) -> list[tuple[int, Bid]]:
            found: list[tuple[int, Bid]] = []
            for m, new, hands in drawn(world):
                mt = max_tricks(opening_position(view, hands, False), cutoff)
                found += [(m, b) for b in numeric if mt >= b.tricks]
                if misere_hope(new) and can_avoid(opening_position(view, hands, True), cutoff):
                    found.append((m, mis[0]))
            return found

        def played(world: World) -> list[tuple[int, Bid]]:
            found: list[tuple[int, Bid]] = []
            for m, new, hands in drawn(world):
                if numeric:
                    tricks = opening_tricks(view, hands, numeric[0])
                    found += [(m, b) for b in numeric if tricks >= b.tricks]
                if misere_hope(new) and opening_tricks(view, hands, MISERE) == 0:
                    found.append((m, mis[0]))
            return found

        n = 0
        sampler = Sampler(view, self._rng, stock_order=True)
        for deal in judge(self._budget(view, "other"), sampler, played, solved, self._floor, self._rollouts):
            for m, b in deal.exact if deal.exact is not None else deal.played:
                made[m][b] += 1
            n += 1

        values = {}
        for m in cands:
            best = max([0.0, *(bid_value(view, b, made[m][b] / max(n, 1)) for b in ladder)])
            values[m] = best - purchase_fee(rules, m.bit_count())
        choice = max(cands, key=lambda m: values[m])
        self.thinking = Thinking(by_mask[choice], n, values={str(by_mask[m]): v for m, v in values.items()},
                                 advice=Advice(AdviceKind.EXCHANGE, cards=tuple(by_mask[choice].cards),
                                               value=values[choice], samples=n))
        return by_mask[choice]
