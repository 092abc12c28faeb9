"""Generate the designed Everdell Farshore board: maps/farshore.tmx and its tileset.

    python tools/make_farshore_map.py

A windswept coast on the 1920×1080 canvas. In the centre, from top to bottom: the Bay (the card
market, eight slots), the open sea with the boat track (41 spaces winding in three rows; treasure
spaces are marked by the skin), the islands and the map-tile stacks, the Shore with its seven
locations and the Lighthouse (workers still to come), and along the bottom edge the deck, discard,
revealed and in-play cards, the two wind tiles and the supply. Four seat areas sit two down each
side (seat 0 bottom left, 1 top right, 2 top left, 3 bottom right, so two players face each
other); a seat area holds the city (up to 15 cards, with a worker spot over each card), the hand, the cards
that take no city space, resources, maps, workers, treasure, shells, anchors, boat and season. The solo Rival's zones share
seat 1's place (a one-player game has no seat 1); they carry ``plate`` = none and the farshore skin
frames them only in a solo game. Tile layers: ``table`` (walnut), ``ground`` (the coast
painted from the ``farshore_coast`` Wang tileset, see ``ground``), ``details`` (boats, a buoy, a
lighthouse, beach finds). Every zone id of ``game.farshore.view.zone_ids(n)`` for n = 1..4 is an object of the ``zones``
layer (tests/table/test_maps.py checks this). Reuses tools/make_maps.py for XML and the build,
tools/terrain.py for the tileset and the painting.
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below
import pygame
import terrain as t

from game.farshore.view import DATA, RES, zone_ids
from scenes.table.layout import Rect

SEA = (0x1B, 0x4F, 0x72)
DEEP = (0x12, 0x36, 0x4F)
SHALLOW = (0x5D, 0xAD, 0xE2)
SAND = (0xE8, 0xD5, 0xA3)
RED = (0xC0, 0x39, 0x2B)

LEFT_X, RIGHT_X, SEAT_W = 52, 1178, 330
SEAT_Y = (160, 580)  # top of a seat's first zone (its name tab sits above)
CX, CW = 398, 764
# seat k -> (column, row): 0 bottom left, 1 top right, 2 top left, 3 bottom right
SEAT_SLOT = {0: (0, 1), 1: (1, 0), 2: (0, 0), 3: (1, 1)}

TRACK_ROW_Y = (334, 384, 434)
TRACK_CELL = (50, 46)
SHORE_Y, SHORE_H = 664, 136
BOTTOM_Y = 806


def slot_origin(k: int) -> tuple[int, int]:
    col, row = SEAT_SLOT[k]
    return (LEFT_X if col == 0 else RIGHT_X, SEAT_Y[row])


def seat_zones(k: int) -> dict[str, Rect]:
    x, y = slot_origin(k)
    w = SEAT_W
    z: dict[str, Rect] = {
        "city": (x, y, w, 118),
        "hand": (x, y + 122, 250, 100),
        "city_nospace": (x + 254, y + 122, w - 254, 100),
        "resources": (x, y + 226, 200, 52),
        "maps": (x + 204, y + 226, w - 204, 52),
    }
    bx = x
    for sub, bw in (
        ("workers", 70),
        ("treasure", 48),
        ("shells", 48),
        ("anchors", 48),
        ("boat", 48),
        ("season", 48),
    ):
        z[sub] = (bx, y + 282, bw, 52)
        bx += bw + 4
    # a worker spot over each city card (workers sit on the card they visit)
    for i in range(17):
        z[f"city:{i}"] = (x + 6 + i * 18, y + 66, 36, 44)
    return {f"seat:{k}:{sub}": r for sub, r in z.items()}


def rival_zones() -> dict[str, Rect]:
    x, y = slot_origin(1)
    return {
        "rival:city": (x, y, SEAT_W, 118),
        "rival:maps": (x, y + 122, 200, 100),
        "rival:treasure": (x + 204, y + 122, 60, 100),
        "rival:boat": (x + 268, y + 122, 62, 100),
        "rival:pawn_location": (x, y + 226, 163, 52),
        "rival:pawn_bay": (x + 167, y + 226, 163, 52),
    }


def track_cell(i: int) -> Rect:
    row, col = divmod(i, 14)
    if row == 1:
        col = 13 - col
    cw, ch = TRACK_CELL
    x0 = CX + (CW - (14 * (cw + 4) - 4)) // 2
    return (x0 + col * (cw + 4), TRACK_ROW_Y[row], cw, ch)


def shared_zones() -> dict[str, Rect]:
    z: dict[str, Rect] = {}
    # the Bay: the card market
    z["area:bay"] = (CX, 124, CW, 172)
    sw = 93
    x0 = CX + (CW - (8 * sw + 7 * 2)) // 2
    for i in range(8):
        z[f"bay:{i + 1}"] = (x0 + i * (sw + 2), 154, sw, 136)
    # the sea: boat track, islands, map tiles
    z["area:sea"] = (CX, 302, CW, 356)
    for i in range(DATA.track_last + 1):
        z[f"track:{i}"] = track_cell(i)
    for i in range(4):
        z[f"island:{i + 1}"] = (CX + 8 + i * 112, 488, 108, 164)
    mx = CX + 8 + 4 * 112 + 4
    mw = (CX + CW - 8 - mx - 8) // 3
    for j, m in enumerate(DATA.map_order):
        c, r = j % 3, j // 3
        z[f"maps:{m}"] = (mx + c * (mw + 4), 488 + r * 84, mw, 80)
    # the Shore: seven locations and the Lighthouse
    z["area:shore"] = (CX, SHORE_Y, CW, SHORE_H)
    locs = [f"location:{s.id}" for s in DATA.locations] + ["lighthouse:workers"]
    lw = (CW - 16 - 4 * (len(locs) - 1)) // len(locs)
    for i, loc in enumerate(locs):
        z[loc] = (CX + 8 + i * (lw + 4), SHORE_Y + 66, lw, SHORE_H - 72)  # the skin writes the name above
    # along the bottom: cards, winds and the supply
    bx, by, bh = CX, BOTTOM_Y, 150
    for zid, bw in (
        ("deck:main", 96),
        ("discard:main", 96),
        ("reveal:main", 108),
        ("play:main", 108),
        ("wind:A", 92),
        ("wind:B", 92),
    ):
        z[zid] = (bx, by, bw, bh)
        bx += bw + 4
    sup = ["supply:treasure", "supply:shells"] + [f"supply:{r}" for r in RES]
    sx, sw2 = bx, (CX + CW - bx - 4) // 2
    for j, s in enumerate(sup):
        c, r = j % 2, j // 2
        z[s] = (sx + c * (sw2 + 4), by + r * 51, sw2, 48)
    return z


LABELS = {
    "area:bay": "farshore.board.bay",
    "area:sea": "farshore.board.sea",
    "area:shore": "farshore.board.shore",
    "lighthouse:workers": "farshore.board.lighthouse",
    "deck:main": "farshore.board.deck",
    "discard:main": "farshore.board.discard",
    "reveal:main": "farshore.board.revealed",
    "play:main": "farshore.board.in_play",
    "wind:A": "farshore.board.wind_a",
    "wind:B": "farshore.board.wind_b",
}


def props_for(zid: str) -> dict[str, object]:
    p: dict[str, object] = {}
    sub = zid.split(":", 2)[2] if zid.startswith("seat:") else ""
    if zid in LABELS:
        p["label"] = LABELS[zid]
    if zid.startswith("area:"):
        p["layout"] = "grid"
    elif zid.startswith("bay:"):
        p.update(layout="stack", title="none")
    elif zid.startswith("track:"):
        p.update(layout="grid", title="none")
    elif zid.startswith("island:"):
        p.update(layout="stack", title="none", plate="none")  # the skin frames the islands in play
    elif zid.startswith("maps:"):
        p.update(layout="stack", title="none")
    elif zid.startswith("location:"):
        # the skin writes the name over two lines: a title line would cut it short
        p.update(layout="grid", title="none", label=f"farshore.location.{zid.split(':', 1)[1]}")
    elif zid == "lighthouse:workers":
        p.update(layout="grid", title="none")
    elif zid in ("deck:main", "discard:main", "wind:A", "wind:B"):
        p["layout"] = "stack"
    elif zid in ("reveal:main", "play:main"):
        p["layout"] = "row"
    elif zid.startswith("supply:"):
        p.update(layout="grid", title="none")
    elif zid.startswith("rival:"):
        p.update(plate="none", layout="row" if zid in ("rival:city", "rival:maps") else "grid")
        if zid in ("rival:pawn_location", "rival:pawn_bay"):
            p["title"] = "none"
    elif sub.startswith("city:"):
        p.update(layout="grid", title="none", plate="none")
    elif sub == "city_nospace":
        p.update(layout="row", label="farshore.board.nospace")
    elif sub in ("city", "hand"):
        p["layout"] = "row"
        p["label"] = f"farshore.board.{sub}"
    elif sub:
        p.update(layout="grid", title="none")
    return p


# ------------------------------------------------------------------------ ground
# A windswept coast in the world's colours (ART.md, scenes/theme.py): deep sea under the Bay and the
# boat track, rocky islets under the islands, turquoise shallows, the beach under the Shore, a
# weathered wooden pier under the cards and the supply, rocks framing both sides, and the players'
# wooden boards down both sides. Lowest first.
SEA_C = t.mix(SEA, DEEP, 0.35)
SHALLOW_C = t.mix(SEA, SHALLOW, 0.42)
SAND_C = t.mix(SAND, (0x6E, 0x5A, 0x3C), 0.32)
ROCK = (0x6A, 0x66, 0x5E)
PIER = (0x7A, 0x6A, 0x56)
FOAM = (0xEE, 0xF2, 0xEE)
Z = {"sea": 0, "shallows": 1, "sand": 2, "rock": 3, "pier": 4, "board": 5}
PAIRS = [
    ("sea", "shallows"),
    ("shallows", "sand"),
    ("rock", "sea"),
    ("rock", "shallows"),
    ("rock", "sand"),
    ("sand", "pier"),
    ("rock", "board"),
]


def _tex_caustics(rng: mm.Lcg) -> t.Texture:
    """Shallow water: the light's net on the sand below, faint and broken."""

    def paint(s: pygame.Surface, wrap) -> None:
        for _ in range(18):
            x, y = int(rng.next() * 160), int(rng.next() * 160)
            w, h = 26 + int(rng.next() * 34), 18 + int(rng.next() * 22)
            a0 = rng.next() * 6.28
            col = t.mix(SHALLOW_C, FOAM, 0.14 + rng.next() * 0.08)
            wrap(
                lambda s, dx, dy, x=x, y=y, w=w, h=h, a0=a0, col=col: pygame.draw.arc(
                    s, col, (x + dx, y + dy, w, h), a0, a0 + 2.4, 3
                )
            )

    tex = t.drawn_texture(SHALLOW_C, paint)
    return t.add_noise(tex, t.fractal(rng, ((4, 1.0), (8, 0.5))), 4)


def _tex_rock(rng: mm.Lcg) -> t.Texture:
    """Boulders from above: rounded stones, lit from the top left."""

    def paint(s: pygame.Surface, wrap) -> None:
        for _ in range(34):
            x, y = int(rng.next() * 160), int(rng.next() * 160)
            r = 6 + int(rng.next() * rng.next() * 20)
            c = t.shade(ROCK, -12 + rng.next() * 22)

            def stone(s, dx, dy, x=x, y=y, r=r, c=c):
                pygame.draw.circle(s, t.shade(c, -30), (x + dx + 3, y + dy + 4), r)
                pygame.draw.circle(s, c, (x + dx, y + dy), r)
                pygame.draw.circle(s, t.shade(c, 16), (x + dx - r // 3, y + dy - r // 3), r // 3)

            wrap(stone)

    tex = t.drawn_texture(t.shade(ROCK, -28), paint)
    return t.add_noise(tex, t.grain(rng), 2)


def _boulder(s: pygame.Surface, k: int, rng: mm.Lcg) -> None:
    """A big boulder or two on the rubble (a plain rock tile's variant, clear of its edges)."""
    for _ in range(1 + int(rng.next() * 2)):
        r = 22 + int(rng.next() * 22)
        x, y = r + 8 + int(rng.next() * (144 - 2 * r)), r + 8 + int(rng.next() * (144 - 2 * r))
        c = t.shade(ROCK, -6 + rng.next() * 18)
        pygame.draw.circle(s, t.shade(c, -34), (x + 4, y + 6), r)
        pygame.draw.circle(s, c, (x, y), r)
        pygame.draw.circle(s, t.shade(c, 14), (x - r // 3, y - r // 3), r // 2)
        pygame.draw.line(s, t.shade(c, -26), (x - r // 2, y + r // 4), (x + r // 3, y - r // 5), 4)


def _tex_pier(rng: mm.Lcg) -> t.Texture:
    """Weathered planks running up the pier, 10 px wide, with their gaps and nails."""
    tones = [rng.next() for _ in range(4)]
    fine = t.grain(rng)
    tex: t.Texture = []
    for y in range(mm.TILE):
        for x in range(mm.TILE):
            p = x // 10
            c = t.shade(PIER, -8 + tones[p] * 16 + fine[y * mm.TILE + x] * 3)
            c = t.shade(
                c, 4 * math.sin(2 * math.pi * (x / 10 * 2 + 0.2 * math.sin(2 * math.pi * y / mm.TILE + p)))
            )
            if x % 10 == 0:
                c = (0x2E, 0x26, 0x1E)
            elif (y in (6, 7) and x % 10 in (2, 8)) or (y in (26, 27) and x % 10 in (2, 8)):
                c = (0x3A, 0x34, 0x30)
            tex.append(c)
    return tex


def _shells(s: pygame.Surface, k: int) -> None:
    """Shells and a pebble on the sand (a plain sand tile's variant)."""
    pygame.draw.ellipse(s, t.shade(SAND_C, 26), (40, 50, 22, 16))
    pygame.draw.ellipse(s, t.shade(SAND_C, -30), (96, 94, 16, 12))
    for i in range(5):
        a = -0.9 + i * 0.45
        pygame.draw.line(
            s, (0xE8, 0xD8, 0xC8), (110, 60), (110 + math.cos(a) * 14, 60 + math.sin(a) * 14 - 6), 4
        )


def edge(me: str, other: str, d: float, c: t.Colour, x: int, y: int) -> t.Colour:
    """A border from ``me``'s side, ``d`` px in: the sea deepening, foam where waves meet sand and
    rock, wet sand, the pier's shadow, the boards' bevel."""
    wob = 0.5 + 0.5 * math.sin(x * 0.8 + y * 0.5) * math.sin(x * 0.31 - y * 0.9)
    if {me, other} == {"sea", "shallows"}:  # no line: the water just deepens
        toward = SEA_C if me == "shallows" else SHALLOW_C
        return t.mix(c, toward, 0.5 * t.fade(d, 10))
    if Z[me] < Z[other]:
        if other == "board":
            return t.board_shadow(d, c)
        if me in ("sea", "shallows"):  # foam along the sand or round the rocks
            c = t.mix(c, FOAM, 0.75 * t.band(d, 1.5 + 1.5 * wob))
            return t.mix(c, FOAM, 0.3 * t.band(d, 6 + 3 * wob) * (1 - t.band(d, 3.5 + wob)))
        if other == "pier":
            return t.scale(c, 1 - 0.45 * t.fade(d, 7))
        return t.scale(c, 1 - 0.25 * t.fade(d, 4))
    if me == "board":
        return t.board_rim(d, c)
    if me == "sand" and other in ("sea", "shallows"):  # wet sand
        return t.mix(c, t.mix(SAND_C, SEA_C, 0.35), 0.6 * t.fade(d, 7 + 3 * wob))
    if me == "rock":
        return t.mix(c, t.shade(ROCK, -40), t.band(d, 1.4))
    if me == "pier":
        return t.mix(c, (0x2E, 0x26, 0x1E), t.band(d, 1.6))
    return c


# ------------------------------------------------------------------------ details (drawn at K×)
def _sailboat(dy: int):
    def paint(s: pygame.Surface, k: int) -> None:
        """A small sailing boat from above: hull, sail, its wake (``dy`` px down its tile)."""
        y = dy * k
        pygame.draw.ellipse(s, (0xEE, 0xF2, 0xEE, 150), (8, y + 26, 50, 12))
        pygame.draw.polygon(
            s, (0x8A, 0x5A, 0x36), [(40, y + 32), (120, y + 20), (146, y + 32), (120, y + 44)]
        )
        pygame.draw.polygon(
            s, (0x5A, 0x36, 0x22), [(40, y + 32), (120, y + 20), (146, y + 32), (120, y + 44)], 4
        )
        pygame.draw.polygon(s, (0xF1, 0xEB, 0xDD), [(70, y + 30), (116, y + 4), (112, y + 30)])
        pygame.draw.polygon(s, RED, [(76, y + 34), (108, y + 52), (104, y + 34)])

    return paint


def _rowboat(s: pygame.Surface, k: int) -> None:
    """A rowing boat with its oars (13-30 px down)."""
    pygame.draw.ellipse(s, (0x6A, 0x44, 0x2A), (36, 66, 92, 34))
    pygame.draw.ellipse(s, (0xA0, 0x70, 0x44), (44, 71, 76, 24))
    pygame.draw.line(s, (0x5A, 0x36, 0x22), (60, 72), (60, 94), 5)
    pygame.draw.line(s, (0x5A, 0x36, 0x22), (96, 72), (96, 94), 5)
    for sx in (1, -1):
        pygame.draw.line(s, (0xC8, 0xA8, 0x78), (80, 83), (80 + sx * 58, 83 + 28), 5)


def _buoy(s: pygame.Surface, k: int) -> None:
    """A red and white buoy bobbing, its ripples round it (4-36 px across)."""
    pygame.draw.circle(s, (0xEE, 0xF2, 0xEE, 90), (70, 76), 50, 4)
    pygame.draw.circle(s, (0xEE, 0xF2, 0xEE, 140), (70, 76), 34, 3)
    pygame.draw.circle(s, RED, (70, 76), 20)
    pygame.draw.rect(s, (0xF1, 0xEB, 0xDD), (50, 70, 40, 12))
    pygame.draw.circle(s, (0x2A, 0x23, 0x20), (70, 76), 20, 3)


def _lighthouse(s: pygame.Surface, k: int) -> None:
    """A lighthouse in elevation on its rock, the lamp lit (two tiles tall, 17-52 px down)."""
    base, top = 51 * k, 23 * k
    pygame.draw.ellipse(s, ROCK, (30, base - 18, 100, 24))
    pygame.draw.polygon(
        s, (0xF1, 0xEB, 0xDD), [(62, base - 8), (98, base - 8), (90, top + 20), (70, top + 20)]
    )
    for yy in range(top + 34, base - 8, 28):
        pygame.draw.polygon(
            s,
            RED,
            [
                (62 + (base - yy) // 20, yy),
                (98 - (base - yy) // 20, yy),
                (97 - (base - yy - 12) // 20, yy + 12),
                (63 + (base - yy - 12) // 20, yy + 12),
            ],
        )
    pygame.draw.rect(s, (0x2A, 0x23, 0x20), (66, top + 8, 28, 14))
    pygame.draw.rect(s, (0xF6, 0xD0, 0x6A), (70, top + 10, 20, 10))
    pygame.draw.polygon(s, RED, [(62, top + 8), (98, top + 8), (80, top - 6)])
    beam = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(beam, (0xF6, 0xD0, 0x6A, 70), [(94, top + 14), (158, top - 4), (158, top + 32)])
    s.blit(beam, (0, 0))


def _starfish(s: pygame.Surface, k: int) -> None:
    """A starfish and shells on the sand (24-54 px down its two tiles)."""
    cx, cy = 60, 40 * k
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = 26 if i % 2 == 0 else 11
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(s, (0xD9, 0x6C, 0x4A), pts)
    pygame.draw.polygon(s, (0x9A, 0x40, 0x2A), pts, 3)
    pygame.draw.ellipse(s, (0xE8, 0xD8, 0xC8), (104, cy + 4, 26, 18))
    pygame.draw.ellipse(s, (0xB0, 0x9A, 0x80), (104, cy + 4, 26, 18), 3)


def _driftwood(s: pygame.Surface, k: int) -> None:
    """A driftwood log washed up (two tiles wide, 30-46 px down its two rows)."""
    y = 38 * k
    pygame.draw.line(s, (0x9A, 0x8A, 0x72), (30, y), (280, y - 14), 14)
    pygame.draw.line(s, (0xC0, 0xB0, 0x94), (36, y - 4), (276, y - 18), 4)
    pygame.draw.line(s, (0x9A, 0x8A, 0x72), (200, y - 10), (236, y + 14), 8)


def _crab(s: pygame.Surface, k: int) -> None:
    """A crab on the sand (26-50 px down its two tiles)."""
    cx, cy = 80, 38 * k
    red = (0xC0, 0x4A, 0x2E)
    for sx in (1, -1):
        for i in range(3):
            pygame.draw.line(s, red, (cx + sx * 14, cy + 4 + i * 8), (cx + sx * 34, cy + 14 + i * 10), 4)
        pygame.draw.circle(s, red, (cx + sx * 30, cy - 16), 9)
    pygame.draw.ellipse(s, red, (cx - 22, cy - 14, 44, 32))
    pygame.draw.circle(s, (0x2A, 0x23, 0x20), (cx - 7, cy - 12), 3)
    pygame.draw.circle(s, (0x2A, 0x23, 0x20), (cx + 7, cy - 12), 3)


SPRITES = {  # name: (width, height in tiles, painter, drop shadow)
    "sailboat": (1, 1, _sailboat(12), (8, 10, 70)),
    "rowboat": (1, 1, _rowboat, (6, 8, 70)),
    "buoy": (1, 1, _buoy, (4, 6, 60)),
    "lighthouse": (1, 2, _lighthouse, None),
    "starfish": (1, 2, _starfish, (4, 6, 60)),
    "driftwood": (2, 2, _driftwood, (6, 8, 70)),
    "crab": (1, 2, _crab, (4, 6, 60)),
}

_TS: t.Tileset | None = None


def tileset() -> t.Tileset:
    """The Farshore tileset (built once): terrains, transitions, variants and details."""
    global _TS
    if _TS is not None:
        return _TS
    rng = mm.Lcg(2_0232)
    sea = t.tex_water(rng, SEA_C)
    shallows = _tex_caustics(rng)
    sand = t.tex_mottled(rng, SAND_C, grit=3, mottle=6, specks=0.03)
    rock = _tex_rock(rng)
    terrains = [
        t.Terrain(
            "sea", sea, SEA_C, Z["sea"], rough=0.12, variants=t.crests(rng, sea, FOAM, n=6, strength=0.22)
        ),
        t.Terrain("shallows", shallows, SHALLOW_C, Z["shallows"], rough=0.15),
        t.Terrain("sand", sand, SAND_C, Z["sand"], rough=0.15, variants=[(t.variant(sand, _shells), 0.15)]),
        t.Terrain(
            "rock", rock, ROCK, Z["rock"], rough=0.2, variants=t.tile_variants(rng, rock, _boulder, 4, 0.3)
        ),
        t.Terrain("pier", _tex_pier(rng), PIER, Z["pier"]),
        t.Terrain("board", t.board_texture(rng, vertical=True), t.WOOD, Z["board"]),
    ]
    _TS = t.Tileset(
        "farshore_coast", "Farshore", terrains, PAIRS, edge, seed=5_1188, extra=sorted(ground().used())
    )
    for name, (w, h, paint, shadow) in SPRITES.items():
        _TS.add_sprite(name, w, h, t.sprite_sheet(w, h, paint, shadow))
    return _TS


def ground() -> t.Ground:
    """The coast under the zones: the sea from the Bay down past the boat track, a reef under the
    islands and the map tiles, shallows along the beach, the beach under the Shore, the pier under the
    cards and the supply, rocks down both sides of the coast, the players' boards beyond them."""
    g = t.Ground(t.BOARD_TILES, "sea")
    g.rect(11, 13, 28, 16, "shallows")  # the reef round the islands and the map tiles
    g.rect(11, 17, 28, 24, "sand")
    g.rect(12, 21, 27, 24, "pier")
    g.rect(10, 3, 10, 24, "rock")
    g.rect(29, 3, 29, 24, "rock")
    g.rect(1, 3, 9, 24, "board")
    g.rect(30, 3, 38, 24, "board")
    return g


def keep_clear() -> list[Rect]:
    """What a detail must not cover: every zone that holds pieces at any player count, each seat's
    whole column with its name tabs, the plates' titles and the shore's names over its columns."""
    zones = shared_zones()
    rects: list[Rect] = []
    for zid, r in zones.items():
        p = props_for(zid)
        if zid.startswith("area:"):
            rects.append(t.title_band(r, str(p["label"])))
        elif zid.startswith("location:") or zid == "lighthouse:workers":
            rects.append((r[0], r[1] - 36, r[2], r[3] + 36))
        else:
            rects.append(r)
    for x in (LEFT_X, RIGHT_X):
        rects.append((x - 8, SEAT_Y[0] - 38, SEAT_W + 16, 960 - SEAT_Y[0] + 38))
    return rects


def details(ts: t.Tileset) -> t.Details:
    """Boats on the Bay's free edge, a buoy at the end of the track, a lighthouse, a crab, a
    starfish and driftwood on the beach above the Shore's names."""
    dt = t.Details(ts, keep_clear())
    dt.place("sailboat", 17, 3)
    dt.place("rowboat", 22, 3)
    dt.place("sailboat", 26, 3)
    dt.place("buoy", 28, 11)
    dt.place("starfish", 15, 16)
    dt.place("driftwood", 18, 16)
    dt.place("crab", 23, 16)
    dt.place("lighthouse", 28, 16)
    return dt


def layers() -> dict[str, list[int]]:
    ts = tileset()
    rng = mm.Lcg(5_1188)
    table = [1 + int(rng.next() * 4) for _ in range(mm.ROWS * mm.COLS)]
    first = mm.TABLE_TILES + 1
    return {"table": table, "ground": ground().gids(ts, first, rng), "details": details(ts).gids(first)}


def build() -> Path:
    zones = shared_zones()
    for k in range(4):
        zones.update(seat_zones(k))
    zones.update(rival_zones())
    return mm.build_designed_map(
        "farshore",
        "farshore_coast",
        make_tileset=lambda: tileset().save(mm.TILES),
        layers=layers,
        zones=zones,
        props_of=props_for,
        zone_ids=zone_ids,
        players=(1, 2, 3, 4),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
