"""A New Eden game saved mid-season and resumed shows exactly the same table."""

from __future__ import annotations

import random

import pygame

from game.core import saves
from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.table.table import TableScene
from tests.new_eden_table.test_play import play_through_ui, settle, start


def test_mid_season_save_resumes_to_the_same_table(headless):
    h = headless("instant")
    seats = [
        SeatConfig("Ada", "human", colour=0),
        SeatConfig("Bruno", "bot", "random", colour=1),
        SeatConfig("Chloé", "bot", "greedy", colour=2),
    ]
    rules = GAMES["new_eden"]
    c = Controller(rules, seats, seed=21)
    table = start(h, c)
    # well into spring or beyond, through clicks only
    play_through_ui(h, table, random.Random(5), max_clicks=600, stop=lambda: len(c.actions) >= 40)
    settle(h, table)
    assert c.view(None).phase not in ("opening", "over")
    data = saves.decode(c.save_data(), GAMES)
    c2 = Controller.from_save(data, rules)
    assert c2.view(0) == c.view(0)
    table2 = TableScene(h.ctx, c2)
    for t in (table, table2):
        t._refresh_targets()
        t.skin.strength.dice = t.skin.strength.jacks = 0  # an unconfirmed −/+ choice is not part of the game
        t.skin.strength._sync()
        for b in t.skin.controls():
            b.hover = b.pressed = False  # where the mouse last was
        t.clock, t.mouse = 0.0, (-1, -1)
    a, b = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    table.draw(a)
    table2.draw(b)
    assert table.layout.keys() == table2.layout.keys()
    for z in table.layout:
        assert [(p, tuple(r)) for p, r in table.layout[z]] == [(p, tuple(r)) for p, r in table2.layout[z]]
    assert table.presenter.scores == table2.presenter.scores
    assert [t.rect for t in table.targets] == [t.rect for t in table2.targets]
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
