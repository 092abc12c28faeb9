"""The pause overlay the table pushes on Esc: resume, seats (``scenes.seats``), save under a name, load,
settings, rules, quit.

Not opaque: the table stays visible, dimmed, underneath. It takes every input while it is open.
"Save game" opens a box where the player types a name (``NameSaveOverlay``); the save goes into the
named saves, beside the game's own autosave.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

import pygame

from game.core import store
from game.core.i18n import add_strings, tr
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.dealcode import encode_code
from scenes.menu import game_name
from scenes.widgets import Button, FocusRing, TextField, handle_all, toast

add_strings(
    {
        "ui.pause.name_title": "Save this game",
        "ui.pause.name_body": "Type a name for this save. It is kept beside the game's own autosave.",
        "ui.pause.name_save": "Save",
        "ui.pause.name_cancel": "Cancel",
        "ui.pause.seats": "Seats",
        "ui.pause.setup_code": "Setup code {code}",
    }
)

log = logging.getLogger(__name__)


def default_title(game_id: str, when: float | None = None) -> str:
    """The name a save box suggests: the game and the local time."""
    from scenes.load import date_text

    local = time.localtime(when if when is not None else time.time())
    stamp = tr("ui.load.date_time", date=date_text(local, with_year=False), time=time.strftime("%H:%M", local))
    return f"{game_name(game_id)} {stamp}"


def setup_code_line(controller: Any) -> str:
    """"Setup code …" of the game being played (its game, seats, options and deal), or ""."""
    from game.core import setupcode

    rules = controller.rules
    if rules.id not in setupcode.GAME_CODES:
        return ""
    seats = list(controller.seats)
    setup = setupcode.Setup(rules.id, setupcode.seat_kinds(seats), tuple(s.colour for s in seats),
                            dict(controller.options), int(controller.seed))
    return tr("ui.pause.setup_code", code=setupcode.encode(setup, rules))


class NameSaveOverlay(Scene):
    """A box to save the game under a typed name (Enter saves, Esc cancels); a bad name or a disk
    that refuses is said in the box, and nothing is written."""

    opaque = False

    def __init__(self, ctx: AppContext, controller: Any, on_saved: Any = None) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.on_saved = on_saved
        self.panel = pygame.Rect(0, 0, 960, 440)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        p = self.panel
        rules = getattr(controller, "rules", None)
        self.title = default_title(getattr(rules, "id", "game"))
        self.field = TextField(
            pygame.Rect(p.left + 50, p.top + 170, p.width - 100, 68),
            self.title,
            self._set,
            max_len=60,
            size=28,
            allowed=lambda ch: ch.isprintable(),
        )
        self.b_save = Button(pygame.Rect(p.right - 290, p.bottom - 100, 240, 70), tr("ui.pause.name_save"),
                             self.save, primary=True, icon="save", name="name_save")
        self.b_cancel = Button(pygame.Rect(p.left + 50, p.bottom - 100, 240, 70), tr("ui.pause.name_cancel"),
                               self.cancel, icon="back", name="name_cancel")
        self.error = ""
        self.saved: Path | None = None
        self.focus = FocusRing(ctx, lambda: [self.field, self.b_cancel, self.b_save], default=self.b_save)
        self.field.start_editing()
        self.field.selected = True  # typing replaces the suggestion

    def _set(self, value: str) -> None:
        self.title = value
        self.error = ""

    def save(self) -> Path | None:
        try:
            path = store.save_named(self.controller, self.title)
        except ValueError as exc:
            self.error = str(exc)
            return None
        except OSError as exc:
            self.error = tr("save.write_failed", detail=exc.strerror or str(exc))
            return None
        self.saved = path
        self.ctx.sound.play("token")
        toast(self.ctx, tr("ui.pause.saved_as", name=" ".join(self.title.split())))
        self.ctx.stack.pop()
        if callable(self.on_saved):
            self.on_saved(path)
        return path

    def cancel(self) -> None:
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.field.focused:
            self.field.stop_editing()
            self.save()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if self.field.handle(event, self.ctx):
            return True
        if not self.focus.handle(event):
            handle_all([self.b_cancel, self.b_save], event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.field.update(dt)
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 120)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 24, shadow_blur=24, border=theme.BRASS, border_width=3)
        draw.text(canvas, tr("ui.pause.name_title"), (p.left + 50, p.top + 40), 44, theme.INK, bold=True)
        draw.text(canvas, tr("ui.pause.name_body"), (p.left + 50, p.top + 110), 24, theme.INK_SOFT, "topleft",
                  p.width - 100)
        self.field.draw(canvas)
        if self.error:
            draw.text(canvas, self.error, (p.left + 50, p.top + 256), 22, theme.REFUSAL, "topleft", p.width - 100)
        self.b_cancel.draw(canvas)
        self.b_save.draw(canvas)
        self.focus.draw(canvas)


class PauseOverlay(Scene):
    opaque = False

    def __init__(self, ctx: AppContext, controller: Any) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.panel = pygame.Rect(0, 0, 560, 830)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        x, w = self.panel.centerx - 220, 440
        y, step = self.panel.top + 168, 84
        spec = [
            ("resume", "ui.pause.resume", self.resume_game, "play", True),
            ("seats", "ui.pause.seats", self.seats, "person", False),
            ("save", "ui.pause.save", self.save, "save", False),
            ("load", "ui.pause.load", self.load, "load", False),
            ("settings", "ui.pause.settings", self.settings, "settings", False),
            ("rules", "ui.pause.rules", self.rules, "rules", False),
            ("quit", "ui.pause.quit", self.quit_to_menu, "exit", False),
        ]
        self.buttons = [
            Button(pygame.Rect(x, y + i * step, w, 72), tr(label), fn, icon=icon, primary=prim, name=name)
            for i, (name, label, fn, icon, prim) in enumerate(spec)
        ]
        self._label_keys = [label for _name, label, _fn, _icon, _prim in spec]
        self.focus = FocusRing(ctx, lambda: self.buttons, default=self.buttons[0])
        self.last_saved: Path | None = None
        self.deal_line = ""
        self.setup_line = ""
        try:
            self.deal_line = tr(
                "ui.pause.deal", code=encode_code(int(controller.seed)), moves=len(controller.actions)
            )
            self.setup_line = setup_code_line(controller)
        except (AttributeError, TypeError, ValueError):
            pass

    def language_changed(self) -> None:
        for button, key in zip(self.buttons, self._label_keys, strict=True):
            button.label = tr(key)
        try:
            code = encode_code(int(self.controller.seed))
            self.deal_line = tr("ui.pause.deal", code=code, moves=len(self.controller.actions))
            self.setup_line = setup_code_line(self.controller)
        except (AttributeError, TypeError, ValueError):
            pass

    def resume_game(self) -> None:
        self.ctx.stack.pop()

    def seats(self) -> None:
        """Who plays each seat: people and bots may change places mid-game."""
        self.ctx.open("open_seats", self.controller)

    def save(self) -> None:
        """Open the box to save under a typed name."""
        self.ctx.stack.push(NameSaveOverlay(self.ctx, self.controller, on_saved=self._saved))

    def _saved(self, path: Path) -> None:
        self.last_saved = path

    def load(self) -> None:
        self.ctx.stack.push(self.ctx.scene("load"))

    def settings(self) -> None:
        self.ctx.stack.push(self.ctx.scene("options"))

    def rules(self) -> None:
        rules = getattr(self.controller, "rules", None)
        self.ctx.stack.push(self.ctx.scene("rules", getattr(rules, "id", None)))

    def quit_to_menu(self) -> None:
        """Back to the menu; when the game's last moves could not be saved, ask first."""
        from scenes.table.savestatus import ask_before_quitting

        try:
            self.controller.autosave()
        except Exception as exc:  # noqa: BLE001 - leaving must always work
            log.error("autosave on quit failed: %s", exc, exc_info=exc)
        try:
            if ask_before_quitting(self.ctx, self._leave):
                return
        except Exception as exc:  # noqa: BLE001 - leaving must always work
            log.error("could not ask before leaving: %s", exc, exc_info=exc)
        self._leave()

    def _leave(self) -> None:
        self.ctx.to_menu()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return True
        if not self.focus.handle(event):
            handle_all(self.buttons, event, self.ctx)
        return True  # the table below gets nothing while paused

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 165)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 26, shadow_blur=24)
        pygame.draw.rect(canvas, theme.BRASS, p.inflate(-24, -24), 2, border_radius=18)
        draw.text(canvas, tr("ui.pause.title"), (p.centerx, p.top + 70), 60, theme.INK, "center", bold=True)
        rules = getattr(self.controller, "rules", None)
        if rules is not None:
            draw.text(
                canvas,
                game_name(rules.id),
                (p.centerx, p.top + 122),
                26,
                theme.INK_SOFT,
                "center",
                p.width - 80,
            )
        draw.brass_rule(canvas, p.top + 150, p.left + 60, p.right - 60)
        for b in self.buttons:
            b.draw(canvas)
        self.focus.draw(canvas)
        if self.deal_line:
            y = p.bottom - (62 if self.setup_line else 44)
            draw.text(canvas, self.deal_line, (p.centerx, y), 22, theme.INK_SOFT, "center", p.width - 80)
        if self.setup_line:
            draw.text(
                canvas, self.setup_line, (p.centerx, p.bottom - 34), 22, theme.INK_SOFT, "center", p.width - 80
            )
