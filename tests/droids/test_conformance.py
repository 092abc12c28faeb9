"""The shared conformance battery over Les Derniers Droïdes at every player count and option."""

from __future__ import annotations

import pytest

from game.core.conformance import check_game, play_game
from game.droids import RULES
from tests.slow import seeds


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_battery_deep(players: int) -> None:
    check_game(RULES, players, seeds=(1,), deep_every=6)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_battery_second_seed(players: int) -> None:
    check_game(RULES, players, seeds=(2,), deep_every=40)


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_battery_many_seeds(players: int) -> None:
    check_game(RULES, players, seeds=seeds(3, 10, 1), deep_every=10)


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"swap_after_action": False, "overflow_timing": "end_of_turn"}),
        (2, {"conflict_resolution": "simultaneous_both_fail", "first_priority": "1"}),
        (3, {"three_player_discard": "giver_zone", "three_player_majority": "per_opponent_bonus"}),
        (4, {"four_player_gift_rule": "teammate_secondary_always_to_opponent"}),
        (4, {"open_action_order": True}),
        (3, {"open_action_order": True, "house_cost_energy_delta": -1}),
        (1, {"solo_difficulty": "easy", "automa_tie_break": "lowest_number"}),
        (1, {"solo_difficulty": "hard", "house_base_rp": 5}),
    ],
)
def test_battery_options(players: int, options: dict) -> None:
    check_game(RULES, players, seeds=(4,), options=options, deep_every=20)


def test_bad_player_count_and_options_refused() -> None:
    with pytest.raises(ValueError):
        RULES.new_game(5, 1, {})
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, {"first_priority": "3"})
    with pytest.raises(ValueError):
        RULES.new_game(2, 1, {"nope": 1})


def _greedy_game(players: int, seed: int, deep_every: int) -> None:
    """A heuristic-driven game (builds houses, uses effects) under full checks."""

    def greedy(view, legal, rng):  # noqa: ANN001
        seat = legal[0].seat
        base = RULES.determinize(view, rng.fork())
        best, best_v = legal[0], float("-inf")
        for a in legal:
            t = RULES.clone(base)
            RULES.apply(t, a)
            v = RULES.heuristic(t, seat)
            if v > best_v:
                best, best_v = a, v
        return best

    play_game(RULES, players, seed, chooser=greedy, deep_every=deep_every)


@pytest.mark.parametrize("players", [1, 4])
def test_greedy_game_passes_the_battery(players: int) -> None:
    _greedy_game(players, 11, 60)


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_greedy_games_pass_the_battery_many_seeds(players: int) -> None:
    for seed in seeds(20, 5, 1):
        _greedy_game(players, seed, 10)
