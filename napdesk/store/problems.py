"""What the store tells the user, as data: a :class:`Problem` code and its facts (a folder, a process id, a
session number...), beside the English sentence (``.message``, ``.text``) that the command line and the log show.
The UI translates the code and fills in the facts (``napdesk.ui.store_words``); it never reads the sentence.

A fact that comes from outside napdesk (an operating system's or SQLite's own error text) stays as it came: it is
passed as ``error`` and shown as it is, in parentheses, by every language.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Final

Facts = Mapping[str, object]
NO_FACTS: Final[Facts] = MappingProxyType({})


class Problem(StrEnum):
    OTHER = "other"  # a sentence with no code of its own: the UI shows ``message`` as it is
    # opening the data folder (Message)
    ALREADY_RUNNING = "already_running"  # folder, pid (None when unknown)
    RUNNING_READ_ONLY = "running_read_only"  # pid
    MOVED_ASIDE = "moved_aside"  # reason, target, backup (None: none found)
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
    # what the store refuses (StoreError)
    READ_ONLY = "read_only"
    CANNOT_SAVE = "cannot_save"  # error
    DAMAGED_SESSION = "damaged_session"  # session, reason
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
