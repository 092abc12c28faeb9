"""Paris: New Eden's strength panel (spec §16 D10), in the action bar.

When a human declares for a building type, the panel shows the base (dice and waiting tokens of
the type), −/+ for wild dice and for jacks (each beside its own piece: the wild die, the jack
token), the resulting strength, and Confirm, which submits the matching ``CommitWilds``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import tr
from game.core.messages import Action
from game.new_eden.actions import CommitWilds
from game.new_eden.state import FACES
from game.new_eden.view import View
from scenes import draw, theme
from scenes.games.base import TableView
from scenes.games.new_eden import tokens
from scenes.table.pieces import FAMILY_COLOURS
from scenes.widgets import Button


class StrengthPanel:
    """The D10 control; ``table`` is the table scene it is drawn on."""

    def __init__(self, table: TableView) -> None:
        self.table = table
        self.options: dict[tuple[int, int], CommitWilds] = {}
        self.dice = 0
        self.jacks = 0
        self.buttons: dict[str, Button] = {}
        self._key: Any = None

    def claims(self, action: Action) -> bool:
        return isinstance(action, CommitWilds)

    def refresh(self, seat: int | None, actions: list[Action]) -> None:
        opts = {(a.dice, a.jacks): a for a in actions if isinstance(a, CommitWilds)}
        key = (seat, tuple(sorted(opts)))
        if key != self._key:
            self._key = key
            self.options = opts
            self.dice = self.jacks = 0
            self._make_buttons()

    def _bar(self) -> pygame.Rect:
        bar = self.table.panel("panel:actions")
        return pygame.Rect(bar.right - 1010, bar.y + 8, 1010, bar.h - 16)

    def _make_buttons(self) -> None:
        self.buttons = {}
        if not self.options:
            return
        r = self._bar()
        y, h = r.y + 8, r.h - 16
        x = r.x + 250
        specs = [
            ("dice-", "−", lambda: self._step("dice", -1)),
            ("dice+", "+", lambda: self._step("dice", 1)),
            ("jacks-", "−", lambda: self._step("jacks", -1)),
            ("jacks+", "+", lambda: self._step("jacks", 1)),
        ]
        for i, (name, label, fn) in enumerate(specs):
            bx = x + (i // 2) * 220 + (i % 2) * 150
            self.buttons[name] = Button(pygame.Rect(bx, y, 48, h), label, fn, size=30, name=f"strength:{name}")
        self.buttons["confirm"] = Button(
            pygame.Rect(r.right - 170, y, 160, h), tr("new_eden.ui.confirm"), self._confirm, primary=True,
            size=26, name="strength:confirm",
        )
        self._sync()

    def _step(self, what: str, d: int) -> None:
        dice, jacks = self.dice, self.jacks
        if what == "dice":
            dice += d
        else:
            jacks += d
        if (dice, jacks) in self.options:
            self.dice, self.jacks = dice, jacks
        elif what == "dice" and any(k[0] == dice for k in self.options):
            self.dice = dice
            self.jacks = min(self.jacks, max(k[1] for k in self.options if k[0] == dice))
        self._sync()

    def _sync(self) -> None:
        if not self.buttons:
            return
        o = self.options
        self.buttons["dice-"].enabled = (self.dice - 1, self.jacks) in o
        self.buttons["dice+"].enabled = (self.dice + 1, self.jacks) in o or any(k[0] == self.dice + 1 for k in o)
        self.buttons["jacks-"].enabled = (self.dice, self.jacks - 1) in o
        self.buttons["jacks+"].enabled = (self.dice, self.jacks + 1) in o

    def _confirm(self) -> None:
        action = self.options.get((self.dice, self.jacks))
        if action is not None:
            self.table.submit_action(action)

    def controls(self) -> list[Button]:
        return list(self.buttons.values()) if self.options else []

    def controls_area(self) -> pygame.Rect | None:
        """The panel the controls sit on (the prompt line and overlays keep clear of it)."""
        return self._bar() if self.options else None

    def handle(self, event: pygame.event.Event) -> bool:
        from scenes.widgets import handle_all

        return bool(self.options) and handle_all(self.controls(), event, self.table.ctx)

    def _base_strength(self, seat: int, t: str) -> int:
        view: View = self.table.display_view()
        sv = view.seats[seat]
        return sv.bd_dice[FACES.index(t)] + sv.waiting.count(t)

    def draw(self, canvas: pygame.Surface) -> None:
        if not self.options:
            return
        # the panel's two lines of words grow with the text size as far as its height holds them
        with draw.text_scale_at(draw.scale_for_height((22, 20), self._bar().h - 20, 1.36)):
            self._draw(canvas)

    def _draw(self, canvas: pygame.Surface) -> None:
        action = next(iter(self.options.values()))
        t = action.building_type
        r = self._bar()
        draw.panel(canvas, r, theme.CREAM, 14, shadow_blur=10, border=theme.BRASS)
        col = FAMILY_COLOURS.get(t, theme.BRASS)
        pygame.draw.rect(canvas, col, (r.x, r.y, 12, r.h), border_top_left_radius=14, border_bottom_left_radius=14)
        base = self._base_strength(action.seat, t)
        draw.text(canvas, tr("new_eden.ui.claim", building_type=tr(f"new_eden.types.{t}")), (r.x + 26, r.y + 12),
                  22, theme.INK, "topleft", 215, bold=True)
        draw.text(canvas, tr("new_eden.ui.base", n=base), (r.x + 26, r.bottom - 12), 20, theme.INK_SOFT,
                  "bottomleft", 215)
        for i, (what, n) in enumerate((("new_eden.ui.wild_dice", self.dice), ("new_eden.ui.jacks", self.jacks))):
            x0 = r.x + 250 + i * 220
            draw.text(canvas, tr(what), (x0 + 99, r.y + 6), 16, theme.INK_SOFT, "midtop", 100)
            piece = (self.table.art.surface("die", "wild", None, (30, 30)) if i == 0
                     else tokens.survivor_token("token:jack", (30, 30)))
            canvas.blit(piece, piece.get_rect(center=(x0 + 78, r.centery + 10)))
            draw.text(canvas, str(n), (x0 + 116, r.centery + 10), 34, theme.INK, "center", bold=True)
        strength = base + self.dice + self.jacks
        draw.text(canvas, tr("new_eden.ui.strength", n=strength), ((r.x + 674 + r.right - 174) // 2, r.centery),
                  24, theme.INK, "center", r.right - 174 - (r.x + 674), bold=True)
        for b in self.buttons.values():
            b.draw(canvas)

