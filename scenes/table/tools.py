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


GLYPHS = {"rules": "?"}  # a tool drawn with a glyph above its label instead of an icon
GLYPH_SIZE = 36


class ToolButton(Button):
    """A square tool button: its icon (or glyph) above a short label; ``tip`` says what it does
    when hovered or focused."""

    tip = ""

    def label_room(self) -> int:
        return self.rect.w - 12

    def label_cut(self) -> bool:  # one line under the icon, never wrapped; a larger text shrinks to fit
        if not self.label:
            return False
        with draw.designed_text():
            return draw.font(self.size, True).size(self.label)[0] > self.label_room()

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
        dy -= (draw.scaled(self.size) - self.size) // 2  # a larger label: the icon rises to make room
        glyph = GLYPHS.get(self.name)
        if glyph:  # drawn as the icons are: its letter's ink centred where an icon sits
            with draw.designed_text():
                g = draw.render(glyph, GLYPH_SIZE, ink, bold=True)
            ink_box = g.get_bounding_rect()
            ink_box.center = (self.rect.centerx, self.rect.y + 27 + dy)
            canvas.blit(g, ink_box, g.get_bounding_rect())
        elif self.icon:
            ic = draw.assets().icon(self.icon, 30, ink)
            if self.name in MIRRORED:
                ic = pygame.transform.flip(ic, True, False)
            canvas.blit(ic, ic.get_rect(center=(self.rect.centerx, self.rect.y + 27 + dy)))
        draw.text(
            canvas,
            self.label,
            (self.rect.centerx, self.rect.bottom - 8 + (3 if self.pressed else 0)),
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
            ("rules", "table.rules", self._open_rules),
        ]
        if has_bots:
            specs += [
                ("pause", "table.pause_bots", self._toggle_bots),
                ("step", "table.step_bot", self._step_bot),
            ]
        cols, gap = (3 if len(specs) <= 6 else 4), 10
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
        rules = self.tools["rules"]
        if isinstance(rules, ToolButton):
            rules.tip = tr("table.rules_tip")

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

    def _open_rules(self) -> None:
        """The rules book, open at the section for the decision in front of the viewer (as F1)."""
        from scenes.rules_ref import open_for_view

        open_for_view(self.ctx, self.controller.rules, self.controller.view(self.viewer))

    def _menu(self) -> None:
        self.presenter.finish()
        self.ctx.stack.push(self.ctx.scene("pause", self.controller))
