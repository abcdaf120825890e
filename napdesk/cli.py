"""The ``napdesk`` command.

With no subcommand it opens the game window; subcommands are text tools. Qt is imported only on the way to the
window (lazily, in :func:`_open_gui`), so ``napdesk --version`` and ``napdesk replay`` never load PySide6.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from napdesk import __version__

COMMANDS = ("replay", "rules", "sessions", "simulate")


def _chosen(argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (its first word that is one), or None (the window, --version, --help)."""
    return next((word for word in argv if word in COMMANDS), None)


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given ``argv``, only the command it names gets its options (and imports its
    module): ``napdesk --version`` and each text command load what they use and no more; the others are still
    listed by ``--help``."""
    wanted = set(COMMANDS) if argv is None else {_chosen(argv)}
    parser = argparse.ArgumentParser(
        prog="napdesk",
        description=(
            "Napoleon (Nap), the Victorian trick-taking card game, against computer opponents. "
            "With no command, opens the game window."
        ),
    )
    parser.add_argument("--version", action="version", version=f"napdesk {__version__}")
    parser.add_argument("--watch", action="store_true",
                        help="open the window with computers in every seat, playing hand after hand until stopped")
    parser.add_argument("--allow-plugin", dest="allow_plugins", action="append", default=[], metavar="MODULE:CLASS",
                        help="let a resumed session's computer player MODULE:CLASS run on this run, without asking "
                             "(a plug-in a saved session names runs only when allowed here or when you say yes)")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")

    replay = commands.add_parser(
        "replay",
        help="replay recorded hands from hand-record files and check them against the rules",
        description="Replay recorded hands from hand-record files and check them against the rules. A record "
        "(a file, or one line of a *.jsonl file) may be at most 1 MiB; a larger one is refused unread.",
    )
    replay.add_argument("--json", dest="as_json", action="store_true", help="print machine-readable JSON")
    replay.add_argument("files", nargs="+", metavar="FILE",
                        help="a hand-record file (*.jsonl: one record per line, as simulate --records writes them)")

    rules = commands.add_parser(
        "rules",
        help="list the house-rule presets, show one, or check a rule set in a JSON file",
        description="List the house-rule presets, show every rule of one, or check a rule set in a JSON "
        "file.",
    )
    if "rules" in wanted:
        from napdesk.commands import rules as rules_command  # Qt-free, like every text command

        rules_command.configure(rules)

    sessions = commands.add_parser(
        "sessions",
        help="list, export, import or delete the saved sessions",
        description="List, export, import or delete the saved sessions (in $NAPDESK_DATA_DIR if set).",
    )
    if "sessions" in wanted:
        from napdesk.commands import sessions as sessions_command  # Qt-free, like every text command

        sessions_command.configure(sessions)

    simulate = commands.add_parser(
        "simulate",
        help="play headless matches between computer players and report chips, bids and decision times",
        description="Play headless matches between computer players (levels or module:Class plug-ins).",
    )
    if "simulate" in wanted:
        from napdesk.commands import simulate as simulate_command  # Qt-free, like every text command

        simulate_command.configure(simulate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the process exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(args_list)
    try:
        args = parser.parse_args(args_list)
    except SystemExit as stop:  # --help, --version and usage errors: argparse has printed already
        return _exit_status(stop.code)

    if args.command is None:
        return _open_gui(watch=args.watch, allow_plugins=args.allow_plugins)
    if args.command == "replay":
        return _replay(args.files, args.as_json)
    if args.command == "rules":
        from napdesk.commands import rules as rules_command

        return rules_command.run(args)
    if args.command == "sessions":
        from napdesk.commands import sessions as sessions_command

        return sessions_command.run(args)
    if args.command == "simulate":
        from napdesk.commands import simulate as simulate_command

        return simulate_command.run(args)
    parser.error(f"unknown command {args.command!r}")  # pragma: no cover - argparse rejects it first


def _open_gui(watch: bool = False, allow_plugins: Sequence[str] = ()) -> int:
    from napdesk.ui.app import run_gui  # lazy: the text commands never import Qt

    return run_gui([sys.argv[0] if sys.argv and sys.argv[0] else "napdesk"], watch=watch,
                   allow_plugins=allow_plugins)


def _replay(files: list[str], as_json: bool) -> int:
    from napdesk import replay

    return replay.main(files, as_json, sys.stdout, sys.stderr)


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1
