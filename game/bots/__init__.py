"""Bots: seats that answer ``to_act`` from their view only.

Every bot has the same shape: ``think(rules, view, legal, rng)`` is a generator that yields its
progress (0..1) between slices of work and returns the chosen action. The app loop advances it a
slice per frame, so a thinking bot never freezes the window; headless code just runs it to the end
with ``decide``. A bot is given a *view* (never a state): it can only learn more by determinizing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.bots.base import (  # noqa: F401 - defined there for the search levels; used as game.bots.X
    STEP_ACTIONS,
    Bot,
    Thinking,
    add_one_ply,
    one_ply_steps,
)
from game.core.messages import Action
from game.core.rng import Rng

if TYPE_CHECKING:  # the app imports the bot worker's module at start: the rules core loads later
    from game.core.rules import Rules


def decide(bot: Bot, rules: Rules, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
    """Run a bot's thinking to the end (headless use)."""
    gen = bot.think(rules, view, legal, rng)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        action: Action = stop.value
        return action


class RandomBot:
    """Uniformly random among the legal actions."""

    level = "random"

    def think(self, rules: Rules, view: Any, legal: Sequence[Action], rng: Rng) -> Thinking:
        yield 1.0
        return legal[rng.below(len(legal))]


class GreedyBot:
    """One-ply lookahead: try each legal action on a re-dealt state, keep the best heuristic.

    The state is re-dealt from the view (the bot never sees the true state); ``samples``
    determinizations are averaged so hidden draws do not decide alone. Ties go to the earliest
    action in the stable legal order, with a little seeded noise when ``noise`` > 0.
    """

    def __init__(self, level: str = "greedy", samples: int = 2, noise: float = 0.0) -> None:
        self.level = level
        self.samples = samples
        self.noise = noise

    def think(self, rules: Rules, view: Any, legal: Sequence[Action], rng: Rng) -> Thinking:
        if len(legal) == 1:
            yield 1.0
            return legal[0]
        totals = [0.0] * len(legal)
        for n in range(self.samples):
            base = rules.determinize(view, rng.fork())
            yield (n + 0.5) / self.samples
            for _ in one_ply_steps(rules, base, legal, totals):
                yield (n + 0.5) / self.samples
            yield (n + 1) / self.samples
        best_i = 0
        best_v = float("-inf")
        for i, total in enumerate(totals):
            value = total / self.samples
            if self.noise:
                value += self.noise * (rng.random() - 0.5)
            if value > best_v:
                best_i, best_v = i, value
        return legal[best_i]


LEVELS = ("random", "greedy", "easy", "normal", "hard")
BOTS: dict[str, Bot] = {"random": RandomBot(), "greedy": GreedyBot()}


def get_bot(level: str) -> Bot:
    """The bot for a level name; ValueError for an unknown level."""
    if level in BOTS:
        return BOTS[level]
    from game.bots import search  # the search levels build on this module, so they load on first use

    if level in search.LEVELS:
        bot: Bot = search.LEVELS[level]
        return bot
    raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)})")


def bot_rng(seed: int, action_index: int, seat: int) -> Rng:
    """The generator a bot uses for one decision: a seed gives the same move, always."""
    return Rng(seed * 1_000_003 + action_index * 31 + seat, stream=99)
