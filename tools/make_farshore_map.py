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
frames them only in a solo game. Tile layers: ``table`` (walnut), ``sea`` (deep water),
``shallows`` (lighter water along the coast), ``sand`` (the beach under the Shore and the supply).
Every zone id of ``game.farshore.views.zone_ids(n)`` for n = 1..4 is an object of the ``zones``
layer (tests/table/test_maps.py checks this). Reuses tools/make_maps.py for textures, XML and the build.
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below

from game.farshore.views import DATA, RES, zone_ids
from scenes.table.layout import BOARD, Rect

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


# ------------------------------------------------------------------------ tiles
# 0-3 sea, 4-5 deep sea, 6-7 shallows, 8-9 sand, 10 foam, 11 rock
N_TILES = 12


def make_tileset() -> None:
    rng = mm.Lcg(2_0232)
    tiles = []
    for base, n in ((SEA, 4), (mm._mix(SEA, DEEP, 0.6), 2), (mm._mix(SEA, SHALLOW, 0.45), 2)):
        for i in range(n):
            s = mm.tex_noise(base, 6, rng)
            for y in range(6 + i * 7, mm.TILE, 14):
                for x in range(mm.TILE):
                    yy = y + int(2 * math.sin(2 * math.pi * x / mm.TILE))
                    if 0 <= yy < mm.TILE:
                        s.set_at((x, yy), mm._mix(base, SHALLOW, 0.35))
            tiles.append(s)
    for _ in range(2):
        tiles.append(mm.tex_noise(SAND, 10, rng, fibre=0.02))
    foam = mm.tex_noise(mm._mix(SHALLOW, SAND, 0.5), 8, rng)
    tiles.append(foam)
    tiles.append(mm.tex_noise((0x7F, 0x7A, 0x6E), 14, rng))
    mm.save_tileset("farshore_coast", tiles)


def layers() -> dict[str, list[int]]:
    rng = mm.Lcg(5_1188)
    first = mm.TABLE_TILES + 1
    out: dict[str, list[int]] = {"table": [], "sea": [], "shallows": [], "sand": []}
    bx0, by0 = BOARD[0] // mm.TILE, BOARD[1] // mm.TILE
    bx1 = (BOARD[0] + BOARD[2] + mm.TILE - 1) // mm.TILE
    by1 = (BOARD[1] + BOARD[3] + mm.TILE - 1) // mm.TILE
    for ty in range(mm.ROWS):
        for tx in range(mm.COLS):
            out["table"].append(1 + int(rng.next() * 4))
            inside = bx0 <= tx < bx1 and by0 <= ty < by1
            r = rng.next()
            if not inside:
                for k in ("sea", "shallows", "sand"):
                    out[k].append(0)
                continue
            out["sea"].append(first + (4 + int(r * 2 / 0.2) % 2 if r < 0.2 else int(rng.next() * 4)))
            px, py = tx * mm.TILE, ty * mm.TILE
            coast = 640 + 14 * math.sin(tx / 3.0)
            in_centre = CX + 2 <= px and px + mm.TILE <= CX + CW - 2
            beach = in_centre and py >= coast + 20
            shallow = in_centre and coast - 40 <= py < coast + 20
            out["sand"].append(first + 8 + (tx + ty) % 2 if beach else 0)
            out["shallows"].append(
                first + (10 if shallow and rng.next() < 0.3 else 6 + tx % 2) if shallow else 0
            )
    return out


def build() -> Path:
    zones = shared_zones()
    for k in range(4):
        zones.update(seat_zones(k))
    zones.update(rival_zones())
    return mm.build_designed_map(
        "farshore",
        "farshore_coast",
        make_tileset=make_tileset,
        layers=layers,
        zones=zones,
        props_of=props_for,
        zone_ids=zone_ids,
        players=(1, 2, 3, 4),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
