"""Everdell Farshore at the table: every piece as itself, laid out as the cardboard lays it.

The board comes from the map for the table's player count, the first human in the home chair
(``arrange``). Pieces print their own faces (``faces``: materials, chests, shells, anchors,
boats, the season plaque, map, island and wind tiles; ``cardface``: cards as tabs with their name
whole, their points and cost by resource) and lie where the cardboard puts them (``place``): a city
card in the place of its index, a worker on the paw of the card it visits or below a location's
print, boats side by side on their sea space, tokens in a row with room for their count badges.
The base layer adds what depends on the owner or a piece's state: a boat's sail in its seat's
colour, an anchor on an anchored card, the goods on a Warehouse, "Passed" on a finished seat's
season, a veil on the discard pile, each city's count. Preparing, passing and each way to pay are
the skin's own buttons (``controls``).
"""

from __future__ import annotations

import collections
import re
from collections.abc import Mapping
from typing import Any

import pygame

from game.core.i18n import language, tr
from game.farshore import RULES
from game.farshore.cards import card_info
from game.farshore.data import DATA, RES
from scenes import draw, theme
from scenes.games.base import TableSkin, TableView, misses_patch, zone_marks
from scenes.games.farshore import arrange, art, board, cardface, controls, faces, palette
from scenes.games.farshore import strings as _strings  # noqa: F401 - registers the board's names
from scenes.games.farshore.geometry import (
    CITY_PLACES,
    HAND_PLACES,
    MEEPLE,
    TAB_MIN_W,
    boats_in_cell,
    meeple_grid,
    tab_grid,
    token_row,
)
from scenes.games.farshore.strings import CITY_LIMIT
from scenes.table.board import BoardGeometry
from scenes.table.core import HOVER_LIFT
from scenes.widgets import Button, handle_all

REACH = 16 + HOVER_LIFT  # how far past its zone and its pieces a zone's marks go (a hovered card rises)
CITY_RE = re.compile(r"^seat:(\d+):(city|city_nospace)$")
SPOT_RE = re.compile(r"^seat:(\d+):city:(\d+)$")
SEAT_RE = re.compile(r"^seat:(\d+):([a-z_]+)$")
TOKEN_ZONES = ("workers", "resources", "treasure", "shells", "anchors")
FACE_CACHE = 1500
MORE_KIND = "more"  # the table's "+N" chip for the pieces it had no room for

Placed = list[tuple[Any, pygame.Rect]]


def _r(t: tuple[int, int, int, int]) -> pygame.Rect:
    return pygame.Rect(t)


def _t(r: pygame.Rect) -> tuple[int, int, int, int]:
    return (r.x, r.y, r.w, r.h)


def index_of(piece: Any) -> int | None:
    tail = str(piece.id).rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else None


class Skin(TableSkin):
    face_style = staticmethod(palette.face_style)  # the Farshore colours and icons (ART.md)

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.players = table.players
        self._faces: collections.OrderedDict[tuple[Any, ...], pygame.Surface] = collections.OrderedDict()
        self._info: dict[tuple[str, str], dict[str, Any]] = {}
        self._buttons: list[Button] = []

    def arrange(self, board: BoardGeometry, players: int) -> None:
        """The map's zones for ``players`` (``at_N``, ``players``), the first human in the home
        chair (a board the table laid out itself, with no map, is left as it is)."""
        if board.source == "auto":
            return
        arrange.arrange(board.zones, players)
        people = self.table.human_seats()
        arrange.seat_home(board.zones, players, people[0] if people else 0)

    # ------------------------------------------------------------------ the skin's buttons
    def claims(self, action: Any) -> bool:
        """Preparing, passing, paying and a card's options: the skin's own buttons (``controls``)."""
        return isinstance(action, controls.CLAIMED)

    def refresh(self, seat: int | None, actions: list[Any]) -> None:
        self._buttons = []
        if seat is None or not actions:
            return
        bar = self.table.panel("panel:actions")
        self._buttons = controls.buttons(self.table, actions, bar, self._label)

    def _label(self, action: Any) -> str:
        """The rules' words for an action (its button's label, whole on hover)."""
        info = RULES.describe(action)
        return tr(info.label, names=self.table.name, **dict(info.params))

    def controls(self) -> list[Button]:
        return list(self._buttons)

    def handle(self, event: pygame.event.Event) -> bool:
        return bool(self._buttons) and handle_all(self._buttons, event, self.table.ctx)

    # ------------------------------------------------------------------ faces
    def info(self, face: str) -> dict[str, Any]:
        """The rules' words for a face, in the language of the moment, with its colour and icon
        (``palette.face_style``)."""
        key = (language(), face)
        got = self._info.get(key)
        if got is None:
            words = card_info(face)
            got = self._info[key] = {} if words is None else {**words, **palette.face_style(face)}
        return got

    def _cached(self, key: tuple[Any, ...], make: Any) -> pygame.Surface:
        """A surface made once per language (a switch draws every word again in the new one)."""
        key = (language(), *key)
        surf = self._faces.get(key)
        if surf is None:
            surf = make()
            self._faces[key] = surf
            if len(self._faces) > FACE_CACHE:
                self._faces.popitem(last=False)
        return surf

    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """Farshore's own face for every piece but the card backs (the table's art)."""
        if kind == "card":
            if face in DATA.cards:
                return self._cached(("card", face, size), lambda: cardface.tab(face, size, self.info(face)))
            return None
        which = faces.face_kind(kind, face)
        if which is None:
            return None
        return self._cached((which, face, size), lambda: self._make(which, face, size))

    def _make(self, which: str, face: str, size: tuple[int, int]) -> pygame.Surface:
        if which == "season":
            return faces.season(int(face.split(":")[1]), False, size)
        if which == "track":
            return faces.track_marker(int(face.split(":")[1]), size)
        if which == "map":
            _m, chart, value = face.split(":")
            return faces.map_tile(chart, int(value), size, str(self.info(face).get("name", "")))
        if which == "island":
            iid = face[7:] if face.startswith("closed:") else face
            return faces.island(iid, face.startswith("closed:"), size, str(self.info(face).get("name", "")))
        if which == "wind":
            return faces.wind(face, size, str(self.info(face).get("text", "")))
        return faces.token(face, size)

    def count_badge(
        self, kind: str, face: str, rect: pygame.Rect, count: int
    ) -> tuple[tuple[int, int], int] | None:
        """A token's count sits right of it (its zone keeps the room), never on its icon."""
        return ((rect.right + 6, rect.centery + 3), 16)

    # ------------------------------------------------------------------ places
    def place(self, zone_id: str, zone: Any, placed: Placed) -> Placed | None:
        if zone is None or not placed:
            return None
        r = pygame.Rect(zone.rect)
        # every piece of the zone: the skin places them all, so a "+N" chip the table made for
        # those it had no room for is not needed (a zone the skin leaves to the table keeps it)
        pieces = [p for p, _r0 in placed if p.kind != MORE_KIND]
        m = CITY_RE.match(zone_id)
        if m:
            return self._city(int(m.group(1)), r, pieces)
        m = SPOT_RE.match(zone_id)
        if m:  # a worker on the paw of the destination card it visits
            return [(p, cardface.paw_spot(r)) for p in pieces]
        m = SEAT_RE.match(zone_id)
        if m:
            return self._seat_part(m.group(2), r, pieces)
        if zone_id == "rival:city":
            grid = tab_grid(_t(r), 21, TAB_MIN_W["city"])
            return [(p, _r(grid[min(len(grid) - 1, index_of(p) or 0)])) for p in pieces]
        if zone_id.startswith("track:"):
            return [(p, _r(b)) for p, b in zip(pieces, boats_in_cell(_t(r), len(pieces)), strict=False)]
        if zone_id.startswith("location:") or zone_id == "lighthouse:workers":
            area = (r.x + 2, r.y + board.PRINT_H + 3, r.w - 4, r.h - board.PRINT_H - 5)
            if zone_id == "lighthouse:workers":
                return [
                    (p, _r(b)) for p, b in zip(pieces, token_row(area, len(pieces), MEEPLE + 4), strict=False)
                ]
            return [(p, _r(b)) for p, b in zip(pieces, meeple_grid(area, len(pieces)), strict=False)]
        if zone_id.startswith("island:"):
            return [(p, self._on_tile(r, p, 84)) for p in pieces]
        if zone_id.startswith("bay:"):
            return [(p, self._on_tile(r, p, r.h)) for p in pieces]
        if zone_id in ("deck:main", "discard:main"):  # under the caption, room for the stack's edges
            top = board.CAPTION_H + 12
            return [(p, pygame.Rect(r.x + 4, r.y + top, r.w - 18, r.h - top)) for p in pieces]
        if zone_id.startswith(("wind:", "maps:")):
            return [(p, pygame.Rect(r)) for p in pieces]
        if zone_id == "reveal:main":
            return self._revealed(r, pieces)
        if zone_id == "play:main":
            if r.h >= 100:  # under its caption, as tall as the zone allows
                return [
                    (p, pygame.Rect(r.x + 4, r.y + board.CAPTION_H, r.w - 8, r.h - board.CAPTION_H))
                    for p in pieces
                ]
            return [(p, pygame.Rect(r.x + 110, r.y + 4, r.w - 114, r.h - 8)) for p in pieces]
        if zone_id.startswith("supply:"):
            d = min(r.w, r.h) - 14
            return [(p, pygame.Rect(r.centerx - d // 2 - 6, r.centery - d // 2, d, d)) for p in pieces]
        if zone_id == "rival:maps":
            return self._tiles(r, pieces)
        if zone_id in ("rival:treasure", "rival:pawn_location", "rival:pawn_bay"):
            return [(p, _r(b)) for p, b in zip(pieces, token_row(_t(r), len(pieces), 30), strict=False)]
        if zone_id == "rival:boat":
            return [(p, r.inflate(-4, -8)) for p in pieces]
        return None

    @staticmethod
    def _revealed(r: pygame.Rect, pieces: list[Any]) -> Placed:
        """Revealed cards side by side at the table's full size where the corner is tall enough
        (one and two players), else as tabs one above the other."""
        room = pygame.Rect(r.x, r.y + board.CAPTION_H, r.w, r.h - board.CAPTION_H)
        w, h = cardface.FULL
        if room.h >= h and room.w >= 2 * w + 8:
            x0 = room.centerx - (2 * w + 8) // 2
            return [(p, pygame.Rect(x0 + i * (w + 8), room.y, w, h)) for i, p in enumerate(pieces)]
        grid = tab_grid(_t(room), 2, TAB_MIN_W["hand"])
        return [(p, _r(g)) for p, g in zip(pieces, grid, strict=False)]

    @staticmethod
    def _on_tile(r: pygame.Rect, p: Any, tile_h: int) -> pygame.Rect:
        """A tile (or a Bay card) at the top of its zone; a pawn or worker on it stands below or on
        its lower edge, clear of the tile's name."""
        if p.kind in ("tile", "card"):
            return pygame.Rect(r.x, r.y, r.w, tile_h)
        d = MEEPLE + 2
        if tile_h < r.h:  # an island: the worker below the tile
            return pygame.Rect(r.centerx - d // 2, r.y + tile_h + (r.h - tile_h - d) // 2, d, d)
        return pygame.Rect(r.right - d - 4, r.bottom - d - 3, d, d)  # the Rival's pawn on a Bay card

    def _city(self, seat: int, r: pygame.Rect, pieces: list[Any]) -> Placed:
        """A city card in the place of its index in the city (space-free cards too)."""
        city = self.table.board.rect(f"seat:{seat}:city") or r
        grid = tab_grid(_t(city), CITY_PLACES, TAB_MIN_W["city"])
        out = []
        for p in pieces:
            i = index_of(p)
            out.append((p, _r(grid[min(CITY_PLACES - 2, i if i is not None else 0)])))
        return out

    def _tiles(self, r: pygame.Rect, pieces: list[Any]) -> Placed:
        d = min(r.h - 2, 34)
        gap = max(2, min(6, (r.w - d * len(pieces)) // max(1, len(pieces))))
        y = r.y + (r.h - d) // 2
        return [(p, pygame.Rect(r.x + 2 + i * (d + gap), y, d, d)) for i, p in enumerate(pieces)]

    def _seat_part(self, part: str, r: pygame.Rect, pieces: list[Any]) -> Placed | None:
        if part in TOKEN_ZONES:
            size = min(30, r.h - 4)
            return [(p, _r(b)) for p, b in zip(pieces, token_row(_t(r), len(pieces), size), strict=False)]
        if part == "maps":
            return self._tiles(r, pieces)
        if part in ("boat", "season"):
            return [(p, r.inflate(-2, -4)) for p in pieces]
        if part == "hand":
            cards = [p for p in pieces if not str(p.face).startswith("back")]
            if not cards:  # another seat's hand: its back, and how many
                # the pile's edges rise up and right of it (3 px a card, up to 4): keep them in
                edge = 3 * min(4, max(p.count for p in pieces) - 1)
                h = min(r.h - 4 - edge, 120)
                w = min(max(18, h * 5 // 7), r.w - 4 - edge)
                return [(p, pygame.Rect(r.x + 2, r.y + 2 + edge, w, h)) for p in pieces]
            if r.h < 2 * 34:  # no room for tabs (a compact chair): the table's own layout, which
                return None  # shows what fits and a "+N" chip that opens the whole hand
            grid = tab_grid(_t(r), max(HAND_PLACES, len(pieces)), TAB_MIN_W["hand"])
            return [(p, _r(g)) for p, g in zip(pieces, grid, strict=False)]
        return None

    # ------------------------------------------------------------------ words
    def tooltip(self, zone: str, piece: Any) -> str | None:
        """A token, marker or tile names itself with the rules' words (and how many)."""
        if piece.kind == "card" or str(piece.face).startswith("back"):
            return None
        info = self.info(piece.face)
        name = str(info.get("name", "") or "")
        if piece.kind == "marker" and str(piece.face).startswith("season:") and piece.label == "passed":
            name = f"{name} · {tr('farshore.board.passed')}"
        if not name:
            return None
        text = str(info.get("text", "") or "")
        if piece.count > 1:
            return tr("farshore.tip.pieces", name=name, n=piece.count, text=text)
        return tr("farshore.tip.piece", name=name, text=text) if text else name

    # ------------------------------------------------------------------ the board
    def _seats(self) -> list[int]:
        return list(range(self.players))

    def draw_static(self, canvas: pygame.Surface) -> None:
        bd = self.table.board
        board.track(canvas, bd)
        board.islands(canvas, bd, self.players)
        board.shore(canvas, bd)
        board.places(canvas, bd, self.players, self._seats())
        board.corner(canvas, bd)
        board.supply(canvas, bd)
        if self.players == 1:
            board.rival(canvas, bd)

    def _overlay(self, key: tuple[Any, ...], size: tuple[int, int], paint: Any) -> pygame.Surface:
        """A small transparent surface of ``size`` painted once by ``paint(surface, rect)``."""

        def make() -> pygame.Surface:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            paint(surf, surf.get_rect())
            return surf

        return self._cached(("overlay", *key, size), make)

    def base_marks(self) -> list[tuple[Any, pygame.Rect]]:
        """``draw_base``'s marks: each zone's (its pieces, which are in flight and where each is drawn,
        a hovered card risen), each seat's goods on its Warehouses and its city's count."""
        t = self.table

        def flights(zid: str, placed: Placed) -> tuple[Any, ...]:
            return tuple((t.moving(zid, p), tuple(t.drawn_rect(zid, p, r))) for p, r in placed)

        marks = zone_marks(t, REACH, flights)
        view = t.display_view()
        stored = getattr(view, "stored", ()) or ()
        for s in self._seats():
            city = t.board.zone(f"seat:{s}:city")
            if city is None:
                continue
            placed = t.layout.get(f"seat:{s}:city", ())
            area = pygame.Rect(city.rect).unionall([r for _p, r in placed]).inflate(8, 8)
            boxes = tuple(tuple(b) for b in stored[s]) if s < len(stored) else ()
            marks.append((("stored", s, boxes, tuple((p, tuple(r)) for p, r in placed)), area))
            place = _r(tab_grid(_t(pygame.Rect(city.rect)), CITY_PLACES, TAB_MIN_W["city"])[-1])
            marks.append((("count", s, len(placed), tuple(place)), place))
        return marks

    def draw_base(self, canvas: pygame.Surface) -> None:
        """What depends on the owner or a piece's state (see the module docstring)."""
        t = self.table
        layout = t.layout
        for zid, placed in layout.items():
            if not t.seat_present(zid) or not placed or misses_patch(canvas, t.board.zone(zid), placed, REACH):
                continue
            for p, pr0 in placed:
                if t.moving(zid, p):
                    continue
                pr = t.drawn_rect(zid, p, pr0)
                ci = t.seat_colour(p.owner) if p.owner is not None else None
                boat = p.face == "boat" or (p.kind == "marker" and str(p.face).startswith("track:"))
                rival = p.id == "rival_boat"  # the Rival's marker: its red sail
                if boat and (rival or ci is not None):
                    ci, marker = (None if rival else ci), p.kind == "marker"
                    canvas.blit(
                        self._overlay(
                            ("sail", ci, marker),
                            pr.size,
                            lambda sf, r, ci=ci, m=marker: art.sail(sf, r, ci, m),
                        ),
                        pr,
                    )
                elif p.face == "worker" and ci is not None:
                    canvas.blit(
                        self._overlay(("worker", ci), pr.size, lambda sf, r, ci=ci: art.worker(sf, r, ci)), pr
                    )
                elif p.label == "anchor":
                    spot = cardface.anchor_spot(pr, p.face)
                    if spot is not None:
                        mark = self._overlay(
                            ("anchor",), spot.size, lambda sf, r: art.anchor(sf, r.center, r.w / 2 - 1)
                        )
                        canvas.blit(mark, spot)
                elif p.label == "passed":
                    canvas.blit(
                        self._cached(("passed", pr.size), lambda pr=pr: faces.season(3, True, pr.size)), pr
                    )
                elif zid == "discard:main":
                    radius = max(4, pr.w // 14)
                    veil = self._overlay(
                        ("veil",),
                        pr.size,
                        lambda sf, r, k=radius: pygame.draw.rect(sf, (12, 10, 8, 120), r, border_radius=k),
                    )
                    canvas.blit(veil, pr)
        self._stored(canvas, layout)
        for s in self._seats():
            city = t.board.zone(f"seat:{s}:city")
            if city is None:
                continue
            place = _r(tab_grid(_t(pygame.Rect(city.rect)), CITY_PLACES, TAB_MIN_W["city"])[-1])
            n = len(layout.get(f"seat:{s}:city", ()))
            canvas.blit(
                self._cached(("count", n, place.size), lambda n=n, pr=place: self._city_count(n, pr.size)),
                place,
            )

    def _stored(self, canvas: pygame.Surface, layout: Mapping[str, Placed]) -> None:
        """The goods on each Warehouse, on its tab: each material's mark with how many, or (when
        they do not all fit) a crate and the total."""
        view = self.table.display_view()
        for s, boxes in enumerate(getattr(view, "stored", ()) or ()):
            cards = {p.id: (p, r) for p, r in layout.get(f"seat:{s}:city", ())}
            for ci, *goods in boxes:
                got = cards.get(f"city:{s}:{ci}")
                if got is None or not any(goods):
                    continue
                p, r = got
                room = cardface.goods_room(r, p.face)
                marks = [(res, int(n)) for res, n in zip(RES, goods, strict=False) if n]
                if art.marks_width(marks, 14) > room.w:
                    marks = [("crate", sum(int(n) for n in goods))]
                key = ("stored", tuple(marks), room.size)
                canvas.blit(self._cached(key, lambda m=marks, sz=room.size: self._goods(m, sz)), room)

    @staticmethod
    def _goods(marks: list[tuple[str, int]], size: tuple[int, int]) -> pygame.Surface:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        width = art.marks_width(marks, 14)
        art.marks_row(surf, marks, (width // 2, size[1] // 2), 14, theme.CREAM)
        return surf

    @staticmethod
    def _city_count(n: int, size: tuple[int, int]) -> pygame.Surface:
        """A city's count on the place after its cards: how many of its 15 spaces are built."""
        surf = pygame.Surface(size, pygame.SRCALPHA)
        ink = theme.BRASS_HOVER if n >= CITY_LIMIT else draw.mix(theme.CREAM, theme.BRASS, 0.3)
        art.icon(surf, "village", (14, size[1] // 2), 18, ink)
        text = tr("farshore.board.city_count", n=n, limit=CITY_LIMIT)
        draw.text(surf, text, (26, size[1] // 2), 16, ink, "midleft", size[0] - 28, bold=True)
        return surf

    def hinted(self) -> list[Button]:
        """The skin's buttons for the action the Hint suggested."""
        hint = self.table.hint_action
        return [] if hint is None else [b for b in self._buttons if controls.action_of(b) == hint]

    def draw(self, canvas: pygame.Surface) -> None:
        """The skin's buttons (shown while the human to act may use them), the hinted one ringed
        as the table rings its own."""
        for b in self._buttons:
            b.draw(canvas)
        for b in self.hinted():
            pygame.draw.rect(canvas, theme.BRASS_HOVER, b.rect.inflate(14, 14), 4, border_radius=18)
