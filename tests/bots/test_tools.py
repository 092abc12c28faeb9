"""Win-share intervals, the tournament and the benchmark helpers."""

import pytest

from game.bots.benchmark import iterations_per_second, sample_positions
from game.bots.stats import win_share_ci
from game.bots.tournament import play_match, seat_levels
from tests.fixture_game import RULES


def test_wilson_interval_known_values():
    lo, hi = win_share_ci(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = win_share_ci(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = win_share_ci(10, 10)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.7225, abs=1e-4)
    assert win_share_ci(0, 0) == (0.0, 1.0)
    lo, hi = win_share_ci(7.5, 10)  # ties count as half wins
    assert lo < 0.75 < hi
    with pytest.raises(ValueError):
        win_share_ci(11, 10)


def test_seats_rotate_so_each_level_plays_each_seat_equally():
    games = [seat_levels(["hard", "greedy"], 2, g) for g in range(4)]
    assert games == [["hard", "greedy"], ["greedy", "hard"]] * 2
    four = [seat_levels(["a", "b"], 4, g) for g in range(4)]
    for seat in range(4):
        assert sorted(g[seat] for g in four) == ["a", "a", "b", "b"]
    assert seat_levels(["x"], 3, 5) == ["x", "x", "x"]


def test_play_match_counts_every_game_and_is_seeded():
    a = play_match(RULES, 2, ["greedy", "random"], games=6, seed=4)
    b = play_match(RULES, 2, ["greedy", "random"], games=6, seed=4)
    assert a["games"] == 6 and not a["errors"]
    assert sum(a["wins"].values()) == pytest.approx(6.0)
    assert a["wins"] == b["wins"] and a["mean_scores"] == b["mean_scores"]
    for level in ("greedy", "random"):
        lo, hi = a["ci"][level]
        assert lo <= a["share"][level] <= hi
        assert a["decision_s"][level]["count"] > 0


def test_benchmark_reports_a_rate():
    assert len(sample_positions(RULES, 2)) >= 3
    assert iterations_per_second(RULES, 2, seconds=0.05) > 0
