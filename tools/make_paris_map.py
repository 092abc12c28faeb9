"""Generate the designed Paris (with l'Étoile) board: maps/paris.tmx and its tileset.

    python tools/make_paris_map.py

Belle-Époque Paris on the 1920×1080 canvas: the bonus-tile track (spaces 0–30, zones A/B/C) runs
along the top edge; below it the city, six districts around the Arc de Triomphe (Montmartre at the
top, then clockwise La Villette, Belleville, Saint-Germain, Chaillot, Batignolles), each with its
bank, its VP-tile and special-tile places, six building slots laid out in a U (1 2 3 over 8 5 4)
and its landmark row; the building stacks, removed tiles, end-game tiles and l'Étoile strategy
display on the left bank; the landmark and VP-tile supplies and the market (token supply) on the
right; and the four players' screens along the table edge (seats a game does not use are simply
not drawn). Tile layers: ``table`` (walnut), ``city`` (limestone paving), ``avenues`` (the twelve
avenues of the Étoile radiating from the Arc), ``seine`` (the river under the southern districts).
Every zone id of ``game.paris.view.zone_ids(4)`` is an object of the ``zones`` layer (the map lint
in tests/table/test_maps.py checks this). Zone properties: see tools/make_new_eden_map.py.
Reuses tools/make_maps.py for textures, XML and the build.
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below
import pygame

from game.paris.engine import DISTRICTS, LANDMARKS
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
DIST_W, DIST_H = 296, 238
ARC: Rect = (COL_X[1] + 38, CITY_Y + DIST_H + 6, DIST_W - 76, 92)
# district origin: Montmartre at the top, then clockwise round the Arc
DIST_AT = {
    "montmartre": (COL_X[1], CITY_Y),
    "la_villette": (COL_X[2], CITY_Y + 34),
    "belleville": (COL_X[2], CITY_Y + 34 + DIST_H + 50),
    "saint_germain": (COL_X[1], ARC[1] + ARC[3] + 6),
    "chaillot": (COL_X[0], CITY_Y + 34 + DIST_H + 50),
    "batignolles": (COL_X[0], CITY_Y + 34),
}
# A player's board along the table edge, at four players 352 px wide: the screen (francs, keys,
# tokens and tiles behind it), the used tiles, and a column of three small boxes (the keys in
# reserve, the VP marker, the strategy tile). Fewer players share the edge (spread_seats).
SEAT_Y, SEAT_H = 838, 112
SEAT_X0, SEAT_STEP, SEAT_W = 52, 368, 352
LEFT_X, RIGHT_X, SIDE_W = 48, 1240, 272
BANK_Y = CITY_Y  # the two banks of the Seine run from the city's top to its bottom
BANK_B = CITY_Y + 34 + 2 * DIST_H + 50 + 20  # the bottom of the lowest district (Saint-Germain)
LANDMARK_ROW = 41  # one landmark's line in the register: its plaque and its key spot


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
    z[f"district:{d}:landmarks"] = (x + 8, y + 196, DIST_W - 16, 36)
    return z


def seat_zones(k: int) -> dict[str, Rect]:
    """Seats along the table edge, left to right (a two-player game uses the two on the left)."""
    x, y, h = SEAT_X0 + k * SEAT_STEP, SEAT_Y, SEAT_H
    z = {
        "screen": (x, y, 212, h),
        "used": (x + 216, y, 64, h),
        "reserve": (x + 284, y, 68, 36),
        "vp": (x + 284, y + 38, 68, 36),
        "strategy": (x + 284, y + 76, 68, 36),
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
    y += 102
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


# ------------------------------------------------------------------------ tiles
# 0-3 limestone paving, 4-5 slate roofs, 6-7 cobbled avenue, 8-9 the Seine, 10 garden, 11 the Arc
def make_tileset() -> None:
    rng = mm.Lcg(1_8_89)
    tiles = []
    for _ in range(4):
        s = mm.tex_noise(mm._mix(LIMESTONE, NAVY, 0.55), 3, rng)
        pygame.draw.line(
            s, mm._shade(mm._mix(LIMESTONE, NAVY, 0.55), -10), (0, mm.TILE - 1), (mm.TILE, mm.TILE - 1)
        )
        pygame.draw.line(
            s, mm._shade(mm._mix(LIMESTONE, NAVY, 0.55), -10), (mm.TILE - 1, 0), (mm.TILE - 1, mm.TILE)
        )
        tiles.append(s)
    for _ in range(2):
        s = mm.tex_noise(mm._mix(SLATE, NAVY, 0.5), 6, rng)
        for y in range(0, mm.TILE, 8):
            pygame.draw.line(s, mm._shade(mm._mix(SLATE, NAVY, 0.5), -22), (0, y), (mm.TILE, y), 1)
        tiles.append(s)
    for _ in range(2):
        base = mm._mix(COBBLE, NAVY, 0.45)
        s = mm.tex_noise(base, 8, rng)
        for y in range(0, mm.TILE, 8):
            off = 0 if (y // 8) % 2 else 4
            for x in range(off, mm.TILE, 8):
                pygame.draw.circle(s, mm._shade(base, -18), (x + 4, y + 4), 3, 1)
        tiles.append(s)
    for i in range(2):
        s = mm.tex_noise(WATER, 6, rng)
        for y in range(4 + i * 5, mm.TILE, 10):
            for x in range(mm.TILE):
                yy = y + int(2 * math.sin(2 * math.pi * x / mm.TILE))
                if 0 <= yy < mm.TILE:
                    s.set_at((x, yy), mm._mix(WATER, LIMESTONE, 0.35))
        tiles.append(s)
    tiles.append(mm.tex_noise(mm._mix(GARDEN, NAVY, 0.3), 10, rng, fibre=0.04))
    arch = mm.tex_noise(mm._mix(LIMESTONE, NAVY, 0.55), 3, rng)  # the Arc de Triomphe, seen from above
    t, g = mm.TILE, mm._mix(GOLD, NAVY, 0.2)
    pygame.draw.rect(arch, g, (4, 6, t - 8, t - 10), border_radius=2)
    pygame.draw.rect(
        arch,
        mm._mix(LIMESTONE, NAVY, 0.55),
        (14, 16, t - 28, t - 20),
        border_top_left_radius=6,
        border_top_right_radius=6,
    )
    pygame.draw.line(arch, mm._shade(g, -40), (4, 12), (t - 5, 12), 1)
    tiles.append(arch)
    mm.save_tileset("paris_city", tiles)


def layers() -> dict[str, list[int]]:
    rng = mm.Lcg(1_836)
    first = mm.TABLE_TILES + 1
    table: list[int] = []
    city: list[int] = []
    avenues: list[int] = []
    seine: list[int] = []
    bx0, by0 = BOARD[0] // mm.TILE, BOARD[1] // mm.TILE
    bx1, by1 = (BOARD[0] + BOARD[2] + mm.TILE - 1) // mm.TILE, (BOARD[1] + BOARD[3] + mm.TILE - 1) // mm.TILE
    acx, acy = ARC[0] + ARC[2] / 2, ARC[1] + ARC[3] / 2
    for ty in range(mm.ROWS):
        for tx in range(mm.COLS):
            table.append(1 + int(rng.next() * 4))
            inside = bx0 <= tx < bx1 and by0 <= ty < by1
            r = rng.next()
            if not inside:
                city.append(0)
                avenues.append(0)
                seine.append(0)
                continue
            px, py = tx * mm.TILE + 20, ty * mm.TILE + 20
            # limestone paving; a garden square in the two gaps beside the Arc
            garden = (
                ARC[0] - 60 <= px < ARC[0] - 20 or ARC[0] + ARC[2] + 20 <= px < ARC[0] + ARC[2] + 60
            ) and (ARC[1] - 20 <= py < ARC[1] + ARC[3] + 20)
            city.append(first + 10 if garden else first + int(r * 4))
            # the Seine: a slow curve through the south of the city
            wave = 20.6 + 0.6 * math.sin((tx - 8) / 4.5)
            on_river = abs(ty - wave) < 0.9 and 8 <= tx <= 38 and py > 760
            seine.append(first + 8 + (tx % 2) if on_river else 0)
            # l'Étoile: twelve avenues leaving the Arc, and a ring road round it
            dx, dy = px - acx, py - acy
            dist = math.hypot(dx, dy)
            ang = (math.degrees(math.atan2(dy, dx)) + 360) % 30
            avenue = dist > 40 and (
                ang < 30 * 0.18 * 150 / max(dist, 150) or ang > 30 - 30 * 0.18 * 150 / max(dist, 150)
            )
            ring = abs(dist - 120) < 22
            if (avenue or ring) and 200 <= py <= 860 and 300 <= px <= 1260 and not on_river:
                avenues.append(first + 6 + int(rng.next() * 2))
            else:
                avenues.append(0)
    return {"table": table, "city": city, "avenues": avenues, "seine": seine}


def build() -> Path:
    zones = shared_zones()
    for k in range(4):
        zones.update(seat_zones(k))
    return mm.build_designed_map(
        "paris",
        "paris_city",
        make_tileset=make_tileset,
        layers=layers,
        zones=zones,
        props_of=props_for,
        zone_ids=zone_ids,
        players=(4,),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
