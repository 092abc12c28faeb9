"""A full Paris "Used" box stays readable: in a three or four players' game a seat's used box is
88 px wide (82 px of room above its caption) and the table laid its used tiles in one row of 37 px
tiles, overlapping once it held three, so only a sliver of each showed ("an… 5 V… 1 VP"). The skin
now lays a crowded used box out itself (``paris.used_places``): one row of narrower tiles or two
rows of small square ones, none over another, each printing its icon; hovering one still zooms
it. Checked on real four-player tables played by bots through the rules."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes.games.paris import screen, tokens
from scenes.table.placement import CAPTION_H
from tests.table.helpers import paris_bot_table

SCALE_720 = 1280 / 1920
# (players, moves, seed): seed 7 after 92 bot actions, P3's used box holds 3 tiles; after 236,
# P2's holds 7 (and the others 3-4)
CROWDED = [(4, 92, 7), (4, 236, 7)]


@pytest.fixture(scope="module", params=CROWDED, ids=lambda p: f"{p[0]}p-{p[1]}moves-seed{p[2]}")
def crowded(request):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    h, table = paris_bot_table(*request.param)
    yield h, table
    h.close()


def _used(table) -> dict[str, tuple[pygame.Rect, list[tuple[object, pygame.Rect]]]]:
    out = {}
    for zid, z in table.board.zones.items():
        if zid.startswith("seat:") and zid.endswith(":used") and table.seat_present(zid):
            out[zid] = (pygame.Rect(z.rect), list(table.layout.get(zid, [])))
    return out


def _icon_area(rect: pygame.Rect) -> pygame.Rect:
    """Where a small bonus tile prints its icon (``bonus_surface``: centred, ``used_icon_size``)."""
    s = max(1, screen.used_icon_size(rect.w, rect.h))
    r = pygame.Rect(0, 0, s, s)
    r.center = rect.center
    return r


def test_a_crowded_used_box_shows_every_tile_whole(crowded):
    _h, table = crowded
    full = {zid: v for zid, v in _used(table).items() if len(v[1]) >= 3}
    assert full, "no used box with three tiles or more"
    for zid, (box, placed) in full.items():
        above = pygame.Rect(box.x, box.y, box.w, box.h - CAPTION_H)
        for i, (p, r) in enumerate(placed):
            assert above.contains(r), (zid, p.face, r, above)  # in the box, over its caption
            icon = _icon_area(r)
            for q, r2 in placed[i + 1 :]:  # drawn later, on top
                assert not icon.colliderect(r2), f"{zid}: {p.face}'s icon under {q.face}"
                assert not r.colliderect(r2), f"{zid}: {p.face} overlaps {q.face}"


def test_each_used_tile_prints_a_recognisable_icon(crowded):
    """At 1280×720 each used tile's icon is still 8 px and more (at 1920×1080: 12 and more)."""
    _h, table = crowded
    for zid, (_box, placed) in _used(table).items():
        for p, r in placed:
            size = screen.used_icon_size(r.w, r.h) if r.w < tokens.BONUS_WORDS_MIN else r.w
            assert size >= 12, (zid, p.face, r)
            assert size * SCALE_720 >= 8, (zid, p.face, r)


def test_hovering_a_used_tile_zooms_it(crowded):
    h, table = crowded
    zid, (_box, placed) = max(_used(table).items(), key=lambda kv: len(kv[1][1]))
    piece, rect = placed[-1]
    h.move(rect.center)
    h.step(frames=2)
    assert table.hover_key is not None and table.hover_key[0] == zid, table.hover_key
    assert table.hover_key[2] in {p.face for p, _r in table.layout[zid]}


def test_the_tables_own_row_hid_the_tiles(crowded):
    """Without the skin's layout the table's row of 37 px tiles covered each tile's icon."""
    _h, table = crowded
    zid, (box, placed) = max(_used(table).items(), key=lambda kv: len(kv[1][1]))
    n = len(placed)
    room = screen._screen_room(table.board.zone(zid))[1]
    w = 37  # the table's tile, as it laid them: in one row across the room, overlapping
    step = (room.w - w) / (n - 1)
    old = [pygame.Rect(round(room.x + k * step), room.y, w, 53) for k in range(n)]
    assert any(_icon_area(a).colliderect(b) for i, a in enumerate(old) for b in old[i + 1 :])
    old_placed = list(zip([p for p, _r in placed], old, strict=True))
    assert screen.used_places(table.board.zone(zid), old_placed) is not None


def test_a_roomy_used_box_keeps_the_tables_row():
    """Two players' used boxes are wide: the table's row of whole tiles stays as it was."""
    h, table = paris_bot_table(2, 150, 7)
    try:
        skin = table.skin
        seen = 0
        for zid, (_box, placed) in _used(table).items():
            if placed:
                seen += 1
                assert skin.place(zid, table.board.zone(zid), placed) is None, zid
                assert all(r.w == placed[0][1].w for _p, r in placed)
        assert seen
    finally:
        h.close()


def test_a_small_end_game_tile_prints_its_mark(crowded):
    """An end-game tile in a full used box is too narrow for its card's "End-…" header and words:
    it prints a small burgundy tile with its VP disc or its icon; a whole one keeps the card."""
    _h, table = crowded
    skin = table.skin
    from game.paris.data import DATA

    for face in sorted(DATA.endgame)[:4]:
        for size in ((19, 26), (26, 26), (26, 53)):
            surf = skin.piece_face("tile", face, size)
            assert surf is not None and surf.get_size() == size, (face, size)
            mid = surf.get_at((size[0] // 2, (size[1] - 3) // 2))
            assert mid.a == 255  # the mark (a disc, an icon) or the tile's body: painted
        assert skin.piece_face("tile", face, (37, 53)) is None
