"""Generate the designed Paris: New Eden board: maps/new_eden.tmx and its tileset.

    python tools/make_new_eden_map.py

An overgrown Paris on the 1920×1080 canvas: five districts across the top (Tower with its event
tiles and the Heroine, Bridge with the mission deck, Restaurant with the cans, City Center with the
equipment, Bat and Binoculars, Train Station with its tokens), the five building rows (deck, face-up
cards, discard) from tinkerer to farmer, the future stacks for later seasons, the score and population
tracks, and four seat areas (two down each side; seats a game does not use are simply not drawn).
Tile layers: ``table`` (walnut), ``ground`` (the overgrown city painted from the ``paris_new_eden``
Wang tileset, see ``ground``), ``details`` (a rusted car, barrels, ferns, a fallen lamp). Every zone id of ``game.new_eden.zone_ids(4)`` is an object
of the ``zones`` layer (the map lint in tests/table/test_maps.py checks this); ``district:*``
objects are titled plates drawn under each location. Reuses tools/make_maps.py for XML
and the build, tools/terrain.py for the tileset and the painting.
Zone properties understood by the table: ``layout`` (row, grid, stack, pile, track), ``cells``
(track), ``label`` (a message key for the title), ``title`` = ``none`` (no title line: the whole
rect holds pieces), ``plate`` = ``none`` (no plate drawn), ``hidden`` = true (neither plate nor
pieces: boxes out of play).
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below
import pygame
import terrain as t

from game.new_eden.view import zone_ids
from scenes.table.layout import Rect

MOSS = (0x4F, 0x7D, 0x3A)
IVY = (0x2F, 0x5D, 0x34)
RUST = (0xA0, 0x52, 0x2D)
SKY = (0xCF, 0xE3, 0xE1)
STONE = (0x8E, 0x8A, 0x78)
WATER = (0x5E, 0x8C, 0x93)

TYPES = ("tinkerer", "brawler", "healer", "sage", "farmer")
LOCS = ("tower", "bridge", "restaurant", "city_center", "train_station")

# seat columns and the centre
LEFT_X, RIGHT_X, SEAT_W = 48, 1184, 328
CX, CW = 388, 784
SEAT_Y = (166, 586)  # top of the first zone of a seat block (the name tab sits above)
SEAT_H = 362  # a seat block's zones, top to bottom (two blocks share a side at four players)

# The centre, top to bottom: the Tower and the Bridge (y 128), the Restaurant, City Center and
# Train Station (y 332), three rows of building cards in two columns (y 472, 596, 720; the last
# place of the right column is the seasons plate), the score track (y 846), the population track
# (y 888). Every size comes from the fullest real position bot games reach (tests/new_eden_table):
# 3 face-up cards a row at four players, 6 dice at the Station, 5 drawn missions with Scout,
# 20 buildings and 5 new buildings in a refuge, 7 dice on a two-player board.
ROW1_Y, ROW1_H = 128, 200
ROW2_Y, ROW2_H = 332, 136
ROWS_Y, ROW_H, ROW_GAP = 472, 120, 4
SCORE_Y, SCORE_H = 846, 46
POP_Y, POP_H = 896, 62
POP_CELLS = 56  # 0 to 55: bot games reach 51 survivors


def seat_zones(k: int) -> dict[str, Rect]:
    """Seat 0 bottom left, 1 top left, 2 top right, 3 bottom right (clockwise round the table).

    A seat reads as its player board: the dice slots, then the waiting survivor tokens, the held
    items (Heroine, Bat, Binoculars) and the cans; then the refuge: buildings in five type columns
    beside the completed new buildings, the survivor tokens and the equipment; the mission hand
    along the bottom."""
    x = LEFT_X if k in (0, 1) else RIGHT_X
    y = SEAT_Y[0] if k in (1, 2) else SEAT_Y[1]
    w = SEAT_W
    z = {
        "board:dice": (x, y, w, 58),
        "board:tokens": (x, y + 62, 132, 46),
        "items": (x + 136, y + 62, 140, 46),
        "cans": (x + 280, y + 62, w - 280, 46),
        "refuge:buildings": (x, y + 112, 272, 120),
        "refuge:missions": (x + 276, y + 112, w - 276, 120),
        "refuge:tokens": (x, y + 236, 204, 64),
        "refuge:equipment": (x + 208, y + 236, w - 208, 64),
        "missions": (x, y + 304, w, SEAT_H - 304),
    }
    return {f"seat:{k}:{sub}": r for sub, r in z.items()}


def shared_zones() -> dict[str, Rect]:
    z: dict[str, Rect] = {}
    # districts (titled plates) and their contents
    y = ROW1_Y
    z["district:tower"] = (CX, y, 392, ROW1_H)
    z["location:tower"] = (CX + 8, y + 28, 60, 118)
    z["tower:heroine"] = (CX + 8, y + 150, 60, 46)
    z["tower:events"] = (CX + 72, y + 28, 312, ROW1_H - 34)
    for i in range(3):
        z[f"tower:event:{i}"] = (CX + 72 + i * 106, y + 40, 100, 140)
    z["district:bridge"] = (CX + 396, y, 388, ROW1_H)
    z["location:bridge"] = (CX + 404, y + 28, 184, 58)
    z["track:season"] = (CX + 592, y + 28, 140, 58)
    z["track:claim"] = (CX + 736, y + 28, 40, 58)
    z["deck:missions"] = (CX + 404, y + 90, 80, ROW1_H - 96)
    z["bridge:draw"] = (CX + 488, y + 90, 288, ROW1_H - 96)
    y = ROW2_Y
    z["district:restaurant"] = (CX, y, 176, ROW2_H)
    z["location:restaurant"] = (CX + 8, y + 26, 112, 104)
    z["supply:cans"] = (CX + 124, y + 26, 44, 104)
    z["district:city_center"] = (CX + 180, y, 276, ROW2_H)
    z["location:city_center"] = (CX + 188, y + 26, 260, 52)
    z["city_center:equipment"] = (CX + 188, y + 82, 152, 48)
    z["city_center:bat"] = (CX + 344, y + 82, 50, 48)
    z["city_center:binoculars"] = (CX + 398, y + 82, 50, 48)
    z["district:train_station"] = (CX + 460, y, 324, ROW2_H)
    z["location:train_station"] = (CX + 468, y + 26, 308, 52)
    z["train_station:tokens"] = (CX + 468, y + 82, 308, 48)
    # building rows: three on the left half, two on the right, then the seasons plate
    for i, kind in enumerate(TYPES):
        col, row = (0, i) if i < 3 else (1, i - 3)
        x = CX + col * 396
        y = ROWS_Y + row * (ROW_H + ROW_GAP)
        z[f"deck:building:{kind}"] = (x, y, 68, ROW_H)
        z[f"row:{kind}"] = (x + 72, y, 276, ROW_H)
        z[f"discard:{kind}"] = (x + 352, y, 36, ROW_H)
    x, y = CX + 396, ROWS_Y + 2 * (ROW_H + ROW_GAP)
    z["area:future"] = (x, y, 388, ROW_H)
    # four columns: the starting tokens (the opening), then summer, autumn, winter
    cw = (388 - 8) // 4
    z["supply:starting_tokens"] = (x + 4, y + 24, cw - 4, ROW_H - 28)
    for j, s in enumerate((2, 3, 4), start=1):
        cx = x + 4 + j * cw
        z[f"stack:events:{s}"] = (cx, y + 24, 34, ROW_H - 28)
        z[f"stack:equipment:{s}"] = (cx + 36, y + 24, cw - 40, 44)
        z[f"stack:survivors:{s}"] = (cx + 36, y + 72, cw - 40, 44)
    z["stack:events:1"] = (x + 4, y + 2, 4, 4)  # spring's tiles go to the Tower at once
    z["discard:events"] = (x + 196 - 8, y + 2, 4, 4)
    # tracks along the bottom of the centre
    z["track:score"] = (CX, SCORE_Y, CW, SCORE_H)
    z["track:population"] = (CX, POP_Y, CW, POP_H)
    # out of play: boxes (hidden; flights to them fade at the edge of the board)
    for i, b in enumerate(("box:events", "box:tokens", "box:equipment", "box:tinkerer", "supply:dice")):
        z[b] = (CX + CW - 40 - i * 12, 124, 8, 4)
    return z


LABELS = {
    "supply:cans": "new_eden.zone.cans",
    "supply:starting_tokens": "new_eden.zone.starting_tokens",
    "city_center:equipment": "new_eden.zone.equipment",
    "city_center:bat": "new_eden.item.bat",
    "city_center:binoculars": "new_eden.item.binoculars",
    "train_station:tokens": "new_eden.zone.station_tokens",
    "tower:heroine": "new_eden.item.heroine",
    "deck:missions": "new_eden.zone.mission_deck",
    "bridge:draw": "new_eden.zone.bridge_draw",
    "track:season": "new_eden.zone.season",
    "track:claim": "new_eden.zone.claim",
    "area:future": "new_eden.zone.seasons",
}


def props_for(zid: str) -> dict[str, object]:
    """Every New Eden zone is drawn by its skin (scenes/games/new_eden: the slots the cardboard
    prints), so the table frames none (``plate`` = none) and titles none (``title`` = none); the
    ``label`` still names a zone when it is hovered. ``layout`` is the table's placement before the
    skin arranges a zone its own way (``TableSkin.place``)."""
    p: dict[str, object] = {"plate": "none", "title": "none"}
    if zid.startswith("district:"):
        p["label"] = f"new_eden.location.{zid.split(':', 1)[1]}"
    elif zid in LABELS:
        p["label"] = LABELS[zid]
    elif zid.startswith("location:"):
        p["label"] = f"new_eden.location.{zid.split(':', 1)[1]}"
    elif zid.startswith(("row:", "deck:building:", "discard:")) and zid != "discard:events":
        head, kind = zid.rsplit(":", 1)
        p["label"] = f"new_eden.zone.{head.split(':', 1)[0]}.{kind}"
    elif zid.startswith("stack:"):
        p["label"] = "new_eden.zone." + zid.replace(":", ".")
    elif zid.startswith("seat:"):
        p["label"] = "new_eden.zone.seat." + zid.split(":", 2)[2].replace(":", "_")
    if zid.startswith("tower:event:") or zid in ("stack:events:1", "discard:events"):
        p["hidden"] = True
    elif zid == "track:score":
        p.update(layout="track", cells=51, label="new_eden.zone.score")
    elif zid == "track:population":
        p.update(layout="track", cells=POP_CELLS, label="new_eden.zone.population")
    elif zid.startswith(("box:", "supply:dice")):
        p["hidden"] = True
    elif zid.startswith(("deck:", "stack:", "discard:")):
        p["layout"] = "stack"
    elif zid.startswith(("row:", "bridge:")) or zid == "tower:events":
        p["layout"] = "row"
    elif zid.endswith((":refuge:buildings", ":missions", ":refuge:missions")):
        p["layout"] = "row"
    elif zid.endswith(":cans") or zid == "supply:cans":
        p["layout"] = "stack"
    else:
        p["layout"] = "grid"
    return p


# ------------------------------------------------------------------------ ground
# The same Paris, swallowed by the jungle (ART.md, scenes/theme.py): the Seine flooding its quays,
# cobbles and pavements cracked and mossy, ivy and rust over the roofs, the jungle floor creeping
# over everything, and the players' wooden boards down both sides. Lowest first.
FLOOD = t.mix(WATER, IVY, 0.5)
SETTS = t.mix(STONE, IVY, 0.5)
SLABS = t.mix(STONE, IVY, 0.5)
JUNGLE = t.mix(MOSS, IVY, 0.55)
RUINS = t.mix(t.mix(STONE, (0x5B, 0x66, 0x78), 0.5), IVY, 0.3)
Z = {"flood": 0, "street": 1, "pavement": 2, "moss": 3, "ruins": 4, "board": 5}
PAIRS = [
    ("pavement", "street"),
    ("moss", "pavement"),
    ("moss", "street"),
    ("moss", "flood"),
    ("moss", "ruins"),
    ("moss", "board"),
]


def _crack(seed: int):
    """A crack across a slab, a tuft of grass where it widens (clear of the tile's edges)."""

    def paint(s: pygame.Surface, k: int) -> None:
        rng = mm.Lcg(seed)
        dark = t.shade(SLABS, -34)
        pts = [(20 + rng.next() * 20, 30 + rng.next() * 100)]
        for _ in range(6):
            x, y = pts[-1]
            pts.append(
                (min(140.0, x + 14 + rng.next() * 10), max(20.0, min(140.0, y + (rng.next() - 0.5) * 30)))
            )
        pygame.draw.lines(s, dark, False, pts, 3)
        bx, by = pts[3]
        pygame.draw.line(s, dark, (bx, by), (bx + 6, by + 22 if by < 80 else by - 22), 2)
        for i in range(5):
            a = 3.4 + i * 0.55
            pygame.draw.line(
                s,
                t.mix(MOSS, SKY, 0.1),
                pts[4],
                (pts[4][0] + math.cos(a) * 12, pts[4][1] + math.sin(a) * 12),
                3,
            )

    return paint


def _lily(s: pygame.Surface, k: int) -> None:
    rng = mm.Lcg(5)
    for _ in range(4):
        x, y, r = 36 + rng.next() * 88, 36 + rng.next() * 88, 10 + rng.next() * 8
        pygame.draw.circle(s, t.mix(MOSS, SKY, 0.15), (int(x), int(y)), int(r))
        pygame.draw.polygon(s, FLOOD, [(x, y), (x + r, y - r * 0.4), (x + r, y + r * 0.4)])
    pygame.draw.circle(s, (0xE8, 0xC8, 0xD8), (70, 64), 5)


def _frond(s: pygame.Surface, k: int, rng: mm.Lcg) -> None:
    """A palm frond or a fern spread over the jungle floor (a plain moss tile's variant)."""
    cx, cy = 50 + int(rng.next() * 60), 50 + int(rng.next() * 60)
    a0 = rng.next() * 6.283
    for i in range(7):
        a = a0 + i * 0.9
        ex, ey = cx + math.cos(a) * 40, cy + math.sin(a) * 34
        col = t.mix(MOSS, SKY, 0.12) if i % 2 else t.mix(MOSS, IVY, 0.3)
        pygame.draw.line(s, col, (cx, cy), (ex, ey), 5)
        for j in range(1, 5):
            px, py = cx + (ex - cx) * j / 5, cy + (ey - cy) * j / 5
            pygame.draw.ellipse(s, col, (px - 7, py - 4, 14, 8))


def edge(me: str, other: str, d: float, c: t.Colour, x: int, y: int) -> t.Colour:
    """A border from ``me``'s side, ``d`` px in: broken kerbs, flooded quays, ivy spilling from the
    ruins, the jungle's ragged edge; the lower side gets the higher one's shadow."""
    wobble = 0.5 + 0.5 * math.sin(x * 0.9 + y * 1.3) * math.sin(x * 0.37 - y * 0.71)
    if Z[me] < Z[other]:
        if other == "board":
            return t.board_shadow(d, c)
        if me == "flood":  # murky water lapping at the bank, a pale scum line
            c = t.scale(c, 1 - 0.35 * t.fade(d, 6))
            return t.mix(c, t.mix(SKY, MOSS, 0.5), 0.25 * t.band(d, 3) * wobble)
        if other == "ruins":
            return t.scale(c, 1 - 0.4 * t.fade(d, 7))
        return t.scale(c, 1 - 0.3 * t.fade(d, 4))
    if me == "board":
        return t.board_rim(d, c)
    if me == "pavement" and other == "street":  # a kerb, broken here and there
        kerb = t.mix(STONE, IVY, 0.2)
        return t.mix(c, kerb, t.band(d, 3.5) * (0.35 + 0.65 * (wobble > 0.3)))
    if me == "moss":  # the jungle's edge: darker leaves spilling over
        return t.mix(c, t.mix(IVY, (0x10, 0x20, 0x10), 0.4), 0.6 * t.band(d, 3 + 3 * wobble))
    if me == "ruins":  # stained cornice, half lost under the ivy
        cornice = t.mix(STONE, SKY, 0.25)
        c = t.mix(c, cornice, t.band(d, 3.5) * (1 - 0.7 * wobble))
        return t.mix(c, t.shade(RUINS, -30), t.band(d, 4.5) * (1 - t.band(d, 3.5)))
    return c


# ------------------------------------------------------------------------ details (drawn at K×)
RUSTY = t.mix(RUST, STONE, 0.2)


def _car(s: pygame.Surface, k: int) -> None:
    """A rusted car from above, ivy over its bonnet (two tiles wide, 17-37 px down)."""
    y0, y1 = 17 * k, 37 * k
    pygame.draw.rect(s, RUSTY, (24, y0, 270, y1 - y0), border_radius=28)
    pygame.draw.rect(s, t.shade(RUSTY, -30), (24, y0, 270, y1 - y0), 4, border_radius=28)
    pygame.draw.rect(s, (0x3A, 0x4A, 0x48), (110, y0 + 10, 110, y1 - y0 - 20), border_radius=14)
    pygame.draw.rect(s, t.shade(RUSTY, -16), (130, y0 + 18, 70, y1 - y0 - 36), border_radius=8)
    rng = mm.Lcg(3)
    for _ in range(14):
        x, y = 30 + rng.next() * 80, y0 + rng.next() * (y1 - y0)
        pygame.draw.circle(s, t.mix(MOSS, IVY, rng.next()), (int(x), int(y)), 10)


def _barrels(dy: int):
    return lambda s, k: _draw_barrels(s, k, dy)


def _draw_barrels(s: pygame.Surface, k: int, dy: int) -> None:
    """Three rusty barrels from above (19-34 px down, less ``dy``)."""
    for cx, cy in ((56, 110 - dy * k), (96, 96 - dy * k), (128, 116 - dy * k)):
        pygame.draw.circle(s, RUSTY, (cx, cy), 18)
        pygame.draw.circle(s, t.shade(RUSTY, -34), (cx, cy), 18, 4)
        pygame.draw.circle(s, t.shade(RUSTY, -20), (cx, cy), 10, 3)
        pygame.draw.circle(s, t.shade(RUSTY, 18), (cx - 8, cy - 8), 4)


def _fern(dy: int):
    return lambda s, k: _draw_fern(s, k, dy)


def _draw_fern(s: pygame.Surface, k: int, dy: int) -> None:
    """A fern clump from above (18-36 px down, less ``dy``)."""
    cx, cy = 80, 108 - dy * k
    for i in range(9):
        a = i * 6.283 / 9 + 0.3
        ex, ey = cx + math.cos(a) * 44, cy + math.sin(a) * 34
        col = t.mix(MOSS, SKY, 0.15) if i % 2 else MOSS
        pygame.draw.line(s, col, (cx, cy), (ex, ey), 6)
        for j in range(1, 5):
            px, py = cx + (ex - cx) * j / 5, cy + (ey - cy) * j / 5
            pygame.draw.circle(s, col, (int(px), int(py)), 9 - j)


def _lamp_down(s: pygame.Surface, k: int) -> None:
    """A fallen street lamp in the grass (two tiles wide, 21-35 px down)."""
    iron = t.mix(RUST, (0x20, 0x28, 0x22), 0.55)
    y = 28 * k
    pygame.draw.line(s, iron, (30, y), (250, y), 9)
    pygame.draw.ellipse(s, iron, (10, y - 12, 30, 24))
    pygame.draw.polygon(s, iron, [(250, y - 16), (290, y - 11), (290, y + 11), (250, y + 16)])
    pygame.draw.polygon(s, t.mix(SKY, RUST, 0.3), [(256, y - 9), (284, y - 6), (284, y + 6), (256, y + 9)])
    for x in (90, 150, 210):
        pygame.draw.circle(s, t.mix(MOSS, IVY, 0.4), (x, y - 6), 10)


SPRITES = {  # name: (width, height in tiles, painter, drop shadow)
    "car": (2, 1, _car, (6, 8, 80)),
    "barrels": (1, 1, _barrels(0), (6, 8, 80)),
    "barrels_up": (1, 1, _barrels(10), (6, 8, 80)),
    "fern": (1, 1, _fern(0), (4, 6, 60)),
    "fern_up": (1, 1, _fern(10), (4, 6, 60)),
    "fallen_lamp": (2, 1, _lamp_down, (6, 8, 70)),
}

_TS: t.Tileset | None = None


def tileset() -> t.Tileset:
    """The New Eden tileset (built once): terrains, transitions, variants and details."""
    global _TS
    if _TS is not None:
        return _TS
    rng = mm.Lcg(4_1837)
    flood = t.tex_water(rng, FLOOD)
    flood = t.tint(flood, t.fractal(rng, ((4, 1.0), (8, 0.5))), t.mix(MOSS, FLOOD, 0.4), 0.45)
    street = t.tex_setts(rng, SETTS, t.mix(MOSS, IVY, 0.6), lit=8)
    pave = t.tex_mottled(rng, SLABS, grit=2, mottle=6)
    pave = t.tint(pave, t.fractal(rng, ((2, 1.0), (5, 0.6), (10, 0.3))), t.mix(MOSS, IVY, 0.4), 0.55)
    moss = t.tex_leaves(rng, JUNGLE, [MOSS, t.mix(MOSS, IVY, 0.5), IVY, t.mix(MOSS, SKY, 0.18)], count=70)
    ruins = t.tex_scales(rng, RUINS)
    ruins = t.tint(ruins, t.fractal(rng, ((4, 1.0), (8, 0.5))), RUST, 0.4)
    ruins = t.tint(ruins, t.fractal(rng, ((5, 1.0), (10, 0.5))), IVY, 0.6)
    terrains = [
        t.Terrain(
            "flood",
            flood,
            FLOOD,
            Z["flood"],
            rough=0.16,
            variants=[(t.variant(flood, _lily), 0.2), *t.crests(rng, flood, SKY, n=2, strength=0.2)],
        ),
        t.Terrain(
            "street", street, SETTS, Z["street"], bias=-0.15, variants=[(t.variant(street, _crack(7)), 0.15)]
        ),
        t.Terrain(
            "pavement",
            pave,
            SLABS,
            Z["pavement"],
            variants=[(t.variant(pave, _crack(19)), 0.15), (t.variant(pave, _crack(23)), 0.15)],
        ),
        t.Terrain(
            "moss", moss, JUNGLE, Z["moss"], rough=0.2, variants=t.tile_variants(rng, moss, _frond, 3, 0.25)
        ),
        t.Terrain(
            "ruins",
            ruins,
            RUINS,
            Z["ruins"],
            rough=0.04,
        ),
        t.Terrain("board", t.board_texture(rng, vertical=True), t.WOOD, Z["board"]),
    ]
    _TS = t.Tileset(
        "paris_new_eden", "New Eden", terrains, PAIRS, edge, seed=2_020, extra=sorted(ground().used())
    )
    for name, (w, h, paint, shadow) in SPRITES.items():
        _TS.add_sprite(name, w, h, t.sprite_sheet(w, h, paint, shadow))
    return _TS


def _patches(seed: int, cells: int = 6) -> dict[tuple[int, int], float]:
    """A smooth random field over the board's corners (where the jungle has crept in)."""
    rng = mm.Lcg(seed)
    lat = {(a, b): rng.next() for a in range(-1, 50 // cells + 2) for b in range(-1, 30 // cells + 2)}
    out = {}
    for j in range(0, 28):
        for i in range(0, 49):
            a, fa = divmod(i, cells)
            b, fb = divmod(j, cells)
            u, v = t._smooth(fa / cells), t._smooth(fb / cells)
            top = lat[(a, b)] + (lat[(a + 1, b)] - lat[(a, b)]) * u
            bot = lat[(a, b + 1)] + (lat[(a + 1, b + 1)] - lat[(a, b + 1)]) * u
            out[(i, j)] = top + (bot - top) * v
    return out


def ground() -> t.Ground:
    """The overgrown city under the zones: ruined blocks under the Tower and the three middle
    districts, the flooded Seine between them with a pool under the Bridge, cracked streets between
    the blocks and under the tracks, cracked pavement under the building rows, the jungle creeping
    in from the edges, and the players' boards down both sides."""
    g = t.Ground(t.BOARD_TILES, "pavement")
    zones = shared_zones()
    g.cover(zones["district:tower"], "ruins")  # the Tower's block
    for d in ("district:restaurant", "district:city_center", "district:train_station"):
        g.cover(zones[d], "ruins")
    g.rect(10, 8, 29, 8, "flood")  # the Seine
    g.rect(21, 6, 27, 7, "flood")  # flooding the Bridge's quay
    for i in (16, 24):
        g.rect(i, 9, i, 13, "street")
    g.rect(10, 14, 29, 14, "street")
    g.rect(20, 14, 20, 21, "street")
    g.rect(10, 22, 29, 24, "street")
    field = _patches(7)
    g.where(
        lambda i, j: 10 <= i <= 29 and field[(i, j)] > 0.6 and g.v[(i, j)] in ("pavement", "street"), "moss"
    )
    g.where(lambda i, j: i in (10, 29) and g.v[(i, j)] != "flood", "moss")  # the jungle at the edges
    g.rect(1, 3, 9, 24, "board")
    g.rect(30, 3, 38, 24, "board")
    g.buffer(PAIRS, "moss", keep=["pavement", "street", "ruins", "flood"])  # ivy where others meet
    return g


def keep_clear() -> list[Rect]:
    """What a detail must not cover: every zone that holds pieces, each seat's whole column (its
    zones stretch over it at two or three players) with the name tabs, and the plates' titles."""
    zones = shared_zones()
    rects: list[Rect] = []
    for zid, r in zones.items():
        p = props_for(zid)
        if zid.startswith("district:") or zid == "area:future":
            rects.append(t.title_band(r, str(p["label"])))
        elif not p.get("hidden"):
            rects.append(r)
    for x in (LEFT_X, RIGHT_X):
        rects.append((x - 8, SEAT_Y[0] - 38, SEAT_W + 16, 960 - SEAT_Y[0] + 38))
    return rects


def details(ts: t.Tileset) -> t.Details:
    """A rusted car, barrels, ferns and a fallen lamp where the zones leave room: each at its
    favourite tile if that is clear, else at the first clear tile of the centre (top rows first);
    a detail with no clear tile is left out rather than cover a zone."""
    dt = t.Details(ts, keep_clear())
    wanted = [("car", 16, 3), ("fern", 18, 3), ("fallen_lamp", 26, 3), ("barrels", 28, 3),
              ("fern_up", 28, 19), ("barrels_up", 26, 19)]
    spots = [(i, j) for j in range(3, 24) for i in range(10, 29)]
    for name, tx, ty in wanted:
        for i, j in [(tx, ty), *spots]:
            if dt.fits(name, i, j):
                dt.place(name, i, j)
                break
    return dt


def layers() -> dict[str, list[int]]:
    ts = tileset()
    rng = mm.Lcg(190_2020)
    table = [1 + int(rng.next() * 4) for _ in range(mm.ROWS * mm.COLS)]
    first = mm.TABLE_TILES + 1
    return {"table": table, "ground": ground().gids(ts, first, rng), "details": details(ts).gids(first)}


def build() -> Path:
    zones = shared_zones()
    for k in range(4):
        zones.update(seat_zones(k))
    return mm.build_designed_map(
        "new_eden",
        "paris_new_eden",
        make_tileset=lambda: tileset().save(mm.TILES),
        layers=layers,
        zones=zones,
        props_of=props_for,
        zone_ids=zone_ids,
        players=(4,),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
