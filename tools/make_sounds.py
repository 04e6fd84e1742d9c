#!/usr/bin/env python3
"""Synthesise the table's sounds into assets/sounds/*.wav (16-bit mono, 22 050 Hz).

All our own: filtered noise and decaying tones made with the standard library, so the
files are reproducible (`--check` compares). Run after changing a recipe below.
"""

from __future__ import annotations

import argparse
import io
import math
import sys
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.engine.deal import Rng  # noqa: E402  (our own seeded generator: stable output)

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def noise(seconds: float, seed: int, smooth: float = 0.6) -> list[float]:
    rng = Rng(seed)
    out, last = [], 0.0
    for _ in range(int(seconds * RATE)):
        white = rng.below(65536) / 32768 - 1
        last = smooth * last + (1 - smooth) * white  # a gentle low-pass: paper, not hiss
        out.append(last)
    return out


def envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    n = len(samples)
    a = max(1, int(attack * RATE))
    return [s * min(1.0, i / a) * math.exp(-decay * i / RATE) for i, s in enumerate(samples)
            if i < n]


def tone(freq: float, seconds: float, decay: float, harmonics=(1.0, 0.4, 0.15)) -> list[float]:
    n = int(seconds * RATE)
    return [sum(h * math.sin(2 * math.pi * freq * (k + 1) * i / RATE)
                for k, h in enumerate(harmonics)) * math.exp(-decay * i / RATE) / 1.6
            for i in range(n)]


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """(start seconds, samples) parts laid over each other."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def recipes() -> dict[str, list[float]]:
    slide = envelope(noise(0.16, 1, 0.75), 0.02, 22)
    flip = envelope(noise(0.07, 2, 0.35), 0.002, 60)
    deal = envelope(noise(0.09, 3, 0.55), 0.004, 40)
    riffle = mix(*[(i * 0.018, envelope(noise(0.03, 10 + i, 0.3), 0.001, 120))
                   for i in range(40)])
    chord = (523.25, 659.25, 783.99, 1046.5)
    win = mix(*[(i * 0.12, tone(f, 1.2, 3.0)) for i, f in enumerate(chord)])
    return {"slide": slide, "flip": flip, "deal": deal, "shuffle": riffle, "win": win}


def wav_bytes(samples: list[float], volume: float = 0.6) -> bytes:
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(int(max(-1, min(1, s / peak * volume)) * 32767).to_bytes(2, "little",
                                                                              signed=True)
                      for s in samples)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a file differs")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, samples in recipes().items():
        data, path = wav_bytes(samples), OUT / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path.name)
        else:
            path.write_bytes(data)
            print(f"wrote {path} ({len(data) // 1024} KiB)")
    if stale:
        print("out of date:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
