"""Every character Salon can show is in the font its language uses (tools/make_fonts.py keeps it).

A glyph missing from the subset draws as a tofu box (the Postal Pigeon card once showed "≤" that
way). Checked: every English string catalogue (core, GUI, every game), every translation of every
``.po`` catalogue in the face of its language (SalonSansTC for zh_Hant, SalonSans for zh_Hans and
English), every string in each game's data file, every ``card_info`` field for each face the data
names or a short seeded game shows, and ``assets/fonts/coverage.json`` against the fonts.
"""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame.freetype
import pytest

from game.core import i18n
from game.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
FONTS = [ROOT / "assets" / "fonts" / f"SalonSans-{w}.otf" for w in ("Regular", "Bold")]
FACES = {"en": "SalonSans", "zh_Hans": "SalonSans", "zh_Hant": "SalonSansTC"}
PRODUCT = ("new_eden", "paris", "farshore", "droids")


def strings_in(x: Any) -> Iterator[str]:
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for k, v in x.items():
            yield from strings_in(k)
            yield from strings_in(v)
    elif isinstance(x, list | tuple | set | frozenset):
        for v in x:
            yield from strings_in(v)


def missing(font: pygame.freetype.Font, texts: dict[str, str]) -> dict[str, str]:
    """Each character the font lacks -> one place that uses it."""
    chars: dict[str, str] = {}
    for where, text in texts.items():
        for ch in set(text) - {"\n", "\t"}:
            chars.setdefault(ch, where)
    metrics = font.get_metrics("".join(chars))
    return {ch: chars[ch] for ch, m in zip(chars, metrics, strict=True) if m is None}


def faces_seen(rules: Any, players: int, moves: int = 120) -> set[str]:
    """Every piece face in any viewer's zones along a short seeded random game."""
    rng = random.Random(7)
    st = rules.new_game(players, 7, {})
    faces: set[str] = set()
    for n in range(moves + 1):
        if n % 10 == 0 or n == moves:
            for seat in [None, *range(players)]:
                for pieces in rules.zones(rules.view(st, seat)).values():
                    faces.update(p.face for p in pieces)
        acts = rules.legal_actions(st)
        if not acts:
            break
        rules.apply(st, acts[rng.randrange(len(acts))])
    return faces


def game_texts(gid: str) -> dict[str, str]:
    rules = GAMES[gid]
    pkg = type(rules).__module__.rsplit(".", 1)[0]
    out: dict[str, str] = {}
    data: Any = {}
    path = ROOT / pkg.replace(".", "/") / "data.json"
    if path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, s in enumerate(strings_in(data)):
            out[f"{path.relative_to(ROOT)} #{i}"] = s
    faces = set(strings_in(data)) | faces_seen(rules, rules.min_players if rules.min_players > 1 else 2)
    # numbered faces (``droid:17``): every number of each such kind, not only those dealt
    kinds = {f.rsplit(":", 1)[0] for f in faces if f.rsplit(":", 1)[-1].isdigit() and ":" in f}
    faces |= {f"{k}:{i}" for k in kinds for i in range(400)}
    card_info = getattr(rules, "card_info", None)
    for face in sorted(faces):
        try:
            info = card_info(face) if callable(card_info) else None
        except Exception:  # noqa: BLE001 - a data string that is not a face
            info = None
        for i, s in enumerate(strings_in(info or {})):
            out[f"{gid} card_info({face!r}) #{i}"] = s
    return out


@pytest.fixture(scope="module")
def fonts() -> list[pygame.freetype.Font]:
    pygame.freetype.init()
    return [pygame.freetype.Font(str(p), 20) for p in FONTS]


def test_the_check_sees_a_missing_glyph(fonts):
    assert missing(fonts[0], {"x": "a\U0001f600b"}) == {"\U0001f600": "x"}  # no emoji in the subset
    assert missing(fonts[0], {"x": "Éé – ≤ ≥ · 中文"}) == {}


def test_every_catalogue_string_is_in_the_font(fonts):
    for m in ("scenes.app", *(f"scenes.games.{g}" for g in PRODUCT), "scenes.table.strings"):
        importlib.import_module(m)
    texts = {f"{lang}:{k}": v for lang, cat in i18n._CATALOGUES.items() for k, v in cat.items()}
    assert len(texts) > 500
    for font in fonts:
        assert missing(font, texts) == {}


@pytest.mark.parametrize("gid", PRODUCT)
def test_every_card_and_data_string_is_in_the_font(fonts, gid):
    assert gid in GAMES
    texts = game_texts(gid)
    assert texts
    for font in fonts:
        assert missing(font, texts) == {}


def po_texts(lang: str) -> dict[str, str]:
    """Every translated string of ``lang``'s catalogues, by where it is."""
    from babel.messages.pofile import read_po

    out: dict[str, str] = {}
    for po in sorted((ROOT / "locale" / lang / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as fh:
            for m in read_po(fh):
                strings = [m.string] if isinstance(m.string, str) else list(m.string)
                for i, text in enumerate(strings):
                    if m.id and text:
                        out[f"{po.relative_to(ROOT)} {m.context} [{i}]"] = text
    return out


@pytest.mark.parametrize("lang", ["zh_Hant", "zh_Hans"])
def test_every_translation_is_in_the_face_of_its_language(lang):
    from scenes.assets import font_file

    texts = po_texts(lang)
    assert texts, f"no {lang} translation found"
    assert font_file(False, lang)[1].startswith(FACES[lang] + "-")
    pygame.freetype.init()
    for bold in (False, True):
        folder, name = font_file(bold, lang)
        font = pygame.freetype.Font(str(ROOT / "assets" / folder / name), 20)
        assert missing(font, texts) == {}, name


def test_the_traditional_face_has_taiwan_glyphs():
    """The TC and SC faces draw the same character differently where the regions differ
    (the same code point, 骨, has a differently built glyph), so each language gets its own."""
    pygame.freetype.init()
    tc = pygame.freetype.Font(str(ROOT / "assets" / "fonts" / "SalonSansTC-Regular.otf"), 64)
    sc = pygame.freetype.Font(str(ROOT / "assets" / "fonts" / "SalonSans-Regular.otf"), 64)
    a, _ = tc.render("骨", (0, 0, 0), (255, 255, 255))
    b, _ = sc.render("骨", (0, 0, 0), (255, 255, 255))
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


def test_coverage_json_is_what_every_face_draws():
    """The save reader's list of drawable characters (a player's name must draw in every
    language's face) is the one tools/font_coverage.py writes from today's fonts."""
    import tools.font_coverage as fc

    on_disk = json.loads((ROOT / "assets" / "fonts" / "coverage.json").read_text(encoding="utf-8"))
    assert on_disk == fc.coverage()
    cps = {c for a, b in on_disk["ranges"] for c in range(a, b + 1)}
    assert {ord(ch) for ch in "歡來龍設語繼續遊戲銷欢来龙设语继续游戏销"} <= cps
