"""A seat's player board: the screen's pieces, the used tiles, the reserve, the VP marker, the
strategy tile; and the captions printed along the boxes.

Behind the screen lie the francs, the keys in hand, the tokens, the bonus tiles and the end-game
tiles: ``screen_places`` lays them out in rows, as big as the box allows (``SIZES``), each counted
piece with its count in a pill beside it (never on it), the face-down end-game tiles as one pile.
The fullest screens bot games reach (four players: francs, keys, five kinds of token, five tiles,
three end-game tiles) fit at the smallest size; past that the last place shows "+N" (``overflow``).
A full used box piles its tiles (spent: the skin veils them), the newest on top.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.i18n import tr
from game.paris.data import TOKENS
from scenes import draw
from scenes.games.paris.style import TEXT_MIN, fit
from scenes.table.placement import CAPTION_H

Placed = list[tuple[Any, pygame.Rect]]
CAPTIONED = ("screen", "used", "strategy")
CAPTION_SIZE = 16
SIZES = (48, 44, 40, 36, 33, 30, 28, 26, 24, 22)  # a screen's pieces, the largest that fits first
GAP = 3
PILL = TEXT_MIN  # a count's font size (draw.badge: a pill 1.5 × as high)
FAN = 5  # px between the face-down tiles of a pile
ALWAYS_COUNTED = ("francs", "vp")  # markers whose number always shows, 0 and 1 too
COUNTED = ("token", "key", "marker")


def pill_size(count: int) -> tuple[int, int]:
    """The pill ``draw.badge`` draws for ``count`` at ``PILL``."""
    tw = draw.font(PILL, True).size(str(count))[0]
    return max(tw + PILL, int(PILL * 1.5)), int(PILL * 1.5)


def shows_count(piece: Any) -> bool:
    return piece.kind in COUNTED and (piece.count > 1 or piece.face in ALWAYS_COUNTED)


def pill_beside(rect: pygame.Rect, count: int) -> pygame.Rect:
    """A count's pill right of its piece, vertically centred on it."""
    w, h = pill_size(count)
    return pygame.Rect(rect.right + GAP, rect.centery - h // 2, w, h)


def face_down(piece: Any) -> bool:
    return str(piece.face).startswith("back") or piece.label == "face_down"


def room_of(zone: Any) -> pygame.Rect:
    """Where a box's pieces may go: inside it, above its caption strip."""
    box = pygame.Rect(zone.rect)
    bottom = box.bottom - (CAPTION_H if zone.prop("caption") else 3)
    return pygame.Rect(box.x + 4, box.y + 4, box.w - 8, bottom - box.y - 5)


@dataclasses.dataclass
class Item:
    """One thing in a screen's rows: a piece (and its pill), or a pile of face-down tiles."""

    pieces: list[Any]
    width: int


def _items(pieces: Sequence[Any], d: int) -> list[Item]:
    items: list[Item] = []
    piles: dict[str, Item] = {}
    for p in pieces:
        if p.kind == "tile" and face_down(p):
            pile = piles.get(p.face)
            if pile is None:
                pile = piles[p.face] = Item([], d - FAN)
                items.append(pile)
            pile.pieces.append(p)
            pile.width += FAN
            continue
        w = d + (GAP + pill_size(p.count)[0] if shows_count(p) else 0)
        items.append(Item([p], w))
    return items


def _flow(items: Sequence[Item], width: int, rows: int) -> list[list[Item]] | None:
    """The items in at most ``rows`` rows no wider than ``width``: each in the first row with room
    for it (in the rules' order, so a row's leftover end takes a later tile rather than staying
    empty); None when one does not fit."""
    out: list[list[Item]] = []
    used: list[int] = []
    for it in items:
        if it.width > width:
            return None
        for i, w in enumerate(used):
            if w + GAP + it.width <= width:
                out[i].append(it)
                used[i] = w + GAP + it.width
                break
        else:
            if len(out) == rows:
                return None
            out.append([it])
            used.append(it.width)
    return out


PLUS = object()  # the "+N" place of a screen too full for all its pieces


def _lay(room: pygame.Rect, rows: list[list[Item]], d: int) -> Placed:
    pitch = max(d, pill_size(0)[1])
    total = len(rows) * pitch + (len(rows) - 1) * GAP
    y = room.y + (room.h - total) // 2
    out: Placed = []
    for row in rows:
        width = sum(it.width for it in row) + GAP * (len(row) - 1)
        x = room.x + (room.w - width) // 2
        top = y + (pitch - d) // 2
        for it in row:
            for i, p in enumerate(it.pieces):
                out.append((p, pygame.Rect(x + i * FAN, top, d, d)))
            x += it.width + GAP
        y += pitch + GAP
    return out


def _rank(piece: Any) -> tuple[int, int]:
    """A player board's order: the francs, the keys, the tokens (resources, then prestige), the
    bonus tiles, the end-game tiles face down last."""
    if piece.kind == "marker":
        return (0, 0)
    if piece.kind == "key":
        return (1, 0)
    if piece.kind == "token":
        return (2, TOKENS.index(piece.face) if piece.face in TOKENS else 9)
    return (4, 0) if face_down(piece) else (3, 0)


def screen_places(zone: Any, pieces: Sequence[Any]) -> tuple[Placed, int, pygame.Rect | None]:
    """A screen's pieces in rows at the largest size that fits (their counts beside them); how many
    did not fit even at the smallest (they are left out) and where the "+N" that says so goes."""
    pieces = sorted(pieces, key=_rank)
    room = room_of(zone)
    for d in SIZES:
        pitch = max(d, pill_size(0)[1])
        rows = (room.h + GAP) // (pitch + GAP)
        if rows < 1:
            continue
        got = _flow(_items(pieces, d), room.w, rows)
        if got is not None:
            return _lay(room, got, d), 0, None
    d = SIZES[-1]
    pitch = max(d, pill_size(0)[1])
    rows = max(1, (room.h + GAP) // (pitch + GAP))
    items = _items(pieces, d)
    plus = Item([PLUS], pill_size(99)[0])
    for keep in range(len(items) - 1, -1, -1):
        got = _flow([*items[:keep], plus], room.w, rows)
        if got is not None:
            laid = _lay(room, got, d)
            spot = next(r for q, r in laid if q is PLUS)
            hidden = sum(len(it.pieces) for it in items[keep:])
            return (
                [(q, r) for q, r in laid if q is not PLUS],
                hidden,
                pygame.Rect(spot.x, spot.y, plus.width, d),
            )
    return [], len(pieces), None


def used_places(zone: Any, pieces: Sequence[Any]) -> Placed:
    """A used box: its tiles side by side in rows as big as fit (22 px at least), else one pile,
    fanned down and right, the last one used on top."""
    room = room_of(zone)
    n = len(pieces)
    if not n:
        return []
    for d in (40, 36, 32, 28, 26, 24, 22):
        cols = (room.w + 2) // (d + 2)
        rows = (room.h + 2) // (d + 2)
        if cols * rows >= n and cols:
            rows_needed = -(-n // cols)
            total_h = rows_needed * d + (rows_needed - 1) * 2
            y0 = room.y + (room.h - total_h) // 2
            out: Placed = []
            for i, p in enumerate(pieces):
                r, c = divmod(i, cols)
                in_row = min(cols, n - r * cols)
                x0 = room.x + (room.w - (in_row * d + (in_row - 1) * 2)) // 2
                out.append((p, pygame.Rect(x0 + c * (d + 2), y0 + r * (d + 2), d, d)))
            return out
    d = min(room.w - 4, 36)
    step = max(2, min(6, (room.h - d) // max(1, n - 1)))
    x0 = room.x + (room.w - d - min(8, n)) // 2
    return [(p, pygame.Rect(x0 + min(8, i) * 1, room.y + i * step, d, d)) for i, p in enumerate(pieces)]


def caption_size(text: str, width: int) -> int:
    """The font size a box ``width`` px wide prints its caption at (0: it does not fit)."""
    return fit(text, width - 8, CAPTION_SIZE)


def caption_seat_boxes(board: Any) -> None:
    """Give each seat's screen, used and strategy box its caption strip where the caption fits
    (the table lays the pieces out above it, ``placement.inner_rect``; hovering the box names it
    everywhere). Safe twice."""
    zones = board.zones
    for zid, z in list(zones.items()):
        parts = zid.split(":")
        if len(parts) != 3 or parts[0] != "seat" or parts[2] not in CAPTIONED:
            continue
        r = pygame.Rect(z.rect)
        key = f"paris.seat.{parts[2]}"
        props = {**z.properties, "label": key}
        if r.h >= 60 and caption_size(tr(key), r.w):
            props["caption"] = key
        zones[zid] = dataclasses.replace(z, properties=props)


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
    ink = draw.render(text, size, (255, 255, 255), True).get_bounding_rect()
    strip = pygame.Rect(r.x, r.bottom - CAPTION_H, r.w, CAPTION_H)
    ink.center = (strip.centerx, strip.centery - 1)
    return text, size, ink
