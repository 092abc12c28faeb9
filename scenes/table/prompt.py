"""The prompt line along the action bar: what is being decided, in the game's words.

For a human to act it is ``rules.prompt(view)`` rendered with ``tr`` — never a generic "your move".
For a bot it says who is thinking and, below, what about; while the timeline runs it says what is
being shown (the log line of the move). A notice (why a piece cannot be taken, a refused move, the
hint, an undo) takes the line for a few seconds, then the prompt comes back: messages sit in the
bar, so they never cover a button, a tooltip or the board.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.core.i18n import tr
from scenes import draw, theme
from scenes.table.core import TableCore
from scenes.table.logpanel import line_text

log = logging.getLogger(__name__)

MAIN_SIZES = (28, 26, 24, 22)  # one line of the prompt, the largest that fits
TWO_LINE_SIZE = 22  # a prompt too long for one line wraps onto two at this size
SUB_SIZE = 20  # the second line: what a bot is deciding
GAP_BEFORE_BUTTONS = 16
BAR_REACH = 24  # round a part of the action bar: its shadow (16 px of blur, offset 2, 5), a text's


@dataclasses.dataclass(frozen=True, eq=False)
class BarPart:
    """A part of the action bar: ``what`` (every value its pixels depend on: two parts with equal
    ``what`` draw the same), ``reach`` (its pixels stay inside) and ``paint`` (draws it)."""

    what: tuple[Any, ...]
    reach: pygame.Rect
    paint: Callable[[pygame.Surface], Any]


@dataclasses.dataclass(frozen=True)
class PromptText:
    """What the prompt line says: the seat it is about (its marker), the main text and a second line."""

    seat: int | None
    main: str
    sub: str = ""
    warning: bool = False
    notice: bool = False


class PromptLine(TableCore):
    """The prompt line and the notices that take it for a moment."""

    def decision_text(self) -> str:
        """The decision of the seat to act, from the rules (``rules.prompt``), in words."""
        p = self.rules.prompt(self.presenter.view)
        return tr(p.key, names=self.controller.name, **dict(p.params))

    def prompt_text(self) -> PromptText:
        """What the prompt line says now."""
        c = self.controller
        if self.notice is not None:
            return PromptText(None, self.notice.text, warning=self.notice.warning, notice=True)
        seat = c.to_act()
        if not self.presenter.drained:
            # presentation trails the rules: say what is being shown, not what comes next
            last = c.last_action
            seat = last.seat if last is not None else None
            lines = c.log_for(self.viewer)
            shown = lines[: max(0, len(lines) - self.presenter.log_hidden)]
            about = dict(shown[-1].params).get("seat") if shown else None
            if isinstance(about, int) and not isinstance(about, bool):
                seat = about
            return PromptText(seat, line_text(shown[-1], c.name, self.log_param) if shown else "")
        if c.is_over():
            return PromptText(None, tr("table.game_over"))
        if seat is None:
            return PromptText(None, tr("table.watching"))
        if c.is_human(seat):
            return PromptText(seat, self.decision_text())
        if self.bots_paused:
            return PromptText(seat, tr("table.bot_paused"), self.decision_text())
        return PromptText(seat, tr("table.bot_thinking", seat=seat, names=c.name), self.decision_text())

    def _bar_parts(self) -> list[BarPart]:
        """The action bar, part by part (``BarPart``): the prompt with its seat's marker, then each
        action button and tool button. A change redraws only the parts that changed."""
        bar = self._panel("panel:actions")
        said = self.prompt_text()
        ci = self._colour_of(said.seat)
        x = bar.x + 16
        marker = (x + 14, bar.centery) if ci is not None else None
        if marker is not None:
            x += 40
        right = self.button_actions[0].rect.x - GAP_BEFORE_BUTTONS if self.button_actions else bar.right - 16
        controls = self._controls_area()
        if controls is not None:
            right = min(right, controls.x - GAP_BEFORE_BUTTONS)
        area = pygame.Rect(x, bar.y + 6, max(40, right - x), bar.h - 12)

        reach = pygame.Rect(bar.x, bar.y, area.right - bar.x, bar.h).inflate(2 * BAR_REACH, 2 * BAR_REACH)
        paint = partial(self._paint_said, said=said, area=area, marker=marker, radius=13, ci=ci)
        parts = [BarPart(("said", said, ci, marker, tuple(area)), reach, paint)]
        return parts + self._button_parts([*self.button_actions, *self.tools.values()])

    def _paint_said(
        self, canvas: pygame.Surface, said: PromptText, area: pygame.Rect, marker: tuple[int, int] | None,
        radius: int, ci: int | None,
    ) -> None:
        """The prompt's part of the bar: its seat's marker (when it is about a seat), then its words."""
        if marker is not None and ci is not None:
            draw.seat_marker(canvas, marker, radius, ci)
        if said.notice:
            self._draw_notice(canvas, area, said)
        else:
            self._draw_said(canvas, area, said)

    @staticmethod
    def _button_parts(buttons: list[Any]) -> list[BarPart]:
        """One part per button: its look (every state its drawing reads) at its rect, shadow and all."""
        return [
            BarPart(
                ("button", type(b), b.label, b.hover, b.pressed, b.enabled, b.visible, b.primary, b.icon,
                 b.size, tuple(b.rect), b.icon_surface),
                pygame.Rect(b.rect).inflate(2 * BAR_REACH, 2 * BAR_REACH),
                b.draw,
            )
            for b in buttons
        ]

    def _draw_action_bar(
        self, canvas: pygame.Surface, region: pygame.Rect | None = None, parts: list[BarPart] | None = None
    ) -> bool:
        """The action bar's parts (those reaching into ``region``; all: None); True when one was drawn."""
        drawn = False
        for part in parts if parts is not None else self._bar_parts():
            if region is None or part.reach.colliderect(region):
                part.paint(canvas)
                drawn = True
        return drawn

    def _draw_said(self, canvas: pygame.Surface, area: pygame.Rect, said: PromptText) -> None:
        full = said.main if not said.sub else f"{said.main} {said.sub}"
        if said.sub:
            lines, size, cut = draw.fit_lines(said.main, area.w, MAIN_SIZES[1:], 1, bold=True)
            sub, sub_size, sub_cut = draw.fit_lines(said.sub, area.w, (SUB_SIZE, 18, 16), 1)
            top = area.centery - (draw.scaled(size) + draw.scaled(sub_size) + 6) // 2 - 2
            r = draw.text(canvas, lines[0], (area.x, top), size, theme.CREAM, bold=True, shadow=(0, 0, 0))
            r2 = draw.text(
                canvas,
                sub[0],
                (area.x, r.bottom + 2),
                sub_size,
                draw.mix(theme.CREAM, theme.BRASS, 0.35),
                shadow=(0, 0, 0),
            )
            cut = cut or sub_cut
            shown = r.union(r2)
        else:
            lines, size, cut = draw.fit_lines(said.main, area.w, MAIN_SIZES, 1, bold=True)
            if cut:
                lines, size, cut = draw.fit_lines(said.main, area.w, (TWO_LINE_SIZE,), 2, bold=True)
            step = int(draw.scaled(size) * 1.2)
            top = area.centery - (step * (len(lines) - 1) + draw.scaled(size)) // 2 - 2
            shown = pygame.Rect(area.x, top, 0, 0)
            for i, ln in enumerate(lines):
                r = draw.text(
                    canvas, ln, (area.x, top + i * step), size, theme.CREAM, bold=True, shadow=(0, 0, 0)
                )
                shown = shown.union(r) if shown.w else r
        self.hover_texts.pop("prompt", None)
        if cut:  # the whole prompt on hover
            self.hover_texts["prompt"] = (pygame.Rect(area), full)

    def _draw_notice(self, canvas: pygame.Surface, area: pygame.Rect, said: PromptText) -> None:
        lines, size, cut = draw.fit_lines(said.main, area.w - 32, (26, 24, 22), 1, bold=True)
        if cut:
            lines, size, cut = draw.fit_lines(said.main, area.w - 32, (22, 20), 2, bold=True)
        step = int(draw.scaled(size) * 1.2)
        h = step * (len(lines) - 1) + draw.scaled(size) + 18
        w = max(draw.font(size, True).size(ln)[0] for ln in lines) + 32
        pill = pygame.Rect(area.x, area.centery - h // 2, min(area.w, w), h)
        colour = theme.REFUSAL if said.warning else draw.mix(theme.WALNUT, theme.BRASS, 0.25)
        pygame.draw.rect(canvas, colour, pill, border_radius=14)
        pygame.draw.rect(canvas, theme.BRASS, pill, 2, border_radius=14)
        for i, ln in enumerate(lines):
            draw.text(canvas, ln, (pill.x + 16, pill.y + 9 + i * step), size, theme.CREAM, bold=True)
        self.hover_texts.pop("prompt", None)
        if cut:
            self.hover_texts["prompt"] = (pill, said.main)
