"""Where napdesk's data files are once installed.

The repository's top-level ``assets/`` folder is installed as the package ``napdesk.assets`` (see the
package-dir mapping in pyproject.toml), so the same call works from a wheel and from an editable install.
"""

from __future__ import annotations

import pathlib
from importlib.resources import files

ASSETS_PACKAGE = "napdesk.assets"


def asset_path(*parts: str) -> pathlib.Path:
    """Return the path of a file or folder under ``assets/``, e.g. ``asset_path("icons", "napdesk.svg")``.

    The path is not checked for existence. ``parts`` are plain names: absolute paths, ``..`` and separators
    inside a part are refused, so a caller cannot reach outside the assets.
    """
    for part in parts:
        if not part or part in {".", ".."} or "/" in part or "\\" in part:
            raise ValueError(f"asset path parts must be plain names, got {part!r} in {parts!r}")
    root = files(ASSETS_PACKAGE)
    if not isinstance(root, pathlib.Path):
        # A zipped install (zipimport) has no real paths; napdesk is always installed as files.
        raise RuntimeError(f"{ASSETS_PACKAGE} is not installed as plain files: {root!r}")
    return root.joinpath(*parts)
