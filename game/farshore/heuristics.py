"""The cheap evaluation used by the greedy and search bots: roughly the expected final score margin.

A seat's value is its current score plus the yardstick worth of what it still holds (§11: 1 driftwood
≈ 1, seaweed ≈ 1.5, seastone ≈ 2, mushroom ≈ 1.25, a card ≈ 0.75, an anchor ≈ 2), discounted as the
year runs out (leftovers score nothing), plus a rough future value of its engine: green cards for
each Spring/Autumn activation still to come, red cards for the seasons left to visit them, blue
cards for the plays still to come. A card waiting for its payment (a pending D3) is valued as if it
were played at its cheapest cost, so that one-ply lookahead sees what a play is worth.
"""

from __future__ import annotations

from game.farshore.data import CITY_LIMIT, DATA
from game.farshore.scoring import maps_points, rival_card_value, sheet
from game.farshore.state import State

_RES_VALUE = (1.0, 1.5, 2.0, 1.25)
_RES_CAP = (4, 3, 2, 4)
_KEEP = (0.9, 0.85, 0.75, 0.45)  # how much a held resource/card is still worth, by season
_PROD_LEFT = (2, 1, 1, 0)  # production activations still to come after each season's entry
_SEASONS_LEFT = (4, 3, 2, 1)
CARDS = DATA.cards


def _engine_value(cid: str, season: int) -> float:
    c = CARDS[cid]
    if c.type == "production":
        return 1.6 * _PROD_LEFT[season]
    if c.type == "destination":
        return 1.2 * _SEASONS_LEFT[season]
    if c.type == "governance":
        return 0.6 * _SEASONS_LEFT[season]
    return 0.0


def _hand_card_value(cid: str, season: int) -> float:
    """What one card in hand is worth before the year ends: its points and engine less its price.

    A cheap, strong card is worth more than a costly weak one (a flat value left the one-ply bot
    indifferent between the cards it could take, keep or discard). Cached per card and season.
    """
    key = (cid, season)
    v = _HAND_CACHE.get(key)
    if v is None:
        c = CARDS[cid]
        cost = sum(_RES_VALUE[i] * c.cost[i] for i in range(4))
        bonus = 1.0 if c.type in ("traveler", "production") else 0.0
        worth = c.points + _engine_value(cid, season) + bonus - 0.6 * cost
        v = min(2.0, max(0.25, 0.75 + 0.25 * worth))
        _HAND_CACHE[key] = v
    return v


_HAND_CACHE: dict[tuple[str, int], float] = {}


def value(st: State, seat: int) -> float:
    s = st.season[seat]
    keep = 0.0 if st.passed[seat] else _KEEP[s]
    v = float(sheet(st, seat).total)
    r = st.res[seat]
    for i in range(4):  # diminishing returns: a stockpile beyond what cards cost is worth little
        v += keep * _RES_VALUE[i] * (min(r[i], _RES_CAP[i]) + 0.15 * max(0, r[i] - _RES_CAP[i]))
    if keep:
        full = sum(1 for x in st.city[seat] if CARDS[x].space) >= CITY_LIMIT
        for cid in st.hands[seat]:
            v += keep * (0.25 if full and CARDS[cid].space else _hand_card_value(cid, s))
    v += 1.5 * keep * st.anchors_left[seat]
    for cid in st.city[seat]:
        v += _engine_value(cid, s)
    if st.limbo and st.stack and st.stack[-1].get("k") == "pay" and st.stack[-1]["s"] == seat:
        cid = st.limbo[0]
        c = CARDS[cid]
        cost = sum(_RES_VALUE[i] * c.cost[i] for i in range(4))
        v += c.points + _engine_value(cid, s) + 2.0 + (1.5 if c.type in ("traveler", "production") else 0.0)
        v -= keep * cost * 0.8
    return v


def rival_value(st: State) -> float:
    level = st.options.get("solo_level", "bosun")
    return float(
        sum(rival_card_value(c, level) for c in st.rival_city)
        + 2 * st.rival_treasure
        + maps_points(st.rival_maps)
        + DATA.track_points[st.rival_boat]
    )


def heuristic(st: State, seat: int) -> float:
    mine = value(st, seat)
    if st.n == 1:
        return mine - rival_value(st)
    return mine - max(value(st, o) for o in range(st.n) if o != seat)
