"""The rules books and the glossaries read wholly in Chinese: every section of every game's book and
every entry of every game's glossary, laid out by the book overlay in a 1280×720 window in 繁體中文
and 简体中文, and judged block by block:

- every text a block draws stays inside the box the page measured for it (nothing runs past the
  column or into the next block) and none is cut short;
- the frame around the page (the title, the game tabs, the list of sections or entries, the search
  and close controls) draws inside the canvas, cutting nothing;
- no Latin word is left (players' and example people's names, the games' titles, the program's
  name and key names aside) and every character is in the font of that language
  (``tests/chinese_render.py``).
"""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from scenes import draw
from scenes.rulebook import BOOKS
from tests.chinese_render import BOOK_NAMES, LANGS, Marks, outside, untranslated
from tests.chinese_render import lacking_glyphs as lacking

GAMES = sorted(BOOKS)


@pytest.fixture
def overlay_in(request):
    """A function (game, lang) -> the book overlay of that game, in a 1280×720 window in lang."""
    from scenes.app import Headless
    from scenes.rules_ref import RulesOverlay
    from scenes.settings import Settings

    opened = []

    def make(game: str, lang: str) -> RulesOverlay:
        h = Headless((1280, 720), settings=Settings(animation_speed="instant", language=lang), first=False)
        opened.append(h)
        overlay = RulesOverlay(h.ctx, game, mode="book")
        h.app.start(overlay)
        h.step()
        return overlay

    yield make
    for h in opened:
        h.close()
    i18n.set_language("en")


def _read(overlay, pages: list[tuple[str, str]]) -> tuple[list[str], set[str]]:
    """Open each (mode, id) page and judge it: (problems, every text drawn)."""
    rec = Marks()
    sheet = pygame.Surface((1920, 1400))
    canvas = pygame.Surface((1920, 1080))
    found: list[str] = []
    texts: set[str] = set()
    previous = draw.set_recorder(rec)
    try:
        for mode, ident in pages:
            if mode == "book":
                overlay.open_section(ident)
            else:
                overlay.open_entry(ident)
            page = overlay.area.rect
            width = page.width - 40
            assert overlay.items, (mode, ident)
            for item in overlay.items:  # each block at the top of a sheet, in its measured box
                rec.clear()
                sheet.fill((0, 0, 0))
                item.paint(sheet, 20)
                box = pygame.Rect(page.left, 20, width, item.h)
                found += [f"{mode}:{ident}: {p}" for p in outside(rec.on(sheet), box)]
                texts |= rec.texts()
            rec.clear()
            overlay.draw(canvas)  # the frame: what is not the scrolled page
            lists = overlay.list_area.rect
            for m in rec.on(canvas):
                if m.rect.left >= page.left and m.rect.top >= page.top:
                    continue  # a block of the page, judged above (the page scrolls: it is clipped)
                if m.rect.left >= lists.left and m.rect.right <= lists.right and m.rect.top >= lists.top:
                    box = pygame.Rect(
                        m.rect.left, m.rect.top, lists.width, m.rect.height
                    )  # a row: it scrolls
                else:
                    box = canvas.get_rect()
                found += [f"{mode}:{ident} frame: {p}" for p in outside([m], box)]
            texts |= rec.texts()
    finally:
        draw.set_recorder(previous)
    return found, texts


def _judge(found: list[str], texts: set[str], lang: str) -> None:
    assert found == [], found[:10]
    left = untranslated(texts, BOOK_NAMES)
    assert left == [], left[:10]
    missing = lacking(texts, lang)
    assert missing == [], missing


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_section_of_the_rules_book_reads_in_chinese(overlay_in, game, lang) -> None:
    overlay = overlay_in(game, lang)
    found, texts = _read(overlay, [("book", s.id) for s in BOOKS[game].sections])
    _judge(found, texts, lang)
    assert any("\u4e00" <= ch <= "\u9fff" for t in texts for ch in t)  # it did draw in Chinese


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_glossary_entry_reads_in_chinese(overlay_in, game, lang) -> None:
    overlay = overlay_in(game, lang)
    overlay.set_mode("glossary")
    entries = overlay.glossary.find("", "")
    assert len(entries) > 50  # every entry: the whole list, not a sample
    found, texts = _read(overlay, [("glossary", e.id) for e in entries])
    _judge(found, texts, lang)
    names = {e.name for e in entries}
    assert all(any(n in t for t in texts) for n in names)  # every entry's page named it


def test_the_pictures_follow_the_language() -> None:
    """A page's pieces are drawn in the language of the moment, after a switch too."""
    from scenes.rulebook.paint import painter

    pygame.init()
    rec = Marks()
    previous = draw.set_recorder(rec)
    try:
        for lang in (*LANGS, "en"):
            i18n.set_language(lang)
            rec.clear()
            painter("droids").surface("marker", "marker:priority", (120, 120))
            assert i18n.tr("droids.marker_priority") in rec.texts(), (lang, rec.texts())
    finally:
        draw.set_recorder(previous)
        i18n.set_language("en")
