"""Card sounds (the preference ``sound.cards``, off by default): a card dealt, a card played, a trick won, a result.

:class:`CardSounds` follows the controller's published events, as the announcer does, and asks a backend to play
the matching file of ``assets/sounds`` (written by tools/make_sounds.py). The real backend is miniaudio (one small
wheel with its own audio code for Linux, Windows and macOS; QtMultimedia is not in PySide6-Essentials). It is
imported the first time sound is switched on, never at start-up, and plays on a thread of its own: the UI thread
only puts a name in a queue. With no audio device (a server, CI) the backend logs why once and stays silent.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from typing import Any, Final, Protocol

from PySide6.QtCore import QObject

from napdesk.engine.actions import Play
from napdesk.resources import asset_path

log = logging.getLogger(__name__)

SOUNDS: Final = ("deal", "play", "trick", "result")


class Backend(Protocol):
    def play(self, name: str) -> None:
        """Start playing sound ``name`` (one of :data:`SOUNDS`); return at once."""
        ...

    def close(self) -> None: ...


class MiniaudioBackend:
    """Plays the sounds one after another on a daemon thread (a sound is a tenth of a second or so). Sounds asked
    for while the queue is long are dropped, so a fast table never hears a backlog."""

    MAX_WAITING: Final = 3

    def __init__(self, backends: tuple[str, ...] = ()) -> None:
        self.backends = backends  # miniaudio's names ("NULL", "ALSA", ...): empty for the system's usual ones
        self.finished = 0  # sounds played to their end
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="napdesk-sound", daemon=True)
        self._thread.start()

    def play(self, name: str) -> None:
        if self._thread.is_alive() and self._queue.qsize() < self.MAX_WAITING:
            self._queue.put(name)

    def close(self) -> None:
        """Drop the sounds not yet begun, and end the thread (the one playing stops within its length)."""
        with self._queue.mutex:
            self._queue.queue.clear()
        self._queue.put(None)
        self._thread.join(2.0)

    def _run(self) -> None:
        try:
            import miniaudio  # lazily: only a player who turned sound on pays for it

            sounds = {name: miniaudio.wav_read_file_s16(str(asset_path("sounds", f"{name}.wav"))) for name in SOUNDS}
            device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                              sample_rate=sounds["play"].sample_rate,
                                              backends=[miniaudio.Backend[b] for b in self.backends] or None)
        except Exception as error:  # no audio device, no library, a missing file: napdesk plays on in silence
            log.warning("card sounds are off: %s", error)
            return
        try:
            while (name := self._queue.get()) is not None:
                done = threading.Event()
                stream = _stream(sounds[name].samples, done)
                next(stream)  # miniaudio wants the generator started
                device.start(stream)
                if done.wait(2.0):
                    self.finished += 1
                device.stop()
        except Exception as error:
            log.warning("card sounds stopped: %s", error)
        finally:
            device.close()


def _stream(samples: Any, done: threading.Event) -> Any:
    """A miniaudio generator that plays ``samples`` (an array of 16-bit samples), then silence, and sets ``done``."""
    at = 0
    frames = yield b""
    while True:
        chunk = samples[at:at + frames]
        at += frames
        if len(chunk) < frames:
            done.set()
            chunk = chunk + type(samples)(samples.typecode, bytes(2 * (frames - len(chunk))))
        frames = yield chunk


def make_backend() -> Backend:
    return MiniaudioBackend()


class CardSounds(QObject):
    """The sounds of a table: subscribed to a controller's events, silent until :meth:`set_enabled`."""

    def __init__(self, controller: Any, parent: QObject | None = None,
                 backend: Callable[[], Backend] | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.enabled = False
        self._make_backend = backend or make_backend
        self._backend: Backend | None = None
        self._tricks_seen = 0
        controller.hand_started.connect(self._on_hand_started)
        controller.undone.connect(self._recount)
        controller.action_done.connect(self._on_action)
        controller.hand_over.connect(lambda: self._sound("result"))
        controller.practice_over.connect(lambda: self._sound("result"))  # a practice hand has its result too

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if on and self._backend is None:
            self._backend = self._make_backend()

    def close(self) -> None:
        if self._backend is not None:
            self._backend.close()
            self._backend = None

    def _sound(self, name: str) -> None:
        if self.enabled and self._backend is not None:
            self._backend.play(name)

    def _on_hand_started(self) -> None:
        self._tricks_seen = 0
        self._sound("deal")

    def _recount(self) -> None:
        state = self.controller.state
        self._tricks_seen = len(state.tricks) if state is not None else 0

    def _on_action(self, seat: int, action: object) -> None:
        if not isinstance(action, Play):
            return
        self._sound("play")
        state = self.controller.state
        if state is not None and len(state.tricks) > self._tricks_seen:
            self._tricks_seen = len(state.tricks)
            self._sound("trick")
