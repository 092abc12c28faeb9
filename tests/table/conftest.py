"""Shared helpers for the table tests: the fixture game registered, a headless app, seats."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

import tests.fixture_game as fixture  # noqa: E402
from game.core.i18n import add_strings  # noqa: E402
from game.registry import GAMES, register_game  # noqa: E402

# _user_data is an autouse fixture: importing it here puts it in force for this folder
from tests.table.helpers import _user_data, headless_apps  # noqa: E402, F401

add_strings(fixture.RULES.strings)


@pytest.fixture(autouse=True)
def _fixture_game():
    """Dice Race is registered while a table test runs (and only then: other suites see the product)."""
    added = "race" not in GAMES
    register_game(fixture.RULES)
    yield
    if added:
        GAMES.pop("race", None)


@pytest.fixture
def headless():
    """``headless(speed="normal", size=(1920, 1080), **settings)`` opens a headless app."""
    yield from headless_apps("normal")
