"""Where each piece of a zone is drawn: a pure function of the zone's rect, its layout and pieces.

Layouts: ``stack`` (decks: one pile, count badge), ``pile`` (discards: fanned overlap), ``row``
(hands, rows: side by side, overlapping when they do not fit), ``track`` (numbered cells; a piece
sits on the cell its face or label names), ``grid`` (tokens: wrapped rows). A zone's layout comes
from its map property ``layout`` or from its kind.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.rules import Piece
from scenes.table.board import Zone
from scenes.table.pieces import CARD, CARD_KINDS, DIE, TOKEN

LABEL_H = 28
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
    r = pygame.Rect(zone.rect)
    if r.h >= 90 and zone.prop("title") != "none":
        return pygame.Rect(r.x + 8, r.y + LABEL_H, r.w - 16, r.h - LABEL_H - 8)
    return r.inflate(-6, -6)


def piece_size(kind: str, area: pygame.Rect) -> tuple[int, int]:
    if kind in CARD_KINDS:
        h = max(28, min(CARD[1], area.h))
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
            per_cell: dict[int, int] = {}
            for p in pieces:
                key = p.label or p.face
                try:
                    idx = int(key)
                except ValueError:
                    idx = 0
                idx = max(0, min(len(cells) - 1, idx))
                cell = cells[idx]
                k = per_cell.get(idx, 0)
                per_cell[idx] = k + 1
                d = min(TOKEN, cell.w - 2, cell.h // 2 + 8)
                r = pygame.Rect(0, 0, d, d)
                r.center = (cell.centerx, cell.centery - d // 3 + k * (d * 2 // 3))
                out.append((p, r))
            return out
        lay = "row"
    if lay == "stack":
        for i, p in enumerate(pieces):
            w, h = piece_size(p.kind, area)
            r = pygame.Rect(0, 0, w, h)
            r.center = (area.centerx + i * 3, area.centery + 6 - i * 3)
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
