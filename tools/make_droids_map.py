"""Generate the designed Les Derniers Droïdes board: maps/droids.tmx and its tileset.

    python tools/make_droids_map.py

An eco-workshop in a meadow on the 1920×1080 canvas. Each player's workshop sits at a table edge:
the repaired collection and built houses on top, then the shed (nut, oil drop, circuit board,
energy columns), its extensions, the cards dealt this turn and the hand. House zones (the house
droids and the discard pile between the right players, with any extra-cost tokens) lie on the
gravel between the workshops; the deck(s) and the interseason discard sit on a workbench.

The objects carry the 4-player (2 v 2) arrangement: team 0+1 along the bottom edge, team 2+3 along
the top, each player facing their direct opponent across their duel zone (``zone:0-2`` left,
``zone:1-3`` right), decks A and B on the workbench in the middle. Other player counts move zones
through object properties read by the Droïdes skin (scenes/games/droids.py): ``at_N`` =
"x,y,w,h" is the rect at N players, ``players`` = "2,3" the counts at which the zone is in play
(elsewhere hidden). 3 players: seat 2 at the top centre, the three pair zones across the middle,
the workbench in the top-left corner. 1–2 players: the two workshops face each other at the centre
of the bottom and top edges (seat 1 is the automa in a solo game, without a shed), the shared zone
in the middle, the workbench on its left.

Tile layers: ``table`` (walnut), ``meadow`` (grass and clover), ``gravel`` (paths round the
zones), ``scrap`` (bolted rusty plates at the board's corners). Every zone id of ``game.droids.view.zone_ids(n)``
for n = 1..4 is an object of the ``zones`` layer (tests/table/test_maps.py checks it).
Reuses tools/make_maps.py for textures, XML and the build.
"""

from __future__ import annotations

from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below
import pygame

from game.droids.view import zone_ids
from scenes.table.layout import BOARD, Rect

GRASS = (0x6A, 0x99, 0x55)
CLOVER = (0x4A, 0x6B, 0x3B)
RUST = (0xC0, 0x64, 0x2B)
GRAVEL = (0xB8, 0xAE, 0x96)
IRON = (0x6E, 0x6A, 0x62)

# seat blocks: zones span SEAT_W × SEAT_H; the name tab sits 38 px above
SEAT_W, SEAT_H = 684, 256
TOP_Y, BOT_Y = 166, 688
LEFT_X, RIGHT_X = 64, 812
CENTRE_X = BOARD[0] + (BOARD[2] - SEAT_W) // 2
BAND_Y, BAND_H = 438, 204  # the gravel band between the top and bottom workshops

# 4 players: 0 bottom left, 1 bottom right (team), 2 top left, 3 top right; 0 faces 2, 1 faces 3
SEATS_4 = {0: (LEFT_X, BOT_Y), 1: (RIGHT_X, BOT_Y), 2: (LEFT_X, TOP_Y), 3: (RIGHT_X, TOP_Y)}
SEATS_3 = {0: (LEFT_X, BOT_Y), 1: (RIGHT_X, BOT_Y), 2: (CENTRE_X, TOP_Y)}
SEATS_2 = {0: (LEFT_X, BOT_Y), 1: (LEFT_X, TOP_Y)}


def seat_zones(k: int, x: int, y: int, w: int = SEAT_W) -> dict[str, Rect]:
    """A workshop: collection, houses and markers on top; shed, extensions, dealt cards, hand below.
    A wider workshop (2 players) gives the extra width to the collection and the dealt cards."""
    e = w - SEAT_W
    ea, eb = e * 3 // 4, e // 4
    z = {
        "collection": (x, y, 420 + ea, 140),
        "houses": (x + 426 + ea, y, 150 + e - ea - eb, 140),
        "markers": (x + 582 + e - eb, y, 102 + eb, 140),
        "shed": (x, y + 146, 236, 110),
        "extensions": (x + 242, y + 146, 120, 110),
        "drawn": (x + 368, y + 146, 200 + e - eb, 110),
        "hand": (x + 574 + e - eb, y + 146, 110 + eb, 110),
    }
    return {f"seat:{k}:{sub}": r for sub, r in z.items()}


def house_zone(zid: str, x: int, w: int) -> dict[str, Rect]:
    """A zone between players: a titled plate, its houses, its discard pile, its extra-cost tokens."""
    y, h = BAND_Y, BAND_H
    inner_h = h - 38
    disc_w, tok_w = 140, 56
    houses_w = w - 16 - disc_w - tok_w - 12
    return {
        f"{zid}:plate": (x, y, w, h),
        f"{zid}:houses": (x + 8, y + 32, houses_w, inner_h),
        f"{zid}:discard": (x + 8 + houses_w + 6, y + 32, disc_w, inner_h),
        f"{zid}:tokens": (x + w - 8 - tok_w, y + 32, tok_w, inner_h),
    }


def bench(x: int, y: int, two_decks: bool) -> dict[str, Rect]:
    """The workbench: deck(s) and the interseason discard (w 344 × h BAND_H)."""
    h = BAND_H
    z = {"bench": (x, y, 344, h)}
    if two_decks:
        z["deck:A"] = (x + 8, y + 44, 104, 144)
        z["deck:B"] = (x + 118, y + 44, 104, 144)
        z["discard:interseason"] = (x + 228, y + 44, 108, 144)
    else:
        z["deck:A"] = (x + 8, y + 32, 150, h - 38)
        z["discard:interseason"] = (x + 164, y + 32, 172, h - 38)
    z["supply"] = (x + 300, y + 6, 4, 4)
    z["box"] = (x + 310, y + 6, 4, 4)
    return z


def arrangement(n: int) -> dict[str, Rect]:
    z: dict[str, Rect] = {}
    if n == 4:
        seats = SEATS_4
        z.update(house_zone("zone:0-2", LEFT_X, 530))
        z.update(house_zone("zone:1-3", RIGHT_X + SEAT_W - 530, 530))
        mid = LEFT_X + 530 + (RIGHT_X + SEAT_W - 530 - LEFT_X - 530 - 344) // 2
        z.update(bench(mid, BAND_Y, True))
    elif n == 3:
        seats = SEATS_3
        w = (RIGHT_X + SEAT_W - LEFT_X - 24) // 3
        z.update(house_zone("zone:0-2", LEFT_X, w))
        z.update(house_zone("zone:0-1", LEFT_X + w + 12, w))
        z.update(house_zone("zone:1-2", LEFT_X + 2 * (w + 12), w))
        z.update(bench(LEFT_X, TOP_Y, False))
    else:
        seats = SEATS_2
        z.update(house_zone("zone:0-1", LEFT_X + 344 + 40, 700))
        z.update(bench(LEFT_X, BAND_Y, False))
    wide = RIGHT_X + SEAT_W - LEFT_X
    for k, (x, y) in seats.items():
        z.update(seat_zones(k, LEFT_X, y, wide) if n <= 2 else seat_zones(k, x, y))
    if n == 1:  # the automa keeps no shed: its collection takes both rows, dealt cards and hand move right
        x, y = LEFT_X, TOP_Y
        col = z["seat:1:collection"]
        z["seat:1:collection"] = (x, y, col[2], SEAT_H)
        hx = z["seat:1:houses"][0]
        z["seat:1:drawn"] = (hx, y + 146, 296, 110)
        z["seat:1:hand"] = (hx + 302, y + 146, x + wide - hx - 302, 110)
    return z


def props_for(zid: str) -> dict[str, object]:
    p: dict[str, object] = {}
    if zid.startswith("seat:"):
        sub = zid.split(":", 2)[2]
        p["label"] = f"droids.board.{sub}"
        p["layout"] = {"collection": "row", "houses": "row", "drawn": "row", "hand": "row"}.get(sub, "grid")
        if sub == "shed":
            p["title"] = "none"  # the skin writes the title and a caption under each column
    elif zid == "bench":
        p["label"] = "droids.board.bench_4"
    elif zid.startswith("deck:"):
        p.update(layout="stack", title="none")
    elif zid == "discard:interseason":
        p.update(layout="pile", title="none")
    elif zid in ("supply", "box"):
        p["hidden"] = True
    elif zid.endswith(":plate"):
        p["label"] = "droids.board.zone_duel"
    elif zid.endswith(":houses"):
        p.update(layout="row", title="none")
    elif zid.endswith(":discard"):
        p.update(layout="pile", title="none")
    elif zid.endswith(":tokens"):
        p.update(layout="grid", title="none", plate="none")
    return p


def fmt(r: Rect) -> str:
    return ",".join(str(v) for v in r)


def all_zones() -> tuple[dict[str, Rect], dict[str, dict[str, object]]]:
    """The 4-player rects (or the first count that uses a zone) and each zone's properties."""
    per = {n: arrangement(n) for n in (1, 2, 3, 4)}
    rects: dict[str, Rect] = {}
    props: dict[str, dict[str, object]] = {}
    order = [z for n in (4, 3, 2) for z in per[n]]
    for zid in dict.fromkeys(order):
        base = next(per[n][zid] for n in (4, 3, 2) if zid in per[n])
        rects[zid] = base
        p = props_for(zid)
        present = [n for n in (1, 2, 3, 4) if zid in per[n]]
        if zid.startswith(("seat:1:shed", "seat:1:extensions")):
            present = [n for n in present if n != 1]  # the automa keeps no shed
        if not zid.startswith("seat:") and present != [1, 2, 3, 4]:
            p["players"] = ",".join(map(str, present))
        elif zid.startswith("seat:") and 1 not in present and zid.startswith("seat:1:"):
            p["players"] = ",".join(map(str, present))
        for n in present:
            if per[n][zid] != base:
                p[f"at_{n}"] = fmt(per[n][zid])
        if zid == "bench":
            for n in (1, 2, 3):
                p[f"at_{n}_label"] = "droids.board.bench"
        if zid.endswith(":plate"):
            if 2 in present:
                p["at_2_label"] = "droids.board.zone_shared"
                p["at_1_label"] = "droids.board.zone_shared"
            if 3 in present:
                p["at_3_label"] = "droids.board.zone_pair"
        props[zid] = p
    return rects, props


# ------------------------------------------------------------------------ tiles
# 0-3 grass, 4-5 clover, 6-7 gravel, 8 rusty plate, 9 iron grate
N_TILES = 10


def make_tileset() -> None:
    rng = mm.Lcg(65_71)
    tiles = [mm.tex_noise(mm._mix(GRASS, CLOVER, 0.4), 7, rng, fibre=0.03) for _ in range(4)]
    tiles += [mm.tex_noise(mm._mix(GRASS, CLOVER, 0.55), 7, rng, fibre=0.04) for _ in range(2)]
    for _ in range(2):
        s = mm.tex_noise(mm._mix(GRAVEL, CLOVER, 0.3), 14, rng)
        for _k in range(18):
            x, y = int(rng.next() * mm.TILE), int(rng.next() * mm.TILE)
            pygame.draw.circle(s, mm._shade(GRAVEL, -30 + rng.next() * 50), (x, y), 1 + int(rng.next() * 2))
        tiles.append(s)
    s = mm.tex_noise(mm._mix(RUST, CLOVER, 0.3), 16, rng, fibre=0.06)
    for p in ((6, 6), (33, 6), (6, 33), (33, 33)):
        pygame.draw.circle(s, mm._shade(IRON, 20), p, 2)
    tiles.append(s)
    s = mm.tex_noise(mm._mix(IRON, CLOVER, 0.3), 8, rng)
    for x in range(4, mm.TILE, 9):
        pygame.draw.line(s, mm._shade(IRON, -35), (x, 0), (x, mm.TILE), 3)
    tiles.append(s)
    mm.save_tileset("droids_workshop", tiles)


def layers() -> dict[str, list[int]]:
    rng = mm.Lcg(2024_65)
    first = mm.TABLE_TILES + 1
    out: dict[str, list[int]] = {"table": [], "meadow": [], "gravel": [], "scrap": []}
    bx0, by0 = BOARD[0] // mm.TILE, BOARD[1] // mm.TILE
    bx1, by1 = (BOARD[0] + BOARD[2] + mm.TILE - 1) // mm.TILE, (BOARD[1] + BOARD[3] + mm.TILE - 1) // mm.TILE
    for ty in range(mm.ROWS):
        for tx in range(mm.COLS):
            out["table"].append(1 + int(rng.next() * 4))
            inside = bx0 <= tx < bx1 and by0 <= ty < by1
            r = rng.next()
            if not inside:
                for k in ("meadow", "gravel", "scrap"):
                    out[k].append(0)
                continue
            out["meadow"].append(first + (4 + int(r * 60) % 2 if r < 0.08 else int(rng.next() * 4)))
            py = ty * mm.TILE
            # a gravel yard between the workshops, its edges ragged
            yard = BAND_Y - 20 <= py < BAND_Y + BAND_H + 10
            ragged = rng.next() < 0.35 and (py in (BAND_Y - 40, BAND_Y + BAND_H + 20))
            out["gravel"].append(first + 6 + int(rng.next() * 2) if (yard or ragged) else 0)
            # bolted rusty plates at the four corners of the board
            corner = ty in (by0, by1 - 1) and tx in (bx0, bx1 - 1)
            out["scrap"].append(first + 8 if corner else 0)
    return out


def build() -> Path:
    rects, props = all_zones()
    return mm.build_designed_map(
        "droids",
        "droids_workshop",
        make_tileset=make_tileset,
        layers=layers,
        zones=rects,
        props_of=props.__getitem__,
        zone_ids=zone_ids,
        players=(1, 2, 3, 4),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
