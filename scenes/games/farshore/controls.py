"""The skin's own buttons in the action bar: preparing for the next season and passing, as wide as
their words (the rules' labels), and each way to pay for a card as its cost by resource — a chip
per material with how many, and the ability that makes it cheaper — so a payment reads like the
tokens a player hands over. A payment button's label is the rules' whole sentence: the table shows
it when the button is hovered.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import has, tr
from game.farshore.actions import Pass, Pay, Prepare
from game.farshore.data import RES
from scenes import draw, theme
from scenes.games.farshore import art
from scenes.widgets import Button

SEASON_ACTIONS = (Prepare, Pass)
CLAIMED = (Prepare, Pass, Pay)
SIZE = 26  # the table's action buttons' words
CHIP = 30  # a material on a payment button
GAP = 12
SPEND = (*RES, "treasure")


def spend_marks(action: Pay) -> list[tuple[str, int]]:
    """A payment's materials with how many of each (treasure last)."""
    return [(res, int(n)) for res, n in zip(SPEND, action.spend, strict=False) if n]


def ability_name(action: Pay) -> str:
    """The name of what makes the payment cheaper (a card in the city, the Inn…), "" for none."""
    key = f"farshore.ability.{action.ability}"
    return tr(key) if action.ability != "none" and has(key) else ""


class PayButton(Button):
    """A payment: its materials as chips and numbers, then the ability's name."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        on_click: Callable[[], Any],
        marks: list[tuple[str, int]],
        ability: str,
    ) -> None:
        super().__init__(rect, label, on_click, primary=True, size=SIZE, name=f"action:{label}")
        self.marks = marks
        self.ability = ability

    @staticmethod
    def width(marks: list[tuple[str, int]], ability: str) -> int:
        f = draw.font(SIZE, True)
        w = sum(f.size(str(n))[0] + 4 + CHIP for _r, n in marks) + GAP * max(0, len(marks) - 1)
        if ability:
            w += GAP + draw.font(22, True).size(ability)[0]
        return w + 48

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.visible:
            return
        draw.button(
            canvas,
            self.rect,
            "",
            hover=self.hover and self.enabled,
            pressed=self.pressed,
            disabled=not self.enabled,
            primary=True,
            size=SIZE,
        )
        dy = 3 if self.pressed else 0
        x = self.rect.x + 24
        cy = self.rect.centery + dy
        f = draw.font(SIZE, True)
        for res, n in self.marks:
            draw.text(canvas, str(n), (x, cy), SIZE, theme.INK, "midleft", bold=True)
            x += f.size(str(n))[0] + 4
            art.mark(canvas, res, (x + CHIP / 2, cy), CHIP)
            x += CHIP + GAP
        if self.ability:
            draw.text(
                canvas, self.ability, (x, cy), 22, theme.INK, "midleft", self.rect.right - 16 - x, bold=True
            )


def buttons(table: Any, actions: list[Any], bar: pygame.Rect, label: Callable[[Any], str]) -> list[Button]:
    """The claimed actions' buttons, right to left from the bar's right end, each as wide as it
    needs (the season's words whole; a payment's chips)."""
    out: list[Button] = []
    x = bar.right - 8
    for a in reversed(actions):
        words = label(a)
        fn = functools.partial(table.submit_action, a)
        if isinstance(a, Pay) and spend_marks(a):
            marks, ability = spend_marks(a), ability_name(a)
            w = PayButton.width(marks, ability)
            rect = pygame.Rect(x - w, bar.y + 12, w, bar.h - 24)
            out.insert(0, PayButton(rect, words, fn, marks, ability))
        else:
            w = max(180, draw.font(SIZE, True).size(words)[0] + 60)
            rect = pygame.Rect(x - w, bar.y + 12, w, bar.h - 24)
            out.insert(0, Button(rect, words, fn, primary=True, size=SIZE, name=f"action:{words}"))
        x -= w + 12
    return out


def action_of(button: Button) -> Any:
    """The action a skin button submits."""
    fn = button.on_click
    return fn.args[0] if isinstance(fn, functools.partial) and fn.args else None
