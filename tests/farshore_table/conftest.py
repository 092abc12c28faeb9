"""Headless app and a private user-data folder for the Everdell Farshore table tests."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

# _user_data is an autouse fixture: importing it here puts it in force for this folder
from tests.table.helpers import _user_data, headless_apps  # noqa: E402, F401


@pytest.fixture
def headless():
    """``headless(speed="instant", size=(1920, 1080), **settings)`` opens a headless app."""
    yield from headless_apps("instant")
