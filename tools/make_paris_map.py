"""Generate the designed Paris (with l'Étoile) board: maps/paris.tmx and its tileset.

    python tools/make_paris_map.py

Belle-Époque Paris on the 1920×1080 canvas: the bonus-tile track (spaces 0–30, zones A/B/C) runs
along the top edge; below it the city, six districts around the Arc de Triomphe (Montmartre at the
top, then clockwise La Villette, Belleville, Saint-Germain, Chaillot, Batignolles), each with its
bank, its VP-tile and special-tile places, six building slots laid out in a U (1 2 3 over 8 5 4)
and its landmark row; the building stacks, removed tiles, end-game tiles and l'Étoile strategy
display on the left bank; the landmark register (each landmark's plaque and the spot for the key on
it), the VP tiles and the market (token supply) on the right; and the players' boards along the
table edge (screen, used tiles, reserve, VP marker, strategy tile; seats a game does not use are
simply not drawn). The slots are printed by the table skin (scenes/games/paris), which lays the
pieces out on them. Tile layers: ``table`` (walnut), ``ground`` (the city painted from the ``paris_city``
Wang tileset, see ``ground``), ``details`` (bridges, boats, trees, a lamp). Every zone id of ``game.paris.view.zone_ids(4)`` is an object of the ``zones`` layer (the map lint
in tests/table/test_maps.py checks this). Zone properties: see tools/make_new_eden_map.py.
Reuses tools/make_maps.py for XML and the build, tools/terrain.py for the tileset and the painting.
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below
import pygame
import terrain as t

from game.paris.board import DISTRICTS, LANDMARKS
from game.paris.view import zone_ids
from scenes.table.layout import BOARD, Rect, kind_of

NAVY = (0x1D, 0x2B, 0x53)
NIGHT = (0x12, 0x1B, 0x36)
GOLD = (0xD4, 0xAF, 0x37)
LIMESTONE = (0xEF, 0xE6, 0xD2)
SLATE = (0x5B, 0x66, 0x78)
COBBLE = (0x8A, 0x84, 0x78)
WATER = (0x3E, 0x6A, 0x8A)
GARDEN = (0x5E, 0x7D, 0x45)

# ---------------------------------------------------------------------------- geometry
# Every size below is chosen so that what the cardboard prints reads at 16 px on this canvas (11 px
# in a 1280×720 window), from the fullest positions bot games reach (scenes/games/paris/__init__.py).
TRACK_Y, TRACK_H = 124, 80  # a space: its tile (or meeples) over a strip with its number
CITY_Y = 208
COL_X = (330, 632, 934)  # the three city columns (side, centre, side)
DIST_W, DIST_H = 296, 230
ARC: Rect = (COL_X[1] + 38, 472, DIST_W - 76, 92)  # over the Seine, between the two bridges
# district origin: Montmartre at the top, then clockwise round the Arc
DIST_AT = {
    "montmartre": (COL_X[1], CITY_Y),
    "la_villette": (COL_X[2], CITY_Y + 34),
    "belleville": (COL_X[2], 550),  # south of the Seine, clear of the boats
    "saint_germain": (COL_X[1], ARC[1] + ARC[3] + 6),
    "chaillot": (COL_X[0], 550),
    "batignolles": (COL_X[0], CITY_Y + 34),
}
# A player's board along the table edge, at four players 352 px wide: the screen (francs, keys,
# tokens and tiles behind it), the used tiles, and a column of three small boxes (the keys in
# reserve, the VP marker, the strategy tile). Fewer players share the edge (spread_seats).
SEAT_Y, SEAT_H = 844, 106
SEAT_X0, SEAT_STEP, SEAT_W = 52, 368, 352
LEFT_X, RIGHT_X, SIDE_W = 48, 1240, 272
BANK_Y = CITY_Y  # the two banks of the Seine run from the city's top to its bottom
BANK_B = ARC[1] + ARC[3] + 6 + DIST_H  # the bottom of the lowest district (Saint-Germain)
LANDMARK_ROW = 41  # one landmark's line in the register: its plaque and its key spot
SEINE_Y = 520  # the Seine's middle: across the city, under the Arc
BOARDS_J = 21  # the players' wooden boards start half a tile above this row of corners (820 px)


def district_zones(d: str) -> dict[str, Rect]:
    """A district block: its title, the bank (payout and one key spot per colour), the VP-tile and
    special-tile places, six building slots in a U (1 2 3 over 8 5 4) and its landmark row."""
    x, y = DIST_AT[d]
    z: dict[str, Rect] = {f"district:{d}": (x, y, DIST_W, DIST_H)}
    z[f"bank:{d}"] = (x + 8, y + 28, 152, 44)
    z[f"district:{d}:vp"] = (x + 164, y + 28, 60, 44)
    z[f"district:{d}:special"] = (x + 228, y + 28, 60, 44)
    for i, v in enumerate((1, 2, 3)):
        z[f"slot:{d}:{v}"] = (x + 8 + i * 95, y + 76, 90, 56)
    for i, v in enumerate((8, 5, 4)):
        z[f"slot:{d}:{v}"] = (x + 8 + i * 95, y + 136, 90, 56)
    z[f"district:{d}:landmarks"] = (x + 8, y + 195, DIST_W - 16, 32)
    return z


def seat_zones(k: int) -> dict[str, Rect]:
    """Seats along the table edge, left to right (a two-player game uses the two on the left)."""
    x, y, h = SEAT_X0 + k * SEAT_STEP, SEAT_Y, SEAT_H
    z = {
        "screen": (x, y, 212, h),
        "used": (x + 216, y, 60, h),
        "reserve": (x + 280, y, 72, 34),
        "vp": (x + 280, y + 36, 72, 34),
        "strategy": (x + 280, y + 72, 72, 34),
    }
    return {f"seat:{k}:{sub}": r for sub, r in z.items()}


def shared_zones() -> dict[str, Rect]:
    z: dict[str, Rect] = {}
    # the bonus-tile track across the top: 31 spaces (0 = the start, before space 1)
    n = 31
    span = BOARD[2] - 16
    cw = (span - 3 * (n - 1)) // n
    x0 = BOARD[0] + 8 + (span - (cw * n + 3 * (n - 1))) // 2
    for i in range(n):
        z[f"track:{i}"] = (x0 + i * (cw + 3), TRACK_Y, cw, TRACK_H)
    # the city
    z["location:arc"] = ARC
    for d in DISTRICTS:
        z.update(district_zones(d))
    # the left bank: the building stacks (a 2 x 2 of stacks, each with its district named under
    # it), the tiles set aside and the end-game tiles side by side, the l'Étoile strategy display
    y = BANK_Y
    z["area:stacks"] = (LEFT_X, y, SIDE_W, 196)
    for i in range(4):
        col, row = i % 2, i // 2
        z[f"stack:{i}"] = (LEFT_X + 6 + col * 132, y + 28 + row * 83, 128, 80)
    y += 202
    half = (SIDE_W - 4) // 2
    z["area:removed"] = (LEFT_X, y, half, 96)
    z["supply:removed"] = (LEFT_X + 6, y + 28, half - 12, 62)
    z["area:endgame"] = (LEFT_X + half + 4, y, half, 96)
    z["supply:endgame"] = (LEFT_X + half + 10, y + 28, half - 12, 62)
    y = SEINE_Y + 20  # past the Seine, where the barges go
    z["area:strategy"] = (LEFT_X, y, SIDE_W, BANK_B - y)
    z["supply:strategy"] = (LEFT_X + 6, y + 28, SIDE_W - 12, BANK_B - y - 32)
    # the right bank: the landmark register (each landmark's plaque, in value order, and the spot
    # for the key on it once built), the VP tiles with the special one, the market
    y = BANK_Y
    z["supply:landmarks"] = (RIGHT_X, y, SIDE_W, 28 + 8 * LANDMARK_ROW + 2)
    for i, L in enumerate(LANDMARKS):
        z[f"landmark:{L}"] = (RIGHT_X + SIDE_W - 44, y + 28 + i * LANDMARK_ROW, 38, LANDMARK_ROW - 3)
    y += 28 + 8 * LANDMARK_ROW + 2 + 6
    z["supply:vp_tiles"] = (RIGHT_X, y, SIDE_W - 50, 90)
    z["supply:special_vp"] = (RIGHT_X + SIDE_W - 46, y, 46, 90)
    y += 96
    z["supply:tokens"] = (RIGHT_X, y, SIDE_W, BANK_B - y)
    return z


LABELS = {
    "location:arc": "paris.map.arc",
    "area:stacks": "paris.map.stacks",
    "area:removed": "paris.map.removed",
    "area:endgame": "paris.map.endgame",
    "area:strategy": "paris.map.strategy",
    "supply:landmarks": "paris.map.landmarks",
    "supply:vp_tiles": "paris.map.vp_tiles",
    "supply:tokens": "paris.map.market",
}
# Slots the skin prints itself (card outlines, token circles, key spots, numbered cells): no plate.
PRINTED = ("slot:", "bank:", "track:", "stack:", "landmark:")


def props_for(zid: str) -> dict[str, object]:
    p: dict[str, object] = {}
    if zid in LABELS:
        p["label"] = LABELS[zid]
        p["layout"] = "row" if zid in ("location:arc", "supply:strategy") else "grid"
    elif zid.startswith("district:") and zid.count(":") == 1:
        p.update(label=f"paris.n.{zid.split(':', 1)[1]}", layout="grid")
    elif zid in ("supply:endgame", "supply:removed", "supply:strategy"):
        p.update(layout="row", title="none", plate="none")
    elif zid == "supply:special_vp":
        p.update(layout="row", title="none", label="paris.map.special_vp")
    elif zid.startswith("track:"):
        p.update(layout="stack", title="none")
    elif zid.startswith("stack:"):
        p.update(layout="row", title="none")
    elif zid.startswith("landmark:"):
        p.update(layout="grid", title="none")
    elif zid.startswith(("slot:", "bank:")) or zid.endswith((":landmarks", ":vp", ":special")):
        p.update(layout="row", title="none")
    elif kind_of(zid) == "seat":
        p.update(layout="grid" if zid.endswith((":screen", ":used")) else "stack", title="none")
    if zid.startswith(PRINTED):
        p["plate"] = "none"
    return p


# ------------------------------------------------------------------------ ground
# Paris by night, in the world's colours (ART.md, scenes/theme.py): the Seine, cobbled streets,
# limestone pavements, lawns, the zinc roofs of the Haussmann blocks, and the players' wooden
# boards. Lowest first (the higher terrain of a border draws its kerb, quay or cornice).
SEINE = t.mix(WATER, NAVY, 0.45)
SETT = t.mix(COBBLE, NAVY, 0.5)
PAVE = t.mix(LIMESTONE, NAVY, 0.58)
LAWN = t.mix(GARDEN, NAVY, 0.28)
ZINC = t.mix(SLATE, NAVY, 0.35)
Z = {"seine": 0, "street": 1, "pavement": 2, "lawn": 3, "roofs": 4, "board": 5}
PAIRS = [
    ("pavement", "street"),
    ("pavement", "seine"),
    ("pavement", "lawn"),
    ("street", "lawn"),
    ("pavement", "roofs"),
    ("street", "roofs"),
    ("pavement", "board"),
]


def _tex_lawn(rng: mm.Lcg) -> t.Texture:
    tex = [LAWN] * (mm.TILE * mm.TILE)
    tex = [t.shade(c, 4 if (i % mm.TILE) // 20 == 0 else -3) for i, c in enumerate(tex)]  # mown stripes
    tex = t.add_noise(tex, t.grain(rng), 3)
    return t.add_noise(tex, t.fractal(rng, ((5, 1.0), (10, 0.6))), 6)


def _manhole(s: pygame.Surface, k: int) -> None:
    c = (60, 62, 70)
    pygame.draw.circle(s, t.shade(c, -20), (80, 80), 40)
    pygame.draw.circle(s, c, (80, 80), 34)
    for y in range(54, 110, 12):
        pygame.draw.line(s, t.shade(c, 22), (52, y), (108, y), 3)


def _chimneys(s: pygame.Surface, k: int) -> None:
    stone = t.mix(ZINC, LIMESTONE, 0.25)
    pygame.draw.rect(s, t.shade(ZINC, -22), (46, 70, 72, 30), border_radius=4)
    pygame.draw.rect(s, stone, (42, 64, 72, 30), border_radius=4)
    for i in range(3):
        pygame.draw.circle(s, t.mix(stone, (0x9A, 0x4E, 0x30), 0.5), (56 + i * 22, 79), 7)
        pygame.draw.circle(s, t.shade(ZINC, -30), (56 + i * 22, 79), 3)


def _skylight(s: pygame.Surface, k: int) -> None:
    pygame.draw.rect(s, t.shade(ZINC, -30), (56, 40, 48, 72), border_radius=3)
    pygame.draw.rect(s, t.mix(ZINC, (0xE8, 0xC5, 0x6A), 0.35), (62, 46, 36, 60))
    pygame.draw.line(s, t.shade(ZINC, -30), (80, 46), (80, 106), 4)
    pygame.draw.line(s, t.shade(ZINC, -30), (62, 76), (98, 76), 4)


def _flowers(s: pygame.Surface, k: int) -> None:
    rng = mm.Lcg(77)
    pygame.draw.ellipse(s, t.shade(LAWN, -14), (28, 40, 104, 80))
    for _ in range(16):
        x, y = 44 + int(rng.next() * 72), 54 + int(rng.next() * 52)
        col = ((0xB4, 0x6A, 0x7C), (0xC8, 0xB2, 0x5A), (0xCF, 0xC6, 0xB2))[int(rng.next() * 3)]
        pygame.draw.circle(s, t.mix(LAWN, col, 0.6), (x, y), 4)


def _glint(s: pygame.Surface, k: int) -> None:  # a lamp's reflection on the water
    for i, w in enumerate((60, 44, 30, 18)):
        pygame.draw.ellipse(s, (0xE8, 0xC5, 0x47, 40 + i * 30), (80 - w // 2, 60 + i * 12, w, 6))


# ------------------------------------------------------------------------ details (drawn at K×)
IRON = (0x1E, 0x2A, 0x24)
GLOW = (0xF6, 0xD0, 0x6A)


def _glow(s: pygame.Surface, centre: tuple[int, int], radius: int, peak: int) -> None:
    layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for r in range(radius, 0, -4):
        a = int(peak * (1 - r / radius) ** 1.6)
        pygame.draw.circle(layer, (*GLOW, a), centre, r)
    s.blit(layer, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)


def _lamp(s: pygame.Surface, k: int) -> None:
    """A Paris street lamp in elevation (base 64 px down its two tiles), its lantern lit."""
    x, base, top = 80, 64 * k, 36 * k
    pool = pygame.Surface((30 * k, 10 * k), pygame.SRCALPHA)
    for r in range(15 * k, 0, -4):
        a = int(80 * (1 - r / (15 * k)) ** 1.5)
        pygame.draw.ellipse(pool, (*GLOW, a), (15 * k - r, 5 * k - r // 3, 2 * r, 2 * (r // 3)))
    s.blit(pool, (x - 15 * k, base - 5 * k))
    pygame.draw.ellipse(s, IRON, (x - 12, base - 6, 24, 10))
    pygame.draw.rect(s, IRON, (x - 4, top + 20, 8, base - top - 20))
    pygame.draw.rect(s, IRON, (x - 8, base - 24, 16, 20), border_radius=4)
    _glow(s, (x, top + 6), 10 * k, 150)
    pygame.draw.polygon(
        s, IRON, [(x - 16, top - 2), (x + 16, top - 2), (x + 11, top + 22), (x - 11, top + 22)]
    )
    pygame.draw.polygon(
        s, (0xFF, 0xE6, 0x9A), [(x - 11, top + 2), (x + 11, top + 2), (x + 8, top + 18), (x - 8, top + 18)]
    )
    pygame.draw.polygon(s, IRON, [(x - 20, top - 2), (x + 20, top - 2), (x, top - 14)])


def _tree(cx: int):
    def paint(s: pygame.Surface, k: int) -> None:
        """A plane tree's crown from above."""
        cy = 20 * k
        dark, mid, light = (0x24, 0x40, 0x26), (0x36, 0x5C, 0x34), (0x5A, 0x80, 0x48)
        pygame.draw.circle(s, dark, (cx * k, cy), 12 * k)
        rng = mm.Lcg(cx)
        for _ in range(9):
            a, r = rng.next() * 6.28, rng.next() * 7 * k
            pygame.draw.circle(s, mid, (int(cx * k + math.cos(a) * r), int(cy + math.sin(a) * r)), 5 * k)
        for _ in range(5):
            a, r = 3.6 + rng.next() * 1.4, rng.next() * 6 * k
            pygame.draw.circle(
                s, light, (int(cx * k + math.cos(a) * r), int(cy + math.sin(a) * r)), 2 * k + 2
            )

    return paint


def _bridge(left: int):
    return lambda s, k: _draw_bridge(s, k, left)


def _draw_bridge(s: pygame.Surface, k: int, left: int) -> None:
    """A stone bridge across the Seine, seen from above (four tiles tall, deck 30-126 px down,
    24 px wide from ``left``): roadway, parapets with their lamps, a cutwater each side at the pier."""
    stone = t.mix(LIMESTONE, NAVY, 0.3)
    y0, y1, x0, x1 = 30 * k, 126 * k, left * k, (left + 24) * k
    y = 80 * k
    pygame.draw.polygon(s, t.shade(stone, -25), [(x0, y - 16), (x0, y + 16), (x0 - 6, y)])
    pygame.draw.polygon(s, t.shade(stone, -25), [(x1, y - 16), (x1, y + 16), (x1 + 6, y)])
    pygame.draw.rect(s, stone, (x0, y0, x1 - x0, y1 - y0))
    pygame.draw.rect(s, SETT, (x0 + 12, y0, x1 - x0 - 24, y1 - y0))
    for yy in range(y0, y1, 20):
        pygame.draw.line(s, t.shade(SETT, -18), (x0 + 12, yy), (x1 - 12, yy), 2)
    pygame.draw.line(s, t.shade(stone, 25), (x0 + 2, y0), (x0 + 2, y1), 3)
    pygame.draw.line(s, t.shade(stone, 25), (x1 - 3, y0), (x1 - 3, y1), 3)
    for lx in (x0 + 6, x1 - 6):
        for ly in (60 * k, 100 * k):
            _glow(s, (lx, ly), 6 * k, 150)
            pygame.draw.circle(s, (0xFF, 0xE6, 0x9A), (lx, ly), 5)


def _barge(s: pygame.Surface, k: int) -> None:
    """A péniche from above: long dark hull, hatch covers, the wheelhouse aft."""
    y0, y1 = 26 * k, 52 * k
    hull = (0x3A, 0x2A, 0x28)
    pygame.draw.rect(s, hull, (36, y0, 264, y1 - y0), border_radius=40)
    pygame.draw.rect(s, (0x8A, 0x2E, 0x26), (40, y0 + 4, 256, y1 - y0 - 8), 4, border_radius=36)
    for i in range(5):
        pygame.draw.rect(s, (0x4E, 0x58, 0x50), (60 + i * 34, y0 + 14, 30, y1 - y0 - 28), border_radius=3)
    pygame.draw.rect(s, (0xEF, 0xE6, 0xD2), (238, y0 + 16, 38, y1 - y0 - 32), border_radius=6)
    pygame.draw.rect(s, (0xF6, 0xD0, 0x6A), (246, y0 + 24, 22, y1 - y0 - 48))


def _tour_boat(s: pygame.Surface, k: int) -> None:
    """A bateau-mouche from above: pale hull, the long glass roof lit from inside."""
    y0, y1 = 26 * k, 52 * k
    pygame.draw.rect(s, (0xE4, 0xDE, 0xCC), (14, y0, 292, y1 - y0), border_radius=44)
    pygame.draw.rect(s, (0x6E, 0x86, 0x9A), (52, y0 + 12, 214, y1 - y0 - 24), border_radius=14)
    for x in range(60, 262, 18):
        pygame.draw.line(s, (0xF6, 0xD0, 0x6A), (x, y0 + 16), (x, y1 - 16), 3)
    pygame.draw.rect(s, (0x8A, 0x2E, 0x26), (270, y0 + 20, 16, y1 - y0 - 40), border_radius=4)


SPRITES = {  # name: (width, height in tiles, painter, drop shadow)
    "lamp": (1, 2, _lamp, None),
    "tree": (1, 1, _tree(20), (6, 8, 80)),
    "bridge_w": (1, 4, _bridge(3), (0, 8, 90)),
    "bridge_e": (1, 4, _bridge(14), (0, 8, 90)),
    "barge": (2, 2, _barge, (6, 8, 80)),
    "tour_boat": (2, 2, _tour_boat, (6, 8, 80)),
}


def edge(me: str, other: str, d: float, c: t.Colour, x: int, y: int) -> t.Colour:
    """How a border looks from ``me``'s side, ``d`` px in: kerbs, quay walls, cornices, hedges, the
    boards' bevel; the lower side gets the higher one's shadow."""
    if Z[me] < Z[other]:
        if other == "board":
            return t.board_shadow(d, c)
        if me == "seine":  # the quay wall's shadow, then a pale line where the light catches the water
            c = t.scale(c, 1 - 0.45 * t.fade(d, 7))
            return t.mix(c, LIMESTONE, 0.18 * t.band(d, 9) * (1 - t.band(d, 7)))
        if other == "roofs":
            return t.scale(c, 1 - 0.4 * t.fade(d, 6))
        return t.scale(c, 1 - 0.3 * t.fade(d, 3))
    if me == "board":
        return t.board_rim(d, c)
    if me == "pavement" and other == "street":  # granite kerb
        kerb = t.mix(LIMESTONE, NAVY, 0.38)
        c = t.mix(c, kerb, t.band(d, 4))
        return t.mix(c, t.shade(kerb, -40), t.band(d, 0.8))
    if me == "pavement" and other == "seine":  # quay coping stones
        cope = t.mix(LIMESTONE, NAVY, 0.3)
        c = t.mix(c, cope, t.band(d, 6))
        c = t.mix(c, t.shade(cope, -45), t.band(d, 1) + 0.6 * t.band(d, 6) * (1 - t.band(d, 5)))
        return c
    if me == "lawn":  # a low box hedge round the lawn
        hedge = t.mix(LAWN, (0x20, 0x3A, 0x20), 0.55)
        return t.mix(c, hedge, t.band(d, 5) * (0.8 + 0.2 * math.sin(x * 1.7 + y * 2.3)))
    if me == "roofs":  # cream stone cornice and its gutter
        cornice = t.mix(LIMESTONE, NAVY, 0.2)
        c = t.mix(c, cornice, t.band(d, 4))
        return t.mix(c, t.shade(ZINC, -30), t.band(d, 5) * (1 - t.band(d, 4)))
    return c


_TS: t.Tileset | None = None


def tileset() -> t.Tileset:
    """The Paris tileset (built once): terrains, transitions, variants and details."""
    global _TS
    if _TS is not None:
        return _TS
    rng = mm.Lcg(1_889)
    pave = t.tex_mottled(rng, PAVE)
    street = t.tex_setts(rng, SETT, t.shade(SETT, -26))
    seine = t.tex_water(rng, SEINE)
    roofs = t.tex_seams(rng, ZINC)
    lawn = _tex_lawn(rng)
    terrains = [
        t.Terrain(
            "seine",
            seine,
            SEINE,
            Z["seine"],
            variants=[(t.variant(seine, _glint), 0.15), *t.crests(rng, seine, LIMESTONE)],
        ),
        t.Terrain(
            "street", street, SETT, Z["street"], bias=-0.15, variants=[(t.variant(street, _manhole), 0.05)]
        ),
        t.Terrain("pavement", pave, PAVE, Z["pavement"]),
        t.Terrain("lawn", lawn, LAWN, Z["lawn"], rough=0.06, variants=[(t.variant(lawn, _flowers), 0.12)]),
        t.Terrain(
            "roofs",
            roofs,
            ZINC,
            Z["roofs"],
            variants=[(t.variant(roofs, _chimneys), 0.12), (t.variant(roofs, _skylight), 0.06)],
        ),
        t.Terrain("board", t.board_texture(rng), t.WOOD, Z["board"]),
    ]
    _TS = t.Tileset("paris_city", "Paris", terrains, PAIRS, edge, seed=1_789, extra=sorted(ground().used()))
    for name, (w, h, paint, shadow) in SPRITES.items():
        _TS.add_sprite(name, w, h, t.sprite_sheet(w, h, paint, shadow))
    return _TS


def ground() -> t.Ground:
    """The city under the zones: a Haussmann block under each district, cobbled streets between
    them and along the top, gardens on both banks, the Seine across the middle of the city (the Arc
    stands over it) with its quays, and the players' wooden boards along the table's edge."""
    g = t.Ground(t.BOARD_TILES, "pavement")
    river = SEINE_Y // mm.TILE
    g.rect(1, 6, 7, 19, "lawn")
    g.rect(32, 6, 38, 19, "lawn")
    for d in DISTRICTS:
        x, y = DIST_AT[d]
        g.cover((x, y, DIST_W, DIST_H), "roofs")
    g.rect(1, 5, 38, 5, "street")  # the boulevard under the track
    for i in (8, 16, 23, 31):  # the streets between the blocks
        g.rect(i, 5, i, 19, "street")
    g.rect(1, river - 1, 38, river + 1, "pavement")  # the quays
    g.rect(1, river, 38, river, "seine")
    g.rect(1, 20, 38, 20, "pavement")
    g.rect(1, BOARDS_J, 38, 24, "board")
    return g


def keep_clear() -> list[Rect]:
    """What a detail must not cover: every zone that holds pieces, the seats' whole strip with its
    name tabs (two or three players spread along it), and the titles of the captioned plates."""
    zones = shared_zones()
    rects = [r if not zid.startswith("area:") else (r[0], r[1], r[2], 32) for zid, r in zones.items()]
    seats = [r for k in range(4) for r in seat_zones(k).values()]
    x0, x1 = min(r[0] for r in seats), max(r[0] + r[2] for r in seats)
    rects.append((x0 - 8, SEAT_Y - 38, x1 - x0 + 16, SEAT_H + 46))
    return rects


def details(ts: t.Tileset) -> t.Details:
    """Bridges beside the Arc, boats on the Seine. (The left bank's garden corner gave its place to
    the l'Étoile strategy display, whose names need the bank's whole width.)"""
    dt = t.Details(ts, keep_clear())
    dt.place("bridge_w", 16, 11)
    dt.place("bridge_e", 22, 11)
    river = SEINE_Y // mm.TILE - 1
    dt.place("barge", 1, river)
    dt.place("tour_boat", 10, river)
    dt.place("barge", 25, river)
    dt.place("tour_boat", 27, river)
    return dt


def layers() -> dict[str, list[int]]:
    ts = tileset()
    rng = mm.Lcg(1_836)
    table = [1 + int(rng.next() * 4) for _ in range(mm.ROWS * mm.COLS)]
    first = mm.TABLE_TILES + 1
    return {"table": table, "ground": ground().gids(ts, first, rng), "details": details(ts).gids(first)}


def build() -> Path:
    zones = shared_zones()
    for k in range(4):
        zones.update(seat_zones(k))
    return mm.build_designed_map(
        "paris",
        "paris_city",
        make_tileset=lambda: tileset().save(mm.TILES),
        layers=layers,
        zones=zones,
        props_of=props_for,
        zone_ids=zone_ids,
        players=(4,),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
