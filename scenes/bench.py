"""Frame-time and start-up benchmarks for ``python main.py bench`` (headless, dummy video driver).

``table_frame_times(game_id)`` plays a bot game on the real table at the logical 1920×1080 with
animations running at normal speed and times update + draw + the scale to a 1280×720 window, per
frame. ``startup_ms()`` times the app from nothing to its first drawn menu frame.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

WINDOW = (1280, 720)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))
    return s[k]


def _rules(game_id: str) -> Any:
    from game.registry import GAMES

    if game_id in GAMES:
        return GAMES[game_id]
    if game_id == "race":  # the test fixture, available from a source checkout
        from game.core.i18n import add_strings
        from game.registry import register_game
        from tests.fixture_game import RULES

        register_game(RULES)
        add_strings(RULES.strings)
        return RULES
    raise KeyError(f"unknown game {game_id!r}")


def _present(window: pygame.Surface, canvas: pygame.Surface) -> None:
    """What App.present does: a plain blit at the logical size, a letterboxed scale otherwise."""
    size = window.get_size()
    if size == canvas.get_size():
        window.blit(canvas, (0, 0))
    else:
        pygame.transform.smoothscale(canvas, size, window)


def table_frame_times(
    game_id: str,
    frames: int = 300,
    players: int | None = None,
    seed: int = 1,
    level: str = "random",
    window_size: tuple[int, int] = WINDOW,
) -> dict[str, Any]:
    """Median and p99 frame time (ms) of the table with bots playing at normal animation speed."""
    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from scenes.app import make_context
    from scenes.settings import Settings
    from scenes.table.table import TableScene

    rules = _rules(game_id)
    n = players or max(rules.min_players, min(2, rules.max_players))
    pygame.display.init()
    pygame.font.init()
    window = pygame.display.set_mode(window_size)
    ctx = make_context(settings=Settings(animation_speed="normal", bot_pace="brisk"))
    seats = [SeatConfig(f"Bot {i + 1}", "bot", level, colour=i) for i in range(n)]
    controller = Controller(rules, seats, seed=seed)
    t0 = time.perf_counter()
    table = TableScene(ctx, controller)
    build_ms = (time.perf_counter() - t0) * 1000.0
    table.enter()
    canvas = pygame.Surface((1920, 1080)).convert()
    dt = 1 / 60
    times: list[float] = []
    scene_times: list[float] = []
    animating = 0
    for _ in range(frames):
        start = time.perf_counter()
        ctx.stack.apply_pending()
        table.update(dt)
        table.draw(canvas)
        mid = time.perf_counter()
        _present(window, canvas)
        end = time.perf_counter()
        times.append((end - start) * 1000.0)
        scene_times.append((mid - start) * 1000.0)
        if not table.presenter.drained:
            animating += 1
        if controller.is_over():
            controller = Controller(rules, seats, seed=seed + len(times))
            table = TableScene(ctx, controller)
    return {
        "scene": "table",
        "game": game_id,
        "frames": frames,
        "median_ms": round(statistics.median(times), 3),
        "p99_ms": round(_percentile(times, 0.99), 3),
        "max_ms": round(max(times), 3),
        "scene_median_ms": round(statistics.median(scene_times), 3),  # update + draw, without the scale
        "scene_p99_ms": round(_percentile(scene_times, 0.99), 3),
        "animating_share": round(animating / max(1, frames), 3),
        "build_ms": round(build_ms, 1),
        "moves": len(controller.actions),
    }


def other_scene_frame_times(frames: int = 180) -> dict[str, float]:
    """Median and p99 frame time (ms) of the menu, setup and scoring scenes at 1920×1080."""
    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from game.registry import GAMES
    from scenes.app import make_context
    from scenes.menu import MenuScene
    from scenes.scoring import ScoringScene
    from scenes.settings import Settings
    from scenes.setup import SetupScene

    pygame.display.init()
    pygame.font.init()
    window = pygame.display.set_mode((1920, 1080))
    ctx = make_context(settings=Settings(animation_speed="normal"))
    canvas = pygame.Surface((1920, 1080)).convert()
    factories: dict[str, Any] = {"menu": lambda: MenuScene(ctx), "setup": lambda: SetupScene(ctx)}
    if GAMES:
        gid = next(iter(GAMES))
        rules = GAMES[gid]
        seats = [SeatConfig(f"Bot {i + 1}", "bot", "random", colour=i) for i in range(rules.min_players or 2)]
        seats = seats if len(seats) >= 2 else [*seats, SeatConfig("Bot 2", "bot", "random", colour=1)][: rules.max_players]
        c = Controller(rules, seats, 1)
        c.run_bots()
        factories["scoring"] = lambda: ScoringScene(ctx, c)
    out: dict[str, float] = {}
    for name, make in factories.items():
        scene = make()
        scene.enter()
        for _ in range(10):  # warm the caches: the first frames render text and panels once
            scene.update(1 / 60)
            scene.draw(canvas)
        times = []
        for _ in range(frames):
            t0 = time.perf_counter()
            scene.update(1 / 60)
            scene.draw(canvas)
            _present(window, canvas)
            times.append((time.perf_counter() - t0) * 1000.0)
        out[f"{name}.frame_median_ms"] = round(statistics.median(times), 3)
        out[f"{name}.frame_p99_ms"] = round(_percentile(times, 0.99), 3)
    return out


def startup_ms() -> float | None:
    """Milliseconds from creating the app to its first drawn menu frame; None without the shell."""
    try:
        from scenes.app import App
        from scenes.settings import Settings
    except ImportError:
        return None
    start = time.perf_counter()
    app = App(WINDOW, settings=Settings(), fixed_dt=1 / 60)
    try:
        app.start()
        app.step()
        app.step()  # the first push happens between frames: the second frame draws the menu
        return round((time.perf_counter() - start) * 1000.0, 1)
    finally:
        app.shutdown()


def run(quick: bool = False) -> dict[str, Any]:
    """Flat figures for ``python main.py bench``: table frame times per registered game, start-up."""
    from game.registry import GAMES

    out: dict[str, Any] = {}
    # long enough to get past the opening deal's animations and see bots moving pieces
    frames = 600 if quick else 1500
    for gid in GAMES:
        players = 4 if gid == "new_eden" else None
        for tag, size in (("1080", (1920, 1080)), ("720", WINDOW)):
            try:
                r = table_frame_times(gid, frames=frames, players=players, window_size=size)
            except Exception as exc:  # noqa: BLE001 - one game's failure must not hide the others
                out[f"{gid}.table_error"] = f"{type(exc).__name__}: {exc}"
                break
            for key in ("median_ms", "p99_ms", "moves"):
                out[f"{gid}.table_{tag}_{key}"] = r[key]
            if tag == "1080":
                out[f"{gid}.table_scene_median_ms"] = r["scene_median_ms"]
                out[f"{gid}.table_scene_p99_ms"] = r["scene_p99_ms"]
    # the table while a search bot thinks (the controller pumps it a slice per frame)
    if "new_eden" in GAMES:
        try:
            r = table_frame_times("new_eden", frames=frames, players=2, level="hard", window_size=(1920, 1080))
            out["new_eden.table_bot_thinking_median_ms"] = r["median_ms"]
            out["new_eden.table_bot_thinking_p99_ms"] = r["p99_ms"]
        except Exception as exc:  # noqa: BLE001
            out["new_eden.table_bot_thinking_error"] = f"{type(exc).__name__}: {exc}"
    out.update(other_scene_frame_times(frames=60 if quick else 180))
    ms = startup_ms()
    if ms is not None:
        out["startup_ms"] = ms
    return out


if __name__ == "__main__":  # pragma: no cover - a manual check
    import json
    import sys

    print(json.dumps(table_frame_times(sys.argv[1] if len(sys.argv) > 1 else "race")))
    print(json.dumps({"startup_ms": startup_ms()}))
