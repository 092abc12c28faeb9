"""Visual nits on the game tables: score markers that read on a 0-50 track, Paris building tiles that
name their type when small, Droids parts told apart by shape (Farshore's Shore names:
tests/farshore_table)."""

from __future__ import annotations

import itertools
import os
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.rules import Piece  # noqa: E402
from game.registry import GAMES  # noqa: E402
from scenes import theme  # noqa: E402
from scenes.games import card_info_for  # noqa: E402
from scenes.table.board import load_board  # noqa: E402
from scenes.table.pieces import PART_SHAPES, TEXT_FLOOR, PieceArt, draw_part_glyph  # noqa: E402
from scenes.table.placement import MARKER_MIN, place, track_cells  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _zone_ids(game_id: str, players: int) -> list[str]:
    rules = GAMES[game_id]
    return rules.zone_ids(players) if hasattr(rules, "zone_ids") else []


# ------------------------------------------------------------------ 1. New Eden's score markers

SCORES = [
    (0, 0, 0, 0),  # the start: everybody on 0
    (12, 13, 14, 15),  # neighbours, each cell narrower than a marker
    (12, 12, 13, 50),
    (7, 30, 7, 8),
    (49, 50, 50, 3),
]


@pytest.mark.parametrize("zone_id", ["track:score", "track:population"])
@pytest.mark.parametrize("scores", SCORES)
@pytest.mark.parametrize("players", [2, 4])
def test_track_markers_keep_a_readable_size_and_never_hide_each_other(zone_id, scores, players):
    board = load_board("new_eden", _zone_ids("new_eden", players), players)
    zone = board.zone(zone_id)
    cells = track_cells(zone)
    assert cells and cells[0].w < MARKER_MIN  # the nit: cells narrower than a readable marker
    kind = "disc" if zone_id == "track:score" else "cube"
    pieces = [Piece(f"{kind}:{s}", kind, kind, owner=s, label=str(v)) for s, v in enumerate(scores[:players])]
    placed = place(zone, pieces)
    assert len(placed) == players
    shared = Counter(min(v, len(cells) - 1) for v in scores[:players])
    for (p, r), v in zip(placed, scores, strict=False):
        v = min(v, len(cells) - 1)
        assert r.w >= MARKER_MIN and r.h >= MARKER_MIN, (p.id, r)
        if shared[v] <= 2:
            assert r.centerx == cells[v].centerx  # still on its own number
        else:  # a pile of three or four around its cell, kept on the track at its ends
            assert abs(r.centerx - cells[v].centerx) <= MARKER_MIN
            assert zone.rect[0] <= r.centerx <= zone.rect[0] + zone.rect[2]
    for (p, r), (q, s) in itertools.combinations(placed, 2):
        # each marker's middle (where its seat shape is) stays clear of every other marker
        assert not s.collidepoint(r.center) and not r.collidepoint(s.center), (p.id, q.id, r, s)
        overlap = r.clip(s)
        assert overlap.w * overlap.h <= 0.4 * r.w * r.h, (p.id, q.id)
    board_rect = pygame.Rect(board.zone("panel:board").rect)
    for _p, r in placed:
        assert board_rect.contains(r)


def test_a_small_marker_is_its_seat_shape_in_its_seat_colour():
    art = PieceArt("new_eden", [0, 1, 2, 3], GAMES["new_eden"].card_info)
    masks = []
    for seat in range(4):
        surf = art.surface("disc", "disc", seat, (MARKER_MIN, MARKER_MIN))
        mask = pygame.mask.from_surface(surf)
        masks.append(mask)
        c = surf.get_at((MARKER_MIN // 2, MARKER_MIN // 2))
        assert tuple(c)[:3] == theme.seat_colour(seat)[:3]
        assert mask.count() >= 0.3 * MARKER_MIN * MARKER_MIN
    for a, b in itertools.combinations(range(4), 2):
        # circle, square, triangle, diamond: the silhouettes differ, not only the colours
        assert masks[a].overlap_area(masks[b], (0, 0)) < 0.9 * max(masks[a].count(), masks[b].count()), (a, b)


# ------------------------------------------------------------------ 2. Paris building tiles

TILE = (38, 54)  # a building on a district slot of the Paris board
ROOMY = (90, 126)  # a tile with room for its type's one word, not for its district's name


def test_small_paris_building_tiles_name_their_type_and_read_apart():
    """On a tile the district's name has no room on, the generic face names the building's type
    (its short title) at the floor size; on the board's own 38 px slots every text keeps the floor
    and the tile's width (the zoom, and the Paris skin's own small face, say the rest)."""
    from game.paris.cards import card_info
    from game.paris.data import DATA
    from game.paris.names import TYPE_NAME

    art = PieceArt("paris", [0, 1, 2, 3], card_info_for("paris", GAMES["paris"]))
    seen: dict[str, set[str]] = {}
    for bid, b in DATA.buildings.items():
        info = card_info(bid)
        assert info is not None and info["short"]
        for t in art.texts_of(bid, None, TILE):
            assert t.size >= TEXT_FLOOR and t.rect.w <= TILE[0], (bid, t)
        texts = art.texts_of(bid, None, ROOMY)
        title = texts[0]
        assert "\u2026" not in title.text, (bid, title.text)  # no "Batig…"
        assert title.rect.w <= ROOMY[0] and title.size >= TEXT_FLOOR
        if title.text != info["name"]:
            seen.setdefault(b.type, set()).add(title.text)
    assert set(seen) == set(TYPE_NAME)
    for kind, names in seen.items():
        assert len(names) == 1, (kind, names)  # one title per building type
    titles = [next(iter(n)) for n in seen.values()]
    assert len(set(titles)) == len(titles)  # and every type reads differently


def test_the_district_still_names_a_roomy_building_card():
    from game.paris.cards import card_info

    art = PieceArt("paris", [0, 1, 2, 3], card_info_for("paris", GAMES["paris"]))
    info = card_info("B18")
    assert info is not None and info["name"] == "Belleville"
    assert art.texts_of("B18", None, (120, 168))[0].text == "Belleville"


# ------------------------------------------------------------------ 3. Droids parts


def test_every_droids_part_face_has_its_own_glyph():
    from game.droids.cards import card_info
    from game.droids.data import KINDS
    from scenes.games.droids.palette import styled

    info_of = styled(card_info)
    shapes = {}
    for kind in KINDS:
        for face in (f"part:{kind}", f"extension:{kind}"):
            info = info_of(face)
            assert info is not None and info.get("shape") in PART_SHAPES, face
        shapes[kind] = info_of(f"part:{kind}")["shape"]
    assert len(set(shapes.values())) == len(KINDS)  # nut, oil, circuit and energy read apart


def test_part_glyphs_differ_in_silhouette_not_only_in_colour():
    masks = {}
    for shape in PART_SHAPES:
        surf = pygame.Surface((24, 24), pygame.SRCALPHA)
        draw_part_glyph(surf, shape, (12, 12), 10, (255, 255, 255), shadow=False)
        masks[shape] = pygame.mask.from_surface(surf)
    for a, b in itertools.combinations(PART_SHAPES, 2):
        ma, mb = masks[a], masks[b]
        differ = ma.count() + mb.count() - 2 * ma.overlap_area(mb, (0, 0))  # pixels in one, not both
        assert differ >= 0.2 * max(ma.count(), mb.count()), (a, b)


def test_cost_chips_on_a_small_droids_card_are_drawn_in_their_parts_shapes():
    from scenes.games import card_info_for

    art = PieceArt("droids", [0, 1], card_info_for("droids", GAMES["droids"]))  # as the table has it
    grey = PieceArt("droids", [0, 1], card_info_for("droids", GAMES["droids"]))
    grey._part_shape = lambda kind: None  # type: ignore[method-assign]  # the old round chips
    face = "house:47"
    assert GAMES["droids"].card_info(face)["cost_parts"]
    a = pygame.image.tobytes(art.surface("card", face, None, (60, 84)), "RGBA")
    b = pygame.image.tobytes(grey.surface("card", face, None, (60, 84)), "RGBA")
    assert a != b


# 4. Farshore's Shore names: tests/farshore_table/test_board.py


