"""What floats above the table for a moment: the action tooltip, a zone's or piece's name, the
chooser and the card zoom."""

from __future__ import annotations

import logging

import pygame

from game.core.i18n import tr
from scenes import draw, theme
from scenes.table.core import TableCore
from scenes.table.targets import Target

log = logging.getLogger(__name__)


class Overlays(TableCore):
    """Tooltips, the chooser and the zoom."""

    def _draw_tooltip(self, canvas: pygame.Surface, target: Target) -> None:
        label = target.labels[0] if len(target.labels) == 1 else tr("table.choices", n=len(target.labels))
        w = draw.font(22, True).size(label)[0] + 36
        r = pygame.Rect(0, 0, w, 42)
        r.midbottom = (target.rect.centerx, target.rect.top - 10)
        r.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
        draw.shadow(canvas, r, 10, 8, (0, 4))
        pygame.draw.rect(canvas, theme.INK, r, border_radius=10)
        pygame.draw.rect(canvas, theme.BRASS, r, 2, border_radius=10)
        draw.text(canvas, label, r.center, 22, theme.CREAM, "center", bold=True)

    def _draw_zone_name(self, canvas: pygame.Surface) -> None:
        """Small zones have no room for a label: hovering one names it; a piece the skin explains
        shows what it does."""
        if self.skin is not None:
            for zid, placed in self.layout.items():
                for p, r in reversed(placed):
                    if r.collidepoint(self.mouse):
                        tip = self.skin.tooltip(zid, p)
                        if tip:
                            w = min(640, draw.font(20).size(tip)[0] + 28)
                            h = draw.text_height(tip, 20, w - 28) + 18
                            box = pygame.Rect(0, 0, w, h)
                            box.midbottom = (r.centerx, r.top - 8)
                            box.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
                            pygame.draw.rect(canvas, theme.INK, box, border_radius=8)
                            pygame.draw.rect(canvas, theme.BRASS, box, 1, border_radius=8)
                            draw.text(
                                canvas,
                                tip,
                                (box.x + 14, box.y + 9),
                                20,
                                theme.CREAM,
                                "topleft",
                                w - 28,
                                wrap_lines=True,
                                max_lines=4,
                            )
                            return
        z = self._zone_at(self.mouse)
        if z is None or (z.rect[3] >= 90 and z.rect[2] >= 60):
            return
        label = self._zone_title(z)
        w = draw.font(20).size(label)[0] + 24
        r = pygame.Rect(0, 0, w, 34)
        r.midbottom = (z.rect[0] + z.rect[2] // 2, z.rect[1] - 6)
        r.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
        pygame.draw.rect(canvas, theme.INK, r, border_radius=8)
        draw.text(canvas, label, r.center, 20, theme.CREAM, "center")

    def _draw_chooser(self, canvas: pygame.Surface) -> None:
        assert self.chooser is not None
        box, rows = self.chooser
        draw.panel(canvas, box, theme.CREAM, 16, shadow_blur=18, border=theme.BRASS)
        draw.text(canvas, tr("table.choose"), (box.x + 20, box.y + 14), 24, theme.INK, bold=True)
        for rect, _action, label in rows:
            hot = rect.collidepoint(self.mouse)
            draw.button(canvas, rect, label, hover=hot, size=22, radius=10, primary=hot)

    def _draw_zoom(self, canvas: pygame.Surface) -> None:
        _zid, _pid, face, owner = self.hover_key
        surf = self.art.zoomed(face, owner)
        r = surf.get_rect()
        mx, my = self.mouse
        r.midbottom = (mx, my - 30)
        if r.top < 12:
            r.top = my + 30
        r.clamp_ip(pygame.Rect(12, 12, 1896, 1056))
        draw.shadow(canvas, r, 20, 18, (0, 12), 0x88)
        canvas.blit(surf, r)
