"""The sdist holds everything needed to build, test and package napdesk: built here with ``python -m build
--sdist`` (offline, no build isolation), unpacked, and its file list compared with the files git tracks.

Skipped where git or a git checkout is missing (an unpacked sdist itself, a distribution's build root).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# Tracked files the sdist leaves out, each for a reason.
EXCLUDED = {
    ".gitignore": "git's own: it means nothing outside a checkout",
    ".ci/run": "the repository's CI entry point, which runs on a clone, never on an unpacked sdist",
}
# Files the sdist has and git does not: the metadata setuptools writes into every sdist.
GENERATED = {"PKG-INFO", "setup.cfg"}
GENERATED_FOLDER = "napdesk.egg-info/"


def _git_files() -> set[str]:
    """The files of the work tree that git tracks or would track (not ignored), as they are on disk now."""
    git = shutil.which("git")
    if git is None:
        pytest.skip("git is not installed")
    if subprocess.run([git, "-C", str(REPO), "rev-parse", "--is-inside-work-tree"], capture_output=True,
                      check=False).returncode != 0 or not (REPO / ".git").exists():
        pytest.skip("not a git checkout (an unpacked sdist?)")
    listed = subprocess.run([git, "-C", str(REPO), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            capture_output=True, check=True).stdout.decode()
    return {name for name in listed.split("\0") if name and (REPO / name).is_file()}


def test_sdist_holds_every_tracked_file(tmp_path: Path) -> None:
    expected = _git_files()
    # Built from a copy of exactly those files: setuptools would also take in whatever an old napdesk.egg-info
    # of the checkout lists, and the build writes nothing into the checkout.
    source = tmp_path / "source"
    for name in expected:
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, source / name)
    done = subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp_path),
                           str(source)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    (archive,) = tmp_path.glob("napdesk-*.tar.gz")
    top = archive.name.removesuffix(".tar.gz") + "/"
    with tarfile.open(archive) as tar:
        names = {m.name.removeprefix(top) for m in tar.getmembers() if m.isfile()}
        tar.extractall(tmp_path / "unpacked", filter="data")
    in_sdist = {n for n in names if n not in GENERATED and not n.startswith(GENERATED_FOLDER)}

    missing = sorted(expected - in_sdist - EXCLUDED.keys())
    extra = sorted(in_sdist - expected)
    assert not missing, f"tracked files missing from the sdist (MANIFEST.in): {missing}"
    assert not extra, f"files in the sdist that git does not track: {extra}"
    assert not EXCLUDED.keys() & in_sdist, "an excluded file is in the sdist: update EXCLUDED or MANIFEST.in"
    # What the issue found missing, now there as files of the unpacked tree.
    unpacked = tmp_path / "unpacked" / top
    for needed in ("packaging/linux/io.github.napdesk.Napdesk.desktop", "napdesk/i18n/napdesk_nl.ts",
                   "tests/conftest.py", "tests/ui/conftest.py", "Makefile", "constraints.txt", "docs"):
        assert (unpacked / needed).exists(), needed
