"""``napdesk sessions``: the saved sessions in the data directory (``$NAPDESK_DATA_DIR`` if set).

- ``list`` (the default): a line per session, most recent first: id, name, hands played, status, and for a
  session napdesk cannot read ``damaged:`` and why; ``--json`` prints a JSON list of objects with the keys
  ``id``, ``name``, ``hands``, ``status`` (and ``damaged``, the reason, for a damaged session).
- ``export ID FILE``: the whole session as a ``napdesk-session/1`` JSON document (``-`` writes to standard
  output), to move it to another computer.
- ``import FILE``: add a session exported elsewhere (``-`` reads standard input); every hand is replayed by the
  engine first, and a file it refuses changes nothing.
- ``delete ID``: asks first, unless ``--yes``; with no terminal to ask on and no ``--yes``, refuses.
- ``repair ID``: a session with an action the rules do not allow is cut back to the action before it (in the hand
  in progress), or to the hands before it (in a finished hand: that hand and every later one go), after a copy
  into ``backups/``; prints what was dropped. Asks first, as ``delete`` does.

``list`` and ``export`` work beside a running napdesk (they read); ``import``, ``delete`` and ``repair`` need it
closed.
Problems print one line on standard error and exit with status 1; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from napdesk.ai import FALLBACK_LEVEL, is_plugin, may_play
from napdesk.ai.trust import trusted_plugins
from napdesk.store import DamagedSession, Store, StoreError
from napdesk.store.repair import Repair
from napdesk.store.repair import plan as repair_plan
from napdesk.store.repair import repair as repair_session
from napdesk.store.replay import FAULTS as REPLAY_FAULTS
from napdesk.store.transfer import export_file, import_file, read_session, write_session
from napdesk.store.transfer import run as run_steps

__all__ = ["configure", "main", "run"]


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the ``sessions`` subcommand's actions to its parser."""
    actions = parser.add_subparsers(dest="sessions_action", metavar="ACTION", title="actions")
    listing = actions.add_parser("list", help="list the saved sessions (the default)",
                                 description="List the saved sessions: id, name, hands played, status.")
    listing.add_argument("--json", dest="as_json", action="store_true",
                         help='print a JSON list of {"id", "name", "hands", "status"} objects')
    export = actions.add_parser("export", help="write a session to a JSON file",
                                description="Write a whole session (its hand records and settlement) to a "
                                "JSON file that napdesk sessions import reads on another computer.")
    export.add_argument("id", metavar="ID", help="the session's id, as napdesk sessions list shows it")
    export.add_argument("file", metavar="FILE", help="the file to write (- for standard output)")
    imp = actions.add_parser("import", help="add a session from a file written by export",
                             description="Add a session from a file written by napdesk sessions export.")
    imp.add_argument("file", metavar="FILE", help="the file to read (- for standard input)")
    delete = actions.add_parser("delete", help="delete a session and its hands",
                                description="Delete a session and all its hands. Asks first unless --yes.")
    delete.add_argument("id", metavar="ID", help="the session's id")
    delete.add_argument("--yes", "-y", action="store_true", help="do not ask")
    fix = actions.add_parser("repair", help="cut a session back to its last action the rules allow",
                             description="Drop an action the rules do not allow and everything after it, so the "
                             "session resumes at the action before it (a backup is made first). Asks first "
                             "unless --yes.")
    fix.add_argument("id", metavar="ID", help="the session's id")
    fix.add_argument("--yes", "-y", action="store_true", help="do not ask")
    parser.set_defaults(sessions_action=None, as_json=False)


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None,
        stdin: TextIO | None = None) -> int:
    """Run ``napdesk sessions`` for parsed ``args``; return the exit status."""
    return main(
        args.sessions_action or "list",
        session_id=getattr(args, "id", None),
        file=getattr(args, "file", None),
        as_json=bool(getattr(args, "as_json", False)),
        yes=bool(getattr(args, "yes", False)),
        out=out, err=err, stdin=stdin,
    )


class _Refused(Exception):
    pass


def main(
    action: str,
    *,
    session_id: str | None = None,
    file: str | None = None,
    as_json: bool = False,
    yes: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
    stdin: TextIO | None = None,
) -> int:
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    stdin = sys.stdin if stdin is None else stdin
    store: Store | None = None
    try:
        writing = action in ("import", "delete", "repair")
        result = Store.open(if_running="raise" if writing else "read_only", backup=writing)
        store = result.store
        for message in result.messages:
            if message.level != "info" or writing:
                err.write(f"napdesk: {message.text}\n")
        if store.data_dir is None:  # nothing on disk could be opened (a FIFO, say): the messages said why
            return 1
        if writing and store.read_only:
            raise _Refused("the saved games are open read-only; nothing was changed")
        if action == "list":
            _list(store, as_json, out)
        elif action == "export":
            _export(store, _id(session_id), file or "-", out, err)
        elif action == "import":
            _import(store, file or "-", stdin, out, err)
        elif action == "delete":
            _delete(store, _id(session_id), yes, out, err, stdin)
        elif action == "repair":
            _repair(store, _id(session_id), yes, out, err, stdin)
        else:  # pragma: no cover - argparse offers only these
            raise _Refused(f"unknown action {action!r}")
    except (StoreError, _Refused) as exc:
        err.write(f"napdesk sessions: {exc}\n")
        return 1
    except OSError as exc:
        err.write(f"napdesk sessions: {exc.strerror or exc}\n")
        return 1
    except KeyboardInterrupt:
        err.write("napdesk sessions: interrupted; nothing was changed\n")
        return 1
    finally:
        if store is not None:
            store.close()
    return 0


def _id(text: str | None) -> int:
    value = (text or "").strip()
    if not value.isdigit():
        raise _Refused(f"{text!r} is not a session id: give the number napdesk sessions list shows")
    return int(value)


_DEFAULT_NAMES = {"game": "Game of", "watching": "Watching of", "session": "Session of"}


def _name(name: str) -> str:
    """A session's name for the terminal: a default name's code (``game:2026-12-02T17:40``) in words, as the
    window shows it in English; a typed name as it is."""
    kind, _, stamp = name.partition(":")
    words = _DEFAULT_NAMES.get(kind)
    if words is None or len(stamp) != 16 or stamp[10] != "T":
        return name
    return f"{words} {stamp.replace('T', ' ')}"


def _list(store: Store, as_json: bool, out: TextIO) -> None:
    sessions = store.sessions()
    if as_json:
        out.write(json.dumps([s.to_json() for s in sessions], ensure_ascii=False) + "\n")
        return
    if not sessions:
        out.write("no saved sessions\n")
        return
    id_width = max(len(str(s.id)) for s in sessions)
    name_width = max(len(_name(s.name)) for s in sessions)
    for s in sessions:
        hands = f"{s.hands} hand{'' if s.hands == 1 else 's'}"
        damaged = "" if s.damaged is None else f"  damaged: {s.damaged}"
        out.write(f"{s.id:>{id_width}}  {_name(s.name):<{name_width}}  {hands:>11}  {s.status}{damaged}\n")


class _Bar:
    """A progress bar on standard error, drawn only when it is a terminal (never into a log or a pipe)."""

    WIDTH = 30

    def __init__(self, err: TextIO, label: str) -> None:
        self.err, self.label = err, label
        self.shown = -1
        try:
            self.enabled = err.isatty()
        except (AttributeError, ValueError, OSError):
            self.enabled = False

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        if total <= 0:  # no total to measure against (standard input): a count
            self.shown = max(self.shown, 0)
            self.err.write(f"\r{self.label}: {done} hands")
            self.err.flush()
            return
        percent = min(100, done * 100 // total)
        if percent == self.shown:
            return
        self.shown = percent
        filled = self.WIDTH * percent // 100
        self.err.write(f"\r{self.label} [{'#' * filled}{'.' * (self.WIDTH - filled)}] {percent:3d}%")
        self.err.flush()

    def close(self) -> None:
        if self.enabled and self.shown >= 0:
            self.err.write("\r" + " " * (len(self.label) + self.WIDTH + 8) + "\r")
            self.err.flush()


def _export(store: Store, session_id: int, file: str, out: TextIO, err: TextIO) -> None:
    bar = _Bar(err, f"exporting session {session_id}")
    try:
        if file == "-":
            run_steps(write_session(store, session_id, out), bar)
            return
        run_steps(export_file(store, session_id, Path(file)), bar)
    except DamagedSession as exc:
        if exc.damage.fault not in REPLAY_FAULTS:
            raise
        raise _Refused(f"{exc}; {'what was written' if file == '-' else file} holds only the hands before it") \
            from None
    finally:
        bar.close()
    hands = store.session_info(session_id).hands
    err.write(f"exported session {session_id} ({hands} hand{'' if hands == 1 else 's'}) to {file}\n")


def _import(store: Store, file: str, stdin: TextIO, out: TextIO, err: TextIO) -> None:
    bar = _Bar(err, f"importing {'standard input' if file == '-' else file}")
    try:
        steps = read_session(store, stdin, "standard input") if file == "-" else import_file(store, Path(file))
        session_id = int(run_steps(steps, bar))
    finally:
        bar.close()
    info = store.session_info(session_id)
    out.write(f"imported session {info.id}: {info.name} ({info.hands} hands, {info.status})\n")
    out.writelines(_untrusted_seats(store, session_id))


def _untrusted_seats(store: Store, session_id: int) -> list[str]:
    """A line for each computer seat whose level is neither built in nor a plug-in the person allowed (by a yes
    the window remembers outside the data, never by anything in the database or the file): resumed, it plays the
    fallback level, or for a plug-in the window first asks; a file must not choose code to run (nothing is
    imported to find out)."""
    allowed = trusted_plugins()
    lines = []
    for n, seat in enumerate(store.load_session(session_id).seats, start=1):
        if seat.kind == "person" or not seat.level or may_play(seat.level, allowed):
            continue
        if is_plugin(seat.level):
            lines.append(f"  seat {n} ({seat.name}) names the plug-in {seat.level!r}, which you have not allowed: "
                         f"resumed, napdesk asks before it runs module {seat.level.partition(':')[0].strip()!r}; "
                         f"if not, the seat plays the {FALLBACK_LEVEL} level\n")
        else:
            lines.append(f"  seat {n} ({seat.name}) will play the {FALLBACK_LEVEL} level: its player {seat.level!r} "
                         "is not a built-in level\n")
    return lines


def _delete(store: Store, session_id: int, yes: bool, out: TextIO, err: TextIO, stdin: TextIO) -> None:
    info = store.session_info(session_id)
    if not yes:
        if not _interactive(stdin):
            raise _Refused(f"not deleting session {session_id} ({info.name}) without confirmation: there is "
                           "no terminal to ask on; add --yes")
        err.write(f"Delete session {info.id} \"{info.name}\" ({info.hands} hands)? [y/N] ")
        err.flush()
        answer = stdin.readline()
        if answer.strip().lower() not in ("y", "yes"):
            raise _Refused("not deleted")
    store.delete_session(session_id)
    out.write(f"deleted session {info.id}: {info.name}\n")


def _dropped(found: Repair) -> str:
    """What a repair drops, in English."""
    if found.finished:
        hands = f"hand {found.hand}" if found.hands == 1 else f"hands {found.hand} to {found.hand + found.hands - 1}"
        count = f"{found.hands} finished hand{'' if found.hands == 1 else 's'}"
        return f"{hands} ({count}){' and the hand in progress' if found.actions else ''}"
    if found.kept == 0 and found.actions == 0:
        return f"the deal of hand {found.hand} (the hand in progress)"
    first, last = found.kept + 1, found.kept + found.actions
    which = f"action {first}" if first == last else f"actions {first} to {last}"
    return f"{which} of hand {found.hand} ({found.actions} action{'' if found.actions == 1 else 's'})"


def _repair(store: Store, session_id: int, yes: bool, out: TextIO, err: TextIO, stdin: TextIO) -> None:
    info = store.session_info(session_id)
    found = repair_plan(store, session_id)
    if found is None:
        out.write(f"session {info.id} ({info.name}): the rules allow every saved action; nothing to repair\n")
        return
    where = "the hand in progress" if not found.finished else "its finished hands"
    if not yes:
        if not _interactive(stdin):
            raise _Refused(f"not repairing session {session_id} ({info.name}) without confirmation: there is "
                           "no terminal to ask on; add --yes")
        err.write(f"Session {info.id} \"{info.name}\" is damaged: {found.damage}.\n"
                  f"Drop {_dropped(found)} from {where}, so that it resumes before that? A backup is made "
                  "first. [y/N] ")
        err.flush()
        if stdin.readline().strip().lower() not in ("y", "yes"):
            raise _Refused("not repaired; nothing was changed")
    done = repair_session(store, session_id)
    if done is None:  # pragma: no cover - found a moment ago, and napdesk is not running beside us
        raise _Refused("nothing to repair")
    out.write(f"repaired session {info.id}: {info.name}: dropped {_dropped(done)}\n")
    if done.backup is not None:
        out.write(f"  a copy from before is {done.backup}\n")


def _interactive(stdin: TextIO) -> bool:
    try:
        return stdin.isatty()
    except (AttributeError, ValueError, OSError):
        return False
