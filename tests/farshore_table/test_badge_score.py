"""The seat badges count a Farshore city's open points as the game goes (issue 14), from the rules'
``Scored`` events: on a table opened mid-game (the counters rebuilt from the game so far) and after
the moves that follow."""

from __future__ import annotations

import pytest

from game.farshore import scoring
from tests.farshore_table import tables


def running(c) -> list[int]:  # type: ignore[no-untyped-def]
    st = c._state
    return [sum(scoring.running_parts(st, s)) for s in range(st.n)]


@pytest.mark.parametrize("players", [2, 4])
def test_the_badges_show_the_running_score_mid_game(headless, players):  # type: ignore[no-untyped-def]
    c = tables.settled(players, 5, 0.5)
    if c is None:
        pytest.skip("the game ended first")
    h = headless(size=(1280, 720))
    with tables.watching() as seen:
        table = tables.table_for(h, c)
    want = running(c)
    assert all(v > 0 for v in want), want
    assert table._scores() == {s: float(v) for s, v in enumerate(want)}
    drawn = {t for t, _size, _cut in seen.by_table}
    for v in want:
        assert str(v) in drawn, f"no badge shows {v}"
