"""What the Farshore board prints: each Shore location's name whole (one or two lines that never
touch) with its yield or its action in words, and every sea space's number and points."""

from __future__ import annotations

import pytest

from game.core.i18n import tr
from game.farshore.data import DATA
from scenes import draw
from scenes.games.farshore import board as printed
from tests.farshore_table import tables


@pytest.mark.parametrize("players", [2, 4])
def test_the_shore_prints_every_name_whole_and_what_each_place_does(headless, players):
    c = tables.settled(players, 1, 0.1)
    assert c is not None
    h = headless()
    with tables.watching() as seen:
        table = tables.table_for(h, c)
    words = [t for t, _s, _c in seen.texts]
    for spot in DATA.locations:
        name = tr(f"farshore.location.{spot.id}")
        z = table.board.zone(f"location:{spot.id}")
        lines = printed._name_lines(name, z.rect[2] - 2)
        assert " ".join(lines) == name and all(ln in words for ln in lines)  # whole, never cut
        if printed.location_marks(z.id) is None:  # the Docks, the Lookout, the Dunes: in words
            what = printed.location_words(z.id)
            lines = draw.wrap(what, 16, z.rect[2] - 6)
            assert what and all(ln in words for ln in lines), (z.id, lines)
    assert tr("farshore.board.lighthouse") in words
    assert not any(cut for _t, _s, cut in seen.texts)


def test_every_sea_space_prints_its_number_and_points(headless):
    c = tables.settled(2, 1, 0.1)
    assert c is not None
    h = headless()
    with tables.watching() as seen:
        tables.table_for(h, c)
    words = {t for t, _s, _c in seen.texts}
    for i in range(DATA.track_last + 1):
        assert str(i) in words and str(DATA.track_points[i]) in words
