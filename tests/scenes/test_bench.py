"""bench --player: its options read with clear messages, runs merged into medians against the goals,
and one short run through the real loop (the figures come from the app's own per-frame stats)."""

from __future__ import annotations

import pytest

from scenes import bench


def test_sizes_and_player_counts_are_read_and_bad_ones_say_which():
    assert bench.parse_sizes("1920x1080, 1280X720") == [(1920, 1080), (1280, 720)]
    assert bench.parse_players("2,4") == [2, 4]
    for bad in ("1920", "1920x", "axb", "100x100", "1920x1080,big"):
        with pytest.raises(ValueError, match="window size"):
            bench.parse_sizes(bad)
    for bad in ("two", "0", "2,,4", "-1"):
        with pytest.raises(ValueError, match="player count"):
            bench.parse_players(bad)


def _run(work_p99: float, interval_p99: float, moves: int = 3) -> dict:
    figure = {"median": 1.0, "p99": 1.0, "max": 2.0}
    return {"game": "g", "players": 2, "frames": 100, "moves": moves, "worker_decisions": moves,
            "worker_requests": moves, "gc_max_ms": 0.5, "work": {**figure, "p99": work_p99},
            "interval": {**figure, "median": 16.7, "p99": interval_p99},
            "move_work": figure, "cpu": figure, "show": figure, "overshoot": figure}


def test_runs_merge_into_medians_and_the_goals_are_judged_on_them():
    merged = bench.median_of_runs([_run(8.0, 17.0), _run(30.0, 40.0), _run(9.0, 17.5)])
    assert merged["work"]["p99"] == 9.0 and merged["interval"]["p99"] == 17.5  # one bad run is outvoted
    assert merged["moves"] == 9 and merged["frames"] == 300 and merged["goal"] is True
    assert bench.median_of_runs([_run(8.0, 19.0)])["goal"] is False
    assert bench.median_of_runs([_run(10.5, 17.0)])["goal"] is False
    table = bench.player_table({"startup": {"cold_s": 0.3}, "g.2p.1080": merged,
                                "g.2p.720": bench.median_of_runs([_run(8.0, 19.0)])})
    lines = table.splitlines()
    assert len(lines) == 4 and lines[2].startswith("g.2p.1080") and lines[2].endswith("ok")
    assert lines[3].endswith("MISSED") and " 19.0 " in lines[3]


def test_a_short_run_in_the_real_loop_measures_every_frame_and_the_bots_think_in_the_worker():
    from game.bots.worker import cores

    r = bench.player_frames("new_eden", 2, size=(1280, 720), frames=12, start_moves=2, thinker="hard")
    assert r["frames"] == 12 and r["presenter"] == "software" and r["size"] == "1280x720"
    assert 0.0 < r["work"]["median"] <= r["work"]["max"]
    assert r["interval"]["median"] > 0.0 and r["show"]["max"] >= 0.0
    assert 0.0 <= r["worker_busy"] <= 1.0
    if cores() >= 2:  # the app thinks in its worker process there: the bench's bots do too
        assert r["worker_requests"] >= 1 and r["worker_busy"] > 0.0
