"""Teams show at setup and at the table: Droïdes at four is two against two (seats 1 and 2 against 3
and 4), and both screens say who plays with whom."""

from __future__ import annotations

import pytest

from game.core.controller import Controller
from game.core.rules import teams_of
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes.setup import SetupScene
from scenes.table.table import TableScene


def test_only_droids_at_four_plays_in_teams():
    for gid, rules in GAMES.items():
        for n in range(rules.min_players, rules.max_players + 1):
            assert teams_of(rules, n) == ((0, 0, 1, 1) if (gid, n) == ("droids", 4) else None)


def setup_with(app, game_id: str, seats: int) -> SetupScene:
    scene = SetupScene(app.ctx, game_id)
    app.app.stack.push(scene)
    app.step()
    while len(scene.seats) < seats:
        scene.add_seat()
    while len(scene.seats) > seats:
        scene.remove_seat(len(scene.seats) - 1)
    app.step()
    return scene


def test_setup_names_each_seats_team_and_teammate(app):
    scene = setup_with(app, "droids", 4)
    for i, name in enumerate(["Ada", "Bruno", "Céleste", "Dara"]):
        scene.seats[i]["name"] = name
    app.step()
    tags = [row.team_tag() for row in scene.rows]
    assert all(t is not None for t in tags)
    texts = [t[0] for t in tags if t is not None]
    assert texts == [
        "Team 1 · with Bruno",
        "Team 1 · with Ada",
        "Team 2 · with Dara",
        "Team 2 · with Céleste",
    ]
    for row, tag in zip(scene.rows, tags, strict=True):
        assert tag is not None
        _, area = tag
        assert row.rect.contains(area)
        assert not area.colliderect(row.remove.rect) and not any(area.colliderect(s) for s in row.swatches)
        assert not any(area.colliderect(w.rect) for w in row.widgets if w.visible)


@pytest.mark.parametrize(("game_id", "seats"), [("droids", 3), ("droids", 2), ("farshore", 4)])
def test_setup_shows_no_teams_where_everyone_plays_alone(app, game_id, seats):
    scene = setup_with(app, game_id, seats)
    assert all(row.team_tag() is None for row in scene.rows)


def test_the_table_joins_each_teams_seat_boxes_with_its_tab(app):
    seats = [SeatConfig(f"P{i + 1}", "bot", "greedy", colour=i) for i in range(4)]
    c = Controller(GAMES["droids"], seats, seed=4)
    table = TableScene(app.ctx, c)
    tabs = table.hud.team_tabs()
    assert [label for _, label, _, _ in tabs] == ["Team 1", "Team 2"]
    board_top = table._panel("panel:board").top
    for team, _, (start, end), tab in tabs:
        mates = [table.hud.badge_rect(s) for s in range(4) if s // 2 == team]
        assert start[0] > mates[0].left and end[0] < mates[-1].right  # the line runs along both boxes
        assert mates[0].right <= tab.centerx <= mates[-1].left  # between the teammates' boxes
        assert tab.bottom <= board_top and tab.h >= 24
    two = TableScene(app.ctx, Controller(GAMES["droids"], seats[:2], seed=4))
    assert two.hud.team_tabs() == []
