"""The hooks a game skin offers the table (every hook has a do-nothing default)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.messages import Action
from scenes.widgets import Button


class TableSkin:
    """``TableSkin(table)``: reads the table's display view, never changes the game itself; a
    decision it draws is submitted through ``table.submit_action`` like any click."""

    def __init__(self, table: Any) -> None:
        self.table = table

    def claims(self, action: Action) -> bool:
        """True for a legal action the skin offers with its own control (not as a plain button)."""
        return False

    def label(self, action: Action) -> str | None:
        """A clearer label for an action's button or chooser row (None: the rules' label)."""
        return None

    def refresh(self, seat: int | None, actions: list[Action]) -> None:
        """The legal actions the skin claimed for the human to act (``seat`` None: nobody)."""

    def controls(self) -> list[Button]:
        """The skin's clickable controls shown now."""
        return []

    def controls_area(self) -> pygame.Rect | None:
        """The part of the table the skin's controls take now, with what it draws round them (a
        panel in the action bar): the prompt line and every overlay keep clear of it. Default: the
        controls' own rects together (None: no controls)."""
        rects = [pygame.Rect(b.rect) for b in self.controls()]
        return rects[0].unionall(rects[1:]) if rects else None

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw_static(self, canvas: pygame.Surface) -> None:
        """Drawn once into the board's static layer, under every piece (track bands, legends)."""

    def draw_base(self, canvas: pygame.Surface) -> None:
        """Drawn into the table's cached base layer (changes only when the view changes)."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Drawn on top every frame (panels, controls)."""

    def shown_seats(self) -> tuple[int, ...]:
        """Seats beyond the players whose zones the table draws like a player's (asked once, after
        the skin is made). A solo game's built-in opponent (the Droïdes automa) has no chair but its
        workshop is on the table: its skin returns that seat. Default: none."""
        return ()

    def piece_face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The skin's own printed face for a piece at ``size`` (None: the table's piece art draws
        it). The table adds the shadow and the count badge, everywhere the piece shows: in its zone,
        sliding and in flight. Asked every frame while a piece flies: keep the surfaces cached.
        Face-down pieces are never asked."""
        return None

    def place(
        self, zone_id: str, zone: Any, placed: list[tuple[Any, pygame.Rect]]
    ) -> list[tuple[Any, pygame.Rect]] | None:
        """Where a zone's pieces go instead of the table's own ``placed`` (None: keep them). Drawing,
        hover, clicks and flights all use what this returns. ``placed`` holds every piece of the zone:
        those the table has no room for (it shows them behind a "+N" chip) share that chip's rect."""
        return None

    def count_badge(
        self, kind: str, face: str, rect: pygame.Rect, count: int
    ) -> tuple[tuple[int, int], int] | None:
        """Where a stacked token's, key's or marker's count badge goes: (its centre, its font size)
        for ``draw.badge``; None: the table's own, on the piece's top-right corner. Cards keep theirs."""
        return None

    def tooltip(self, zone: str, piece: Any) -> str | None:
        """What a hovered piece does, in a sentence (None: nothing to say)."""
        return None
