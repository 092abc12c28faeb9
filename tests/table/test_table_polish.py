"""Table polish: the skin hook for extra seats, score markers that lap their track, Paris's bonus
tiles readable on the track, and seat panels that share the table when fewer people play."""

from __future__ import annotations

import inspect
import logging

import pygame
import pytest

from game.core.controller import Controller
from game.core.rules import Piece
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import draw
from scenes.games import droids as droids_skin
from scenes.games.base import TableSkin
from scenes.table.board import load_board, seat_boxes, spread_seats
from scenes.table.layout import seat_of
from scenes.table.placement import track_cells
from scenes.table.table import TableScene, track_lap

NAMES = ["Ada", "Bruno", "Chloé", "Dev"]


def table_for(h, game_id: str, players: int, seed: int = 3) -> TableScene:
    seats = [SeatConfig(NAMES[i], "bot", "random", colour=i) for i in range(players)]
    table = TableScene(h.ctx, Controller(GAMES[game_id], seats, seed))
    h.app.start(table)
    h.step(frames=2)
    return table


# ------------------------------------------------------------------ 1. the skin hook


def test_a_skin_shows_no_extra_seat_by_default():
    assert TableSkin(None).shown_seats() == ()


def test_the_droids_skin_uses_the_hook_and_patches_nothing(headless):
    src = inspect.getsource(droids_skin)
    assert "table._seat_present =" not in src and "_seat_present" not in src
    h = headless(speed="instant")
    table = table_for(h, "droids", 1)
    assert not hasattr(table, "_seat_present") and "seat_present" not in vars(table)
    assert table.skin.shown_seats() == (droids_skin.AUTOMA,)
    automa = [z for z in table.board.zones if seat_of(z) == droids_skin.AUTOMA]
    assert automa and all(table.seat_present(z) for z in automa)
    assert not table.seat_present("seat:2:hand")  # no third chair in a solo game
    # the automa's workshop pieces are drawn: its zones are laid out like a player's
    assert any(seat_of(z) == droids_skin.AUTOMA for z in table.layout)


def test_without_the_hook_the_automa_would_be_hidden(headless):
    h = headless(speed="instant")
    table = table_for(h, "droids", 2)
    assert table.skin.shown_seats() == ()
    assert table.seat_present("seat:1:hand") and not table.seat_present("seat:3:hand")


# ------------------------------------------------------------------ 2. laps on score tracks


@pytest.mark.parametrize(
    ("value", "cell", "extra"),
    [(0, 0, 0), (12, 12, 0), (50, 50, 0), (51, 1, 50), (62, 12, 50), (100, 50, 50), (101, 1, 100)],
)
def test_a_score_past_the_end_laps_the_track(value, cell, extra):
    assert track_lap(value, 51) == (cell, extra)


def test_markers_at_12_and_62_share_a_cell_and_the_lapped_one_says_plus_50(headless):
    h = headless(speed="instant")
    table = table_for(h, "new_eden", 2)
    zone = table.board.zone("track:score")
    cells = track_cells(zone)
    assert len(cells) == 51
    pieces = (
        Piece("disc:0", "disc", "disc", owner=0, label="12"),
        Piece("disc:1", "disc", "disc", owner=1, label="62"),
    )
    values: dict = {}
    placed = table._layout_for({"track:score": pieces}, values)["track:score"]
    (p0, r0), (p1, r1) = placed
    assert p1.label == "62"  # the rules' piece is kept; only its cell moves
    assert r0.centerx == r1.centerx == cells[12].centerx  # not both on the last cell
    assert r1.centerx != cells[-1].centerx
    assert values[("track:score", "disc:0")] == (12, 0) and values[("track:score", "disc:1")] == (62, 50)
    table.track_values = values
    assert table.lap_of("track:score", "disc:1") == 50 and table.lap_of("track:score", "disc:0") == 0
    canvas = pygame.Surface((1920, 1080))
    tag = table._draw_lap(canvas, r1, 50, 1)
    assert tag.bottom <= r1.top and tag.w >= draw.font(15, True).size("+50")[0]


# ------------------------------------------------------------------ 3. Paris: bonus tiles, seats


def test_every_bonus_tile_has_a_short_face_that_fits_its_space():
    from game.paris.data import DATA
    from scenes.games.paris.bonus import bonus_layout, bonus_print, draw_mark

    room = (42, 56)  # a tile on a track space, over its number strip
    for face in DATA.bonus:
        mark, _value, lines = bonus_print(face)
        assert mark.startswith("@") or draw.assets().has_icon(mark), face
        _d, _c, line = bonus_layout(face, room)
        assert line == "" or draw.font(16, True).size(line)[0] <= room[0] - 6, (face, line)
        assert all("\u2026" not in ln and not ln.startswith("Bon") for ln in lines), (face, lines)
        draw_mark(pygame.Surface((40, 40), pygame.SRCALPHA), mark, _value, (20, 20), 30)


def test_bonus_tiles_on_the_track_are_drawn_as_printed_tokens(headless):
    from scenes.games.paris.style import NAVY

    h = headless(speed="instant")
    table = table_for(h, "paris", 2)
    base = table._draw_base()
    tiles = [
        (zid, p, r)
        for zid, placed in table.layout.items()
        if zid.startswith("track:")
        for p, r in placed
        if p.kind == "tile"
    ]
    assert len(tiles) >= 25
    _zid, _p, r = tiles[0]
    # the tile's top band (where the table's card face printed "Bon…") shows the token's navy
    got = base.get_at((r.x + 4, r.y + r.h // 2))
    assert abs(got.r - NAVY[0]) + abs(got.g - NAVY[1]) + abs(got.b - NAVY[2]) < 60, got


def _present_zones(board, players):
    return {
        zid: pygame.Rect(z.rect)
        for zid, z in board.zones.items()
        if seat_of(zid) is not None and seat_of(zid) < players and z.kind != "panel" and not z.prop("hidden")
    }


def _ids(game_id, players):
    return GAMES[game_id].zone_ids(players) if hasattr(GAMES[game_id], "zone_ids") else []


@pytest.mark.parametrize("players", [2, 3])
def test_paris_seat_panels_share_the_whole_strip(players):
    full = seat_boxes(load_board("paris", _ids("paris", 4), 4))
    strip = full[0].unionall([full[s] for s in full])
    board = load_board("paris", _ids("paris", players), players)
    boxes = seat_boxes(board)
    present = [boxes[s] for s in range(players)]
    assert sum(r.w for r in present) >= 0.95 * strip.w - 20 * players
    for i, a in enumerate(present):
        assert a.w >= 1.25 * full[i].w
        assert strip.contains(a)
        for b in present[i + 1 :]:
            assert not a.colliderect(b)


@pytest.mark.parametrize("game_id", ["new_eden"])  # Farshore: the home chair (tests/farshore_table)
def test_two_players_face_each_other_in_full_columns(game_id):
    full = seat_boxes(load_board(game_id, _ids(game_id, 4), 4))
    board = load_board(game_id, _ids(game_id, 2), 2)
    boxes = seat_boxes(board)
    a, b = boxes[0], boxes[1]
    assert not a.colliderect(b) and abs(a.centerx - b.centerx) > 600  # opposite sides of the board
    assert a.h >= 1.8 * full[0].h and b.h >= 1.8 * full[1].h


@pytest.mark.parametrize("game_id", ["paris", "new_eden", "farshore", "droids"])
@pytest.mark.parametrize("players", [2, 3])
def test_seat_zones_of_different_players_never_overlap(game_id, players):
    board = load_board(game_id, _ids(game_id, players), players)
    zones = _present_zones(board, players)
    inside = pygame.Rect(board.zone("panel:board").rect).inflate(4, 4)
    for zid, r in zones.items():
        assert inside.contains(r), zid
        for other, q in zones.items():
            if seat_of(other) != seat_of(zid):
                assert not r.colliderect(q), (zid, other)


def test_four_players_and_designed_counts_are_left_alone():
    board = load_board("paris", _ids("paris", 4), 4)
    assert spread_seats(board, 4) == {}
    droids = load_board("droids", _ids("droids", 2), 2)
    assert spread_seats(droids, 2) == {}  # droids places its own zones per count (at_N)


def test_a_marker_that_laps_slides_round_the_end_of_the_track(headless):
    h = headless(speed="normal")
    table = table_for(h, "new_eden", 2)
    cells = track_cells(table.board.zone("track:score"))

    def disc(v):
        return {"track:score": (Piece("disc:0", "disc", "disc", owner=0, label=str(v)),)}

    old_values: dict = {}
    old = table._layout_for(disc(48), old_values)
    table.track_values = {}
    new = table._layout_for(disc(53), table.track_values)
    table.slides = {}
    table._start_slides(old, new, old_values)
    _p, path, _start, _duration = table.slides["disc:0"]
    xs = [r.centerx for r in path]
    assert xs == [cells[i].centerx for i in (48, 49, 50, 1, 2, 3)]  # forward, round the end


def test_a_skin_prints_its_own_faces_everywhere_and_a_broken_one_falls_back(headless, caplog):
    h = headless(speed="instant")
    table = table_for(h, "paris", 2)
    assert TableSkin(None).piece_face("tile", "BT01", (40, 60)) is None
    face = table.skin.piece_face("tile", "BT01", (48, 66))
    assert face is not None and face.get_size() == (48, 66)
    assert table.skin.piece_face("tile", "back:building", (48, 66)) is None
    canvas = pygame.Surface((200, 200))
    asked = []
    real = table.skin.piece_face
    table.skin.piece_face = lambda kind, f, size: asked.append(f) or real(kind, f, size)
    table._draw_piece(canvas, "tile", "BT01", pygame.Rect(40, 40, 48, 66), count=2)  # a flight, a slide…
    table._draw_piece(canvas, "tile", "BT01", pygame.Rect(40, 40, 48, 66), label="face_down")
    assert asked == ["BT01"]  # face-down pieces are never asked

    tries = []

    def broken(*_a):
        tries.append(_a[1])
        raise ValueError("no face")

    table.skin.piece_face = broken
    with caplog.at_level(logging.ERROR, logger="scenes.table.layers"):
        table._draw_piece(canvas, "tile", "BT02", pygame.Rect(40, 40, 48, 66))  # the table's art instead
        table._draw_piece(canvas, "tile", "BT02", pygame.Rect(40, 40, 48, 66))
    assert tries == ["BT02", "BT02"]  # no hook is switched off: the skin is asked again
    assert sum("BT02" in r.getMessage() for r in caplog.records) == 1  # and the failure said once
    caplog.clear()
