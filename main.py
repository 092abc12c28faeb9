"""Salon: a digital table for Paris: New Eden, Paris + l'Étoile, Everdell Farshore and Les Derniers Droïdes.

    python main.py                      start the game (a window)
    python main.py --smoke [--game ID]  the real GUI on the current video driver: menu → setup → a bot
                                        game at instant speed → scoring, for each game; exit 0
    python main.py simulate --game ID --players N --bots LEVELS --games K --seed S [--option K=V]… [--json]
    python main.py bench [--json]       frame times, playouts, clone time, bot iterations, start-up
"""

from __future__ import annotations

import multiprocessing

if __name__ == "__main__":
    # first thing, so that bot worker processes work in the frozen executable
    multiprocessing.freeze_support()

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.rules import Rules


def _parse_options(pairs: Sequence[str], rules: Rules) -> dict[str, Any]:
    specs = {s.key: s for s in rules.options}
    out: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"--option takes KEY=VALUE, not {pair!r}")
        key, value = pair.split("=", 1)
        if key not in specs:
            known = ", ".join(sorted(specs)) or "none"
            raise ValueError(f"unknown option {key!r} for {rules.id} (known: {known})")
        out[key] = specs[key].parse(value)
    return out


def cmd_simulate(args: argparse.Namespace) -> int:
    from game.registry import get_game
    from game.sim import parse_levels, simulate

    try:
        rules = get_game(args.game)
        options = _parse_options(args.option, rules)
        levels = parse_levels(args.bots, args.players)
        result = simulate(rules, args.players, levels, args.games, args.seed, options)
    except (KeyError, ValueError) as exc:
        print(f"simulate: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    summary = result.summary()
    print(f"{rules.name}: {args.players} players, {args.games} games, bots {','.join(levels)}, seed {args.seed}")
    print(f"  errors            {summary['errors']}")
    print(f"  actions           {summary['actions']} (mean game length {summary['mean_length']})")
    print(f"  ms per action     {summary['ms_per_action']}  (checks: {summary['check_ms_per_action']} ms)")
    print(f"  games per second  {summary['games_per_s']}")
    print(f"  mean scores       {summary['mean_scores']}  by level {summary['mean_scores_by_level']}")
    for lvl, share in summary["wins_by_level"].items():
        lo, hi = summary["wins_ci_by_level"][lvl]
        print(f"  wins {lvl:<8} {share:6.1%}  (95% CI {lo:.1%}–{hi:.1%})")
    print(f"  invariant checks  {summary['invariant_checks']}")
    for line in summary.get("failures", []):
        print(f"  ERROR {line}", file=sys.stderr)
    if args.json:
        print(json.dumps(summary, sort_keys=True))
    return 1 if result.errors else 0


def cmd_bench(args: argparse.Namespace) -> int:
    from game.bench import run_bench
    from scenes import bench as scene_bench

    report = run_bench(quick=args.quick)
    report.update(scene_bench.run(quick=args.quick))
    for key, value in report.items():
        print(f"{key:<28} {value}")
    if args.json:
        print(json.dumps(report, sort_keys=True))
    return 0


def cmd_smoke(game: str | None) -> int:
    from scenes.smoke import run_smoke

    return run_smoke(game)


def cmd_gui() -> int:
    from scenes.app import run

    return run([])


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("simulate", "bench"):
        parser = argparse.ArgumentParser(prog="salon")
        sub = parser.add_subparsers(dest="command", required=True)
        sim = sub.add_parser("simulate", help="bot games with every invariant checked")
        sim.add_argument("--game", required=True)
        sim.add_argument("--players", type=int, required=True)
        sim.add_argument("--bots", default="random")
        sim.add_argument("--games", type=int, default=10)
        sim.add_argument("--seed", type=int, default=1)
        sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
        sim.add_argument("--json", action="store_true")
        bench = sub.add_parser("bench", help="performance figures")
        bench.add_argument("--json", action="store_true")
        bench.add_argument("--quick", action="store_true", help="shorter runs")
        args = parser.parse_args(argv)
        if args.command == "simulate":
            return cmd_simulate(args)
        return cmd_bench(args)
    parser = argparse.ArgumentParser(prog="salon", description="Salon: four board games at one table.")
    parser.add_argument("--smoke", action="store_true", help="run the GUI smoke test and exit")
    parser.add_argument("--game", default=None, help="with --smoke: only this game")
    args = parser.parse_args(argv)
    if args.smoke:
        return cmd_smoke(args.game)
    return cmd_gui()


if __name__ == "__main__":
    sys.exit(main())
