"""Where each piece of a zone is drawn: a pure function of the zone's rect, its layout and pieces.

No piece is drawn over another unless the layout means it (a deck's edges, a pile fanned so each
card's name shows). Layouts: ``stack`` (decks: one pile, count badge), ``pile`` (discards: side by
side, else fanned down by each card's name strip), ``row`` (hands, rows) and ``grid`` (tokens: side
by side in rows, smaller when they must, never below a size that reads; the rest behind a "+N"
chip, ``more_piece``, that opens them all), ``track`` (numbered cells; a piece
sits on the cell its face or label names), ``grid`` (tokens: wrapped rows), ``slots`` (a fixed grid
of ``slots`` card-shaped places, never overlapping; a piece sits in the slot its id's last number
names, so another zone can be laid exactly over one slot — Farshore's workers on city cards). A
zone's layout comes from its map property ``layout`` or from its kind.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.rules import Piece
from scenes import draw
from scenes.table.board import Zone
from scenes.table.pieces import CARD, CARD_KINDS, DIE, TOKEN

FANNED = ("stack", "pile")  # layouts that overlap their pieces on purpose (a deck's edges, a fanned pile)
LABEL_H = 28  # a tall zone's title line at 100 % text (it grows with the text size: ``label_h``)
TITLE_SIZE = 18  # a zone's title on its plate
MORE_KIND = "more"  # the "+N" chip of a zone with more pieces than room (``more_piece``)
MORE_ID = "more"
CARD_MIN_H = 84  # a card is never laid out smaller than this (its name at 16 px, in up to 2 lines)
TOKEN_MIN = 30  # nor a token smaller than this
FAN_STRIP = 0.22  # a fanned pile shows this much of each covered card: its name band
FAN_STRIP_MIN = 26
MORE_H = 32  # a "+N" chip's height beside or above a pile
TOKEN_FAN = 0.7  # a row of tokens may overlap down to this step (of their width): each middle shows
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


def label_h() -> int:
    """The title line of a tall zone at the current text size: the title and, below it, room for
    the count badge that rises off a deck's top edge (both grow with the text)."""
    return LABEL_H + 2 * (draw.scaled(TITLE_SIZE) - TITLE_SIZE)


def inner_rect(zone: Zone) -> pygame.Rect:
    """Where a zone's pieces go: under its title line (tall zones), above a small ``caption`` a
    skin writes along the bottom (``CAPTION_H``; count badges rise off the top), else the whole
    zone less a rim."""
    r = pygame.Rect(zone.rect)
    if r.h >= 90 and zone.prop("title") != "none":
        lh = min(label_h(), max(LABEL_H, r.h // 3))  # the pieces keep two thirds of a low zone
        return pygame.Rect(r.x + 8, r.y + lh, r.w - 16, r.h - lh - 8)
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
        tokens = [p for p in pieces if p.kind not in CARD_KINDS]
        if len(tokens) > 1 and len(tokens) == len(pieces):
            return _cluster(area, list(pieces))
        if tokens and len(tokens) < len(pieces):  # a pawn on a pile of tiles: on the top one, below its name
            piled = place_stack(area, [p for p in pieces if p.kind in CARD_KINDS])
            return [*piled, *_on_card(piled[-1][1], tokens)]
        return place_stack(area, list(pieces))
    if lay == "pile":
        return _pile(area, list(pieces))
    if lay == "grid":
        return _fit(area, list(pieces), gap=8, tokens_max=TOKEN)
    return _fit(area, list(pieces), gap=10, tokens_max=None)


def more_piece(hidden: Sequence[Piece]) -> Piece:
    """The "+N" chip that stands for the pieces a full zone has no room for (it opens them all)."""
    return Piece(MORE_ID, MORE_KIND, MORE_KIND, label=f"+{len(hidden)}")


def every_piece(
    placed: Sequence[tuple[Piece, pygame.Rect]], pieces: Sequence[Piece]
) -> list[tuple[Piece, pygame.Rect]]:
    """The table's places as a skin's ``place`` hook gets them: every piece of the zone, those the
    table had no room for (behind its "+N" chip) on the chip's rect."""
    more = next((r for p, r in placed if p.kind == MORE_KIND), None)
    if more is None:
        return list(placed)
    at = {p.id: r for p, r in placed}
    return [(p, pygame.Rect(at.get(p.id, more))) for p in pieces]


def _grid_rects(area: pygame.Rect, n: int, w: int, h: int, gap: int) -> list[pygame.Rect] | None:
    """``n`` places of ``w``×``h`` in rows across ``area``, centred, none overlapping (None: they
    do not fit)."""
    cols = max(1, (area.w + gap) // (w + gap))
    rows = -(-n // cols)
    if rows * h + (rows - 1) * gap > area.h or w > area.w:
        return None
    used = min(cols, n)
    x0 = int(area.centerx - (used * (w + gap) - gap) / 2)
    y0 = area.centery - (rows * h + (rows - 1) * gap) // 2
    return [pygame.Rect(x0 + (i % cols) * (w + gap), y0 + (i // cols) * (h + gap), w, h) for i in range(n)]


def _sizes(kind: str, area: pygame.Rect, tokens_max: int | None) -> list[tuple[int, int]]:
    """The sizes a zone's pieces may take, largest first, down to the smallest that still reads."""
    w, h = piece_size(kind, area)
    if kind not in CARD_KINDS:
        d = min(w, tokens_max or w)
        return [(s, s) for s in range(d, min(d, TOKEN_MIN) - 1, -2)]
    if h > area.h:  # a zone lower than the least card: as tall as it is
        h = max(8, area.h)
        w = max(6, h * CARD[0] // CARD[1])
    out = []
    while h >= CARD_MIN_H:
        out.append((max(20, h * CARD[0] // CARD[1]), h))
        h = int(h * 0.92)
    return out or [(w, h)]


def _fit(
    area: pygame.Rect, pieces: list[Piece], gap: int, tokens_max: int | None
) -> list[tuple[Piece, pygame.Rect]]:
    """A zone's pieces side by side, never overlapping: at their size in one row if they fit, else
    smaller or in more rows (never below what still reads), else as many as fit and a "+N" chip
    for the rest. Tokens with a card (a key on its building, a worker on its card) go beside the
    cards when there is room, else on the last card, below its name."""
    cards = [p for p in pieces if p.kind in CARD_KINDS]
    if cards and len(cards) < len(pieces):
        return _cards_and_tokens(area, pieces, cards, gap)
    kind = pieces[0].kind
    sizes = _sizes(kind, area, tokens_max)
    n = len(pieces)
    for i, (w, h) in enumerate(sizes):
        rects = _grid_rects(area, n, w, h, gap)
        if rects is not None:
            return list(zip(pieces, rects, strict=True))
        if i == 0 and kind not in CARD_KINDS and n > 1:
            # tokens at their size, fanned so each keeps its middle (its icon or mark) in view
            step = (area.w - w) / (n - 1)
            if step >= w * TOKEN_FAN and h <= area.h:
                x0 = area.centerx - (w + step * (n - 1)) / 2
                y = area.centery - h // 2
                return [(p, pygame.Rect(int(x0 + j * step), y, w, h)) for j, p in enumerate(pieces)]
    w, h = sizes[-1]
    cols = max(1, (area.w + gap) // (w + gap))
    rows = max(1, (area.h + gap) // (h + gap))
    room = max(1, cols * rows)
    if room >= n:  # they all fit at the least size (the zone is lower than a piece): one row
        x0 = int(area.centerx - (min(n, cols) * (w + gap) - gap) / 2)
        return [(p, pygame.Rect(x0 + i * (w + gap), area.y, w, h)) for i, p in enumerate(pieces)]
    shown = pieces[: room - 1]
    more = more_piece(pieces[room - 1 :])
    rects = _grid_rects(area, len(shown) + 1, w, h, gap) or [pygame.Rect(area.x, area.y, w, h)] * (
        len(shown) + 1
    )
    return [*zip(shown, rects, strict=False), (more, rects[len(shown)])]


def place_stack(area: pygame.Rect, pieces: Sequence[Piece]) -> list[tuple[Piece, pygame.Rect]]:
    """A pile (a deck): one on the other. A stack's edges rise up and right 3 px a card (up to 4, see
    ``PieceArt.draw_piece``) and its count badge sits on the top right corner: all of it inside the
    zone, under its title."""
    n = len(pieces)
    depth = (n - 1) * 3 + 3 * min(4, max(p.count for p in pieces) - 1)
    room = pygame.Rect(area.x, area.y + depth, max(8, area.w - depth), max(8, area.h - depth))
    out = []
    for i, p in enumerate(pieces):
        w, h = piece_size(p.kind, room)
        r = pygame.Rect(0, 0, w, h)
        r.center = (room.centerx + i * 3, room.centery - i * 3)
        out.append((p, r))
    return out


def _cluster(area: pygame.Rect, pieces: list[Piece]) -> list[tuple[Piece, pygame.Rect]]:
    """Several tokens on one space (four seats' pawns on a track space): side by side when they
    fit, else a small pile round its middle like markers on a track cell (``cluster_offsets``),
    each one's middle in view."""
    side = _grid_rects(area, len(pieces), *piece_size(pieces[0].kind, area), 4)
    if side is not None and side[0].w >= TOKEN_MIN:
        return list(zip(pieces, side, strict=True))
    n = len(pieces)
    d = max(MARKER_MIN, min(TOKEN, area.w // (2 if n > 2 else 1), area.h))
    step = max(d // 2 + 2, d - MARKER_OVERLAP)
    rows = 1 if n == 1 else (2 if n == 2 else 1 + (n - 1) // 2)
    while d > MARKER_MIN and (d + step * (rows - 1) > area.h + 4):
        d -= 1
        step = max(d // 2 + 2, d - MARKER_OVERLAP)
    offs = cluster_offsets(n, d, step)
    top = min(dy for _dx, dy in offs)
    cy = area.centery + (-top) // 2  # the pile centred on the space
    out = []
    for p, (dx, dy) in zip(pieces, offs, strict=True):
        r = pygame.Rect(0, 0, d, d)
        r.center = (area.centerx + dx, cy + dy)
        out.append((p, r))
    return out


def _cards_and_tokens(
    area: pygame.Rect, pieces: list[Piece], cards: list[Piece], gap: int
) -> list[tuple[Piece, pygame.Rect]]:
    tokens = [p for p in pieces if p.kind not in CARD_KINDS]
    cw, ch = piece_size(cards[0].kind, area)
    d = min(TOKEN, area.h, max(cw, TOKEN_MIN))
    gap = min(gap, 6)
    row_w = len(cards) * (cw + gap) + len(tokens) * (d + 6) - 6
    if row_w <= area.w and ch <= area.h:  # one row: the cards, then the tokens beside them
        x = area.centerx - row_w // 2
        out: list[tuple[Piece, pygame.Rect]] = []
        for p in cards:
            out.append((p, pygame.Rect(x, area.centery - ch // 2, cw, ch)))
            x += cw + gap
        for p in tokens:
            out.append((p, pygame.Rect(x, area.centery - d // 2, d, d)))
            x += d + 6
        return out
    laid = _fit(area, cards, gap, None)
    used = laid[0][1].unionall([r for _p, r in laid[1:]]) if laid else pygame.Rect(area.x, area.y, 0, 0)
    d = min(TOKEN, max(TOKEN_MIN, area.h // 3))
    for spare in (
        pygame.Rect(used.right + gap, area.y, area.right - used.right - gap, area.h),
        pygame.Rect(area.x, used.bottom + gap, area.w, area.bottom - used.bottom - gap),
    ):
        if spare.w >= d and spare.h >= d:
            rects = _grid_rects(spare, len(tokens), d, d, 6)
            if rects is not None:
                return [*laid, *zip(tokens, rects, strict=True)]
    # no room beside: on the last card, below its name band, side by side (the cards at the top)
    lift = min(r.y for _p, r in laid) - area.y if laid else 0
    laid = [(p, r.move(0, -lift)) for p, r in laid]
    return [*laid, *_on_card(laid[-1][1] if laid else pygame.Rect(area), tokens)]


def _on_card(card: pygame.Rect, tokens: list[Piece]) -> list[tuple[Piece, pygame.Rect]]:
    """Tokens sitting on a card, side by side below its name band (a key on its building)."""
    band = int(card.h * FAN_STRIP) + 2
    room = pygame.Rect(card.x + 2, card.y + band, card.w - 4, card.h - band - 2)
    d = max(12, min(TOKEN, room.h + 4, (room.w + 2 - 4 * (len(tokens) - 1)) // max(1, len(tokens))))
    total = len(tokens) * d + (len(tokens) - 1) * 4
    x0 = room.centerx - total // 2
    y = room.bottom - d
    return [(p, pygame.Rect(x0 + i * (d + 4), y, d, d)) for i, p in enumerate(tokens)]


def _pile(area: pygame.Rect, pieces: list[Piece]) -> list[tuple[Piece, pygame.Rect]]:
    """A discard pile: side by side when there is room, else fanned down so that every card's name
    strip shows (the newest on top), else its newest cards and a "+N" chip for the rest."""
    n = len(pieces)
    w, h = piece_size(pieces[0].kind, area)
    side = _grid_rects(area, n, w, h, 8)
    if side is not None and len(side) == n and all(r.y == side[0].y for r in side):
        return list(zip(pieces, side, strict=True))
    if pieces[0].kind not in CARD_KINDS:
        return _fit(area, pieces, 8, TOKEN)
    strip = max(FAN_STRIP_MIN, int(h * FAN_STRIP))
    fit_n = max(1, (area.h - h) // strip + 1)
    out: list[tuple[Piece, pygame.Rect]] = []
    if n > fit_n:  # the oldest cards behind a chip: beside the fan when there is room, else above it
        chip = pygame.Rect(area.x, area.y, min(60, area.w), MORE_H)
        if area.w - w >= chip.w + 6:
            fan = pygame.Rect(chip.right + 6, area.y, area.w - chip.w - 6, area.h)
        else:
            fan = pygame.Rect(area.x, chip.bottom + 4, area.w, area.h - MORE_H - 4)
            chip.centerx = area.centerx
            w, h = piece_size(pieces[0].kind, fan)
            strip = max(FAN_STRIP_MIN, int(h * FAN_STRIP))
        fit_n = max(1, (fan.h - h) // strip + 1)
        shown = pieces[-fit_n:]
        out.append((more_piece(pieces[: n - len(shown)]), chip))
    else:
        fan, shown = area, pieces
    x = fan.centerx - w // 2
    y0 = fan.y + max(0, (fan.h - (h + strip * (len(shown) - 1))) // 2)
    for i, p in enumerate(shown):
        out.append((p, pygame.Rect(x, y0 + i * strip, w, h)))
    return out
