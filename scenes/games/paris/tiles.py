"""Small tile faces: a building on its slot, a built landmark, an end-game tile in a full used box,
the bonus tiles as printed tokens."""

from __future__ import annotations

from typing import Any

import pygame

from scenes import draw

ZONE_OF_SPACE = ((1, 10, "A"), (11, 20, "B"), (21, 30, "C"))
# A building slot's printed value: a notch badge on the slot's bottom-right corner, a little outside
# it, clear of the building tile's face (left), of the token's or key's disc (above it, also when
# hovered) and of what lies round the slot (bank keys, VP and special tiles, landmarks).
SLOT_BADGE_R = 9
SLOT_BADGE_FROM_RIGHT = 6  # its centre, from the slot's right edge
SLOT_BADGE_FROM_BOTTOM = 5  # its centre, from the slot's bottom edge
# A building tile narrower than this is drawn by the skin: a glyph for its type, its value big and
# its extra cost as lettered resource chips (the district, the type's name and the effect are in the
# hover zoom; at ~38 px wide, 25 px on a 1280×720 window, they could not be read).
SMALL_BUILDING = 64
# A landmark this small (a built one in its district, about 24×34) prints a gilt band with a
# monument glyph and its value big; its name ("N…" before) is in the hover zoom.
SMALL_LANDMARK = 40
# The building types' glyphs: an assets/icons name, or "@cup" / "@bed" drawn here (no icon fits).
TYPE_GLYPH = {
    "cafe": "@cup",
    "hotel": "@bed",
    "kiosk": "scroll",
    "theatre": "music",
    "bookshop": "book",
    "department_store": "cart",
}


def slot_badge_rect(slot: pygame.Rect) -> pygame.Rect:
    """Where a building slot's value badge is drawn (its bounding box)."""
    r = SLOT_BADGE_R
    c = (slot.right - SLOT_BADGE_FROM_RIGHT, slot.bottom - SLOT_BADGE_FROM_BOTTOM)
    return pygame.Rect(c[0] - r, c[1] - r, 2 * r + 1, 2 * r + 1)


def draw_type_glyph(surf: pygame.Surface, kind: str, centre: tuple[int, int], size: int, colour: Any) -> None:
    """A building type's glyph, ``size`` px square, as a filled silhouette like the icon set's."""
    glyph = TYPE_GLYPH.get(kind, "house")
    cx, cy = centre
    u = size / 14.0  # the hand-drawn glyphs are designed on a 14 px grid
    if glyph == "@cup":  # a coffee cup on its saucer, steam above
        body = pygame.Rect(0, 0, round(8 * u), round(6 * u))
        body.midbottom = (round(cx - 1 * u), round(cy + 4 * u))
        pygame.draw.rect(
            surf,
            colour,
            body,
            border_bottom_left_radius=round(3 * u),
            border_bottom_right_radius=round(3 * u),
        )
        pygame.draw.circle(
            surf, colour, (body.right, body.centery), max(2, round(2.3 * u)), max(1, round(1.2 * u))
        )
        pygame.draw.line(
            surf,
            colour,
            (round(cx - 6 * u), round(cy + 5 * u)),
            (round(cx + 5 * u), round(cy + 5 * u)),
            max(1, round(1.4 * u)),
        )
        for dx in (-3, 0):
            x = round(cx + (dx + 0.5) * u)
            pygame.draw.line(surf, colour, (x, round(cy - 5 * u)), (x, round(cy - 3 * u)), max(1, round(u)))
        return
    if glyph == "@bed":  # a bed: headboard, pillow, blanket and legs
        w = max(1, round(1.6 * u))
        left, right = round(cx - 6 * u), round(cx + 6 * u)
        pygame.draw.rect(surf, colour, (left, round(cy - 5 * u), w, round(10 * u)))
        pygame.draw.rect(surf, colour, (left, round(cy + 1 * u), right - left, round(2.5 * u)))
        pygame.draw.rect(surf, colour, (right - w, round(cy - 1 * u), w, round(6 * u)))
        pygame.draw.ellipse(surf, colour, (left + w + 1, round(cy - 2.5 * u), round(4 * u), round(3 * u)))
        pygame.draw.rect(
            surf,
            colour,
            (round(cx - 1 * u), round(cy - 1.5 * u), round(5 * u), round(2.5 * u)),
            border_top_left_radius=max(1, round(u)),
        )
        return
    try:
        a = draw.assets()
        if a.has_icon(glyph):
            ic = a.icon(glyph, size, colour)
            surf.blit(ic, ic.get_rect(center=centre))
    except Exception:  # noqa: BLE001 - a glyph is a nicety: the value still reads
        pass
