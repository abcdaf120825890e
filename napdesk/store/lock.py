"""One napdesk per data directory: an exclusive lock on a file beside the database.

On POSIX the lock is ``fcntl.flock`` and on Windows ``msvcrt.locking``: both are held by the open file and
released by the operating system when the process ends, however it ends (``kill -9`` included), so a crash never
leaves a stale lock behind. Where neither exists the fallback is a pid file created with ``O_EXCL``; one whose
process is gone is taken over.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import IO

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

try:  # Windows
    import msvcrt
except ImportError:
    msvcrt = None  # type: ignore[assignment]


class InstanceLock:
    """An exclusive, non-blocking lock on ``path``; :meth:`acquire` says whether this process got it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None
        self._pid_file = False

    @property
    def held(self) -> bool:
        return self._file is not None or self._pid_file

    def acquire(self) -> bool:
        if self.held:
            return True
        if fcntl is None and msvcrt is None:  # pragma: no cover - exotic platforms
            return self._acquire_pid_file()
        f = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held open for as long as the lock
        try:
            if fcntl is not None:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            else:  # pragma: no cover - Windows
                f.seek(0)
                msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            f.close()
            return False
        f.seek(0)
        f.truncate()
        f.write(f"{os.getpid()}\n")
        f.flush()
        self._file = f
        return True

    def owner(self) -> int | None:
        """The pid written by the holder, if it can be read."""
        try:
            text = self.path.read_text(encoding="utf-8").strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def release(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                if fcntl is not None:
                    fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None
        if self._pid_file:
            with contextlib.suppress(OSError):
                self.path.unlink()
            self._pid_file = False

    def _acquire_pid_file(self) -> bool:  # pragma: no cover - only where neither flock nor msvcrt exists
        for _ in range(2):
            try:
                fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            except FileExistsError:
                pid = self.owner()
                if pid is not None and _alive(pid):
                    return False
                with contextlib.suppress(OSError):
                    self.path.unlink()
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(f"{os.getpid()}\n")
            self._pid_file = True
            return True
        return False


def _alive(pid: int) -> bool:  # pragma: no cover - pid-file fallback only
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
