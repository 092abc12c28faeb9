"""The board for the table's player count, and the first human in the home chair.

The map (``tools/make_farshore_map.py``) holds each zone at 4 players, ``at_N`` where N players put
it elsewhere and ``players`` on shared zones only some counts use. ``arrange`` applies them; then
``seat_home`` turns the chairs so the first human sits in the home chair (the map's seat 0: the
strip along the bottom with room for a whole hand) and the others follow clockwise. Only
``board.zones`` changes, once, before the table lays anything out.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from scenes.table.board import Zone

SEAT_RE = re.compile(r"^seat:(\d+):(.+)$")


def _rect(text: Any) -> tuple[int, int, int, int] | None:
    try:
        x, y, w, h = (int(v) for v in str(text).split(","))
    except ValueError:
        return None
    return (x, y, w, h) if w > 0 and h > 0 else None


def arrange(zones: dict[str, Zone], players: int) -> None:
    """Move every zone to its place at ``players`` and hide those this count does not use."""
    for zid, z in list(zones.items()):
        at = _rect(z.prop(f"at_{players}"))
        only = z.prop("players")
        hide = only is not None and str(players) not in str(only).split(",")
        if at is None and not hide:
            continue
        props = {**z.properties, "hidden": True} if hide else z.properties
        zones[zid] = dataclasses.replace(
            z, rect=at or z.rect, polygon=None if at else z.polygon, properties=props
        )


def seat_home(zones: dict[str, Zone], players: int, home: int) -> None:
    """Give seat ``home`` the map's seat-0 chair, and seat ``home + k`` the map's seat-k chair."""
    if not 0 < home < players:
        return
    chairs: dict[tuple[int, str], Zone] = {}
    for zid, z in zones.items():
        m = SEAT_RE.match(zid)
        if m and int(m.group(1)) < players:
            chairs[(int(m.group(1)), m.group(2))] = z
    for (s, part), z in chairs.items():
        src = chairs.get(((s - home) % players, part))
        if src is not None:
            zones[z.id] = dataclasses.replace(z, rect=src.rect, polygon=src.polygon)

