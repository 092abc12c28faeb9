"""Small fixes found while type-checking the table (mypy over scenes/): each pins what it fixed."""

from __future__ import annotations

import pygame

import tests.fixture_game as fixture
from game.core.controller import Controller, LogLine
from game.core.saves import SeatConfig
from scenes.table.curtain import CurtainOverlay
from scenes.table.layout import seat_at_table
from scenes.table.table import TableScene, rect_tuple

HUMANS = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bruno", "human", colour=3)]


def test_seat_at_table_keeps_shared_zones_and_seats_present():
    assert seat_at_table("dice", 2)
    assert seat_at_table("seat:0:hand", 2) and seat_at_table("seat:1:hand", 2)
    assert not seat_at_table("seat:2:hand", 2) and not seat_at_table("seat:3:hand", 3)


def test_the_curtain_recap_tolerates_a_seat_beyond_the_table(headless):
    """A log line about a seat beyond the table (a solo game's built-in opponent) gets no seat
    marker; it used to index controller.seats with it and crash the curtain's drawing."""
    h = headless("instant")
    c = Controller(fixture.RULES, HUMANS, seed=5)
    recap = [
        LogLine("race.rested", (("seat", 0), ("pos", 3)), 1),
        LogLine("race.rested", (("seat", 2), ("pos", 4)), 2),
    ]
    curtain = CurtainOverlay(h.ctx, c, 1, recap, lambda: None)
    canvas = pygame.Surface((1920, 1080))
    curtain.draw(canvas)
    assert len(curtain.recap_text()) == 2


def test_flights_locate_pieces_as_plain_rect_tuples(headless):
    """The presenter keeps a flight's ends as (x, y, w, h) tuples; the banner has its own cache."""
    h = headless("instant")
    table = TableScene(h.ctx, Controller(fixture.RULES, HUMANS, seed=5))
    h.app.start(table)
    h.step(frames=2)
    assert rect_tuple(pygame.Rect(1, 2, 3, 4)) == (1, 2, 3, 4)
    spot = table._locate("dice", "no-such-piece", False)
    assert spot is not None and type(spot["rect"]) is tuple and len(spot["rect"]) == 4
    assert table._locate("no-such-zone", "x", False) is None
    first = table._banner_surface("Round 1", (720, 110))
    assert table._banner_surface("Round 1", (720, 110)) is first
    assert all(isinstance(k[0], int) for k in table._glow_cache)
