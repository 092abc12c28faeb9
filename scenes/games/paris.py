"""Paris (with l'Étoile) at the table: the printed marks of the designed board (maps/paris.tmx).

The board's titles (Arc de Triomphe, supplies, market) are English strings here; the skin prints
what a cardboard Paris board shows in small type: the number of every bonus-track space (and the
A/B/C zones), the value of every building slot and the number of every landmark key spot. They are
small brass badges at the corners of their zones, drawn once into an overlay.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import add_strings
from scenes import draw, theme
from scenes.games.base import TableSkin

EN = {
    "paris.map.arc": "Arc de Triomphe",
    "paris.map.stacks": "Building stacks",
    "paris.map.removed": "Set aside",
    "paris.map.endgame": "End-game tiles",
    "paris.map.strategy": "Strategy tiles (l'Étoile)",
    "paris.map.landmarks": "Landmarks",
    "paris.map.landmark_keys": "Keys on landmarks",
    "paris.map.vp_tiles": "VP tiles",
    "paris.map.special_vp": "Special VP tile",
    "paris.map.market": "Market",
}
add_strings(EN)

ZONE_OF_SPACE = ((1, 10, "A"), (11, 20, "B"), (21, 30, "C"))


class Skin(TableSkin):
    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self._overlay: pygame.Surface | None = None

    def _rect(self, zid: str) -> pygame.Rect | None:
        z = self.table.board.zone(zid)
        return pygame.Rect(z.rect) if z is not None else None

    @staticmethod
    def _badge(surf: pygame.Surface, text: str, center: tuple[int, int], r: int = 11) -> None:
        pygame.draw.circle(surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.35), 235), center, r)
        pygame.draw.circle(surf, (*theme.BRASS, 255), center, r, 2)
        draw.text(surf, text, center, 15 if len(text) < 2 else 13, theme.CREAM, "center", bold=True)

    def _build(self) -> pygame.Surface:
        surf = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        for i in range(31):
            r = self._rect(f"track:{i}")
            if r is not None:
                self._badge(surf, str(i), (r.centerx, r.bottom - 2), 10)
        for lo, hi, name in ZONE_OF_SPACE:
            a, b = self._rect(f"track:{lo}"), self._rect(f"track:{hi}")
            if a is None or b is None:
                continue
            band = pygame.Rect(a.x + 2, a.bottom + 2, b.right - a.x - 4, 3)
            pygame.draw.rect(surf, (*theme.BRASS, 200), band, border_radius=2)
            tag = pygame.Rect(0, 0, 18, 16)
            tag.center = band.center
            pygame.draw.rect(surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.35), 255), tag, border_radius=6)
            pygame.draw.rect(surf, (*theme.BRASS, 255), tag, 1, border_radius=6)
            draw.text(surf, name, tag.center, 14, theme.CREAM, "center", bold=True)
        arc = self._rect("location:arc")
        if arc is not None:  # a small gilt arch beside the title, like the printed board's emblem
            a = pygame.Rect(arc.right - 46, arc.y + 8, 34, 26)
            gold = (*theme.BRASS, 255)
            pygame.draw.rect(surf, gold, a, border_radius=2)
            pygame.draw.rect(
                surf,
                (0, 0, 0, 0),
                (a.x + 10, a.y + 10, a.w - 20, a.h - 10),
                border_top_left_radius=6,
                border_top_right_radius=6,
            )
            pygame.draw.line(
                surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.4), 255), (a.x, a.y + 5), (a.right - 1, a.y + 5)
            )
        zones = self.table.board.zones
        for zid in zones:
            if zid.startswith("slot:"):
                r = pygame.Rect(zones[zid].rect)
                self._badge(surf, zid.rsplit(":", 1)[1], (r.x + 4, r.y + 4), 10)
            elif zid.startswith("landmark:"):
                r = pygame.Rect(zones[zid].rect)
                self._badge(surf, zid.split(":", 1)[1].lstrip("L"), (r.centerx, r.bottom - 2), 9)
        return surf

    def draw_base(self, canvas: pygame.Surface) -> None:
        if self._overlay is None:
            self._overlay = self._build()
        canvas.blit(self._overlay, (0, 0))
