"""Where each piece of a Droïdes zone goes: pure functions of the zone's rect and its pieces.

No two pieces of a zone overlap and none leaves its zone: cards sit in the card slots the board
prints (dealt cards, hand, the houses between players), a workshop's repaired droids and built
houses shrink from small cards to tiles to icon squares until all of them fit, the shed's parts
stand at the head of their columns with their extensions in the strip above, markers stack as
pills, and a discard pile or a deck is one stack (the top card, the count on it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.rules import Piece

KINDS = ("nut", "oil", "circuit", "energy")
FAMILY_ORDER = ("water", "harvest", "collection", "market", "shed", "communication", "house")
CARD_W, CARD_H = 100, 140  # a card's proportions on this board (the cardboard's 63 × 88 mm)
CARD_MAX_H = 168
SMALL_CARD_H = 112  # a repaired droid still shown as a card (name, cost chips and RP readable)
TILE_H = (34, 30, 28, 26)  # a card shrunk to a tile: family block, name, RP
TILE_MIN_W = 76
TILE_MAX_W = 172
ICON_SQ = (26, 22, 18)  # a tile with no room left: the family block alone (the zoom names it)
GAP = 6
CAPTION_H = 20  # a workshop area's caption line (repaired droids, houses)
TOKEN = 40
PILL_H = 40
PILL_W = 170  # a marker's pill: its token and its name, never a bar across a wide zone

Placed = list[tuple[Piece, pygame.Rect]]


def caption_area(rect: pygame.Rect) -> pygame.Rect:
    """A captioned area's room for pieces: under the caption line, inside a small rim."""
    return pygame.Rect(rect.x + 6, rect.y + CAPTION_H, rect.w - 12, rect.h - CAPTION_H - 4)


def card_slots(area: pygame.Rect, n: int, max_h: int = CARD_MAX_H, left: bool = False) -> list[pygame.Rect]:
    """``n`` card slots side by side, as tall as ``area`` allows (and never wider than it), centred
    (``left``: from the left edge)."""
    n = max(1, n)
    h = min(max_h, area.h, int((area.w - (n - 1) * GAP) / n * CARD_H / CARD_W))
    w = h * CARD_W // CARD_H
    total = n * w + (n - 1) * GAP
    x0 = area.x if left else area.x + (area.w - total) // 2
    y0 = area.y + (area.h - h) // 2
    return [pygame.Rect(x0 + i * (w + GAP), y0, w, h) for i in range(n)]


def grid_cells(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Cells for ``n`` cards in reading order, never overlapping: small cards if they all fit,
    else tiles (a row of ``TILE_H`` high, as wide as the columns allow), else icon squares."""
    if n <= 0:
        return []
    best: tuple[int, int, int] | None = None  # (h, rows, cols) of the tallest cards that fit
    for rows in range(1, n + 1):
        h = min(CARD_MAX_H, (area.h - (rows - 1) * GAP) // rows)
        if h < SMALL_CARD_H:
            break
        w = h * CARD_W // CARD_H
        cols = max(1, (area.w + GAP) // (w + GAP))
        if rows * cols >= n and (best is None or h > best[0]):
            best = (h, rows, cols)
    if best is not None:
        h, _rows, cols = best
        w = h * CARD_W // CARD_H
        return [
            pygame.Rect(area.x + (i % cols) * (w + GAP), area.y + (i // cols) * (h + GAP), w, h)
            for i in range(n)
        ]
    for th in TILE_H:
        rows = max(1, (area.h + 4) // (th + 4))
        cols = -(-n // rows)
        w = min(TILE_MAX_W, (area.w - (cols - 1) * GAP) // cols)
        if w >= TILE_MIN_W:
            return [
                pygame.Rect(area.x + (i // rows) * (w + GAP), area.y + (i % rows) * (th + 4), w, th)
                for i in range(n)
            ]
    for sq in ICON_SQ:
        rows = max(1, (area.h + 4) // (sq + 4))
        cols = max(1, (area.w + 4) // (sq + 4))
        if rows * cols >= n or sq == ICON_SQ[-1]:
            return [
                pygame.Rect(area.x + (i // rows) * (sq + 4), area.y + (i % rows) * (sq + 4), sq, sq)
                for i in range(min(n, rows * cols))
            ]
    return []


def by_family(pieces: Sequence[Piece], family_of: Callable[[str], str]) -> list[Piece]:
    """A workshop's cards grouped by family (as players sort them on the table), in order within one."""

    def key(item: tuple[int, Piece]) -> tuple[int, int]:
        fam = family_of(item[1].face)
        return (FAMILY_ORDER.index(fam) if fam in FAMILY_ORDER else len(FAMILY_ORDER), item[0])

    return [p for _i, p in sorted(enumerate(pieces), key=key)]


def workshop_cards(rect: pygame.Rect, pieces: Sequence[Piece], family_of: Callable[[str], str]) -> Placed:
    """Repaired droids or built houses in a workshop area (under its caption)."""
    ordered = by_family(pieces, family_of)
    cells = grid_cells(caption_area(rect), len(ordered))
    return list(zip(ordered, cells, strict=False))


def slotted_cards(rect: pygame.Rect, pieces: Sequence[Piece], slots: int, left: bool = False) -> Placed:
    """Cards in a row of ``slots`` printed card slots (more pieces than slots: more, smaller slots)."""
    cells = card_slots(rect.inflate(-8, -8), max(slots, len(pieces)), left=left)
    return list(zip(pieces, cells, strict=False))


def shed_columns(rect: pygame.Rect) -> list[pygame.Rect]:
    """The shed's four columns (nut, oil drop, circuit board, energy), left to right."""
    inner = rect.inflate(-6, -6)
    w = (inner.w - 3 * 4) // 4
    return [pygame.Rect(inner.x + i * (w + 4), inner.y, w, inner.h) for i in range(4)]


def kind_of_piece(p: Piece) -> str:
    return p.face.split(":", 1)[-1]


def shed(rect: pygame.Rect, pieces: Sequence[Piece]) -> Placed:
    """Each part at the head of its column; the count stays in the piece's label for the column's
    own print (count / capacity and its slots, drawn by the board), so no badge covers the glyph."""
    cols = shed_columns(rect)
    out: Placed = []
    for p in pieces:
        kind = kind_of_piece(p)
        if kind not in KINDS:
            continue
        col = cols[KINDS.index(kind)]
        d = min(TOKEN, col.w - 8)
        r = pygame.Rect(0, 0, d, d)
        r.midtop = (col.centerx, col.y + 2)
        out.append((dataclasses.replace(p, count=1, label=p.label or str(p.count)), r))
    return out


def extensions(rect: pygame.Rect, shed_rect: pygame.Rect, pieces: Sequence[Piece]) -> Placed:
    """Each extension on the strip above its shed column, as the cardboard's extension tiles sit;
    how many it stands for goes to the label (printed beside its glyph)."""
    cols = shed_columns(pygame.Rect(shed_rect.x, rect.y, shed_rect.w, rect.h + 6))
    out: Placed = []
    for p in pieces:
        kind = kind_of_piece(p)
        if kind not in KINDS:
            continue
        col = cols[KINDS.index(kind)]
        r = pygame.Rect(col.x + 1, rect.y + 3, col.w - 2, rect.h - 6)
        out.append((dataclasses.replace(p, count=1, label=f"+{p.count}"), r))
    return out


def markers(rect: pygame.Rect, pieces: Sequence[Piece]) -> Placed:
    """Markers as pills, one under the other (a pill as tall as the room allows)."""
    n = len(pieces)
    if not n:
        return []
    inner = rect.inflate(-8, -8)
    h = min(PILL_H if inner.w >= 110 else 64, (inner.h - (n - 1) * GAP) // n)
    w = min(inner.w, PILL_W)
    total = n * h + (n - 1) * GAP
    y0 = inner.y + (inner.h - total) // 2
    x0 = inner.x + (inner.w - w) // 2
    return [(p, pygame.Rect(x0, y0 + i * (h + GAP), w, h)) for i, p in enumerate(pieces)]


STACK_DEPTH = 3  # edges drawn under a stack's top card, 3 px apart
STACK_FOOT = 27  # the row under a stack for its count (and a discard's communication droids)


def stack_cell(rect: pygame.Rect) -> pygame.Rect:
    """Where a stack's top card lies in its zone: room for its edges up and right, its foot below."""
    d = 3 * STACK_DEPTH
    area = pygame.Rect(rect.x + 4, rect.y + 4 + d, rect.w - 8 - d, rect.h - 8 - d - STACK_FOOT)
    return card_slots(area, 1)[0]


def stack_count(pieces: Sequence[Piece]) -> int:
    return sum(max(1, p.count) for p in pieces) if len(pieces) > 1 else (pieces[0].count if pieces else 0)


def stack(rect: pygame.Rect, pieces: Sequence[Piece]) -> Placed:
    """A pile as one stack: its top card only (the board draws its edges and its count below it,
    where no badge covers the card's name)."""
    if not pieces:
        return []
    return [(dataclasses.replace(pieces[-1], count=1), stack_cell(rect))]


def token_strip(rect: pygame.Rect, pieces: Sequence[Piece]) -> Placed:
    """Tokens in a row from the left, each leaving room on its right for its count (the badge never
    covers it); the board names the house they lie on after them."""
    d = min(rect.h - 2, 28)
    out: Placed = []
    x = rect.x + 4
    for p in pieces:
        w = d + (28 if p.count > 1 else 0)
        out.append((p, pygame.Rect(x, rect.centery - d // 2, w, d)))
        x += w + GAP
    return out


def fallback(placed: Sequence[tuple[Any, pygame.Rect]]) -> Placed:
    return [(p, pygame.Rect(r)) for p, r in placed]
