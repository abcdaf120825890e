"""Packaging (packaging/README.md): the desktop entry, the AppStream metadata, the icons, the Flatpak manifest, the
frozen-program launcher and, only when asked, the PyInstaller build itself.

The build test is slow (a PyInstaller build takes 20 to 40 s and needs the `dist` extra), so it runs only with
``NAPDESK_DIST_TEST=1``: ``NAPDESK_DIST_TEST=1 .venv/bin/pytest tests/test_dist.py``. It builds through
``make dist/napdesk/napdesk`` (rebuilt only when sources changed) and runs the checks of ``make dist-check``.
Everything else here takes about two seconds and runs in every ``make test``; the external validators
(desktop-file-validate, appstreamcli, flatpak-builder) run when installed and are skipped, saying so, when not.
"""

from __future__ import annotations

import configparser
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

import napdesk

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.napdesk.Napdesk"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
FLATPAK = PACKAGING / "flatpak" / f"{APP_ID}.yml"
DIST_EXE = ROOT / "dist" / "napdesk" / ("napdesk.exe" if sys.platform.startswith("win") else "napdesk")


def _load(name: str) -> ModuleType:
    """A script from packaging/ as a module (packaging/ is no package: its name would shadow PyPI's `packaging`)."""
    spec = importlib.util.spec_from_file_location(f"napdesk_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is being made
    spec.loader.exec_module(module)
    return module


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


# --- the desktop entry ---------------------------------------------------------------------------------------------


def test_desktop_entry_launches_napdesk_as_a_card_game() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "napdesk"
    assert entry["Exec"].split()[0] == "napdesk"
    assert entry["Icon"] == APP_ID, "the icon is installed under the app id (hicolor/*/apps/<app id>.png)"
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].rstrip(";").split(";")
    assert "Game" in categories and "CardGame" in categories
    assert entry["Comment"] and entry["GenericName"]


LANGUAGES = ("nl", "es")  # the languages napdesk speaks besides English (napdesk/i18n)


def test_desktop_entry_speaks_dutch_and_spanish() -> None:
    entry = _desktop_entry()
    for lang in LANGUAGES:
        for key in ("Name", "GenericName", "Comment"):
            text = entry.get(f"{key}[{lang}]", "")
            assert text.strip(), f"{key}[{lang}] is missing from {DESKTOP.name}"
            if key != "Name":  # the program's name is its name in every language
                assert text != entry[key], f"{key}[{lang}] is the English text"
        assert entry.get(f"Keywords[{lang}]", "").strip(), f"Keywords[{lang}] is missing"


def test_desktop_entry_is_valid_per_desktop_file_validate() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate not installed (Debian: desktop-file-utils)")
    done = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


# --- the AppStream metadata ----------------------------------------------------------------------------------------


def test_metainfo_describes_this_release() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert root.findtext("metadata_license") == "CC0-1.0"
    with (ROOT / "pyproject.toml").open("rb") as f:
        assert root.findtext("project_license") == tomllib.load(f)["project"]["license"]
    assert (root.findtext("summary") or "").strip()
    assert len(root.findall("description/p")) >= 1
    assert [c.text for c in root.findall("categories/category")] == ["Game", "CardGame"]
    assert root.find("content_rating[@type='oars-1.1']") is not None
    versions = [r.get("version") for r in root.findall("releases/release")]
    assert napdesk.__version__ in versions, f"add a <release> for {napdesk.__version__} to {METAINFO.name}"
    assert root.find("screenshots") is None or all(
        "example" not in (i.text or "") for i in root.iter("image")
    ), "no placeholder screenshot URLs"


XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_metainfo_speaks_dutch_and_spanish() -> None:
    root = ET.parse(METAINFO).getroot()
    english_paragraphs = [p for p in root.findall("description/p") if p.get(XML_LANG) is None]
    english_items = [li for li in root.findall("description/ul/li") if li.get(XML_LANG) is None]
    for lang in LANGUAGES:
        summaries = [s for s in root.findall("summary") if s.get(XML_LANG) == lang]
        assert len(summaries) == 1 and (summaries[0].text or "").strip(), f"no summary in {lang}"
        assert summaries[0].text != root.findtext("summary")
        paragraphs = [p for p in root.findall("description/p") if p.get(XML_LANG) == lang]
        items = [li for li in root.findall("description/ul/li") if li.get(XML_LANG) == lang]
        assert len(paragraphs) == len(english_paragraphs), f"the description's paragraphs in {lang}"
        assert len(items) == len(english_items), f"the description's list in {lang}"
        english = {e.text for e in (*english_paragraphs, *english_items)}
        assert not [e.text for e in (*paragraphs, *items) if e.text in english], f"English left in {lang}"


def test_metainfo_is_valid_per_appstreamcli() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli not installed (Debian: appstream)")
    # --no-net: no URL is fetched (this machine has no way out to check screenshots or homepages).
    done = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


# --- icons ---------------------------------------------------------------------------------------------------------


def test_icon_pngs_exist_at_every_size() -> None:
    from PySide6.QtGui import QImage

    make_icons = _load("make_icons")
    for size in make_icons.SIZES:
        image = QImage(str(make_icons.png_path(size)))
        assert not image.isNull(), f"{make_icons.png_path(size).name} missing: run packaging/make_icons.py"
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        assert image.pixelColor(0, 0).alpha() == 0, "the corners are transparent"


# --- the Flatpak manifest (never built here: the Flathub runtimes are out of reach) -------------------------------


def test_flatpak_manifest_names_the_app_and_files_that_exist() -> None:
    text = FLATPAK.read_text(encoding="utf-8")
    assert re.search(rf"^app-id: {re.escape(APP_ID)}$", text, re.MULTILINE)
    assert re.search(r"^command: napdesk$", text, re.MULTILINE)
    loop = re.search(r"for size in ([\d ]+);", text)
    assert loop is not None
    sizes = tuple(int(s) for s in loop.group(1).split())
    assert sizes == _load("make_icons").SIZES
    for path in re.findall(r"\b((?:packaging|assets)/[\w./${}-]+)", text):
        if path.startswith("packaging/flatpak"):
            continue  # the build instructions in the comment name the manifest itself
        for each in {path.replace("${size}", str(size)) for size in sizes}:
            assert (ROOT / each).is_file(), f"{FLATPAK.name} installs {each}, which does not exist"


def _flatpak_modules() -> dict[str, list[dict[str, str]]]:
    """The manifest's modules by name, each with its file sources (url, sha256, only-arches as written): read by
    its layout (two-space list items, as written here), PyYAML being no dependency of the tests."""
    text = FLATPAK.read_text(encoding="utf-8")
    modules: dict[str, list[dict[str, str]]] = {}
    for block in re.split(r"^  - name: ", text, flags=re.MULTILINE)[1:]:
        name = block.split("\n", 1)[0].strip()
        files = []
        for source in re.split(r"^      - type: ", block, flags=re.MULTILINE)[1:]:
            if not source.startswith("file\n"):
                continue
            fields = dict(re.findall(r"^        ([\w-]+): (.+)$", source, flags=re.MULTILINE))
            arches = re.search(r"^        only-arches:\n((?:          - .+\n)+)", source, flags=re.MULTILINE)
            fields["only-arches"] = " ".join(re.findall(r"- (\S+)", arches.group(1))) if arches else ""
            files.append(fields)
        modules[name] = files
    return modules


def _requirements(name: str) -> set[str]:
    """``name`` and what it needs to run, transitively, as installed here (pip's normalised names)."""
    found: set[str] = set()
    todo = [name]
    while todo:
        each = re.sub(r"[-_.]+", "-", todo.pop()).lower()
        if each in found:
            continue
        found.add(each)
        for req in importlib.metadata.requires(each) or []:
            if "extra ==" not in req and "implementation_name == \"PyPy\"" not in req:
                todo.append(re.match(r"[\w.-]+", req).group(0))  # type: ignore[union-attr]
    return found


def test_flatpak_manifest_has_a_module_for_each_python_dependency_pinned_by_sum() -> None:
    """Every runtime dependency of pyproject.toml, and what it pulls (miniaudio: cffi, pycparser), has a module of
    its own (PySide6 comes from the base app), with files from PyPI checked by their sha256, and a file for each
    architecture Flathub builds: without miniaudio's module the Flatpak played no card sound."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed: set[str] = set()
    for req in project["dependencies"]:
        needed |= _requirements(re.match(r"[\w.-]+", req).group(0))  # type: ignore[union-attr]
    needed -= _requirements("PySide6-Essentials")  # the base app's PySide6 and shiboken6
    modules = _flatpak_modules()
    pins = {re.sub(r"[-_.]+", "-", name).lower(): version for name, version in re.findall(
        r"^([\w.-]+)==(\S+)", (ROOT / "constraints.txt").read_text(encoding="utf-8"), flags=re.MULTILINE)}
    assert {"miniaudio", "cffi", "pycparser", "platformdirs"} <= needed
    for name in sorted(needed):
        files = modules.get(f"python3-{name}")
        assert files, f"{FLATPAK.name} has no module python3-{name}"
        for arch in ("x86_64", "aarch64"):
            ours = [f for f in files if not f["only-arches"] or arch in f["only-arches"].split()]
            assert ours, f"python3-{name} has no file for {arch}"
            for f in ours:
                assert f["url"].startswith("https://files.pythonhosted.org/packages/"), f["url"]
                assert re.fullmatch(r"[0-9a-f]{64}", f["sha256"]), f
                assert f["url"].rsplit("/", 1)[1].startswith(f"{name}-"), f["url"]
                # the version `make test` and CI install (constraints.txt): the Flatpak runs what was tested
                version = re.escape(pins[name])
                assert re.match(rf"{name}-{version}(-|\.tar\.gz$)", f["url"].rsplit("/", 1)[1]), (f["url"], pins[name])
    wheel = next(f for f in modules["python3-miniaudio"] if "x86_64" in f["only-arches"])
    assert wheel["url"].endswith(".whl") and "cp312" in wheel["url"], "the runtime's Python 3.12"


def test_flatpak_manifest_parses_per_flatpak_builder() -> None:
    tool = shutil.which("flatpak-builder")
    if tool is None:
        pytest.skip("flatpak-builder not installed")
    done = subprocess.run([tool, "--show-manifest", str(FLATPAK)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert APP_ID in done.stdout


# --- the PyInstaller spec and the launcher -------------------------------------------------------------------------


def test_spec_is_python_and_uses_the_launcher() -> None:
    source = (PACKAGING / "napdesk.spec").read_text(encoding="utf-8")
    compile(source, "napdesk.spec", "exec")
    assert '"launcher.py"' in source


def test_launcher_smoke_test_from_source(tmp_path: Path) -> None:
    """The hook `make dist-check` relies on, without PyInstaller: the window opens, its title is printed, exit 0."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", NAPDESK_SMOKE_TEST="1", NAPDESK_SMOKE_TIMEOUT="60")
    done = subprocess.run([sys.executable, str(PACKAGING / "launcher.py")], env=env, capture_output=True, text=True,
                          timeout=150, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "NAPDESK_SMOKE_TEST child-process=ok" in done.stdout
    assert "NAPDESK_SMOKE_TEST imports=ok" in done.stdout
    from napdesk.engine import compiled

    assert f"NAPDESK_SMOKE_TEST search={compiled.choose().__name__}\n" in done.stdout
    titles = re.findall(r"^NAPDESK_SMOKE_TEST window-title=(.*)$", done.stdout, re.MULTILINE)
    assert len(titles) == 1 and "napdesk" in titles[0].lower(), done.stdout


def test_launcher_without_the_variable_is_the_napdesk_command() -> None:
    env = {k: v for k, v in os.environ.items() if k != "NAPDESK_SMOKE_TEST"}
    done = subprocess.run([sys.executable, str(PACKAGING / "launcher.py"), "--version"], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0
    assert done.stdout.strip() == f"napdesk {napdesk.__version__}"


def test_make_dist_builds_the_compiled_search_before_the_program() -> None:
    """A fresh checkout's `make dist` shipped the slow solver: nothing built the compiled search first. Asked what
    it would run after the search changed (make -n, nothing run), it compiles the search, then runs PyInstaller."""
    make = shutil.which("make")
    if make is None:
        pytest.skip("no make")
    done = subprocess.run([make, "--no-print-directory", "-n", "-C", str(ROOT), "-W", "napdesk/engine/search.py",
                           "dist"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    native = [i for i, line in enumerate(lines) if "tools/native.py" in line]
    pyinstaller = [i for i, line in enumerate(lines) if "pyinstaller" in line and "napdesk.spec" in line]
    assert native and pyinstaller and native[0] < pyinstaller[0], done.stdout


# --- the build itself: slow, only with NAPDESK_DIST_TEST=1 ---------------------------------------------------------


@pytest.mark.skipif(os.environ.get("NAPDESK_DIST_TEST") != "1",
                    reason="slow (PyInstaller build): set NAPDESK_DIST_TEST=1 to build and check dist/napdesk")
def test_built_program_opens_its_window(tmp_path: Path) -> None:
    make = shutil.which("make")
    if make is None:
        pytest.skip("no make")
    built = subprocess.run([make, "-C", str(ROOT), "dist/napdesk/napdesk"], capture_output=True, text=True,
                           timeout=900, check=False)
    assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
    report = _load("dist_check").check(DIST_EXE, screenshot=tmp_path / "window.png")
    assert report.ok, "\n".join(report.problems) + "\n" + "\n".join(r.stdout + r.stderr for r in report.runs)
    assert report.title is not None and "napdesk" in report.title.lower()
    assert (tmp_path / "window.png").stat().st_size > 10_000, "the window grab is (nearly) empty"
    # The compiled search goes in when the checkout has one built from its sources (make dist builds it first
    # where a C compiler is), and the frozen program runs it.
    from napdesk.engine import compiled

    shipped = sorted(p.name for p in DIST_EXE.parent.rglob("*search_native*"))
    if compiled.native_search() is not None:
        assert report.search == compiled.NATIVE_NAME, report.search
        assert any(name.startswith("_search_native__mypyc") for name in shipped), shipped
    else:
        assert report.search == "napdesk.engine.search" and not shipped, shipped
