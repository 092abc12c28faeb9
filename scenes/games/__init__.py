"""Per-game skins for the generic table: the few things a game draws or asks in its own way.

The table looks a skin up in ``SKINS`` by game id (an explicit dict, no discovery) and calls its
hooks; a game without a skin plays on the generic table. See ``base.TableSkin`` for the hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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


CardInfo = Callable[[str], "dict[str, Any] | None"]


def card_info_for(game_id: str, rules: Any) -> CardInfo | None:
    """The rules' ``card_info`` (a face in words and numbers) with the game skin's ``face_style``
    (its colours and shapes) laid over it: what the piece art draws a face from. None: the rules
    describe no face."""
    info: CardInfo | None = getattr(rules, "card_info", None)
    style = SKINS.get(game_id, TableSkin).face_style
    if info is None or style is TableSkin.face_style:
        return info
    described: CardInfo = info

    def styled(face: str) -> dict[str, Any] | None:
        got = described(face)
        return got if got is None else {**got, **style(face)}

    return styled
