"""Reading one large JSON object a value at a time, so a session file of 100,000 hands is replayed as it is
read instead of being held whole in memory (``json.load`` of such a file takes about 2 GB).

:class:`ObjectReader` walks the members of the top-level object: :meth:`ObjectReader.members` yields each key
with a reader for its value, which the caller takes whole (:meth:`ObjectReader.value`) or, for a list, element
by element (:meth:`ObjectReader.elements`). Each value is parsed by the standard library's decoder from a
buffer refilled from the stream; a value is never larger than one hand record, and the buffer is bounded by
:data:`MAX_VALUE`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Final, TextIO

CHUNK: Final = 1 << 16
MAX_VALUE: Final = 64 << 20  # characters: no value of a session file (a hand, the rules) comes near it
_SPACE: Final = re.compile(r"[ \t\n\r]*")


class JsonStreamError(ValueError):
    """Not the JSON expected; ``offset`` is the character where it went wrong."""

    def __init__(self, message: str, offset: int) -> None:
        self.offset = offset
        super().__init__(f"{message} at character {offset}")


class ObjectReader:
    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._buf = ""
        self._pos = 0
        self._base = 0  # characters dropped from the front of the buffer
        self._eof = False
        self._decoder = json.JSONDecoder()

    @property
    def offset(self) -> int:
        """Characters read so far (for progress)."""
        return self._base + self._pos

    def _fill(self) -> bool:
        if self._eof:
            return False
        data = self._stream.read(CHUNK)
        if not data:
            self._eof = True
            return False
        self._base += self._pos
        self._buf = self._buf[self._pos:] + data
        self._pos = 0
        return True

    def _peek(self) -> str:
        while True:
            match = _SPACE.match(self._buf, self._pos)
            self._pos = match.end() if match else self._pos
            if self._pos < len(self._buf):
                return self._buf[self._pos]
            if not self._fill():
                return ""

    def _expect(self, chars: str, what: str) -> str:
        found = self._peek()
        if not found or found not in chars:
            raise JsonStreamError(f"expected {what}, found {found or 'the end of the file'!r}", self.offset)
        self._pos += 1
        return found

    def value(self) -> Any:
        """The next JSON value, whole."""
        self._peek()
        if self._pos == 0 and self._buf.startswith("\ufeff"):
            self._pos = 1
        while True:
            try:
                value, end = self._decoder.raw_decode(self._buf, self._pos)
            except json.JSONDecodeError as exc:
                if len(self._buf) - self._pos > MAX_VALUE or not self._fill():
                    raise JsonStreamError(exc.msg, self._base + exc.pos) from None
                continue
            except RecursionError:
                raise JsonStreamError("values nested too deeply", self.offset) from None
            except ValueError:  # json refuses an integer of more than 4300 digits with a plain ValueError
                raise JsonStreamError("a number too long to read", self.offset) from None
            if end == len(self._buf) and self._fill():  # a number may go on in the next chunk
                continue
            self._pos = end
            return value

    def members(self) -> Iterator[str]:
        """The keys of the top-level object, in the file's order; after each, read its value (``value`` or
        ``elements``) before asking for the next key."""
        if self._peek() == "\ufeff":
            self._pos += 1
        self._expect("{", "a JSON object")
        if self._peek() == "}":
            self._pos += 1
        else:
            while True:
                key = self.value()
                if not isinstance(key, str):
                    raise JsonStreamError("expected a key", self.offset)
                self._expect(":", "':'")
                yield key
                if self._expect(",}", "',' or '}'") == "}":
                    break
        if self._peek():
            raise JsonStreamError("extra data after the object", self.offset)

    def elements(self) -> Iterator[Any]:
        """The elements of the list that comes next, one at a time (a value that is not a list: raises)."""
        self._expect("[", "a list")
        if self._peek() == "]":
            self._pos += 1
            return
        while True:
            yield self.value()
            if self._expect(",]", "',' or ']'") == "]":
                return
