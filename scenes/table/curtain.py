"""The pass-the-device curtain between two human seats when hidden information would show.

Opaque: the table below is not drawn. It names the next player, recaps what everyone saw since that
seat last acted or looked (public log lines only) and shows nothing private until "I am <name>" is
clicked. The previous player may still take back their move from here when the rules allow it.

When: only when the next human's view shows something the screen did not (the previous human's
view, or the public one), decided from the views alone (``Controller.shows_hidden``). Droïdes's
public steps (resolution, the post-action swaps, the interseason) pass with no curtain; its deals
and sealed steps get one. Whatever the previous person pointed at — a hover, a tooltip, a zoomed
card, an open chooser, a hint, a toast — is forgotten when the viewer changes (``forget_pointer``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol

import pygame

from game.core.controller import Controller
from game.core.i18n import add_strings, tr
from scenes import draw, theme
from scenes.base import AppContext, Scene, text_size_for
from scenes.table import strings as _strings  # noqa: F401 - registers the table's strings
from scenes.table.logpanel import ParamText, line_text
from scenes.widgets import Button, handle_all

add_strings(
    {
        "table.recap_earlier": "… and {n} more before these",
        "table.recap_earlier.one": "… and 1 more before these",
    }
)
CARD = (980, 720)  # the curtain's card (at 100 % text)
CARD_MAX_H = 860  # its height at the largest text size
RECAP_TOP, RECAP_ROW = 370, 30  # where the recap starts on the card, and its line pitch
RECAP_LINES = (CARD[1] - 130 - RECAP_TOP) // RECAP_ROW  # rows above the button; older lines are counted


def recap_since(controller: Controller, seat: int, seen: Mapping[int, int]) -> list[Any]:
    """The public log lines since ``seat`` last acted or looked (``seen``: its move count then).

    A seat the table has not seen yet (a game just continued or loaded) counts from its last move
    in the game, so the recap tells what happened since that player's last turn.
    """
    since = seen.get(seat)
    if since is None:
        since = controller.last_move_of(seat)
    return [ln for ln in controller.log_for(None) if ln.move > since]


class _Pointed(Protocol):
    """What the table keeps about where its person points."""

    ctx: AppContext
    mouse: tuple[int, int]
    hover_key: Any
    hover_time: float
    chooser: Any
    hint_action: Any


def forget_pointer(table: _Pointed, widgets: Iterable[Any] = ()) -> None:
    """The viewer changed: no hover, tooltip or zoom of the previous person survives (the pointer
    is nowhere until the mouse moves again), no open chooser or hint, no pressed button."""
    table.mouse = (-1, -1)
    table.hover_key = None
    table.hover_time = 0.0
    table.chooser = None
    table.hint_action = None
    for w in widgets:
        w.hover = False
        w.pressed = False


def clear_toast(ctx: AppContext) -> None:
    """A message meant for the previous player (a hint, a refusal) does not stay over the curtain."""
    if ctx.toast is not None:
        ctx.toast("", False, 0.0)


class CurtainOverlay(Scene):
    """ "Pass to <name>": a public recap, then the seat confirms and the table shows its view."""

    opaque = True

    def __init__(
        self,
        ctx: AppContext,
        controller: Controller,
        seat: int,
        recap: Sequence[object],
        on_confirm: Callable[[], None],
        previous: int | None = None,
        on_undo: Callable[[], None] | None = None,
        param: ParamText | None = None,
    ) -> None:
        super().__init__(ctx)
        text_size_for(self)  # its card is laid out below, at this scene's text size
        self.controller = controller
        self.param = param  # the table's words for a log parameter (TableSkin.log_param)
        self.seat = seat
        recap = list(recap)
        self._lay_out()
        rows = [len(self._wrapped(ln)) for ln in recap]
        fit, used = 0, 0
        while fit < len(recap) and used + rows[-1 - fit] <= self.recap_lines:
            used += rows[-1 - fit]
            fit += 1
        if fit < len(recap):  # one row says "and N more": the newest lines that leave room for it
            while fit and used + 1 > self.recap_lines:
                fit -= 1
                used -= rows[-1 - fit]
        self.earlier = len(recap) - fit  # older lines, counted on the curtain
        self.recap = recap[len(recap) - fit :]
        self.on_confirm = on_confirm
        self.previous = previous
        self.on_undo = on_undo
        name = controller.name(seat)
        self.confirm = Button(
            pygame.Rect(self.card.centerx - 230, self.card.bottom - 120, 460, 76),
            tr("table.i_am", seat=seat, names=controller.name),
            self._confirm,
            primary=True,
            size=32,
            name="confirm",
        )
        self.widgets: list[Button] = [self.confirm]
        self.undo_button: Button | None = None
        if previous is not None and on_undo is not None:
            self.undo_button = Button(
                pygame.Rect(self.card.centerx - 230, self.card.bottom + 24, 460, 56),
                tr("table.take_back", seat=previous, names=controller.name),
                self._undo,
                size=22,
                name="undo",
            )
            self.widgets.append(self.undo_button)
        self.name = name
        self.clock = 0.0
        self._bg: pygame.Surface | None = None

    def _lay_out(self) -> None:
        """Where the card's parts go at the text size: the help under the title as tall as its
        lines, the rule and the recap's heading under it, the recap's rows as far apart as their
        text needs, and as many rows as fit above the button."""
        # a larger text size: a taller card (the take-back button still fits under it)
        self.card = pygame.Rect(0, 0, CARD[0], min(CARD_MAX_H, CARD[1] + int((draw.text_scale() - 1) * 280)))
        self.card.center = (960, 540)
        body = tr("table.pass_body", seat=self.seat, names=self.controller.name)
        body_h = draw.text_height(body, 24, self.card.w - 160)
        self.rule_y = max(312, 236 + body_h + 14)
        self.since_y = self.rule_y + 18
        self.recap_top = max(RECAP_TOP, self.since_y + draw.font(24, True).get_height() + 8)
        self.row = max(RECAP_ROW, int(draw.scaled(22) * 1.36))
        self.recap_lines = max(2, (self.card.h - 130 - self.recap_top) // self.row)

    def _wrapped(self, line: object) -> list[str]:
        """A recap line in the rows it takes (two at most, the second cut)."""
        text = line_text(line, self.controller.name, self.param)
        width = self.card.w - 200
        lines = draw.wrap(text, 22, width)
        if len(lines) > 2:
            lines = [lines[0], draw.ellipsize(" ".join(lines[1:]), 22, width)]
        return lines

    def text_size_changed(self) -> None:
        self._lay_out()
        self._bg = None

    def enter(self) -> None:
        clear_toast(self.ctx)

    def recap_text(self) -> list[str]:
        return [line_text(ln, self.controller.name, self.param) for ln in self.recap]

    def _confirm(self) -> None:
        self.ctx.stack.pop()
        self.on_confirm()

    def _undo(self) -> None:
        self.ctx.stack.pop()
        if self.on_undo is not None:
            self.on_undo()

    def handle(self, event: pygame.event.Event) -> bool:
        if handle_all(self.widgets, event, self.ctx):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self._confirm()
            return True
        # opaque: nothing below may be clicked while the curtain is up
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.clock += dt

    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = draw.walnut((1920, 1080)).copy()
            card = self.card
            draw.panel(bg, card, theme.CREAM, 28, shadow_blur=30)
            ci = self.controller.seats[self.seat].colour
            pygame.draw.rect(
                bg,
                theme.seat_colour(ci),
                (card.x, card.y, card.w, 14),
                border_top_left_radius=28,
                border_top_right_radius=28,
            )
            draw.seat_marker(bg, (card.centerx, card.y + 96), 38, ci)
            draw.text(
                bg,
                tr("table.pass_to", seat=self.seat, names=self.controller.name),
                (card.centerx, card.y + 160),
                56,
                theme.INK,
                "midtop",
                card.w - 80,
                bold=True,
            )
            draw.text(
                bg,
                tr("table.pass_body", seat=self.seat, names=self.controller.name),
                (card.centerx, card.y + 236),
                24,
                theme.INK_SOFT,
                "midtop",
                card.w - 160,
                wrap_lines=True,
            )
            draw.brass_rule(bg, card.y + self.rule_y, card.x + 80, card.right - 80)
            draw.text(bg, tr("table.since_last"), (card.x + 80, card.y + self.since_y), 24, theme.INK, bold=True)
            y = card.y + self.recap_top
            if not self.recap:
                draw.text(bg, tr("table.nothing_new"), (card.x + 80, y), 22, theme.INK_SOFT)
            if self.earlier:
                draw.text(bg, tr("table.recap_earlier", n=self.earlier), (card.x + 114, y), 22, theme.INK_SOFT)
                y += self.row
            for ln in self.recap:
                seat = dict(getattr(ln, "params", ()) or ()).get("seat")
                colour = None
                if isinstance(seat, int) and not isinstance(seat, bool):
                    colour = self.controller.colour(seat)
                if colour is not None:  # a solo game's opponent sits beyond the table: no marker
                    draw.seat_marker(bg, (card.x + 92, y + self.row // 2 - 3), 8, colour)
                for part in self._wrapped(ln):
                    draw.text(bg, part, (card.x + 114, y), 22, theme.INK, "topleft", card.w - 200)
                    y += self.row
            self._bg = bg
        return self._bg

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(self._background(), (0, 0))
        for w in self.widgets:
            w.draw(canvas)
