"""Where each piece of a zone is drawn: a pure function of the zone's rect, its layout and pieces.

Layouts: ``stack`` (decks: one pile, count badge), ``pile`` (discards: fanned overlap), ``row``
(hands, rows: side by side, overlapping when they do not fit), ``track`` (numbered cells; a piece
sits on the cell its face or label names), ``grid`` (tokens: wrapped rows), ``slots`` (a fixed grid
of ``slots`` card-shaped places, never overlapping; a piece sits in the slot its id's last number
names, so another zone can be laid exactly over one slot — Farshore's workers on city cards). A
zone's layout comes from its map property ``layout`` or from its kind.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.rules import Piece
from scenes.table.board import Zone
from scenes.table.pieces import CARD, CARD_KINDS, DIE, TOKEN

LABEL_H = 28
CAPTION_H = 20  # a skin's small caption under a zone's pieces (see inner_rect)
MARKER_MIN = 20  # a track marker's smallest size: its seat colour and shape read at 1280x720 too
MARKER_OVERLAP = 6  # stacked markers overlap at most this much (their middles stay clear)
KIND_LAYOUT = {
    "deck": "stack",
    "discard": "pile",
    "track": "row",
    "seat": "row",
    "hand": "row",
    "row": "row",
    "dice": "row",
    "market": "row",
    "display": "row",
}


def layout_of(zone: Zone) -> str:
    lay = zone.prop("layout")
    if isinstance(lay, str) and lay:
        return lay
    return KIND_LAYOUT.get(zone.kind, "grid")


def inner_rect(zone: Zone) -> pygame.Rect:
    """Where a zone's pieces go: under its title line (tall zones), above a small ``caption`` a
    skin writes along the bottom (``CAPTION_H``; count badges rise off the top), else the whole
    zone less a rim."""
    r = pygame.Rect(zone.rect)
    if r.h >= 90 and zone.prop("title") != "none":
        return pygame.Rect(r.x + 8, r.y + LABEL_H, r.w - 16, r.h - LABEL_H - 8)
    if zone.prop("caption") and r.h >= CAPTION_H + 20:
        return pygame.Rect(r.x + 3, r.y + 5, r.w - 6, r.h - CAPTION_H - 5)  # caption along the bottom
    return r.inflate(-6, -6)


def piece_size(kind: str, area: pygame.Rect) -> tuple[int, int]:
    """A card as tall as the area allows, but never wider than it; a token or die fits both ways."""
    if kind in CARD_KINDS:
        h = max(28, min(CARD[1], area.h, area.w * CARD[1] // CARD[0]))
        return (max(20, h * CARD[0] // CARD[1]), h)
    base = DIE if kind == "die" else TOKEN
    d = max(14, min(base, area.h, area.w))
    return (d, d)


def track_cells(zone: Zone) -> list[pygame.Rect]:
    n = int(zone.prop("cells", 0) or 0)
    if n <= 0:
        return []
    r = pygame.Rect(zone.rect)
    gap = 4
    cw = (r.w - gap * (n - 1)) / n
    return [pygame.Rect(int(r.x + i * (cw + gap)), r.y + 22, int(cw), r.h - 26) for i in range(n)]


def track_marker_size(cell: pygame.Rect) -> int:
    """A marker on a numbered track: as big as its cell allows, never under ``MARKER_MIN`` (a 0-50
    track has cells about 11 px wide; a marker that small shows neither its colour nor its shape)."""
    return max(MARKER_MIN, min(TOKEN, cell.w - 2, cell.h // 2 + 8))


def cluster_offsets(n: int, d: int, step: int) -> list[tuple[int, int]]:
    """Where ``n`` markers on one cell sit around its middle: one on it, two stacked (the second a
    ``step`` up), three or four as a little 2 x 2 pile, more in further rows of two upwards. No
    marker's middle is ever under another one."""
    if n == 1:
        return [(0, 0)]
    if n == 2:
        return [(0, 0), (0, -step)]
    h = d // 2
    out = [(-h, 0), (h, 0)]
    row = 1
    while len(out) < n:
        left = n - len(out)
        out.extend([(0, -row * step)] if left == 1 else [(-h, -row * step), (h, -row * step)])
        row += 1
    return out[:n]


def _track_places(
    zone: Zone, cells: Sequence[pygame.Rect], pieces: Sequence[Piece]
) -> list[tuple[Piece, pygame.Rect]]:
    """Markers on their numbered cells. A marker is wider than a cell of a long track, so markers that
    share a cell make a small pile around it (``cluster_offsets``), and a pile that would cover a
    neighbouring one moves a lane up (or down while it stays on the track): every marker keeps its
    middle, where its seat shape is, in view."""
    idx_of: list[int] = []
    for p in pieces:
        try:
            idx = int(p.label or p.face)
        except ValueError:
            idx = 0
        idx_of.append(max(0, min(len(cells) - 1, idx)))
    d = track_marker_size(cells[0])
    step = max(d // 2 + 2, d - MARKER_OVERLAP)
    groups: dict[int, list[int]] = {}
    for i, idx in enumerate(idx_of):
        groups.setdefault(idx, []).append(i)
    zr = pygame.Rect(zone.rect)
    centres: list[tuple[int, int] | None] = [None] * len(pieces)
    taken: list[tuple[int, int]] = []
    for idx in sorted(groups):
        members = groups[idx]
        cell = cells[idx]
        local = [(cell.centerx + dx, cell.centery + dy) for dx, dy in cluster_offsets(len(members), d, step)]
        if len(members) > 2:  # a pile at either end of the track keeps its middles over the track
            lo = min(x for x, _y in local)
            hi = max(x for x, _y in local)
            nudge = max(0, zr.left + 3 - lo) - max(0, hi - (zr.right - 3))
            local = [(x + nudge, y) for x, y in local]

        def clear(shift: int, local: list[tuple[int, int]] = local) -> bool:
            return all(
                abs(x - tx) >= d - 2 or abs(y + shift - ty) >= step for x, y in local for tx, ty in taken
            )

        def inside(shift: int, local: list[tuple[int, int]] = local) -> bool:
            return all(
                zr.top - d // 2 <= y + shift - d // 2 and y + shift + d // 2 <= zr.bottom + 2
                for _x, y in local
            )

        shifts = [0, -step, step, -2 * step, 2 * step, -3 * step, 3 * step]
        shift = next(
            (sh for sh in shifts if clear(sh) and inside(sh)),
            next((sh for sh in shifts if clear(sh)), 0),
        )
        for i, (x, y) in zip(members, local, strict=True):
            centres[i] = (x, y + shift)
            taken.append((x, y + shift))
    out: list[tuple[Piece, pygame.Rect]] = []
    for p, c in zip(pieces, centres, strict=True):
        r = pygame.Rect(0, 0, d, d)
        r.center = c if c is not None else (cells[0].centerx, cells[0].centery)
        out.append((p, r))
    return out


def slot_grid(area: pygame.Rect, n: int, gap: int = 4) -> list[pygame.Rect]:
    """``n`` card-shaped slots (``CARD`` proportions) as the largest grid that fits ``area``, in
    reading order, the grid centred; slots never overlap."""
    n = max(1, n)
    best: tuple[float, int, int] = (0.0, 1, n)
    for rows in range(1, n + 1):
        cols = -(-n // rows)
        w = min((area.w - gap * (cols - 1)) / cols, (area.h - gap * (rows - 1)) / rows * CARD[0] / CARD[1])
        if w > best[0]:
            best = (w, rows, cols)
    w0, rows, cols = best
    w = max(6, int(w0))
    h = max(8, int(w * CARD[1] / CARD[0]))
    x0 = area.x + (area.w - (cols * w + (cols - 1) * gap)) // 2
    y0 = area.y + (area.h - (rows * h + (rows - 1) * gap)) // 2
    return [pygame.Rect(x0 + (i % cols) * (w + gap), y0 + (i // cols) * (h + gap), w, h) for i in range(n)]


def slot_index(piece: Piece) -> int | None:
    """The slot a piece names: the last number of its id (``city:0:7`` -> 7), else None."""
    tail = piece.id.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else None


def slots_area(zone: Zone) -> pygame.Rect:
    """Where a ``slots`` zone's grid goes: the zone less a top margin (``slots_top``) and a rim."""
    r = pygame.Rect(zone.rect)
    top = int(zone.prop("slots_top", 4) or 0)
    return pygame.Rect(r.x + 4, r.y + top, r.w - 8, r.h - top - 4)


def zone_slots(zone: Zone, n: int | None = None) -> list[pygame.Rect]:
    """The slot rects of a ``slots`` zone (its ``slots`` property, or ``n``)."""
    count = int(zone.prop("slots", 0) or 0) or (n or 1)
    return slot_grid(slots_area(zone), count)


def place(zone: Zone, pieces: Sequence[Piece]) -> list[tuple[Piece, pygame.Rect]]:
    """The rect of every piece in ``zone`` (drawing order: later on top)."""
    if not pieces:
        return []
    lay = layout_of(zone)
    area = inner_rect(zone)
    out: list[tuple[Piece, pygame.Rect]] = []
    if lay == "track":
        cells = track_cells(zone)
        if cells:
            return _track_places(zone, cells, pieces)
        lay = "row"
    if lay == "slots":
        wanted = [slot_index(p) for p in pieces]
        taken = {i for i in wanted if i is not None}
        free = (i for i in range(len(pieces) + len(taken) + 1) if i not in taken)
        idx = [i if i is not None else next(free) for i in wanted]
        slots = zone_slots(zone, max(idx) + 1)
        if max(idx) >= len(slots):  # more pieces than the map foresaw: a bigger grid, still no overlap
            slots = slot_grid(slots_area(zone), max(idx) + 1)
        return [(p, pygame.Rect(slots[i])) for p, i in zip(pieces, idx, strict=True)]
    if lay == "stack":
        # a stack's edges rise up and right 3 px a card (up to 4, see PieceArt.draw_piece) and its
        # count badge sits on the top right corner: keep all of it inside the zone, under its title
        n = len(pieces)
        depth = (n - 1) * 3 + 3 * min(4, max(p.count for p in pieces) - 1)
        room = pygame.Rect(area.x, area.y + depth, max(8, area.w - depth), max(8, area.h - depth))
        for i, p in enumerate(pieces):
            w, h = piece_size(p.kind, room)
            r = pygame.Rect(0, 0, w, h)
            r.center = (room.centerx + i * 3, room.centery - i * 3)
            out.append((p, r))
        return out
    if lay == "pile":
        n = len(pieces)
        w, h = piece_size(pieces[0].kind, area)
        step = min(w * 0.6, (area.w - w) / max(1, n - 1)) if n > 1 else 0
        x0 = area.centerx - (w + step * (n - 1)) / 2
        for i, p in enumerate(pieces):
            r = pygame.Rect(int(x0 + i * step), area.centery - h // 2 + (i % 2) * 4, w, h)
            out.append((p, r))
        return out
    if lay == "grid":
        w, h = piece_size(pieces[0].kind, area)
        if pieces[0].kind not in CARD_KINDS:
            w = h = min(w, TOKEN)
        gap = 8
        cols = max(1, (area.w + gap) // (w + gap))
        rows = (len(pieces) + cols - 1) // cols
        if rows * (h + gap) > area.h and rows > 1:  # overlap rows rather than spill out
            vstep = max(6, (area.h - h) // (rows - 1))
        else:
            vstep = h + gap
        used_cols = min(cols, len(pieces))
        x0 = area.centerx - (used_cols * (w + gap) - gap) // 2
        y0 = area.y if rows > 1 else area.centery - h // 2
        for i, p in enumerate(pieces):
            r = pygame.Rect(x0 + (i % cols) * (w + gap), y0 + (i // cols) * vstep, w, h)
            out.append((p, r))
        return out
    # row
    n = len(pieces)
    w, h = piece_size(pieces[0].kind, area)
    gap = 10
    full = n * w + (n - 1) * gap
    step = (w + gap) if full <= area.w else max(8, (area.w - w) / max(1, n - 1))
    total = w + step * (n - 1)
    x0 = area.centerx - total / 2
    for i, p in enumerate(pieces):
        r = pygame.Rect(int(x0 + i * step), area.centery - h // 2, w, h)
        out.append((p, r))
    return out
