"""The coach's lessons a person has done, kept per profile (a preference of the store, one key a profile), and
whether the lessons were offered on the first start."""

from __future__ import annotations

from typing import Protocol

OFFERED = "coach.offered"


class PrefStore(Protocol):
    def get_pref(self, key: str, default: object = None) -> object: ...

    def set_pref(self, key: str, value: object) -> None: ...


def _key(profile: int) -> str:
    return f"coach.done.{profile}"


def lessons_done(store: PrefStore, profile: int) -> list[str]:
    """The keys of the lessons ``profile`` has done, in the order they were first done."""
    value = store.get_pref(_key(profile), [])
    return [str(k) for k in value] if isinstance(value, list) else []


def lesson_done(store: PrefStore, profile: int, key: str) -> list[str]:
    """Mark lesson ``key`` done for ``profile``; the lessons done after it."""
    done = lessons_done(store, profile)
    if key not in done:
        done.append(key)
        store.set_pref(_key(profile), done)
    return done


def offered(store: PrefStore) -> bool:
    return bool(store.get_pref(OFFERED, False))


def mark_offered(store: PrefStore) -> None:
    store.set_pref(OFFERED, True)
