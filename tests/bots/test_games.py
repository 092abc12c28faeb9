"""The search bots on every registered product game: legal, view-only, fair (a few positions each)."""

import pytest

from game.bots import bot_rng, decide
from game.bots.benchmark import sample_positions
from game.bots.search import LEVELS, ISMCTSBot, NotAView
from game.core.rng import Rng
from game.registry import GAMES

TINY = ISMCTSBot("tiny", iterations=24, depth=2)
IDS = sorted(GAMES)


@pytest.mark.skipif(not IDS, reason="no product game registered yet")
@pytest.mark.parametrize("game_id", IDS)
def test_search_on_a_product_game_is_legal_view_only_and_fair(game_id):
    rules = GAMES[game_id]
    players = max(2, rules.min_players)
    states = sample_positions(rules, players, seed=3, fractions=(0.1, 0.6))
    assert states
    for k, state in enumerate(states):
        seat = rules.to_act(state)
        view, legal = rules.view(state, seat), rules.legal_actions(state)
        with pytest.raises(NotAView):
            decide(TINY, rules, state, legal, Rng(1))
        for bot in (TINY, LEVELS["easy"]):
            mine = decide(bot, rules, view, legal, bot_rng(3, k, seat))
            assert mine in legal
            other = rules.determinize(view, Rng(77, stream=5))
            assert rules.view(other, seat) == view
            assert (
                decide(bot, rules, rules.view(other, seat), rules.legal_actions(other), bot_rng(3, k, seat))
                == mine
            )


@pytest.mark.skipif(not IDS, reason="no product game registered yet")
@pytest.mark.parametrize("game_id", IDS)
def test_search_handles_every_player_count_limit(game_id):
    rules = GAMES[game_id]
    for players in sorted({rules.min_players, rules.max_players}):
        for k, state in enumerate(sample_positions(rules, players, seed=5, fractions=(0.3,))):
            seat = rules.to_act(state)
            view, legal = rules.view(state, seat), rules.legal_actions(state)
            assert decide(TINY, rules, view, legal, bot_rng(5, k, seat)) in legal
