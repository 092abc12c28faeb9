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

# Workshops (player boards) along the top and bottom edges, the shared zones on the floor between.
# The table frames a seat's zones with a tinted strip whose name tab sits 38 px above them; the
# strips stay on the benches (top 124..436, bottom 636..948) and the band between them holds the
# shared house zones and the workbench. Every rect leaves the slot art of the skin
# (scenes/games/droids/) the room it draws: cards ~100x140 in the dealt cards and the hand, the
# shed's four columns under a strip for their extensions, compact tiles for repaired droids and
# built houses, labelled marker pills.
SEAT_W, SEAT_H = 684, 266
TOP_Y, BOT_Y = 162, 674
LEFT_X, RIGHT_X = 64, 812
WIDE_W = RIGHT_X + SEAT_W - LEFT_X  # a workshop across the whole board (1 and 2 players)
CENTRE_X = LEFT_X + (WIDE_W - SEAT_W) // 2
BAND_Y, BAND_H = 444, 184  # the floor between the top and bottom workshops
ROW_A = 110  # collection, built houses (and markers at 3 players)
ROW_B = 150  # shed (with its extension strip), dealt cards, hand (and markers)
EXT_H = 34  # the extension strip above the shed's columns
SHED_W = 228  # four part columns of 54 px with 4 px between them, and a 3 px rim
GAP = 6

# 4 players: 0 bottom left, 1 bottom right (team), 2 top left, 3 top right; 0 faces 2, 1 faces 3
SEATS_4 = {0: (LEFT_X, BOT_Y), 1: (RIGHT_X, BOT_Y), 2: (LEFT_X, TOP_Y), 3: (RIGHT_X, TOP_Y)}
SEATS_3 = {0: (LEFT_X, BOT_Y), 1: (RIGHT_X, BOT_Y), 2: (CENTRE_X, TOP_Y)}
SEATS_2 = {0: (LEFT_X, BOT_Y), 1: (LEFT_X, TOP_Y)}


def seat_zones(k: int, x: int, y: int, n: int) -> dict[str, Rect]:
    """A workshop of a seat at ``n`` players. At 3 and 4 players (684 px wide): repaired droids and
    built houses on top, then the shed (its extensions above its columns), the dealt cards and the
    hand; the markers sit right of the hand (4 players: Priority and Secondary) or right of the
    houses (3 players, where three dealt cards need the room below). At 1 and 2 players the
    workshop spans the board: the same left block, and the repaired droids fill the right side
    over both rows."""
    yb = y + ROW_A + GAP
    z: dict[str, Rect] = {}
    z["extensions"] = (x, yb, SHED_W, EXT_H)
    z["shed"] = (x, yb + EXT_H, SHED_W, ROW_B - EXT_H)
    if n == 3:
        z["drawn"] = (x + SHED_W + GAP, yb, 308, ROW_B)
        hx = x + SHED_W + GAP + 308 + GAP
        z["hand"] = (hx, yb, x + SEAT_W - hx, ROW_B)
        z["markers"] = (x + SEAT_W - 112, y, 112, ROW_A)
        z["houses"] = (x + SEAT_W - 112 - GAP - 150, y, 150, ROW_A)
        z["collection"] = (x, y, SEAT_W - 112 - GAP - 150 - GAP, ROW_A)
    elif n == 4:
        z["drawn"] = (x + SHED_W + GAP, yb, 218, ROW_B)
        hx = x + SHED_W + GAP + 218 + GAP
        z["hand"] = (hx, yb, 112, ROW_B)
        z["markers"] = (hx + 112 + GAP, yb, x + SEAT_W - hx - 112 - GAP, ROW_B)
        z["houses"] = (x + SEAT_W - 150, y, 150, ROW_A)
        z["collection"] = (x, y, SEAT_W - 150 - GAP, ROW_A)
    else:  # one or two players: a workshop across the board
        z["drawn"] = (x + SHED_W + GAP, yb, 218, ROW_B)
        hx = x + SHED_W + GAP + 218 + GAP
        z["hand"] = (hx, yb, 124, ROW_B)
        left = hx + 124 - x  # the left block's width
        z["markers"] = (x + left - 124, y, 124, ROW_A)
        z["houses"] = (x, y, left - 124 - GAP, ROW_A)
        z["collection"] = (x + left + GAP, y, WIDE_W - left - GAP, SEAT_H)
    return {f"seat:{k}:{sub}": r for sub, r in z.items()}


def automa_zones(x: int, y: int) -> dict[str, Rect]:
    """The solo automa's workshop (seat 1, top): no shed and no houses; its dealt cards and hand on
    the left, its markers over them, its repaired droids (it repairs many) across the rest."""
    z = seat_zones(1, x, y, 1)
    yb = y + ROW_A + GAP
    z["seat:1:drawn"] = (x, yb, 218, ROW_B)
    z["seat:1:hand"] = (x + 218 + GAP, yb, 124, ROW_B)
    z["seat:1:markers"] = (x, y, 218 + GAP + 124, ROW_A)
    left = 218 + GAP + 124
    z["seat:1:collection"] = (x + left + GAP, y, WIDE_W - left - GAP, SEAT_H)
    return z


def house_zone(zid: str, x: int, w: int) -> dict[str, Rect]:
    """A zone between players: a titled plate, its houses, its discard pile, and a strip in the
    title line for the extra-cost tokens put on one of its houses."""
    y, h = BAND_Y, BAND_H
    top = 30  # the plate's title line
    disc_w = 96
    houses_w = w - 8 - GAP - disc_w - 8
    return {
        f"{zid}:plate": (x, y, w, h),
        f"{zid}:houses": (x + 8, y + top, houses_w, h - top - 6),
        f"{zid}:discard": (x + 8 + houses_w + GAP, y + top, disc_w, h - top - 6),
        f"{zid}:tokens": (x + w - 8 - 140, y + 2, 140, top - 4),
    }


BENCH_W_4 = 3 * 96 + 2 * GAP + 16  # decks A and B and the interseason discard, side by side


def bench(x: int, y: int, two_decks: bool, w: int = 330) -> dict[str, Rect]:
    """The workbench: deck(s) and the interseason discard (height ``BAND_H``)."""
    h = BAND_H
    top = 30
    z = {"bench": (x, y, BENCH_W_4 if two_decks else w, h)}
    if two_decks:
        z["deck:A"] = (x + 8, y + top, 96, h - top - 6)
        z["deck:B"] = (x + 8 + 96 + GAP, y + top, 96, h - top - 6)
        z["discard:interseason"] = (x + 8 + 2 * (96 + GAP), y + top, 96, h - top - 6)
    else:
        half = (w - 16 - GAP) // 2
        z["deck:A"] = (x + 8, y + top, half, h - top - 6)
        z["discard:interseason"] = (x + 8 + half + GAP, y + top, w - 16 - GAP - half, h - top - 6)
    z["supply"] = (x + w - 14, y + 6, 4, 4)
    z["box"] = (x + w - 8, y + 6, 4, 4)
    return z


def arrangement(n: int) -> dict[str, Rect]:
    z: dict[str, Rect] = {}
    if n == 4:
        seats = SEATS_4
        side = (WIDE_W - BENCH_W_4 - 2 * 12) // 2
        z.update(house_zone("zone:0-2", LEFT_X, side))
        z.update(bench(LEFT_X + side + 12, BAND_Y, True))
        z.update(house_zone("zone:1-3", LEFT_X + WIDE_W - side, side))
    elif n == 3:
        seats = SEATS_3
        w = (WIDE_W - 24) // 3
        z.update(house_zone("zone:0-2", LEFT_X, w))
        z.update(house_zone("zone:0-1", LEFT_X + w + 12, w))
        z.update(house_zone("zone:1-2", LEFT_X + 2 * (w + 12), w))
        # the workbench in the top left corner, beside seat 2's workshop and as tall as its strip
        bw = CENTRE_X - LEFT_X - 24
        z.update(bench(LEFT_X, TOP_Y - 38, False, bw))
        half = (bw - 16 - GAP) // 2
        z["bench"] = (LEFT_X, TOP_Y - 38, bw, SEAT_H + 46)
        z["deck:A"] = (LEFT_X + 8, TOP_Y - 8, half, SEAT_H)
        z["discard:interseason"] = (LEFT_X + 8 + half + GAP, TOP_Y - 8, bw - 16 - GAP - half, SEAT_H)
    else:
        seats = SEATS_2
        bw = 330
        z.update(bench(LEFT_X, BAND_Y, False, bw))
        z.update(house_zone("zone:0-1", LEFT_X + bw + 12, WIDE_W - bw - 12))
    for k, (x, y) in seats.items():
        z.update(seat_zones(k, x, y, n))
    if n == 1:
        for sub in ("shed", "extensions", "houses"):
            z.pop(f"seat:1:{sub}", None)
        z.update(automa_zones(LEFT_X, TOP_Y))
        for sub in ("shed", "extensions", "houses"):
            z.pop(f"seat:1:{sub}", None)
    return z


AUTOMA_HIDDEN = ("seat:1:shed", "seat:1:extensions", "seat:1:houses")  # the automa keeps none


def props_for(zid: str) -> dict[str, object]:
    """Every zone is drawn by the skin as the slot the cardboard has (no generic plate or title)."""
    p: dict[str, object] = {"title": "none", "plate": "none"}
    if zid.startswith("seat:"):
        sub = zid.split(":", 2)[2]
        p["label"] = f"droids.board.{sub}"
        p["layout"] = {"collection": "row", "houses": "row", "drawn": "row", "hand": "row"}.get(sub, "grid")
        if sub in ("drawn", "hand"):
            p["card_slots"] = 2 if sub == "drawn" else 1
    elif zid == "bench":
        p["label"] = "droids.board.bench_4"
    elif zid.startswith("deck:"):
        p.update(layout="stack", label=f"droids.board.deck_{zid[5:].lower()}", card_slots=1)
    elif zid == "discard:interseason":
        p.update(layout="pile", label="droids.board.interseason", card_slots=1)
    elif zid in ("supply", "box"):
        p["hidden"] = True
    elif zid.endswith(":plate"):
        p["label"] = "droids.board.zone_duel"
    elif zid.endswith(":houses"):
        p.update(layout="row", label="droids.board.zone_houses", card_slots=4)
    elif zid.endswith(":discard"):
        p.update(layout="pile", label="droids.board.discard", card_slots=1)
    elif zid.endswith(":tokens"):
        p.update(layout="grid", label="droids.board.tokens")
    return p


def fmt(r: Rect) -> str:
    return ",".join(str(v) for v in r)


def all_zones() -> tuple[dict[str, Rect], dict[str, dict[str, object]]]:
    """The 4-player rects (or the first count that uses a zone) and each zone's properties."""
    per = {n: arrangement(n) for n in (1, 2, 3, 4)}
    rects: dict[str, Rect] = {}
    props: dict[str, dict[str, object]] = {}
    order = [z for n in (4, 3, 2, 1) for z in per[n]]
    for zid in dict.fromkeys(order):
        base = next(per[n][zid] for n in (4, 3, 2, 1) if zid in per[n])
        rects[zid] = base
        p = props_for(zid)
        present = [n for n in (1, 2, 3, 4) if zid in per[n]]
        if zid in AUTOMA_HIDDEN:
            present = [n for n in (2, 3, 4) if zid in per[n]]
        if present != [1, 2, 3, 4] and not (zid.startswith("seat:") and zid not in AUTOMA_HIDDEN):
            p["players"] = ",".join(map(str, present))
        for n in present:
            if per[n][zid] != base:
                p[f"at_{n}"] = fmt(per[n][zid])
        if 3 in present and (zid.endswith(":drawn") or (zid.startswith("zone:") and zid.endswith(":houses"))):
            p["at_3_card_slots"] = 3 if zid.endswith(":drawn") else 2  # three dealt; two houses a zone
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
