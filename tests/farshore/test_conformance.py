"""The shared conformance battery at every player count (and each solo level)."""

import pytest

from game.core.conformance import check_game
from game.farshore import RULES


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_battery_deep(players: int) -> None:
    check_game(RULES, players, seeds=(1,), deep_every=3)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_battery_more_seeds(players: int) -> None:
    check_game(RULES, players, seeds=(2, 3), deep_every=25)


@pytest.mark.parametrize("level", ["deckhand", "captain"])
def test_battery_solo_levels(level: str) -> None:
    check_game(RULES, 1, seeds=(4,), options={"solo_level": level}, deep_every=10)


def test_battery_random_first_player() -> None:
    check_game(RULES, 3, seeds=(5,), options={"random_first": True}, deep_every=20)
