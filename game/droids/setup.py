"""The setup of Les Derniers Droïdes (spec §5), up to the first decision, with its events."""

from __future__ import annotations

from typing import Any

from game.core.messages import Event, Moved, log
from game.core.rng import Rng
from game.droids import data as D
from game.droids import engine as E
from game.droids.state import AUTOMA, State


def new_state(players: int, seed: int, opts: dict[str, Any]) -> tuple[State, list[Event]]:
    """Setup per spec §5 and the first draw, with their events (the houses dealt, the log's
    opening lines); the first decision is the first keep-or-give of the deal."""
    fp = opts["first_priority"]
    if fp != "random" and players > 1 and int(fp) >= players:
        raise ValueError(f"first_priority {fp} is not a seat of a {players}-player game")
    rng = Rng(seed)
    nseats = 2 if players == 1 else players
    zones, per_zone = D.HOUSE_ZONES[players]
    houses = list(D.ALL_HOUSES)
    rng.shuffle(houses)
    zone_houses: dict[str, list[int]] = {}
    for i, z in enumerate(zones):
        zone_houses[z] = sorted(houses[i * per_zone : (i + 1) * per_zone])
    box = sorted(houses[len(zones) * per_zone :])
    layout = D.LAYOUTS[players]
    decks: list[list[int]] = []
    for sets in layout["decks"]:
        top_first: list[int] = []
        for season in range(3):
            cards = sorted(c for sn in sets for c in D.SETS[sn][season])
            rng.shuffle(cards)
            top_first.extend(cards)
            if season < 2:
                top_first.append(D.IS_CODES[sets[0]][season])
        top_first.reverse()
        decks.append(top_first)
    fp = opts["first_priority"]
    if players == 1:
        first = 0
    elif fp == "random":
        first = rng.below(players)
    else:
        first = int(fp)
    s = State(
        players=players,
        nseats=nseats,
        opts=opts,
        rng=rng,
        decks=decks,
        zone_houses=zone_houses,
        discard={z: [] for z in zones},
        tokens=[],
        tokens_spent=False,
        box=box,
        is_discard=[],
        turn=0,
        priority=first,
        secondary=-1,
        order=[],
        phase="pass",
        step="",
        actor=-1,
        ptr=0,
        mode="commit",
        sealed=False,
        drawn=[[] for _ in range(nseats)],
        keep=[0] * nseats,
        give=[0] * nseats,
        hand=[0] * nseats,
        shed=[
            list(D.START_SHED) if not (players == 1 and i == AUTOMA) else [0, 0, 0, 0] for i in range(nseats)
        ],
        ext=[[0, 0, 0, 0] for _ in range(nseats)],
        stored=[[] for _ in range(nseats)],
        collection=[[] for _ in range(nseats)],
        built=[[] for _ in range(nseats)],
        commit=[() for _ in range(nseats)],
        swaps_used=[0] * nseats,
        pub_shed=[[0, 0, 0, 0] for _ in range(nseats)],
        pub_stored=[[] for _ in range(nseats)],
        secret=[[] for _ in range(nseats)],
        declared=[""] * nseats,
        w_kind="",
        w_house=0,
        w_extras=[0, 0, 0],
        ext_left=0,
        ext_parts=[0, 0, 0, 0],
        ended="",
        lost=[0] * nseats,
    )
    ev: list[Event] = _setup_lines(players, first)
    for z in zones:
        for h in zone_houses[z]:
            ev.append(Moved(piece=f"house:{h}", from_zone="box", to_zone=f"{z}:houses", reveal=True))
    s.priority = first
    E._begin_turn(s, ev, rotate=False)
    E._advance(s, ev)
    return s, ev


def _setup_lines(players: int, first: int) -> list[Event]:
    """The log's first lines: who plays, the first Priority, and at 4 players the teams and duels."""
    if players == 1:
        return [log("droids.log_setup_solo", seat=0, seat2=AUTOMA)]
    out: list[Event] = [log("droids.log_setup", n=players, seat=first)]
    if players == 4:
        out += [log("droids.log_team", n=t + 1, seat=2 * t, seat2=2 * t + 1) for t in (0, 1)]
        out += [log("droids.log_duel", seat=a, seat2=a + 2) for a in (0, 1)]
    return out
