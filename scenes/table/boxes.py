"""Where a box floating above the table goes: beside what it is about, clear of what must stay
visible (the tooltip, the chooser and the card zoom all use it).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

CANVAS = pygame.Rect(0, 0, 1920, 1080)
MARGIN = 8  # overlays keep this far from the canvas edge
GAP = 10  # and this far from what they are about


def _overlap(r: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    return sum(r.clip(a).w * r.clip(a).h for a in avoid)


def place_box(
    size: tuple[int, int],
    anchor: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    bounds: pygame.Rect = CANVAS,
    order: Sequence[str] = ("above", "below", "right", "left"),
) -> pygame.Rect:
    """Where a box of ``size`` goes beside ``anchor`` (never over it when it can help it): the
    first side in ``order`` where it fits ``bounds`` and covers nothing in ``avoid``, sliding along
    that side; else the place that covers the least.

    >>> place_box((100, 40), pygame.Rect(500, 500, 50, 50), [])
    Rect(475, 450, 100, 40)
    >>> place_box((100, 40), pygame.Rect(500, 500, 50, 50), [pygame.Rect(0, 400, 1920, 95)])
    Rect(475, 560, 100, 40)
    """
    w, h = size
    inner = bounds.inflate(-2 * MARGIN, -2 * MARGIN)
    candidates: list[pygame.Rect] = []
    for side in order:
        r = pygame.Rect(0, 0, w, h)
        if side == "above":
            r.midbottom = (anchor.centerx, anchor.top - GAP)
        elif side == "below":
            r.midtop = (anchor.centerx, anchor.bottom + GAP)
        elif side == "right":
            r.midleft = (anchor.right + GAP, anchor.centery)
        else:
            r.midright = (anchor.left - GAP, anchor.centery)
        # slide along the side (a box above or below moves sideways, one beside moves up or down)
        span = w if side in ("above", "below") else h
        shifts = [0] + [s * span * k // 4 for k in range(1, 9) for s in (-1, 1)]  # up to twice its size
        for s in shifts:
            c = r.move(s, 0) if side in ("above", "below") else r.move(0, s)
            c.clamp_ip(inner)
            if side == "above" and c.bottom > anchor.top - GAP // 2 and c.colliderect(anchor):
                continue
            if side == "below" and c.top < anchor.bottom and c.colliderect(anchor):
                continue
            if side in ("left", "right") and c.colliderect(anchor):
                continue
            candidates.append(c)
            if not _overlap(c, avoid):
                return c
    if not candidates:
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (anchor.centerx, anchor.top - GAP)
        r.clamp_ip(inner)
        return r
    return min(candidates, key=lambda c: (_overlap(c, avoid), _overlap(c, [anchor])))
