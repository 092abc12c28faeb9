"""The printed board of Paris: New Eden (drawn once, under every piece: ``Skin.draw_static``).

Districts are stone plates with their name on a banner; on them, the spaces the cardboard prints:
a die space for every die the location gets at this player count, the Tower's three event spaces
and the Heroine's, the City Center's three equipment squares and the Bat's and Binoculars'
circles, the Train Station's six token circles, the Restaurant's can supply. The building rows
print a deck space in the type's colour, a card outline for each card revealed at this player
count and a crossed-out space for the cards that leave the game. The seasons plate names its
columns. The score track numbers every fifth space; the population track brackets its bands with
the farmers each needs (the VP feeding scores is the same number).

Each player's area reads as a player board: a wooden board with its dice spaces (7, 6 or 5), a
rail for the waiting tokens, circles for the Heroine, the Bat and the Binoculars and a place for
the cans; below it the refuge, with a coloured foot for each type's column, and the mission hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import tr
from game.new_eden.cards import season_key
from game.new_eden.data import DATA
from scenes import draw
from scenes.games.new_eden import places, tokens
from scenes.games.new_eden.palette import (
    BRASS,
    CREAM,
    INK,
    IVY,
    MOSS,
    STONE,
    TEXT,
    TYPES,
    WOOD,
    type_colour,
)
from scenes.table.placement import track_cells

LINE = (*CREAM, 110)
FAINT = (*CREAM, 60)


def _alpha_rect(layer: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...], edge: tuple[int, ...] | None,
                radius: int = 10, width: int = 2) -> None:
    pygame.draw.rect(layer, fill, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(layer, edge, rect, width, border_radius=radius)


def _ghost(canvas: pygame.Surface, surf: pygame.Surface, rect: pygame.Rect, alpha: int = 70) -> None:
    g = surf.copy()
    g.set_alpha(alpha)
    canvas.blit(g, g.get_rect(center=rect.center))


def _die_space(layer: pygame.Surface, r: pygame.Rect) -> None:
    _alpha_rect(layer, r, (0, 0, 0, 70), LINE, max(4, r.w // 5), 2)


def _card_space(layer: pygame.Surface, r: pygame.Rect, edge: tuple[int, ...] = LINE) -> None:
    _alpha_rect(layer, r, (0, 0, 0, 60), edge, max(4, int(r.w * 0.07)), 2)


def _token_space(layer: pygame.Surface, r: pygame.Rect, square: bool = False) -> None:
    if square:
        _alpha_rect(layer, r.inflate(-4, -4), (0, 0, 0, 70), LINE, max(4, r.w // 5), 2)
    else:
        pygame.draw.circle(layer, (0, 0, 0, 70), r.center, r.w // 2 - 1)
        pygame.draw.circle(layer, LINE, r.center, r.w // 2 - 1, 2)


class Plates:
    """Draws the board's printed spaces for one table (``board``, ``players``, seat colours)."""

    def __init__(self, board: Any, players: int, colour_of: Callable[[int], int | None]) -> None:
        self.board = board
        self.players = players
        self.colour_of = colour_of

    def rect(self, zid: str) -> pygame.Rect | None:
        z = self.board.zone(zid)
        return pygame.Rect(z.rect) if z is not None else None

    def draw(self, canvas: pygame.Surface) -> None:
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        titles: list[tuple[str, pygame.Rect]] = []
        for loc in ("tower", "bridge", "restaurant", "city_center", "train_station"):
            r = self.rect(f"district:{loc}")
            if r is not None:
                _alpha_rect(layer, r, (0x1E, 0x24, 0x1C, 150), (*draw.mix(STONE, CREAM, 0.3), 150), 14, 2)
                titles.append((tr(f"new_eden.location.{loc}"), r))
        for kind in TYPES:
            r = self.rect(f"row:{kind}")
            d = self.rect(f"deck:building:{kind}")
            x = self.rect(f"discard:{kind}")
            if r is None or d is None or x is None:
                continue
            plate = d.union(r).union(x).inflate(6, 4)
            _alpha_rect(layer, plate, (0x1E, 0x24, 0x1C, 120), (*type_colour(kind), 170), 12, 2)
        fut = self.rect("area:future")
        if fut is not None:
            _alpha_rect(layer, fut.inflate(6, 4), (0x1E, 0x24, 0x1C, 120), (*BRASS, 150), 12, 2)
        self._player_boards(layer)
        canvas.blit(layer, (0, 0))
        spaces = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        self._spaces(spaces)
        canvas.blit(spaces, (0, 0))
        self._ghosts(canvas)
        for text, r in titles:
            draw.text(canvas, text, (r.x + 12, r.y + 4), 18, draw.mix(CREAM, BRASS, 0.3), "topleft", r.w - 20,
                      bold=True, shadow=(0, 0, 0))
        self._rows(canvas)
        self._seasons(canvas)
        self._tracks(canvas)

    # ----------------------------------------------------------------------------- centre
    def _spaces(self, layer: pygame.Surface) -> None:
        for loc in ("tower", "bridge", "restaurant", "city_center", "train_station"):
            zid = f"location:{loc}"
            r = self.rect(zid)
            if r is not None:
                for s in places.slots(zid, r, self.players):
                    _die_space(layer, s)
        for zid in ("tower:events", *(f"row:{t}" for t in TYPES)):
            r = self.rect(zid)
            if r is not None:
                for s in places.slots(zid, r, self.players):
                    _card_space(layer, s)
        for zid in ("train_station:tokens", "city_center:bat", "city_center:binoculars", "tower:heroine"):
            r = self.rect(zid)
            if r is not None:
                for s in places.slots(zid, r, self.players):
                    _token_space(layer, s)
        r = self.rect("city_center:equipment")
        if r is not None:
            for s in places.slots("city_center:equipment", r, self.players):
                _token_space(layer, s, square=True)
        for zid in ("deck:missions", "bridge:draw", "supply:cans", "track:season", "track:claim"):
            r = self.rect(zid)
            if r is not None:
                _alpha_rect(layer, r.inflate(-2, -2), (0, 0, 0, 55), FAINT, 10, 2)
        for kind in TYPES:
            r = self.rect(f"deck:building:{kind}")
            if r is not None:
                w = r.w - 8
                s = pygame.Rect(0, 0, w, int(w * places.CARD_RATIO))
                s.center = (r.centerx, r.centery - 8)
                _card_space(layer, s, (*type_colour(kind), 200))
            r = self.rect(f"discard:{kind}")
            if r is not None:
                w = r.w - 4
                s = pygame.Rect(0, 0, w, int(w * places.CARD_RATIO))
                s.center = r.center
                _card_space(layer, s, FAINT)
                pygame.draw.line(layer, FAINT, s.topleft, s.bottomright, 2)
                pygame.draw.line(layer, FAINT, s.topright, s.bottomleft, 2)
        for zid, z in self.board.zones.items():
            if zid.startswith("stack:") and not z.prop("hidden"):
                r = pygame.Rect(z.rect)
                _alpha_rect(layer, r, (0, 0, 0, 50), None, 8)
        r = self.rect("supply:starting_tokens")
        if r is not None:
            _alpha_rect(layer, r, (0, 0, 0, 50), None, 8)

    def _ghosts(self, canvas: pygame.Surface) -> None:
        """Where a token comes home to, its own face faintly printed on its space."""
        for zid, face in (("tower:heroine", "heroine"), ("city_center:bat", "bat"),
                          ("city_center:binoculars", "binoculars")):
            r = self.rect(zid)
            if r is None:
                continue
            s = places.slots(zid, r, self.players)[0]
            _ghost(canvas, tokens.item_token(face, (s.w - 6, s.h - 6)), s, 60)
        r = self.rect("supply:cans")
        if r is not None:
            d = r.w - 6
            c = pygame.Rect(0, 0, d, d)
            c.center = r.center
            _ghost(canvas, tokens.can_face("can:supply", (d, d)), c, 50)

    def _rows(self, canvas: pygame.Surface) -> None:
        for kind in TYPES[1:]:  # (the tinkerer deck's foot holds its END count)
            r = self.rect(f"deck:building:{kind}")
            if r is None:
                continue
            ic = tokens.survivor_token(f"token_dark:{kind}", (26, 26))
            canvas.blit(ic, ic.get_rect(midbottom=(r.centerx, r.bottom - 2)))

    def _seasons(self, canvas: pygame.Surface) -> None:
        fut = self.rect("area:future")
        if fut is None:
            return
        heads = [("supply:starting_tokens", tr("new_eden.zone.starting_tokens"))]
        heads += [(f"stack:events:{s}", tr(season_key(s))) for s in (2, 3, 4)]
        for zid, text in heads:
            r = self.rect(zid)
            if r is None:
                continue
            right = self.rect(f"stack:equipment:{zid.rsplit(':', 1)[1]}") if zid.startswith("stack:") else None
            span = r.union(right) if right is not None else r
            draw.text(canvas, text, (span.centerx, fut.y + 3), TEXT, draw.mix(CREAM, BRASS, 0.3), "midtop",
                      span.w, bold=True)

    def _tracks(self, canvas: pygame.Surface) -> None:
        z = self.board.zone("track:score")
        if z is not None:
            cells = track_cells(z)
            layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
            for i, cell in enumerate(cells):
                pygame.draw.rect(layer, (*CREAM, 70 if i % 5 == 0 else 36), cell, border_radius=4)
                pygame.draw.rect(layer, (*CREAM, 90), cell, 1, border_radius=4)
            canvas.blit(layer, (0, 0))
            for i, cell in enumerate(cells):
                if i % 5 == 0:
                    draw.text(canvas, str(i), (cell.centerx, cell.top - 2), TEXT, CREAM, "midbottom",
                              shadow=(0, 0, 0))
        z = self.board.zone("track:population")
        if z is None:
            return
        cells = track_cells(z)
        if not cells:
            return
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        for i, (lo, hi, _farmers, _vp) in enumerate(DATA.bands):
            if lo >= len(cells):
                break
            last = min(len(cells) - 1, hi if hi is not None else len(cells) - 1)
            span = pygame.Rect(cells[lo].x, cells[lo].y, cells[last].right - cells[lo].x, cells[lo].h)
            col = draw.mix(type_colour("farmer"), CREAM, 0.2 if i % 2 else 0.5)
            pygame.draw.rect(layer, (*col, 110), span, border_radius=5)
            bracket = pygame.Rect(span.x, z.rect[1] + 2, span.w, 18)
            pygame.draw.rect(layer, (*col, 200), bracket, border_radius=5)
        for cell in cells:
            pygame.draw.rect(layer, (*CREAM, 90), cell, 1, border_radius=4)
        canvas.blit(layer, (0, 0))
        for lo, hi, farmers, _vp in DATA.bands:
            if lo >= len(cells) or not farmers:
                continue
            last = min(len(cells) - 1, hi if hi is not None else len(cells) - 1)
            cx = (cells[lo].x + cells[last].right) // 2
            draw.text(canvas, str(farmers), (cx, z.rect[1] + 11), TEXT, INK, "center", bold=True)
        for i, cell in enumerate(cells):
            if i % 5 == 0:
                draw.text(canvas, str(i), (cell.centerx, cell.bottom - 1), TEXT, CREAM, "midbottom",
                          shadow=(0, 0, 0))

    # ----------------------------------------------------------------------------- seats
    def _player_boards(self, layer: pygame.Surface) -> None:
        for seat in range(self.players):
            def r(sub: str, seat: int = seat) -> pygame.Rect | None:
                return self.rect(f"seat:{seat}:{sub}")

            parts = [r(s) for s in ("board:dice", "board:tokens", "items", "cans")]
            rects = [p for p in parts if p is not None]
            if not rects:
                continue
            board = rects[0].unionall(rects[1:]).inflate(6, 6)
            _alpha_rect(layer, board, (*WOOD, 235), (*draw.mix(WOOD, (0, 0, 0), 0.45), 255), 10, 3)
            dice = r("board:dice")
            if dice is not None:
                for s in places.slots(f"seat:{seat}:board:dice", dice, self.players):
                    _alpha_rect(layer, s, (*draw.mix(WOOD, (0, 0, 0), 0.35), 255),
                                (*draw.mix(WOOD, CREAM, 0.25), 255), max(4, s.w // 5), 2)
            tok = r("board:tokens")
            if tok is not None:
                _alpha_rect(layer, tok.inflate(-2, -2), (*draw.mix(WOOD, (0, 0, 0), 0.25), 255),
                            (*draw.mix(WOOD, CREAM, 0.2), 255), 8, 1)
            items = r("items")
            if items is not None:
                for s in places.slots(f"seat:{seat}:items", items, self.players):
                    pygame.draw.circle(layer, (*draw.mix(WOOD, (0, 0, 0), 0.3), 255), s.center, s.w // 2 - 1)
                    pygame.draw.circle(layer, (*draw.mix(WOOD, CREAM, 0.25), 255), s.center, s.w // 2 - 1, 1)
            cans = r("cans")
            if cans is not None:
                _alpha_rect(layer, cans.inflate(-2, -2), (*draw.mix(WOOD, (0, 0, 0), 0.25), 255),
                            (*draw.mix(WOOD, CREAM, 0.2), 255), 8, 1)
            parts = [r(s) for s in ("refuge:buildings", "refuge:missions", "refuge:tokens", "refuge:equipment")]
            rects = [p for p in parts if p is not None]
            if rects:
                refuge = rects[0].unionall(rects[1:]).inflate(6, 6)
                _alpha_rect(layer, refuge, (*draw.mix(IVY, (0, 0, 0), 0.35), 220), (*MOSS, 255), 10, 2)
                b = r("refuge:buildings")
                if b is not None:
                    area = b.inflate(-2, -2)
                    cw = (area.w - 4 * (len(TYPES) - 1)) // len(TYPES)
                    for i, kind in enumerate(TYPES):
                        col = pygame.Rect(area.x + i * (cw + 4), area.y, cw, area.h)
                        pygame.draw.rect(layer, (*type_colour(kind), 34), col, border_radius=6)
                        pygame.draw.rect(layer, (*type_colour(kind), 130), col, 1, border_radius=6)
                m = r("refuge:missions")
                if m is not None:
                    pygame.draw.rect(layer, (0x8A, 0x6A, 0x3E, 60), m.inflate(-2, -2), border_radius=6)
                    pygame.draw.rect(layer, (0x8A, 0x6A, 0x3E, 170), m.inflate(-2, -2), 1, border_radius=6)
            hand = r("missions")
            if hand is not None:
                _alpha_rect(layer, hand.inflate(4, 4), (0x1E, 0x1A, 0x24, 170), (*draw.mix(CREAM, INK, 0.5), 200),
                            8, 1)

