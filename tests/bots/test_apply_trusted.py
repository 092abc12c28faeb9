"""``apply_trusted`` (the search's unchecked apply) must do exactly what ``apply`` does to a legal action,
and the search must refuse a deal that changes the deciding seat's choices."""

import pytest

import game.registry as registry
from game.bots.search import ISMCTSBot, _Search
from game.core.rng import Rng
from game.core.rules import SearchTuning, fingerprint

GAMES = [g for g in registry.GAMES if hasattr(registry.get_game(g), "apply_trusted")]


def test_every_registered_game_offers_the_fast_path():
    assert GAMES == list(registry.GAMES)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [1, 2, 4])
def test_trusted_apply_matches_apply_along_random_games(game_id, players):
    rules = registry.get_game(game_id)
    if not rules.min_players <= players <= rules.max_players:
        pytest.skip("player count not offered")
    rng = Rng(7, stream=3)
    state = rules.new_game(players, 11, {})
    steps = 0
    while rules.to_act(state) is not None and steps < 400:
        legal = rules.legal_actions(state)
        action = legal[rng.below(len(legal))]
        fast = rules.clone(state)
        rules.apply_trusted(fast, action)
        rules.apply(state, action)
        assert fingerprint(rules, fast) == fingerprint(rules, state), (game_id, steps, action)
        steps += 1


def test_the_search_refuses_a_root_choice_that_differs_from_its_deals():
    rules = registry.get_game("paris")
    state = rules.new_game(2, 3, {})
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    search = _Search(rules, rules.view(state, seat), legal[:-1], Rng(1), 0, 0.7)
    with pytest.raises(ValueError, match="legal actions"):
        search.iterate()


def test_a_narrow_choice_gets_a_smaller_budget():
    bot = ISMCTSBot("t", iterations=600, per_action=75)
    assert bot.budget(2) == 225
    assert bot.budget(30) == 600
    assert ISMCTSBot("u", iterations=150).budget(2) == 150


def test_a_game_may_give_a_level_its_own_iterations_per_action():
    class Rules:
        search = SearchTuning(per_action=(("normal", 2),))

    normal = ISMCTSBot("normal", iterations=150)
    assert normal.budget(10, Rules()) == 22  # 2 × (10 + 1)
    assert normal.budget(200, Rules()) == 150  # never above the level's iterations
    assert normal.budget(10) == 150  # a game without the extra: the level's own budget
    assert ISMCTSBot("hard", iterations=600, per_action=75).budget(10, Rules()) == 600


def test_normal_searches_less_than_hard_in_every_game():
    from game.bots.search import LEVELS

    normal, hard = LEVELS["normal"], LEVELS["hard"]
    for game_id in registry.GAMES:
        rules = registry.get_game(game_id)
        for width in (2, 5, 12, 40):
            assert normal.budget(width, rules) <= hard.budget(width, rules), (game_id, width)
