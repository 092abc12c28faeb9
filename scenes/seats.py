"""The seats dialog: who plays each seat — a name, a person or a bot, the bot's level.

Opened from the pause menu (Seats) during a game: Apply makes each change through
``Controller.change_seat`` — an entry of the save and a line of the log, never a move — and the table
then shows the seat the screen now belongs to, through the curtain when that would show something
the screen did not (``after_seat_change``). "Play from here" in a replay opens the same dialog for
the new game's seats. Every row is checked before anything changes: a bad name is said on the dialog
and nothing is applied.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.bots import LEVELS
from game.core.i18n import add_strings, tr
from game.core.saves import SeatConfig, name_char_ok, name_problem
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene, scene_class
from scenes.widgets import Button, Cycler, FocusRing, TextField, Widget, handle_all, toast

log = logging.getLogger(__name__)

add_strings(
    {
        "ui.seats.title": "Seats",
        "ui.seats.body": "Change who plays each seat. The game goes on from here, and the log notes each change.",
        "ui.seats.apply": "Apply",
        "ui.seats.cancel": "Cancel",
        "ui.seats.changed": "Seats changed",
        "ui.seats.unchanged": "Nothing changed",
        "ui.seats.bad_name": "Seat {n}'s name {problem}.",
        "ui.seats.over": "The game is over: its seats stay as they were.",
        "ui.seats.seat": "Seat {n}",
    }
)

ROW_H = 96
NAME_MAX = 20  # what the setup screen allows


class SeatRow:
    """One seat's controls in the dialog: its marker, its name, person or bot, the bot's level."""

    def __init__(self, index: int, seat: SeatConfig, top: int, left: int) -> None:
        self.index = index
        self.colour = seat.colour
        self.name = seat.name
        self.kind = seat.kind
        self.level = seat.level
        y = top + 18
        self.field = TextField(
            pygame.Rect(left + 110, y, 380, 60),
            seat.name,
            self._set_name,
            max_len=NAME_MAX,
            allowed=name_char_ok,
            size=26,
            placeholder=tr("ui.seats.seat", n=index + 1),
        )
        self.field.name = f"name:{index}"
        self.kind_box = Cycler(
            pygame.Rect(left + 510, y, 220, 60),
            ["human", "bot"],
            0 if seat.kind == "human" else 1,
            self._set_kind,
            labels=lambda k: tr(f"ui.setup.{k}"),
            size=24,
        )
        self.kind_box.name = f"kind:{index}"
        self.level_box = Cycler(
            pygame.Rect(left + 750, y, 250, 60),
            list(LEVELS),
            list(LEVELS).index(seat.level) if seat.level in LEVELS else 1,
            self._set_level,
            labels=lambda lv: tr(f"ui.level.{lv}"),
            size=24,
        )
        self.level_box.name = f"level:{index}"
        self.top = top
        self.left = left

    def _set_name(self, value: str) -> None:
        self.name = value

    def _set_kind(self, value: str) -> None:
        self.kind = value

    def _set_level(self, value: str) -> None:
        self.level = value

    @property
    def widgets(self) -> list[Widget]:
        self.level_box.visible = self.kind == "bot"
        return [self.field, self.kind_box, self.level_box]

    def config(self) -> SeatConfig:
        return SeatConfig(" ".join(self.name.split()), self.kind, self.level, self.colour)

    def draw(self, canvas: pygame.Surface, width: int) -> None:
        r = pygame.Rect(self.left, self.top, width, ROW_H - 12)
        pygame.draw.rect(canvas, (0xEC, 0xE2, 0xCA), r, border_radius=14)
        pygame.draw.rect(
            canvas,
            draw.mix(theme.seat_colour(self.colour), theme.CREAM, 0.2),
            (r.left, r.top, 10, r.height),
            border_top_left_radius=14,
            border_bottom_left_radius=14,
        )
        draw.seat_marker(canvas, (r.left + 58, r.centery), 24, self.colour)
        for w in self.widgets:
            if w.visible:
                w.draw(canvas)


class SeatsOverlay(Scene):
    """Edit the seats; ``on_apply(seats)`` gets the edited seats and answers an error in words (the
    dialog stays open, nothing changed) or None (done: the dialog closes, then ``then`` runs)."""

    opaque = False

    def __init__(
        self,
        ctx: AppContext,
        seats: Sequence[SeatConfig],
        on_apply: Callable[[list[SeatConfig]], str | None],
        *,
        title: str = "",
        body: str = "",
        apply_label: str = "",
        then: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(ctx)
        self.on_apply = on_apply
        self.then = then
        self._own_words = (title, body, apply_label)  # words the caller gave stay; the dialog's own follow the language
        self.title = title or tr("ui.seats.title")
        self.body = body or tr("ui.seats.body")
        n = len(seats)
        h = 250 + n * ROW_H + 130
        self.panel = pygame.Rect(0, 0, 1160, h)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        p = self.panel
        self.rows = [SeatRow(i, s, p.top + 230 + i * ROW_H, p.left + 50) for i, s in enumerate(seats)]
        self.b_apply = Button(
            pygame.Rect(p.right - 330, p.bottom - 106, 280, 72),
            apply_label or tr("ui.seats.apply"),
            self.apply,
            primary=True,
            icon="check",
            size=28,
            name="apply",
        )
        self.b_cancel = Button(
            pygame.Rect(p.left + 50, p.bottom - 106, 240, 72),
            tr("ui.seats.cancel"),
            self.cancel,
            icon="back",
            size=28,
            name="cancel",
        )
        self.error = ""
        self.focus = FocusRing(ctx, self.focus_order, default=self.b_apply)

    def language_changed(self) -> None:
        title, body, apply_label = self._own_words
        self.title = title or tr("ui.seats.title")
        self.body = body or tr("ui.seats.body")
        self.b_apply.label = apply_label or tr("ui.seats.apply")
        self.b_cancel.label = tr("ui.seats.cancel")

    def focus_order(self) -> list[Widget]:
        out: list[Widget] = []
        for row in self.rows:
            out.extend(row.widgets)
        out.extend((self.b_cancel, self.b_apply))
        return out

    def seats(self) -> list[SeatConfig]:
        return [row.config() for row in self.rows]

    def problem(self) -> str | None:
        """Why the edited seats cannot be applied, in words; None when they can."""
        for row in self.rows:
            problem = name_problem(row.config().name)
            if problem:
                return tr("ui.seats.bad_name", n=row.index + 1, problem=problem)
        return None

    def apply(self) -> None:
        problem = self.problem()
        if problem:
            self.error = problem
            return
        try:
            error = self.on_apply(self.seats())
        except ValueError as exc:
            error = str(exc)
        if error:
            self.error = error
            return
        self.ctx.stack.pop()
        if self.then is not None:
            self.ctx.stack.call_later(self.then)

    def cancel(self) -> None:
        self.ctx.stack.pop()

    def _typing(self) -> bool:
        return any(row.field.focused for row in self.rows)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self._typing():
            self.cancel()
            return True
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            self.error = ""
        for row in self.rows:
            if row.field.handle(event, self.ctx) and event.type != pygame.MOUSEMOTION:
                return True
        if self.focus.handle(event):
            return True
        widgets: list[Widget] = [w for row in self.rows for w in row.widgets[1:]]
        handle_all([*widgets, self.b_cancel, self.b_apply], event, self.ctx)
        return True  # the game below gets nothing while the dialog is open

    def update(self, dt: float) -> None:
        for row in self.rows:
            row.field.update(dt)
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 140)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 24, shadow_blur=24, border=theme.BRASS, border_width=3)
        draw.text(canvas, self.title, (p.left + 50, p.top + 40), 48, theme.INK, bold=True)
        draw.text(canvas, self.body, (p.left + 50, p.top + 110), 24, theme.INK_SOFT, "topleft", p.width - 100,
                  wrap_lines=True, max_lines=2)
        draw.brass_rule(canvas, p.top + 196, p.left + 50, p.right - 50)
        for row in self.rows:
            row.draw(canvas, p.width - 100)
        if self.error:
            draw.text(canvas, self.error, (p.left + 50, p.bottom - 150), 24, theme.REFUSAL, "topleft", p.width - 100)
        self.b_cancel.draw(canvas)
        self.b_apply.draw(canvas)
        self.focus.draw(canvas)


# ---------------------------------------------------------------------------------------- in a game
def change_seats(controller: Any, seats: Sequence[SeatConfig]) -> tuple[int, str | None]:
    """Apply the edited seats to a game in progress, seat by seat (``Controller.change_seat``): how
    many changed, and an error in words if one was refused (the seats before it stay changed; every
    name was checked by the dialog first, so a refusal here is a seat the game itself will not take)."""
    if controller.is_over():
        return 0, tr("ui.seats.over")
    changed = 0
    for i, new in enumerate(seats):
        try:
            if controller.change_seat(i, name=new.name, kind=new.kind, level=new.level) is not None:
                changed += 1
        except ValueError as exc:
            return changed, str(exc)
    return changed, None


def table_of(ctx: AppContext, controller: Any) -> Any:
    """The table scene on the stack playing ``controller`` (None when there is none)."""
    return next((s for s in ctx.stack.scenes if getattr(s, "controller", None) is controller
                 and hasattr(s, "presenter")), None)


def open_seats(ctx: AppContext, controller: Any) -> None:
    """The pause menu's Seats: the dialog for a game in progress."""
    if controller.is_over():
        toast(ctx, tr("ui.seats.over"), warning=True)
        return

    done = {"changed": 0}

    def apply(seats: list[SeatConfig]) -> str | None:
        done["changed"], error = change_seats(controller, seats)
        return error

    def back_to_the_table() -> None:
        """Seats changed: back to the game (the pause menu closes), which shows the seat it now
        belongs to. Nothing changed: back to the pause menu."""
        if not done["changed"]:
            toast(ctx, tr("ui.seats.unchanged"))
            return
        toast(ctx, tr("ui.seats.changed"))
        table = table_of(ctx, controller)
        if table is None:
            return
        if isinstance(ctx.stack.top, scene_class("pause")):
            ctx.stack.pop()
        ctx.stack.call_later(functools.partial(after_seat_change, table))

    ctx.stack.push(SeatsOverlay(ctx, list(controller.seats), apply, then=back_to_the_table))


def after_seat_change(table: Any) -> None:
    """The seats changed hands: the table shows the seat the screen belongs to now.

    One person left at the screen: their seat's view — through the curtain when it shows anything the
    screen did not (the person who just handed over their seat may still be looking). Several: the
    seat that was shown stays while it is still a person's and theirs to act; otherwise the public
    view, and the curtain comes up as usual when a person is to act. No people: the public view.
    The seat badges and the bot tools follow the new seats.
    """
    from game.core.rules import teams_of
    from scenes.table.curtain import CurtainOverlay, recap_since
    from scenes.table.hud import SeatHud

    c = table.controller
    table.hud = SeatHud(table._panel("panel:hud"), c.seats, c.name, teams_of(c.rules, c.players))
    table._make_tools()
    table._sync_tools()
    if table.bots_paused and not any(s.kind == "bot" for s in c.seats):
        table.bots_paused = False
    humans = c.human_seats()
    old = table.viewer
    to_act = c.to_act()
    if len(humans) == 1:
        target: int | None = humans[0]
    elif old is not None and old in humans and (to_act is None or to_act == old):
        target = old
    else:
        target = None
    if target == old:
        return
    table.confirmed = None
    table._set_viewer(None)
    if target is None:
        return
    if table._views_differ(target, old if old is not None else None) and not table.curtain_up:
        table.curtain_up = True
        table.ctx.stack.push(
            CurtainOverlay(
                table.ctx,
                c,
                target,
                recap_since(c, target, table.seen_move),
                functools.partial(table._confirm_seat, target),
                param=table.log_param,
            )
        )
        return
    table.confirmed = target
    table._set_viewer(target)
