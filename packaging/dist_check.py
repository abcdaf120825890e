"""Check a built napdesk program (``make dist-check``; tests/test_dist.py runs the same checks).

    .venv/bin/python packaging/dist_check.py dist/napdesk/napdesk [--screenshot shot.png]

1. ``napdesk --version`` prints ``napdesk <version>`` of this checkout and exits 0 (no Qt on that path).
2. ``napdesk rules`` (a text command) exits 0.
3. ``NAPDESK_SMOKE_TEST=1 napdesk`` on Qt's offscreen platform (packaging/launcher.py) starts a spawn child process
   (how the computer players run), imports every napdesk module, opens the main window, prints its title, closes
   it and exits 0. The title must contain "napdesk".
Every run gets empty, temporary user data and config folders, so the check never reads or writes the real ones.
Exit status 0 when all pass; 1 otherwise, with the output of the failing run.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TITLE_LINE = re.compile(r"^NAPDESK_SMOKE_TEST window-title=(.*)$", re.MULTILINE)
SEARCH_LINE = re.compile(r"^NAPDESK_SMOKE_TEST search=(\S+)$", re.MULTILINE)
TIMEOUT_S = 120


@dataclass
class Run:
    argv: list[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float


@dataclass
class Report:
    runs: list[Run] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    title: str | None = None
    search: str | None = None  # the module the solver's search runs in (napdesk.engine.compiled.choose())

    @property
    def ok(self) -> bool:
        return not self.problems


def source_version() -> str:
    text = (ROOT / "napdesk" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise RuntimeError("no __version__ in napdesk/__init__.py")
    return match.group(1)


def isolated_env(home: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    """The current environment with Qt offscreen and every user folder napdesk or Qt might touch under home."""
    env = dict(os.environ)
    for name in ("NAPDESK_SMOKE_TEST", "NAPDESK_SMOKE_SCREENSHOT", "NAPDESK_SMOKE_TIMEOUT"):
        env.pop(name, None)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        NAPDESK_DATA_DIR=str(home / "napdesk-data"),
        XDG_DATA_HOME=str(home / "xdg-data"),
        XDG_CONFIG_HOME=str(home / "xdg-config"),
        XDG_STATE_HOME=str(home / "xdg-state"),
        XDG_CACHE_HOME=str(home / "xdg-cache"),
        XDG_RUNTIME_DIR=str(home / "xdg-runtime"),
    )
    (home / "xdg-runtime").mkdir(parents=True, exist_ok=True, mode=0o700)
    env.update(extra or {})
    return env


def run(exe: Path, args: Sequence[str], env: dict[str, str], timeout: float = TIMEOUT_S) -> Run:
    argv = [str(exe), *args]
    start = time.monotonic()
    try:
        done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired as expired:
        out = expired.stdout.decode(errors="replace") if isinstance(expired.stdout, bytes) else expired.stdout or ""
        err = expired.stderr.decode(errors="replace") if isinstance(expired.stderr, bytes) else expired.stderr or ""
        return Run(argv, -1, out, err + f"\n(killed after {timeout:g} s)", time.monotonic() - start)
    return Run(argv, done.returncode, done.stdout, done.stderr, time.monotonic() - start)


def check(exe: Path, screenshot: Path | None = None) -> Report:
    """Run the three checks against the program exe."""
    report = Report()
    if not exe.is_file() or not os.access(exe, os.X_OK):
        report.problems.append(f"{exe} is not an executable file: run `make dist` first")
        return report
    with tempfile.TemporaryDirectory(prefix="napdesk-dist-check-") as tmp:
        home = Path(tmp)

        version = run(exe, ["--version"], isolated_env(home))
        report.runs.append(version)
        want = f"napdesk {source_version()}"
        if version.returncode != 0 or version.stdout.strip() != want:
            report.problems.append(f"--version: expected {want!r} and exit 0, got {version.stdout.strip()!r} "
                                   f"and exit {version.returncode}")

        rules = run(exe, ["rules"], isolated_env(home))
        report.runs.append(rules)
        if rules.returncode != 0 or not rules.stdout.strip():
            report.problems.append(f"rules: expected output and exit 0, got exit {rules.returncode}")

        extra = {"NAPDESK_SMOKE_TEST": "1", "NAPDESK_SMOKE_TIMEOUT": "60"}
        if screenshot is not None:
            extra["NAPDESK_SMOKE_SCREENSHOT"] = str(screenshot.resolve())
        smoke = run(exe, [], isolated_env(home, extra))
        report.runs.append(smoke)
        match = TITLE_LINE.search(smoke.stdout)
        report.title = match.group(1).strip() if match else None
        found = SEARCH_LINE.search(smoke.stdout)
        report.search = found.group(1) if found else None
        if smoke.returncode != 0:
            report.problems.append(f"smoke test: exit {smoke.returncode}")
        if report.title is None:
            report.problems.append("smoke test: no window title printed (the main window never showed)")
        elif "napdesk" not in report.title.lower():
            report.problems.append(f"smoke test: window title {report.title!r} does not name napdesk")
        if "child-process=ok" not in smoke.stdout:
            report.problems.append("smoke test: the spawn child process did not answer (computer players would "
                                   "fall back to thinking on the UI's thread)")
        if "imports=ok" not in smoke.stdout:
            report.problems.append("smoke test: some napdesk modules do not import in the build (see stderr)")
        if "Traceback (most recent call last)" in smoke.stderr:
            # The program exited 0, so the traceback came from a child process (seen once: the computer players'
            # child, when the app quit while it was still starting). Worth a look, not a failed build.
            report.warnings.append("smoke test: a Python traceback on stderr (a child process?)")
    return report


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check a built napdesk program: --version, rules, the window.")
    parser.add_argument("exe", type=Path, nargs="?", default=ROOT / "dist" / "napdesk" / "napdesk")
    parser.add_argument("--screenshot", type=Path, help="also save a PNG of the main window here")
    args = parser.parse_args(argv)

    report = check(args.exe, args.screenshot)
    for r in report.runs:
        shown = " ".join(Path(r.argv[0]).name if i == 0 else a for i, a in enumerate(r.argv))
        print(f"dist-check: {shown or r.argv[0]}: exit {r.returncode} in {r.seconds:.1f} s")
    if args.exe.is_file():
        print(f"dist-check: folder {args.exe.parent}: {folder_size(args.exe.parent) / 2**20:.0f} MiB")
    if report.title is not None:
        print(f"dist-check: main window title: {report.title!r}")
    if report.search is not None:
        print(f"dist-check: the solver's search runs in {report.search}")
    for warning in report.warnings:
        print(f"dist-check: warning: {warning}\n{report.runs[-1].stderr}", file=sys.stderr)
    if report.ok:
        print("dist-check: OK")
        return 0
    for problem in report.problems:
        print(f"dist-check: FAILED: {problem}", file=sys.stderr)
    for r in report.runs:
        if r.returncode != 0 or r is report.runs[-1]:
            print(f"--- {' '.join(r.argv)}\n--- stdout\n{r.stdout}--- stderr\n{r.stderr}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
