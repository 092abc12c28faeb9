"""Set-up shared by the table suites (tests/table, tests/new_eden_table): their conftests import the
user-data fixture from here and build their ``headless`` fixture on ``headless_apps``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from scenes.app import Headless


@pytest.fixture(autouse=True)
def _user_data(tmp_path, monkeypatch):
    """Keep settings, saves and logs out of the real user-data folder."""
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path / "data"))
    yield


def headless_apps(default_speed: str) -> Iterator[Callable[..., Headless]]:
    """The body of a ``headless`` fixture: yields ``make(speed=default_speed, size=(1920, 1080),
    **settings)``, which opens a headless app with those settings, and closes every app it opened
    when the test is done. Use it as ``yield from headless_apps("normal")``."""
    from scenes.app import Headless
    from scenes.settings import Settings

    apps = []

    def make(speed: str = default_speed, size=(1920, 1080), **kw: Any) -> Headless:
        h = Headless(size, settings=Settings(animation_speed=speed, **kw), first=False)
        apps.append(h)
        return h

    yield make
    for h in apps:
        h.close()


def paris_bot_table(players: int, moves: int, seed: int) -> tuple[Any, Any]:
    """A real Paris table after ``moves`` bot actions through the rules (greedy and random seats),
    screens open so every seat's tokens, keys and francs show: (the headless app, the table)."""
    from game.core.controller import Controller
    from game.core.saves import SeatConfig
    from game.registry import GAMES
    from scenes.app import Headless
    from scenes.settings import Settings
    from scenes.table.table import TableScene

    h = Headless((1920, 1080), settings=Settings(animation_speed="instant"), first=False)
    bots = ("greedy", "random")
    seats = [SeatConfig(f"P{i}", "bot", bots[i % 2], colour=i) for i in range(players)]
    c = Controller(GAMES["paris"], seats, seed, options={"open_information": True})
    for _ in range(moves):
        c.pump(budget_ms=10_000)
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=2)
    return h, table
