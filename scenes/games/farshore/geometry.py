"""Where Farshore's pieces sit in their zones: plain rectangles, no pygame (the board generator
``tools/make_farshore_map.py`` uses the same grids, so the map's worker spots are the city's tabs).

A card in a city or a hand is a *tab*: a strip that prints its name whole at 16 px in one or two
lines with its points (and, in a hand, its cost by resource). A zone of tabs is a grid of equal
tabs in reading order (``tab_grid``); tokens stand side by side with room on their right for the
count badge (``token_row``), so a badge never covers the icon.
"""

from __future__ import annotations

Rect = tuple[int, int, int, int]

TAB_MIN_W = {"city": 110, "hand": 160}  # a city tab fits "Cartographer"; a hand tab its cost too
CITY_PLACES = 18  # 17 cards (15 that take space, Shipwreck and Castaway) and the count plaque
HAND_PLACES = 8  # the hand limit
BADGE_ROOM = 18  # right of a token: where its count badge goes
MEEPLE = 22  # a worker standing on a location, a card or an island


def tab_grid(area: Rect, n: int, min_w: int) -> list[Rect]:
    """``n`` equal tabs filling ``area`` in reading order: as many columns as tabs of ``min_w``
    fit (5 px apart), as many rows as ``n`` needs, 4 px apart when the tabs stay at least 36 px
    tall, else 2 px; what rounding leaves goes into the gaps, so the grid spans its whole area.

    >>> tab_grid((0, 0, 340, 214), 18, 110)[:2]
    [(0, 0, 110, 34), (115, 0, 110, 34)]
    >>> tab_grid((0, 0, 771, 75), 8, 160)[5]
    (194, 39, 189, 36)
    """
    x, y, w, h = area
    cols = max(1, min(n, (w + 5) // (min_w + 5)))
    rows = -(-n // cols)
    tw = (w - 5 * (cols - 1)) // cols
    gy = 4 if (h - 4 * (rows - 1)) // rows >= 36 else 2
    th = (h - gy * (rows - 1)) // rows
    gx = (w - cols * tw) // (cols - 1) if cols > 1 else 0
    gy = (h - rows * th) // (rows - 1) if rows > 1 else 0
    return [(x + (i % cols) * (tw + gx), y + (i // cols) * (th + gy), tw, th) for i in range(n)]


def token_row(area: Rect, n: int, size: int, room: int = BADGE_ROOM) -> list[Rect]:
    """``n`` tokens of ``size`` from the left of ``area``, vertically centred, each followed by
    ``room`` for its count badge; when they do not fit, the pitch narrows to what the area allows
    (tokens never overlap: a token shrinks before that)."""
    x, y, w, h = area
    if n <= 0:
        return []
    d = min(size, h)
    pitch = d + room
    if n * pitch > w:
        pitch = max(d, w // n)
        d = min(d, pitch)
    top = y + (h - d) // 2
    return [(x + i * pitch, top, d, d) for i in range(n)]


def meeple_grid(area: Rect, n: int, size: int = MEEPLE, gap: int = 2) -> list[Rect]:
    """``n`` workers in rows across ``area`` from its top, centred; smaller when they would not fit
    (never below 14 px), never overlapping."""
    x, y, w, h = area
    d = size
    while d > 14:
        cols = max(1, (w + gap) // (d + gap))
        rows = -(-n // cols)
        if rows * (d + gap) - gap <= h:
            break
        d -= 2
    cols = max(1, min(n, (w + gap) // (d + gap)))
    used = cols * (d + gap) - gap
    x0 = x + (w - used) // 2
    return [(x0 + (i % cols) * (d + gap), y + (i // cols) * (d + gap), d, d) for i in range(n)]


NUMBER_H = 14  # the top of a sea space, where the board prints its number (and chest)


def boats_in_cell(cell: Rect, n: int) -> list[Rect]:
    """Boats on one sea space, below its printed number: one in the middle, two side by side,
    three or four as two rows (the second row over the space's points, as boats crowd a real
    board; the seats' boat plaques say where each boat is)."""
    x, y, w, h = cell
    if n <= 1:  # alone: as big as the space's printed number and points leave room for
        d1 = max(20, min(30, h - 32, w - 4))
        return [(x + (w - d1) // 2, y + (h - d1) // 2, d1, d1)]
    d = min(24, (w - 2) // 2)
    mid = y + (h - d) // 2
    left = x + (w - 2 * d - 2) // 2
    cols = [left, left + d + 2]
    if n == 2:
        return [(cols[0], mid, d, d), (cols[1], mid, d, d)]
    d2 = min(d, (h - NUMBER_H - 2) // 2)
    top = y + NUMBER_H
    cols = [x + (w - 2 * d2 - 2) // 2, x + (w - 2 * d2 - 2) // 2 + d2 + 2]
    return [(cols[i % 2], top + (i // 2) * (d2 + 2), d2, d2) for i in range(n)]
