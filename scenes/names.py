"""The games by name: their names in the player's language, their icons, how many play, and the order
the menu lists them in (the menu, the setup, the load and history screens, the rules book share them).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING

from game import catalog
from game.core.i18n import tr

if TYPE_CHECKING:  # the rules core loads after the menu's first frame
    from game.core.rules import Rules

PRODUCT_GAMES = catalog.PRODUCT_GAMES


def _registry() -> Mapping[str, Rules] | None:
    """The registered games once ``game.registry`` is loaded; None before (the program's first frame
    draws the menu from ``game.catalog`` and loads the registry a frame later)."""
    module = sys.modules.get("game.registry")
    return getattr(module, "GAMES", None) if module is not None else None


def _registered(game_id: str) -> bool:
    games = _registry()
    return game_id in games if games is not None else game_id in catalog.PLAYERS


GAME_ICONS = {"new_eden": "palm", "paris": "key", "farshore": "lighthouse", "droids": "robot", "race": "dice"}


def game_name(game_id: str) -> str:
    rules = (_registry() or {}).get(game_id)
    if rules is not None:
        key = f"ui.game.{game_id}"
        return tr(key) if game_id in PRODUCT_GAMES else str(getattr(rules, "name", game_id))
    return tr(f"ui.game.{game_id}")


def players_text(rules: Rules | tuple[int, int]) -> str:
    lo, hi = rules if isinstance(rules, tuple) else (rules.min_players, rules.max_players)
    if lo == hi:
        return tr("ui.menu.players_one", min=lo)
    return tr("ui.menu.players", min=lo, max=hi)


def menu_game_ids() -> list[str]:
    """The product games in menu order, then any other registered game (test fixtures)."""
    return list(PRODUCT_GAMES) + [g for g in (_registry() or {}) if g not in PRODUCT_GAMES]
