"""Facts of the table that the turn machine, the scoring and the prompts all read: the geometry of
houses, neighbours and opponents (§5, §11) and what a seat holds (parts, leaves).

They sit below ``engine``, ``scoring``, ``prompts`` and ``view`` so that each of those imports them
without importing one another (the scoring at the end of a game is run by the engine).
"""

from __future__ import annotations

from typing import Any

from game.droids import data as D
from game.droids.state import AUTOMA, State


def zone_list(players: int) -> tuple[str, ...]:
    """House/discard zone ids in order (§5.3)."""
    return D.HOUSE_ZONES[players][0]


def adjacent_zones(players: int, seat: int) -> tuple[str, ...]:
    """The zones a seat touches, in zone-id order (its houses and its discard piles)."""
    if players <= 2:
        return ("zone:0-1",)
    if players == 3:
        return tuple(sorted(z for z in zone_list(3) if str(seat) in z[5:].split("-")))
    other = (seat + 2) % 4
    return (f"zone:{min(seat, other)}-{max(seat, other)}",)


def direct_opponents(players: int, seat: int) -> tuple[int, ...]:
    """§11: solo = the automa (and the human for the automa); 3p both others; 4p facing seat."""
    if players <= 2:
        return (1 - seat,)
    if players == 3:
        return tuple(x for x in range(3) if x != seat)
    return ((seat + 2) % 4,)


def is_automa(s: State, seat: int) -> bool:
    return s.players == 1 and seat == AUTOMA


def team_of(seat: int) -> int:
    """4 players: teams {0, 1} and {2, 3} (§5.4)."""
    return seat // 2


def cap(s: State, seat: int, k: int) -> int:
    return D.BASE_CAP + s.ext[seat][k]


def held(s: State, seat: int) -> list[int]:
    """Parts a seat holds: shed plus the parts on cards 65/71."""
    return held_parts(s.shed[seat], s.stored[seat])


def held_parts(shed: Any, stored: Any) -> list[int]:
    """A shed's parts plus the parts stored on cards 65/71 (``stored``: card, nut, bolt, gear …)."""
    h = list(shed)
    for i in range(0, len(stored), 4):
        h[0] += stored[i + 1]
        h[1] += stored[i + 2]
        h[2] += stored[i + 3]
    return h


def covers(have: list[int], need: Any) -> bool:
    return have[0] >= need[0] and have[1] >= need[1] and have[2] >= need[2] and have[3] >= need[3]


def leaves(s: State, seat: int) -> int:
    return sum(D.DROIDS[c].leaves for c in s.collection[seat])


def beats_all(s: State, seat: int, values: list[int]) -> bool:
    return all(values[seat] > values[o] for o in direct_opponents(s.players, seat))
