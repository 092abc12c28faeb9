"""The shared conformance battery over Paris: every player count, l'Étoile, each variant and flag."""

from __future__ import annotations

import pytest

from game.core.conformance import check_game
from game.paris import RULES
from tests.slow import seeds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_battery_base_game(players: int) -> None:
    check_game(RULES, players, seeds=(10 + players,), deep_every=5)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_battery_with_letoile(players: int) -> None:
    check_game(RULES, players, seeds=(20 + players,), options={"etoile": True}, deep_every=5)


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"variant_random_tokens": True}),
        (3, {"variant_random_bonus_track": True}),
        (4, {"variant_free_placement": True}),
        (3, {"variant_free_placement": True, "etoile": True}),
        (2, {"market_supply": "unlimited", "etoile": True}),
        (3, {"end_game_tile_pick": "random"}),
        (4, {"district_tie_mode": "split_down"}),
        (2, {"building_stacks": 2, "keys_2p": 7}),
        (4, {"building_stacks": 4, "open_information": True, "etoile": True}),
    ],
)
def test_battery_variants_and_flags(players: int, options: dict) -> None:
    check_game(RULES, players, seeds=(31,), options=options, deep_every=12)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("etoile", [False, True])
def test_battery_many_seeds(players: int, etoile: bool) -> None:
    check_game(RULES, players, seeds=seeds(100, 10, 1), options={"etoile": etoile}, deep_every=2)


def test_bad_player_counts_and_options_are_refused() -> None:
    for n in (1, 5):
        with pytest.raises(ValueError):
            RULES.new_game(n, 1, {})
    with pytest.raises(ValueError):
        RULES.new_game(3, 1, {"etoile": "yes"})
    with pytest.raises(ValueError):
        RULES.new_game(3, 1, {"market_supply": "infinite"})
    with pytest.raises(ValueError):
        RULES.new_game(3, 1, {"no_such_option": 1})
