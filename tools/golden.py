"""Write the golden games (tests/golden/*.txt) for every registered game.

    python tools/golden.py            replay every file's header with its chooser and rewrite the file
    python tools/golden.py --check    say which files would change, and where first, without writing
    python tools/golden.py --add GAME PLAYERS SEED CHOOSER [--steps N] [--option KEY=VALUE]...

Run it after a deliberate rules change and review ``git diff tests/golden``: the first changed step
line is where the game went another way. Choosers: see ``game.core.golden.CHOOSERS``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.golden import (  # noqa: E402
    Case,
    GoldenError,
    first_divergence,
    format_golden,
    parse_golden,
    play,
)
from game.registry import get_game  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"


def files() -> list[Path]:
    """Every golden file, in name order."""
    return sorted(GOLDEN.glob("*.txt"))


def regenerate(check: bool) -> int:
    """Replay every header with its chooser; rewrite changed files unless ``check``."""
    changed = 0
    for path in files():
        old = parse_golden(path.read_text(encoding="utf-8"), path.name)
        new = play(get_game(old.case.game), old.case)
        if format_golden(new) == path.read_text(encoding="utf-8"):
            continue
        changed += 1
        print(f"{path.name}: {first_divergence(old, new) or 'the text differs'}")
        if not check:
            path.write_text(format_golden(new), encoding="utf-8")
    print(f"{len(files())} golden games, {changed} {'would change' if check else 'rewritten'}")
    return 1 if check and changed else 0


def _option(text: str) -> tuple[str, object]:
    key, sep, value = text.partition("=")
    if not sep:
        raise SystemExit(f"--option takes KEY=VALUE, not {text!r}")
    low = value.lower()
    if low in ("true", "false"):
        return key, low == "true"
    try:
        return key, int(value)
    except ValueError:
        return key, value


def add(args: argparse.Namespace) -> int:
    """Record a new golden game."""
    rules = get_game(args.add[0])
    case = Case(
        rules.id,
        int(args.add[1]),
        int(args.add[2]),
        dict(_option(o) for o in args.option),
        args.add[3],
        args.steps,
    )
    path = GOLDEN / f"{case.name()}.txt"
    if path.exists():
        raise SystemExit(f"{path.name} exists already (run without --add to rewrite it)")
    golden = play(rules, case)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    path.write_text(format_golden(golden), encoding="utf-8")
    print(f"wrote {path.name}: {len(golden.steps)} steps")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="report differences without writing")
    parser.add_argument("--add", nargs=4, metavar=("GAME", "PLAYERS", "SEED", "CHOOSER"))
    parser.add_argument("--steps", type=int, default=None, help="with --add: stop after this many actions")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    args = parser.parse_args(argv)
    try:
        return add(args) if args.add else regenerate(args.check)
    except (GoldenError, KeyError) as exc:
        print(f"golden: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
