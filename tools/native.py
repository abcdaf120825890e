"""Build the compiled copy of the solver's search (napdesk.engine.compiled): mypyc compiles copies of
``napdesk/engine/search.py`` and the two modules it is made of, ``bounds.py`` and ``rests.py``, with the SHA-256 of
those sources added, as the extension modules ``napdesk.engine._search_native`` (and ``_search_native_bounds``,
``_search_native_rests``) and puts them beside the sources. ``make run`` and ``make test`` run this whenever one
of them changed.

    .venv/bin/python tools/native.py           # build (or remove a stale copy and say why none was built)
    .venv/bin/python tools/native.py --remove  # remove the compiled copy: the solver runs the Python module
    .venv/bin/python tools/native.py --copy-to DIR  # put the compiled copy in DIR (make install): the one beside
                                               # the sources if built from them, else a new one built there

A machine without a C compiler or Python's headers builds nothing and says so; the solver then runs the Python
module, which gives the same answers more slowly. So this never fails the make target that runs it.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "napdesk" / "engine"
NAME = "_search_native"
# Each source and the module its copy is compiled as; the search imports the others (napdesk.engine.compiled
# hashes the same files, in this order).
SOURCES = {"search": NAME, "bounds": NAME + "_bounds", "rests": NAME + "_rests"}
IMPORTED = ("rankmajor", "relative_tables")  # the plain modules the search imports, for the type checks
SETUP = """\
from setuptools import setup
from mypyc.build import mypycify

setup(name="napdesk-native", ext_modules=mypycify({paths!r}, opt_level="3", group_name="napdesk.engine.{name}"))
"""


# mypyc has no primitive for int.bit_count: it calls it as a Python method, boxing the int, looking the method up
# and unboxing the result (a sixth of a big table's search). The copy it compiles counts bits with this instead,
# in machine words (every mask of the search is below 2**56); the Python module keeps int.bit_count, fastest there.
ONES = """

def _ones(x: int) -> int:
    x = x - ((x >> 1) & 0x55555555555555)
    x = (x & 0x33333333333333) + ((x >> 2) & 0x33333333333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F
    x = x + (x >> 8)
    x = x + (x >> 16)
    x = x + (x >> 32)
    return x & 0x7F
"""


class _ForMypyc(ast.NodeTransformer):
    """``x.bit_count()`` -> ``_ones(x)``, and the imports of the other sources -> of their copies."""

    def visit_ImportFrom(self, node: ast.ImportFrom) -> ast.AST:
        if node.module is not None and node.module.startswith("napdesk.engine."):
            name = node.module.rsplit(".", 1)[1]
            if name in SOURCES:
                node.module = "napdesk.engine." + SOURCES[name]
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "bit_count" and not node.args and not node.keywords:
            return ast.copy_location(ast.Call(ast.Name("_ones", ast.Load()), [func.value], []), node)
        return node


def for_mypyc(source: str) -> str:
    """The source mypyc compiles: ``source`` with its bit counts written as ``_ones`` (see ONES), importing the
    compiled copies of the other sources."""
    tree = _ForMypyc().visit(ast.parse(source))
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n" + ONES


def compiled_files(folder: Path) -> list[Path]:
    """The compiled files in ``folder``: the module and mypyc's runtime library beside it."""
    return sorted(p for p in folder.iterdir() if p.name.startswith(NAME) and p.suffix in (".so", ".pyd"))


def built() -> list[Path]:
    """The compiled files of an earlier build, beside the source."""
    return compiled_files(ENGINE)


def remove() -> None:
    for path in built():
        path.unlink()


def current() -> bool:
    """Is the compiled copy beside the sources built from them as they are now (napdesk.engine.compiled)?"""
    if not built():
        return False
    sys.path.insert(0, str(ROOT))
    try:
        from napdesk.engine import compiled
    finally:
        sys.path.remove(str(ROOT))
    return compiled.native_search() is not None


def copy_to(folder: Path) -> str | None:
    """Put a compiled copy of today's sources in ``folder`` (an installed napdesk/engine); None when done, else
    why not (nothing is then put there: the installed solver runs the Python module)."""
    for path in compiled_files(folder):  # an earlier install's copy, perhaps of other sources
        path.unlink()
    if not current():
        return build(folder)
    for path in built():
        shutil.copy(path, folder / path.name)
    return None


def build(dest: Path = ENGINE) -> str | None:
    """Compile into ``dest``; None when done, else why not."""
    sources = {name: (ENGINE / f"{name}.py").read_bytes() for name in SOURCES}
    digest = hashlib.sha256(b"".join(sources.values())).hexdigest()
    with tempfile.TemporaryDirectory(prefix="napdesk-native-") as tmp:
        work = Path(tmp)
        package = work / "napdesk" / "engine"
        package.mkdir(parents=True)
        (work / "napdesk" / "__init__.py").write_text("")
        (package / "__init__.py").write_text("")
        # mypyc type-checks the modules against those they import; only the search's are compiled.
        for imported in IMPORTED:
            shutil.copy(ENGINE / f"{imported}.py", package / f"{imported}.py")
        stamp = ("\n\n# The sources this copy was compiled from (napdesk.engine.compiled).\n"
                 f'SOURCE_SHA256: Final = "{digest}"\n')
        paths = []
        for name, copy in SOURCES.items():
            text = for_mypyc(sources[name].decode())
            (package / f"{copy}.py").write_text(text + stamp if copy == NAME else text)
            paths.append(f"napdesk/engine/{copy}.py")
        (work / "setup.py").write_text(SETUP.format(paths=paths, name=NAME))
        try:
            run = subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=work,
                                 capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return f"mypyc did not run: {exc}"
        if run.returncode != 0:
            lines = (run.stdout + run.stderr).strip().splitlines() or ["no output"]
            last = lines[-1]
            return "mypyc failed: " + (last if len(last) <= 160 else last[:157] + "...")
        files = compiled_files(package)
        if not files:
            return "mypyc wrote no extension module"
        for path in files:
            # A new file under the name, not the old one rewritten: a napdesk running the old copy has it mapped.
            part = dest / (path.name + ".part")
            shutil.copy(path, part)
            os.replace(part, dest / path.name)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--remove", action="store_true", help="remove the compiled copy")
    parser.add_argument("--copy-to", type=Path, metavar="DIR",
                        help="put the compiled copy in DIR, building one there if none is built from the sources")
    args = parser.parse_args(argv)
    if args.copy_to is not None:
        why = copy_to(args.copy_to)
        if why is None:
            print(f"napdesk: the compiled search is in {args.copy_to} "
                  f"({', '.join(p.name for p in compiled_files(args.copy_to))})")
        else:
            print(f"napdesk: no compiled search in {args.copy_to} ({why}); the installed solver runs the Python "
                  "module, with the same answers, slower", file=sys.stderr)
        return 0
    remove()  # never leave a copy of an older source behind, built or not
    if args.remove:
        print("napdesk: the compiled search is removed; the solver runs the Python module")
        return 0
    why = build()
    if why is None:
        print(f"napdesk: compiled the solver's search ({', '.join(p.name for p in built())})")
    else:
        print(f"napdesk: the solver's search was not compiled ({why}); the solver runs the Python module,"
              " with the same answers, slower", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
