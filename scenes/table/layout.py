"""Automatic board layout: zone ids -> rectangles on the 1920×1080 canvas (pure Python, no pygame).

Used two ways: ``tools/make_maps.py`` writes these rectangles into each game's default Tiled map,
and the table falls back to it for any zone the rules name that a map does not place (or for every
zone when a map is missing or refused), so the table never fails to draw a zone.

The canvas frame is the same for every game: a HUD strip of seat badges along the top, the log
panel and tool buttons down the right, the action bar along the bottom and the board in between.
Per-seat zones (``seat:N:*``) sit in seat strips along the bottom and top edges of the board
(seat 0 bottom left, seat 1 top right, seat 2 bottom right, seat 3 top left: opposite chairs);
shared zones fill the middle, grouped in rows by kind, numbered track spaces in a snake.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

Rect = tuple[int, int, int, int]  # x, y, w, h

CANVAS = (1920, 1080)
HUD = (16, 12, 1512, 100)
LOG = (1544, 12, 360, 830)
TOOLS = (1544, 858, 360, 210)
ACTIONS = (16, 972, 1512, 96)
BOARD = (40, 120, 1480, 840)
PANELS: dict[str, Rect] = {"panel:hud": HUD, "panel:log": LOG, "panel:tools": TOOLS, "panel:actions": ACTIONS}

# Kinds a map object may carry. A zone's kind is the first segment of its id when that is one of
# these (``location:tower`` -> location); every other zone is an ``area``.
ZONE_KINDS = (
    "deck",
    "discard",
    "dice",
    "track",
    "hand",
    "row",
    "market",
    "supply",
    "location",
    "island",
    "bay",
    "district",
    "board",
    "space",
    "slot",
    "pile",
    "reserve",
    "tile",
    "zone",
    "area",
    "seat",
    "panel",
    "bonus",
    "mission",
    "event",
    "season",
    "round",
    "shop",
    "display",
    "river",
    "meadow",
    "city",
)
KIND_ORDER = ("deck", "discard", "row", "market", "display", "shop", "supply", "reserve", "dice", "pile")
SEAT_RE = re.compile(r"^seat:(\d+):(.+)$")
NUMBERED_RE = re.compile(r"^([a-z_]+):(\d+)$")


def kind_of(zone_id: str) -> str:
    """The kind of a zone from its id (``seat:2:hand`` -> seat, ``deck:missions`` -> deck)."""
    head = zone_id.split(":", 1)[0]
    return head if head in ZONE_KINDS else "area"


def seat_of(zone_id: str) -> int | None:
    m = SEAT_RE.match(zone_id)
    return int(m.group(1)) if m else None


def seat_at_table(zone_id: str, players: int) -> bool:
    """True for a zone of no seat (shared) or of a seat that is at a table of ``players``."""
    seat = seat_of(zone_id)
    return seat is None or seat < players


def seat_slot_rect(seat: int, seats: int, board: Rect = BOARD, strip_h: int = 236) -> Rect:
    """Where seat ``seat``'s strip goes: even seats along the bottom edge, odd seats along the top
    (opposite chairs, the top row in reverse order); each row shares its width among its seats."""
    x, y, w, h = board
    seats = max(seats, seat + 1)
    bottom = seat % 2 == 0
    row = list(range(0, seats, 2)) if bottom else list(range(1, seats, 2))
    if not bottom:
        row = row[::-1]
    n = len(row)
    sw = w // n
    sx = x + row.index(seat) * sw
    sy = y + h - strip_h if bottom else y
    return (sx, sy, sw, strip_h)


def _inset(r: Rect, d: int) -> Rect:
    return (r[0] + d, r[1] + d, max(8, r[2] - 2 * d), max(8, r[3] - 2 * d))


# Base cell sizes (at scale 1) by kind; the flow layout scales them down until everything fits.
BASE_SIZE: dict[str, tuple[int, int]] = {
    "deck": (136, 200),
    "discard": (136, 200),
    "pile": (136, 200),
    "stack": (136, 200),
    "reveal": (136, 200),
    "play": (136, 200),
    "row": (420, 200),
    "market": (420, 200),
    "display": (420, 200),
    "shop": (420, 200),
    "location": (230, 170),
    "island": (170, 130),
    "bay": (150, 120),
    "district": (200, 150),
    "track": (380, 74),
    "hand": (430, 200),
    "city": (420, 200),
    "board": (300, 200),
    "refuge": (300, 200),
    "tableau": (420, 200),
    "dice": (240, 120),
}
SMALL = (132, 88)


def _base(zone_id: str, in_seat: bool) -> tuple[int, int]:
    if in_seat:
        m = SEAT_RE.match(zone_id)
        head = m.group(2).split(":", 1)[0] if m else ""
        return (
            BASE_SIZE.get(head, SMALL)
            if head in ("hand", "city", "board", "refuge", "tableau", "cards")
            else SMALL
        )
    return BASE_SIZE.get(zone_id.split(":", 1)[0], SMALL)


def _flow(
    groups: list[list[tuple[str, tuple[int, int]]]], area: Rect, gap: int = 12, min_scale: float = 0.25
) -> dict[str, Rect]:
    """Shelf-pack groups of cells into ``area`` (left to right, wrapping), shrinking until they fit."""
    x0, y0, w, h = area
    scale = 1.5  # roomy when there is room; shrunk step by step until everything fits
    while True:
        placed: dict[str, Rect] = {}
        rows: list[list[str]] = [[]]
        x = y = row_h = 0
        ok = True
        for members in groups:
            for zid, (bw, bh) in members:
                cw, ch = max(24, int(bw * scale)), max(20, int(bh * scale))
                if x > 0 and x + cw > w:
                    y += row_h + gap
                    x = row_h = 0
                    rows.append([])
                placed[zid] = (x, y, cw, ch)
                rows[-1].append(zid)
                x += cw + gap
                row_h = max(row_h, ch)
            x += gap * 2  # a little air between groups
        total_h = y + row_h
        if total_h > h:
            ok = False
        if ok or scale <= min_scale:
            break
        scale *= 0.92
    # centre each shelf horizontally and the whole block vertically
    out: dict[str, Rect] = {}
    dy = max(0, (h - total_h) // 2)
    for row in rows:
        if not row:
            continue
        right = max(placed[z][0] + placed[z][2] for z in row)
        dx = max(0, (w - right) // 2)
        row_h = max(placed[z][3] for z in row)
        for z in row:
            px, py, cw, ch = placed[z]
            out[z] = (x0 + px + dx, y0 + py + dy + (row_h - ch) // 2, cw, ch)
    return out


def _nest(children: list[str], parent: Rect) -> dict[str, Rect]:
    """Numbered children (``x:0``, ``x:1``…) as a grid of slots inside their parent's rect."""
    px, py, pw, ph = parent
    inner = (px + 8, py + 28, pw - 16, max(16, ph - 36))
    n = len(children)
    cols = max(1, min(n, int(round((n * inner[2] / max(1, inner[3])) ** 0.5))))
    rows = (n + cols - 1) // cols
    cw = (inner[2] - 4 * (cols - 1)) // cols
    ch = (inner[3] - 4 * (rows - 1)) // rows
    return {
        z: (inner[0] + (i % cols) * (cw + 4), inner[1] + (i // cols) * (ch + 4), max(8, cw), max(8, ch))
        for i, z in enumerate(children)
    }


def _split_children(ids: list[str]) -> tuple[list[str], dict[str, list[str]]]:
    """Top-level ids, and numbered children grouped under a parent id that exists."""
    present = set(ids)
    top: list[str] = []
    kids: dict[str, list[str]] = {}
    for zid in ids:
        head, _, tail = zid.rpartition(":")
        if head in present and tail.isdigit():
            kids.setdefault(head, []).append(zid)
        else:
            top.append(zid)
    for k in kids.values():
        k.sort(key=lambda z: int(z.rsplit(":", 1)[1]))
    return top, kids


def auto_layout(zone_ids: Iterable[str], players: int = 2, board: Rect = BOARD) -> dict[str, Rect]:
    """Rectangles for ``zone_ids`` inside ``board`` (stable: same ids give the same layout)."""
    ids = list(dict.fromkeys(z for z in zone_ids if not z.startswith("panel:")))
    top, kids = _split_children(ids)
    seat_zones: dict[int, list[str]] = {}
    shared: list[str] = []
    for zid in top:
        s = seat_of(zid)
        if s is not None:
            seat_zones.setdefault(s, []).append(zid)
        else:
            shared.append(zid)
    seats = max([players, *[s + 1 for s in seat_zones]]) if seat_zones else 0
    out: dict[str, Rect] = {}
    strip_h = 250 if seat_zones else 0
    for s, zs in seat_zones.items():
        strip = _inset(seat_slot_rect(s, seats, board, strip_h), 6)
        inner = (strip[0] + 8, strip[1] + 34, strip[2] - 16, strip[3] - 42)
        big = [z for z in zs if _base(z, True) != SMALL]
        small = [z for z in zs if _base(z, True) == SMALL]
        groups = [[(z, _base(z, True)) for z in big], [(z, SMALL) for z in small]]
        out.update(_flow([g for g in groups if g], inner, gap=8, min_scale=0.2))
    top_y = board[1] + (strip_h + 10 if seats >= 2 else 0)
    bottom = board[1] + board[3] - (strip_h + 10 if seats >= 1 else 0)
    middle: Rect = (board[0] + 12, top_y, board[2] - 24, max(120, bottom - top_y))
    numbered: dict[str, list[tuple[int, str]]] = {}
    groups_by_kind: dict[str, list[str]] = {}
    for zid in shared:
        m = NUMBERED_RE.match(zid)
        if m and m.group(1) in ("track", "space", "step"):
            numbered.setdefault(m.group(1), []).append((int(m.group(2)), zid))
        else:
            groups_by_kind.setdefault(
                kind_of(zid) if kind_of(zid) != "area" else zid.split(":", 1)[0], []
            ).append(zid)
    # numbered spaces: one thin strip of cells along the top of the middle
    if numbered:
        cells = [z for _name, cs in sorted(numbered.items()) for _n, z in sorted(cs)]
        per_row = min(len(cells), 42)
        rows_n = (len(cells) + per_row - 1) // per_row
        cw = (middle[2] - 3 * (per_row - 1)) // per_row
        ch = min(56, max(26, cw))
        for i, z in enumerate(cells):
            out[z] = (middle[0] + (i % per_row) * (cw + 3), middle[1] + (i // per_row) * (ch + 3), cw, ch)
        used = rows_n * (ch + 3) + 8
        middle = (middle[0], middle[1] + used, middle[2], middle[3] - used)
    order = sorted(
        groups_by_kind, key=lambda k: (KIND_ORDER.index(k) if k in KIND_ORDER else len(KIND_ORDER), k)
    )
    groups = [[(z, _base(z, False)) for z in groups_by_kind[k]] for k in order]
    out.update(_flow(groups, middle, gap=10))
    for parent, children in kids.items():
        if parent in out:
            out.update(_nest(children, out[parent]))
    return out


def _expand(ids: Iterable[str], players: int) -> list[str]:
    out: list[str] = []
    for z in ids:
        if ":N:" in z:
            out += [z.replace(":N:", f":{s}:", 1) for s in range(players)]
        elif z.startswith("seat:N"):
            out += [z.replace("seat:N", f"seat:{s}", 1) for s in range(players)]
        else:
            out.append(z)
    return out


def rules_zone_ids(rules: object, players: int) -> list[str]:
    """Zone ids a game's rules export for ``players``: ``RULES.zone_ids(players)``, or ``zone_ids``
    / ``ZONE_IDS`` in the rules' package or its ``view(s)``, ``zones`` or ``rules`` module."""
    import importlib

    fn = getattr(rules, "zone_ids", None)
    if callable(fn):
        try:
            return list(dict.fromkeys(_expand(fn(players), players)))
        except (KeyError, ValueError, IndexError):  # a player count the game does not support
            return []
    modname = type(rules).__module__
    pkg = modname.rsplit(".", 1)[0] if modname.count(".") >= 2 else modname
    for name in (modname, pkg, f"{pkg}.view", f"{pkg}.views", f"{pkg}.zones", f"{pkg}.rules"):
        try:
            mod = importlib.import_module(name)
        except ModuleNotFoundError as exc:  # a game without that module (only that one: a module
            if exc.name != name:  # that exists but fails to import is a bug, and shows)
                raise
            continue
        fn = getattr(mod, "zone_ids", None)
        if callable(fn):
            try:
                return list(dict.fromkeys(_expand(fn(players), players)))
            except (KeyError, ValueError, IndexError):  # a player count the game does not support
                return []
        ids = getattr(mod, "ZONE_IDS", None)
        if ids:
            return list(dict.fromkeys(z for z in _expand(ids, players) if seat_at_table(z, players)))
    return []
