"""The floors of docs/architecture.md, checked from the source text (import-linter checks them from the graph).

- Everything under napdesk/engine/ imports only the standard library and napdesk.engine itself.
- PySide6 (and its shiboken6) is imported only under napdesk/ui/.

The checks read files with ``ast``, so they see imports inside functions and ``if TYPE_CHECKING:`` blocks
as well. The last tests feed them a made-up tree with violations, to show they do catch them.
"""

from __future__ import annotations

import ast
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
QT_PACKAGES = frozenset({"PySide6", "shiboken6"})


def _module_name(path: Path, src_root: Path) -> tuple[str, bool]:
    """Dotted module name of a file under src_root, and whether it is a package's __init__."""
    parts = list(path.relative_to(src_root).with_suffix("").parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts.pop()
    return ".".join(parts), is_package


def imports_of(path: Path, src_root: Path) -> Iterator[tuple[int, str]]:
    """Yield (line, absolute module name) for every import in the file; relative imports are resolved.

    ``from package import name`` yields ``package``; ``from . import name`` yields ``package.name``.
    A relative import that climbs above the top package yields a name starting with "<beyond>".
    Calls ``importlib.import_module("x")`` and ``__import__("x")`` with a literal name count as imports too.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module, is_package = _module_name(path, src_root)
    package_parts = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                yield node.lineno, node.module or ""
                continue
            up = node.level - 1
            if up > len(package_parts) - 1:
                what = node.module or ", ".join(alias.name for alias in node.names)
                yield node.lineno, f"<beyond>{'.' * node.level}{what}"
                continue
            base = package_parts[: len(package_parts) - up]
            if node.module:
                yield node.lineno, ".".join([*base, node.module])
            else:  # `from .. import x`: each name may be a module of that package
                for alias in node.names:
                    yield node.lineno, ".".join([*base, alias.name])
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if (
                called in {"import_module", "__import__"}
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
            ):
                yield node.lineno, first.value


def _python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def engine_violations(src_root: Path) -> list[str]:
    """Imports under napdesk/engine/ of anything but the standard library and napdesk.engine."""
    found = []
    for path in _python_files(src_root / "napdesk" / "engine"):
        for line, name in imports_of(path, src_root):
            if _within(name, "napdesk.engine") or name.split(".")[0] in sys.stdlib_module_names:
                continue
            found.append(f"{path.relative_to(src_root)}:{line}: imports {name}")
    return found


def qt_violations(src_root: Path) -> list[str]:
    """Imports of PySide6/shiboken6 in files of napdesk/ outside napdesk/ui/."""
    ui = src_root / "napdesk" / "ui"
    found = []
    for path in _python_files(src_root / "napdesk"):
        if path.is_relative_to(ui):
            continue
        for line, name in imports_of(path, src_root):
            if name.split(".")[0] in QT_PACKAGES:
                found.append(f"{path.relative_to(src_root)}:{line}: imports {name}")
    return found


def test_engine_uses_the_standard_library_alone() -> None:
    assert engine_violations(REPO) == []


def test_only_the_ui_imports_qt() -> None:
    assert qt_violations(REPO) == []


def test_the_ui_does_import_qt() -> None:
    """Guards the scan itself: if it stopped seeing imports, the two tests above would pass vacuously."""
    names = {name for path in _python_files(REPO / "napdesk" / "ui") for _, name in imports_of(path, REPO)}
    assert any(name.startswith("PySide6") for name in names)


def _write(root: Path, relative: str, source: str) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(source), encoding="utf-8")


def test_checks_catch_violations(tmp_path: Path) -> None:
    _write(tmp_path, "napdesk/__init__.py", "")
    _write(
        tmp_path,
        "napdesk/engine/__init__.py",
        """
        from __future__ import annotations
        from . import cards
        from .cards import Card
        """,
    )
    _write(
        tmp_path,
        "napdesk/engine/cards.py",
        """
        import collections.abc, random
        from dataclasses import dataclass
        from napdesk.engine import deal
        from . import deal as again
        """,
    )
    _write(
        tmp_path,
        "napdesk/engine/bad.py",
        """
        import platformdirs
        from .. import store
        from ..ai import players
        from napdesk.store import db
        from typing import TYPE_CHECKING
        if TYPE_CHECKING:
            from PySide6.QtCore import QObject
        def later() -> None:
            import numpy.random
            importlib.import_module("shiboken6")
        """,
    )
    _write(tmp_path, "napdesk/engine/rules/__init__.py", "from ... import cli\nfrom .. import cards\n")
    _write(tmp_path, "napdesk/store/db.py", "import sqlite3\nfrom PySide6 import QtCore\n")
    _write(tmp_path, "napdesk/ui/window.py", "from PySide6.QtWidgets import QWidget\nimport shiboken6\n")
    _write(tmp_path, "napdesk/beyond.py", "from ... import nothing\n")

    assert engine_violations(tmp_path) == [
        "napdesk/engine/bad.py:2: imports platformdirs",
        "napdesk/engine/bad.py:3: imports napdesk.store",
        "napdesk/engine/bad.py:4: imports napdesk.ai",
        "napdesk/engine/bad.py:5: imports napdesk.store",
        "napdesk/engine/bad.py:8: imports PySide6.QtCore",
        "napdesk/engine/bad.py:10: imports numpy.random",
        "napdesk/engine/bad.py:11: imports shiboken6",
        "napdesk/engine/rules/__init__.py:1: imports napdesk.cli",
    ]
    assert qt_violations(tmp_path) == [
        "napdesk/engine/bad.py:8: imports PySide6.QtCore",
        "napdesk/engine/bad.py:11: imports shiboken6",
        "napdesk/store/db.py:2: imports PySide6",
    ]
    assert list(imports_of(tmp_path / "napdesk/beyond.py", tmp_path)) == [(1, "<beyond>...nothing")]
