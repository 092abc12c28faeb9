"""Shared fixtures for the shell's tests: a private data folder, the Dice Race fixture game, a
headless app driven frame by frame."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test writes saves and settings into its own folder."""
    path = tmp_path / "data"
    monkeypatch.setenv("SALON_DATA_DIR", str(path))
    return path


@pytest.fixture
def race(monkeypatch):
    """The Dice Race fixture registered for this test only."""
    from game.core.i18n import add_strings
    from game.registry import GAMES
    from tests.fixture_game import RULES

    monkeypatch.setitem(GAMES, RULES.id, RULES)
    add_strings(RULES.strings)
    return RULES


@pytest.fixture
def app():
    """A headless App (1280×720 window, instant animations) with the menu on top."""
    from scenes.app import Headless
    from scenes.settings import Settings

    h = Headless((1280, 720), settings=Settings(animation_speed="instant"))
    yield h
    h.close()
