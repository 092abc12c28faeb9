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
worker spot over each card (``seat:N:city:i``). Tile layers: ``table`` (walnut), ``ground`` (the coast
painted from the ``farshore_coast`` Wang tileset, see ``ground``), ``details`` (boats, a buoy, a
lighthouse, beach finds, where no zone is at any player count). Every zone id of
``game.farshore.view.zone_ids(n)`` for n = 1..4 is an object of the ``zones`` layer
(tests/table/test_maps.py checks this). Reuses tools/make_maps.py for XML and the build,
tools/terrain.py for the tileset and the painting.
"""

from __future__ import annotations

import math
from pathlib import Path

import make_maps as mm  # first: it puts the project root on sys.path for the imports below
import pygame
import terrain as t

from game.farshore.view import DATA, RES, zone_ids
from scenes.games.farshore.geometry import CITY_PLACES, TAB_MIN_W, tab_grid
from scenes.table.layout import Rect

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
    else:  # two rows of tokens; the hand's pile at their right end, with room for its edges
        ry = y + ch + 4
        z.update(
            token_row(x, ry, 30, [("workers", 44), ("resources", 160), ("treasure", 40), ("shells", 40)], 1)
        )
        z.update(token_row(x, ry + 34, 30, [("anchors", 44), ("season", 74), ("boat", 50), ("maps", 115)], 1))
        z["hand"] = (x + 290, ry, COL_W - 290, 64)
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
    z.update(corner_zones(players))
    return z


def corner_zones(players: int) -> dict[str, Rect]:
    """The Lighthouse corner in the right column: below the third and fourth chairs' place at 3
    and 4 players (cards as tabs); the whole column at 1 and 2, where the revealed cards show at
    the table's full size."""
    sup = ["supply:treasure", "supply:shells"] + [f"supply:{r}" for r in RES]
    sw = (COL_W - 5 * 4) // 6
    x = RIGHT_X
    z: dict[str, Rect] = {}
    if players >= 3:
        y = CORNER_Y
        z["deck:main"] = (x, y, 72, 100)
        z["discard:main"] = (x + 76, y, 72, 100)
        z["reveal:main"] = (x + 152, y, COL_W - 152, 100)
        z["wind:A"] = (x, y + 106, 168, 62)
        z["wind:B"] = (x + 172, y + 106, 168, 62)
        z["play:main"] = (x, y + 174, COL_W, 52)
        sy = y + 232
    else:
        y = TOP
        z["deck:main"] = (x, y, 96, 160)
        z["discard:main"] = (x + 100, y, 96, 160)
        z["play:main"] = (x + 200, y, COL_W - 200, 160)  # a card in play names itself whole
        z["reveal:main"] = (x, y + 166, COL_W, 190)
        z["wind:A"] = (x, y + 362, 168, 76)
        z["wind:B"] = (x + 172, y + 362, 168, 76)
        sy = y + 444
    for j, s in enumerate(sup):
        z[s] = (x + j * (sw + 4), sy, sw, 56)
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
RIVAL_LABELS = {
    "rival:city": "farshore.board.rival_city",
    "rival:maps": "farshore.board.rival_maps",
    "rival:boat": "farshore.fx.n.boat_rival",
    "rival:treasure": "farshore.board.treasure",
    "rival:pawn_location": "farshore.fx.n.rival_pawn",
    "rival:pawn_bay": "farshore.fx.n.rival_pawn",
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
        elif zid.startswith("maps:"):
            p["label"] = f"farshore.map.{zid[5:]}"
        else:  # a Bay slot or a track cell: its number (from the id) is the label's {n}
            p["label"] = "farshore.board.bay_slot" if zid.startswith("bay:") else "farshore.fx.track_name"
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
        p["label"] = RIVAL_LABELS[zid]
        if zid == "rival:city":
            p["slots"] = RIVAL_SLOTS
    elif sub.startswith("city:"):
        p.update(layout="grid", title="none", plate="none", label="farshore.board.city_slot")
    elif sub in ("city", "city_nospace"):
        p.update(
            layout="slots", slots=CITY_SLOTS + 1, title="none", plate="none", label="farshore.board.city"
        )
    elif sub:
        p.update(layout="grid", title="none", label=f"farshore.board.{sub}")
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
    islands and the map tiles, the beach under the Shore, rocks framing the middle, the players'
    wooden boards down both sides and along the bottom (the home chair)."""
    g = t.Ground(t.BOARD_TILES, "sea")
    g.rect(11, 13, 28, 16, "shallows")  # the reef round the islands and the map tiles
    g.rect(11, 17, 28, 19, "sand")
    g.rect(10, 3, 10, 20, "rock")
    g.rect(29, 3, 29, 20, "rock")
    g.rect(10, 20, 29, 20, "rock")
    g.rect(1, 3, 9, 24, "board")
    g.rect(30, 3, 38, 24, "board")
    g.rect(10, 21, 29, 24, "board")
    return g


def keep_clear() -> list[Rect]:
    """What a detail must not cover: every zone that holds pieces at any player count (a plate's
    title only, for the areas), and each chair with its name tab."""
    rects: list[Rect] = []
    for n in (1, 2, 3, 4):
        zones = arrangement(n)
        for zid, r in zones.items():
            if zid.startswith("area:"):
                label = str(props_for(zid).get("label", ""))
                if props_for(zid).get("title") != "none" and label:
                    rects.append(t.title_band(r, label))
            else:
                rects.append(r)
        chairs: dict[str, list[Rect]] = {}
        for zid, r in zones.items():
            owner = (
                ":".join(zid.split(":")[:2])
                if zid.startswith("seat:")
                else "rival"
                if zid.startswith("rival:")
                else ""
            )
            if owner:
                chairs.setdefault(owner, []).append(r)
        for rs in chairs.values():
            x0, y0 = min(r[0] for r in rs), min(r[1] for r in rs)
            x1, y1 = max(r[0] + r[2] for r in rs), max(r[1] + r[3] for r in rs)
            rects.append((x0 - 8, y0 - 38, x1 - x0 + 16, y1 - y0 + 46))
    return rects


# details and the tiles they may go on, best first (the first that covers nothing is taken)
DETAIL_SPOTS = {
    "lighthouse": [(28, 11)],  # past the last sea space, where the track's third row stops short
    "sailboat": [(20, 3), (24, 3), (26, 3)],  # on the Bay's free edge, right of its name
    "rowboat": [(22, 3), (27, 3)],
    "buoy": [(27, 11), (27, 12)],
    "crab": [(30, 18), (31, 18)],  # on the boards' corner below the supply
    "starfish": [(33, 18), (32, 18)],
    "driftwood": [(34, 18), (35, 18)],
}


def details(ts: t.Tileset) -> t.Details:
    """A few details where no zone is at any player count: boats on the Bay's edge, a lighthouse
    and a buoy past the end of the boat track, beach finds below the supply."""
    dt = t.Details(ts, keep_clear())
    for name, spots in DETAIL_SPOTS.items():
        for tx, ty in spots:
            if dt.fits(name, tx, ty):
                dt.place(name, tx, ty)
                break
    return dt


def layers() -> dict[str, list[int]]:
    ts = tileset()
    rng = mm.Lcg(5_1188)
    table = [1 + int(rng.next() * 4) for _ in range(mm.ROWS * mm.COLS)]
    first = mm.TABLE_TILES + 1
    return {"table": table, "ground": ground().gids(ts, first, rng), "details": details(ts).gids(first)}


def build() -> Path:
    zones, props = all_zones()
    return mm.build_designed_map(
        "farshore",
        "farshore_coast",
        make_tileset=lambda: tileset().save(mm.TILES),
        layers=layers,
        zones=zones,
        props_of=lambda zid: props[zid],
        zone_ids=zone_ids,
        players=(1, 2, 3, 4),
    )


if __name__ == "__main__":
    raise SystemExit(mm.run_generator(build))
