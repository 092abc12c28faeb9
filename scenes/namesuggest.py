"""Remembered names offered while a seat's name is typed (``game.core.players``): a short list under
the name field — the names that begin with what is typed, most recently played first, none already
seated. Click one, or pick it with ↓/↑ and Enter; anything else types on as before."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core import players
from scenes import draw, theme

ROW = 46
SIZE = 24
SHOWN = 4


class NameSuggest:
    """The list for whichever name field is being typed in. ``fields()`` gives (field, apply) pairs:
    the text fields, and what to call with a chosen name; ``seated()`` the names taken now."""

    def __init__(
        self,
        fields: Callable[[], Sequence[tuple[Any, Callable[[str], None]]]],
        seated: Callable[[], Sequence[str]],
        known: Sequence[players.Player] | None = None,
    ) -> None:
        self.fields = fields
        self.seated = seated
        self.known = list(known) if known is not None else players.load()
        self.highlight = -1
        self._for: Any = None

    def active(self) -> tuple[Any, Callable[[str], None]] | None:
        return next(((f, fn) for f, fn in self.fields() if getattr(f, "focused", False)), None)

    def names(self) -> list[str]:
        got = self.active()
        if got is None:
            return []
        field = got[0]
        # a whole selection, or the seat's own default name ("Player 2"), is typed over: offer every name
        typed = "" if field.selected or field.value == getattr(field, "placeholder", None) else field.value
        others = [n for n in self.seated() if n.strip().casefold() != field.value.strip().casefold()]
        return players.suggestions(typed, self.known, exclude=others, limit=SHOWN)

    def rows(self) -> list[tuple[pygame.Rect, str]]:
        got = self.active()
        if got is None:
            return []
        field = got[0]
        if field is not self._for:
            self._for = field
            self.highlight = -1
        names = self.names()
        width = max(field.rect.w, max((draw.font(SIZE).size(n)[0] + 40 for n in names), default=0))
        return [
            (pygame.Rect(field.rect.left, field.rect.bottom + 4 + i * ROW, width, ROW), name)
            for i, name in enumerate(names)
        ]

    def choose(self, name: str) -> None:
        got = self.active()
        if got is None:
            return
        field, apply = got
        field.value = name
        field.selected = False
        apply(name)
        field.stop_editing()
        self.highlight = -1

    def handle(self, event: pygame.event.Event) -> bool:
        """Before the name field: a click on a name, ↓/↑ through them, Enter on the highlighted one."""
        rows = self.rows()
        if not rows:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, name in rows:
                if rect.collidepoint(event.pos):
                    self.choose(name)
                    return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.highlight = next((i for i, (r, _n) in enumerate(rows) if r.collidepoint(event.pos)), self.highlight)
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_DOWN:
                self.highlight = min(len(rows) - 1, self.highlight + 1)
                return True
            if event.key == pygame.K_UP:
                self.highlight = max(-1, self.highlight - 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.highlight < len(rows):
                self.choose(rows[self.highlight][1])
                return True
        if event.type == pygame.TEXTINPUT:
            self.highlight = -1
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        rows = self.rows()
        if not rows:
            return
        box = rows[0][0].unionall([r for r, _n in rows[1:]]) if len(rows) > 1 else rows[0][0]
        draw.panel(canvas, box.inflate(8, 8), (0xFF, 0xF8, 0xE4), 12, shadow_blur=12, border=theme.BRASS,
                   inner_line=False)
        for i, (r, name) in enumerate(rows):
            if i == self.highlight:
                pygame.draw.rect(canvas, draw.mix(theme.CREAM, theme.BRASS, 0.35), r.inflate(-4, -4), border_radius=8)
            icon = draw.assets().icon("person", 20, theme.INK_SOFT)
            canvas.blit(icon, icon.get_rect(midleft=(r.left + 12, r.centery)))
            draw.text(canvas, name, (r.left + 40, r.centery), SIZE, theme.INK, "midleft", r.w - 52)
