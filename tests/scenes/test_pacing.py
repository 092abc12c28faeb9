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


def test_a_frame_a_little_late_keeps_the_grid_and_a_later_one_restarts_it(clock):
    from scenes.app import LATE_SECONDS

    pacer = Pacer(60)
    pacer.wait()
    grid = clock.now
    clock.now += 1 / 60 + LATE_SECONDS / 2  # past its moment, but within the tolerance
    assert pacer.wait() == 0.0
    clock.now += 0.003
    pacer.wait()
    assert abs(clock.now - (grid + 2 / 60)) < 1e-4  # still on the grid
    clock.now += 1 / 60 + 2 * LATE_SECONDS  # later than the tolerance
    late = clock.now
    pacer.wait()
    clock.now += 0.003
    pacer.wait()
    assert abs(clock.now - (late + 1 / 60)) < 1e-4  # a whole period after the late frame


def test_the_wait_never_drifts_over_many_frames(clock):
    pacer = Pacer(60)
    pacer.wait()
    start = clock.now
    for i in range(600):
        clock.now += 0.001 + (i % 7) * 0.0015  # uneven work, always within the frame
        pacer.wait()
    assert abs(clock.now - start - 10.0) < 1e-3  # 600 frames are ten seconds, not a little more
    assert 0.0 <= pacer.overshoot < 1e-4


def test_the_flip_comes_at_the_frame_moment_after_the_wait(clock):
    """In the real loop the canvas is prepared right after the frame's work, the wait follows, and
    the flip comes at the frame's moment: the time between frames on the screen does not follow the
    work's ups and downs. The app's stats say so (work without the wait, intervals, the flips)."""
    from scenes.app import App
    from scenes.base import Scene
    from scenes.settings import Settings

    works = [0.002, 0.011, 0.001, 0.009, 0.004, 0.013, 0.002, 0.008]

    class Busy(Scene):
        def __init__(self, ctx):
            super().__init__(ctx)
            self.frame = 0

        def update(self, dt):
            clock.now += works[self.frame % len(works)]
            self.frame += 1

    app = App((640, 360), settings=Settings(animation_speed="instant"), bot_worker=False)
    try:
        calls: list[tuple[str, float]] = []
        real_prepare, real_show = app.presenter.prepare, app.presenter.show
        app.presenter.prepare = lambda canvas: (calls.append(("prepare", clock.now)), real_prepare(canvas))
        app.presenter.show = lambda: (calls.append(("show", clock.now)), real_show())
        app.start(Busy(app.ctx))
        app.step()
        app.step()  # the screen settles (its collection and freeze) at the start of this frame
        app.stats.clear()
        calls.clear()
        for _ in range(len(works) * 2):
            app.step()
        shows = [t for what, t in calls if what == "show"]
        assert [what for what, _ in calls[:4]] == ["prepare", "show", "prepare", "show"]
        gaps = [b - a for a, b in zip(shows, shows[1:], strict=False)]
        assert all(abs(g - 1 / 60) < 1e-3 for g in gaps), gaps
        assert all(abs(i - 1000 / 60) < 1.0 for i in app.stats.intervals[1:])
        assert max(app.stats.work) < 16.0 < max(app.stats.work) + max(app.stats.waits)
        assert max(app.stats.work) - min(app.stats.work) > 9.0  # the work did vary
    finally:
        app.shutdown()
