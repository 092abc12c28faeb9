"""Small fixes found while type-checking the table (mypy over scenes/): each pins what it fixed."""

from __future__ import annotations

import pygame

import tests.fixture_game as fixture
from game.core.controller import Controller, LogLine
from game.core.messages import Action, DiceRolled, Moved, Scored
from game.core.saves import SeatConfig
from scenes.table.curtain import CurtainOverlay
from scenes.table.layout import seat_at_table
from scenes.table.presenter import Presenter
from scenes.table.table import ActionButton, TableScene, rect_tuple

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


def test_the_presenter_names_its_flights_and_rolls():
    """in_flight/landing/rolling read only the steps whose event is of the right kind."""
    p = Presenter(object(), speed=lambda: 1.0)
    p.feed(
        [
            Moved(piece="c1", from_zone="deck", to_zone="seat:0:hand"),
            DiceRolled(zone="dice", faces=("4",)),
            Scored(seat=0, points=1, total=1),
        ],
        object(),
    )
    assert p.in_flight() == {("deck", "c1")} and p.landing() == {("seat:0:hand", "c1")}
    assert p.rolling() == ["dice"]
    p.finish()
    assert not p.in_flight() and not p.rolling()


def test_an_action_button_carries_its_action(headless):
    h = headless("instant")
    seats = [HUMANS[0], SeatConfig("Bot", "bot", colour=2)]
    table = TableScene(h.ctx, Controller(fixture.RULES, seats, seed=5))
    h.app.start(table)
    h.step(frames=3)
    rest = [b for b in table.button_actions if isinstance(b, ActionButton)]
    assert rest and rest[0].action in table.controller.legal(0)  # "Rest": a button, not a place
    submitted: list[Action] = []
    action = Action(seat=0)
    button = ActionButton(pygame.Rect(0, 0, 200, 60), "Go", action, submitted.append)
    assert button.action is action and button.name == "action:Go" and button.primary
    button.activate(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    assert submitted == [action]
