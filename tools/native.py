"""Build the compiled copy of the solver's search (napdesk.engine.compiled): mypyc compiles a copy of
``napdesk/engine/search.py``, with the SHA-256 of that source added, as the extension module
``napdesk.engine._search_native`` and puts it beside the source. ``make run`` and ``make test`` run this whenever
``search.py`` changed.

    .venv/bin/python tools/native.py           # build (or remove a stale copy and say why none was built)
    .venv/bin/python tools/native.py --remove  # remove the compiled copy: the solver runs the Python module

A machine without a C compiler or Python's headers builds nothing and says so; the solver then runs the Python
module, which gives the same answers more slowly. So this never fails the make target that runs it.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "napdesk" / "engine"
SOURCE = ENGINE / "search.py"
NAME = "_search_native"


def compiled_files(folder: Path) -> list[Path]:
    """The compiled files in ``folder``: the module and mypyc's runtime library beside it."""
    return sorted(p for p in folder.iterdir() if p.name.startswith(NAME) and p.suffix in (".so", ".pyd"))


def built() -> list[Path]:
    """The compiled files of an earlier build, beside the source."""
    return compiled_files(ENGINE)


def remove() -> None:
    for path in built():
        path.unlink()


def build() -> str | None:
    """Compile; None when done, else why not."""
    source = SOURCE.read_bytes()
    digest = hashlib.sha256(source).hexdigest()
    with tempfile.TemporaryDirectory(prefix="napdesk-native-") as tmp:
        work = Path(tmp)
        package = work / "napdesk" / "engine"
        package.mkdir(parents=True)
        (work / "napdesk" / "__init__.py").write_text("")
        (package / "__init__.py").write_text("")
        # mypyc type-checks the module against the modules it imports; only the search itself is compiled.
        shutil.copy(ENGINE / "rankmajor.py", package / "rankmajor.py")
        stamp = ("\n\n# The source this copy was compiled from (napdesk.engine.compiled).\n"
                 f'SOURCE_SHA256: Final = "{digest}"\n')
        (package / f"{NAME}.py").write_bytes(source + stamp.encode())
        try:
            run = subprocess.run([sys.executable, "-m", "mypyc", f"napdesk/engine/{NAME}.py"], cwd=work,
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
            part = ENGINE / (path.name + ".part")
            shutil.copy(path, part)
            os.replace(part, ENGINE / path.name)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--remove", action="store_true", help="remove the compiled copy")
    args = parser.parse_args(argv)
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
