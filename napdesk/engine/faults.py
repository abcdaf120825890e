"""An error that is a code with facts: the engine says why it refuses something as a code (an Enum whose value is
the English template) and the facts it names; ``str()`` is the English, for the command line and the logs, and the
UI translates the code (napdesk/ui/record_words.py)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from types import MappingProxyType
from typing import Generic, TypeVar

F = TypeVar("F", bound=Enum)


class FaultError(ValueError, Generic[F]):
    """``fault`` and its ``facts``; pickled by the two (a worker process's error reaches the parent whole)."""

    def __init__(self, fault: F, **facts: object) -> None:
        self.fault = fault
        self.facts: Mapping[str, object] = MappingProxyType(facts)
        super().__init__(fault.value.format_map(facts))

    def __reduce__(self) -> tuple[object, ...]:
        return _rebuilt, (type(self), self.fault, dict(self.facts))


def _rebuilt(kind: type[FaultError[F]], fault: F, facts: dict[str, object]) -> FaultError[F]:
    return kind(fault, **facts)
