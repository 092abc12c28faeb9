"""The score sheets read wholly in Chinese: real games of every game played to their end by bots
(solo against the automa or the Rival, and four players in teams, among them), their score screen
laid out and drawn at 1280×720 in 繁體中文 and 简体中文, and judged as the English sheets are
(``tests/scenes/test_scoring_layout.py``: every text at least 16 px, inside its panel, over no
other), with every text the frame draws inside the canvas and uncut, no Latin word left (players'
names and the games' titles aside) and every character in the font of that language
(``tests/chinese_render.py``)."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from scenes import draw
from tests.chinese_render import LANGS, Marks, lacking_glyphs, outside, untranslated
from tests.scenes.test_scoring_layout import check_fits, finished

CASES = [
    ("new_eden", 3, 1),
    ("paris", 2, 1),
    ("farshore", 1, 1),
    ("farshore", 3, 2),
    ("droids", 1, 1),
    ("droids", 4, 1),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "players", "seed"), CASES, ids=lambda v: str(v))
def test_the_score_sheet_reads_in_chinese(game, players, seed, lang) -> None:
    from scenes.app import Headless
    from scenes.scoring import ScoringScene
    from scenes.settings import Settings

    c = finished(game, players, seed)
    h = Headless((1280, 720), settings=Settings(animation_speed="instant", language=lang), first=False)
    rec = Marks()
    previous = draw.set_recorder(rec)
    try:
        scene = ScoringScene(h.ctx, c)
        h.app.start(scene)
        scene.t = scene.duration  # the count-up done: the sheet as it stays
        canvas = pygame.Surface((1920, 1080))
        rec.clear()
        scene.draw(canvas)
        check_fits(scene)
        texts = {lb.text for lb in scene.layout.labels} | rec.texts()
        frame = outside(rec.on(canvas), canvas.get_rect())
    finally:
        draw.set_recorder(previous)
        h.close()
        i18n.set_language("en")
    assert frame == [], frame[:10]
    left = untranslated(texts)
    assert left == [], left[:10]
    missing = lacking_glyphs(texts, lang)
    assert missing == [], missing
    assert any("\u4e00" <= ch <= "\u9fff" for t in texts for ch in t)  # it did draw in Chinese
