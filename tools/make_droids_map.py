"""Generate the designed Les Derniers Droïdes board: maps/droids.tmx and its tileset.

    python tools/make_droids_map.py

An eco-workshop on the 1920×1080 canvas. Each player's workshop sits at a table edge:
the repaired collection and built houses on top, then the shed (nut, oil drop, circuit board,
energy columns), its extensions, the cards dealt this turn and the hand. House zones (the house
droids and the discard pile between the right players, with any extra-cost tokens) lie on the
tiled floor between the workshops; the deck(s) and the interseason discard sit on a workbench.

The objects carry the 4-player (2 v 2) arrangement: team 0+1 along the bottom edge, team 2+3 along
the top, each player facing their direct opponent across their duel zone (``zone:0-2`` left,
``zone:1-3`` right), decks A and B on the workbench in the middle. Other player counts move zones
through object properties read by the Droïdes skin (scenes/games/droids.py): ``at_N`` =
"x,y,w,h" is the rect at N players, ``players`` = "2,3" the counts at which the zone is in play
(elsewhere hidden). 3 players: seat 2 at the top centre, the three pair zones across the middle,
the workbench in the top-left corner. 1–2 players: the two workshops face each other at the centre
of the bottom and top edges (seat 1 is the automa in a solo game, without a shed), the shared zone
in the middle, the workbench on its left.

Tile layers: ``table`` (walnut), ``ground`` (the workshop painted from the ``droids_workshop``
Wang tileset, see ``ground``), ``details`` (tools, seedlings, a crate on the benches). Every zone id of ``game.droids.view.zone_ids(n)``
for n = 1..4 is an object of the ``zones`` layer (tests/table/test_maps.py checks it).
Reuses tools/make_maps.py for XML and the build, tools/terrain.py for the tileset and the painting.
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below
import pygame
import terrain as t

from game.droids.view import zone_ids
from scenes.table.layout import Rect

LEAF = (0x6A, 0x99, 0x55)
RUST = (0xC0, 0x64, 0x2B)
STEEL = (0x7F, 0x8C, 0x8D)
PAPER = (0xF1, 0xEB, 0xDD)

# Workshops (player boards) along the top and bottom edges, the shared zones on the floor between.
# The table frames a seat's zones with a tinted strip whose name tab sits 38 px above them; the
# strips stay on the benches (top 128..436, bottom 650..958) and the band between them holds the
# shared house zones and the workbench. Every rect leaves the slot art of the skin
# (scenes/games/droids/) the room it draws: cards ~100x140 in the dealt cards and the hand, the
# shed's four columns under a strip for their extensions, compact tiles for repaired droids and
# built houses, labelled marker pills.
SEAT_W, SEAT_H = 684, 262
TOP_Y, BOT_Y = 166, 688
LEFT_X, RIGHT_X = 64, 812
WIDE_W = RIGHT_X + SEAT_W - LEFT_X  # a workshop across the whole board (1 and 2 players)
CENTRE_X = LEFT_X + (WIDE_W - SEAT_W) // 2
BAND_Y, BAND_H = 444, 184  # the floor between the top and bottom workshops
ROW_A = 110  # collection, built houses (and markers at 3 players)
ROW_B = 146  # shed (with its extension strip), dealt cards, hand (and markers)
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


TITLE_W = 250  # a house zone's title: "Name ↔ Name" (the skin writes it in this width)


def house_zone(zid: str, x: int, w: int) -> dict[str, Rect]:
    """A zone between players: a titled plate, its houses, its discard pile, and the right part of
    the title line for the extra-cost tokens put on one of its houses (the title, who shares the
    zone, takes the left part)."""
    y, h = BAND_Y, BAND_H
    top = 30  # the plate's title line
    disc_w = 96
    houses_w = w - 8 - GAP - disc_w - 8
    return {
        f"{zid}:plate": (x, y, w, h),
        f"{zid}:houses": (x + 8, y + top, houses_w, h - top - 6),
        f"{zid}:discard": (x + 8 + houses_w + GAP, y + top, disc_w, h - top - 6),
        f"{zid}:tokens": (x + TITLE_W, y + 2, w - TITLE_W - 8, top - 4),
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
        # the workbench in the top left corner beside seat 2's workshop, under the bench's tools
        bw = CENTRE_X - LEFT_X - 24
        z.update(bench(LEFT_X, TOP_Y, False, bw))
        half = (bw - 16 - GAP) // 2
        z["bench"] = (LEFT_X, TOP_Y, bw, SEAT_H)
        z["deck:A"] = (LEFT_X + 8, TOP_Y + 30, half, SEAT_H - 36)
        z["discard:interseason"] = (LEFT_X + 8 + half + GAP, TOP_Y + 30, bw - 16 - GAP - half, SEAT_H - 36)
    else:
        seats = SEATS_2
        bw = 330
        z.update(bench(LEFT_X, BAND_Y, False, bw))
        # the four houses and the discard pile side by side, the floor showing beyond them
        z.update(house_zone("zone:0-1", LEFT_X + bw + 12, min(WIDE_W - bw - 12, 600)))
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


# ------------------------------------------------------------------------ ground
# An eco-workshop in the world's leaf-and-steel colours (ART.md, scenes/theme.py): the players'
# wooden workbenches along the top and bottom edges (a workshop is a player board), a steel kick
# plate along the front of each bench, a tiled floor between them where the shared zones lie, and
# planters down both sides. Lowest first.
FLOOR = t.mix(t.mix(STEEL, LEAF, 0.35), (0x20, 0x26, 0x22), 0.38)
PLATE = t.mix(STEEL, (0x30, 0x34, 0x36), 0.3)
SOIL = (0x4A, 0x36, 0x28)
Z = {"floor": 0, "steel": 1, "planter": 2, "board": 3}
PAIRS = [
    ("floor", "steel"),
    ("steel", "board"),
    ("planter", "floor"),
    ("planter", "steel"),
    ("planter", "board"),
]


def _tex_floor(rng: mm.Lcg, tones: list[float] | None = None) -> t.Texture:
    """Glazed floor tiles, 20 px, a little uneven in tone, in pale grout."""
    tones = tones or [rng.next() for _ in range(4)]
    grout = t.mix(FLOOR, PAPER, 0.22)

    def paint(s: pygame.Surface, wrap) -> None:
        s.fill(grout)
        for k in range(4):
            x, y = (k % 2) * 80, (k // 2) * 80
            c = t.shade(FLOOR, -6 + tones[k] * 12)

            def tile(s, dx, dy, x=x, y=y, c=c):
                pygame.draw.rect(s, c, (x + dx + 3, y + dy + 3, 74, 74), border_radius=6)
                pygame.draw.line(s, t.shade(c, 10), (x + dx + 8, y + dy + 6), (x + dx + 72, y + dy + 6), 3)

            wrap(tile)

    tex = t.drawn_texture(grout, paint)
    return t.add_noise(tex, t.fractal(rng, ((4, 1.0), (8, 0.5))), 4)


def _tex_plate(rng: mm.Lcg) -> t.Texture:
    """Steel diamond plate: raised bars in a herringbone, 10 px apart."""

    def paint(s: pygame.Surface, wrap) -> None:
        for row in range(4):
            for col in range(4):
                x, y = col * 40 + 20, row * 40 + 20
                up = (row + col) % 2 == 0
                a, b = ((x - 12, y + 6), (x + 12, y - 6)) if up else ((x - 12, y - 6), (x + 12, y + 6))
                wrap(
                    lambda s, dx, dy, a=a, b=b: pygame.draw.line(
                        s,
                        t.shade(PLATE, -28),
                        (a[0] + dx + 2, a[1] + dy + 3),
                        (b[0] + dx + 2, b[1] + dy + 3),
                        7,
                    )
                )
                wrap(
                    lambda s, dx, dy, a=a, b=b: pygame.draw.line(
                        s, t.shade(PLATE, 22), (a[0] + dx, a[1] + dy), (b[0] + dx, b[1] + dy), 7
                    )
                )

    tex = t.drawn_texture(PLATE, paint)
    return t.add_noise(tex, t.fractal(rng, ((2, 1.0), (5, 0.5))), 5)


def _tex_planter(rng: mm.Lcg) -> t.Texture:
    """A planter seen from above: dark soil, leaves of herbs and seedlings."""
    return t.tex_leaves(
        rng, SOIL, [LEAF, t.mix(LEAF, (0x2F, 0x5D, 0x34), 0.5), t.mix(LEAF, PAPER, 0.25)], count=40, size=20
    )


def _drain(s: pygame.Surface, k: int) -> None:
    """A floor drain's grate."""
    pygame.draw.rect(s, t.shade(PLATE, -20), (46, 46, 68, 68), border_radius=8)
    for x in range(56, 108, 12):
        pygame.draw.line(s, (0x22, 0x26, 0x26), (x, 54), (x, 106), 5)


def _leaf(s: pygame.Surface, k: int) -> None:
    """A fallen leaf on the tiles."""
    leaf = pygame.Surface((60, 30), pygame.SRCALPHA)
    pygame.draw.ellipse(leaf, t.mix(LEAF, RUST, 0.4), (0, 0, 60, 30))
    pygame.draw.line(leaf, t.shade(t.mix(LEAF, RUST, 0.4), -30), (2, 15), (58, 15), 3)
    s.blit(pygame.transform.rotate(leaf, 30), (46, 56))


def edge(me: str, other: str, d: float, c: t.Colour, x: int, y: int) -> t.Colour:
    """A border from ``me``'s side, ``d`` px in: the benches' bevel, the kick plate's rolled edge,
    the planters' timber rim, the shadows they cast on the floor."""
    if Z[me] < Z[other]:
        if other == "board":
            return t.board_shadow(d, c)
        return t.scale(c, 1 - 0.4 * t.fade(d, 5))
    if me == "board":
        return t.board_rim(d, c)
    if me == "steel":  # a rolled edge catching the light, bolts along it
        c = t.mix(c, t.shade(PLATE, 40), t.band(d, 2.5) * (1 - t.band(d, 1)))
        bolt = (x % 20 - 10) ** 2 + (d - 5.5) ** 2 < 4
        return t.shade(c, -30) if bolt else c
    if me == "planter":  # the planter's timber rim
        rim = t.mix(t.WOOD, SOIL, 0.3)
        c = t.mix(c, rim, t.band(d, 4))
        return t.mix(c, t.WOOD_DARK, t.band(d, 1))
    return c


# ------------------------------------------------------------------------ details (drawn at K×)
def _spanner(s: pygame.Surface, k: int) -> None:
    """A spanner lying on the bench (art 14-42 px down its two tiles)."""
    y = 28 * k
    steel = t.shade(STEEL, 30)
    pygame.draw.line(s, steel, (26, y + 20), (120, y - 18), 12)
    pygame.draw.circle(s, steel, (128, y - 22), 18)
    pygame.draw.circle(s, (0, 0, 0, 0), (136, y - 30), 9)
    pygame.draw.circle(s, steel, (22, y + 22), 14)
    pygame.draw.circle(s, t.shade(STEEL, -20), (22, y + 22), 6)


def _seedling(s: pygame.Surface, k: int) -> None:
    """A seedling in a terracotta pot (art 14-42 px down)."""
    cx, y = 80, 28 * k
    pygame.draw.circle(s, RUST, (cx, y), 40)
    pygame.draw.circle(s, t.shade(RUST, -30), (cx, y), 40, 5)
    pygame.draw.circle(s, SOIL, (cx, y), 32)
    for a in (0.4, 2.0, 3.6, 5.0):
        ex, ey = cx + math.cos(a) * 30, y + math.sin(a) * 30
        leaf = [
            (cx, y),
            (ex + math.cos(a + 1.2) * 12, ey + math.sin(a + 1.2) * 12),
            (ex, ey),
            (ex + math.cos(a - 1.2) * 12, ey + math.sin(a - 1.2) * 12),
        ]
        pygame.draw.polygon(s, LEAF, leaf)
    pygame.draw.circle(s, t.mix(LEAF, PAPER, 0.3), (cx, y), 6)


def _can(s: pygame.Surface, k: int) -> None:
    """A watering can from above (art 14-42 px down)."""
    cx, y = 70, 28 * k
    green = t.mix(LEAF, (0x20, 0x30, 0x20), 0.3)
    pygame.draw.line(s, green, (cx + 20, y - 4), (cx + 80, y - 40), 9)
    pygame.draw.circle(s, t.shade(STEEL, 20), (cx + 84, y - 42), 10)
    pygame.draw.circle(s, green, (cx, y), 36)
    pygame.draw.circle(s, t.shade(green, 24), (cx - 10, y - 10), 12)
    pygame.draw.arc(s, t.shade(green, -30), (cx - 44, y - 30, 40, 60), 1.6, 4.7, 8)


def _gears(s: pygame.Surface, k: int) -> None:
    """Two spare gears (art 14-42 px down)."""
    for cx, cy, r in ((60, 26 * k, 34), (112, 34 * k, 22)):
        for i in range(10):
            a = i * math.pi / 5
            pygame.draw.circle(s, STEEL, (int(cx + math.cos(a) * r), int(cy + math.sin(a) * r)), 8)
        pygame.draw.circle(s, STEEL, (cx, cy), r)
        pygame.draw.circle(s, t.shade(STEEL, -40), (cx, cy), r // 3)
        pygame.draw.circle(s, t.shade(STEEL, 25), (cx - r // 3, cy - r // 3), r // 4)


def _crate(s: pygame.Surface, k: int) -> None:
    """A crate of salvaged parts (two tiles wide, art 14-42 px down)."""
    y0, y1 = 15 * k, 41 * k
    wood = t.mix(t.WOOD, PAPER, 0.25)
    pygame.draw.rect(s, wood, (30, y0, 220, y1 - y0), border_radius=6)
    pygame.draw.rect(s, t.shade(wood, -40), (30, y0, 220, y1 - y0), 5, border_radius=6)
    pygame.draw.rect(s, (0x2A, 0x26, 0x22), (44, y0 + 12, 192, y1 - y0 - 24))
    for i, c in enumerate((STEEL, RUST, LEAF, t.shade(STEEL, 30), RUST, STEEL)):
        pygame.draw.circle(s, c, (64 + i * 32, (y0 + y1) // 2 + (6 if i % 2 else -6)), 12)


SPRITES = {  # name: (width, height in tiles, painter, drop shadow)
    "spanner": (1, 2, _spanner, (6, 8, 80)),
    "seedling": (1, 2, _seedling, (6, 8, 80)),
    "watering_can": (1, 2, _can, (6, 8, 80)),
    "gears": (1, 2, _gears, (6, 8, 80)),
    "crate": (2, 2, _crate, (6, 8, 80)),
}

_TS: t.Tileset | None = None


def tileset() -> t.Tileset:
    """The Droïdes tileset (built once): terrains, transitions, variants and details."""
    global _TS
    if _TS is not None:
        return _TS
    rng = mm.Lcg(65_71)
    floor = _tex_floor(rng)
    shuffled = [
        _tex_floor(mm.Lcg(7 + i), [mm.Lcg(31 + i * 4 + k).next() for k in range(4)]) for i in range(3)
    ]
    terrains = [
        t.Terrain(
            "floor",
            floor,
            FLOOR,
            Z["floor"],
            variants=[
                (t.variant(floor, _drain), 0.04),
                (t.variant(floor, _leaf), 0.06),
                *((f, 0.5) for f in shuffled),
            ],
        ),
        t.Terrain("steel", _tex_plate(rng), PLATE, Z["steel"]),
        t.Terrain("planter", _tex_planter(rng), LEAF, Z["planter"], rough=0.18),
        t.Terrain("board", t.board_texture(rng), t.WOOD, Z["board"]),
    ]
    _TS = t.Tileset(
        "droids_workshop", "Workshop", terrains, PAIRS, edge, seed=2024_65, extra=sorted(ground().used())
    )
    for name, (w, h, paint, shadow) in SPRITES.items():
        _TS.add_sprite(name, w, h, t.sprite_sheet(w, h, paint, shadow))
    return _TS


BENCH_TOP, BENCH_BOTTOM = 10, 17  # the benches' last and first rows of corners (420 px and 660 px)


def ground() -> t.Ground:
    """The workshop under the zones: the two rows of workbenches along the table edges (every
    player count puts its workshops there), a steel kick plate along each bench's front, the tiled
    floor between them under the shared zones, planters down both sides of the room."""
    g = t.Ground(t.BOARD_TILES, "floor")
    g.rect(2, 3, 37, BENCH_TOP, "board")
    g.rect(2, BENCH_BOTTOM, 37, 24, "board")
    g.rect(2, BENCH_TOP + 1, 37, BENCH_TOP + 1, "steel")
    g.rect(2, BENCH_BOTTOM - 1, 37, BENCH_BOTTOM - 1, "steel")
    g.rect(1, 3, 1, 24, "planter")
    g.rect(38, 3, 38, 24, "planter")
    return g


def keep_clear() -> list[Rect]:
    """What a detail must not cover, at every player count: the zones that hold pieces, the
    plates' titles, and each seat's name on its tab (the tool-strewn rest of the tab row is free)."""
    rects: list[Rect] = []
    for n in (1, 2, 3, 4):
        seats: dict[int, list[Rect]] = {}
        for zid, r in arrangement(n).items():
            if zid.startswith("seat:"):
                seats.setdefault(int(zid.split(":")[1]), []).append(r)
            elif zid.endswith(":plate") or zid == "bench":
                rects.append((r[0], r[1], r[2], 34))
            elif zid not in ("supply", "box"):
                rects.append(r)
        for rs in seats.values():
            x0, y0 = min(r[0] for r in rs), min(r[1] for r in rs)
            x1, y1 = max(r[0] + r[2] for r in rs), max(r[1] + r[3] for r in rs)
            rects.append((x0, y0, x1 - x0, y1 - y0))
            rects.append((x0 - 8, y0 - 38, 300, 38))  # the name tab
    return rects


def details(ts: t.Tileset) -> t.Details:
    """Tools, a seedling, a watering can and a crate of parts on the benches, beside the names."""
    dt = t.Details(ts, keep_clear())
    dt.place("spanner", 9, 3)
    dt.place("seedling", 19, 3)
    dt.place("crate", 30, 3)
    dt.place("gears", 34, 3)
    dt.place("watering_can", 10, 16)
    dt.place("gears", 16, 16)
    dt.place("seedling", 29, 16)
    dt.place("spanner", 35, 16)
    return dt


def layers() -> dict[str, list[int]]:
    ts = tileset()
    rng = mm.Lcg(2024_65)
    table = [1 + int(rng.next() * 4) for _ in range(mm.ROWS * mm.COLS)]
    first = mm.TABLE_TILES + 1
    return {"table": table, "ground": ground().gids(ts, first, rng), "details": details(ts).gids(first)}


def build() -> Path:
    rects, props = all_zones()
    return mm.build_designed_map(
        "droids",
        "droids_workshop",
        make_tileset=lambda: tileset().save(mm.TILES),
        layers=layers,
        zones=rects,
        props_of=props.__getitem__,
        zone_ids=zone_ids,
        players=(1, 2, 3, 4),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
