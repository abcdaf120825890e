"""Ending a pool of player processes at once: the window's AI children at quit, a stopped tournament's workers."""

from __future__ import annotations

import multiprocessing.process
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor


def end_pool(pool: ProcessPoolExecutor, children: Sequence[multiprocessing.process.BaseProcess],
             wait: float) -> None:
    """End ``pool`` now, in the middle of whatever its ``children`` run: no new job, SIGTERM, ``wait`` seconds,
    then SIGKILL; then the pool's own thread, once its children are gone."""
    pool.shutdown(wait=False, cancel_futures=True)
    for child in children:
        child.terminate()
    for child in children:
        child.join(wait)
        if child.is_alive():
            child.kill()
            child.join(wait)
    pool.shutdown(wait=True)
