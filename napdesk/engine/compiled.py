"""Which copy of the search the solver runs: :mod:`napdesk.engine.search` (with :mod:`~napdesk.engine.bounds` and
:mod:`~napdesk.engine.rests`) compiled to C, when one was built from these very sources, else the Python modules.

``make`` builds the compiled copy (``tools/native.py``: mypyc compiles the three as the extension modules
``napdesk.engine._search_native`` and two beside it, with the SHA-256 of the sources it was built from). Both run
the same code, so every answer is the same; the compiled one takes a third of the time or less, which is what lets
the analysis of a seven-handed deal finish in its time. Without a C compiler the build is skipped and the solver
runs the Python modules: slower, never different.

A copy built from other versions of the sources (one edited since ``make`` last ran) is not used: its answers
could differ from the sources'. ``NAPDESK_SOLVER=python`` in the environment forces the Python module (to time
one against the other, or to debug).
"""

from __future__ import annotations

import hashlib
import importlib
import os
from types import ModuleType
from typing import Final

from napdesk.engine import bounds, rests
from napdesk.engine import search as python_search

NATIVE_NAME: Final = "napdesk.engine._search_native"
# The sources of the compiled copy, in the order tools/native.py hashes them.
SOURCES: Final = (python_search, bounds, rests)


def source_digest() -> str | None:
    """The SHA-256 of the search's sources as they are now, or None where there is no source to read (a frozen
    program, which ships only what it was built with)."""
    digest = hashlib.sha256()
    try:
        for module in SOURCES:
            with open(module.__file__ or "", "rb") as f:
                digest.update(f.read())
    except OSError:
        return None
    return digest.hexdigest()


def native_search() -> ModuleType | None:
    """The compiled copy of the search if it is built from today's ``search.py``, else None."""
    try:
        native = importlib.import_module(NATIVE_NAME)
    except ImportError:
        return None
    digest = source_digest()
    if digest is not None and getattr(native, "SOURCE_SHA256", None) != digest:
        return None
    return native


def choose() -> ModuleType:
    if os.environ.get("NAPDESK_SOLVER") == "python":
        return python_search
    return native_search() or python_search


search: Final = choose()
