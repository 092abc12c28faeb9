"""Learn to play: the list of guided first games, one per game, reached from the menu."""

from __future__ import annotations

import pygame

from game.core.i18n import tr
from game.registry import GAMES
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.tutorial import strings as _strings  # noqa: F401 - registers the guide's words
from scenes.tutorial.scripts import SCRIPTS
from scenes.tutorial.table import start_guide
from scenes.widgets import Button, FocusRing, Widget, handle_all

ROW_H = 138
GAME_ICONS = {"new_eden": "palm", "paris": "key", "farshore": "lighthouse", "droids": "robot"}


class LearnScene(Scene):
    """One row per game with a guide: its name, what the guide covers, and a button to start it."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        from scenes.menu import menu_game_ids

        self.paper = pygame.Rect(260, 60, 1400, 960)
        self.games = [g for g in menu_game_ids() if g in SCRIPTS and g in GAMES]
        self.starts: list[Button] = []
        y = self.paper.y + 226
        for gid in self.games:
            rect = pygame.Rect(self.paper.right - 80 - 360, y + (ROW_H - 76) // 2, 360, 76)
            self.starts.append(
                Button(
                    rect,
                    tr("tutorial.start"),
                    lambda g=gid: self.start(g),  # type: ignore[misc]
                    primary=True,
                    icon="play",
                    name=f"learn:{gid}",
                )
            )
            y += ROW_H + 10
        self.back = Button(
            pygame.Rect(self.paper.x + 80, self.paper.bottom - 110, 300, 72),
            tr("tutorial.back"),
            self.go_back,
            icon="back",
            name="back",
        )
        self.focus = FocusRing(ctx, lambda: self.widgets, start=self.starts[0] if self.starts else self.back)

    def language_changed(self) -> None:
        for b in self.starts:
            b.label = tr("tutorial.start")
        self.back.label = tr("tutorial.back")

    @property
    def widgets(self) -> list[Widget]:
        return [*self.starts, self.back]

    def start(self, game_id: str) -> None:
        start_guide(self.ctx, game_id)

    def go_back(self) -> None:
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focus.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.go_back()
            return True
        return handle_all(self.widgets, event, self.ctx)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        from scenes.menu import game_name

        canvas.blit(draw.walnut(LOGICAL_SIZE), (0, 0))
        p = self.paper
        draw.panel(canvas, p, theme.CREAM, 26, shadow_blur=22)
        draw.text(canvas, tr("tutorial.learn_title"), (p.x + 80, p.y + 50), 60, theme.INK, bold=True)
        draw.text(
            canvas,
            tr("tutorial.learn_sub"),
            (p.x + 80, p.y + 136),
            24,
            theme.INK_SOFT,
            max_width=p.w - 160,
            wrap_lines=True,
            max_lines=2,
        )
        for gid, b in zip(self.games, self.starts, strict=True):
            row = pygame.Rect(p.x + 60, b.rect.centery - ROW_H // 2, p.w - 120, ROW_H)
            world = theme.world(gid)
            pygame.draw.rect(canvas, draw.mix(theme.CREAM, world["bg"], 0.12), row, border_radius=18)
            pygame.draw.rect(canvas, world["accent"], row, 2, border_radius=18)
            disc = pygame.Rect(row.x + 24, row.centery - 44, 88, 88)
            pygame.draw.ellipse(canvas, world["bg"], disc)
            icon = draw.assets().icon(GAME_ICONS.get(gid, "dice"), 60, world["light"])
            canvas.blit(icon, icon.get_rect(center=disc.center))
            tx = disc.right + 28
            tw = b.rect.x - 30 - tx
            r = draw.text(canvas, game_name(gid), (tx, row.y + 16), 32, theme.INK, max_width=tw, bold=True)
            draw.text(
                canvas,
                tr(SCRIPTS[gid].about),
                (tx, r.bottom + 6),
                22,
                theme.INK_SOFT,
                max_width=tw,
                wrap_lines=True,
                max_lines=2,
            )
            b.draw(canvas)
        self.back.draw(canvas)
        self.focus.draw(canvas)
