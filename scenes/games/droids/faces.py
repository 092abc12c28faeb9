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

from collections import OrderedDict
from collections.abc import Callable

import pygame

from scenes import draw, theme
from scenes.games.droids import common as C
from scenes.games.droids.cardfaces import CardFaces
from scenes.games.droids.common import (
    CACHE_MAX,
    FLOOR,
    KINDS,
    LEAF,
    MARKER_ICONS,
    PAPER,
    RUST,
    SHAPES,
    STEEL,
    Info,
    _render,
    fit_size,
    ink_on,
)
from scenes.table.pieces import draw_part_glyph

__all__ = ["FLOOR", "KINDS", "LEAF", "PAPER", "STEEL", "Faces"]


class Faces(CardFaces):
    """Draws and caches faces; ``info(face)`` is the rules' ``card_info``. ``solo`` prints each
    droid's interest (the automa's reason to take it)."""

    def __init__(self, info: Info, solo: bool = False) -> None:
        super().__init__(info, solo)
        self._cache: OrderedDict[tuple[str, int, int], pygame.Surface] = OrderedDict()
        self._laid: dict[str, set[tuple[int, int]]] = {}  # the sizes each face is laid out at
        self._texts: dict[tuple[str, int, int], list[tuple[str, int]]] = {}

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
            words: list[tuple[str, int]] = []
            C._RECORD = words
            try:
                surf = maker(face, w, h)
            finally:
                self._texts[key] = words
                C._RECORD = None
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
