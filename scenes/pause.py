"""The pause overlay the table pushes on Esc: resume, save, load, settings, rules, quit to menu.

Not opaque: the table stays visible, dimmed, underneath. It takes every input while it is open.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

import pygame

from game.core import paths
from game.core.i18n import tr
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.menu import game_name
from scenes.widgets import Button, FocusRing, handle_all, toast

log = logging.getLogger(__name__)


def save_name(game_id: str, when: float | None = None) -> str:
    """A file name for a named save: game id and local time (sortable, no odd characters)."""
    stamp = time.strftime("%Y-%m-%d_%H-%M-%S", time.localtime(when if when is not None else time.time()))
    return f"{game_id}_{stamp}.json"


class PauseOverlay(Scene):
    opaque = False

    def __init__(self, ctx: AppContext, controller: Any) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.panel = pygame.Rect(0, 0, 560, 830)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        x, w = self.panel.centerx - 220, 440
        y, step = self.panel.top + 170, 96
        spec = [
            ("resume", "ui.pause.resume", self.resume_game, "play", True),
            ("save", "ui.pause.save", self.save, "save", False),
            ("load", "ui.pause.load", self.load, "load", False),
            ("settings", "ui.pause.settings", self.settings, "settings", False),
            ("rules", "ui.pause.rules", self.rules, "rules", False),
            ("quit", "ui.pause.quit", self.quit_to_menu, "exit", False),
        ]
        self.buttons = [
            Button(pygame.Rect(x, y + i * step, w, 78), tr(label), fn, icon=icon, primary=prim, name=name)
            for i, (name, label, fn, icon, prim) in enumerate(spec)
        ]
        self.focus = FocusRing(ctx, lambda: self.buttons, default=self.buttons[0])
        self.last_saved: Path | None = None
        self.deal_line = ""
        try:
            from scenes.setup import encode_code

            self.deal_line = tr(
                "ui.pause.deal", code=encode_code(int(controller.seed)), moves=len(controller.actions)
            )
        except (AttributeError, TypeError, ValueError):
            pass

    def resume_game(self) -> None:
        self.ctx.stack.pop()

    def save(self) -> Path | None:
        rules = getattr(self.controller, "rules", None)
        gid = getattr(rules, "id", "game")
        path = paths.saves_dir() / save_name(gid)
        n = 2
        while path.exists():
            path = path.with_name(f"{path.stem.rsplit('~', 1)[0]}~{n}.json")
            n += 1
        try:
            self.controller.save(path)
        except OSError as exc:
            toast(self.ctx, tr("save.write_failed", detail=str(exc)), warning=True)
            return None
        self.last_saved = path
        self.ctx.sound.play("token")
        toast(self.ctx, tr("ui.pause.saved_as", name=path.stem))
        return path

    def load(self) -> None:
        from scenes.load import LoadScene

        self.ctx.stack.push(LoadScene(self.ctx))

    def settings(self) -> None:
        from scenes.options import OptionsScene

        self.ctx.stack.push(OptionsScene(self.ctx))

    def rules(self) -> None:
        from scenes.rules_ref import RulesOverlay

        rules = getattr(self.controller, "rules", None)
        self.ctx.stack.push(RulesOverlay(self.ctx, getattr(rules, "id", None)))

    def quit_to_menu(self) -> None:
        from scenes.menu import MenuScene

        try:
            self.controller.autosave()
        except Exception as exc:  # leaving must always work
            log.warning("autosave on quit failed: %s", exc)
        self.ctx.stack.clear_to(MenuScene(self.ctx))

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
            draw.text(
                canvas, self.deal_line, (p.centerx, p.bottom - 44), 22, theme.INK_SOFT, "center", p.width - 80
            )
