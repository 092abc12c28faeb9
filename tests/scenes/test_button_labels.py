"""A plain button takes a label too long for one line onto two lines, whole, and owes no hover for
it; a label too long for two lines is cut, and the cut is reported (the table then shows it whole
on hover)."""

from __future__ import annotations

import pygame

from scenes import draw
from scenes.widgets import Button


def test_a_two_line_label_is_whole_and_a_longer_one_is_cut(app):
    rect = pygame.Rect(0, 0, 260, 72)
    fits = Button(rect, "Swap 1 energy for 1 circuit board", lambda: None, size=26)
    assert draw.font(26, True).size(fits.label)[0] > fits.label_room()  # wider than one line
    assert not fits.label_cut()
    longer = Button(
        rect, "Swap 1 energy for 1 circuit board and then 1 nut for 1 oil drop", lambda: None, size=26
    )
    assert longer.label_cut()
    short = Button(pygame.Rect(0, 0, 260, 40), fits.label, lambda: None, size=26)
    assert short.label_cut()  # no room for a second line: cut
    with_icon = Button(rect, fits.label, lambda: None, size=26, icon="save")
    assert with_icon.label_cut()  # a label beside an icon stays on one line
