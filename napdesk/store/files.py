"""One way to write a file the user keeps (session exports, scoreboards): all of it or none of it.

:class:`AtomicFile` writes to a temporary file in the target's own folder (so the rename cannot cross file
systems), flushes and fsyncs it, renames it over the target and fsyncs the folder, so that after a crash or a
power cut the target is either the old file or the whole new one, never a part. :meth:`AtomicFile.abort` (or an
exception inside ``with``) removes the temporary file and leaves the target as it was.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import IO, Any


class AtomicFile:
    """``with AtomicFile(path) as f: f.write(...)``; or :meth:`commit` / :meth:`abort` by hand (a writer that
    goes on over many steps, such as the scoreboard window's export)."""

    def __init__(self, path: Path | str, *, newline: str | None = None) -> None:
        self.path = Path(path)
        fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)
        self.tmp = Path(tmp)
        self.file: IO[str] = os.fdopen(fd, "w", encoding="utf-8", newline=newline)

    def write(self, text: str) -> int:
        return self.file.write(text)

    def commit(self) -> None:
        """Put the whole file in place, durably."""
        try:
            self.file.flush()
            os.fsync(self.file.fileno())
            self.file.close()
            os.replace(self.tmp, self.path)
        except BaseException:
            self.abort()
            raise
        _fsync_folder(self.path.parent)

    def abort(self) -> None:
        with contextlib.suppress(OSError):
            self.file.close()
        with contextlib.suppress(OSError):
            self.tmp.unlink()

    def __enter__(self) -> IO[str]:
        return self.file

    def __exit__(self, kind: type[BaseException] | None, *rest: Any) -> None:
        if kind is None:
            self.commit()
        else:
            self.abort()


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder and needs no such step)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:  # some file systems refuse to fsync a folder; the file itself is already synced
        pass
    finally:
        os.close(fd)
