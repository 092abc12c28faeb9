"""What the Paris board prints under the pieces, drawn once into the table's static layer: every
track space and its number (the A/B/C zones tinted, their letter on their first space), each slot's
card outline with its value, each bank's payout coin and a key spot per colour, the Arc's key spots,
the landmark register (each landmark's plaque: value, name, costs by resource, prestige and VP),
the VP tiles' places, the market's columns with their buying and selling prices, and the captions
of the players' boxes. Every number and word is at least ``TEXT_MIN`` px."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import tr
from game.paris.board import DISTRICTS, LANDMARKS
from game.paris.data import DATA, TOKENS
from scenes import draw, theme
from scenes.games.paris import places as P
from scenes.games.paris.marks import coin_mark, mini_token
from scenes.games.paris.screen import caption_place
from scenes.games.paris.style import GILT, NAVY, PRINT, TEXT_MIN, fit, icon, text
from scenes.games.paris.tiles import landmark_face

ZONE_OF_SPACE = ((1, 10, "A"), (11, 20, "B"), (21, 30, "C"))
ZONE_TINT = {"A": (0xC9, 0xA2, 0x27), "B": (0xB8, 0xBC, 0xC2), "C": (0xA8, 0x6B, 0x3C)}
LINE = (*draw.mix(theme.CREAM, theme.BRASS, 0.35), 150)  # a printed outline on the board
FILL = (0, 0, 0, 70)


def zone_letter(space: int) -> str:
    return next((name for lo, hi, name in ZONE_OF_SPACE if lo <= space <= hi), "")


def _outline(layer: pygame.Surface, r: pygame.Rect, radius: int = 6, fill: Any = FILL) -> None:
    pygame.draw.rect(layer, fill, r, border_radius=radius)
    pygame.draw.rect(layer, LINE, r, 2, border_radius=radius)


def _spot(layer: pygame.Surface, r: pygame.Rect, colour: Any, shape: str | None) -> None:
    """A key spot: a ring in the colour it belongs to, its seat's shape faint inside."""
    c = r.center
    pygame.draw.circle(layer, (0, 0, 0, 80), c, r.w // 2)
    pygame.draw.circle(layer, (*colour[:3], 200), c, r.w // 2, 2)
    if shape is not None:
        draw.shape(layer, shape, c, r.w * 0.22, (*colour[:3], 110), None)


def track(surf: pygame.Surface, layer: pygame.Surface, rect: Callable[[str], pygame.Rect | None]) -> None:
    for i in range(31):
        r = rect(f"track:{i}")
        if r is None:
            continue
        letter = zone_letter(i)
        tint = ZONE_TINT.get(letter, theme.CREAM)
        _outline(layer, r, 7, (*draw.mix(NAVY, (0, 0, 0), 0.3), 170))
        strip = pygame.Rect(r.x, r.bottom - P.NUMBER_H, r.w, P.NUMBER_H)
        pygame.draw.rect(layer, (*draw.mix(tint, (0, 0, 0), 0.45), 230), strip, border_radius=6)
        label = f"{letter} {i}" if i in (1, 11, 21) else str(i)
        size = fit(label, r.w - 4, 17) or fit(str(i), r.w - 4, 17)
        text(surf, label if fit(label, r.w - 4, 17) else str(i), strip.center, size, theme.CREAM)


def slots(surf: pygame.Surface, layer: pygame.Surface, zones: dict[str, Any]) -> None:
    for zid, z in zones.items():
        if not zid.startswith("slot:"):
            continue
        r = pygame.Rect(z.rect)
        tile = P.slot_tile_rect(r)
        _outline(layer, tile, 5)
        text(surf, zid.rsplit(":", 1)[1], tile.center, 22, draw.mix(GILT, theme.CREAM, 0.3))
        side = pygame.Rect(tile.right + 3, r.y, r.right - tile.right - 3, r.h)
        pygame.draw.circle(layer, (0, 0, 0, 60), side.center, P.SLOT_TOKEN // 2)
        pygame.draw.circle(layer, (*LINE[:3], 90), side.center, P.SLOT_TOKEN // 2, 1)


def banks(
    surf: pygame.Surface, layer: pygame.Surface, zones: dict[str, Any], seats: list[tuple[Any, str | None]]
) -> None:
    """Each bank: a gilt coin with its payout, then a key spot per colour at the table."""
    pay = {d.id: d.bank for d in DATA.districts}
    for d in DISTRICTS:
        z = zones.get(f"bank:{d}")
        if z is None:
            continue
        r = pygame.Rect(z.rect)
        _outline(layer, r, 10)
        coin = P.bank_coin(r)
        coin_mark(surf, coin.center, coin.w, f"{pay.get(d, 0)} F")
        for k, (colour, shape) in enumerate(seats):
            _spot(layer, P.bank_spot(r, k), colour, shape)
    arc = zones.get("location:arc")
    if arc is not None:
        ar = pygame.Rect(arc.rect)
        for k, (colour, shape) in enumerate(seats):
            _spot(layer, P.arc_spot(ar, k), colour, shape)
        a = pygame.Rect(ar.right - 46, ar.y + 8, 34, 24)  # a small gilt arch, the printed emblem
        pygame.draw.rect(surf, GILT, a, border_radius=2)
        pygame.draw.rect(
            surf,
            draw.mix(NAVY, (0, 0, 0), 0.2),
            (a.x + 10, a.y + 9, a.w - 20, a.h - 9),
            border_top_left_radius=6,
            border_top_right_radius=6,
        )


def register(surf: pygame.Surface, layer: pygame.Surface, zones: dict[str, Any]) -> None:
    """The landmark register: each landmark's plaque printed (faint) on its line, so that its line
    still names it once it is built; its key spot at the line's end."""
    z = zones.get("supply:landmarks")
    if z is None:
        return
    r = pygame.Rect(z.rect)
    for L in LANDMARKS:
        row = P.register_row(r, L)
        face = landmark_face(L, row.size)
        face.set_alpha(90)
        surf.blit(face, row)
        spot = zones.get(f"landmark:{L}")
        if spot is not None:
            _outline(layer, pygame.Rect(spot.rect), 8)


def vp_places(surf: pygame.Surface, layer: pygame.Surface, zones: dict[str, Any]) -> None:
    z = zones.get("supply:vp_tiles")
    if z is not None:
        for v in P.VP_ORDER:
            _outline(layer, P.vp_slot(pygame.Rect(z.rect), v), 5)
    for zid, zz in zones.items():
        if zid.startswith("district:") and zid.endswith((":vp", ":special")):
            r = pygame.Rect(zz.rect)
            _outline(layer, r.inflate(-2, -2), 6)
            if zid.endswith(":vp"):
                text(surf, tr("paris.seat.vp"), r.center, TEXT_MIN, (*PRINT, 255))
            else:
                icon(surf, "stars", r.center, 22, draw.mix(PRINT, NAVY, 0.3))


def market(surf: pygame.Surface, layer: pygame.Surface, zones: dict[str, Any]) -> None:
    """The market: a column per token kind (its place, its stock, what it costs to buy, what it
    sells for), the rows named on the left."""
    z = zones.get("supply:tokens")
    if z is None:
        return
    r = pygame.Rect(z.rect)
    for row, key in ((2, "paris.map.buy"), (3, "paris.map.sell")):
        cell = P.market_cell(r, TOKENS[0], row)
        label = tr(key)
        size = fit(label, P.MARKET_LEFT - 6, TEXT_MIN, bold=False) or fit(label, P.MARKET_LEFT - 6)
        if size:
            draw.text(surf, label, (r.x + P.MARKET_LEFT - 4, cell.centery), size, PRINT, "midright")
    for tok in TOKENS:
        place = P.market_cell(r, tok, 0)
        pygame.draw.circle(layer, (0, 0, 0, 70), place.center, P.MARKET_TOKEN // 2)
        pygame.draw.circle(layer, LINE, place.center, P.MARKET_TOKEN // 2, 1)
        buy = DATA.buy_price.get(tok)
        for row, price in ((2, buy), (3, DATA.sell_price.get(tok))):
            cell = P.market_cell(r, tok, row)
            words = f"{price} F" if price is not None else "\u2013"
            size = fit(words, cell.w - 2, TEXT_MIN)
            text(surf, words, cell.center, size, theme.CREAM if price is not None else PRINT)


def captions(surf: pygame.Surface, zones: dict[str, Any], present: Callable[[str], bool]) -> None:
    colour = draw.mix(theme.CREAM, theme.BRASS, 0.3)
    for zid, z in zones.items():
        if not zid.startswith("seat:") or not present(zid) or z.prop("hidden"):
            continue
        place = caption_place(z)
        if place is None:
            continue
        words, size, ink = place
        s = draw.render(words, size, colour, True)
        box = s.get_bounding_rect()
        surf.blit(s, (ink.x - box.x, ink.y - box.y))


def stack_places(layer: pygame.Surface, zones: dict[str, Any]) -> None:
    for zid, z in zones.items():
        if zid.startswith("stack:") or zid in ("supply:removed", "supply:endgame"):
            r = pygame.Rect(z.rect)
            back = pygame.Rect(0, 0, *P.STACK_BACK)
            back.centerx = r.centerx
            back.y = r.y + 9 if zid.startswith("stack:") else r.y + (r.h - back.h) // 2 + 3
            _outline(layer, back, 5)


def mini_cost(surf: pygame.Surface, units: tuple[str, ...], x: int, y: int, d: int = 16) -> int:
    for res in units:
        mini_token(surf, res, (x + d // 2, y), d)
        x += d + 2
    return x
