"""Where the pieces of the board's zones go: each zone's pieces on the spots its cardboard prints.

Every function takes a zone's rect and the table's placed pieces and returns a rect per piece, all
inside the zone and none over another (tests/paris_table checks both on real tables): a bank's keys
on their colour's spots beside its payout, a slot's building on the slot's card outline with its
token or keys beside it, a track space's tiles over its number with the meeples in a lane of their
own, the landmarks on their lines of the register, the VP tiles in their row, the market's tokens
over their prices. Hover, clicks and flights follow these rects (``TableSkin.place``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.paris.board import LANDMARKS
from game.paris.data import DATA, TOKENS

Placed = list[tuple[Any, pygame.Rect]]
NUMBER_H = 20  # a track space's number strip, along its bottom
LANE_H = 24  # a track space's meeple lane, over its number when the space still has a tile
BANK_COIN = 34  # a bank's payout coin, at its left end
KEY_SPOT = 26  # a key spot on a bank, and the key on it
ARC_SPOT = 34
SLOT_TILE = (38, 52)  # a building on its slot
SLOT_TOKEN = 32
MARKET_LEFT = 40  # the market's row captions ("buy", "sell")
MARKET_COL = 38
MARKET_TOKEN = 30
MARKET_ROWS = (28, 58, 80, 100)  # the market's rows from its top: tokens, stock, buy, sell
PLAQUE_H = 38
REGISTER_TOP = 28
REGISTER_ROW = 41
VP_TILE = (34, 56)
VP_TOP = 28
STRATEGY_ROW = 27
STACK_BACK = (40, 56)
VP_ORDER = tuple(v.id for v in DATA.vp_tiles)


def _centred(r: pygame.Rect, size: tuple[int, int], y: int | None = None) -> pygame.Rect:
    out = pygame.Rect(0, 0, *size)
    out.centerx = r.centerx
    if y is None:
        out.centery = r.centery
    else:
        out.y = y
    return out


def bank_spot(zone_rect: pygame.Rect, seat: int) -> pygame.Rect:
    """The key spot of ``seat``'s colour on a bank (0 left to 3 right, after the payout coin)."""
    r = pygame.Rect(zone_rect)
    x = r.x + 4 + BANK_COIN + 4 + seat * (KEY_SPOT + 1)
    return pygame.Rect(x, r.centery - KEY_SPOT // 2, KEY_SPOT, KEY_SPOT)


def bank_coin(zone_rect: pygame.Rect) -> pygame.Rect:
    r = pygame.Rect(zone_rect)
    return pygame.Rect(r.x + 4, r.centery - BANK_COIN // 2, BANK_COIN, BANK_COIN)


def place_bank(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """A bank's keys, each on its colour's spot (the cardboard prints one per colour)."""
    out: Placed = []
    for i, (p, _r) in enumerate(placed):
        seat = p.owner if isinstance(p.owner, int) else i
        out.append((p, bank_spot(zone_rect, max(0, min(3, seat)))))
    return out


def arc_spot(zone_rect: pygame.Rect, seat: int) -> pygame.Rect:
    r = pygame.Rect(zone_rect)
    total = 4 * ARC_SPOT + 3 * 8
    x = r.centerx - total // 2 + seat * (ARC_SPOT + 8)
    return pygame.Rect(x, r.bottom - ARC_SPOT - 10, ARC_SPOT, ARC_SPOT)


def place_arc(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    out: Placed = []
    for i, (p, _r) in enumerate(placed):
        seat = p.owner if isinstance(p.owner, int) else i
        out.append((p, arc_spot(zone_rect, max(0, min(3, seat)))))
    return out


def slot_tile_rect(zone_rect: pygame.Rect) -> pygame.Rect:
    """Where a slot's building lies: the card outline at its left."""
    r = pygame.Rect(zone_rect)
    return pygame.Rect(r.x + 3, r.y + (r.h - SLOT_TILE[1]) // 2, *SLOT_TILE)


def place_slot(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """A building slot: the building on its outline, and beside it (right) its token, or the key
    on it (two keys, with tiles 9 and 16, one over the other)."""
    r = pygame.Rect(zone_rect)
    tile = slot_tile_rect(r)
    side = pygame.Rect(tile.right + 3, r.y, r.right - tile.right - 3, r.h)
    others = [p for p, _r in placed if p.kind != "tile"]
    out: Placed = []
    for p, _r in placed:
        if p.kind == "tile":
            out.append((p, pygame.Rect(tile)))
    if len(others) == 1:
        d = min(SLOT_TOKEN, side.w - 2, side.h - 2)
        out.append((others[0], _centred(side, (d, d))))
    elif others:
        n = len(others)
        d = min(side.w - 2, (side.h - 2 * (n - 1)) // n)
        y = side.centery - (n * d + (n - 1) * 2) // 2
        for p in others:
            out.append((p, pygame.Rect(side.centerx - d // 2, y, d, d)))
            y += d + 2
    return out


def place_track(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """A track space: its tiles (a duplicate lies under, its edge showing) over the number strip;
    the meeples that stopped here in a lane of their own over the number, or, on a space without a
    tile, where the tile was (two abreast, two rows at most)."""
    r = pygame.Rect(zone_rect)
    body = pygame.Rect(r.x, r.y, r.w, r.h - NUMBER_H)
    tiles = [p for p, _r in placed if p.kind == "tile"]
    meeples = [p for p, _r in placed if p.kind != "tile"]
    out: Placed = []
    area = body if not meeples else pygame.Rect(body.x, body.y, body.w, body.h - LANE_H)
    if tiles:
        depth = 3 * (len(tiles) - 1)
        for i, p in enumerate(tiles):
            out.append(
                (
                    p,
                    pygame.Rect(
                        area.x + 1 + 3 * i, area.y + 1 + depth - 3 * i, area.w - 2 - depth, area.h - 2 - depth
                    ),
                )
            )
    if meeples:
        lane = pygame.Rect(body.x, body.bottom - LANE_H, body.w, LANE_H) if tiles else body
        n = len(meeples)
        per_row = 1 if n == 1 else 2
        rows = (n + per_row - 1) // per_row
        d = min(lane.h // rows - 1, (lane.w - 2) // per_row, 28)
        y0 = lane.y + (lane.h - rows * d) // 2
        for i, p in enumerate(meeples):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = lane.centerx - (in_row * d) // 2
            out.append((p, pygame.Rect(x0 + col * d, y0 + row * d, d, d)))
    return out


def register_row(zone_rect: pygame.Rect, landmark: str) -> pygame.Rect:
    """A landmark's plaque in the register (supply:landmarks), by its place in value order."""
    r = pygame.Rect(zone_rect)
    i = LANDMARKS.index(landmark) if landmark in LANDMARKS else 0
    return pygame.Rect(r.x + 6, r.y + REGISTER_TOP + i * REGISTER_ROW, r.w - 58, PLAQUE_H)


def place_register(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    return [(p, register_row(zone_rect, p.face)) for p, _r in placed]


def place_spot(zone_rect: pygame.Rect, placed: Placed, most: int = 32) -> Placed:
    """Keys on a landmark's key spot: one in its middle, two one over the other."""
    r = pygame.Rect(zone_rect)
    n = len(placed)
    d = min(most, r.w - 4, (r.h - 2 * (n - 1) - 2) // max(1, n))
    y = r.centery - (n * d + (n - 1) * 2) // 2
    return [(p, pygame.Rect(r.centerx - d // 2, y + i * (d + 2), d, d)) for i, (p, _r) in enumerate(placed)]


def place_row(
    zone_rect: pygame.Rect, placed: Placed, h: int, gap: int = 4, most: int | None = None
) -> Placed:
    """Plaques side by side filling a row (a district's landmarks), ``h`` high."""
    r = pygame.Rect(zone_rect)
    n = len(placed)
    if not n:
        return []
    w = (r.w - (n - 1) * gap) // n
    if most is not None:
        w = min(w, most)
    x = r.x + (r.w - (n * w + (n - 1) * gap)) // 2
    y = r.y + (r.h - h) // 2
    return [(p, pygame.Rect(x + i * (w + gap), y, w, h)) for i, (p, _r) in enumerate(placed)]


def vp_slot(zone_rect: pygame.Rect, tile: str) -> pygame.Rect:
    """A VP tile's printed place in the supply row (in the order of their prizes)."""
    r = pygame.Rect(zone_rect)
    i = VP_ORDER.index(tile) if tile in VP_ORDER else 0
    n = len(VP_ORDER)
    gap = (r.w - 12 - n * VP_TILE[0]) // max(1, n - 1)
    return pygame.Rect(r.x + 6 + i * (VP_TILE[0] + gap), r.y + VP_TOP, *VP_TILE)


def place_vp_supply(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    return [(p, vp_slot(zone_rect, p.face)) for p, _r in placed]


def place_special(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    r = pygame.Rect(zone_rect)
    return [(p, _centred(r, VP_TILE, r.y + VP_TOP)) for p, _r in placed]


def place_lying(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """A VP tile (or the special one) on its district: lying, as wide as its place."""
    r = pygame.Rect(zone_rect).inflate(-4, -4)
    return [(p, pygame.Rect(r)) for p, _r in placed]


def market_cell(zone_rect: pygame.Rect, token: str, row: int = 0) -> pygame.Rect:
    """A market column's cell (0 the token, 1 its stock, 2 its buying price, 3 its selling price)."""
    r = pygame.Rect(zone_rect)
    i = TOKENS.index(token) if token in TOKENS else 0
    x = r.x + MARKET_LEFT + i * MARKET_COL
    top = r.y + MARKET_ROWS[row]
    h = (MARKET_ROWS[row + 1] if row + 1 < len(MARKET_ROWS) else r.h) - MARKET_ROWS[row]
    return pygame.Rect(x, top, MARKET_COL, h)


def place_market(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """The supply's tokens, each over its column's prices; its count in the stock row under it."""
    out: Placed = []
    for p, _r in placed:
        cell = market_cell(zone_rect, p.face)
        out.append((p, _centred(cell, (MARKET_TOKEN, MARKET_TOKEN))))
    return out


def place_strategy(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """The strategy display: one plaque a line, the icon and the name."""
    r = pygame.Rect(zone_rect)
    n = len(placed)
    step = min(STRATEGY_ROW, (r.h + 2) // max(1, n))
    return [(p, pygame.Rect(r.x, r.y + i * step, r.w, step - 2)) for i, (p, _r) in enumerate(placed)]


def place_stack(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """A building stack (its back, its count) at the top of its cell, the district named under it
    (``prints``); the tile a Spéculateur looked at beside it."""
    r = pygame.Rect(zone_rect)
    backs = [p for p, _r in placed if str(p.face).startswith("back")]
    seen = [p for p, _r in placed if not str(p.face).startswith("back")]
    out: Placed = []
    x = r.centerx - (STACK_BACK[0] * (1 + len(seen)) + 8 * len(seen)) // 2
    for p in backs[:1] + seen:
        out.append((p, pygame.Rect(x, r.y + 3 + 6, *STACK_BACK)))
        x += STACK_BACK[0] + 8
    return out


def place_pile(zone_rect: pygame.Rect, placed: Placed) -> Placed:
    """A face-down pile (the tiles set aside, the end-game tiles) and any face-up tile beside it."""
    r = pygame.Rect(zone_rect)
    n = len(placed)
    w, h = STACK_BACK
    total = n * w + (n - 1) * 6
    x = r.centerx - total // 2
    y = r.y + (r.h - h) // 2 + 3
    return [(p, pygame.Rect(x + i * (w + 6), y, w, h)) for i, (p, _r) in enumerate(placed)]


def inside_all(zone_rect: pygame.Rect, out: Sequence[tuple[Any, pygame.Rect]]) -> bool:
    """Every rect inside the zone (the test's property, checked here too)."""
    z = pygame.Rect(zone_rect)
    return all(z.contains(r) for _p, r in out)
