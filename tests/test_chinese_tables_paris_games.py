"""Paris: New Eden and Paris read wholly in Chinese: real mid-game tables (bot games played through
the controller, seat 0 human) drawn at 1280×720 in 繁體中文 and 简体中文 under the table's recorder,
and judged as the English tables are (``tests/table/readable.py``: no text under 16 px, no piece over
another, no cut text without a hover that shows it whole), plus no Latin word left in what the
table draws or shows on hover (a player's name and the games' titles aside) and every character
drawn in the font of that language (``tests/chinese_render.py``).
"""

from __future__ import annotations

import pytest

from tests.chinese_render import LANGS, check_table

CASES = [("new_eden", 3, 40, 7), ("new_eden", 4, 150, 11), ("paris", 3, 30, 5), ("paris", 2, 120, 9)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-m{c[2]}")
def test_the_table_reads_in_chinese(case, lang) -> None:
    check_table(*case, lang)
