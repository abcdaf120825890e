"""Storage (floor 2): one SQLite database under the user's data dir: sessions, hands, scoreboards, preferences.

The store owns every byte in the data directory (``platformdirs.user_data_dir("napdesk")``, or
``$NAPDESK_DATA_DIR`` for tests and portable use): the database ``napdesk.sqlite3`` (WAL, ``synchronous=FULL``),
the instance lock ``napdesk.lock``, ``backups/`` and any unreadable database moved aside. It imports the engine,
the standard library and platformdirs; never Qt, the AI or the UI.

Opening::

    result = Store.open()               # OpenResult(store, messages, read_only); never raises for a bad file
    for m in result.messages:           # Message(level, text, path): show them (they are logged too)
        show(m.text)
    store = result.store

- An unreadable database (not SQLite, truncated, failing ``PRAGMA quick_check``, SQLite but not napdesk's,
  tables missing) is renamed ``napdesk.unreadable-YYYYMMDD-HHMMSS.sqlite3`` (with its ``-wal``), never
  overwritten; a message says where it went (and where the latest backup is) and a fresh database is started.
- A database from a newer napdesk (schema version above ours) is opened read-only and left untouched;
  ``result.read_only`` is True and every write raises :class:`ReadOnlyStore`.
- A second napdesk on the same data directory: :class:`AlreadyRunning` (``fcntl.flock`` on the lock file,
  ``msvcrt.locking`` on Windows; the OS drops the lock when a process dies, ``kill -9`` included). With
  ``Store.open(if_running="read_only")`` (what ``napdesk sessions list``/``export`` use) the second one reads
  beside the first instead.
- A data directory that cannot be written (read-only mount, permissions), or an older schema whose migration
  fails: the saved games read-only (``result.read_only``) and a message saying why nothing new is saved. A
  database or lock file that is not a regular file (a FIFO would block every read): refused, an in-memory
  store and an ``error`` message. An empty (0-byte) database: a new one, and a message naming the latest
  backup.
- A database file napdesk may not write (read-only, found by opening it for writing): read-only, and a
  ``read_only_file`` message. A database that is a symbolic link to nothing: an in-memory store and a
  ``cannot_open`` message naming the link and where it points.
- Every row read is checked (:mod:`napdesk.store.validate`): a session napdesk cannot read is listed with
  ``SessionInfo.damaged`` saying why, and opening it raises :class:`DamagedSession`; the others open. The hand
  in progress is replayed by the engine whenever a session is listed or opened, and every finished hand when it
  is exported (:mod:`napdesk.store.replay`): an action the rules do not allow is damage naming the hand, the
  action and the engine's reason; export then writes the hands before it and raises :class:`DamagedSession`.
- After each finished hand (after its batch commits, when it is written in one) and at close the WAL is
  checkpointed into the database file (:meth:`Transactions.checkpoint`), so the file alone holds every finished hand.
  While a store is open the file carries its mark (a preference, :meth:`Transactions.mark_in_play`); opening says so
  (a ``wal_lost`` warning) when committed saves were lost with the ``-wal``: deleted, cut short or damaged,
  as the WAL index (``-shm``) tells, or the ``-wal`` gone from a file still marked in use.
- Older schemas are migrated forward on open (:mod:`napdesk.store.schema`, a copy is taken first); once a day the
  open also takes a rolling backup (SQLite backup API, the last five kept; :meth:`Store.backup`).

Playing a session (the controller's calls; each write is one committed transaction)::

    sid = store.create_session("Friday", rules, [Seat("Ann"), Seat("Ben", "computer", "hard"), ...],
                               seed=session.seed, snapshot=session.snapshot())
    hand = session.start_hand()
    store.begin_hand(sid, session.number, record_of(hand, names_of_the_hand))
    session.apply(action)                          # the engine accepts it (or raises IllegalAction) ...
    store.record_action(sid, seat, action)         # ... and it is on disk before the next action is taken
    if hand.is_over:
        store.finish_hand(sid, session.history[-1], session.snapshot())
    store.set_status(sid, "finished")              # or automatic when the snapshot says the session is over

The UI controller's persistence hook can simply be a :class:`SessionRecorder` (``SessionRecorder.create(store,
name, session, seats)`` or ``SessionRecorder.resume(store, sid)``): it makes exactly these calls from
``begin_hand(session, state)``, ``record_action(seat, action, state)``, ``finish_hand(session, state)`` and
``undo(count)`` (:meth:`Store.undo_actions`, the table's take-back). It keeps count of the hand's actions and
passes each one's index, which the store checks by key (``record_action(sid, seat, action, index)``) rather than
counting the hand's saved actions.

Resuming after a crash::

    for info in store.unfinished_sessions():       # SessionInfo(id, name, created, updated, status, hands, ...)
        ...                                        # offer them
    resumed = resume_session(store, sid)           # Resumed(session, saved, settled)
    resumed.session                                # the engine Session at the exact action where it stopped

:meth:`Store.load_session` gives the raw :class:`SavedSession` (rules, seats, seed, snapshot after the last
finished hand, and the hand in progress as a record: deal plus every committed action).

Reading: :meth:`Store.sessions`, :meth:`Store.session_info`, :meth:`Store.hand_record`,
:meth:`Store.hand_records` (lazy), :meth:`Store.scoreboard` (a :class:`ScoreboardPage` of :class:`HandRow` by
hand number: dealer, bidder, bid, made, each seat's change and running total; pages are index ranges, so 100,000
hands open as fast as ten), :meth:`Store.player_stats` (:class:`PlayerStats` across sessions by name: sessions,
hands, chips won, bids made and failed by kind, naps made, biggest win), ``store.profiles.all()``.

The store is composed of parts, objects it owns that share its one :class:`~napdesk.store.transactions.Transactions`
(the connection, its lock, every write): ``store.profiles``, ``store.practice`` and ``store.settings``; a
:meth:`Store.batch` holds the writes of every part.

Profiles (``store.profiles``, :mod:`napdesk.store.profiles`): a player is an id, not a name.
``store.profiles.desk(name)`` is the person at this computer; a :class:`Seat` can carry a person's ``profile`` id;
computers have profiles of their own kind and never count towards a person; ``store.profiles.rename(id, name)``
keeps the history; ``store.profiles.all_time()`` is the all-time table by profile (``get``, ``all``, ``stats``,
``set_data``). Practice hands (``store.practice``, :mod:`napdesk.store.practice`): a deal played again, kept apart
from the session's hands (``store.practice.add(sid, number, record)``, ``store.practice.hands(sid)``).

Everything else: presets and preferences as JSON values (``store.settings``, :mod:`napdesk.store.settings`:
``save_preset``, ``presets``, ``delete_preset``, ``get_pref``, ``set_pref``, ``preferences``),
the functions of :mod:`napdesk.store.transfer` (``write_session``/``read_session`` stream a
``napdesk-session/1`` JSON document; import replays every hand through the engine), :meth:`Store.batch` (many writes in
one transaction), :meth:`Store.close` (also a context manager).

The store is safe to call from several threads (one lock around the connection); errors it reports are
:class:`StoreError` with a sentence fit for the user and a code; a write SQLite refuses is ``save_read_only``,
``save_locked``, ``save_full``, ``save_damaged`` or else ``cannot_save`` (:mod:`napdesk.store.errors`).
"""

from napdesk.store.paths import data_dir
from napdesk.store.practice import PracticeHand
from napdesk.store.profiles import Profile
from napdesk.store.recorder import SessionRecorder
from napdesk.store.resume import Resumed, rebuild, resume_session
from napdesk.store.scoreboard import BidTally, HandRow, PlayerStats, ScoreboardPage
from napdesk.store.store import Store
from napdesk.store.transfer import TransferError
from napdesk.store.values import (
    AlreadyRunning,
    CurrentHand,
    DamagedSession,
    Message,
    OpenResult,
    ReadOnlyStore,
    SavedSession,
    Seat,
    SessionInfo,
    StoreError,
    UnknownSession,
)

__all__ = [
    "AlreadyRunning", "BidTally", "CurrentHand", "DamagedSession", "HandRow", "Message", "OpenResult",
    "PlayerStats", "PracticeHand", "Profile", "ReadOnlyStore", "Resumed", "SavedSession", "ScoreboardPage", "Seat",
    "SessionInfo", "SessionRecorder", "Store", "StoreError", "TransferError", "UnknownSession", "data_dir",
    "rebuild", "resume_session",
]
