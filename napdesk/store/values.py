"""The store's value types (a seat, a line of the session list, a saved session, what opening said) and its
errors, each with a :class:`~napdesk.store.problems.Problem` code the UI translates."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal

from napdesk.engine.rules import RuleError, Rules
from napdesk.store.problems import NO_FACTS, Damage, Facts, Problem, facts_of

if TYPE_CHECKING:
    from napdesk.store.store import Store

Clock = Callable[[], datetime]
STATUSES: Final = ("active", "finished", "abandoned")
KINDS: Final = ("person", "computer")


def utc_now() -> datetime:
    return datetime.now(UTC)


def stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")



class StoreError(Exception):
    """Something the store cannot do. ``message`` (and ``str(error)``) is the English sentence for the command
    line and the log; the UI translates ``code`` with its ``facts`` (:mod:`napdesk.store.problems`)."""

    def __init__(self, message: str, code: Problem = Problem.OTHER, **facts: object) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.facts: Facts = facts_of(**facts)


class AlreadyRunning(StoreError):
    """Another napdesk holds the data directory's lock."""

    def __init__(self, data_dir: Path, pid: int | None) -> None:
        self.data_dir = data_dir
        self.pid = pid
        who = f" (process {pid})" if pid else ""
        super().__init__(f"napdesk is already running{who} with the data in {data_dir}; close it first",
                         Problem.ALREADY_RUNNING, folder=str(data_dir), pid=pid or None)


class ReadOnlyStore(StoreError):
    """A write to a store opened read-only."""


class DamagedSession(StoreError):
    """A session whose rows napdesk cannot read (``damage`` says which and how, ``reason`` in English); the other
    sessions are not affected."""

    def __init__(self, session_id: int, damage: Damage) -> None:
        self.session_id = session_id
        self.damage = damage
        self.reason = str(damage)
        super().__init__(f"session {session_id} is damaged: {damage}", Problem.DAMAGED_SESSION,
                         session=session_id, reason=damage)


class UnknownSession(StoreError):
    def __init__(self, session_id: int) -> None:
        self.session_id = session_id
        super().__init__(f"there is no session {session_id}", Problem.UNKNOWN_SESSION, session=session_id)


@dataclass(frozen=True)
class Message:
    """Something the user should be told about opening the store: the UI shows ``text``; ``path`` is the file
    it is about (where an unreadable database went, for one)."""

    level: Literal["info", "warning", "error"]
    text: str  # in English, for the log; the UI translates code and facts
    path: Path | None = None
    code: Problem = Problem.OTHER
    facts: Facts = field(default_factory=lambda: NO_FACTS)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a person, or a computer player of some level."""

    name: str
    kind: Literal["person", "computer"] = "person"
    level: str | None = None
    # a person's profile id (napdesk.store.profiles); None: found by name. Not part of what the seat is.
    profile: int | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(data: object) -> Seat:
        if not isinstance(data, Mapping):
            raise ValueError("a seat must be an object with a name")
        name, kind, level = data.get("name"), data.get("kind", "person"), data.get("level")
        if not isinstance(name, str) or not name.strip():
            raise ValueError("a seat needs a name")
        if kind not in KINDS:
            raise ValueError(f"a seat's kind is person or computer, not {kind!r}")
        if level is not None and not isinstance(level, str):
            raise ValueError("a computer's level must be text")
        return Seat(name, kind, level)


@dataclass(frozen=True)
class SessionInfo:
    """A line of the session list."""

    id: int
    name: str
    created: str
    updated: str
    status: str
    hands: int
    players: tuple[str, ...]
    in_progress: bool  # a hand was started and not finished
    # why napdesk cannot read the session (it is listed, but cannot be opened); str() is the English clause
    damaged: Damage | None = None

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"id": self.id, "name": self.name, "hands": self.hands, "status": self.status}
        if self.damaged is not None:
            doc["damaged"] = str(self.damaged)
        return doc


@dataclass(frozen=True)
class CurrentHand:
    """The hand in progress: its number and its record as far as it went (deal and every stored action)."""

    number: int
    record: dict[str, Any]


@dataclass(frozen=True)
class SavedSession:
    """All that is needed to resume a session (see :func:`napdesk.store.resume.resume_session`)."""

    info: SessionInfo
    rules: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int | None
    snapshot: dict[str, Any] | None
    current: CurrentHand | None

    @property
    def id(self) -> int:
        return self.info.id

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


@dataclass(frozen=True)
class OpenResult:
    """What :meth:`Store.open` gives: the store, what to tell the user, and whether it can be written."""

    store: Store
    messages: tuple[Message, ...] = ()
    read_only: bool = False


def resolve_rules(rules: Rules | Mapping[str, Any]) -> dict[str, Any]:
    """The rules as the store keeps them, every key resolved; a StoreError for rules that cannot be."""
    try:
        resolved = rules if isinstance(rules, Rules) else Rules.from_dict(rules)
    except RuleError as exc:
        raise StoreError(f"rules: {exc}") from None
    return dict(resolved.to_dict())
