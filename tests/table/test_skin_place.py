"""TableSkin.place: a skin may lay out a zone its own way; the table uses those rects, and a skin
whose layout fails leaves the table's own places."""

from __future__ import annotations

import pygame
import pytest

import tests.fixture_game as fixture
from game.core.controller import Controller
from game.core.saves import SeatConfig
from scenes.games.base import TableSkin
from scenes.table.table import TableScene

HUMANS = [SeatConfig("Ada", "human", colour=0), SeatConfig("Bruno", "human", colour=3)]


class Shifted(TableSkin):
    def place(self, zone_id, zone, placed):
        return [(p, r.move(0, 7)) for p, r in placed] if zone_id == self.zone_id else None


class Broken(TableSkin):
    def place(self, zone_id, zone, placed):
        raise RuntimeError("a broken layout")


def _table(headless):
    h = headless("instant")
    table = TableScene(h.ctx, Controller(fixture.RULES, HUMANS, seed=5))
    h.app.start(table)
    h.step(frames=2)
    return table


@pytest.mark.logs_errors  # the broken skin's failure is logged once
def test_a_skin_moves_a_zones_pieces_and_the_table_uses_its_rects(headless):
    table = _table(headless)
    view = table.controller.view(0)
    zones = {z: list(ps) for z, ps in table.controller.rules.zones(view).items()}
    own = table._layout_for(zones)
    zid = next(z for z, placed in own.items() if placed)
    skin = Shifted(table)
    skin.zone_id = zid
    table.skin = skin
    got = table._layout_for(zones)
    assert [r.y for _p, r in got[zid]] == [r.y + 7 for _p, r in own[zid]]
    assert all(got[z] == own[z] for z in own if z != zid)
    table.skin = Broken(table)
    assert table._layout_for(zones) == own  # the table's own places, and no crash
    table.draw(pygame.Surface((1920, 1080)))
