"""The computer players' speed figures, printed by bench/ai.py: play-outs per second, sampled deals per decision,
hints on a loaded machine.

    .venv/bin/python bench/ai.py --skip time,strength,duplicate --before ../napdesk-main --hog 2

- play-outs: full 4-player hands played out from the first lead, per second (best of several short rounds, so
  the figure is the machine's, not its other load's): a bare bitmask loop (random legal cards, the yardstick),
  napdesk's play-out loop with random cards, and with the intermediate level's judgement as the expert's
  rollouts use it (``rollout.opening_tricks``). Target: the play-out loop >= 100k per second and ahead of the
  bare loop.
- samples: the sampled deals behind each of the expert's card-play decisions at its own time budget (p50 and
  min), per table size. Target: twice the p50 of the code before (``--before DIR``: a checkout of it, run at
  the same time in a second process, so that both see the same load).
- hints: 500 hints across the presets and table sizes (``--hog N``: with N busy processes beside them): p50, p99
  and max time beside 300 ms, and the fewest sampled deals behind a hint per table size and kind beside 20
  (``--hints-before DIR``: a checkout's hints first, with the same busy processes beside them).

``python bench/ai_fast.py samples|playouts|hints --code DIR`` prints one section's figures as JSON, computed with
the napdesk of checkout DIR (how ``--before`` and ``--hints-before`` get the old code's figures).
"""

from __future__ import annotations

import inspect
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # the napdesk to measure: --code DIR, else this checkout
    _code = sys.argv[sys.argv.index("--code") + 1] if "--code" in sys.argv else str(Path(__file__).parents[1])
    sys.path.insert(0, str(Path(_code).resolve()))

import napdesk.ai.expert as expert_module
from napdesk.ai.expert import ExpertPlayer
from napdesk.ai.hints import hint
from napdesk.ai.levels import IntermediatePlayer
from napdesk.ai.rollout import opening_tricks
from napdesk.engine.actions import Bid, Play
from napdesk.engine.deal import deal_hand
from napdesk.engine.hand import HandState
from napdesk.engine.rules import Rules

Emit = Callable[[str], None]
TABLES: dict[str, tuple[dict[str, object], str]] = {
    "4": ({}, "standard"), "5": ({"players": 5, "dealer_sits_out": "never"}, "standard"),
    "6x7": ({"players": 7}, "seven_card")}  # seven players, seven cards, the dealer sitting out
THREE = Bid.number(3)


def table_rules(label: str) -> Rules:
    values, preset = TABLES[label]
    return Rules(values, preset=preset)


# -- play-outs per second --------------------------------------------------------------------------------------


def bare_playout(hands: list[int], leader: int, rng: random.Random) -> int:
    """The yardstick: four seats, five tricks, random cards that follow suit, no trumps; the leader's tricks."""
    taken = 0
    for _ in range(5):
        led = win = seat = ws = -1
        seat = leader
        for _k in range(4):
            h = hands[seat]
            if led >= 0:
                h = h & (0x1FFF << (13 * led)) or h
            for _ in range(int(rng.random() * h.bit_count())):
                h &= h - 1
            c = (h & -h).bit_length() - 1
            hands[seat] &= ~(1 << c)
            if led < 0:
                led, win, ws = c // 13, c, seat
            elif c // 13 == win // 13 and c > win:
                win, ws = c, seat
            seat = (seat + 1) % 4
        leader = ws
        taken += ws == 0
    return taken


def _deals(count: int) -> list[tuple[int, ...]]:
    rules = Rules()
    return [tuple(h.mask for h in deal_hand(rules, 0, random.Random(f"bench-playout:{i}")).hands)
            for i in range(count)]


def playout_rates(rounds: int = 5, seconds: float = 0.25) -> dict[str, float]:
    """Play-outs per second of each loop this napdesk has, best of ``rounds`` interleaved rounds."""
    deals = _deals(400)
    rng = random.Random(1)
    rules = Rules()
    state = HandState(rules, 0, deal_hand(rules, 0, random.Random(0)))
    view = state.view(state.to_move)  # the bidding view opening_tricks is asked from
    loops: dict[str, Callable[[tuple[int, ...]], object]] = {"bare loop, random cards": lambda d: bare_playout(
        list(d), 1, rng)}
    try:
        from napdesk.ai.fastplay import NO_TRUMP, play_out
    except ImportError:  # the code before the fast loop
        pass
    else:
        def fast_random(d: tuple[int, ...]) -> object:
            hands = list(d)
            first = (hands[1] & -hands[1]).bit_length() - 1
            return play_out(hands, (1, 2, 3, 0), 1, first, (), 1, 1, 3, False, NO_TRUMP, True, 0, 0, 0, 0,
                            [0] * 4, 5, 52, False, rng)
        loops["play-out loop, random cards"] = fast_random
    me = view.seat
    if "policy" in inspect.signature(opening_tricks).parameters:  # the code before: a View per card
        policy = IntermediatePlayer(0)
        loops["rollout (intermediate judgement)"] = lambda d: opening_tricks(  # type: ignore[call-arg]
            view, _seat_first(d, me), THREE, policy)
    else:
        loops["rollout (intermediate judgement)"] = lambda d: opening_tricks(view, _seat_first(d, me), THREE)
    best = dict.fromkeys(loops, 0.0)
    for _ in range(rounds):
        for name, fn in loops.items():
            k = 0
            t0 = time.perf_counter()
            while time.perf_counter() - t0 < seconds:
                for d in deals[:100]:
                    fn(d)
                k += 100
            best[name] = max(best[name], k / (time.perf_counter() - t0))
    return best


def _seat_first(d: tuple[int, ...], me: int) -> tuple[int, ...]:
    """The deal with seat ``me`` holding the first hand (the rollouts are asked about this seat as bidder)."""
    hands = list(d)
    hands[me], hands[1] = hands[1], hands[me]
    return tuple(hands)


def playouts_section(emit: Emit, before: str | None) -> None:
    old = _other_code(before, "playouts") if before else {}
    new = playout_rates()
    emit("")
    emit("7. Play-outs per second, full 4-player hands (best of 5 rounds of 0.25 s)")
    emit(f"   {'loop':<40}{'before':>10}{'after':>10}  target")
    for name in dict.fromkeys([*new, *old]):
        b, a = old.get(name), new.get(name)
        target = ""
        if name == "play-out loop, random cards" and a is not None:
            bare = new["bare loop, random cards"]
            ok = a >= 100_000 and a > bare
            target = f">= 100k and ahead of the bare loop ({a / bare:.2f}x): {'ok' if ok else 'MISSED'}"
        elif name.startswith("rollout") and a is not None and b:
            target = f"{a / b:.1f}x the View-per-card rollout"
        emit(f"   {name:<40}{_k(b):>10}{_k(a):>10}  {target}")


def _k(x: float | None) -> str:
    return "-" if x is None else f"{x / 1000:.1f}k"


# -- sampled deals per decision -------------------------------------------------------------------------------


def card_play_samples(label: str, hands: int) -> list[int]:
    """The sampled deals behind every card-play decision of the expert at its own budget, ``hands`` hands at a
    ``label`` table where every seat plays its cards as the expert (and bids as the intermediate level), the
    early stop off."""
    rules = table_rules(label)
    # The early stop when the answer is plain is switched off: the count is what the budget allows.
    if hasattr(expert_module, "SETTLE_FROM"):
        expert_module.SETTLE_FROM = 10**9
    else:  # the code before
        expert_module.MIN_SAMPLES = 10**9
    # So is the most deals a card decision takes (300, in both codes): at 5 players the new code reaches it, and a
    # count stopped there would hide what the budget allows.
    budget = expert_module.Budget
    if not getattr(budget, "uncapped", False):
        def uncapped(*args: Any, **kwargs: Any) -> Any:
            kwargs["most"] = 10**9
            return budget(*args, **kwargs)

        uncapped.uncapped = True  # type: ignore[attr-defined]
        setattr(expert_module, "Budget", uncapped)  # noqa: B010 (a module's global, for both codes alike)
    out: list[int] = []
    for seed in range(hands):
        rng = random.Random(f"bench-samples:{label}:{seed}")
        dealer = seed % rules.players
        state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
        experts = [ExpertPlayer(seed * 10 + s) for s in range(rules.players)]
        helper = IntermediatePlayer(seed)
        while not state.is_over:
            seat = state.to_move
            view = state.view(seat)
            if state.phase == "play":
                action = experts[seat].choose(view)
                if isinstance(action, Play) and experts[seat].thinking.samples:
                    out.append(experts[seat].thinking.samples)
            else:
                action = helper.choose(view)
            state.apply(action)
    return out


SAMPLE_HANDS = {"4": 8, "5": 6, "6x7": 3}


def samples_section(emit: Emit, before: str | None, scale: float = 1.0) -> None:
    emit("")
    emit("8. Sampled deals per card-play decision at the expert's own budget (every seat the expert in the play;")
    emit("   the early stop when the answer is plain and the cap of 300 deals switched off, so the count is what")
    emit("   the budget allows)")
    emit(f"   {'table':<8}{'decisions':>10}{'p50 before':>12}{'min before':>12}{'p50':>8}{'min':>8}  target")
    for label, hands in SAMPLE_HANDS.items():
        n = max(1, round(hands * scale))
        # The code before runs at the same time in a second process, so both see the same load.
        proc = _start_other(before, "samples", label, str(n)) if before else None
        new = card_play_samples(label, n)
        old = _finish_other(proc) if proc else None
        p50, low = statistics.median(new), min(new)
        if old:
            ob, om = statistics.median(old), min(old)
            target = f"p50 >= 2x before ({p50 / ob:.1f}x): {'ok' if p50 >= 2 * ob else 'MISSED'}"
            emit(f"   {label:<8}{len(new):>10}{ob:>12.0f}{om:>12}{p50:>8.0f}{low:>8}  {target}")
        else:
            emit(f"   {label:<8}{len(new):>10}{'-':>12}{'-':>12}{p50:>8.0f}{low:>8}")
    emit(f"   CPU time per sampled deal at a fixed {COST_SAMPLES} deals a decision, the same positions for both (the")
    emit("   intermediate level's play, card-play decisions before the last two tricks); steadier than the counts")
    emit(f"   {'table':<8}{'decisions':>10}{'us before':>12}{'us after':>12}  deals per second after / before")
    for label, hands in COST_HANDS.items():
        positions = cost_positions(label, max(1, round(hands * scale)))
        # Both codes in fresh processes at the same time: this one has grown big (a slower garbage collector).
        todo = json.dumps(positions)
        proc = _start_other(before, "cost", label, str(COST_SAMPLES), stdin=todo) if before else None
        after = _finish_other(_start_other(str(Path(__file__).parents[1]), "cost", label, str(COST_SAMPLES),
                                           stdin=todo))
        if proc:
            was = _finish_other(proc)
            emit(f"   {label:<8}{len(positions):>10}{was:>12.0f}{after:>12.0f}  {was / after:.2f}x")
        else:
            emit(f"   {label:<8}{len(positions):>10}{'-':>12}{after:>12.0f}")


def cost_positions(label: str, hands: int) -> list[dict[str, Any]]:
    """Card-play decisions (more than one card to weigh, before the last two tricks) of ``hands`` seeded hands
    played by the intermediate level, each as its deal and the actions before it: JSON that an older checkout
    replays on its own engine, so that both codes time the same positions."""
    rules = table_rules(label)
    out: list[dict[str, Any]] = []
    for seed in range(hands):
        dealer = seed % rules.players
        deal = deal_hand(rules, dealer, random.Random(f"bench-cost:{label}:{seed}"))
        state = HandState(rules, dealer, deal)
        player = IntermediatePlayer(seed)
        actions: list[list[Any]] = []
        while not state.is_over:
            view = state.view(state.to_move)
            if state.phase == "play" and len(view.tricks) < rules.hand_size - 2 and sum(
                    isinstance(a, Play) for a in view.legal) > 1:
                out.append({"dealer": dealer, "hands": [h.mask for h in deal.hands], "widow": deal.widow.mask,
                            "stock": [c.index for c in deal.stock], "actions": [list(a) for a in actions]})
            action = player.choose(view)
            if isinstance(action, Play):
                actions.append(["play", action.card.index])
            else:  # these tables' bidding has bids and passes only
                assert isinstance(action, Bid), action
                actions.append(["bid", action.name])
            state.apply(action)
    return out


def sample_cost(label: str, positions: list[dict[str, Any]], samples: int) -> float:
    """CPU microseconds per sampled deal of the expert deciding each position with ``samples`` deals."""
    from napdesk.engine.actions import PLAYS
    from napdesk.engine.cards import CARDS, CardSet
    from napdesk.engine.deal import Deal

    rules = table_rules(label)
    views = []
    for p in positions:
        deal = Deal(tuple(CardSet(m) for m in p["hands"]), CardSet(p["widow"]), tuple(CARDS[c] for c in p["stock"]))
        state = HandState(rules, p["dealer"], deal)
        for kind, what in p["actions"]:
            state.apply(PLAYS[what] if kind == "play" else Bid.parse(what))
        views.append(state.view(state.to_move))
    t0 = time.process_time()
    for i, view in enumerate(views):
        ExpertPlayer(i, samples=samples).choose(view)
    return 1e6 * (time.process_time() - t0) / (len(views) * samples)


COST_HANDS = {"4": 6, "5": 5, "6x7": 2}
COST_SAMPLES = 30


# -- hints on a loaded machine ----------------------------------------------------------------------------------

HINT_TABLES = (("standard", None), ("pub", None), ("purchase", None), ("peep", None), ("sir_garnet", None),
               ("seven_card", None), ("standard", 5), ("seven_card", 7))
PLAIN = {"only_choice", "play"}  # hints that rest on no sampled deals: the one legal card, or the one to weigh


@contextmanager
def hogs(count: int) -> Iterator[None]:
    """``count`` busy processes beside the measurement (a loaded machine), stopped after it."""
    procs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield
    finally:
        for p in procs:
            p.kill()
            p.wait()


def hint_figures(total: int) -> dict[str, Any]:
    """Hints at every decision of seeded hands round the tables in :data:`HINT_TABLES` (intermediate players
    making the moves) until ``total``: their seconds ("times"), what each hint was ("what"), and per table size and
    kind of hint that weighs sampled deals the samples behind each ("samples") and how many of them said they were
    a guess ("guesses")."""
    times: list[float] = []
    what: list[tuple[float, str]] = []
    flagged: dict[str, int] = {}
    samples: dict[str, list[int]] = {}
    seed = 0
    while len(times) < total:
        for preset, players in HINT_TABLES:
            rules = Rules(preset=preset) if players is None else Rules({"players": players}, preset=preset)
            rng = random.Random(f"bench-hint:{preset}:{seed}:{players}")
            dealer = seed % rules.players
            state = HandState(rules, dealer, deal_hand(rules, dealer, rng))
            mover = IntermediatePlayer(seed)
            size = f"{len(state.order)}x{rules.hand_size}"
            while not state.is_over and len(times) < total:
                view = state.view(state.to_move)
                t0 = time.perf_counter()
                h = hint(view)
                times.append(time.perf_counter() - t0)
                what.append((times[-1], f"{h.advice.kind} on {h.samples} deals, {size} {preset}"))
                if str(h.advice.kind) not in PLAIN:
                    key = f"{size} {h.advice.kind}"
                    samples.setdefault(key, []).append(h.samples)
                    flagged[key] = flagged.get(key, 0) + bool(getattr(h.advice, "guess", False))
                state.apply(mover.choose(view))
        seed += 1
    return {"times": times, "what": what, "samples": samples, "guesses": flagged}


def hints_section(emit: Emit, total: int, hog: int, before: str | None = None) -> None:
    """``before``: a checkout of older code, whose hints are timed first, with the same busy processes beside."""
    with hogs(hog):
        old = _other_code(before, "hints", str(total)) if before else None
        new = hint_figures(total)
        load = os.getloadavg()[0]
    emit("")
    emit(f"9. Hints: {total} across {', '.join(sorted({p for p, _ in HINT_TABLES}))} and 5 and 7 players, "
         f"{hog} busy process(es) beside them (load average {load:.1f} at the end)")
    for label, figures in (("before", old), ("after", new)):
        if figures is None:
            continue
        s = sorted(figures["times"])
        p50, p99, mx = (1000 * s[len(s) // 2], 1000 * s[min(len(s) - 1, int(0.99 * len(s)))], 1000 * s[-1])
        emit(f"   {label + ':':<8}time, ms: p50 {p50:.1f}, p99 {p99:.1f}, max {mx:.1f}  (target max <= 300: "
             f"{'ok' if mx <= 300 else 'MISSED'})")
        emit("           slowest: " + "; ".join(f"{1000 * t:.0f} ms {w}" for t, w in sorted(figures["what"],
                                                                                           reverse=True)[:3]))
    emit("   fewest sampled deals behind a hint, per table size and kind (target >= 20), and the hints that said")
    emit("   they were a guess")
    head = f"   {'table':<6}{'kind':<12}{'hints':>7}"
    if old is not None:
        head += f"{'fewest before':>15}{'guesses':>9}"
    emit(head + f"{'fewest':>8}{'p50':>6}{'guesses':>9}  target")
    keys = {*new["samples"], *(old["samples"] if old else ())}
    for key in sorted(keys, key=lambda x: (tuple(int(v) for v in x.split()[0].split("x")), x)):
        size, kind = key.split()
        xs = new["samples"].get(key, [])
        line = f"   {size:<6}{kind:<12}{len(xs):>7}"
        if old is not None:
            ys = old["samples"].get(key, [])
            line += f"{min(ys) if ys else '-':>15}{old['guesses'].get(key, 0) if ys else '-':>9}"
        if xs:
            low = min(xs)
            line += (f"{low:>8}{statistics.median(xs):>6.0f}{new['guesses'].get(key, 0):>9}  "
                     f"{'ok' if low >= 20 else 'MISSED'}")
        emit(line)


# -- the code before, in a second process ---------------------------------------------------------------------


def _start_other(code: str, section: str, *args: str, stdin: str | None = None) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, __file__, section, *args, "--code", code], stdout=subprocess.PIPE,
                            stdin=subprocess.PIPE if stdin is not None else None, text=True)
    if stdin is not None:
        assert proc.stdin is not None
        proc.stdin.write(stdin)  # read whole before the work starts, so both processes time at the same time
        proc.stdin.close()
    return proc


def _finish_other(proc: subprocess.Popen[str]) -> Any:
    assert proc.stdout is not None
    out = proc.stdout.read()
    proc.wait()
    if proc.returncode:
        raise SystemExit(f"the code before failed ({proc.returncode}): {proc.args!r}")
    return json.loads(out)


def _other_code(code: str, section: str, *args: str) -> Any:
    return _finish_other(_start_other(code, section, *args))


def main(argv: list[str]) -> int:
    args = [a for i, a in enumerate(argv) if a != "--code" and (i == 0 or argv[i - 1] != "--code")]
    if args[0] == "playouts":
        print(json.dumps(playout_rates()))
    elif args[0] == "samples":
        print(json.dumps(card_play_samples(args[1], int(args[2]))))
    elif args[0] == "cost":
        print(json.dumps(sample_cost(args[1], json.load(sys.stdin), int(args[2]))))
    elif args[0] == "hints":
        print(json.dumps(hint_figures(int(args[1]))))
    else:
        raise SystemExit(f"unknown section {args[0]!r}: playouts, samples, cost or hints")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
