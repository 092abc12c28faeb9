"""Where Salon keeps saves and settings: the platform's user-data folder, never beside the program.

``SALON_DATA_DIR`` overrides it (tests, portable installs).
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


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def settings_path() -> Path:
    return data_dir() / "settings.json"
