"""The load-sensitive tests many times back to back with every core kept busy: the crashes, races and timing
assumptions a quiet machine hides (a worker thread delivering to a window being deleted, a child process starting
while the app quits, a wait shorter than a busy machine needs).

    make stress                        # 3 runs of the load-sensitive tests beside 2 busy processes
    make stress STRESS_RUNS=20         # more
    make stress STRESS_SUITE=full      # the whole suite, slow tests included
    .venv/bin/python tests/stress/run.py --runs 5 --hogs 2 tests/ui/test_workers.py
    .venv/bin/python tests/stress/run.py --runs 3 -- tests/ui --deselect tests/ui/test_x.py::test_y

The load-sensitive tests (LOAD_SENSITIVE): the UI, the AI's searches against a clock, the store and the child
processes of the command line. A busy process is a Python loop, as ``yes >/dev/null`` would be.

Each run is a fresh pytest process (``-x``: it stops at its first failure); the whole stops at the first run that
fails, a crash (a signal) included, and prints a summary and the end of that run's output. Not part of
``make test``.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HOG = "while True: pass"
LOAD_SENSITIVE = ["tests/ui", "tests/ai/test_big_tables.py", "tests/ai/test_hints_analysis.py", "tests/store",
                  "tests/cli/test_simulate.py", "tests/cli/test_worker_start.py", "tests/test_pytest_config.py"]
SUITES = {"load": LOAD_SENSITIVE, "full": ["tests", "-m", "slow or not slow"]}


def _status(code: int) -> str:
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return "passed" if code == 0 else f"failed (exit status {code})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="how many times to run the suite (default 3)")
    parser.add_argument("--hogs", type=int, default=max(2, os.cpu_count() or 2),
                        help="busy processes beside the tests (default: one per core, at least 2)")
    parser.add_argument("--suite", choices=sorted(SUITES), default="load",
                        help="load: the load-sensitive tests (the default); full: every test, slow ones included")
    parser.add_argument("pytest_args", nargs="*", default=[],
                        help="what pytest runs instead of --suite; pytest options after --")
    args = parser.parse_args(argv)
    if not args.pytest_args:
        args.pytest_args = SUITES[args.suite]
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    logs = Path(tempfile.mkdtemp(prefix="napdesk-stress-"))
    hogs = [subprocess.Popen([sys.executable, "-c", HOG]) for _ in range(args.hogs)]
    results: list[tuple[int, int, float]] = []
    try:
        for run in range(1, args.runs + 1):
            log = logs / f"run-{run:02d}.log"
            started = time.monotonic()
            with log.open("wb") as out:
                code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-ra",
                                        *args.pytest_args], cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT)
            seconds = time.monotonic() - started
            results.append((run, code, seconds))
            last = log.read_text(errors="replace").strip().splitlines()[-1:] or [""]
            print(f"run {run}/{args.runs}: {_status(code)} in {seconds:.0f} s  {last[0]}", flush=True)
            if code != 0:
                print(f"\n--- the end of run {run} ({log}) ---")
                print("\n".join(log.read_text(errors="replace").splitlines()[-60:]))
                break
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
    passed = sum(1 for _, code, _ in results if code == 0)
    failed = [run for run, code, _ in results if code != 0]
    total = sum(seconds for *_, seconds in results)
    print(f"\nstress: {passed} of {args.runs} runs of {' '.join(args.pytest_args)} passed with {args.hogs} busy "
          f"processes beside them ({total:.0f} s)" + (f"; run {failed[0]} failed, stopped there" if failed else "")
          + f"; logs in {logs}")
    return 0 if not failed and passed == args.runs else 1


if __name__ == "__main__":
    sys.exit(main())
