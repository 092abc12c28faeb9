"""The board as drawn once: the map's background, the rail, zone plates, seat strips and titles,
and the skin's static layer (``TableSkin.draw_static``)."""

from __future__ import annotations

import contextlib
import logging
import math

import pygame

from game.core.i18n import has, tr
from scenes import draw, theme
from scenes.games.base import TableSkin
from scenes.table.board import Zone
from scenes.table.core import TableCore
from scenes.table.layout import seat_of
from scenes.table.pieces import pretty_face
from scenes.table.placement import TITLE_SIZE, track_cells

log = logging.getLogger(__name__)


SEAT_TAB_SIZE = 22  # a seat strip's name
SEAT_TAB_ROOM = 36  # the height its line may take along the strip's top edge


class StaticBoard(TableCore):
    """The static layer of the board, rendered once."""

    def _zone_title(self, z: Zone) -> str:
        label = z.prop("label")
        if isinstance(label, str) and label:
            tail = z.id.rsplit(":", 1)[-1]  # a numbered zone's label may show its number ("Bay · {n}")
            return tr(label, n=int(tail)) if tail.isdigit() else tr(label)
        if has(z.id):
            return tr(z.id)
        m = seat_of(z.id)
        if m is not None:
            tail = z.id.split(":", 2)[2]
            return " · ".join(pretty_face(p) for p in tail.split(":"))
        parts = z.id.split(":")
        if len(parts) == 1:
            return pretty_face(parts[0])
        return " · ".join(pretty_face(p) for p in parts)

    @staticmethod
    def _bare(z: Zone) -> bool:
        """A zone the map asks not to frame: ``plate`` = none, or ``hidden`` (out of play)."""
        return z.prop("plate") == "none" or bool(z.prop("hidden"))

    def _seat_tab(self, surf: pygame.Surface, seat: int, tab: pygame.Rect) -> None:
        """A seat strip's name tab (its words grow as far as the strip's top edge holds them)."""
        draw.text(
            surf,
            self.controller.name(seat),
            (tab.x + 32, tab.centery),
            SEAT_TAB_SIZE,
            theme.CREAM,
            "midleft",
            260,
            bold=True,
            shadow=(0, 0, 0),
        )

    def _title(self, surf: pygame.Surface, z: Zone, r: pygame.Rect, title: str) -> pygame.Rect:
        """A tall zone's title on its plate (cut: whole on hover)."""
        drawn = draw.text(
            surf,
            title,
            (r.x + 12, r.y + 6),
            TITLE_SIZE,
            draw.mix(theme.CREAM, theme.BRASS, 0.3),
            "topleft",
            r.w - 20,
            bold=True,
        )
        with draw.designed_text():
            cut = draw.font(TITLE_SIZE, True).size(title)[0] > r.w - 20
        if cut:
            self.hover_texts[f"zone:{z.id}"] = (drawn.inflate(4, 4), title)
        return drawn

    def _render_static(self) -> pygame.Surface:
        """The board as drawn once: background tiles, the rail, zone plates, seat strips, labels."""
        surf = pygame.Surface((1920, 1080))
        if self.board.background is not None:
            surf.blit(self.board.background, (0, 0))
        else:
            surf.blit(draw.walnut((1920, 1080)), (0, 0))
            w = theme.world(self.game_id)
            pygame.draw.rect(surf, draw.mix(w["bg"], w["dark"], 0.35), self._panel("panel:board"))
        board = self._panel("panel:board")
        # a vignette on the cloth and a walnut rail with a brass inlay
        vig = pygame.Surface((48, 27), pygame.SRCALPHA)
        for y in range(27):
            for x in range(48):
                d = min(1.0, math.hypot((x - 23.5) / 24, (y - 13) / 13.5))
                vig.set_alpha(255)
                vig.set_at((x, y), (0, 0, 0, int(110 * d**2.5)))
        surf.blit(pygame.transform.smoothscale(vig, board.size), board)
        pygame.draw.rect(
            surf, draw.mix(theme.WALNUT, (0, 0, 0), 0.35), board.inflate(24, 24), 12, border_radius=20
        )
        pygame.draw.rect(
            surf, draw.mix(theme.WALNUT, theme.CREAM, 0.12), board.inflate(24, 24), 2, border_radius=20
        )
        pygame.draw.rect(surf, theme.BRASS, board.inflate(4, 4), 2, border_radius=8)
        layer = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        # seat strips: the union of a seat's zones, tinted with its colour, with a name tab
        by_seat: dict[int, list[pygame.Rect]] = {}
        for z in self.board.zones.values():
            s = seat_of(z.id)
            if s is not None and s < self.players:
                by_seat.setdefault(s, []).append(pygame.Rect(z.rect))
        tabs: list[tuple[int, pygame.Rect]] = []
        for s, rects in by_seat.items():
            area = rects[0].unionall(rects[1:]).inflate(16, 16)
            area.y -= 30
            area.h += 30
            col = theme.seat_colour(self.controller.seats[s].colour)
            pygame.draw.rect(layer, (*col, 34), area, border_radius=18)
            pygame.draw.rect(layer, (*col, 150), area, 2, border_radius=18)
            tabs.append((s, area))
        for z in self.board.zones.values():
            if z.kind == "panel" or not self.seat_present(z.id) or self._bare(z):
                continue
            r = pygame.Rect(z.rect)
            if z.polygon:
                pygame.draw.polygon(layer, (0, 0, 0, 60), z.polygon)
                pygame.draw.polygon(layer, (*theme.CREAM, 70), z.polygon, 2)
            else:
                pygame.draw.rect(layer, (0, 0, 0, 58), r, border_radius=12)
                pygame.draw.rect(layer, (*theme.CREAM, 60), r, 2, border_radius=12)
            if z.prop("layout") == "track":
                for i, cell in enumerate(track_cells(z)):
                    pygame.draw.rect(layer, (*theme.CREAM, 38 if i % 5 else 70), cell, border_radius=6)
                    pygame.draw.rect(layer, (*theme.CREAM, 90), cell, 1, border_radius=6)
        surf.blit(layer, (0, 0))
        for s, area in tabs:
            tab = pygame.Rect(area.x + 14, area.y + 6, 300, 30)
            draw.seat_marker(surf, (tab.x + 14, tab.centery), 10, self.controller.seats[s].colour)
            with draw.text_scale_at(draw.scale_for_height((SEAT_TAB_SIZE,), SEAT_TAB_ROOM, 1.36)):
                self._seat_tab(surf, s, tab)
        skin_lays_out = type(self.skin).place is not TableSkin.place
        for z in self.board.zones.values():
            if z.kind == "panel" or not self.seat_present(z.id) or self._bare(z):
                continue
            r = pygame.Rect(z.rect)
            title = self._zone_title(z)
            if r.h >= 90 and r.w >= 60 and z.prop("title") != "none":
                # a title grows with the text where the table lays the pieces out under it (its
                # title line grows too); a skin lays its pieces out under a title of designed size
                grows = not skin_lays_out or (z.id in self.layout and z.id not in self.skin_placed)
                with contextlib.nullcontext() if grows else draw.designed_text():
                    self._title(surf, z, r, title)
            if z.prop("layout") == "track":
                cells = track_cells(z)
                every = 1 if not cells or cells[0].w >= 24 else 5
                for i, cell in enumerate(cells):
                    if i % every:
                        continue
                    draw.text(
                        surf,
                        str(i),
                        (cell.centerx, cell.bottom - 4),
                        16,
                        draw.mix(theme.CREAM, theme.INK, 0.2),
                        "midbottom",
                    )
        with draw.designed_text():  # the skin's print of its board: a picture, as its pieces are
            self._ask("draw_static", self.skin.draw_static, None, surf)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert()
        return surf
