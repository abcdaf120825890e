"""Work done off the UI thread (computer decisions, a hand's analysis, hints) and the one way its results come back.

The searches themselves run in child processes (:mod:`napdesk.ui.aiproc`): the threads here only send the work
and wait for its answer with the GIL released, so a search never competes with the UI thread for it.

A worker thread never touches a QObject a window owns: such an object can be deleted on the UI thread while the
worker runs, and emitting through it is then a use-after-free that no ``try`` can catch. Instead:

- every result goes into the queue of one :class:`_Dispatcher`, made on the UI thread at first use and never
  deleted while the program runs, which hands it on to its receiver on the UI thread;
- each owner (a game controller) starts its work through its own :class:`Workers`, which tracks every job.
  ``Workers.shutdown()``, called from the window's close path (and, as a last resort, when the owner's C++ object
  is destroyed), cancels the jobs and joins those already running; a result that arrives after that is dropped
  on the UI thread, before any code of the owner runs.

Jobs run on plain Python threads (concurrent.futures), so no Qt object is ever made or used on a worker thread
except the dispatcher's signal, which is thread-safe and belongs to an object that outlives every worker.
"""

from __future__ import annotations

import atexit
import queue
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from napdesk.ui import aiproc

COURTESY_THREADS = 2  # analyses and hints of every window share these (the machine's cores are few)


class Job:
    """One piece of work: ``work(job)`` runs on a worker thread, ``deliver(result)`` on the UI thread (the result,
    or the exception ``work`` raised). ``work`` may poll :attr:`cancelled` and raise ``CancelledError`` to stop
    early."""

    def __init__(self, owner: Workers, work: Callable[[Job], object], deliver: Callable[[object], None]) -> None:
        self._owner = owner
        self._work = work
        self._deliver: Callable[[object], None] | None = deliver
        self._cancel = threading.Event()
        self.future: Future[None] | None = None

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:  # on the UI thread
        """Deliver nothing, and let go of the receiver here and now: ``deliver`` is a window's bound method, and a
        cancelled job's last reference goes on its worker thread (a window, or any QObject, held only by it would
        be destroyed there)."""
        self._cancel.set()
        self._deliver = None

    def run(self) -> None:  # on a worker thread
        if self.cancelled:
            return
        result: object
        try:
            result = self._work(self)
        except CancelledError:  # the job saw it was cancelled: nothing to deliver
            return
        except Exception as exc:  # delivered: the receiver decides (a computer falls back to a legal move)
            result = exc
        if not self.cancelled:
            _post(self, result)

    def deliver(self, result: object) -> None:  # on the UI thread, from the dispatcher
        self._owner.forget(self)
        deliver, self._deliver = self._deliver, None
        if deliver is not None and not self.cancelled and not self._owner.closed:
            deliver(result)


class _Dispatcher(QObject):
    """Lives on the UI thread for the whole program: takes results from any thread, hands them on in order."""

    _ready = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._queue: queue.SimpleQueue[tuple[Job, object]] = queue.SimpleQueue()
        self._ready.connect(self._drain, Qt.ConnectionType.QueuedConnection)

    def post(self, job: Job, result: object) -> None:  # any thread
        self._queue.put((job, result))
        self._ready.emit()

    def _drain(self) -> None:  # UI thread
        while True:
            try:
                job, result = self._queue.get_nowait()
            except queue.Empty:
                return
            job.deliver(result)


_dispatcher: _Dispatcher | None = None
_lock = threading.Lock()
_courtesy: ThreadPoolExecutor | None = None
_live: weakref.WeakSet[Workers] = weakref.WeakSet()


def dispatcher() -> _Dispatcher:
    """The program's dispatcher; the first call must come from the UI thread (a controller's constructor)."""
    global _dispatcher
    if _dispatcher is None:
        _dispatcher = _Dispatcher()
    return _dispatcher


def _post(job: Job, result: object) -> None:
    target = _dispatcher
    if target is not None and QCoreApplication.instance() is not None:
        target.post(job, result)


def _courtesy_pool() -> ThreadPoolExecutor:
    global _courtesy
    with _lock:
        if _courtesy is None:
            _courtesy = ThreadPoolExecutor(COURTESY_THREADS, thread_name_prefix="napdesk-courtesy")
        return _courtesy


class Workers:
    """The jobs of one owner: its own thread for decisions (one at a time, in order) and the shared courtesy
    threads for analyses and hints. Every job is tracked until delivered, cancelled or joined."""

    def __init__(self, name: str = "napdesk-think") -> None:
        dispatcher()  # made here, on the UI thread
        self._name = name
        self._think: ThreadPoolExecutor | None = None
        self._jobs: set[Job] = set()
        self._jobs_lock = threading.Lock()
        self.closed = False
        _live.add(self)

    def think(self, work: Callable[[Job], object], deliver: Callable[[object], None]) -> Job | None:
        """Start a decision on this owner's own thread (decisions never overlap)."""
        if self._think is None and not self.closed:
            self._think = ThreadPoolExecutor(1, thread_name_prefix=self._name)
        return self._start(self._think, work, deliver)

    def courtesy(self, work: Callable[[], object], deliver: Callable[[object], None]) -> Job | None:
        """Start work the owner offers but never waits on (an analysis, a hint). It runs in a courtesy child
        process (:func:`napdesk.ui.aiproc.beside`: never under this process's GIL), a shared thread here only
        waiting for it; ``work`` that cannot be pickled, or a machine with no child, runs on that thread."""
        return self._start(_courtesy_pool(), partial(aiproc.beside, work=work), deliver)

    def _start(self, pool: ThreadPoolExecutor | None, work: Callable[[Job], object],
               deliver: Callable[[object], None]) -> Job | None:
        if self.closed or pool is None:
            return None
        job = Job(self, work, deliver)
        with self._jobs_lock:
            self._jobs.add(job)
        job.future = pool.submit(job.run)
        return job

    def forget(self, job: Job) -> None:
        with self._jobs_lock:
            self._jobs.discard(job)

    @property
    def pending(self) -> int:
        """Jobs started and not yet delivered, cancelled or joined."""
        with self._jobs_lock:
            return len(self._jobs)

    def cancel_all(self) -> None:
        """Cancel every job; those that already run finish, but deliver nothing."""
        with self._jobs_lock:
            jobs, self._jobs = self._jobs, set()
        for job in jobs:
            job.cancel()
            if job.future is not None:
                job.future.cancel()

    def shutdown(self, wait: bool = True) -> None:
        """Cancel every job and (``wait``) wait for those already running; afterwards nothing is started or
        delivered."""
        self.closed = True
        with self._jobs_lock:
            jobs = list(self._jobs)
        self.cancel_all()
        if wait:
            wait_futures([job.future for job in jobs if job.future is not None])
        think, self._think = self._think, None
        if think is not None:
            think.shutdown(wait=wait, cancel_futures=True)

    def close_now(self) -> None:
        """The owner is being destroyed without a shutdown: cancel, and let its thread end, without waiting
        (what still runs delivers nothing)."""
        self.shutdown(wait=False)


def close_current(current: list[Workers]) -> None:
    """The destroyed hook of an owner that starts new workers for each piece of work (``current[0]``, the latest):
    the list, not the owner, is what the hook holds."""
    current[0].close_now()


def shutdown_all() -> None:
    """At quit: shut every owner's workers down, then the shared threads."""
    global _courtesy
    for workers in list(_live):
        workers.shutdown()
    with _lock:
        pool, _courtesy = _courtesy, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


atexit.register(shutdown_all)

