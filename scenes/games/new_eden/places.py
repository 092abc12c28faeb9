"""Where Paris: New Eden's pieces lie: on the slots the cardboard prints, never over each other.

``slots(zone_id, rect, players)`` gives the fixed places of a zone (the dice spaces of a location
and of a player board for this player count, the face-up card spaces of a building row, the three
event spaces of the Tower, the Heroine's, the Bat's and the Binoculars' spaces, the token spaces of
the Train Station and the City Center); the board draws them once (``plates``) and ``arrange``
puts the pieces on them in order, so a die sits on a die space and a card on its outline.

Zones whose contents grow are arranged to fit their fullest real position (bot games reach 20
buildings and 5 new buildings in one refuge, 15 refuge tokens, 10 equipment tokens, 12 missions in
a hand, 7 waiting tokens):

* identical tokens (waiting on a board, in a refuge) make one piece with its count beside it
  (``chips``), as big as the zone allows;
* a refuge's buildings stand in five columns, one per type, each card a strip showing its
  numbers; completed new buildings in a sixth column beside them;
* a mission hand shows its cards side by side; when they cannot all fit, the last place says
  "+N" (``Arranged.more``) and hovering it shows the whole hand;
* the population cubes sit in the band of the track that holds their population.

Every rect stays inside its zone and no two rects of a zone overlap (tests/new_eden_table).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.rules import Piece
from game.new_eden.data import DATA
from scenes.games.new_eden.palette import TYPES

Placed = list[tuple[Piece, pygame.Rect]]
CARD_RATIO = 168 / 120
BADGE_ROOM = 18  # room right of a counted chip for its count (``count_badge``)
DIE_MAX = 56
TOKEN_MAX = 44
CHIP_MAX = 40
BAND_LEGEND_W = 0


@dataclasses.dataclass
class Arranged:
    """A zone's pieces and where they go; ``more`` = (rect, hidden pieces) of a "+N" place."""

    placed: Placed
    more: tuple[pygame.Rect, list[Piece]] | None = None


def grid(area: pygame.Rect, n: int, max_d: int, gap: int, aspect: float = 1.0, extra_w: int = 0) -> list[pygame.Rect]:
    """``n`` places of ``d`` × ``d·aspect`` (plus ``extra_w`` room on the right of each) in the
    largest grid that fits ``area``, centred, in reading order; never overlapping."""
    n = max(1, n)
    best: tuple[int, int, int] = (0, 1, n)
    for rows in range(1, n + 1):
        cols = -(-n // rows)
        d_w = (area.w - gap * (cols - 1)) // cols - extra_w
        d_h = int((area.h - gap * (rows - 1)) / rows / aspect)
        d = min(max_d, d_w, d_h)
        if d > best[0]:
            best = (d, rows, cols)
    d, rows, cols = best
    d = max(4, d)
    h = int(d * aspect)
    cw = d + extra_w
    x0 = area.x + (area.w - (cols * cw + (cols - 1) * gap)) // 2
    y0 = area.y + (area.h - (rows * h + (rows - 1) * gap)) // 2
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        out.append(pygame.Rect(x0 + c * (cw + gap), y0 + r * (h + gap), d, h))
    return out


def dice_slots(zone_id: str, players: int) -> int:
    """How many dice a zone holds at ``players``: a location's dice, a player board's slots."""
    setup = DATA.setup.get(players) or DATA.setup[max(DATA.setup)]
    if zone_id.startswith("location:"):
        return int(setup["dice_per_location"].get(zone_id.split(":", 1)[1], 0))
    if zone_id.endswith(":board:dice"):
        return int(setup["dice_per_player_per_season"])
    return 0


def row_slots(players: int) -> int:
    setup = DATA.setup.get(players) or DATA.setup[max(DATA.setup)]
    return int(setup["buildings_revealed_per_type"])


ITEMS = ("heroine", "bat", "binoculars")


def slots(zone_id: str, rect: pygame.Rect, players: int) -> list[pygame.Rect]:
    """The printed places of a zone (empty: the zone has no fixed places)."""
    r = pygame.Rect(rect)
    if zone_id.startswith("location:") or zone_id.endswith(":board:dice"):
        return grid(r.inflate(-2, -2), dice_slots(zone_id, players), DIE_MAX, 6)
    if zone_id.startswith("row:"):
        return cards_row(r, row_slots(players), 6)
    if zone_id == "tower:events":
        return cards_row(r, 3, 6)
    if zone_id == "train_station:tokens":
        return grid(r, 6, TOKEN_MAX, 8)
    if zone_id == "city_center:equipment":
        return grid(r, 3, TOKEN_MAX, 8)
    if zone_id in ("city_center:bat", "city_center:binoculars", "tower:heroine"):
        return grid(r, 1, TOKEN_MAX, 0)
    if zone_id.endswith(":items"):
        return grid(r, len(ITEMS), TOKEN_MAX, 4)
    return []


def cards_row(area: pygame.Rect, n: int, gap: int, max_w: int = 120) -> list[pygame.Rect]:
    """``n`` card places side by side, as big as ``area`` allows, centred."""
    n = max(1, n)
    w = min(max_w, (area.w - gap * (n - 1)) // n, int((area.h - 2) / CARD_RATIO))
    h = int(w * CARD_RATIO)
    x0 = area.x + (area.w - (n * w + (n - 1) * gap)) // 2
    y0 = area.centery - h // 2
    return [pygame.Rect(x0 + i * (w + gap), y0, w, h) for i in range(n)]


def on_slots(pieces: Sequence[Piece], places: list[pygame.Rect], area: pygame.Rect, max_d: int, gap: int) -> Placed:
    """Pieces on the zone's places in order; more pieces than places: a grid that holds them all."""
    if len(pieces) > len(places):
        places = grid(area, len(pieces), max_d, gap)
    return [(p, pygame.Rect(places[i])) for i, p in enumerate(pieces)]


def group(pieces: Sequence[Piece]) -> list[Piece]:
    """Identical pieces (same kind and face) as one piece carrying their count, in first-seen order."""
    order: list[str] = []
    first: dict[str, Piece] = {}
    count: dict[str, int] = {}
    for p in pieces:
        key = f"{p.kind}|{p.face}"
        if key not in first:
            order.append(key)
            first[key] = p
            count[key] = 0
        count[key] += max(1, p.count)
    return [dataclasses.replace(first[k], count=count[k]) for k in order]


def chips(pieces: Sequence[Piece], area: pygame.Rect, max_d: int = CHIP_MAX, gap: int = 4) -> Placed:
    """Grouped tokens in rows, each as big as the zone allows, a counted one with room for its
    count on its right (``BADGE_ROOM``); rows centred, never overlapping."""
    grouped = group(pieces)
    if not grouped:
        return []
    area = area.inflate(-2, -2)
    extra = [BADGE_ROOM if p.count > 1 else 0 for p in grouped]
    for d in range(max_d, 11, -1):
        rows = _flow([d + e for e in extra], area.w, gap)
        if rows is not None and len(rows) * d + (len(rows) - 1) * gap <= area.h:
            break
    else:
        d = 12
        rows = _flow([d + e for e in extra], area.w, gap) or [list(range(len(grouped)))]
    out: Placed = []
    top = area.y + (area.h - (len(rows) * d + (len(rows) - 1) * gap)) // 2
    for j, row in enumerate(rows):
        width = sum(d + extra[i] for i in row) + gap * (len(row) - 1)
        x = area.x + (area.w - width) // 2
        for i in row:
            out.append((grouped[i], pygame.Rect(x, top + j * (d + gap), d, d)))
            x += d + extra[i] + gap
    return out


def _flow(widths: Sequence[int], room: int, gap: int) -> list[list[int]] | None:
    """Indices of ``widths`` in rows no wider than ``room`` (None: one is wider than a row)."""
    rows: list[list[int]] = [[]]
    used = 0
    for i, w in enumerate(widths):
        if w > room:
            return None
        if rows[-1] and used + gap + w > room:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(i)
    return rows


def refuge_columns(pieces: Sequence[Piece], area: pygame.Rect, columns: Sequence[str]) -> Placed:
    """Building strips in one column per type (``columns``), top down in the order taken."""
    by_col: dict[str, list[Piece]] = {c: [] for c in columns}
    other: list[Piece] = []
    for p in pieces:
        c = DATA.cards[p.face].type if p.face in DATA.cards else ""
        (by_col[c] if c in by_col else other).append(p)
    if other:  # not a building of a known type: a column of its own
        by_col["other"] = other
    n_cols = max(1, len(by_col))
    gap = 4
    cw = (area.w - gap * (n_cols - 1)) // n_cols
    deepest = max((len(v) for v in by_col.values()), default=1)
    return _columns(list(by_col.values()), area, cw, gap, max(4, deepest))


def strips_column(pieces: Sequence[Piece], area: pygame.Rect) -> Placed:
    return _columns([list(pieces)], area, area.w, 0, max(4, len(pieces)))


def _columns(cols: list[list[Piece]], area: pygame.Rect, cw: int, gap: int, rows: int) -> Placed:
    vgap = 4 if rows <= 4 else 2
    sh = min(56, (area.h - vgap * (rows - 1)) // rows)
    out: Placed = []
    for i, col in enumerate(cols):
        x = area.x + i * (cw + gap)
        for j, p in enumerate(col):
            out.append((p, pygame.Rect(x, area.y + j * (sh + vgap), cw, sh)))
    return out


def hand(pieces: Sequence[Piece], area: pygame.Rect) -> Arranged:
    """A mission hand: cards side by side, in one row or more, as big as lets them all fit; "+N" in
    the last place when they cannot all fit even small."""
    if not pieces:
        return Arranged([])
    n = len(pieces)
    gap = 4
    best: tuple[int, int, int] | None = None  # (w, h, per_row)
    for rows in (1, 2, 3):
        h = (area.h - 2 - gap * (rows - 1)) // rows
        w = int(h / CARD_RATIO)
        if w < 24:
            break
        per_row = max(1, (area.w + gap) // (w + gap))
        if per_row * rows >= n and (best is None or w > best[0]):
            best = (w, h, per_row)
    more = None
    shown = list(pieces)
    if best is None:  # too many even small: one row and a "+N"
        h = area.h - 2
        w = int(h / CARD_RATIO)
        per_row = max(1, (area.w + gap) // (w + gap))
        shown, rest = shown[: per_row - 1], shown[per_row - 1 :]
        more = (pygame.Rect(area.x + (per_row - 1) * (w + gap), area.y + 1, w, h), rest)
        best = (w, h, per_row)
    w, h, per_row = best
    rows = -(-len(shown) // per_row) if shown else 1
    top = area.y + (area.h - (rows * h + (rows - 1) * gap)) // 2
    placed = []
    for i, p in enumerate(shown):
        r_, c_ = divmod(i, per_row)
        rect = pygame.Rect(area.x + c_ * (w + gap), top + r_ * (h + gap), w, h)
        if p.count > 1:  # a held hand seen from across the table: one back, its count beside it
            rect = pygame.Rect(rect.x, rect.y + 2, rect.w - 2, rect.h - 2)
        placed.append((p, rect))
    return Arranged(placed, more)


def keep_on_track(placed: Placed, zone: pygame.Rect) -> Placed:
    """The table's markers on a numbered track, each pile of one space moved whole to lie inside
    the track (at either end of it a pile of four would stick out)."""
    by_value: dict[str, list[int]] = {}  # the markers of one space, one pile
    for i, (p, _r) in enumerate(placed):
        by_value.setdefault(p.label or p.face, []).append(i)
    piles = list(by_value.values())
    out = [(p, pygame.Rect(r)) for p, r in placed]
    for members in piles:
        box = out[members[0]][1].unionall([out[i][1] for i in members[1:]])
        dx = max(0, zone.left - box.left) - max(0, box.right - zone.right)
        dy = max(0, zone.top - box.top) - max(0, box.bottom - zone.bottom)
        for i in members:
            out[i][1].move_ip(dx, dy)
    return out


def arrange(zone_id: str, zone: Any, placed: Placed, players: int) -> Arranged | None:
    """The skin's places for a zone (None: the table's own are right)."""
    rect = pygame.Rect(zone.rect)
    pieces = [p for p, _r in placed]
    if zone_id.startswith("location:") or zone_id.endswith(":board:dice"):
        return Arranged(on_slots(pieces, slots(zone_id, rect, players), rect, DIE_MAX, 6))
    if zone_id.startswith("row:") or zone_id == "tower:events":
        places = slots(zone_id, rect, players)
        if len(pieces) > len(places):
            places = cards_row(rect, len(pieces), 4)
        return Arranged([(p, pygame.Rect(places[i])) for i, p in enumerate(pieces)])
    if zone_id in ("train_station:tokens", "city_center:equipment", "city_center:bat",
                   "city_center:binoculars", "tower:heroine"):
        return Arranged(on_slots(pieces, slots(zone_id, rect, players), rect, TOKEN_MAX, 6))
    if zone_id.endswith(":items"):
        places = slots(zone_id, rect, players)
        out: Placed = []
        for p in pieces:
            i = ITEMS.index(p.id) if p.id in ITEMS else len(out)
            out.append((p, pygame.Rect(places[min(i, len(places) - 1)])))
        return Arranged(out)
    if zone_id.endswith((":board:tokens", ":refuge:tokens", ":refuge:equipment")) or zone_id == "supply:starting_tokens":
        if not pieces:
            return Arranged([])
        return Arranged(chips(pieces, rect))
    if zone_id.endswith(":refuge:buildings"):
        return Arranged(refuge_columns(pieces, rect.inflate(-2, -2), TYPES))
    if zone_id.endswith(":refuge:missions"):
        return Arranged(strips_column(pieces, rect.inflate(-2, -2)))
    if zone_id.endswith(":missions"):
        return hand(pieces, rect)
    if zone_id == "bridge:draw":
        if not pieces:
            return Arranged([])
        places = cards_row(rect.inflate(-2, -2), max(3, len(pieces)), 6, 80)
        return Arranged([(p, pygame.Rect(places[i])) for i, p in enumerate(pieces)])
    if zone_id.startswith("discard:") and zone_id != "discard:events":
        if not pieces:
            return Arranged([])
        top = dataclasses.replace(pieces[-1], count=len(pieces))
        w = rect.w - 4
        r = pygame.Rect(0, 0, w, int(w * CARD_RATIO))
        r.center = rect.center
        return Arranged([(top, r)])
    if zone_id in ("track:score", "track:population"):
        return Arranged(keep_on_track(placed, rect))
    if zone_id == "track:season":
        return Arranged([(p, rect.inflate(-4, -2)) for p in pieces])
    if zone_id in ("track:claim", "seat_cans") or zone_id.endswith(":cans") and zone_id.startswith("seat:"):
        d = min(rect.w - (BADGE_ROOM if zone_id.startswith("seat:") else 0), rect.h) - 4
        r = pygame.Rect(rect.x + 2, 0, d, d)
        r.centery = rect.centery
        if zone_id == "track:claim":
            r.centerx = rect.centerx
        return Arranged([(p, r) for p in pieces])
    if zone_id == "supply:cans":
        r = pygame.Rect(0, 0, rect.w - 4, rect.w - 4)
        r.center = rect.center
        return Arranged([(p, r) for p in pieces])
    if zone_id.startswith("stack:"):
        if not pieces:
            return Arranged([])
        p = pieces[-1]
        if zone_id.startswith("stack:events:"):
            w = rect.w - 4
            r = pygame.Rect(0, 0, w, int(w * CARD_RATIO))
            r.midtop = (rect.centerx, rect.y + 10)
        else:
            d = min(rect.h - 6, rect.w - BADGE_ROOM - 6)
            r = pygame.Rect(rect.x + 2, 0, d, d)
            r.centery = rect.centery
        return Arranged([(p, r)])
    return None
