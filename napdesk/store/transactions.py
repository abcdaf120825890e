"""The store's connection and its one lock, shared by the store and its parts (:mod:`napdesk.store.store`): one
committed write at a time or many in a :meth:`~Transactions.batch`, every SQLite error of a write a coded
:class:`StoreError` (:mod:`napdesk.store.errors`), the checkpoint after each finished hand, and the mark that the
file is in use."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Final, Literal

from napdesk.store import errors
from napdesk.store.paths import DB_NAME
from napdesk.store.problems import Problem
from napdesk.store.values import Clock, ReadOnlyStore, StoreError, stamp

IN_PLAY: Final = "napdesk.store.in_play"  # the preference that marks the file in use (mark_in_play)

log = logging.getLogger("napdesk.store")


class Transactions:
    """Reading (:meth:`read`) and writing (:meth:`write`: one transaction, or a part of the enclosing
    :meth:`batch`) on the one connection, under the one lock, and what goes with them."""

    def __init__(self, db: sqlite3.Connection, *, data_dir: Path | None, read_only: bool, clock: Clock) -> None:
        self.db = db
        self.data_dir = data_dir
        self.read_only = read_only
        self.clock = clock
        self.mutex = threading.RLock()
        self._batch_depth = 0
        self._checkpoint_due = False  # a hand finished inside the batch being written: checkpoint after it
        self._in_play = False  # this store marked the file in play (mark_in_play); unmark_in_play clears it

    @property
    def path(self) -> Path | None:
        """The database file, or None for an in-memory store."""
        return None if self.data_dir is None else self.data_dir / DB_NAME

    def now(self) -> str:
        return stamp(self.clock())

    @contextlib.contextmanager
    def read(self) -> Iterator[sqlite3.Connection]:
        """The connection, for reading, while no other thread uses it."""
        with self.mutex:
            yield self.db

    @contextlib.contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One committed transaction (or a part of the enclosing :meth:`batch`)."""
        if self.read_only:
            raise ReadOnlyStore("the saved games are open read-only; nothing can be changed", Problem.READ_ONLY)
        with self.mutex:
            if self._batch_depth:
                yield self.db
                return
            try:
                self.db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise errors.save_error(exc, self.path) from exc
            try:
                yield self.db
            except sqlite3.Error as exc:  # a statement of the write: read-only, locked, full, damaged...
                with contextlib.suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
                raise errors.save_error(exc, self.path) from exc
            except OverflowError as exc:  # a number beyond SQLite's 64 bits (runaway pools in random play)
                with contextlib.suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
                raise StoreError(f"cannot save: a number is too large ({exc})", Problem.CANNOT_SAVE,
                                 error=f"OverflowError: {exc}") from exc
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
                raise
            try:
                self.db.execute("COMMIT")
            except sqlite3.Error as exc:
                with contextlib.suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
                raise errors.save_error(exc, self.path) from exc

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Group many writes into one transaction (imports, bulk loads): all or nothing, one disk flush."""
        with self.write():
            self._batch_depth += 1
            try:
                yield
            finally:
                self._batch_depth -= 1
        if self._checkpoint_due and not self._batch_depth:  # committed: now the checkpoint can copy it
            self._checkpoint_due = False
            self.checkpoint()

    def hand_finished(self) -> None:
        """A finished hand was written: checkpoint now, or after the batch it is a part of commits."""
        if self._batch_depth:  # not committed yet (the controller writes a hand's last action and its end as one)
            self._checkpoint_due = True
        else:
            self.checkpoint()

    def checkpoint(self, mode: Literal["PASSIVE", "TRUNCATE"] = "PASSIVE") -> bool:
        """Copy the WAL into the database file (and fsync it), so the file alone holds every finished hand: a
        lost or truncated ``-wal`` then costs at most the hand in progress. Done after each finished hand and at
        close. PASSIVE never waits for a reader beside us (``napdesk sessions list``); frames a reader still
        needs are copied at the next checkpoint. Returns whether the whole WAL was copied; a no-op inside
        :meth:`batch` (its commit comes later) and for read-only or in-memory stores."""
        if self.read_only or self.data_dir is None:
            return False
        with self.mutex:
            if self._batch_depth:
                return False
            try:
                busy, frames, copied = self.db.execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
            except sqlite3.Error as exc:  # a checkpoint is an optimisation of safety, never a failed save
                log.warning("checkpoint failed: %s", exc)
                return False
        return not busy and copied == frames

    def mark_in_play(self) -> bool:
        """Mark the database file as in use by this store (the mark is in the file itself, checkpointed at once;
        :meth:`unmark_in_play` clears it) and return whether it was marked already: a store that stopped without
        closing (a crash, ``kill -9``). Opening then knows that a missing ``-wal`` may have held the last writes."""
        if self.read_only or self.data_dir is None:
            return False
        try:
            with self.write() as db:
                row = db.execute("SELECT value FROM preferences WHERE key = ?", (IN_PLAY,)).fetchone()
                db.execute("INSERT INTO preferences (key, value) VALUES (?, 'true') ON CONFLICT (key) DO UPDATE "
                           "SET value = excluded.value", (IN_PLAY,))
        except StoreError as exc:
            log.warning("cannot mark the saved games in use: %s", exc)
            return False
        self._in_play = True
        self.checkpoint()
        return row is not None

    def unmark_in_play(self) -> None:
        """Clear this store's mark (closing), if it made one; a write that fails leaves it (opening then warns)."""
        if self._in_play:
            with contextlib.suppress(StoreError), self.write() as db:
                db.execute("DELETE FROM preferences WHERE key = ?", (IN_PLAY,))
            self._in_play = False
