"""The text-size setting: remembered through the settings schema, applied by the scene stack to
each scene as far as its layout holds it, growing body text and cutting nothing a box held."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes import draw  # noqa: E402
from scenes.base import Scene, SceneStack, text_size_for  # noqa: E402
from scenes.settings import TEXT_SIZES, Settings  # noqa: E402


@pytest.fixture(autouse=True)
def _designed_size():
    draw.set_text_scale(1.0)
    yield
    draw.set_text_scale(1.0)


def test_the_setting_is_remembered_and_a_bad_value_falls_back(tmp_path):
    path = tmp_path / "settings.json"
    s = Settings(text_size=150, volume=0.3)
    assert s.save(path)
    assert Settings.load(path).text_size == 150
    for bad in (110, "150", True, None, 150.0):
        path.write_text(json.dumps({"text_size": bad, "volume": 0.3}))
        got = Settings.load(path)
        assert got.text_size == 100 and got.volume == 0.3, bad
    assert TEXT_SIZES == (100, 125, 150)


def test_body_text_grows_in_full_and_titles_keep_their_size():
    draw.set_text_scale(1.5)
    assert draw.scaled(24) == 36 and draw.scaled(28) == 42
    assert draw.scaled(34) == 42 and draw.scaled(56) == 56  # headings meet body text; titles stay
    draw.set_text_scale(1.25)
    assert draw.scaled(20) == 25
    assert draw.text_height("one line", 28, 2000) > draw.font(28).get_height() - 1
    draw.set_text_scale(1.0)
    assert draw.scaled(28) == 28


def test_a_box_keeps_its_words_whole():
    surf = pygame.Surface((800, 200))
    word = "Everdell Farshore"
    width = draw.font(24, True).size(word)[0] + 4  # fits at the designed size, not at 150 %
    draw.set_text_scale(1.5)
    assert draw.font(24, True).size(word)[0] > width
    r = draw.text(surf, word, (0, 0), 24, max_width=width, bold=True)
    assert r.width <= width
    assert draw.ellipsize(word, 24, width, bold=True).endswith("…")  # what it would have drawn
    assert draw.text_scale() == 1.5  # the fitting is for that one text only


class _Probe(Scene):
    def __init__(self, ctx, cap: int = 150) -> None:
        super().__init__(ctx)
        self.max_text_size = cap
        self.seen: list[float] = []

    def draw(self, canvas: pygame.Surface) -> None:
        self.seen.append(draw.text_scale())


class _Ctx:
    def __init__(self, pct: int) -> None:
        self.settings = Settings(text_size=pct)


def test_the_stack_applies_each_scene_its_own_size():
    stack = SceneStack()
    ctx = _Ctx(150)
    table_like = _Probe(ctx, cap=100)
    overlay = _Probe(ctx)
    overlay.opaque = False
    stack.push(table_like)
    stack.push(overlay)
    stack.apply_pending()
    stack.draw(pygame.Surface((10, 10)))
    assert table_like.seen == [1.0] and overlay.seen == [1.5]
    text_size_for(_Probe(_Ctx(125), cap=150))
    assert draw.text_scale() == 1.25


def test_the_table_and_setup_follow_150():
    from scenes.setup import SetupScene
    from scenes.table.table import TableScene

    assert TableScene.max_text_size == 150 and SetupScene.max_text_size == 150


class _Counting(_Probe):
    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.remade: list[float] = []

    def text_size_changed(self) -> None:
        self.remade.append(draw.text_scale())


def test_a_change_reaches_every_scene_on_the_stack_at_its_own_size():
    stack = SceneStack()
    ctx = _Ctx(150)
    below, small, top = _Counting(ctx), _Counting(ctx), _Counting(ctx)
    small.max_text_size = 100
    for s in (below, small, top):
        stack.push(s)
    stack.apply_pending()
    stack.text_size_changed()
    assert (below.remade, small.remade, top.remade) == ([1.5], [1.0], [1.5])
    assert draw.text_scale() == 1.5  # left at the top scene's


def test_settings_screen_changes_and_saves_the_text_size(tmp_path):
    from scenes.app import Headless
    from scenes.options import OptionsScene
    from scenes.rules_ref import RulesOverlay

    h = Headless((1280, 720), settings=Settings(animation_speed="instant"), first=False)
    try:
        scene = OptionsScene(h.ctx)
        h.app.start(scene)
        h.step()
        assert scene.text_size.value == 100
        scene.text_size.step(1)
        assert h.ctx.settings.text_size == 125
        assert Settings.load().text_size == 125
        h.step()
        book = RulesOverlay(h.ctx, "new_eden", section="claim")
        row_100 = book.row_h
        h.app.stack.push(book)
        h.step(frames=2)
        assert book.laid_scale == 1.25  # laid out again at the size it is drawn at
        h.ctx.settings.text_size = 150
        h.step(frames=2)
        assert book.laid_scale == 1.5 and book.row_h > row_100
    finally:
        h.close()
