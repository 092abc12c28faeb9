"""The Droïdes board makes room for its fullest positions: every zone's pieces fit without
overlapping, in every player count's arrangement, up to more than a game can bring."""

from __future__ import annotations

import pygame
import pytest

from game.core.rules import Piece
from game.registry import GAMES
from scenes.games.droids import arrange
from scenes.games.droids import places as P
from scenes.games.droids.board import BoardArt
from scenes.table.board import load_board
from scenes.table.layout import rules_zone_ids, seat_of

RULES = GAMES["droids"]
CONTAINERS = (":plate", "bench")
MOST_REPAIRED = 24  # a seat keeps one card a turn: about 21 turns, so never more than this


def board_for(players: int):
    board = load_board("droids", rules_zone_ids(RULES, players), players)
    assert not board.warning, board.warning
    arrange(board, players)
    return board


def seats(players: int) -> range:
    return range(2 if players == 1 else players)


def in_play(board, players: int) -> dict[str, pygame.Rect]:
    return {
        z.id: pygame.Rect(z.rect)
        for z in board.zones.values()
        if z.kind != "panel"
        and not z.prop("hidden")
        and (seat_of(z.id) is None or seat_of(z.id) < len(seats(players)))
    }


def _disjoint(rects: list[pygame.Rect]) -> bool:
    return all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_zones_do_not_overlap_and_stay_on_the_board(players):
    board = board_for(players)
    zones = in_play(board, players)
    frame = pygame.Rect(40, 120, 1480, 840)
    inner = {z: r for z, r in zones.items() if not z.endswith(CONTAINERS) and r.w > 8}
    for zid, r in zones.items():
        assert frame.contains(r), (players, zid, tuple(r))
    bad = [(a, b) for a in inner for b in inner if a < b and inner[a].colliderect(inner[b])]
    assert not bad, (players, bad[:5])


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_workshop_holds_every_droid_a_game_can_bring_without_overlap(players):
    board = board_for(players)
    for seat in seats(players):
        for sub in ("collection", "houses"):
            z = board.zone(f"seat:{seat}:{sub}")
            if z is None or z.prop("hidden"):
                continue
            area = P.caption_area(pygame.Rect(z.rect))
            most = MOST_REPAIRED if sub == "collection" else 6
            for n in range(most + 1):
                cells = P.grid_cells(area, n)
                assert len(cells) == n, (players, z.id, n)
                assert all(area.contains(c) for c in cells), (players, z.id, n)
                assert _disjoint(cells), (players, z.id, n)
                if cells:  # the largest form that fits: never an icon square while tiles still fit
                    assert cells[0].h >= 26 or n > 18, (players, z.id, n, cells[0])


def test_cards_shrink_from_cards_to_tiles_to_squares():
    area = pygame.Rect(0, 0, 516, 86)  # four players' repaired droids, under the caption
    assert P.grid_cells(area, 3)[0].h < P.SMALL_CARD_H  # no room for cards in one row: tiles
    tiles = P.grid_cells(area, 18)
    assert tiles[0].w > tiles[0].h and tiles[0].h >= 26
    squares = P.grid_cells(area, 21)
    assert squares[0].w == squares[0].h
    wide = pygame.Rect(0, 0, 1066, 240)  # the solo automa's
    assert P.grid_cells(wide, 20)[0].h >= P.SMALL_CARD_H


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_dealt_cards_the_hand_and_the_houses_sit_in_their_printed_slots(players):
    board = board_for(players)
    dealt = 3 if players == 3 else 2
    houses = 2 if players == 3 else 4
    for seat in seats(players):
        z = board.zone(f"seat:{seat}:drawn")
        assert int(z.prop("card_slots")) == dealt
        cards = [Piece(f"droid:{i}", "card", f"droid:{i}") for i in range(1, dealt + 1)]
        placed = P.slotted_cards(pygame.Rect(z.rect), cards, dealt)
        rects = [r for _p, r in placed]
        assert _disjoint(rects) and all(pygame.Rect(z.rect).contains(r) for r in rects)
        assert rects[0].w >= 88, (players, z.id, rects[0])  # the name "Droid 98" whole at 16 px
    for zid, z in board.zones.items():
        if zid.startswith("zone:") and zid.endswith(":houses") and not z.prop("hidden"):
            assert int(z.prop("card_slots")) == houses
            cards = [Piece(f"house:{45 + i}", "card", f"house:{45 + i}") for i in range(houses)]
            rects = [r for _p, r in P.slotted_cards(pygame.Rect(z.rect), cards, houses, left=True)]
            assert _disjoint(rects) and all(pygame.Rect(z.rect).contains(r) for r in rects)
            assert rects[0].w >= 96, (players, zid, rects[0])


@pytest.mark.parametrize("cap", range(3, 10))
def test_a_shed_column_shows_every_slot_of_its_capacity(cap):
    board = board_for(4)
    shed = pygame.Rect(board.zone("seat:0:shed").rect)
    for col in P.shed_columns(shed):
        token = pygame.Rect(0, 0, min(P.TOKEN, col.w - 8), min(P.TOKEN, col.w - 8))
        token.midtop = (col.centerx, col.y + 2)
        slots = BoardArt.slot_grid(col, token.bottom + 27, cap)
        assert len(slots) == cap
        boxes = [pygame.Rect(x - d // 2, y - d // 2, d, d) for x, y, d in slots]
        assert all(col.contains(b) for b in boxes) and _disjoint(boxes)


def test_parts_and_extensions_stand_on_their_own_columns():
    board = board_for(2)
    shed = pygame.Rect(board.zone("seat:0:shed").rect)
    ext = pygame.Rect(board.zone("seat:0:extensions").rect)
    parts = [
        Piece(f"seat:0:part:{k}", "token", f"part:{k}", owner=0, label=f"{i}/3", count=i)
        for i, k in enumerate(P.KINDS)
    ]
    placed = P.shed(shed, parts)
    cols = P.shed_columns(shed)
    for (p, r), col in zip(placed, cols, strict=True):
        assert col.contains(r) and p.count == 1 and p.label  # the count is printed, not a badge
    exts = [Piece(f"seat:0:ext:{k}", "marker", f"extension:{k}", owner=0, count=2) for k in ("oil", "energy")]
    got = P.extensions(ext, shed, exts)
    assert [p.label for p, _r in got] == ["+2", "+2"]
    for (_p, r), col in zip(got, (cols[1], cols[3]), strict=True):
        assert ext.contains(r) and col.left <= r.centerx <= col.right


def test_a_pile_is_one_stack_with_its_top_card():
    rect = pygame.Rect(0, 0, 96, 148)
    pile = [Piece(f"droid:{i}", "card", f"droid:{i}") for i in range(1, 15)]
    placed = P.stack(rect, pile)
    assert len(placed) == 1 and placed[0][0].face == "droid:14" and placed[0][0].count == 1
    assert P.stack_count(pile) == 14
    r = placed[0][1]
    assert (
        rect.contains(r.move(3 * P.STACK_DEPTH, -3 * P.STACK_DEPTH))
        and r.bottom + P.STACK_FOOT <= rect.bottom
    )
