"""Held keys: arrows, Tab and PageUp/PageDown repeat (a held arrow walks the focus ring), while Enter,
Space and Escape act once per press — a held Enter never confirms twice.

pygame's KEYDOWN does not say whether it is an auto-repeat: a second KEYDOWN of a key with no KEYUP
between is one, exactly what ``pygame.key.set_repeat`` posts while a key is held."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import REPEATING_KEYS
from scenes.base import Scene
from scenes.menu import MenuScene
from scenes.setup import SetupScene


class Recorder(Scene):
    """A scene that only counts the keys it is given."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.downs: list[int] = []

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.downs.append(event.key)
        return True


def down(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, unicode="", mod=0, scancode=0))


def up(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, scancode=0))


@pytest.fixture
def rec(app):
    scene = Recorder(app.ctx)
    app.app.stack.push(scene)
    app.step()
    return scene


def hold(app, key: int, repeats: int) -> None:
    """Press ``key`` and keep it down for ``repeats`` auto-repeats, one frame each, then let go."""
    down(key)
    app.step()
    for _ in range(repeats):
        down(key)
        app.step()
    up(key)
    app.step()


def test_key_repeat_is_on(app):
    delay, interval = pygame.key.get_repeat()
    assert delay > 0 and interval > 0


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE])
def test_a_held_confirm_or_back_key_reaches_the_scene_once(app, rec, key):
    assert key not in REPEATING_KEYS
    hold(app, key, 3)
    assert rec.downs == [key]
    hold(app, key, 0)  # released and pressed again: a new press counts
    assert rec.downs == [key, key]


@pytest.mark.parametrize(
    "key", [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_PAGEDOWN]
)
def test_a_held_navigation_key_repeats(app, rec, key):
    hold(app, key, 3)
    assert rec.downs == [key] * 4


def test_repeats_in_one_frame_and_a_lost_focus_forget_nothing_wrongly(app, rec):
    down(pygame.K_RETURN)
    down(pygame.K_RETURN)  # the repeat arrives in the same frame
    down(pygame.K_DOWN)
    down(pygame.K_DOWN)
    app.step()
    assert rec.downs == [pygame.K_RETURN, pygame.K_DOWN, pygame.K_DOWN]
    # the window lost the focus while Enter was held (its KEYUP went elsewhere): the next press counts
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step()
    down(pygame.K_RETURN)
    app.step()
    assert rec.downs[-1] == pygame.K_RETURN and rec.downs.count(pygame.K_RETURN) == 2


def test_the_headless_key_helper_is_a_full_press(app, rec):
    for _ in range(3):
        app.key(pygame.K_RETURN)
    assert rec.downs == [pygame.K_RETURN] * 3


def test_a_held_arrow_walks_the_menu_ring_and_a_held_enter_opens_one_screen(app):
    menu = app.top
    assert isinstance(menu, MenuScene)
    app.key(pygame.K_TAB)
    first = menu.focus.current
    app.key(pygame.K_DOWN)
    one_step = menu.focus.current
    app.key(pygame.K_UP)
    assert menu.focus.current is first and one_step is not first
    hold(app, pygame.K_DOWN, 1)  # press + one repeat: two steps down the ring
    assert menu.focus.current not in (first, one_step)
    app.key(pygame.K_UP)
    assert menu.focus.current is one_step
    # Enter held on "new game": one setup screen, not a second push from the repeat
    while menu.focus.current.name != "new":
        app.key(pygame.K_TAB)
    depth = len(app.app.stack.scenes)
    hold(app, pygame.K_RETURN, 4)
    app.step()
    assert isinstance(app.top, SetupScene)
    assert len(app.app.stack.scenes) == depth + 1
