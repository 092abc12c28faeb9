"""``python main.py --smoke [--game ID]``: the real GUI, driven like a player would, for every game.

For each registered game (or the one named): menu → New game → pick the game → make every seat a
bot → Start → the table plays the whole game at instant animation speed → the scoring screen →
Back to menu. Clicks are posted as real pygame events in window coordinates, so the app's input
mapping and the widgets are exercised. Each game has a frame cap; the run never hangs. Exit code 0
when every game reached its scores and back, non-zero with a message otherwise. Saves go to a
temporary folder so a smoke run never touches a player's autosave.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.registry import GAMES
from scenes.settings import Settings

WINDOW = (960, 540)
FRAME_CAP_MIN = 3000
FRAME_CAP_MAX = 60000
UI_FRAME_CAP = 120  # frames allowed for one screen change (menu → setup, …)
SMOKE_LEVEL = "random"  # fast bots: the smoke run checks the program, not the play


class SmokeFailure(Exception):
    pass


def _center(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def _wait_for(h: Any, cond: Callable[[], bool], what: str, cap: int = UI_FRAME_CAP) -> None:
    for _ in range(cap):
        if cond():
            return
        h.step()
    if not cond():
        raise SmokeFailure(f"timed out waiting for {what} (top: {type(h.top).__name__})")


def _find(widgets: list[Any], name: str) -> Any:
    for w in widgets:
        if getattr(w, "name", None) == name:
            return w
    raise SmokeFailure(f"no widget named {name!r}")


def play_one(h: Any, game_id: str, shots: Path | None = None, log: Callable[[str], None] = print) -> int:
    """Drive one game from the menu back to the menu; returns the frames the table took."""
    from scenes.menu import MenuScene
    from scenes.scoring import ScoringScene
    from scenes.setup import SetupScene

    _wait_for(h, lambda: isinstance(h.top, MenuScene), "the menu")
    menu = h.top
    h.click(_center(_find(menu.buttons, "new").rect))
    _wait_for(h, lambda: isinstance(h.top, SetupScene), "the setup screen")
    setup = h.top
    if setup.game_id != game_id:
        tab = next((r for r, g in setup.game_tabs if g == game_id), None)
        if tab is None:
            raise SmokeFailure(f"{game_id} is not offered on the setup screen")
        h.click(tab.center)
    if setup.game_id != game_id:
        raise SmokeFailure(f"clicking the {game_id} tab did not select it")
    for row in setup.rows:
        if row.seat["kind"] != "bot":
            h.click(row.kind.rect.center)  # Human → Bot
        guard = 0
        while row.seat["level"] != SMOKE_LEVEL and guard < 8:
            h.click(row.level.arrows()[0].center)  # ‹ steps back towards "random"
            guard += 1
    if any(s["kind"] != "bot" or s["level"] != SMOKE_LEVEL for s in setup.seats):
        raise SmokeFailure("could not make every seat a bot")
    if shots is not None:
        h.screenshot(shots / f"{game_id}-setup.png")
    h.ctx.extras.pop("last_table_error", None)
    h.click(_center(setup.b_start.rect))
    from scenes.table.table import TableScene

    h.step()
    if h.ctx.extras.get("last_table_error"):
        raise SmokeFailure(f"the table could not be built: {h.ctx.extras['last_table_error']}")
    _wait_for(h, lambda: isinstance(h.top, TableScene), "the table")
    table = h.top
    rules = GAMES[game_id]
    cap = max(FRAME_CAP_MIN, min(FRAME_CAP_MAX, int(getattr(rules, "max_actions", 1000)) * 6))
    frames = 0
    mid_shot = False
    while not isinstance(h.top, ScoringScene):
        if h.app.errors:
            raise SmokeFailure("; ".join(h.app.errors[:3]))
        if frames >= cap:
            c = table.controller
            raise SmokeFailure(f"{game_id}: no scores after {frames} frames ({len(c.actions)} moves played)")
        h.step()
        frames += 1
        if shots is not None and not mid_shot and len(table.controller.actions) >= 6:
            h.screenshot(shots / f"{game_id}-table.png")
            mid_shot = True
    scoring = h.top
    h.step(frames=3)
    if shots is not None:
        h.screenshot(shots / f"{game_id}-scoring.png")
    h.click(_center(_find(scoring.buttons, "menu").rect))
    _wait_for(h, lambda: isinstance(h.top, MenuScene), "the menu after the scores")
    if h.app.errors:
        raise SmokeFailure("; ".join(h.app.errors[:3]))
    return frames


def run_smoke(game_id: str | None = None, shots: str | Path | None = None) -> int:
    """Run the smoke test; 0 when every game went menu → table → scores → menu."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not GAMES:
        print("smoke: no game is registered yet; nothing to play")
        return 0
    if game_id is not None and game_id not in GAMES:
        print(f"smoke: unknown game {game_id!r} (registered: {', '.join(GAMES)})")
        return 2
    ids = [game_id] if game_id else list(GAMES)
    shot_dir = (
        Path(shots)
        if shots
        else (Path(os.environ["SALON_SMOKE_SHOTS"]) if os.environ.get("SALON_SMOKE_SHOTS") else None)
    )
    old_data = os.environ.get("SALON_DATA_DIR")
    tmp = tempfile.TemporaryDirectory(prefix="salon-smoke-")
    os.environ["SALON_DATA_DIR"] = tmp.name
    from scenes.app import Headless

    h = None
    failed = 0
    try:
        settings = Settings(animation_speed="instant", volume=0.0, mute=True)
        h = Headless(WINDOW, smoke=True, settings=settings)
        for gid in ids:
            t0 = time.perf_counter()
            try:
                frames = play_one(h, gid, shot_dir)
                print(
                    f"smoke: {gid}: menu → setup → table ({frames} frames) → scores → menu "
                    f"in {time.perf_counter() - t0:.1f} s"
                )
            except SmokeFailure as exc:
                failed += 1
                print(f"smoke: {gid}: FAILED: {exc}", file=sys.stderr)
                h.app.errors.clear()
                from scenes.menu import MenuScene

                h.app.stack.clear_to(MenuScene(h.ctx))
                h.step()
    except Exception as exc:  # the smoke run reports, it does not crash
        print(f"smoke: FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
        failed += 1
    finally:
        if h is not None:
            h.close()
        if old_data is None:
            os.environ.pop("SALON_DATA_DIR", None)
        else:
            os.environ["SALON_DATA_DIR"] = old_data
        tmp.cleanup()
    if failed:
        print(f"smoke: {failed} of {len(ids)} game(s) failed", file=sys.stderr)
        return 1
    print(f"smoke: ok ({len(ids)} game(s))")
    return 0
