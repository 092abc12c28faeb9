"""The Paris skin: the table's hooks, dispatching to the faces and layouts beside it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import tr
from game.paris.cards import DISTRICT_COLOURS, LETTER, TOKEN_COLOURS, token_name, token_short
from game.paris.data import DATA
from scenes import draw, theme
from scenes.games.base import TableSkin
from scenes.games.paris import words as _words  # noqa: F401 - registers the skin's strings
from scenes.games.paris.bonus import _fit, bonus_face, material_tile, material_words_fit
from scenes.games.paris.screen import (
    Placed,
    caption_place,
    caption_seat_boxes,
    screen_places,
    used_icon_size,
    used_places,
)
from scenes.games.paris.tiles import (
    SLOT_BADGE_R,
    SMALL_BUILDING,
    SMALL_LANDMARK,
    ZONE_OF_SPACE,
    draw_type_glyph,
    slot_badge_rect,
)
from scenes.games.paris.tokens import (
    BADGE_DISC_MIN,
    BADGE_FONT,
    BESIDE,
    BONUS_WORDS_MIN,
    FRANCS,
    GILT,
    SMALL_DISC,
    badge_rect,
    count_badge_rect,
    francs_mark,
    francs_mark_rect,
    francs_mark_size,
    francs_shapes,
    piece_icon_rect,
    token_label_rect,
    token_shapes,
    token_word_size,
    token_word_width,
)

log = logging.getLogger(__name__)


class Skin(TableSkin):
    def __init__(self, table: Any) -> None:
        super().__init__(table)
        board = getattr(table, "board", None)
        if board is not None:
            caption_seat_boxes(board)
        self._overlay: pygame.Surface | None = None
        self._bonus_cache: dict[tuple[str, tuple[int, int], int | None], pygame.Surface] = {}
        self._face_cache: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}  # small tiles

    # ------------------------------------------------------------------ a crowded screen's layout
    def place(self, zone_id: str, zone: Any, placed: Placed) -> Placed | None:
        """Where a zone's pieces go instead of the table's places (None: the table's): a seat's
        screen too crowded for one row of 44 px pieces (``screen_places``), a used box whose tiles
        the table overlapped (``used_places``)."""
        parts = zone_id.split(":")
        if zone is None or len(parts) != 3 or parts[0] != "seat":
            return None
        if parts[2] == "used":
            return used_places(zone, placed)
        if parts[2] != "screen":
            return None
        return screen_places(zone, placed)

    def _rect(self, zid: str) -> pygame.Rect | None:
        z = self.table.board.zone(zid)
        return pygame.Rect(z.rect) if z is not None else None

    @staticmethod
    def _badge(surf: pygame.Surface, text: str, center: tuple[int, int], r: int = 11) -> None:
        pygame.draw.circle(surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.35), 235), center, r)
        pygame.draw.circle(surf, (*theme.BRASS, 255), center, r, 2)
        draw.text(surf, text, center, 15 if len(text) < 2 else 13, theme.CREAM, "center", bold=True)

    def _build(self) -> pygame.Surface:
        surf = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        for i in range(31):
            r = self._rect(f"track:{i}")
            if r is not None:
                self._badge(surf, str(i), (r.centerx, r.bottom - 2), 10)
        for lo, hi, name in ZONE_OF_SPACE:
            a, b = self._rect(f"track:{lo}"), self._rect(f"track:{hi}")
            if a is None or b is None:
                continue
            band = pygame.Rect(a.x + 2, a.bottom + 2, b.right - a.x - 4, 3)
            pygame.draw.rect(surf, (*theme.BRASS, 200), band, border_radius=2)
            tag = pygame.Rect(0, 0, 18, 16)
            tag.center = band.center
            pygame.draw.rect(surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.35), 255), tag, border_radius=6)
            pygame.draw.rect(surf, (*theme.BRASS, 255), tag, 1, border_radius=6)
            draw.text(surf, name, tag.center, 14, theme.CREAM, "center", bold=True)
        arc = self._rect("location:arc")
        if arc is not None:  # a small gilt arch beside the title, like the printed board's emblem
            a = pygame.Rect(arc.right - 46, arc.y + 8, 34, 26)
            gold = (*theme.BRASS, 255)
            pygame.draw.rect(surf, gold, a, border_radius=2)
            pygame.draw.rect(
                surf,
                (0, 0, 0, 0),
                (a.x + 10, a.y + 10, a.w - 20, a.h - 10),
                border_top_left_radius=6,
                border_top_right_radius=6,
            )
            pygame.draw.line(
                surf, (*draw.mix(theme.BRASS, (0, 0, 0), 0.4), 255), (a.x, a.y + 5), (a.right - 1, a.y + 5)
            )
        zones = self.table.board.zones
        for zid in zones:
            if zid.startswith("slot:"):
                b = slot_badge_rect(pygame.Rect(zones[zid].rect))
                self._badge(surf, zid.rsplit(":", 1)[1], b.center, SLOT_BADGE_R)
            elif zid.startswith("landmark:"):
                r = pygame.Rect(zones[zid].rect)
                self._badge(surf, zid.split(":", 1)[1].lstrip("L"), (r.centerx, r.bottom - 2), 9)
        return surf

    def draw_static(self, canvas: pygame.Surface) -> None:
        """A small caption along the bottom of each captioned seat box (the boxes are too low for
        the table's titles); the pieces lie above it (``caption_seat_boxes``)."""
        colour = draw.mix(theme.CREAM, theme.BRASS, 0.3)
        for zid, z in self.table.board.zones.items():
            if not zid.startswith("seat:") or not self.table.seat_present(zid) or z.prop("hidden"):
                continue
            place = caption_place(z)
            if place is None:
                continue
            text, size, ink = place
            surf = draw.render(text, size, colour, True)
            box = surf.get_bounding_rect()
            canvas.blit(surf, (ink.x - box.x, ink.y - box.y))

    # ------------------------------------------------------------------ counts and names
    def count_badge(
        self, kind: str, face: str, rect: pygame.Rect, count: int
    ) -> tuple[tuple[int, int], int] | None:
        """A token's, key's or francs' count sits on its top-left corner, above its icon; a small
        key's or VP marker's beside it in its box when there is room."""
        r = count_badge_rect(kind, face, rect, count) or self.beside_rect(kind, rect, count)
        return None if r is None else (r.center, BADGE_FONT)

    def beside_rect(self, kind: str, rect: pygame.Rect, count: int) -> pygame.Rect | None:
        """The count pill right of a small key or marker in a seat's reserve or VP box, vertically
        centred on it, when the box has room for it (else None)."""
        if kind not in ("key", "marker") or rect.w >= BADGE_DISC_MIN:
            return None
        for zid, z in self.table.board.zones.items():
            box = pygame.Rect(z.rect)
            if not zid.startswith("seat:") or zid.rsplit(":", 1)[-1] not in BESIDE:
                continue
            if not box.collidepoint(rect.center):
                continue
            r = badge_rect((0, 0), str(count), BADGE_FONT)
            r.midright = (box.right - 1, rect.centery)  # on the box's right rim, off the icon
            icon = piece_icon_rect(kind, "", rect)
            return r if icon is not None and r.left >= icon.right else None
        return None

    def tooltip(self, zone: str, piece: Any) -> str | None:
        """A token prints no word at the table's sizes: hovering it names it (and how many); the
        francs and a stack of keys say how many (a crowded screen overlaps their count pills)."""
        if piece.kind == "marker" and piece.face == "francs":
            return tr("paris.tip.francs", n=piece.count)
        if piece.kind == "key" and piece.count > 1:
            name = str(self.table.art.info(piece.face).get("name") or "")
            return tr("paris.tip.tokens", name=name, n=piece.count) if name else None
        if piece.kind != "token" or piece.face not in TOKEN_COLOURS:
            return None
        name = str(self.table.art.info(piece.face).get("name") or token_name(piece.face))
        if piece.count > 1:
            return tr("paris.tip.tokens", name=name, n=piece.count)
        return tr("paris.tip.token", name=name)

    def draw_base(self, canvas: pygame.Surface) -> None:
        if self._overlay is None:
            self._overlay = self._build()
        self._draw_bonus_tiles(canvas)
        canvas.blit(self._overlay, (0, 0))  # the printed numbers stay readable over the tiles

    # ------------------------------------------------------------------ bonus tiles
    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """Bonus tiles print as tokens wherever they are (on a screen, used, in flight); a building
        tile too small for its card face prints as a glyph, a big value and cost chips."""
        if kind == "tile" and face in DATA.bonus:
            return self.bonus_surface(face, size)
        if kind == "tile" and face in DATA.endgame and size[0] < BONUS_WORDS_MIN:
            return self.endgame_surface(face, size)
        if kind == "tile" and face in DATA.buildings and size[0] < SMALL_BUILDING:
            return self.building_surface(face, size)
        if kind == "tile" and face in DATA.landmarks and size[0] < SMALL_LANDMARK:
            return self.landmark_surface(face, size)
        if kind == "token" and face in TOKEN_COLOURS:
            return self.token_surface(face, size)
        if kind == "marker" and face == FRANCS:
            return self.francs_surface(size)
        if kind == "key" and size[0] > size[1]:
            return self.key_chip_surface(face, size)
        return None

    def _is_bonus(self, piece: Any) -> bool:
        if piece.kind != "tile" or str(piece.face).startswith("back"):
            return False
        info = self.table.art.info(piece.face)
        return str(info.get("family", "")) == "bonus"

    def _draw_bonus_tiles(self, canvas: pygame.Surface) -> None:
        """The bonus track's tiles fill their whole space down to its number (elsewhere the table
        draws them through ``piece_face``); a piece above one (a meeple on its space) is drawn again
        on top, so the order on the board stays the same."""
        t = self.table
        p = t.presenter
        hidden = p.in_flight() if not p.drained else set()
        hover = t.hover_key
        for zid, placed in t.layout.items():
            if not zid.startswith("track:") or not any(self._is_bonus(pc) for pc, _r in placed):
                continue
            seen = False
            zr = pygame.Rect(t.board.zone(zid).rect)
            k = 0
            for pc, r in placed:
                if hidden and pc.count <= 1 and ((zid, pc.id) in hidden or (zid, pc.face) in hidden):
                    continue
                if pc.id in t.slides:
                    continue
                rr = r.move(0, -10) if hover is not None and hover[0] == zid and hover[1] == pc.id else r
                if self._is_bonus(pc):
                    seen = True
                    top = pygame.Rect(zr.x + 1, zr.y + 1, zr.w - 2, 8).move(2 * k, -2 * k + rr.y - r.y)
                    clear = zr.bottom - 13 - top.y
                    rr = rr.union(top)
                    k += 1
                    canvas.blit(self.bonus_surface(pc.face, rr.size, clear), rr)
                elif seen:
                    t.art.draw_piece(canvas, pc.kind, pc.face, rr, pc.owner, pc.count, pc.label)

    def bonus_surface(self, face: str, size: tuple[int, int], clear: int | None = None) -> pygame.Surface:
        """A bonus tile as a small printed token: navy, gilt rim, big icon, two short lines, all in
        its top ``clear`` pixels (on the track the space's number badge covers the rest)."""
        key = (face, size, clear)
        got = self._bonus_cache.get(key)
        if got is not None:
            return got
        w, h = size
        icon, first, second, value = bonus_face(face, self.table.art.info(face))
        navy = theme.world("paris")["bg"]
        gilt = theme.world("paris")["accent"]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 7)
        pygame.draw.rect(surf, draw.mix(navy, (0, 0, 0), 0.35), (0, 2, w, h - 2), border_radius=radius)
        pygame.draw.rect(surf, navy, (0, 0, w, h - 3), border_radius=radius)
        pygame.draw.rect(surf, gilt, (0, 0, w, h - 3), 2, border_radius=radius)
        pygame.draw.rect(
            surf, draw.mix(navy, gilt, 0.35), (3, 3, w - 6, h - 9), 1, border_radius=max(2, radius - 2)
        )
        if (material_tile(face) and not material_words_fit(w)) or w < BONUS_WORDS_MIN:
            first, second = "", ""  # its icon says it (the hover zooms the card)
        # the lower part stays clear: on the track the space's number badge covers it
        text_h = ((14 if second else 0) + 20) if first else 0  # the lines' height (their boxes overlap)
        small = w < BONUS_WORDS_MIN  # a small tile's icon fills it (a narrow one's, its width)
        pad = 12 if not small else (7 if w >= h else 4)
        ic_size = max(12 if not small else 6, min(w - pad, (clear or h) - 3 - text_h - (0 if first else 6)))
        top = 3 if first else max(3, ((clear or h) - 3 - ic_size) // 2)
        try:
            a = draw.assets()
            if a.has_icon(icon):
                ic = a.icon(icon, ic_size, gilt)
                surf.blit(ic, ic.get_rect(midtop=(w // 2, top)))
        except Exception:  # noqa: BLE001 - no icon: the words still read
            pass
        if value:  # the building value on the house, like the printed tile
            c = (w // 2, top + ic_size * 3 // 5)
            draw.text(surf, value, c, max(11, ic_size // 2), navy, "center", bold=True)
        y = top + ic_size - 3
        if first:
            px = _fit(first, 15, w - 5)
            draw.text(surf, first, (w // 2, y), px, theme.CREAM, "midtop", w - 4, bold=True)
        if second:
            ink = draw.mix(theme.CREAM, gilt, 0.45)
            draw.text(
                surf, second, (w // 2, y + 14), _fit(second, 13, w - 5), ink, "midtop", w - 4, bold=True
            )
        self._bonus_cache[key] = surf
        return surf

    def endgame_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """An end-game tile too narrow for its card's words (a full used box): a small burgundy
        tile with a cream rim and its one mark, its VP in a cream disc or its icon (the hover
        zooms the card); the card's "End-…" header and cut words would not read."""
        return self._cached(("endgame", face, size), lambda: self._draw_endgame(face, size))

    def _draw_endgame(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        info = self.table.art.info(face)
        body = tuple(info.get("colour") or (140, 47, 57))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, w // 7)
        pygame.draw.rect(surf, draw.mix(body, (0, 0, 0), 0.4), (0, 2, w, h - 2), border_radius=radius)
        pygame.draw.rect(surf, body, (0, 0, w, h - 3), border_radius=radius)
        pygame.draw.rect(surf, theme.CREAM, (0, 0, w, h - 3), 2, border_radius=radius)
        pygame.draw.rect(
            surf, draw.mix(body, theme.CREAM, 0.35), (3, 3, w - 6, h - 9), 1, border_radius=max(2, radius - 2)
        )
        ic_size = max(6, used_icon_size(w, h))
        centre = (w // 2, (h - 3) // 2)
        points = info.get("points")
        if points is not None:
            r = max(5, min(w - 4, h - 9) // 2)
            pygame.draw.circle(surf, theme.CREAM, centre, r)
            pygame.draw.circle(surf, draw.mix(body, (0, 0, 0), 0.2), centre, r, 1)
            text = str(points)
            px = _fit(text, max(10, r * 3 // 2), 2 * r - 2, 8)
            draw.text(surf, text, (centre[0], centre[1] + 1), px, body, "center", bold=True)
        else:
            try:
                a = draw.assets()
                icon = str(info.get("icon") or "flag")
                if a.has_icon(icon):
                    ic = a.icon(icon, ic_size, theme.CREAM)
                    surf.blit(ic, ic.get_rect(center=centre))
            except Exception:  # noqa: BLE001 - no icon: the tile's colour and hover still say it
                pass
        return surf

    # ------------------------------------------------------------------ tokens
    def token_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A resource or prestige token at ``size``: a ``d``×``d`` piece (``d`` the smaller side) at
        the top of the rect, like the table's discs, with its word on its label."""

        def paint(surf: pygame.Surface, d: int, x0: int) -> None:
            surf.blit(token_shapes(face, d), (x0, 0))
            lab = token_label_rect(face, d).move(x0, 0)
            word, wsize = token_short(face), token_word_size(face, d)
            if wsize and draw.font(wsize, True).size(word)[0] <= token_word_width(face, d):  # never "Gold p…"
                draw.text(surf, word, lab.center, wsize, theme.INK, "center", bold=True)

        return self._piece_surface(("token", face, size), size, paint)

    def _piece_surface(
        self,
        key: tuple[str, str, tuple[int, int]],
        size: tuple[int, int],
        paint: Callable[[pygame.Surface, int, int], None],
    ) -> pygame.Surface:
        """A cached piece face at ``size``: ``paint(surf, d, x0)`` draws a ``d``×``d`` piece (``d`` the
        smaller side) at the top of the rect, ``x0`` from its left (a chip's piece at its left end, its
        pill on the right; else centred)."""

        def make() -> pygame.Surface:
            w, h = size
            d = min(w, h)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            paint(surf, d, 0 if w > h else (w - d) // 2)
            return surf

        return self._cached(key, make)

    def _cached(
        self, key: tuple[str, str, tuple[int, int]], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """A piece face from the skin's cache, made once by ``make``."""
        got = self._face_cache.get(key)
        if got is None:
            got = self._face_cache[key] = make()
        return got

    # ------------------------------------------------------------------ the francs
    def francs_surface(self, size: tuple[int, int]) -> pygame.Surface:
        """A seat's francs at ``size``: a stack of gilt coins ``d``×``d`` (``d`` the smaller side) at
        the top of the rect, like the tokens, the franc's letter stamped on the top coin."""

        def paint(surf: pygame.Surface, d: int, x0: int) -> None:
            surf.blit(francs_shapes(d), (x0, 0))
            mark = francs_mark_rect(d).move(x0, 0)
            fs = francs_mark_size(d)
            for colour, dy in (
                (draw.mix(GILT, (255, 255, 255), 0.5), 1),
                (draw.mix(theme.BRASS, (0, 0, 0), 0.62), 0),
            ):
                letter = draw.render(francs_mark(), fs, colour, True)
                ink = letter.get_bounding_rect()
                surf.blit(letter, (mark.x - ink.x, mark.y - ink.y + dy))  # stamped: a glint under its foot

        return self._piece_surface(("francs", FRANCS, size), size, paint)

    def key_chip_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A seat's keys on a crowded screen's chip: the table's key (its disc with the seat's shape,
        drawn at least ``SMALL_DISC`` big so that it is not a bare shape like the VP marker) at the
        chip's left end."""
        return self._cached(("keychip", face, size), lambda: self._draw_key_chip(face, size))

    def _draw_key_chip(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        try:
            owner: int | None = int(face.split(":")[1])
        except (IndexError, ValueError):
            owner = None
        big = max(h, SMALL_DISC)
        disc = self.table.art.surface("key", face, owner, (big, big))
        if big != h:
            disc = pygame.transform.smoothscale(disc, (h, h))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(disc, (0, 0))
        return surf

    # ------------------------------------------------------------------ small building tiles
    def building_layout(self, face: str, size: tuple[int, int]) -> dict[str, Any]:
        """Where a small building tile puts its parts: ``band`` (the district colour with the type's
        glyph), ``value`` (the big number's centre and font size) and ``chips`` (one rect per
        extra-cost resource, with its letter's font size). Tests read it."""
        b = DATA.buildings[face]
        w, h = size
        k = w / 38.0
        band = pygame.Rect(0, 0, w, max(12, round(18 * k)))
        chips: list[tuple[str, pygame.Rect]] = []
        n = len(b.extra)
        foot = h - max(3, round(4 * k))  # above the tile's drop edge
        lo = band.bottom + 1
        value_size = max(12, round(24 * k))
        vx = w // 2
        if n:  # the chips in a column on the right, the value keeps its size on the left
            gap = max(1, round(2 * k))
            d = min(round(15 * k), (foot - lo - (n - 1) * gap) // n)
            x = w - max(2, round(3 * k)) - d
            y = (lo + foot) // 2 - (n * d + (n - 1) * gap) // 2
            for res in b.extra:
                chips.append((res, pygame.Rect(x, y, d, d)))
                y += d + gap
            vx = x // 2 + 1
        return {
            "band": band,
            "glyph": max(8, min(band.h - 2, round(16 * k))),
            "value": ((vx, (lo + foot) // 2 + 1), value_size),
            "chips": chips,
            "chip_font": max(9, round(11 * k)),
        }

    def building_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A building on a district slot (about 38×54): what can be read at 1280×720 and no more."""
        return self._cached(("building", face, size), lambda: self._draw_building(face, size))

    def _draw_building(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        b = DATA.buildings[face]
        w, h = size
        lay = self.building_layout(face, size)
        colour = DISTRICT_COLOURS.get(b.district, theme.INK_SOFT)
        radius = max(4, round(w * 0.1))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        edge = draw.mix(theme.CREAM, theme.INK, 0.45)
        pygame.draw.rect(surf, edge, (0, 2, w, h - 2), border_radius=radius)  # the tile's thickness
        pygame.draw.rect(surf, theme.CREAM, (0, 0, w, h - 2), border_radius=radius)
        band = lay["band"]
        pygame.draw.rect(surf, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
        pygame.draw.line(surf, draw.mix(colour, (0, 0, 0), 0.35), band.bottomleft, (w - 1, band.bottom), 1)
        draw_type_glyph(surf, b.type, band.center, lay["glyph"], theme.CREAM)
        vc, vsize = lay["value"]
        draw.text(surf, str(b.value), vc, vsize, theme.INK, "center", bold=True)
        for res, r in lay["chips"]:
            col = TOKEN_COLOURS.get(res, theme.INK_SOFT)
            ink = theme.INK if sum(col) > 420 else theme.CREAM
            pygame.draw.ellipse(surf, col, r)
            pygame.draw.ellipse(surf, draw.mix(col, (0, 0, 0), 0.45), r, 1)
            draw.text(
                surf,
                LETTER.get(res, res[:1].upper()),
                (r.centerx, r.centery + 1),
                lay["chip_font"],
                ink,
                "center",
                bold=True,
            )
        pygame.draw.rect(
            surf, draw.mix(theme.CREAM, theme.INK, 0.35), (0, 0, w, h - 2), 1, border_radius=radius
        )
        return surf

    def landmark_surface(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        """A built landmark in its district (about 24×34): gilt band, monument glyph, value big."""
        return self._cached(("landmark", face, size), lambda: self._draw_landmark(face, size))

    def _draw_landmark(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        lm = DATA.landmarks[face]
        w, h = size
        gilt = theme.world("paris")["accent"]
        navy = theme.world("paris")["bg"]
        radius = max(3, round(w * 0.12))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, draw.mix(gilt, (0, 0, 0), 0.45), (0, 2, w, h - 2), border_radius=radius)
        pygame.draw.rect(surf, theme.CREAM, (0, 0, w, h - 2), border_radius=radius)
        band = pygame.Rect(0, 0, w, max(9, round(h * 0.36)))
        pygame.draw.rect(surf, gilt, band, border_top_left_radius=radius, border_top_right_radius=radius)
        try:
            a = draw.assets()
            if a.has_icon("castle"):
                ic = a.icon("castle", band.h - 1, navy)
                surf.blit(ic, ic.get_rect(center=band.center))
        except Exception:  # noqa: BLE001 - the value still reads
            pass
        text = str(lm.value)
        size_v = _fit(text, max(12, round(h * 0.5)), w - 4, 10)
        draw.text(
            surf, text, (w // 2, (band.bottom + h - 2) // 2 + 1), size_v, theme.INK, "center", bold=True
        )
        pygame.draw.rect(surf, draw.mix(gilt, (0, 0, 0), 0.3), (0, 0, w, h - 2), 1, border_radius=radius)
        return surf
