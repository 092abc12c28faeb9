"""Paris tokens: a resource reads apart from the prestige token of the same metal by more than colour:
a square block with its material's icon against a round medal with a star. A token prints its one word
whole ("Gold", never "Gold p…") only where every token's word reads on a 1280×720 window (10 px there,
a token about 60 px wide); at the table's sizes (44 px, 38 beside a building) none prints one and
hovering names it (tests/table/test_paris_polish.py). On the board, in the market and behind the
screens the skin draws them all."""

from __future__ import annotations

import os

import pygame
import pytest

from game.core.controller import Controller
from game.core.saves import SeatConfig
from game.paris.cards import TOKEN_COLOURS, card_info
from game.paris.data import PRESTIGE, RESOURCES
from game.registry import GAMES
from scenes import draw, theme
from scenes.games.paris import tokens
from scenes.table.table import TableScene

TOKENS = (*RESOURCES, *PRESTIGE)
SCALE_720 = 1280 / 1920
# the sizes the table gives a token: alone or in a row (44×44), beside a building on its slot (38×54)
SIZES = ((44, 44), (38, 54))
# a metal's resource and prestige tokens (and the look-alike colours: wood/bronze, marble/silver)
PAIRS = (("gold", "gold_prestige"), ("wood", "bronze"), ("marble", "silver"))


@pytest.fixture(scope="module")
def table():
    """A 2p Paris table after 120 random-bot moves, screens open: tokens on slots, in the market and
    behind both screens."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.app import Headless
    from scenes.settings import Settings

    h = Headless((1920, 1080), settings=Settings(animation_speed="instant"), first=False)
    seats = [SeatConfig("Ada", "bot", "random", colour=0), SeatConfig("Bruno", "bot", "random", colour=1)]
    c = Controller(GAMES["paris"], seats, 5, options={"open_information": True})
    for _ in range(120):
        c.pump(budget_ms=10_000)
    t = TableScene(h.ctx, c)
    h.app.start(t)
    h.step(frames=2)
    yield t
    h.close()


def _mask(surf: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surf, 128)


def _ink_pixels(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels near the ink colour inside ``rect`` (the printed word)."""
    n = 0
    for x in range(max(0, rect.left), min(surf.get_width(), rect.right)):
        for y in range(max(0, rect.top), min(surf.get_height(), rect.bottom)):
            c = surf.get_at((x, y))
            if c.a > 200 and sum(abs(c[i] - theme.INK[i]) for i in range(3)) < 120:
                n += 1
    return n


# ------------------------------------------------------------------ card_info


def test_card_info_gives_every_token_a_short_word_and_a_shape():
    for tok in TOKENS:
        info = card_info(tok)
        assert info is not None
        assert isinstance(info["short"], str) and 2 <= len(info["short"]) <= 6, tok
        assert "…" not in info["short"] and info["short"].isascii(), tok  # in the font, no ellipsis
        assert info["shape"] == ("block" if tok in RESOURCES else "medal"), tok
    assert card_info("gold")["short"] == card_info("gold_prestige")["short"] == "Gold"
    # the zoomed card keeps the full name
    assert card_info("gold_prestige")["name"] == "Gold prestige"


# ------------------------------------------------------------------ the word fits


@pytest.mark.parametrize("tok", TOKENS)
def test_a_token_word_is_whole_and_readable_or_not_printed(tok):
    word = tokens.token_short(tok)
    for d in range(34, 90):
        size = tokens.token_word_size(tok, d)
        if size == 0:
            continue
        width = tokens.token_word_width(tok, d)
        assert size * SCALE_720 >= 10, (tok, d, size)  # 10 px on a 1280×720 window
        assert draw.font(size, True).size(word)[0] <= width, (tok, d, size)
        assert draw.ellipsize(word, size, width, True) == word  # never "Gold p…"
        assert tokens.token_label_rect(tok, d).width <= d
    # the table's sizes print none (their words were 6-9 px at 1280×720); a roomy token prints its own
    assert tokens.token_word_size(tok, 44) == tokens.token_word_size(tok, 38) == 0
    assert tokens.token_word_size(tok, 64) >= 15


def test_the_old_generic_label_was_cut():
    """What the table's generic disc printed for a gold prestige token at 44 px: "Gold p…"."""
    pygame.init()
    d = 44
    assert draw.ellipsize("Gold prestige", int(d * 0.24), d - 4, True).endswith("…")


@pytest.mark.parametrize("size", SIZES)
def test_a_token_at_table_size_prints_no_word_and_a_roomy_one_does(table, size):
    skin = table.skin
    for tok in TOKENS:
        surf = skin.piece_face("token", tok, size)
        assert surf is not None and surf.get_size() == size
        d = min(size)
        shapes = tokens.token_shapes(tok, d)  # the token without a word
        drawn = surf.subsurface(((size[0] - d) // 2, 0, d, d))
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(shapes, "RGBA"), (tok, size)
        big = skin.piece_face("token", tok, (64, 64))
        lab = tokens.token_label_rect(tok, 64)
        assert _ink_pixels(big, lab) > 15, tok  # the word is printed on its label


# ------------------------------------------------------------------ more than colour


@pytest.mark.parametrize("pair", PAIRS)
def test_resource_and_prestige_tokens_of_one_metal_differ_in_silhouette(table, pair):
    """Seen without colour (only where the piece is opaque) the block and the medal differ."""
    res, pres = pair
    for size in SIZES:
        a = _mask(table.skin.piece_face("token", res, size))
        b = _mask(table.skin.piece_face("token", pres, size))
        union = a.count() + b.count() - a.overlap_area(b, (0, 0))
        differ = union - a.overlap_area(b, (0, 0))
        assert differ / union > 0.12, (pair, size, differ, union)
    assert card_info(res)["shape"] != card_info(pres)["shape"]


def test_the_three_metals_read_apart_by_their_words():
    words = [tokens.token_short(t) for t in PRESTIGE]
    assert len(set(words)) == 3
    words = [tokens.token_short(t) for t in RESOURCES]
    assert len(set(words)) == 3


# ------------------------------------------------------------------ on the table


def test_every_token_on_the_table_is_the_skins_printed_face(table):
    """Slots, the market row and both screens: every token piece is drawn by the skin, its word fits."""
    where = {"slot": 0, "supply": 0, "seat": 0}
    for zid, placed in table.layout.items():
        for pc, r in placed:
            if pc.kind != "token":
                continue
            assert pc.face in TOKEN_COLOURS
            surf = table.skin.piece_face(pc.kind, pc.face, r.size)
            assert surf is not None, (zid, pc.face)
            d = min(r.size)
            assert d >= 34, (zid, r)
            size = tokens.token_word_size(pc.face, d)
            assert size == 0 or draw.font(size, True).size(tokens.token_short(pc.face))[
                0
            ] <= tokens.token_word_width(pc.face, d)
            where[zid.split(":")[0]] += 1
    assert all(where.values()), where  # the test saw tokens on slots, in the market and on screens
