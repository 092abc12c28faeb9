"""The scene stack's lifecycle: changes between frames, input passing down, opaque drawing."""

from __future__ import annotations

import pygame

from scenes.base import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name, log, opaque=True, consume=False):
        super().__init__(None)
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle(self, event):
        self.log.append(f"handle {self.name}")
        return self.consume

    def draw(self, canvas):
        self.log.append(f"draw {self.name}")


def test_push_and_pop_happen_between_frames():
    log: list[str] = []
    stack = SceneStack()
    a, b = Probe("a", log), Probe("b", log)
    stack.push(a)
    assert stack.top is None and log == []  # queued, not applied
    stack.apply_pending()
    assert stack.top is a and log == ["enter a"]
    stack.push(b)
    stack.pop()
    assert stack.top is a
    stack.apply_pending()
    assert log == ["enter a", "pause a", "enter b", "exit b", "resume a"]


def test_unconsumed_input_passes_down_until_an_opaque_scene():
    log: list[str] = []
    stack = SceneStack()
    bottom, middle, top = (
        Probe("bottom", log),
        Probe("middle", log, opaque=True),
        Probe("top", log, opaque=False),
    )
    for s in (bottom, middle, top):
        stack.push(s)
    stack.apply_pending()
    log.clear()
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert stack.handle(ev) is False
    assert log == ["handle top", "handle middle"]  # the opaque middle stops it reaching the bottom
    middle.consume = True
    log.clear()
    assert stack.handle(ev) is True
    assert log == ["handle top", "handle middle"]


def test_consumed_input_stops_at_the_consumer():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Probe("below", log, opaque=True))
    stack.push(Probe("overlay", log, opaque=False, consume=True))
    stack.apply_pending()
    log.clear()
    assert stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert log == ["handle overlay"]


def test_opaque_scene_stops_drawing_below_and_overlays_draw_over():
    log: list[str] = []
    stack = SceneStack()
    for s in (Probe("a", log), Probe("b", log), Probe("overlay", log, opaque=False)):
        stack.push(s)
    stack.apply_pending()
    log.clear()
    stack.draw(pygame.Surface((8, 8)))
    assert log == ["draw b", "draw overlay"]


def test_clear_to_exits_everything_then_enters_the_new_scene():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Probe("a", log))
    stack.push(Probe("b", log))
    stack.apply_pending()
    log.clear()
    stack.clear_to(Probe("menu", log))
    stack.apply_pending()
    assert log == ["exit b", "exit a", "enter menu"]
    assert len(stack.scenes) == 1
