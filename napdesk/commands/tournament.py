"""A whole ``napdesk simulate`` match, its deals played on one or several processes.

A hand (one deal in one rotation with ``--duplicate``) is the unit of work: it is played by players of its own,
seeded from (``--seed``, deal, entry), so a hand plays the same in any process and however the hands are grouped,
and the match gives exactly the same figures and records with any ``--jobs`` (only the times differ). With a pool
the hands go out in order in small runs (:func:`units`: a few hands each at first, one each near the end, so that
the last ones even out between the processes), each run to whichever worker is idle; the results come back and are
written in order, at most a few runs ahead of the one being written.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TextIO

from napdesk.ai import PlayerError, make_player
from napdesk.ai.pools import end_pool
from napdesk.commands.match import Block, Entry, MatchFault, play_hands
from napdesk.commands.match_stats import EntryStats, paired
from napdesk.engine.rules import Rules

__all__ = ["MAX_UNIT_HANDS", "UnitDone", "default_jobs", "play_match", "units"]

# A run of hands is one task for a worker: long enough that the cost of sending it and its result back is small
# against the hands (about a millisecond of the calling process's time a run), short enough that the progress bar
# moves and the records held in memory stay few. How many hands that is depends on the players: a random match
# plays ten thousand a second, an expert one a few, so the size follows the speed the finished runs showed.
FIRST_UNIT_HANDS = 16  # before any run has come back
UNIT_SECONDS = 0.05  # the CPU time a run aims at
END_UNIT_SECONDS = 0.005  # and the least it holds as the runs shrink near the end
MAX_UNIT_HANDS = 1024
UNITS_PER_JOB = 8  # a run is at most 1/UNITS_PER_JOB of what is left per process, so the last runs are short
AHEAD_PER_JOB = 4  # runs in flight per process beyond the one being written: their results wait in memory
MIN_HANDS_PER_JOB = 4  # a worker's start-up (with spawn, the imports) pays only for a few hands of its own
STOP_POLL = 0.05  # seconds between two looks at a stop (a signal) while waiting for a worker's run
QUIT_WAIT = 1.0  # seconds a stopped worker gets to end after SIGTERM before it is killed


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def start_method() -> str:
    """How a worker is started: forked where that is safe, on Linux with this process running one thread (every
    thread, Python's or a library's, is listed in /proc/self/task). A forked worker starts in a millisecond with
    napdesk already imported; a spawned one starts Python again and imports napdesk and the players, about 0.15
    CPU s, which is a sixth of each process's work in a 16-deal expert tournament. A process with other threads
    (a GUI; a test run once something has started one) spawns: a forked copy of a thread that held a lock can
    hang. Not on macOS either, whose system libraries are not safe to fork even with one thread."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError):
            if len(os.listdir("/proc/self/task")) == 1:
                return "fork"
    return "spawn"


def units(hands: int, jobs: int, sizes: Callable[[], tuple[int, int]] = lambda: (1, MAX_UNIT_HANDS)
          ) -> Iterator[range]:
    """The runs of hands, in order: shrinking with what is left, within ``sizes()`` (the fewest and the most hands
    a run should hold, asked before each run; at most :data:`MAX_UNIT_HANDS`), the last run what is left."""
    start = 0
    while start < hands:
        least, most = sizes()
        most = max(1, min(MAX_UNIT_HANDS, most))
        size = max(least, min(most, (hands - start) // (UNITS_PER_JOB * max(jobs, 1))), 1)
        size = min(size, hands - start)
        yield range(start, start + size)
        start += size


class _UnitSize:
    """How many hands a run should hold, from the CPU time the runs played so far took a hand: about
    :data:`UNIT_SECONDS` of work, and near the end no less than :data:`END_UNIT_SECONDS` (the processes still
    finish within a few milliseconds of each other, and a run of one random hand would be all sending)."""

    def __init__(self) -> None:
        self.hands = 0
        self.cpu_s = 0.0

    def played(self, block: Block) -> None:
        self.hands += block.hands
        self.cpu_s += block.cpu_s

    def __call__(self) -> tuple[int, int]:
        if not self.hands:
            return 1, FIRST_UNIT_HANDS
        per_s = self.hands / max(self.cpu_s, 1e-9)
        return max(1, int(END_UNIT_SECONDS * per_s)), max(1, int(UNIT_SECONDS * per_s))


@dataclass(frozen=True)
class UnitDone:
    """A run of hands played, for a benchmark: its CPU seconds, the process that played it and that process's CPU
    seconds of start-up (a spawned one's imports; 0 in the calling process)."""

    hands: range
    cpu_s: float
    worker: int
    startup_s: float


@dataclass(frozen=True)
class _Match:
    """What every run of one match shares: given to each worker once, at its start."""

    rules: Rules
    entries: tuple[Entry, ...]
    seed: int
    duplicate: bool
    records: bool
    budget_ms: float | None
    strict: bool


_match: _Match | None = None  # in a worker: the match it plays runs of
_startup_s = 0.0


def _watch_parent() -> None:
    """In a worker: end as soon as the process that started it is gone, however it went (``kill -9`` too); else
    the worker would wait for its next run of hands for ever."""
    parent = multiprocessing.parent_process()
    sentinel = getattr(parent, "sentinel", None)
    if sentinel is not None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)


def _init_worker(path: list[str], match: _Match) -> None:
    global _match, _startup_s
    # Ctrl+C in a terminal reaches the whole process group: the calling process ends the match and its workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_watch_parent, name="napdesk-parent-watch", daemon=True).start()
    sys.path[:] = path  # plug-ins found in the folder the command was run from, whatever the start method
    _match = match
    for entry in match.entries:  # import the players' modules now, not in the first run
        with contextlib.suppress(Exception):  # a player that cannot be built says so in its first run
            make_player(entry.spec)
    _startup_s = time.process_time()


def _play_unit(hands: range) -> tuple[Block, int, float]:
    m = _match
    assert m is not None, "a worker plays runs only after its start"
    block = play_hands(m.rules, m.entries, hands, m.seed, m.duplicate, m.records, m.budget_ms, m.strict)
    return block, os.getpid(), _startup_s


def _never() -> bool:
    return False


def _played(pool: ProcessPoolExecutor | None, match: _Match, hands: int, jobs: int,
            tick: Callable[..., None] | None, stop: Callable[[], bool] = _never
            ) -> Generator[tuple[Block, UnitDone], None, None]:
    """Each run's result, in order; once ``stop()`` says so, only the runs already finished (in one process, the
    hands of the run in progress finished so far). ``tick(hands)`` as hands are played (None: no one asks)."""
    if pool is None:
        for run in units(hands, 1):
            block = play_hands(match.rules, match.entries, run, match.seed, match.duplicate, match.records,
                               match.budget_ms, match.strict, tick, stop)
            yield block, UnitDone(run, block.cpu_s, os.getpid(), 0.0)
            if stop():
                return
        return
    size = _UnitSize()
    todo = units(hands, jobs, size)
    flying: deque[tuple[range, Future[tuple[Block, int, float]]]] = deque()
    try:
        while not stop():
            while len(flying) < jobs * (1 + AHEAD_PER_JOB):
                ahead = next(todo, None)
                if ahead is None:
                    break
                flying.append((ahead, pool.submit(_play_unit, ahead)))
            if not flying:
                return
            done, future = flying[0]
            try:
                result = future.result(timeout=STOP_POLL)
            except TimeoutError:
                continue  # look at stop() again
            except BrokenProcessPool:
                if stop():  # the workers were signalled too (a terminal's Ctrl+C, kill on the process group)
                    return
                raise
            flying.popleft()
            block, worker, startup_s = result
            size.played(block)
            if tick is not None:
                tick(block.hands)
            yield block, UnitDone(done, block.cpu_s, worker, startup_s)
        # Stopped: the runs already finished, in order, up to the first that is not.
        while flying and flying[0][1].done() and not flying[0][1].cancelled() and flying[0][1].exception() is None:
            done, future = flying.popleft()
            block, worker, startup_s = future.result()
            if tick is not None:
                tick(block.hands)
            yield block, UnitDone(done, block.cpu_s, worker, startup_s)
    finally:
        for _, future in flying:  # a strict stop, a signal, or an error here: play no more runs
            future.cancel()


def _end_workers(pool: ProcessPoolExecutor) -> None:
    """End a pool's workers now, in the middle of their runs (the match was stopped): SIGTERM, then SIGKILL."""
    end_pool(pool, list((getattr(pool, "_processes", None) or {}).values()), QUIT_WAIT)


def play_match(rules: Rules, entries: Sequence[Entry], hands: int, seed: int, duplicate: bool = False,
               records: TextIO | None = None, progress: TextIO | None = None, *, budget_ms: float | None = None,
               strict: bool = False, faults: TextIO | None = None, compare: tuple[str, str] | None = None,
               jobs: int = 1, observe: Callable[[UnitDone], None] | None = None,
               stop: Callable[[], bool] = _never) -> dict[str, Any]:
    """Play the match on ``jobs`` processes; return the ``--json`` object. Raises :class:`MatchFault` in a strict
    match at the first fault, after writing the records and fault lines of every hand before it. ``observe`` is
    told of every run of hands played, in order. Once ``stop()`` says so (a signal), the workers are ended and the
    object is that of the hands finished, with ``"partial": true``."""
    match = _Match(rules, tuple(entries), seed, duplicate, records is not None, budget_ms, strict)
    total = hands * (rules.players if duplicate else 1)
    jobs = min(jobs, -(-total // MIN_HANDS_PER_JOB))
    with contextlib.ExitStack() as stack:
        pool = None
        if jobs > 1:
            # Forked workers all start at the first run sent, before the pool starts its own threads (and nothing
            # between here and there starts one).
            pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context(start_method()),
                                       initializer=_init_worker, initargs=(list(sys.path), match))
            stack.callback(lambda: _end_workers(pool) if stop() else pool.shutdown(wait=True, cancel_futures=True))
        return _play(pool, match, hands, total, jobs, records, progress, faults, compare, observe, stop)


def _play(pool: ProcessPoolExecutor | None, match: _Match, hands: int, total: int, jobs: int, records: TextIO | None,
          progress: TextIO | None, faults: TextIO | None, compare: tuple[str, str] | None,
          observe: Callable[[UnitDone], None] | None, stop: Callable[[], bool]) -> dict[str, Any]:
    entries = match.entries
    n = match.rules.players
    if len(entries) != n:
        raise PlayerError(f"--seats names {len(entries)} players for a {n}-player game")
    names = [e.name for e in entries]
    if compare is not None:
        missing = [c for c in compare if c not in names]
        if missing:
            raise PlayerError(f"--compare names {missing[0]!r}, which is not an entry ({', '.join(names)})")
    stats = [EntryStats(e.name, e.spec) for e in entries]
    rotations = n if match.duplicate else 1
    done = 0
    start = time.perf_counter()

    def tick(count: int = 1) -> None:
        nonlocal done
        done += count
        if progress is not None:
            _bar(progress, done, total, time.perf_counter() - start)

    played = 0
    # In one process the bar moves with every hand; with a pool, with every run of hands written. Without a bar
    # nothing is told (in one process, a call per hand for nothing).
    runs = _played(pool, match, total, jobs, tick if progress is not None else None, stop)
    with contextlib.closing(runs):  # a strict stop cancels the runs not yet played
        for block, unit in runs:
            for mine, theirs in zip(stats, block.stats, strict=True):
                mine.merge(theirs)
            played += block.hands
            if records is not None:
                records.writelines(line + "\n" for line in block.records)
            if faults is not None:
                faults.writelines(line + "\n" for line in block.faults)
            if observe is not None:
                observe(unit)
            if block.stopped is not None:
                raise MatchFault(block.stopped)
    seconds = time.perf_counter() - start
    if progress is not None:
        progress.write("\n")
        progress.flush()
    result: dict[str, Any] = {"hands": played, "deals": hands, "rotations": rotations, "seconds": round(seconds, 3),
                              "hands_per_s": round(played / seconds, 3) if seconds > 0 else None,
                              "budget_ms": match.budget_ms, "seats": [s.to_json() for s in stats]}
    if played < total and stop():
        result["partial"] = True  # stopped by a signal: the figures of the hands finished
    if compare is not None:
        result["compare"] = paired(stats[names.index(compare[0])], stats[names.index(compare[1])])
    return result


def _bar(out: TextIO, done: int, total: int, seconds: float) -> None:
    width = 30
    fill = width * done // max(total, 1)
    rate = done / seconds if seconds > 0 else 0.0
    out.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} hands, {rate:.1f}/s")
    out.flush()
