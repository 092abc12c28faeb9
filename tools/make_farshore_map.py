"""Generate the designed Everdell Farshore board: maps/farshore.tmx and its tileset.

    python tools/make_farshore_map.py

A windswept coast on the 1920×1080 canvas. In the middle, from top to bottom: the Bay (the card
market, eight slots in two rows), the open sea with the boat track (41 spaces winding in three rows;
the skin prints each space's number, points and treasure), the islands and the map-tile stacks, and
the Shore with its seven locations and the Lighthouse (workers still to come). The right column's
lower half is the Lighthouse corner: deck, discard, revealed and played cards, the two wind tiles
and the supply. The home chair runs along the bottom edge (the first human sits there: its city,
whole hand and tokens in one strip); the other chairs sit in the side columns, a whole column each
at 2 and 3 players (the solo Rival takes the left one), half a column at 4 (``CHAIRS``).

Zones move with the player count: a zone's rect is its 4-player place (or that of the largest count
that has it), with ``at_N`` properties where N players put it elsewhere, and ``players`` on shared
zones that only some counts use (islands 3 and 4, the Rival's); the farshore skin applies them when
the table is built (scenes/games/farshore/arrange.py). A chair's city is a grid of card tabs with a
worker spot over each card (``seat:N:city:i``). Tile layers: ``table`` (walnut), ``sea`` (deep
water), ``shallows`` (lighter water along the coast), ``sand`` (the beach under the Shore). Every zone
id of ``game.farshore.views.zone_ids(n)`` for n = 1..4 is an object of the ``zones`` layer
(tests/table/test_maps.py checks this). Reuses tools/make_maps.py for textures, XML and the build.
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below

from game.farshore.views import DATA, RES, zone_ids
from scenes.games.farshore.geometry import CITY_PLACES, TAB_MIN_W, tab_grid
from scenes.table.layout import BOARD, Rect

SEA = (0x1B, 0x4F, 0x72)
DEEP = (0x12, 0x36, 0x4F)
SHALLOW = (0x5D, 0xAD, 0xE2)
SAND = (0xE8, 0xD5, 0xA3)
RED = (0xC0, 0x39, 0x2B)

# ------------------------------------------------------------------------ zones
# The frame: two side columns of chairs, the board's middle between them, the home chair along the
# bottom. The home chair (seat 0 in the map; the table seats the first human there) is the roomy one:
# its city, its whole hand and its tokens in one strip. The other chairs are "roomy" (a whole side
# column: 2 and 3 players, the solo Rival) or "compact" (half a column: 4 players, and the third
# chair of 3). The Lighthouse corner (deck, discard, revealed and played cards, winds, supply) is
# the right column's lower half at every player count.
LEFT_X, RIGHT_X, COL_W = 48, 1172, 340
CX, CW = 404, 752  # the middle: the Bay, the sea (boat track, islands, maps) and the Shore
TOP = 158  # a chair's first zone (its name tab sits above, drawn by the table)
LOWER_TOP = 498  # the lower compact chair of a column
COL_BOTTOM = 784  # the side columns end here; the home chair's name tab starts below
HOME_Y, HOME_H = 838, 114
CORNER_Y = 462

# a chair's city (the count plaque in the place after the 17 cards) and hand, as tab grids
CITY_RECT = {"home": (685, HOME_H), "roomy": (COL_W, 272), "compact": (COL_W, 214)}
HAND_H = {"home": 75, "roomy": 172}
RIVAL_SLOTS = 21  # the solo Rival's city is not limited to 15
CITY_SLOTS = CITY_PLACES - 1  # 15 cards that take space + Shipwreck and Castaway, which take none

TRACK_CELL = (51, 60)
TRACK_COLS = 14
TRACK_Y = 332
SHORE_Y, SHORE_H = 648, 144

# seat -> chair per player count (the map's seats; the table turns them so the first human is home)
CHAIRS: dict[int, tuple[str, ...]] = {
    1: ("home",),
    2: ("home", "left_full"),
    3: ("home", "left_full", "right_top"),
    4: ("home", "left_bottom", "left_top", "right_top"),
}


def span(rects: list[Rect]) -> Rect:
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return (x0, y0, x1 - x0, y1 - y0)


def token_row(x: int, y: int, h: int, widths: list[tuple[str, int]], gap: int) -> dict[str, Rect]:
    out: dict[str, Rect] = {}
    for sub, w in widths:
        out[sub] = (x, y, w, h)
        x += w + gap
    return out


def chair_zones(chair: str) -> dict[str, Rect]:
    """A chair's zones by their part of the seat id (``city``, ``hand``, ``city:3``…)."""
    kind = "home" if chair == "home" else "roomy" if chair == "left_full" else "compact"
    x = RIGHT_X if chair == "right_top" else LEFT_X
    y = {"home": HOME_Y, "left_bottom": LOWER_TOP}.get(chair, TOP)
    cw, ch = CITY_RECT[kind]
    z: dict[str, Rect] = {"city": (x, y, cw, ch)}
    for i, r in enumerate(tab_grid(z["city"], CITY_PLACES, TAB_MIN_W["city"])[:CITY_SLOTS]):
        z[f"city:{i}"] = r  # a worker spot is its card's place: a worker stands on the card it visits
    if kind == "home":
        hx = x + cw + 8
        row_w = LEFT_X + 2 * COL_W + CW + 32 - hx
        z["hand"] = (hx, y, row_w, HAND_H[kind])
        ty = y + HAND_H[kind] + 4
        fixed = [("workers", 60), ("resources", 196), ("treasure", 50), ("shells", 50), ("anchors", 50)]
        fixed += [("boat", 56), ("season", 80)]
        rest = row_w - sum(w for _s, w in fixed) - 4 * len(fixed)
        z.update(token_row(hx, ty, y + HOME_H - ty, [*fixed, ("maps", rest)], 4))
    elif kind == "roomy":
        hy = y + ch + 8
        z["hand"] = (x, hy, COL_W, HAND_H[kind])
        ry = hy + HAND_H[kind] + 8
        z.update(
            token_row(x, ry, 34, [("workers", 56), ("resources", 190), ("treasure", 45), ("shells", 45)], 1)
        )
        z.update(token_row(x, ry + 38, 34, [("anchors", 48), ("season", 80), ("boat", 56), ("maps", 152)], 1))
    else:
        ry = y + ch + 4
        z.update(
            token_row(x, ry, 30, [("workers", 48), ("resources", 192), ("treasure", 48), ("shells", 49)], 1)
        )
        z.update(
            token_row(
                x,
                ry + 34,
                30,
                [("anchors", 46), ("season", 74), ("boat", 50), ("hand", 46), ("maps", 120)],
                1,
            )
        )
    z["city_nospace"] = z["city"]  # Shipwreck and Castaway sit in the city's grid by their place
    return z


def rival_zones() -> dict[str, Rect]:
    """The solo Rival in the left column: its city (not limited to 15), maps, treasure and boat, and
    where its pawn waits between moves."""
    x, y = LEFT_X, TOP
    city = (x, y, COL_W, 318)
    ry = y + city[3] + 8
    z = {"rival:city": city}
    row = [("treasure", 64), ("boat", 64), ("pawn_location", 64), ("pawn_bay", 64)]
    z.update({f"rival:{k}": r for k, r in token_row(x, ry, 40, row, 4).items()})
    z["rival:maps"] = (x, ry + 44, COL_W, 40)
    return z


def track_cell(i: int) -> Rect:
    row, col = divmod(i, TRACK_COLS)
    if row == 1:
        col = TRACK_COLS - 1 - col
    cw, ch = TRACK_CELL
    x0 = CX + (CW - (TRACK_COLS * (cw + 2) - 2)) // 2
    return (x0 + col * (cw + 2), TRACK_Y + row * (ch + 3), cw, ch)


def shared_zones(players: int) -> dict[str, Rect]:
    z: dict[str, Rect] = {}
    # the Bay: the card market, two rows of four
    z["area:bay"] = (CX, 128, CW, 196)
    bw, bh = 182, 78
    bx0 = CX + (CW - (4 * bw + 3 * 4)) // 2
    for i in range(8):
        z[f"bay:{i + 1}"] = (bx0 + (i % 4) * (bw + 4), 158 + (i // 4) * (bh + 4), bw, bh)
    # the sea: boat track, islands, map tiles
    z["area:sea"] = (CX, 326, CW, 318)
    for i in range(DATA.track_last + 1):
        z[f"track:{i}"] = track_cell(i)
    for i in range(DATA.islands_face_up[players]):
        z[f"island:{i + 1}"] = (CX + i * 106, 524, 102, 116)
    mx = CX + 4 * 106
    mw = (CX + CW - mx - 8) // 3  # a map tile fits "Wanderer's" clear of its stack's count
    for j, m in enumerate(DATA.map_order):
        c, r = j % 3, j // 3
        z[f"maps:{m}"] = (mx + c * (mw + 4), 524 + r * 60, mw, 56)

    # the Shore: seven locations and the Lighthouse, each a column with its name and yield printed
    # at the top (the skin) and its workers below
    z["area:shore"] = (CX, SHORE_Y - 2, CW, SHORE_H + 2)
    locs = [f"location:{s.id}" for s in DATA.locations] + ["lighthouse:workers"]
    lw = (CW - 2 * (len(locs) - 1)) // len(locs)
    for i, loc in enumerate(locs):
        z[loc] = (CX + i * (lw + 2), SHORE_Y, lw, SHORE_H)
    # the Lighthouse corner
    x, y = RIGHT_X, CORNER_Y
    z["deck:main"] = (x, y, 72, 100)
    z["discard:main"] = (x + 76, y, 72, 100)
    z["reveal:main"] = (x + 152, y, COL_W - 152, 100)
    z["wind:A"] = (x, y + 106, 168, 62)
    z["wind:B"] = (x + 172, y + 106, 168, 62)
    z["play:main"] = (x, y + 174, COL_W, 52)
    sup = ["supply:treasure", "supply:shells"] + [f"supply:{r}" for r in RES]
    sw = (COL_W - 5 * 4) // 6
    for j, s in enumerate(sup):
        z[s] = (x + j * (sw + 4), y + 232, sw, 56)
    return z


def arrangement(players: int) -> dict[str, Rect]:
    """Every zone's place at ``players`` (the table seats the first human at the home chair)."""
    z = shared_zones(players)
    for s, chair in enumerate(CHAIRS[players]):
        z.update({f"seat:{s}:{sub}": r for sub, r in chair_zones(chair).items()})
    if players == 1:
        z.update(rival_zones())
    return z


def fmt(r: Rect) -> str:
    return ",".join(str(v) for v in r)


def all_zones() -> tuple[dict[str, Rect], dict[str, dict[str, object]]]:
    """The 4-player rects (or those of the largest count that uses a zone), and each zone's
    properties: ``at_N`` = its rect at N players where that differs, ``players`` = the counts that
    use a shared zone (the table hides it at the others)."""
    per = {n: arrangement(n) for n in (1, 2, 3, 4)}
    rects: dict[str, Rect] = {}
    props: dict[str, dict[str, object]] = {}
    order = [zid for n in (4, 3, 2, 1) for zid in per[n]]
    for zid in dict.fromkeys(order):
        present = [n for n in (1, 2, 3, 4) if zid in per[n]]
        base = per[max(present)][zid]
        rects[zid] = base
        p = props_for(zid)
        if not zid.startswith("seat:") and present != [1, 2, 3, 4]:
            p["players"] = ",".join(map(str, present))
        for n in present:
            if per[n][zid] != base:
                p[f"at_{n}"] = fmt(per[n][zid])
        props[zid] = p
    return rects, props


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
SEAT_LABELS = (
    "workers",
    "resources",
    "treasure",
    "shells",
    "anchors",
    "boat",
    "season",
    "maps",
    "hand",
    "city",
)


def props_for(zid: str) -> dict[str, object]:
    """A zone's layout and title. Small zones carry no title line (their name shows on hover)."""
    p: dict[str, object] = {}
    sub = zid.split(":", 2)[2] if zid.startswith("seat:") else ""
    if zid in LABELS:
        p["label"] = LABELS[zid]
    if zid.startswith("area:"):
        p["layout"] = "grid"
        if zid != "area:bay":
            p["title"] = "none"
    elif zid.startswith(("bay:", "island:", "maps:", "track:")):
        # a pawn or a worker stands on the lower part of the card or tile it is on
        p.update(layout="stack", title="none")
        if zid.startswith("island:"):
            p["plate"] = "none"  # the skin frames the islands in play
    elif zid.startswith("location:"):
        p.update(layout="grid", title="none", plate="none", label=f"farshore.location.{zid.split(':', 1)[1]}")
    elif zid == "lighthouse:workers":
        p.update(layout="grid", title="none", plate="none")
    elif zid in ("deck:main", "discard:main", "wind:A", "wind:B"):
        p.update(layout="stack", title="none")
    elif zid in ("reveal:main", "play:main"):
        p.update(layout="row", title="none")
    elif zid.startswith("supply:"):
        p.update(
            layout="grid",
            title="none",
            label=f"farshore.res.{zid[7:]}" if zid[7:] in RES else f"farshore.board.{zid[7:]}",
        )
    elif zid.startswith("rival:"):
        p.update(plate="none", title="none", layout="slots" if zid == "rival:city" else "grid")
        if zid == "rival:city":
            p["slots"] = RIVAL_SLOTS
    elif sub.startswith("city:"):
        p.update(layout="grid", title="none", plate="none")
    elif sub in ("city", "city_nospace"):
        p.update(
            layout="slots", slots=CITY_SLOTS + 1, title="none", plate="none", label="farshore.board.city"
        )
    elif sub:
        p.update(layout="grid", title="none", label=f"farshore.board.{sub}")
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
            coast = SHORE_Y - 20 + 14 * math.sin(tx / 3.0)  # the beach under the Shore
            in_centre = CX + 2 <= px and px + mm.TILE <= CX + CW - 2
            beach = in_centre and coast + 20 <= py < COL_BOTTOM + 8
            shallow = in_centre and coast - 40 <= py < coast + 20
            out["sand"].append(first + 8 + (tx + ty) % 2 if beach else 0)
            out["shallows"].append(
                first + (10 if shallow and rng.next() < 0.3 else 6 + tx % 2) if shallow else 0
            )
    return out


def build() -> Path:
    zones, props = all_zones()
    return mm.build_designed_map(
        "farshore",
        "farshore_coast",
        make_tileset=make_tileset,
        layers=layers,
        zones=zones,
        props_of=lambda zid: props[zid],
        zone_ids=zone_ids,
        players=(1, 2, 3, 4),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
