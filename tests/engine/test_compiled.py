"""The compiled copy of the solver's search (napdesk.engine.compiled, built by tools/native.py): used only when it
is built from today's source, the same answers as the Python module, and a search on a worker thread still lets
the other threads run (compiled code never gives up the GIL by itself)."""

from __future__ import annotations

import os
import random
import sys
import threading
import time
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from napdesk.engine import compiled, solver
from napdesk.engine import search as python_search
from napdesk.engine.solver import Position

ENGINE = Path(compiled.__file__).parent
NATIVE = compiled.native_search()


def test_a_compiled_copy_beside_the_source_is_built_from_it() -> None:
    """A stale copy would be left unused, silently slow: `make` rebuilds it whenever the sources change."""
    files = [p.name for p in ENGINE.iterdir() if p.name.startswith("_search_native")]
    if files:
        assert NATIVE is not None, f"{files} were built from other sources: run `make` (tools/native.py)"


def test_only_a_copy_of_todays_source_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    digest = compiled.source_digest()
    assert digest is not None and len(digest) == 64
    fake = types.ModuleType(compiled.NATIVE_NAME)
    monkeypatch.setitem(sys.modules, compiled.NATIVE_NAME, fake)
    fake.SOURCE_SHA256 = digest  # type: ignore[attr-defined]
    assert compiled.native_search() is fake
    fake.SOURCE_SHA256 = "0" * 64  # type: ignore[attr-defined]
    assert compiled.native_search() is None
    del fake.SOURCE_SHA256
    assert compiled.native_search() is None
    monkeypatch.setenv("NAPDESK_SOLVER", "python")
    fake.SOURCE_SHA256 = digest  # type: ignore[attr-defined]
    assert compiled.choose() is python_search


def test_the_solver_runs_the_compiled_copy_when_there_is_one() -> None:
    forced = os.environ.get("NAPDESK_SOLVER") == "python"
    expected = NATIVE if NATIVE is not None and not forced else python_search
    assert compiled.search is expected
    assert solver.OutOfTime is expected.OutOfTime


def deal(rng: random.Random, players: int, cards: int) -> Position:
    """A random deal from a full pack, a random bidder to lead, trumps fixed by the first lead (as bench/solver.py
    deals them)."""
    pack = list(range(52))
    rng.shuffle(pack)
    hands = tuple(sum(1 << c for c in pack[i * cards:(i + 1) * cards]) for i in range(players))
    bidder = rng.randrange(players)
    order = tuple((bidder + k) % players for k in range(players))
    return Position(hands, order, bidder, (), bidder, None, True)


def positions(rng: random.Random, count: int) -> Iterator[Position]:
    """Whole deals and the positions after a few random legal cards, trumps open, fixed or none."""
    for _ in range(count):
        players, cards = rng.choice([(4, 5), (5, 5), (6, 5), (7, 5), (4, 7)])
        pos = deal(rng, players, cards)
        if rng.random() < 0.3:
            pos = Position(pos.hands, pos.order, pos.leader, (), pos.bidder, rng.choice([None, 0, 1, 2, 3]), False)
        for _ in range(rng.choice([0, 0, 1, 3, players, players + 2])):
            legal = solver.legal_cards(pos)
            if len(pos.trick) == len(pos.order) or not legal:
                break
            c = rng.choice([c for c in range(52) if legal >> c & 1])
            trick = (*pos.trick, c)
            trump, tfl = pos.trump, pos.trump_from_lead
            if tfl and not pos.trick:
                trump, tfl = c // 13, False
            hands = list(pos.hands)
            seat = pos.order[(pos.order.index(pos.leader) + len(pos.trick)) % len(pos.order)]
            hands[seat] &= ~(1 << c)
            pos = Position(tuple(hands), pos.order, pos.leader, trick, pos.bidder, trump, tfl)
            if len(trick) == len(pos.order):
                break
        yield pos


def answers(module: types.ModuleType, pos: Position, need: int, monkeypatch: pytest.MonkeyPatch) -> tuple[object, ...]:
    """What the solver says of ``pos`` when it runs ``module``'s search (from cold tables)."""
    monkeypatch.setattr(solver, "_Search", module._Search)
    solver.clear_tables()  # the tables both copies share
    return (solver.max_tricks(pos), solver.min_tricks(pos), solver.can_make(pos, need), solver.can_avoid(pos),
            solver.best_cards(pos, None), solver.best_cards(pos, need), solver.misere_cards(pos))


@pytest.mark.skipif(NATIVE is None, reason="no compiled search here (tools/native.py found no C compiler)")
def test_the_compiled_copy_answers_as_the_python_module(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(20261201)
    for pos in positions(rng, 80):
        need = rng.randint(1, 5)
        with monkeypatch.context() as m:
            native = answers(NATIVE, pos, need, m)  # type: ignore[arg-type]
        with monkeypatch.context() as m:
            python = answers(python_search, pos, need, m)
        assert native == python, pos


def test_a_search_on_a_worker_thread_lets_the_others_run() -> None:
    """A seven-handed deal that takes the search a while (about 0.6 s compiled, 4 s in Python on a quiet
    machine): the thread that waits on it keeps getting its turns, as the window's thread must.

    Measured in the search thread's own CPU time, not the clock's: how much searching happens between two turns of
    the waiting thread. On a machine with every core busy a process may wait for the CPU for a good part of a second
    (a wall-clock gap of 0.42 s in 1.46 s was seen beside two busy processes), which says nothing of the GIL."""
    rng = random.Random("2024-7-7")
    pos = [deal(rng, 7, 7) for _ in range(35)][34]
    gaps: list[float] = []
    done = threading.Event()
    started = threading.Event()

    def work() -> None:
        started.wait()
        solver.clear_tables()
        try:
            solver.max_tricks(pos)
        finally:
            done.set()

    worker = threading.Thread(target=work)
    worker.start()
    assert worker.ident is not None
    clock = time.pthread_getcpuclockid(worker.ident)
    first = last = time.clock_gettime(clock)
    started.set()
    while not done.is_set():
        time.sleep(0.001)
        try:
            now = time.clock_gettime(clock)
        except OSError:  # the thread ended between the check and the reading
            break
        gaps.append(now - last)
        last = now
    worker.join()
    searched = last - first
    assert searched > 0.1, "the search was too quick to show anything"
    # Without the pauses a compiled search holds the GIL until it ends: one gap as long as the search.
    assert max(gaps) < searched / 4, (max(gaps), searched)
    assert len(gaps) >= 20


def test_a_search_pauses_only_once_it_has_run_a_while(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pause costs the kernel's timer slack (50 us) or more, and the expert makes thousands of searches shorter
    than the 2 ms between pauses: none of them may wait. One that runs on does pause, every 2 ms of it."""
    pos = deal(random.Random(7), 5, 5)
    monkeypatch.setattr(solver, "_Search", python_search._Search)
    pauses: list[float] = []
    clock = [100.0, 1e-9]  # the time, and how far it moves each time it is read

    def ticking() -> float:
        clock[0] += clock[1]
        return clock[0]

    monkeypatch.setattr(python_search, "sleep", pauses.append)
    monkeypatch.setattr(python_search, "perf_counter", ticking)
    solver.clear_tables()
    solver.max_tricks(pos)  # a nanosecond a look at the clock: far shorter than a pause
    assert pauses == []
    clock[1] = 0.001
    solver.clear_tables()
    solver.max_tricks(pos)
    assert len(pauses) >= 2


def test_the_compiled_copy_counts_bits_in_machine_words() -> None:
    """tools/native.py compiles ``x.bit_count()`` as ``_ones(x)`` (mypyc calls int.bit_count the slow way)."""
    from tools.native import for_mypyc

    source = "def f(x: int, y: int) -> int:\n    return x.bit_count() + (x & y).bit_count()\n"
    out = for_mypyc(source)
    assert "bit_count" not in out
    space: dict[str, object] = {}
    exec(out, space)
    f = space["f"]
    assert callable(f)
    rng = random.Random(5)
    for x, y in [(0, 0), ((1 << 56) - 1, (1 << 56) - 1)] + [(rng.getrandbits(56), rng.getrandbits(56))
                                                           for _ in range(2000)]:
        assert f(x, y) == x.bit_count() + (x & y).bit_count()
    assert "bit_count" not in for_mypyc(Path(python_search.__file__).read_text())
