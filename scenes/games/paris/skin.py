"""The Paris skin: the table's hooks (``TableSkin``), handing each to the part of the package that
knows it: ``places`` and ``screen`` (where pieces go), ``prints`` (the board under them), ``tiles``,
``bonus`` and ``tokens`` (the faces), and the few marks drawn over the pieces (counts of 0 and 1,
the district under each building stack, a full screen's "+N", the veil on spent tiles, whose key
is on a built landmark)."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import has, tr
from game.paris.cards import card_info
from game.paris.data import DATA
from scenes import draw, theme
from scenes.games.base import TableSkin, TableView, misses_patch, zone_marks
from scenes.games.paris import palette, prints
from scenes.games.paris import places as P
from scenes.games.paris import words as _words  # noqa: F401 - registers the skin's strings
from scenes.games.paris.bonus import bonus_face
from scenes.games.paris.palette import TOKEN_COLOURS
from scenes.games.paris.screen import (
    ALWAYS_COUNTED,
    PILL,
    caption_seat_boxes,
    pill_beside,
    pill_size,
    screen_places,
    shows_count,
    used_places,
)
from scenes.games.paris.style import GILT, TEXT_MIN, fit
from scenes.games.paris.tiles import building_face, endgame_face, landmark_face, strategy_face, vp_face
from scenes.games.paris.tokens import (
    FRANCS,
    francs_mark,
    francs_mark_rect,
    francs_mark_size,
    francs_shapes,
    key_shapes,
    screen_shapes,
    token_shapes,
)

log = logging.getLogger(__name__)

Placed = list[tuple[Any, pygame.Rect]]
ETOILE_ONLY = ("area:strategy", "supply:strategy", "supply:special_vp")
ETOILE_PARTS = (":special", ":strategy")
REACH = 48  # how far past its zone and its pieces a zone's marks go (a count's pill beside a piece)
VEIL = (20, 14, 10, 120)  # over a used box's tiles: spent, not to be taken


class Skin(TableSkin):
    face_style = staticmethod(palette.face_style)  # the Paris colours and token shapes (ART.md)

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self._faces: dict[tuple[Any, ...], pygame.Surface | None] = {}
        self._veils: dict[tuple[int, int], pygame.Surface] = {}
        self._pills: dict[tuple[str, str, int, int, int], tuple[int, int]] = {}
        self._plus: dict[str, tuple[pygame.Rect, int]] = {}

    def arrange(self, board: Any, players: int) -> None:
        """Name every place, caption the players' boxes, and leave out what this game does not
        deal: the l'Étoile places in a base game, the building stacks beyond its count."""
        name_zones(board)
        caption_seat_boxes(board)
        options = self.table.options
        if not options.get("etoile", False):
            hide_etoile(board)
        stacks = options.get("building_stacks", DATA.default_stacks) or DATA.default_stacks
        hide_stacks(board, int(stacks))

    # ------------------------------------------------------------------ where pieces go
    def place(self, zone_id: str, zone: Any, placed: Placed) -> Placed | None:
        if zone is None:
            return None
        r = pygame.Rect(zone.rect)
        head, _, rest = zone_id.partition(":")
        out: Placed | None = None
        if head == "seat":
            part = rest.rsplit(":", 1)[-1]
            pieces = [p for p, _r in placed]
            if part == "screen":
                out, hidden, spot = screen_places(zone, pieces)
                if hidden and spot is not None:
                    self._plus[zone_id] = (spot, hidden)
                else:
                    self._plus.pop(zone_id, None)
            elif part == "used":
                out = used_places(zone, pieces)
            elif part in ("reserve", "vp"):
                out = self._beside(zone, placed)
            elif part == "strategy":
                out = [(p, r.inflate(-6, -6)) for p, _r in placed[:1]]
        elif head == "bank":
            out = P.place_bank(r, placed)
        elif zone_id == "location:arc":
            out = P.place_arc(r, placed)
        elif head == "slot":
            out = P.place_slot(r, placed)
        elif head == "track":
            out = P.place_track(r, placed)
        elif zone_id == "supply:landmarks":
            out = P.place_register(r, placed)
        elif head == "landmark":
            out = P.place_spot(r, placed)
        elif zone_id == "supply:vp_tiles":
            out = P.place_vp_supply(r, placed)
        elif zone_id == "supply:special_vp":
            out = P.place_special(r, placed)
        elif zone_id == "supply:tokens":
            out = P.place_market(r, placed)
            for p, pr in out:
                stock = P.market_cell(r, p.face, 1)
                self._note_pill(p, pr, stock.center)
            return out
        elif zone_id == "supply:strategy":
            out = P.place_strategy(r, placed)
        elif head == "stack":
            out = P.place_stack(r, placed)
        elif zone_id in ("supply:removed", "supply:endgame"):
            out = P.place_pile(r, placed)
        elif head == "district" and rest.endswith(("vp", "special")):
            out = P.place_lying(r, placed)
        elif head == "district" and rest.endswith("landmarks"):
            out = P.place_row(r, placed, r.h - 2)
        if out is not None:
            for p, pr in out:
                if shows_count(p):
                    self._note_pill(p, pr, pill_beside(pr, p.count).center)
        return out

    def _beside(self, zone: Any, placed: Placed) -> Placed:
        """The reserve's keys or the VP marker, as big as its box allows with its count beside."""
        box = pygame.Rect(zone.rect).inflate(-4, -4)
        out: Placed = []
        for p, _r in placed[:1]:
            pw = pill_size(max(p.count, 0))[0] if shows_count(p) else 0
            d = max(14, min(box.h, box.w - pw - 3, 32))
            x = box.x + (box.w - d - (pw + 3 if pw else 0)) // 2
            out.append((p, pygame.Rect(x, box.centery - d // 2, d, d)))
        return out

    def _note_pill(self, p: Any, rect: pygame.Rect, centre: tuple[int, int]) -> None:
        self._pills[(p.kind, p.face, rect.x, rect.w, rect.h)] = (centre[0] - rect.x, centre[1] - rect.y)

    def pill_at(self, kind: str, face: str, rect: pygame.Rect, count: int) -> tuple[int, int]:
        """Where a counted piece at ``rect`` shows its count: where its zone put it (the market's
        stock row), else beside it (right, vertically centred)."""
        off = self._pills.get((kind, face, rect.x, rect.w, rect.h))
        if off is not None:
            return (rect.x + off[0], rect.y + off[1])
        return pill_beside(rect, count).center

    def count_badge(
        self, kind: str, face: str, rect: pygame.Rect, count: int
    ) -> tuple[tuple[int, int], int] | None:
        """Every count sits beside its piece (never on its icon), at ``PILL`` px."""
        return self.pill_at(kind, face, rect, count), PILL

    # ------------------------------------------------------------------ faces
    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """Every Paris piece's own face (the table's art draws only the meeples and the VP marker,
        the seat's own marker)."""
        key = (kind, face, size)
        if key in self._faces:
            return self._faces[key]
        maker = self._maker(kind, face) if min(size) >= 4 else None
        if len(self._faces) > 4000:  # flights ask at every size they pass: keep the cache bounded
            self._faces.clear()
        made = self._faces[key] = maker(size) if maker is not None else None
        return made

    def _maker(self, kind: str, face: str) -> Callable[[tuple[int, int]], pygame.Surface] | None:
        if kind == "tile":
            if face in DATA.bonus:
                return lambda s: bonus_face(face, s)
            if face in DATA.buildings:
                return lambda s: building_face(face, s)
            if face in DATA.landmarks:
                return lambda s: landmark_face(face, s)
            if face in DATA.endgame:
                return lambda s: endgame_face(face, s)
            if face in DATA.strategies:
                return lambda s: strategy_face(face, s)
            if face == DATA.special_vp.id or any(v.id == face for v in DATA.vp_tiles):
                return lambda s: vp_face(face, s)
            return None
        if kind == "token" and face in TOKEN_COLOURS:
            return lambda s: _square(s, token_shapes(face, min(s)))
        if kind == "marker" and face == FRANCS:
            return lambda s: _square(s, francs_face(min(s)))
        if kind == "marker" and face == "screen":
            return lambda s: _square(s, screen_shapes(min(s)))
        if kind == "key":
            return lambda s: _square(s, self._key(face, min(s)))
        return None

    def _key(self, face: str, d: int) -> pygame.Surface:
        try:
            owner: int | None = int(face.split(":")[1])
        except (IndexError, ValueError):
            owner = None
        ci = self.table.art.colour_index(owner) if owner is not None else None
        colour = theme.seat_colour(ci) if ci is not None else GILT
        shape = theme.seat_shape(ci) if ci is not None else "circle"
        return key_shapes(d, colour, shape)

    # ------------------------------------------------------------------ the board's print
    def draw_static(self, canvas: pygame.Surface) -> None:
        board = self.table.board
        zones = board.zones
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        ink = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)

        def rect(zid: str) -> pygame.Rect | None:
            z = zones.get(zid)
            return pygame.Rect(z.rect) if z is not None and not z.prop("hidden") else None

        seats: list[tuple[Any, str | None]] = []
        for k in range(self.table.players):
            ci = self.table.art.colour_index(k)
            seats.append((theme.seat_colour(ci), theme.seat_shape(ci)) if ci is not None else (GILT, None))
        shown = {z: v for z, v in zones.items() if not v.prop("hidden")}
        prints.track(ink, layer, rect)
        prints.slots(ink, layer, shown)
        prints.banks(ink, layer, shown, seats)
        prints.register(ink, layer, shown)
        prints.vp_places(ink, layer, shown)
        prints.market(ink, layer, shown)
        prints.stack_places(layer, shown)
        prints.captions(ink, shown, self.table.seat_present)
        canvas.blit(layer, (0, 0))
        canvas.blit(ink, (0, 0))

    def base_marks(self) -> list[tuple[Any, pygame.Rect]]:
        """``draw_base``'s marks: each zone's (from its pieces, with its "+N" when a screen is full),
        the market's empty cells, and the owners' flags on each built landmark (read from the
        landmark's own zone)."""
        t = self.table
        layout = t.layout
        marks = zone_marks(t, REACH, lambda zid, _placed: self._plus.get(zid))
        market = t.board.zone("supply:tokens")
        if market is not None:
            have = frozenset(p.face for p, _r in layout.get("supply:tokens", []))
            marks.append((("market", have), pygame.Rect(market.rect).inflate(2 * REACH, 2 * REACH)))
        for zid, (spot, hidden) in self._plus.items():
            marks.append((("plus", zid, tuple(spot), hidden, zid in layout), spot.inflate(2 * REACH, 2 * REACH)))
        owners = {
            zid.split(":", 1)[1]: tuple(p.owner for p, _r in placed if isinstance(p.owner, int))
            for zid, placed in layout.items()
            if zid.startswith("landmark:")
        }
        for zid, placed in layout.items():
            if zid.startswith("district:") and zid.endswith(":landmarks"):
                for p, r in placed:
                    flags = owners.get(p.face, ())
                    if flags:
                        wide = 14 * len(flags) + 24
                        area = pygame.Rect(r.right - wide, r.y - 4, wide + 4, 22)
                        marks.append((("flags", zid, p.face, tuple(r), flags), area))
        return marks

    def draw_base(self, canvas: pygame.Surface) -> None:
        """What is drawn over the pieces: the numbers of counts the table shows only from 2 up (the
        francs, the VP, the market's stock), each stack's district, a full screen's "+N", the veil on
        used tiles, the owners' flags on built landmarks."""
        t = self.table
        layout = t.layout
        for zid, placed in layout.items():
            if not t.seat_present(zid) or not placed or misses_patch(canvas, t.board.zone(zid), placed, REACH):
                continue
            if zid.endswith(":used"):
                for _p, r in placed:
                    canvas.blit(self._veil(r.size), r)
            for p, r in placed:
                if p.face in ALWAYS_COUNTED and p.count <= 1 and p.kind == "marker":
                    draw.badge(
                        canvas,
                        self.pill_at(p.kind, p.face, r, p.count),
                        str(p.count),
                        theme.INK,
                        theme.CREAM,
                        PILL,
                    )
                elif zid == "supply:tokens" and p.count == 1:
                    draw.badge(canvas, self.pill_at(p.kind, p.face, r, 1), "1", theme.INK, theme.CREAM, PILL)
            if zid.startswith("stack:"):
                self._stack_name(canvas, zid, placed)
        market = t.board.zone("supply:tokens")
        if market is not None and not misses_patch(canvas, market, [], REACH):
            have = {p.face for p, _r in layout.get("supply:tokens", [])}
            for tok in DATA.sell_price:
                if tok not in have:
                    cell = P.market_cell(pygame.Rect(market.rect), tok, 1)
                    draw.badge(
                        canvas, cell.center, "0", draw.mix(theme.INK, theme.CREAM, 0.3), theme.CREAM, PILL
                    )
        for zid, (spot, hidden) in self._plus.items():
            if t.seat_present(zid) and zid in layout:
                draw.badge(canvas, spot.center, tr("paris.more", n=hidden), GILT, theme.INK, PILL)
        self._landmark_flags(canvas)

    def _veil(self, size: tuple[int, int]) -> pygame.Surface:
        got = self._veils.get(size)
        if got is None:
            got = self._veils[size] = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(got, VEIL, got.get_rect(), border_radius=max(3, size[0] // 7))
        return got

    def _stack_name(self, canvas: pygame.Surface, zid: str, placed: Placed) -> None:
        z = self.table.board.zone(zid)
        if z is None:
            return
        for p, _r in placed:
            parts = str(p.face).split(":")
            if p.kind != "tile" or len(parts) < 3 or parts[0] != "back":
                continue
            name = tr(f"paris.n.{parts[2]}")
            r = pygame.Rect(z.rect)
            size = fit(name, r.w - 4, 17)
            if size:
                draw.text(canvas, name, (r.centerx, r.bottom - 10), size, prints.PRINT, "center", bold=True)

    def _landmark_flags(self, canvas: pygame.Surface) -> None:
        """A built landmark carries its owners' colours (a flag on its corner, with the seat's shape);
        the key itself stands on the landmark's line of the register."""
        t = self.table
        owners: dict[str, list[int]] = {}
        for zid, placed in t.layout.items():
            if zid.startswith("landmark:"):
                owners[zid.split(":", 1)[1]] = [p.owner for p, _r in placed if isinstance(p.owner, int)]
        for zid, placed in t.layout.items():
            if not (zid.startswith("district:") and zid.endswith(":landmarks")):
                continue
            for p, r in placed:
                for i, k in enumerate(owners.get(p.face, [])):
                    ci = t.art.colour_index(k)
                    if ci is None:
                        continue
                    c = (r.right - 8 - i * 14, r.y + 2)
                    pole = pygame.Rect(c[0], c[1], 2, 12)
                    pygame.draw.rect(canvas, theme.INK, pole)
                    flag = [(c[0] + 2, c[1]), (c[0] + 2, c[1] + 8), (c[0] - 9, c[1] + 4)]
                    pygame.draw.polygon(canvas, theme.seat_colour(ci), flag)
                    pygame.draw.polygon(canvas, theme.INK, flag, 1)

    # ------------------------------------------------------------------ names on hover
    def tooltip(self, zone: str, piece: Any) -> str | None:
        """A token, the francs, keys: their name and how many (they print no word at these sizes)."""
        info = card_info(piece.face) or {}
        name = str(info.get("name") or "")
        if piece.kind == "marker" and piece.face == FRANCS:
            return tr("paris.tip.francs", n=piece.count)
        if piece.kind == "key" and piece.count > 1 and name:
            return tr("paris.tip.tokens", name=name, n=piece.count)
        if piece.kind == "token" and piece.face in TOKEN_COLOURS and name:
            if piece.count > 1:
                return tr("paris.tip.tokens", name=name, n=piece.count)
            return tr("paris.tip.token", name=name)
        return None


def francs_face(d: int) -> pygame.Surface:
    """A seat's francs: a stack of gilt coins, the franc's letter stamped on the top one."""
    surf = francs_shapes(d)
    fs = francs_mark_size(d)
    if fs:
        mark = francs_mark_rect(d)
        for colour, dy in (
            (draw.mix(GILT, (255, 255, 255), 0.5), 1),
            (draw.mix(theme.BRASS, (0, 0, 0), 0.62), 0),
        ):
            letter = draw.render(francs_mark(), fs, colour, True)
            ink = letter.get_bounding_rect()
            surf.blit(letter, (mark.x - ink.x, mark.y - ink.y + dy))
    return surf


def _square(size: tuple[int, int], piece: pygame.Surface) -> pygame.Surface:
    """A round or square piece centred in its rect (a rect a little wider or taller than the piece)."""
    if piece.get_size() == size:
        return piece
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(piece, piece.get_rect(center=(size[0] // 2, size[1] // 2)))
    return surf


def name_zones(board: Any) -> None:
    """Give every place the map leaves unnamed the name hovering it shows (``paris.zone.*``)."""
    for zid, z in list(board.zones.items()):
        if z.prop("label"):
            continue
        parts = zid.split(":")
        key = f"paris.zone.seat:{parts[2]}" if parts[0] == "seat" and len(parts) == 3 else f"paris.zone.{zid}"
        if has(key):
            board.zones[zid] = dataclasses.replace(z, properties={**z.properties, "label": key})


def hide_stacks(board: Any, stacks: int) -> None:
    """The building stacks this game does not deal (its ``building_stacks`` option) are not drawn."""
    for i in range(stacks, 4):
        z = board.zones.get(f"stack:{i}")
        if z is not None:
            board.zones[f"stack:{i}"] = dataclasses.replace(z, properties={**z.properties, "hidden": True})


def hide_etoile(board: Any) -> None:
    """A base game: the l'Étoile places (strategy display and tiles, special VP tile) are not on
    the table."""
    for zid, z in list(board.zones.items()):
        if zid in ETOILE_ONLY or (zid.startswith(("seat:", "district:")) and zid.endswith(ETOILE_PARTS)):
            board.zones[zid] = dataclasses.replace(z, properties={**z.properties, "hidden": True})


__all__ = ["Skin", "TEXT_MIN"]
