"""Headless app and a private user-data folder for the New Eden table tests."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_data(tmp_path, monkeypatch):
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path / "data"))
    yield


@pytest.fixture
def headless():
    from scenes.app import Headless
    from scenes.settings import Settings

    apps = []

    def make(speed: str = "instant", size=(1920, 1080), **kw):
        h = Headless(size, settings=Settings(animation_speed=speed, **kw), first=False)
        apps.append(h)
        return h

    yield make
    for h in apps:
        h.close()
