"""The setup of Paris (spec §4), up to the first decision, with its events."""

from __future__ import annotations

from typing import Any

from game.core.messages import Event, Moved, PhaseBegan
from game.core.rng import Rng
from game.paris.board import DISTRICTS, LANDMARKS, SLOT_VALUES, VP_ORDER, keys_to_play
from game.paris.data import DATA as D
from game.paris.data import Tile
from game.paris.engine import settle, start_turn
from game.paris.state import State


def _stacks(rng: Rng, opts: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The building tiles removed unseen, and the rest dealt round into the stacks (§4)."""
    tiles = sorted(D.buildings)
    rng.shuffle(tiles)
    removed = sorted(tiles[: D.removed_unseen])
    rest = tiles[D.removed_unseen :]
    k = int(opts["building_stacks"])
    stacks: list[list[str]] = [[] for _ in range(k)]
    for i, t in enumerate(rest):
        stacks[i % k].append(t)
    return removed, stacks


def _slot_tokens(rng: Rng, opts: dict[str, Any]) -> dict[str, str]:
    """The token beside each building slot: as printed, or dealt at random (§13.1)."""
    slot_token: dict[str, str] = {}
    if not opts["variant_random_tokens"]:
        for dd in D.districts:
            for v, tok in dd.layout:
                slot_token[f"slot:{dd.id}:{v}"] = tok
        return slot_token
    # the six gold resource tokens go on the 8s; the other 30 tokens are dealt on slots 1-5 (§13.1)
    pool = sorted(tok for dd in D.districts for _, tok in dd.layout)
    for _ in range(len(D.districts)):
        pool.remove("gold")
    rng.shuffle(pool)
    i = 0
    for dd in D.districts:
        for v in SLOT_VALUES:
            if v == 8:
                slot_token[f"slot:{dd.id}:8"] = "gold"
            else:
                slot_token[f"slot:{dd.id}:{v}"] = pool[i]
                i += 1
    return slot_token


def _for_count(t: Tile, n: int) -> bool:
    """Whether a tile with a player-count icon is in a game of ``n``."""
    return t.players == "all" or (t.players == "3+" and n >= 3) or (t.players == "4" and n == 4)


def _bonus_track(rng: Rng, n: int, opts: dict[str, Any]) -> tuple[list[list[str]], list[str]]:
    """The bonus tiles on the track's spaces (icon copies underneath) and the ones left in the box."""
    base = [t for t in sorted(D.bonus) if t not in D.expansion_bonus]
    icon_free = [t for t in base if D.bonus[t].players == "all"]
    icons = sorted(t for t in base if D.bonus[t].players != "all")
    track: list[list[str]] = [[] for _ in range(31)]
    boxed: list[str] = []
    if opts["etoile"] or opts["variant_random_bonus_track"]:
        pool_all = icon_free + (list(D.expansion_bonus) if opts["etoile"] else [])
        for zone, lo in (("A", 1), ("B", 11), ("C", 21)):
            zone_tiles = sorted(t for t in pool_all if D.bonus[t].zone == zone)
            rng.shuffle(zone_tiles)
            for i, t in enumerate(zone_tiles[:10]):
                track[lo + i].append(t)
            boxed += zone_tiles[10:]
    else:
        for t in icon_free:
            track[D.bonus[t].number or 0].append(t)
    for t in icons:
        num = D.bonus[t].number
        spaces = [sp for sp in range(1, 31) if track[sp] and D.bonus[track[sp][0]].number == num]
        if _for_count(D.bonus[t], n) and spaces:
            track[spaces[0]].insert(0, t)  # icon copies lie underneath (ruling 36)
        else:
            boxed.append(t)
    if not opts["etoile"]:
        boxed.extend(D.expansion_bonus)
    boxed.sort()
    return track, boxed


def _strategies(rng: Rng, n: int, opts: dict[str, Any]) -> tuple[list[str], list[str]]:
    """l'Étoile: each seat's starting strategy tile and the display of the others (§14)."""
    if not opts["etoile"]:
        return [""] * n, []
    starting = sorted(s for s in D.strategies if D.strategies[s].starting)
    rng.shuffle(starting)
    display = sorted(starting[n:] + [s for s in D.strategies if not D.strategies[s].starting])
    return starting[:n], display


def new_state(n: int, seed: int, opts: dict[str, Any]) -> tuple[State, list[Event]]:
    """Set up a game (spec §4, §13, §14)."""
    rng = Rng(seed)
    removed, stacks = _stacks(rng, opts)
    slot_token = _slot_tokens(rng, opts)
    track, boxed = _bonus_track(rng, n, opts)
    strategy, display = _strategies(rng, n, opts)
    keys = keys_to_play(n, opts)
    s = State(
        n=n,
        opts=dict(opts),
        rng=rng,
        stacks=stacks,
        removed=removed,
        removed_faceup=[],
        slot_tile={},
        slot_token=slot_token,
        keys={},
        lm_district={},
        lm_supply=list(LANDMARKS),
        vp_supply=list(VP_ORDER),
        vp_at={},
        special_at="",
        count={d: 0 for d in DISTRICTS},
        track=track,
        boxed=boxed,
        supply=[0] * 6,
        minted=0,
        reserve=[D.reserve_keys] * n,
        francs=[D.start_francs] * n,
        hand=[keys] * n,
        vp=[0] * n,
        meeple=[0] * n,
        tokens=[[0] * 6 for _ in range(n)],
        tiles=[[] for _ in range(n)],
        used=[[] for _ in range(n)],
        owned=[[] for _ in range(n)],
        strategy=strategy,
        display=display,
        eg_pile=sorted(D.endgame),
        eg_held=[[] for _ in range(n)],
        eg_look=[-1] * n,
        eg_taken=0,
        peek=[{} for _ in range(n)],
        seat=0,
        round=1,
        turns_left=-1,
        over=False,
        prompt="",
        window="main",
        ctx={},
        bought=[],
        sold=[],
        engineer=False,
    )
    events: list[Event] = [PhaseBegan(phase="paris.phase.round", round=1)]
    if opts["etoile"]:
        for seat in range(n):
            events.append(
                Moved(piece=strategy[seat], from_zone="supply:strategy", to_zone=f"seat:{seat}:strategy")
            )
    start_turn(s, events)
    settle(s, events)
    return s, events
