"""Search speed: ISMCTS iterations per second on a game, as the hard level searches.

``iterations_per_second(rules, players)`` plays one seeded random game to learn its length, then
searches from positions at 0%, 25%, 50% and 75% of it (the seat to act's view, hard-level
settings) for an equal share of ``seconds`` each, and returns iterations per second on one core. Time is this process's CPU
time, so the figure holds on a machine shared with other work (wall time would not).
``profile(rules, players)`` prints where the time goes (cProfile), for reports to a game's owner.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from game.bots.search import LEVELS, ISMCTSBot, _Search
from game.core.rng import Rng
from game.core.rules import Rules


def sample_positions(
    rules: Rules,
    players: int,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    fractions: tuple[float, ...] = (0.0, 0.25, 0.5, 0.75),
) -> list[Any]:
    """States at given fractions of one seeded random game (positions with a choice to make)."""
    opts = dict(options or {})
    rng = Rng(seed, stream=11)
    state = rules.new_game(players, seed, opts)
    trail = [rules.clone(state)]
    while rules.to_act(state) is not None and len(trail) <= rules.max_actions:
        legal = rules.legal_actions(state)
        rules.apply(state, legal[rng.below(len(legal))])
        trail.append(rules.clone(state))
    out = []
    for f in fractions:
        i = int(f * (len(trail) - 1))
        while i < len(trail) - 1 and len(rules.legal_actions(trail[i])) < 2:
            i += 1
        if rules.to_act(trail[i]) is not None:
            out.append(trail[i])
    return out


def iterations_per_second(
    rules: Rules, players: int, seconds: float = 2.0, seed: int = 1, options: dict[str, Any] | None = None
) -> float:
    """Hard-level ISMCTS iterations per second, averaged over a few positions of one game."""
    hard = LEVELS["hard"]
    depth = hard.depth if isinstance(hard, ISMCTSBot) else 12
    c = hard.c if isinstance(hard, ISMCTSBot) else 0.7
    positions = sample_positions(rules, players, seed, options)
    share = seconds / max(1, len(positions))
    done = 0
    spent = 0.0
    for k, state in enumerate(positions):
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        legal = rules.legal_actions(state)
        search = _Search(rules, view, legal, Rng(seed + k, stream=5), depth, c)
        t0 = time.process_time()
        end = t0 + share
        while True:
            for _ in range(8):  # reading the CPU clock is a system call: not every iteration
                search.iterate()
            done += 8
            now = time.process_time()
            if now >= end:
                break
        spent += now - t0
    return done / spent if spent else 0.0


def slice_times(
    rules: Rules, players: int, level: str = "hard", seed: int = 1, options: dict[str, Any] | None = None
) -> list[float]:
    """CPU seconds taken by each ``next()`` of the level's thinking generator on a few positions."""
    bot = LEVELS[level]
    out: list[float] = []
    for k, state in enumerate(sample_positions(rules, players, seed, options)):
        seat = rules.to_act(state)
        gen = bot.think(rules, rules.view(state, seat), rules.legal_actions(state), Rng(seed + k, stream=5))
        while True:
            t0 = time.process_time()
            try:
                next(gen)
            except StopIteration:
                out.append(time.process_time() - t0)
                break
            out.append(time.process_time() - t0)
    return out


def profile(rules: Rules, players: int, seconds: float = 3.0, top: int = 25) -> None:
    """Print a cProfile of the search on ``rules`` (cumulative and own time)."""
    import cProfile
    import pstats

    prof = cProfile.Profile()
    prof.enable()
    iterations_per_second(rules, players, seconds)
    prof.disable()
    stats = pstats.Stats(prof, stream=sys.stdout)
    stats.sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    import argparse
    import statistics

    from game.bots.tournament import _load

    parser = argparse.ArgumentParser(description="ISMCTS iterations per second per game")
    parser.add_argument("games", nargs="*", default=[])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--slices", action="store_true")
    parser.add_argument("--runs", type=int, default=1, help="report the median of several runs")
    args = parser.parse_args(argv)
    ids = args.games
    if not ids:
        import game.registry as registry

        ids = list(registry.GAMES)
    for gid in ids:
        rules = _load(gid)
        if args.profile:
            profile(rules, args.players, args.seconds)
            continue
        runs = [
            iterations_per_second(rules, args.players, args.seconds, seed=1 + r) for r in range(args.runs)
        ]
        ips = statistics.median(runs)
        line = f"{gid}: {ips:.0f} iterations/s (CPU time; runs: {', '.join(f'{x:.0f}' for x in runs)})"
        if args.slices:
            ts = sorted(slice_times(rules, args.players))
            line += (
                f"; hard next() median {1000 * statistics.median(ts):.2f} ms, "
                f"p99 {1000 * ts[int(0.99 * (len(ts) - 1))]:.2f} ms, max {1000 * ts[-1]:.2f} ms"
            )
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
