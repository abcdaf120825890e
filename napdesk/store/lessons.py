"""The coach's lessons a person has done, kept per profile (a preference of the store, one key a profile, written
only when a lesson is done), and whether this is a first start: nothing played yet, no session and no lesson."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

PREFIX = "coach.done."


class Prefs(Protocol):
    def get_pref(self, key: str, default: object = None) -> object: ...

    def set_pref(self, key: str, value: object) -> None: ...

    def preferences(self) -> dict[str, object]: ...


class PrefStore(Protocol):
    @property
    def settings(self) -> Prefs: ...


class StartStore(PrefStore, Protocol):
    def sessions(self, status: str | None = None) -> Sequence[object]: ...


def _key(profile: int) -> str:
    return f"{PREFIX}{profile}"


def lessons_done(store: PrefStore, profile: int) -> list[str]:
    """The keys of the lessons ``profile`` has done, in the order they were first done."""
    value = store.settings.get_pref(_key(profile), [])
    return [str(k) for k in value] if isinstance(value, list) else []


def lesson_done(store: PrefStore, profile: int, key: str) -> list[str]:
    """Mark lesson ``key`` done for ``profile``; the lessons done after it."""
    done = lessons_done(store, profile)
    if key not in done:
        done.append(key)
        store.settings.set_pref(_key(profile), done)
    return done


def first_start(store: StartStore) -> bool:
    """Nothing was played with this store yet: no session, and no lesson done by anyone."""
    return not store.sessions() and not any(k.startswith(PREFIX) for k in store.settings.preferences())
