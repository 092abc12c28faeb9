"""Statistical strength checks (slow: ``pytest -m slow``; CI runs the bounded form with
``SALON_SLOW_SCALE=small``). Every game is seeded, so each check is a fixed, reproducible result;
the bounds leave room for the sampling noise of a small match."""

import pytest

from game.bots.tournament import play_match
from game.registry import GAMES
from tests.fixture_game import RULES
from tests.slow import scaled

pytestmark = pytest.mark.slow
IDS = sorted(GAMES)


def test_greedy_beats_random_on_the_fixture():
    r = play_match(RULES, 2, ["greedy", "random"], games=scaled(100, 20), seed=1)
    assert r["share"]["greedy"] >= 0.7 and not r["errors"]


def test_normal_beats_greedy_on_the_fixture():
    r = play_match(RULES, 2, ["normal", "greedy"], games=scaled(40, 10), seed=1)
    assert r["share"]["normal"] > 0.5 and not r["errors"]


@pytest.mark.parametrize("game_id", IDS)
def test_greedy_beats_random_on_a_product_game(game_id):
    rules = GAMES[game_id]
    games = scaled(60, 10)
    r = play_match(rules, 2, ["greedy", "random"], games=games, seed=1)
    assert not r["errors"]
    assert r["share"]["greedy"] >= (0.75 if games >= 60 else 0.6)


@pytest.mark.parametrize("game_id", IDS)
def test_hard_beats_greedy_on_a_product_game(game_id):
    rules = GAMES[game_id]
    games = scaled(10, 2)
    r = play_match(rules, 2, ["hard", "greedy"], games=games, seed=1)
    assert not r["errors"]
    assert r["share"]["hard"] >= (0.6 if games >= 10 else 0.5)


@pytest.mark.parametrize("game_id", IDS)
def test_normal_beats_greedy_on_a_product_game(game_id):
    rules = GAMES[game_id]
    games = scaled(20, 2)
    r = play_match(rules, 2, ["normal", "greedy"], games=games, seed=1)
    assert not r["errors"]
    assert r["share"]["normal"] >= (0.55 if games >= 20 else 0.5)


@pytest.mark.parametrize("game_id", IDS)
def test_easy_and_normal_play_whole_product_games(game_id):
    rules = GAMES[game_id]
    r = play_match(rules, 2, ["easy", "normal"], games=2, seed=5)
    assert r["games"] == 2 and not r["errors"]
