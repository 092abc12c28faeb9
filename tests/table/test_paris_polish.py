"""Paris polish: the slot-value badge sits beside a building tile, never on its face; a building on
its slot (about 38×54, 25×36 on a 1280×720 window) prints a type glyph, its value big and its extra
cost as lettered chips instead of an unreadable title; a built landmark shows its value."""

from __future__ import annotations

import math

import pygame
import pytest

from game.core.controller import Controller
from game.core.rules import Piece
from game.core.saves import SeatConfig
from game.paris.data import DATA
from game.registry import GAMES
from scenes import draw, theme
from scenes.games import paris as skin_mod
from scenes.table.table import TableScene

TILE = (38, 54)  # a building on a district slot
SCALE_720 = 1280 / 1920
READABLE_720 = 13  # px: the smallest number that reads at a glance on a 1280×720 window


def mid_game(h, moves: int = 80, seed: int = 5) -> TableScene:
    """A Paris 2p table after ``moves`` moves of random bots (buildings, tokens and keys on slots)."""
    seats = [SeatConfig("Ada", "bot", "random", colour=0), SeatConfig("Bruno", "bot", "random", colour=1)]
    c = Controller(GAMES["paris"], seats, seed)
    for _ in range(moves):
        c.pump(budget_ms=10_000)
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=2)
    return table


@pytest.fixture(scope="module")
def paris_table():
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.app import Headless
    from scenes.settings import Settings

    h = Headless((1920, 1080), settings=Settings(animation_speed="instant"), first=False)
    table = mid_game(h)
    yield table
    h.close()


def _disc_clear(badge: pygame.Rect, piece: pygame.Rect) -> bool:
    """The badge's circle and a token's or key's disc (as wide as its rect, centred) do not meet."""
    r_badge = badge.w / 2
    r_piece = min(piece.w, piece.h) / 2
    return math.dist(badge.center, piece.center) >= r_badge + r_piece


# ------------------------------------------------------------------ 1. the slot-value badge


def test_the_old_corner_badge_covered_the_tile_face(paris_table):
    """The badge used to be centred 4 px inside the slot's top-left corner: on the tile's title."""
    table = paris_table
    zid = next(z for z in table.board.zones if z.startswith("slot:"))
    slot = pygame.Rect(table.board.zone(zid).rect)
    placed = table._layout_for({zid: (Piece("B01", "tile", "B01"), Piece("t", "token", "bronze"))})[zid]
    tile = placed[0][1]
    old = pygame.Rect(0, 0, 21, 21)
    old.center = (slot.x + 4, slot.y + 4)
    assert old.colliderect(tile)
    assert not skin_mod.slot_badge_rect(slot).colliderect(tile)


def _worst_case_pieces(table) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """Tiles and discs wherever they can lie round a slot: a building with a key or a token in every
    slot (and each lifted by the hover), a lone token, two keys in every bank, a VP or special tile
    and a landmark in every district."""
    tiles: list[pygame.Rect] = []
    discs: list[pygame.Rect] = []

    def add(zid: str, pieces: list[Piece], lifted: bool = False) -> None:
        for p, r in table._layout_for({zid: pieces})[zid]:
            rects = [r, r.move(0, -10)] if lifted else [r]
            (tiles if p.kind == "tile" else discs).extend(rects)

    for zid in table.board.zones:
        if zid.startswith("slot:"):
            add(zid, [Piece("B01", "tile", "B01"), Piece("k", "key", "key:0", owner=0)], lifted=True)
            add(zid, [Piece("B01", "tile", "B01"), Piece("t", "token", "silver")], lifted=True)
            add(zid, [Piece("t", "token", "gold")])
            add(zid, [Piece("B01", "tile", "B01")], lifted=True)
        elif zid.startswith("bank:"):
            add(zid, [Piece("k0", "key", "key:0", owner=0)])
            add(zid, [Piece("k0", "key", "key:0", owner=0), Piece("k1", "key", "key:1", owner=1)])
        elif zid.startswith("district:") and zid.endswith((":vp", ":special")):
            add(zid, [Piece("VP18", "tile", "VP18")])
        elif zid.startswith("district:") and zid.endswith(":landmarks"):
            add(zid, [Piece("L1", "tile", "L1")])
    return tiles, discs


def test_no_slot_badge_touches_a_tile_or_a_disc_anywhere_on_the_board(paris_table):
    table = paris_table
    slots = [z for z in table.board.zones if z.startswith("slot:")]
    assert len(slots) == 36
    tiles, discs = _worst_case_pieces(table)
    assert len(tiles) > 36 * 4 and len(discs) > 36 * 3
    for zid in slots:
        slot = pygame.Rect(table.board.zone(zid).rect)
        badge = skin_mod.slot_badge_rect(slot)
        assert slot.collidepoint(badge.center)  # it reads as this slot's number
        for r in tiles:
            assert not badge.colliderect(r), (zid, badge, r)
        for r in discs:
            assert _disc_clear(badge, r), (zid, badge, r)


def test_in_a_real_mid_game_every_tile_face_is_clear_of_the_badges(paris_table):
    table = paris_table
    badges = [
        skin_mod.slot_badge_rect(pygame.Rect(z.rect))
        for k, z in table.board.zones.items()
        if k.startswith("slot:")
    ]
    on_slots = [
        (zid, p, r) for zid, placed in table.layout.items() if zid.startswith("slot:") for p, r in placed
    ]
    assert sum(p.kind == "tile" for _z, p, _r in on_slots) >= 10  # buildings were placed
    for zid, p, r in on_slots:
        for b in badges:
            if p.kind == "tile":
                assert not b.colliderect(r), (zid, p.face)
            else:
                assert _disc_clear(b, r), (zid, p.face)


def test_the_badge_is_still_drawn_and_readable(paris_table):
    table = paris_table
    base = table._draw_base()
    for zid in ("slot:montmartre:8", "slot:chaillot:1", "slot:belleville:4"):
        badge = skin_mod.slot_badge_rect(pygame.Rect(table.board.zone(zid).rect))
        assert pygame.Rect(0, 0, 1920, 1080).contains(badge)
        ring = base.get_at((badge.centerx, badge.bottom - 2))[:3]  # the badge's brass rim
        assert sum(abs(a - b) for a, b in zip(ring, theme.BRASS, strict=True)) < 40, (zid, ring)
    assert skin_mod.SLOT_BADGE_R * 2 * SCALE_720 >= 12  # a disc about 12 px across at 1280×720


# ------------------------------------------------------------------ 2. small building tiles


def test_a_building_on_a_slot_uses_the_skin_face_and_a_roomy_one_the_card(paris_table):
    skin = paris_table.skin
    face = skin.piece_face("tile", "B01", TILE)
    assert face is not None and face.get_size() == TILE
    assert skin.piece_face("tile", "B01", (120, 168)) is None  # a roomy card keeps its full face
    assert skin.piece_face("tile", "back:building", TILE) is None


@pytest.mark.parametrize("bid", sorted(DATA.buildings))
def test_every_small_building_shows_its_value_big_and_its_cost_inside_the_tile(paris_table, bid):
    skin = paris_table.skin
    b = DATA.buildings[bid]
    lay = skin.building_layout(bid, TILE)
    tile = pygame.Rect((0, 0), TILE)
    (cx, cy), vsize = lay["value"]
    assert vsize * SCALE_720 >= READABLE_720 + 2  # 16 px at 1280×720 (the old title: 6 px)
    ink = draw.render(str(b.value), vsize, (0, 0, 0), True).get_bounding_rect()
    value = pygame.Rect(0, 0, ink.w, ink.h)
    value.center = (cx, cy)
    assert tile.contains(value), (bid, value)
    assert value.top >= lay["band"].bottom - 2  # the number is below the glyph band
    assert lay["glyph"] * SCALE_720 >= 10
    assert [res for res, _r in lay["chips"]] == list(b.extra)
    for _res, chip in lay["chips"]:
        assert tile.contains(chip) and chip.top > lay["band"].bottom
        assert not chip.colliderect(value), (bid, chip, value)
        assert chip.w * SCALE_720 >= 9 and lay["chip_font"] >= 11
        letter = draw.font(lay["chip_font"], True).size("W")
        assert letter[0] <= chip.w


def test_every_building_type_has_its_own_glyph():
    masks = {}
    for kind in skin_mod.TYPE_GLYPH:
        s = pygame.Surface((28, 28), pygame.SRCALPHA)
        skin_mod.draw_type_glyph(s, kind, (14, 14), 28, (255, 255, 255))
        m = pygame.mask.from_surface(s)
        assert m.count() > 40, kind  # something is drawn
        masks[kind] = m
    kinds = list(masks)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1 :]:
            diff = masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))
            assert diff > 60, (a, b)
    assert set(skin_mod.TYPE_GLYPH) == {b.type for b in DATA.buildings.values()}


def test_a_built_landmark_prints_its_value_not_a_cut_name(paris_table):
    skin = paris_table.skin
    for lid, lm in DATA.landmarks.items():
        surf = skin.piece_face("tile", lid, (24, 34))
        assert surf is not None and surf.get_size() == (24, 34)
        assert draw.font(10, True).size(str(lm.value))[0] <= 24 - 4
    assert skin.piece_face("tile", "L1", (81, 114)) is None  # the supply's roomy card keeps its face


def test_hover_still_zooms_the_full_card(paris_table):
    table = paris_table
    zoom = table.art.zoomed("B01")
    assert zoom.get_width() > 200  # the hover shows the whole card, not the small skin face
