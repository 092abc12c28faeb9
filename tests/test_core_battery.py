"""The conformance battery on the fixture game, and checks that the battery itself can fail."""

import dataclasses

import pytest

from game.core.conformance import ConformanceError, check_game
from tests import fixture_game
from tests.fixture_game import RULES


def test_fixture_game_passes_the_battery():
    records = check_game(RULES, 2, seeds=(1, 2, 3, 4))
    assert all(r.checks > 0 for r in records)


def test_battery_catches_a_leaking_view(monkeypatch):
    def leaky_view(state, seat):
        v = fixture_game.RaceRules.view(RULES, state, seat)
        if seat is not None:
            return v
        # the spectator (the table between turns) sees the hands: a leak
        return dataclasses.replace(v, hands=tuple(tuple(h) for h in state.hands))

    monkeypatch.setattr(RULES, "view", leaky_view)
    with pytest.raises(ConformanceError, match="leak"):
        check_game(RULES, 2, seeds=(1,))


def test_battery_catches_a_shallow_clone(monkeypatch):
    monkeypatch.setattr(RULES, "clone", lambda s: s)
    with pytest.raises(ConformanceError, match="clone"):
        check_game(RULES, 2, seeds=(1,))
