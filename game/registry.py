"""The explicit registry of product games (never discovered by scanning folders).

Tests may add fixture games with ``register_game``; the product registers exactly these.
"""

from __future__ import annotations

from game.core.rules import Rules

GAMES: dict[str, Rules] = {}


def register_game(rules: Rules) -> None:
    """Add a game (used for the product list below, and by tests for fixture games)."""
    GAMES[rules.id] = rules


def get_game(game_id: str) -> Rules:
    """The registered rules for an id; KeyError with the list of known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES)) or "none"
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


# Product games, in menu order. Each line is added when that game's rules core passes the
# conformance battery.
