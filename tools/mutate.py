"""Mutation testing: does the suite notice when one line of a module is changed?

Each mutant is one small change of a module's source: a comparison turned round (``<`` to ``<=``, ``==`` to
``!=``, ``in`` to ``not in``), ``and``/``or`` swapped, a condition negated, a ``not`` dropped, a constant replaced
(a number by one more, ``True`` by ``False``, a string by another), an arithmetic operator swapped, a call made
as a statement removed, a returned value replaced by None. For each mutant the tests mapped to its module (``MAP``
below) run in a child ``pytest -x -q -p no:cacheprovider`` with a time limit. A failing (or timed-out) test run
kills the mutant; a passing one lets it survive, and a survivor is a change the suite does not notice: a missing
test, or an equivalent mutant (one that changes no behaviour), which the report should say.

The modules are mutated in a copy of the project (the working tree is never touched), one mutant at a time. Bytecode
caching is off there, so the mutated source is always the one imported. A module compiled by ``tools/native.py``
needs nothing special: the compiled copy refuses sources that differ from the ones it was built from.

    python tools/mutate.py napdesk/engine napdesk/store napdesk/ai/hints.py napdesk/ui/controller.py \\
        --sample 30 --seed 1

prints, per file, how many mutants were killed and which survived (``file:line: mutation``), then a score per
package. ``--sample N`` draws N mutants per file (all of them if it has fewer) with ``--seed``: the same arguments
give the same mutants. ``--list`` only lists the mutants. ``--jobs`` runs several at once (each in its own copy).
Exit status 1 when a package scores below ``--fail-under`` (percent).
"""

from __future__ import annotations

import argparse
import ast
import concurrent.futures
import copy
import fnmatch
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# module (glob, relative to the project) -> the tests that cover it (files or globs); the first matching pattern
# wins; "!glob" leaves files out again. These are the module's own, quick tests: the fuzz, property and
# solver-soundness tests that take minutes (test_properties, test_solver*, tests/cli) are left to the suite.
ENGINE_QUICK = ["tests/engine/test_*.py", "!tests/engine/test_solver*.py", "!tests/engine/test_properties.py",
                "!tests/engine/test_compiled.py"]
MAP: list[tuple[str, list[str]]] = [
    ("napdesk/ui/controller.py", ["tests/ui/test_controller_life.py", "tests/ui/test_table.py",
                                  "tests/ui/test_seat_hooks.py", "tests/ui/test_save_failures.py",
                                  "tests/ui/test_redo.py", "tests/ui/test_session_seeds.py"]),
    ("napdesk/ai/hints.py", ["tests/ai/test_hints_evidence.py", "tests/ai/test_hints_analysis.py"]),
    # the solver's search: its own tests, against the Python module (a mutated source leaves the compiled copy
    # unused, and test_compiled would fail on that alone)
    ("napdesk/engine/search.py", ["tests/engine/test_solver.py"]),
    ("napdesk/engine/bounds.py", ["tests/engine/test_solver.py", "tests/engine/test_solver_trumps.py"]),
    ("napdesk/engine/rests.py", ["tests/engine/test_solver_rel.py"]),
    ("napdesk/engine/rankmajor.py", ["tests/engine/test_solver.py"]),
    ("napdesk/engine/solver.py", ["tests/engine/test_solver.py", "tests/engine/test_survivors.py"]),
    ("napdesk/engine/compiled.py", ["tests/engine/test_compiled.py"]),
    ("napdesk/engine/*.py", ENGINE_QUICK),
    ("napdesk/store/transfer.py", ["tests/store/test_transfer.py", "tests/store/test_transfer_checks.py",
                                   "tests/store/test_damaged.py", "tests/store/test_rules_change_saved.py"]),
    ("napdesk/store/opening.py", ["tests/store/test_opening.py", "tests/store/test_damaged.py",
                                  "tests/store/test_corruption.py", "tests/store/test_opening_checks.py"]),
    ("napdesk/store/scoreboard.py", ["tests/store/test_scoreboard.py", "tests/store/test_running_totals.py"]),
    ("napdesk/store/*.py", ["tests/store"]),
]
SKIP = ["*/__init__.py", "napdesk/engine/hand_tables.py", "napdesk/engine/relative_tables.py"]


@dataclass(frozen=True)
class Mutant:
    path: str  # relative to the project
    line: int
    start: tuple[int, int]  # (line, column) of the replaced source, end exclusive
    end: tuple[int, int]
    text: str  # the replacement source
    what: str  # the mutation, for the report

    def apply(self, source: str) -> str:
        lines = source.splitlines(keepends=True)
        offsets = [0]
        for line in lines:
            offsets.append(offsets[-1] + len(line.encode()))
        data = source.encode()
        a = offsets[self.start[0] - 1] + self.start[1]
        b = offsets[self.end[0] - 1] + self.end[1]
        return (data[:a] + self.text.encode() + data[b:]).decode()


_COMPARE_SWAP: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}
_BINOP_SWAP: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.Div: ast.Mult, ast.FloorDiv: ast.Mult,
    ast.Mod: ast.FloorDiv, ast.BitAnd: ast.BitOr, ast.BitOr: ast.BitAnd, ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
}


def _is_docstring(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    parent = parents.get(node)
    if not isinstance(parent, ast.Expr):
        return False
    holder = parents.get(parent)
    body = getattr(holder, "body", None)
    return isinstance(body, list) and bool(body) and body[0] is parent


def _skipped_nodes(tree: ast.Module) -> set[ast.AST]:
    """Nodes no mutant may touch: annotations, ``if TYPE_CHECKING:`` blocks, ``__all__``, docstrings' parents."""
    skip: set[ast.AST] = set()

    def drop(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.arg | ast.AnnAssign):
            drop(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            drop(node.returns)
        elif (isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)) or (
                isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                     for t in node.targets)):
            drop(node)
        elif isinstance(node, ast.Assert):
            drop(node)  # an assert's mutant only changes what a broken program says
    return skip


def _expr(node: ast.expr) -> str:
    return "(" + ast.unparse(node) + ")"


def mutants_of(path: str, source: str) -> list[Mutant]:
    tree = ast.parse(source)
    parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    skip = _skipped_nodes(tree)
    found: list[Mutant] = []

    def add(node: ast.AST, text: str, what: str) -> None:
        start = (node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = (node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        found.append(Mutant(path, node.lineno, start, end, text, what))  # type: ignore[attr-defined]

    for node in ast.walk(tree):
        if node in skip:
            continue
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                swap = _COMPARE_SWAP.get(type(op))
                if swap is not None:
                    new = copy.deepcopy(node)
                    new.ops[i] = swap()
                    add(node, _expr(new), f"{type(op).__name__} -> {swap.__name__}")
        elif isinstance(node, ast.BoolOp):
            new_b = copy.deepcopy(node)
            new_b.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            add(node, _expr(new_b), f"{type(node.op).__name__.lower()} -> {type(new_b.op).__name__.lower()}")
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            add(node, _expr(node.operand), "not dropped")
        elif isinstance(node, ast.BinOp):
            swap_b = _BINOP_SWAP.get(type(node.op))
            if swap_b is not None:
                new_o = copy.deepcopy(node)
                new_o.op = swap_b()
                add(node, _expr(new_o), f"{type(node.op).__name__} -> {swap_b.__name__}")
        elif isinstance(node, ast.AugAssign):
            swap_a = _BINOP_SWAP.get(type(node.op))
            if swap_a is not None:
                new_a = copy.deepcopy(node)
                new_a.op = swap_a()
                add(node, ast.unparse(new_a), f"{type(node.op).__name__}= -> {swap_a.__name__}=")
        elif isinstance(node, ast.Constant) and not _is_docstring(node, parents):
            if isinstance(parents.get(node), ast.JoinedStr):
                continue  # the literal parts of an f-string have no source position of their own
            value = node.value
            if isinstance(value, bool):
                add(node, repr(not value), f"{value} -> {not value}")
            elif isinstance(value, int | float) and not isinstance(value, bool):
                other = value + 1 if value != 1 else 0
                add(node, repr(other), f"{value!r} -> {other!r}")
            elif isinstance(value, str):
                other_s = "XX" + value + "XX" if value else "XX"
                add(node, repr(other_s), f"{value!r} -> {other_s!r}")
        elif isinstance(node, ast.If | ast.While) and node.test not in skip:
            add(node.test, "not " + _expr(node.test), f"{type(node).__name__.lower()} condition negated")
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            add(node, "pass", f"call removed: {ast.unparse(node.value.func)}(...)")
        elif isinstance(node, ast.Return) and node.value is not None and not (
                isinstance(node.value, ast.Constant) and node.value.value is None):
            add(node, "return None", "return value -> None")
    found.sort(key=lambda m: (m.start, m.end, m.what))
    return found


def tests_for(path: str) -> list[str]:
    """The test files mapped to ``path`` that exist, each once, in order."""
    for pattern, tests in MAP:
        if fnmatch.fnmatch(path, pattern):
            found: list[str] = []
            for t in tests:
                if t.startswith("!"):
                    found = [f for f in found if not fnmatch.fnmatch(f, t[1:])]
                    continue
                for f in sorted(ROOT.glob(t)) if any(c in t for c in "*?[") else [ROOT / t]:
                    rel = f.relative_to(ROOT).as_posix()
                    if f.exists() and rel not in found:
                        found.append(rel)
            return found
    return []


def modules(targets: Sequence[str]) -> list[str]:
    found: list[str] = []
    for target in targets:
        p = (ROOT / target).resolve()
        files = sorted(p.rglob("*.py")) if p.is_dir() else [p]
        for f in files:
            rel = f.relative_to(ROOT).as_posix()
            if "__pycache__" in rel or any(fnmatch.fnmatch(rel, s) for s in SKIP):
                continue
            found.append(rel)
    return found


class Sandbox:
    """A copy of the project's sources and tests in which one module at a time is mutated."""

    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="napdesk-mutate-"))
        self.proc: subprocess.Popen[bytes] | None = None
        ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".venv", ".git", "build", "dist", ".mypy_cache",
                                        ".pytest_cache", ".ruff_cache", ".hypothesis", "screenshots")
        for name in ("napdesk", "tests", "assets", "tools", "docs", "bench"):
            if (ROOT / name).exists():
                shutil.copytree(ROOT / name, self.dir / name, ignore=ignore, symlinks=True)
        for name in ("pyproject.toml", "README.md", "constraints.txt", "Makefile", "MANIFEST.in", "LICENSE"):
            if (ROOT / name).exists():
                shutil.copy2(ROOT / name, self.dir / name)

    def run(self, tests: Sequence[str], timeout: float, path: str | None = None, text: str | None = None
            ) -> tuple[str, float]:
        """Run ``tests`` with ``path`` replaced by ``text``: "killed", "survived" or "timeout", and seconds taken."""
        target = self.dir / path if path else None
        original = target.read_bytes() if target else b""
        if target is not None and text is not None:
            target.write_text(text, encoding="utf-8")
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen",
                   PYTHONPATH=str(self.dir))
        cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
               "-o", "addopts=--import-mode=importlib --strict-markers", "-o", "timeout=0", *tests]
        start = time.monotonic()
        try:
            proc = self.proc = subprocess.Popen(cmd, cwd=self.dir, env=env, stdout=subprocess.DEVNULL,
                                                stderr=subprocess.DEVNULL, start_new_session=True)
            try:
                code = proc.wait(timeout=timeout)
                verdict = "survived" if code == 0 else "killed"
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, 9)
                proc.wait()
                verdict = "timeout"
        finally:
            if target is not None:
                target.write_bytes(original)
        return verdict, time.monotonic() - start

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:  # stopped half way: its tests go too
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


def _package(path: str) -> str:
    parts = path.split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("targets", nargs="+", help="modules or folders to mutate")
    ap.add_argument("--sample", type=int, default=0, help="mutants per file (0: all)")
    ap.add_argument("--seed", type=int, default=1, help="the sample's seed")
    ap.add_argument("--jobs", type=int, default=1, help="mutants run at once")
    ap.add_argument("--timeout", type=float, default=0,
                    help="seconds per mutant (default: 3 x the clean run of its tests + 30)")
    ap.add_argument("--skip", nargs="+", default=[], metavar="GLOB", help="modules left out (globs)")
    ap.add_argument("--tests", nargs="+", default=None, help="run these tests for every module (not the mapping)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each mutant's verdict as it comes")
    ap.add_argument("--survivors", type=Path, default=None, metavar="REPORT",
                    help="run again only the mutants an earlier report (this one's output) lists as surviving")
    ap.add_argument("--list", action="store_true", help="list the sampled mutants; run nothing")
    ap.add_argument("--fail-under", type=float, default=0, help="exit 1 if a package scores below this percent")
    args = ap.parse_args(argv)

    again: set[str] | None = None
    if args.survivors is not None:  # "  SURVIVED path:line: what" or, with -v, "  survived   12 s  path:line: what"
        again = set()
        for line in args.survivors.read_text(encoding="utf-8").splitlines():
            words = line.split()
            if words and words[0] in ("SURVIVED", "survived"):
                again.add(" ".join(words[1:] if words[0] == "SURVIVED" else words[3:]))
    plan: list[tuple[str, list[str], list[Mutant], str]] = []
    for path in modules(args.targets):
        if any(fnmatch.fnmatch(path, g) for g in args.skip):
            continue
        tests = args.tests or tests_for(path)
        source = (ROOT / path).read_text(encoding="utf-8")
        all_mutants = mutants_of(path, source)
        chosen = all_mutants
        if args.sample and len(all_mutants) > args.sample:
            chosen = random.Random(f"{args.seed}:{path}").sample(all_mutants, args.sample)
            chosen.sort(key=lambda m: (m.start, m.what))
        if again is not None:
            chosen = [m for m in chosen if f"{m.path}:{m.line}: {m.what}" in again]
            if not chosen:
                continue
        if not tests:
            print(f"{path}: no tests mapped, skipped", flush=True)
            continue
        plan.append((path, tests, chosen, source))
    if args.list:
        for path, tests, chosen, _ in plan:
            print(f"{path} ({' '.join(tests)})")
            for m in chosen:
                print(f"  {m.path}:{m.line}: {m.what}")
        return 0

    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # a kill still removes the copies (finally, below)
    started = time.monotonic()
    jobs = max(1, args.jobs)
    boxes = [Sandbox() for _ in range(jobs)]
    free = list(boxes)
    totals: dict[str, list[int]] = {}
    cleans: dict[tuple[str, ...], tuple[str, float]] = {}
    try:
        for path, tests, chosen, source in plan:
            key = tuple(tests)
            if key not in cleans:  # many modules share their tests: one clean run each
                cleans[key] = boxes[0].run(tests, timeout=1800)
            clean, clean_s = cleans[key]
            if clean != "survived":
                print(f"{path}: its tests fail without any mutant ({' '.join(tests)}): skipped", flush=True)
                continue
            limit = args.timeout or 3 * clean_s + 30
            results: list[tuple[Mutant, str]] = []

            def one(m: Mutant, source: str = source, tests: list[str] = tests, limit: float = limit,
                    path: str = path) -> tuple[Mutant, str]:
                box = free.pop()
                try:
                    verdict, seconds = box.run(tests, limit, path, m.apply(source))
                finally:
                    free.append(box)
                if args.verbose:
                    print(f"  {verdict:8} {seconds:5.0f} s  {m.path}:{m.line}: {m.what}", flush=True)
                return m, verdict

            with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
                results = list(pool.map(one, chosen))
            killed = sum(v != "survived" for _, v in results)
            pkg = totals.setdefault(_package(path), [0, 0])
            pkg[0] += killed
            pkg[1] += len(results)
            score = 100 * killed / len(results) if results else 100.0
            print(f"{path}: {killed}/{len(results)} killed ({score:.0f}%), tests {clean_s:.0f} s clean", flush=True)
            for m, verdict in results:
                if verdict == "survived":
                    print(f"  SURVIVED {m.path}:{m.line}: {m.what}", flush=True)
    finally:
        for box in boxes:
            box.close()
    print("")
    worst = 100.0
    for name, (got, count) in sorted(totals.items()):
        share = 100 * got / count if count else 100.0
        worst = min(worst, share)
        print(f"{name}: {got}/{count} killed ({share:.1f}%)")
    print(f"{time.monotonic() - started:.0f} s")
    return 1 if worst < args.fail_under else 0


if __name__ == "__main__":
    sys.exit(main())
