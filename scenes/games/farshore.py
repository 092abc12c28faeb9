"""Everdell Farshore at the table: the board's names, the boat track's numbers and treasure
spaces, the solo Rival's area (framed only in a one-player game), and each seat's city.

The city is one grid of ``CITY_SLOTS`` card places (the 15 that take space and the two space-free
cards, Shipwreck and Castaway): a card sits in the place of its index in the city, whichever zone
the rules file it under, and each worker spot ``seat:N:city:i`` is laid exactly over place ``i``,
so a worker stands on the card it visits and no two city cards overlap (``arrange_cities``).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from scenes import draw, theme
from scenes.games.base import TableSkin
from scenes.table.board import Zone
from scenes.table.placement import zone_slots

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
    "farshore.board.city_count": "{n} / {limit}",
    "farshore.board.workers": "Workers",
    "farshore.board.anchors": "Anchors",
    "farshore.board.boat": "Boat",
    "farshore.board.season": "Season",
    "farshore.board.resources": "Resources",
    "farshore.board.maps": "Maps",
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


CITY_SLOTS = 17  # 15 cards that take space + Shipwreck and Castaway, which take none
CITY_LIMIT = 15
CITY_TOP = 22  # the city's name line above its grid
SPOT_RE = re.compile(r"^seat:(\d+):city:(\d+)$")
# a seat's small boxes, named by a caption over their pieces (and on hover)
CAPTIONS = {
    "resources": "farshore.board.resources",
    "maps": "farshore.board.maps",
    "workers": "farshore.board.workers",
    "treasure": "farshore.board.treasure",
    "shells": "farshore.board.shells",
    "anchors": "farshore.board.anchors",
    "boat": "farshore.board.boat",
    "season": "farshore.board.season",
}
SEAT_BOX_RE = re.compile(r"^seat:\d+:([a-z_]+)$")


def shore_title(
    name: str, room: pygame.Rect, big: int = 15, floor: int = 11
) -> list[tuple[str, int, pygame.Rect]]:
    """A Shore location's name over its column, laid out by the ink of its letters: one line at the
    biggest size that fits, else two lines of whole words whose ink never overlaps (a line's
    descenders clear the next one's capitals), centred in ``room``; else one shortened line.
    Returns (line, size, ink rect on the canvas) per line."""

    def ink(line: str, size: int) -> pygame.Rect:
        return draw.render(line, size, theme.CREAM, True).get_bounding_rect()

    def placed(lines: list[str], size: int, gap: int) -> list[tuple[str, int, pygame.Rect]]:
        boxes = [ink(ln, size) for ln in lines]
        total = sum(b.h for b in boxes) + gap * (len(boxes) - 1)
        y = room.y + max(0, (room.h - total) // 2)
        out = []
        for ln, b in zip(lines, boxes, strict=True):
            out.append((ln, size, pygame.Rect(room.centerx - b.w // 2, y, b.w, b.h)))
            y += b.h + gap
        return out

    for size in range(big, big - 2, -1):  # one line, if it needs at most a point less
        if ink(name, size).w <= room.w:
            return placed([name], size, 0)
    gap = 2
    for size in range(big, floor - 1, -1):
        lines = draw.wrap(name, size, room.w, True)
        if len(lines) > 2 or any(ink(ln, size).w > room.w for ln in lines):
            continue
        if sum(ink(ln, size).h for ln in lines) + gap * (len(lines) - 1) <= room.h:
            return placed(lines, size, gap)
    return placed([draw.ellipsize(name, floor, room.w, True)], floor, 0)


def caption_seat_boxes(board: Any) -> None:
    """Give each seat's small boxes (resources, workers, anchors…) a ``caption`` and hover name."""
    zones: dict[str, Zone] = board.zones
    for zid, z in list(zones.items()):
        m = SEAT_BOX_RE.match(zid)
        if m and m.group(1) in CAPTIONS and z.prop("title") == "none":
            key = CAPTIONS[m.group(1)]
            zones[zid] = dataclasses.replace(z, properties={**z.properties, "caption": key, "label": key})


def arrange_cities(board: Any) -> None:
    """Lay each seat's city out as one grid of card places (see the module docstring).

    Changes only ``board.zones``: the city becomes a ``slots`` zone without the table's title line
    (the skin writes a smaller one with the count); the space-free cards share its grid (their own
    box goes, and the hand takes its room when it sat beside the hand); every worker spot is one
    place of the grid. Safe to run twice, and on the automatic layout too."""
    zones: dict[str, Zone] = board.zones
    for zid in list(zones):
        m = re.match(r"^seat:(\d+):city$", zid)
        if m is None:
            continue
        s = m.group(1)
        city = zones[zid]
        spots = [int(mm.group(2)) for z in zones if (mm := SPOT_RE.match(z)) and mm.group(1) == s]
        n = max(CITY_SLOTS, max(spots, default=-1) + 1)
        grid = {"layout": "slots", "slots": n, "slots_top": CITY_TOP, "title": "none"}
        city = zones[zid] = dataclasses.replace(city, properties={**city.properties, **grid})
        extra = zones.get(f"seat:{s}:city_nospace")
        hand = zones.get(f"seat:{s}:hand")
        if extra is not None and extra.rect != city.rect:
            er, hr = pygame.Rect(extra.rect), pygame.Rect(hand.rect) if hand is not None else None
            if hand is not None and hr is not None and hr.top == er.top and hr.h == er.h:
                u = hr.union(er)
                zones[hand.id] = dataclasses.replace(hand, rect=(u.x, u.y, u.w, u.h))
        if extra is not None:
            zones[extra.id] = dataclasses.replace(
                extra, rect=city.rect, properties={**extra.properties, **grid, "plate": "none"}
            )
        for i, r in enumerate(zone_slots(city)):
            sid = f"seat:{s}:city:{i}"
            spot = zones.get(sid)
            props = {"layout": "grid", "title": "none", "plate": "none"}
            rect = (r.x, r.y, r.w, r.h)
            zones[sid] = (
                Zone(sid, "seat", rect, properties=props)
                if spot is None
                else dataclasses.replace(spot, rect=rect, properties={**spot.properties, **props})
            )


class Skin(TableSkin):
    def arrange(self, board: Any, players: int) -> None:
        arrange_cities(board)
        caption_seat_boxes(board)

    def _captions(self, canvas: pygame.Surface) -> None:
        for s in range(self.table.players):
            for sub in CAPTIONS:
                z = self.table.board.zone(f"seat:{s}:{sub}")
                if z is None or not z.prop("caption"):
                    continue
                r = pygame.Rect(z.rect)
                name = tr(str(z.prop("caption")))
                size = 13
                while size > 10 and draw.font(size, True).size(name)[0] > r.w - 6:
                    size -= 1
                draw.text(
                    canvas,
                    name,
                    (r.centerx, r.bottom - 3),
                    size,
                    draw.mix(theme.CREAM, theme.BRASS, 0.3),
                    "midbottom",
                    r.w - 4,
                    bold=True,
                )

    def _cities_static(self, canvas: pygame.Surface) -> None:
        """Faint card places in each city, so its size and what is left show at a glance."""
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        for s in range(self.table.players):
            city = self.table.board.zone(f"seat:{s}:city")
            if city is None:
                continue
            for r in zone_slots(city):
                pygame.draw.rect(layer, (0, 0, 0, 50), r, border_radius=4)
                pygame.draw.rect(layer, (*theme.CREAM, 46), r, 1, border_radius=4)
        canvas.blit(layer, (0, 0))

    def draw_base(self, canvas: pygame.Surface) -> None:
        """Each city's name and count, and the workers on city cards drawn over the cards."""
        table = self.table
        layout = table.layout
        for s in range(table.players):
            city = table.board.zone(f"seat:{s}:city")
            if city is None:
                continue
            r = pygame.Rect(city.rect)
            n = len(layout.get(f"seat:{s}:city", ()))
            draw.text(
                canvas,
                tr("farshore.board.city"),
                (r.x + 10, r.y + 3),
                16,
                draw.mix(theme.CREAM, theme.BRASS, 0.3),
                "topleft",
                bold=True,
            )
            draw.text(
                canvas,
                tr("farshore.board.city_count", n=n, limit=CITY_LIMIT),
                (r.right - 10, r.y + 3),
                16,
                theme.BRASS_HOVER if n >= CITY_LIMIT else draw.mix(theme.CREAM, theme.BRASS, 0.3),
                "topright",
                bold=True,
            )
        for zid, placed in layout.items():
            if SPOT_RE.match(zid) is None:
                continue
            for p, pr in placed:
                if not table.moving(zid, p):
                    table.art.draw_piece(canvas, p.kind, p.face, pr, p.owner, p.count, p.label)

    def _islands(self, canvas: pygame.Surface) -> None:
        """A sandy slot under each island in play (the map holds four; fewer players use fewer)."""
        try:
            from game.farshore.view import DATA

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
        """Shore names over their columns (``shore_title``), and the supply's names under its piles."""
        board = self.table.board
        shore = [
            z for z in board.zones.values() if z.id.startswith("location:") or z.id == "lighthouse:workers"
        ]

        def title_of(z: Any) -> tuple[str, pygame.Rect]:
            key = z.prop("label") or ("farshore.board.lighthouse" if z.id.startswith("lighthouse") else z.id)
            r = pygame.Rect(z.rect)
            return tr(key), pygame.Rect(r.x + 3, r.y - 34, r.w - 6, 29)  # clear of the column's glow

        # one size for the whole row: the biggest every name fits at
        size = min((max(s for _l, s, _i in shore_title(*title_of(z))) for z in shore), default=15)
        for z in board.zones.values():
            if z in shore:
                r = pygame.Rect(z.rect)
                head = pygame.Rect(r.x, r.y - 36, r.w, r.h + 36)
                frame = pygame.Surface(head.size, pygame.SRCALPHA)
                pygame.draw.rect(frame, (0, 0, 0, 40), frame.get_rect(), border_radius=12)
                pygame.draw.rect(frame, (*theme.CREAM, 70), frame.get_rect(), 1, border_radius=12)
                canvas.blit(frame, head)
                for line, sz, ink in shore_title(*title_of(z), big=size):
                    img = draw.render(line, sz, theme.CREAM, True)
                    box = img.get_bounding_rect()
                    at = (ink.x - box.x, ink.y - box.y)
                    canvas.blit(draw.render(line, sz, (0, 0, 0), True), (at[0] + 1, at[1] + 1))
                    canvas.blit(img, at)
            elif z.id in SUPPLY:
                r = pygame.Rect(z.rect)
                name = tr(SUPPLY[z.id])
                size = 13
                while size > 11 and draw.font(size, True).size(name)[0] > r.w - 6:
                    size -= 1  # "Mushroom" in a narrow pile: a point smaller rather than cut
                draw.text(
                    canvas,
                    name,
                    r.center,
                    size,
                    draw.mix(theme.CREAM, SAND, 0.5),
                    "center",
                    r.w - 4,
                    bold=True,
                )

    def draw_static(self, canvas: pygame.Surface) -> None:
        board = self.table.board
        try:
            from game.farshore.view import DATA

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
        self._cities_static(canvas)
        self._captions(canvas)
        if self.table.players != 1:
            return
        rects = [r for r in (board.rect(z) for z in RIVAL_ZONES) if r is not None]
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
