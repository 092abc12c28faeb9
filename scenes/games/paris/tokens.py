"""Counted pieces as themselves: the resource and prestige tokens, the francs' coins, a seat's keys
and a closed screen.

A token reads apart by silhouette, not only by colour (ART.md): a resource is a square ``block`` of
its material with the material's icon, a prestige token a round ``medal`` with a star (card_info
``shape``). Its name would be under 16 px on a token this size, so it prints none; hovering names it.
The francs are a small stack of gilt coins seen from above and aside, an "F" stamped on the top coin
where the letter reads (``COIN_MARK``), so that they never look like a key or a gold medal. A key is
a key, in its seat's colour, the seat's shape punched through its bow (a seat disc is only what the
seat's own VP marker is). Another seat's closed screen is a folding screen, not a disc.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import tr
from scenes import draw, theme
from scenes.games.paris.palette import TOKEN_COLOURS
from scenes.games.paris.palette import TOKEN_SHAPE as TOKEN_SHAPES
from scenes.games.paris.style import GILT, NAVY, SS, TEXT_MIN

RES_ICON = {"wood": "wood", "marble": "stone", "gold": "gold"}
FRANCS = "francs"
COINS = 3
COIN_FACE = 0.6  # the top coin's ellipse is this share of the piece high (as wide as the piece)
COIN_EDGE = 0.08  # each coin's edge is this share of the piece thick
COIN_SHIFT = (0.0, 0.045, -0.03)  # each coin's sideways shift (a hand-made stack), share of the piece
COIN_MARK = 0.75  # the stamped letter's font size, share of the top coin's height


def token_icon_rect(face: str, d: int) -> pygame.Rect:
    """Where a token ``d`` px wide has its mark (the material's icon on a block, the star on a
    medal), in the token's own square."""
    if TOKEN_SHAPES.get(face) == "medal":  # the coin's middle, the star as big as its rim leaves
        s = round(d * 0.52)
        r = pygame.Rect(0, 0, s, s)
        r.center = (d // 2, d // 2 - 1)
        return r
    s = round(d * 0.5)  # the block's middle (its body stands 3 px above its depth)
    r = pygame.Rect(0, 0, s, s)
    r.center = (d // 2, (d - 3) // 2)
    return r


def _star(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """A five-pointed star's outline (point up)."""
    cx, cy = centre
    pts = []
    for i in range(10):
        a = math.radians(-90 + 36 * i)
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def token_shapes(face: str, d: int) -> pygame.Surface:
    """A token, ``d``×``d``: its body and its mark, drawn large and smoothed down."""
    k = SS
    D = d * k
    col = TOKEN_COLOURS[face]
    dark = draw.mix(col, (0, 0, 0), 0.45)
    light = draw.mix(col, (255, 255, 255), 0.45)
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    mark = token_icon_rect(face, d)
    mark = pygame.Rect(mark.x * k, mark.y * k, mark.w * k, mark.h * k)
    if TOKEN_SHAPES.get(face) == "medal":
        c = (D // 2, D // 2 - k)
        R = D // 2 - 2 * k
        pygame.draw.circle(big, dark, (c[0], c[1] + 2 * k), R)  # its thickness
        pygame.draw.circle(big, col, c, R)
        pygame.draw.circle(big, dark, c, R, max(2, k))
        pygame.draw.circle(big, light, c, R - 2 * k, max(2, k))  # the struck rim
        pygame.draw.polygon(big, dark, _star((mark.centerx, mark.centery + k), mark.w / 2))
        return pygame.transform.smoothscale(big, (d, d))
    body = pygame.Rect(k, k, D - 2 * k, D - 5 * k)
    radius = round(D * 0.16)
    pygame.draw.rect(big, dark, body.move(0, 3 * k), border_radius=radius)  # the block's depth
    pygame.draw.rect(big, col, body, border_radius=radius)
    pygame.draw.rect(big, dark, body, max(2, k), border_radius=radius)
    pygame.draw.rect(big, light, body.inflate(-4 * k, -4 * k), max(2, k), border_radius=radius - 2 * k)
    ink = theme.INK if sum(col) > 420 else theme.CREAM
    a = draw.assets()
    name = RES_ICON.get(face, face)
    if a.has_icon(name):  # no icon: the block and its colour still read
        ic = a.icon(name, mark.h, ink)
        big.blit(ic, ic.get_rect(center=mark.center))
    return pygame.transform.smoothscale(big, (d, d))


# ------------------------------------------------------------------ a seat's keys, a closed screen
def key_shapes(d: int, colour: tuple[int, int, int], shape: str) -> pygame.Surface:
    """A key ``d``×``d`` lying aslant: its bow (top left) in the seat's colour with the seat's shape
    punched through it, its shaft and bit running down to the right, a dark outline round all."""
    k = SS
    D = d * k
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    dark = draw.mix(colour, (0, 0, 0), 0.55)
    light = draw.mix(colour, (255, 255, 255), 0.4)
    bow_c = (round(D * 0.34), round(D * 0.34))
    bow_r = round(D * 0.29)
    a = math.radians(45)
    ux, uy = math.cos(a), math.sin(a)  # along the shaft
    vx, vy = -uy, ux  # across it
    half = D * 0.085
    s0 = bow_r * 0.8
    s1 = D * 0.86

    def bar(t0: float, t1: float, off: float, w: float) -> list[tuple[float, float]]:
        bx, by = bow_c[0] + vx * off, bow_c[1] + vy * off
        return [
            (bx + ux * t0 - vx * w, by + uy * t0 - vy * w),
            (bx + ux * t1 - vx * w, by + uy * t1 - vy * w),
            (bx + ux * t1 + vx * w, by + uy * t1 + vy * w),
            (bx + ux * t0 + vx * w, by + uy * t0 + vy * w),
        ]

    shaft = bar(s0, s1 * 0.78, 0, half)
    teeth = [
        bar(s1 * 0.56, s1 * 0.63, half * 1.6, half * 1.2),
        bar(s1 * 0.69, s1 * 0.78, half * 1.6, half * 1.2),
    ]
    for poly in (shaft, *teeth):  # the outline first, a little larger
        pygame.draw.polygon(big, dark, poly, 0)
        pygame.draw.lines(big, dark, True, poly, 3 * k)
    pygame.draw.circle(big, dark, bow_c, bow_r + 2 * k)
    for poly in (shaft, *teeth):
        pygame.draw.polygon(big, colour, poly)
    pygame.draw.circle(big, colour, bow_c, bow_r)
    pygame.draw.circle(big, light, bow_c, bow_r - 2 * k, max(2, k))
    # the seat's shape through the bow (the colour is never the only cue)
    draw.shape(big, shape, bow_c, bow_r * 0.52, theme.CREAM, dark, max(2, k))
    return pygame.transform.smoothscale(big, (d, d))


def screen_shapes(d: int) -> pygame.Surface:
    """A closed player's screen ``d``×``d``: three navy panels standing in a zigzag, gilt edged, a
    padlock on the middle one (what is behind it is not shown)."""
    k = SS
    D = d * k
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    navy, dark = NAVY, draw.mix(NAVY, (0, 0, 0), 0.5)
    top, foot = round(D * 0.12), round(D * 0.9)
    xs = [round(D * f) for f in (0.06, 0.36, 0.64, 0.94)]
    lift = round(D * 0.07)
    for i in range(3):
        x0, x1 = xs[i], xs[i + 1]
        y0 = top + (lift if i % 2 == 0 else 0)
        y1 = foot - (lift if i % 2 == 0 else 0)
        poly = (
            [(x0, y0 + lift), (x1, y0), (x1, y1), (x0, y1 + lift)]
            if i % 2 == 0
            else [(x0, y0), (x1, y0 + lift), (x1, y1 + lift), (x0, y1)]
        )
        pygame.draw.polygon(big, navy if i != 1 else draw.mix(navy, (255, 255, 255), 0.12), poly)
        pygame.draw.polygon(big, GILT, poly, max(2, k))
    pygame.draw.line(big, dark, (xs[0], foot + lift), (xs[3], foot + lift), k)
    a = draw.assets()
    if a.has_icon("padlock"):  # no padlock: the panels still say what it is
        ic = a.icon("padlock", round(D * 0.34), GILT)
        big.blit(ic, ic.get_rect(center=(D // 2, D // 2 + lift // 2)))
    return pygame.transform.smoothscale(big, (d, d))


# ------------------------------------------------------------------ the francs' coins
def coin_stack(d: int) -> list[tuple[pygame.Rect, int]]:
    """The coins of a francs stack ``d`` px square, top coin first: each coin's face ellipse (in the
    piece's own square) and its edge's thickness below it. The bottom coin rests 3 px above the
    square's foot (the table's shadow falls there)."""
    t = max(2, round(d * COIN_EDGE))
    eh = max(8, round(d * COIN_FACE))
    w = d - 2 - 2 * math.ceil(max(abs(x) for x in COIN_SHIFT) * d)
    y0 = d - 3 - eh - COINS * t
    out = []
    for i in range(COINS):
        r = pygame.Rect(0, y0 + i * t, w, eh)
        r.centerx = d // 2 + round(COIN_SHIFT[i % len(COIN_SHIFT)] * d)
        out.append((r, t))
    return out


def francs_mark() -> str:
    return tr("paris.francs.mark")


def francs_mark_size(d: int) -> int:
    """The stamped letter's size on francs ``d`` px square: 0 where it would be under ``TEXT_MIN``
    (the coins alone then say what they are)."""
    size = round(coin_stack(d)[0][0].h * COIN_MARK)
    return size if size >= TEXT_MIN else 0


def francs_mark_rect(d: int) -> pygame.Rect:
    """The ink of the letter stamped on the top coin of a francs stack ``d`` px square (in its own
    square), centred on the coin's face."""
    face = coin_stack(d)[0][0]
    ink = draw.render(francs_mark(), francs_mark_size(d) or TEXT_MIN, theme.INK, True).get_bounding_rect()
    ink.center = (face.centerx, face.centery + 1)
    return ink


def _lower_y(r: pygame.Rect, x: float) -> float:
    """The y of an ellipse's lower curve at ``x`` (its centre line beyond its ends)."""
    a, b = r.w / 2, r.h / 2
    u = (x - r.centerx) / a if a else 0.0
    return r.centery + b * math.sqrt(max(0.0, 1 - u * u))


def francs_shapes(d: int) -> pygame.Surface:
    """The coins of a francs stack, ``d``×``d``, without the letter: drawn large and smoothed down."""
    k = SS
    big = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
    rim = draw.mix(theme.BRASS, (0, 0, 0), 0.5)
    edge = draw.mix(theme.BRASS, (0, 0, 0), 0.18)
    reed = draw.mix(theme.BRASS, (0, 0, 0), 0.4)
    light = draw.mix(GILT, (255, 255, 255), 0.45)
    ring = draw.mix(GILT, (0, 0, 0), 0.22)
    coins = coin_stack(d)
    for i in range(len(coins) - 1, -1, -1):  # the bottom coin first
        r0, t = coins[i]
        face = pygame.Rect(r0.x * k, r0.y * k, r0.w * k, r0.h * k)
        low = face.move(0, t * k)
        # the edge: the lower ellipse and the band up to the face's middle, reeded, outlined
        pygame.draw.ellipse(big, rim, low.inflate(2 * k, 2 * k))
        pygame.draw.rect(big, rim, (face.x - k, face.centery, face.w + 2 * k, t * k))
        pygame.draw.ellipse(big, edge, low)
        pygame.draw.rect(big, edge, (face.x, face.centery, face.w, t * k))
        step = 3 * k
        for x in range(face.x + step // 2, face.right, step):
            y1, y2 = _lower_y(face, x), _lower_y(low, x)
            if y2 - y1 > 2 * k:
                pygame.draw.line(big, reed, (x, y1 + k), (x, y2 - k), k)
        # the face: gilt, its rim, a struck inner ring and a glint on its upper left
        pygame.draw.ellipse(big, rim, face.inflate(2 * k, 2 * k))
        pygame.draw.ellipse(big, GILT, face)
        if i == 0:
            inner = face.inflate(-round(face.w * 0.2), -round(face.h * 0.22))
            pygame.draw.ellipse(big, ring, inner, max(2, k))
            pygame.draw.arc(
                big, light, face.inflate(-2 * k, -2 * k), math.radians(95), math.radians(175), 2 * k
            )
        else:
            pygame.draw.ellipse(big, draw.mix(GILT, (0, 0, 0), 0.12), face.inflate(-4 * k, -4 * k), k)
    return pygame.transform.smoothscale(big, (d, d))
