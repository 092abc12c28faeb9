"""Every Droïdes piece is itself: each face is printed by the skin from the rules' card_info, its
words at 16 px or more, a card's name whole (or, with no room, its number and the hover zoom), its
cost and yield as part chips with their counts, the markers named on their pills."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.droids import data as D
from game.registry import GAMES
from scenes.games.droids.faces import FLOOR, Faces
from scenes.games.droids.palette import styled

RULES = GAMES["droids"]
CARD_SIZES = [(100, 140), (98, 137), (94, 132), (85, 120), (120, 168)]  # slots, small cards, zooms
TILE_SIZES = [(172, 34), (138, 34), (128, 30), (106, 26)]
DROIDS = sorted(D.DROIDS)
HOUSES = sorted(D.HOUSES)


@pytest.fixture(scope="module")
def faces():
    pygame.init()
    return Faces(styled(RULES.card_info), solo=False)


def _ok_sizes(texts):
    return [t for t in texts if t[1] < FLOOR]


@pytest.mark.parametrize("size", CARD_SIZES)
def test_every_card_names_itself_whole_with_its_numbers(faces, size):
    for num in DROIDS + HOUSES:
        face = f"droid:{num}" if num in D.DROIDS else f"house:{num}"
        info = RULES.card_info(face)
        texts = faces.texts_of("card", face, size)
        words = [t for t, _s in texts]
        assert not _ok_sizes(texts), (face, size, _ok_sizes(texts))
        assert info["name"] in words, (face, size, words)
        assert str(info["points"]) in words, (face, size, words)  # the RP
        cost = [str(n) for _k, n in info["cost_parts"]]
        yielded = [str(n) for _k, n in info.get("dismantle_parts") or ()]
        chips = [w for w in words if w.isdigit()]
        for n in cost + yielded:  # every count of the cost (and yield) is on its part chip
            assert n in chips, (face, size, cost, yielded, chips)
            chips.remove(n)


@pytest.mark.parametrize("size", TILE_SIZES)
def test_a_tile_keeps_the_name_whole_or_its_number(faces, size):
    for num in DROIDS + HOUSES:
        face = f"droid:{num}" if num in D.DROIDS else f"house:{num}"
        info = RULES.card_info(face)
        words = [t for t, _s in faces.texts_of("card", face, size)]
        assert info["name"] in words or str(num) in words, (face, size, words)
        assert not _ok_sizes(faces.texts_of("card", face, size))
        leaves = int(info.get("leaves") or 0)
        house = num in D.HOUSES
        if (
            size[0] >= 150
            or (size[0] >= 128 and leaves <= 1)
            or (size[0] >= 106 and not leaves and not house)
        ):
            assert info["name"] in words, (face, size, words)


def test_the_solo_automa_sees_each_droids_interest_on_the_dealt_cards():
    pygame.init()
    solo = Faces(styled(RULES.card_info), solo=True)
    for num in DROIDS:
        info = RULES.card_info(f"droid:{num}")
        words = [t for t, _s in solo.texts_of("card", f"droid:{num}", (100, 140))]
        assert info["name"] in words and str(info["interest"]) in words, (num, words)


def test_markers_parts_extensions_and_tokens_have_their_own_faces(faces):
    for face, size in [
        ("marker:priority", (170, 40)),
        ("marker:secondary", (170, 40)),
        ("marker:committed", (104, 64)),
        ("marker:secondary", (104, 64)),
        ("part:nut", (40, 40)),
        ("part:energy", (40, 40)),
        ("extension:oil", (50, 28)),
        ("token:extra_cost", (52, 24)),
        ("interseason:IS-A-1", (100, 140)),
    ]:
        surf = faces.get("token", face, size)
        assert surf is not None and surf.get_size() == size, face
        texts = faces.texts_of("token", face, size)
        assert not _ok_sizes(texts), (face, texts)
        if face.startswith("marker:"):  # a marker says what it is, in the rules' words
            assert RULES.card_info(face)["name"] in [t for t, _s in texts], (face, texts)
    assert faces.get("card", "back:season1", (100, 140)) is None  # a back is the table's to draw
    assert faces.get("token", "nothing:here", (40, 40)) is None


def test_a_face_in_flight_is_the_laid_out_face_scaled(faces):
    faces.mark("droid:7", (100, 140))
    laid = faces.get("card", "droid:7", (100, 140))
    flying = faces.get("card", "droid:7", (90, 126))
    assert laid is not None and flying is not None and flying.get_size() == (90, 126)
    assert ("droid:7", 90, 126) not in faces._texts  # scaled, not drawn again


def test_every_effect_prints_as_the_cardboards_icons_on_a_table_card(faces):
    surf = pygame.Surface((100, 140), pygame.SRCALPHA)
    row = pygame.Rect(3, 58, 94, 24)
    for num in DROIDS:
        d = D.DROIDS[num]
        glyphs = RULES.card_info(f"droid:{num}")["glyphs"]
        if d.effect == "none":
            assert glyphs == [], num
            continue
        assert glyphs, (num, d.effect)
        assert faces.glyph_row(surf, glyphs, row, 22), (num, glyphs)  # it fits the card's width
    # an effect it does not know draws nothing (the emblem stays) rather than something wrong
    assert not faces.glyph_row(surf, [("teleport", 3)], row, 22)


@pytest.mark.parametrize("lang", ["zh_Hant", "zh_Hans"])
def test_a_chinese_card_text_wraps_between_characters(faces, lang):
    """Chinese has no spaces between words: a House droid's text on its card breaks between
    characters (never before closing punctuation), so the face shows more than its first word."""
    from game.core.i18n import set_language
    from scenes import draw
    from scenes.games.droids.common import lines_at, text_w

    set_language(lang)
    try:
        longest = 0
        for num in HOUSES:
            text = RULES.card_info(f"house:{num}")["text"]
            whole = lines_at(text, FLOOR, 84, 10)
            assert "".join(whole).replace(" ", "") == text.replace(" ", ""), (num, whole)
            assert all(text_w(ln, FLOOR) <= 84 for ln in whole), (num, whole)
            assert not any(ln[:1] in draw.CLOSING for ln in whole), (num, whole)
            cut = lines_at(text, FLOOR, 84, 2)
            assert len(cut) <= 2 and (len(whole) <= 2 or cut[-1].endswith("…")), (num, cut)
            assert cut[0] == whole[0], (num, cut)
            longest = max(longest, len(whole))
        assert longest >= 3  # the texts do need the wrapping: with spaces only, line 1 was cut
    finally:
        set_language("en")
