"""What the Farshore board prints, drawn once into the table's static layer: each sea space's
number, points and treasure; the islands' sandy slots; each Shore location's name and what it
gives; the card places of every city and hand (so a city's size shows at a glance); the captions of
the Lighthouse corner; the solo Rival's frame. Words are the rules' (``tr`` of their keys) or the
board's own names (``strings``), all at 16 px or more.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import tr
from game.farshore.cards import short_ops
from game.farshore.data import DATA
from scenes import draw, theme
from scenes.games.farshore import art, faces
from scenes.games.farshore.geometry import CITY_PLACES, HAND_PLACES, TAB_MIN_W, tab_grid

SAND = faces.SAND
TREASURE = art.GOLD
RIVAL_ZONES = (
    "rival:city",
    "rival:maps",
    "rival:treasure",
    "rival:boat",
    "rival:pawn_location",
    "rival:pawn_bay",
)
PRINT_H = 74  # a Shore location's printed head (name and yield) above its workers
CAPTION_H = 20  # a caption line over a pile in the Lighthouse corner
CAPTIONS = {
    "deck:main": "farshore.board.deck",
    "discard:main": "farshore.board.discard",
    "reveal:main": "farshore.board.revealed",
    "play:main": "farshore.board.in_play",
}


def _name_lines(name: str, width: int) -> list[str]:
    return faces._two_lines(name, width)


def track(canvas: pygame.Surface, board: Any) -> None:
    """Each sea space: its number (top left), a treasure chest where the track has one (top right),
    and the points the boat scores there (bottom)."""
    icons, points = DATA.track_icons, DATA.track_points
    for i in range(DATA.track_last + 1):
        r = board.rect(f"track:{i}")
        if r is None:
            continue
        draw.text(canvas, str(i), (r.x + 4, r.y - 4), 16, theme.CREAM, "topleft", bold=True, shadow=(0, 0, 0))
        if i in icons:
            art.chest(canvas, (r.right - 10, r.y + 10), 8)
        if i < len(points):
            draw.text(
                canvas,
                str(points[i]),
                (r.centerx, r.bottom + 4),
                16,
                draw.mix(theme.CREAM, TREASURE, 0.55),
                "midbottom",
                bold=True,
                shadow=(0, 0, 0),
            )


def islands(canvas: pygame.Surface, board: Any, players: int) -> None:
    """A sandy slot under each island in play."""
    n = DATA.islands_face_up.get(players, 4)
    layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    for i in range(1, n + 1):
        r = board.rect(f"island:{i}")
        if r is not None:
            pygame.draw.rect(layer, (*SAND, 50), r, border_radius=12)
            pygame.draw.rect(layer, (*theme.CREAM, 110), r, 2, border_radius=12)
    canvas.blit(layer, (0, 0))


def location_marks(zid: str) -> list[tuple[str, int]] | None:
    lid = zid.split(":", 1)[1]
    spot = next((s for s in DATA.locations if s.id == lid), None)
    return art.op_marks(spot.do) if spot is not None else None


def shore(canvas: pygame.Surface, board: Any) -> None:
    """Each Shore location as a column: its name (whole, one or two lines), what it gives as marks
    (or, for the Docks, the Lookout and the Dunes, in the rules' short words), its workers below."""
    layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    cols = [z for z in board.zones.values() if z.id.startswith("location:") or z.id == "lighthouse:workers"]
    for z in cols:
        r = pygame.Rect(z.rect)
        pygame.draw.rect(layer, (0, 0, 0, 46), r, border_radius=10)
        pygame.draw.rect(layer, (*theme.CREAM, 80), r, 1, border_radius=10)
        head = pygame.Rect(r.x, r.y, r.w, PRINT_H)
        pygame.draw.rect(layer, (*SAND, 60), head, border_top_left_radius=10, border_top_right_radius=10)
    canvas.blit(layer, (0, 0))
    for z in cols:
        r = pygame.Rect(z.rect)
        key = "farshore.board.lighthouse" if z.id == "lighthouse:workers" else str(z.prop("label") or "")
        lines = _name_lines(tr(key), r.w - 2)
        y = r.y - 3
        for ln in lines:
            draw.text(
                canvas, ln, (r.centerx, y), 16, theme.CREAM, "midtop", r.w - 4, bold=True, shadow=(0, 0, 0)
            )
            y += 17
        mid = (r.centerx, r.y + PRINT_H - 14)
        marks = location_marks(z.id) if z.id.startswith("location:") else None
        if marks:
            d = 18
            while d > 12 and art.marks_width(marks, d) > r.w - 6:
                d -= 2
            art.marks_row(canvas, marks, mid, d, theme.CREAM)
        elif z.id == "lighthouse:workers":
            art.icon(canvas, "lighthouse", mid, 22, theme.CREAM)
        else:  # what it does, in the rules' short words (the Docks, the Lookout, the Dunes)
            words = location_words(z.id)
            lines = draw.wrap(words, 16, r.w - 6)
            top = y + max(2, (r.y + PRINT_H - 2 - y - 17 * len(lines)) // 2 - 6)  # under the name
            for ln in lines[: (r.y + PRINT_H - y) // 17]:
                draw.text(canvas, ln, (r.centerx, top), 16, theme.CREAM, "midtop", r.w - 4, shadow=(0, 0, 0))
                top += 17


def location_words(zid: str) -> str:
    """A location's action in the rules' short words, capitalised ("Claim a map tile")."""
    lid = zid.split(":", 1)[1]
    spot = next((s for s in DATA.locations if s.id == lid), None)
    words = short_ops(spot.do) if spot is not None else ""
    return words[:1].upper() + words[1:]


def places(canvas: pygame.Surface, board: Any, players: int, seats: list[int]) -> None:
    """Faint card places of every city and hand: a city's size, and what is left, show at a glance."""
    layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    for s in seats:
        city = board.rect(f"seat:{s}:city")
        if city is not None:
            for r in tab_grid((city.x, city.y, city.w, city.h), CITY_PLACES, TAB_MIN_W["city"])[:-1]:
                pygame.draw.rect(layer, (0, 0, 0, 50), r, border_radius=5)
                pygame.draw.rect(layer, (*theme.CREAM, 46), r, 1, border_radius=5)
        hand = board.rect(f"seat:{s}:hand")
        if hand is not None and hand.h >= 2 * 34:
            for r in tab_grid((hand.x, hand.y, hand.w, hand.h), HAND_PLACES, TAB_MIN_W["hand"]):
                pygame.draw.rect(layer, (0, 0, 0, 34), r, border_radius=5)
                pygame.draw.rect(layer, (*theme.CREAM, 30), r, 1, border_radius=5)
    if players == 1:
        city = board.rect("rival:city")
        if city is not None:
            for r in tab_grid((city.x, city.y, city.w, city.h), 21, TAB_MIN_W["city"]):
                pygame.draw.rect(layer, (0, 0, 0, 50), r, border_radius=5)
                pygame.draw.rect(layer, (*theme.CREAM, 46), r, 1, border_radius=5)
    canvas.blit(layer, (0, 0))


def corner(canvas: pygame.Surface, board: Any) -> None:
    """Captions over the deck, the discard pile and the revealed and played cards."""
    for zid, key in CAPTIONS.items():
        r = board.rect(zid)
        if r is None:
            continue
        low = zid == "play:main" and r.h < 100  # a low row: the caption on its left
        at = (r.x + 8, r.centery - 12) if low else (r.x + 6, r.y - 3)
        w = 100 if low else r.w - 10
        draw.text(canvas, tr(key), at, 16, draw.mix(theme.CREAM, theme.BRASS, 0.3), "topleft", w, bold=True)


SUPPLY_MARK = {"supply:treasure": "treasure", "supply:shells": "shell"}


def supply(canvas: pygame.Surface, board: Any) -> None:
    """The supply's piles: each prints its material (a token taken from it flies from there)."""
    for z in board.zones.values():
        if not z.id.startswith("supply:"):
            continue
        r = pygame.Rect(z.rect)
        what = SUPPLY_MARK.get(z.id, z.id.split(":", 1)[1])
        d = min(r.w, r.h) - 16
        for k, (dx, dy) in enumerate(((-5, 4), (4, 2), (0, -3))):  # a little heap of three
            art.mark(canvas, what, (r.centerx + dx, r.centery + dy - k), d)


def rival(canvas: pygame.Surface, board: Any) -> None:
    """The solo Rival's frame: its area, named, and its city's title."""
    rects = [r for r in (board.rect(z) for z in RIVAL_ZONES) if r is not None]
    if not rects:
        return
    area = rects[0].unionall(rects[1:]).inflate(16, 16)
    area.y -= 30
    area.h += 30
    accent = faces.LIGHTHOUSE_RED
    glass = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(glass, (*accent, 40), area, border_radius=18)
    pygame.draw.rect(glass, (*accent, 170), area, 2, border_radius=18)
    for z in RIVAL_ZONES[1:4]:  # its maps, treasure and boat (its pawn waits unframed)
        r = board.rect(z)
        if r is not None:
            pygame.draw.rect(glass, (0, 0, 0, 58), r, border_radius=8)
            pygame.draw.rect(glass, (*theme.CREAM, 60), r, 1, border_radius=8)
    canvas.blit(glass, (0, 0))
    art.sailboat(canvas, (area.x + 26, area.y + 18), 11, accent, pennant=(0x1A, 0x14, 0x12))
    draw.text(
        canvas,
        tr("farshore.board.rival"),
        (area.x + 44, area.y + 19),
        22,
        theme.CREAM,
        "midleft",
        area.w - 60,
        bold=True,
        shadow=(0, 0, 0),
    )
