"""The Farshore game state: plain values only, cloned by hand, with a JSON form.

Conventions: the deck's top card is the *last* element of ``deck``; a Bay slot is a stack whose top is
its last element (every card in a slot has the same name); a wind stack's face-up tile is element 0
and tiles put under the stack go to the end. ``stack`` is the engine's work list of pending steps
and decisions (plain dicts, never mutated in place, so clones may share them); its last element runs
next.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.rng import Rng


@dataclasses.dataclass(slots=True)
class State:
    n: int  # number of seats
    options: dict[str, Any]
    rng: Rng
    first: int  # first player (starting hand 5)
    current: int  # seat whose turn it is (D2)
    phase: str  # "setup" (mulligans) | "play" | "over"
    deck: list[str]  # top = last
    discard: list[str]  # face down; order irrelevant to play
    bay: list[list[str]]  # 8 stacks; top = last
    wind: list[list[str]]  # [A, B]; face-up tile = element 0
    wind_seen: list[int]  # per stack: how many tiles at the bottom have been seen (public order)
    islands: list[str]  # tile id per island slot in play
    island_open: list[bool]
    island_box: list[str]  # tiles left in the box (secret)
    maps: dict[str, list[int]]  # chart id -> values, top = element 0
    reveal: list[str]  # Postal Pigeon's revealed cards
    limbo: list[str]  # a card chosen to be played, waiting for its payment (public)
    stack: list[dict[str, Any]]
    hands: list[list[str]]
    city: list[list[str]]
    anchored: list[list[int]]  # city indices carrying an anchor
    anchors_left: list[int]
    stored: list[dict[int, list[int]]]  # city index -> resources stored on that Warehouse
    res: list[list[int]]  # driftwood, seaweed, seastone, mushroom
    treasure: list[int]
    shells: list[int]
    boat: list[int]
    season: list[int]  # 0 winter .. 3 autumn
    placed: list[list[str]]  # spot ids holding this seat's workers
    passed: list[bool]
    maps_held: list[list[list[Any]]]  # [chart id, value] in claim order
    # solo Rival (unused with 2+ players)
    rival_city: list[str]
    rival_boat: int
    rival_treasure: int
    rival_maps: list[list[Any]]
    pawn_loc: str  # spot id the location pawn blocks
    pawn_bay: int  # Bay slot (1..8) the Bay pawn blocks; 0 = none
    rival_pending: int  # Rival takes queued by plays of this turn

    @property
    def solo(self) -> bool:
        return self.n == 1


def clone(s: State) -> State:
    """A fast independent copy (card definitions and stack items are immutable and shared)."""
    return State(
        n=s.n,
        options=s.options,
        rng=s.rng.clone(),
        first=s.first,
        current=s.current,
        phase=s.phase,
        deck=s.deck[:],
        discard=s.discard[:],
        bay=[b[:] for b in s.bay],
        wind=[s.wind[0][:], s.wind[1][:]],
        wind_seen=s.wind_seen[:],
        islands=s.islands[:],
        island_open=s.island_open[:],
        island_box=s.island_box[:],
        maps={k: v[:] for k, v in s.maps.items()},
        reveal=s.reveal[:],
        limbo=s.limbo[:],
        stack=s.stack[:],
        hands=[h[:] for h in s.hands],
        city=[c[:] for c in s.city],
        anchored=[a[:] for a in s.anchored],
        anchors_left=s.anchors_left[:],
        stored=[{k: v[:] for k, v in d.items()} for d in s.stored],
        res=[r[:] for r in s.res],
        treasure=s.treasure[:],
        shells=s.shells[:],
        boat=s.boat[:],
        season=s.season[:],
        placed=[p[:] for p in s.placed],
        passed=s.passed[:],
        maps_held=[[m[:] for m in h] for h in s.maps_held],
        rival_city=s.rival_city[:],
        rival_boat=s.rival_boat,
        rival_treasure=s.rival_treasure,
        rival_maps=[m[:] for m in s.rival_maps],
        pawn_loc=s.pawn_loc,
        pawn_bay=s.pawn_bay,
        rival_pending=s.rival_pending,
    )


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def to_json(s: State) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(State):
        v = getattr(s, f.name)
        if f.name == "rng":
            out["rng"] = v.to_json()
        elif f.name == "stored":
            out["stored"] = [[[k, *vals] for k, vals in sorted(d.items())] for d in v]
        else:
            out[f.name] = _plain(v)
    return out


def from_json(data: Mapping[str, Any]) -> State:
    kw: dict[str, Any] = {}
    for f in dataclasses.fields(State):
        if f.name not in data:
            raise ValueError(f"farshore state: missing field {f.name!r}")
        v = data[f.name]
        if f.name == "rng":
            kw["rng"] = Rng.from_json(list(v))
        elif f.name == "stored":
            kw["stored"] = [{int(e[0]): [int(x) for x in e[1:]] for e in d} for d in v]
        elif f.name == "maps":
            kw["maps"] = {k: list(vals) for k, vals in v.items()}
        elif f.name == "options":
            kw["options"] = dict(v)
        elif f.name == "stack":
            kw["stack"] = [_plain(it) for it in v]
        elif isinstance(v, list):
            kw[f.name] = _deep_list(v)
        else:
            kw[f.name] = v
    return State(**kw)


def _deep_list(v: Any) -> Any:
    if isinstance(v, list):
        return [_deep_list(x) for x in v]
    return v
