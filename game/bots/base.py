"""What every bot level is made of: the ``Bot`` shape, its ``Thinking`` generator, and the greedy
one-ply evaluation the search levels reuse. The levels themselves are in ``game.bots`` (random,
greedy) and ``game.bots.search``; both build on this module, which needs neither.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from game.core.messages import Action
from game.core.rng import Rng

if TYPE_CHECKING:  # the app imports the bot worker's module at start: the rules core loads later
    from game.core.rules import Rules

Thinking = Generator[float, None, Action]


class Bot(Protocol):
    """A bot level: ``think`` yields progress and returns an action from ``legal``."""

    level: str

    def think(self, rules: Rules, view: Any, legal: Sequence[Action], rng: Rng) -> Thinking: ...


STEP_ACTIONS = 4  # one-ply evaluations between two yields (each is a clone, an apply and a heuristic)


def add_one_ply(rules: Rules, base: Any, legal: Sequence[Action], totals: list[float]) -> None:
    """Add to ``totals[i]`` the deciding seat's heuristic after ``legal[i]`` on a copy of ``base``
    (one re-deal of the hidden information): the greedy bot's evaluation, shared by the search's
    root shortlist."""
    for _ in one_ply_steps(rules, base, legal, totals):
        pass


def one_ply_steps(rules: Rules, base: Any, legal: Sequence[Action], totals: list[float]) -> Generator[None]:
    """``add_one_ply`` a few actions at a time, yielding between them, so that a bot thinking on the
    UI thread never holds it for long (a wide Paris choice has a hundred actions)."""
    seat = legal[0].seat
    for i, action in enumerate(legal):
        state = rules.clone(base)
        rules.apply(state, action)
        totals[i] += rules.heuristic(state, seat)
        if (i + 1) % STEP_ACTIONS == 0:
            yield
