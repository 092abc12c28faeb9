"""``main.py simulate`` on the fixture: the summary's shape, seat rotation and error reporting."""

import json

import pytest

import main
from game.registry import GAMES, register_game
from game.sim import parse_levels, simulate, wilson
from tests import fixture_game
from tests.fixture_game import RULES


@pytest.fixture(autouse=True)
def _fixture_registered():
    register_game(RULES)
    yield
    GAMES.pop(RULES.id, None)


def test_simulate_json_summary(capsys):
    code = main.main(["simulate", "--game", "race", "--players", "2", "--bots", "random,greedy",
                      "--games", "20", "--seed", "4", "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for key in ("game", "players", "games", "errors", "actions", "ms_per_action", "games_per_s",
                "mean_scores", "wins_by_level", "invariant_checks"):
        assert key in summary
    assert summary["errors"] == 0 and summary["games"] == 20
    assert abs(sum(summary["wins_by_level"].values()) - 1.0) < 1e-6


def test_seats_rotate_so_each_level_plays_each_seat():
    result = simulate(RULES, 2, ["random", "greedy"], 10, 1)
    assert result.level_seats == {"random": 10, "greedy": 10}


def test_a_rules_error_is_reported_with_seed_and_index(monkeypatch, capsys):
    def broken(state):
        if state.turn >= 3:
            raise AssertionError("pawn fell off the table")

    monkeypatch.setattr(RULES, "check_invariants", broken)
    code = main.main(["simulate", "--game", "race", "--players", "2", "--games", "2", "--seed", "8"])
    assert code == 1
    err = capsys.readouterr().err
    assert "seed 8, action index 3" in err and "pawn fell off the table" in err


def test_bad_arguments_give_a_message_not_a_traceback(capsys):
    assert main.main(["simulate", "--game", "chess", "--players", "2"]) == 2
    assert main.main(["simulate", "--game", "race", "--players", "3"]) == 2
    assert main.main(["simulate", "--game", "race", "--players", "2", "--option", "turbo=1"]) == 2
    assert main.main(["simulate", "--game", "race", "--players", "2", "--bots", "genius"]) == 2
    assert "unknown" in capsys.readouterr().err


def test_wilson_interval_contains_the_share():
    lo, hi = wilson(90, 100)
    assert lo < 0.9 < hi and 0.8 < lo and hi < 0.96
    assert parse_levels("greedy", 3) == ["greedy"] * 3
    assert fixture_game.RULES is RULES
