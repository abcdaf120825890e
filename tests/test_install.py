"""``make install PREFIX=… DESTDIR=…`` stages a desktop install (the program, its launcher, the desktop entry, the
AppStream metainfo, the hicolor icons) that the validators accept, and ``make uninstall`` removes it again.

The program is installed without its dependencies (``PIP_FLAGS=--no-deps``; the test's own environment has them,
standing in for the distribution's ``python3``, which the launcher then runs) and without build isolation, so the
test needs no network. Skipped without ``make``.
"""

from __future__ import annotations

import marshal
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
         f"BIN={Path(sys.executable).parent}", "PIP_FLAGS=--no-deps --no-build-isolation"],
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

    # The launcher starts the installed copy from the final prefix (not the staging folder) with the python3 found
    # where it runs (the distribution's, which has the dependencies), not the build machine's interpreter; here the
    # staged library stands in for the prefix through PYTHONPATH, and this environment's python3 for the system's.
    launcher = root / "bin" / "napdesk"
    assert os.access(launcher, os.X_OK)
    text = launcher.read_text()
    assert f"{PREFIX}/lib/napdesk" in text and str(stage) not in text
    for build_path in {sys.executable, getattr(sys, "_base_executable", sys.executable), str(REPO), sys.prefix}:
        assert build_path not in text, build_path
    assert 'exec "python3" -P -m napdesk ' in text
    env = {**os.environ, "PYTHONPATH": str(library),
           "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])}
    done = subprocess.run([str(launcher), "--version"], capture_output=True, text=True, env=env, cwd=tmp_path,
                          check=False)
    assert (done.returncode, done.stdout.strip()) == (0, f"napdesk {napdesk.__version__}"), done.stderr
    # Started from a checkout, it still runs the installed copy: -P keeps the working folder off sys.path.
    assert " -P -m napdesk " in launcher.read_text()
    where = subprocess.run([sys.executable, "-P", "-c", "import napdesk; print(napdesk.__file__)"],
                           capture_output=True, text=True, env=env, cwd=REPO, check=True).stdout.strip()
    assert Path(where).is_relative_to(library)

    # The installed copy runs the compiled search when the checkout has one built from its sources (make test
    # builds it where a C compiler is): the launcher's interpreter reports the solver's module as it exits.
    probe = tmp_path / "probe"
    probe.mkdir()
    (probe / "sitecustomize.py").write_text(
        "import atexit\n"
        "def _said():\n"
        "    from napdesk.engine import compiled\n"
        "    print('SEARCH', compiled.choose().__name__, compiled.choose().__file__)\n"
        "atexit.register(_said)\n", encoding="utf-8")
    done = subprocess.run([str(launcher), "--version"], capture_output=True, text=True, cwd=tmp_path, check=False,
                          env={**env, "PYTHONPATH": os.pathsep.join([str(library), str(probe)])})
    assert done.returncode == 0, done.stderr
    (said,) = [line.split() for line in done.stdout.splitlines() if line.startswith("SEARCH ")]
    from napdesk.engine import compiled

    if compiled.native_search() is not None:
        assert said[1] == compiled.NATIVE_NAME and Path(said[2]).is_relative_to(library), said
    elif not list((library / "napdesk" / "engine").glob("_search_native*")):
        assert said[1] == "napdesk.engine.search"  # nothing compiled here: the Python module, the same answers

    # Every module is compiled to .pyc for the interpreter that built it, naming the installed paths, not DESTDIR.
    tag = sys.implementation.cache_tag
    cached = list(library.rglob(f"*.{tag}.pyc"))
    sources = [p for p in (library / "napdesk").rglob("*.py")]
    assert len([p for p in cached if p.is_relative_to(library / "napdesk")]) == len(sources)
    app = library / "napdesk" / "ui" / "__pycache__" / f"app.{tag}.pyc"
    assert marshal.loads(app.read_bytes()[16:]).co_filename == f"{PREFIX}/lib/napdesk/napdesk/ui/app.py"
    assert not [p for p in cached if str(stage).encode() in p.read_bytes()]

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
