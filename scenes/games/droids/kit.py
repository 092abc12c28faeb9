"""The drawing kit every Droïdes face is made with: card info, paper and bands, icons, part chips
with their counts, the RP badge, leaves, a card's name in its band."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from scenes import draw, theme
from scenes.games.droids.common import (
    FLOOR,
    LEAF,
    PAPER,
    PART_FALLBACK,
    SHAPES,
    STEEL,
    Info,
    _render,
    ellipsize,
    fit_size,
    ink_on,
)
from scenes.table.pieces import draw_part_glyph


class FaceKit:
    """Reads ``info(face)`` (the rules' ``card_info``) once per face and draws the parts of faces."""

    def __init__(self, info: Info, solo: bool = False) -> None:
        self._info_fn = info
        self.solo = solo
        self._infos: dict[str, dict[str, Any]] = {}

    def info(self, face: str) -> dict[str, Any]:
        got = self._infos.get(face)
        if got is None:
            got = dict(self._info_fn(face) or {})  # None for a face the rules do not know
            self._infos[face] = got
        return got

    def part_colour(self, kind: str) -> tuple[int, int, int]:
        col = self.info(f"part:{kind}").get("colour")
        if isinstance(col, (tuple, list)) and len(col) >= 3:
            return (int(col[0]), int(col[1]), int(col[2]))
        return PART_FALLBACK.get(kind, STEEL)

    # ------------------------------------------------------------------ the hook

    @staticmethod
    def _paper(w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=max(4, int(w * 0.07)))
        return surf

    @staticmethod
    def _edge(surf: pygame.Surface, col: Sequence[int] = theme.INK, width: int = 2) -> pygame.Surface:
        w = surf.get_width()
        pygame.draw.rect(
            surf, draw.mix(PAPER, col, 0.45), surf.get_rect(), width, border_radius=max(4, int(w * 0.07))
        )
        return surf

    @staticmethod
    def _clip_band(surf: pygame.Surface, band: pygame.Rect, col: Sequence[int]) -> None:
        """A colour band across the top of a rounded card, its corners kept round."""
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        r = max(4, int(surf.get_width() * 0.07))
        pygame.draw.rect(layer, (*col[:3], 255), (0, 0, surf.get_width(), band.bottom + r), border_radius=r)
        pygame.draw.rect(layer, (0, 0, 0, 0), (0, band.bottom, surf.get_width(), r + 2))
        surf.blit(layer, (0, 0))
        pygame.draw.line(
            surf, draw.mix(col, (0, 0, 0), 0.3), (0, band.bottom), (surf.get_width(), band.bottom), 2
        )

    def icon(
        self, surf: pygame.Surface, name: str | None, centre: tuple[int, int], size: int, col: Any
    ) -> bool:
        if not name or size < 6:
            return False
        a = draw.assets()
        if not a.has_icon(name):
            return False
        ic = a.icon(name, size, col)  # a file that will not load: a placeholder, and a warning
        surf.blit(ic, ic.get_rect(center=centre))
        return True

    def chip(self, surf: pygame.Surface, kind: str, centre: tuple[int, int], d: int, n: int | None) -> None:
        """A part's glyph with its count on it (``n`` None: the bare glyph)."""
        col = self.part_colour(kind)
        shape = SHAPES[kind]
        draw_part_glyph(
            surf, shape, centre, d / 2 + (1 if shape == "battery" else 0), col, count=n is not None
        )
        if n is None:
            return
        ty = centre[1] + (max(1, d // 7) if shape in ("drop", "battery") else 0)
        img = _render(str(n), max(FLOOR, int(d * 0.72)), ink_on(col), True)
        surf.blit(img, img.get_rect(center=(centre[0], ty + 1)))

    def chips_row(
        self, surf: pygame.Surface, parts: Sequence[tuple[str, int]], x: int, cy: int, d: int, gap: int = 2
    ) -> int:
        """Part chips left to right from ``x``; returns the x after the last."""
        for kind, n in parts:
            if kind in SHAPES:
                self.chip(surf, kind, (x + d // 2, cy), d, n)
                x += d + gap
        return x

    @staticmethod
    def rp_badge(surf: pygame.Surface, centre: tuple[int, int], d: int, value: Any) -> None:
        """Recycling points on a leaf-green badge."""
        r = d // 2
        pygame.draw.circle(surf, draw.mix(LEAF, (0, 0, 0), 0.35), (centre[0], centre[1] + 1), r)
        pygame.draw.circle(surf, LEAF, centre, r)
        pygame.draw.circle(surf, draw.mix(LEAF, (255, 255, 255), 0.4), centre, r, max(1, d // 14))
        s = str(value)
        size = fit_size(s, int(d * 0.86), max(FLOOR, int(d * 0.7))) or FLOOR
        img = _render(s, size, theme.CREAM, True)
        surf.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))

    def leaves(self, surf: pygame.Surface, n: int, x: int, cy: int, d: int, step: int) -> None:
        for i in range(max(0, n)):
            if not self.icon(surf, "leaf", (x + i * step, cy), d, draw.mix(LEAF, (0, 0, 0), 0.2)):
                pygame.draw.ellipse(surf, LEAF, (x + i * step - d // 2, cy - d // 4, d, d // 2))

    def _name(
        self, surf: pygame.Surface, info: dict[str, Any], band: pygame.Rect, ink: Any, big: int
    ) -> None:
        """The name whole in the band (shrunk to the floor if need be), else the card's number, else
        the name cut (the hover zoom shows it whole)."""
        name = str(info.get("name", ""))
        size = fit_size(name, band.w - 8, big)
        if size is None and info.get("number") not in (None, ""):
            name = str(info["number"])
            size = fit_size(name, band.w - 4, big)
        if size is None:
            size = FLOOR
            name = ellipsize(name, size, band.w - 6, True)
        img = _render(name, size, ink, True)
        surf.blit(img, img.get_rect(center=(band.centerx, band.centery + 1)))

    # ------------------------------------------------------------------ cards
