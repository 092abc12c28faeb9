"""The skin's layouts on the fullest positions bot games reach, and past them: a screen's rows, a
used box, the board's spots; and what the board prints (payouts, prices, numbers, captions)."""

from __future__ import annotations

import pygame
import pytest

from game.core.rules import Piece
from game.paris.data import DATA, TOKENS
from scenes import draw
from scenes.games.paris import places, screen
from scenes.table.board import load_board
from tests.paris_table.audit import Audit

PLAYERS = 4


@pytest.fixture(scope="module")
def board():
    from game.registry import GAMES

    b = load_board("paris", GAMES["paris"].zone_ids(PLAYERS), PLAYERS)
    screen.caption_seat_boxes(b)
    return b


def _fullest(k: int = 0, tiles: int = 7, eg: int = 4, tokens: int = 6, count: int = 2) -> list[Piece]:
    """A four players' screen fuller than any bot game's (the fullest seen: francs, keys, five
    kinds of token, five tiles, three end-game tiles)."""
    out = [Piece(f"francs:{k}", "marker", "francs", owner=k, count=26)]
    out.append(Piece(f"hand:{k}", "key", f"key:{k}", owner=k, count=5))
    out += [Piece(f"token:{k}:{t}", "token", t, owner=k, count=count) for t in TOKENS[:tokens]]
    bonus = sorted(DATA.bonus)[:tiles]
    out += [Piece(t, "tile", t, owner=k) for t in bonus]
    out += [Piece(f"eg:{k}:{i}", "tile", "back:endgame", owner=k) for i in range(eg)]
    return out


def _check(zone, placed):
    box = screen.room_of(zone)
    rects = [r for _p, r in placed]
    pills = [screen.pill_beside(r, p.count) for p, r in placed if screen.shows_count(p)]
    for r in rects + pills:
        assert box.contains(r), (r, box)
    for i, (p, a) in enumerate(placed):
        for q, b in placed[i + 1 :]:
            if str(p.face).startswith("back") and p.face == q.face:
                continue  # one pile
            assert not a.colliderect(b), (p.id, q.id)
        for pill in pills:
            assert not a.colliderect(pill) or pill == screen.pill_beside(a, p.count)


def test_the_fullest_four_player_screen_fits_without_hiding_a_piece(board):
    zone = board.zone("seat:0:screen")
    pieces = _fullest(tiles=5, eg=3, tokens=5)
    placed, hidden, plus = screen.screen_places(zone, pieces)
    assert hidden == 0 and plus is None and len(placed) == len(pieces)
    _check(zone, placed)
    assert min(r.w for _p, r in placed) >= screen.SIZES[-1]


def test_a_screen_fuller_than_any_game_shows_plus_n_and_keeps_the_rest_clear(board):
    zone = board.zone("seat:3:screen")
    pieces = _fullest(3, tiles=12, eg=6, tokens=6)
    placed, hidden, plus = screen.screen_places(zone, pieces)
    assert hidden > 0 and plus is not None and len(placed) + hidden == len(pieces)
    _check(zone, placed)
    assert screen.room_of(zone).contains(plus)
    assert not any(plus.colliderect(r) for _p, r in placed)


def test_an_empty_and_a_roomy_screen_use_the_biggest_pieces(board):
    zone = board.zone("seat:1:screen")
    few = _fullest(1, tiles=1, eg=0, tokens=0)[::2]  # the francs and a tile
    placed, hidden, _plus = screen.screen_places(zone, few)
    assert hidden == 0 and {r.h for _p, r in placed} == {min(screen.SIZES[0], screen.room_of(zone).h)}
    full, _hidden, _plus = screen.screen_places(zone, _fullest(1, tiles=5, eg=3, tokens=5))
    assert max(r.h for _p, r in full) < screen.SIZES[0]  # a fuller one shrinks its pieces to fit


def test_a_used_box_holds_thirteen_tiles_inside_it(board):
    zone = board.zone("seat:2:used")
    pieces = [Piece(t, "tile", t, owner=2) for t in sorted(DATA.bonus)[:9] + sorted(DATA.endgame)[:4]]
    placed = screen.used_places(zone, pieces)
    assert len(placed) == 13 and all(screen.room_of(zone).contains(r) for _p, r in placed)


def test_every_bank_key_spot_and_arc_spot_lies_inside_its_place(board):
    for zid, z in board.zones.items():
        r = pygame.Rect(z.rect)
        if zid.startswith("bank:"):
            spots = [places.bank_spot(r, k) for k in range(4)] + [places.bank_coin(r)]
        elif zid == "location:arc":
            spots = [places.arc_spot(r, k) for k in range(4)]
        else:
            continue
        for i, a in enumerate(spots):
            assert r.contains(a), (zid, a)
            assert not any(a.colliderect(b) for b in spots[i + 1 :]), zid


def test_the_market_and_the_register_keep_their_columns_and_lines_inside(board):
    market = pygame.Rect(board.zone("supply:tokens").rect)
    for tok in TOKENS:
        for row in range(4):
            assert market.contains(places.market_cell(market, tok, row)), (tok, row)
    reg = pygame.Rect(board.zone("supply:landmarks").rect)
    rows = [places.register_row(reg, L) for L in DATA.landmarks]
    for i, r in enumerate(rows):
        assert reg.contains(r)
        key = pygame.Rect(board.zone(f"landmark:L{i + 1}").rect)
        assert reg.contains(key) and not key.colliderect(r) and abs(key.centery - r.centery) <= 2
        assert not any(r.colliderect(o) for o in rows[i + 1 :])


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SALON_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        a = Audit.of(4, 60, 3, (1280, 720), {}, mp)
        yield a
        a.close()


def test_the_board_prints_each_banks_payout(printed):
    drawn = {d.text for d in printed.texts if d.where == "skin"}
    assert {f"{d.bank} F" for d in DATA.districts} <= drawn


def test_the_board_prints_the_markets_prices_and_names_its_rows(printed):
    drawn = [d.text for d in printed.texts if d.where == "skin"]
    for tok in TOKENS:
        assert f"{DATA.sell_price[tok]} F" in drawn
    assert {f"{p} F" for p in DATA.buy_price.values()} <= set(drawn)
    assert "buy" in drawn and "sell" in drawn and drawn.count("\u2013") >= 3  # prestige is not for sale


def test_the_market_shows_its_stock_of_every_kind_zero_too(printed):
    stocks = [d.text for d in printed.texts if d.where == "skin" and d.text.isdigit()]
    assert stocks  # the counts of 0 and 1 the table would leave out


def test_the_board_prints_every_track_number_and_every_slot_value(printed):
    drawn = [d.text for d in printed.texts if d.where == "skin"]
    for i in range(31):
        assert str(i) in drawn or any(t.endswith(f" {i}") for t in drawn), i
    assert {"A 1", "B 11", "C 21"} <= set(drawn)


def test_the_seat_boxes_print_their_captions_at_a_readable_size(printed):
    caps = [(d.text, d.size) for d in printed.texts if d.text in ("Behind the screen", "Used")]
    assert caps and min(size for _t, size in caps) >= 16


def test_a_base_game_hides_the_letoile_places_and_an_etoile_game_shows_them(printed, monkeypatch):
    zones = printed.table.board.zones
    assert zones["supply:strategy"].prop("hidden") and zones["seat:0:strategy"].prop("hidden")
    a = Audit.of(2, 20, 4, (1280, 720), {"etoile": True}, monkeypatch)
    try:
        assert not a.table.board.zones["supply:strategy"].prop("hidden")
        assert a.table.layout.get("supply:strategy")
    finally:
        a.close()


def test_tooltips_name_what_prints_no_word(printed):
    skin = printed.table.skin
    assert skin.tooltip("x", Piece("f", "marker", "francs", count=17)) == "Francs: 17"
    assert skin.tooltip("x", Piece("k", "key", "key:0", count=3)) == "Key \u00d73"
    assert skin.tooltip("x", Piece("t", "token", "marble", count=2)) == "Marble \u00d72"
    assert skin.tooltip("x", Piece("t", "token", "bronze")).startswith("Bronze")
    assert draw.font(16).size("x")[0] > 0


def test_hovering_any_place_of_the_board_names_it_in_words(printed):
    import re

    from game.core.i18n import has, tr

    table = printed.table
    ids = re.compile(r"\b[a-z]+_[a-z_]+\b|\bL\d\b|\b(Slot|Track|Vp|Bank|Stack|Supply)\b|·")
    for zid, z in table.board.zones.items():
        if z.kind == "panel" or z.prop("hidden"):
            continue
        label = z.prop("label")
        assert label and has(label), zid
        assert not ids.search(table._zone_title(z)), (zid, table._zone_title(z))
    assert tr("paris.zone.bank:saint_germain") == "Saint-Germain bank (pays 7 F)"
    assert tr("paris.zone.landmark:L8") == "Key on Tour Eiffel"


def test_a_game_dealt_three_stacks_draws_three(printed):
    zones = printed.table.board.zones
    assert [bool(zones[f"stack:{i}"].prop("hidden")) for i in range(4)] == [False, False, False, True]
