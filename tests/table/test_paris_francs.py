"""Paris francs look like money, not like a key: a stack of gilt coins with an "F" stamped on the top
coin, drawn by the skin (``Skin.francs_surface``) wherever the francs show (a seat's screen; they never
fly or lie in the market). Before, the table drew them as the seat's disc with its seat shape, the very
face of a key: "17" over a disc was 17 francs or 17 keys. Their count pill and tooltip are unchanged."""

from __future__ import annotations

import pygame
import pytest

from game.core.rules import Piece
from scenes import draw, theme
from scenes.games.paris import tokens
from tests.table.helpers import paris_bot_table

SIZE = 44  # a francs piece behind a screen (2 and 4 players)
SCALE_720 = 1280 / 1920
READABLE_720 = 10  # px on a 1280×720 window


@pytest.fixture(scope="module")
def two():
    h, table = paris_bot_table(2, 60, 11)
    yield table
    h.close()


def _drawn(table, kind: str, face: str, owner: int, count: int = 1, size: int = SIZE) -> pygame.Surface:
    """A piece as the table draws it (skin face or table art, shadow, count pill) on a plain cloth."""
    canvas = pygame.Surface((120, 120))
    canvas.fill((40, 32, 28))
    table._draw_piece(canvas, kind, face, pygame.Rect(30, 40, size, size), owner, count)
    return canvas


def _differing(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of pixels in ``rect`` that differ clearly between ``a`` and ``b``."""
    n = diff = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            n += 1
            ca, cb = a.get_at((x, y)), b.get_at((x, y))
            diff += sum(abs(p - q) for p, q in zip(ca[:3], cb[:3], strict=True)) > 60
    return diff / n


# ------------------------------------------------------------------ the face


def test_card_info_calls_the_francs_money_with_a_coins_icon(two):
    info = two.art.info("francs")
    assert info.get("icon") == "coins"
    assert info.get("family") == "money"


def test_the_skin_prints_the_francs_and_not_a_key(two):
    skin = two.skin
    assert skin.piece_face("marker", "francs", (SIZE, SIZE)) is not None
    assert skin.piece_face("key", "key:0", (SIZE, SIZE)) is None  # a key stays the seat's disc


@pytest.mark.parametrize("seat", range(4))
def test_the_francs_face_differs_from_the_seats_key(two, seat):
    """Same seat, same size, same count: the francs and the key are told apart at a glance (before,
    the table drew both as the seat's disc with its shape: every pixel the same)."""
    francs = _drawn(two, "marker", "francs", seat, 17)
    key = _drawn(two, "key", f"key:{seat}", seat, 17)
    piece = pygame.Rect(30, 40, SIZE, SIZE)
    assert _differing(francs, key, piece) > 0.3, seat
    # the stamped letter's place on the coin is not the key's seat shape there either
    mark = tokens.piece_icon_rect("marker", "francs", piece)
    assert _differing(francs, key, mark) > 0.3, seat


def test_the_francs_differ_from_the_gold_prestige_medal_and_the_gold_block(two):
    francs = _drawn(two, "marker", "francs", 0)
    piece = pygame.Rect(30, 40, SIZE, SIZE)
    for face in ("gold_prestige", "gold"):
        assert _differing(francs, _drawn(two, "token", face, 0), piece) > 0.25, face


def test_the_coins_are_gilt_and_the_same_for_every_seat(two):
    """Money is not the seat's: its box says whose it is; its coins are the Paris gilt."""
    faces = [pygame.image.tobytes(_drawn(two, "marker", "francs", k), "RGB") for k in range(4)]
    assert len(set(faces)) == 1
    surf = two.skin.francs_surface((SIZE, SIZE))
    top = tokens.coin_stack(SIZE)[0][0]
    c = surf.get_at((top.centerx - top.w // 3, top.centery))  # the top coin's face, off the letter
    assert c.a >= 250  # opaque (smoothscale leaves 253)
    assert sum(abs(p - q) for p, q in zip(c[:3], tokens.GILT, strict=True)) < 40, c


def test_a_franc_is_stamped_readably_in_the_middle_of_the_top_coin(two):
    surf = two.skin.francs_surface((SIZE, SIZE))
    top = tokens.coin_stack(SIZE)[0][0]
    mark = tokens.francs_mark_rect(SIZE)
    assert top.contains(mark)
    assert abs(mark.centerx - top.centerx) <= 1 and abs(mark.centery - top.centery) <= 2
    assert tokens.francs_mark_size(SIZE) * SCALE_720 >= 12  # 13 px on a 1280×720 window
    assert tokens.francs_mark() == "F"
    ink = draw.mix(theme.BRASS, (0, 0, 0), 0.62)
    dark = sum(
        1
        for x in range(mark.left, mark.right)
        for y in range(mark.top, mark.bottom)
        if sum(abs(p - q) for p, q in zip(surf.get_at((x, y))[:3], ink, strict=True)) < 60
    )
    assert dark >= mark.w * mark.h // 4  # the letter's strokes


def test_the_stack_fits_its_piece_at_every_size(two):
    for d in (28, 36, 40, 44, 64, 96):
        coins = tokens.coin_stack(d)
        assert len(coins) == tokens.COINS
        for r, t in coins:
            assert r.left >= 0 and r.right <= d and r.top >= 0 and r.bottom + t <= d - 2, (d, r, t)
        surf = two.skin.francs_surface((d, d + 10))  # a tall rect: the stack at its top, centred
        assert surf.get_size() == (d, d + 10)
        assert surf.get_bounding_rect().bottom <= d


# ------------------------------------------------------------------ count pill and tooltip kept


@pytest.mark.parametrize("count", (2, 17, 50, 99))
def test_the_count_pill_keeps_its_place_off_the_stamped_letter(count):
    rect = pygame.Rect(300, 200, SIZE, SIZE)
    badge = tokens.count_badge_rect("marker", "francs", rect, count)
    key_badge = tokens.count_badge_rect("key", "key:0", rect, count)
    assert badge is not None and badge == key_badge  # where a key's and a token's pill is
    assert badge.colliderect(rect) and badge.left == rect.left - tokens.BADGE_OUT
    assert not badge.colliderect(tokens.piece_icon_rect("marker", "francs", rect))


def test_the_tooltip_still_says_how_many_francs(two):
    assert two.skin.tooltip("seat:0:screen", Piece("francs:0", "marker", "francs", count=17)) == "Francs: 17"


# ------------------------------------------------------------------ on a real mid-game table


def test_on_a_real_table_the_francs_are_drawn_as_coins(two):
    """Each seat's francs behind its open screen show the skin's coins on the drawn table: the
    stamped letter's pixels are the coin face's, not the seat's key disc's."""
    two._base_key_now = None  # draw it afresh
    base = two._draw_base()
    seen = 0
    for k in range(2):
        placed = two.layout[f"seat:{k}:screen"]
        (p, r), *_ = [(p, r) for p, r in placed if p.kind == "marker" and p.face == "francs"]
        assert p.count > 1 and p.owner == k
        assert all(not qr.colliderect(r) for q, qr in placed if q is not p)  # 2p screens are roomy
        coin = two.skin.francs_surface(r.size)
        mark = tokens.piece_icon_rect(p.kind, p.face, r)
        for x in range(mark.left, mark.right):
            for y in range(mark.top, mark.bottom):
                drawn, face = base.get_at((x, y)), coin.get_at((x - r.x, y - r.y))
                assert sum(abs(a - b) for a, b in zip(drawn[:3], face[:3], strict=True)) <= 8, (x, y)
        key = two.art.surface("key", f"key:{k}", k, r.size, "")
        assert _differing(base.subsurface(r), key, pygame.Rect((0, 0), r.size)) > 0.3
        # its count pill is drawn on its top-left corner, where count_badge put it
        spot = two.skin.count_badge(p.kind, p.face, r, p.count)
        assert spot is not None
        pill = tokens.badge_rect(spot[0], str(p.count), spot[1])
        assert pill.colliderect(r) and not pill.colliderect(mark)
        seen += 1
    assert seen == 2
