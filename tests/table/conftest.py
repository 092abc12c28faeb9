"""Shared helpers for the table tests: the fixture game registered, a headless app, seats."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

import tests.fixture_game as fixture  # noqa: E402
from game.core.i18n import add_strings  # noqa: E402
from game.registry import GAMES, register_game  # noqa: E402

add_strings(fixture.RULES.strings)


@pytest.fixture(autouse=True)
def _fixture_game():
    """Dice Race is registered while a table test runs (and only then: other suites see the product)."""
    added = "race" not in GAMES
    register_game(fixture.RULES)
    yield
    if added:
        GAMES.pop("race", None)


@pytest.fixture(autouse=True)
def _user_data(tmp_path, monkeypatch):
    """Keep settings, saves and logs out of the real user-data folder."""
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path / "data"))
    yield


@pytest.fixture
def headless():
    from scenes.app import Headless
    from scenes.settings import Settings

    apps = []

    def make(speed: str = "normal", size=(1920, 1080), **kw):
        h = Headless(size, settings=Settings(animation_speed=speed, **kw), first=False)
        apps.append(h)
        return h

    yield make
    for h in apps:
        h.close()
