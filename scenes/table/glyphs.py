"""A part's own silhouette (card info's ``shape``: a nut's hexagon, an oil drop, a circuit chip, an
energy battery), so kinds read apart without their colours."""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes import draw

# A part's own silhouette (card_info's ``shape``), so kinds read apart without their colours.
PART_SHAPES = ("hexagon", "drop", "chip", "battery")
_BOLT = ((0.3, -1.0), (-0.62, 0.12), (-0.06, 0.12), (-0.3, 1.0), (0.62, -0.18), (0.06, -0.18))


def part_glyph_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The outline of a part glyph of radius ``r``: a nut's hexagon, an oil drop, a circuit chip (a
    square; its pins are drawn by ``draw_part_glyph``), an energy battery (its bolt drawn inside when
    big enough) or a bare ``bolt``."""
    cx, cy = centre
    if shape == "hexagon":
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in range(0, 360, 60)
        ]
    if shape == "drop":
        rr = r * 0.72
        by = cy + r - rr  # the round bottom's centre; the tip at the top
        arc = [
            (cx + rr * math.cos(math.radians(a)), by + rr * math.sin(math.radians(a)))
            for a in range(-30, 211, 15)
        ]
        return [(cx, cy - r), *arc]
    if shape == "chip":
        h = r * 0.72
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    if shape == "battery":  # a cell standing up, its terminal on top
        w, n = r * 0.62, r * 0.28
        top = cy - r + n
        return [
            (cx - n, cy - r),
            (cx + n, cy - r),
            (cx + n, top),
            (cx + w, top),
            (cx + w, cy + r),
            (cx - w, cy + r),
            (cx - w, top),
            (cx - n, top),
        ]
    if shape == "bolt":
        return [(cx + x * r, cy + y * r) for x, y in _BOLT]
    return [
        (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 20)
    ]


def draw_part_glyph(
    surf: pygame.Surface,
    shape: str,
    centre: tuple[float, float],
    r: float,
    col: Any,
    shadow: bool = True,
    count: bool = False,
) -> None:
    """A part glyph filled with ``col``, outlined dark (and a chip's pins, a battery's bolt), with a
    soft drop shadow; ``count``: a number goes on it, so the battery leaves its bolt out."""
    dark = draw.mix(col, (0, 0, 0), 0.5)
    w = max(1, round(r / 7))
    if shape == "chip":
        h = r * 0.72
        n = 3 if r >= 8 else 2
        for i in range(n):
            y = centre[1] - h + (i + 0.5) * 2 * h / n
            pygame.draw.line(surf, dark, (centre[0] - r, y), (centre[0] + r, y), max(1, round(r / 5)))
    pts = part_glyph_points(shape, centre, r)
    if shadow:
        pygame.draw.polygon(surf, dark, [(x, y + max(1, r / 8)) for x, y in pts])
    pygame.draw.polygon(surf, col, pts)
    pygame.draw.polygon(surf, dark, pts, w)
    if shape == "hexagon" and r >= 9 and not count:  # a nut's hole
        pygame.draw.circle(surf, draw.mix(col, (255, 255, 255), 0.6), centre, r * 0.38)
        pygame.draw.circle(surf, dark, centre, r * 0.38, w)
    if shape == "battery" and r >= 9 and not count:  # big enough for the bolt of its charge
        bolt = part_glyph_points("bolt", (centre[0], centre[1] + r * 0.14), r * 0.62)
        pygame.draw.polygon(surf, dark, bolt)
