"""The faces Farshore's tokens, markers and tiles print, drawn by our own code from the game's
data (``FACES`` declares each kind: what it is, its shape and colour; the tooltip names it with
the rules' words). A face is owner-free: the seat's colour is added where the piece lies (the
skin's base layer flies a boat's sail in it; tokens lie in their owner's player board).

Every face is drawn once per size and cached by the skin (``Faces``); text on a face is 16 px
or more, drawn through ``scenes.draw`` so the table's audit sees it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import tr
from game.farshore.cards import LIGHTHOUSE_RED, RES_COLOURS, SAND, SEA, SHALLOWS, TYPE_COLOURS
from game.farshore.data import DATA, RES
from scenes import draw, theme

Colour = tuple[int, int, int]
WOOD_DARK = (0x5C, 0x3B, 0x22)
GOLD = (0xD4, 0xAF, 0x37)
STEEL = (0x5E, 0x68, 0x70)
SHELL = (0xF2, 0xC9, 0xA6)
PARCHMENT = (0xEC, 0xDC, 0xB4)
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
    "treasure": ("a treasure chest", GOLD),
    "shell": ("a scallop shell", SHELL),
    "anchor": ("an iron anchor", STEEL),
    "boat": ("a sailboat; its sail in the owner's colour", SAND),
    "boat_rival": ("the Rival's sailboat: a red sail and a black pennant", LIGHTHOUSE_RED),
    "rival_pawn": ("the Rival's pawn: a red figure with a black pennant", LIGHTHOUSE_RED),
    "season": ("a season plaque with its name", SAND),
    "track": ("a boat and the number of its sea space", SEA),
    "map": ("a chart tile: its chart's mark and value", PARCHMENT),
    "island": ("an island tile: its name and what it gives", SAND),
    "wind": ("a wind tile: what it blows for", SEA),
}


def face_kind(kind: str, face: str) -> str | None:
    """Which entry of ``FACES`` draws a piece (None: the table's own art: cards, workers, backs)."""
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


def _surface(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)


def _dark(c: Colour, t: float = 0.45) -> Colour:
    return draw.mix(c, (0, 0, 0), t)


def _light(c: Colour, t: float = 0.4) -> Colour:
    return draw.mix(c, (255, 255, 255), t)


def _icon(surf: pygame.Surface, name: str, centre: tuple[float, float], d: int, colour: Colour) -> bool:
    try:
        a = draw.assets()
        if not a.has_icon(name):
            return False
        ic = a.icon(name, max(6, d), colour)
    except Exception:  # noqa: BLE001 - an icon is a nicety
        return False
    surf.blit(ic, ic.get_rect(center=(int(centre[0]), int(centre[1]))))
    return True


# ------------------------------------------------------------------------------------ materials
def driftwood(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A weathered log lying aslant, its cut end showing rings."""
    col = RES_COLOURS["driftwood"]
    ang = math.radians(-28)
    dx, dy = math.cos(ang), math.sin(ang)
    nx, ny = -dy, dx
    half, thick = r * 0.92, r * 0.36
    a = (c[0] - dx * half, c[1] - dy * half)
    b = (c[0] + dx * half, c[1] + dy * half)
    body = [
        (a[0] + nx * thick, a[1] + ny * thick),
        (b[0] + nx * thick, b[1] + ny * thick),
        (b[0] - nx * thick, b[1] - ny * thick),
        (a[0] - nx * thick, a[1] - ny * thick),
    ]
    pygame.draw.polygon(surf, _dark(col, 0.35), [(x, y + max(1, r / 8)) for x, y in body])
    pygame.draw.polygon(surf, col, body)
    for k in (-0.35, 0.2):  # grain
        p0 = (a[0] + nx * thick * k + dx * r * 0.2, a[1] + ny * thick * k + dy * r * 0.2)
        p1 = (b[0] + nx * thick * k - dx * r * 0.4, b[1] + ny * thick * k - dy * r * 0.4)
        pygame.draw.line(surf, _light(col, 0.3), p0, p1, max(1, int(r / 9)))
    pygame.draw.polygon(surf, _dark(col, 0.5), body, max(1, int(r / 9)))
    end = pygame.Rect(0, 0, int(thick * 1.3), int(thick * 2))
    end.center = (int(b[0]), int(b[1]))
    pygame.draw.ellipse(surf, _light(col, 0.45), end)
    pygame.draw.ellipse(surf, _dark(col, 0.5), end, max(1, int(r / 9)))
    inner = end.inflate(-end.w // 2, -end.h // 2)
    pygame.draw.ellipse(surf, _dark(col, 0.3), inner, 1)


def seaweed(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """Three kelp fronds rising from one holdfast."""
    col = RES_COLOURS["seaweed"]
    base = (c[0], c[1] + r * 0.9)
    for k, (lean, tint) in enumerate(((-0.55, 0.0), (0.5, 0.12), (0.0, 0.25))):
        top = (c[0] + lean * r, c[1] - r * (0.95 - 0.12 * abs(lean)))
        pts_l, pts_r = [], []
        for i in range(7):
            t = i / 6
            x = base[0] + (top[0] - base[0]) * t + math.sin(t * math.pi * 2 + k) * r * 0.12
            y = base[1] + (top[1] - base[1]) * t
            w = r * 0.22 * math.sin(math.pi * min(1.0, t * 1.15 + 0.05))
            pts_l.append((x - w, y))
            pts_r.append((x + w, y))
        blade = pts_l + pts_r[::-1]
        fill = _light(col, tint)
        pygame.draw.polygon(surf, fill, blade)
        pygame.draw.polygon(surf, _dark(col, 0.5), blade, max(1, int(r / 10)))


def seastone(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A frosted pebble of sea glass with a glint."""
    col = RES_COLOURS["seastone"]
    angles = (200, 250, 305, 355, 40, 95, 150)
    radii = (0.92, 0.84, 0.95, 0.82, 0.9, 0.8, 0.88)
    pts = [
        (c[0] + r * k * math.cos(math.radians(a)), c[1] + r * 0.82 * k * math.sin(math.radians(a)))
        for a, k in zip(angles, radii, strict=True)
    ]
    pygame.draw.polygon(surf, _dark(col, 0.45), [(x, y + max(1, r / 7)) for x, y in pts])
    pygame.draw.polygon(surf, draw.mix(col, (0x9F, 0xE8, 0xD8), 0.35), pts)
    shine = [(c[0] + (x - c[0]) * 0.55 - r * 0.18, c[1] + (y - c[1]) * 0.5 - r * 0.18) for x, y in pts]
    pygame.draw.polygon(surf, _light(col, 0.55), shine)
    pygame.draw.polygon(surf, _dark(col, 0.5), pts, max(1, int(r / 9)))
    pygame.draw.circle(surf, (255, 255, 255), (int(c[0] - r * 0.32), int(c[1] - r * 0.3)), max(1, int(r / 7)))


def mushroom(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A spotted cap on a pale stem."""
    col = RES_COLOURS["mushroom"]
    cap = draw.mix(col, (0xB0, 0x3A, 0x2E), 0.35)
    stem = pygame.Rect(0, 0, int(r * 0.62), int(r * 0.95))
    stem.midbottom = (int(c[0]), int(c[1] + r * 0.92))
    pygame.draw.rect(surf, _dark(theme.CREAM, 0.3), stem.move(0, 1), border_radius=max(2, stem.w // 3))
    pygame.draw.rect(surf, theme.CREAM, stem, border_radius=max(2, stem.w // 3))
    pygame.draw.rect(
        surf, _dark(theme.CREAM, 0.5), stem, max(1, int(r / 10)), border_radius=max(2, stem.w // 3)
    )
    dome = pygame.Rect(0, 0, int(r * 1.9), int(r * 1.4))
    dome.center = (int(c[0]), int(c[1] - r * 0.12))
    half = _surface(dome.size)
    pygame.draw.ellipse(half, cap, half.get_rect())
    pygame.draw.ellipse(half, _dark(cap, 0.5), half.get_rect(), max(1, int(r / 9)))
    half.fill((0, 0, 0, 0), pygame.Rect(0, dome.h // 2 + 1, dome.w, dome.h))
    pygame.draw.line(half, _dark(cap, 0.5), (1, dome.h // 2), (dome.w - 2, dome.h // 2), max(1, int(r / 9)))
    surf.blit(half, dome.topleft)
    for fx, fy, fr in ((-0.45, -0.45, 0.16), (0.15, -0.62, 0.13), (0.5, -0.3, 0.12)):
        pygame.draw.circle(surf, theme.CREAM, (int(c[0] + fx * r), int(c[1] + fy * r)), max(1, int(fr * r)))


MATERIALS: dict[str, Callable[[pygame.Surface, tuple[float, float], float], None]] = {
    "driftwood": driftwood,
    "seaweed": seaweed,
    "seastone": seastone,
    "mushroom": mushroom,
}


def chest(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A small treasure chest with gold bands and a lock."""
    wood = (0x8A, 0x55, 0x2C)
    body = pygame.Rect(0, 0, int(r * 1.8), int(r * 1.05))
    body.midbottom = (int(c[0]), int(c[1] + r * 0.8))
    lid = pygame.Rect(body.x, body.y - int(r * 0.62), body.w, int(r * 0.9))
    pygame.draw.rect(surf, _dark(wood, 0.4), body.move(0, 2), border_radius=3)
    pygame.draw.ellipse(surf, wood, lid)
    pygame.draw.rect(surf, wood, body, border_radius=3)
    edge = _dark(wood, 0.55)
    pygame.draw.ellipse(surf, edge, lid, max(1, int(r / 10)))
    pygame.draw.rect(surf, edge, body, max(1, int(r / 10)), border_radius=3)
    for fx in (0.28, 0.72):
        x = body.x + int(body.w * fx)
        pygame.draw.line(surf, GOLD, (x, lid.y + 2), (x, body.bottom - 2), max(2, int(r / 5)))
    pygame.draw.line(surf, GOLD, (body.x + 1, body.y), (body.right - 2, body.y), max(2, int(r / 6)))
    lock = pygame.Rect(0, 0, max(3, int(r * 0.34)), max(4, int(r * 0.4)))
    lock.center = (body.centerx, body.y + 1)
    pygame.draw.rect(surf, GOLD, lock, border_radius=2)
    pygame.draw.rect(surf, _dark(GOLD, 0.5), lock, 1, border_radius=2)


def scallop(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """A scallop shell: a ribbed fan on two little ears."""
    hinge = (c[0], c[1] + r * 0.78)
    arc = [
        (c[0] + r * 0.95 * math.cos(math.radians(a)), c[1] - r * 0.05 + r * 0.85 * math.sin(math.radians(a)))
        for a in range(192, 349, 12)
    ]
    fan = [hinge, *arc]
    ears = [
        (hinge[0] - r * 0.42, hinge[1] - r * 0.1),
        (hinge[0] + r * 0.42, hinge[1] - r * 0.1),
        (hinge[0] + r * 0.3, hinge[1] + r * 0.14),
        (hinge[0] - r * 0.3, hinge[1] + r * 0.14),
    ]
    pygame.draw.polygon(surf, _dark(SHELL, 0.35), [(x, y + max(1, r / 8)) for x, y in fan])
    pygame.draw.polygon(surf, _dark(SHELL, 0.1), ears)
    pygame.draw.polygon(surf, SHELL, fan)
    for x, y in arc[1:-1:2]:
        pygame.draw.line(surf, _dark(SHELL, 0.3), hinge, (x, y), max(1, int(r / 10)))
    pygame.draw.polygon(surf, _dark(SHELL, 0.55), fan, max(1, int(r / 9)))
    pygame.draw.polygon(surf, _dark(SHELL, 0.55), ears, 1)


def anchor(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """An iron anchor on a pale disc, so it reads on the sea and on a player board alike."""
    pygame.draw.circle(surf, _dark(STEEL, 0.4), (int(c[0]), int(c[1] + max(1, r / 8))), int(r))
    pygame.draw.circle(surf, draw.mix(STEEL, theme.CREAM, 0.72), (int(c[0]), int(c[1])), int(r))
    pygame.draw.circle(surf, _dark(STEEL, 0.3), (int(c[0]), int(c[1])), int(r), max(1, int(r / 8)))
    if not _icon(surf, "anchor", c, int(r * 1.45), _dark(STEEL, 0.35)):
        pygame.draw.line(surf, STEEL, (c[0], c[1] - r * 0.6), (c[0], c[1] + r * 0.6), 3)


def sailboat(
    surf: pygame.Surface, c: tuple[float, float], r: float, sail: Colour, pennant: Colour | None = None
) -> None:
    """A small sailboat: a wooden hull, a mast and a sail in ``sail`` (a seat's colour)."""
    hull = [
        (c[0] - r * 0.95, c[1] + r * 0.35),
        (c[0] + r * 0.95, c[1] + r * 0.35),
        (c[0] + r * 0.6, c[1] + r * 0.85),
        (c[0] - r * 0.6, c[1] + r * 0.85),
    ]
    mast_x = c[0] - r * 0.05
    main = _main_sail(c, r)
    jib = [
        (mast_x - r * 0.08, c[1] - r * 0.7),
        (mast_x - r * 0.08, c[1] + r * 0.25),
        (c[0] - r * 0.7, c[1] + r * 0.25),
    ]
    outline = _dark(WOOD_DARK, 0.4)
    w = max(1, int(r / 9))
    for poly, col in ((main, sail), (jib, _light(sail, 0.25))):
        pygame.draw.polygon(surf, col, poly)
        pygame.draw.polygon(surf, outline, poly, w)
    pygame.draw.line(surf, outline, (mast_x, c[1] - r * 0.95), (mast_x, c[1] + r * 0.4), max(1, int(r / 7)))
    if pennant is not None:
        flag = [(mast_x, c[1] - r * 0.98), (mast_x - r * 0.55, c[1] - r * 0.82), (mast_x, c[1] - r * 0.66)]
        pygame.draw.polygon(surf, pennant, flag)
    pygame.draw.polygon(surf, (0x7A, 0x4E, 0x2A), hull)
    pygame.draw.polygon(surf, outline, hull, w)


def _main_sail(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    mast_x = c[0] - r * 0.05
    return [
        (mast_x + r * 0.08, c[1] - r * 0.9),
        (mast_x + r * 0.08, c[1] + r * 0.25),
        (c[0] + r * 0.8, c[1] + r * 0.25),
    ]


def _jib(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    mast_x = c[0] - r * 0.05
    return [
        (mast_x - r * 0.08, c[1] - r * 0.7),
        (mast_x - r * 0.08, c[1] + r * 0.25),
        (c[0] - r * 0.7, c[1] + r * 0.25),
    ]


def sail(canvas: pygame.Surface, rect: pygame.Rect, colour_index: int | None, marker: bool = False) -> None:
    """The owner's colour on a boat drawn by ``token`` (on the track) or ``track_marker`` (on its
    player board): its main sail in the seat's colour, the seat's shape on it (None: the Rival's
    red sails and black pennant)."""
    if marker:
        d = min(rect.h, rect.w // 2 + 4)
        c, r = (rect.x + d / 2, rect.y + rect.h / 2), d / 2 - 1
    else:
        c, r = (rect.x + rect.w / 2, rect.y + rect.h / 2), min(rect.size) / 2 - 1
    col = theme.seat_colour(colour_index) if colour_index is not None else LIGHTHOUSE_RED
    for poly, fill in ((_jib(c, r), _light(col, 0.3)), (_main_sail(c, r), col)):
        pygame.draw.polygon(canvas, fill, poly)
        pygame.draw.polygon(canvas, _dark(WOOD_DARK, 0.4), poly, max(1, int(r / 9)))
    if colour_index is None:
        mast_x = c[0] - r * 0.05
        flag = [(mast_x, c[1] - r * 0.98), (mast_x - r * 0.55, c[1] - r * 0.82), (mast_x, c[1] - r * 0.66)]
        pygame.draw.polygon(canvas, (0x1A, 0x14, 0x12), flag)
        return
    pts = _main_sail(c, r)
    cx = (pts[0][0] + pts[1][0] + pts[2][0]) / 3
    cy = (pts[0][1] + pts[1][1] + pts[2][1]) / 3 + r * 0.05
    draw.shape(canvas, theme.seat_shape(colour_index), (cx, cy), max(2.5, r * 0.2), theme.CREAM, theme.INK, 1)


def tooltip(canvas: pygame.Surface, text: str, near: pygame.Rect) -> pygame.Rect:
    """A small dark box of words above ``near`` (below it when there is no room), on the canvas."""
    w = min(420, draw.font(20).size(text)[0] + 28)
    lines = draw.wrap(text, 20, w - 28)
    h = 25 * len(lines) + 14
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (near.centerx, near.top - 8)
    if box.top < 8:
        box.midtop = (near.centerx, near.bottom + 8)
    box.clamp_ip(pygame.Rect(8, 8, 1904, 1064))
    pygame.draw.rect(canvas, theme.INK, box, border_radius=8)
    pygame.draw.rect(canvas, theme.BRASS, box, 1, border_radius=8)
    for i, ln in enumerate(lines):
        draw.text(canvas, ln, (box.x + 14, box.y + 7 + 25 * i), 20, theme.CREAM, "topleft")
    return box


def meeple(surf: pygame.Surface, c: tuple[float, float], r: float, col: Colour) -> None:
    k = r / 22
    pts = [(22, 3), (28, 6), (29, 13), (27, 17), (40, 21), (42, 27), (31, 28), (35, 42), (25, 42), (22, 34)]
    pts += [(19, 42), (9, 42), (13, 28), (2, 27), (4, 21), (17, 17), (15, 13), (16, 6)]
    poly = [(c[0] + (x - 22) * k, c[1] + (y - 22) * k) for x, y in pts]
    pygame.draw.polygon(surf, _dark(col, 0.45), [(x, y + max(1, r / 9)) for x, y in poly])
    pygame.draw.polygon(surf, col, poly)
    pygame.draw.polygon(surf, _dark(col, 0.55), poly, max(1, int(r / 10)))


# ------------------------------------------------------------------------------------ the faces
def token(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A resource, treasure, shell or anchor token, or a boat, at ``size`` (its own shape: no disc)."""
    surf = _surface(size)
    d = min(size)
    c = (size[0] / 2, size[1] / 2)
    r = d / 2 - 1
    if face in MATERIALS:
        MATERIALS[face](surf, c, r)
    elif face == "treasure":
        chest(surf, c, r)
    elif face == "shell":
        scallop(surf, c, r)
    elif face == "anchor":
        anchor(surf, c, r)
    elif face == "boat":
        sailboat(surf, c, r, theme.CREAM)
    elif face == "boat_rival":
        sailboat(surf, c, r, LIGHTHOUSE_RED, pennant=(0x1A, 0x14, 0x12))
    elif face == "rival_pawn":
        meeple(surf, c, r, LIGHTHOUSE_RED)
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
    surf = _surface(size)
    w, h = size
    col = (0xA9, 0xA3, 0x98) if passed else SEASON_COLOURS.get(sid, SAND)
    box = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, _dark(col, 0.5), box.move(0, 1), border_radius=6)
    pygame.draw.rect(surf, col, box, border_radius=6)
    pygame.draw.rect(surf, _dark(col, 0.5), box, 1, border_radius=6)
    name = tr("farshore.board.passed") if passed else tr(f"farshore.season.{sid}")
    tw = draw.font(16, True).size(name)[0]
    mark = min(h - 8, 18)
    if passed or tw + mark + 10 > box.w:
        mark = 0
    mc = (box.x + 3 + mark / 2, box.centery)
    ink = _dark(col, 0.6)
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
        _icon(surf, SEASON_ICON[sid], mc, mark, ink)
    x = int(mc[0] + mark / 2 + 3) if mark else box.centerx - tw // 2
    draw.text(surf, name, (x, box.centery), 16, theme.INK, "midleft", box.right - 2 - x, bold=True)
    return surf


def track_marker(n: int, size: tuple[int, int], rival: bool = False) -> pygame.Surface:
    """A seat's boat marker on its player board: the boat and the number of its sea space."""
    surf = _surface(size)
    w, h = size
    d = min(h, w // 2 + 4)
    c = (d / 2, h / 2)
    if rival:
        sailboat(surf, c, d / 2 - 1, LIGHTHOUSE_RED, pennant=(0x1A, 0x14, 0x12))
    else:
        sailboat(surf, c, d / 2 - 1, theme.CREAM)
    draw.text(surf, str(n), (d + 1, h // 2), 16, theme.CREAM, "midleft", max(8, w - d - 1), bold=True)
    return surf


def chart_mark(surf: pygame.Surface, chart: str, c: tuple[float, float], d: int) -> None:
    _icon(surf, CHART_ICON.get(chart, "compass"), c, d, (0x6B, 0x4A, 0x22))


def map_tile(chart: str, value: int, size: tuple[int, int], name: str) -> pygame.Surface:
    """A map tile: a parchment tile with its chart's mark and value; where there is room, its
    name too (in one or two lines at 16 px, whole, clear of the stack's count in the top right)."""
    surf = _surface(size)
    w, h = size
    box = surf.get_rect()
    pygame.draw.rect(surf, PARCHMENT, box, border_radius=max(3, min(w, h) // 7))
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
    pygame.draw.circle(surf, _dark(theme.BRASS, 0.4), disc, 10, 1)
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


# what an island or a location gives, as marks: (mark, number); None when no op reads as a mark
MARK_OPS = {"draw": "card", "treasure": "treasure", "shells": "shell", "move_boat": "boat"}


def op_marks(ops: Any) -> list[tuple[str, int]] | None:
    """The marks of a list of effect ops (``+2 seaweed, +1 card`` → seaweed 2, card 1)."""
    out: list[tuple[str, int]] = []
    for op in ops:
        kind = op.get("op")
        if kind == "gain":
            out += [(r, int(n)) for r, n in op["res"].items()]
        elif kind in MARK_OPS:
            out.append((MARK_OPS[kind], int(op.get("count", op.get("spaces", 1)))))
        elif kind == "gain_choice" and set(op.get("from", ())) == set(RES):
            out.append(("any", int(op.get("count", 1))))
        else:
            return None
    return out


def mark(surf: pygame.Surface, kind: str, centre: tuple[float, float], d: int) -> None:
    """One mark of an effect: a resource, treasure, shell, a card, the boat, or "any resource"."""
    c, r = centre, d / 2
    if kind in MATERIALS:
        MATERIALS[kind](surf, c, r)
    elif kind == "treasure":
        chest(surf, c, r)
    elif kind == "shell":
        scallop(surf, c, r)
    elif kind == "boat":
        sailboat(surf, c, r, theme.CREAM)
    elif kind == "card":
        card = pygame.Rect(0, 0, int(d * 0.66), int(d * 0.92))
        card.center = (int(c[0]), int(c[1]))
        pygame.draw.rect(surf, theme.CREAM, card, border_radius=2)
        pygame.draw.rect(surf, _dark(SEA, 0.2), card, max(1, d // 12), border_radius=2)
        pygame.draw.rect(surf, SEA, card.inflate(-card.w // 2, -card.h // 2))
    elif kind == "crate":  # goods stored together (a Warehouse's)
        box = pygame.Rect(0, 0, int(d * 0.9), int(d * 0.8))
        box.center = (int(c[0]), int(c[1]))
        pygame.draw.rect(surf, (0x9A, 0x6B, 0x3F), box, border_radius=2)
        pygame.draw.rect(surf, WOOD_DARK, box, max(1, d // 10), border_radius=2)
        pygame.draw.line(surf, WOOD_DARK, box.topleft, box.bottomright, max(1, d // 10))
        pygame.draw.line(surf, WOOD_DARK, box.topright, box.bottomleft, max(1, d // 10))
    elif kind == "any":  # the four materials in one disc: "a resource of your choice"
        for i, res in enumerate(RES):
            a = math.radians(-90 + 90 * i)
            pygame.draw.circle(
                surf,
                RES_COLOURS[res],
                (int(c[0] + math.cos(a) * r * 0.45), int(c[1] + math.sin(a) * r * 0.45)),
                max(2, int(r * 0.42)),
            )
        pygame.draw.circle(surf, theme.INK, (int(c[0]), int(c[1])), int(r * 0.92), 1)


def marks_row(
    surf: pygame.Surface, marks: list[tuple[str, int]], centre: tuple[int, int], d: int, ink: Colour
) -> int:
    """Marks side by side, each number (16 px) before its mark, centred on ``centre``; the width."""
    f = draw.font(16, True)
    parts = [(f.size(str(n))[0], k, n) for k, n in marks]
    total = sum(tw + 1 + d for tw, _k, _n in parts) + 6 * (len(parts) - 1)
    x = centre[0] - total // 2
    for tw, k, n in parts:
        draw.text(surf, str(n), (x, centre[1]), 16, ink, "midleft", bold=True)
        x += tw + 1
        mark(surf, k, (x + d / 2, centre[1]), d)
        x += d + 6
    return total


def marks_width(marks: list[tuple[str, int]], d: int) -> int:
    f = draw.font(16, True)
    return sum(f.size(str(n))[0] + 1 + d for _k, n in marks) + 6 * (len(marks) - 1)


def island(iid: str, closed: bool, size: tuple[int, int], name: str) -> pygame.Surface:
    """An island tile: sand and shallows, its name, and what it gives as marks (closed: grey, the
    tide over it)."""
    surf = _surface(size)
    w, h = size
    box = surf.get_rect()
    sea = (0x7F, 0x8C, 0x8D) if closed else SHALLOWS
    pygame.draw.rect(surf, sea, box, border_radius=10)
    sand = (0xB9, 0xB4, 0xA8) if closed else SAND
    beach = box.inflate(-10, -10)
    pygame.draw.ellipse(surf, sand, beach.inflate(8, 0))
    pygame.draw.rect(surf, _dark(sea, 0.35), box, 2, border_radius=10)
    lines = _two_lines(name, w - 10)
    y = 4
    for ln in lines:
        draw.text(surf, ln, (w // 2, y), 16, theme.INK, "midtop", w - 8, bold=True)
        y += 17
    marks = op_marks(DATA.islands[iid].do)
    if closed:
        for i in range(3):  # the tide over the island
            yy = h - 14 - i * 7
            pts = [(x, yy + 3 * math.sin(x / 5)) for x in range(6, w - 5, 3)]
            if len(pts) > 1:
                pygame.draw.lines(surf, (0xE8, 0xF1, 0xF5), False, pts, 2)
    elif marks:
        d = 20
        while d > 14 and marks_width(marks, d) > w - 8:
            d -= 2
        marks_row(surf, marks, (w // 2, h - 4 - d // 2), d, theme.INK)
    else:
        _icon(surf, "card_play", (w / 2, h - 16), 24, _dark(sand, 0.6))
    return surf


def wind_lines(text: str, first: int, rest: int) -> list[str]:
    """``text`` in lines of whole words: the first no wider than ``first``, the others ``rest``."""
    f = draw.font(16)
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if f.size(trial)[0] <= (first if not lines else rest) or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def wind(wid: str, size: tuple[int, int], text: str) -> pygame.Surface:
    """A wind tile: an edge and a sail in the colour it blows for (a card type) or the sea's (a
    keyword pair), and its words (the rules')."""
    surf = _surface(size)
    w, h = size
    match = dict(DATA.wind_a.get(wid) or DATA.wind_b.get(wid) or {})
    col = TYPE_COLOURS.get(str(match.get("type", "")), SEA)
    box = surf.get_rect()
    pygame.draw.rect(surf, theme.CREAM, box, border_radius=8)
    band = pygame.Rect(0, 0, 10, h)
    pygame.draw.rect(surf, col, band, border_top_left_radius=8, border_bottom_left_radius=8)
    sailboat(surf, (w - 16, h - 14), 11, col)  # the boat it sails, in the bottom right corner
    pygame.draw.rect(surf, _dark(col, 0.3), box, 2, border_radius=8)
    # the words: the first line clear of the top right corner (the stack's count badge sits
    # there), the rest across the tile; whole, in as many lines as the tile holds
    lines = wind_lines(text, w - band.w - 28, w - band.w - 34)
    y = max(-4, (h - 17 * len(lines)) // 2 - 6)
    for ln in lines:
        draw.text(surf, ln, (band.w + 5, y), 16, theme.INK, "topleft", w - band.w - 8)
        y += 17
    return surf
