"""Farshore's board at the table: every player count's zones in place and apart, the first human
in the home chair, a full city in its grid of tabs and every worker on the card it visits."""

from __future__ import annotations

import pygame
import pytest

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.farshore import RULES
from game.farshore.actions import Mulligan, PlaceWorker
from game.farshore.data import DATA
from scenes.games.farshore import arrange, cardface
from scenes.games.farshore.geometry import CITY_PLACES, TAB_MIN_W, tab_grid
from scenes.table.board import load_board
from scenes.table.table import TableScene
from tests.farshore_table import tables

DEST = [k for k, c in DATA.cards.items() if c.type == "destination"]
PLAIN = [k for k, c in DATA.cards.items() if c.type != "destination" and c.space and c.rarity != "unique"]
SEATS = [SeatConfig("Ada", "human", colour=0)] + [
    SeatConfig(n, "bot", colour=i + 1, level="random") for i, n in enumerate(("Bruno", "Chloé", "Dev"))
]


def board_for(players: int, home: int = 0):  # type: ignore[no-untyped-def]
    board = load_board("farshore", RULES.zone_ids(players), players)
    arrange.arrange(board.zones, players)
    arrange.seat_home(board.zones, players, home)
    return board


def present(board, players: int) -> dict[str, pygame.Rect]:  # type: ignore[no-untyped-def]
    out = {}
    for z in board.zones.values():
        if z.kind == "panel" or z.prop("hidden"):
            continue
        if z.id.startswith("seat:") and int(z.id.split(":")[1]) >= players:
            continue
        out[z.id] = pygame.Rect(z.rect)
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_zone_has_its_own_place_at_every_count(players):
    board = board_for(players)
    zones = present(board, players)
    assert set(RULES.zone_ids(players)) <= set(zones)
    inside = pygame.Rect(board.zone("panel:board").rect)
    for zid, r in zones.items():
        assert inside.contains(r), zid
    for zid, r in zones.items():
        for other, q in zones.items():
            if zid < other and r.colliderect(q):
                assert r.contains(q) or q.contains(r), (zid, r, other, q)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_card_in_play_has_room_to_name_itself_whole(players):
    import types

    from scenes.games.farshore.skin import Skin

    board = board_for(players)
    zone = board.zone("play:main")
    r = pygame.Rect(zone.rect)
    piece = types.SimpleNamespace(kind="card", id="play:main:0", face="cartographer")
    placed = Skin(types.SimpleNamespace(players=players)).place("play:main", zone, [(piece, r)])  # type: ignore[arg-type]
    assert placed is not None
    ((_p, card),) = placed
    assert r.contains(card) and card.w >= TAB_MIN_W["city"], (r, card)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_boats_on_one_sea_space_lie_apart_below_its_number(n):
    from scenes.games.farshore.geometry import NUMBER_H, boats_in_cell

    board = board_for(4)
    cell = pygame.Rect(board.zone("track:9").rect)
    boats = [pygame.Rect(b) for b in boats_in_cell((cell.x, cell.y, cell.w, cell.h), n)]
    assert len(boats) == n
    for i, b in enumerate(boats):
        assert cell.contains(b) and b.top >= cell.top + NUMBER_H and b.w >= 20, (n, b, cell)
        assert not any(b.colliderect(o) for o in boats[i + 1 :]), (n, boats)


def test_the_zones_of_other_counts_are_hidden():
    two = board_for(2)
    assert two.zone("island:3").prop("hidden") and two.zone("island:4").prop("hidden")
    assert two.zone("rival:city").prop("hidden")
    solo = board_for(1)
    assert not solo.zone("rival:city").prop("hidden") and solo.zone("island:3").prop("hidden")


@pytest.mark.parametrize("players,roomy", [(1, ()), (2, (1,)), (3, (1,))])
def test_the_next_seat_has_a_whole_column_up_to_three_players(players, roomy):
    board = board_for(players)
    for s in roomy:
        city = board.rect(f"seat:{s}:city")
        hand = board.rect(f"seat:{s}:hand")
        assert hand.h >= 2 * 34, s  # room for a whole hand of tabs
        assert city.h >= 6 * 40  # a city of 17 in tabs of 40 or more
    home = board.rect("seat:0:hand").union(board.rect("seat:0:city"))
    assert home.w > 1300 and home.bottom > 900  # the home chair is the strip along the bottom


@pytest.mark.parametrize("players,home", [(4, 2), (3, 1), (2, 1)])
def test_the_first_human_sits_in_the_home_chair(players, home):
    plain = board_for(players)
    turned = board_for(players, home)
    for s in range(players):
        chair = (s - home) % players  # the others follow clockwise
        for part in ("city", "hand", "resources", "season", "city:5"):
            assert turned.rect(f"seat:{s}:{part}") == plain.rect(f"seat:{chair}:{part}"), (s, part)


def full_table(headless, players: int, human: int = 0):  # type: ignore[no-untyped-def]
    """Every city at 15 cards that take space plus Shipwreck and Castaway (one of them early), with
    a worker on each seat's first two destination cards; then the human's turn with workers left."""
    seats = list(SEATS[:players])
    if human:
        seats[0], seats[human] = (
            SeatConfig("Bot", "bot", colour=0, level="random"),
            SeatConfig("Ada", "human", colour=human),
        )
    c = Controller(RULES, seats, 7)
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
    st.current = human
    c.generation += 1
    h = headless(speed="instant")
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=3)
    return c, table


def overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.w * clip.h


@pytest.mark.parametrize("players", [2, 4])
def test_a_full_city_lies_in_its_grid_of_tabs(headless, players):
    _c, table = full_table(headless, players)
    for s in range(players):
        area = table.board.rect(f"seat:{s}:city")
        grid = tab_grid((area.x, area.y, area.w, area.h), CITY_PLACES, TAB_MIN_W["city"])
        cards = table.layout[f"seat:{s}:city"] + table.layout.get(f"seat:{s}:city_nospace", [])
        assert len(cards) == 17
        for p, r in cards:
            i = int(p.id.rsplit(":", 1)[1])
            assert r == pygame.Rect(grid[i]) == table.board.rect(f"seat:{s}:city:{i}"), (s, i)
            assert area.contains(r) and r.w >= TAB_MIN_W["city"] and r.h >= 34
            name = str(table.skin.info(p.face)["name"])
            assert cardface.name_lines(name, r.w - 5) is not None, name  # its name whole
        rects = [r for _p, r in cards]
        assert all(overlap(a, b) == 0 for i, a in enumerate(rects) for b in rects[i + 1 :])


@pytest.mark.parametrize("players", [2, 4])
def test_each_worker_stands_on_the_paw_of_the_card_it_visits(headless, players):
    c, table = full_table(headless, players)
    seen = 0
    for s in range(players):
        cards = {p.id: r for p, r in table.layout[f"seat:{s}:city"]}
        for spot in c.state_for_tests().placed[s]:
            i = int(spot.rsplit(":", 1)[1])
            card = cards[f"city:{s}:{i}"]
            for _p, r in table.layout[spot]:
                assert card.contains(r) and r == cardface.paw_spot(card), (spot, r, card)
                seen += 1
    assert seen == 2 * players


def test_a_worker_spot_glows_on_its_card(headless):
    c, table = full_table(headless, 2)
    table._refresh_targets()
    spots = [a.spot for a in c.legal(0) if isinstance(a, PlaceWorker) and ":city:" in a.spot]
    assert spots, "a destination card in the city should offer its spot"
    cards = {p.id: r for p, r in table.layout["seat:0:city"]}
    glowing = [t for t in table.targets if t.zone in spots]
    assert len(glowing) == len(spots)
    for t in glowing:
        assert t.rect == cards[f"city:0:{t.zone.rsplit(':', 1)[1]}"]


def test_a_human_at_another_seat_plays_from_the_home_chair(headless):
    _c, table = full_table(headless, 4, human=2)
    home = table.board.rect("seat:2:hand")
    assert home.bottom > 900 and home.w > 700  # the strip along the bottom
    hand = table.layout["seat:2:hand"]
    assert len(hand) >= 5 and all(home.contains(r) for _p, r in hand)
    assert all(overlap(a, b) == 0 for i, (_p, a) in enumerate(hand) for _q, b in hand[i + 1 :])


def test_prepare_for_the_next_season_is_a_whole_button_that_plays(headless):
    from game.farshore.actions import Prepare
    from scenes import draw

    c = None
    for share in (0.3, 0.5, 0.7):
        got = tables_settled_with(Prepare, share)
        if got is not None:
            c = got
            break
    assert c is not None, "a seat that may prepare"
    h = headless()
    table = tables.table_for(h, c)
    table._refresh_targets()
    buttons = table.skin_controls()
    assert [b.label for b in buttons] == ["Prepare for the next season"]
    b = buttons[0]
    assert draw.font(b.size, True).size(b.label)[0] + 40 <= b.rect.w  # its words whole
    assert not any(isinstance(getattr(x, "action", None), Prepare) for x in table.button_actions)
    before = len(c.actions)
    h.click(b.rect.center)
    h.step(frames=2)
    assert len(c.actions) > before and isinstance(c.actions[before], Prepare)


def test_the_hint_rings_the_skins_button(headless):
    from game.farshore.actions import Prepare
    from scenes import theme

    c = tables_settled_with(Prepare, 0.3) or tables_settled_with(Prepare, 0.5)
    assert c is not None, "a seat that may prepare"
    h = headless()
    table = tables.table_for(h, c)
    table._refresh_targets()
    (b,) = table.skin_controls()
    assert table.skin.hinted() == []
    table.hint_action = next(a for a in c.legal(0) if isinstance(a, Prepare))
    assert table.skin.hinted() == [b]
    canvas = pygame.Surface((1920, 1080))
    table.skin.draw(canvas)
    ring = b.rect.inflate(14, 14)
    assert canvas.get_at((ring.centerx, ring.top + 1))[:3] == theme.BRASS_HOVER[:3]


def tables_settled_with(kind, share):  # type: ignore[no-untyped-def]
    """A two-player table at seat 0's turn where ``kind`` is among its legal actions."""
    for seed in range(1, 8):
        c = tables.settled(2, seed, share)
        if c is not None and any(isinstance(a, kind) for a in c.legal(0)):
            return c
    return None


def test_each_way_to_pay_is_a_button_of_its_materials(headless):
    from game.farshore.actions import Pay
    from scenes.games.farshore.controls import PayButton

    c = None
    for seed in range(1, 40):
        game = Controller(RULES, [SeatConfig(f"P{i}", "bot", "greedy", colour=i) for i in range(2)], seed)
        while game.to_act() is not None:
            if game.to_act() == 0 and sum(isinstance(a, Pay) for a in game.legal(0)) >= 2:
                c = game
                break
            game.pump(budget_ms=10_000)
        if c is not None:
            break
    assert c is not None, "a seat with two ways to pay"
    c.seats[0] = SeatConfig("Ada", "human", colour=0)
    h = headless()
    table = tables.table_for(h, c)
    table._refresh_targets()
    pays = [a for a in c.legal(0) if isinstance(a, Pay)]
    shown = [b for b in table.skin_controls() if isinstance(b, PayButton)]
    assert len(shown) == len(pays)
    for b, a in zip(shown, pays, strict=True):
        names = ("driftwood", "seaweed", "seastone", "mushroom", "treasure")
        assert b.marks == [(r, n) for r, n in zip(names, a.spend, strict=True) if n]  # by material
        assert b.label.startswith("Pay ")  # the rules' words, for the hover
    rects = [b.rect for b in shown]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    before = len(c.actions)
    h.click(shown[-1].rect.center)
    h.step(frames=2)
    assert c.actions[before] == pays[-1]


@pytest.mark.parametrize("kind", ["c1", "opay"])
def test_a_cards_options_are_buttons_of_their_materials(headless, kind):
    """A Warehouse's goods to store and a Merchant's ways to pay: a chip per material with how
    many, the rules' sentence as the label (the hover); declining is a button of its words."""
    from game.farshore.actions import ChooseOption
    from scenes import draw
    from scenes.games.farshore.controls import PayButton

    c = None
    for seed in range(0, 40):
        game = Controller(RULES, [SeatConfig(f"P{i}", "bot", "greedy", colour=i) for i in range(2)], seed)
        while game.to_act() is not None:
            if game.to_act() == 0:
                v = game.view(0)
                if v.stack and v.stack[-1]["k"] == kind:
                    c = game
                    break
            game.pump(budget_ms=10_000)
        if c is not None:
            break
    assert c is not None, f"a seat deciding {kind}"
    c.seats[0] = SeatConfig("Ada", "human", colour=0)
    h = headless()
    table = tables.table_for(h, c)
    table._refresh_targets()
    options = [a for a in c.legal(0) if isinstance(a, ChooseOption)]
    assert options and not any(
        isinstance(getattr(x, "action", None), ChooseOption) for x in table.button_actions
    )
    shown = sorted(table.skin_controls(), key=lambda b: (b.rect.y, b.rect.x))
    assert len(shown) == len(options)
    by_label = {b.label: b for b in shown}
    for a in options:
        words = table.skin._label(a)
        b = by_label[words]  # the rules' whole sentence
        if a.label.startswith(("store:", "pay:")):
            assert isinstance(b, PayButton) and b.marks, (a, words)
            digits = a.label.replace(":", ",").split(",")
            assert sum(n for _r, n in b.marks) == sum(int(d) for d in digits if d.isdigit())
        else:
            assert not isinstance(b, PayButton) and draw.font(b.size, True).size(words)[0] + 40 <= b.rect.w
    rects = [b.rect for b in shown]
    assert all(not x.colliderect(y) for i, x in enumerate(rects) for y in rects[i + 1 :])
    bar = table._panel("panel:actions")
    assert all(bar.contains(r) for r in rects)
    before = len(c.actions)
    target = by_label[table.skin._label(options[-1])]
    h.click(target.rect.center)
    h.step(frames=2)
    assert c.actions[before] == options[-1]
