"""Solo games at the table: the built-in opponent (automa, rival) appears in the log and on the score
sheet without a seat of its own, and a whole solo game plays through to the scores."""

from __future__ import annotations

import pytest

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES

SOLO = [g for g, r in GAMES.items() if r.min_players == 1]


@pytest.fixture
def headless(tmp_path, monkeypatch):
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path))
    from scenes.app import Headless

    h = Headless((1280, 720))
    h.ctx.settings.animation_speed = "instant"
    yield h
    h.close()


def test_names_and_colours_beyond_the_table():
    c = Controller(GAMES["droids"], [SeatConfig("Ada")], 1)
    assert c.name(0) == "Ada" and c.colour(0) == 0
    assert c.colour(1) is None and c.name(1)  # the automa has a name, no seat colour


@pytest.mark.parametrize("game_id", SOLO)
def test_a_solo_bot_game_plays_to_the_scores(headless, game_id):
    from scenes.scoring import ScoringScene
    from scenes.table.table import TableScene

    c = Controller(GAMES[game_id], [SeatConfig("Ada", "bot", "greedy")], 3)
    headless.app.stack.push(TableScene(headless.ctx, c))
    for _ in range(3000):
        assert headless.step()
        if isinstance(headless.top, ScoringScene):
            break
    assert c.is_over() and isinstance(headless.top, ScoringScene)
