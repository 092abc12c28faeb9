"""Pacing on a fake clock: the wait comes after the frame's work, frames land on a fixed 60 Hz grid,
a late frame restarts the grid instead of hurrying the next ones; collections are kept out of
frames (the old generation only in idle time or at a new screen)."""

from __future__ import annotations

import gc

import pytest

from scenes import app as app_module
from scenes.app import GC_THRESHOLDS, Pacer


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def perf_counter(self) -> float:
        self.now += 1e-6  # reading the clock takes a little time (the spin ends)
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


@pytest.fixture
def clock(monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(app_module.time, "perf_counter", fake.perf_counter)
    monkeypatch.setattr(app_module.time, "sleep", fake.sleep)
    return fake


def test_frames_land_on_a_sixty_hertz_grid_after_their_work(clock):
    pacer = Pacer(60)
    pacer.wait()  # the first frame starts the grid
    start = clock.now
    moments = []
    for work in (0.004, 0.009, 0.001, 0.012):
        clock.now += work  # the frame's work
        pacer.wait()
        moments.append(clock.now - start)
    for i, t in enumerate(moments, start=1):
        assert abs(t - i / 60) < 1e-4  # on the grid, whatever each frame's work was
    assert all(s < 1 / 60 for s in clock.slept)


def test_a_late_frame_restarts_the_grid_instead_of_hurrying(clock):
    pacer = Pacer(60)
    pacer.wait()
    clock.now += 0.050  # a frame three times too long
    before = clock.now
    assert pacer.wait() == 0.0 and clock.now - before < 1e-4  # no wait after a late frame
    clock.now += 0.002
    pacer.wait()
    assert abs(clock.now - before - 1 / 60) < 1e-4  # the next frame a full period after the late one


def test_the_old_generation_is_never_collected_by_itself():
    from scenes.app import Headless

    h = Headless((640, 360))
    try:
        assert gc.get_threshold() == GC_THRESHOLDS and GC_THRESHOLDS[2] >= 100_000
        h.step(frames=3)
        assert gc.get_freeze_count() > 0  # what the first screen loaded is out of the collector's way
    finally:
        h.close()


def test_a_table_left_for_the_menu_is_freed_although_its_screen_was_frozen():
    """Each new screen freezes what is loaded; a table closed since must not stay frozen for good
    (each game played in one sitting would keep its table, some 50 MB, until the program ends)."""
    import weakref

    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from game.registry import GAMES
    from scenes.app import Headless
    from scenes.menu import MenuScene
    from scenes.settings import Settings
    from scenes.table.table import TableScene

    h = Headless((1280, 720), settings=Settings(animation_speed="instant"), first=False)
    try:
        seats = [SeatConfig("Ada", "human", "greedy", 0), SeatConfig("Bot", "bot", "greedy", 1)]
        table = TableScene(h.ctx, Controller(GAMES["droids"], seats, 1, options={}))
        h.app.start(table)
        h.step(frames=3)  # the table's screen is out and frozen
        assert table in h.app.stack.scenes
        gone = weakref.ref(table)
        h.app.stack.replace(MenuScene(h.ctx))
        del table
        h.step(frames=3)  # the menu's screen settles
        assert gone() is None
    finally:
        h.close()
