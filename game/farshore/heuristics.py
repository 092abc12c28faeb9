"""The cheap evaluation used by the greedy and search bots: roughly the expected final score margin.

A seat's value is its current score plus the yardstick worth of what it still holds (§11: 1 driftwood
≈ 1, seaweed ≈ 1.5, seastone ≈ 2, mushroom ≈ 1.25, a card ≈ 0.75, an anchor ≈ 2) and a rough
future value of its green cards (about 1.5 per remaining Spring/Autumn activation).
"""

from __future__ import annotations

from game.farshore.data import DATA
from game.farshore.scoring import maps_points, rival_card_value
from game.farshore.state import State

_RES_VALUE = (1.0, 1.5, 2.0, 1.25)
_PROD_LEFT = (2, 1, 1, 0)  # production activations still to come from each season


def _score_now(st: State, seat: int) -> int:
    from game.farshore.scoring import sheet

    return sheet(st, seat).total


def value(st: State, seat: int) -> float:
    v = float(_score_now(st, seat))
    r = st.res[seat]
    v += 0.6 * sum(_RES_VALUE[i] * r[i] for i in range(4))
    v += 0.5 * len(st.hands[seat])
    v += 1.0 * st.anchors_left[seat]
    greens = sum(1 for c in st.city[seat] if DATA.cards[c].type == "production")
    v += 1.5 * greens * _PROD_LEFT[st.season[seat]]
    return v


def rival_value(st: State) -> float:
    level = st.options.get("solo_level", "bosun")
    return float(sum(rival_card_value(c, level) for c in st.rival_city) + 2 * st.rival_treasure
                 + maps_points(st.rival_maps) + DATA.track_points[st.rival_boat])


def heuristic(st: State, seat: int) -> float:
    mine = value(st, seat)
    if st.n == 1:
        return mine - rival_value(st)
    return mine - max(value(st, o) for o in range(st.n) if o != seat)
