"""Text in three languages: CJK wrapping and ellipsis (scenes/draw.py), the face each language
draws with, and the settings screen switching the language at once for every screen, remembered."""

from __future__ import annotations

import pytest

from game.core import i18n
from scenes import draw
from scenes.settings import Settings

ZH = "「你好」，這是一段繁體中文的測試文字。（括號裡的話）很好！我們在字與字之間換行，也不會在標點前斷開。"
LATIN = "Keep one of your 3 droids; the other goes to your direct opponent"


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _fits(line: str, size: int, width: int) -> bool:
    return draw.font(size).size(line)[0] <= width or len(line) == 1


@pytest.mark.parametrize("width", range(60, 700, 23))
def test_cjk_wraps_between_characters_and_keeps_punctuation_with_its_text(width):
    lines = draw.wrap(ZH, 24, width)
    assert "".join(lines) == ZH  # nothing lost, nothing added (CJK has no spaces to drop)
    for i, line in enumerate(lines):
        assert line
        assert _fits(line, 24, width) or line[-1] in draw.CLOSING, (width, line)
        if i:
            assert line[0] not in draw.CLOSING, f"a line starts with closing punctuation: {line!r}"
        if i < len(lines) - 1:
            assert line[-1] not in draw.OPENING, f"a line ends with opening punctuation: {line!r}"


def test_a_narrow_column_gets_one_character_a_line_with_its_punctuation():
    lines = draw.wrap("你好。再見！", 24, 30)
    assert lines == ["你", "好。", "再", "見！"]  # the full stop and the "!" hang, never lead


@pytest.mark.parametrize("width", (120, 200, 333, 480))
def test_latin_still_breaks_at_spaces_only(width):
    lines = draw.wrap(LATIN, 24, width)
    assert " ".join(lines) == LATIN
    assert all(_fits(ln, 24, width) for ln in lines)


def test_mixed_text_breaks_at_spaces_and_between_characters():
    text = "Ada 以 1 個能量交換 2 個螺帽，然後修復機器人 23。"
    lines = draw.wrap(text, 24, 140)
    assert len(lines) > 1
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(ln[0] not in draw.CLOSING for ln in lines[1:])
    assert all("Ada"[1:] not in ln or "Ada" in ln for ln in lines)  # a Latin word stays whole


def test_break_rules():
    assert draw.can_break("中文", 1)
    assert not draw.can_break("中。", 1)  # never before closing punctuation
    assert not draw.can_break("「中", 1)  # never after opening punctuation
    assert not draw.can_break("ab", 1)  # inside a Latin word
    assert draw.can_break("a b", 2) and not draw.can_break("a b", 1)
    assert draw.can_break("a中", 1) and draw.can_break("中a", 1)


def test_ellipsize_works_per_character():
    f = draw.font(24)
    text = "繁體中文的長標題會被截短"
    one = f.size("繁")[0]
    for k in range(1, 6):
        width = f.size(text[:k] + draw.ELLIPSIS)[0]
        got = draw.ellipsize(text, 24, width)
        assert got == text[:k] + draw.ELLIPSIS, (k, got)
        assert f.size(got)[0] <= width
    assert draw.ellipsize("「括號」很長的文字", 24, f.size("「…")[0] + one // 2) == draw.ELLIPSIS
    assert draw.ellipsize(text, 24, 10_000) == text


def test_each_language_draws_with_its_own_face():
    from scenes.assets import font_file

    assert font_file(False, "zh_Hant") == ("fonts", "SalonSansTC-Regular.otf")
    assert font_file(True, "zh_Hans") == ("fonts", "SalonSans-Bold.otf")
    assert font_file(False, "en") == ("fonts", "SalonSans-Regular.otf")
    i18n.set_language("zh_Hant")
    tc = draw.render("骨", 40, (0, 0, 0))
    i18n.set_language("zh_Hans")
    sc = draw.render("骨", 40, (0, 0, 0))
    import pygame

    assert pygame.image.tobytes(tc, "RGBA") != pygame.image.tobytes(sc, "RGBA")  # not the cached TC one


def test_the_settings_screen_switches_every_screen_at_once_and_remembers(app):
    from scenes.menu import MenuScene
    from scenes.options import OptionsScene

    menu = app.top
    assert isinstance(menu, MenuScene) and menu.b_new.label == "New game"
    scene = OptionsScene(app.ctx)
    app.app.stack.push(scene)
    app.step()
    seen = []
    for _ in range(3):
        right = app.top.language.arrows()[1]
        app.click(right.center, frames=2)
        top = app.top
        assert isinstance(top, OptionsScene)
        seen.append((i18n.language(), Settings.load().language, menu.b_new.label, top.speed.label))
    assert seen == [
        ("zh_Hant", "zh_Hant", "新遊戲", "動畫速度"),
        ("zh_Hans", "zh_Hans", "新游戏", "动画速度"),
        ("en", "en", "New game", "Animation speed"),
    ]
    assert app.app.errors == []


def test_a_table_on_screen_redraws_its_log_in_the_new_language(app):
    """The log holds keys and parameters, so a switch from the settings screen over a game
    redraws every line already on screen in the new language."""
    import pygame

    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from game.registry import GAMES
    from scenes.options import OptionsScene
    from scenes.pause import PauseOverlay
    from scenes.table.logpanel import line_text
    from scenes.table.table import TableScene

    seats = [SeatConfig(f"Bot {i + 1}", "bot", "greedy", colour=i) for i in range(2)]
    c = Controller(GAMES["droids"], seats, 4, options={})
    for _ in range(30):
        c.pump(budget_ms=10_000)
    table = TableScene(app.ctx, c)
    app.app.stack.clear_to(table)
    app.step(frames=3)
    lines = c.log_for(None)
    parts = [ln for ln in lines if any(k == "parts" for k, _v in ln.params)]
    assert parts, "no log line with parts in 30 moves"
    english = line_text(parts[-1], c.name)
    before = pygame.image.tobytes(table.logpanel._surf, "RGBA")
    app.app.stack.push(PauseOverlay(app.ctx, c))
    app.app.stack.push(OptionsScene(app.ctx))
    app.step(frames=2)
    app.click(app.top.language.arrows()[1].center, frames=2)
    assert i18n.language() == "zh_Hant"
    app.app.stack.pop()
    app.app.stack.pop()
    app.step(frames=3)
    chinese = line_text(parts[-1], c.name)
    assert chinese != english and "個" in chinese
    assert pygame.image.tobytes(table.logpanel._surf, "RGBA") != before
    assert app.app.errors == []
