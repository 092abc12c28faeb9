"""A seat's boxes: their captions, a crowded screen's chips and a full used box."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.i18n import tr
from scenes import draw, theme
from scenes.games.paris.bonus import _fit
from scenes.games.paris.tokens import (
    CHIP_GAP,
    CHIP_IN,
    CHIP_SIZES,
    COUNTED,
    FAN_MIN,
    FAN_STEP,
    PILED_MIN,
    TILE_STRIP,
    chip_width,
    count_badge_rect,
    piece_icon_rect,
)
from scenes.table.placement import CAPTION_H

SEAT_PARTS = ("screen", "used", "strategy", "reserve", "vp")
# A seat box tall enough (78 px) says what it holds in a caption along its bottom (``CAPTION_H``, the
# table's caption strip: its pieces are laid out above it, so no token, tile or count badge ever
# covers the words). A caption that would be smaller than ``CAPTION_MIN`` (a four players' strategy
# box, 44 px wide) is left out: hovering the box names it.
CAPTIONED = ("screen", "used", "strategy")
CAPTION_MAX = 15  # 10 px on a 1280×720 window
CAPTION_MIN = 14


def caption_seat_boxes(board: Any) -> None:
    """Give each seat's screen, used and strategy box its caption strip: the table's ``caption``
    property lays the pieces out above the strip (``placement.inner_rect``) and hovering the box names
    it. A screen and a used box lay their pieces in a row (overlapping sideways when a crowded one
    must) rather than in rows stacked over one another. Only where the caption fits at ``CAPTION_MIN``; safe twice."""
    zones = board.zones
    for zid, z in list(zones.items()):
        parts = zid.split(":")
        if len(parts) != 3 or parts[0] != "seat" or parts[2] not in CAPTIONED:
            continue
        r = pygame.Rect(z.rect)
        key = f"paris.seat.{parts[2]}"
        if r.h < 60 or caption_size(tr(key), r.w) == 0:
            continue
        props = {**z.properties, "caption": key, "label": key}
        if parts[2] in ("screen", "used"):
            props["layout"] = "row"
        zones[zid] = dataclasses.replace(z, properties=props)


def caption_size(text: str, width: int) -> int:
    """The font size a seat box ``width`` px wide prints its caption at (0: it does not fit)."""
    size = _fit(text, CAPTION_MAX, width - 12, CAPTION_MIN)
    return size if draw.font(size, True).size(text)[0] <= width - 12 else 0


def caption_place(zone: Any) -> tuple[str, int, pygame.Rect] | None:
    """A captioned seat box's caption: its text, font size and where its ink lies on the canvas
    (centred in the box's bottom strip, ``CAPTION_H`` high); None for a box without one."""
    key = zone.prop("caption")
    if not key:
        return None
    r = pygame.Rect(zone.rect)
    text = tr(str(key))
    size = caption_size(text, r.w)
    if not size:
        return None
    ink = draw.render(text, size, theme.CREAM, True).get_bounding_rect()
    strip = pygame.Rect(r.x, r.bottom - CAPTION_H, r.w, CAPTION_H)
    ink.center = (strip.centerx, strip.centery - 1)
    return text, size, ink


# ------------------------------------------------------------------ a crowded screen
Placed = list[tuple[Any, pygame.Rect]]


def drawn_pill(piece: Any, rect: pygame.Rect) -> pygame.Rect | None:
    """The count pill the table draws for a piece of a screen laid out at ``rect`` (the skin's
    ``count_badge`` place), None for a piece without one."""
    if piece.count <= 1 or piece.kind not in COUNTED:
        return None
    return count_badge_rect(piece.kind, piece.face, rect, piece.count)


def piece_mark(piece: Any, rect: pygame.Rect) -> pygame.Rect | None:
    """What of a piece must stay in view: a counted piece's icon, a face-up tile's middle (a bonus
    tile's icon); a face-down tile has none (a pile of them shows its edges)."""
    if piece.kind in COUNTED:
        return piece_icon_rect(piece.kind, piece.face, rect)
    if piece.kind == "tile" and not str(piece.face).startswith("back"):
        return rect.inflate(-(rect.w // 3), -(rect.h // 3))
    return None


def layout_problems(placed: Sequence[tuple[Any, pygame.Rect]]) -> list[str]:
    """What a screen's layout hides, in drawing order (later on top): a pill under a later piece or
    pill, a mark under a later piece or pill. Empty: every mark and count reads."""
    out = []
    drawn = [(p, r, drawn_pill(p, r), piece_mark(p, r)) for p, r in placed]
    for i, (p, _r, pill, mark) in enumerate(drawn):
        for q, r2, pill2, _m in drawn[i + 1 :]:
            over = [r2] + ([pill2] if pill2 is not None else [])
            if pill is not None and any(pill.colliderect(o) for o in over):
                out.append(f"{p.face} count under {q.face}")
            if mark is not None and any(mark.colliderect(o) for o in over):
                out.append(f"{p.face} mark under {q.face}")
    return out


def _screen_room(zone: Any) -> tuple[pygame.Rect, pygame.Rect]:
    """A screen box and the room its pieces may use: inside the box, above its caption strip."""
    box = pygame.Rect(zone.rect)
    bottom = box.bottom - (CAPTION_H if zone.prop("caption") else 3)
    room = pygame.Rect(box.x + 3, box.y + 3, box.w - 6, bottom - box.y - 4)
    return box, room


def _groups(pieces: Sequence[Any], d: int) -> list[list[tuple[Any, int, int]]]:
    """The screen's pieces as chips ``d`` high, in the rules' order: (piece, x offset, width) each;
    face-down tiles of one kind are one group, a fanned pile ``FAN_STEP`` apart."""
    groups: list[list[tuple[Any, int, int]]] = []
    piles: dict[str, list[tuple[Any, int, int]]] = {}
    for p in pieces:
        if p.kind in COUNTED:
            groups.append([(p, 0, chip_width(p.kind, p.face, d, p.count))])
        elif p.kind == "tile" and str(p.face).startswith("back"):
            pile = piles.get(p.face)
            if pile is None:
                pile = piles[p.face] = []
                groups.append(pile)
            pile.append((p, len(pile) * FAN_STEP, d))
        else:
            groups.append([(p, 0, d)])
    return groups


def _width(group: Sequence[tuple[Any, int, int]]) -> int:
    return max(dx + w for _p, dx, w in group)


def _flex(group: Sequence[tuple[Any, int, int]]) -> bool:
    """A face-up tile: on a screen too crowded for them all it narrows to a strip (its icon)."""
    return len(group) == 1 and group[0][0].kind not in COUNTED


def _counted(group: Sequence[tuple[Any, int, int]]) -> bool:
    return len(group) == 1 and group[0][0].kind in COUNTED


def _row_xs(groups: Sequence[Sequence[tuple[Any, int, int]]], tw: int, tight: int) -> tuple[list[int], int]:
    """Each group's x offset in its row and the row's width: ``CHIP_GAP`` apart; face-up tiles
    ``tw`` wide (narrower than high: strips side by side, a fanned hand); with ``tight``, a chip
    over that much of the next chip's rim (drawn after it: ``_rows``)."""
    xs: list[int] = []
    x = 0
    for i, g in enumerate(groups):
        xs.append(x)
        nxt = groups[i + 1] if i + 1 < len(groups) else None
        if _flex(g) and tw < g[0][2]:
            x += tw + (0 if nxt is not None and _flex(nxt) else CHIP_GAP)
        elif tight and nxt is not None and _counted(g) and _counted(nxt):
            x += _width(g) - tight
        else:
            x += _width(g) + CHIP_GAP
    if not groups:
        return xs, 0
    last = groups[-1]
    return xs, xs[-1] + (tw if _flex(last) and tw < last[0][2] else _width(last))


Spec = tuple[int, bool, bool, int]  # a group's width, face-up tile, counted chip, own width


def _spec(group: Sequence[tuple[Any, int, int]]) -> Spec:
    return (_width(group), _flex(group), _counted(group), group[0][2])


def _span(specs: Sequence[Spec], tw: int, tight: int) -> int:
    """A row's width (as ``_row_xs`` lays it), from its groups' ``_spec``: the search's sum."""
    x = 0
    n = len(specs)
    for i, (w, flex, counted, own) in enumerate(specs):
        last = i + 1 == n
        if flex and tw < own:
            x += tw if last else tw + (0 if specs[i + 1][1] else CHIP_GAP)
        elif last:
            x += w
        elif tight and counted and specs[i + 1][2]:
            x += w - tight
        else:
            x += w + CHIP_GAP
    return x


def _fit_row(
    groups: Sequence[Sequence[tuple[Any, int, int]]], d: int, room_w: int, tight: int = 0
) -> tuple[int, int] | None:
    """(width, each face-up tile's width) of a row of chip groups in ``room_w``: the tiles as wide
    as they are (``d``), else as wide as the room leaves each (``TILE_STRIP`` at least: a strip
    showing its icon); None when even that does not fit."""
    return _fit_specs([_spec(g) for g in groups], d, room_w, tight)


def _fit_specs(specs: Sequence[Spec], d: int, room_w: int, tight: int) -> tuple[int, int] | None:
    whole = _span(specs, d, tight)
    if whole <= room_w:
        return (whole, d)
    m = sum(1 for sp in specs if sp[1])
    if m == 0:
        return None
    bare = _span(specs, 0, tight)  # the row with every tile 0 wide
    tw = min(d - 1, (room_w - bare) // m)  # abutting, a tile fits as wide as room is left
    return (bare + m * tw, tw) if tw >= TILE_STRIP else None


def _split(
    groups: list[list[tuple[Any, int, int]]], d: int, room_w: int, tight: int, narrow: bool
) -> tuple[list[list[tuple[Any, int, int]]], list[list[tuple[Any, int, int]]], int] | None:
    """The best two rows of ``groups`` (each row its counted chips, then its tiles, in the rules'
    order) and the tiles' width: without narrowing, where the longer row is shortest (a split of
    the rules' order first); with it, where the tiles keep the most."""
    counted = [g for g in groups if _counted(g)]
    tiles = [g for g in groups if not _counted(g)]
    cs = [_spec(g) for g in counted]
    ts = [_spec(g) for g in tiles]
    best: tuple[tuple[int, int, bool], int, int, int] | None = None
    for k in range(len(counted) + 1):
        for j in range(len(tiles) + 1):
            if k + j == 0 or k + j == len(groups):
                continue
            f0 = _fit_specs(cs[:k] + ts[:j], d, room_w, tight)
            f1 = _fit_specs(cs[k:] + ts[j:], d, room_w, tight) if f0 is not None else None
            if f0 is None or f1 is None:
                continue
            tw = min(f0[1], f1[1])
            if not narrow and tw < d:
                continue
            score = (tw, -max(f0[0], f1[0]), j == 0 or k == len(counted))
            if best is None or score > best[0]:
                best = (score, k, j, tw)
    if best is None:
        return None
    _score, k, j, tw = best
    return counted[:k] + tiles[:j], counted[k:] + tiles[j:], tw


def _two_rows(zone: Any, pieces: Sequence[Any]) -> Placed | None:
    """Two rows of chips as high as fits (``CHIP_SIZES``), split where the longer row is shortest;
    when nothing fits at the smallest, the face-up tiles narrow to strips (their icons), then the
    chips close up over each other's rims; the pills and marks never hide."""
    _box, room = _screen_room(zone)
    sizes = [d for d in CHIP_SIZES if 2 * d + 2 <= room.h]
    for d in sizes:
        got = _split(_groups(pieces, d), d, room.w, 0, False)
        if got is not None:
            return _rows(room, d, got[:2], 0)
    best: tuple[tuple[bool, int, int], Placed] | None = None
    for tight in (0, CHIP_IN - 1):
        for d in sizes:
            got = _split(_groups(pieces, d), d, room.w, tight, True)
            if got is None:
                continue
            out = _rows(room, d, got[:2], tight)
            # chips apart first, then tiles at least 4/5 whole, then the bigger chips
            score = (not tight, min(got[2], d * 4 // 5), d)
            if not layout_problems(out) and (best is None or score > best[0]):
                best = (score, out)
        if best is not None:
            break
    if best is not None:
        return best[1]
    for d in range(CHIP_SIZES[-1], PILED_MIN - 1, -2):
        piled = _piled(room, pieces, d)
        if piled is not None:
            return piled
    return _piled(room, pieces, CHIP_SIZES[-1], under=True)


def _piled(room: pygame.Rect, pieces: Sequence[Any], d: int, under: bool = False) -> Placed | None:
    """The last resort of a screen fuller than any game seen (every kind of token in twos, keys,
    francs in two digits, seven tiles): the counted chips as before (``d`` down to ``PILED_MIN``),
    the tiles one overlapping pile per row in the room left (``FAN_MIN`` px of each shows; hovering
    it zooms it). ``under``: no room left at all; the piles lie at the rows' right ends under the
    chips (drawn first): the counts and the counted marks still read, the tiles peek out."""
    if 2 * d + 2 > room.h:
        return None
    counted = _groups([p for p in pieces if p.kind in COUNTED], d)
    tiles = [p for p in pieces if p.kind not in COUNTED]
    for tight in (0, CHIP_IN - 1):
        got = _split(counted, d, room.w, tight, False) if len(counted) > 1 else None
        if got is None:
            continue
        rows = [got[0], got[1]]
        widths = [_row_xs(r, d, tight)[1] for r in rows]
        free = [room.w - w - CHIP_GAP for w in widths]
        n0 = round(len(tiles) * max(0, free[0]) / max(1, max(0, free[0]) + max(0, free[1])))
        parts = [tiles[:n0], tiles[n0:]]
        steps = []
        for part, f in zip(parts, free, strict=True):
            steps.append(d + CHIP_GAP if len(part) <= 1 else min(d + CHIP_GAP, (f - d) // (len(part) - 1)))
        if under:
            out = _rows(room, d, rows, tight)
            gap = min(6, room.h - 2 * d)
            y0 = room.y + (room.h - 2 * d - gap) // 2
            half = (len(tiles) + 1) // 2
            piles: Placed = []
            for i, part in enumerate((tiles[:half], tiles[half:])):
                x = room.right - d - FAN_MIN * (len(part) - 1)
                y = y0 + i * (d + gap)
                piles.extend((p, pygame.Rect(x + k * FAN_MIN, y, d, d)) for k, p in enumerate(part))
            return piles + out
        if any(part and (st < FAN_MIN or f < d) for part, st, f in zip(parts, steps, free, strict=True)):
            continue
        out = _rows(room, d, rows, tight)
        gap = min(6, room.h - 2 * d)
        y0 = room.y + (room.h - 2 * d - gap) // 2
        for i, (part, st) in enumerate(zip(parts, steps, strict=True)):
            if not part:
                continue
            fan = st * (len(part) - 1) + d
            shift = (fan + CHIP_GAP) // 2  # the row and its pile centred together
            y = y0 + i * (d + gap)
            row = [(p, r) for p, r in out if r.y == y]
            for _p, r in row:
                r.x -= shift
            x = max((r.right for _p, r in row), default=room.x) + CHIP_GAP
            out.extend((p, pygame.Rect(x + k * st, y, d, d)) for k, p in enumerate(part))
        return out
    return None


def _rows(
    room: pygame.Rect, d: int, rows: Sequence[Sequence[Sequence[tuple[Any, int, int]]]], tight: int
) -> Placed:
    """Rect per piece of chip rows ``d`` high, each row centred, the rows centred in ``room``; a
    face-up tile narrowed to its row's share (``_fit_row``). Closed-up chips (``tight``) are drawn
    right to left: each one's pill lies over the next one's rim, never under it."""
    gap = min(6, room.h - 2 * d)
    y = room.y + (room.h - 2 * d - gap) // 2
    out: Placed = []
    for groups in rows:
        fit = _fit_row(groups, d, room.w, tight)
        width, tw = fit if fit is not None else (room.w, d)
        xs, _w = _row_xs(groups, tw, tight)
        x0 = room.x + (room.w - width) // 2
        row: list[list[tuple[Any, pygame.Rect]]] = []
        for g, gx in zip(groups, xs, strict=True):
            if _flex(g) and tw < d:
                row.append([(g[0][0], pygame.Rect(x0 + gx, y, tw, d))])
            else:
                row.append([(p, pygame.Rect(x0 + gx + dx, y, w, d)) for p, dx, w in g])
        for placed in row[::-1] if tight else row:
            out.extend(placed)
        y += d + gap
    return out


def screen_places(zone: Any, placed: Sequence[tuple[Any, pygame.Rect]]) -> Placed | None:
    """A seat's screen laid out so that every piece's mark and count pill read (None: the table's
    row already does): two rows of chips (``_two_rows``)."""
    if len(placed) < 2 or not layout_problems(placed):
        return None
    return _two_rows(zone, [p for p, _r in placed])


# ------------------------------------------------------------------ a full "used" box
USED_GAP = 2  # between the used bonus tiles of a crowded used box


def used_icon_size(w: int, h: int) -> int:
    """The icon a bonus tile ``w``×``h`` prints when too narrow for words (``bonus_surface``)."""
    return min(w - (7 if w >= h else 4), h - 9)


def used_places(zone: Any, placed: Sequence[tuple[Any, pygame.Rect]]) -> Placed | None:
    """A seat's used box whose face-up bonus tiles the table overlapped (3 and more in a four
    players' 88 px box: "an… 5 V… 1 VP"): every tile side by side, none over another, above the
    caption; one row of narrower tiles or two rows of small ones, whichever prints the
    bigger icon (a tile this small prints its icon only; hovering it zooms the card). None: the
    table's row already shows every tile whole (a roomy box, or few tiles)."""
    if not placed:
        return None
    _box, room = _screen_room(zone)
    n = len(placed)
    rects = [r for _p, r in placed]
    clear = all(room.inflate(2, 2).contains(r) for r in rects) and not any(
        a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]
    )
    if clear:
        return None
    nat_w, nat_h = rects[0].size
    g = USED_GAP
    # one row: the tiles as tall as they were, as wide as the room leaves each
    h1 = min(nat_h, room.h)
    w1 = min(nat_w, (room.w - (n - 1) * g) // n)
    # two rows of small tiles: square, or narrower than high when many
    cols = (n + 1) // 2
    h2 = (room.h - g) // 2
    w2 = min((room.w - (cols - 1) * g) // cols, nat_w, h2)
    if n > 1 and used_icon_size(w2, h2) > used_icon_size(w1, h1):
        rows = [[p for p, _r in placed[:cols]], [p for p, _r in placed[cols:]]]
        size = (w2, h2)
    else:
        rows = [[p for p, _r in placed]]
        size = (max(1, w1), h1)
    tw, th = size
    total_h = len(rows) * th + (len(rows) - 1) * g
    y = room.y + (room.h - total_h) // 2
    out: Placed = []
    for row in rows:
        width = len(row) * tw + (len(row) - 1) * g
        x = room.x + (room.w - width) // 2
        for p in row:
            out.append((p, pygame.Rect(x, y, tw, th)))
            x += tw + g
        y += th + g
    return out
