"""Write napdesk's card sounds (assets/sounds/*.wav): short, quiet, synthesised here with the standard library.

    python tools/make_sounds.py

The sounds are napdesk's own (no recording, no licence to track): a card dealt is a soft brush of noise, a card
played a short snap, a trick won a two-note chime, a hand's result three rising notes. Mono, 16-bit, 22050 Hz,
each a few kilobytes. The output is the same on every run (the noise has a fixed seed), so the files in git only
change when this script does.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def _samples(seconds: float, voice: Callable[[float], float]) -> list[float]:
    return [voice(i / RATE) for i in range(int(seconds * RATE))]


def _noise(seconds: float, attack: float, decay: float, seed: int, smooth: float) -> list[float]:
    """Filtered noise with a quick rise and an exponential fall: the sound of card on cloth."""
    rng = random.Random(seed)
    out: list[float] = []
    low = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        low += smooth * (rng.uniform(-1.0, 1.0) - low)  # one-pole low-pass: softer than white noise
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(low * envelope)
    return out


def _tone(freq: float, seconds: float, decay: float) -> list[float]:
    def voice(t: float) -> float:
        return (math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)) * math.exp(-t / decay)

    return _samples(seconds, voice)


def _join(*parts: tuple[float, list[float]]) -> list[float]:
    """Mix parts, each starting at its offset in seconds."""
    length = max(int(start * RATE) + len(p) for start, p in parts)
    out = [0.0] * length
    for start, p in parts:
        at = int(start * RATE)
        for i, s in enumerate(p):
            out[at + i] += s
    return out


def _write(name: str, samples: list[float], peak: float) -> Path:
    top = max(abs(s) for s in samples) or 1.0
    fade = int(0.004 * RATE)  # no click at the end
    frames = bytearray()
    for i, s in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        frames += struct.pack("<h", round(s / top * peak * gain * 32767))
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    return path


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "deal": lambda: _noise(0.09, 0.012, 0.025, seed=1, smooth=0.35),
    "play": lambda: _noise(0.07, 0.002, 0.012, seed=2, smooth=0.7),
    "trick": lambda: _join((0.0, _tone(659.25, 0.14, 0.05)), (0.07, _tone(987.77, 0.2, 0.06))),
    "result": lambda: _join((0.0, _tone(523.25, 0.16, 0.06)), (0.1, _tone(659.25, 0.16, 0.06)),
                            (0.2, _tone(783.99, 0.3, 0.09))),
}
PEAK = {"deal": 0.35, "play": 0.45, "trick": 0.3, "result": 0.3}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = _write(name, make(), PEAK[name])
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
