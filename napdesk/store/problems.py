"""What the store tells the user, as data: a :class:`Problem` code and its facts (a folder, a process id, a
session number...), beside the English sentence (``.message``, ``.text``) that the command line and the log show.
The UI translates the code and fills in the facts (``napdesk.ui.store_words``); it never reads the sentence.

A fact that comes from outside napdesk (an operating system's or SQLite's own error text) stays as it came: it is
passed as ``error`` and shown as it is, in parentheses, by every language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from types import MappingProxyType
from typing import Final

Facts = Mapping[str, object]
NO_FACTS: Final[Facts] = MappingProxyType({})


class Problem(StrEnum):
    OTHER = "other"  # a sentence with no code of its own: the UI shows ``message`` as it is
    # opening the data folder (Message)
    ALREADY_RUNNING = "already_running"  # folder, pid (None when unknown)
    RUNNING_READ_ONLY = "running_read_only"  # pid
    MOVED_ASIDE = "moved_aside"  # reason (a FileTrouble), target, backup (None: none found)
    CANNOT_MOVE_ASIDE = "cannot_move_aside"  # path, reason, error
    EMPTY_FILE = "empty_file"  # path, backup (None: none found)
    CANNOT_OPEN = "cannot_open"  # path, error
    NEWER_DATA = "newer_data"  # path, version, supported
    CANNOT_MIGRATE = "cannot_migrate"  # path, error
    CANNOT_MIGRATE_OR_READ = "cannot_migrate_or_read"  # path, error, again
    BACKUP_FAILED = "backup_failed"  # error
    CANNOT_WRITE = "cannot_write"  # folder, error: the saved games read-only
    CANNOT_WRITE_OR_READ = "cannot_write_or_read"  # folder, path, error: nothing saved this time
    NOT_A_FILE = "not_a_file"  # path, error (a folder, a FIFO...)
    READ_ONLY_FILE = "read_only_file"  # path, error: the file cannot be written, the saved games read-only
    WAL_LOST = "wal_lost"  # path, wal, how (a WalLoss): the -wal of a session in play was lost or damaged
    # what the store refuses (StoreError)
    READ_ONLY = "read_only"
    CANNOT_SAVE = "cannot_save"  # error (none of the below: an I/O error, a number too large...)
    SAVE_READ_ONLY = "save_read_only"  # path, error: the file (or its folder) cannot be written
    SAVE_LOCKED = "save_locked"  # path, error: another program holds a write lock on it
    SAVE_FULL = "save_full"  # path, error: the disk (or the file's size limit) is full
    SAVE_DAMAGED = "save_damaged"  # path, error: SQLite finds the file damaged
    DAMAGED_SESSION = "damaged_session"  # session, reason (a Damage)
    UNKNOWN_SESSION = "unknown_session"  # session
    CANNOT_RESUME = "cannot_resume"  # session, error
    NO_PROFILE = "no_profile"  # profile
    PROFILE_NEEDS_NAME = "profile_needs_name"
    PROFILE_NAME_TAKEN = "profile_name_taken"  # name
    # importing a session file (TransferError)
    CANNOT_READ_FILE = "cannot_read_file"  # path, error
    NOT_JSON = "not_json"  # name, error
    NOT_UTF8 = "not_utf8"  # name
    NOT_A_SESSION_FILE = "not_a_session_file"  # error: what in it is wrong, and where


def facts_of(**facts: object) -> Facts:
    return MappingProxyType(dict(facts))


# -- a damaged session: what part of it, and how ----------------------------------------------------------------
#
# Each code is declared once, with its English as its value (the command line's and the log's words, a clause
# after "session 3 is damaged: "); the UI translates the code (napdesk.ui.store_words.damage_text) and fills in
# the facts. A part's facts are its numbers (``hand``, ``action``, ``seat``) or its name (``key``); a fault's are
# ``count``, ``seats``, ``players``, ``value`` and the parser's own ``error`` text (shown as it came).


class Part(Enum):
    """What part of a saved session cannot be read."""

    RULES = "its rules"
    HANDS = "its number of hands"
    SNAPSHOT = "its snapshot"
    SEATS = "its seats"
    SEAT = "seat {seat}"
    CURRENT_NUMBER = "the number of its hand in progress"
    CURRENT_DEAL = "the deal of its hand in progress"
    CURRENT_ACTION = "action {action} of its hand in progress"
    RECORD = "the record of hand {hand}"
    HAND_ACTION = "action {action} of hand {hand}"
    ANTES = "the antes of hand {hand}"
    SETTLEMENT = "the settlement of hand {hand}"
    PREFERENCE = "preference {key!r}"  # never shown: a bad preference is logged and read as its default
    PRESET = "preset {key!r}"  # never shown: a bad saved rule set is logged and left out


class Fault(Enum):
    """How it is damaged; ``{what}`` is the part."""

    NOT_UTF8 = "{what} is not UTF-8 text"
    MISSING = "{what} is missing"
    NOT_JSON = "{what} is not valid JSON"
    NOT_JSON_AT = "{what} is not valid JSON ({error} at character {position})"
    NOT_OBJECT = "{what} is not a JSON object"
    NOT_INTS = "{what} is not a list of {count} whole numbers"
    NOT_WHOLE = "{what} is not a whole number ({value})"
    NOT_COMPRESSED = "{what} is not compressed data"
    CANNOT_DECOMPRESS = "{what} cannot be decompressed ({error})"
    NO_DEAL_OR_ACTIONS = "{what} has no deal or no actions"
    RULES_NOT_VALID = "{what} are not valid ({error})"  # error: the engine's RuleError; its keys, summary too
    SEAT_COUNT = "it has {seats} seats for a {players}-player game"
    SEAT_NOT_VALID = "a seat is not valid ({error})"  # the part names which seat (SEAT)
    # replayed by the engine, it is refused: error is the engine's English, refused its RecordError (or None)
    NOT_PLAYABLE = "{what} cannot be played ({error})"
    UNFINISHED = "{what} stops before the hand is over"


@dataclass(frozen=True)
class Damage:
    """Why a session cannot be read: the ``part`` of it, the ``fault``, and the facts both name. ``str()`` is
    the English clause ("its snapshot is not valid JSON (Expecting value at character 12)")."""

    part: Part
    fault: Fault
    facts: Facts = field(default_factory=lambda: NO_FACTS, hash=False)

    def __str__(self) -> str:
        facts = dict(self.facts)
        return self.fault.value.format(what=self.part.value.format(**facts), **facts)


def damage(part: Part, fault: Fault, **facts: object) -> Damage:
    return Damage(part, fault, facts_of(**facts))


# -- why the saved-games file cannot be read (a start-up message's ``reason`` or ``error``) ---------------------


class FileFault(Enum):
    """What is wrong with the saved-games file, with its English as its value; ``{error}`` is SQLite's or the
    operating system's own text."""

    NOT_SQLITE = "it is not a SQLite database"
    TRUNCATED = "it is truncated"
    TRUNCATED_AT = "it is truncated ({size} bytes of {expected})"
    INTEGRITY = "it failed SQLite's integrity check: {error}"
    NOT_NAPDESK = "it is a SQLite database, but not napdesk's"
    TABLES_MISSING = "tables are missing from it ({missing})"
    SQLITE_CANNOT_READ = "SQLite cannot read it ({error})"
    SQLITE = "{error}"  # SQLite's own words, and nothing of ours
    CANNOT_READ = "cannot read {path}: {error}"
    NO_SAVED_GAMES = "there are no saved games in it"
    DANGLING_LINK = "it is a link to {target}, which cannot be reached"


@dataclass(frozen=True)
class FileTrouble:
    """Why the saved-games file cannot be read; ``str()`` is the English ("it is truncated")."""

    fault: FileFault
    facts: Facts = field(default_factory=lambda: NO_FACTS, hash=False)

    def __str__(self) -> str:
        return self.fault.value.format(**self.facts)


def trouble(fault: FileFault, **facts: object) -> FileTrouble:
    return FileTrouble(fault, facts_of(**facts))
