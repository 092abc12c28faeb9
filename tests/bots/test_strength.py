"""Statistical strength checks (slow: ``pytest -m slow``). Every game is seeded, so each check is a
fixed, reproducible result; the bounds leave room for the sampling noise of a small match."""

import pytest

from game.bots.tournament import play_match
from game.registry import GAMES
from tests.fixture_game import RULES

pytestmark = pytest.mark.slow


def test_greedy_beats_random_on_the_fixture():
    r = play_match(RULES, 2, ["greedy", "random"], games=100, seed=1)
    assert r["share"]["greedy"] >= 0.7 and not r["errors"]


def test_normal_beats_greedy_on_the_fixture():
    r = play_match(RULES, 2, ["normal", "greedy"], games=40, seed=1)
    assert r["share"]["normal"] > 0.5 and not r["errors"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_greedy_beats_random_on_a_product_game(game_id):
    rules = GAMES[game_id]
    r = play_match(rules, max(2, rules.min_players), ["greedy", "random"], games=10, seed=1)
    assert r["share"]["greedy"] > 0.5 and not r["errors"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_easy_search_level_plays_whole_product_games(game_id):
    rules = GAMES[game_id]
    r = play_match(rules, max(2, rules.min_players), ["easy", "random"], games=2, seed=5)
    assert r["games"] == 2 and not r["errors"]
