"""Every Paris piece as itself: the faces the skin prints, checked on their pixels and their words."""

from __future__ import annotations

import pygame
import pytest

from game.paris.cards import card_info
from game.paris.data import DATA
from scenes import draw, theme
from scenes.games.paris import bonus, marks, screen, tiles, tokens
from scenes.games.paris.palette import DISTRICT_COLOURS, TOKEN_COLOURS, face_style
from scenes.games.paris.skin import francs_face
from scenes.games.paris.style import GILT, TEXT_MIN


def _mask(surf: pygame.Surface) -> set[tuple[int, int]]:
    w, h = surf.get_size()
    return {(x, y) for y in range(h) for x in range(w) if surf.get_at((x, y)).a > 128}


def _differs(a: pygame.Surface, b: pygame.Surface) -> int:
    w, h = a.get_size()
    return sum(
        1
        for y in range(h)
        for x in range(w)
        if sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3], strict=True)) > 90
    )


@pytest.fixture
def words(monkeypatch):
    """The words drawn (text, size) while the test runs."""
    seen: list[tuple[str, int]] = []
    real = draw.render

    def rec(s, size, colour, bold=False):
        seen.append((s, int(size)))
        return real(s, size, colour, bold)

    draw._text_cache.clear()
    monkeypatch.setattr(draw, "render", rec)
    return seen


def test_a_key_is_a_key_in_its_seats_colour_not_a_disc():
    for ci in range(4):
        colour, shape = theme.seat_colour(ci), theme.seat_shape(ci)
        key = tokens.key_shapes(40, colour, shape)
        m = _mask(key)
        disc = {(x, y) for y in range(40) for x in range(40) if (x - 19.5) ** 2 + (y - 19.5) ** 2 <= 19**2}
        assert len(m ^ disc) > 0.35 * len(disc)  # far from the table's round seat disc
        near = sum(
            1
            for x, y in m
            if sum(abs(a - b) for a, b in zip(key.get_at((x, y))[:3], colour, strict=True)) < 40
        )
        assert near > 80  # its bow and shaft are the seat's colour
    assert (
        _differs(
            tokens.key_shapes(40, theme.seat_colour(0), "circle"),
            tokens.key_shapes(40, theme.seat_colour(1), "square"),
        )
        > 100
    )


def test_the_francs_are_coins_not_a_key_nor_a_gold_token():
    coins = francs_face(44)
    for ci in range(4):
        assert _differs(coins, tokens.key_shapes(44, theme.seat_colour(ci), theme.seat_shape(ci))) > 300
    for gold in ("gold", "gold_prestige"):
        assert len(_mask(coins) ^ _mask(tokens.token_shapes(gold, 44))) > 100  # another outline
    gilt = sum(
        1
        for x, y in _mask(coins)
        if sum(abs(a - b) for a, b in zip(coins.get_at((x, y))[:3], GILT, strict=True)) < 60
    )
    assert gilt > 200


def test_the_francs_letter_is_stamped_only_where_it_reads(words):
    francs_face(30)
    francs_face(60)
    letters = [size for s, size in words if s == tokens.francs_mark()]
    assert letters and min(letters) >= TEXT_MIN  # at 30 px the coins go without it


@pytest.mark.parametrize("pair", [("gold", "gold_prestige"), ("wood", "bronze"), ("marble", "silver")])
def test_a_resource_and_a_prestige_token_of_one_colour_differ_by_their_outline(pair):
    a, b = (tokens.token_shapes(t, 40) for t in pair)
    assert len(_mask(a) ^ _mask(b)) > 120


def test_a_closed_screen_is_a_screen():
    s = tokens.screen_shapes(40)
    m = _mask(s)
    assert 300 < len(m) < 1400
    assert sum(1 for x, y in m if s.get_at((x, y))[:3] == tuple(GILT)) >= 0  # drawn, gilt edged


def test_every_bonus_face_prints_at_least_16_px_and_its_mark(words):
    for face in DATA.bonus:
        for size in ((42, 56), (40, 40), (26, 26), (22, 22)):
            bonus.bonus_face(face, size)
    assert words and min(size for _s, size in words) >= TEXT_MIN
    assert not any(s.endswith("\u2026") for s, _size in words)


def test_a_bonus_tile_on_a_track_space_says_what_it_gives():
    lines = {face: bonus.bonus_layout(face, (42, 56))[2] for face in DATA.bonus}
    assert lines["BT01"] == "+3 F" and lines["BT06"] == "3 VP" and lines["BT09"] == "own"
    assert bonus.bonus_print("BT03") == ("@res", "marble", [])  # counts as marble: the marble itself
    assert bonus.bonus_print("BT07")[:2] == ("@vp", "3")  # a VP rosette with its number
    assert sum(1 for ln in lines.values() if ln) >= 30


def test_a_building_prints_its_value_big_and_its_cost_as_the_resources(words):
    for bid, b in DATA.buildings.items():
        lay = tiles.building_layout(bid, (38, 52))
        assert lay["value"][1] >= 18, bid
        assert [res for res, _r in lay["costs"]] == list(b.extra)
        for _res, r in lay["costs"]:
            assert pygame.Rect(0, 0, 38, 52).contains(r) and r.top > lay["band"].bottom
        tiles.building_face(bid, (38, 52))
    assert {s for s, _size in words} <= {str(v) for v in (1, 2, 3, 4, 5, 8)}
    assert min(size for _s, size in words) >= TEXT_MIN
    assert set(tiles.TYPE_GLYPH) == {b.type for b in DATA.buildings.values()}


def test_a_landmark_plaque_prints_its_name_whole_its_costs_and_its_prestige(words):
    for lid, lm in DATA.landmarks.items():
        plan = tiles.landmark_plan(lid, (214, 38))
        assert plan["name"] >= TEXT_MIN and plan["second"], lid
        tiles.landmark_face(lid, (214, 38))
        assert (lm.name, plan["name"]) in words
        assert (f"{lm.vp_per_token} VP", TEXT_MIN) in words
    for lid in DATA.landmarks:
        tiles.landmark_face(lid, (60, 32))  # a crowded district row: the value and a monument
    assert min(size for _s, size in words) >= TEXT_MIN
    assert not any(s.endswith("\u2026") for s, _size in words)


def test_a_vp_tile_prints_its_three_prizes(words):
    for v in DATA.vp_tiles:
        tiles.vp_face(v.id, (34, 56))
        got = [s for s, _size in words[-3:]]
        assert got == [str(x) for x in v.places]
        tiles.vp_face(v.id, (56, 40))
        assert [s for s, _size in words[-3:]] == [str(x) for x in v.places]
    assert min(size for _s, size in words) >= TEXT_MIN


def test_an_end_game_tile_prints_its_worth_and_no_cut_header(words):
    for eid in DATA.endgame:
        for size in ((40, 56), (26, 26), (120, 168)):
            tiles.endgame_face(eid, size)
    assert min(size for _s, size in words) >= TEXT_MIN
    assert not any(s.startswith("End") for s, _size in words)
    assert {"3", "4", "5", "4 F", "6 F"} <= {s for s, _size in words}


def test_a_strategy_tile_names_itself_where_its_name_fits(words):
    for sid in DATA.strategies:
        tiles.strategy_face(sid, (250, 25))
        assert (card_info(sid)["name"], 16) in words or any(s == card_info(sid)["name"] for s, _z in words)
        tiles.strategy_face(sid, (64, 30))  # a four players' strategy box: its icon
    assert min(size for _s, size in words) >= TEXT_MIN


def test_marks_print_their_number_or_nothing(words):
    surf = pygame.Surface((60, 60), pygame.SRCALPHA)
    marks.vp_mark(surf, (30, 30), 30, 8)
    assert marks.coin_mark(surf, (30, 30), 34, "5 F")
    assert not marks.coin_mark(surf, (30, 30), 14, "5 F")  # too small: nothing, never a cut price
    assert ("8", 18) in words or any(s == "8" for s, _z in words)
    assert min(size for _s, size in words) >= TEXT_MIN


def test_a_count_pill_lies_beside_its_piece():
    r = pygame.Rect(10, 10, 30, 30)
    for n in (2, 9, 24, 112):
        pill = screen.pill_beside(r, n)
        assert not pill.colliderect(r) and pill.left - r.right == screen.GAP
        assert abs(pill.centery - r.centery) <= 1


def test_every_token_has_a_name_for_its_tooltip():
    for tok in TOKEN_COLOURS:
        assert card_info(tok)["name"] and face_style(tok)["shape"] in ("block", "medal")


def test_the_table_paints_every_face_the_rules_describe_in_the_paris_colours():
    """The rules name and number a face (card_info); the skin gives its colour (and a token's
    shape), and the table's piece art gets both."""
    from game.paris import RULES
    from game.paris.data import DATA
    from scenes.games import card_info_for

    faces = [
        *DATA.buildings,
        *DATA.landmarks,
        *DATA.bonus,
        *DATA.endgame,
        *DATA.strategies,
        DATA.special_vp.id,
    ]
    faces += [*TOKEN_COLOURS, "back:building", "back:building:chaillot", "back:endgame", "key:1", "meeple:0"]
    faces += ["francs", "screen", "vp"]
    painted = card_info_for("paris", RULES)
    assert painted is not None
    for face in faces:
        info = painted(face)
        assert info is not None and info["name"] == card_info(face)["name"], face
        colour = info["colour"]
        assert isinstance(colour, tuple) and len(colour) == 3 and all(0 <= c <= 255 for c in colour), face
    assert painted("B19")["colour"] == DISTRICT_COLOURS[DATA.buildings["B19"].district]
    assert painted("gold")["shape"] == "block" and painted("gold_prestige")["shape"] == "medal"
    assert painted("no_such_face") is None
