"""Farshore's cards at the sizes the board gives them, composed from the rules' ``card_info``.

Every card on the board is a *tab*: the card's colour (its type), its name whole at 16 px (one
line, or two lines of whole words), its points on a disc, and where there is room its cost by
resource (one chip per resource, the number beside it) and its effect, whole (in as many lines as
the card holds, or not at all). A destination card prints the spot its worker stands on (a paw at its right end), and a
construction leaves room left of its points for the anchor the skin puts on it once anchored. The
top right corner stays free for a stack's count badge (the Bay). The hover zoom (the table's)
gives the whole card.
"""

from __future__ import annotations

import itertools
from typing import Any

import pygame

from game.farshore.data import DATA
from scenes import draw, theme
from scenes.games.farshore import art
from scenes.games.farshore.geometry import TAB_MIN_W
from scenes.games.farshore.palette import RES_COLOURS

NAME = 16  # every word on a tab, the floor of the table
LINE = 17  # two lines of 16 px bold: their letters never touch
DISC = 20  # the points disc
CHIP = 20  # a cost chip
PAW = 20  # a destination's worker spot
ANCHOR = 18  # the room a construction keeps for its anchor
FULL = (120, 168)  # the table's own card (drawn by the table's art)


def name_lines(name: str, width: int) -> list[str] | None:
    """The name in one line or two lines of whole words within ``width`` (None: it does not fit)."""
    f = draw.font(NAME, True)
    if f.size(name)[0] <= width:
        return [name]
    words = name.split()
    fits = []
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        if f.size(a)[0] <= width and f.size(b)[0] <= width:
            fits.append((f.size(b)[0], [a, b]))
    return min(fits)[1] if fits else None


def whole_words(text: str, width: int, size: int = NAME, bold: bool = False) -> bool:
    """Whether ``text`` wraps within ``width`` at its own breaks (spaces, between CJK
    characters), no word wider than the line and so none cut by characters."""
    f = draw.font(size, bold)
    for para in text.split("\n"):
        cuts = [0, *draw.breaks(para), len(para)]
        if any(f.size(para[a:b].strip())[0] > width for a, b in itertools.pairwise(cuts)):
            return False
    return True


def _ink_for(c: tuple[int, int, int]) -> tuple[int, int, int]:
    return theme.INK if sum(c) > 420 else theme.CREAM


def cost_chip(surf: pygame.Surface, res: str, n: int, centre: tuple[int, int], d: int = CHIP) -> None:
    """One resource of a cost: its material's mark with the number on a dark tag beside it, so
    neither covers the other."""
    art.mark(surf, res, (centre[0] + 3, centre[1]), d - 4)
    tag = pygame.Rect(0, 0, 12, 17)
    tag.midleft = (centre[0] - d // 2 - 5, centre[1])
    pygame.draw.rect(surf, draw.mix(RES_COLOURS[res], (0, 0, 0), 0.55), tag, border_radius=4)
    draw.text(surf, str(n), tag.center, NAME, theme.CREAM, "center", bold=True)


CHIP_STEP = CHIP + 10  # a chip and its number tag


def points_disc(surf: pygame.Surface, points: Any, centre: tuple[int, int]) -> None:
    pygame.draw.circle(surf, theme.CREAM, centre, DISC // 2)
    pygame.draw.circle(surf, theme.INK, centre, DISC // 2, 1)
    s = str(points)
    draw.text(surf, s, (centre[0], centre[1] + 1), NAME, theme.INK, "center", bold=True)


def paw(surf: pygame.Surface, centre: tuple[int, int], band: tuple[int, int, int]) -> None:
    """A destination's printed worker spot: a pale ring with a paw in it."""
    ring = draw.mix(band, theme.CREAM, 0.6)
    pygame.draw.circle(surf, draw.mix(band, (0, 0, 0), 0.25), centre, PAW // 2)
    pygame.draw.circle(surf, ring, centre, PAW // 2, 2)
    cx, cy = centre
    pygame.draw.circle(surf, ring, (cx, cy + 3), 3)
    for dx, dy in ((-4, -2), (-1, -5), (2, -5), (5, -2)):
        pygame.draw.circle(surf, ring, (cx + dx, cy + dy), 1)


INK_TOP = 6  # a 16 px bold line's letters start this far below where it is drawn


def _line(
    surf: pygame.Surface, s: str, x: int, ink_top: int, colour: Any, width: int, bold: bool = True
) -> None:
    draw.text(surf, s, (x, ink_top - INK_TOP), NAME, colour, "topleft", width, bold=bold)


def tab(face: str, size: tuple[int, int], info: dict[str, Any]) -> pygame.Surface:
    """A card as a tab of ``size`` (see the module docstring)."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    col = info.get("colour")
    c3 = tuple(int(v) for v in col[:3]) if isinstance(col, (list, tuple)) else theme.BRASS
    band = (c3[0], c3[1], c3[2])
    ink = _ink_for(band)
    radius = max(4, min(8, h // 6))
    body = surf.get_rect()
    pygame.draw.rect(surf, band, body, border_radius=radius)
    pygame.draw.line(surf, draw.mix(band, (255, 255, 255), 0.2), (radius, 1), (w - radius, 1), 1)
    pygame.draw.rect(surf, draw.mix(band, (0, 0, 0), 0.45), body, 1, border_radius=radius)
    card = DATA.cards.get(face)
    name = str(info.get("name", ""))
    points = info.get("points")
    # a city tab leaves the cost out (the card is built); a hand, Bay or revealed card prints it
    tall = h >= 2 * LINE + CHIP + 4  # a Bay or revealed card: name, then cost and points, then words
    priced = tall or w >= TAB_MIN_W["hand"]
    parts = [(str(r), int(n)) for r, n in info.get("cost_parts") or ()] if priced else []
    dest = card is not None and card.type == "destination"
    build = card is not None and card.kind == "construction"
    f = draw.font(NAME, True)
    room = w - 5  # "Cartographer" on a city tab of 110
    lines = name_lines(name, room) or [draw.ellipsize(name, NAME, room, True)]
    # the cluster at the right end of the bottom row: [anchor room][points][paw]
    cluster = (ANCHOR if build else 0) + (DISC + 2 if points is not None else 0) + (PAW + 2 if dest else 0)
    chips_w = len(parts) * CHIP_STEP
    if tall:
        top = 2
        for ln in lines:
            _line(surf, ln, 3, top, ink, room)
            top += LINE
        row = top + 1
        right = w - 3
        for i, (res, n) in enumerate(parts):
            cost_chip(surf, res, n, (4 + 12 + i * CHIP_STEP + CHIP // 2 - 2, row + CHIP // 2))
        _cluster(surf, band, points, dest, (right, row + CHIP // 2))
        text_top = row + CHIP + 2
        n_text = (h - text_top) // LINE
        text = str(info.get("text", "") or "")
        tl = draw.wrap(text, NAME, room) if text and whole_words(text, room) else []
        if 0 < len(tl) <= n_text:  # the effect whole, in whole words, or not at all (the zoom gives it)
            for ln in tl:
                _line(surf, ln, 3, text_top, ink, room, bold=False)
                text_top += LINE
        return surf
    # a strip: the name in the top (and second) line, the cluster at the bottom right, the cost
    # chips right-aligned in whichever line has room beside the name
    first = max(0, (h - 2 * LINE) // 2)
    for i, ln in enumerate(lines):
        _line(surf, ln, 3, first + i * LINE, ink, room)
    bottom = h - 2 - CHIP // 2
    _cluster(surf, band, points, dest, (w - 3, bottom))
    if parts:
        widths = [f.size(ln)[0] for ln in lines] + [0]
        rows = [(bottom, widths[1] if len(lines) == 2 else 0, cluster), (first + CHIP // 2, widths[0], 0)]
        for cy, used, keep in rows:
            x0 = w - 3 - keep - chips_w
            if 4 + used + 4 <= x0:
                for i, (res, n) in enumerate(parts):
                    cost_chip(surf, res, n, (x0 + 12 + i * CHIP_STEP + CHIP // 2 - 2, cy))
                break
    return surf


def _cluster(
    surf: pygame.Surface, band: tuple[int, int, int], points: Any, dest: bool, at: tuple[int, int]
) -> None:
    """The points disc and a destination's paw, right-aligned at ``at`` (their centre line)."""
    right, cy = at
    if dest:
        paw(surf, (right - PAW // 2, cy), band)
        right -= PAW + 2
    if points is not None:
        points_disc(surf, points, (right - DISC // 2, cy))


def goods_room(rect: pygame.Rect, face: str) -> pygame.Rect:
    """The bottom row of a one-line tab left of its points (and anchor): where the goods a
    Warehouse stores are shown."""
    spot = anchor_spot(rect, face)
    right = spot.left - 2 if spot is not None else rect.right - 3 - DISC - 2
    return pygame.Rect(rect.x + 3, rect.bottom - 2 - CHIP, max(0, right - rect.x - 3), CHIP)


def anchor_spot(rect: pygame.Rect, face: str) -> pygame.Rect | None:
    """Where a construction tab in ``rect`` shows its anchor (left of its points)."""
    card = DATA.cards.get(face)
    if card is None or card.kind != "construction":
        return None
    right = rect.right - 3
    if card.type == "destination":
        right -= PAW + 2
    right -= DISC + 2
    r = pygame.Rect(0, 0, ANCHOR, ANCHOR)
    r.midright = (right, rect.bottom - 2 - CHIP // 2)
    return r


def paw_spot(rect: pygame.Rect) -> pygame.Rect:
    """Where a worker stands on a destination tab in ``rect``: its printed paw."""
    d = max(14, min(PAW + 2, rect.h - 2))
    r = pygame.Rect(0, 0, d, d)
    r.center = (rect.right - 3 - PAW // 2, rect.bottom - 2 - CHIP // 2)
    return r
