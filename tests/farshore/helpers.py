"""Building Farshore positions for scenario tests."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.farshore import RULES
from game.farshore.actions import Mulligan
from game.farshore.data import DATA
from game.farshore.state import State

WIND_A = {k.removeprefix("wind_a_"): k for k in DATA.wind_a}
WIND_B = {k.removeprefix("wind_b_"): k for k in DATA.wind_b}


def blank(n: int = 2, seed: int = 0, **options: Any) -> State:
    """A game after the mulligans with everything emptied: no cards anywhere, no resources.

    Card conservation does not hold for such positions; tests put in exactly what they need.
    """
    st = RULES.new_game(n, seed, options)
    while st.phase == "setup":
        RULES.apply(st, Mulligan(seat=RULES.to_act(st), redraw=False))
    st.deck = []
    st.discard = []
    st.bay = [[] for _ in range(8)]
    st.hands = [[] for _ in range(n)]
    st.current = 0
    set_wind(st, "prosperity", "common_construction")
    return st


def set_wind(st: State, a: str, b: str, next_a: str | None = None, next_b: str | None = None) -> None:
    """Face-up wind tiles (by short name: 'traveler', 'unique_critter'…), optionally the next ones."""
    for k, (up, nxt, table) in enumerate(((a, next_a, WIND_A), (b, next_b, WIND_B))):
        first = [table[up]] + ([table[nxt]] if nxt else [])
        rest = [t for t in table.values() if t not in first]
        st.wind[k] = first + rest
        st.wind_seen[k] = 0


def set_deck(st: State, top_first: list[str]) -> None:
    st.deck = list(reversed(top_first))


def deck_top_first(st: State) -> list[str]:
    return list(reversed(st.deck))


def set_bay(st: State, slots: list[Any]) -> None:
    """Slots 1..8 from a list of card ids (or lists for stacks, bottom first; None for empty)."""
    st.bay = []
    for x in slots:
        if x is None:
            st.bay.append([])
        elif isinstance(x, list):
            st.bay.append(list(x))
        else:
            st.bay.append([x])
    while len(st.bay) < 8:
        st.bay.append([])


def bay_tops(st: State) -> list[str | None]:
    return [b[-1] if b else None for b in st.bay]


def rng_giving(values: list[tuple[int, int]]) -> Rng:
    """An Rng whose successive ``below(n)`` calls give the listed (n, value) pairs."""
    for seed in range(200000):
        r = Rng(seed)
        probe = r.clone()
        if all(probe.below(n) == v for n, v in values):
            return r
    raise AssertionError("no seed found")


def do(st: State, *actions: Any) -> list[Any]:
    ev: list[Any] = []
    for a in actions:
        ev.extend(RULES.apply(st, a))
    return ev


def legal(st: State) -> list[Any]:
    return RULES.legal_actions(st)


def log_text(ev: Any, names: Any) -> str:
    """A log line as the table shows it: its ids named by the skin (``Skin.log_param``)."""
    from game.core.i18n import tr
    from game.farshore.logwords import log_param

    params = {k: (log_param(k, v) or v) for k, v in ev.params}
    return tr(ev.key, names=names, **params)
