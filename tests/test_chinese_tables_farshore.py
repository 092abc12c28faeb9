"""Everdell Farshore reads wholly in Chinese: real mid-game tables (bot games played through the
controller, seat 0 human, one of them solo against the Rival) drawn at 1280×720 in 繁體中文 and
简体中文 and judged as the English tables are (``tests/table/readable.py``), with no Latin word of
the game left in what the table draws or shows on hover and every character in that language's font
(``tests/chinese_render.py``)."""

from __future__ import annotations

import pytest

from tests.chinese_render import LANGS, check_table

CASES = [("farshore", 3, 40, 7), ("farshore", 1, 60, 4)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-m{c[2]}")
def test_the_farshore_table_reads_in_chinese(case, lang) -> None:
    texts = check_table(*case, lang)
    assert any("海灣" in t or "海湾" in t for t in texts)  # the table did draw in Chinese
