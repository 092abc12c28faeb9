"""The Paris game state: plain values only, mutated by ``rules.apply`` alone (spec §17).

Spots (where keys stand) are zone ids: ``bank:<district>``, ``location:arc``,
``slot:<district>:<value>`` (a building slot) and ``landmark:<id>`` (a laid landmark).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.rng import Rng


@dataclasses.dataclass(slots=True)
class State:
    """One Paris game. Lists indexed by seat; seat 0 is the start player (position = seat)."""

    n: int
    opts: dict[str, Any]  # resolved options; never mutated (shared by clones)
    rng: Rng
    stacks: list[list[str]]  # building stacks, top = last element (hidden order)
    removed: list[str]  # building tiles removed unseen at setup (hidden)
    removed_faceup: list[str]  # tiles discarded face up by the free-placement variant (public)
    slot_tile: dict[str, str]  # slot id -> building tile placed there (only placed slots)
    slot_token: dict[str, str]  # slot id -> token still lying on the slot
    keys: dict[str, tuple[int, ...]]  # spot id -> seats with a key there (non-empty spots only)
    lm_district: dict[str, str]  # laid landmark -> its district
    lm_supply: list[str]  # face-up landmark supply
    vp_supply: list[str]  # VP tiles not yet placed
    vp_at: dict[str, str]  # district -> VP tile on its slot
    special_at: str  # district beside which the special VP tile lies ("" = not placed)
    count: dict[str, int]  # district -> keys that entered its properties (4th-key rule, §10)
    track: list[list[str]]  # bonus track: index = space (0 unused), each a stack, top = last
    boxed: list[str]  # bonus tiles not in this game (public)
    supply: list[int]  # general token supply, counts per TOKENS index
    minted: int  # tokens created by buying from an unlimited supply (invariant bookkeeping)
    reserve: list[int]  # spare keys per seat (tiles 13/14)
    francs: list[int]
    hand: list[int]  # keys behind the screen
    vp: list[int]  # VP scored during play (final scoring is added by ``score``)
    meeple: list[int]  # bonus meeple position, 0 = before space 1
    tokens: list[list[int]]  # real tokens behind the screen, per TOKENS index
    tiles: list[list[str]]  # unused bonus tiles behind the screen, in the order taken
    used: list[list[str]]  # bonus and end-game tiles used, spent or sold (public, face up)
    owned: list[list[int]]  # bonus numbers ever taken (sorted; stay owned, ruling 31)
    strategy: list[str]  # l'Etoile strategy tile per seat ("" without the module)
    display: list[str]  # l'Etoile strategy display (sorted)
    eg_pile: list[str]  # end-game tiles left (sorted; hidden identities)
    eg_held: list[list[list[Any]]]  # per seat [[tile id, take index], ...] (hidden to others)
    eg_look: list[int]  # take index at which each seat last looked at the pile (-1 never)
    eg_taken: int  # end-game tiles taken so far
    peek: list[dict[str, str]]  # ST08: per seat, stack index -> tile it knows lies on top
    seat: int  # the player whose turn it is
    round: int
    turns_left: int  # -1 until the end is triggered; then turns still to play, this one included
    over: bool
    prompt: str  # the pending decision point (spec §20)
    window: str  # "main" or "closing": where free actions return to
    ctx: dict[str, Any]  # data of the pending prompt (flat; values are scalars or tuples)
    bought: list[str]  # resource types bought this turn (per-turn market limit, §11)
    sold: list[str]  # token types sold this turn
    engineer: bool  # ST09 used this turn
    # not part of the game: the legal actions of this position, filled by ``engine.legal`` and
    # dropped by every ``engine.do``. Code that edits a state by hand must reset it to None.
    legal_cache: Any = dataclasses.field(default=None, compare=False)


def clone(s: State) -> State:
    """A fast independent copy (lists and dicts copied; strings, tuples and the options shared)."""
    return State(
        s.n,
        s.opts,
        s.rng.clone(),
        [x[:] for x in s.stacks],
        s.removed[:],
        s.removed_faceup[:],
        dict(s.slot_tile),
        dict(s.slot_token),
        dict(s.keys),
        dict(s.lm_district),
        s.lm_supply[:],
        s.vp_supply[:],
        dict(s.vp_at),
        s.special_at,
        dict(s.count),
        [x[:] for x in s.track],
        s.boxed[:],
        s.supply[:],
        s.minted,
        s.reserve[:],
        s.francs[:],
        s.hand[:],
        s.vp[:],
        s.meeple[:],
        [x[:] for x in s.tokens],
        [x[:] for x in s.tiles],
        [x[:] for x in s.used],
        [x[:] for x in s.owned],
        s.strategy[:],
        s.display[:],
        s.eg_pile[:],
        [[e[:] for e in x] for x in s.eg_held],
        s.eg_look[:],
        s.eg_taken,
        [dict(x) for x in s.peek],
        s.seat,
        s.round,
        s.turns_left,
        s.over,
        s.prompt,
        s.window,
        dict(s.ctx),
        s.bought[:],
        s.sold[:],
        s.engineer,
        s.legal_cache,
    )


def to_json(s: State, with_rng: bool = True) -> dict[str, Any]:
    """The full state as plain JSON (tuples become lists)."""
    out: dict[str, Any] = {
        "n": s.n,
        "opts": dict(s.opts),
        "stacks": [x[:] for x in s.stacks],
        "removed": s.removed[:],
        "removed_faceup": s.removed_faceup[:],
        "slot_tile": dict(s.slot_tile),
        "slot_token": dict(s.slot_token),
        "keys": {k: list(v) for k, v in s.keys.items()},
        "lm_district": dict(s.lm_district),
        "lm_supply": s.lm_supply[:],
        "vp_supply": s.vp_supply[:],
        "vp_at": dict(s.vp_at),
        "special_at": s.special_at,
        "count": dict(s.count),
        "track": [x[:] for x in s.track],
        "boxed": s.boxed[:],
        "supply": s.supply[:],
        "minted": s.minted,
        "reserve": s.reserve[:],
        "francs": s.francs[:],
        "hand": s.hand[:],
        "vp": s.vp[:],
        "meeple": s.meeple[:],
        "tokens": [x[:] for x in s.tokens],
        "tiles": [x[:] for x in s.tiles],
        "used": [x[:] for x in s.used],
        "owned": [x[:] for x in s.owned],
        "strategy": s.strategy[:],
        "display": s.display[:],
        "eg_pile": s.eg_pile[:],
        "eg_held": [[e[:] for e in x] for x in s.eg_held],
        "eg_look": s.eg_look[:],
        "eg_taken": s.eg_taken,
        "peek": [dict(x) for x in s.peek],
        "seat": s.seat,
        "round": s.round,
        "turns_left": s.turns_left,
        "over": s.over,
        "prompt": s.prompt,
        "window": s.window,
        "ctx": {k: (list(v) if isinstance(v, tuple) else v) for k, v in s.ctx.items()},
        "bought": s.bought[:],
        "sold": s.sold[:],
        "engineer": s.engineer,
    }
    if with_rng:
        out["rng"] = s.rng.to_json()
    return out


def _tup(value: Any) -> Any:
    return tuple(_tup(v) for v in value) if isinstance(value, list) else value


def from_json(data: Mapping[str, Any], rng: Rng | None = None) -> State:
    """Rebuild a state from ``to_json`` output (``rng`` replaces a missing generator)."""
    d = dict(data)
    try:
        gen = rng if rng is not None else Rng.from_json(d["rng"])
        return State(
            n=int(d["n"]),
            opts=dict(d["opts"]),
            rng=gen,
            stacks=[list(x) for x in d["stacks"]],
            removed=list(d["removed"]),
            removed_faceup=list(d["removed_faceup"]),
            slot_tile=dict(d["slot_tile"]),
            slot_token=dict(d["slot_token"]),
            keys={k: tuple(v) for k, v in d["keys"].items()},
            lm_district=dict(d["lm_district"]),
            lm_supply=list(d["lm_supply"]),
            vp_supply=list(d["vp_supply"]),
            vp_at=dict(d["vp_at"]),
            special_at=str(d["special_at"]),
            count=dict(d["count"]),
            track=[list(x) for x in d["track"]],
            boxed=list(d["boxed"]),
            supply=list(d["supply"]),
            minted=int(d["minted"]),
            reserve=list(d["reserve"]),
            francs=list(d["francs"]),
            hand=list(d["hand"]),
            vp=list(d["vp"]),
            meeple=list(d["meeple"]),
            tokens=[list(x) for x in d["tokens"]],
            tiles=[list(x) for x in d["tiles"]],
            used=[list(x) for x in d["used"]],
            owned=[list(x) for x in d["owned"]],
            strategy=list(d["strategy"]),
            display=list(d["display"]),
            eg_pile=list(d["eg_pile"]),
            eg_held=[[list(e) for e in x] for x in d["eg_held"]],
            eg_look=list(d["eg_look"]),
            eg_taken=int(d["eg_taken"]),
            peek=[dict(x) for x in d["peek"]],
            seat=int(d["seat"]),
            round=int(d["round"]),
            turns_left=int(d["turns_left"]),
            over=bool(d["over"]),
            prompt=str(d["prompt"]),
            window=str(d["window"]),
            ctx={k: _tup(v) for k, v in d["ctx"].items()},
            bought=list(d["bought"]),
            sold=list(d["sold"]),
            engineer=bool(d["engineer"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"not a Paris state: {exc}") from None
