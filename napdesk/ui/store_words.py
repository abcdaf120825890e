"""The store's messages and refusals in the player's language: its :class:`~napdesk.store.problems.Problem` code
translated, the facts filled in (folders, numbers; an operating system's or SQLite's own error text as it came).
The store's English ``message``/``text`` is for the command line and the log only."""

from __future__ import annotations

import sqlite3
from typing import Final

from napdesk.engine.record import RecordError
from napdesk.engine.rules import RuleError
from napdesk.store import Message, StoreError
from napdesk.store.errors import save_error
from napdesk.store.problems import NO_FACTS, Damage, Facts, Fault, FileFault, FileTrouble, Part, Problem
from napdesk.ui.i18n import QT_TRANSLATE_NOOP, Plural, already_running_text, rule_error_text, translate, translate_n
from napdesk.ui.record_words import record_text

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
    Problem.READ_ONLY_FILE: QT_TRANSLATE_NOOP(
        "napdesk.store", "napdesk cannot write {path} ({error}). Your saved games are shown read-only; nothing new "
        "will be saved until the file can be written again."),
    Problem.WAL_LOST: QT_TRANSLATE_NOOP(
        "napdesk.store", "The log of recent saves ({wal}) was missing or damaged after napdesk stopped without "
        "closing: what was played of the hand in progress then may be lost. Every finished hand is kept."),
    Problem.SAVE_READ_ONLY: QT_TRANSLATE_NOOP(
        "napdesk.store", "the saved games file {path} cannot be written ({error}). Make the file and its folder "
        "writable for you."),
    Problem.SAVE_LOCKED: QT_TRANSLATE_NOOP(
        "napdesk.store", "another program is holding the saved games file {path} ({error}). Close the program "
        "that has it open (a database tool, a backup or synchronising program)."),
    Problem.SAVE_FULL: QT_TRANSLATE_NOOP(
        "napdesk.store", "the disk that holds {path} is full ({error}). Free some space on it."),
    Problem.SAVE_DAMAGED: QT_TRANSLATE_NOOP(
        "napdesk.store", "the saved games file {path} is damaged ({error}). Quit napdesk and start it again: it "
        "moves the damaged file aside, keeps it, and tells you where the latest backup is."),
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
# Why a session cannot be opened (napdesk.store.problems.Damage): the part of it, a noun phrase, is {what} in the
# sentence that says how it is damaged. A count is Qt's %n, so that each language gets its plural forms.
PARTS: Final[dict[Part, str]] = {
    Part.RULES: QT_TRANSLATE_NOOP("napdesk.store", "its rules"),
    Part.HANDS: QT_TRANSLATE_NOOP("napdesk.store", "its number of hands"),
    Part.SNAPSHOT: QT_TRANSLATE_NOOP("napdesk.store", "its snapshot"),
    Part.SEATS: QT_TRANSLATE_NOOP("napdesk.store", "its seats"),
    Part.SEAT: QT_TRANSLATE_NOOP("napdesk.store", "seat {seat}"),
    Part.CURRENT_NUMBER: QT_TRANSLATE_NOOP("napdesk.store", "the number of its hand in progress"),
    Part.CURRENT_DEAL: QT_TRANSLATE_NOOP("napdesk.store", "the deal of its hand in progress"),
    Part.CURRENT_ACTION: QT_TRANSLATE_NOOP("napdesk.store", "action {action} of its hand in progress"),
    Part.RECORD: QT_TRANSLATE_NOOP("napdesk.store", "the record of hand {hand}"),
    Part.HAND_ACTION: QT_TRANSLATE_NOOP("napdesk.store", "action {action} of hand {hand}"),
    Part.ANTES: QT_TRANSLATE_NOOP("napdesk.store", "the antes of hand {hand}"),
    Part.SETTLEMENT: QT_TRANSLATE_NOOP("napdesk.store", "the settlement of hand {hand}"),
    Part.PREFERENCE: QT_TRANSLATE_NOOP("napdesk.store", "preference {key!r}"),
    Part.PRESET: QT_TRANSLATE_NOOP("napdesk.store", "preset {key!r}"),
}
FAULTS: Final[dict[Fault, str]] = {
    Fault.NOT_UTF8: QT_TRANSLATE_NOOP("napdesk.store", "{what} is not UTF-8 text"),
    Fault.MISSING: QT_TRANSLATE_NOOP("napdesk.store", "{what} is missing"),
    Fault.NOT_JSON: QT_TRANSLATE_NOOP("napdesk.store", "{what} is not valid JSON"),
    Fault.NOT_JSON_AT: QT_TRANSLATE_NOOP("napdesk.store", "{what} is not valid JSON ({error} at character {position})"),
    Fault.NOT_OBJECT: QT_TRANSLATE_NOOP("napdesk.store", "{what} is not a JSON object"),
    Fault.NOT_INTS: Plural.translate("napdesk.store", "{what} is not a list of %n whole number(s)", "", 1),
    Fault.NOT_WHOLE: QT_TRANSLATE_NOOP("napdesk.store", "{what} is not a whole number ({value})"),
    Fault.NOT_COMPRESSED: QT_TRANSLATE_NOOP("napdesk.store", "{what} is not compressed data"),
    Fault.CANNOT_DECOMPRESS: QT_TRANSLATE_NOOP("napdesk.store", "{what} cannot be decompressed ({error})"),
    Fault.NO_DEAL_OR_ACTIONS: QT_TRANSLATE_NOOP("napdesk.store", "{what} has no deal or no actions"),
    Fault.RULES_NOT_VALID: QT_TRANSLATE_NOOP("napdesk.store", "{what} are not valid ({error})"),
    Fault.SEAT_COUNT: Plural.translate("napdesk.store", "it has %n seat(s) for a {players}-player game", "", 1),
    # the store's English adds Seat.from_json's own sentence; the part names the seat instead
    Fault.SEAT_NOT_VALID: QT_TRANSLATE_NOOP("napdesk.store", "{what} is not valid"),
    # {error}: why the engine refuses it, as a refused hand record is said (napdesk.ui.record_words)
    Fault.NOT_PLAYABLE: QT_TRANSLATE_NOOP("napdesk.store", "{what} cannot be played ({error})"),
    Fault.UNFINISHED: QT_TRANSLATE_NOOP("napdesk.store", "{what} stops before the hand is over"),
}
# Why the saved-games file cannot be read (napdesk.store.problems.FileTrouble), the {reason} or {error} of a
# message above; {error} is SQLite's or the system's own text.
FILE_FAULTS: Final[dict[FileFault, str]] = {
    FileFault.NOT_SQLITE: QT_TRANSLATE_NOOP("napdesk.store", "it is not a SQLite database"),
    FileFault.TRUNCATED: QT_TRANSLATE_NOOP("napdesk.store", "it is truncated"),
    FileFault.TRUNCATED_AT: QT_TRANSLATE_NOOP("napdesk.store", "it is truncated ({size} bytes of {expected})"),
    FileFault.INTEGRITY: QT_TRANSLATE_NOOP("napdesk.store", "it failed SQLite's integrity check: {error}"),
    FileFault.NOT_NAPDESK: QT_TRANSLATE_NOOP("napdesk.store", "it is a SQLite database, but not napdesk's"),
    FileFault.TABLES_MISSING: QT_TRANSLATE_NOOP("napdesk.store", "tables are missing from it ({missing})"),
    FileFault.SQLITE_CANNOT_READ: QT_TRANSLATE_NOOP("napdesk.store", "SQLite cannot read it ({error})"),
    FileFault.SQLITE: QT_TRANSLATE_NOOP("napdesk.store", "{error}"),
    FileFault.CANNOT_READ: QT_TRANSLATE_NOOP("napdesk.store", "cannot read {path}: {error}"),
    FileFault.NO_SAVED_GAMES: QT_TRANSLATE_NOOP("napdesk.store", "there are no saved games in it"),
    FileFault.DANGLING_LINK: QT_TRANSLATE_NOOP("napdesk.store", "it is a link to {target}, which cannot be reached"),
}
# The fact each counting fault's %n stands for.
_COUNTED: Final = {Fault.NOT_INTS: "count", Fault.SEAT_COUNT: "seats"}
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
    # a fact that is a code of its own (why a session or the file cannot be read) is said in the language too
    facts = {key: _said(value) for key, value in facts.items()}
    text = translate(CONTEXT, source).format_map(_Facts(facts))
    if code in (Problem.MOVED_ASIDE, Problem.EMPTY_FILE):
        backup = facts.get("backup")
        if backup is not None:
            text += " " + translate(CONTEXT, BACKUP).format(backup=backup)
        elif code is Problem.EMPTY_FILE:
            text += " " + translate(CONTEXT, NO_BACKUP)
    return text


def damage_text(found: Damage) -> str:
    """Why a session cannot be opened, in the player's language: "its snapshot is not valid JSON (Expecting value
    at character 12)" / "in de momentopname staat geen geldige JSON (Expecting value bij teken 12)". The parser's
    own message stays as it came; a rule the engine refuses is said as the house-rules dialog says it."""
    facts = _Facts(found.facts)
    what = translate(CONTEXT, PARTS[found.part]).format_map(facts)
    counted = _COUNTED.get(found.fault)
    count = facts.get(counted) if counted is not None else None
    source = FAULTS[found.fault]
    text = translate_n(CONTEXT, source, count) if isinstance(count, int) else translate(CONTEXT, source)
    keys, summary = facts.get("keys"), facts.get("summary")
    refused = facts.get("refused")
    if found.fault is Fault.NOT_PLAYABLE and isinstance(refused, RecordError):
        facts["error"] = record_text(refused)
    if found.fault is Fault.RULES_NOT_VALID and isinstance(keys, tuple):
        facts["error"] = rule_error_text(str(facts.get("error", "")), [str(k) for k in keys],
                                         summary if isinstance(summary, str) else None)
    return text.format_map(_Facts({**facts, "what": what}))


def trouble_text(found: FileTrouble) -> str:
    """Why the saved-games file cannot be read, in the player's language ("het is geen SQLite-database")."""
    return translate(CONTEXT, FILE_FAULTS[found.fault]).format_map(_Facts(found.facts))


def _said(fact: object) -> object:
    if isinstance(fact, Damage):
        return damage_text(fact)
    if isinstance(fact, FileTrouble):
        return trouble_text(fact)
    return fact


def error_text(exc: BaseException) -> str:
    """What to show for an error the store (or anything else) raised: a StoreError's code, translated; a rule
    the engine refuses as the house-rules dialog says it; anything else (an operating system's error) as it is."""
    if isinstance(exc, StoreError):
        return store_text(exc.code, exc.facts, exc.message)
    if isinstance(exc, RuleError):
        return rule_error_text(str(exc), exc.keys, exc.summary)
    return str(exc)


def cause_text(exc: BaseException) -> str:
    """Why a save failed, for a sentence that already says so ("This game is not being saved: {error}"): SQLite's
    or the system's own words, else :func:`error_text`."""
    error = exc.facts.get("error") if isinstance(exc, StoreError) and exc.code is Problem.CANNOT_SAVE else None
    if isinstance(exc, sqlite3.Error):  # raised by a hook that is not the store's: sorted as the store sorts it
        return error_text(save_error(exc, None))
    return str(error) if error else error_text(exc)


def message_text(message: Message) -> str:
    """A message from opening the store (:class:`napdesk.store.Message`), translated."""
    return store_text(message.code, message.facts, message.text)


class _Facts(dict[str, object]):
    """The facts for ``str.format_map``: a fact a translation names but the store did not give stays empty."""

    def __missing__(self, key: str) -> str:
        return ""
