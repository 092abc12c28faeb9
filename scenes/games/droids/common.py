"""What every Droïdes face shares: the floor size, the world's colours, the parts' glyph names,
and measuring and recording the words a face prints (measured once, they are asked for often)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes import draw, theme

FLOOR = 16  # the smallest text on the table (1920×1080 canvas; about 11 px in a 1280×720 window)
KINDS = ("nut", "oil", "circuit", "energy")
FAMILIES = ("water", "harvest", "collection", "market", "shed", "communication")
LEAF = (0x6A, 0x99, 0x55)
RUST = (0xC0, 0x64, 0x2B)
STEEL = (0x7F, 0x8C, 0x8D)
PAPER = (0xF1, 0xEB, 0xDD)
# the part glyphs' fallback colours, should the rules not give one (they do: ``part:<kind>``)
PART_FALLBACK = {
    "nut": STEEL,
    "oil": (0x3A, 0x3A, 0x40),
    "circuit": (0x4E, 0x8F, 0x3E),
    "energy": (0xE0, 0xB0, 0x30),
}
SHAPES = {"nut": "hexagon", "oil": "drop", "circuit": "chip", "energy": "battery"}
MARKER_ICONS = {
    "priority": ("card_draw", theme.BRASS),
    "secondary": ("card_draw", STEEL),
    "committed": ("check", LEAF),
}
CACHE_MAX = 600

Info = Callable[[str], dict[str, Any] | None]
_RECORD: list[tuple[str, int]] | None = None  # the words of the face being drawn (``Faces.texts_of``)


def _render(text: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
    if _RECORD is not None:
        _RECORD.append((text, int(size)))
    return draw.render(text, size, colour, bold)


def ink_on(col: Sequence[int]) -> tuple[int, int, int]:
    """Cream on a dark colour, ink on a light one."""
    return theme.INK if sum(col[:3]) > 420 else theme.CREAM


_WIDTHS: dict[tuple[str, int, bool], int] = {}


def text_w(text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is at ``size`` (measured once: faces measure the same words often)."""
    key = (text, size, bold)
    w = _WIDTHS.get(key)
    if w is None:
        if len(_WIDTHS) > 20_000:
            _WIDTHS.clear()
        w = _WIDTHS[key] = draw.font(size, bold).size(text)[0]
    return w


def ellipsize(text: str, size: int, max_w: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``max_w`` (whole when it fits)."""
    if text_w(text, size, bold) <= max_w:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_w(text[:mid].rstrip() + "…", size, bold) <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def fit_size(text: str, max_w: int, big: int, bold: bool = True, floor: int = FLOOR) -> int | None:
    """The largest size from ``big`` down to ``floor`` at which ``text`` fits ``max_w`` (None: none)."""
    for s in range(big, floor - 1, -1):
        if text_w(text, s, bold) <= max_w:
            return s
    return None


def lines_at(text: str, size: int, max_w: int, max_lines: int) -> list[str]:
    """``text`` in lines of whole words no wider than ``max_w``; past ``max_lines`` (or at a word
    wider than a line) the last line shown ends with an ellipsis (the hover zoom shows it whole)."""
    if any(draw.is_cjk(ch) for ch in text):
        # Chinese has no spaces between words: break between characters (never before closing
        # punctuation), as every other text of the table does
        lines = draw.wrap(text, size, max_w)
        if len(lines) <= max_lines:
            return lines
        return [*lines[: max_lines - 1], ellipsize(lines[max_lines - 1] + "…", size, max_w)]
    out: list[str] = []
    line = ""
    words = text.split()
    for i, word in enumerate(words):
        trial = f"{line} {word}" if line else word
        if text_w(trial, size) <= max_w:
            line = trial
            continue
        if not line or text_w(word, size) > max_w or len(out) + 1 >= max_lines:
            # no room for the rest: this line ends the text, cut
            out.append(ellipsize(trial + " …", size, max_w))
            return out[:max_lines]
        out.append(line)
        line = word
        del i
    if line:
        out.append(line)
    return out
