"""The token art of Paris: New Eden, drawn by our own code: a tin can, a bullet, a book, a
capsule, the Binoculars, the Bat, the Heroine, and the jack's five-colour ring.

Each glyph draws into ``surf`` centred at ``c`` with radius ``r`` (the size of the round token it
sits on); callers draw at twice the size and scale down once (``tokens.supersample``), so the plain
pygame shapes come out smooth. No text here: a glyph is recognised by its silhouette.
"""

from __future__ import annotations

import math

import pygame

from scenes import draw
from scenes.games.new_eden.palette import BRASS, CREAM, INK, RUST, TIN, Colour, type_colour

Point = tuple[float, float]


def _dark(c: Colour, t: float = 0.45) -> Colour:
    return draw.mix(c, (0, 0, 0), t)


def _light(c: Colour, t: float = 0.4) -> Colour:
    return draw.mix(c, (255, 255, 255), t)


def _rot(points: list[Point], c: Point, deg: float) -> list[Point]:
    a = math.radians(deg)
    ca, sa = math.cos(a), math.sin(a)
    return [(c[0] + (x - c[0]) * ca - (y - c[1]) * sa, c[1] + (x - c[0]) * sa + (y - c[1]) * ca) for x, y in points]


def can(surf: pygame.Surface, c: Point, r: float, label: Colour = RUST) -> None:
    """A tin can standing up: its rim, a paper label with a stripe, a dent of rust."""
    w, h = r * 1.1, r * 1.5
    x0, y0 = c[0] - w / 2, c[1] - h / 2 + r * 0.08
    e = max(2.0, r * 0.22)  # the ellipse of the top and the bottom
    body = pygame.Rect(int(x0), int(y0), int(w), int(h))
    pygame.draw.ellipse(surf, _dark(TIN, 0.5), (x0, y0 + h - e, w, 2 * e))
    pygame.draw.rect(surf, TIN, body)
    for i in range(1, 4):  # the ribs of the tin
        x = x0 + w * i / 4
        pygame.draw.line(surf, _dark(TIN, 0.18), (x, y0), (x, y0 + h), max(1, int(r / 14)))
    band = pygame.Rect(int(x0), int(y0 + h * 0.28), int(w), int(h * 0.46))
    pygame.draw.rect(surf, label, band)
    pygame.draw.rect(surf, CREAM, band.inflate(0, -int(band.h * 0.62)))
    pygame.draw.ellipse(surf, _dark(TIN, 0.5), (x0, y0 + h - e, w, 2 * e), max(1, int(r / 12)))
    pygame.draw.ellipse(surf, _light(TIN, 0.3), (x0, y0 - e, w, 2 * e))
    pygame.draw.ellipse(surf, _dark(TIN, 0.35), (x0, y0 - e, w, 2 * e), max(1, int(r / 10)))
    pygame.draw.ellipse(surf, _dark(TIN, 0.15), (x0 + w * 0.18, y0 - e * 0.55, w * 0.64, e * 1.1))
    pygame.draw.line(surf, _dark(TIN, 0.5), (x0, y0), (x0, y0 + h), max(1, int(r / 10)))
    pygame.draw.line(surf, _dark(TIN, 0.5), (x0 + w, y0), (x0 + w, y0 + h), max(1, int(r / 10)))


def cans_pile(surf: pygame.Surface, c: Point, r: float) -> None:
    """Three cans, two standing and one on top: the supply."""
    can(surf, (c[0] - r * 0.42, c[1] + r * 0.28), r * 0.58)
    can(surf, (c[0] + r * 0.42, c[1] + r * 0.28), r * 0.58, label=draw.mix(RUST, (0x30, 0x50, 0x80), 0.6))
    can(surf, (c[0], c[1] - r * 0.52), r * 0.58, label=draw.mix(RUST, BRASS, 0.5))


def bullet(surf: pygame.Surface, c: Point, r: float) -> None:
    """Two cartridges side by side: brass cases, copper tips."""
    for dx in (-0.3, 0.3):
        x = c[0] + dx * r
        w = r * 0.42
        top, bottom = c[1] - r * 0.75, c[1] + r * 0.72
        neck = c[1] - r * 0.2
        case = pygame.Rect(int(x - w / 2), int(neck), int(w), int(bottom - neck))
        pygame.draw.rect(surf, BRASS, case)
        pygame.draw.rect(surf, _light(BRASS, 0.35), case.inflate(-int(w * 0.6), 0).move(-int(w * 0.12), 0))
        pygame.draw.rect(surf, _dark(BRASS, 0.45), case, max(1, int(r / 14)))
        tip = [(x - w / 2, neck), (x - w * 0.36, top + r * 0.22), (x, top), (x + w * 0.36, top + r * 0.22), (x + w / 2, neck)]
        copper = (0xB8, 0x6B, 0x3A)
        pygame.draw.polygon(surf, copper, tip)
        pygame.draw.polygon(surf, _dark(copper, 0.45), tip, max(1, int(r / 14)))
        pygame.draw.rect(surf, _dark(BRASS, 0.3), (x - w / 2 - 1, bottom - r * 0.14, w + 2, r * 0.14))


def book(surf: pygame.Surface, c: Point, r: float, cover: Colour | None = None) -> None:
    """A closed book seen slightly from above: cover, pages, a bookmark ribbon."""
    cover = cover or type_colour("book")
    w, h = r * 1.25, r * 1.5
    x0, y0 = c[0] - w / 2, c[1] - h / 2
    pages = pygame.Rect(int(x0 + w * 0.12), int(y0 + h * 0.06), int(w * 0.86), int(h * 0.9))
    pygame.draw.rect(surf, CREAM, pages, border_radius=max(1, int(r / 10)))
    for i in range(1, 4):
        y = pages.bottom - i * h * 0.03
        pygame.draw.line(surf, _dark(CREAM, 0.2), (pages.x, y), (pages.right, y), 1)
    front = pygame.Rect(int(x0), int(y0), int(w * 0.9), int(h * 0.9))
    pygame.draw.rect(surf, cover, front, border_radius=max(1, int(r / 8)))
    pygame.draw.rect(surf, _dark(cover, 0.4), front, max(1, int(r / 12)), border_radius=max(1, int(r / 8)))
    spine = pygame.Rect(front.x, front.y, int(w * 0.16), front.h)
    pygame.draw.rect(surf, _dark(cover, 0.3), spine, border_radius=max(1, int(r / 8)))
    pygame.draw.rect(surf, BRASS, (front.x + w * 0.3, front.y + h * 0.25, w * 0.45, h * 0.08))
    rib = [(front.x + w * 0.62, front.bottom - 1), (front.x + w * 0.62, front.bottom + h * 0.12),
           (front.x + w * 0.69, front.bottom + h * 0.06), (front.x + w * 0.76, front.bottom + h * 0.12),
           (front.x + w * 0.76, front.bottom - 1)]
    pygame.draw.polygon(surf, (0xB0, 0x3A, 0x2E), rib)


def capsule(surf: pygame.Surface, c: Point, r: float) -> None:
    """A medicine capsule, tilted: one half the healers' green, the other cream."""
    green = type_colour("capsule")
    length, thick = r * 1.55, r * 0.62
    half = pygame.Surface((int(length) + 4, int(thick) + 4), pygame.SRCALPHA)
    hw, hh = half.get_size()
    rr = int(thick / 2)
    pygame.draw.rect(half, CREAM, (2, 2, hw - 4, hh - 4), border_radius=rr)
    pygame.draw.rect(half, green, (2, 2, (hw - 4) // 2 + 1, hh - 4), border_top_left_radius=rr,
                     border_bottom_left_radius=rr)
    pygame.draw.rect(half, _light(green, 0.45), (2 + rr // 2, 2 + hh // 5, (hw - 4) // 2 - rr, max(1, hh // 7)))
    pygame.draw.rect(half, _dark(green, 0.5), (2, 2, hw - 4, hh - 4), max(1, int(r / 12)), border_radius=rr)
    pygame.draw.line(half, _dark(green, 0.5), (hw // 2, 3), (hw // 2, hh - 4), max(1, int(r / 14)))
    turned = pygame.transform.rotate(half, 35)
    surf.blit(turned, turned.get_rect(center=(int(c[0]), int(c[1]))))


def binoculars(surf: pygame.Surface, c: Point, r: float) -> None:
    """Binoculars seen from the front: two barrels joined by a bridge, glass catching the light."""
    body = (0x3A, 0x3A, 0x3E)
    for dx in (-1, 1):
        x = c[0] + dx * r * 0.44
        barrel = pygame.Rect(int(x - r * 0.33), int(c[1] - r * 0.55), int(r * 0.66), int(r * 0.9))
        pygame.draw.rect(surf, body, barrel, border_radius=int(r * 0.12))
        pygame.draw.circle(surf, _dark(body, 0.3), (int(x), int(c[1] + r * 0.42)), int(r * 0.4))
        pygame.draw.circle(surf, (0x7F, 0xB6, 0xD6), (int(x), int(c[1] + r * 0.42)), int(r * 0.3))
        pygame.draw.circle(surf, _light((0x7F, 0xB6, 0xD6), 0.6), (int(x - r * 0.1), int(c[1] + r * 0.33)),
                           max(1, int(r * 0.09)))
    pygame.draw.rect(surf, _light(body, 0.15), (c[0] - r * 0.2, c[1] - r * 0.35, r * 0.4, r * 0.3),
                     border_radius=max(1, int(r * 0.08)))
    pygame.draw.circle(surf, BRASS, (int(c[0]), int(c[1] - r * 0.6)), max(2, int(r * 0.13)))


def bat(surf: pygame.Surface, c: Point, r: float) -> None:
    """A wooden bat across the token, its grip taped, nails in its head."""
    wood = (0xB5, 0x84, 0x4C)
    pts = [(-0.95, -0.09), (-0.2, -0.14), (0.62, -0.25), (0.95, -0.2), (0.95, 0.2), (0.62, 0.25),
           (-0.2, 0.14), (-0.95, 0.09)]
    shape = [(c[0] + x * r, c[1] + y * r) for x, y in pts]
    shape = _rot(shape, c, -35)
    pygame.draw.polygon(surf, wood, shape)
    pygame.draw.polygon(surf, _dark(wood, 0.45), shape, max(1, int(r / 12)))
    for t in (-0.9, -0.78, -0.66):  # the taped grip
        a = _rot([(c[0] + t * r, c[1] - r * 0.12), (c[0] + t * r, c[1] + r * 0.12)], c, -35)
        pygame.draw.line(surf, INK, a[0], a[1], max(2, int(r / 9)))
    for x, y in ((0.55, -0.16), (0.75, 0.05), (0.6, 0.16), (0.85, -0.1)):  # nails
        p = _rot([(c[0] + x * r, c[1] + y * r)], c, -35)[0]
        pygame.draw.circle(surf, (0x9A, 0x9A, 0xA0), (int(p[0]), int(p[1])), max(1, int(r * 0.06)))


def star(c: Point, r: float, inner: float = 0.45, points: int = 5) -> list[Point]:
    out = []
    for i in range(points * 2):
        a = math.pi / points * i - math.pi / 2
        rr = r if i % 2 == 0 else r * inner
        out.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    return out


def heroine(surf: pygame.Surface, c: Point, r: float) -> None:
    """The Heroine: a figure with a red scarf in front of a gold star."""
    st = star(c, r * 0.98, 0.5)
    pygame.draw.polygon(surf, (0xE8, 0xC5, 0x47), st)
    pygame.draw.polygon(surf, _dark(BRASS, 0.4), st, max(1, int(r / 14)))
    skin, coat = (0xE8, 0xC0, 0x98), (0x3B, 0x4A, 0x5A)
    head = (c[0], c[1] - r * 0.3)
    body = [(c[0] - r * 0.36, c[1] + r * 0.62), (c[0] - r * 0.24, c[1] - r * 0.02),
            (c[0] + r * 0.24, c[1] - r * 0.02), (c[0] + r * 0.36, c[1] + r * 0.62)]
    pygame.draw.polygon(surf, coat, body)
    pygame.draw.polygon(surf, INK, body, max(1, int(r / 16)))
    scarf = [(c[0] - r * 0.26, c[1] - r * 0.06), (c[0] + r * 0.26, c[1] - r * 0.06),
             (c[0] + r * 0.5, c[1] + r * 0.18), (c[0] + r * 0.14, c[1] + r * 0.08)]
    pygame.draw.polygon(surf, (0xC0, 0x39, 0x2B), scarf)
    pygame.draw.circle(surf, (0x4A, 0x32, 0x22), (int(head[0]), int(head[1] - r * 0.04)), int(r * 0.22))
    pygame.draw.circle(surf, skin, (int(head[0]), int(head[1] + r * 0.02)), int(r * 0.17))


def jack_ring(surf: pygame.Surface, c: Point, r: float, width: float) -> None:
    """The jack-of-all-trades' ring: the five specialists' colours in turn (any type it joins)."""
    from scenes.games.new_eden.palette import TYPES

    rect = pygame.Rect(0, 0, int(2 * r), int(2 * r))
    rect.center = (int(c[0]), int(c[1]))
    n = len(TYPES)
    for i, t in enumerate(TYPES):
        a0 = math.pi / 2 + 2 * math.pi * i / n
        a1 = a0 + 2 * math.pi / n
        pts = [(c[0] + (r - width * k) * math.cos(a), c[1] - (r - width * k) * math.sin(a))
               for k in (0, 1) for a in ([a0 + (a1 - a0) * j / 8 for j in range(9)] if k == 0 else
                                         [a1 - (a1 - a0) * j / 8 for j in range(9)])]
        pygame.draw.polygon(surf, type_colour(t), pts)


GLYPHS = {"can": can, "bullet": bullet, "book": book, "capsule": capsule, "binoculars": binoculars,
          "bat": bat, "heroine": heroine}
