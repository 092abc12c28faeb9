"""The guided first game at the table: the ordinary table, with a coach over the log panel that
explains each decision, a brass frame on exactly the targets the guide asks for, and a refusal that
explains (and changes nothing) when the player tries another move.

The game is a fixed deal (``Script``) against one bot, started from "Learn to play". It is never
autosaved and never joins Continue or the history: leaving the guide (the coach's button, or the
pause menu's quit) discards it, and the guide can be started again at any time. Only a save the
player makes by name from the pause menu keeps it, and that loads as an ordinary, unguided game. When the script's
steps are done and the season (or round) they cover has ended, the end card says what comes next.

Should the rules no longer meet the script (a rule change), the coach says so and the game goes on
as an ordinary one: nothing is refused any more.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core.controller import Controller
from game.core.i18n import language, tr
from game.core.messages import Action, PhaseBegan
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import draw, theme
from scenes.base import AppContext, Scene
from scenes.table.table import TableScene
from scenes.table.targets import ActionButton, Target
from scenes.tutorial import strings as _strings  # noqa: F401 - registers the guide's words
from scenes.tutorial.script import Guide, Script, ScriptBroken
from scenes.tutorial.scripts import SCRIPTS
from scenes.widgets import Button, FocusRing, Widget, handle_all, toast

log = logging.getLogger(__name__)

PAD = 22
TEXT = 20  # the coach's body text (16 px is the floor on the canvas)
HEAD = 22


def guided_controller(script: Script) -> Controller:
    """The guided game's controller: the player (seat 0) against one bot, the script's deal, and
    no autosave (a guided game is never kept)."""
    rules = GAMES[script.game]
    seats = [
        SeatConfig(tr("tutorial.you"), "human", colour=0),
        SeatConfig(tr("tutorial.bot"), "bot", script.bot, colour=1),
    ]
    return Controller(rules, seats, script.seed, dict(script.options), autosave=None)


def start_guide(ctx: AppContext, game_id: str) -> GuidedTable | None:
    """Open the guided first game of ``game_id`` over the current screen."""
    script = SCRIPTS.get(game_id)
    if script is None or game_id not in GAMES:
        toast(ctx, tr("ui.menu.coming"), warning=True)
        return None
    table = GuidedTable(ctx, guided_controller(script), script)
    ctx.stack.push(table)
    return table


class GuidedTable(TableScene):
    """``GuidedTable(ctx, controller, script)``: the table, guided by ``script``."""

    def __init__(self, ctx: AppContext, controller: Any, script: Script) -> None:
        self.guide = Guide(script)
        self.season_over = False  # the phase that closes the guided part has begun
        self.ended = False  # the end card was shown
        self._checked: Any = None  # the decision the current step was last checked against
        self._expected: Action | None = None
        self._events_seen = 0
        super().__init__(ctx, controller)
        box = self.coach_rect()
        self.leave_button = Button(
            pygame.Rect(box.x + PAD, box.bottom - PAD - 60, box.w - 2 * PAD, 60),
            tr("tutorial.leave"),
            self.leave,
            size=22,
            icon="exit",
            name="guide:leave",
        )

    def language_changed(self) -> None:
        super().language_changed()
        self.leave_button.label = tr("tutorial.leave")

    # ------------------------------------------------------------------ the guide's state
    @property
    def active(self) -> bool:
        """Whether the guide still asks for its moves (steps left, and it fits the game)."""
        return self.guide.current is not None

    def expected(self) -> Action | None:
        """The move the current step asks for, in the decision in front of the player."""
        return self._expected if self.active else None

    def _check_step(self) -> None:
        """At each new decision of the player, check it against the current step."""
        seat = self._human_to_act()
        if seat is None or not self.presenter.drained or not self.active:
            return
        key = (len(self.controller.actions), self.controller.generation, self.guide.index)
        if key == self._checked:
            return
        self._checked = key
        prompt = self.rules.prompt(self.controller.view(seat))
        try:
            self._expected = self.guide.check(prompt.key, self.controller.legal(seat))
        except ScriptBroken as exc:
            log.warning("guided %s: %s", self.game_id, exc)
            self._expected = None
        self._focus_decision = None  # put the focus on the guide's move

    def _note_phases(self) -> None:
        events = self.controller.events_for(self.viewer)
        for _move, e in events[self._events_seen :]:
            if isinstance(e, PhaseBegan) and self.guide.ends_with(e.phase, e.round):
                self.season_over = True
        self._events_seen = len(events)

    # ------------------------------------------------------------------ the table's input, guided
    def _submit(self, action: Action) -> None:
        if self.active and not self.guide.allows(action):
            want = self.expected()
            label = self._label(want) if want is not None else ""
            self.notify(tr("tutorial.wrong", label=label), warning=True)
            self.ctx.sound.play("click")
            self.chooser = None
            return
        before = len(self.controller.actions)
        super()._submit(action)
        if self.active and len(self.controller.actions) > before:
            self.guide.advance()
            self._expected = None

    def _sync_tools(self) -> None:
        super()._sync_tools()
        undo = self.tools.get("undo")
        if undo is not None and self.active:
            undo.enabled = False  # a guided game has no undo (pressing it says so)

    def _undo(self) -> None:
        if self.active:
            self.notify(tr("tutorial.no_undo"))
            return
        super()._undo()

    def _hint(self) -> None:
        want = self.expected()
        if want is None:
            super()._hint()
            return
        self.hint_action = want
        self.notify(tr("table.hint_is", label=self._label(want)))

    def _preferred_stop(self, order: list[Widget]) -> Widget | None:
        want = self.expected()
        stop = self.stop_for(want, order) if want is not None else None
        return stop if stop is not None else super()._preferred_stop(order)

    def focus_widgets(self) -> list[Widget]:
        out = super().focus_widgets()
        if self.chooser is None:
            out.append(self.leave_button)
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        if self.chooser is None and self.opened is None and self.leave_button.handle(event, self.ctx):
            return True
        return super().handle(event)

    def leave(self) -> None:
        """Back to the menu; the guided game is discarded (it was never saved)."""
        self.presenter.finish()
        self.ctx.to_menu()
        toast(self.ctx, tr("tutorial.left"))

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self._note_phases()
        self._check_step()
        c = self.controller
        if (
            not self.ended
            and self.guide.finished_steps
            and self.season_over
            and self.presenter.drained
            and (c.is_over() or self._human_to_act() is not None)
        ):
            self.ended = True
            self.ctx.stack.push(GuideEndOverlay(self.ctx, self.guide.script))

    def highlights(self) -> list[tuple[pygame.Rect, Target | Button | None]]:
        """Where the guide asks the player to click now: the targets, button or controls that take
        the current step's move (the exact places, not the whole zone when a piece is named)."""
        want = self.expected()
        if want is None or not self.presenter.drained or self._human_to_act() is None:
            return []
        out: list[tuple[pygame.Rect, Target | Button | None]] = []
        for t in self.targets:
            if want in t.actions and self._in_open(t.zone, t.piece):
                out.append((self._drawn(t), t))
        for b in self.button_actions:
            if isinstance(b, ActionButton) and b.action == want:
                out.append((pygame.Rect(b.rect), b))
        if not out and self._ask("claims", self.skin.claims, False, want):
            area = self._controls_area()
            if area is not None:
                out.append((pygame.Rect(area), None))
        if not out:  # behind the action bar's "More…" button
            more = next((b for b in self.button_actions if b.name == "action:more"), None)
            if more is not None:
                out.append((pygame.Rect(more.rect), more))
        return out

    def _draw_overlays(self, canvas: pygame.Surface, hover: Any, blocked: Any) -> None:
        super()._draw_overlays(canvas, hover, blocked)
        want = self.expected()
        if self.chooser is not None and want is not None:  # the guide's row of an open chooser
            for rect, action, _label in self.chooser[1]:
                if action == want:
                    self._frame(canvas, pygame.Rect(rect), badge=False)

    def _frame(self, canvas: pygame.Surface, rect: pygame.Rect, badge: bool = True) -> None:
        """The guide's brass frame round where to click, with its "Here" badge."""
        frame = rect.inflate(14, 14)
        pygame.draw.rect(canvas, theme.INK, frame.inflate(6, 6), 3, border_radius=16)
        pygame.draw.rect(canvas, theme.BRASS_HOVER, frame, 5, border_radius=14)
        if badge:
            badge_y = frame.top - 16 if frame.top > 40 else frame.bottom + 16
            draw.badge(
                canvas, (frame.centerx, badge_y), tr("tutorial.here"), theme.BRASS_HOVER, theme.INK, 20
            )

    def _drawn(self, t: Target) -> pygame.Rect:
        if t.piece is not None:
            for p, r in self.layout.get(t.zone, []):
                if p.id == t.piece:
                    return self.drawn_rect(t.zone, p, r)
        return pygame.Rect(t.rect)

    def coach_rect(self) -> pygame.Rect:
        return self._panel("panel:log")

    def draw_guide(self, canvas: pygame.Surface) -> None:
        """The coach over the log panel and the frames on the guide's targets."""
        if self.chooser is None:
            for rect, _what in self.highlights():
                self._frame(canvas, rect)
        self._draw_coach(canvas)

    def _draw_coach(self, canvas: pygame.Surface) -> None:
        """The coach at the player's text size, or, where its words would not all fit the panel,
        at the largest size at which they do (found once per step and text size)."""
        key = (self.guide.index, self.guide.finished_steps, self.ended, draw.text_scale(), language())
        cached = self.__dict__.get("_coach_fit")
        k = cached[1] if cached is not None and cached[0] == key else draw.text_scale()
        while True:
            with draw.text_scale_at(k):
                whole = self._draw_coach_at(canvas)
            if whole or k <= 1.0:
                break
            k = max(1.0, round(k - 0.1, 2))
        self._coach_fit = (key, k)

    def _draw_coach_at(self, canvas: pygame.Surface) -> bool:
        """Draw the coach; False when a paragraph did not fit whole."""
        whole = True
        box = self.coach_rect()
        draw.panel(canvas, box, theme.CREAM, 18, shadow_blur=12, border=theme.BRASS)
        x, w = box.x + PAD, box.w - 2 * PAD
        from scenes.menu import game_name

        y = box.y + PAD
        r = draw.text(
            canvas,
            tr("tutorial.title", game=game_name(self.game_id)),
            (x, y),
            HEAD,
            theme.INK,
            max_width=w,
            wrap_lines=True,
            max_lines=2,
            bold=True,
        )
        y = r.bottom + 6
        script = self.guide.script
        n = min(self.guide.index + 1, len(script.steps))
        r = draw.text(
            canvas, tr("tutorial.step", n=n, total=len(script.steps)), (x, y), TEXT, theme.INK_SOFT, bold=True
        )
        y = r.bottom + 10
        draw.brass_rule(canvas, y, x, x + w)
        y += 14
        limit = self.leave_button.rect.top - 12

        def para(text: str, size: int = TEXT, colour: Any = theme.INK, bold: bool = False) -> None:
            nonlocal y, whole
            if not text:
                return
            if y + draw.font(size, bold).get_height() > limit:  # not one whole line left
                whole = False
                return
            lines = max(1, (limit - y) // int(draw.scaled(size) * 1.25))  # at the text size drawn
            if len(draw.wrap(text, size, w, bold)) > lines:
                whole = False
            rr = draw.text(
                canvas, text, (x, y), size, colour, max_width=w, wrap_lines=True, max_lines=lines, bold=bold
            )
            y = rr.bottom + 12

        if self.guide.broken is not None:
            para(tr("tutorial.lost"))
        elif self.guide.finished_steps and self.ended:
            title = "tutorial.done_title_paris" if self.game_id == "paris" else "tutorial.done_title"
            para(tr(title), TEXT, theme.INK, bold=True)
            para(tr("tutorial.play_on"))
        elif self.guide.finished_steps:
            para(tr("tutorial.watch_end", seat=1, names=self.controller.name))
        elif self._human_to_act() is None or not self.presenter.drained:
            if self.guide.index == 0:
                para(tr(script.intro))
            para(tr("tutorial.watch", seat=1, names=self.controller.name))
        else:
            want = self.expected()
            if want is not None:  # the move to try, always whole, just above the leave button
                try_text = tr("tutorial.try", label=self._label(want))
                extra = (
                    tr("tutorial.try_controls") if self._ask("claims", self.skin.claims, False, want) else ""
                )
                h = draw.text_height(try_text, TEXT, w - 24, True) + 24
                if extra:
                    h += draw.text_height(extra, 18, w - 24) + 8
                tbox = pygame.Rect(box.x + 12, limit - h, box.w - 24, h)
                pygame.draw.rect(canvas, draw.mix(theme.CREAM, theme.BRASS, 0.28), tbox, border_radius=12)
                pygame.draw.rect(canvas, theme.BRASS, tbox, 2, border_radius=12)
                rr = draw.text(
                    canvas,
                    try_text,
                    (x, tbox.y + 12),
                    TEXT,
                    theme.INK,
                    max_width=w - 24,
                    wrap_lines=True,
                    bold=True,
                )
                if extra:
                    draw.text(
                        canvas,
                        extra,
                        (x, rr.bottom + 8),
                        18,
                        theme.INK_SOFT,
                        max_width=w - 24,
                        wrap_lines=True,
                    )
                limit = tbox.top - 10
            if self.guide.index == 0:
                para(tr(script.intro), 18, theme.INK_SOFT)
            step = self.guide.current
            para(tr("tutorial.deciding"), 18, theme.INK_SOFT, bold=True)
            para(self.decision_text(), TEXT, theme.INK, bold=True)
            if step is not None:
                para(tr("tutorial.why"), 18, theme.INK_SOFT, bold=True)
                para(tr(step.say, names=self.controller.name))
        self.leave_button.draw(canvas)
        return whole


class GuideEndOverlay(Scene):
    """The end of the guided part: what was played, and what to do next."""

    opaque = False

    def __init__(self, ctx: AppContext, script: Script) -> None:
        super().__init__(ctx)
        self.script = script
        words = draw.text_height(tr(script.done), 24, 980 - 96)
        self.box = pygame.Rect(0, 0, 980, 34 + 50 + 36 + words + 40 + 72 + PAD)
        self.box.center = (760, 500)
        bw = (self.box.w - 4 * PAD) // 3
        y = self.box.bottom - PAD - 72

        def at(i: int) -> pygame.Rect:
            return pygame.Rect(self.box.x + PAD + i * (bw + PAD), y, bw, 72)

        self.b_menu = Button(at(0), tr("tutorial.menu"), self.to_menu, size=26, icon="exit", name="menu")
        self.b_on = Button(
            at(1), tr("tutorial.play_on_button"), self.play_on, size=26, icon="play", name="play_on"
        )
        self.b_game = Button(
            at(2),
            tr("tutorial.real_game"),
            self.real_game,
            primary=True,
            size=26,
            icon="dice",
            name="real_game",
        )
        self.buttons = [self.b_menu, self.b_on, self.b_game]
        self.focus = FocusRing(ctx, lambda: self.buttons, start=self.b_game, default=self.b_game)

    def to_menu(self) -> None:
        self.ctx.to_menu()

    def language_changed(self) -> None:
        for b, key in zip(
            self.buttons, ("tutorial.menu", "tutorial.play_on_button", "tutorial.real_game"), strict=True
        ):
            b.label = tr(key)

    def play_on(self) -> None:
        """Back to the table: the game goes on unguided (and still unsaved)."""
        self.ctx.stack.pop()

    def real_game(self) -> None:
        self.ctx.to_menu()
        self.ctx.stack.push(self.ctx.scene("setup", self.script.game))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return True
        handle_all(self.buttons, event, self.ctx)
        return True  # the table underneath waits

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        veil = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 150))
        canvas.blit(veil, (0, 0))
        box = self.box
        draw.panel(canvas, box, theme.CREAM, 22, shadow_blur=22, border=theme.BRASS)
        title = "tutorial.done_title_paris" if self.script.game == "paris" else "tutorial.done_title"
        r = draw.text(
            canvas, tr(title), (box.centerx, box.y + 34), 40, theme.INK, "midtop", box.w - 80, bold=True
        )
        draw.brass_rule(canvas, r.bottom + 14, box.x + 60, box.right - 60)
        draw.text(
            canvas,
            tr(self.script.done),
            (box.x + 48, r.bottom + 36),
            24,
            theme.INK,
            max_width=box.w - 96,
            wrap_lines=True,
            max_lines=12,
        )
        for b in self.buttons:
            b.draw(canvas)
        self.focus.draw(canvas)
