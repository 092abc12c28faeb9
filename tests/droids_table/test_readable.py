"""Real Droïdes tables read like the cardboard: at every player count, at 1280×720 and 1920×1080,
from several seeds, half-way through a game and at its fullest moment, no text of the skin is under
the floor, no piece covers another zone or piece, every piece has its own printed face (no bare
seat disc), and nothing is cut without a hover view."""

from __future__ import annotations

import pytest

from tests.droids_table.audit import (
    bare_faces,
    cut_without_hover,
    fullest,
    game_actions,
    overlaps,
    recording,
    small_texts,
    table_after,
)
from tests.slow import seeds

WINDOWS = [(1280, 720), (1920, 1080)]


def _check(headless, players: int, seed: int, upto: int, window: tuple[int, int]) -> None:
    with recording() as seen:
        h, table = table_after(headless, players, seed, upto, window)
        h.app.start(table)
        h.step(frames=2)
    where = f"{players} players, seed {seed}, after {upto} moves, {window[0]}x{window[1]}"
    assert not small_texts(seen), (where, small_texts(seen)[:8])
    assert not overlaps(table), (where, overlaps(table)[:8])
    assert not bare_faces(table), (where, bare_faces(table)[:8])
    assert not cut_without_hover(seen), (where, cut_without_hover(seen)[:8])
    assert any(w for _t, _s, w in seen), "the skin drew nothing"


@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_half_way_and_fullest_tables_read(headless, players, window):
    seed = 1
    n = len(game_actions(players, seed))
    for upto in sorted({n // 2, fullest(players, seed)}):
        _check(headless, players, seed, upto, window)


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_many_seeds_read_at_their_fullest(headless, players):
    for seed in seeds(2, 12, 3):
        n = len(game_actions(players, seed))
        for upto in sorted({n // 3, 2 * n // 3, fullest(players, seed), n}):
            _check(headless, players, seed, upto, (1280, 720))


def test_the_teams_show_on_their_workshops(headless):
    from game.core.i18n import tr

    with recording() as seen:
        h, table = table_after(headless, 4, 1, 20)
        h.app.start(table)
        h.step(frames=2)
    tabs = [t for t, _s, w in seen if w == "board._team_tabs"]
    assert sorted(tabs) == sorted([tr("ui.scoring.team", n=1)] * 2 + [tr("ui.scoring.team", n=2)] * 2)
    with recording() as seen:
        h, table = table_after(headless, 2, 1, 20)
        h.app.start(table)
        h.step(frames=2)
    assert not [t for t, _s, w in seen if w == "board._team_tabs"]  # no teams but at four


def test_the_automas_workshop_is_labelled_as_the_automas(headless):
    with recording() as seen:
        h, table = table_after(headless, 1, 1, 20)
        h.app.start(table)
        h.step(frames=2)
    assert {t for t, _s, w in seen if w == "board._automa_strip"} == {table.controller.name(1)}
    assert any(zid.startswith("seat:1:") and placed for zid, placed in table.layout.items())


def test_every_token_and_marker_says_what_it_is_on_hover(headless):
    import re

    id_like = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+:[a-z0-9:]+\b|\{[a-z_0-9]+\}")
    for players in (1, 2, 3, 4):
        h, table = table_after(headless, players, 1, fullest(players, 1))
        h.app.start(table)
        h.step(frames=2)
        seen = 0
        for zid, placed in table.layout.items():
            for p, _r in placed:
                if p.kind in ("card", "tile"):
                    continue  # a card's hover is its zoom
                tip = table.skin.tooltip(zid, p)
                assert tip and not id_like.search(tip), (players, zid, p.face, tip)
                seen += 1
        assert seen >= 4, players  # at least a shed's four parts (the automa's seat has none)
