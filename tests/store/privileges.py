"""Permission bits that hold for root too, so that a test of a read-only file or folder tests something when the
suite runs as root (CI does), which otherwise writes anywhere (Linux's CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH).

- :func:`bits_obeyed`: in the calling thread, for a ``with`` block: root's two capabilities taken out of its
  effective set (a thread's own; SQLite works in the thread that calls it) and put back after.
- :func:`obeying`: the command line for a child process that cannot get them back (dropped from its bounding set
  before it runs ``argv``): run as ``python privileges.py ARGV...``.

Nothing is needed, and nothing is done, for a user who is not root. Where the kernel refuses (no capabilities to
drop: not Linux, a container without CAP_SETPCAP), the test is skipped and says why.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest

_OVERRIDES: Final = (1, 2)  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
_PR_CAPBSET_DROP: Final = 24
_VERSION_3: Final = 0x20080522


class _Header(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _Data(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def _root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _libc() -> ctypes.CDLL:
    if not sys.platform.startswith("linux"):
        pytest.skip("root ignores permission bits, and only Linux capabilities can make it obey them here")
    return ctypes.CDLL(None, use_errno=True)


def _set_effective(libc: ctypes.CDLL, on: bool) -> None:
    header, data = _Header(_VERSION_3, 0), (_Data * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget")
    mask = sum(1 << cap for cap in _OVERRIDES)
    data[0].effective = data[0].effective | mask if on else data[0].effective & ~mask
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset")


@contextlib.contextmanager
def bits_obeyed() -> Iterator[None]:
    """Inside, this thread cannot write (or read) what the file's permission bits forbid, root or not."""
    if not _root():
        yield
        return
    libc = _libc()
    try:
        _set_effective(libc, False)
    except OSError as exc:
        pytest.skip(f"cannot drop root's permission override ({exc})")
    try:
        yield
    finally:
        _set_effective(libc, True)


def obeying(argv: list[str]) -> list[str]:
    """``argv`` run so that the permission bits hold for it, root or not."""
    if not _root():
        return argv
    _libc()
    probe = ctypes.CDLL(None, use_errno=True)
    if probe.prctl(23, _OVERRIDES[0], 0, 0, 0) != 1:  # PR_CAPBSET_READ: is there a capability to drop?
        return argv  # root without it already obeys the bits
    wrapped = [sys.executable, str(Path(__file__))]
    tried = subprocess.run([*wrapped, sys.executable, "-c", "pass"], capture_output=True, text=True, timeout=60,
                           check=False)
    if tried.returncode != 0:  # dropping it needs CAP_SETPCAP, which a container may not give
        pytest.skip(f"cannot drop root's permission override in a child: {tried.stderr.strip()}")
    return [*wrapped, *argv]


if __name__ == "__main__":  # the child: drop the override for good, then become argv
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in _OVERRIDES:
        if libc.prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            sys.exit(f"cannot drop capability {cap}: {os.strerror(ctypes.get_errno())}")
    os.execv(sys.argv[1], sys.argv[1:])
