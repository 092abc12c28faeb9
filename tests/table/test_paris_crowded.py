"""A crowded Paris screen reads: a four players' screen box is 164 px wide and can hold 8-14 stacks
(francs, keys, six kinds of token, bonus and end-game tiles). The table laid them in one row of 44 px
pieces overlapping until each covered the previous one's mark and count pill ("17" francs read
"1"; the pills "1 2 2 2" ran into each other). The skin now lays a crowded screen out itself
(``paris.screen_places``): one row of smaller pieces, else two rows of chips, each a small piece
with its count pill beside it. Checked on real four-player tables played by bots through the rules
until a screen holds 6 stacks and more."""

from __future__ import annotations

import os

import pygame
import pytest

from game.core.controller import Controller
from game.core.rules import Piece
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import theme
from scenes.games import paris as skin_mod
from scenes.table.placement import CAPTION_H, every_piece, place
from scenes.table.table import TableScene

SCALE_720 = 1280 / 1920
CROWDED = 6  # stacks on one screen
# (players, seed, stacks): play until some screen holds that many stacks
GAMES_PLAYED = [(4, 1, CROWDED), (4, 1, 9), (4, 1, 12), (4, 7, CROWDED), (4, 7, 8), (4, 3, CROWDED)]


def _controller(players: int, seed: int) -> Controller:
    bots = ("greedy", "random")
    seats = [SeatConfig(f"P{i}", "bot", bots[i % 2], colour=i) for i in range(players)]
    return Controller(GAMES["paris"], seats, seed, options={"open_information": True})


def _crowded_controller(players: int, seed: int, stacks: int, limit: int = 400) -> Controller:
    """A game played by bots until a seat's screen holds ``stacks`` stacks or more."""
    c = _controller(players, seed)
    for _ in range(limit):
        zones = c.rules.zones(c.view(None))
        if any(len(zones[f"seat:{k}:screen"]) >= stacks for k in range(players)):
            return c
        if c.is_over():
            break
        c.pump(budget_ms=10_000)
    raise AssertionError(f"no screen with {stacks} stacks (seed {seed})")


@pytest.fixture(scope="module")
def app():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.app import Headless
    from scenes.settings import Settings

    h = Headless((1920, 1080), settings=Settings(animation_speed="instant"), first=False)
    yield h
    h.close()


def _table(h, c: Controller) -> TableScene:
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=2)
    return table


@pytest.fixture(scope="module", params=GAMES_PLAYED, ids=[f"{p}p-s{s}-{n}" for p, s, n in GAMES_PLAYED])
def crowded(request, app):
    return _table(app, _crowded_controller(*request.param))


def _screens(table, least: int = CROWDED) -> dict[str, list[tuple[Piece, pygame.Rect]]]:
    out = {
        zid: placed
        for zid, placed in table.layout.items()
        if zid.startswith("seat:") and zid.endswith(":screen") and len(placed) >= least
    }
    assert out, "no crowded screen on this table"
    return out


def _pill(table, p: Piece, r: pygame.Rect) -> pygame.Rect | None:
    """The count pill the table draws for a placed piece (the skin's place, else the table's own)."""
    if p.count <= 1 or p.kind not in skin_mod.COUNTED:
        return None
    spot = table.skin.count_badge(p.kind, p.face, r, p.count)
    centre, size = spot or ((r.right - 6, r.top + 6), 20)
    return skin_mod.badge_rect(centre, str(p.count), size)


def _problems(table, placed) -> list[str]:
    """Pills that meet, a pill under a later piece or pill, a mark under a later piece or pill."""
    out = []
    drawn = [(p, r, _pill(table, p, r), skin_mod.piece_mark(p, r)) for p, r in placed]
    for i, (p, _r, pill, mark) in enumerate(drawn):
        for j, (q, r2, pill2, _m) in enumerate(drawn):
            if j == i:
                continue
            if pill is not None and pill2 is not None and pill.colliderect(pill2):
                out.append(f"pills of {p.face} and {q.face} meet")
            if j < i:
                continue
            if pill is not None and pill.colliderect(r2):
                out.append(f"{q.face} covers the count of {p.face}")
            if mark is not None and (mark.colliderect(r2) or (pill2 is not None and mark.colliderect(pill2))):
                out.append(f"{q.face} covers the mark of {p.face}")
    return out


# ------------------------------------------------------------------ 1. every count and mark reads


def test_no_count_pill_meets_another_or_lies_under_a_later_piece(crowded):
    for zid, placed in _screens(crowded).items():
        assert not _problems(crowded, placed), (zid, _problems(crowded, placed))


def test_the_tables_own_row_hid_marks_and_counts(crowded):
    """The same screens laid out by the table's one row (before): marks and pills were covered."""
    hidden = 0
    for zid, placed in _screens(crowded).items():
        pieces = [p for p, _r in placed]
        old = every_piece(place(crowded.board.zone(zid), pieces), pieces)
        hidden += bool(_problems(crowded, old))
    assert hidden >= 1


def test_every_stack_and_its_pill_stay_in_the_box_above_the_caption(crowded):
    for zid, placed in _screens(crowded).items():
        box = pygame.Rect(crowded.board.zone(zid).rect)
        room = pygame.Rect(box.x, box.y, box.w, box.h - CAPTION_H)
        for p, r in placed:
            assert room.contains(r), (zid, p.face, r)
            pill = _pill(crowded, p, r)
            if pill is not None:
                assert room.contains(pill), (zid, p.face, pill)
                assert pill.colliderect(r)  # on its own chip: it reads as this stack's


def test_pieces_stay_recognisable_at_720(crowded):
    """No piece under the chips' floor (``CHIP_SIZES[-1]``: 15 px on a 1280×720 window), its mark
    inside it; a face-up tile narrowed to a strip keeps ``TILE_STRIP``."""
    for zid, placed in _screens(crowded).items():
        for p, r in placed:
            assert r.h * SCALE_720 >= 14, (zid, p.face, r)
            if p.kind in skin_mod.COUNTED:
                mark = skin_mod.piece_icon_rect(p.kind, p.face, r)
                assert mark is not None and r.contains(mark), (zid, p.face, mark)
                assert max(mark.size) * SCALE_720 >= 5, (zid, p.face, mark)
            else:
                assert r.w >= skin_mod.TILE_STRIP, (zid, p.face, r)
    assert skin_mod.BADGE_FONT * SCALE_720 >= 10


def test_the_drawn_pills_are_on_top(crowded):
    """On the drawn table each pill's dark rim shows at both of its ends and its number's cream at
    its middle: nothing was drawn over it."""
    base = crowded._draw_base()

    def near(c, colour, tol=60) -> bool:
        return sum(abs(a - b) for a, b in zip(c[:3], colour, strict=True)) < tol

    seen = 0
    for _zid, placed in _screens(crowded).items():
        for p, r in placed:
            pill = _pill(crowded, p, r)
            if pill is None:
                continue
            seen += 1
            for x in (pill.left + 4, pill.right - 5):
                assert near(base.get_at((x, pill.centery)), theme.INK, 40), (p.face, pill)
            inner = pill.inflate(-8, -6)
            cream = sum(
                near(base.get_at((x, y)), theme.CREAM, 90)
                for x in range(inner.left, inner.right)
                for y in range(inner.top, inner.bottom)
            )
            assert cream >= 6, (p.face, pill, cream)
    assert seen >= 2


# ------------------------------------------------------------------ 2. hover and clicks follow the drawn rects


def test_hovering_a_stack_names_that_stack(crowded, monkeypatch):
    """The table's hover (its layout, last drawn first) finds each piece at its mark and a chip at
    its pill: the tooltip is asked for that piece."""
    asked: list[str] = []
    real = crowded.skin.tooltip

    def spy(zone, piece):
        asked.append(piece.id)
        return real(zone, piece)

    monkeypatch.setattr(crowded.skin, "tooltip", spy)
    for _zid, placed in _screens(crowded).items():
        for i, (p, r) in enumerate(placed):
            later = [r2 for _q, r2 in placed[i + 1 :]]
            mark = skin_mod.piece_mark(p, r)
            if mark is None:  # a face-down tile in a pile: where its edge shows
                mark = next(
                    pygame.Rect(x, r.centery, 1, 1)
                    for x in range(r.left, r.right)
                    if not any(o.collidepoint(x, r.centery) for o in later)
                )
            spots = [mark.center]
            pill = _pill(crowded, p, r)
            if pill is not None:
                spots.append(pill.center)
            for spot in spots:
                asked.clear()
                crowded.mouse = spot
                crowded._tip(None, None)
                assert asked[:1] == [p.id], (p.face, spot, asked)
    crowded.mouse = (0, 0)


def test_a_piece_flying_to_a_crowded_screen_lands_on_its_drawn_rect(crowded):
    for zid, placed in _screens(crowded).items():
        for p, r in placed:
            got = crowded._locate(zid, p.id, True)
            assert got is not None and pygame.Rect(got["rect"]) == r, (zid, p.face)


def test_a_chip_draws_its_piece_at_its_left_end(crowded):
    """A chip's token, francs or keys sit at its left end (under its mark), not under its pill."""
    skin = crowded.skin
    for kind, face in (("token", "wood"), ("token", "silver"), ("marker", "francs"), ("key", "key:0")):
        rect = pygame.Rect(0, 0, 45, 26)
        surf = skin.piece_face(kind, face, rect.size)
        assert surf is not None and surf.get_size() == rect.size, face
        mark = skin_mod.piece_icon_rect(kind, face, rect)
        pill = skin_mod.chip_pill_rect(rect, 3)
        assert mark is not None and not mark.colliderect(pill), face
        right = pygame.Rect(pill.left + 6, 0, pill.w - 6, rect.h)
        left = pygame.Rect(0, 0, rect.h, rect.h)
        opaque = pygame.mask.from_surface(surf)
        ink_left = sum(opaque.get_at((x, y)) for x in range(left.left, left.right) for y in range(left.h))
        ink_right = sum(opaque.get_at((x, y)) for x in range(right.left, right.right) for y in range(right.h))
        assert ink_left > left.w * left.h // 3 and ink_right == 0, (face, ink_left, ink_right)


# ------------------------------------------------------------------ 3. a roomy screen keeps its look


def test_a_roomy_screen_keeps_the_tables_row(app):
    table = _table(app, _crowded_controller(2, 7, 2))
    seen = 0
    for zid, placed in table.layout.items():
        if not zid.endswith(":screen"):
            continue
        pieces = [p for p, _r in placed]
        own = place(table.board.zone(zid), pieces)
        if skin_mod.screen_places(table.board.zone(zid), every_piece(own, pieces)) is None:
            seen += 1
            assert [r for _p, r in placed] == [r for _p, r in own]
    assert seen >= 1


def test_the_fullest_screen_still_reads(crowded):
    """A screen fuller than any game seen (the keys, the francs in two digits, every kind of token
    in twos, four bonus tiles and three end-game tiles): every count and every counted piece's mark
    still reads; the tiles pile up (each shows an edge to hover)."""
    zone = crowded.board.zone("seat:0:screen")
    pieces = [
        Piece("francs:0", "marker", "francs", owner=0, count=27),
        Piece("hand:0", "key", "key:0", count=3),
    ]
    pieces += [Piece(f"token:0:{t}", "token", t, count=2) for t in sorted(skin_mod.TOKEN_COLOURS)]
    pieces += [Piece(f"BT0{i}", "tile", f"BT0{i}") for i in range(1, 5)]
    pieces += [Piece(f"eg:0:{i}", "tile", "back:endgame") for i in range(3)]
    old = every_piece(place(zone, pieces), pieces)  # what the skin's place hook gets
    assert _problems(crowded, old)
    placed = skin_mod.screen_places(zone, old)
    assert placed is not None
    assert sorted(p.id for p, _r in placed) == sorted(p.id for p in pieces)
    for i, (p, r) in enumerate(placed):
        pill = _pill(crowded, p, r)
        mark = skin_mod.piece_icon_rect(p.kind, p.face, r) if p.kind in skin_mod.COUNTED else None
        for q, r2 in placed[i + 1 :]:
            assert pill is None or not pill.colliderect(r2), (p.face, q.face)
            assert mark is None or not mark.colliderect(r2), (p.face, q.face)
        for q, r2 in placed:
            pill2 = _pill(crowded, q, r2)
            assert q is p or pill is None or pill2 is None or not pill.colliderect(pill2)
        box = pygame.Rect(zone.rect)
        assert pygame.Rect(box.x, box.y, box.w, box.h - CAPTION_H).contains(r), (p.face, r)
