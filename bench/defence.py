"""Where a defence is won or lost: the critical defender decisions, and how often each defender gets them wrong.

    .venv/bin/python bench/defence.py                        # 1,000 deals, about 8 minutes on 2 cores
    .venv/bin/python bench/defence.py --deals 3000 --worlds 40
    .venv/bin/python bench/defence.py --deals 150 --defenders expert,expert:nosignals --skip-posterior
    .venv/bin/python bench/defence.py --deals 150 --only-partners   # only the second table
    .venv/bin/python bench/defence.py --deals 150 --only-partners --samples 30   # the same cards every run

bench/ai.py asks the expert's defenders to cut an intermediate bidder's success by 2.5 points. This benchmark
shows what stands in the way. It plays deals set up as there (contract 3 for the seat with the best hand; seeds
from 20,000, so none is one of its deals) with the intermediate level at every seat, and stops at each
*critical* defender decision: some of the cards the defender may play still beat the bid if the defence then
sees every card and knows the bidder's card play (bench/ai.py's second reference), and the others do not. A card
of the second kind loses the deal whatever the defence does afterwards.

Each defender is asked for its card at every critical decision, from that seat's own view:

- the four levels (the expert with its usual time budget);
- references, told more than a defender is: the expert told the bidder's hand, or its partners' hands;
- "posterior": the best single decision open to a defender who knows only its own cards. Deals are sampled
  consistently with the view, with the benchmark's choice of bidder (the best hand) and with every card the
  bidder has played being the one its card play (the intermediate level's) picks there; each legal card scores
  the deals in which it still beats the bid by the test that labels the decision, and the best score is taken.
  Up to sampling, no defender who sees only its own cards does better at that decision.

The last column turns a share of wrong cards into a rough cut in bench/ai.py's terms (points of the bidder's
success): the intermediate defenders' wrong cards lose the deals counted at the top; a defender that gets a
smaller share wrong would save that fraction of them. The defenders' own later decisions are not replayed, so
it is an estimate, not a measurement.

The defenders' discard convention (napdesk/ai/signals.py) tells a defender something only when its partners play
it, which intermediate partners do not. A second table therefore plays the same deals with the expert at every
defender's seat and counts the critical decisions those defenders meet: the share where the card they played
lost the deal (target: at most 13%), beside the same decisions asked of an expert that does not read the
convention (``expert:nosignals``), of the expert itself asked again with the same seed as that one, and of one
told its partners' hands, and the count of those decisions that came
after a partner's discard, the only ones where reading it can make a difference.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import auction, beats_model, parallel, setup, wilson
from napdesk.ai import ExpertPlayer, make_player
from napdesk.ai.base import Player
from napdesk.ai.heuristics import trick_estimate
from napdesk.ai.levels import IntermediatePlayer
from napdesk.ai.sampling import Sampler, played_by
from napdesk.ai.signals import has_discarded, is_discard
from napdesk.engine.actions import Action, Play
from napdesk.engine.cards import Card, CardSet
from napdesk.engine.deal import Deal
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules
from napdesk.engine.view import View

FIRST_SEED = 20_000
NODES = 20_000  # the labelling search's budget, as bench/ai.py's reference
TOLD_BIDDER = "expert told the bidder's hand"
TOLD_PARTNERS = "expert told its partners' hands"
POSTERIOR = "posterior"
EXPERT_SIGNALS = "expert"
ASKED_AGAIN = "expert, asked again"
NOT_READING = "expert not reading the convention"


@dataclass(frozen=True)
class Played:
    """One deal as the intermediate defenders played it: its moves after the auction, and its critical
    decisions as (moves made before it, the cards that keep the bid beatable)."""

    seed: int
    moves: tuple[Action, ...]
    critical: tuple[tuple[int, frozenset[int]], ...]
    lost: bool  # the intermediate defence played a card that lost a beatable deal


def replay(seed: int, moves: tuple[Action, ...], hands: tuple[int, ...] | None = None) -> tuple[HandState, int]:
    """Deal ``seed`` after its auction and ``moves`` (with the seats holding ``hands`` as dealt, if given)."""
    state, best = setup(seed)
    if hands is not None:
        state = HandState(Rules(), state.dealer, Deal(hands=tuple(CardSet(h) for h in hands)))
    auction(state, best)
    for move in moves:
        state.apply(move)
    return state, best


def keeps(state: HandState, bidder: Player) -> frozenset[int]:
    """The cards the seat to move may play that leave the bid beatable by a defence that sees every card."""
    out = set()
    for action in state.legal_actions():
        if isinstance(action, Play):
            child = state.copy()
            child.apply(action)
            if beats_model(child, bidder, [NODES]):
                out.add(action.card.index)
    return frozenset(out)


def build(spec: str, seed: int, samples: int) -> Player:
    """The player ``spec`` names; an expert with ``samples`` sampled deals per decision instead of its clock when
    ``samples`` is given (the same cards run after run, whatever the machine's load)."""
    if samples and spec.lower() in ("expert", "expert:nosignals"):
        return ExpertPlayer(seed, samples=samples, signals=spec.lower() == "expert")
    return make_player(spec, seed)


def harvest(seed: int, defenders: str = "intermediate", samples: int = 0) -> Played:
    """Deal ``seed`` played by an intermediate bidder and ``defenders`` (a level) at the other seats, with the
    critical decisions the defenders met and whether one of their cards there lost the deal."""
    state, best = replay(seed, ())
    players = [build("intermediate" if s == best else defenders, seed * 10 + s, samples) for s in range(4)]
    moves: list[Action] = []
    critical = []
    lost = False
    while not state.is_over:
        seat = state.to_move
        view = state.view(seat)
        action = players[seat].choose(view)
        plays = [a for a in view.legal if isinstance(a, Play)]
        if seat != best and len(plays) > 1:
            good = keeps(state, players[best])
            if 0 < len(good) < len(plays):
                critical.append((len(moves), good))
                lost = lost or (isinstance(action, Play) and action.card.index not in good)
        moves.append(action)
        state.apply(action)
    return Played(seed, tuple(moves), tuple(critical), lost)


def harvest_level(arg: tuple[int, str, int]) -> Played:
    return harvest(*arg)


class ToldExpert(ExpertPlayer):
    """The expert, told some other seats' hands for its card play."""

    def __init__(self, seed: int, told: dict[int, int], samples: int = 0) -> None:
        super().__init__(seed, samples=samples or None)
        self.told = told

    def _sampler(self, view: View) -> Sampler:
        return Sampler(view, self._rng, known=self.told)


def posterior_card(state: HandState, best: int, deal: Played, at: int, seed: int, worlds: int) -> Play:
    """The card that keeps the bid beatable in most deals drawn from what the seat to move may know, ``state``
    being ``deal`` after ``at`` moves."""
    moves = deal.moves[:at]
    view = state.view(state.to_move)
    rng = random.Random(seed)
    sampler = Sampler(view, rng)
    bidder = IntermediatePlayer(best)
    plays = [a for a in view.legal if isinstance(a, Play)]
    score = dict.fromkeys(plays, 0)
    played = played_by(view)
    for _ in range(worlds):
        hands = None
        for _ in range(1000):
            world = sampler.sample()
            full = tuple(h | played.get(s, 0) for s, h in enumerate(world.hands))
            chosen = max(view.order, key=lambda s: trick_estimate(full[s], 52, 4)[0])
            if chosen == best and sampler.play_likelihood(world, bidder, miss=0.0, seats={best}) > 0:
                hands = full
                break
        if hands is None:
            continue
        there, _ = replay(deal.seed, moves, hands)
        good = keeps(there, bidder)
        for p in plays:
            score[p] += p.card.index in good
    top = max(score.values())
    return IntermediatePlayer(0).pick_card(view, [p for p in plays if score[p] == top])


def ask(arg: tuple[str, Played, int, int, int]) -> bool:
    """Does ``defender`` play a card that keeps the bid beatable at critical decision ``k`` of ``deal``?"""
    defender, deal, k, worlds, samples = arg
    at, good = deal.critical[k]
    state, best = replay(deal.seed, deal.moves[:at])
    seat = state.to_move
    seed = deal.seed * 10 + seat + 1000 * k
    player: Player
    if defender == POSTERIOR:
        return posterior_card(state, best, deal, at, seed, worlds).card.index in good
    if defender == TOLD_BIDDER:
        player = ToldExpert(seed, {best: state.hands[best]}, samples)
    elif defender == TOLD_PARTNERS:
        player = ToldExpert(seed, {s: state.hands[s] for s in state.order if s not in (best, seat)}, samples)
    else:
        player = build(defender, seed, samples)
    action = player.choose(state.view(seat))
    return isinstance(action, Play) and action.card.index in good


def with_partners(args: argparse.Namespace, seeds: list[int]) -> None:
    """The deals played by expert defenders (the convention needs partners who play it): the share of their
    critical decisions they got wrong, beside the same decisions asked of an expert that does not read the
    convention and of one told its partners' hands; and the same on the decisions after a partner's discard,
    the only ones where reading it can make a difference."""
    deals = parallel(harvest_level, [(s, EXPERT_SIGNALS, args.samples) for s in seeds], args.jobs)
    items = [(d, k) for d in deals for k in range(len(d.critical))]
    n = len(items)
    told = [_after_discard(d, k) for d, k in items]
    m = sum(told)
    print()
    print(f"Expert defenders with expert partners: the same {args.deals} deals, the expert at every defender's seat;")
    print(f"   {n} critical decisions, {m} of them after a partner's discard")
    print(f"   {'defender':<36}{'wrong':>7}{'share':>8}   95% interval   after a discard")
    rows: dict[str, list[bool]] = {EXPERT_SIGNALS: [_kept(d, k) for d, k in items]}
    for defender in (ASKED_AGAIN, NOT_READING, TOLD_PARTNERS):
        spec = {ASKED_AGAIN: "expert", NOT_READING: "expert:nosignals"}.get(defender, defender)
        rows[defender] = parallel(ask, [(spec, deal, k, args.worlds, args.samples) for deal, k in items], args.jobs)
    for defender, kept in rows.items():
        if defender == ASKED_AGAIN:
            print("   asked again, one seed for both rows (they differ only in reading the convention):")
        wrong = n - sum(kept)
        lo, hi = wilson(wrong, n)
        share = wrong / n if n else 0.0
        sub = sum(not k for k, t in zip(kept, told, strict=True) if t)
        label = "expert defenders with expert partners" if defender == EXPERT_SIGNALS else defender
        note = f"  (target <= 13%: {'ok' if share <= 0.13 else 'MISSED'})" if defender == EXPERT_SIGNALS else ""
        print(f"   {label:<36}{wrong:>7}{100 * share:7.1f}%   [{100 * lo:.1f}, {100 * hi:.1f}]  "
              f"{sub:>5} of {m}{note}")


def _after_discard(deal: Played, k: int) -> bool:
    """Had a partner of the defender to move discarded (neither followed nor trumped) before decision ``k``?"""
    at, _ = deal.critical[k]
    state, best = replay(deal.seed, deal.moves[:at])
    view = state.view(state.to_move)
    partners = [s for s in view.order if s not in (best, view.seat)]
    if any(has_discarded(view, s) for s in partners):
        return True
    return any(is_discard(view, c) and s in partners for s, c in _current_trick(view))


def _current_trick(view: View) -> list[tuple[int, Card]]:
    if view.trick_leader is None:
        return []
    i = view.order.index(view.trick_leader)
    return [(view.order[(i + k) % len(view.order)], c) for k, c in enumerate(view.trick_cards)]


def _kept(deal: Played, k: int) -> bool:
    """Did the defender to move at critical decision ``k`` of ``deal`` play one of the cards that kept the bid
    beatable?"""
    at, good = deal.critical[k]
    move = deal.moves[at]
    return isinstance(move, Play) and move.card.index in good


def first(args: argparse.Namespace, seeds: list[int]) -> None:
    """Every defender asked at the critical decisions of the deals the intermediate players played."""
    deals = parallel(harvest, seeds, args.jobs)
    items = [(d, k) for d in deals for k in range(len(d.critical))]
    n = len(items)
    lost = sum(d.lost for d in deals)
    print(f"Critical defender decisions: {args.deals} deals (seeds {FIRST_SEED}-{FIRST_SEED + args.deals - 1}), "
          f"contract 3 for the best hand, intermediate players")
    print(f"   {n} critical decisions; the intermediate defence played a losing card in {lost} deals "
          f"({100 * lost / args.deals:.1f}% of them)")
    print(f"   {'defender':<36}{'wrong':>7}{'share':>8}   95% interval   rough cut")
    defenders = ["random", "beginner", "intermediate", "expert", "expert:nosignals", TOLD_BIDDER, TOLD_PARTNERS]
    if not args.skip_posterior:
        defenders.append(POSTERIOR)
    if args.defenders:
        defenders = ["intermediate", *(d for d in args.defenders.split(",") if d != "intermediate")]
    wrongs = {d: n - sum(parallel(ask, [(d, deal, k, args.worlds, args.samples) for deal, k in items], args.jobs))
              for d in defenders}
    base = wrongs["intermediate"]
    for defender, wrong in wrongs.items():
        if defender == TOLD_BIDDER:
            print("   references, told more than a defender is or thinking without a clock:")
        lo, hi = wilson(wrong, n)
        cut = f"{100 * lost / args.deals * (1 - wrong / base):+9.1f}" if base else ""
        print(f"   {defender:<36}{wrong:>7}{100 * wrong / n:7.1f}%   [{100 * lo:.1f}, {100 * hi:.1f}]  {cut}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000, help="deals played (default 1000)")
    parser.add_argument("--worlds", type=int, default=40, help="sampled deals per posterior decision (default 40)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--skip-posterior", action="store_true", help="leave out the slowest row")
    parser.add_argument("--defenders", default="",
                        help="the first table's defenders only (comma-separated levels; intermediate is always in)")
    parser.add_argument("--samples", type=int, default=0,
                        help="sampled deals per expert decision instead of its time budget (same results every run)")
    parser.add_argument("--only-partners", action="store_true",
                        help="only the defenders who play the deals with partners of their own level")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    seeds = list(range(FIRST_SEED, FIRST_SEED + args.deals))
    if not args.only_partners:
        first(args, seeds)
    with_partners(args, seeds)
    print(f"total {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
