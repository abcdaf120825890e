"""A whole ``napdesk simulate`` match, its deals split into blocks that one or several processes play.

The deals are cut into blocks of :data:`BLOCK_DEALS`; each block is played by players of its own, seeded from
(``--seed``, block, entry), so a block plays the same in any process and the match gives exactly the same figures
and records with any ``--jobs`` (only the times differ). The blocks' results are put together in deal order.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, TextIO

from napdesk.ai import PlayerError
from napdesk.commands.match import Block, Entry, MatchFault, play_block
from napdesk.commands.match_stats import EntryStats, paired
from napdesk.engine.rules import Rules

__all__ = ["BLOCK_DEALS", "default_jobs", "play_match"]

# Small enough that two processes share the work evenly and the progress bar moves; large enough that a plug-in
# keeping something from hand to hand keeps it for a while.
BLOCK_DEALS = 8


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def _init_worker(path: list[str]) -> None:
    sys.path[:] = path  # plug-ins found in the folder the command was run from, whatever the start method


def _blocks(hands: int) -> list[range]:
    return [range(a, min(a + BLOCK_DEALS, hands)) for a in range(0, hands, BLOCK_DEALS)]


def _played(rules: Rules, entries: Sequence[Entry], hands: int, seed: int, duplicate: bool, records: bool,
            budget_ms: float | None, strict: bool, jobs: int, tick: Callable[..., None]
            ) -> Generator[Block, None, None]:
    """Each block's result, in deal order."""
    blocks = _blocks(hands)
    if jobs <= 1 or len(blocks) <= 1:
        for b, deals in enumerate(blocks):
            yield play_block(rules, entries, deals, b, seed, duplicate, records, budget_ms, strict, tick)
        return
    # spawn, not fork: the caller may have threads (a test run, a GUI), and a forked copy of them can hang.
    with ProcessPoolExecutor(max_workers=min(jobs, len(blocks)), mp_context=multiprocessing.get_context("spawn"),
                             initializer=_init_worker, initargs=(list(sys.path),)) as pool:
        futures: list[Future[Block]] = [
            pool.submit(play_block, rules, entries, deals, b, seed, duplicate, records, budget_ms, strict)
            for b, deals in enumerate(blocks)]
        try:
            for future in futures:
                block = future.result()
                tick(block.hands)
                yield block
        finally:
            for future in futures:  # a strict stop, or an error here: play no more blocks
                future.cancel()


def play_match(rules: Rules, entries: Sequence[Entry], hands: int, seed: int, duplicate: bool = False,
               records: TextIO | None = None, progress: TextIO | None = None, *, budget_ms: float | None = None,
               strict: bool = False, faults: TextIO | None = None, compare: tuple[str, str] | None = None,
               jobs: int = 1) -> dict[str, Any]:
    """Play the match on ``jobs`` processes; return the ``--json`` object. Raises :class:`MatchFault` in a strict
    match at the first fault, after writing the records and fault lines of every hand before it."""
    n = rules.players
    if len(entries) != n:
        raise PlayerError(f"--seats names {len(entries)} players for a {n}-player game")
    names = [e.name for e in entries]
    if compare is not None:
        missing = [c for c in compare if c not in names]
        if missing:
            raise PlayerError(f"--compare names {missing[0]!r}, which is not an entry ({', '.join(names)})")
    stats = [EntryStats(e.name, e.spec) for e in entries]
    rotations = n if duplicate else 1
    total = hands * rotations
    done = 0
    start = time.perf_counter()

    def tick(count: int = 1) -> None:
        nonlocal done
        done += count
        if progress is not None:
            _bar(progress, done, total, time.perf_counter() - start)

    played = 0
    # In one process the bar moves with every hand; with a pool, with every block done.
    blocks = _played(rules, entries, hands, seed, duplicate, records is not None, budget_ms, strict, jobs, tick)
    with contextlib.closing(blocks):  # a strict stop cancels the blocks not yet played
        for block in blocks:
            for mine, theirs in zip(stats, block.stats, strict=True):
                mine.merge(theirs)
            played += block.hands
            if records is not None:
                records.writelines(line + "\n" for line in block.records)
            if faults is not None:
                faults.writelines(line + "\n" for line in block.faults)
            if block.stopped is not None:
                raise MatchFault(block.stopped)
    seconds = time.perf_counter() - start
    if progress is not None:
        progress.write("\n")
        progress.flush()
    result: dict[str, Any] = {"hands": played, "deals": hands, "rotations": rotations, "seconds": round(seconds, 3),
                              "hands_per_s": round(played / seconds, 3) if seconds > 0 else None,
                              "budget_ms": budget_ms, "seats": [s.to_json() for s in stats]}
    if compare is not None:
        result["compare"] = paired(stats[names.index(compare[0])], stats[names.index(compare[1])])
    return result


def _bar(out: TextIO, done: int, total: int, seconds: float) -> None:
    width = 30
    fill = width * done // max(total, 1)
    rate = done / seconds if seconds > 0 else 0.0
    out.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} hands, {rate:.1f}/s")
    out.flush()
