"""What the table shows when its autosave fails, and the ways out.

While the controller's last autosave failed (a read-only or full disk, a folder gone), a red banner
stays across the top of the table — not a passing toast — saying that the moves are kept in memory and
that saving is retried after every move, with a "Save elsewhere…" button. That opens a small folder
chooser of our own (pygame has no native dialogs): a typed path plus a few likely folders; the game
then keeps autosaving there. Quitting while moves are unsaved asks first (``UnsavedQuitOverlay``).
"""

from __future__ import annotations

import functools
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from scenes import draw, theme
from scenes.base import LOGICAL_SIZE, AppContext, Scene
from scenes.table import layout
from scenes.widgets import Button, FocusRing, TextField, handle_all, toast

log = logging.getLogger(__name__)

add_strings(
    {
        "ui.savestatus.failed": "Autosave failed: {detail}. Your moves are kept in memory and saving is "
        "tried again after every move.",
        "ui.savestatus.elsewhere": "Save elsewhere…",
        "ui.savestatus.saved_again": "Saved again — the game is safe on disk.",
        "ui.savestatus.title": "Save elsewhere",
        "ui.savestatus.body": "Type a folder, or pick one below. The game keeps autosaving there.",
        "ui.savestatus.save_here": "Save here",
        "ui.savestatus.cancel": "Cancel",
        "ui.savestatus.no_folder": "Type a folder first.",
        "ui.savestatus.cannot": "That folder cannot be used: {detail}",
        "ui.savestatus.saved_to": "Saved to {folder}",
        "ui.savestatus.quit_title": "Quit without saving?",
        "ui.savestatus.quit_body": "The last moves of this game could not be saved ({detail}). If you "
        "quit now they are lost.",
        "ui.savestatus.quit_anyway": "Quit anyway",
        "ui.savestatus.back": "Back to the game",
    }
)

# Over the top of the log column: the one place the warning hides nothing a turn needs (the seats'
# names and scores, the board and the prompt line stay in view).
BANNER = pygame.Rect(layout.LOG[0], layout.LOG[1], layout.LOG[2], 262)


def suggested_folders() -> list[Path]:
    """A few folders a player is likely to be able to write to (only those that exist)."""
    home = Path.home()
    out = [home / "Documents", home / "Desktop", home, Path(tempfile.gettempdir())]
    seen: list[Path] = []
    for p in out:
        try:
            if p.is_dir() and p not in seen:
                seen.append(p)
        except OSError:
            continue
    return seen[:4]


class SaveStatus:
    """The banner the table draws on top of everything while its autosave is failing."""

    def __init__(self, ctx: AppContext, controller: Any) -> None:
        self.ctx = ctx
        self.controller = controller
        self.button = Button(
            pygame.Rect(BANNER.left + 16, BANNER.bottom - 66, BANNER.width - 32, 52),
            tr("ui.savestatus.elsewhere"),
            self.open_chooser,
            icon="save",
            size=22,
            name="save_elsewhere",
        )
        self._was_failing = False

    @property
    def failing(self) -> bool:
        return bool(getattr(self.controller, "unsaved", False))

    def open_chooser(self) -> None:
        self.ctx.stack.push(SaveElsewhereOverlay(self.ctx, self.controller))

    def handle(self, event: pygame.event.Event) -> bool:
        """The banner's button (and nothing else: the rest of the table stays playable)."""
        if not self.failing:
            return False
        return self.button.handle(event, self.ctx)

    def update(self) -> None:
        failing = self.failing
        if self._was_failing and not failing:
            toast(self.ctx, tr("ui.savestatus.saved_again"))
        self._was_failing = failing

    def draw(self, canvas: pygame.Surface) -> None:
        self.update()
        if not self.failing:
            return
        draw.panel(canvas, BANNER, theme.REFUSAL, 14, shadow_blur=10, border=theme.CREAM, border_width=2)
        icon = draw.assets().icon("cancel", 40, theme.CREAM)
        canvas.blit(icon, icon.get_rect(topleft=(BANNER.left + 14, BANNER.top + 14)))
        detail = str(getattr(self.controller, "last_save_error", "") or "")
        draw.text(
            canvas,
            tr("ui.savestatus.failed", detail=detail[:60]),
            (BANNER.left + 64, BANNER.top + 12),
            21,
            theme.CREAM,
            "topleft",
            BANNER.width - 80,
            wrap_lines=True,
            max_lines=6,
        )
        self.button.draw(canvas)


class SaveElsewhereOverlay(Scene):
    """A folder chooser of our own: a typed path and a few likely folders; saves there and keeps
    autosaving there."""

    opaque = False

    def __init__(self, ctx: AppContext, controller: Any, after: Callable[[], Any] | None = None) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.after = after
        self.panel = pygame.Rect(0, 0, 1000, 620)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        p = self.panel
        folders = suggested_folders()
        start = str(folders[0] / "Salon saves") if folders else ""
        self.folder = start
        self.field = TextField(
            pygame.Rect(p.left + 50, p.top + 170, p.width - 100, 64), start, self._set, max_len=240, size=24
        )
        self.picks = [
            Button(
                pygame.Rect(p.left + 50 + (i % 2) * 460, p.top + 270 + (i // 2) * 76, 440, 62),
                self._short(f),
                functools.partial(self._pick, f),
                size=22,
                icon="load",
                name=f"pick:{i}",
            )
            for i, f in enumerate(folders)
        ]
        self.b_save = Button(
            pygame.Rect(p.right - 330, p.bottom - 100, 280, 70),
            tr("ui.savestatus.save_here"),
            self.save_here,
            primary=True,
            icon="save",
            name="save_here",
        )
        self.b_cancel = Button(
            pygame.Rect(p.left + 50, p.bottom - 100, 240, 70),
            tr("ui.savestatus.cancel"),
            self.cancel,
            icon="back",
            name="cancel",
        )
        self.error = ""
        self.focus = FocusRing(ctx, lambda: self.widgets, default=self.b_save)

    @staticmethod
    def _short(path: Path) -> str:
        text = str(path)
        return text if len(text) <= 34 else "…" + text[-33:]

    @property
    def widgets(self) -> list[Any]:
        return [self.field, *self.picks, self.b_cancel, self.b_save]

    def _set(self, value: str) -> None:
        self.folder = value
        self.error = ""

    def _pick(self, folder: Path) -> None:
        self.field.value = str(folder / "Salon saves")
        self._set(self.field.value)

    def save_here(self) -> bool:
        text = self.folder.strip()
        if not text:
            self.error = tr("ui.savestatus.no_folder")
            return False
        folder = Path(os.path.expanduser(text))
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.error = tr("ui.savestatus.cannot", detail=exc.strerror or str(exc))
            return False
        if not self.controller.save_elsewhere(folder):
            self.error = tr("ui.savestatus.cannot", detail=self.controller.last_save_error or "")
            return False
        toast(self.ctx, tr("ui.savestatus.saved_to", folder=self._short(folder)))
        self.ctx.stack.pop()
        if self.after is not None:
            self.after()
        return True

    def cancel(self) -> None:
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.field.focused:
            self.cancel()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.field.focused
        ):
            self.field.stop_editing()
            self.save_here()
            return True
        if self.field.handle(event, self.ctx):
            return True
        if not self.focus.handle(event):
            handle_all([*self.picks, self.b_cancel, self.b_save], event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.field.update(dt)
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 24, shadow_blur=24, border=theme.BRASS, border_width=3)
        draw.text(canvas, tr("ui.savestatus.title"), (p.left + 50, p.top + 40), 44, theme.INK, bold=True)
        draw.text(
            canvas,
            tr("ui.savestatus.body"),
            (p.left + 50, p.top + 110),
            24,
            theme.INK_SOFT,
            "topleft",
            p.width - 100,
        )
        self.field.draw(canvas)
        for b in self.picks:
            b.draw(canvas)
        if self.error:
            draw.text(
                canvas,
                self.error,
                (p.left + 50, p.bottom - 150),
                22,
                theme.REFUSAL,
                "topleft",
                p.width - 100,
                wrap_lines=True,
                max_lines=2,
            )
        self.b_cancel.draw(canvas)
        self.b_save.draw(canvas)
        self.focus.draw(canvas)


class UnsavedQuitOverlay(Scene):
    """Asked before quitting while the game's last moves are not on disk."""

    opaque = False

    def __init__(self, ctx: AppContext, controller: Any, on_quit: Callable[[], Any]) -> None:
        super().__init__(ctx)
        self.controller = controller
        self.on_quit = on_quit
        self.panel = pygame.Rect(0, 0, 1240, 440)
        self.panel.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        p = self.panel
        self.buttons = [
            Button(
                pygame.Rect(p.left + 40, p.bottom - 110, 370, 74),
                tr("ui.savestatus.back"),
                self.back,
                icon="back",
                size=26,
                name="back",
            ),
            Button(
                pygame.Rect(p.left + 435, p.bottom - 110, 370, 74),
                tr("ui.savestatus.elsewhere"),
                self.elsewhere,
                icon="save",
                primary=True,
                size=26,
                name="save_elsewhere",
            ),
            Button(
                pygame.Rect(p.right - 410, p.bottom - 110, 370, 74),
                tr("ui.savestatus.quit_anyway"),
                self.quit_anyway,
                icon="exit",
                size=26,
                name="quit_anyway",
            ),
        ]
        self.focus = FocusRing(ctx, lambda: self.buttons, default=self.buttons[1])

    def back(self) -> None:
        self.ctx.stack.pop()

    def elsewhere(self) -> None:
        self.ctx.stack.pop()
        self.ctx.stack.push(SaveElsewhereOverlay(self.ctx, self.controller, after=self.on_quit))

    def quit_anyway(self) -> None:
        self.ctx.stack.pop()
        self.on_quit()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if not self.focus.handle(event):
            handle_all(self.buttons, event, self.ctx)
        return True

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        draw.dim(canvas, 170)
        p = self.panel
        draw.panel(canvas, p, theme.CREAM, 24, shadow_blur=24, border=theme.REFUSAL, border_width=4)
        draw.text(
            canvas,
            tr("ui.savestatus.quit_title"),
            (p.centerx, p.top + 70),
            46,
            theme.REFUSAL,
            "center",
            bold=True,
        )
        detail = str(getattr(self.controller, "last_save_error", "") or "")
        draw.text(
            canvas,
            tr("ui.savestatus.quit_body", detail=detail[:80]),
            (p.centerx, p.top + 130),
            26,
            theme.INK,
            "midtop",
            p.width - 100,
            wrap_lines=True,
            max_lines=3,
        )
        for b in self.buttons:
            b.draw(canvas)
        self.focus.draw(canvas)


def unsaved_controllers(ctx: AppContext) -> list[Any]:
    """The controllers on the stack whose last moves are not on disk."""
    out = []
    for scene in ctx.stack.scenes:
        c = getattr(scene, "controller", None)
        if c is not None and getattr(c, "unsaved", False) and c not in out:
            out.append(c)
    return out


def ask_before_quitting(ctx: AppContext, on_quit: Callable[[], Any]) -> bool:
    """True (and the question shown) when quitting now would lose unsaved moves."""
    if any(isinstance(s, UnsavedQuitOverlay) for s in ctx.stack.scenes):
        return True
    for c in unsaved_controllers(ctx):
        try:
            c.autosave()  # one more try first
        except Exception as exc:  # noqa: BLE001 - asking must always work
            log.error("autosave before quitting failed: %s", exc, exc_info=exc)
    lost = unsaved_controllers(ctx)
    if not lost:
        return False
    ctx.stack.push(UnsavedQuitOverlay(ctx, lost[0], on_quit))
    return True
