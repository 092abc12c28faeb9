"""The printed faces of Les Derniers Droïdes's pieces, drawn from the rules' ``card_info``.

Every face is drawn by our code at the size the table asks for and cached by (face, size):

* a droid or House droid **card** (portrait): the family band with the card's name, the dismantle
  yield along the top and the repair cost along the bottom as part chips (the part's own glyph with
  its count on it), the family emblem, the RP (recycling points) on a leaf badge, a harvest droid's
  leaves, and in a solo game the interest the automa weighs it by; a House droid shows what it
  scores in the rules' words instead of the emblem;
* the same card as a **tile** (landscape, a repaired droid or a built house in a workshop): its
  family block with the emblem, its name, its leaves and RP;
* the **interseason** card; a **part** (nut, oil drop, circuit board, energy) as its own glyph; a
  shed **extension** as a bolted steel plate with its column's glyph; the **markers** (Priority,
  Secondary, Ready) as labelled pills; the **extra-cost** token as a rust hexagon.

No seat colour appears on a face: whose a piece is shows by the workshop it lies in (the table
tints each seat's area with its colour). Words come from ``card_info`` (the rules' ``tr``); the
numbers are the card's own. Nothing here is smaller than ``FLOOR`` px on the 1920×1080 canvas.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes import draw, theme
from scenes.table.pieces import draw_part_glyph

FLOOR = 16  # the smallest text on the table (1920×1080 canvas; about 11 px in a 1280×720 window)
KINDS = ("nut", "oil", "circuit", "energy")
FAMILIES = ("water", "harvest", "collection", "market", "shed", "communication")
LEAF = (0x6A, 0x99, 0x55)
RUST = (0xC0, 0x64, 0x2B)
STEEL = (0x7F, 0x8C, 0x8D)
PAPER = (0xF1, 0xEB, 0xDD)
# the part glyphs' fallback colours, should the rules not give one (they do: ``part:<kind>``)
PART_FALLBACK = {
    "nut": STEEL,
    "oil": (0x3A, 0x3A, 0x40),
    "circuit": (0x4E, 0x8F, 0x3E),
    "energy": (0xE0, 0xB0, 0x30),
}
SHAPES = {"nut": "hexagon", "oil": "drop", "circuit": "chip", "energy": "battery"}
MARKER_ICONS = {
    "priority": ("card_draw", theme.BRASS),
    "secondary": ("card_draw", STEEL),
    "committed": ("check", LEAF),
}
CACHE_MAX = 600
# a droid of each family, for its colour and emblem where an effect names the family
_FAMILY_SAMPLE = {"water": 1, "harvest": 2, "communication": 3, "market": 4, "shed": 5, "collection": 7}

Info = Callable[[str], dict[str, Any] | None]
_RECORD: list[tuple[str, int]] | None = None  # the words of the face being drawn (``Faces.texts_of``)


def _render(text: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
    if _RECORD is not None:
        _RECORD.append((text, int(size)))
    return draw.render(text, size, colour, bold)


def ink_on(col: Sequence[int]) -> tuple[int, int, int]:
    """Cream on a dark colour, ink on a light one."""
    return theme.INK if sum(col[:3]) > 420 else theme.CREAM


_WIDTHS: dict[tuple[str, int, bool], int] = {}


def text_w(text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is at ``size`` (measured once: faces measure the same words often)."""
    key = (text, size, bold)
    w = _WIDTHS.get(key)
    if w is None:
        if len(_WIDTHS) > 20_000:
            _WIDTHS.clear()
        w = _WIDTHS[key] = draw.font(size, bold).size(text)[0]
    return w


def ellipsize(text: str, size: int, max_w: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``max_w`` (whole when it fits)."""
    if text_w(text, size, bold) <= max_w:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_w(text[:mid].rstrip() + "…", size, bold) <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def fit_size(text: str, max_w: int, big: int, bold: bool = True, floor: int = FLOOR) -> int | None:
    """The largest size from ``big`` down to ``floor`` at which ``text`` fits ``max_w`` (None: none)."""
    for s in range(big, floor - 1, -1):
        if text_w(text, s, bold) <= max_w:
            return s
    return None


def lines_at(text: str, size: int, max_w: int, max_lines: int) -> list[str]:
    """``text`` in lines of whole words no wider than ``max_w``; past ``max_lines`` (or at a word
    wider than a line) the last line shown ends with an ellipsis (the hover zoom shows it whole)."""
    out: list[str] = []
    line = ""
    words = text.split()
    for i, word in enumerate(words):
        trial = f"{line} {word}" if line else word
        if text_w(trial, size) <= max_w:
            line = trial
            continue
        if not line or text_w(word, size) > max_w or len(out) + 1 >= max_lines:
            # no room for the rest: this line ends the text, cut
            out.append(ellipsize(trial + " …", size, max_w))
            return out[:max_lines]
        out.append(line)
        line = word
        del i
    if line:
        out.append(line)
    return out


class Faces:
    """Draws and caches faces; ``info(face)`` is the rules' ``card_info``. ``solo`` prints each
    droid's interest (the automa's reason to take it)."""

    def __init__(self, info: Info, solo: bool = False) -> None:
        self._info_fn = info
        self.solo = solo
        self._infos: dict[str, dict[str, Any]] = {}
        self._cache: OrderedDict[tuple[str, int, int], pygame.Surface] = OrderedDict()
        self._laid: dict[str, set[tuple[int, int]]] = {}  # the sizes each face is laid out at
        self._texts: dict[tuple[str, int, int], list[tuple[str, int]]] = {}

    # ------------------------------------------------------------------ data
    def info(self, face: str) -> dict[str, Any]:
        got = self._infos.get(face)
        if got is None:
            try:
                got = dict(self._info_fn(face) or {})
            except Exception:  # noqa: BLE001 - a face the rules do not know: the table's art draws it
                got = {}
            self._infos[face] = got
        return got

    def part_colour(self, kind: str) -> tuple[int, int, int]:
        col = self.info(f"part:{kind}").get("colour")
        if isinstance(col, (tuple, list)) and len(col) >= 3:
            return (int(col[0]), int(col[1]), int(col[2]))
        return PART_FALLBACK.get(kind, STEEL)

    # ------------------------------------------------------------------ the hook
    def texts_of(self, kind: str, face: str, size: tuple[int, int]) -> list[tuple[str, int]]:
        """The words a face prints at ``size`` and their sizes (drawing it if need be)."""
        key = (face, int(size[0]), int(size[1]))
        if key not in self._texts:
            self._cache.pop(key, None)
            laid = self._laid.setdefault(face, set())
            added = key[1:] not in laid
            laid.add(key[1:])
            self.get(kind, face, size)
            if added:
                laid.discard(key[1:])
        return list(self._texts.get(key, []))

    def mark(self, face: str, size: tuple[int, int]) -> None:
        """``face`` lies somewhere at ``size`` (a zone's layout): it is drawn exactly at that size.
        Any other size (a card in flight between two layouts) is the nearest laid-out face, scaled."""
        self._laid.setdefault(face, set()).add((int(size[0]), int(size[1])))

    def get(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The face at ``size``, or None for a face this game does not print (the table draws it)."""
        w, h = int(size[0]), int(size[1])
        if w < 8 or h < 8:
            return None
        key = (face, w, h)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        maker = self._maker(kind, face)
        if maker is None:
            return None
        laid = self._laid.get(face, set())
        if laid and (w, h) not in laid:
            # between two layouts: the laid-out face of the nearest shape, scaled
            bw, bh = min(
                laid, key=lambda s: abs(s[0] / s[1] - w / h) * 4 + abs(s[0] * s[1] - w * h) / (w * h)
            )
            big = self.get(kind, face, (bw, bh))
            if big is not None:
                surf = pygame.transform.smoothscale(big, (w, h))
        if surf is None:
            global _RECORD
            _RECORD = []
            try:
                surf = maker(face, w, h)
            finally:
                self._texts[key] = _RECORD
                _RECORD = None
                if len(self._texts) > CACHE_MAX:
                    self._texts.pop(next(iter(self._texts)))
        self._cache[key] = surf
        if len(self._cache) > CACHE_MAX:
            self._cache.popitem(last=False)
        return surf

    def _maker(self, kind: str, face: str) -> Callable[[str, int, int], pygame.Surface] | None:
        head, _, rest = face.partition(":")
        if head in ("droid", "house") and rest.isdigit() and self.info(face):
            return self._card_or_tile
        if head == "interseason" and self.info(face):
            return self._interseason
        if head == "part" and rest in KINDS:
            return self._part
        if head == "extension" and rest in KINDS:
            return self._extension
        if head == "marker" and rest in MARKER_ICONS:
            return self._marker
        if face == "token:extra_cost":
            return self._extra_cost
        return None

    # ------------------------------------------------------------------ shared bits
    @staticmethod
    def _paper(w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, PAPER, surf.get_rect(), border_radius=max(4, int(w * 0.07)))
        return surf

    @staticmethod
    def _edge(surf: pygame.Surface, col: Sequence[int] = theme.INK, width: int = 2) -> pygame.Surface:
        w = surf.get_width()
        pygame.draw.rect(
            surf, draw.mix(PAPER, col, 0.45), surf.get_rect(), width, border_radius=max(4, int(w * 0.07))
        )
        return surf

    @staticmethod
    def _clip_band(surf: pygame.Surface, band: pygame.Rect, col: Sequence[int]) -> None:
        """A colour band across the top of a rounded card, its corners kept round."""
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        r = max(4, int(surf.get_width() * 0.07))
        pygame.draw.rect(layer, (*col[:3], 255), (0, 0, surf.get_width(), band.bottom + r), border_radius=r)
        pygame.draw.rect(layer, (0, 0, 0, 0), (0, band.bottom, surf.get_width(), r + 2))
        surf.blit(layer, (0, 0))
        pygame.draw.line(
            surf, draw.mix(col, (0, 0, 0), 0.3), (0, band.bottom), (surf.get_width(), band.bottom), 2
        )

    def icon(
        self, surf: pygame.Surface, name: str | None, centre: tuple[int, int], size: int, col: Any
    ) -> bool:
        if not name or size < 6:
            return False
        try:
            a = draw.assets()
            if not a.has_icon(name):
                return False
            ic = a.icon(name, size, col)
        except Exception:  # noqa: BLE001 - an icon is a nicety
            return False
        surf.blit(ic, ic.get_rect(center=centre))
        return True

    def chip(self, surf: pygame.Surface, kind: str, centre: tuple[int, int], d: int, n: int | None) -> None:
        """A part's glyph with its count on it (``n`` None: the bare glyph)."""
        col = self.part_colour(kind)
        shape = SHAPES[kind]
        draw_part_glyph(
            surf, shape, centre, d / 2 + (1 if shape == "battery" else 0), col, count=n is not None
        )
        if n is None:
            return
        ty = centre[1] + (max(1, d // 7) if shape in ("drop", "battery") else 0)
        img = _render(str(n), max(FLOOR, int(d * 0.72)), ink_on(col), True)
        surf.blit(img, img.get_rect(center=(centre[0], ty + 1)))

    def chips_row(
        self, surf: pygame.Surface, parts: Sequence[tuple[str, int]], x: int, cy: int, d: int, gap: int = 2
    ) -> int:
        """Part chips left to right from ``x``; returns the x after the last."""
        for kind, n in parts:
            if kind in SHAPES:
                self.chip(surf, kind, (x + d // 2, cy), d, n)
                x += d + gap
        return x

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

    @staticmethod
    def rp_badge(surf: pygame.Surface, centre: tuple[int, int], d: int, value: Any) -> None:
        """Recycling points on a leaf-green badge."""
        r = d // 2
        pygame.draw.circle(surf, draw.mix(LEAF, (0, 0, 0), 0.35), (centre[0], centre[1] + 1), r)
        pygame.draw.circle(surf, LEAF, centre, r)
        pygame.draw.circle(surf, draw.mix(LEAF, (255, 255, 255), 0.4), centre, r, max(1, d // 14))
        s = str(value)
        size = fit_size(s, int(d * 0.86), max(FLOOR, int(d * 0.7))) or FLOOR
        img = _render(s, size, theme.CREAM, True)
        surf.blit(img, img.get_rect(center=(centre[0], centre[1] + 1)))

    def leaves(self, surf: pygame.Surface, n: int, x: int, cy: int, d: int, step: int) -> None:
        for i in range(max(0, n)):
            if not self.icon(surf, "leaf", (x + i * step, cy), d, draw.mix(LEAF, (0, 0, 0), 0.2)):
                pygame.draw.ellipse(surf, LEAF, (x + i * step - d // 2, cy - d // 4, d, d // 2))

    def _name(
        self, surf: pygame.Surface, info: dict[str, Any], band: pygame.Rect, ink: Any, big: int
    ) -> None:
        """The name whole in the band (shrunk to the floor if need be), else the card's number, else
        the name cut (the hover zoom shows it whole)."""
        name = str(info.get("name", ""))
        size = fit_size(name, band.w - 8, big)
        if size is None and info.get("number") not in (None, ""):
            name = str(info["number"])
            size = fit_size(name, band.w - 4, big)
        if size is None:
            size = FLOOR
            name = ellipsize(name, size, band.w - 6, True)
        img = _render(name, size, ink, True)
        surf.blit(img, img.get_rect(center=(band.centerx, band.centery + 1)))

    # ------------------------------------------------------------------ cards
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
            strip = pygame.Rect(pad - 1, bottom - d // 2 - 2, len(cost) * (d + 2) + 1, d + 4)
            pygame.draw.rect(surf, draw.mix(PAPER, theme.BRASS, 0.35), strip, border_radius=d // 2)
            self.chips_row(surf, cost, pad, bottom, d)
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
    def _part(self, face: str, w: int, h: int) -> pygame.Surface:
        """A part as its own glyph (a nut's hexagon, an oil drop, a circuit chip, a battery)."""
        kind = face.split(":", 1)[1]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        d = min(w, h)
        c = (w // 2, h // 2)
        pygame.draw.circle(surf, draw.mix(PAPER, (0, 0, 0), 0.45), (c[0], c[1] + 1), d // 2)
        pygame.draw.circle(surf, PAPER, (c[0], c[1] - 1), d // 2 - 1)
        pygame.draw.circle(surf, draw.mix(PAPER, STEEL, 0.5), (c[0], c[1] - 1), d // 2 - 1, max(1, d // 20))
        draw_part_glyph(surf, SHAPES[kind], (c[0], c[1] - 1), d * 0.33, self.part_colour(kind))
        return surf

    def _extension(self, face: str, w: int, h: int) -> pygame.Surface:
        """A shed extension: a bolted steel plate carrying its column's glyph."""
        kind = face.split(":", 1)[1]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        plate = surf.get_rect().inflate(-2, -2)
        pygame.draw.rect(surf, draw.mix(STEEL, (0, 0, 0), 0.45), plate.move(0, 1), border_radius=5)
        pygame.draw.rect(surf, draw.mix(STEEL, PAPER, 0.25), plate, border_radius=5)
        pygame.draw.rect(surf, draw.mix(STEEL, (0, 0, 0), 0.3), plate, 2, border_radius=5)
        for bx in (plate.x + 5, plate.right - 6):
            pygame.draw.circle(surf, draw.mix(STEEL, (0, 0, 0), 0.35), (bx, plate.centery), 2)
        g = min(plate.h - 6, 22)
        draw_part_glyph(
            surf, SHAPES[kind], (plate.x + 8 + g // 2, plate.centery), g / 2, self.part_colour(kind)
        )
        return surf

    def _marker(self, face: str, w: int, h: int) -> pygame.Surface:
        """A marker as a pill: its token (the card shoe for Priority and Secondary, a tick for a
        seat that has chosen) and its name, beside or under it as the room allows."""
        rest = face.split(":", 1)[1]
        icon, col = MARKER_ICONS[rest]
        name = str(self.info(face).get("name", ""))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        d = min(h, 40)
        size = fit_size(name, w - d - 12, 20)
        vertical = False
        if size is None and h >= 50:
            size = fit_size(name, w - 8, 20)
            vertical = size is not None
            if vertical and size is not None:
                d = min(40, h - draw.font(size, True).get_height() - 2)
        body = surf.get_rect()
        pygame.draw.rect(
            surf, (0x2A, 0x23, 0x20, 200), body, border_radius=min(h, w) // 2 if not vertical else 12
        )
        pygame.draw.rect(surf, (*col, 255), body, 2, border_radius=min(h, w) // 2 if not vertical else 12)
        c = (w // 2, d // 2 + 2) if vertical else (d // 2 + 2, h // 2)
        pygame.draw.circle(surf, draw.mix(col, (0, 0, 0), 0.4), (c[0], c[1] + 1), d // 2 - 2)
        pygame.draw.circle(surf, col, c, d // 2 - 2)
        self.icon(surf, icon, c, int(d * 0.58), ink_on(col))
        if size is not None and name:
            img = _render(name, size, theme.CREAM, True)
            if vertical:
                surf.blit(img, img.get_rect(midtop=(w // 2, d + 2)))
            else:
                surf.blit(img, img.get_rect(midleft=(d + 8, h // 2 + 1)))
        return surf

    def _extra_cost(self, face: str, w: int, h: int) -> pygame.Surface:
        """An extra-cost token: a rust hexagon with a plus (each one is a part more to pay)."""
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        d = min(w, h)
        c = (d // 2, h // 2)
        draw_part_glyph(surf, "hexagon", c, d * 0.46, RUST, count=True)
        t = max(2, d // 10)
        a = d // 4
        pygame.draw.line(surf, theme.CREAM, (c[0] - a, c[1]), (c[0] + a, c[1]), t)
        pygame.draw.line(surf, theme.CREAM, (c[0], c[1] - a), (c[0], c[1] + a), t)
        return surf
