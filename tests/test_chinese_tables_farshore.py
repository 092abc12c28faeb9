"""Everdell Farshore reads wholly in Chinese: real mid-game tables (bot games played through the
controller, seat 0 human, one of them solo against the Rival) drawn at 1280×720 in 繁體中文 and
简体中文 and judged as the English tables are (``tests/table/readable.py``), with no Latin word of
the game left in what the table draws or shows on hover and every character in that language's font.
The checks are those of ``tests/test_chinese_tables_paris_games.py``."""

from __future__ import annotations

import re

import pygame
import pygame.freetype
import pytest

from scenes.assets import font_file, resource_path
from tests.test_chinese_tables_paris_games import LANGS, WORD, _table_texts, interface_words

CASES = [("farshore", 3, 40, 7), ("farshore", 1, 60, 4)]
TITLES = re.compile(r"Player \d+|Everdell|Farshore")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-m{c[2]}")
def test_the_farshore_table_reads_in_chinese(case, lang) -> None:
    found, texts = _table_texts(*case, lang)
    assert found.of("table") == {} and found.of("skin") == {}, (found.of("table"), found.of("skin"))
    allowed = interface_words()
    left = sorted(t for t in texts if any(w.lower() not in allowed for w in WORD.findall(TITLES.sub("", t))))
    assert left == [], left[:10]
    assert any("海灣" in t or "海湾" in t for t in texts)  # the table did draw in Chinese
    pygame.freetype.init()
    for bold in (False, True):
        folder, name = font_file(bold, lang)
        font = pygame.freetype.Font(str(resource_path("assets", folder, name)), 20)
        chars = sorted({ch for t in texts for ch in t if ch not in "\n\t"})
        lacking = [ch for ch, m in zip(chars, font.get_metrics("".join(chars)), strict=True) if m is None]
        assert lacking == [], (name, lacking)
