"""The tool buttons beside the log: undo, redo (``redo``), hint, menu, and pausing or stepping the bots."""

from __future__ import annotations

import logging

import pygame

from game.core.i18n import tr
from scenes import draw, theme
from scenes.table.core import TableCore
from scenes.widgets import Button

log = logging.getLogger(__name__)

TOOL_ICONS = {
    "undo": "back",
    "redo": "back",
    "hint": "search",
    "menu": "settings",
    "pause": "pause",
    "step": "play",
}
MIRRORED = frozenset({"redo"})  # drawn mirrored: redo's arrow is undo's, turned the other way


class ToolButton(Button):
    """A square tool button: its icon above a short label."""

    def label_room(self) -> int:
        return self.rect.w - 12

    def label_cut(self) -> bool:  # one line under the icon, never wrapped
        return bool(self.label) and draw.font(self.size, True).size(self.label)[0] > self.label_room()

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.visible:
            return
        draw.button(
            canvas,
            self.rect,
            "",
            hover=self.hover and self.enabled,
            pressed=self.pressed,
            disabled=not self.enabled,
            primary=self.primary,
        )
        ink = theme.INK if self.enabled else (0x4A, 0x43, 0x3D)
        dy = 3 if self.pressed else 0
        if self.icon:
            ic = draw.assets().icon(self.icon, 30, ink)
            if self.name in MIRRORED:
                ic = pygame.transform.flip(ic, True, False)
            canvas.blit(ic, ic.get_rect(center=(self.rect.centerx, self.rect.y + 27 + dy)))
        draw.text(
            canvas,
            self.label,
            (self.rect.centerx, self.rect.bottom - 8 + dy),
            self.size,
            ink,
            "midbottom",
            self.rect.w - 12,
            bold=True,
        )


class Tools(TableCore):
    """The tool buttons and what they do."""

    def _make_tools(self) -> None:
        r = self._panel("panel:tools")
        has_bots = any(s.kind == "bot" for s in self.controller.seats)
        specs = [
            ("undo", "table.undo", self._undo),
            ("redo", "table.redo", self._redo_move),
            ("menu", "table.menu", self._menu),
            ("hint", "table.hint", self._hint),
        ]
        if has_bots:
            specs += [
                ("pause", "table.pause_bots", self._toggle_bots),
                ("step", "table.step_bot", self._step_bot),
            ]
        cols, gap = 3, 10
        rows = (len(specs) + cols - 1) // cols
        w = (r.w - gap * (cols - 1)) // cols
        h = min(84, (r.h - gap * (rows - 1)) // rows)
        self.tools: dict[str, Button] = {}
        for i, (name, key, fn) in enumerate(specs):
            rect = pygame.Rect(
                r.x + (i % cols) * (w + gap),
                r.bottom - rows * (h + gap) + gap + (i // cols) * (h + gap),
                w,
                h,
            )
            self.tools[name] = ToolButton(
                rect, tr(key), fn, size=20, name=name, primary=name == "menu", icon=TOOL_ICONS.get(name)
            )

    def _sync_tools(self) -> None:
        undo = self.tools.get("undo")
        if undo is not None:
            undo.enabled = (
                self.viewer is not None and self.presenter.drained and self.controller.can_undo(self.viewer)
            )
        self._sync_redo()

    def _undo(self) -> None:
        seat = self.viewer
        if seat is None or not self.controller.can_undo(seat):
            self.notify(tr("table.cannot_undo"))
            return
        if self.controller.undo(seat):
            self.notify(tr("table.undone"))
            self._jump()

    def _hint(self) -> None:
        seat = self._human_to_act()
        if seat is None:
            self.notify(tr("table.no_hint"))
            return
        try:
            action = self.controller.hint(seat)
        except Exception as exc:  # noqa: BLE001 - a hint must never break the table
            log.error("hint failed: %s", exc, exc_info=exc)
            action = None
        if action is None:
            self.notify(tr("table.no_hint"))
            return
        self.hint_action = action
        self.notify(tr("table.hint_is", label=self._label(action)))

    def _redo_move(self) -> None:  # redo
        raise NotImplementedError

    def _sync_redo(self) -> None:  # redo
        raise NotImplementedError

    def _toggle_bots(self) -> None:
        self.bots_paused = not self.bots_paused
        self.tools["pause"].label = tr("table.resume_bots" if self.bots_paused else "table.pause_bots")
        self.tools["pause"].icon = "play" if self.bots_paused else "pause"

    def _step_bot(self) -> None:
        self.step_requested = True
        if not self.bots_paused:
            self._toggle_bots()

    def _menu(self) -> None:
        self.presenter.finish()
        self.ctx.stack.push(self.ctx.scene("pause", self.controller))
