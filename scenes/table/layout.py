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
from collections.abc import Iterable, Sequence

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
    "deck", "discard", "dice", "track", "hand", "row", "market", "supply", "location", "island", "bay",
    "district", "board", "space", "slot", "pile", "reserve", "tile", "zone", "area", "seat", "panel",
    "bonus", "mission", "event", "season", "round", "shop", "display", "river", "meadow", "city",
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


def seat_slot_rect(seat: int, seats: int, board: Rect = BOARD, strip_h: int = 236) -> Rect:
    """Where seat ``seat``'s strip goes: bottom-left, top-right, bottom-right, top-left, then more."""
    x, y, w, h = board
    per_row = max(1, (max(seats, 2) + 1) // 2)
    if seats <= 2:
        per_row = 1
    row_bottom = seat % 2 == 0
    col = seat // 2
    if seats <= 2:
        sw = int(w * 0.62)
        sx = x if row_bottom else x + w - sw
    else:
        sw = w // per_row
        cols = list(range(per_row))
        if not row_bottom:
            cols = cols[::-1]  # opposite chairs: seat 1 sits across from seat 0
        sx = x + cols[col % per_row] * sw
    sy = y + h - strip_h if row_bottom else y
    return (sx, sy, sw, strip_h)


def _split(rect: Rect, weights: Sequence[float], gap: int = 12, vertical: bool = False) -> list[Rect]:
    x, y, w, h = rect
    total = sum(weights) or 1.0
    span = (h if vertical else w) - gap * (len(weights) - 1)
    out: list[Rect] = []
    pos = y if vertical else x
    for wt in weights:
        size = int(span * wt / total)
        out.append((x, pos, w, size) if vertical else (pos, y, size, h))
        pos += size + gap
    return out


def _seat_weight(sub: str) -> float:
    key = sub.split(":", 1)[0]
    return {"hand": 3.0, "city": 3.0, "board": 2.5, "tableau": 3.0, "cards": 2.5}.get(key, 1.0)


def _inset(r: Rect, d: int) -> Rect:
    return (r[0] + d, r[1] + d, max(8, r[2] - 2 * d), max(8, r[3] - 2 * d))


def auto_layout(zone_ids: Iterable[str], players: int = 2, board: Rect = BOARD) -> dict[str, Rect]:
    """Rectangles for ``zone_ids`` inside ``board`` (stable: same ids give the same layout)."""
    ids = list(dict.fromkeys(zone_ids))
    seat_zones: dict[int, list[str]] = {}
    shared: list[str] = []
    for zid in ids:
        s = seat_of(zid)
        if s is not None:
            seat_zones.setdefault(s, []).append(zid)
        elif not zid.startswith("panel:"):
            shared.append(zid)
    seats = max([players, *[s + 1 for s in seat_zones]]) if seat_zones else 0
    out: dict[str, Rect] = {}
    strip_h = 236
    for s, zs in seat_zones.items():
        strip = _inset(seat_slot_rect(s, seats, board, strip_h), 6)
        # leave room for the seat's name tab at the top of the strip
        inner = (strip[0] + 8, strip[1] + 34, strip[2] - 16, strip[3] - 42)
        subs = [SEAT_RE.match(z).group(2) for z in zs]  # type: ignore[union-attr]
        for z, r in zip(zs, _split(inner, [_seat_weight(sub) for sub in subs], gap=10)):
            out[z] = r
    top = board[1] + (strip_h + 10 if seats >= 2 else 0)
    bottom = board[1] + board[3] - (strip_h + 10 if seats >= 1 else 0)
    middle: Rect = (board[0] + 12, top, board[2] - 24, max(120, bottom - top))
    # numbered spaces (track:0..40, bay:1..8) become rows of small cells; the rest group by kind
    numbered: dict[str, list[tuple[int, str]]] = {}
    groups: dict[str, list[str]] = {}
    for zid in shared:
        m = NUMBERED_RE.match(zid)
        if m and m.group(1) in ("track", "space", "step"):
            numbered.setdefault(m.group(1), []).append((int(m.group(2)), zid))
        else:
            groups.setdefault(kind_of(zid), []).append(zid)
    order = sorted(groups, key=lambda k: (KIND_ORDER.index(k) if k in KIND_ORDER else len(KIND_ORDER), k))
    rows: list[tuple[str, list[str]]] = []
    for kind in order:
        members = groups[kind]
        for i in range(0, len(members), 8):
            rows.append((kind, members[i:i + 8]))
    # pack short neighbouring rows together so a deck and a discard share one line
    packed: list[list[str]] = []
    for _kind, members in rows:
        if packed and len(packed[-1]) + len(members) <= 6 and len(members) <= 3:
            packed[-1].extend(members)
        else:
            packed.append(list(members))
    track_rows = 0
    for _name, cells in numbered.items():
        track_rows += (len(cells) + 20) // 21
    weights = [1.0] * len(packed) + [0.45] * track_rows
    if not weights:
        return out
    bands = _split(middle, weights, gap=10, vertical=True)
    for members, band in zip(packed, bands):
        n = len(members)
        cell_w = min(260, (band[2] - 12 * (n - 1)) // n)
        total = cell_w * n + 12 * (n - 1)
        x0 = band[0] + (band[2] - total) // 2
        for i, zid in enumerate(members):
            out[zid] = (x0 + i * (cell_w + 12), band[1], cell_w, band[3])
    bi = len(packed)
    for _name, cells in sorted(numbered.items()):
        cells.sort()
        for start in range(0, len(cells), 21):
            chunk = cells[start:start + 21]
            band = bands[bi]
            bi += 1
            cw = min(64, (band[2] - 4 * 20) // 21)
            ch = min(band[3], 64)
            x0 = band[0] + (band[2] - (cw * 21 + 4 * 20)) // 2
            for i, (_n, zid) in enumerate(chunk):
                out[zid] = (x0 + i * (cw + 4), band[1] + (band[3] - ch) // 2, cw, ch)
    return out
