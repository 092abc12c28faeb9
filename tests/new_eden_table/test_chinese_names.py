"""New Eden's card names in Chinese show whole on a table card: Chinese has no spaces, so a name too
wide for one line breaks between characters into two lines (as even as the punctuation lets them), and one that fits a line
(in any of the skin's styles) stays on one."""

from __future__ import annotations

import pygame
import pytest

import game.new_eden.strings  # noqa: F401  (registers the names)
from game.core import i18n
from scenes import draw
from scenes.games.new_eden import HAND_CARD
from scenes.games.new_eden.palette import TEXT, board_name

WIDTH = HAND_CARD[0] - 8  # the band of a card in the building rows


@pytest.fixture(autouse=True)
def _fonts():
    pygame.init()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["zh_Hant", "zh_Hans"])
def test_every_card_name_shows_whole(lang: str) -> None:
    i18n.set_language(lang)
    names = sorted(k for k in i18n.english() if k.startswith("new_eden.name."))
    assert len(names) > 100
    for key in names:
        name = i18n.tr(key)
        fit = board_name(name, WIDTH, 2)
        assert "".join(fit.lines) == name, (key, name, fit)
        for line in fit.lines:
            assert draw.font(TEXT, fit.bold).size(line)[0] <= WIDTH / fit.squeeze, (key, line)
        assert all(line[0] not in draw.CLOSING for line in fit.lines), (key, fit.lines)


def test_a_long_name_breaks_between_characters() -> None:
    i18n.set_language("zh_Hant")
    fit = board_name("警察總局軍械庫", WIDTH, 2)
    assert fit.lines == ("警察總局", "軍械庫")
    assert board_name("巴士底街壘", WIDTH, 2).lines == ("巴士底街壘",)
    assert board_name("警察總局軍械庫", WIDTH, 1).lines == ()  # one line only: no name, the zoom shows it
