"""The package list in pyproject.toml is explicit (assets/ is mapped to napdesk.assets, so setuptools cannot
find packages by itself): every package folder must be listed, or the wheel silently lacks it."""

from __future__ import annotations

import importlib.metadata
import tomllib
from pathlib import Path

import napdesk

REPO = Path(__file__).resolve().parents[1]


def _pyproject() -> dict[str, object]:
    with (REPO / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def test_every_package_folder_is_listed_in_pyproject() -> None:
    setuptools = _pyproject()["tool"]["setuptools"]  # type: ignore[index]
    listed = set(setuptools["packages"])
    on_disk = set()
    for path in (REPO / "napdesk").rglob("*.py"):
        if "__pycache__" in path.parts:
            continue
        on_disk.add(".".join(path.parent.relative_to(REPO).parts))
    missing = sorted(on_disk - listed)
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {missing}"
    no_init = sorted(p for p in on_disk if not (REPO / p.replace(".", "/") / "__init__.py").is_file())
    assert not no_init, f"package folders without __init__.py: {no_init}"
    assert "napdesk.assets" in listed
    assert setuptools["package-dir"] == {"napdesk.assets": "assets"}


def test_installed_version_matches_the_source() -> None:
    installed = importlib.metadata.version("napdesk")
    assert installed == napdesk.__version__, "napdesk/__init__.py changed since install: run make test again"
