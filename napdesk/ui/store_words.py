"""The store's messages and refusals in the player's language: its :class:`~napdesk.store.problems.Problem` code
translated, the facts filled in (folders, numbers; an operating system's or SQLite's own error text as it came).
The store's English ``message``/``text`` is for the command line and the log only."""

from __future__ import annotations

from typing import Final

from napdesk.store import Message, StoreError
from napdesk.store.problems import NO_FACTS, Facts, Problem
from napdesk.ui.i18n import QT_TRANSLATE_NOOP, already_running_text, translate

CONTEXT: Final = "napdesk.store"
TEXTS: Final[dict[Problem, str]] = {
    Problem.RUNNING_READ_ONLY: QT_TRANSLATE_NOOP(
        "napdesk.store", "napdesk is already running; the saved games are shown read-only."),
    Problem.MOVED_ASIDE: QT_TRANSLATE_NOOP(
        "napdesk.store", "The saved games could not be read ({reason}). The file was moved to {target} and "
        "napdesk started a new one."),
    Problem.CANNOT_MOVE_ASIDE: QT_TRANSLATE_NOOP(
        "napdesk.store", "The saved games in {path} cannot be read ({reason}) and could not be moved aside "
        "({error}); nothing will be saved this time."),
    Problem.EMPTY_FILE: QT_TRANSLATE_NOOP(
        "napdesk.store", "The saved games file {path} was empty, so napdesk started a new one."),
    Problem.CANNOT_OPEN: QT_TRANSLATE_NOOP(
        "napdesk.store", "napdesk cannot open {path} ({error}); nothing will be saved this time."),
    Problem.NEWER_DATA: QT_TRANSLATE_NOOP(
        "napdesk.store", "The saved games in {path} were written by a newer napdesk (data version {version}, this "
        "napdesk reads up to {supported}). They are shown read-only and left untouched; nothing new will be "
        "saved."),
    Problem.CANNOT_MIGRATE: QT_TRANSLATE_NOOP(
        "napdesk.store", "The saved games in {path} could not be brought up to date for this napdesk ({error}). "
        "They are shown read-only and left untouched; nothing new will be saved."),
    Problem.CANNOT_MIGRATE_OR_READ: QT_TRANSLATE_NOOP(
        "napdesk.store", "The saved games in {path} could not be brought up to date for this napdesk ({error}), "
        "and they cannot be read either ({again}); nothing will be saved this time."),
    Problem.BACKUP_FAILED: QT_TRANSLATE_NOOP("napdesk.store", "The daily backup failed ({error})."),
    Problem.CANNOT_WRITE: QT_TRANSLATE_NOOP(
        "napdesk.store", "napdesk cannot write in {folder}. Your saved games are shown read-only; nothing new "
        "will be saved until napdesk can write there again."),
    Problem.CANNOT_WRITE_OR_READ: QT_TRANSLATE_NOOP(
        "napdesk.store", "napdesk cannot write in {folder} and cannot read the saved games there; nothing will be "
        "saved this time."),
    Problem.NOT_A_FILE: QT_TRANSLATE_NOOP(
        "napdesk.store", "napdesk cannot use {path}: it is not a file of saved games; nothing will be saved this "
        "time."),
    Problem.READ_ONLY: QT_TRANSLATE_NOOP(
        "napdesk.store", "The saved games are open read-only; nothing can be changed."),
    Problem.CANNOT_SAVE: QT_TRANSLATE_NOOP("napdesk.store", "napdesk cannot save ({error})."),
    Problem.DAMAGED_SESSION: QT_TRANSLATE_NOOP(
        "napdesk.store", "Session {session} is damaged and cannot be opened ({reason})."),
    Problem.UNKNOWN_SESSION: QT_TRANSLATE_NOOP("napdesk.store", "There is no session {session}."),
    Problem.CANNOT_RESUME: QT_TRANSLATE_NOOP(
        "napdesk.store", "Session {session} cannot be resumed ({error})."),
    Problem.NO_PROFILE: QT_TRANSLATE_NOOP("napdesk.store", "There is no player profile {profile}."),
    Problem.PROFILE_NEEDS_NAME: QT_TRANSLATE_NOOP("napdesk.store", "A player needs a name."),
    Problem.PROFILE_NAME_TAKEN: QT_TRANSLATE_NOOP("napdesk.store", "There is already a player called {name}."),
    Problem.CANNOT_READ_FILE: QT_TRANSLATE_NOOP("napdesk.store", "napdesk cannot read {path} ({error})."),
    Problem.NOT_JSON: QT_TRANSLATE_NOOP("napdesk.store", "{name} is not a napdesk session file ({error})."),
    Problem.NOT_UTF8: QT_TRANSLATE_NOOP("napdesk.store", "{name} is not a text file napdesk can read."),
    Problem.NOT_A_SESSION_FILE: QT_TRANSLATE_NOOP(
        "napdesk.store", "This file is not a napdesk session napdesk can import ({error})."),
}
# The parts added when a fact is there: the process holding the lock, the latest backup.
WITH_PID: Final = {
    Problem.RUNNING_READ_ONLY: QT_TRANSLATE_NOOP(
        "napdesk.store", "napdesk is already running (process {pid}); the saved games are shown read-only."),
}
BACKUP: Final = QT_TRANSLATE_NOOP("napdesk.store", "The most recent backup is {backup}.")
NO_BACKUP: Final = QT_TRANSLATE_NOOP("napdesk.store", "No backup of it was found.")


def store_text(code: Problem, facts: Facts = NO_FACTS, english: str = "") -> str:
    """A store problem as the player reads it; ``english`` is shown for a problem without a code (OTHER)."""
    if code is Problem.ALREADY_RUNNING:  # the start-up's own words for it (napdesk.ui.i18n)
        pid = facts.get("pid")
        return already_running_text(str(facts.get("folder", "")), pid if isinstance(pid, int) else None)
    if code is Problem.OTHER or code not in TEXTS:
        return english
    source = WITH_PID[code] if code in WITH_PID and facts.get("pid") is not None else TEXTS[code]
    text = translate(CONTEXT, source).format_map(_Facts(facts))
    if code in (Problem.MOVED_ASIDE, Problem.EMPTY_FILE):
        backup = facts.get("backup")
        if backup is not None:
            text += " " + translate(CONTEXT, BACKUP).format(backup=backup)
        elif code is Problem.EMPTY_FILE:
            text += " " + translate(CONTEXT, NO_BACKUP)
    return text


def error_text(exc: BaseException) -> str:
    """What to show for an error the store (or anything else) raised: a StoreError's code, translated."""
    if isinstance(exc, StoreError):
        return store_text(exc.code, exc.facts, exc.message)
    return str(exc)


def message_text(message: Message) -> str:
    """A message from opening the store (:class:`napdesk.store.Message`), translated."""
    return store_text(message.code, message.facts, message.text)


class _Facts(dict[str, object]):
    """The facts for ``str.format_map``: a fact a translation names but the store did not give stays empty."""

    def __missing__(self, key: str) -> str:
        return ""
