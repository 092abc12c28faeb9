"""The shrink beside the next frame (``scenes.present.Overlap``): in the real loop, a frame drawn for a
smaller window is shrunk on the helper thread while the next frame is drawn on the other canvas, and
goes up at the next flip — byte for byte the whole shrink of that frame, one frame late, never a
canvas being drawn on, never into a window surface that was replaced."""

from __future__ import annotations

import random
import threading

import pygame
import pytest

from scenes.base import LOGICAL_SIZE, Scene
from scenes.present import BandScaler, SoftwarePresenter

pytestmark = pytest.mark.skipif(not BandScaler.wanted(), reason="the overlap needs two cores")


def _painted(seed: int) -> pygame.Surface:
    rng = random.Random(seed)
    canvas = pygame.Surface(LOGICAL_SIZE).convert()
    canvas.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    for _ in range(300):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        canvas.fill(colour, (rng.randrange(1920), rng.randrange(1080), rng.randrange(1, 200), rng.randrange(1, 200)))
    return canvas


def _shrunk(canvas: pygame.Surface, size: tuple[int, int]) -> bytes:
    out = pygame.Surface(size).convert()
    pygame.transform.smoothscale(canvas, size, out)
    return pygame.image.tobytes(out, "RGB")


@pytest.fixture
def flips(monkeypatch):
    """What the window surface held at each flip."""
    seen: list[bytes] = []
    real = pygame.display.flip

    def flip() -> None:
        seen.append(pygame.image.tobytes(pygame.display.get_surface(), "RGB"))
        real()

    monkeypatch.setattr(pygame.display, "flip", flip)
    return seen


@pytest.fixture
def presenter():
    pygame.display.init()
    p = SoftwarePresenter((1280, 720), False)
    p.may_overlap = True
    yield p
    p.close()


def test_each_frame_goes_up_whole_at_the_next_flip(presenter, flips):
    canvases = [_painted(i) for i in range(6)]
    for canvas in canvases:
        presenter.prepare(canvas)
        presenter.show()
    presenter.wait()
    assert presenter.overlap is not None and presenter.overlap.jobs == 5  # the first frame went up at once
    # the first frame (a window surface not yet seen) at once, and again at the second flip (no frame
    # shrunk beside yet); from the third on, each flip shows the frame drawn before it
    assert flips == [_shrunk(c, (1280, 720)) for c in [canvases[0], *canvases[:-1]]]
    assert presenter.reading(canvases[-1]) is False  # done: the last canvas is free again
    presenter.prepare(canvases[0])
    presenter.show()
    assert presenter.reading(canvases[0])  # its shrink runs now: do not draw on it


def test_presenting_at_once_settles_the_frame_under_way(presenter, flips):
    a, b = _painted(1), _painted(2)
    presenter.prepare(a)
    presenter.show()  # the first frame, at once
    presenter.prepare(b)
    presenter.show()  # b's shrink under way
    presenter.present(a)  # a screenshot, a crash screen: now, not a frame later
    assert flips[-1] == _shrunk(a, (1280, 720))
    assert not presenter.reading(b)


def test_the_helper_never_writes_into_the_window(presenter, monkeypatch):
    """Reading the window's events may replace its surface (a resize): the helper shrinks into the
    presenter's own surfaces, and only the drawing thread copies them into the window."""
    from scenes import present

    seen: list[tuple[str, pygame.Surface]] = []
    real = pygame.transform.smoothscale

    def smoothscale(src, size, dest=None):
        seen.append((threading.current_thread().name, dest))
        return real(src, size, dest) if dest is not None else real(src, size)

    monkeypatch.setattr(present.pygame.transform, "smoothscale", smoothscale)
    for i in range(4):
        presenter.prepare(_painted(i))
        presenter.show()
    presenter.wait()
    window = pygame.display.get_surface()
    helper = [d for name, d in seen if name == "present-overlap"]  # the first frame went up at once
    assert len(helper) == 3
    assert all(d is not window and d.get_parent() is None for d in helper)


def test_a_new_window_surface_is_never_written_by_the_old_frame(presenter, flips):
    a, b, c = _painted(1), _painted(2), _painted(3)
    presenter.prepare(a)
    presenter.show()
    presenter.prepare(b)
    presenter.show()  # b is being shrunk into the 1280x720 surface
    presenter.wait()
    pygame.display.set_mode((960, 540), pygame.RESIZABLE)  # the window changed (as its events may do)
    presenter.prepare(c)
    presenter.show()
    assert flips[-1] == _shrunk(c, (960, 540))  # c goes up whole at once, b is dropped
    assert len(flips) == 3 and flips[1] == flips[0]


def test_not_overlapped_when_not_allowed_or_not_shrinking(flips):
    pygame.display.init()
    p = SoftwarePresenter((1920, 1080), False)
    try:
        p.may_overlap = True
        a = _painted(4)
        for _ in range(3):  # the logical size: a plain copy, shown at once
            p.prepare(a)
            p.show()
            assert not p.reading(a)
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        p.may_overlap = False  # tests, the headless driver's fixed steps
        for _ in range(3):
            p.prepare(a)
            p.show()
            assert not p.reading(a)
        assert p.overlap is not None and p.overlap.jobs == 0
        assert len(flips) == 6
    finally:
        p.close()


class _Frames(Scene):
    """Paints the whole canvas with the frame's colour, and notes the keys it is given."""

    paints_whole = True

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.n = 0
        self.keys: list[int] = []
        self.drawn_on: list[pygame.Surface] = []

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)

    def draw(self, canvas: pygame.Surface) -> None:
        self.n += 1
        canvas.fill((self.n * 20 % 256, 90, 200 - self.n * 10 % 200))
        self.drawn_on.append(canvas)


def test_the_real_loop_draws_on_the_other_canvas_and_still_reads_every_event(flips):
    from scenes.app import App
    from scenes.settings import Settings

    app = App((1280, 720), settings=Settings(animation_speed="instant"), bot_worker=False)
    try:
        assert app.presenter.may_overlap  # the real loop (no fixed steps)
        scene = _Frames(app.ctx)
        app.start(scene)
        for _ in range(3):
            app.step()
        for key in (pygame.K_a, pygame.K_b, pygame.K_c):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            app.step()
        for _ in range(4):
            app.step()
        assert scene.keys == [pygame.K_a, pygame.K_b, pygame.K_c]
        drawn = scene.drawn_on[-6:]
        assert len({id(c) for c in drawn}) == 2  # two canvases, in turn
        assert all(a is not b for a, b in zip(drawn, drawn[1:], strict=False))
        app.presenter.wait()
        expected = []
        for k in range(scene.n - 4, scene.n):
            canvas = pygame.Surface(LOGICAL_SIZE).convert()
            canvas.fill((k * 20 % 256, 90, 200 - k * 10 % 200))
            expected.append(_shrunk(canvas, (1280, 720)))
        assert flips[-4:] == expected  # each flip shows the frame drawn before it
    finally:
        app.shutdown()


def test_at_the_logical_size_a_frame_is_drawn_straight_into_the_window(flips):
    """A 1920x1080 window's surface is the canvas itself (no copy to present it); a smaller window
    brings the app's own canvas back, and the frames are the same either way."""
    from scenes.app import App
    from scenes.settings import Settings

    app = App(LOGICAL_SIZE, settings=Settings(animation_speed="instant"), bot_worker=False, fixed_dt=1 / 60)
    try:
        scene = _Frames(app.ctx)
        app.start(scene)
        for _ in range(3):
            app.step()
        window = pygame.display.get_surface()
        assert scene.drawn_on[-1] is window and app.canvas is window
        canvas = pygame.Surface(LOGICAL_SIZE).convert()
        canvas.fill((scene.n * 20 % 256, 90, 200 - scene.n * 10 % 200))
        assert flips[-1] == pygame.image.tobytes(canvas, "RGB")
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        app.step()
        assert scene.drawn_on[-1] is not pygame.display.get_surface()
        canvas.fill((scene.n * 20 % 256, 90, 200 - scene.n * 10 % 200))
        assert flips[-1] == _shrunk(canvas, (1280, 720))
    finally:
        app.shutdown()
