"""Generate the designed Paris: New Eden board: maps/new_eden.tmx and its tileset.

    python tools/make_new_eden_map.py

An overgrown Paris on the 1920×1080 canvas: five districts across the top (Tower with its event
tiles and the Heroine, Bridge with the mission deck, Restaurant with the cans, City Center with the
equipment, Bat and Binoculars, Train Station with its tokens), the five building rows (deck, face-up
cards, discard) from tinkerer to farmer, the future stacks for later seasons, the score and population
tracks, and four seat areas (two down each side; seats a game does not use are simply not drawn).
Tile layers: ``table`` (walnut), ``jungle`` (moss and ivy), ``streets`` (cobbles between districts),
``river`` (the Seine under the Bridge). Every zone id of ``game.new_eden.zone_ids(4)`` is an object
of the ``zones`` layer (the map lint in tests/table/test_maps.py checks this); ``district:*``
objects are titled plates drawn under each location. Reuses tools/make_maps.py for textures, XML
and the build.
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

from game.new_eden.view import zone_ids
from scenes.table.layout import BOARD, Rect, kind_of

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
SEAT_Y = (168, 581)  # top of the first zone of a seat block (the name tab sits above)


def seat_zones(k: int) -> dict[str, Rect]:
    """Seat 0 bottom left, 1 top left, 2 top right, 3 bottom right (clockwise round the table)."""
    x = LEFT_X if k in (0, 1) else RIGHT_X
    y = SEAT_Y[0] if k in (1, 2) else SEAT_Y[1]
    w = SEAT_W
    z = {
        "board:dice": (x, y, w, 66),
        "board:tokens": (x, y + 70, 214, 52),
        "items": (x + 218, y + 70, w - 218, 52),
        "refuge:buildings": (x, y + 126, w, 90),
        "bridge_draw": (x + 40, y + 126, w - 80, 90),
        "refuge:tokens": (x, y + 220, 214, 52),
        "refuge:equipment": (x + 218, y + 220, w - 218, 52),
        "missions": (x, y + 276, 124, 84),
        "refuge:missions": (x + 128, y + 276, 124, 84),
        "cans": (x + 256, y + 276, w - 256, 84),
    }
    return {f"seat:{k}:{sub}": r for sub, r in z.items()}


def shared_zones() -> dict[str, Rect]:
    z: dict[str, Rect] = {}
    # districts (titled plates) and their contents
    z["district:tower"] = (CX, 130, 390, 206)
    z["location:tower"] = (CX + 8, 164, 128, 70)
    z["tower:heroine"] = (CX + 8, 240, 128, 88)
    z["tower:events"] = (CX + 142, 164, 240, 164)
    for i in range(3):
        z[f"tower:event:{i}"] = (CX + 146 + i * 78, 176, 74, 140)
    z["district:bridge"] = (CX + 394, 130, 390, 206)
    z["location:bridge"] = (CX + 402, 164, 190, 70)
    z["track:season"] = (CX + 402, 240, 92, 88)
    z["track:claim"] = (CX + 500, 240, 92, 88)
    z["deck:missions"] = (CX + 600, 164, 176, 164)
    z["district:restaurant"] = (CX, 342, 236, 212)
    z["location:restaurant"] = (CX + 8, 376, 220, 70)
    z["supply:cans"] = (CX + 8, 452, 100, 94)
    z["supply:starting_tokens"] = (CX + 112, 452, 116, 94)
    z["district:city_center"] = (CX + 240, 342, 340, 212)
    z["location:city_center"] = (CX + 248, 376, 324, 70)
    z["city_center:equipment"] = (CX + 248, 452, 168, 94)
    z["city_center:bat"] = (CX + 420, 452, 74, 94)
    z["city_center:binoculars"] = (CX + 498, 452, 74, 94)
    z["district:train_station"] = (CX + 584, 342, 200, 212)
    z["location:train_station"] = (CX + 592, 376, 184, 70)
    z["train_station:tokens"] = (CX + 592, 452, 184, 94)
    # building rows: three on the left half, two on the right, then the future stacks
    for i, t in enumerate(TYPES):
        col, row = (0, i) if i < 3 else (1, i - 3)
        x = CX + col * 396
        y = 560 + row * 104
        z[f"deck:building:{t}"] = (x, y, 88, 100)
        z[f"row:{t}"] = (x + 92, y, 236, 100)
        z[f"discard:{t}"] = (x + 332, y, 56, 100)
    x, y = CX + 396, 560 + 2 * 104
    z["area:future"] = (x, y, 388, 100)
    for s in (1, 2, 3, 4):
        z[f"stack:events:{s}"] = (x + 8 + (s - 1) * 46, y + 30, 44, 64)
    for j, s in enumerate((2, 3, 4)):
        z[f"stack:equipment:{s}"] = (x + 196 + j * 62, y + 26, 58, 34)
        z[f"stack:survivors:{s}"] = (x + 196 + j * 62, y + 62, 58, 34)
    z["discard:events"] = (x + 196 - 8, y + 2, 4, 4)
    # tracks along the bottom of the centre
    z["track:score"] = (CX, 872, CW, 42)
    z["track:population"] = (CX, 916, CW, 42)
    # out of play: boxes (hidden; flights to them fade at the edge of the board)
    for i, b in enumerate(("box:events", "box:tokens", "box:equipment", "box:tinkerer", "supply:dice")):
        z[b] = (CX + CW - 40 - i * 12, 124, 8, 4)
    return z


LABELS = {
    "supply:cans": "new_eden.zone.cans",
    "supply:starting_tokens": "new_eden.zone.starting_tokens",
    "city_center:equipment": "new_eden.zone.equipment",
    "city_center:bat": "new_eden.item.bat",
    "city_center:binoculars": "new_eden.zone.binoculars",
    "train_station:tokens": "new_eden.zone.station_tokens",
}


def props_for(zid: str) -> dict[str, object]:
    p: dict[str, object] = {}
    if zid.startswith("district:"):
        p["label"] = f"new_eden.location.{zid.split(':', 1)[1]}"
        p["layout"] = "grid"
    elif zid == "area:future":
        p["label"] = "new_eden.zone.future"
    elif zid in LABELS:
        p["label"] = LABELS[zid]
        p["layout"] = "stack" if zid == "supply:cans" else "grid"
    elif zid.startswith("location:"):
        p["layout"] = "row"
        p["title"] = "none"
    elif zid == "tower:events":
        p["layout"] = "row"
        p["title"] = "none"
    elif zid.startswith("tower:event:"):
        p["hidden"] = True
    elif zid == "track:score":
        p.update(layout="track", cells=51, label="new_eden.zone.score")
    elif zid == "track:population":
        p.update(layout="track", cells=41, label="new_eden.zone.population")
    elif zid.startswith(("box:", "supply:dice", "discard:events")):
        p["hidden"] = True
    elif zid.startswith("deck:"):
        p.update(layout="stack", title="none")
    elif zid.startswith("row:"):
        p.update(layout="row", title="none")
    elif zid.startswith("discard:"):
        p.update(layout="stack", title="none")
    elif zid.startswith("stack:"):
        p.update(layout="stack", title="none")
    elif zid.endswith(":bridge_draw"):
        p.update(layout="row", title="none", plate="none")
    elif zid.endswith((":refuge:buildings", ":missions", ":refuge:missions")):
        p.update(layout="row", title="none")
    elif zid.endswith(":cans") or zid in ("supply:cans",):
        p.update(layout="stack")
    elif kind_of(zid) == "seat" or zid.startswith(
        ("city_center:", "train_station:", "tower:", "supply:", "track:")
    ):
        p["layout"] = "grid"
    return p


# ------------------------------------------------------------------------ tiles
# jungle 0-3 moss, 4-5 ivy, 6-7 cobbles, 8-9 river, 10 rust ruin, 11 pale sky paving
def make_tileset() -> None:
    rng = mm.Lcg(4_1837)
    tiles = [mm.tex_noise(mm._mix(MOSS, IVY, 0.5), 6, rng, fibre=0.02) for _ in range(4)]
    tiles += [mm.tex_noise(mm._mix(MOSS, IVY, 0.75), 6, rng, fibre=0.03) for _ in range(2)]
    for _ in range(2):
        s = mm.tex_noise(mm._mix(STONE, IVY, 0.35), 10, rng)
        for y in range(0, mm.TILE, 10):
            pygame.draw.line(s, mm._shade(STONE, -40), (0, y), (mm.TILE, y), 1)
            off = 0 if (y // 10) % 2 else 10
            for x in range(off, mm.TILE, 20):
                pygame.draw.line(s, mm._shade(STONE, -40), (x, y), (x, y + 10), 1)
        tiles.append(s)
    for i in range(2):
        s = mm.tex_noise(WATER, 8, rng)
        for y in range(4 + i * 5, mm.TILE, 10):
            for x in range(mm.TILE):
                yy = y + int(2 * math.sin(2 * math.pi * x / mm.TILE))
                if 0 <= yy < mm.TILE:
                    s.set_at((x, yy), mm._mix(WATER, SKY, 0.45))
        tiles.append(s)
    tiles.append(mm.tex_noise(mm._mix(RUST, IVY, 0.25), 14, rng, fibre=0.05))
    tiles.append(mm.tex_noise(mm._mix(SKY, MOSS, 0.25), 6, rng))
    mm.save_tileset("paris_new_eden", tiles)


N_TILES = 12


def layers() -> dict[str, list[int]]:
    rng = mm.Lcg(190_2020)
    first = mm.TABLE_TILES + 1
    table: list[int] = []
    jungle: list[int] = []
    streets: list[int] = []
    river: list[int] = []
    bx0, by0 = BOARD[0] // mm.TILE, BOARD[1] // mm.TILE
    bx1, by1 = (BOARD[0] + BOARD[2] + mm.TILE - 1) // mm.TILE, (BOARD[1] + BOARD[3] + mm.TILE - 1) // mm.TILE
    for ty in range(mm.ROWS):
        for tx in range(mm.COLS):
            table.append(1 + int(rng.next() * 4))
            inside = bx0 <= tx < bx1 and by0 <= ty < by1
            r = rng.next()
            if not inside:
                jungle.append(0)
                streets.append(0)
                river.append(0)
                continue
            jungle.append(first + (4 + int(r * 60) if r < 0.033 else int(rng.next() * 4)))
            px, py = tx * mm.TILE, ty * mm.TILE
            # the Seine: a gentle band through the Bridge district and under the building rows
            wave = 8.6 + 0.9 * math.sin(tx / 5.0)
            on_river = abs(ty - wave) < 0.8 and 380 <= px < 1160
            river.append(first + 8 + (tx % 2) if on_river else 0)
            # boulevards: between the seat columns and the centre, and between the districts
            street = (
                (px in (360, 1160) and 140 <= py <= 920)
                or (py == 520 and 360 <= px <= 1160)
                or (ty in (3,) and 380 <= px <= 1160 and rng.next() < 0.6)
            )
            if street and not on_river:
                streets.append(first + 6 + int(rng.next() * 2))
            else:
                streets.append(0)
    return {"table": table, "jungle": jungle, "streets": streets, "river": river}


def build() -> Path:
    zones = shared_zones()
    for k in range(4):
        zones.update(seat_zones(k))
    return mm.build_designed_map(
        "new_eden",
        "paris_new_eden",
        make_tileset=make_tileset,
        layers=layers,
        zones=zones,
        props_of=props_for,
        zone_ids=zone_ids,
        players=(4,),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
