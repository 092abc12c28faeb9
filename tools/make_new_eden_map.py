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
from scenes.table.layout import BOARD, Rect

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
SCORE_Y, SCORE_H = 846, 40
POP_Y, POP_H = 888, 70
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
