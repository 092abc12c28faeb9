"""Dates read in the reader's language: the Load screen's list and the menu's Continue line give a
day as its language writes it (``1 Dec 2026``, ``2026年12月1日``; in the year of the day ``1 Dec``,
``12月1日``), from the catalogue's templates and month names, whatever the C library's locale; today
and the last hour keep their own words; on the Load screen the date keeps clear of the title."""

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
NEXT_YEAR = STAMP + 40 * 86400
WANT = {"en": "1 Dec 2026  14:05", "zh_Hant": "2026年12月1日 14:05", "zh_Hans": "2026年12月1日 14:05"}
LONG = "星期六晚上和朋友們在咖啡館裡下到一半的那一局遊戲"
SHORT = {"en": "1 Dec  14:05", "zh_Hant": "12月1日 14:05", "zh_Hans": "12月1日 14:05"}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(WANT))
def test_a_day_is_written_in_the_language(lang) -> None:
    i18n.set_language(lang)
    assert when_text(STAMP, NEXT_YEAR) == WANT[lang]
    assert when_text(STAMP, LATER) == SHORT[lang]
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
    assert "Dec" in summary_line(info)  # the language is not set yet: English
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
    assert len(line) == 1 and line[0].endswith(SHORT[lang]), line


class _Later:
    """The ``time`` module as ``scenes.load`` sees it, three days on."""

    def __getattr__(self, name: str):
        return getattr(time, name)

    @staticmethod
    def time() -> float:
        return time.time() + 3 * 86400


@pytest.mark.parametrize("lang", ["zh_Hant", "zh_Hans"])
def test_the_load_list_gives_the_date_in_the_language_inside_its_row(lang, monkeypatch) -> None:
    import scenes.load
    from game.core import store
    from game.core.saves import SeatConfig
    from game.registry import GAMES
    from scenes.app import Headless
    from scenes.load import LoadScene
    from scenes.settings import Settings
    from tests.chinese_render import outside, untranslated

    seats = [SeatConfig(f"Player {i + 1}", "bot", "greedy", colour=i) for i in range(2)]
    for gid in ("paris", "droids"):
        c = store.new_controller(GAMES[gid], seats, 5)
        c.pump(budget_ms=2_000)
        c.autosave()
    store.save_named(c, LONG)  # a name too long for its row: cut, and the date still clear of it
    monkeypatch.setattr(scenes.load, "time", _Later())
    h = Headless((1280, 720), settings=Settings(animation_speed="instant", language=lang), first=False)
    rec = Marks()
    try:
        scene = LoadScene(h.ctx)
        h.app.start(scene)
        h.step()
        assert len(scene.entries) == 3
        canvas = pygame.Surface((1920, 1080))
        previous = draw.set_recorder(rec)
        try:
            scene.draw(canvas)
        finally:
            draw.set_recorder(previous)
    finally:
        h.close()
    today = time.localtime()
    day = f"{today.tm_mon}月{today.tm_mday}日"
    marks = rec.on(canvas)
    dates = [m for m in marks if day in m.text]
    assert len(dates) == 3, sorted(rec.texts())
    assert outside([m for m in marks if m.full != LONG], canvas.get_rect()) == []
    assert untranslated(rec.texts()) == []
    for d in dates:  # the date keeps clear of the row's title and its badge
        row = [m for m in marks if m.rect.top < d.rect.bottom and d.rect.top < m.rect.bottom and m is not d]
        assert row and all(m.rect.right + 8 <= d.rect.left for m in row if m.rect.left < d.rect.left), row


@pytest.mark.parametrize("lang", sorted(WANT))
def test_the_statistics_chart_and_a_save_s_suggested_name_write_the_day_in_the_language(lang) -> None:
    from scenes.pause import default_title
    from scenes.stats import day

    i18n.set_language(lang)
    assert day(STAMP, with_time=True) == WANT[lang]
    assert day(STAMP) == {"en": "1 Dec 2026", "zh_Hant": "2026年12月1日", "zh_Hans": "2026年12月1日"}[lang]
    assert default_title("paris", STAMP).endswith(SHORT[lang])
