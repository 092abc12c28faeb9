"""A full zone opened whole: its "+N" chip (``placement.more_piece``) opens every piece of the
zone in a panel over the board, at a size that reads, where each one glows, says why not and is
clicked like on the board. A click outside, Escape or a move closes it.

The opened zone's pieces are laid out in the panel (``self.layout`` holds those places while it is
open), so targets, tooltips, the zoom and the audit all see them where they are drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.rules import Piece
from scenes import draw, theme
from scenes.table.core import TableCore
from scenes.table.pieces import CARD, CARD_KINDS, TOKEN
from scenes.table.placement import MORE_KIND

PANEL_PAD = 24
PANEL_TITLE = 44
GAP = 12


def open_places(
    pieces: Sequence[Piece], bounds: pygame.Rect, near: pygame.Rect
) -> tuple[pygame.Rect, list[tuple[Piece, pygame.Rect]]]:
    """The panel for ``pieces`` (near the zone ``near``, inside ``bounds``) and where each goes: the
    largest size from a table card (or token) down that fits them all, in rows, none overlapping."""
    kinds = {p.kind in CARD_KINDS for p in pieces}
    card = True in kinds
    n = max(1, len(pieces))
    inner_w = bounds.w - 2 * PANEL_PAD
    inner_h = bounds.h - 2 * PANEL_PAD - PANEL_TITLE
    w, h = CARD if card else (TOKEN + 16, TOKEN + 16)
    while True:
        cols = max(1, min(n, (inner_w + GAP) // (w + GAP)))
        rows = -(-n // cols)
        if rows * h + (rows - 1) * GAP <= inner_h or h <= 40:
            break
        w, h = int(w * 0.9), int(h * 0.9)
    box_w = cols * w + (cols - 1) * GAP + 2 * PANEL_PAD
    box_h = rows * h + (rows - 1) * GAP + 2 * PANEL_PAD + PANEL_TITLE
    box = pygame.Rect(0, 0, max(box_w, 360), box_h)
    box.center = near.center
    box.clamp_ip(bounds)
    x0 = box.centerx - (cols * w + (cols - 1) * GAP) // 2
    y0 = box.y + PANEL_PAD + PANEL_TITLE
    places = [
        (p, pygame.Rect(x0 + (i % cols) * (w + GAP), y0 + (i // cols) * (h + GAP), w, h))
        for i, p in enumerate(pieces)
    ]
    return box, places


class OpenStacks(TableCore):
    """Opening a full zone's pieces in a panel, and closing it."""

    def _more_at(self, pos: tuple[int, int]) -> str | None:
        """The zone whose "+N" chip is under ``pos``."""
        for zid, placed in self.layout.items():
            for p, r in placed:
                if p.kind == MORE_KIND and r.collidepoint(pos):
                    return zid
        return None

    def open_stack(self, zone: str) -> None:
        """Show every piece of ``zone`` in a panel over the board."""
        self.opened = zone
        self.chooser = None
        self._relayout()

    def close_stack(self) -> None:
        if self.opened is not None:
            self.opened = None
            self.opened_box = None
            self._relayout()

    def _relayout(self) -> None:
        self.skin_placed = set()
        self.layout = self._layout_for(self._zones_now, self.track_values)
        self._targets_key = None
        self._base_key_now = None

    def _open_places(self, zid: str, pieces: Sequence[Piece]) -> list[tuple[Piece, pygame.Rect]]:
        """Where the opened zone's pieces go (and the panel's rect, kept in ``opened_box``)."""
        z = self.board.zone(zid)
        near = pygame.Rect(z.rect) if z is not None else self._panel("panel:board")
        box, places = open_places(pieces, self._panel("panel:board"), near)
        self.opened_box = box
        return places

    def _draw_open_panel(self, canvas: pygame.Surface) -> None:
        """The panel's backdrop and title, then its pieces (over every other zone)."""
        if self.opened is None or self.opened_box is None:
            return
        box = self.opened_box
        veil = pygame.Surface(self._panel("panel:board").size, pygame.SRCALPHA)
        veil.fill((10, 6, 4, 120))
        canvas.blit(veil, self._panel("panel:board"))
        draw.panel(
            canvas, box, draw.mix(theme.WALNUT, theme.CREAM, 0.12), 18, shadow_blur=18, border=theme.BRASS
        )
        z = self.board.zone(self.opened)
        title = self._zone_title(z) if z is not None else ""
        draw.text(
            canvas,
            title,
            (box.x + PANEL_PAD, box.y + 14),
            24,
            theme.CREAM,
            "topleft",
            box.w - 2 * PANEL_PAD,
            bold=True,
        )
        if draw.font(24, True).size(title)[0] > box.w - 2 * PANEL_PAD:
            self.hover_texts["open"] = (pygame.Rect(box.x, box.y, box.w, PANEL_TITLE), title)
        for p, r in self.layout.get(self.opened, []):
            self._draw_piece(canvas, p.kind, p.face, r, p.owner, p.count, p.label)
