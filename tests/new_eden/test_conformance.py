"""The shared conformance battery at every player count, with the option and a greedy chooser."""

from __future__ import annotations

import pytest

from game.core.conformance import check_game
from game.new_eden import RULES
from tests.slow import seeds


def greedy_chooser(view, legal, rng):
    """One-ply greedy on a determinized state (as a bot sees it: from its view only)."""
    state = RULES.determinize(view, rng.fork())
    seat = view.to_act
    best, best_v = legal[0], None
    for a in legal:
        twin = RULES.clone(state)
        RULES.apply(twin, a)
        v = RULES.heuristic(twin, seat)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


@pytest.mark.parametrize("players,seeds,deep", [(2, (1, 2), 2), (3, (1, 2), 3), (4, (1, 2), 4)])
def test_battery_random(players, seeds, deep):
    records = check_game(RULES, players, seeds=seeds, deep_every=deep)
    for r in records:
        assert RULES.to_act(r.final) is None


def test_battery_with_start_player_option():
    records = check_game(RULES, 3, seeds=(7,), options={"start_player": 1}, deep_every=4)
    assert records[0].final.phase == "over"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_battery_greedy(players):
    check_game(RULES, players, seeds=(11,), chooser=greedy_chooser, deep_every=12)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_battery_many_seeds(players):
    check_game(RULES, players, seeds=seeds(20, 12, 2), deep_every=1)


@pytest.mark.slow
def test_greedy_beats_random_two_players():
    from game.core.conformance import play_game, random_chooser

    wins = 0
    for seed in range(6):
        greedy_seat = seed % 2

        def chooser(view, legal, rng, greedy_seat=greedy_seat):
            if view.to_act == greedy_seat:
                return greedy_chooser(view, legal, rng)
            return random_chooser(view, legal, rng)

        record = play_game(RULES, 2, seed, chooser=chooser, check=False)
        wins += greedy_seat in RULES.outcome(record.final).winners
    assert wins >= 5
