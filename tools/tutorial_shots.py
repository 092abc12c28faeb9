"""Screenshots of every step of every guided first game, and of the keyboard focus on every game's
table, at a window size (1280×720 by default), to look at after changing a script or the table.

    python tools/tutorial_shots.py OUT_DIR [GAME ...] [--size 1280x720]

Writes OUT_DIR/guide_GAME_NN.png (step NN as the player first sees it), OUT_DIR/guide_GAME_end.png
(the end card) and OUT_DIR/keys_GAME.png (the focus ring on the first target of a mid-game table).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

GAMES_ORDER = ("new_eden", "paris", "farshore", "droids")


def save(h: object, path: Path, size: tuple[int, int]) -> Path:
    """The frame as the window shows it: the logical canvas scaled to the window's size."""
    canvas = h.app.canvas  # type: ignore[attr-defined]
    pygame.image.save(pygame.transform.smoothscale(canvas, size), str(path))
    return path


def guide_shots(game: str, out: Path, size: tuple[int, int]) -> list[Path]:
    from scenes.app import Headless
    from scenes.settings import Settings
    from scenes.tutorial.table import GuidedTable, GuideEndOverlay, start_guide

    h = Headless(size, settings=Settings(animation_speed="instant"))
    shots: list[Path] = []
    try:
        table = start_guide(h.ctx, game)
        assert table is not None
        h.step(frames=3)
        for _ in range(4000):
            h.step()
            if isinstance(h.top, GuideEndOverlay):
                h.step(frames=3)
                shots.append(save(h, out / f"guide_{game}_end.png", size))
                break
            if not isinstance(h.top, GuidedTable):
                break
            want = table.expected()
            if want is not None and table.presenter.drained and table._human_to_act() is not None:
                h.step(frames=3)
                shots.append(save(h, out / f"guide_{game}_{table.guide.index + 1:02}.png", size))
                table.submit_action(want)
    finally:
        h.close()
    return shots


def key_shot(game: str, out: Path, size: tuple[int, int]) -> Path:
    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from game.registry import GAMES
    from scenes.app import Headless
    from scenes.settings import Settings
    from scenes.table.table import TableScene

    h = Headless(size, settings=Settings(animation_speed="instant"), first=False)
    try:
        seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "greedy", colour=1)]
        c = Controller(GAMES[game], seats, 4, {})
        for _ in range(12):  # a few moves in, so the board has pieces
            if c.bot_to_act() is not None:
                c.pump(budget_ms=10_000)
            else:
                c.submit(0, c.hint(0))
        c.run_bots()
        table = TableScene(h.ctx, c)
        h.app.start(table)
        h.step(frames=3)
        h.key(pygame.K_TAB)
        h.key(pygame.K_TAB)
        h.step(frames=40)  # long enough for a focused card's zoom
        return save(h, out / f"keys_{game}.png", size)
    finally:
        h.close()


def main(argv: list[str]) -> int:
    size = (1280, 720)
    args = list(argv)
    if "--size" in args:
        i = args.index("--size")
        w, _, hh = args[i + 1].partition("x")
        size = (int(w), int(hh))
        del args[i : i + 2]
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    games = args[1:] or list(GAMES_ORDER)
    for g in games:
        shots = guide_shots(g, out, size)
        print(f"{g}: {len(shots)} guide shots")
        print(f"{g}: {key_shot(g, out, size)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
