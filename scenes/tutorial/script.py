"""A guided first game as data: a fixed deal, one bot, and the player's decisions step by step.

A ``Script`` names the deal (seed and options) and, for each decision the player meets in the
first season or round, a ``Step``: the rules' prompt key that decision must have, the action the
player is asked to take — matched by the action's own fields (its JSON form), never by where it
is drawn — and the message key that explains it. Because the rules are a pure function of (seed,
options, actions) and the bots draw from the game's seed, the same script meets the same decisions
every time; when a rule change moves them, ``Guide.check`` says which step no longer fits (and a
test plays every script through to catch it).

This module is plain logic (no pygame): ``scenes.tutorial.table`` draws it at the table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.messages import Action


@dataclasses.dataclass(frozen=True)
class Step:
    """One decision of the guided game."""

    prompt: str  # the rules' prompt key the decision must show (``rules.prompt(view).key``)
    action: Mapping[str, Any]  # fields the action to take must have in its JSON form ("t" is its tag)
    say: str  # message key: what is being decided and why this move, in our words


@dataclasses.dataclass(frozen=True)
class Script:
    """A game's guided first game."""

    game: str
    seed: int
    steps: tuple[Step, ...]
    intro: str  # message key: what the guide is, shown with the first step
    done: str  # message key: the end of the first season / round and what to do next
    ends: str  # the PhaseBegan phase key that marks the end of the guided part (the next season)
    ends_round: int = 0  # and its round (0: any), where a game's rounds share one phase key
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    bot: str = "greedy"  # the one opponent's level
    about: str = ""  # message key: one line for the list of guides


def matches(action: Action, want: Mapping[str, Any]) -> bool:
    """Whether ``action`` has every field ``want`` names (the seat is never part of a step)."""
    data = action.to_json()
    return all(_same(data.get(k), v) for k, v in want.items())


def _same(got: Any, want: Any) -> bool:
    if isinstance(want, (list, tuple)) and isinstance(got, (list, tuple)):
        return len(got) == len(want) and all(_same(g, w) for g, w in zip(got, want, strict=True))
    return bool(got == want)


class ScriptBroken(Exception):
    """A step's decision or action does not occur in the game any more (the rules changed)."""


class Guide:
    """Where the player is in a script: ``current`` step, ``check`` it against the decision in
    front of them, ``advance`` once they took it."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.index = 0
        self.broken: str | None = None  # why the script stopped fitting the game (None: it fits)

    @property
    def current(self) -> Step | None:
        if self.broken is not None or self.index >= len(self.script.steps):
            return None
        return self.script.steps[self.index]

    @property
    def finished_steps(self) -> bool:
        return self.index >= len(self.script.steps)

    def expected(self, legal: Sequence[Action]) -> Action | None:
        """The legal action the current step asks for (None: there is none)."""
        step = self.current
        if step is None:
            return None
        return next((a for a in legal if matches(a, step.action)), None)

    def check(self, prompt_key: str, legal: Sequence[Action]) -> Action:
        """The current step's action in this decision; raises ``ScriptBroken`` (and remembers why)
        when the decision is another one or the action is not among the legal ones."""
        step = self.current
        if step is None:
            raise ScriptBroken("no step left")
        if prompt_key != step.prompt:
            self.broken = (
                f"step {self.index + 1}: the decision is {prompt_key}, the script expects {step.prompt}"
            )
            raise ScriptBroken(self.broken)
        action = self.expected(legal)
        if action is None:
            self.broken = f"step {self.index + 1}: no legal action has {dict(step.action)}"
            raise ScriptBroken(self.broken)
        return action

    def allows(self, action: Action) -> bool:
        """Whether the player may take ``action`` now (any, once the steps are over or broken)."""
        step = self.current
        return step is None or matches(action, step.action)

    def advance(self) -> None:
        self.index += 1

    def ends_with(self, phase: str, round_: int) -> bool:
        """Whether a phase that began is the one that closes the guided part."""
        return phase == self.script.ends and (not self.script.ends_round or round_ == self.script.ends_round)
