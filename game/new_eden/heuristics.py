"""Evaluation for the greedy and search bots: roughly the expected final score margin.

Value of a seat = VP already scored + what its refuge promises for the seasons still to score
(equipped survivors for events, farmers against its population band, cans as feeding insurance)
+ what waits on its board (dice and tokens about to become buildings), + a cheap guess of its held
missions. The margin is against the best other seat.
"""

from __future__ import annotations

from game.new_eden.data import DATA
from game.new_eden.engine import total
from game.new_eden.state import State, equipped, metrics


def _value(s: State, seat: int) -> float:
    m = metrics(s, seat)
    left = 4 - s.season if s.phase not in ("gather", "claim") else 5 - s.season
    left = max(0, left) if s.phase != "over" else 0
    v = float(total(s, seat))
    if left:
        eq = sum(equipped(m).values())
        band = DATA.band(m["survivors.total"])
        fed = min(1.0, (m["survivors.farmer"] + min(s.cans[seat], 4)) / max(1, band[2]))
        v += left * (0.9 * min(eq, 8) + 0.9 * band[3] * fed)
        v += 0.5 * sum(s.bd_dice[seat]) + 0.5 * len(s.waiting[seat])
        v += 0.3 * min(s.cans[seat], 6)
    if s.phase != "over":
        v += 1.5 * len(s.hand[seat]) + 0.5 * m["tinkerer_powers"]
        if s.binoculars == seat and s.season == 4:
            v += 2
    return v


def heuristic(s: State, seat: int) -> float:
    """Expected-margin estimate for ``seat`` (higher is better)."""
    mine = _value(s, seat)
    others = [_value(s, o) for o in range(s.n) if o != seat]
    return mine - max(others) if others else mine
