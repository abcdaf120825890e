"""Which copy of the search the solver runs: :mod:`napdesk.engine.search` compiled to C, when one was built from
this very source, else the Python module itself.

``make`` builds the compiled copy (``tools/native.py``: mypyc compiles ``search.py`` as the extension module
``napdesk.engine._search_native``, with the SHA-256 of the source it was built from). Both run the same code, so
every answer is the same; the compiled one takes a third of the time, which is what lets the analysis of a
seven-handed deal finish in its time. Without a C compiler the build is skipped and the solver runs the Python
module: slower, never different.

A copy built from another version of ``search.py`` (one edited since ``make`` last ran) is not used: its answers
could differ from the source's. ``NAPDESK_SOLVER=python`` in the environment forces the Python module (to time
one against the other, or to debug).
"""

from __future__ import annotations

import hashlib
import importlib
import os
from types import ModuleType
from typing import Final

from napdesk.engine import search as python_search

NATIVE_NAME: Final = "napdesk.engine._search_native"


def source_digest() -> str | None:
    """The SHA-256 of ``search.py`` as it is now, or None where there is no source to read (a frozen program,
    which ships only what it was built with)."""
    try:
        with open(python_search.__file__, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except (OSError, TypeError):
        return None


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
