"""The table scene: the board, every zone's pieces, the HUD, the log, legal actions and bots.

The scene holds a *view* (never a state) and changes the game only through
``controller.submit(seat, action)``. What can be clicked comes from the legal actions through
``rules.describe(action)`` (a zone, maybe a piece); what is drawn comes from ``rules.zones(view)``.
Events polled from the controller go to the presenter, which animates them and lets the display
view trail the rules. Bots are pumped only when the timeline has drained.

This file builds the scene and runs its frame (input, update, draw); the parts it is made of live
beside it, one concern each (see ``core``).
"""

from __future__ import annotations

import logging
import math
from collections import Counter
from typing import Any

import pygame

from game.core.i18n import tr
from game.core.rules import teams_of
from scenes import draw, theme
from scenes.base import AppContext, text_size_for
from scenes.games import card_info_for, skin_for
from scenes.games.base import TableSkin
from scenes.table import strings as _strings  # noqa: F401 - registers the table's strings
from scenes.table.board import load_board
from scenes.table.core import rect_tuple, track_lap
from scenes.table.hud import SeatHud
from scenes.table.keys import KeyFocus
from scenes.table.layers import Layers
from scenes.table.layout import rules_zone_ids
from scenes.table.logpanel import LogPanel
from scenes.table.motion import Motion
from scenes.table.overlays import Overlays
from scenes.table.pieces import PieceArt
from scenes.table.places import Places
from scenes.table.presenter import Presenter
from scenes.table.prompt import PromptLine
from scenes.table.redo import Redo
from scenes.table.savestatus import SaveStatus
from scenes.table.seating import Seating
from scenes.table.stacks import OpenStacks
from scenes.table.static import StaticBoard
from scenes.table.targets import ActionButton, Target, Targets
from scenes.table.tools import ToolButton, Tools
from scenes.widgets import handle_all

__all__ = ["ActionButton", "TableScene", "Target", "ToolButton", "rect_tuple", "track_lap"]

log = logging.getLogger(__name__)

BOT_BUDGET_MS = 6.0
LOG_PAGE = 6  # log lines Page Up / Page Down scroll by


class TableScene(
    KeyFocus,
    Targets,
    Redo,
    Tools,
    Seating,
    PromptLine,
    OpenStacks,
    Overlays,
    Layers,
    Motion,
    StaticBoard,
    Places,
):
    """``TableScene(ctx, controller)``: plays one game at one screen."""

    opaque = True
    paints_whole = True  # ``draw`` starts with the opaque base, the canvas's size
    max_text_size = 150

    def __init__(self, ctx: AppContext, controller: Any) -> None:
        super().__init__(ctx)
        text_size_for(self)  # its panels are laid out below, at the table's text size
        self._present_cache = {}
        self.hover_texts = {}
        self.skin_placed = set()
        self._face_errors = set()
        self._hook_errors = set()
        self.blocked_marks = []
        self.overlay_rects = []
        self.controller = controller
        self.rules = controller.rules
        self.game_id = self.rules.id
        self.players = controller.players
        self.clock = 0.0
        self.mouse = (-1, -1)
        self.hover_time = 0.0
        self.hover_key = None
        self.chooser = None
        self.hint_action = None
        self.bots_paused = False
        self.step_requested = False
        self.bot_wait = 0.0
        self.scoring_pushed = False
        self.targets = []
        self.button_actions = []
        self._targets_key = None
        self.curtain_up = False
        self.seen_move = {}  # per human seat: the move count when they last looked
        self.generation = controller.generation

        humans = controller.human_seats()
        to_act = controller.to_act()
        if to_act is not None and controller.is_human(to_act) and len(humans) < 2:
            self.viewer = to_act
        else:
            # with two or more humans at one screen, bots play in the public view (nobody's hand shows)
            self.viewer = humans[0] if len(humans) == 1 else None
        self.confirmed = None  # the human seat that confirmed at the curtain
        self._curtain_pending = None  # (seat, previous viewer)
        view = controller.view(self.viewer)
        ids = list(self._zones_of(view)) + rules_zone_ids(self.rules, self.players)
        self.board = load_board(self.game_id, ids, self.players)
        if self.board.warning:
            log.warning("board fallback for %s: %s", self.game_id, self.board.warning)
            self.notify(tr("table.map_fallback", detail=self.board.warning), warning=True)
        self.art = PieceArt(
            self.game_id, [s.colour for s in controller.seats], card_info_for(self.game_id, self.rules)
        )
        self.skin = TableSkin(self)  # the do-nothing skin until (and unless) the game's is made
        try:
            self.skin = skin_for(self.game_id, self)
        except Exception as exc:  # noqa: BLE001 - a broken skin leaves the generic table
            log.error("skin for %s failed: %s", self.game_id, exc)
        self._ask("arrange", self.skin.arrange, None, self.board, self.players)
        self._ask_shown_seats()
        settings = ctx.settings
        self.presenter = Presenter(
            view,
            speed=lambda: (
                0.0 if (ctx.smoke or settings.animation_speed == "instant") else settings.speed_factor
            ),
            reduce_motion=lambda: bool(getattr(settings, "reduce_motion", False)),
            play=ctx.sound.play,
        )
        self.presenter.on_view_change = self._on_view_change
        self.layout = {}
        self.slides = {}
        self._zones_now = {}
        self._on_view_change(view)
        self.static = self._render_static()
        self.hud = SeatHud(
            self._panel("panel:hud"), controller.seats, controller.name, teams_of(self.rules, self.players)
        )
        self.logpanel = LogPanel(self._panel("panel:log"), controller.name, controller.colour, self.log_param)
        self._make_tools()
        self._make_focus()
        self._glow_cache = {}
        self._banner_cache = {}
        self.redraws = Counter()
        self._layers_reset()
        self._rebuild_counters()
        self._sync_tools()
        self.save_status = SaveStatus(ctx, controller)  # the banner while autosaving fails

    def enter(self) -> None:
        self._maybe_curtain(initial=True)

    def resume(self) -> None:
        # back from pause/load/curtain: the position may have jumped
        if self.controller.generation != self.generation:
            self._jump()

    def language_changed(self) -> None:
        """The language changed: the board's captions, the pieces' words, the seat panels, the
        tool and action buttons and the log are drawn again in it (the log holds keys)."""
        self.static = self._render_static()
        self.art._cache.clear()
        c = self.controller
        self.hud = SeatHud(self._panel("panel:hud"), c.seats, c.name, teams_of(self.rules, self.players))
        self._make_tools()
        self._sync_tools()
        self._targets_key = None  # the action buttons are made again from the legal actions
        self._glow_cache = {}
        self._banner_cache = {}
        self._present_cache = {}
        self._layers_reset()  # every layer drawn whole again, in the new words

    def text_size_changed(self) -> None:
        """The text size changed: the words again (as for a language) and the pieces placed again
        (a zone's title line, and so the room under it, follows the text size)."""
        self.language_changed()
        self.logpanel = LogPanel(
            self._panel("panel:log"), self.controller.name, self.controller.colour, self.log_param
        )
        self._on_view_change(self.presenter.view)
        self._layers_reset()

    def on_app_close(self) -> None:
        self.controller.autosave()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.save_status.handle(event):
            return True
        from scenes.rules_ref import table_help  # F1 or ?: the rules book; right-click or G: the glossary

        if table_help(self, event):
            return True
        if self.focus_handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.back_out():
                    self._menu()
                return True
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if ctrl and (event.key == pygame.K_y or (event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT)):
                self._redo_move()
                return True
            if event.key == pygame.K_z and ctrl:
                self._undo()
                return True
            if event.key == pygame.K_h:
                self._hint()
                if self.hint_action is not None:
                    self.focus_on_action(self.hint_action)
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):  # the log, as the mouse wheel does
                self.logpanel.scroll_by(LOG_PAGE if event.key == pygame.K_PAGEUP else -LOG_PAGE)
                return True
            if event.key == pygame.K_SPACE and any(s.kind == "bot" for s in self.controller.seats):
                self._step_bot()
                return True
        if event.type == pygame.MOUSEWHEEL and self.logpanel.rect.collidepoint(self.mouse):
            self.logpanel.scroll_by(int(event.y) * 2)
            return True
        if self.chooser is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            box, rows = self.chooser
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for rect, action, _label in rows:
                    if rect.collidepoint(event.pos):
                        self._submit(action)
                        return True
                if not box.collidepoint(event.pos):
                    self.chooser = None
            return True
        if self.presenter.drained and self._ask("handle", self.skin.handle, False, event):
            return True
        widgets = [*self.tools.values(), *self.button_actions]
        if handle_all(widgets, event, self.ctx):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.presenter.drained:
                self.presenter.finish()  # a click hurries the animation along
                return True
            return self._click_board(event.pos)
        return False

    def update(self, dt: float) -> None:
        self.clock += dt
        self._expire_notice()
        c = self.controller
        if c.generation != self.generation:
            self._jump()
        self._take_events()
        self.presenter.update(dt)
        self._sync_tools()
        self.focus_update(dt)
        # hover bookkeeping for the zoomed card (the focused one while the keys drive)
        key = self._hover_now()
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
        else:
            self.hover_time += dt
        if not self.presenter.drained:
            return
        if c.is_over():
            if not self.scoring_pushed:
                self.scoring_pushed = True
                self._push_scoring()
            return
        if self._maybe_curtain():
            return
        seat = c.to_act()
        if seat is not None and not c.is_human(seat):
            if (
                self.viewer is not None
                and len(c.human_seats()) >= 2
                and self._views_differ(self.viewer, None)
            ):
                # the last human's private view must not stay up while others may be watching
                self.confirmed = None
                self._set_viewer(None)
            if self.bots_paused and not self.step_requested:
                return
            self.bot_wait += dt
            pause = (
                0.0 if self.presenter.speed() == 0 else float(getattr(self.ctx.settings, "bot_pause", 0.5))
            )
            if self.bot_wait < pause:
                return
            budget = 40.0 if self.presenter.speed() == 0 else BOT_BUDGET_MS
            result = c.pump(budget)
            if result is not None:
                self.bot_wait = 0.0
                self.step_requested = False
                # shown from this very frame: no frame draws the move's log line and the next
                # prompt before its animation begins
                if self._take_events():
                    self.presenter.update(0.0)
        else:
            self.bot_wait = 0.0
            self._refresh_targets()

    def _take_events(self) -> bool:
        """The events the controller has for the viewer, fed to the presenter (True: there were
        some); other viewers' queues are drained so they never grow."""
        c = self.controller
        events = c.poll(self.viewer)
        for v in [None, *range(self.players)]:
            if v != self.viewer:
                c.poll(v)
        if events:
            self.presenter.feed(events, c.view(self.viewer), self._locate)
        return bool(events)

    def draw_guide(self, canvas: pygame.Surface) -> None:
        """Drawn over the board and under the overlays: a guided game's coach (none here)."""

    def _push_scoring(self) -> None:
        self.ctx.stack.push(self.ctx.scene("scoring", self.controller))

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(self._draw_base(), (0, 0))
        pulse = 0.5 + 0.5 * math.sin(self.clock * 3.0)
        drained = self.presenter.drained
        hover = self._target_at(self.mouse) if drained and self.chooser is None else None
        blocked = self._blocked_at(self.mouse) if drained and self.chooser is None else None
        if drained and self.chooser is None and self.key_focus() is not None:
            hover, blocked = self.focus_target(), self.focus_mark()  # as if the pointer were there
        if blocked is not None:
            hover = None
        self._draw_open_panel(canvas)
        if drained:
            for t in self.targets:
                if self._in_open(t.zone, t.piece):
                    self._draw_glow(canvas, t.rect, t is hover, pulse)
            for mark in self.blocked_marks:
                if self._in_open(mark.zone, mark.piece):
                    self._draw_blocked(canvas, mark, mark is blocked)
            for t in self.targets:
                if self.hint_action is not None and self.hint_action in t.actions:
                    pygame.draw.rect(canvas, theme.BRASS_HOVER, t.rect.inflate(22, 22), 4, border_radius=18)
                    draw.badge(
                        canvas,
                        (t.rect.centerx, t.rect.top - 14),
                        tr("table.hint"),
                        theme.BRASS_HOVER,
                        theme.INK,
                        18,
                    )
        if drained and self.hint_action is not None:
            for b in self.button_actions:
                if isinstance(b, ActionButton) and b.action == self.hint_action:
                    pygame.draw.rect(canvas, theme.BRASS_HOVER, b.rect.inflate(14, 14), 4, border_radius=18)
        self._draw_slides(canvas)
        self._draw_animations(canvas)
        self.hud.draw(
            canvas,
            self._scores(),
            self.controller.to_act(),
            self.controller.bot_progress,
            self.clock,
            self.bots_paused,
        )
        self._ask("draw", self.skin.draw, None, canvas)
        if drained and self.chooser is None:
            self.draw_focus(canvas)  # over every piece and panel, under the tooltips
        self.draw_guide(canvas)
        banner = self.presenter.banner()
        if banner is not None:
            self._draw_banner(canvas, *banner)
        self._draw_overlays(canvas, hover, blocked)
        self.save_status.draw(canvas)
