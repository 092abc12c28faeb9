"""The Paris skin's print: its colours, its text sizes and the few drawing helpers every face uses.

Every word or number the skin prints is at least ``TEXT_MIN`` px on the 1920×1080 canvas (about
11 px in a 1280×720 window, the smallest that reads at a glance). ``fit`` finds the largest size a
text takes in a width, and says 0 when even ``TEXT_MIN`` does not fit: the face then prints its icon
instead, never a cut word (hovering the piece still zooms its whole card).
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes import draw, theme

TEXT_MIN = 16
NAVY = (0x1D, 0x2B, 0x53)  # night navy, the bonus tiles' and the strategy tiles' ground (ART.md)
GILT = (0xD4, 0xAF, 0x37)  # the Paris gilt: coins, landmarks, the printed numbers
STONE = (0xEF, 0xE6, 0xD2)  # Haussmann stone: the tiles' paper
INK = theme.INK
BURGUNDY = (0x8C, 0x2F, 0x39)  # the end-game tiles (French-flag red, muted)
VP_GOLD = (0xB8, 0x91, 0x2A)  # the VP tiles
PRINT = draw.mix(theme.CREAM, theme.BRASS, 0.3)  # captions and numbers printed on the board
SS = 3  # shapes are drawn this many times larger and smoothed down (their edges stay soft)


def fit(text: str, width: int, size: int = 18, bold: bool = True, smallest: int = TEXT_MIN) -> int:
    """The largest font size from ``size`` down to ``smallest`` at which ``text`` is no wider than
    ``width``; 0 when it does not fit even at ``smallest`` (print an icon, or nothing, instead)."""
    while size >= smallest:
        if draw.font(size, bold).size(text)[0] <= width:
            return size
        size -= 1
    return 0


def fits(text: str, width: int, size: int = TEXT_MIN, bold: bool = True) -> bool:
    return draw.font(size, bold).size(text)[0] <= width


def icon(surf: pygame.Surface, name: str, centre: tuple[int, int], size: int, tint: Any) -> bool:
    """An icon of ``assets/icons`` centred at ``centre`` (False when the set lacks it)."""
    a = draw.assets()
    if not a.has_icon(name):
        return False
    ic = a.icon(name, size, tint)  # a file that will not load: a placeholder, and a warning
    surf.blit(ic, ic.get_rect(center=centre))
    return True


def ink_on(colour: Any) -> tuple[int, int, int]:
    """The ink that reads on ``colour``: dark on a light ground, cream on a dark one."""
    return INK if sum(colour[:3]) > 420 else theme.CREAM


def tile_body(
    size: tuple[int, int], body: Any, rim: Any, radius: int | None = None, edge: Any = None
) -> pygame.Surface:
    """A printed tile: its thickness (3 px under it), its face and a rim, ``size`` overall."""
    w, h = size
    r = radius if radius is not None else max(3, round(min(w, h) * 0.14))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, edge or draw.mix(body, (0, 0, 0), 0.4), (0, 2, w, h - 2), border_radius=r)
    pygame.draw.rect(surf, body, (0, 0, w, h - 3), border_radius=r)
    pygame.draw.rect(surf, rim, (0, 0, w, h - 3), 2 if min(w, h) >= 24 else 1, border_radius=r)
    return surf


def text(
    surf: pygame.Surface, s: str, pos: tuple[int, int], size: int, colour: Any, anchor: str = "center"
) -> None:
    """A word printed whole (callers fit it first: nothing here cuts it)."""
    if size >= TEXT_MIN and s:
        draw.text(surf, s, pos, size, colour, anchor, bold=True)
