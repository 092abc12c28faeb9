"""Facts about a Farshore state that the turn machine, the scoring and the view all read: whose
decision is pending and which cards of a city match a filter (§11.3).

They sit below ``engine``, ``scoring`` and ``view`` so that each imports them without importing the
others (the engine runs the scoring when the game ends; the view is built from the state alone).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.farshore.data import DATA, Card
from game.farshore.state import State


def matches(flt: Mapping[str, Any], c: Card, source: str | None = None) -> bool:
    """A card filter (kind, type, rarity, source) — §11.3 filter keys."""
    for key, want in flt.items():
        if key == "kind":
            if c.kind != want:
                return False
        elif key == "type":
            if isinstance(want, list):
                if c.type not in want:
                    return False
            elif c.type != want:
                return False
        elif key == "rarity":
            if c.rarity != want:
                return False
        elif key == "source":
            if source != want:
                return False
        elif key == "location_group":
            return False
    return True


def count_cards(st: State, seat: int, flt: dict[str, Any]) -> int:
    return sum(1 for x in st.city[seat] if matches(flt, DATA.cards[x]))


def to_act(st: State) -> int | None:
    if st.phase == "over":
        return None
    if st.stack:
        return int(st.stack[-1]["s"])
    return st.current
