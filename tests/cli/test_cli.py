"""The napdesk command line."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import TextIO

import pytest

import napdesk
from napdesk import cli


def _run_python(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=120, env=env, check=False
    )


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"napdesk {napdesk.__version__}\n"
    assert napdesk.__version__ == "0.1.0"


def test_help_mentions_replay(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "usage: napdesk" in out
    assert "replay" in out


def test_replay_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["replay", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--json" in out
    assert "FILE" in out


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["replay"]) == 2  # at least one FILE
    assert cli.main(["no-such-command"]) == 2
    assert "usage:" in capsys.readouterr().err


def test_replay_dispatches_to_napdesk_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def fake_main(files: list[str], as_json: bool, out: TextIO, err: TextIO) -> int:
        calls.append((files, as_json, out, err))
        return 7

    monkeypatch.setattr("napdesk.replay.main", fake_main)
    assert cli.main(["replay", "--json", "a.nap", "b.nap"]) == 7
    assert cli.main(["replay", "c.nap"]) == 7
    assert calls == [
        (["a.nap", "b.nap"], True, sys.stdout, sys.stderr),
        (["c.nap"], False, sys.stdout, sys.stderr),
    ]


def test_python_dash_m_napdesk_version() -> None:
    result = _run_python("-m", "napdesk", "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"napdesk {napdesk.__version__}\n"


def test_cli_does_not_import_qt() -> None:
    code = (
        "import sys, io, contextlib\n"
        "import napdesk.cli\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):\n"
        "    napdesk.cli.main(['--version']); napdesk.cli.main(['--help'])\n"
        "    napdesk.cli.main(['replay', 'no-such-file.nap'])\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(qt))\n"
    )
    result = _run_python("-c", code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_gui_without_a_display_explains_instead_of_crashing() -> None:
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}}
    result = _run_python("-m", "napdesk", env=env)
    if sys.platform.startswith("linux"):
        assert result.returncode == 1
        assert "no display" in result.stderr


# Modules a bare interpreter with the project's site-packages already has loaded are about 60; `--version` needs
# argparse and napdesk's own two modules on top (ef7399d loaded 237: every command's module, the store, the AI).
VERSION_MODULES = 120


def _modules_after(*argv: str) -> list[str]:
    code = (
        "import sys, io, contextlib\n"
        "import napdesk.cli\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):\n"
        f"    napdesk.cli.main({list(argv)!r})\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    result = _run_python("-c", code)
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


def test_version_imports_only_what_it_needs() -> None:
    """`napdesk --version` loaded every command's module, the store and the AI before printing one line."""
    modules = _modules_after("--version")
    assert len(modules) < VERSION_MODULES, len(modules)
    assert not [m for m in modules if m.split(".")[0] in ("PySide6", "shiboken6", "numpy", "pyqtgraph")]
    assert not [m for m in modules if m.startswith(("napdesk.commands", "napdesk.store", "napdesk.ai"))]


def test_a_text_command_imports_no_other_commands_module() -> None:
    modules = _modules_after("rules", "--list")
    assert "napdesk.commands.rules" in modules
    assert not {"napdesk.commands.sessions", "napdesk.commands.simulate", "napdesk.store", "napdesk.ai"} & set(
        modules)
