"""The plug-ins the person allowed to run: a small file in the user's config folder, never anything a session carries.

A plug-in (``module:Class``) is a module imported, so code run. A saved session names its players, and a session
can come from anyone (an export file, a whole database copied over): what a level saved there names must never be
allowed to run by the same data. The permission comes from the person only: a prompt naming the module
(:mod:`napdesk.ui.saved_sessions`), whose yes is remembered here, or the command line (``--allow-plugin``,
``napdesk match``/``simulate`` with the spec). It lives in ``trusted-plugins.json`` in platformdirs'
``user_config_dir("napdesk")``, read and written by this module alone: not in the sessions database (whose old
``allowed_plugins`` preference is ignored), not in an export, not in a backup.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Final

import platformdirs

log = logging.getLogger("napdesk.ai")

TRUST_NAME: Final = "trusted-plugins.json"


def trust_file() -> Path:
    """Where the person's yes to a plug-in is kept: the user's config folder, whatever data folder is in use."""
    return Path(platformdirs.user_config_dir("napdesk", appauthor=False)) / TRUST_NAME


def plugin_specs(value: object) -> frozenset[str]:
    """The plug-ins a list allows: its ``module:Class`` strings (anything else in it is ignored, so a damaged file
    allows nothing rather than failing)."""
    if not isinstance(value, list | tuple):
        return frozenset()
    return frozenset(v.strip() for v in value if isinstance(v, str) and ":" in v)


def trusted_plugins(path: Path | None = None) -> frozenset[str]:
    """The plug-ins the person said yes to; none when the file is missing, unreadable or damaged."""
    where = trust_file() if path is None else path
    try:
        value = json.loads(where.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return frozenset()
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        log.warning("ignored %s: %s", where, exc)
        return frozenset()
    return plugin_specs(value.get("plugins") if isinstance(value, dict) else None)


def trust_plugins(specs: Iterable[str], path: Path | None = None) -> None:
    """Remember the person's yes to ``specs``, beside those already allowed. Written whole to a new file that then
    takes the old one's name, so a crash leaves the old list or the new one. Raises OSError when it cannot be
    written (a read-only config folder)."""
    where = trust_file() if path is None else path
    plugins = sorted(trusted_plugins(where) | plugin_specs(list(specs)))
    where.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TRUST_NAME, suffix=".part", dir=where.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"plugins": plugins}, f, indent=1)
            f.write("\n")
        os.replace(tmp, where)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
