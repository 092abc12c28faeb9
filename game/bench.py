"""Headless performance figures for ``main.py bench``: rules speed per game and bot search speed
(``main.py`` adds the GUI's frame times per scene and start-up time from ``scenes.bench``). Figures
are medians of runs."""

from __future__ import annotations

import statistics
import time
from typing import Any

from game.core.rng import Rng
from game.core.rules import Rules


def random_playouts_per_second(rules: Rules, players: int, seconds: float = 1.0) -> float:
    """Complete random games per second (new_game, then legal/apply to the end)."""
    rng = Rng(1)
    start = time.perf_counter()
    done = 0
    while time.perf_counter() - start < seconds:
        state = rules.new_game(players, rng.below(2**31), {})
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.below(len(legal))])
        done += 1
    return done / (time.perf_counter() - start)


def clone_microseconds(rules: Rules, players: int, samples: int = 2000) -> float:
    """Median-of-batches time of one clone, taken from a mid-game position."""
    rng = Rng(2)
    state = rules.new_game(players, 3, {})
    for _ in range(40):
        if rules.to_act(state) is None:
            break
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.below(len(legal))])
    batches = []
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(samples // 5):
            rules.clone(state)
        batches.append((time.perf_counter() - t0) / (samples // 5))
    return 1e6 * statistics.median(batches)


def run_bench(quick: bool = False) -> dict[str, Any]:
    from game.bots.benchmark import iterations_per_second
    from game.registry import GAMES

    seconds = 0.3 if quick else 1.0
    report: dict[str, Any] = {}
    for gid, rules in GAMES.items():
        players = 2 if rules.min_players <= 2 <= rules.max_players else rules.min_players
        runs = [random_playouts_per_second(rules, players, seconds) for _ in range(1 if quick else 3)]
        report[f"{gid}.playouts_per_s"] = round(statistics.median(runs), 2)
        report[f"{gid}.clone_us"] = round(clone_microseconds(rules, players), 2)
        report[f"{gid}.ismcts_iterations_per_s"] = round(
            iterations_per_second(rules, players, seconds=seconds), 1)
    return report
