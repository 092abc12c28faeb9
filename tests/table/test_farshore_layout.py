"""Farshore's cities at the table: a full city lies in one clean grid and every worker stands on
the card it visits (scenes/games/farshore.py ``arrange_cities`` and placement's ``slots`` layout)."""

from __future__ import annotations

import pygame
import pytest

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.farshore import RULES
from game.farshore.actions import Mulligan, PlaceWorker
from game.farshore.data import DATA
from scenes.table.placement import slot_grid
from scenes.table.table import TableScene

DEST = [k for k, c in DATA.cards.items() if c.type == "destination"]
PLAIN = [k for k, c in DATA.cards.items() if c.type != "destination" and c.space and c.rarity != "unique"]
SEATS = [SeatConfig("Ada", "human", colour=0)] + [
    SeatConfig(n, "bot", colour=i + 1, level="random") for i, n in enumerate(("Bruno", "Chloé", "Dev"))
]


def full_table(headless, players: int):
    """Every city at 15 cards that take space plus Shipwreck and Castaway (one of them early), with
    a worker on each seat's first two destination cards; then seat 0's turn with workers left."""
    c = Controller(RULES, SEATS[:players], 7)
    st = c.state_for_tests()
    while st.phase == "setup":
        s = RULES.to_act(st)
        c.submit(s, Mulligan(seat=s, redraw=False))
    for s in range(players):
        city = ["shipwreck"] + DEST[2 * (s % 2) : 2 * (s % 2) + 4] + PLAIN[s : s + 11]
        city.insert(7, "castaway")
        assert sum(DATA.cards[x].space for x in city) == 15 and len(city) == 17
        st.city[s] = city
        st.placed[s] = [f"seat:{s}:city:{i}" for i, x in enumerate(city) if x in DEST][:2]
    st.season = [3] * players  # workers left to place
    c.generation += 1
    h = headless(speed="instant")
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=3)
    return c, table


def overlap(a: pygame.Rect, b: pygame.Rect) -> float:
    clip = a.clip(b)
    return clip.w * clip.h / min(a.w * a.h, b.w * b.h)


@pytest.mark.parametrize("players", [2, 4])
def test_a_full_city_lies_in_a_grid_without_overlap(headless, players):
    _c, table = full_table(headless, players)
    for s in range(players):
        area = table.board.rect(f"seat:{s}:city")
        cards = table.layout[f"seat:{s}:city"] + table.layout.get(f"seat:{s}:city_nospace", [])
        assert len(cards) == 17
        rects = [r for _p, r in cards]
        for i, a in enumerate(rects):
            assert area.contains(a), (s, a, area)
            assert a.w >= 28 and a.h >= 40  # still a card, not a sliver
            for b in rects[i + 1 :]:
                assert overlap(a, b) <= 0.05, (a, b)
        # a card sits in the place of its index in the city (space-free cards too)
        by_index = sorted(cards, key=lambda pr: int(pr[0].id.rsplit(":", 1)[1]))
        assert [r.topleft for _p, r in by_index] == sorted(
            (r.topleft for r in rects), key=lambda t: (t[1], t[0])
        )


@pytest.mark.parametrize("players", [2, 4])
def test_each_worker_stands_on_the_card_it_visits(headless, players):
    c, table = full_table(headless, players)
    seen = 0
    for s in range(players):
        cards = {
            p.id: r
            for zid in (f"seat:{s}:city", f"seat:{s}:city_nospace")
            for p, r in table.layout.get(zid, [])
        }
        for spot in c.state_for_tests().placed[s]:
            i = int(spot.rsplit(":", 1)[1])
            card = cards[f"city:{s}:{i}"]
            assert DATA.cards[c.state_for_tests().city[s][i]].type == "destination"
            assert table.board.rect(spot) == card  # the spot is the card's place
            for _p, r in table.layout[spot]:
                assert card.contains(r), (spot, r, card)
                seen += 1
    assert seen == 2 * players


def test_a_worker_spot_target_glows_on_its_card(headless):
    c, table = full_table(headless, 2)
    table._refresh_targets()
    spots = [a.spot for a in c.legal(0) if isinstance(a, PlaceWorker) and ":city:" in a.spot]
    assert spots, "a destination card in the city should offer its spot"
    cards = {p.id: r for p, r in table.layout["seat:0:city"]}
    glowing = [t for t in table.targets if t.zone in spots]
    assert len(glowing) == len(spots)
    for t in glowing:
        assert t.rect == cards[f"city:0:{t.zone.rsplit(':', 1)[1]}"]


def test_slot_grid_fills_its_area_without_overlap():
    area = pygame.Rect(0, 0, 322, 92)
    rects = slot_grid(area, 17)
    assert len(rects) == 17 and len({r.topleft for r in rects}) == 17
    assert all(area.contains(r) for r in rects)
    assert all(a.clip(b).w * a.clip(b).h == 0 for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert rects[0].w * 168 // 120 == rects[0].h or abs(rects[0].h / rects[0].w - 1.4) < 0.05
