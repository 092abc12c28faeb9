"""The app loop: letterbox mapping, one input reader, errors caught and shown, clean close."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import ErrorOverlay, letterbox, map_event, to_logical, to_window
from scenes.base import LOGICAL_SIZE, Scene


def test_letterbox_16_9_window_fills_without_bars():
    scale, dest = letterbox((1280, 720))
    assert scale == pytest.approx(2 / 3)
    assert dest == pygame.Rect(0, 0, 1280, 720)


def test_letterbox_square_window_has_bars_top_and_bottom():
    scale, dest = letterbox((1000, 1000))
    assert dest.width == 1000 and dest.height == round(1080 * 1000 / 1920)
    assert dest.top == (1000 - dest.height) // 2 and dest.left == 0


def test_letterbox_tall_bars_left_and_right():
    scale, dest = letterbox((3000, 1080))
    assert scale == 1.0 and dest.left == (3000 - 1920) // 2


@pytest.mark.parametrize("window", [(1280, 720), (1000, 1000), (2560, 1080), (800, 1200), (1920, 1080)])
def test_window_and_logical_coordinates_round_trip(window):
    for pos in [(0, 0), (960, 540), (1919, 1079), (123, 987)]:
        back = to_logical(to_window(pos, window), window)
        assert abs(back[0] - pos[0]) <= 1 and abs(back[1] - pos[1]) <= 1


def test_clicks_in_the_black_bars_clamp_to_the_canvas_edge():
    x, y = to_logical((500, 5), (1000, 1000))
    assert abs(x - 960) <= 1 and y == 0
    x, y = to_logical((500, 995), (1000, 1000))
    assert abs(x - 960) <= 1 and y == LOGICAL_SIZE[1] - 1


def test_mouse_events_are_rebuilt_with_logical_positions():
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1)
    mapped = map_event(ev, (1280, 720))
    assert mapped.pos == (960, 540) and mapped.button == 1 and mapped.window_pos == (640, 360)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert map_event(key, (1280, 720)) is key


class Recorder(Scene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.events = []

    def handle(self, event):
        self.events.append(event)
        return True


def test_the_app_maps_posted_window_clicks_to_logical_coordinates(app):
    rec = Recorder(app.ctx)
    app.app.stack.push(rec)
    app.step()
    app.click((300, 900))
    downs = [e for e in rec.events if e.type == pygame.MOUSEBUTTONDOWN]
    assert downs and abs(downs[0].pos[0] - 300) <= 1 and abs(downs[0].pos[1] - 900) <= 1


class Exploding(Scene):
    def __init__(self, ctx, where):
        super().__init__(ctx)
        self.where = where
        self.controller = None

    def update(self, dt):
        if self.where == "update":
            raise RuntimeError("kaboom in update")

    def draw(self, canvas):
        if self.where == "draw":
            raise ValueError("kaboom in draw")


@pytest.mark.logs_errors
@pytest.mark.parametrize("where", ["update", "draw"])
def test_a_scene_error_is_logged_and_shown_not_raised(app, data_dir, where):
    app.app.stack.push(Exploding(app.ctx, where))
    app.step(frames=3)
    assert app.app.running
    assert isinstance(app.top, ErrorOverlay)
    assert app.app.errors and "kaboom" in app.app.errors[0]
    assert "kaboom" in (data_dir / "crash.log").read_text(encoding="utf-8")
    # "Back to the menu" recovers
    from scenes.menu import MenuScene

    menu_button = next(b for b in app.top.buttons if b.name == "menu")
    app.click(menu_button.rect.center, frames=2)
    assert isinstance(app.top, MenuScene)
    assert len(app.app.stack.scenes) == 1


@pytest.mark.logs_errors
def test_the_error_screen_is_reached_with_the_keyboard(app, data_dir):
    import pygame

    from scenes.menu import MenuScene

    app.app.stack.push(Exploding(app.ctx, "update"))
    app.step(frames=3)
    assert isinstance(app.top, ErrorOverlay)
    overlay = app.top
    app.key(pygame.K_TAB)
    app.step(frames=1)
    assert overlay.focus.current is not None
    app.key(pygame.K_LEFT)
    app.step(frames=1)
    assert overlay.focus.current.name == "retry"
    app.key(pygame.K_RIGHT)
    app.step(frames=1)
    assert overlay.focus.current.name == "menu"
    app.key(pygame.K_RETURN)
    app.step(frames=2)
    assert isinstance(app.top, MenuScene)


class Saver(Scene):
    class C:
        saved = 0

        def autosave(self):
            self.saved += 1

    def __init__(self, ctx):
        super().__init__(ctx)
        self.controller = self.C()


def test_closing_the_window_autosaves_and_stops(app):
    scene = Saver(app.ctx)
    app.app.stack.push(scene)
    app.step()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.step() is False
    assert scene.controller.saved == 1
    assert not app.app.running


def test_screenshot_saves_the_logical_canvas(app, tmp_path):
    path = app.screenshot(tmp_path / "menu.png")
    assert pygame.image.load(str(path)).get_size() == LOGICAL_SIZE


def test_toast_is_drawn_and_expires(app):
    app.app.toast("Hello")
    app.step()
    assert app.app._toast is not None
    app.step(dt=5.0)
    assert app.app._toast is None


def test_screens_cross_fade_unless_animations_are_instant():
    from scenes.app import Headless
    from scenes.settings import Settings

    h = Headless((640, 360), settings=Settings(animation_speed="normal"))
    try:
        h.app.stack.push(Recorder(h.ctx))
        h.step()
        assert h.app._fade_from is not None
        h.step(dt=1.0)
        assert h.app._fade_from is None
    finally:
        h.close()
    h = Headless((640, 360), settings=Settings(animation_speed="instant"))
    try:
        h.app.stack.push(Recorder(h.ctx))
        h.step()
        assert h.app._fade_from is None
    finally:
        h.close()


def test_f11_toggles_fullscreen_and_back(app):
    assert not app.app.settings.fullscreen
    app.key(pygame.K_F11)
    assert app.app.settings.fullscreen
    assert pygame.display.get_surface() is not None
    app.key(pygame.K_F11)
    assert not app.app.settings.fullscreen
    assert pygame.display.get_surface().get_size() == (1280, 720)
    app.step()
    assert not app.app.errors
