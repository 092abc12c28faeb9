"""Everdell Farshore at the table: the board's names, the boat track's numbers and treasure
spaces, and the solo Rival's area (framed only in a one-player game)."""

from __future__ import annotations

import pygame

from game.core.i18n import add_strings, tr
from scenes import draw, theme
from scenes.games.base import TableSkin

EN = {
    "farshore.board.bay": "The Bay",
    "farshore.board.sea": "The Sea · boat track, islands and maps",
    "farshore.board.shore": "The Shore",
    "farshore.board.lighthouse": "Lighthouse",
    "farshore.board.deck": "Deck",
    "farshore.board.discard": "Discard",
    "farshore.board.revealed": "Revealed",
    "farshore.board.in_play": "In play",
    "farshore.board.wind_a": "Wind A",
    "farshore.board.wind_b": "Wind B",
    "farshore.board.city": "City",
    "farshore.board.hand": "Hand",
    "farshore.board.nospace": "Extra",
    "farshore.board.rival": "The Rival",
    "farshore.board.treasure": "Treasure",
    "farshore.board.shells": "Shells",
    "farshore.board.driftwood": "Driftwood",
    "farshore.board.seaweed": "Seaweed",
    "farshore.board.seastone": "Seastone",
    "farshore.board.mushroom": "Mushroom",
    "farshore.board.rival_city": "Rival's city",
    "farshore.board.rival_maps": "Rival's maps",
}
add_strings(EN)

TREASURE = (0xD4, 0xAF, 0x37)
SAND = (0xE8, 0xD5, 0xA3)
RIVAL_ZONES = (
    "rival:city",
    "rival:maps",
    "rival:treasure",
    "rival:boat",
    "rival:pawn_location",
    "rival:pawn_bay",
)
RIVAL_TITLES = {"rival:city": "farshore.board.rival_city", "rival:maps": "farshore.board.rival_maps"}


SUPPLY = {
    "supply:treasure": "farshore.board.treasure",
    "supply:shells": "farshore.board.shells",
    "supply:driftwood": "farshore.board.driftwood",
    "supply:seaweed": "farshore.board.seaweed",
    "supply:seastone": "farshore.board.seastone",
    "supply:mushroom": "farshore.board.mushroom",
}


class Skin(TableSkin):
    def _islands(self, canvas: pygame.Surface) -> None:
        """A sandy slot under each island in play (the map holds four; fewer players use fewer)."""
        try:
            from game.farshore.views import DATA

            n = DATA.islands_face_up.get(self.table.players, 4)
        except Exception:  # noqa: BLE001
            n = 4
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        for i in range(1, n + 1):
            r = self.table.board.rect(f"island:{i}")
            if r is not None:
                pygame.draw.rect(layer, (*SAND, 60), r, border_radius=12)
                pygame.draw.rect(layer, (*theme.CREAM, 110), r, 2, border_radius=12)
        canvas.blit(layer, (0, 0))

    def _places(self, canvas: pygame.Surface) -> None:
        """Shore names over two lines, and the supply's names under its piles."""
        board = self.table.board
        for z in board.zones.values():
            if z.id.startswith("location:") or z.id == "lighthouse:workers":
                key = z.prop("label") or (
                    "farshore.board.lighthouse" if z.id.startswith("lighthouse") else z.id
                )
                r = pygame.Rect(z.rect)
                head = pygame.Rect(r.x, r.y - 36, r.w, r.h + 36)
                frame = pygame.Surface(head.size, pygame.SRCALPHA)
                pygame.draw.rect(frame, (0, 0, 0, 40), frame.get_rect(), border_radius=12)
                pygame.draw.rect(frame, (*theme.CREAM, 70), frame.get_rect(), 1, border_radius=12)
                canvas.blit(frame, head)
                draw.text(
                    canvas,
                    tr(key),
                    (r.centerx, head.y + 3),
                    15,
                    theme.CREAM,
                    "midtop",
                    r.w - 6,
                    bold=True,
                    wrap_lines=True,
                    max_lines=2,
                    line_height=1.05,
                    shadow=(0, 0, 0),
                )
            elif z.id in SUPPLY:
                r = pygame.Rect(z.rect)
                draw.text(
                    canvas,
                    tr(SUPPLY[z.id]),
                    r.center,
                    13,
                    draw.mix(theme.CREAM, SAND, 0.5),
                    "center",
                    r.w - 6,
                    bold=True,
                )

    def draw_static(self, canvas: pygame.Surface) -> None:
        board = self.table.board
        try:
            from game.farshore.views import DATA

            icons, last, points = DATA.track_icons, DATA.track_last, DATA.track_points
        except Exception:  # noqa: BLE001 - no data: a plain track
            icons, last, points = frozenset(), -1, ()
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        for i in range(last + 1):
            r = board.rect(f"track:{i}")
            if r is None:
                continue
            if i in icons:
                pygame.draw.circle(layer, (*TREASURE, 200), (r.right - 9, r.y + 9), 6)
                pygame.draw.circle(layer, (*theme.INK, 200), (r.right - 9, r.y + 9), 6, 1)
        canvas.blit(layer, (0, 0))
        for i in range(last + 1):
            r = board.rect(f"track:{i}")
            if r is None:
                continue
            draw.text(
                canvas, str(i), (r.x + 5, r.y + 3), 15, theme.CREAM, "topleft", bold=True, shadow=(0, 0, 0)
            )
            if i < len(points) and points[i]:
                draw.text(
                    canvas,
                    f"{points[i]}",
                    (r.centerx, r.bottom - 3),
                    13,
                    draw.mix(theme.CREAM, TREASURE, 0.6),
                    "midbottom",
                )
        self._islands(canvas)
        self._places(canvas)
        if getattr(self.table, "players", 0) != 1:
            return
        rects = [board.rect(z) for z in RIVAL_ZONES]
        rects = [r for r in rects if r is not None]
        if not rects:
            return
        area = rects[0].unionall(rects[1:]).inflate(16, 16)
        area.y -= 30
        area.h += 30
        glass = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(glass, (*theme.world("farshore")["accent"], 40), area, border_radius=18)
        pygame.draw.rect(glass, (*theme.world("farshore")["accent"], 160), area, 2, border_radius=18)
        for r in rects:
            pygame.draw.rect(glass, (0, 0, 0, 58), r, border_radius=12)
            pygame.draw.rect(glass, (*theme.CREAM, 60), r, 2, border_radius=12)
        canvas.blit(glass, (0, 0))
        draw.text(
            canvas,
            tr("farshore.board.rival"),
            (area.x + 20, area.y + 21),
            22,
            theme.CREAM,
            "midleft",
            bold=True,
            shadow=(0, 0, 0),
        )
        for z, key in RIVAL_TITLES.items():
            r = board.rect(z)
            if r is not None:
                draw.text(canvas, tr(key), (r.x + 10, r.y + 5), 16, theme.CREAM, "topleft", bold=True)
