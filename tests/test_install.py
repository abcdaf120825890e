"""``make install PREFIX=… DESTDIR=…`` stages a desktop install (the program, its launcher, the desktop entry, the
AppStream metainfo, the hicolor icons) that the validators accept, and ``make uninstall`` removes it again.

The program is installed without its dependencies (``PIP_FLAGS=--no-deps``; the test's own environment has them)
and without build isolation, so the test needs no network. Skipped without ``make``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import napdesk

REPO = Path(__file__).resolve().parents[1]
APP_ID = "io.github.napdesk.Napdesk"
PREFIX = "/usr"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def _make(target: str, destdir: Path) -> None:
    make = shutil.which("make")
    if make is None:
        pytest.skip("make is not installed")
    done = subprocess.run(
        [make, "--no-print-directory", "-C", str(REPO), target, f"PREFIX={PREFIX}", f"DESTDIR={destdir}",
         f"BIN={Path(sys.executable).parent}", f"LAUNCH_PYTHON={sys.executable}",
         "PIP_FLAGS=--no-deps --no-build-isolation"],
        capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def _files(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() or p.is_symlink()}


def test_make_install_stages_a_valid_tree_and_uninstall_removes_it(tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    _make("install", stage)
    root = stage / PREFIX.lstrip("/")
    share = root / "share"
    expected = {f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml",
                f"share/icons/hicolor/scalable/apps/{APP_ID}.svg", "bin/napdesk",
                *(f"share/icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES)}
    installed = {f for f in _files(root) if not f.startswith("lib/napdesk/")}
    assert installed == expected
    library = root / "lib" / "napdesk"
    for needed in ("napdesk/cli.py", "napdesk/assets/icons/napdesk.svg", "napdesk/i18n/napdesk_nl.qm"):
        assert (library / needed).is_file(), needed

    # The launcher starts the installed copy from the final prefix (not the staging folder) with the interpreter
    # it was given; here the staged library stands in for the prefix through PYTHONPATH.
    launcher = root / "bin" / "napdesk"
    assert os.access(launcher, os.X_OK)
    assert f"{PREFIX}/lib/napdesk" in launcher.read_text() and str(stage) not in launcher.read_text()
    env = {**os.environ, "PYTHONPATH": str(library)}
    done = subprocess.run([str(launcher), "--version"], capture_output=True, text=True, env=env, cwd=tmp_path,
                          check=False)
    assert (done.returncode, done.stdout.strip()) == (0, f"napdesk {napdesk.__version__}"), done.stderr
    # Started from a checkout, it still runs the installed copy: -P keeps the working folder off sys.path.
    assert " -P -m napdesk " in launcher.read_text()
    where = subprocess.run([sys.executable, "-P", "-c", "import napdesk; print(napdesk.__file__)"],
                           capture_output=True, text=True, env=env, cwd=REPO, check=True).stdout.strip()
    assert Path(where).is_relative_to(library)

    desktop_validate = shutil.which("desktop-file-validate")
    if desktop_validate is not None:
        done = subprocess.run([desktop_validate, str(share / "applications" / f"{APP_ID}.desktop")],
                              capture_output=True, text=True, check=False)
        assert (done.returncode, done.stdout + done.stderr) == (0, "")
    appstream = shutil.which("appstreamcli")
    if appstream is not None:
        done = subprocess.run([appstream, "validate-tree", "--no-net", str(root)], capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, done.stdout + done.stderr

    _make("uninstall", stage)
    assert _files(stage) == set()
    if desktop_validate is None or appstream is None:
        pytest.skip("installed and removed; not validated: desktop-file-validate or appstreamcli is missing")
