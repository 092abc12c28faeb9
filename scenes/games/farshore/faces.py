"""The faces Farshore's tokens, markers and tiles print, drawn by our own code from the game's
data (``FACES`` declares each kind: what it is, its shape and colour; the tooltip names it with
the rules' words). A face is owner-free: the seat's colour is added where the piece lies (the
skin's base layer flies a boat's sail in it; tokens lie in their owner's player board).

Every face is drawn once per size and cached by the skin (``Faces``); text on a face is 16 px
or more, drawn through ``scenes.draw`` so the table's audit sees it.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import tr
from game.farshore.data import DATA
from scenes import draw, theme
from scenes.games.farshore import art
from scenes.games.farshore.palette import LIGHTHOUSE_RED, RES_COLOURS, SAND, SEA, SHALLOWS, TYPE_COLOURS

Colour = tuple[int, int, int]
WORKER_WOOD = (0xD8, 0xBE, 0x8E)
SEASON_COLOURS: dict[str, Colour] = {
    "winter": (0xCF, 0xE3, 0xEE),
    "spring": (0xB9, 0xDB, 0x9A),
    "summer": (0xF3, 0xD5, 0x6B),
    "autumn": (0xE5, 0xA0, 0x5E),
}
SEASON_ICON = {"spring": "sprout", "autumn": "falling_leaf"}  # winter and summer are drawn
CHART_ICON = {
    "kelp_chart": "leaf",
    "harbor_chart": "anchor",
    "council_chart": "scroll",
    "wanderer_chart": "compass",
    "crown_chart": "crown",
    "horizon_chart": "world",
}

# What each piece kind Farshore shows is, declared once: (the face's shape, its colour). The name a
# tooltip gives comes from the rules (``card_info``), never from here.
FACES: dict[str, tuple[str, Colour]] = {
    "driftwood": ("a weathered log", RES_COLOURS["driftwood"]),
    "seaweed": ("three kelp fronds", RES_COLOURS["seaweed"]),
    "seastone": ("a pebble of sea glass", RES_COLOURS["seastone"]),
    "mushroom": ("a spotted mushroom", RES_COLOURS["mushroom"]),
    "treasure": ("a treasure chest", art.GOLD),
    "shell": ("a scallop shell", art.SHELL),
    "anchor": ("an iron anchor", art.STEEL),
    "boat": ("a sailboat; its sail in the owner's colour", SAND),
    "boat_rival": ("the Rival's sailboat: a red sail and a black pennant", LIGHTHOUSE_RED),
    "rival_pawn": ("the Rival's pawn: a red figure with a black pennant", LIGHTHOUSE_RED),
    "worker": (
        "a wooden figure in its owner's colour with the seat's shape (still to come: bare wood)",
        SAND,
    ),
    "season": ("a season plaque with its name", SAND),
    "track": ("a boat and the number of its sea space", SEA),
    "map": ("a chart tile: its chart's mark and value", art.PARCHMENT),
    "island": ("an island tile: its name and what it gives", SAND),
    "wind": ("a wind tile: what it blows for", SEA),
}


def face_kind(kind: str, face: str) -> str | None:
    """Which entry of ``FACES`` draws a piece (None: the table's own art: cards and backs)."""
    if face in FACES and face not in ("season", "track", "map", "island", "wind"):
        return face
    if kind == "marker" and face.startswith("season:"):
        return "season"
    if kind == "marker" and face.startswith("track:"):
        return "track"
    if face.startswith("map:"):
        return "map"
    if face in DATA.islands or (face.startswith("closed:") and face[7:] in DATA.islands):
        return "island"
    if face in DATA.wind_a or face in DATA.wind_b:
        return "wind"
    return None


# ------------------------------------------------------------------------------------ the faces
def token(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A resource, treasure, shell or anchor token, or a boat, at ``size`` (its own shape: no disc)."""
    surf = art.blank(size)
    d = min(size)
    c = (size[0] / 2, size[1] / 2)
    r = d / 2 - 1
    if face in art.MATERIALS:
        art.MATERIALS[face](surf, c, r)
    elif face == "treasure":
        art.chest(surf, c, r)
    elif face == "shell":
        art.scallop(surf, c, r)
    elif face == "anchor":
        art.anchor(surf, c, r)
    elif face == "boat":
        art.sailboat(surf, c, r, theme.CREAM)
    elif face == "boat_rival":
        art.sailboat(surf, c, r, LIGHTHOUSE_RED, pennant=(0x1A, 0x14, 0x12))
    elif face == "worker":  # bare wood: the owner's colour is laid on it where it stands
        art.meeple(surf, c, r, WORKER_WOOD)
    elif face == "rival_pawn":
        art.meeple(surf, c, r, LIGHTHOUSE_RED)
        top = (c[0] + r * 0.05, c[1] - r * 0.95)
        pygame.draw.line(surf, (0x1A, 0x14, 0x12), top, (top[0], top[1] - r * 0.05 + r * 0.55), 1)
        flag = [(top[0], top[1]), (top[0] + r * 0.6, top[1] + r * 0.15), (top[0], top[1] + r * 0.32)]
        pygame.draw.polygon(surf, (0x1A, 0x14, 0x12), flag)
    return surf


def season(n: int, passed: bool, size: tuple[int, int]) -> pygame.Surface:
    """A seat's season as a plaque that says it: its mark and its name (the rules' word); once the
    seat has passed, "Passed" on its grey side. A narrow plaque prints the name alone (its colour
    still says the season)."""
    sid = DATA.seasons[n]["id"] if 0 <= n < len(DATA.seasons) else "winter"
    surf = art.blank(size)
    w, h = size
    col = (0xA9, 0xA3, 0x98) if passed else SEASON_COLOURS.get(sid, SAND)
    box = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, art.dark(col, 0.5), box.move(0, 1), border_radius=6)
    pygame.draw.rect(surf, col, box, border_radius=6)
    pygame.draw.rect(surf, art.dark(col, 0.5), box, 1, border_radius=6)
    name = tr("farshore.board.passed") if passed else tr(f"farshore.season.{sid}")
    tw = draw.font(16, True).size(name)[0]
    mark = min(h - 8, 18)
    if passed or tw + mark + 10 > box.w:
        mark = 0
    mc = (box.x + 3 + mark / 2, box.centery)
    ink = art.dark(col, 0.6)
    if mark and sid == "winter":
        for a in (0, 60, 120):
            dx, dy = math.cos(math.radians(a)) * mark / 2, math.sin(math.radians(a)) * mark / 2
            pygame.draw.line(surf, ink, (mc[0] - dx, mc[1] - dy), (mc[0] + dx, mc[1] + dy), 2)
    elif mark and sid == "summer":
        sun = (0xE0, 0x8A, 0x1E)
        pygame.draw.circle(surf, sun, (int(mc[0]), int(mc[1])), int(mark * 0.3))
        for a in range(0, 360, 45):
            dx, dy = math.cos(math.radians(a)), math.sin(math.radians(a))
            p0 = (mc[0] + dx * mark * 0.38, mc[1] + dy * mark * 0.38)
            pygame.draw.line(surf, sun, p0, (mc[0] + dx * mark / 2, mc[1] + dy * mark / 2), 2)
    elif mark:
        art.icon(surf, SEASON_ICON[sid], mc, mark, ink)
    x = int(mc[0] + mark / 2 + 3) if mark else box.centerx - tw // 2
    draw.text(surf, name, (x, box.centery), 16, theme.INK, "midleft", box.right - 2 - x, bold=True)
    return surf


def track_marker(n: int, size: tuple[int, int], rival: bool = False) -> pygame.Surface:
    """A seat's boat marker on its player board: the boat and the number of its sea space."""
    surf = art.blank(size)
    w, h = size
    d = min(h, w // 2 + 4)
    c = (d / 2, h / 2)
    if rival:
        art.sailboat(surf, c, d / 2 - 1, LIGHTHOUSE_RED, pennant=(0x1A, 0x14, 0x12))
    else:
        art.sailboat(surf, c, d / 2 - 1, theme.CREAM)
    draw.text(surf, str(n), (d + 1, h // 2), 16, theme.CREAM, "midleft", max(8, w - d - 1), bold=True)
    return surf


def chart_mark(surf: pygame.Surface, chart: str, c: tuple[float, float], d: int) -> None:
    art.icon(surf, CHART_ICON.get(chart, "compass"), c, d, (0x6B, 0x4A, 0x22))


def map_tile(chart: str, value: int, size: tuple[int, int], name: str) -> pygame.Surface:
    """A map tile: a parchment tile with its chart's mark and value; where there is room, its
    name too (in one or two lines at 16 px, whole, clear of the stack's count in the top right)."""
    surf = art.blank(size)
    w, h = size
    box = surf.get_rect()
    pygame.draw.rect(surf, art.PARCHMENT, box, border_radius=max(3, min(w, h) // 7))
    pygame.draw.rect(
        surf, (0xA8, 0x80, 0x4A), box, max(1, min(w, h) // 14), border_radius=max(3, min(w, h) // 7)
    )
    val = str(value)
    if w < 60:  # a small tile on a player board: the mark above, the value below
        chart_mark(surf, chart, (w / 2, h * 0.36), int(min(w, h) * 0.5))
        draw.text(surf, val, (w // 2, h - 1), 16, theme.INK, "midbottom", bold=True)
        return surf
    # the mark and the value in the top row (its right end is where the stack's count sits), the
    # name below in one or two lines across the whole tile
    chart_mark(surf, chart, (12, 11), 18)
    disc = (34, 11)
    pygame.draw.circle(surf, theme.BRASS, disc, 10)
    pygame.draw.circle(surf, art.dark(theme.BRASS, 0.4), disc, 10, 1)
    draw.text(surf, val, (disc[0], disc[1] + 1), 16, theme.INK, "center", bold=True)
    lines = _two_lines(name, w - 6)
    y = h - 17 * len(lines) - 2 - 6
    for ln in lines:
        draw.text(surf, ln, (3, y), 16, theme.INK, "topleft", w - 6, bold=True)
        y += 17
    return surf


def _two_lines(name: str, width: int) -> list[str]:
    """A name as one line, or two lines of whole words (a word wider than the line stays whole)."""
    if draw.font(16, True).size(name)[0] <= width or " " not in name:
        return [name]
    words = name.split()
    best = [name]
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        wa, wb = draw.font(16, True).size(a)[0], draw.font(16, True).size(b)[0]
        if max(wa, wb) <= width:
            return [a, b]
        if len(best) == 1 or max(wa, wb) < max(draw.font(16, True).size(s)[0] for s in best):
            best = [a, b]
    return best


def island(iid: str, closed: bool, size: tuple[int, int], name: str) -> pygame.Surface:
    """An island tile: sand and shallows, its name, and what it gives as marks (closed: grey, the
    tide over it)."""
    surf = art.blank(size)
    w, h = size
    box = surf.get_rect()
    sea = (0x7F, 0x8C, 0x8D) if closed else SHALLOWS
    pygame.draw.rect(surf, sea, box, border_radius=10)
    sand = (0xB9, 0xB4, 0xA8) if closed else SAND
    beach = box.inflate(-10, -10)
    pygame.draw.ellipse(surf, sand, beach.inflate(8, 0))
    pygame.draw.rect(surf, art.dark(sea, 0.35), box, 2, border_radius=10)
    lines = _two_lines(name, w - 10)
    y = 4
    for ln in lines:
        draw.text(surf, ln, (w // 2, y), 16, theme.INK, "midtop", w - 8, bold=True)
        y += 17
    marks = art.op_marks(DATA.islands[iid].do)
    if closed:
        for i in range(3):  # the tide over the island
            yy = h - 14 - i * 7
            pts = [(x, yy + 3 * math.sin(x / 5)) for x in range(6, w - 5, 3)]
            if len(pts) > 1:
                pygame.draw.lines(surf, (0xE8, 0xF1, 0xF5), False, pts, 2)
    elif marks:
        d = 20
        while d > 14 and art.marks_width(marks, d) > w - 8:
            d -= 2
        art.marks_row(surf, marks, (w // 2, h - 4 - d // 2), d, theme.INK)
    else:
        art.icon(surf, "card_play", (w / 2, h - 16), 24, art.dark(sand, 0.6))
    return surf


def wind_lines(text: str, first: int, rest: int) -> list[str]:
    """``text`` in lines of whole words: the first no wider than ``first``, the others ``rest``."""
    f = draw.font(16)
    text = " ".join(text.split())
    cuts = [0, *draw.breaks(text), len(text)]  # at spaces, and between Chinese characters
    lines: list[str] = []
    line = ""
    for piece in (text[a:b] for a, b in zip(cuts, cuts[1:], strict=False)):
        trial = line + piece
        if f.size(trial.rstrip())[0] <= (first if not lines else rest) or not line:
            line = trial
        else:
            lines.append(line.rstrip())
            line = piece
    if line.strip():
        lines.append(line.rstrip())
    return lines


def wind(wid: str, size: tuple[int, int], text: str) -> pygame.Surface:
    """A wind tile: an edge and a sail in the colour it blows for (a card type) or the sea's (a
    keyword pair), and its words (the rules')."""
    surf = art.blank(size)
    w, h = size
    match = dict(DATA.wind_a.get(wid) or DATA.wind_b.get(wid) or {})
    col = TYPE_COLOURS.get(str(match.get("type", "")), SEA)
    box = surf.get_rect()
    pygame.draw.rect(surf, theme.CREAM, box, border_radius=8)
    band = pygame.Rect(0, 0, 10, h)
    pygame.draw.rect(surf, col, band, border_top_left_radius=8, border_bottom_left_radius=8)
    art.sailboat(surf, (w - 16, h - 14), 11, col)  # the boat it sails, in the bottom right corner
    pygame.draw.rect(surf, art.dark(col, 0.3), box, 2, border_radius=8)
    # the words: the first line clear of the top right corner (the stack's count badge sits
    # there), the rest across the tile; whole, in as many lines as the tile holds
    lines = wind_lines(text, w - band.w - 28, w - band.w - 34)
    y = max(-4, (h - 17 * len(lines)) // 2 - 6)
    for ln in lines:
        draw.text(surf, ln, (band.w + 5, y), 16, theme.INK, "topleft", w - band.w - 8)
        y += 17
    return surf
