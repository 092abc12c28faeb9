"""The setup of Everdell Farshore (spec §4, §16 in solo), up to the first decision, with its events."""

from __future__ import annotations

from typing import Any

from game.core.messages import Event
from game.core.rng import Rng
from game.farshore.data import BAY_SIZE, DATA
from game.farshore.engine import SOLO_PAWN_ZONE, draw, merge_repeats, refill_bay
from game.farshore.state import State


def new_state(players: int, seed: int, options: dict[str, Any]) -> tuple[State, list[Event]]:
    """Setup per spec §4 (and §16 in solo), with its events (the Bay filled, the hands dealt).
    The first decisions are the mulligans (D1)."""
    rng = Rng(seed)
    n = players
    first = rng.below(n) if options.get("random_first") else 0
    deck = list(DATA.deck)
    rng.shuffle(deck)
    tiles = list(DATA.island_order)
    rng.shuffle(tiles)
    k = DATA.islands_face_up[n]
    wa = list(DATA.wind_a)
    wb = list(DATA.wind_b)
    rng.shuffle(wa)
    rng.shuffle(wb)
    st = State(
        n=n,
        options=dict(options),
        rng=rng,
        first=first,
        current=first,
        phase="setup",
        deck=deck,
        discard=[],
        bay=[[] for _ in range(BAY_SIZE)],
        wind=[wa, wb],
        wind_seen=[0, 0],
        islands=tiles[:k],
        island_open=[True] * k,
        island_box=tiles[k:],
        maps={m: list(DATA.map_values[n]) for m in DATA.map_order},
        reveal=[],
        limbo=[],
        stack=[],
        hands=[[] for _ in range(n)],
        city=[[] for _ in range(n)],
        anchored=[[] for _ in range(n)],
        anchors_left=[DATA.anchors] * n,
        stored=[{} for _ in range(n)],
        res=[[0, 0, 0, 0] for _ in range(n)],
        treasure=[0] * n,
        shells=[0] * n,
        boat=[0] * n,
        season=[0] * n,
        placed=[[] for _ in range(n)],
        passed=[False] * n,
        maps_held=[[] for _ in range(n)],
        rival_city=[],
        rival_boat=0,
        rival_treasure=0,
        rival_maps=[],
        pawn_loc="",
        pawn_bay=0,
        rival_pending=0,
    )
    ev: list[Event] = []
    refill_bay(st, ev)
    order = [(first + i) % n for i in range(n)]
    for i, seat in enumerate(order):
        draw(st, seat, DATA.hands[i], ev)
    if st.solo:
        st.pawn_loc = SOLO_PAWN_ZONE[DATA.solo["setup"]["rival_first_block"]["location"]]
        st.pawn_bay = 1 + rng.below(BAY_SIZE)
    st.stack.append({"k": "endsetup"})
    for seat in reversed(order):
        st.stack.append({"k": "mull", "s": seat})
    return st, merge_repeats(ev)
