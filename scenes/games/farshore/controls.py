"""The skin's own buttons in the action bar: preparing for the next season and passing, as wide as
their words (the rules' labels), and each way to pay for a card as its cost by resource — a chip
per material with how many, and the ability that makes it cheaper — so a payment reads like the
tokens a player hands over; the same for what a Warehouse may store and what a Merchant may pay
(the other options of a card, declining, taking the stored goods, as buttons of their whole
words). A chip button's label is the rules' whole sentence: the table shows it when the button is
hovered.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import has, tr
from game.farshore.actions import ChooseOption, Pass, Pay, Prepare
from game.farshore.data import RES
from scenes import draw, theme
from scenes.games.farshore import art
from scenes.widgets import Button

SEASON_ACTIONS = (Prepare, Pass)
CLAIMED = (Prepare, Pass, Pay, ChooseOption)
SIZE = 26  # the table's action buttons' words
CHIP = 30  # a material on a payment button
GAP = 12
SPEND = (*RES, "treasure")
PROMPT_ROOM = 560  # what the prompt line keeps of the action bar (two lines of its words)


def spend_marks(action: Pay) -> list[tuple[str, int]]:
    """A payment's materials with how many of each (treasure last)."""
    return [(res, int(n)) for res, n in zip(SPEND, action.spend, strict=False) if n]


def option_marks(action: ChooseOption) -> list[tuple[str, int]]:
    """The materials an option stores ("store:driftwood:3") or pays ("pay:0,1,1,0"), with how
    many of each; [] for an option of words (declining, taking the stored goods)."""
    label = action.label
    if label.startswith("store:"):
        out = []
        for part in label[6:].split(","):
            res, _, n = part.partition(":")
            if res not in RES or not n.isdigit():
                return []
            out.append((res, int(n)))
        return out
    if label.startswith("pay:"):
        counts = label[4:].split(",")
        if not all(c.isdigit() for c in counts):
            return []
        return [(res, int(n)) for res, n in zip(SPEND, counts, strict=False) if int(n)]
    return []


def ability_name(action: Pay) -> str:
    """The name of what makes the payment cheaper (a card in the city, the Inn…), "" for none."""
    key = f"farshore.ability.{action.ability}"
    return tr(key) if action.ability != "none" and has(key) else ""


class PayButton(Button):
    """A payment: its materials as chips and numbers, then the ability's name (``compact``: a
    smaller one, two rows of them when there are many ways to pay)."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        on_click: Callable[[], Any],
        marks: list[tuple[str, int]],
        ability: str,
        compact: bool = False,
    ) -> None:
        size = 20 if compact else SIZE
        super().__init__(rect, label, on_click, primary=True, size=size, name=f"action:{label}")
        self.marks = marks
        self.ability = ability
        self.chip = 22 if compact else CHIP

    @staticmethod
    def width(marks: list[tuple[str, int]], ability: str, compact: bool = False) -> int:
        size, chip = (20, 22) if compact else (SIZE, CHIP)
        f = draw.font(size, True)
        w = sum(f.size(str(n))[0] + 4 + chip for _r, n in marks) + GAP * max(0, len(marks) - 1)
        if ability:
            w += GAP + draw.font(max(16, size - 4), True).size(ability)[0]
        return w + (32 if compact else 48)

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
            size=self.size,
        )
        dy = 3 if self.pressed else 0
        x = self.rect.x + (16 if self.chip < CHIP else 24)
        cy = self.rect.centery + dy
        f = draw.font(self.size, True)
        for res, n in self.marks:
            draw.text(canvas, str(n), (x, cy), self.size, theme.INK, "midleft", bold=True)
            x += f.size(str(n))[0] + 4
            art.mark(canvas, res, (x + self.chip / 2, cy), self.chip)
            x += self.chip + GAP
        if self.ability:
            size = max(16, self.size - 4)
            draw.text(
                canvas, self.ability, (x, cy), size, theme.INK, "midleft", self.rect.right - 12 - x, bold=True
            )


def _one(table: Any, a: Any, words: str, compact: bool) -> tuple[int, Callable[[pygame.Rect], Button]]:
    """A claimed action's button: its width, and how to make it at a rect."""
    fn = functools.partial(table.submit_action, a)
    if isinstance(a, Pay) and spend_marks(a):
        marks, ability = spend_marks(a), ability_name(a)
        return PayButton.width(marks, ability, compact), lambda r: PayButton(
            r, words, fn, marks, ability, compact
        )
    if isinstance(a, ChooseOption) and option_marks(a):
        goods = option_marks(a)
        return PayButton.width(goods, "", compact), lambda r: PayButton(r, words, fn, goods, "", compact)
    size = 20 if compact else SIZE
    w = max(120 if compact else 180, draw.font(size, True).size(words)[0] + (40 if compact else 60))
    return w, lambda r: Button(r, words, fn, primary=True, size=size, name=f"action:{words}")


def buttons(table: Any, actions: list[Any], bar: pygame.Rect, label: Callable[[Any], str]) -> list[Button]:
    """The claimed actions' buttons, right to left from the bar's right end, each as wide as it
    needs (the season's words whole; a payment's chips); when they would leave the prompt less
    than ``PROMPT_ROOM``, smaller ones in two rows."""
    words = [label(a) for a in actions]
    made = [_one(table, a, w, False) for a, w in zip(actions, words, strict=True)]
    if sum(w for w, _m in made) + 12 * len(made) <= bar.w - PROMPT_ROOM:
        rows = [list(range(len(actions)))]
        h, top = bar.h - 24, [bar.y + 12]
    else:
        made = [_one(table, a, w, True) for a, w in zip(actions, words, strict=True)]
        half = (len(actions) + 1) // 2
        rows = [list(range(half)), list(range(half, len(actions)))]
        h = (bar.h - 20) // 2
        top = [bar.y + 8, bar.y + 12 + h]
    out: list[Button] = []
    for row, y in zip(rows, top, strict=False):
        x = bar.right - 8
        for i in reversed(row):
            w, make = made[i]
            out.append(make(pygame.Rect(x - w, y, w, h)))
            x -= w + 12
    out.sort(key=lambda b: (b.rect.y, b.rect.x))
    return out


def action_of(button: Button) -> Any:
    """The action a skin button submits."""
    fn = button.on_click
    return fn.args[0] if isinstance(fn, functools.partial) and fn.args else None
