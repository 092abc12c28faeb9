"""The replay: the table itself, playing back a finished or saved game (``game.core.replay``).

The same board, animations and log as live play; nothing can be played and nothing is written. Along
the action bar: where the replay is (move, round or season), a track to click anywhere in the game,
and steps back and forward by move, by turn and by round; Play moves on by itself at the chosen speed.
Beside the log: whose view is shown (the table's, each seat's, or — once the game is over — everything
revealed), the speed, the scores at the end, "Play from here" (a new game from this point, seats
editable, the original untouched) and the way out.

Keys: ←/→ a move, Shift+←/→ a turn, Ctrl+←/→ or Page Up/Down a round, Home/End the start and the end,
Space plays or pauses, Esc leaves.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.core import paths, players, saves
from game.core.i18n import add_strings, tr
from game.core.replay import Replay
from game.core.saves import SeatConfig
from scenes import draw, theme
from scenes.base import AppContext
from scenes.table.prompt import BAR_REACH, BarPart, PromptText
from scenes.table.table import TableScene
from scenes.table.tools import ToolButton
from scenes.widgets import handle_all, toast

log = logging.getLogger(__name__)

add_strings(
    {
        "ui.replay.where": "Move {k} of {n}",
        "ui.replay.where_round": "Move {k} of {n} · {progress}",
        "ui.replay.start": "The deal, before the first move",
        "ui.replay.next": "Next: {decision}",
        "ui.replay.over": "The game is over",
        "ui.replay.unfinished": "The save ends here: the game was not finished",
        "ui.replay.back_round": "Round",
        "ui.replay.back_turn": "Turn",
        "ui.replay.back_move": "Move",
        "ui.replay.play": "Play",
        "ui.replay.pause": "Pause",
        "ui.replay.view": "View",
        "ui.replay.view.table": "Table",
        "ui.replay.view.all": "All seats",
        "ui.replay.viewing": "Showing {who}",
        "ui.replay.viewing.table": "Showing the table: what everyone sees",
        "ui.replay.viewing.all": "Showing everything: every hand and hidden card",
        "ui.replay.speed": "×{x}",
        "ui.replay.fork": "Play from here",
        "ui.replay.scores": "Scores",
        "ui.replay.exit": "Exit",
        "ui.replay.fork_title": "Play from here",
        "ui.replay.fork_body": "A new game begins at move {k} of this one, with the same deal. Choose who plays "
        "each seat. The game you are watching stays as it is.",
        "ui.replay.fork_start": "Start",
        "ui.replay.fork_over": "The game is over at this point: there is nothing left to play.",
        "ui.replay.fork_failed": "The new game could not be started: {error}",
        "ui.replay.open_failed": "This game cannot be replayed: {error}",
        "ui.replay.back_to_replay": "Back to the replay",
    }
)

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # moves per beat: the pause between moves and the animations scale by it
PLAY_PAUSE = 0.7  # seconds between two moves while playing, at ×1
TRACK_H = 12
GLYPH = (0x2A, 0x23, 0x20)


class StepButton(ToolButton):
    """A transport button: a drawn glyph (◀, ◀◀, |◀, ▶, ❚❚ …) above a short label."""

    def __init__(self, rect: pygame.Rect, label: str, glyph: str, on_click: Callable[[], Any], name: str) -> None:
        super().__init__(rect, label, on_click, size=18, name=name)
        self.glyph = glyph

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.visible:
            return
        saved, self.icon = self.icon, None
        super().draw(canvas)
        self.icon = saved
        ink = GLYPH if self.enabled else (0x8A, 0x80, 0x76)
        cx, cy = self.rect.centerx, self.rect.y + 26 + (3 if self.pressed else 0)
        glyph_shape(canvas, self.glyph, (cx, cy), 11, ink)


def glyph_shape(canvas: pygame.Surface, glyph: str, centre: tuple[int, int], s: int, ink: Any) -> None:
    """Draw a transport glyph of half-height ``s``: ``>`` ``<`` ``>>`` ``<<`` ``>|`` ``|<`` ``||``."""
    cx, cy = centre

    def right(x: int) -> None:
        pygame.draw.polygon(canvas, ink, [(x - s * 0.8, cy - s), (x + s * 0.8, cy), (x - s * 0.8, cy + s)])

    def left(x: int) -> None:
        pygame.draw.polygon(canvas, ink, [(x + s * 0.8, cy - s), (x - s * 0.8, cy), (x + s * 0.8, cy + s)])

    def bar(x: int) -> None:
        pygame.draw.rect(canvas, ink, (x - 2, cy - s, 4, 2 * s))

    if glyph == ">":
        right(cx)
    elif glyph == "<":
        left(cx)
    elif glyph == ">>":
        right(cx - s // 2 - 2)
        right(cx + s // 2 + 2)
    elif glyph == "<<":
        left(cx - s // 2 - 2)
        left(cx + s // 2 + 2)
    elif glyph == ">|":
        right(cx - 3)
        bar(cx + s - 1)
    elif glyph == "|<":
        left(cx + 3)
        bar(cx - s + 1)
    elif glyph == "||":
        pygame.draw.rect(canvas, ink, (cx - s + 1, cy - s, s * 2 // 3, 2 * s))
        pygame.draw.rect(canvas, ink, (cx + s // 3, cy - s, s * 2 // 3, 2 * s))


def progress_words(progress: tuple[str, int] | None) -> str:
    if progress is None:
        return ""
    kind, n = progress
    if n == 0:
        return tr("ui.load.progress.setup")
    return tr(f"ui.load.progress.{kind}", n=n)


class ReplayScene(TableScene):
    """``ReplayScene(ctx, replay)``: watch a game again, step by step, from any seat's view."""

    def __init__(self, ctx: AppContext, replay: Replay) -> None:
        from scenes import load as _load  # noqa: F401 - its strings name rounds and seasons

        self.replay = replay
        self.playing = False
        self.goal: int | None = None  # a turn being played forward, move by move
        self.play_wait = 0.0
        self.speed_index = 1
        self.view_choice: int | str | None = None  # None: the table; a seat; "all": everything
        super().__init__(ctx, replay.controller)
        settings = ctx.settings
        self.presenter.speed = lambda: (
            0.0
            if (ctx.smoke or settings.animation_speed == "instant")
            else settings.speed_factor / SPEEDS[self.speed_index]
        )
        self.bots_paused = True  # the seat badges show whose turn it is, never a bot thinking
        self._set_viewer(None)
        self._sync_tools()

    # ------------------------------------------------------------ what the table asks
    def _maybe_curtain(self, initial: bool = False) -> bool:
        return False  # the person watching chooses the view

    def _human_to_act(self) -> int | None:
        return None  # nothing can be played in a replay

    def _zones_of(self, view: Any) -> Any:
        zones = self.replay.controller.revealed_zones_of(view)
        return zones if zones is not None else super()._zones_of(view)

    def decision_text(self) -> str:
        c = self.replay.controller
        view = self.presenter.view if not c.reveal else c.rules.view(c.state_for_tests(), None)
        p = self.rules.prompt(view)
        return tr(p.key, names=c.name, **dict(p.params))

    # ------------------------------------------------------------ tools
    def _make_tools(self) -> None:
        self.tools = {}
        bar = self._panel("panel:actions")
        w, h, gap = 96, 76, 8
        x = bar.right - 8 - 7 * w - 6 * gap
        y = bar.centery - h // 2 + 4
        steps = [
            ("back_round", "ui.replay.back_round", "|<", self.back_round),
            ("back_turn", "ui.replay.back_turn", "<<", self.back_turn),
            ("back_move", "ui.replay.back_move", "<", self.back_move),
            ("play", "ui.replay.play", ">", self.toggle_play),
            ("next_move", "ui.replay.back_move", ">", self.next_move),
            ("next_turn", "ui.replay.back_turn", ">>", self.next_turn),
            ("next_round", "ui.replay.back_round", ">|", self.next_round),
        ]
        for i, (name, key, glyph, fn) in enumerate(steps):
            b = StepButton(pygame.Rect(x + i * (w + gap), y, w, h), tr(key), glyph, fn, name)
            b.primary = name == "play"
            self.tools[name] = b
        r = self._panel("panel:tools")
        cols, g = 3, 10
        tw = (r.w - g * (cols - 1)) // cols
        th = min(84, (r.h - g) // 2)
        top = r.bottom - 2 * th - g
        spec = [
            ("view", self._view_label(), self.next_view, "person", pygame.Rect(r.x, top, tw, th)),
            ("speed", tr("ui.replay.speed", x=self._speed_text()), self.next_speed, "hourglass",
             pygame.Rect(r.x + tw + g, top, tw, th)),
            ("exit", tr("ui.replay.exit"), self.leave, "exit", pygame.Rect(r.x + 2 * (tw + g), top, tw, th)),
            ("fork", tr("ui.replay.fork"), self.fork, "dice", pygame.Rect(r.x, top + th + g, 2 * tw + g, th)),
            ("scores", tr("ui.replay.scores"), self.scores, "trophy",
             pygame.Rect(r.x + 2 * (tw + g), top + th + g, tw, th)),
        ]
        for name, label, fn, icon, rect in spec:
            self.tools[name] = ToolButton(rect, label, fn, size=20, name=name, icon=icon, primary=name == "fork")

    def _sync_tools(self) -> None:
        t = self.tools
        if "play" not in t:
            return
        k, n = self.replay.position, self.replay.length
        for name in ("back_round", "back_turn", "back_move"):
            t[name].enabled = k > 0
        for name in ("next_round", "next_turn", "next_move"):
            t[name].enabled = k < n
        t["play"].enabled = k < n or self.playing
        play = t["play"]
        assert isinstance(play, StepButton)
        play.glyph = "||" if self.playing else ">"
        play.label = tr("ui.replay.pause" if self.playing else "ui.replay.play")
        t["fork"].enabled = self.replay.can_fork()
        t["scores"].enabled = self.controller.is_over()
        t["view"].label = self._view_label()
        t["speed"].label = tr("ui.replay.speed", x=self._speed_text())

    def _speed_text(self) -> str:
        x = SPEEDS[self.speed_index]
        return f"{x:g}" if x >= 1 else "½"

    def view_choices(self) -> list[int | str | None]:
        out: list[int | str | None] = [None, *range(self.players)]
        if self.replay.can_reveal():
            out.append("all")
        return out

    def _view_label(self) -> str:
        v = self.view_choice
        if v is None:
            return tr("ui.replay.view.table")
        if v == "all":
            return tr("ui.replay.view.all")
        return self.controller.name(int(v))

    # ------------------------------------------------------------ moving through the game
    def _stop(self) -> None:
        self.playing = False
        self.goal = None
        self.play_wait = 0.0

    def seek(self, k: int) -> None:
        """Show position ``k`` at once."""
        self._stop()
        self.presenter.finish()
        self.replay.seek(k)
        self._sync_tools()

    def next_move(self) -> None:
        self._stop()
        self.presenter.finish()
        self.replay.step()
        self._sync_tools()

    def back_move(self) -> None:
        self.seek(self.replay.position - 1)

    def next_turn(self) -> None:
        """Play the rest of this turn (and the next seat's first move is where it stops), move by move."""
        target = self.replay.next_turn()
        self._stop()
        self.presenter.finish()
        self.goal = target

    def back_turn(self) -> None:
        self.seek(self.replay.previous_turn())

    def next_round(self) -> None:
        self.seek(self.replay.next_round())

    def back_round(self) -> None:
        self.seek(self.replay.previous_round())

    def toggle_play(self) -> None:
        if self.playing:
            self._stop()
        elif self.replay.position < self.replay.length:
            self.goal = None
            self.playing = True
            self.play_wait = PLAY_PAUSE  # the first move goes at once
        self._sync_tools()

    def next_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        self._sync_tools()

    def next_view(self) -> None:
        """The next view: the table's, each seat's, then everything (a finished game)."""
        choices = self.view_choices()
        i = choices.index(self.view_choice) if self.view_choice in choices else 0
        self.set_view(choices[(i + 1) % len(choices)])

    def set_view(self, choice: int | str | None) -> None:
        """Show the table's view, a seat's, or everything (a finished game). In a game that is not over,
        a seat's view that shows what the table's hides passes through the curtain first: the game may
        go on, and that seat's hand is its player's."""
        if choice not in self.view_choices():
            return
        if isinstance(choice, int) and not self.replay.finished and self._views_differ(choice, None):
            from scenes.table.curtain import CurtainOverlay

            self.presenter.finish()
            self._stop()
            self.ctx.stack.push(CurtainOverlay(self.ctx, self.controller, choice, [],
                                               lambda: self._show_view(choice)))
            return
        self._show_view(choice)

    def _show_view(self, choice: int | str | None) -> None:
        self.presenter.finish()
        self.view_choice = choice
        reveal = choice == "all"
        if reveal != self.replay.controller.reveal:
            self.replay.set_reveal(reveal)
        self._set_viewer(choice if isinstance(choice, int) else None)
        self.generation = -1  # re-read the view (the controller's public view may have changed)
        self._jump()
        if choice is None:
            self.notify(tr("ui.replay.viewing.table"))
        elif choice == "all":
            self.notify(tr("ui.replay.viewing.all"))
        else:
            self.notify(tr("ui.replay.viewing", who=self.controller.name(int(choice))))
        self._sync_tools()

    def leave(self) -> None:
        self._stop()
        self.ctx.stack.pop()

    def scores(self) -> None:
        if not self.controller.is_over():
            return
        self.ctx.stack.push(replay_scores(self.ctx, self.controller))

    def fork(self) -> None:
        """Play from here: the seats dialog, then a new game from this position."""
        replay = self.replay
        if not replay.can_fork():
            toast(self.ctx, tr("ui.replay.fork_over"), warning=True)
            return
        self._stop()
        k = replay.position
        ctx = self.ctx
        made: list[Any] = []

        def start(seats: list[SeatConfig]) -> str | None:
            gid = saves.new_id(replay.rules.id)
            try:
                game = replay.fork(seats, k, autosave=paths.game_path(gid), game_id=gid,
                                   history=paths.history_dir())
            except ValueError as exc:
                return str(exc)
            if not game.autosave():
                return tr("ui.replay.fork_failed", error=game.last_save_error or "")
            players.remember(s.name for s in game.seats if s.kind == "human")
            made.append(game)
            return None

        def play() -> None:
            if made:
                ctx.open("open_table", made[-1])

        ctx.stack.push(
            ctx.scene(
                "seats",
                list(replay.controller.seats),
                start,
                title=tr("ui.replay.fork_title"),
                body=tr("ui.replay.fork_body", k=k),
                apply_label=tr("ui.replay.fork_start"),
                then=play,
            )
        )

    # ------------------------------------------------------------ frame
    def _track(self) -> pygame.Rect:
        bar = self._panel("panel:actions")
        left = bar.x + 16
        right = self.tools["back_round"].rect.x - 24
        return pygame.Rect(left, bar.y + 12, max(40, right - left), TRACK_H)

    def _track_position(self, x: int) -> int:
        t = self._track()
        frac = max(0.0, min(1.0, (x - t.x) / max(1, t.w)))
        return round(frac * self.replay.length)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL and self.logpanel.rect.collidepoint(self.mouse):
            self.logpanel.scroll_by(int(event.y) * 2)
            return True
        if handle_all(list(self.tools.values()), event, self.ctx):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._track().inflate(0, 24).collidepoint(event.pos):
                self.seek(self._track_position(event.pos[0]))
                return True
            if not self.presenter.drained:
                self.presenter.finish()
                return True
            if self._ask("handle", self.skin.handle, False, event):
                return True
            return self._click_board(event.pos)
        return event.type in (pygame.MOUSEBUTTONUP,)

    def _key(self, event: pygame.event.Event) -> bool:
        key, mod = event.key, event.mod
        shift = mod & pygame.KMOD_SHIFT
        ctrl = mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if key == pygame.K_ESCAPE:
            if self.opened is not None:
                self.close_stack()
            else:
                self.leave()
        elif key == pygame.K_RIGHT:
            (self.next_round if ctrl else self.next_turn if shift else self.next_move)()
        elif key == pygame.K_LEFT:
            (self.back_round if ctrl else self.back_turn if shift else self.back_move)()
        elif key == pygame.K_PAGEDOWN:
            self.next_round()
        elif key == pygame.K_PAGEUP:
            self.back_round()
        elif key == pygame.K_HOME:
            self.seek(0)
        elif key == pygame.K_END:
            self.seek(self.replay.length)
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key == pygame.K_v:
            self.next_view()
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        self._expire_notice()
        c = self.controller
        if c.generation != self.generation:
            self._jump()
        events = c.poll(self.viewer)
        for v in [None, *range(self.players)]:
            if v != self.viewer:
                c.poll(v)
        if events:
            self.presenter.feed(events, c.view(self.viewer), self._locate)
        self.presenter.update(dt)
        key = self._hover_piece()
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        self._sync_tools()
        if not self.presenter.drained:
            return
        if self.goal is not None:
            if self.replay.position < self.goal:
                self.replay.step()
            else:
                self.goal = None
            return
        if self.playing:
            self.play_wait += dt
            if self.play_wait >= PLAY_PAUSE / SPEEDS[self.speed_index]:
                self.play_wait = 0.0
                if not self.replay.step():
                    self.playing = False

    def prompt_text(self) -> PromptText:
        if self.notice is not None:
            return PromptText(None, self.notice.text, warning=self.notice.warning, notice=True)
        k, n = self.replay.position, self.replay.length
        prog = progress_words(self.replay.progress_at(k))
        main = tr("ui.replay.where_round", k=k, n=n, progress=prog) if prog else tr("ui.replay.where", k=k, n=n)
        c = self.controller
        seat = c.last_action.seat if c.last_action is not None and k > 0 else None
        if k == 0:
            sub = tr("ui.replay.start")
        else:
            lines = c.log_for(self.viewer)
            shown = lines[: max(0, len(lines) - self.presenter.log_hidden)]
            sub = self._line(shown[-1]) if shown else ""
        if k == n and self.presenter.drained:
            sub = tr("ui.replay.over") if c.is_over() else tr("ui.replay.unfinished")
        return PromptText(seat, main, sub)

    def _line(self, line: Any) -> str:
        from scenes.table.logpanel import line_text

        return line_text(line, self.controller.name, self.log_param)

    def _bar_parts(self) -> list[BarPart]:
        """The replay's bar: its track of moves (rounds marked), the line of what is shown, its tools."""
        bar = self._panel("panel:actions")
        track = self._track()
        n = max(1, self.replay.length)
        position = self.replay.position
        starts = tuple(self.replay.round_starts()[1:-1])

        def paint_track(canvas: pygame.Surface) -> None:
            pygame.draw.rect(canvas, draw.mix(theme.WALNUT, theme.CREAM, 0.25), track, border_radius=TRACK_H // 2)
            done = track.copy()
            done.w = max(TRACK_H, round(track.w * position / n))
            pygame.draw.rect(canvas, theme.BRASS, done, border_radius=TRACK_H // 2)
            for k in starts:
                x = track.x + round(track.w * k / n)
                pygame.draw.line(canvas, theme.WALNUT, (x, track.y + 2), (x, track.bottom - 3), 2)
            pygame.draw.circle(canvas, theme.CREAM, (done.right - TRACK_H // 2, track.centery), TRACK_H - 2)
            pygame.draw.circle(canvas, theme.BRASS, (done.right - TRACK_H // 2, track.centery), TRACK_H - 2, 3)

        said = self.prompt_text()
        ci = self._colour_of(said.seat)
        x = bar.x + 16
        marker = (x + 12, track.bottom + 34) if ci is not None else None
        if marker is not None:
            x += 34
        area = pygame.Rect(x, track.bottom + 6, track.right - x, bar.bottom - track.bottom - 10)

        paint_said = partial(self._paint_said, said=said, area=area, marker=marker, radius=11, ci=ci)
        reach = pygame.Rect(bar.x, area.y, area.right - bar.x, bar.bottom - area.y)
        parts = [
            BarPart(("track", tuple(track), position, n, starts), track.inflate(2 * TRACK_H, 2 * TRACK_H), paint_track),
            BarPart(("said", said, ci, marker, tuple(area)), reach.inflate(2 * BAR_REACH, 2 * BAR_REACH), paint_said),
        ]
        return parts + self._button_parts(list(self.tools.values()))


def replay_scores(ctx: AppContext, controller: Any) -> Any:
    """The scoring screen of a replayed game: "Back to the replay" where live play offers a new game."""
    scores: Any = ctx.scene("scoring", controller)
    scores.b_again.label = tr("ui.replay.back_to_replay")
    scores.b_again.icon = "back"
    scores.b_again.on_click = ctx.stack.pop
    return scores
