"""Dates read in the reader's language: the Load screen's list and the menu's Continue line give a
day as its language writes it (``1 Dec 2026``, ``2026年12月1日``), from the catalogue's templates and
month names, whatever the C library's locale; today and the last hour keep their own words."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from game.core import i18n
from game.core.saves import Summary
from scenes import draw
from scenes.load import date_text, summary_line, when_text
from tests.chinese_render import Marks

STAMP = time.mktime((2026, 12, 1, 14, 5, 0, 0, 0, -1))  # local time
LATER = STAMP + 3 * 86400
WANT = {"en": "1 Dec 2026  14:05", "zh_Hant": "2026年12月1日 14:05", "zh_Hans": "2026年12月1日 14:05"}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(WANT))
def test_a_day_is_written_in_the_language(lang) -> None:
    i18n.set_language(lang)
    assert when_text(STAMP, LATER) == WANT[lang]
    months = {date_text(time.localtime(time.mktime((2026, m, 15, 12, 0, 0, 0, 0, -1)))) for m in range(1, 13)}
    assert len(months) == 12  # every month its own name
    if lang != "en":
        assert "2026年10月15日" in months and not any(
            ch.isascii() and ch.isalpha() for t in months for ch in t
        )
    assert when_text(LATER - 30, LATER) == i18n.tr("ui.load.just_now")
    assert when_text(LATER - 600, LATER) == i18n.tr("ui.load.minutes_ago", n=10)
    assert when_text(0, LATER) == ""  # no date known: nothing said


@pytest.mark.parametrize("lang", ["zh_Hant", "zh_Hans"])
def test_the_menu_continue_line_gives_the_date_in_the_language(lang) -> None:
    from scenes.app import Headless
    from scenes.menu import MenuScene
    from scenes.settings import Settings

    info = Summary(
        Path("x.json"), "game", game="paris", seats=("Ada", "Bo"), progress=("round", 3), saved_at=STAMP
    )
    assert summary_line(info).endswith(WANT[lang]) is False  # the language is not set yet: English
    h = Headless((1280, 720), settings=Settings(animation_speed="instant", language=lang), first=False)
    rec = Marks()
    previous = draw.set_recorder(rec)
    try:
        menu = MenuScene(h.ctx)
        h.app.start(menu)
        menu.autosave = info
        canvas = pygame.Surface((1920, 1080))
        menu.draw(canvas)
    finally:
        draw.set_recorder(previous)
        h.close()
    # the whole line (the menu cuts a long one to its paper's width)
    line = [m.full or m.text for m in rec.marks if "Ada" in m.text]
    assert len(line) == 1 and line[0].endswith(WANT[lang]), line
