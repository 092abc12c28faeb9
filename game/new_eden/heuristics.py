"""Evaluation for the greedy and search bots: roughly the expected final score margin.

Value of a seat = VP already scored
  + the current season still to score: the face-up event tiles it meets (averaged over the tiles
    still face up), feeding (band VP if farmers + cans cover the band)
  + later seasons: equipped survivors (events) and farmers against the band (feeding)
  + the board: for each building type still to claim, the value of the card it can expect given
    its strength against the others' (dice, waiting tokens, wilds), plus wilds and jacks in hand
  + held missions (a secret one by whether it holds now), END powers as they would score now,
    Binoculars and cans.
The result is the margin against the best other seat. Cheap: a few metric passes per seat.
"""

from __future__ import annotations

from game.new_eden.data import DATA
from game.new_eden.scoring import secret_result, total
from game.new_eden.state import FACE_INDEX, TYPES, WILD, State, equipped, event_met, metrics, requirement_met

_POWER_VALUE = {
    "TP01": 2.0,
    "TP02": 1.0,
    "TP03": 1.5,
    "TP04": 1.5,
    "TP05": 1.0,
    "TP06": 1.5,
    "TP07": 1.8,
    "TP08": 2.5,
    "TP09": 3.0,
    "TP10": 3.5,
    "TP11": 4.0,
}


def _card_value(cid: str) -> float:
    c = DATA.cards[cid]
    v = 0.0
    for k, n in c.survivors:
        v += n * (1.0 if k == "farmer" else 0.7)
    for _, n in c.equipment:
        v += 0.7 * n
    v += 0.4 * c.cans
    if c.power:
        v += _POWER_VALUE.get(c.power, 1.0)
    return v


CARD_VALUE = {cid: _card_value(cid) for cid in DATA.cards}


def _board_value(s: State, seat: int) -> float:
    """What the dice and waiting tokens on the board should bring in the claims still to come."""
    if s.phase not in ("gather", "claim", "opening"):
        return 1.0 * s.waiting[seat].count("jack")
    first = s.ctype if s.phase == "claim" else 0
    v = 0.0
    wild_left = s.bd_dice[seat][WILD]
    jacks = s.waiting[seat].count("jack")
    for ti in range(first, len(TYPES)):
        t = TYPES[ti]
        fi = FACE_INDEX[t]
        strengths = []
        for o in range(s.n):
            if s.phase == "claim" and ti == s.ctype and s.decl[o] is not None:
                d = s.decl[o]
                assert d is not None
                strengths.append(d[0] + d[1] + d[2])
            else:
                base = s.bd_dice[o][fi] + s.waiting[o].count(t)
                strengths.append(base + (1 if base and (s.bd_dice[o][WILD] or "jack" in s.waiting[o]) else 0))
        mine = strengths[seat]
        if mine <= 0:
            continue
        row = s.brow[t]
        best = max((CARD_VALUE[c] for c in row), default=0.0)
        if not row:
            continue
        better = sum(1 for o in range(s.n) if o != seat and strengths[o] > mine)
        tied = sum(1 for o in range(s.n) if o != seat and strengths[o] == mine)
        place = better + 0.5 * tied
        if place < len(row):
            v += best * (1.0 - 0.25 * place)
        else:
            v += 0.2 * best
        if s.phase == "claim" and ti == s.ctype and s.decl[seat] is not None:
            d = s.decl[seat]
            assert d is not None
            wild_left -= d[1]
            jacks -= d[2]
    return v + 0.35 * max(0, wild_left) + 1.0 * max(0, jacks)


# Each part below adds to the running value ``v`` and returns it: the additions stay in one order,
# so the floating-point result (and with it every bot's choice) does not depend on how it is split.


def _this_season(s: State, seat: int, m: dict[str, int], v: float) -> float:
    """The season being played: its face-up events met (averaged) and its feeding."""
    band = DATA.band(m["survivors.total"])
    farmers = m["survivors.farmer"]
    cans = s.cans[seat]
    short = max(0, band[2] - farmers)
    if s.phase != "feed":
        up = [t for t, u in zip(s.tower, s.tower_up, strict=True) if u]
        if up and s.season >= 1:
            v += sum(DATA.events[t].vp for t in up if event_met(m, t, s.heroine == seat)) / len(up)
    if short == 0:
        v += band[3]
    elif short <= cans:
        v += band[3] - 0.3 * short
    else:
        v += band[3] * 0.3 * farmers / max(1, band[2])
    return v


def _later_seasons(s: State, seat: int, m: dict[str, int], future: int, v: float) -> float:
    """The seasons still to come: equipped survivors for their events, farmers and cans for feeding."""
    eq = equipped(m)
    band = DATA.band(m["survivors.total"])
    farmers = m["survivors.farmer"]
    cans = s.cans[seat]
    v += future * (0.9 * min(sum(eq.values()), 10) + 0.4 * min(eq.values()))
    v += future * band[3] * min(1.0, (farmers + 0.5 * cans) / max(1, band[2]))
    return v


def _held_missions(s: State, seat: int, m: dict[str, int], v: float) -> float:
    allm = None
    for mid in s.hand[seat]:
        mis = DATA.missions[mid]
        if mis.kind == "secret":
            if allm is None:
                allm = [metrics(s, o) for o in range(s.n)]
            v += mis.vp * (0.75 if secret_result(s, seat, mid, allm) else 0.2)
        else:
            v += 2.0 if requirement_met(m, mid) else 0.6
    return v


def _end_powers_and_items(s: State, seat: int, m: dict[str, int], v: float) -> float:
    """END powers as they would score now, the Binoculars and the Bat."""
    for cid in s.r_cards[seat]:
        p = DATA.cards[cid].power
        if p == "TP11":
            v += 4
        elif p == "TP10":
            v += m["survivors.tinkerer"]
        elif p == "TP09":
            v += 1.0 * len(s.hand[seat])
    if s.binoculars == seat:
        v += 2.0 if s.season == 4 else 0.5
    if s.bat == seat and s.phase in ("gather", "claim"):
        v += 0.3
    return v


def _value(s: State, seat: int) -> float:
    v = float(total(s, seat))
    if s.phase == "over":
        return v
    m = metrics(s, seat)
    current = s.phase in ("opening", "gather", "claim", "window") or (s.phase == "feed" and seat in s.queue)
    future = 4 - max(1, s.season)
    if current:
        v = _this_season(s, seat, m, v)
    if future:
        v = _later_seasons(s, seat, m, future, v)
    v += _board_value(s, seat)
    v += 0.25 * min(s.cans[seat], 8)
    v = _held_missions(s, seat, m, v)
    return _end_powers_and_items(s, seat, m, v)


def heuristic(s: State, seat: int) -> float:
    """Expected-margin estimate for ``seat`` (higher is better)."""
    mine = _value(s, seat)
    others = [_value(s, o) for o in range(s.n) if o != seat]
    return mine - max(others) if others else mine
