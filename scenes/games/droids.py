"""Les Derniers Droïdes at the table: the designed board (maps/droids.tmx) for every player count.

The map's objects hold the 4-player arrangement; a zone may carry ``at_N`` = "x,y,w,h" (its rect at
N players), ``at_N_label`` (its title at N players) and ``players`` = "2,3" (the counts at which it
is in play; elsewhere it is hidden). This skin applies them once, before the board is first drawn.
See tools/make_droids_map.py.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.i18n import add_strings
from scenes.games.base import TableSkin

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
    "droids.board.zone_shared": "Houses & discard (shared)",
    "droids.board.zone_pair": "Houses & discard between neighbours",
    "droids.board.zone_duel": "Duel zone: houses & discard",
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


class Skin(TableSkin):
    def __init__(self, table: Any) -> None:
        super().__init__(table)
        board = getattr(table, "board", None)
        if board is not None and getattr(board, "source", "auto") != "auto":
            arrange(board, int(getattr(table, "players", 4)))
