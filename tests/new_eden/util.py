"""Helpers to build New Eden positions directly for scenario tests."""

from __future__ import annotations

from game.core.messages import Event
from game.new_eden import RULES
from game.new_eden.state import FACE_INDEX, State


def blank(n: int, seed: int = 1, start: int = 0) -> State:
    """A fresh game whose seats own nothing: no hands, no waiting tokens, empty rows."""
    s = RULES.new_game(n, seed, {"start_player": start})
    s.hand = [[] for _ in range(n)]
    s.waiting = [[] for _ in range(n)]
    s.brow = {t: [] for t in s.brow}
    s.queue = []
    s.season = 1
    s.start = start
    return s


def dice(**faces: int) -> list[int]:
    """A count-per-face list from keyword counts (``dice(brawler=2, wild=1)``)."""
    out = [0] * 6
    for f, c in faces.items():
        out[FACE_INDEX[f]] = c
    return out


def refuge(
    s: State,
    seat: int,
    tokens: dict[str, int] | None = None,
    eq: dict[str, int] | None = None,
    cards: list[str] | None = None,
    missions: list[str] | None = None,
) -> None:
    """Fill a refuge with tokens (by kind, 'slacker' allowed), equipment tokens, cards, missions."""
    s.r_tokens[seat] = [k for k, c in (tokens or {}).items() for _ in range(c)]
    s.r_eq[seat] = [k for k, c in (eq or {}).items() for _ in range(c)]
    s.r_cards[seat] = list(cards or [])
    s.r_missions[seat] = list(missions or [])


def play(s: State, *actions) -> list[Event]:
    """Apply actions through the rules (validated)."""
    out: list[Event] = []
    for a in actions:
        out += RULES.apply(s, a)
    return out
