"""Every token and marker of Paris: New Eden as itself, painted (``faces.Faces`` picks and caches).

* Survivor tokens: the white side (waiting on a board, at the Train Station) is a pale disc with
  a thick ring and the icon of its type in the type's colour; the dark side (in the refuge) is the
  type's colour, darker, with a cream icon. A jack (the white side of a slacker token) wears the
  five specialists' colours round a meeple: it can join any claim; a slacker is grey with an
  hourglass.
* Equipment tokens are square tiles (survivors are round): two bullets, a book, a capsule, each on
  the colour of the type it equips.
* The Bat, the Binoculars and the Heroine are brass-rimmed discs with their own drawings; the held
  Heroine (``heroine:equipped``) shows the three equipment colours along her rim: she counts as one
  equipped survivor of any type for the season's event.
* A can is a tin can; the Restaurant's supply (``can:supply``) is a pile of three.
* The season marker (``season:<n>:<phase>``) is a plaque with the season's name and the phase's;
  the claim marker (``type:<type>``) is a token of the type being claimed.

Backs, dice and the seats' own markers (score discs, population cubes) are the table's. Surfaces
are drawn at twice their size and scaled down once. The card faces (``cardfaces``) print these
tokens as icons, so this module sits below both ``cardfaces`` and ``faces``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from game.core.i18n import tr
from game.new_eden.cards import phase_key, season_key
from scenes import draw
from scenes.games.new_eden import glyphs
from scenes.games.new_eden.palette import (
    BRASS,
    CREAM,
    INK,
    SEASON_COLOUR,
    STONE,
    TEXT,
    TYPE_ICON,
    Colour,
    NameFit,
    board_name,
    icon,
    ink_on,
    render_name,
    type_colour,
)

SS = 2  # supersampling factor


def supersample(size: tuple[int, int], paint: Callable[[pygame.Surface, int, int], None]) -> pygame.Surface:
    """``paint(surf, w, h)`` on a surface ``SS`` times bigger, scaled down to ``size``."""
    w, h = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    paint(big, w * SS, h * SS)
    return pygame.transform.smoothscale(big, (w, h))


def _disc(surf: pygame.Surface, c: tuple[int, int], r: int, fill: Colour, rim: Colour, rim_w: int) -> None:
    """A round token with its edge (a darker lip below, as cardboard has)."""
    pygame.draw.circle(surf, draw.mix(rim, (0, 0, 0), 0.45), (c[0], c[1] + max(1, r // 14)), r)
    pygame.draw.circle(surf, rim, c, r)
    pygame.draw.circle(surf, fill, c, r - rim_w)


def survivor_token(face: str, size: tuple[int, int]) -> pygame.Surface:
    side, _, kind = face.partition(":")
    dark = side == "token_dark"

    def paint(s: pygame.Surface, w: int, h: int) -> None:
        r = min(w, h) // 2 - 2
        c = (w // 2, h // 2 - 1)
        if kind == "jack":
            _disc(s, c, r, (0xFA, 0xF6, 0xEC), (0xFA, 0xF6, 0xEC), 0)
            glyphs.jack_ring(s, c, r, r * 0.26)
            pygame.draw.circle(s, INK, c, r, max(1, r // 16))
            icon(s, TYPE_ICON["jack"], c, int(r * 1.05), INK)
            return
        if kind == "slacker":
            grey = (0x6E, 0x6E, 0x6E) if dark else (0xE6, 0xE6, 0xE2)
            _disc(s, c, r, grey, draw.mix(grey, (0, 0, 0), 0.3), max(2, r // 7))
            icon(s, TYPE_ICON["slacker"], c, int(r * 1.1), ink_on(grey))
            return
        col = type_colour(kind)
        if dark:
            fill = draw.mix(col, (0, 0, 0), 0.25)
            _disc(s, c, r, fill, draw.mix(col, (0, 0, 0), 0.5), max(2, r // 9))
            pygame.draw.circle(s, draw.mix(fill, CREAM, 0.35), c, int(r * 0.8), max(1, r // 14))
            icon(s, TYPE_ICON.get(kind, "person"), c, int(r * 1.1), CREAM)
        else:
            _disc(s, c, r, (0xFA, 0xF6, 0xEC), col, max(3, int(r * 0.24)))
            icon(s, TYPE_ICON.get(kind, "person"), c, int(r * 1.05), draw.mix(col, (0, 0, 0), 0.25))

    return supersample(size, paint)


def equipment_tile(kind: str, size: tuple[int, int]) -> pygame.Surface:
    col = type_colour(kind)

    def paint(s: pygame.Surface, w: int, h: int) -> None:
        d = min(w, h) - 4
        box = pygame.Rect(0, 0, d, d)
        box.center = (w // 2, h // 2 - 1)
        rad = max(4, d // 5)
        pygame.draw.rect(s, draw.mix(col, (0, 0, 0), 0.5), box.move(0, max(1, d // 28)), border_radius=rad)
        pygame.draw.rect(s, col, box, border_radius=rad)
        inner = box.inflate(-max(4, d // 7), -max(4, d // 7))
        pygame.draw.rect(s, (0xFA, 0xF6, 0xEC), inner, border_radius=max(3, rad - 2))
        fn = glyphs.GLYPHS[kind]
        fn(s, inner.center, inner.w * 0.42)

    return supersample(size, paint)


ITEM_GROUND: dict[str, Colour] = {
    "bat": (0x2F, 0x5D, 0x34),
    "binoculars": (0x9F, 0xC4, 0xC6),
    "heroine": (0xA0, 0x52, 0x2D),
}


def item_token(face: str, size: tuple[int, int]) -> pygame.Surface:
    item, _, state = face.partition(":")
    ground = ITEM_GROUND[item]

    def paint(s: pygame.Surface, w: int, h: int) -> None:
        r = min(w, h) // 2 - 2
        c = (w // 2, h // 2 - 1)
        _disc(s, c, r, ground, BRASS, max(3, r // 6))
        pygame.draw.circle(s, draw.mix(BRASS, (255, 255, 255), 0.4), c, r - max(3, r // 6), max(1, r // 18))
        glyphs.GLYPHS[item](s, c, r * 0.72)
        if state == "equipped":  # she counts as one equipped survivor of any type: the three kinds
            for i, kind in enumerate(("bullet", "book", "capsule")):
                p = (c[0] + (i - 1) * r * 0.42, c[1] + r * 0.78)
                pygame.draw.circle(s, INK, (int(p[0]), int(p[1])), int(r * 0.2))
                pygame.draw.circle(s, type_colour(kind), (int(p[0]), int(p[1])), int(r * 0.15))

    return supersample(size, paint)


def can_face(face: str, size: tuple[int, int]) -> pygame.Surface:
    pile = face == "can:supply"

    def paint(s: pygame.Surface, w: int, h: int) -> None:
        r = min(w, h) / 2 - 2
        c = (w / 2, h / 2)
        if pile:
            glyphs.cans_pile(s, c, r)
        else:
            glyphs.can(s, c, r)

    return supersample(size, paint)


def season_plaque(face: str, size: tuple[int, int]) -> pygame.Surface:
    """The season marker: a plaque in the season's colour, its name and the phase's."""
    parts = face.split(":")
    season = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 1
    phase = parts[2] if len(parts) > 2 else ""
    col = SEASON_COLOUR.get(season, STONE)
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    box = pygame.Rect(1, 1, w - 2, h - 3)
    pygame.draw.rect(surf, draw.mix(col, (0, 0, 0), 0.45), box.move(0, 2), border_radius=10)
    pygame.draw.rect(surf, draw.mix(col, CREAM, 0.55), box, border_radius=10)
    pygame.draw.rect(surf, col, box, 3, border_radius=10)
    name = tr(season_key(season))
    ph = tr(phase_key(phase)) if phase else ""
    fit = board_name(ph, w - 10, 1) if ph else NameFit(())
    if ph and " ".join(fit.lines) != ph:  # the phase whole, on two lines
        fit = board_name(ph, w - 10, 2)
    step = 19 if len(fit.lines) < 2 else 17
    top = max(0, (h - step * (1 + len(fit.lines))) // 2)
    draw.text(surf, name, (w // 2, top - 2), TEXT, INK, "midtop", bold=True)
    for i, ln in enumerate(fit.lines):
        img = render_name(ln, dataclasses.replace(fit, bold=False), INK)
        surf.blit(img, img.get_rect(midtop=(w // 2, top - 2 + step * (i + 1))))
    return surf


def claim_marker(face: str, size: tuple[int, int]) -> pygame.Surface:
    kind = face.split(":", 1)[1]
    col = type_colour(kind)

    def paint(s: pygame.Surface, w: int, h: int) -> None:
        r = min(w, h) // 2 - 2
        c = (w // 2, h // 2 - 1)
        _disc(s, c, r, col, BRASS, max(3, r // 6))
        icon(s, TYPE_ICON.get(kind, "person"), c, int(r * 1.15), ink_on(col))

    return supersample(size, paint)
