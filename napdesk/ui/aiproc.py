"""Computer players in a child process, so their search never holds the UI thread's GIL.

The table's worker thread sends a seat's :class:`~napdesk.engine.view.View` (picklable, like every engine value)
to one shared child process and waits there, GIL released, for the action. The child keeps one player object per
seat and session, so a player that remembers things between decisions still can. Frozen builds use it too (their
launcher calls ``multiprocessing.freeze_support()``, so the child is the same executable). If no child process can
be started (a sandbox), callers fall back to thinking in-thread.

The child never outlives the program: it watches its parent (multiprocessing's parent sentinel, a pipe on POSIX
and a process handle on Windows, both ready when the parent dies, however it died: ``kill -9`` included) and
exits at once; multiprocessing's resource tracker then sees its last client go and exits too. At quit
:func:`shutdown` ends the child without waiting for a decision in progress (it holds nothing worth keeping).

Each seat's player is told when a hand starts and ends (the optional hooks of :mod:`napdesk.ai.base`), as
``napdesk simulate`` tells it, in the process where it plays. A hook that raises is the fault of its seat: it is
logged ("napdesk.ai") and play goes on; nothing a player does in the child reaches the UI but its answers.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import signal
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Protocol

from napdesk.ai import PlayerError, make_player
from napdesk.ai.base import Player, RandomPlayer, tell_end, tell_start
from napdesk.ai.pools import end_pool

log = logging.getLogger("napdesk.ai")
log.addHandler(logging.NullHandler())  # the application decides where messages go
Remote = tuple[tuple[object, ...], str, int]  # (the seat's key in the child, its level, its seed)

_PLAYERS: dict[tuple[object, ...], Player] = {}
_lock = threading.Lock()
AI, COURTESY = "ai", "courtesy"  # the computers' child; the children of the searches a person waits for
_WORKERS = {AI: 1, COURTESY: 2}  # one child keeps every seat's player; two so a hint never queues behind an analysis
_pools: dict[str, ProcessPoolExecutor] = {}
_broken: set[str] = set()
COURTESY_NICE = 10  # how much lower a courtesy child's priority is than the program's (a niceness step)
_POLL = 0.05  # seconds between two looks at a cancelled decision, or at a parent without a sentinel
QUIT_WAIT = 0.3  # seconds a child gets to end after SIGTERM at quit before it is killed


class _Cancellable(Protocol):
    @property
    def cancelled(self) -> bool: ...


def _player(level: str, seed: int) -> Player:
    try:
        return make_player(level, seed)
    except (PlayerError, ImportError):
        return RandomPlayer(seed)


def _seat_player(key: tuple[object, ...], level: str, seed: int) -> Player:
    player = _PLAYERS.get(key)
    if player is None:
        if len(_PLAYERS) > 64:
            _PLAYERS.clear()
        player = _PLAYERS[key] = _player(level, seed)
    return player


def choose_in_child(key: tuple[object, ...], level: str, seed: int, view: Any) -> Any:
    """Runs in the child process: the seat's player chooses from its view."""
    return _seat_player(key, level, seed).choose(view)


def call_hook(player: object, event: str, args: tuple[Any, ...]) -> str | None:
    """Tell ``player`` of a hand's start (``args``: rules, seat, budget in ms) or end (``args``: its last view),
    if it has the hook; what the hook raised, as text (the seat's fault), or None."""
    try:
        if event == "start":
            tell_start(player, *args)
        else:
            tell_end(player, *args)
    except Exception as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


def hook_in_child(key: tuple[object, ...], level: str, seed: int, event: str, args: tuple[Any, ...]) -> str | None:
    """Runs in the child process: :func:`call_hook` for the seat's player there."""
    return call_hook(_seat_player(key, level, seed), event, args)


@dataclass(frozen=True)
class Tell:
    """A hand-start or hand-end hook of one computer seat, called where its player plays."""

    seat: int  # the table seat
    who: str  # the seat's name and level, for the log
    player: Player  # the player in this process, used when there is no child
    remote: Remote | None  # where the player is in the child, or None to call ``player``
    event: str  # "start" or "end"
    args: tuple[Any, ...]


def _where_it_plays(job: _Cancellable, player: Player, remote: Remote | None, in_child: Callable[..., Any],
                    here: Callable[..., Any], *args: Any) -> Any:
    """``in_child(*remote, *args)`` in the child process when the seat's player is there and the child works (the
    thread waits with the GIL released, and gives up when cancelled), else ``here(player, *args)`` in this one."""
    pool = executor() if remote is not None else None
    if pool is not None and remote is not None:
        try:
            return wait(pool.submit(in_child, *remote, *args), job)
        except BrokenProcessPool:
            mark_broken()
    return here(player, *args)


def tell(tells: Sequence[Tell], job: _Cancellable) -> None:
    """Call each hook in turn (on a worker thread); a hook's fault is logged, and the next is called."""
    for t in tells:
        fault = _where_it_plays(job, t.player, t.remote, hook_in_child, call_hook, t.event, t.args)
        if fault is not None:
            log.warning("seat %d (%s): the hand-%s hook raised %s; play goes on", t.seat, t.who, t.event, fault)


def decide(job: _Cancellable, player: Player, view: Any, remote: Remote | None,
           before: Sequence[Tell] = ()) -> object:
    """One computer decision, on the table's worker thread, after the hooks ``before`` it (a hand's start). The
    thinking happens in the child process when there is one (the thread waits there with the GIL released, and
    gives up when cancelled)."""
    tell(before, job)
    return _where_it_plays(job, player, remote, choose_in_child, _choose, view)


def _choose(player: Player, view: Any) -> object:
    return player.choose(view)


def _watch_parent() -> None:
    """In the child: exit as soon as the parent process is gone."""
    parent = multiprocessing.parent_process()
    sentinel = getattr(parent, "sentinel", None)
    if sentinel is not None:
        multiprocessing.connection.wait([sentinel])
    else:  # no sentinel (should not happen with "spawn"): the parent is gone once we are someone else's child
        first = os.getppid()
        while os.getppid() == first:
            threading.Event().wait(_POLL * 10)
    os._exit(0)


def _child_started(niceness: int | None = None) -> None:
    """The child's initializer: watch the parent; Ctrl+C in a terminal is the parent's business. A courtesy child
    (``niceness``: the one it runs at) gives way to the UI process when the machine is busy: the scoreboard's
    review of a session's last hands kept both cores busy for seconds, and the UI's slices took twice as long
    beside it. (The parent has lowered it already, as it started: see :func:`_give_way`.)"""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if niceness is not None:
        _lower(0, niceness)
    threading.Thread(target=_watch_parent, name="napdesk-parent-watch", daemon=True).start()


def _lower(pid: int, niceness: int) -> None:
    """Process ``pid`` (0: this one) to ``niceness`` if it runs at a higher priority (POSIX; Windows has none)."""
    if hasattr(os, "setpriority"):
        with contextlib.suppress(OSError):  # the process is gone, or not ours to lower
            if os.getpriority(os.PRIO_PROCESS, pid) < niceness:
                os.setpriority(os.PRIO_PROCESS, pid, niceness)


def _courtesy_niceness() -> int | None:
    return min(19, os.getpriority(os.PRIO_PROCESS, 0) + COURTESY_NICE) if hasattr(os, "getpriority") else None


def _give_way(pool: ProcessPoolExecutor) -> None:
    """The courtesy children the last submit started, lowered from here at once: their own initializer runs only
    once the child has imported what unpickling it needs (napdesk's players and engine, 0.3 s of a core), and at
    the program's priority that import took the core a new game's first paints wanted (the UI thread waited
    8-12 ms for a core at the cut, beside the computers' child importing too)."""
    niceness = _courtesy_niceness()
    if niceness is None:
        return
    for process in list(getattr(pool, "_processes", {}).values()):  # the pool's own children, started on demand
        if process.pid is not None:
            _lower(process.pid, niceness)  # one lowered before is left as it is


def wait(future: Future[Any], job: _Cancellable) -> Any:
    """The child's answer, waited for on a worker thread; ``CancelledError`` if ``job`` is cancelled first (the
    window went): the answer is then left to the child, which finishes and forgets it. (This module stays free of
    Qt: the child imports it.)"""
    while True:
        try:
            return future.result(timeout=_POLL)
        except TimeoutError:
            if job.cancelled:
                future.cancel()
                raise CancelledError from None


def executor(kind: str = AI) -> ProcessPoolExecutor | None:
    """The shared child process of ``kind`` (started on first use), or None when none can run: :data:`AI` for the
    computers, :data:`COURTESY` for the searches a person waits for (:func:`beside`)."""
    with _lock:
        if kind in _broken:
            return None
        pool = _pools.get(kind)
        if pool is None:
            try:
                niceness = _courtesy_niceness() if kind == COURTESY else None
                pool = ProcessPoolExecutor(max_workers=_WORKERS[kind], mp_context=multiprocessing.get_context("spawn"),
                                           initializer=_child_started, initargs=(niceness,))
            except (OSError, ValueError, NotImplementedError):
                _broken.add(kind)
                return None
            if not _pools:
                atexit.register(shutdown)
            _pools[kind] = pool
        return pool


def mark_broken(kind: str = AI) -> None:
    with _lock:
        _broken.add(kind)
    shutdown(kind)


def beside(job: _Cancellable, work: Callable[[], Any]) -> Any:
    """``work()`` (a search a person waits for: a hint, an analysis) in a courtesy child, waited for on a worker
    thread with the GIL released; ``CancelledError`` once ``job`` is cancelled (a job not yet started is dropped
    at once, one running finishes in the child and is forgotten: each has its own time limit). ``work`` must be
    picklable (a module-level function, or a ``functools.partial`` of one, over engine values): one that is not,
    or a machine where no child can start, is done here, on the calling thread, as before."""
    pool = executor(COURTESY)
    if pool is not None:
        try:
            payload = pickle.dumps(work)
        except (pickle.PicklingError, AttributeError, TypeError):
            log.debug("not picklable, searched in this process: %r", work)
        else:
            try:
                future = pool.submit(_unpickled_call, payload)
                _give_way(pool)
                return wait(future, job)
            except BrokenProcessPool:
                mark_broken(COURTESY)
    return work()


def start_computers(job: _Cancellable) -> int | None:
    """Runs on a worker thread as a window opens: the computers' child started (Python and napdesk's players
    loaded there, 0.2 s of a core) before a game asks it for a decision. Started by a new game's first decision
    instead, it took that core beside the game's first paints and, with a courtesy child starting too, the UI
    thread waited for a core. The child's process id, or None where none can start."""
    pool = executor()
    if pool is None:
        return None
    try:
        return int(wait(pool.submit(worker_pid), job))
    except BrokenProcessPool:
        mark_broken()
        return None


def warm_up() -> None:
    """Runs in a courtesy child, sent before the first search a person will wait for (hints were turned on): the
    child is started, and the search's modules imported, while nobody waits yet."""
    importlib.import_module("napdesk.ai.hints")
    importlib.import_module("napdesk.ai.analysis")


def _unpickled_call(payload: bytes) -> Any:
    """Runs in a courtesy child: the work :func:`beside` pickled, called."""
    return pickle.loads(payload)()


def worker_pid() -> int:
    """Runs in a child: its process id (tests check where work runs)."""
    return os.getpid()


def shutdown(kind: str | None = None) -> None:
    """End the children now (quit, or a broken pool; ``kind``: only those of that pool): SIGTERM, a short wait,
    then SIGKILL; no decision is awaited."""
    with _lock:
        pools = [_pools.pop(k) for k in ([kind] if kind is not None else list(_pools)) if k in _pools]
    for pool in pools:
        _end(pool)


def _end(pool: ProcessPoolExecutor) -> None:
    processes = getattr(pool, "_processes", None)  # the pool's own children; they are started on demand
    end_pool(pool, list(processes.values()) if processes else multiprocessing.active_children(), QUIT_WAIT)
