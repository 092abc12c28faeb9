"""Small statistics for bot tournaments."""

from __future__ import annotations

import math

Z95 = 1.959963984540054


def win_share_ci(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a share of ``wins`` out of ``games``.

    Ties count as half wins, so ``wins`` may be fractional. With no games the interval is (0, 1).

    >>> lo, hi = win_share_ci(50, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.404, 0.596)
    """
    if games <= 0:
        return (0.0, 1.0)
    if wins < 0 or wins > games:
        raise ValueError(f"{wins} wins out of {games} games")
    p = wins / games
    z2 = z * z
    denom = 1.0 + z2 / games
    centre = (p + z2 / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))
