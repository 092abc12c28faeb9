"""Paris: New Eden and Paris read wholly in Chinese: real mid-game tables (bot games played through
the controller, seat 0 human) drawn at 1280×720 in 繁體中文 and 简体中文 under the table's recorder,
and judged as the English tables are (``tests/table/readable.py``: no text under 16 px, no piece over
another, no cut text without a hover that shows it whole), plus:

- no Latin word of these games left in what the table draws or shows on hover: a word of three
  letters or more must be a player's name, a game's own title, or a word of the interface's own
  catalogue (the ``salon`` domain, translated elsewhere);
- every character drawn is in the font of that language.
"""

from __future__ import annotations

import functools
import re

import pygame
import pygame.freetype
import pytest

from game.core import i18n
from scenes.assets import font_file, resource_path
from tests.table.readable import audited, problems, settle

CASES = [("new_eden", 3, 40, 7), ("new_eden", 4, 150, 11), ("paris", 3, 30, 5), ("paris", 2, 120, 9)]
LANGS = ("zh_Hant", "zh_Hans")
TITLES = re.compile(r"Player \d+|l['’]Étoile|Paris|New Eden")
WORD = re.compile(r"[A-Za-zÀ-ÿ]{3,}")


@functools.cache
def interface_words() -> frozenset[str]:
    """Every word of the interface's English catalogue (``salon``), lower case."""
    import scenes.settings  # noqa: F401  (registers the interface's strings)
    import scenes.table.table  # noqa: F401

    return frozenset(
        w.lower() for k, s in i18n.english().items() if i18n.domain_of(k) == "salon" for w in WORD.findall(s)
    )


def _table_texts(game: str, players: int, moves: int, seed: int, lang: str):
    from scenes.app import Headless
    from scenes.settings import Settings

    c = settle(game, players, moves, seed)
    assert c is not None
    h = Headless((1280, 720), settings=Settings(animation_speed="instant", language=lang), first=False)
    try:
        table, rec = audited(h, c)
        found = problems(table, rec)
        texts = {t for t, _size, _origin in rec.sizes()} | {hv.text for hv in rec.hovers}
    finally:
        h.close()
        i18n.set_language("en")
    return found, texts


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-m{c[2]}")
def test_the_table_reads_in_chinese(case, lang) -> None:
    found, texts = _table_texts(*case, lang)
    assert found.of("table") == {} and found.of("skin") == {}, (found.of("table"), found.of("skin"))
    allowed = interface_words()
    left = sorted(t for t in texts if any(w.lower() not in allowed for w in WORD.findall(TITLES.sub("", t))))
    assert left == [], left[:10]
    pygame.freetype.init()
    for bold in (False, True):
        folder, name = font_file(bold, lang)
        font = pygame.freetype.Font(str(resource_path("assets", folder, name)), 20)
        chars = sorted({ch for t in texts for ch in t if ch not in "\n\t"})
        lacking = [ch for ch, m in zip(chars, font.get_metrics("".join(chars)), strict=True) if m is None]
        assert lacking == [], (name, lacking)
