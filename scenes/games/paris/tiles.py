"""Tile faces printed by the skin at the table's sizes: a building on its slot, a landmark's plaque,
a VP tile, an end-game tile, a strategy tile. Each prints its numbers big, its costs as the resources
themselves and its name whole where the name fits at ``TEXT_MIN``; where it does not, its icon (the
hover zoom gives the whole card). Pure functions of (face, size): the skin caches them.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import tr
from game.paris.cards import card_info
from game.paris.data import DATA
from scenes import draw, theme
from scenes.games.paris.marks import coin_mark, mini_token, vp_mark, vp_mark_fits
from scenes.games.paris.palette import DISTRICT_COLOURS, STRATEGY_ICON
from scenes.games.paris.style import (
    BURGUNDY,
    GILT,
    INK,
    NAVY,
    STONE,
    TEXT_MIN,
    VP_GOLD,
    fit,
    icon,
    text,
    tile_body,
)

# The building types' glyphs: an assets/icons name, or "@cup" / "@bed" drawn here (no icon fits).
TYPE_GLYPH = {
    "cafe": "@cup",
    "hotel": "@bed",
    "kiosk": "scroll",
    "theatre": "music",
    "bookshop": "book",
    "department_store": "cart",
}
END_MATERIAL = {"as_resource": "resource", "as_prestige": "prestige"}


def name_of(face: str) -> str:
    """A tile's name, as the rules give it (card_info)."""
    info = card_info(face) or {}
    return str(info.get("name") or "")


# ------------------------------------------------------------------ buildings
def building_layout(face: str, size: tuple[int, int]) -> dict[str, Any]:
    """Where a building tile puts its parts: ``band`` (its district's colour with the type's glyph),
    ``value`` (the big number's centre and font size) and ``costs`` (one mini token per extra-cost
    resource, in a column at the right, the value then left of them). Tests read it."""
    b = DATA.buildings[face]
    w, h = size
    band = pygame.Rect(0, 0, w, max(11, round(h * 0.26)))
    n = len(b.extra)
    foot = h - 4
    room_h = foot - band.bottom - 2
    chip = min(15, max(8, (room_h - 2 * (n - 1)) // max(1, n)), max(8, w // 3)) if n else 0
    costs = []
    if n:
        x = w - chip - 3
        y = band.bottom + 1 + (room_h - (n * chip + (n - 1) * 2)) // 2
        for res in b.extra:
            costs.append((res, pygame.Rect(x, y, chip, chip)))
            y += chip + 2
    right = (w - chip - 4) if n else w
    value_size = max(TEXT_MIN, min(26, round(room_h * 0.95)))
    return {
        "band": band,
        "glyph": max(8, min(band.h - 2, round(w * 0.4))),
        "value": ((right // 2 + (1 if n else 0), band.bottom + 1 + room_h // 2 + 1), value_size),
        "costs": costs,
    }


def building_face(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A building tile on its slot: its district's colour band with the type's glyph, its value big,
    its extra cost as the resources themselves."""
    b = DATA.buildings[face]
    w, h = size
    lay = building_layout(face, size)
    colour = DISTRICT_COLOURS.get(b.district, theme.INK_SOFT)
    surf = tile_body(size, STONE, draw.mix(STONE, INK, 0.35), max(4, round(w * 0.1)))
    band = lay["band"]
    r = max(4, round(w * 0.1))
    pygame.draw.rect(surf, colour, band, border_top_left_radius=r, border_top_right_radius=r)
    pygame.draw.line(surf, draw.mix(colour, (0, 0, 0), 0.35), band.bottomleft, (w - 1, band.bottom), 1)
    draw_type_glyph(surf, b.type, band.center, lay["glyph"], theme.CREAM)
    (vc, vsize) = lay["value"]
    text(surf, str(b.value), vc, vsize, INK)
    for res, cr in lay["costs"]:
        mini_token(surf, res, cr.center, cr.w)
    return surf


# ------------------------------------------------------------------ landmarks
def landmark_plan(face: str, size: tuple[int, int]) -> dict[str, Any]:
    """What a landmark's plaque ``size`` prints: ``name`` (its size, 0: none), ``second`` (a second
    line with its costs and its prestige, when tall enough), the value disc's size."""
    lm = DATA.landmarks[face]
    w, h = size
    disc = min(h - 4, 34)
    room = w - disc - 10
    name = name_of(face)
    two = h >= 2 * TEXT_MIN + 4
    nsize = fit(name, room, 16 if two else 17)
    costs = len(lm.extra)
    chip = 16
    second_w = costs * (chip + 2) + 8 + chip + 4 + draw.font(TEXT_MIN, True).size(tr("paris.fx.vp", n=lm.vp_per_token))[0]
    return {"disc": disc, "name": nsize, "second": two and second_w <= room, "chip": chip}


def landmark_face(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A landmark as a gilt-edged plaque: its value in a disc on the left, its name, and (when the
    plaque is tall enough) its extra cost as resources and the prestige it turns into VP ("medal 5 VP":
    each handed-in token of that kind gives 5 VP, up to three). Too narrow for its name: the value
    and a monument."""
    lm = DATA.landmarks[face]
    w, h = size
    plan = landmark_plan(face, size)
    surf = tile_body(size, STONE, GILT, max(4, round(min(w, h) * 0.18)), draw.mix(GILT, (0, 0, 0), 0.45))
    d = plan["disc"]
    cy = (h - 3) // 2
    pygame.draw.circle(surf, GILT, (4 + d // 2, cy), d // 2)
    pygame.draw.circle(surf, draw.mix(GILT, (0, 0, 0), 0.35), (4 + d // 2, cy), d // 2, 2)
    vs = fit(str(lm.value), d - 4, 20)
    text(surf, str(lm.value), (4 + d // 2, cy + 1), vs, NAVY)
    x = d + 8
    if plan["name"]:
        name = name_of(face)
        body = h - 3
        y = round(body * 0.3) if plan["second"] else cy
        text(surf, name, (x, y), plan["name"], INK, "midleft")
        if plan["second"]:
            chip = plan["chip"]
            yy = round(body * 0.74)
            for res in lm.extra:
                mini_token(surf, res, (x + chip // 2, yy), chip)
                x += chip + 2
            x += 8
            mini_token(surf, lm.prestige, (x + chip // 2, yy), chip)
            text(surf, tr("paris.fx.vp", n=lm.vp_per_token), (x + chip + 4, yy), TEXT_MIN, INK, "midleft")
    elif w - d - 10 >= 20:
        icon(
            surf, "castle", (d + 4 + (w - d - 4) // 2, cy), min(h - 10, w - d - 10), draw.mix(GILT, INK, 0.4)
        )
    return surf


# ------------------------------------------------------------------ VP tiles
def vp_face(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A VP tile: its three prizes (1st big, then 2nd and 3rd), stacked on an upright tile, side by
    side on a lying one."""
    special = face == DATA.special_vp.id
    v = DATA.special_vp if special else next(x for x in DATA.vp_tiles if x.id == face)
    a, b, c = v.places
    w, h = size
    body = draw.mix(VP_GOLD, NAVY, 0.35) if special else VP_GOLD
    surf = tile_body(size, body, draw.mix(body, (255, 255, 255), 0.45), max(4, round(min(w, h) * 0.15)))
    ink = theme.CREAM if special else NAVY
    rest = (str(b), str(c))
    if h >= w:  # upright: 20 over 10 over 5
        top = fit(str(a), w - 4, 22)
        sub = min(fit(s, w - 4, 17) for s in rest)
        step = (h - 3) / 3.2
        text(surf, str(a), (w // 2, round(step * 0.75)), top, ink)
        if sub:
            for i, s in enumerate(rest):
                text(surf, s, (w // 2, round(step * (1.85 + 1.0 * i))), sub, draw.mix(ink, body, 0.25))
        return surf
    top = fit(str(a), w // 2 - 4, 22)
    text(surf, str(a), (w // 4 + 2, (h - 3) // 2), top, ink)
    sub = min(fit(s, w // 2 - 6, 17) for s in rest)
    if sub:
        for i, s in enumerate(rest):
            text(surf, s, (w * 3 // 4 - 1, round((h - 3) * (0.3 + 0.42 * i))), sub, draw.mix(ink, body, 0.25))
    return surf


# ------------------------------------------------------------------ end-game tiles
def endgame_face(face: str, size: tuple[int, int]) -> pygame.Surface:
    """An end-game tile: burgundy, cream rim, and what it is worth: its VP on a rosette, its francs
    on a coin, or the token it counts as (any: the three resources)."""
    t = DATA.endgame[face]
    w, h = size
    surf = tile_body(size, BURGUNDY, theme.CREAM, max(4, round(min(w, h) * 0.15)))
    d = min(w, h - 3) - 8
    centre = (w // 2, (h - 3) // 2)
    p = t.p
    if t.kind == "gain" and p("vp") and not p("francs"):
        if vp_mark_fits(d, p("vp")):
            vp_mark(surf, centre, d, p("vp"))
        else:
            icon(surf, "stars", centre, d, GILT)
    elif t.kind == "gain" and p("francs"):
        if not coin_mark(surf, centre, d, f"{p('francs')} F"):
            icon(surf, "coins", centre, d, GILT)
    else:
        what = str(p("resource") or p("prestige") or "any")
        if what in ("any", ""):
            for i, res in enumerate(("wood", "marble", "gold")):
                mini_token(surf, res, (w // 2 + (i - 1) * (d // 3), centre[1]), max(8, d // 3))
        else:
            mini_token(surf, what, centre, max(8, round(d * 0.8)))
    return surf


# ------------------------------------------------------------------ strategy tiles
def strategy_face(face: str, size: tuple[int, int]) -> pygame.Surface:
    """A strategy tile (l'Étoile): navy with a gilt rim, its icon and its name where the name fits."""
    st = DATA.strategies[face]
    w, h = size
    surf = tile_body(size, NAVY, GILT, max(4, round(min(w, h) * 0.2)))
    ic = STRATEGY_ICON.get(st.kind, "scroll")
    name = name_of(face)
    isz = min(h - 9, 26)
    nsize = fit(name, w - 12 - (isz + 4), 18)
    if nsize and h <= 2.2 * w:  # a plaque: the icon, then the name
        icon(surf, ic, (6 + isz // 2, (h - 3) // 2), isz, GILT)
        text(surf, name, (10 + isz, (h - 3) // 2), nsize, theme.CREAM, "midleft")
        return surf
    nsize = fit(name, w - 8, 18)
    if nsize and h >= isz + 26:  # upright and wide enough: the icon over the name
        icon(surf, ic, (w // 2, 6 + isz // 2), isz, GILT)
        text(surf, name, (w // 2, isz + 18), nsize, theme.CREAM)
        return surf
    icon(surf, ic, (w // 2, (h - 3) // 2), min(w, h - 3) - 8, GILT)
    return surf


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
    a = draw.assets()
    if a.has_icon(glyph):  # no glyph: the value still reads
        ic = a.icon(glyph, size, colour)
        surf.blit(ic, ic.get_rect(center=centre))
