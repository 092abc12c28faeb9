"""The small printed marks the Paris faces and the board share: a VP rosette with its number, a
gilt coin with a price, a resource or prestige token in miniature (a cost, a landmark's prestige)."""

from __future__ import annotations

import functools
import math

import pygame

from scenes import draw
from scenes.games.paris.palette import TOKEN_COLOURS
from scenes.games.paris.style import GILT, INK, NAVY, SS, TEXT_MIN, fit
from scenes.games.paris.tokens import token_shapes


@functools.lru_cache(maxsize=256)
def _rosette(d: int) -> pygame.Surface:
    k = SS
    D = d * k
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    c = D / 2
    pts = []
    for i in range(24):  # a scalloped rim: the laurel of the printed VP
        a = math.radians(i * 15)
        r = (D / 2 - k) * (1.0 if i % 2 == 0 else 0.88)
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(big, draw.mix(GILT, (0, 0, 0), 0.35), pts)
    pygame.draw.circle(big, GILT, (c, c), D / 2 - 3 * k)
    pygame.draw.circle(big, draw.mix(GILT, (255, 255, 255), 0.45), (c, c), D / 2 - 5 * k, k)
    return pygame.transform.smoothscale(big, (d, d))


def vp_mark(surf: pygame.Surface, centre: tuple[int, int], d: int, n: int | str) -> None:
    """A gilt rosette ``d`` px across with the number of VP it gives (navy, as big as it fits)."""
    ros = _rosette(max(8, d))
    surf.blit(ros, ros.get_rect(center=centre))
    text = str(n)
    size = fit(text, d - 6, max(TEXT_MIN, round(d * 0.62)))
    if size:
        draw.text(surf, text, (centre[0], centre[1] + 1), size, NAVY, "center", bold=True)


def vp_mark_fits(d: int, n: int | str) -> bool:
    return fit(str(n), d - 6, max(TEXT_MIN, round(d * 0.62))) > 0


@functools.lru_cache(maxsize=256)
def _coin(d: int) -> pygame.Surface:
    k = SS
    D = d * k
    big = pygame.Surface((D, D), pygame.SRCALPHA)
    c = D // 2
    pygame.draw.circle(big, draw.mix(GILT, (0, 0, 0), 0.5), (c, c + k), D // 2 - k)
    pygame.draw.circle(big, GILT, (c, c - k), D // 2 - 2 * k)
    pygame.draw.circle(big, draw.mix(GILT, (0, 0, 0), 0.22), (c, c - k), D // 2 - 5 * k, k)
    return pygame.transform.smoothscale(big, (d, d))


def coin_mark(surf: pygame.Surface, centre: tuple[int, int], d: int, text: str) -> bool:
    """A gilt coin ``d`` px across with a price on it ("5 F"); False (nothing drawn) when the price
    does not fit at ``TEXT_MIN``."""
    size = fit(text, d - 4, max(TEXT_MIN, round(d * 0.5)))
    if not size:
        return False
    coin = _coin(d)
    surf.blit(coin, coin.get_rect(center=centre))
    draw.text(surf, text, (centre[0], centre[1]), size, INK, "center", bold=True)
    return True


@functools.lru_cache(maxsize=256)
def _mini(face: str, d: int) -> pygame.Surface:
    return token_shapes(face, d)


def mini_token(surf: pygame.Surface, face: str, centre: tuple[int, int], d: int) -> None:
    """A token ``d`` px across, as on the board (a cost's resource, a landmark's prestige)."""
    if face in TOKEN_COLOURS:
        t = _mini(face, max(6, d))
        surf.blit(t, t.get_rect(center=centre))
