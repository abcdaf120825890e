"""The big classes are composed of parts they own, not stacked from mixins that each serve one host.

Every class defined in napdesk has at most one base class defined in napdesk, Protocols aside (a Protocol
declares a seam; it adds no behaviour). The check imports every module, so it sees the real bases, also those
reached through an alias. The last test shows it catches a class stacked from two napdesk mixins.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import types
from typing import Protocol

import napdesk


def _is_protocol(cls: type) -> bool:
    return bool(getattr(cls, "_is_protocol", False)) or cls is Protocol


def _napdesk_bases(cls: type) -> list[type]:
    return [b for b in cls.__bases__ if b.__module__.split(".")[0] == "napdesk" and not _is_protocol(b)]


def stacked(modules: list[types.ModuleType]) -> list[str]:
    """The napdesk classes of ``modules`` with more than one non-Protocol napdesk base, as 'module.Class'."""
    found = []
    for module in modules:
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and len(_napdesk_bases(cls)) > 1:
                found.append(f"{cls.__module__}.{cls.__qualname__}")
    return found


def _all_modules() -> list[types.ModuleType]:
    names = [m.name for m in pkgutil.walk_packages(napdesk.__path__, "napdesk.") if not m.name.endswith("__main__")]
    return [importlib.import_module(name) for name in names]


def test_no_napdesk_class_is_stacked_from_two_napdesk_bases() -> None:
    modules = _all_modules()
    assert len(modules) > 100  # the walk did find the package
    assert stacked(modules) == []


def test_the_check_catches_a_class_stacked_from_two_mixins() -> None:
    fake = types.ModuleType("napdesk.fake_for_test")

    class Seat:
        pass

    class Input:
        pass

    class Seam(Protocol):
        def play(self) -> None: ...

    class Stacked(Seat, Input):
        pass

    class OneAndASeam(Seat, Seam):
        pass

    for cls in (Seat, Input, Seam, Stacked, OneAndASeam):
        cls.__module__ = fake.__name__
        setattr(fake, cls.__name__, cls)
    assert stacked([fake]) == [f"{fake.__name__}.{Stacked.__qualname__}"]
