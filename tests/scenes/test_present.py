"""Presentation: the software path under the dummy driver; the GPU path (SDL's renderer) exercised
through the offscreen driver where it can make one — letterboxing, the window's size for the mouse,
fullscreen and back, screenshots of the canvas, the close button."""

from __future__ import annotations

import pygame
import pytest

from scenes.base import LOGICAL_SIZE


def test_the_dummy_driver_presents_in_software():
    from scenes.app import Headless

    h = Headless((1280, 720))
    try:
        assert h.app.presenter.kind == "software"
        assert h.app.window_size == (1280, 720)
    finally:
        h.close()


@pytest.fixture
def gpu_app(monkeypatch):
    from scenes.app import App
    from scenes.settings import Settings

    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    try:
        app = App((1000, 1000), settings=Settings(animation_speed="instant"), fixed_dt=1 / 60,
                  bot_worker=False, present="gpu")
    except pygame.error as exc:
        pytest.skip(f"no renderer under the offscreen driver: {exc}")
    if app.presenter.kind != "gpu":
        app.shutdown()
        pytest.skip("no renderer under the offscreen driver here")
    yield app
    app.shutdown()


def test_the_gpu_path_letterboxes_the_canvas(gpu_app):
    gpu_app.start()
    gpu_app.step()
    gpu_app.canvas.fill((200, 10, 10))
    gpu_app.presenter.render(gpu_app.canvas)
    shot = gpu_app.presenter.renderer.to_surface()
    assert shot.get_size() == (1000, 1000)
    assert shot.get_at((500, 2))[:3] == (0, 0, 0)  # a black bar above the canvas
    assert shot.get_at((500, 500))[:3] == (200, 10, 10)


def test_the_gpu_path_maps_the_mouse_and_toggles_fullscreen(gpu_app, tmp_path):
    from scenes.app import to_window
    from scenes.base import Scene

    seen = []

    class Clicks(Scene):
        def handle(self, event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                seen.append(event.pos)
            return True

    gpu_app.start(Clicks(gpu_app.ctx))
    gpu_app.step()
    assert gpu_app.window_size == (1000, 1000)
    pos = to_window((960, 540), gpu_app.window_size)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    gpu_app.step()
    assert seen and abs(seen[0][0] - 960) <= 2 and abs(seen[0][1] - 540) <= 2
    gpu_app.set_fullscreen(True)
    gpu_app.step()
    gpu_app.set_fullscreen(False)
    gpu_app.step()
    assert gpu_app.window_size == (1000, 1000)
    assert pygame.image.load(str(gpu_app.screenshot(tmp_path / "c.png"))).get_size() == LOGICAL_SIZE
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=gpu_app.presenter.window))
    assert gpu_app.step() is False
