"""Salon: a digital table for Paris: New Eden, Paris + l'Étoile, Everdell Farshore and Les Derniers Droïdes.

    python main.py                      start the game (a window)
    python main.py --smoke [--game ID]  the real GUI on the current video driver: menu → setup → a bot
                                        game at instant speed → scoring, for each game; exit 0
    python main.py simulate --game ID --players N --bots LEVELS --games K --seed S [--option K=V]… [--json]
    python main.py bench [--json] [--player] [--window x11] [--runs N] [--games IDS] [--sizes WxH,…]
                         [--players N,…] [--seconds S] [--quick]
                                        frame times, playouts, clone time, bot iterations, start-up;
                                        --player: what a player sees in the real loop (every game,
                                        2 and 4 players, both window sizes, autosave on, greedy bots
                                        and a hard bot thinking), a table of work and interval p99
    python main.py bench --startup [--exe PATH] [--runs N] [--window x11]
                                        only the start-up: process start to the first painted menu
                                        frame, the median of N warm runs (--exe: the built executable)
    python main.py --first-frame        open the window, paint the menu once, print the time, exit
"""

from __future__ import annotations

import time

_STARTED = time.perf_counter()  # for --first-frame: the moment this file began to run

import sys  # noqa: E402

if __name__ == "__main__" and getattr(sys, "frozen", False) and any(
    a == "--multiprocessing-fork" or a == "-c" for a in sys.argv[1:]
):
    # first thing: the executable started as a bot worker process (or its helper) does that work
    # and exits; the program as a player starts it never imports multiprocessing here
    from game.bots import freeze

    if freeze.is_child(sys.argv):
        freeze.run_child(sys.argv)

import os  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

if TYPE_CHECKING:
    import argparse

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
        import json

        print(json.dumps(summary, sort_keys=True))
    return 1 if result.errors else 0


def cmd_bench(args: argparse.Namespace) -> int:
    if args.window:
        os.environ["SDL_VIDEODRIVER"] = args.window  # before pygame is imported: a real window
    if args.startup:
        return cmd_bench_startup(args)
    if args.exe:
        print("bench: --exe goes with --startup", file=sys.stderr)
        return 2
    from game.bench import run_bench
    from scenes import bench as scene_bench

    if args.player:
        from scenes.bench import parse_players, parse_sizes, player_report, player_table, startup_from_process

        games = args.games.split(",") if args.games else None
        try:
            sizes = parse_sizes(args.sizes) if args.sizes else None
            players = parse_players(args.players) if args.players else None
        except ValueError as exc:
            print(f"bench: {exc}")
            return 2
        report: dict[str, Any] = {"startup": startup_from_process(runs=max(3, args.runs + 1))}
        report.update(player_report(runs=args.runs, frames=args.frames, quick=args.quick, games=games,
                                    seconds=args.seconds, sizes=sizes, players=players))
        if not args.json:
            print(f"{'startup':<28} {report['startup']}")
            print(player_table(report))
            return 0
    else:
        report = run_bench(quick=args.quick)
        report.update(scene_bench.run(quick=args.quick))
    for key, value in report.items():
        print(f"{key:<28} {value}")
    if args.json:
        import json

        print(json.dumps(report, sort_keys=True))
    return 0


def cmd_bench_startup(args: argparse.Namespace) -> int:
    """Start the program (or the built executable) ``--runs`` + 1 times, each to its first painted menu
    frame; the first run is the cold one, the figure the median of the warm ones."""
    from scenes.bench import startup_from_process

    command = None
    if args.exe:
        exe = os.path.abspath(args.exe)
        if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
            print(f"bench: --exe {args.exe!r} is not an executable file", file=sys.stderr)
            return 2
        command = [exe, "--first-frame"]
    if args.runs < 1:
        print("bench: --runs must be at least 1", file=sys.stderr)
        return 2
    report = startup_from_process(runs=args.runs + 1, command=command)
    if not report.get("runs"):
        print("bench: the program never painted its first frame", file=sys.stderr)
        return 1
    for key, value in report.items():
        print(f"{key:<28} {value}")
    if args.json:
        import json

        print(json.dumps(report, sort_keys=True))
    return 0


def cmd_smoke(game: str | None) -> int:
    from scenes.smoke import run_smoke

    code = run_smoke(game)
    if code != 0:
        return code
    from game.bots import worker

    if worker.cores() < 2:
        print("bot worker: one core, bots think inline")
        return 0
    try:
        print(worker.self_check())
    except (ValueError, KeyError) as exc:
        print(f"SMOKE FAILED: {exc}")
        return 1
    return 0


def cmd_gui() -> int:
    from scenes.app import run

    return run([])


def cmd_first_frame() -> int:
    """Open the window, paint the first menu frame, say how long that took, and exit (the bench's
    start-up figure, measured from outside by the process that started this one)."""
    from scenes.app import first_frame

    def announce(seconds: float) -> None:  # said the moment the frame is presented
        cpu = time.process_time()  # the process's CPU time so far (steadier than wall time)
        loaded = "game.registry" in sys.modules  # the registry is meant to load after the first frame
        print(f"first-frame {time.perf_counter() - _STARTED:.4f} {seconds:.4f} registry={int(loaded)} "
              f"cpu={cpu:.4f}", flush=True)

    first_frame(announce)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # the program as players start it: straight to the window, no argument parser
        return cmd_gui()
    if argv == ["--first-frame"]:
        return cmd_first_frame()
    import argparse

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
        bench.add_argument("--player", action="store_true", help="what a player sees, in the real loop")
        bench.add_argument("--window", default=None, help="a real window through this video driver (x11)")
        bench.add_argument("--runs", type=int, default=3, help="runs per figure (the median is given)")
        bench.add_argument("--frames", type=int, default=600, help="frames per run")
        bench.add_argument("--seconds", type=float, default=None, help="seconds per run (instead of frames)")
        bench.add_argument("--games", default=None, help="a comma list of game ids (default: all)")
        bench.add_argument("--startup", action="store_true", help="only the start-up, from process start")
        bench.add_argument("--exe", default=None, help="with --startup: the built executable to start")
        bench.add_argument("--sizes", default=None, help="--player: window sizes, e.g. 1920x1080,1280x720")
        bench.add_argument("--players", default=None, help="--player: player counts, e.g. 2,4")
        args = parser.parse_args(argv)
        if args.command == "simulate":
            return cmd_simulate(args)
        return cmd_bench(args)
    parser = argparse.ArgumentParser(prog="salon", description="Salon: four board games at one table.")
    parser.add_argument("--smoke", action="store_true", help="run the GUI smoke test and exit")
    parser.add_argument("--game", default=None, help="with --smoke: only this game")
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.smoke:
        return cmd_smoke(args.game)
    if args.first_frame:
        return cmd_first_frame()
    return cmd_gui()


if __name__ == "__main__":
    sys.exit(main())
