"""The explicit registry of product games (never discovered by scanning folders).

Tests may add fixture games with ``register_game``; the product registers exactly these.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core.i18n import add_strings
from game.core.rules import Rules

GAMES: dict[str, Rules] = {}


def register_game(rules: Rules, strings: Mapping[str, str] | None = None) -> None:
    """Add a game and its English strings (product games below; tests add fixture games)."""
    GAMES[rules.id] = rules
    add_strings(strings if strings is not None else rules.strings)


def get_game(game_id: str) -> Rules:
    """The registered rules for an id; KeyError with the list of known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES)) or "none"
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


# Product games, in menu order (the order of the product card).
from game.droids import RULES as _DROIDS  # noqa: E402
from game.farshore import RULES as _FARSHORE  # noqa: E402
from game.new_eden import RULES as _NEW_EDEN  # noqa: E402
from game.new_eden.strings import EN as _NEW_EDEN_EN  # noqa: E402
from game.paris import RULES as _PARIS  # noqa: E402

register_game(_NEW_EDEN, _NEW_EDEN_EN)
register_game(_PARIS)
register_game(_FARSHORE)
register_game(_DROIDS)
