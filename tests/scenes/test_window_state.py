"""The window's size and place are remembered between runs (fullscreen by the settings); a damaged,
foreign or impossible window file gives the default window, centred, and never stops the program;
tests and the smoke run never read or write it."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes import window_state
from scenes.app import App
from scenes.settings import Settings
from scenes.window_state import WindowMemory


def test_the_window_opens_as_large_and_where_it_was_left(monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_WINDOW_POS", "0,0")  # put back as it was after the test
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS")
    monkeypatch.setattr(window_state, "_desktops", lambda: [(1920, 1080)])
    first = WindowMemory(True)
    assert first.size is None and first.position is None
    first.observe(pygame.event.Event(pygame.VIDEORESIZE, w=1400, h=800, size=(1400, 800)), fullscreen=False)
    first.observe(pygame.event.Event(pygame.WINDOWMOVED, x=120, y=64), fullscreen=False)
    first.observe(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)), fullscreen=True)
    assert first.save((1400, 800))
    kept = json.loads(window_state.window_path().read_text())
    assert kept == {"format": "salon-window", "version": 1, "size": [1400, 800], "position": [120, 64]}
    again = WindowMemory(True)
    assert again.size == (1400, 800) and again.position == (120, 64)
    again.place()
    import os

    assert os.environ["SDL_VIDEO_WINDOW_POS"] == "120,64"


@pytest.mark.parametrize(
    "text",
    [
        "{",
        "[]",
        '{"format": "salon-settings", "version": 1, "size": [800, 600]}',
        '{"format": "salon-window", "version": 1, "size": [800]}',
        '{"format": "salon-window", "version": 1, "size": [800, 600], "position": ["a", 1]}',
        '{"format": "salon-window", "version": 1, "size": [0, 600]}',
        '{"format": "salon-window", "version": 1, "size": [800, 600], "extra": 1}',
    ],
)
def test_a_damaged_window_file_gives_the_default_window(text, caplog):
    window_state.window_path().write_text(text)
    with pytest.raises(window_state.WindowRefused) as err:
        window_state.read()
    assert "window size is damaged" in err.value.message() and "\n" not in err.value.message()
    memory = WindowMemory(True)
    assert memory.size is None and memory.position is None


def test_a_size_larger_than_the_screens_or_a_place_off_them_is_not_used(monkeypatch):
    monkeypatch.setattr(window_state, "_desktops", lambda: [(1920, 1080)])
    window_state.window_path().write_text(json.dumps(
        {"format": "salon-window", "version": 1, "size": [5000, 3000], "position": [4000, 50]}))
    memory = WindowMemory(True)
    assert memory.size is None and memory.position is None
    window_state.window_path().write_text(json.dumps(
        {"format": "salon-window", "version": 1, "size": [1280, 720], "position": [-2000, 10]}))
    memory = WindowMemory(True)
    assert memory.size == (1280, 720) and memory.position is None


def test_the_program_remembers_its_window_and_tests_never_touch_it(monkeypatch):
    monkeypatch.setattr(window_state, "_desktops", lambda: [(1920, 1080)])
    app = App((1000, 600), settings=Settings())
    assert app.window_memory.on is False  # a given size: a test's window
    app.shutdown()
    assert not window_state.window_path().exists()
    window_state.window_path().write_text(json.dumps({"format": "salon-window", "version": 1, "size": [1100, 640]}))
    app = App(settings=Settings())  # the real program's way of opening
    try:
        assert app.window_memory.on and app._windowed_size == (1100, 640)
        assert app.window_size == (1100, 640)
    finally:
        app.shutdown()
    assert json.loads(window_state.window_path().read_text())["size"] == [1100, 640]
