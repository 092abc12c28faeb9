"""Where Salon keeps saves and settings: the platform's user-data folder, never beside the program.

``SALON_DATA_DIR`` overrides it (tests, portable installs). Under ``saves/``: ``games/`` holds one
autosave per unfinished game, ``named/`` the saves a player named, ``history/`` finished games.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_dir() -> Path:
    override = os.environ.get("SALON_DATA_DIR")
    base = Path(override) if override else Path(platformdirs.user_data_dir("Salon", appauthor=False))
    base.mkdir(parents=True, exist_ok=True)
    return base


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _sub(name: str) -> Path:
    path = saves_dir() / name
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:  # a read-only folder: reading still works, writing will say why it failed
        pass
    return path


def games_dir() -> Path:
    """One autosave per unfinished game, ``<id>.json``."""
    return _sub("games")


def named_dir() -> Path:
    """Saves a player named."""
    return _sub("named")


def history_dir() -> Path:
    """Finished games, kept whole (seed, options, seats, moves, final scores, dates)."""
    return _sub("history")


def game_path(game_id: str) -> Path:
    """The autosave of the unfinished game ``game_id``."""
    return games_dir() / f"{game_id}.json"


def legacy_autosave_path() -> Path:
    """The single autosave of earlier versions (migrated into ``games/`` at start)."""
    return saves_dir() / "autosave.json"


def settings_path() -> Path:
    return data_dir() / "settings.json"
