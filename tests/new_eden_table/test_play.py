"""New Eden at the table, driven only through UI events: clicks on glowing targets and buttons."""

from __future__ import annotations

import random

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.table.curtain import CurtainOverlay
from scenes.table.table import TableScene

NAMES = ("Ada", "Bruno", "Chloé", "Dmitri")


def humans(n: int) -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], "human", colour=i) for i in range(n)]


def start(h, controller):
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=2)
    return table


def settle(h, table, limit=400):
    for _ in range(limit):
        if h.top is not table:
            return
        if table.presenter.drained and (
            table.targets or table.button_actions or table.controller.is_over() or table.skin_controls()
        ):
            return
        h.step()


def clickable(table) -> list[tuple[int, int]]:
    """Every place a player could click now: glowing targets, action buttons, skin controls."""
    spots = [t.rect.center for t in table.targets]
    spots += [b.rect.center for b in table.button_actions]
    spots += [b.rect.center for b in table.skin_controls()]
    return spots


def pick(table, rng) -> tuple[int, int]:
    """A click a player might make: mostly a glowing target or an action button; at a strength
    panel, −/+ now and then, then Confirm."""
    skin = table.skin_controls()
    if skin:
        confirm = [b for b in skin if b.name == "strength:confirm"]
        steps = [b for b in skin if b.enabled and b is not confirm[0]]
        if steps and rng.random() < 0.4:
            return rng.choice(steps).rect.center
        return confirm[0].rect.center
    return rng.choice(clickable(table))


def play_through_ui(h, table, rng, max_clicks=3000, stop=None) -> int:
    clicks = 0
    while clicks < max_clicks:
        top = h.top
        if type(top).__name__ == "ScoringScene" or (stop is not None and stop()):
            return clicks
        if isinstance(top, CurtainOverlay):
            h.click(top.confirm.rect.center)
        elif top is table:
            settle(h, table)
            if h.top is not table:
                continue
            if table.controller.is_over():
                h.step()
                continue
            if table.chooser is not None:  # a chooser opened: pick one of its rows
                rows = table.chooser[1]
                h.click(rng.choice(rows)[0].center)
            else:
                assert clickable(table), "a human to act must always have something to click"
                h.click(pick(table, rng))
        else:
            h.step()
        clicks += 1
    raise AssertionError("the game did not reach the scoring scene")


def test_four_humans_play_a_whole_game_through_clicks(headless):
    h = headless("instant")
    c = Controller(GAMES["new_eden"], humans(4), seed=7)
    table = start(h, c)
    assert isinstance(h.top, CurtainOverlay)  # missions are private between humans
    clicks = play_through_ui(h, table, random.Random(1))
    assert c.is_over() and len(c.actions) > 150
    assert clicks < 3000  # the game ended through clicks, not by running out of them
    assert type(h.top).__name__ == "ScoringScene"
    assert any(type(a).__name__ == "CommitWilds" for a in c.actions)


def test_a_human_and_a_bot_at_720p_with_animations(headless):
    h = headless("fast", size=(1280, 720))  # clicks go through the letterbox mapping
    seats = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]
    c = Controller(GAMES["new_eden"], seats, seed=3)
    table = start(h, c)
    animated = []

    def stop():
        animated.append(not table.presenter.drained)
        return len(c.actions) >= 25

    play_through_ui(h, table, random.Random(2), max_clicks=400, stop=stop)
    assert len(c.actions) >= 25 and any(animated)
