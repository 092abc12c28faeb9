"""Droid and House droid cards, drawn from their card info at any size the table lays them at: a
card (portrait) with its band, yield, effect icons, emblem, RP and cost; a tile (a card shrunk in a
workshop: family block, name, leaves, RP); a square (the family colour and number); the
interseason card."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes import draw, theme
from scenes.games.droids.common import (
    FLOOR,
    LEAF,
    PAPER,
    RUST,
    SHAPES,
    STEEL,
    _render,
    fit_size,
    ink_on,
    lines_at,
    text_w,
)
from scenes.games.droids.kit import FaceKit
from scenes.table.pieces import draw_part_glyph

CORNER = 18  # a card's bottom right corner, where the table puts its "not now" sign on a blocked piece
# a droid of each family, for its colour and emblem where an effect names the family
_FAMILY_SAMPLE = {"water": 1, "harvest": 2, "communication": 3, "market": 4, "shed": 5, "collection": 7}


class CardFaces(FaceKit):
    """The cards' faces (``Faces`` adds the cache and the tokens)."""

    def _card_or_tile(self, face: str, w: int, h: int) -> pygame.Surface:
        if h < 60 and w < h * 1.4:
            return self._square(face, w, h)
        return self._tile(face, w, h) if w > h else self._card(face, w, h)

    def _square(self, face: str, w: int, h: int) -> pygame.Surface:
        """A card with no room left but a square: its family's colour and its number (the hover
        zoom shows the rest)."""
        info = self.info(face)
        col = tuple(info.get("colour") or STEEL)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, h // 5)
        pygame.draw.rect(surf, col, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, draw.mix(col, (0, 0, 0), 0.35), surf.get_rect(), 2, border_radius=radius)
        number = str(info.get("number", ""))
        if number and text_w(number, FLOOR, True) <= w - 2:
            img = _render(number, FLOOR, ink_on(col), True)
            surf.blit(img, img.get_rect(center=(w // 2, h // 2 + 1)))
        else:
            self.icon(surf, info.get("icon"), (w // 2, h // 2), int(h * 0.7), ink_on(col))
        return surf

    def _card(self, face: str, w: int, h: int) -> pygame.Surface:
        info = self.info(face)
        house = face.startswith("house:")
        col = tuple(info.get("colour") or STEEL)
        surf = self._paper(w, h)
        band_h = max(26, min(34, int(h * 0.18)))
        band = pygame.Rect(0, 0, w, band_h)
        self._clip_band(surf, band, col)
        interest = info.get("interest")
        cd = band_h - 6
        if (
            self.solo
            and interest not in (None, "")
            and not house
            and fit_size(str(info.get("name", "")), w - cd - 12, 20) is not None
        ):
            # the automa's interest in it, top right as the cardboard prints it (solo only; where the
            # name still fits whole beside it)
            c = (w - 4 - cd // 2, band_h // 2)
            pygame.draw.circle(surf, draw.mix(theme.BRASS, (0, 0, 0), 0.4), (c[0], c[1] + 1), cd // 2)
            pygame.draw.circle(surf, theme.BRASS, c, cd // 2)
            img = _render(str(interest), FLOOR, theme.INK, True)
            surf.blit(img, img.get_rect(center=(c[0], c[1] + 1)))
            band = pygame.Rect(0, 0, w - cd - 4, band_h)
        rp_in_band = False
        if house and info.get("points") not in (None, ""):
            # a House droid's RP at the band's end when its name still fits whole beside it: the
            # text below then has the card's whole width
            name = str(info.get("name", ""))
            size = fit_size(name, w - cd - 9, 20)
            if size is not None:
                self.rp_badge(surf, (w - 2 - cd // 2, band_h // 2), cd, info["points"])
                img = _render(name, size, ink_on(col), True)
                surf.blit(img, img.get_rect(midleft=(4, band_h // 2 + 1)))
                rp_in_band = True
        if not rp_in_band:
            self._name(surf, info, band, ink_on(col), 20)
        pad = max(3, w // 28)
        d = max(18, min(26, (w - 2 * pad - 6) // 4))  # four chips side by side at most
        cost = [(str(k), int(n)) for k, n in info.get("cost_parts") or ()]
        bottom = h - pad - d // 2 - 1
        if cost:
            # the cost along the foot, its right corner left free for the table's "not now" sign
            n = len(cost)
            dc = min(d, max(FLOOR + 2, (w - 2 * pad - CORNER - 2 * (n - 1)) // n))
            cy = h - pad - dc // 2 - 1
            strip = pygame.Rect(pad - 1, cy - dc // 2 - 2, n * (dc + 2) + 1, dc + 4)
            pygame.draw.rect(surf, draw.mix(PAPER, theme.BRASS, 0.35), strip, border_radius=dc // 2)
            self.chips_row(surf, cost, pad, cy, dc)
        top = band_h + pad + d // 2 + 1
        yield_parts = [(str(k), int(n)) for k, n in info.get("dismantle_parts") or ()]
        mid_top = band_h + pad
        if yield_parts and not house:
            strip = pygame.Rect(pad - 1, top - d // 2 - 2, len(yield_parts) * (d + 2) + 1, d + 4)
            pygame.draw.rect(surf, draw.mix(PAPER, STEEL, 0.3), strip, border_radius=d // 2)
            self.chips_row(surf, yield_parts, pad, top, d)
            mid_top = top + d // 2 + 3
        mid_bottom = (bottom - d // 2 - 4) if cost else h - pad
        rp = info.get("points")
        badge = max(24, min(34, w // 4))
        right = w - pad - badge // 2
        if house:
            # what the house scores, in the rules' words (beside its base RP if the band had no room)
            text = str(info.get("effect") or info.get("text") or "")
            text_width = w - 2 * pad
            if rp not in (None, "") and not rp_in_band:
                self.rp_badge(surf, (right, mid_top + badge // 2), badge, rp)
                text_width -= badge + 4
            self._text_block(surf, text, pygame.Rect(pad + 1, mid_top, text_width, mid_bottom - mid_top))
        else:
            glyphs = list(info.get("glyphs") or ())
            room = mid_bottom - mid_top
            if glyphs and room >= 2 * 20 + 6:
                # the effect as the cardboard's icons on a row of its own, the emblem and RP below
                gd = min(d, (room - 6) // 2)
                row = pygame.Rect(pad, mid_top, w - 2 * pad, gd + 2)
                if self.glyph_row(surf, glyphs, row, gd):
                    mid_top = row.bottom + 2
                    room = mid_bottom - mid_top
            r = max(10, min(w // 5, room // 2 - 2))
            badge = min(badge, max(20, room))
            right = w - pad - badge // 2
            cy = mid_top + room // 2
            cx = pad + r + 2
            pygame.draw.circle(surf, draw.mix(col, PAPER, 0.78), (cx, cy), r)
            pygame.draw.circle(surf, col, (cx, cy), r, max(2, r // 8))
            self.icon(surf, info.get("icon"), (cx, cy), int(r * 1.3), draw.mix(col, (0, 0, 0), 0.35))
            if rp not in (None, ""):
                self.rp_badge(surf, (right, cy - (badge // 3 if info.get("leaves") else 0)), badge, rp)
            n_leaves = int(info.get("leaves") or 0)
            if n_leaves:
                ld = max(12, badge // 2)
                self.leaves(surf, n_leaves, right - (n_leaves - 1) * ld // 2, cy + badge // 2 + 2, ld, ld)
            text = str(info.get("effect") or "")
            if h >= 230 and text:
                self._text_block(
                    surf, text, pygame.Rect(pad, cy + r + 4, w - 2 * pad, mid_bottom - cy - r - 4)
                )
        return self._edge(surf, col)

    @staticmethod
    def _text_block(surf: pygame.Surface, text: str, box: pygame.Rect) -> None:
        if not text or box.w < 30 or box.h < 18:
            return
        step = 19
        n = max(1, (box.h + 4) // step)
        for i, ln in enumerate(lines_at(text, FLOOR, box.w, n)):
            img = _render(ln, FLOOR, theme.INK)
            surf.blit(img, (box.x, box.y + i * step - 2))

    def _tile(self, face: str, w: int, h: int) -> pygame.Surface:
        """A card shrunk to its icon face: family block and emblem, name (or number), leaves, RP."""
        info = self.info(face)
        col = tuple(info.get("colour") or STEEL)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(4, h // 5)
        pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=radius)
        block = pygame.Rect(0, 0, min(h - 12, w // 4), h)
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(layer, (*col[:3], 255), (0, 0, block.w + radius, h), border_radius=radius)
        pygame.draw.rect(layer, (0, 0, 0, 0), (block.w, 0, radius + 1, h))
        surf.blit(layer, (0, 0))
        self.icon(surf, info.get("icon"), block.center, min(block.w - 4, int(block.h * 0.72)), ink_on(col))
        rp = info.get("points")
        d = max(20, h - 10)
        x1 = w - 3
        if rp not in (None, "") and w - block.w >= d + 24:
            self.rp_badge(surf, (w - 2 - d // 2, h // 2), d, rp)
            x1 = w - 2 - d - 2
        n_leaves = int(info.get("leaves") or 0)
        ld = max(12, h // 2)
        name = str(info.get("name", ""))
        if n_leaves:
            # one leaf per leaf while the name still fits whole, else one leaf and the count
            name_w = text_w(name, FLOOR, True)
            many = n_leaves * (ld - 2) + 2
            counted = ld + text_w(str(n_leaves), FLOOR, True) + 4
            if n_leaves == 1 or x1 - block.w - 8 - many >= name_w:
                x1 -= many
                self.leaves(surf, n_leaves, x1 + ld // 2, h // 2, ld, ld - 2)
            elif x1 - block.w - 8 - counted >= 24:
                x1 -= counted
                self.leaves(surf, 1, x1 + ld // 2, h // 2, ld, 0)
                img = _render(str(n_leaves), FLOOR, draw.mix(LEAF, (0, 0, 0), 0.35), True)
                surf.blit(img, img.get_rect(midleft=(x1 + ld, h // 2 + 1)))
        room = x1 - block.w - 4
        size = fit_size(name, room, min(20, max(FLOOR, h - 12)))
        if size is None:
            name = str(info.get("number", ""))
            size = fit_size(name, room, min(20, max(FLOOR, h - 8)))
        if size is not None and name:
            img = _render(name, size, theme.INK, True)
            surf.blit(img, img.get_rect(midleft=(block.right + 2, h // 2 + 1)))
        pygame.draw.rect(surf, draw.mix(PAPER, col, 0.6), surf.get_rect(), 2, border_radius=radius)
        return surf

    def _interseason(self, face: str, w: int, h: int) -> pygame.Surface:
        info = self.info(face)
        col = tuple(info.get("colour") or LEAF)
        surf = self._paper(w, h)
        band_h = max(26, min(34, int(h * 0.18)))
        band = pygame.Rect(0, 0, w, band_h)
        self._clip_band(surf, band, col)
        self._name(surf, info, band, ink_on(col), 20)
        text = str(info.get("text") or "")
        room_h = h - band_h - 8
        r = max(12, min(w // 4, room_h // 3))
        cy = band_h + 6 + r
        pygame.draw.circle(surf, draw.mix(col, PAPER, 0.75), (w // 2, cy), r)
        pygame.draw.circle(surf, col, (w // 2, cy), r, max(2, r // 8))
        self.icon(surf, info.get("icon"), (w // 2, cy), int(r * 1.3), draw.mix(col, (0, 0, 0), 0.3))
        self._text_block(surf, text, pygame.Rect(6, cy + r + 6, w - 12, h - cy - r - 10))
        return self._edge(surf, col)

    # ------------------------------------------------------------------ tokens

    def glyph_row(
        self, surf: pygame.Surface, glyphs: Sequence[Sequence[Any]], row: pygame.Rect, d: int
    ) -> bool:
        """A droid's effect as icons (``card_info``'s ``glyphs``) centred on ``row``, chips ``d`` px
        (a size smaller when the row is tight); False, drawing nothing, when even that does not fit."""
        for size in range(d, 17, -1):
            items = [self._glyph(g, size) for g in glyphs]
            if any(it is None for it in items):
                return False
            width = sum(it[0] for it in items if it is not None) + 2 * (len(items) - 1)
            if width <= row.w:
                x = row.centerx - width // 2
                for it in items:
                    assert it is not None
                    it[1](surf, x, row.centery)
                    x += it[0] + 2
                return True
        return False

    def _glyph(
        self, g: Sequence[Any], d: int
    ) -> tuple[int, Callable[[pygame.Surface, int, int], object]] | None:
        """One effect icon: (its width, how to draw it at (left, centre y)); None for one unknown."""
        head = g[0] if g else ""
        ink = theme.INK
        if head == "part" and len(g) >= 3 and g[1] in SHAPES:
            kind, n = str(g[1]), int(g[2])
            return d, lambda s, x, y: self.chip(s, kind, (x + d // 2, y), d, n)
        if head == "base" and len(g) >= 3:
            mode, n = str(g[1]), int(g[2])
            mark = {"identical": "=", "different": "\u2260", "other": "\u2260"}.get(mode, "")
            mw = text_w(mark, FLOOR, True) + 1 if mark else 0

            def base(s: pygame.Surface, x: int, y: int) -> None:
                if mark:
                    img = _render(mark, FLOOR, ink, True)
                    s.blit(img, img.get_rect(midleft=(x, y + 1)))
                self.any_base(s, (x + mw + d // 2, y), d, n)

            return mw + d, base
        if head in ("arrow", "plus", "minus", "per"):
            mark = {"arrow": "\u2192", "plus": "+", "minus": "\u2212", "per": "/"}[head]
            tw = text_w(mark, 18, True)
            return tw, lambda s, x, y: s.blit(_render(mark, 18, ink, True), (x, y - 13))
        if head == "ext" and len(g) >= 2:
            n, kind = int(g[1]), str(g[2]) if len(g) > 2 else ""
            label = f"+{n}"
            pw = d + text_w(label, FLOOR, True) + 4

            def ext(s: pygame.Surface, x: int, y: int) -> None:
                plate = pygame.Rect(x, y - d // 2, pw, d)
                pygame.draw.rect(s, draw.mix(STEEL, PAPER, 0.25), plate, border_radius=4)
                pygame.draw.rect(s, draw.mix(STEEL, (0, 0, 0), 0.3), plate, 2, border_radius=4)
                gc = (x + d // 2, y)
                if kind in SHAPES:
                    draw_part_glyph(s, SHAPES[kind], gc, d * 0.34, self.part_colour(kind))
                else:
                    for i in (-1, 1):
                        pygame.draw.circle(
                            s, draw.mix(STEEL, (0, 0, 0), 0.35), (gc[0] + i * d // 4, gc[1]), 2
                        )
                img = _render(label, FLOOR, ink, True)
                s.blit(img, img.get_rect(midright=(plate.right - 2, y + 1)))

            return pw, ext
        if head == "rp" and len(g) >= 2:
            value = f"+{int(g[1])}"
            return d + 4, lambda s, x, y: self.rp_badge(s, (x + (d + 4) // 2, y), d + 4, value)
        if head == "discarded" and len(g) >= 2:
            info = self.info(f"droid:{_FAMILY_SAMPLE.get(str(g[1]), 3)}")
            col = tuple(info.get("colour") or STEEL)
            cw = max(14, d * 3 // 4)

            def pile(s: pygame.Surface, x: int, y: int) -> None:
                for i in (2, 0):  # a little pile of cards of that family
                    r = pygame.Rect(x + i, y - d // 2 - i + 1, cw, d)
                    pygame.draw.rect(
                        s, draw.mix(col, (0x20, 0x1A, 0x14), 0.35 if i else 0.0), r, border_radius=3
                    )
                    pygame.draw.rect(s, draw.mix(col, (0, 0, 0), 0.4), r, 1, border_radius=3)
                self.icon(s, info.get("icon"), (x + cw // 2, y + 1), cw - 2, theme.CREAM)

            return cw + 2, pile
        if head == "dismantle":
            return d, lambda s, x, y: self.icon(
                s, "wrench", (x + d // 2, y), d, draw.mix(STEEL, (0, 0, 0), 0.4)
            )
        if head == "store":
            cw = max(14, d * 3 // 4)

            def store(s: pygame.Surface, x: int, y: int) -> None:
                r = pygame.Rect(x, y - d // 2, cw, d)
                pygame.draw.rect(s, PAPER, r, border_radius=3)
                pygame.draw.rect(s, draw.mix(STEEL, (0, 0, 0), 0.4), r, 2, border_radius=3)
                pygame.draw.line(s, draw.mix(STEEL, (0, 0, 0), 0.2), (x + 3, y + 1), (x + cw - 4, y + 1), 2)

            return cw, store
        if head == "tokens" and len(g) >= 2:
            n = int(g[1])

            def tokens(s: pygame.Surface, x: int, y: int) -> None:
                draw_part_glyph(s, "hexagon", (x + d // 2, y), d / 2, RUST, count=True)
                img = _render(str(n), max(FLOOR, int(d * 0.72)), theme.CREAM, True)
                s.blit(img, img.get_rect(center=(x + d // 2, y + 1)))

            return d, tokens
        if head == "wild":
            return d, lambda s, x, y: self.icon(
                s, "stars", (x + d // 2, y), d, draw.mix(theme.BRASS, (0, 0, 0), 0.25)
            )
        return None

    def any_base(self, surf: pygame.Surface, centre: tuple[int, int], d: int, n: int) -> None:
        """n base parts of any kind: a chip split between the three base parts, its count on it."""
        r = d // 2
        pygame.draw.circle(surf, draw.mix(STEEL, (0, 0, 0), 0.5), (centre[0], centre[1] + 1), r)
        for i, kind in enumerate(("nut", "oil", "circuit")):
            start = -math.pi / 2 + i * 2 * math.pi / 3
            pts = [centre] + [
                (
                    centre[0] + r * math.cos(start + t * (2 * math.pi / 3) / 8),
                    centre[1] + r * math.sin(start + t * (2 * math.pi / 3) / 8),
                )
                for t in range(9)
            ]
            pygame.draw.polygon(surf, self.part_colour(kind), pts)
        pygame.draw.circle(surf, draw.mix(STEEL, (0, 0, 0), 0.5), centre, r, 2)
        pygame.draw.circle(surf, PAPER, centre, max(5, int(r * 0.62)))
        img = _render(str(n), FLOOR, theme.INK, True)
        surf.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))
