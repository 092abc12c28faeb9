"""Presenting only what changed: the byte comparison finds every changed pixel, and the window shows
exactly what a whole copy (or a whole smooth scale) would, frame by frame — menu, a table with bots
moving and animations, an overlay, a scene change, a resize."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.base import LOGICAL_SIZE
from scenes.damage import CanvasDiff, merge
from scenes.present import BandScaler, SoftwarePresenter, align, letterbox, partial_block


@pytest.fixture(autouse=True)
def _user_data(tmp_path, monkeypatch):
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path / "data"))


def _canvas(size=(320, 200)) -> pygame.Surface:
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    surf = pygame.Surface(size).convert()
    surf.fill((30, 60, 90))
    return surf


def _covered(rects, x, y) -> bool:
    return any(r.collidepoint(x, y) for r in rects)


def test_every_changed_pixel_is_inside_a_reported_rect():
    rng = random.Random(7)
    canvas = _canvas()
    diff = CanvasDiff(band=8)
    assert diff.available
    assert diff.changes(canvas) is None  # no last frame yet: everything
    assert diff.changes(canvas) == []  # nothing changed
    for _ in range(60):
        before = canvas.copy()
        for _ in range(rng.randint(1, 4)):
            x, y = rng.randrange(320), rng.randrange(200)
            if rng.random() < 0.5:
                canvas.set_at((x, y), (rng.randrange(256), 1, 2))
            else:
                canvas.fill((rng.randrange(256), 5, 5), (x, y, rng.randint(1, 40), rng.randint(1, 30)))
        rects = diff.changes(canvas, limit=1.0)
        assert rects is not None
        for y in range(200):
            for x in range(320):
                if canvas.get_at((x, y)) != before.get_at((x, y)):
                    assert _covered(rects, x, y), (x, y, rects)
        assert pygame.image.tobytes(diff.shown, "RGBX") == pygame.image.tobytes(canvas, "RGBX")


def test_the_edges_of_a_row_and_of_the_canvas_are_found():
    canvas = _canvas()
    diff = CanvasDiff(band=16)
    diff.sync(canvas)
    for point in ((0, 0), (319, 0), (0, 199), (319, 199), (160, 100)):
        canvas.set_at(point, (255, 255, 0))
        assert diff.changes(canvas, limit=1.0) == [pygame.Rect(point, (1, 1))]


def test_a_large_change_or_a_new_size_presents_everything():
    canvas = _canvas()
    diff = CanvasDiff()
    diff.sync(canvas)
    canvas.fill((1, 2, 3))
    assert diff.changes(canvas, limit=0.4) is None
    assert diff.changes(canvas) == []  # the copy was taken whole
    assert diff.changes(_canvas((100, 100))) is None
    with pytest.raises(ValueError):
        CanvasDiff(band=0)


def test_the_partial_path_is_off_unless_asked_for(monkeypatch):
    monkeypatch.delenv("SALON_PRESENT_PARTIAL", raising=False)
    pygame.display.init()
    assert SoftwarePresenter((64, 64), False).diff is None
    monkeypatch.setenv("SALON_PRESENT_PARTIAL", "1")
    assert SoftwarePresenter((64, 64), False).diff is not None


def test_without_memcmp_every_frame_is_whole():
    diff = CanvasDiff()
    diff.memcmp = None
    canvas = _canvas()
    diff.sync(canvas)
    assert diff.changes(canvas) is None


def test_merge_joins_neighbours_only_when_cheap():
    a, b, far = pygame.Rect(10, 0, 50, 16), pygame.Rect(12, 16, 50, 16), pygame.Rect(300, 32, 5, 5)
    assert merge([a, b]) == [pygame.Rect(10, 0, 52, 32)]
    assert merge([a, far]) == [a, far]


def test_only_exact_ratios_are_done_piece_by_piece():
    assert partial_block(LOGICAL_SIZE, LOGICAL_SIZE) == (1, 1)
    assert partial_block(LOGICAL_SIZE, (1280, 720)) == (3, 2)
    assert partial_block(LOGICAL_SIZE, (960, 540)) == (2, 1)
    assert partial_block(LOGICAL_SIZE, (1000, 562)) is None
    assert partial_block(LOGICAL_SIZE, (2560, 1440)) is None  # growing: the whole window
    assert align(pygame.Rect(4, 5, 1, 1), 3, LOGICAL_SIZE) == pygame.Rect(3, 3, 3, 3)
    assert align(pygame.Rect(1919, 1079, 1, 1), 3, LOGICAL_SIZE) == pygame.Rect(1917, 1077, 3, 3)


def _expected(canvas: pygame.Surface, size: tuple[int, int]) -> bytes:
    surf = pygame.Surface(size).convert()
    scale, dest = letterbox(size)
    SoftwarePresenter._prepare_whole(canvas, surf, size, scale, dest)
    return pygame.image.tobytes(surf, "RGB")


class Checked:
    """A headless app whose every frame is checked against the whole path's pixels."""

    def __init__(self, h) -> None:
        self.h = h
        self.frames = 0
        self.partial = 0
        self.empty = 0

    def step(self, frames: int = 1, events=None) -> None:
        for _ in range(frames):
            self.h.step(events)
            events = None
            surf = pygame.display.get_surface()
            update = self.h.app.presenter._update
            if update is not None:
                self.partial += 1
                self.empty += not update
            got = pygame.image.tobytes(surf, "RGB")
            assert got == _expected(self.h.app.canvas, surf.get_size()), (self.frames, update)
            self.frames += 1


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_partial_path_shows_what_the_whole_path_would(size, monkeypatch):
    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from game.registry import GAMES
    from scenes.app import Headless
    from scenes.settings import Settings
    from scenes.table.table import TableScene

    monkeypatch.setenv("SALON_PRESENT_PARTIAL", "1")
    h = Headless(size, settings=Settings(animation_speed="normal"), first=False)
    try:
        assert h.app.presenter.diff is not None
        run = Checked(h)
        h.app.start()
        run.step(20)  # the menu, its fade in
        for x in range(200, 1700, 150):  # hovering over the menu
            h.move((x, 560))
            run.step(2)
        seats = [SeatConfig(f"P{i}", "bot", "greedy", colour=i) for i in range(2)]
        c = Controller(GAMES["paris"], seats, 3)
        h.app.stack.replace(TableScene(h.ctx, c))
        run.step(150)  # the scene change, bots moving, pieces flying, the turn ring
        run.step(3, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                        scancode=0)])  # an overlay
        run.step(30)
        run.step(3, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                                        scancode=0)])
        run.step(30)
        pygame.display.set_mode((960, 540), pygame.RESIZABLE)  # a resize: a new window surface
        run.step(20)
        pygame.display.set_mode((1000, 700), pygame.RESIZABLE)  # letterboxed, not a whole ratio
        run.step(10)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        run.step(20)
        assert run.partial > run.frames // 2, (run.partial, run.frames)
        assert run.partial > run.empty  # some frames really went up piece by piece
    finally:
        h.close()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (640, 360), (1000, 562)])
def test_a_shrink_in_bands_on_two_threads_is_the_whole_shrink_byte_for_byte(size):
    rng = random.Random(size[0])
    canvas = _canvas(LOGICAL_SIZE)
    for _ in range(2000):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        canvas.fill(colour, (rng.randrange(1920), rng.randrange(1080), rng.randrange(1, 120), rng.randrange(1, 120)))
    whole = pygame.Surface(size).convert()
    pygame.transform.smoothscale(canvas, size, whole)
    bands = BandScaler()
    try:
        split = pygame.Surface(size).convert()
        done = bands.scale(canvas, split)
        assert done == (partial_block(LOGICAL_SIZE, size) is not None)  # 1000x562: not an exact ratio
        if done:
            assert pygame.image.tobytes(split, "RGB") == pygame.image.tobytes(whole, "RGB")
            canvas.fill((9, 9, 9), (0, 1000, 1920, 80))  # the helper thread is reused frame after frame
            pygame.transform.smoothscale(canvas, size, whole)
            assert bands.scale(canvas, split)
            assert pygame.image.tobytes(split, "RGB") == pygame.image.tobytes(whole, "RGB")
    finally:
        bands.close()
    assert bands._thread is None


def test_a_band_that_fails_hands_the_whole_scale_back(monkeypatch):
    canvas = _canvas(LOGICAL_SIZE)
    out = pygame.Surface((1280, 720)).convert()

    def broken(*_args):
        raise ValueError("no scale")

    monkeypatch.setattr(pygame.transform, "smoothscale", broken)
    bands = BandScaler()
    try:
        assert bands.scale(canvas, out) is False  # the caller scales the whole itself
    finally:
        bands.close()
