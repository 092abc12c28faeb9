"""Bot tournaments: seeded games between levels, seats rotating, with win shares and their CIs.

``play_match(rules, players, ["hard", "greedy"], games=20, seed=1)`` plays 20 games; in game ``g``
seat ``s`` is played by level ``levels[(s + g) % players]`` (the list is cycled to the player
count), so every level plays every seat equally often when ``games`` is a multiple of ``players``.
A game's win is shared among its winners (a tie between two seats counts half for each); a solo
game lost to an automa counts for nobody.

From the shell (games run in parallel processes with ``--jobs``)::

    python -m game.bots.tournament --game new_eden --levels hard,greedy --games 20 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.bots import bot_rng, decide, get_bot
from game.bots.stats import win_share_ci
from game.core.messages import IllegalAction
from game.core.rules import Rules


def seat_levels(levels: Sequence[str], players: int, game_index: int) -> list[str]:
    """The level of each seat in game ``game_index`` (rotating)."""
    full = [levels[i % len(levels)] for i in range(players)]
    return [full[(s + game_index) % players] for s in range(players)]


def play_one(
    rules: Rules,
    players: int,
    levels: Sequence[str],
    game_index: int,
    seed: int,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """One game of a match: who sat where, the winners, scores, and each decision's time."""
    game_seed = seed + game_index
    seats = seat_levels(levels, players, game_index)
    bots = [get_bot(lv) for lv in seats]
    state = rules.new_game(players, game_seed, dict(options or {}))
    times: dict[str, list[float]] = {}  # wall seconds per decision with a choice, by level
    cpu: dict[str, list[float]] = {}  # the same decisions in CPU seconds (fair on a loaded machine)
    index = 0
    error = None
    while True:
        seat = rules.to_act(state)
        if seat is None:
            break
        if index >= rules.max_actions:
            error = f"game longer than {rules.max_actions} actions (seed {game_seed})"
            break
        legal = rules.legal_actions(state)
        view = rules.view(state, seat)
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            action = decide(bots[seat], rules, view, legal, bot_rng(game_seed, index, seat))
        except Exception as exc:  # a bot bug is reported with its seed; the match goes on
            error = (
                f"{seats[seat]} failed: {type(exc).__name__}: {exc} (seed {game_seed}, action index {index})"
            )
            break
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        if len(legal) > 1:
            times.setdefault(seats[seat], []).append(dt)
            cpu.setdefault(seats[seat], []).append(dc)
        if action not in legal:
            error = f"{seats[seat]} chose an illegal action {action} (seed {game_seed}, action index {index})"
            break
        try:
            rules.apply(state, action)
        except IllegalAction as exc:
            error = f"legal action {action} refused: {exc} (seed {game_seed}, action index {index})"
            break
        index += 1
    result: dict[str, Any] = {
        "seed": game_seed,
        "seats": seats,
        "actions": index,
        "times": times,
        "cpu": cpu,
        "error": error,
        "winners": [],
        "scores": [],
    }
    if error is None:
        result["winners"] = list(rules.outcome(state).winners)
        result["scores"] = [sheet.total for sheet in sorted(rules.score(state), key=lambda s: s.seat)]
    return result


def _summarise(
    rules_id: str, players: int, levels: Sequence[str], seed: int, games: list[dict[str, Any]]
) -> dict[str, Any]:
    unique = list(dict.fromkeys(levels))
    wins = {lv: 0.0 for lv in unique}
    scores: dict[str, list[int]] = {lv: [] for lv in unique}
    times: dict[str, list[float]] = {lv: [] for lv in unique}
    cpu: dict[str, list[float]] = {lv: [] for lv in unique}
    errors = []
    played = 0
    actions = 0
    for g in games:
        for lv, ts in g["times"].items():
            times[lv].extend(ts)
        for lv, ts in g.get("cpu", {}).items():
            cpu[lv].extend(ts)
        if g["error"]:
            errors.append(g["error"])
            continue
        played += 1
        actions += g["actions"]
        for w in g["winners"]:
            wins[g["seats"][w]] += 1.0 / len(g["winners"])
        for s, total in enumerate(g["scores"]):
            scores[g["seats"][s]].append(total)
    out: dict[str, Any] = {
        "game": rules_id,
        "players": players,
        "levels": list(levels),
        "seed": seed,
        "games": played,
        "errors": errors,
        "actions": actions,
        "wins": wins,
        "share": {lv: (wins[lv] / played if played else 0.0) for lv in unique},
        "ci": {lv: list(win_share_ci(wins[lv], played)) for lv in unique},
        "mean_scores": {lv: (statistics.fmean(scores[lv]) if scores[lv] else 0.0) for lv in unique},
        "decision_s": {},
        "decision_cpu_s": {},
    }
    for key, source in (("decision_s", times), ("decision_cpu_s", cpu)):
        for lv in unique:
            ts = sorted(source[lv])
            if ts:
                out[key][lv] = {
                    "count": len(ts),
                    "median": statistics.median(ts),
                    "p99": ts[min(len(ts) - 1, int(0.99 * len(ts)))],
                    "max": ts[-1],
                }
    return out


def play_match(
    rules: Rules,
    players: int,
    levels: list[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``games`` seeded games between ``levels`` (seats rotating) and summarise them.

    Returns ``games`` (finished without error), ``wins`` and ``share`` per level (ties are half
    wins), ``ci`` (Wilson 95%), ``mean_scores``, ``decision_s`` (median / p99 / max wall seconds
    per decision with more than one legal action), ``decision_cpu_s`` (the same in CPU seconds,
    fair on a shared machine) and ``errors`` (each with the seed that reproduces it).
    """
    results = [play_one(rules, players, levels, g, seed, options) for g in range(games)]
    return _summarise(rules.id, players, levels, seed, results)


def _worker(args: tuple[str, int, list[str], int, int, dict[str, Any]]) -> dict[str, Any]:
    game_id, players, levels, g, seed, options = args
    rules = _load(game_id)
    return play_one(rules, players, levels, g, seed, options)


def _load(game_id: str) -> Rules:
    """A registered game (the registry is explicit: no package is discovered by name)."""
    import game.registry as registry

    return registry.get_game(game_id)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--levels", default="hard,greedy")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="KEY=VALUE")
    args = parser.parse_args(argv)
    rules = _load(args.game)
    options: dict[str, Any] = {}
    specs = {s.key: s for s in rules.options}
    for item in args.option:
        key, _, value = item.partition("=")
        options[key] = specs[key].parse(value)
    levels = args.levels.split(",")
    tasks = [(args.game, args.players, levels, g, args.seed, options) for g in range(args.games)]
    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(_worker, tasks, chunksize=1)
    else:
        results = [_worker(t) for t in tasks]
    summary = _summarise(rules.id, args.players, levels, args.seed, results)
    for lv in summary["share"]:
        lo, hi = summary["ci"][lv]
        d = summary["decision_cpu_s"].get(lv, {})
        print(
            f"{lv:>8}: share {summary['share'][lv]:.3f} [{lo:.3f}, {hi:.3f}]  "
            f"mean score {summary['mean_scores'][lv]:.1f}  "
            f"decision CPU median {d.get('median', 0):.3f}s p99 {d.get('p99', 0):.3f}s max {d.get('max', 0):.3f}s"
        )
    print(json.dumps(summary))
    return 1 if summary["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
