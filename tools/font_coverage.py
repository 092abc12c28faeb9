"""Write ``assets/fonts/coverage.json``: the code points SalonSans and SalonSansTC both draw, as
inclusive ranges.

The rules side (``game.core.saves``) reads it to refuse a player name the font cannot draw, without
importing pygame. Run after changing the font subset: ``python tools/font_coverage.py``; a test checks
the file against the fonts.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame.freetype  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
FONTS = [
    ROOT / "assets" / "fonts" / f"{family}-{w}.otf"
    for family in ("SalonSans", "SalonSansTC")
    for w in ("Regular", "Bold")
]
OUT = ROOT / "assets" / "fonts" / "coverage.json"
CANDIDATES = [*range(0x20, 0xD800), *range(0xE000, 0x30000)]


def covered(font_path: Path) -> set[int]:
    """Code points that have a glyph in the font."""
    pygame.freetype.init()
    font = pygame.freetype.Font(str(font_path), 20)
    metrics = font.get_metrics("".join(chr(c) for c in CANDIDATES))
    return {c for c, m in zip(CANDIDATES, metrics, strict=True) if m is not None}


def ranges(points: set[int]) -> list[list[int]]:
    out: list[list[int]] = []
    for c in sorted(points):
        if out and out[-1][1] == c - 1:
            out[-1][1] = c
        else:
            out.append([c, c])
    return out


def coverage() -> dict:
    """What every face and weight draws (a name must draw in regular and bold alike, and in the
    face of every language, since the language may change while it is on screen)."""
    sets = [covered(p) for p in FONTS]
    common = set.intersection(*sets)
    return {"font": "SalonSans", "ranges": ranges(common)}


def main() -> int:
    OUT.write_text(json.dumps(coverage(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
