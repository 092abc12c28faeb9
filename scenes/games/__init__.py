"""Per-game skins for the generic table: the few things a game draws or asks in its own way.

The table looks a skin up in ``SKINS`` by game id (an explicit dict, no discovery) and calls its
hooks; a game without a skin plays on the generic table. See ``base.TableSkin`` for the hooks.
"""

from __future__ import annotations

from scenes.games import droids, farshore, new_eden, paris
from scenes.games.base import TableSkin, TableView

SKINS: dict[str, type[TableSkin]] = {
    "new_eden": new_eden.Skin,
    "paris": paris.Skin,
    "farshore": farshore.Skin,
    "droids": droids.Skin,
}


def skin_for(game_id: str, table: TableView) -> TableSkin:
    """The game's skin for ``table``; a game without one plays on the do-nothing ``TableSkin``."""
    return SKINS.get(game_id, TableSkin)(table)
