"""The skin interface: the table always has a skin (the do-nothing ``TableSkin`` by default), skins
see the table through ``TableView``, hooks are called in their declared order, and a hook that
fails is logged once while the table's own behaviour stands in (no hook is switched off)."""

from __future__ import annotations

import logging

import pygame

import tests.fixture_game as fixture
from game.core.controller import Controller
from game.core.saves import SeatConfig
from scenes.games import SKINS
from scenes.games.base import TableSkin, TableView
from scenes.table.table import TableScene

SEATS = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bot", "bot", "random", colour=1)]


def start(h, controller):
    table = TableScene(h.ctx, controller)
    h.app.start(table)
    h.step(frames=3)
    return table


def test_a_game_without_a_skin_plays_on_the_do_nothing_skin(headless):
    h = headless("instant")
    table = start(h, Controller(fixture.RULES, SEATS, seed=2))
    assert type(table.skin) is TableSkin
    assert isinstance(table, TableView)
    assert table.display_view() is table.presenter.view
    assert table.name(0) == "Ada" and table.seat_colour(1) == 1 and table.seat_colour(5) is None
    assert table.panel("panel:actions").h > 0


def test_every_registered_skin_only_overrides_declared_hooks():
    hooks = {n for n in vars(TableSkin) if not n.startswith("_")}
    for game, cls in SKINS.items():
        assert issubclass(cls, TableSkin)
        for klass in cls.__mro__:
            if klass in (TableSkin, object):
                continue
            for name, member in vars(klass).items():
                member = getattr(member, "__func__", member)  # a static hook (face_style): its function
                if callable(member) and not name.startswith("_") and name in hooks:
                    # an override keeps the hook's parameters (a renamed one would never be called)
                    base = getattr(TableSkin, name).__code__
                    assert member.__code__.co_argcount == base.co_argcount, (game, name)


class Recording(TableSkin):
    calls: list[str] = []

    def arrange(self, board, players):
        self.calls.append(f"arrange {players}")

    def shown_seats(self):
        self.calls.append("shown_seats")
        return ()

    def draw_static(self, canvas):
        self.calls.append("draw_static")


def test_the_hooks_are_called_in_their_declared_order(headless, monkeypatch):
    Recording.calls = []
    monkeypatch.setitem(SKINS, "race", Recording)
    h = headless("instant")
    start(h, Controller(fixture.RULES, SEATS, seed=2))
    assert Recording.calls[:3] == ["arrange 2", "shown_seats", "draw_static"]
    assert Recording.calls.count("arrange 2") == 1


class Broken(TableSkin):
    def draw(self, canvas):
        raise RuntimeError("broken draw")

    def claims(self, action):
        raise RuntimeError("broken claims")

    def tooltip(self, zone, piece):
        raise RuntimeError("broken tooltip")


def test_a_failing_hook_is_logged_once_and_the_table_plays_on(headless, monkeypatch, caplog):
    monkeypatch.setitem(SKINS, "race", Broken)
    h = headless("instant")
    c = Controller(fixture.RULES, SEATS, seed=2)
    with caplog.at_level(logging.ERROR, logger="scenes.table"):
        table = start(h, c)
        h.step(frames=5)
        card = next(t for t in table.targets if t.piece is not None)  # claims failed: the table's targets
        h.move(card.rect.center)
        h.step(frames=3)
        h.click(card.rect.center, frames=2)
    assert type(c.actions[0]).__name__ == "PlayCard"
    failed = [r.getMessage() for r in caplog.records if "broken" in r.getMessage()]
    assert sorted(failed) == sorted({*failed}) and len(failed) == 3  # each hook said once
    caplog.clear()
    assert isinstance(table.skin, Broken)  # still the game's skin: nothing was switched off
    h.step(frames=2)  # and it is asked again (draw fails again, quietly)
    assert not h.app.errors
    pygame.event.clear()
