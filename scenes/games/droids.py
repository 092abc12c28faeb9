"""Les Derniers Droïdes at the table: the designed board (maps/droids.tmx) for every player count.

The map's objects hold the 4-player arrangement; a zone may carry ``at_N`` = "x,y,w,h" (its rect at
N players), ``at_N_label`` (its title at N players) and ``players`` = "2,3" (the counts at which it
is in play; elsewhere it is hidden). This skin applies them once, before the board is first drawn.
See tools/make_droids_map.py.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.core.i18n import add_strings, tr
from scenes import draw, theme
from scenes.games.base import TableSkin, TableView
from scenes.table.layout import seat_of

STRINGS = {
    "droids.board.collection": "Repaired droids",
    "droids.board.houses": "Houses",
    "droids.board.markers": "Markers",
    "droids.board.shed": "Shed",
    "droids.board.extensions": "Extensions",
    "droids.board.drawn": "Dealt",
    "droids.board.hand": "Hand",
    "droids.board.bench": "Deck · Interseason",
    "droids.board.bench_4": "Decks A · B · Interseason",
    "droids.board.zone_shared": "Shared houses & discard",
    "droids.board.zone_pair": "Houses & discard",
    "droids.board.zone_duel": "Duel: houses & discard",
}
add_strings(STRINGS)


def _rect(text: Any) -> tuple[int, int, int, int] | None:
    try:
        x, y, w, h = (int(v) for v in str(text).split(","))
    except ValueError:
        return None
    return (x, y, w, h) if w > 0 and h > 0 else None


def arrange(board: Any, players: int) -> None:
    """Move, retitle and hide the board's zones for ``players`` (a solo game uses the 1 entries)."""
    for zid, z in list(board.zones.items()):
        props = dict(z.properties)
        changed = False
        at = _rect(props.get(f"at_{players}")) if f"at_{players}" in props else None
        if at is not None:
            changed = True
        label = props.get(f"at_{players}_label")
        if label:
            props["label"] = label
            changed = True
        only = props.get("players")
        if only is not None and str(players) not in str(only).split(","):
            props["hidden"] = True
            changed = True
        if changed:
            board.zones[zid] = dataclasses.replace(
                z, rect=at or z.rect, polygon=None if at else z.polygon, properties=props
            )


AUTOMA = 1  # the automa's seat in a solo game (game.droids: seat 1)


class Skin(TableSkin):
    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.designed = False  # the designed map (not the automatic layout): ``arrange`` says
        self.solo = table.players == 1

    def arrange(self, board: Any, players: int) -> None:
        self.designed = getattr(board, "source", "auto") != "auto"
        self.solo = players == 1
        if self.designed:
            arrange(board, players)

    def shown_seats(self) -> tuple[int, ...]:
        # the automa has no chair of its own, but its workshop (collection, houses, dealt cards)
        # is on the table: its seat zones are drawn like a player's
        return (AUTOMA,) if self.solo and self.designed else ()

    def draw_static(self, canvas: pygame.Surface) -> None:
        if not self.designed:
            return
        for z in self.table.board.zones.values():  # the shed's title (its tokens leave room for captions)
            s = seat_of(z.id)
            if (
                z.id.endswith(":shed")
                and s is not None
                and self.table.seat_present(z.id)
                and not z.prop("hidden")
            ):
                draw.text(
                    canvas,
                    tr("droids.board.shed"),
                    (z.rect[0] + 12, z.rect[1] + 6),
                    18,
                    draw.mix(theme.CREAM, theme.BRASS, 0.3),
                    "topleft",
                    z.rect[2] - 20,
                    bold=True,
                )
        names = self.table.name
        for z in self.table.board.zones.values():  # who shares each house zone, on its plate
            if not z.id.endswith(":plate") or z.prop("hidden"):
                continue
            try:
                a, b = (int(v) for v in z.id.split(":")[1].split("-"))
            except ValueError:
                continue
            draw.text(
                canvas,
                f"{names(a)} \u2194 {names(b)}",
                (z.rect[0] + z.rect[2] - 12, z.rect[1] + 6),
                18,
                theme.CREAM,
                "topright",
                z.rect[2] // 2 - 16,
                bold=True,
                shadow=(0, 0, 0),
            )
        if self.solo:
            self._automa_strip(canvas)

    def draw_base(self, canvas: pygame.Surface) -> None:
        """Under each shed column: the part's name and its count / capacity."""
        if not self.designed:
            return
        for zid, placed in self.table.layout.items():
            if not zid.endswith(":shed") or not self.table.seat_present(zid):
                continue
            for piece, r in placed:
                kind = str(piece.face).split(":", 1)[-1]
                x, y = r.centerx, r.bottom + 1
                draw.text(
                    canvas, tr(f"droids.part_{kind}"), (x, y), 14, theme.CREAM, "midtop", 52, shadow=(0, 0, 0)
                )
                if piece.label:
                    draw.text(
                        canvas,
                        piece.label,
                        (x, y + 15),
                        15,
                        draw.mix(theme.CREAM, theme.BRASS, 0.4),
                        "midtop",
                        58,
                        bold=True,
                        shadow=(0, 0, 0),
                    )

    def _automa_strip(self, canvas: pygame.Surface) -> None:
        """Solo: a neutral (no seat colour) strip and name tab round the automa's workshop."""
        rects = [
            pygame.Rect(z.rect)
            for z in self.table.board.zones.values()
            if seat_of(z.id) == AUTOMA and not z.prop("hidden")
        ]
        if not rects:
            return
        area = rects[0].unionall(rects[1:]).inflate(16, 16)
        area.y -= 30
        area.h += 30
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.CREAM, 22), layer.get_rect(), border_radius=18)
        pygame.draw.rect(layer, (*theme.BRASS, 150), layer.get_rect(), 2, border_radius=18)
        canvas.blit(layer, area)
        draw.text(
            canvas,
            self.table.name(AUTOMA),
            (area.x + 18, area.y + 21),
            22,
            theme.CREAM,
            "midleft",
            300,
            bold=True,
            shadow=(0, 0, 0),
        )
