"""Synthesise Salon's short, soft sounds into assets/sounds/*.wav with the standard library only.

dice (a wooden rattle), card (a paper swish), token (a small click), score (a two-note chime),
turn (a gentle bell), click (an interface tick). 44.1 kHz, 16-bit mono, quiet and short. The noise
comes from a seeded generator, so the files are the same on every run.

    python tools/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def _env(i: int, n: int, attack: float = 0.004, decay: float = 8.0) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * math.exp(-decay * t) * (1.0 - i / n) ** 0.5


def _lowpass(xs: list[float], k: float) -> list[float]:
    out, y = [], 0.0
    for x in xs:
        y += k * (x - y)
        out.append(y)
    return out


def knock(freq: float, dur: float, rng: random.Random, decay: float = 60.0) -> list[float]:
    """A short wooden knock: a damped low partial plus a tick of filtered noise."""
    n = int(RATE * dur)
    noise = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.35)
    out = []
    for i in range(n):
        t = i / RATE
        e = math.exp(-decay * t)
        s = 0.6 * math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(2 * math.pi * freq * 2.71 * t)
        out.append(e * (s + 0.7 * noise[i] * math.exp(-decay * 2 * t)))
    return out


def mix_at(buf: list[float], part: list[float], start: float, gain: float = 1.0) -> None:
    s = int(start * RATE)
    need = s + len(part)
    if need > len(buf):
        buf.extend([0.0] * (need - len(buf)))
    for i, v in enumerate(part):
        buf[s + i] += v * gain


def dice(rng: random.Random) -> list[float]:
    buf: list[float] = []
    t = 0.0
    for k in range(9):
        gap = 0.03 + rng.random() * 0.05 + k * 0.006
        t += gap
        mix_at(buf, knock(rng.uniform(380, 620), 0.09, rng, decay=rng.uniform(45, 70)), t, 0.9 - k * 0.07)
    return buf


def card(rng: random.Random) -> list[float]:
    n = int(RATE * 0.22)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    hi = [a - b for a, b in zip(noise, _lowpass(noise, 0.08), strict=True)]  # high-passed: papery
    out = []
    for i in range(n):
        x = i / n
        e = math.sin(math.pi * min(1.0, x * 1.15)) ** 2 * (1 - x)
        out.append(hi[i] * e * 0.8)
    return _lowpass(out, 0.5)


def token(rng: random.Random) -> list[float]:
    a = knock(900, 0.07, rng, decay=90)
    mix_at(a, knock(1400, 0.05, rng, decay=120), 0.018, 0.5)
    return a


def click(rng: random.Random) -> list[float]:
    return [v * 0.6 for v in knock(1800, 0.035, rng, decay=160)]


def tone(freqs: list[tuple[float, float]], dur: float, decay: float) -> list[float]:
    n = int(RATE * dur)
    out = []
    for i in range(n):
        t = i / RATE
        s = sum(a * math.sin(2 * math.pi * f * t) for f, a in freqs)
        out.append(s * _env(i, n, 0.006, decay))
    return out


def score(rng: random.Random) -> list[float]:
    buf = tone([(1046.5, 0.5), (2093.0, 0.12), (3140.0, 0.05)], 0.5, 7)  # C6
    mix_at(buf, tone([(1318.5, 0.5), (2637.0, 0.12), (3955.0, 0.05)], 0.7, 6), 0.11)  # E6
    return buf


def turn(rng: random.Random) -> list[float]:
    # a soft bell: inharmonic partials, slow decay
    return tone([(660.0, 0.5), (660.0 * 2.0, 0.2), (660.0 * 2.76, 0.12), (660.0 * 5.4, 0.04)], 1.1, 3.8)


SOUNDS = {"dice": dice, "card": card, "token": token, "click": click, "score": score, "turn": turn}
PEAK = {"dice": 0.5, "card": 0.4, "token": 0.45, "click": 0.35, "score": 0.4, "turn": 0.35}


def write(path: Path, samples: list[float], peak: float) -> None:
    top = max(1e-9, max(abs(s) for s in samples))
    fade = int(RATE * 0.01)
    for i in range(min(fade, len(samples))):  # no click at the end
        samples[-1 - i] *= i / fade
    data = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s / top * peak)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(SOUNDS.items()):
        rng = random.Random(1000 + i)  # a tool's fixed seed: the same files every run
        write(OUT / f"{name}.wav", make(rng), PEAK[name])
    print(f"wrote {len(SOUNDS)} sounds to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
